// The Football War's printed sheet as one canvas texture, drawn once from the same drawing data as
// the flat map (footballWarMap.ts, mapGeometry.ts) and the scenario's areas: paper, the sea, each
// area's region tinted by country (Guatemala and Nicaragua hatched grey: no one may enter, 6.11),
// the rivers (blue, no rule effect), the area borders, the coast, the international frontier (dashed red), roads (solid) and tracks
// (dotted) between the areas' seats, the Gulf of Fonseca and the Pacific, the country names, and
// every caption of sheetTexts (area names, terrain symbols in their circles, VP values in boxes,
// the four boxes beside the map, the Turn Record Track, the title). The VP boxes are printed
// neutral: who holds an area now is the table's to show, not the paper's. Drawn on the CPU canvas
// (canvas2d.ts), shown with an unlit/Lambert material (the render budget).
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Board } from '../../games/bbw/rules/board';
import { FONT_FAMILY } from '../fonts';
import { makeCanvas, paperGrain } from '../tableTextures';
import { haloText as sharedHaloText, type SheetCtx } from '../canvas2d';
import { FOOTBALL_WAR_MAP, type AreaMapLayout } from './footballWarMap';
import { voronoiCells, type Cell } from './mapGeometry';
import { SHEET_EXTENT, SYMBOL_STEP, TITLE_BOX, TRACK_LABEL, sheetTexts, turnTrackSpaces } from './sheetLayout';

export const SHEET_PAPER = '#efe6cf';
const INK = '#2a2218';
const SEA = '#a9c8dc';
const COUNTRY_FILL: Record<string, string> = { 'El Salvador': '#c4d7b8', Honduras: '#e6d6a8' };
const FORBIDDEN = '#bdb6aa';
const TERRAIN_FILL: Record<string, string> = { M: '#d8c2a0', W: '#b9d5a3', U: '#e6b7b1' };
const BOX_FILL: Record<string, string> = { white: '#dfe7f5', grey: '#d3d5d8' };
const BOX_EDGE: Record<string, string> = { white: '#1d3f8f', grey: '#3b4148' };

/** Pixels per map unit: the sheet under 4096 pixels a side. */
export function sheetPixelsPerUnit(max = 4096): number {
  return Math.floor((max / Math.max(SHEET_EXTENT.x1 - SHEET_EXTENT.x0, SHEET_EXTENT.y1 - SHEET_EXTENT.y0)) * 100) / 100;
}

export type { SheetCtx };

function polygon(ctx: SheetCtx, cell: Cell): void {
  ctx.beginPath();
  cell.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

function font(weight: number, px: number, family: 'sans' | 'serif', italic = false): string {
  return `${italic ? 'italic ' : ''}${weight} ${px}px "${FONT_FAMILY[family]}", "DejaVu Sans Condensed", sans-serif`;
}

/** Text with a paper halo (the shared one, this sheet's paper and width by default). */
const haloText = (ctx: SheetCtx, text: string, x: number, y: number, halo = SHEET_PAPER, width = 7): void => sharedHaloText(ctx, text, x, y, halo, width);

/** The rivers' ink (the flat map's .bbw-river matches). */
export const RIVER_INK = '#3b78b0';

function drawRivers(ctx: SheetCtx, layout: AreaMapLayout): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = RIVER_INK;
  ctx.setLineDash([]);
  for (const r of layout.rivers ?? []) {
    ctx.lineWidth = r.width;
    ctx.beginPath();
    r.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Draws the sheet in map units (the caller has scaled and translated the context so that map unit
 * (x0, y0) of SHEET_EXTENT is the canvas's corner).
 */
export function drawBbwSheet(ctx: SheetCtx, board: Board, layout: AreaMapLayout = FOOTBALL_WAR_MAP): void {
  const E = SHEET_EXTENT;
  ctx.fillStyle = SHEET_PAPER;
  ctx.fillRect(E.x0, E.y0, E.x1 - E.x0, E.y1 - E.y0);

  // The map: sea under everything, then the regions.
  const ids = Object.keys(layout.seats);
  const cells = voronoiCells([...ids.map((id) => layout.seats[id]!), ...layout.sea], layout.width, layout.height);
  ctx.fillStyle = SEA;
  ctx.fillRect(0, 0, layout.width, layout.height);
  const countryOf = (i: number): string => {
    if (i >= ids.length) return 'sea';
    const a = board.areas.get(ids[i]!);
    return a ? (a.forbidden ? `forbidden:${a.name}` : (a.country ?? '')) : '';
  };
  cells.forEach((cell, i) => {
    if (i >= ids.length || cell.points.length === 0) return;
    const a = board.areas.get(ids[i]!);
    if (!a) return;
    polygon(ctx, cell);
    ctx.fillStyle = a.forbidden ? FORBIDDEN : (COUNTRY_FILL[a.country ?? ''] ?? '#ddd');
    ctx.fill();
    if (a.forbidden) {
      // Hatched: no one may enter (6.11).
      ctx.save();
      polygon(ctx, cell);
      ctx.clip();
      ctx.strokeStyle = 'rgba(90,80,66,0.45)';
      ctx.lineWidth = 7;
      for (let k = -layout.height; k < layout.width; k += 22) {
        ctx.beginPath();
        ctx.moveTo(k, 0);
        ctx.lineTo(k + layout.height, layout.height);
        ctx.stroke();
      }
      ctx.restore();
    }
  });
  // Rivers (presentation only, no rule effect): blue under the borders, roads and every caption.
  drawRivers(ctx, layout);
  // Borders: between areas thin, the coast darker, the frontier dashed red (drawn last, on top).
  const edges = (want: (ci: string, cj: string) => boolean) => {
    ctx.beginPath();
    cells.forEach((cell, i) => {
      const ci = countryOf(i);
      cell.across.forEach((j, k) => {
        if (j < 0 || j <= i) return;
        if (!want(ci, countryOf(j))) return;
        const a = cell.points[k]!;
        const b = cell.points[(k + 1) % cell.points.length]!;
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
      });
    });
    ctx.stroke();
  };
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(70,60,45,0.7)';
  ctx.lineWidth = 2.5;
  edges((a, b) => a === b && a !== 'sea');
  ctx.strokeStyle = '#3d6178';
  ctx.lineWidth = 4;
  edges((a, b) => (a === 'sea') !== (b === 'sea'));
  ctx.strokeStyle = '#a3261a';
  ctx.lineWidth = 7;
  ctx.setLineDash([22, 10]);
  edges((a, b) => a !== b && a !== 'sea' && b !== 'sea');
  ctx.setLineDash([]);

  // Connections: roads solid, tracks dotted, seat to seat.
  for (const c of board.scenario.data.connections) {
    const p = layout.seats[c.a];
    const q = layout.seats[c.b];
    if (!p || !q) continue;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    if (c.road) {
      ctx.strokeStyle = 'rgba(140,59,26,0.8)';
      ctx.lineWidth = 7;
      ctx.setLineDash([]);
    } else {
      ctx.strokeStyle = 'rgba(90,78,60,0.75)';
      ctx.lineWidth = 4;
      ctx.setLineDash([4, 11]);
    }
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // The map's frame.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  ctx.strokeRect(0, 0, layout.width, layout.height);

  // The boxes beside the map.
  for (const [id, b] of Object.entries(layout.boxes)) {
    const side = board.rears.get(id)?.side ?? board.damagedBoxes.get(id)?.side ?? 'white';
    ctx.fillStyle = BOX_FILL[side] ?? '#ddd';
    ctx.fillRect(b.x, b.y, b.w, b.h);
    if (board.damagedBoxes.has(id)) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(b.x, b.y, b.w, b.h);
      ctx.clip();
      ctx.strokeStyle = 'rgba(160,40,30,0.18)';
      ctx.lineWidth = 6;
      for (let k = -b.h; k < b.w; k += 24) {
        ctx.beginPath();
        ctx.moveTo(b.x + k, b.y + b.h);
        ctx.lineTo(b.x + k + b.h, b.y);
        ctx.stroke();
      }
      ctx.restore();
    }
    ctx.strokeStyle = BOX_EDGE[side] ?? INK;
    ctx.lineWidth = 6;
    ctx.strokeRect(b.x, b.y, b.w, b.h);
  }

  // The Turn Record Track and the title cartouche.
  for (const t of turnTrackSpaces(board.scenario.data.turns)) {
    ctx.fillStyle = t.turn === board.scenario.data.turns ? '#ecd4a0' : '#f8f1df';
    ctx.fillRect(t.x, t.y, t.w, t.h);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 4;
    ctx.strokeRect(t.x, t.y, t.w, t.h);
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.strokeRect(TITLE_BOX.x, TITLE_BOX.y, TITLE_BOX.w, TITLE_BOX.h);
  ctx.lineWidth = 2;
  ctx.strokeRect(TITLE_BOX.x + 8, TITLE_BOX.y + 8, TITLE_BOX.w - 16, TITLE_BOX.h - 16);

  // Every caption.
  const texts = sheetTexts(board, layout);
  ctx.textBaseline = 'middle';
  for (const t of texts) {
    switch (t.kind) {
      case 'country':
        ctx.textAlign = 'center';
        ctx.font = font(700, 76, 'sans');
        ctx.fillStyle = 'rgba(60,50,30,0.2)';
        ctx.fillText(t.text.split('').join('\u2009'), t.x, t.y);
        break;
      case 'sea':
        ctx.textAlign = t.x < 200 ? 'left' : 'center';
        ctx.font = font(600, 38, 'serif', true);
        ctx.fillStyle = '#244f6c';
        ctx.fillText(t.text, t.x, t.y);
        break;
      case 'area':
        ctx.textAlign = 'center';
        ctx.font = font(700, 34, 'sans');
        ctx.fillStyle = '#1b160d';
        haloText(ctx, t.text, t.x, t.y);
        break;
      case 'terrain':
      case 'vp': {
        const r = SYMBOL_STEP / 2 - 2;
        ctx.beginPath();
        if (t.kind === 'terrain') ctx.arc(t.x, t.y, r, 0, Math.PI * 2);
        else ctx.rect(t.x - r - 2, t.y - r, 2 * r + 4, 2 * r);
        ctx.fillStyle = t.kind === 'terrain' ? (TERRAIN_FILL[t.text] ?? '#fff') : '#fffdf5';
        ctx.fill();
        ctx.strokeStyle = INK;
        ctx.lineWidth = t.kind === 'vp' ? 4 : 2.5;
        ctx.stroke();
        ctx.textAlign = 'center';
        ctx.font = font(700, t.kind === 'vp' ? 30 : 24, 'sans');
        ctx.fillStyle = INK;
        ctx.fillText(t.text, t.x, t.y + 1);
        break;
      }
      case 'box': {
        const side = board.rears.get(t.of ?? '')?.side ?? board.damagedBoxes.get(t.of ?? '')?.side ?? 'white';
        ctx.textAlign = 'left';
        ctx.font = font(700, 30, 'sans');
        ctx.fillStyle = BOX_EDGE[side] ?? INK;
        ctx.fillText(t.text, t.x, t.y);
        break;
      }
      case 'track':
        ctx.textAlign = /^\d+$/.test(t.text) ? 'center' : 'left';
        ctx.font = /^\d+$/.test(t.text) ? font(700, 56, 'sans') : font(700, TRACK_LABEL.size, 'sans');
        ctx.fillStyle = INK;
        ctx.fillText(t.text, t.x, t.y);
        break;
      case 'title':
        ctx.textAlign = 'left';
        ctx.font = font(600, 64, 'serif');
        ctx.fillStyle = INK;
        ctx.fillText(t.text, t.x, t.y);
        ctx.font = font(500, 28, 'sans');
        ctx.fillText(`${board.scenario.data.nations.white} (white cards) against ${board.scenario.data.nations.grey} (grey cards)`, t.x, t.y + 52);
        break;
    }
  }
}

/** The sheet drawn into a canvas (browser only). */
export function drawBbwSheetCanvas(board: Board): HTMLCanvasElement {
  const ppu = sheetPixelsPerUnit();
  const W = Math.round((SHEET_EXTENT.x1 - SHEET_EXTENT.x0) * ppu);
  const H = Math.round((SHEET_EXTENT.y1 - SHEET_EXTENT.y0) * ppu);
  const [canvas, ctx] = makeCanvas(W, H);
  ctx.save();
  ctx.scale(ppu, ppu);
  ctx.translate(-SHEET_EXTENT.x0, -SHEET_EXTENT.y0);
  drawBbwSheet(ctx, board);
  ctx.restore();
  paperGrain(ctx, W, H, 5, 0.0004);
  return canvas;
}

export function bbwSheetTexture(board: Board): CanvasTexture {
  const t = new CanvasTexture(drawBbwSheetCanvas(board));
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 16;
  return t;
}
