// What La Petite Guerre's camera frames for each beat (pure: no React, no three), for
// CameraDirector.tsx: a stack's move (its from and to hexes, or the country round its destination
// where the beat does not say where it came from), a fight (the battle's hex together with the card
// duel beside the map, LPG_TABLE.duel, where the cards, the chart and the dice are shown, held from
// battle.begun through the casualties to the retreat), a landing, arrivals, a settlement razed, and
// home between (a new player turn, the weather, the Reinforcement phase's orders, the end). Every
// frame lies on the table the camera stays over (tested for every hex).
import type { Beat } from '../animation/queue';
import type { RectXZ } from '../cameraMath';
import { isHex, place } from '../../games/lpg/rules/hex';
import type { HexId } from '../../games/lpg/types';
import { centre, HEX_RADIUS } from './mapGeometry';
import { LPG_SHEET_SCALE, LPG_TABLE, mapToWorld } from './tableLayout';

/** A fight is looked at more from above than the map at home (the chart and the dice read better). */
export const BATTLE_POLAR = (18 * Math.PI) / 180;

/** The smallest frame (world units): a hex and the country round it, about 10 hexes by 7. */
export const MIN_FRAME = { w: 20, d: 14 } as const;
/** Room round the hexes a frame shows (world units: a hex and a half). */
export const FRAME_PAD = 3;

/** What the camera does for a beat: frame a rectangle (from `polar`), go home, or nothing (null). */
export type LpgCameraMove = { frame: RectXZ; polar?: number; battle?: boolean } | 'home' | null;

/** The beats of a battle under way: the camera holds the battle's frame through them. */
export const IN_BATTLE: ReadonlySet<string> = new Set(['reinforcements.called', 'combat.cardChosen', 'combat.cardsRevealed', 'combat.casualties', 'commander.lost', 'loyalty.changed', 'card.played']);

/** Beats that need no frame of their own: the camera stays where it is. */
export const ROUTINE_STILL: ReadonlySet<string> = new Set(['card.drawn', 'combat.cardChosen', 'card.played', 'unit.dissolved', 'loyalty.changed', 'commander.lost']);

/** Beats after which the showcase goes back to the home view. */
export const HOME_BEATS: ReadonlySet<string> = new Set(['turn.advanced', 'weather', 'unit.ordered', 'game.over']);

/** A rectangle (world units) round points of the map (miles), grown by `pad`. */
function around(points: readonly { x: number; y: number }[], pad: number): RectXZ {
  const w = points.map((p) => mapToWorld(p.x, p.y));
  const x0 = Math.min(...w.map((p) => p.x)) - pad;
  const x1 = Math.max(...w.map((p) => p.x)) + pad;
  const z0 = Math.min(...w.map((p) => p.z)) - pad;
  const z1 = Math.max(...w.map((p) => p.z)) + pad;
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 };
}

/** Two rectangles' bounds. */
export function unionRect(a: RectXZ, b: RectXZ): RectXZ {
  const x0 = Math.min(a.x - a.w / 2, b.x - b.w / 2);
  const x1 = Math.max(a.x + a.w / 2, b.x + b.w / 2);
  const z0 = Math.min(a.z - a.d / 2, b.z - b.d / 2);
  const z1 = Math.max(a.z + a.d / 2, b.z + b.d / 2);
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 };
}

/**
 * Width given a frame beyond what it holds: the rig (cameraMath.framePose) fits a rectangle's width
 * at its middle row, and from the south the near row looks wider (tested on screen: the battle hex
 * and the duel whole at 1920x1080 and 1280x720 with the side panel).
 */
export const PERSPECTIVE_ROOM = 1.1;

/** A frame at least MIN_FRAME, PERSPECTIVE_ROOM wider, moved (not shrunk) to lie on the table; no bigger than the table. */
export function onTable(r: RectXZ): RectXZ {
  const t = LPG_TABLE.table;
  const w = Math.min(t.w, Math.max(r.w * PERSPECTIVE_ROOM, MIN_FRAME.w));
  const d = Math.min(t.d, Math.max(r.d, MIN_FRAME.d));
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return { x: clamp(r.x, t.x - t.w / 2 + w / 2, t.x + t.w / 2 - w / 2), z: clamp(r.z, t.z - t.d / 2 + d / 2, t.z + t.d / 2 - d / 2), w, d };
}

/** The frame round some hexes (a move's from and to, an arrival's hex). */
export function hexesFrame(hexes: readonly HexId[]): RectXZ {
  const pts = hexes.flatMap((h) => {
    const c = centre(h);
    return [{ x: c.x - HEX_RADIUS, y: c.y - HEX_RADIUS }, { x: c.x + HEX_RADIUS, y: c.y + HEX_RADIUS }];
  });
  return onTable(around(pts, FRAME_PAD));
}

/** Where a move that does not say where it came from may have come from: a week's march round its destination (miles). */
const MARCH = 2.5 * 5 * LPG_SHEET_SCALE;

/** A stack's move: its from and to hexes (or the country round the destination). */
export function moveFrame(to: HexId, from: HexId | null): RectXZ {
  if (from && isHex(from)) return hexesFrame([from, to]);
  const f = hexesFrame([to]);
  return onTable({ ...f, w: f.w + MARCH, d: f.d + MARCH });
}

/** A battle: its hex, the hex a side retreats to (if any) and the card duel beside the map, together. */
export function battleFrame(hex: HexId, retreatTo: HexId | null = null): RectXZ {
  const d = LPG_TABLE.duel;
  const hexes = retreatTo && isHex(retreatTo) ? [hex, retreatTo] : [hex];
  return onTable(unionRect(hexesFrame(hexes), { x: d.x, z: d.z, w: d.w, d: d.d }));
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const hexOf = (v: unknown): HexId | null => (typeof v === 'string' && isHex(v) ? v : null);

/** The hex of a place id (a port, a settlement), or null. */
function placeHex(id: string | null): HexId | null {
  if (!id) return null;
  try {
    return place(id).hex;
  } catch {
    return null;
  }
}

/**
 * The camera's move for a beat (pure). `battle` is the battle the camera frames now (its hex) or
 * null; `showcase` whether it follows everything (else the fights only). A stack.moved beat gives
 * its from and to hexes (public: the marker is seen leaving one and reaching the other).
 */
export function lpgCameraMove(beat: Beat, battle: HexId | null, showcase: boolean): LpgCameraMove {
  const t = beat.type;
  if (t === 'battle.begun') {
    const hex = hexOf(beat.hex);
    return hex ? { frame: battleFrame(hex), polar: BATTLE_POLAR, battle: true } : null;
  }
  if (t === 'combat.retreat') {
    const hex = hexOf(beat.from) ?? battle;
    return hex ? { frame: battleFrame(hex, hexOf(beat.to)), polar: BATTLE_POLAR, battle: true } : null;
  }
  if (IN_BATTLE.has(t)) {
    if (battle) return null;
    // A battle's beat with the camera elsewhere (taken by the viewer meanwhile): its battle, where the beat names the hex.
    const hex = hexOf(beat.hex);
    return hex && t !== 'card.played' && t !== 'loyalty.changed' ? { frame: battleFrame(hex), polar: BATTLE_POLAR, battle: true } : null;
  }
  if (!showcase) return battle ? 'home' : null;
  if (t === 'stack.moved') {
    const to = hexOf(beat.to);
    return to ? { frame: moveFrame(to, hexOf(beat.from)) } : null;
  }
  if (t === 'landing.made' || t === 'unit.arrived') {
    const hex = hexOf(beat.hex);
    return hex ? { frame: hexesFrame([hex]) } : null;
  }
  if (t === 'landing.prepared' || t === 'settlement.razed') {
    const hex = placeHex(str(beat.port) ?? str(beat.place));
    return hex ? { frame: hexesFrame([hex]) } : null;
  }
  if (HOME_BEATS.has(t)) return 'home';
  if (ROUTINE_STILL.has(t)) return battle ? 'home' : null;
  return null;
}
