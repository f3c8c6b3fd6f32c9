// The tracks card printed in the sheet's style (a canvas texture from trackLayout.ts): the turn and
// the phase as a heading, the calendar (past turns struck, the turn's cell lit), the turn's weather
// drawn big with its effects and the Delaware's ice, and the Loyalty Index with the authored bands of
// its effects. Its markers (the turn's, the index's) are wooden discs over it (LpgTracks.tsx).
import { LOYALTY_BROKEN } from '../../../games/lpg/tables/loyalty';
import { WEATHER_EFFECTS } from '../../../games/lpg/tables/terrain';
import type { Month, Side, Weather } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { MONTH_NAME, SIDE_NAME } from '../../../games/lpg/words';
import { fitText, INK, INK_SOFT, PAPER, PAPER_DARK, printCanvas, RED_INK, roundRect, SIDE_FADED, SIDE_FILL } from '../rack/print';
import type { Box } from '../rack/rackLayout';
import { bandWords, type TracksLayout } from './trackLayout';

export const PHASE_WORD: Readonly<Record<string, string>> = { command: 'Command', movement: 'Movement', combat: 'Combat', reinforcement: 'Reinforcement', over: 'Game over' };
export const WEATHER_WORD: Readonly<Record<Weather, string>> = { clear: 'Fair', rain: 'Rain', snow: 'Snow', freeze: 'Freeze' };
export const ICE_WORD: Readonly<Record<string, string>> = { open: 'Delaware open', floes: 'Delaware: ice floes, no ferries', hard: 'Delaware frozen hard' };
const MONTH_SHORT: Readonly<Record<string, string>> = { oct: 'Oct', nov: 'Nov', dec: 'Dec', jan: 'Jan', feb: 'Feb', mar: 'Mar' };

/** What the card shows (the markers aside): the only parts of the view it is drawn from. */
export type TracksFace = Pick<LpgView, 'turn' | 'month' | 'week' | 'phase' | 'phasing' | 'weather' | 'ice' | 'winner'>;

export function tracksFace(v: LpgView): TracksFace {
  return { turn: v.turn, month: v.month, week: v.week, phase: v.phase, phasing: v.phasing, weather: v.weather, ice: v.ice, winner: v.winner };
}

/** The weather's mark, drawn in a square of side s centred at (cx, cy). */
export function drawWeatherMark(ctx: CanvasRenderingContext2D, w: Weather, cx: number, cy: number, s: number): void {
  ctx.save();
  ctx.lineCap = 'round';
  const cloud = (y: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(cx - s * 0.18, y, s * 0.17, 0, Math.PI * 2);
    ctx.arc(cx + s * 0.05, y - s * 0.1, s * 0.22, 0, Math.PI * 2);
    ctx.arc(cx + s * 0.25, y + s * 0.02, s * 0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(cx - s * 0.18, y, s * 0.43, s * 0.17);
  };
  const flake = (x: number, y: number, r: number) => {
    ctx.strokeStyle = '#2a5d8a';
    ctx.lineWidth = r * 0.18;
    for (let i = 0; i < 3; i++) {
      const a = (i * Math.PI) / 3;
      ctx.beginPath();
      ctx.moveTo(x - Math.cos(a) * r, y - Math.sin(a) * r);
      ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
      ctx.stroke();
    }
  };
  if (w === 'clear') {
    ctx.fillStyle = '#e0a325';
    ctx.strokeStyle = '#c9861a';
    ctx.lineWidth = s * 0.05;
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      ctx.beginPath();
      ctx.moveTo(cx + Math.cos(a) * s * 0.3, cy + Math.sin(a) * s * 0.3);
      ctx.lineTo(cx + Math.cos(a) * s * 0.45, cy + Math.sin(a) * s * 0.45);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.24, 0, Math.PI * 2);
    ctx.fill();
  } else if (w === 'rain') {
    cloud(cy - s * 0.1, '#6d7680');
    ctx.strokeStyle = '#3d76a8';
    ctx.lineWidth = s * 0.05;
    for (let i = 0; i < 4; i++) {
      const x = cx - s * 0.22 + i * s * 0.15;
      ctx.beginPath();
      ctx.moveTo(x, cy + s * 0.18);
      ctx.lineTo(x - s * 0.06, cy + s * 0.38);
      ctx.stroke();
    }
  } else if (w === 'snow') {
    cloud(cy - s * 0.15, '#8d96a0');
    flake(cx - s * 0.2, cy + s * 0.25, s * 0.1);
    flake(cx + s * 0.05, cy + s * 0.32, s * 0.1);
    flake(cx + s * 0.28, cy + s * 0.22, s * 0.1);
  } else {
    flake(cx, cy - s * 0.05, s * 0.3);
    ctx.fillStyle = '#7fb2d8';
    for (let i = 0; i < 5; i++) {
      const x = cx - s * 0.36 + i * s * 0.18;
      ctx.beginPath();
      ctx.moveTo(x - s * 0.05, cy + s * 0.3);
      ctx.lineTo(x + s * 0.05, cy + s * 0.3);
      ctx.lineTo(x, cy + s * (0.42 + (i % 2) * 0.06));
      ctx.fill();
    }
  }
  ctx.restore();
}

/** The weather's effects in a line (tables/terrain.ts). */
export function weatherEffectWords(w: Weather): string {
  const e = WEATHER_EFFECTS[w];
  const parts: string[] = [];
  if (e.moveCost > 0) parts.push(`+${e.moveCost} MP a move`);
  if (e.attack !== 0) parts.push(`attacker ${e.attack}`);
  if (!e.artillery) parts.push('no artillery');
  if (!e.landings) parts.push('no landings');
  return parts.length ? parts.join(' · ') : 'no effect';
}

export function drawTracks(layout: TracksLayout, f: TracksFace, loyalty: number): HTMLCanvasElement {
  const spot = layout.spot;
  const { canvas, ctx } = printCanvas({ x: spot.x, z: spot.z, w: spot.w, d: spot.d });
  const ox = spot.x - spot.w / 2;
  const oz = spot.z - spot.d / 2;
  const L = (b: Box): Box => ({ x: b.x - ox, z: b.z - oz, w: b.w, d: b.d });
  const rect = (b: Box) => roundRect(ctx, b.x - b.w / 2, b.z - b.d / 2, b.w, b.d, Math.min(0.12, b.d / 4));
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, spot.w, spot.d);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.08;
  ctx.strokeRect(0.1, 0.1, spot.w - 0.2, spot.d - 0.2);
  ctx.lineWidth = 0.03;
  ctx.strokeRect(0.2, 0.2, spot.w - 0.4, spot.d - 0.4);
  ctx.textBaseline = 'middle';

  // The heading: the turn and its date; the side and phase on a chip of the side's colour.
  const h = L(layout.heading);
  const side: Side = f.phasing;
  const chip = f.phase === 'over' ? (f.winner ? `${SIDE_NAME[f.winner]} victory` : 'Game over') : `${SIDE_NAME[side]} · ${PHASE_WORD[f.phase] ?? f.phase}`;
  const chipW = 6.4;
  ctx.fillStyle = f.phase === 'over' ? (f.winner ? SIDE_FILL[f.winner] : INK) : SIDE_FILL[side];
  roundRect(ctx, h.x + h.w / 2 - chipW, h.z - h.d / 2 + 0.15, chipW, h.d - 0.3, 0.18);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  fitText(ctx, chip.toUpperCase(), h.x + h.w / 2 - chipW / 2, h.z + 0.05, chipW - 0.4, 0.8, 700);
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  fitText(ctx, `Turn ${f.turn}`, h.x - h.w / 2 + 0.1, h.z - 0.3, h.w - chipW - 0.4, 0.95, 600, 'serif');
  ctx.fillStyle = INK_SOFT;
  fitText(ctx, `${MONTH_NAME[f.month as Month] ?? f.month}, week ${f.week}`, h.x - h.w / 2 + 0.1, h.z + 0.5, h.w - chipW - 0.4, 0.62, 600);

  // The calendar.
  for (const m of layout.months) {
    const b = L(m.head);
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    fitText(ctx, MONTH_SHORT[m.month] ?? m.month, b.x, b.z + 0.04, b.w, 0.68, 700);
  }
  layout.cells.forEach((c0, i) => {
    const turn = i + 1;
    const c = L(c0);
    const now = turn === f.turn;
    ctx.fillStyle = now ? SIDE_FADED[side] : turn < f.turn ? '#d6c9a4' : PAPER_DARK;
    rect(c);
    ctx.fill();
    ctx.strokeStyle = now ? SIDE_FILL[side] : INK_SOFT;
    ctx.lineWidth = now ? 0.08 : 0.03;
    ctx.stroke();
    ctx.fillStyle = turn < f.turn ? '#9b8c6c' : INK;
    ctx.textAlign = 'center';
    fitText(ctx, String(turn), c.x - (now ? 0.25 : 0), c.z + 0.03, c.w - 0.1, 0.66, 700);
    if (turn < f.turn) {
      ctx.strokeStyle = '#9b8c6c';
      ctx.lineWidth = 0.04;
      ctx.beginPath();
      ctx.moveTo(c.x - c.w / 2 + 0.15, c.z + c.d / 2 - 0.12);
      ctx.lineTo(c.x + c.w / 2 - 0.15, c.z - c.d / 2 + 0.12);
      ctx.stroke();
    }
  });

  // The weather, big.
  const w = L(layout.weather);
  ctx.fillStyle = f.weather === 'snow' || f.weather === 'freeze' ? '#e4ecef' : PAPER_DARK;
  rect(w);
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.05;
  ctx.stroke();
  const mark = Math.min(w.w * 0.5, w.d * 0.45);
  drawWeatherMark(ctx, f.weather as Weather, w.x - w.w / 2 + 0.25 + mark / 2, w.z - w.d / 2 + 0.2 + mark / 2, mark);
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  fitText(ctx, (WEATHER_WORD[f.weather as Weather] ?? f.weather).toUpperCase(), w.x - w.w / 2 + 0.35 + mark, w.z - w.d / 2 + 0.2 + mark / 2, w.w - mark - 0.5, 0.95, 700);
  ctx.textAlign = 'center';
  ctx.fillStyle = INK_SOFT;
  fitText(ctx, weatherEffectWords(f.weather as Weather), w.x, w.z + w.d / 2 - 1.25, w.w - 0.3, 0.56, 600);
  ctx.fillStyle = f.ice === 'open' ? INK_SOFT : '#1f5a8a';
  fitText(ctx, ICE_WORD[f.ice] ?? f.ice, w.x, w.z + w.d / 2 - 0.5, w.w - 0.3, f.ice === 'open' ? 0.56 : 0.66, 700);

  // The Loyalty Index.
  const ll = L(layout.loyaltyLabel);
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  fitText(ctx, 'LOYALTY INDEX', ll.x - ll.w / 2 + 0.1, ll.z + 0.03, 6, 0.6, 700);
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'right';
  fitText(ctx, `◄ the Crown · the cause ►   ${LOYALTY_BROKEN}: broken, British win`, ll.x + ll.w / 2 - 0.1, ll.z + 0.03, ll.w - 6.4, 0.46, 600);
  layout.loyalty.forEach((b0, v) => {
    const b = L(b0);
    const band = layout.bands.find((x) => x.band.from <= v && v <= x.band.to)?.band;
    ctx.fillStyle = v === LOYALTY_BROKEN ? '#e2b3a8' : band && band.americanRecruits > 0 ? '#c9d6ea' : band && band.americanRecruits < 0 ? '#eccfc6' : PAPER_DARK;
    rect(b);
    ctx.fill();
    ctx.strokeStyle = v === loyalty ? INK : INK_SOFT;
    ctx.lineWidth = v === loyalty ? 0.1 : 0.04;
    ctx.stroke();
    ctx.fillStyle = v === LOYALTY_BROKEN ? RED_INK : INK;
    ctx.textAlign = 'center';
    fitText(ctx, String(v), b.x, b.z - 0.18, b.w, 0.75, 700);
  });
  for (const { band, box } of layout.bands) {
    const b = L(box);
    ctx.strokeStyle = band.americanRecruits > 0 ? SIDE_FILL.american : band.americanRecruits < 0 ? SIDE_FILL.british : INK_SOFT;
    ctx.lineWidth = 0.06;
    ctx.beginPath();
    ctx.moveTo(b.x - b.w / 2, b.z - b.d / 2 + 0.05);
    ctx.lineTo(b.x - b.w / 2, b.z - b.d / 2 + 0.2);
    ctx.lineTo(b.x + b.w / 2, b.z - b.d / 2 + 0.2);
    ctx.lineTo(b.x + b.w / 2, b.z - b.d / 2 + 0.05);
    ctx.stroke();
    ctx.fillStyle = ctx.strokeStyle;
    ctx.textAlign = 'center';
    fitText(ctx, bandWords(band), b.x, b.z + 0.15, b.w - 0.1, 0.46, 600);
  }
  return canvas;
}
