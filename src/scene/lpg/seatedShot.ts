// Where La Petite Guerre's camera looks for the seated player's own decisions (pure: no React, no
// three), for LpgTable: his decisions in a battle (§11 the call, §12 his combat card, the retreat):
// the battle with the card duel beside the map (cameraShots.battleFrame, as the battle camera frames
// a fight), so he chooses his card there and sees the chart's row and who won; his Command phase with entries
// of his command rack lit and nothing picked (§3, §4: reconnaissance, attach, detach): the rack shot
// (LPG_TABLE.rackShots: his rack and points with the near strip of the map, about twice as large as
// home shows them), grown to take in the hexes lit with it (a leaderless stack's roll for command)
// where that keeps the rack legible (commandFrame), else the rack alone and the table offers a button
// that shows the lit hexes (they are off screen); otherwise home (a picked phantom marker or stack is placed on the map). A bot
// game, or a moment when the seated side has nothing to decide, has no seated shot (null): the
// camera is the showcase director's and the viewer's.
import type { RectXZ } from '../cameraMath';
import type { HexId, Side } from '../../games/lpg/types';
import { BATTLE_POLAR, battleFrame, hexesFrame, unionRect } from './cameraShots';
import { LPG_TABLE } from './tableLayout';

export type SeatedShot = { kind: 'home' } | { kind: 'rack'; side: Side; hexes: readonly HexId[] } | { kind: 'duel'; hex: HexId };

export interface SeatedShotInput {
  /** The seated side, and whether it decides now. */
  me: Side | null;
  live: boolean;
  /** The phase now (the latest view's). */
  phase: string;
  /** Rack entries lit now (boardPlay's items). */
  rackLit: number;
  /** Hexes lit now (boardPlay's hexes: a leaderless stack's roll for command), sorted. */
  litHexes?: readonly HexId[];
  /** The battle being fought (its hex), if any: the seated side's decisions now are in it. */
  battleHex: HexId | null;
  /** Something is picked (a stack, a card, the spare phantom marker): it goes on the map. */
  picked: boolean;
}

export function seatedShot(i: SeatedShotInput): SeatedShot | null {
  if (!i.me || !i.live) return null;
  if (i.battleHex) return { kind: 'duel', hex: i.battleHex };
  if (i.phase === 'command' && i.rackLit > 0 && !i.picked) return { kind: 'rack', side: i.me, hexes: [...(i.litHexes ?? [])].sort() };
  return { kind: 'home' };
}

/**
 * How much larger than the rack shot (each way) the Command phase's frame may grow to take in the lit
 * hexes: the rack's names shrink by as much, from about twice home's size to about one and a half.
 */
export const RACK_SHOT_GROW = 1.35;

/**
 * The Command phase's frame for `side` with `hexes` lit on the map: the rack shot and the lit hexes
 * together where that frame is at most RACK_SHOT_GROW the rack shot's size each way, else the rack
 * shot alone; `holdsHexes` says whether the lit hexes are in it (if not, the table shows a button
 * that frames them).
 */
export function commandFrame(side: Side, hexes: readonly HexId[]): { frame: RectXZ; holdsHexes: boolean } {
  const rack = LPG_TABLE.rackShots[side];
  if (hexes.length === 0) return { frame: rack, holdsHexes: true };
  const both = unionRect(rack, hexesFrame(hexes));
  if (both.w <= rack.w * RACK_SHOT_GROW + 1e-9 && both.d <= rack.d * RACK_SHOT_GROW + 1e-9) return { frame: both, holdsHexes: true };
  return { frame: rack, holdsHexes: false };
}

/** Where the seated shots have taken the camera and not yet brought it back: the rack, the duel, or nowhere. */
export type Away = 'rack' | 'duel' | null;

/**
 * What the camera does for the seated shot `now`, the camera being `away` (what the last seated shot
 * framed): frame a rectangle, go home, or nothing; and where it is away then. A shot already framed is
 * not framed again (the viewer may pan within it). Home brings the camera back from the rack; from
 * the duel the battle camera brings it home (it holds the reveal and the losses while they play). No
 * shot (a bot's or the other player's decision) moves nothing. At instant speed the camera never
 * moves by itself (as the battle and showcase camera, CameraDirector.tsx): home shows the whole
 * table, the rack and the duel with it.
 */
export function seatedCameraMove(away: Away, was: SeatedShot | null, now: SeatedShot | null): { move: { frame: RectXZ; polar: number } | 'home' | null; away: Away } {
  if (!now) return { move: null, away };
  const again = JSON.stringify(was) === JSON.stringify(now);
  if (now.kind === 'rack') return { move: again ? null : { frame: commandFrame(now.side, now.hexes).frame, polar: LPG_TABLE.rackShotPolar }, away: 'rack' };
  if (now.kind === 'duel') return { move: again ? null : { frame: battleFrame(now.hex), polar: BATTLE_POLAR }, away: 'duel' };
  return { move: away === 'rack' ? 'home' : null, away: null };
}
