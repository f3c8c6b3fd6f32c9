// A command rack printed on a card (a canvas texture): the heading, each commander's slot (a plate in
// the side's colour with his name, rank stars and command radius; the units under him as counters:
// the type's letter, the strength, the understrength side faded and struck, the §15 unsupplied
// marker with its count on the corner; a lost commander's slot KILLED or CAPTURED, §13; the viewer's
// own turn flags), the spare phantom markers' box and the leaderless units' strip. All from a RackDrawing
// (rackLayout.ts), in the same world units; what lights up and what is picked are meshes over it.
import { UNIT_SPECS } from '../../../games/lpg/tables/units';
import type { Rank, UnitType } from '../../../games/lpg/types';
import { SIDE_NAME } from '../../../games/lpg/words';
import { fitText, font, INK, INK_SOFT, PAPER, PAPER_DARK, printCanvas, PX, RED_INK, roundRect, SIDE_FADED, SIDE_FILL } from './print';
import type { Box, RackDrawing, RackUnit } from './rackLayout';
import type { Side } from '../../../games/lpg/types';

/** The commanders' names on the rack's plates: their font size (world units). */
export const RACK_NAME_SIZE = 0.9;
const NAME_SIZE = RACK_NAME_SIZE;

export const RANK_STARS: Readonly<Record<Rank, string>> = { cinc: '★★★', division: '★★', brigade: '★', battalion: '•' };
export const UNIT_LETTER: Readonly<Record<UnitType, string>> = { militia: 'M', regulars: 'R', riflemen: 'Rf', jaegers: 'J', artillery: 'A', dragoons: 'D', baggage: 'B' };

/** §15 the unsupplied marker's ochre (lpgFaces.ts UNSUPPLIED_COLOURS, the map's marker). */
export const UNSUPPLIED_FILL = '#e8b62c';

/** §13 how a lost commander's slot is marked. */
export function lostWord(fate: 'killed' | 'captured' | null): string {
  return fate === 'killed' ? 'KILLED' : fate === 'captured' ? 'CAPTURED' : 'LOST';
}

/**
 * §15 the unsupplied marker laid on a counter's top right corner (a square of ochre with black edge,
 * "U" over the count of turns): half the counter's side, so the type's letter still reads.
 */
export function drawUnsuppliedMarker(ctx: CanvasRenderingContext2D, turns: number, b: Box): void {
  const s = b.w * 0.62;
  const x = b.x + b.w / 2 - s * 0.8;
  const y = b.z - b.d / 2 - s * 0.2;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 0.06 * PX;
  ctx.shadowOffsetY = 0.03 * PX;
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.fillStyle = UNSUPPLIED_FILL;
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(0.02, s * 0.07);
  ctx.strokeStyle = '#1d160d';
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.stroke();
  ctx.fillStyle = '#1d160d';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, `U${turns}`, x + s / 2, y + s * 0.54, s * 0.86, s * 0.62, 700);
}

/** Draws one counter (world units, the canvas's own origin), with its unsupplied marker if it has one. */
export function drawCounter(ctx: CanvasRenderingContext2D, side: Side, u: Pick<RackUnit, 'type' | 'understrength'> & { unsupplied?: number }, b: Box): void {
  const x = b.x - b.w / 2;
  const y = b.z - b.d / 2;
  const s = b.w;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 0.08 * PX;
  ctx.shadowOffsetY = 0.04 * PX;
  roundRect(ctx, x, y, s, s, s * 0.1);
  ctx.fillStyle = u.understrength ? SIDE_FADED[side] : SIDE_FILL[side];
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(0.02, s * 0.05);
  ctx.strokeStyle = u.understrength ? SIDE_FILL[side] : '#f6efdc';
  roundRect(ctx, x + s * 0.06, y + s * 0.06, s * 0.88, s * 0.88, s * 0.07);
  ctx.stroke();
  const ink = u.understrength ? SIDE_FILL[side] : '#ffffff';
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const letter = UNIT_LETTER[u.type] ?? '?';
  fitText(ctx, letter, x + s / 2, y + s * 0.47, s * 0.8, s * (letter.length > 1 ? 0.56 : 0.66), 700);
  // The strength (§12) in the corner: the side now face up.
  const spec = UNIT_SPECS[u.type];
  if (spec && spec.strength > 0) {
    ctx.textAlign = 'right';
    fitText(ctx, String(u.understrength ? spec.understrength : spec.strength), x + s * 0.9, y + s * 0.8, s * 0.4, s * 0.3, 700);
  }
  if (u.understrength) {
    // The flipped side struck through, corner to corner.
    ctx.strokeStyle = SIDE_FILL[side];
    ctx.lineWidth = s * 0.07;
    ctx.beginPath();
    ctx.moveTo(x + s * 0.12, y + s * 0.88);
    ctx.lineTo(x + s * 0.32, y + s * 0.68);
    ctx.stroke();
  }
  if ((u.unsupplied ?? 0) > 0) drawUnsuppliedMarker(ctx, u.unsupplied!, b);
}

/** The rack's card, drawn from its layout. */
export function drawRack(d: RackDrawing): HTMLCanvasElement {
  const area: Box = { x: d.spot.x, z: d.spot.z, w: d.spot.w, d: d.spot.d };
  const { canvas, ctx } = printCanvas(area);
  const ox = d.spot.x - d.spot.w / 2;
  const oz = d.spot.z - d.spot.d / 2;
  const L = (b: Box): Box => ({ x: b.x - ox, z: b.z - oz, w: b.w, d: b.d });
  const side = d.side;
  const colour = SIDE_FILL[side];

  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, area.w, area.d);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.08;
  ctx.strokeRect(0.1, 0.1, area.w - 0.2, area.d - 0.2);
  ctx.lineWidth = 0.03;
  ctx.strokeRect(0.2, 0.2, area.w - 0.4, area.d - 0.4);

  const t = L(d.title);
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, `${SIDE_NAME[side].toUpperCase()} COMMAND RACK`, t.x, t.z + 0.05, t.w - 0.4, 0.9, 600, 'serif');

  for (const s of d.slots) {
    const b = L(s.box);
    const p = L(s.plate);
    ctx.fillStyle = s.lost ? '#cfc6b0' : PAPER_DARK;
    roundRect(ctx, b.x - b.w / 2, b.z - b.d / 2, b.w, b.d, 0.15);
    ctx.fill();
    ctx.strokeStyle = INK_SOFT;
    ctx.lineWidth = 0.04;
    ctx.stroke();
    ctx.fillStyle = s.lost ? '#8a8170' : colour;
    roundRect(ctx, p.x - p.w / 2, p.z - p.d / 2, p.w, p.d, 0.15);
    ctx.fill();
    // rank and radius at the plate's east end, the name in the rest
    ctx.fillStyle = '#ffffff';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'right';
    const tag = `${RANK_STARS[s.rank]} ${s.radius}`;
    ctx.font = font(700, 0.68);
    const tagW = Math.min(2.6, ctx.measureText(tag).width / PX + 0.1);
    fitText(ctx, tag, p.x + p.w / 2 - 0.18, p.z + 0.03, 2.6, 0.68, 700);
    ctx.textAlign = 'left';
    // The full name where it reads at a good size, else the surname ("Knyphausen").
    const nameW = p.w - tagW - 0.5;
    ctx.font = font(600, NAME_SIZE);
    const full = ctx.measureText(s.name).width / PX;
    const name = full * (0.78 / NAME_SIZE) > nameW ? (s.name.split(' ').at(-1) ?? s.name) : s.name;
    fitText(ctx, name, p.x - p.w / 2 + 0.18, p.z + 0.04, nameW, NAME_SIZE, 600);
    if (s.lost) {
      ctx.fillStyle = RED_INK;
      ctx.textAlign = 'left';
      const tr = L(s.tray);
      // §13 large enough to read across a room: the tray is empty.
      fitText(ctx, lostWord(s.fate), tr.x - tr.w / 2 + 0.1, tr.z + 0.04, tr.w - 0.2, Math.min(0.95, tr.d * 0.85), 700);
    }
    for (const u of s.units) drawCounter(ctx, side, u, L(u.box));
    if (s.flags) {
      const tr = L(s.tray);
      const fx = b.x + b.w / 2 - 0.15 - 1.9;
      const chips: string[] = [];
      if (s.flags.recce) chips.push('RECCE');
      if (s.flags.moved) chips.push('MOVED');
      const ch = Math.min(0.5, (tr.d - 0.08) / Math.max(1, chips.length));
      chips.forEach((c, i) => {
        const cy = tr.z - tr.d / 2 + i * (ch + 0.06);
        ctx.fillStyle = c === 'MOVED' ? INK_SOFT : '#3c6e3c';
        roundRect(ctx, fx, cy, 1.9, ch, 0.08);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.textAlign = 'center';
        fitText(ctx, c, fx + 0.95, cy + ch / 2 + 0.02, 1.7, ch * 0.8, 700);
      });
    }
  }

  // §3 the spare phantom markers: dashed, one "?" counter for each.
  const pb = L(d.phantoms.box);
  ctx.setLineDash([0.2, 0.12]);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.06;
  roundRect(ctx, pb.x - pb.w / 2, pb.z - pb.d / 2, pb.w, pb.d, 0.15);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  fitText(ctx, `Phantoms: ${d.phantoms.spare} spare`, pb.x, pb.z - pb.d / 2 + 0.42, pb.w - 0.3, 0.55, 600);
  const n = Math.max(1, d.phantoms.spare);
  const ps = Math.min(0.85, (pb.w - 0.4) / n - 0.1);
  for (let i = 0; i < d.phantoms.spare; i++) {
    const cx = pb.x - (n * (ps + 0.1) - 0.1) / 2 + i * (ps + 0.1);
    const cy = pb.z + 0.25;
    ctx.setLineDash([0.12, 0.08]);
    ctx.fillStyle = SIDE_FADED[side];
    roundRect(ctx, cx, cy - ps / 2, ps, ps, 0.08);
    ctx.fill();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 0.05;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = colour;
    fitText(ctx, '?', cx + ps / 2, cy + 0.03, ps, ps * 0.7, 700);
  }

  // The side's leaderless units on the map (the viewer's own).
  const lb = L(d.loose.box);
  ctx.strokeStyle = INK_SOFT;
  ctx.lineWidth = 0.04;
  roundRect(ctx, lb.x - lb.w / 2, lb.z - lb.d / 2, lb.w, lb.d, 0.15);
  ctx.stroke();
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'left';
  fitText(ctx, !d.own ? 'Leaderless units: seen on the map only' : d.loose.units.length > 0 ? `Leaderless on the map (${d.loose.units.length})` : 'Leaderless on the map: none', lb.x - lb.w / 2 + 0.2, lb.z - lb.d / 2 + 0.32, lb.w - 0.4, 0.45, 600);
  for (const u of d.loose.units) drawCounter(ctx, side, u, L(u.box));
  return canvas;
}
