// The table camera's geometry (src/scene/cameraMath.ts): the wheel zooms toward the pointer (the
// table point under it stays under it) at a gentle rate within the rig's limits; the home view
// frames the whole home rectangle where it reads, else a readable window centred on the play.
import { describe, expect, it } from 'vitest';
import {
  WHEEL_STEP,
  groundAt,
  homePose,
  poseDistance,
  poseLooking,
  rectInView,
  smallestUnit,
  tableCamera,
  toScreen,
  wheelFactor,
  zoomTowardPointer,
  type ViewSize,
} from '../../src/scene/cameraMath';

const VIEWS: ViewSize[] = [
  { width: 1920, height: 861, insetRight: 508 },
  { width: 1280, height: 606, insetRight: 407 },
  { width: 1000, height: 700, insetRight: 0 },
];
const LIMITS = { min: 6, max: 120 };
const POLAR = (27 * Math.PI) / 180;

describe('wheel zoom toward the pointer', () => {
  for (const view of VIEWS) {
    it(`${view.width}x${view.height}: the table point under the pointer stays under it, zooming in and out`, () => {
      let pose = poseLooking(3, -2, 40, POLAR);
      for (const [px, py, deltaY] of [
        [view.width * 0.2, view.height * 0.3, -100],
        [view.width * 0.5, view.height * 0.8, -300],
        [10, 10, 100],
        [view.width * 0.55, view.height * 0.5, 240],
      ] as const) {
        const before = groundAt(tableCamera(view, pose), view, px, py)!;
        expect(before).not.toBeNull();
        const next = zoomTowardPointer(pose, view, px, py, deltaY, 0, LIMITS);
        const after = toScreen(tableCamera(view, next), view, before.x, before.y, before.z);
        expect(after.x).toBeCloseTo(px, 6);
        expect(after.y).toBeCloseTo(py, 6);
        // In for a negative delta, out for a positive one.
        expect(Math.sign(poseDistance(next) - poseDistance(pose))).toBe(Math.sign(deltaY));
        // The view does not turn: same direction from camera to target.
        const dir = (p: typeof pose) => {
          const d = poseDistance(p);
          return [(p.target.x - p.position.x) / d, (p.target.y - p.position.y) / d, (p.target.z - p.position.z) / d];
        };
        dir(next).forEach((v, i) => expect(v).toBeCloseTo(dir(pose)[i]!, 9));
        pose = next;
      }
    });
  }

  it('is gentle: one notch changes the distance by 9%, a fast flick by at most three notches', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1 / WHEEL_STEP, 9);
    expect(wheelFactor(100)).toBeCloseTo(WHEEL_STEP, 9);
    expect(WHEEL_STEP).toBeLessThanOrEqual(1.1);
    expect(wheelFactor(5000)).toBeCloseTo(WHEEL_STEP ** 3, 9);
    // Lines (Firefox): 3 lines make about one notch.
    expect(wheelFactor(3, 1)).toBeCloseTo(WHEEL_STEP ** 0.48, 9);
    // A trackpad's small deltas zoom a little.
    expect(Math.abs(wheelFactor(4) - 1)).toBeLessThan(0.01);
  });

  it('stays within the distance limits, still about the pointer', () => {
    const view = VIEWS[0]!;
    const pose = poseLooking(0, 0, 7, POLAR);
    const next = zoomTowardPointer(pose, view, 400, 300, -300, 0, LIMITS);
    expect(poseDistance(next)).toBeCloseTo(LIMITS.min, 6);
    const far = zoomTowardPointer(poseLooking(0, 0, 118, POLAR), view, 400, 300, 300, 0, LIMITS);
    expect(poseDistance(far)).toBeCloseTo(LIMITS.max, 6);
  });
});

describe('the home view', () => {
  const rect = { x: 0, z: 0, w: 48, d: 36 };
  it('frames the whole home rectangle when a world unit then looks large enough', () => {
    for (const view of VIEWS) {
      const camera = tableCamera(view, homePose({ rect, polar: POLAR, minUnitShare: 0.01 }, view, LIMITS));
      expect(rectInView(camera, view, rect)).toBe(true);
    }
  });

  it('else comes as close as the floor needs, centred on the focus, the window kept on the rectangle', () => {
    for (const view of VIEWS) {
      const focus = { x: -5, z: 3, w: 4, d: 4 };
      const camera = tableCamera(view, homePose({ rect, polar: POLAR, minUnitShare: 0.048, focus }, view, LIMITS));
      // Readable: a unit square is at least 4.8% of the canvas's height everywhere in view.
      expect(smallestUnit(camera, view)).toBeGreaterThanOrEqual(0.048 * view.height - 1e-6);
      expect(rectInView(camera, view, focus)).toBe(true);
      expect(rectInView(camera, view, rect)).toBe(false);
      // A focus by the rectangle's edge: the window stops at the edge (at its middle row) rather
      // than centre the focus over bare table, and the focus stays in view.
      const byEdge = { x: 21.5, z: 0, w: 2, d: 2 };
      const edge = tableCamera(view, homePose({ rect, polar: POLAR, minUnitShare: 0.048, focus: byEdge }, view, LIMITS));
      const right = groundAt(edge, view, view.width - Math.min(view.insetRight, view.width * 0.6), view.height / 2)!;
      expect(right.x).toBeCloseTo(rect.w / 2, 3);
      expect(rectInView(edge, view, byEdge)).toBe(true);
    }
  });
});
