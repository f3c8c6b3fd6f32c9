// The Football War's counter faces for the shared atlas (src/scene/counters): every unit's front and
// disrupted side as a chit face: the side's colour (El Salvador white-blue, Honduras grey), a
// NATO-style type symbol (infantry X, mechanized oval, Irregulars a wave) or an aircraft silhouette
// with F for fighters, the Combat Value large, the unit's name under it. A disrupted ground unit
// carries a red striped band and its disrupted CV; a disrupted air unit is blank but for its flag
// and "no CV" (2.4). The glyphs are this game's registry (CounterGlyphs).
import type { Board } from '../../games/bbw/rules/board';
import type { UnitDef } from '../../games/bbw/types';
import type { ChitFace, CounterGlyphs, FaceSpec } from '../counters/counterFaces';
import { bbwFaceKey } from './sheetLayout';

const SIDE_FACE = {
  white: { body: '#eef2fa', ink: '#183a86', edge: '#9fb0cf' },
  grey: { body: '#5d6670', ink: '#ffffff', edge: '#2f353b' },
} as const;

/** The name under the CV, without its parenthesis ("Armoured group"). */
const shortName = (def: UnitDef): string => def.name.replace(/ \(.*\)$/, '');

function glyphOf(def: UnitDef): string {
  if (def.kind === 'air') return def.fighter ? 'bbw-fighter' : 'bbw-aircraft';
  if (def.irregular) return 'bbw-irregular';
  return def.mechanized ? 'bbw-mechanized' : 'bbw-infantry';
}

/** A unit's face, front or disrupted. */
export function bbwUnitFace(def: UnitDef, disrupted: boolean): ChitFace {
  const c = SIDE_FACE[def.side];
  if (!disrupted) return { kind: 'chit', ...c, glyph: glyphOf(def), title: String(def.cv), sub: shortName(def) };
  if (def.kind === 'air') return { kind: 'chit', ...c, glyph: `bbw-flag-${def.side}`, title: 'no CV', sub: shortName(def) };
  return {
    kind: 'chit',
    ...c,
    band: { color: '#c8281e', ink: '#ffffff', pattern: 'stripes', text: 'DISRUPTED' },
    glyph: glyphOf(def),
    title: String(def.cvDisrupted),
    sub: shortName(def),
  };
}

/** Every face of the conflict's units. */
export function bbwFaces(board: Board): Map<string, FaceSpec> {
  const out = new Map<string, FaceSpec>();
  for (const def of board.units.values()) {
    out.set(bbwFaceKey(def.id, false), bbwUnitFace(def, false));
    out.set(bbwFaceKey(def.id, true), bbwUnitFace(def, true));
  }
  return out;
}

function plane(ctx: CanvasRenderingContext2D, ink: string): void {
  ctx.fillStyle = ink;
  ctx.beginPath();
  // Nose up: fuselage, swept wings, tailplane (the flat map's silhouette, scaled).
  const pts = [
    [0, -40], [6, -16], [40, -6], [40, 2], [6, 0], [4, 22], [16, 30], [16, 35], [0, 32], [-16, 35], [-16, 30], [-4, 22], [-6, 0], [-40, 2], [-40, -6], [-6, -16],
  ] as const;
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fill();
}

function unitBox(ctx: CanvasRenderingContext2D, ink: string): void {
  ctx.strokeStyle = ink;
  ctx.lineWidth = 6;
  ctx.strokeRect(-42, -26, 84, 52);
}

function flag(ctx: CanvasRenderingContext2D, stars: boolean): void {
  const blue = '#1f4fa8';
  ctx.fillStyle = blue;
  ctx.fillRect(-46, -30, 92, 20);
  ctx.fillRect(-46, 10, 92, 20);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(-46, -10, 92, 20);
  ctx.fillStyle = blue;
  if (stars) for (const [x, y] of [[-12, -5], [12, -5], [0, 0], [-12, 5], [12, 5]] as const) ctx.fillRect(x - 2.5, y - 2.5, 5, 5);
  else {
    ctx.beginPath();
    ctx.arc(0, 0, 6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 2;
  ctx.strokeRect(-46, -30, 92, 60);
}

export const BBW_GLYPHS: CounterGlyphs = {
  'bbw-infantry': (ctx, _s, ink) => {
    unitBox(ctx, ink);
    ctx.beginPath();
    ctx.moveTo(-42, -26);
    ctx.lineTo(42, 26);
    ctx.moveTo(42, -26);
    ctx.lineTo(-42, 26);
    ctx.stroke();
  },
  'bbw-mechanized': (ctx, _s, ink) => {
    unitBox(ctx, ink);
    ctx.beginPath();
    ctx.moveTo(-42, -26);
    ctx.lineTo(42, 26);
    ctx.moveTo(42, -26);
    ctx.lineTo(-42, 26);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(0, 0, 28, 15, 0, 0, Math.PI * 2);
    ctx.stroke();
  },
  'bbw-irregular': (ctx, _s, ink) => {
    unitBox(ctx, ink);
    ctx.beginPath();
    ctx.moveTo(-32, 8);
    ctx.quadraticCurveTo(-16, -22, 0, 0);
    ctx.quadraticCurveTo(16, 22, 32, -8);
    ctx.stroke();
  },
  'bbw-aircraft': (ctx, _s, ink) => plane(ctx, ink),
  'bbw-fighter': (ctx, _s, ink) => {
    ctx.save();
    ctx.translate(-16, 0);
    plane(ctx, ink);
    ctx.restore();
    ctx.fillStyle = ink;
    ctx.font = '700 46px "Sandtable Oswald", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('F', 48, 4);
  },
  // A disrupted air unit's blank side: its country's flag (El Salvador white, Honduras grey).
  'bbw-flag-white': (ctx) => flag(ctx, false),
  'bbw-flag-grey': (ctx) => flag(ctx, true),
};
