// The Garde Civique Setup Chart (3.1) printed as its own canvas texture (browser only): first
// die down, second die across, each cell naming the box a counter is placed in, or "None".
import { CanvasTexture, SRGBColorSpace } from 'three';
import { BOX, DATA } from '../../games/blb/db';
import { FONT_FAMILY } from '../fonts';
import { makeCanvas } from '../tableTextures';
import { TABLE, rectEdges } from './layout';

export function drawGcChart(width = 2048): HTMLCanvasElement {
  const gc = TABLE.gcChart;
  const f = gc.frame;
  const ppu = width / f.w;
  const [canvas, ctx] = makeCanvas(width, Math.round(f.d * ppu));
  const sx = (x: number) => (x - rectEdges.left(f)) * ppu;
  const sz = (z: number) => (z - rectEdges.top(f)) * ppu;
  ctx.fillStyle = '#f6eed9';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = '#2a2118';
  ctx.lineWidth = 0.07 * ppu;
  ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, canvas.width - ctx.lineWidth, canvas.height - ctx.lineWidth);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#2a2118';
  ctx.font = `700 ${0.5 * ppu}px "${FONT_FAMILY.sans}", sans-serif`;
  ctx.fillText('GARDE CIVIQUE SET-UP CHART  (3.1)', canvas.width / 2, 0.6 * ppu);
  ctx.font = `500 ${0.26 * ppu}px "${FONT_FAMILY.sans}", sans-serif`;
  ctx.fillStyle = '#5a4a36';
  ctx.fillText('Roll two dice for each counter: first die down, second across. A third in one box rolls again.', canvas.width / 2, 1.05 * ppu);

  const cell = (r: { x: number; z: number; w: number; d: number }, fill: string) => {
    ctx.fillStyle = fill;
    ctx.fillRect(sx(r.x - r.w / 2), sz(r.z - r.d / 2), r.w * ppu, r.d * ppu);
    ctx.strokeStyle = 'rgba(42,33,24,0.7)';
    ctx.lineWidth = 0.03 * ppu;
    ctx.strokeRect(sx(r.x - r.w / 2), sz(r.z - r.d / 2), r.w * ppu, r.d * ppu);
  };
  const pip = (n: number, x: number, z: number) => {
    ctx.fillStyle = '#2a2118';
    ctx.font = `700 ${0.42 * ppu}px "${FONT_FAMILY.sans}", sans-serif`;
    ctx.fillText(String(n), sx(x), sz(z) + 0.03 * ppu);
  };
  gc.colHeads.forEach((h, i) => {
    cell(h, '#d9c8a0');
    pip(i + 1, h.x, h.z);
  });
  gc.rowHeads.forEach((h, i) => {
    cell(h, '#d9c8a0');
    pip(i + 1, h.x, h.z);
  });
  gc.cells.forEach((row, r) =>
    row.forEach((c, k) => {
      const box = DATA.gcChart[r]?.[k] ?? null;
      cell(c, box ? '#fffaf0' : '#e4ddcc');
      ctx.fillStyle = box ? '#1f1a14' : '#7d7262';
      // Long names keep their first part (La Roche-en-Ardenne: La Roche), as printed charts do.
      const name = box ? (BOX[box]?.name ?? box).replace(/-en-.*$/, '') : 'None';
      let size = 0.36;
      ctx.font = `${box ? 600 : 500} ${size * ppu}px "${FONT_FAMILY.sans}", sans-serif`;
      while (ctx.measureText(name).width > (c.w - 0.15) * ppu && size > 0.2) {
        size -= 0.02;
        ctx.font = `${box ? 600 : 500} ${size * ppu}px "${FONT_FAMILY.sans}", sans-serif`;
      }
      ctx.fillText(name, sx(c.x), sz(c.z) + 0.02 * ppu);
    }),
  );
  return canvas;
}

export function gcChartTexture(): CanvasTexture {
  const t = new CanvasTexture(drawGcChart());
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 16;
  return t;
}
