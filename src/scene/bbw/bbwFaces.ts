// The Football War's counter faces for the shared atlas (src/scene/counters): every unit's front and
// disrupted side as a chit face: the side's colour (El Salvador white-blue, Honduras grey), a
// NATO-style type symbol (infantry X, mechanized oval, Irregulars a wave) or an aircraft silhouette
// with F for fighters, the Combat Value large, the unit's name under it. A disrupted ground unit
// carries a red striped band and its disrupted CV; a disrupted air unit is blank but for its flag
// and "no CV" (2.4). The glyphs are this game's registry (CounterGlyphs).
import type { Board } from '../../games/bbw/rules/board';
import type { UnitDef } from '../../games/bbw/types';
import type { ChitFace, CounterGlyphs, FaceSpec } from '../counters/counterFaces';
import { TURN_MARKER_FACE, bbwFaceKey, vpMarkerFace } from './sheetLayout';

const SIDE_FACE = {
  white: { body: '#eef2fa', ink: '#183a86', edge: '#9fb0cf' },
  grey: { body: '#5d6670', ink: '#ffffff', edge: '#2f353b' },
} as const;

/** The name under the CV, without its parenthesis ("Armoured group"). */
const shortName = (def: UnitDef): string => def.name.replace(/ \(.*\)$/, '');

/** The VP holder markers: stronger than the counters' bodies, so a white holder stands out from the paper. */
const VP_FACE = {
  white: { body: '#a9c4f2', ink: '#0f2a66', edge: '#1d3f8f' },
  grey: { body: '#4d555e', ink: '#ffffff', edge: '#22272c' },
} as const;

function glyphOf(def: UnitDef): SymbolName {
  if (def.kind === 'air') return def.fighter ? 'fighter' : 'aircraft';
  if (def.irregular) return 'irregular';
  return def.mechanized ? 'mechanized' : 'infantry';
}

/** A unit's face, front or disrupted: its type symbol and CV large side by side (one glyph, readable
 * across a room), its name under them; a disrupted ground unit under a red striped band. */
export function bbwUnitFace(def: UnitDef, disrupted: boolean): ChitFace {
  const c = SIDE_FACE[def.side];
  if (!disrupted) return { kind: 'chit', ...c, glyph: unitGlyphName(glyphOf(def), def.cv, 'front'), title: '', sub: shortName(def) };
  if (def.kind === 'air') return { kind: 'chit', ...c, glyph: `bbw-flag-${def.side}`, title: 'no CV', sub: shortName(def) };
  return {
    kind: 'chit',
    ...c,
    band: { color: '#c8281e', ink: '#ffffff', pattern: 'stripes', text: 'DISRUPTED' },
    glyph: unitGlyphName(glyphOf(def), def.cvDisrupted, 'banded'),
    title: '',
    sub: shortName(def),
  };
}

const SYMBOLS = ['infantry', 'mechanized', 'irregular', 'aircraft', 'fighter'] as const;
type SymbolName = (typeof SYMBOLS)[number];

/** The glyph of a symbol with its CV: `front` on a plain face, `banded` under a band (drawn higher). */
export function unitGlyphName(symbol: string, cv: number, at: 'front' | 'banded'): string {
  return `bbw-${symbol}-${cv}-${at}`;
}

/** Every face of the conflict's units, the VP holder markers and the Game-turn marker. */
export function bbwFaces(board: Board): Map<string, FaceSpec> {
  const out = new Map<string, FaceSpec>();
  for (const def of board.units.values()) {
    out.set(bbwFaceKey(def.id, false), bbwUnitFace(def, false));
    out.set(bbwFaceKey(def.id, true), bbwUnitFace(def, true));
  }
  // Who holds each VP area now (8.0): the side's colour over the printed VP box, the value kept.
  for (const vp of new Set([...board.areas.values()].map((a) => a.vp).filter((v) => v > 0))) {
    for (const side of ['white', 'grey'] as const) out.set(vpMarkerFace(side, vp), { kind: 'token', ...VP_FACE[side], title: '', big: String(vp) });
  }
  out.set(TURN_MARKER_FACE, { kind: 'token', body: '#f2c94c', ink: '#2a2218', edge: '#8a6d1a', title: 'GAME', big: 'TURN', ring: false });
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

const SYMBOL_PAINTERS: Record<SymbolName, (ctx: CanvasRenderingContext2D, ink: string) => void> = {
  infantry: (ctx, ink) => {
    unitBox(ctx, ink);
    ctx.beginPath();
    ctx.moveTo(-42, -26);
    ctx.lineTo(42, 26);
    ctx.moveTo(42, -26);
    ctx.lineTo(-42, 26);
    ctx.stroke();
  },
  mechanized: (ctx, ink) => {
    SYMBOL_PAINTERS.infantry(ctx, ink);
    ctx.beginPath();
    ctx.ellipse(0, 0, 28, 15, 0, 0, Math.PI * 2);
    ctx.stroke();
  },
  irregular: (ctx, ink) => {
    unitBox(ctx, ink);
    ctx.beginPath();
    ctx.moveTo(-32, 8);
    ctx.quadraticCurveTo(-16, -22, 0, 0);
    ctx.quadraticCurveTo(16, 22, 32, -8);
    ctx.stroke();
  },
  aircraft: (ctx, ink) => plane(ctx, ink),
  fighter: (ctx, ink) => {
    ctx.save();
    ctx.scale(0.85, 0.85);
    plane(ctx, ink);
    ctx.restore();
    ctx.fillStyle = ink;
    ctx.font = '700 44px "Sandtable Oswald", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('F', 40, -26);
  },
};

/** The symbol on the left, the CV large on the right. */
function symbolAndCv(symbol: SymbolName, cv: number, at: 'front' | 'banded') {
  return (ctx: CanvasRenderingContext2D, _size: number, ink: string) => {
    // The chit draws its glyph 46 px under its band (or its top): centre the pair in the face.
    ctx.translate(0, at === 'front' ? 52 : 22);
    ctx.save();
    ctx.translate(-54, 0);
    ctx.scale(1.05, 1.05);
    SYMBOL_PAINTERS[symbol](ctx, ink);
    ctx.restore();
    ctx.fillStyle = ink;
    ctx.font = '700 124px "Sandtable Oswald", "DejaVu Sans Condensed", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(cv), 62, 6);
  };
}

export const BBW_GLYPHS: CounterGlyphs = {
  ...Object.fromEntries(
    SYMBOLS.flatMap((symbol) =>
      Array.from({ length: 10 }, (_, cv) => (['front', 'banded'] as const).map((at) => [unitGlyphName(symbol, cv, at), symbolAndCv(symbol, cv, at)] as const)).flat(),
    ),
  ),
  // A disrupted air unit's blank side: its country's flag (El Salvador white, Honduras grey).
  'bbw-flag-white': (ctx) => flag(ctx, false),
  'bbw-flag-grey': (ctx) => flag(ctx, true),
};
