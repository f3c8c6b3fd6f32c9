// Where a battle of The Football War is shown on the table (pure: no three): the dice tray in the
// table's left margin beside the sheet (the hands sit at the near and far edges), the battle area's
// outline on the sheet (its region, as the sheet draws it), and which battle a dice beat belongs to.
// World units, as sheetLayout.ts: x east, z south, the sheet centred on the origin.
import type { Beat } from '../../animation/queue';
import type { Battle } from '../../../games/bbw/state';
import type { BbwView } from '../../../games/bbw/view';
import { FOOTBALL_WAR_MAP, type AreaMapLayout } from '../footballWarMap';
import { SHEET_EXTENT, TURN_TRACK_TOP, areaRegions, toWorld } from '../sheetLayout';
import { BBW_TABLE } from '../tableLayout';
import { CARD, CARD_SPOTS, IN_PLAY_SCALE } from '../cards/cardLayout';

/** The dice tray: in the table's west margin, level with the sheet, clear of both hands (tableLayout.ts). */
export const BBW_DICE_TRAY = BBW_TABLE.diceTray;

/** A world rectangle (centre and size). */
export interface WorldRect {
  x: number;
  z: number;
  w: number;
  d: number;
}

/** The battle area's outline on the sheet (world x, z), or [] for an unknown area. */
export function areaOutline(area: string, layout: AreaMapLayout = FOOTBALL_WAR_MAP): { x: number; z: number }[] {
  return (areaRegions(layout).get(area) ?? []).map((p) => toWorld(p.x, p.y));
}

/** The rectangle round an area's outline (world), or null for an unknown area. */
export function areaRect(area: string, layout: AreaMapLayout = FOOTBALL_WAR_MAP): WorldRect | null {
  const pts = areaOutline(area, layout);
  if (pts.length === 0) return null;
  const xs = pts.map((p) => p.x);
  const zs = pts.map((p) => p.z);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const z0 = Math.min(...zs);
  const z1 = Math.max(...zs);
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 };
}

const sameRolls = (a: Record<string, number[]> | null | undefined, b: unknown): boolean => a != null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The battle a 'dice.rolled' beat belongs to, from the latest view: the battle under way or the one
 * fought last whose rolls of that step are the beat's (null when the view has moved past it: then
 * the tray shows the dice without naming the area or marking terrain and air dice).
 */
export function battleOfRoll(view: Pick<BbwView, 'battle' | 'lastBattle'>, beat: Beat): Battle | null {
  if (beat.type !== 'dice.rolled') return null;
  for (const b of [view.battle, view.lastBattle]) {
    if (!b) continue;
    if (sameRolls(beat.step === 'air' ? b.airRolls : b.groundRolls, beat.rolls)) return b;
  }
  return null;
}

/** Whether two battle records are the same battle (the same area, attacker and dice). */
export function sameBattle(a: Battle | null | undefined, b: Battle | null | undefined): boolean {
  if (!a || !b) return false;
  return a.area === b.area && a.attacker === b.attacker && JSON.stringify(a.airRolls) === JSON.stringify(b.airRolls) && JSON.stringify(a.groundRolls) === JSON.stringify(b.groundRolls);
}

/** The rectangle round `rects`, grown by `pad` on every side. */
export function around(rects: readonly WorldRect[], pad: number): WorldRect {
  const x0 = Math.min(...rects.map((r) => r.x - r.w / 2)) - pad;
  const x1 = Math.max(...rects.map((r) => r.x + r.w / 2)) + pad;
  const z0 = Math.min(...rects.map((r) => r.z - r.d / 2)) - pad;
  const z1 = Math.max(...rects.map((r) => r.z + r.d / 2)) + pad;
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 };
}

/** Room round what a battle's frame shows (world units): its edges are not at the canvas's edges. */
const FRAME_PAD = 2.5;

/**
 * What the camera frames for a battle: what the battle shows (battleContent: the dice tray and the
 * area) with the sheet's Turn Record Track above them and the sheet's south coast below them. The
 * tray's room reaches into the track's row (its frame's north edge lies between the track's foot and
 * its top, whatever the area), so the track is always in the picture at that edge: left out of the
 * frame, the rig set the frame's edge under the table's status box (the measured band,
 * src/scene/safeArea.ts) and the track's top edge fell at the box's foot or under it (1280x720). Its
 * printed top (TURN_TRACK_TOP, the heading) is taken in with the frame's own room above it, so the
 * box and the track stand apart with a clear gap. The frame is deeper than the free rectangle's
 * shape (as wide as the tray to the area, as deep as the track to the tray's foot: narrower than
 * the canvas left of the side panel), so the rig fits its depth and its south edge is the picture's
 * foot: ending at the tray's foot, it cut off the sea along the map's southern edge (the Pacific, the
 * Gulf of Fonseca: sheetLayout.ts coastBand) for every area north of the coast. Its south edge is
 * the sheet's southern edge (SHEET_EXTENT.y1, the paper margin below the sea) or the area's room
 * where that lies further south. Rows are level across the screen, so the track and the coast
 * lie wholly inside wherever they run east or west.
 */
export function battleFrame(area: string | null): WorldRect {
  const f = battleContent(area);
  const z0 = Math.min(f.z - f.d / 2, toWorld(0, TURN_TRACK_TOP).z - FRAME_PAD);
  const z1 = Math.max(f.z + f.d / 2, toWorld(0, SHEET_EXTENT.y1).z);
  return { x: f.x, z: (z0 + z1) / 2, w: f.w, d: z1 - z0 };
}

/** What a battle's frame shows below the track: the dice tray and the battle area (the winner's line stays in it). */
export function battleContent(area: string | null): WorldRect {
  const r = area ? areaRect(area) : null;
  return around(r ? [BBW_DICE_TRAY, r] : [BBW_DICE_TRAY], FRAME_PAD);
}

/** Where the table's cards are played: the card in play, large, east of the sheet, with the boxes and the map's east beside it. */
export function cardPlayFrame(): WorldRect {
  const card = { x: CARD_SPOTS.inPlay.x, z: CARD_SPOTS.inPlay.z, w: CARD.w * IN_PLAY_SCALE, d: CARD.d * IN_PLAY_SCALE };
  return around([card, { x: card.x - 12, z: card.z, w: 1, d: 1 }], 4);
}
