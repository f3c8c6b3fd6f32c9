// The Combat Resolution Chart (§12, the authored table in src/games/lpg/tables/combat.ts) printed
// for the duel spot: rows the American card, columns the British card; each cell the winner's
// letter in its side's ink (A, B, or = for a draw) and the losses before bonuses (American–British).
// Drawn to a canvas in the grid of duelLayout.ts CHART, so the lit row, column and cell fall on it.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { COMBAT_CARDS } from '../../../games/lpg/tables/combat';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import { FONT_FAMILY } from '../../fonts';
import { COMBAT_SHORT } from '../cards/cardFaces';
import type { LabelPlane } from '../cards/labelSheet';
import { CHART, CHART_D, CHART_W, chartCells } from './duelLayout';

const PX = 160;
const INK = '#24190f';
const WIN_INK = { A: '#1f3a73', B: '#9c1f1a', '=': '#5b5145' } as const;
const SERIF = (px: number, w = 600) => `${w} ${px}px "${FONT_FAMILY.serif}", Georgia, serif`;
const SANS = (px: number, w = 700) => `${w} ${px}px "${FONT_FAMILY.sans}", sans-serif`;

export function drawChartCanvas(): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = Math.round(CHART_W * PX);
  c.height = Math.round(CHART_D * PX);
  const ctx = c.getContext('2d', TEXTURE_CANVAS_2D);
  if (!ctx) throw new Error('No 2D canvas available.');
  const u = (v: number) => v * PX;
  ctx.fillStyle = '#efe2c0';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  ctx.strokeRect(3, 3, c.width - 6, c.height - 6);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  ctx.font = SERIF(u(0.36));
  ctx.fillText('COMBAT RESOLUTION CHART §12', c.width / 2, u(CHART.title / 2 + 0.03));
  const gx = u(CHART.rowHead);
  const gy = u(CHART.title + CHART.head);
  const cell = u(CHART.cell);
  // The corner: who reads which way.
  ctx.font = SANS(u(0.2), 500);
  ctx.fillStyle = WIN_INK.B;
  ctx.fillText('British card ▸', gx / 2, u(CHART.title + 0.22));
  ctx.fillStyle = WIN_INK.A;
  ctx.fillText('▾ American card', gx / 2, u(CHART.title + 0.55));
  // Column heads (British cards), two lines where needed.
  COMBAT_CARDS.forEach((card, i) => {
    const words = COMBAT_SHORT[card.id].split(' ');
    ctx.fillStyle = WIN_INK.B;
    ctx.font = SANS(u(0.2), 700);
    const x = gx + (i + 0.5) * cell;
    if (words.length === 1) ctx.fillText(words[0]!.slice(0, 10), x, u(CHART.title + CHART.head / 2));
    else words.forEach((w, k) => ctx.fillText(w, x, u(CHART.title + CHART.head / 2) + (k - 0.5) * u(0.24)));
  });
  // Row heads (American cards).
  COMBAT_CARDS.forEach((card, i) => {
    ctx.fillStyle = WIN_INK.A;
    ctx.font = SANS(u(0.25), 700);
    ctx.textAlign = 'left';
    ctx.fillText(COMBAT_SHORT[card.id], u(0.1), gy + (i + 0.5) * cell);
    ctx.textAlign = 'center';
  });
  // The grid.
  ctx.strokeStyle = 'rgba(36,25,15,0.55)';
  ctx.lineWidth = 2;
  for (let i = 0; i <= 6; i++) {
    ctx.beginPath();
    ctx.moveTo(gx + i * cell, u(CHART.title));
    ctx.lineTo(gx + i * cell, c.height - 4);
    ctx.moveTo(4, gy + i * cell);
    ctx.lineTo(c.width - 4, gy + i * cell);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(4, u(CHART.title));
  ctx.lineTo(c.width - 4, u(CHART.title));
  ctx.stroke();
  const order = COMBAT_CARDS.map((x) => x.id);
  for (const cl of chartCells()) {
    const x = gx + (order.indexOf(cl.col) + 0.5) * cell;
    const y = gy + (order.indexOf(cl.row) + 0.5) * cell;
    ctx.fillStyle = WIN_INK[cl.winner];
    ctx.font = SANS(u(0.36), 700);
    ctx.fillText(cl.winner, x, y - u(0.12));
    ctx.fillStyle = INK;
    ctx.font = SANS(u(0.22), 500);
    ctx.fillText(cl.losses, x, y + u(0.2));
  }
  return c;
}

/** The chart's texture over a canvas (by default a fresh print). */
export function chartTexture(canvas: HTMLCanvasElement = drawChartCanvas()): CanvasTexture {
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

/** A tinted rectangle over the chart (world units, its centre: the duel's `chart:` planes). */
export type ChartPlane = Omit<LabelPlane, 'key'>;

/**
 * The print with the planes painted over it in order (as the lit planes lay over the chart mesh),
 * `origin` the chart's north-west corner in world units.
 */
export function drawChartLit(ctx: CanvasRenderingContext2D, print: CanvasImageSource, planes: readonly ChartPlane[], origin: { x: number; z: number }): void {
  ctx.globalAlpha = 1;
  ctx.drawImage(print, 0, 0);
  for (const p of planes) {
    ctx.globalAlpha = p.opacity;
    ctx.fillStyle = p.colour;
    ctx.fillRect((p.x - p.w / 2 - origin.x) * PX, (p.z - p.d / 2 - origin.z) * PX, p.w * PX, p.d * PX);
  }
  ctx.globalAlpha = 1;
}
