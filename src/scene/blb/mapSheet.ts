// The printed sheet of Brave Little Belgium as one canvas texture (browser only): paper, the
// countries tinted around their boxes with dotted borders, country names, the map's frame, and
// the printed frames and spaces of the tracks, cup, chit boxes and the Garde Civique chart, and
// every static caption printed on the paper (printedLabels.ts: track titles, turn dates, fort
// captions, the title, VICTORY LINE) in the shipped fonts, which must be loaded first
// (loadCanvasFonts). About 4096 pixels wide, mipmapped, anisotropic: crisp at 1920x1080.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { DATA } from '../../games/blb/db';
import type { Country } from '../../games/blb/types';
import { FONT_FAMILY } from '../fonts';
import { makeCanvas, paperGrain } from '../tableTextures';
import { BOX_PLACES, TABLE, pulledChitSpot, rectEdges, type Rect } from './layout';
import { printedLabels } from './printedLabels';
import { drawSheetLabels } from './tileLabels';
import { COUNTRY_NAME, COUNTRY_TINT, INK, PAPER } from './palette';

/** Pixels per world unit of the sheet texture (kept under 4096 pixels a side). */
export function sheetScale(sheet: Rect = TABLE.sheet, max = 4096): number {
  return Math.floor(max / Math.max(sheet.w, sheet.d));
}

const COUNTRY_INDEX: Country[] = ['germany', 'belgium', 'france', 'luxembourg', 'netherlands'];

/** The country each point of the map belongs to: the nearest box's, within `reach`; -1 beyond. */
function countryField(step: number, reach: number) {
  const map = TABLE.map;
  const cols = Math.ceil(map.w / step);
  const rows = Math.ceil(map.d / step);
  const field = new Int8Array(cols * rows).fill(-1);
  const boxes = DATA.boxes.map((b) => ({ c: COUNTRY_INDEX.indexOf(b.country), x: BOX_PLACES[b.id]!.tile.x, z: BOX_PLACES[b.id]!.tile.z }));
  const x0 = rectEdges.left(map);
  const z0 = rectEdges.top(map);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + (c + 0.5) * step;
      const z = z0 + (r + 0.5) * step;
      let best = Infinity;
      let country = -1;
      for (const b of boxes) {
        const d = (b.x - x) ** 2 + (b.z - z) ** 2;
        if (d < best) {
          best = d;
          country = b.c;
        }
      }
      field[r * cols + c] = best <= reach * reach ? country : -1;
    }
  }
  return { field, cols, rows, x0, z0, step };
}

export function drawSheet(): HTMLCanvasElement {
  const sheet = TABLE.sheet;
  const ppu = sheetScale(sheet);
  const W = Math.round(sheet.w * ppu);
  const H = Math.round(sheet.d * ppu);
  const [canvas, ctx] = makeCanvas(W, H);
  const sx = (x: number) => (x - rectEdges.left(sheet)) * ppu;
  const sz = (z: number) => (z - rectEdges.top(sheet)) * ppu;
  const rectPx = (r: Rect) => [sx(rectEdges.left(r)), sz(rectEdges.top(r)), r.w * ppu, r.d * ppu] as const;

  // Paper, a little darker towards the edges.
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  const vignette = ctx.createRadialGradient(W / 2, H / 2, Math.min(W, H) * 0.3, W / 2, H / 2, Math.max(W, H) * 0.75);
  vignette.addColorStop(0, 'rgba(120,90,40,0)');
  vignette.addColorStop(1, 'rgba(120,90,40,0.22)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, W, H);

  // Countries: a coarse nearest-box field, scaled up smoothly (soft tint edges)...
  const map = TABLE.map;
  const coarse = countryField(0.5, 7.5);
  const [tc, tctx] = makeCanvas(coarse.cols, coarse.rows);
  const img = tctx.createImageData(coarse.cols, coarse.rows);
  const rgb = COUNTRY_INDEX.map((c) => {
    const hex = COUNTRY_TINT[c];
    return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
  });
  for (let i = 0; i < coarse.field.length; i++) {
    const c = coarse.field[i]!;
    const col = c >= 0 ? rgb[c]! : [0, 0, 0];
    img.data[i * 4] = col[0]!;
    img.data[i * 4 + 1] = col[1]!;
    img.data[i * 4 + 2] = col[2]!;
    img.data[i * 4 + 3] = c >= 0 ? 150 : 0;
  }
  tctx.putImageData(img, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(tc, sx(coarse.x0), sz(coarse.z0), coarse.cols * coarse.step * ppu, coarse.rows * coarse.step * ppu);
  ctx.restore();

  // ...and dotted borders where the fine field changes country.
  const fine = countryField(0.22, 7.5);
  ctx.fillStyle = 'rgba(60,40,20,0.55)';
  for (let r = 0; r < fine.rows - 1; r++) {
    for (let c = 0; c < fine.cols - 1; c++) {
      const here = fine.field[r * fine.cols + c]!;
      const east = fine.field[r * fine.cols + c + 1]!;
      const south = fine.field[(r + 1) * fine.cols + c]!;
      if (here < 0) continue;
      const x = fine.x0 + (c + 1) * fine.step;
      const z = fine.z0 + (r + 0.5) * fine.step;
      if (east >= 0 && east !== here && (r + c) % 2 === 0) {
        ctx.beginPath();
        ctx.arc(sx(x), sz(z), 0.055 * ppu, 0, Math.PI * 2);
        ctx.fill();
      }
      if (south >= 0 && south !== here && (r + c) % 2 === 0) {
        ctx.beginPath();
        ctx.arc(sx(fine.x0 + (c + 0.5) * fine.step), sz(fine.z0 + (r + 1) * fine.step), 0.055 * ppu, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }

  // Country names, large and faint, at the middle of each country's boxes.
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const country of ['germany', 'belgium', 'france', 'luxembourg'] as Country[]) {
    const boxes = DATA.boxes.filter((b) => b.country === country).map((b) => BOX_PLACES[b.id]!.tile);
    if (!boxes.length) continue;
    let x = boxes.reduce((s, b) => s + b.x, 0) / boxes.length;
    let z = boxes.reduce((s, b) => s + b.z, 0) / boxes.length;
    if (country === 'germany') x += 3.2;
    if (country === 'france') z += 2.6;
    if (country === 'luxembourg') z += 3.0;
    const size = country === 'luxembourg' ? 0.9 : 1.6;
    ctx.font = `600 ${size * ppu}px "${FONT_FAMILY.serif}", serif`;
    ctx.fillStyle = 'rgba(70,50,25,0.28)';
    const text = COUNTRY_NAME[country].split('').join('\u2009\u2009');
    ctx.fillText(text, sx(x), sz(z));
  }
  ctx.restore();

  // The map's frame: a double rule.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.08 * ppu;
  ctx.strokeRect(...rectPx(map));
  ctx.lineWidth = 0.03 * ppu;
  const inset = { ...map, w: map.w - 0.5, d: map.d - 0.5 };
  ctx.strokeRect(...rectPx(inset));

  // Printed frames and spaces.
  const frame = (r: Rect, fill = 'rgba(255,250,236,0.55)') => {
    const [x, y, w, h] = rectPx(r);
    ctx.fillStyle = fill;
    roundRect(ctx, x, y, w, h, 0.25 * ppu);
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.06 * ppu;
    ctx.stroke();
  };
  const space = (r: Rect, fill: string) => {
    const [x, y, w, h] = rectPx(r);
    ctx.fillStyle = fill;
    roundRect(ctx, x, y, w, h, 0.12 * ppu);
    ctx.fill();
    ctx.strokeStyle = 'rgba(42,33,24,0.85)';
    ctx.lineWidth = 0.035 * ppu;
    ctx.stroke();
  };

  frame(TABLE.turnTrack.frame);
  TABLE.turnTrack.spaces.forEach((s, i) => space(s.rect, i === 0 ? '#e4d9bd' : i === 6 ? '#ecd4a0' : '#f4ecd8'));
  frame(TABLE.atrocities.frame);
  TABLE.atrocities.spaces.forEach((s, i) => space(s.rect, `rgba(${170 + i * 10},${60 - i * 6},${50 - i * 5},${0.12 + i * 0.07})`));
  frame(TABLE.cupFrame);
  frame(TABLE.pulledFrame);
  frame(TABLE.turnEndFrame, 'rgba(255,250,236,0.55)');
  for (const t of TABLE.turnEnd) space(t.rect, '#3b3430');
  // Pulled Chits box: fourteen printed places.
  for (let i = 0; i < 14; i++) {
    const p = pulledChitSpot(i);
    space({ x: p.x, z: p.z, w: 1.08, d: 1.08 }, 'rgba(120,90,50,0.12)');
  }
  // The title cartouche: a double-ruled panel.
  frame(TABLE.title, 'rgba(255,250,236,0.8)');
  const inner = { ...TABLE.title, w: TABLE.title.w - 0.35, d: TABLE.title.d - 0.35 };
  const [ix, iy, iw, ih] = rectPx(inner);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.025 * ppu;
  roundRect(ctx, ix, iy, iw, ih, 0.18 * ppu);
  ctx.stroke();
  // (The Garde Civique Setup Chart is its own card: gcChartTexture.ts.)

  // The printed captions (the names on the raised tiles are tileLabels.ts's atlas).
  drawSheetLabels(ctx, printedLabels(), sx, sz, ppu);

  paperGrain(ctx, W, H, 11, 0.0006);
  return canvas;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function sheetTexture(): CanvasTexture {
  const t = new CanvasTexture(drawSheet());
  t.colorSpace = SRGBColorSpace;
  // Three clamps this to what the GPU offers; the sheet is seen at a slant.
  t.anisotropy = 16;
  return t;
}
