// The camera follows a combat to the Battle Board (src/scene/blb/CameraDirector.tsx): close on the
// board and the dice tray, both whole (in showcase clear of the overlay's cards); units leaving
// the board (a retreat, the fly back) are framed with the boxes they go to; the Atrocities Check
// frames the tray with the track; play leaving the combat (a move, a chit drawn, a new turn)
// takes it back home. Framings are checked by projecting with three's own camera.
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { COMBAT_POLAR, atrocitiesFrame, combatFraming, leavesCombat, leavingBoxes, leavingFraming, nextIsElsewhere } from '../../../src/scene/blb/CameraDirector';
import {
  FULL_VIEW,
  SHOWCASE_BOARD_AREA,
  SHOWCASE_BOARD_LOW_AREA,
  SHOWCASE_CLEAR_AREA,
  SHOWCASE_COVERS,
  SHOWCASE_TRAY_AREA,
  cameraFor,
  rectCorners,
  rigRectFor,
  type Framing,
  type Lens,
  type ViewArea,
} from '../../../src/scene/blb/cameraFraming';
import { BOX_PLACES, TABLE, boxRects, frameAround, rectEdges, type Rect } from '../../../src/scene/blb/layout';
import { fitDistance } from '../../../src/scene/CameraRig';

const LENS_1080P: Lens = { fov: 38, aspect: 1920 / 1080, polar: COMBAT_POLAR };

/** Where `rect`'s corners land on screen, in NDC (x, y from -1 to 1). */
function projected(framing: Framing, lens: Lens, rect: Rect) {
  const cam = cameraFor(framing, lens);
  const ps = rectCorners(rect).map((p) => new Vector3(p.x, p.y, p.z).project(cam));
  return {
    left: Math.min(...ps.map((p) => p.x)),
    right: Math.max(...ps.map((p) => p.x)),
    bottom: Math.min(...ps.map((p) => p.y)),
    top: Math.max(...ps.map((p) => p.y)),
  };
}

const inside = (b: ViewArea, area: ViewArea) =>
  b.left >= area.left - 1e-3 && b.right <= area.right + 1e-3 && b.bottom >= area.bottom - 1e-3 && b.top <= area.top + 1e-3;

/** A 1920x1080 screen box (px, y down) in NDC. */
const ndcOf = (box: { left: number; top: number; right: number; bottom: number }): ViewArea => ({
  left: (box.left / 1920) * 2 - 1,
  right: (box.right / 1920) * 2 - 1,
  top: 1 - (box.top / 1080) * 2,
  bottom: 1 - (box.bottom / 1080) * 2,
});
const overlaps = (a: ViewArea, b: ViewArea) => a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

const holds = (outer: Rect, inner: Rect) =>
  rectEdges.left(outer) <= rectEdges.left(inner) + 1e-9 &&
  rectEdges.right(outer) >= rectEdges.right(inner) - 1e-9 &&
  rectEdges.top(outer) <= rectEdges.top(inner) + 1e-9 &&
  rectEdges.bottom(outer) >= rectEdges.bottom(inner) - 1e-9;

describe('camera director', () => {
  it('a combat frames the board and the tray close, both whole', () => {
    const f = combatFraming(LENS_1080P, false);
    const board = projected(f, LENS_1080P, TABLE.battleBoard);
    const tray = projected(f, LENS_1080P, TABLE.diceTray);
    expect(inside(board, FULL_VIEW)).toBe(true);
    expect(inside(tray, FULL_VIEW)).toBe(true);
    // Close: together they span most of the screen's height (NDC height 2).
    expect(board.top - tray.bottom).toBeGreaterThan(0.9 * (FULL_VIEW.top - FULL_VIEW.bottom));
  });

  it('showcase: a combat fills most of a 1920x1080 view, clear of the title, counter, narration and objectives', () => {
    const f = combatFraming(LENS_1080P, true);
    const board = projected(f, LENS_1080P, TABLE.battleBoard);
    const tray = projected(f, LENS_1080P, TABLE.diceTray);
    expect(inside(board, SHOWCASE_BOARD_AREA) || inside(board, SHOWCASE_BOARD_LOW_AREA)).toBe(true);
    expect(inside(tray, SHOWCASE_TRAY_AREA)).toBe(true);
    for (const [card, box] of Object.entries(SHOWCASE_COVERS)) {
      expect(overlaps(board, ndcOf(box)), `board under the ${card}`).toBe(false);
      expect(overlaps(tray, ndcOf(box)), `tray under the ${card}`).toBe(false);
    }
    // As close as the cards allow: the pair spans two thirds of the height (the board's top to the
    // tray's bottom), and one of the cards' edges holds it on each side (it could not be larger).
    expect(board.top - tray.bottom).toBeGreaterThan(0.65 * 2);
    const left = Math.min(board.left, tray.left);
    const right = Math.max(board.right, tray.right);
    expect(right - left).toBeGreaterThan(0.4 * 2);
    const touches = (a: number, b: number) => Math.abs(a - b) < 0.02;
    expect(touches(board.left, SHOWCASE_BOARD_AREA.left) || touches(board.left, SHOWCASE_BOARD_LOW_AREA.left) || touches(tray.left, SHOWCASE_TRAY_AREA.left)).toBe(true);
    expect(touches(tray.right, SHOWCASE_TRAY_AREA.right) || touches(board.right, SHOWCASE_BOARD_AREA.right)).toBe(true);
    // Closer than the old framing's (the board and tray with the combat's box, Liège: about 40% of the screen).
    const old = frameAround([...boxRects('liege'), TABLE.battleBoard, TABLE.diceTray], 0.4, 0);
    expect(f.distance).toBeLessThan(fitDistance(old, LENS_1080P.fov, LENS_1080P.aspect, COMBAT_POLAR));
  });

  it('units leaving the board are framed with the boxes they go to, the board kept in the picture', () => {
    const ids = Object.keys(BOX_PLACES);
    for (const showcase of [false, true]) {
      const area = showcase ? SHOWCASE_CLEAR_AREA : FULL_VIEW;
      for (const id of ids) {
        // The far west box is the hardest: the framing must hold the whole width of the map.
        const retreat = { type: 'unit.retreated', unit: 'g1', from: 'liege', path: [id] };
        const f = leavingFraming(retreat, LENS_1080P, showcase)!;
        expect(f, id).not.toBeNull();
        expect(inside(projected(f, LENS_1080P, TABLE.battleBoard), area), id).toBe(true);
        for (const rect of boxRects(id)) expect(inside(projected(f, LENS_1080P, rect), area), id).toBe(true);
      }
    }
    const end = leavingFraming({ type: 'combat.ended', box: 'liege' }, LENS_1080P, true)!;
    expect(inside(projected(end, LENS_1080P, BOX_PLACES.liege!.tile), SHOWCASE_CLEAR_AREA)).toBe(true);
    expect(inside(projected(end, LENS_1080P, TABLE.battleBoard), SHOWCASE_CLEAR_AREA)).toBe(true);
    // Further back than the combat's own close-up (the boxes are on the map, west of the board).
    expect(end.distance).toBeGreaterThan(combatFraming(LENS_1080P, true).distance * 0.5);
    expect(leavingBoxes({ type: 'unit.retreated', from: 'liege', path: ['aachen'] })).toEqual(['liege', 'aachen']);
    expect(leavingFraming({ type: 'combat.ended', box: 'nowhere' }, LENS_1080P, false)).toBeNull();
    expect(leavingFraming({ type: 'dice.rolled' }, LENS_1080P, false)).toBeNull();
  });

  it('a framing becomes the rectangle the camera rig turns back into it (same aim, same distance)', () => {
    const f = combatFraming(LENS_1080P, true);
    const rect = rigRectFor(f, LENS_1080P);
    // CameraRig.frame aims at rect.z + 3% of its depth and backs off fitDistance().
    expect(rect.x).toBeCloseTo(f.x, 9);
    expect(rect.z + rect.d * 0.03).toBeCloseTo(f.z, 9);
    expect(fitDistance(rect, LENS_1080P.fov, LENS_1080P.aspect, COMBAT_POLAR)).toBeCloseTo(f.distance, 6);
    // A narrower view (a side panel open): the rig backs off rather than cut the sides.
    expect(fitDistance(rect, LENS_1080P.fov, 1.2, COMBAT_POLAR)).toBeGreaterThan(f.distance);
  });

  it('4.2a frames the dice tray for the Atrocities Check, close enough to read (issue 12: captions 13 px at 1080p, tests/scene/readableHome.test.ts)', () => {
    const f = atrocitiesFrame();
    expect(holds(f, TABLE.diceTray)).toBe(true);
    // The track lies under the map, far from the tray: framing both made the captions 7 px at 720p.
    expect(f.w).toBeLessThan(TABLE.diceTray.w + 2);
    expect(f.d).toBeLessThan(TABLE.diceTray.d + 2);
  });

  it('after a combat, goes home at once when the queued beats leave it before another combat', () => {
    expect(nextIsElsewhere([{ type: 'activation.ended' }, { type: 'turn.began', turn: 2 }])).toBe(true);
    expect(nextIsElsewhere([{ type: 'units.advanced' }, { type: 'combat.started', box: 'liege' }, { type: 'chit.drawn' }])).toBe(false);
    expect(nextIsElsewhere([])).toBe(false);
  });

  it('goes back home when play leaves the combat, not during it', () => {
    for (const type of ['units.moved', 'chit.drawn', 'turn.began', 'activation.began', 'game.over']) expect(leavesCombat({ type }), type).toBe(true);
    for (const type of ['combat.started', 'dice.rolled', 'unit.reduced', 'unit.eliminated', 'unit.retreated', 'fort.hit', 'combat.result', 'combat.ended', 'units.advanced', 'event.played']) {
      expect(leavesCombat({ type }), type).toBe(false);
    }
  });
});
