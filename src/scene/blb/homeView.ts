// Brave Little Belgium's home view (pure): the map, looked at from nearly above, never so far
// that a counter (one world unit) looks smaller than 4.8% of the table's height (40 px on a
// 1920x1080 screen, 28 px at 1280x720: CameraRig's cameraMath.homePose). The whole map does not
// fit at that size on a screen with the side panel beside it, so home is a window of the map
// centred on the play: the lit stacks and places (moves, the cup, a combat, a retreat), else the
// stacks on the map. The trays and the Battle Board lie off the map: the camera frames them for a
// fight (CameraDirector.tsx).
import { MathUtils } from 'three';
import type { HomeView } from '../cameraMath';
import { placeCounters } from './counterPlacement';
import { tableTargets, type LegalEventLike } from './interactions/tableTargets';
import { TABLE, boxRects, type Rect } from './layout';
import { boxesWithMoves, type MoveEventLike } from './moveTargets';
import type { BlbView } from './viewTypes';

/** The home view less its focus: the map, from 16 degrees off straight down, counters readable. */
export const BLB_HOME: Required<Pick<HomeView, 'polar' | 'minUnitShare'>> & { rect: Rect } = {
  rect: TABLE.map,
  polar: 16 * MathUtils.DEG2RAD,
  minUnitShare: 0.048,
};

/** Where the play is on the map: what a player may click now, else every stack; empty when nothing is on it. */
export function blbHomeFocus(view: BlbView, legal: readonly LegalEventLike[]): Rect[] {
  const rects: Rect[] = [];
  const unitBox = (id: string) => view.units[id]?.box ?? null;
  for (const box of boxesWithMoves(legal as readonly MoveEventLike[], unitBox)) rects.push(...boxRects(box));
  const placement = placeCounters(view);
  for (const t of tableTargets(legal, view, {}, placement).targets) rects.push({ x: t.block.x, z: t.block.z, w: t.block.w, d: t.block.d });
  if (view.combat?.box) rects.push(...boxRects(view.combat.box));
  if (rects.length === 0) for (const box of Object.keys(placement.stacks)) rects.push(...boxRects(box));
  const round = (v: number) => Math.round(v * 100) / 100;
  return rects.map((r) => ({ x: round(r.x), z: round(r.z), w: round(r.w), d: round(r.d) }));
}
