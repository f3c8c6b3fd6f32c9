// The placement of lit places' labels (src/scene/labelPlacement.ts): no two placed labels overlap,
// each stays inside the bounds, a label sits on its anchor when it can and moves no further than
// it must, the most important labels get their spot first, and the answer keeps the input order.
// Checked on hand-made cases and on crowded random ones (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateOffsets, overlaps, placeLabels, rectOf, type LabelRect, type LabelRequest, type PlacedLabel } from '../../src/scene/labelPlacement';

function expectNoOverlap(placed: readonly PlacedLabel[], gap = 0) {
  const shown = placed.filter((p) => p.placed);
  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      expect(overlaps(shown[i]!.rect, shown[j]!.rect, gap), `${shown[i]!.id} and ${shown[j]!.id}`).toBe(false);
    }
  }
}

/** A label request anywhere on a 600 x 400 canvas, up to `maxW` wide. */
const requestArb = (maxW: number) =>
  fc.record({
    x: fc.integer({ min: 0, max: 600 }),
    y: fc.integer({ min: 0, max: 400 }),
    w: fc.integer({ min: 10, max: maxW }),
    h: fc.integer({ min: 10, max: 30 }),
    priority: fc.integer({ min: 0, max: 5 }),
  });

describe('label placement', () => {
  it('leaves labels that do not collide on their anchors, in the order given', () => {
    const placed = placeLabels([
      { id: 'a', x: 50, y: 50, w: 40, h: 16 },
      { id: 'b', x: 200, y: 50, w: 40, h: 16 },
    ]);
    expect(placed.map((p) => [p.id, p.x, p.y, p.placed, p.shift])).toEqual([
      ['a', 50, 50, true, 0],
      ['b', 200, 50, true, 0],
    ]);
  });

  it('moves the second of two labels on one anchor just clear of the first (above it first)', () => {
    const placed = placeLabels(
      [
        { id: 'move', x: 100, y: 100, w: 80, h: 20 },
        { id: 'fire', x: 100, y: 100, w: 160, h: 20 },
      ],
      { gap: 2 },
    );
    expectNoOverlap(placed, 2);
    expect(placed[0]!.shift).toBe(0);
    expect(placed[1]!.placed).toBe(true);
    expect(placed[1]!.x).toBe(100);
    expect(placed[1]!.y).toBe(100 - 22);
  });

  it('gives the higher priority its anchor: a fire label before a move label on the same spot', () => {
    const placed = placeLabels([
      { id: 'move', x: 100, y: 100, w: 80, h: 20, priority: 1 },
      { id: 'fire', x: 100, y: 100, w: 160, h: 20, priority: 5 },
    ]);
    expect(placed.map((p) => p.id)).toEqual(['move', 'fire']);
    expect(placed[1]!.shift).toBe(0);
    expect(placed[0]!.shift).toBeGreaterThan(0);
  });

  it('keeps labels inside the bounds, leaves out what cannot fit, and avoids obstacles where it can', () => {
    const bounds = { left: 0, top: 0, right: 100, bottom: 40 };
    const placed = placeLabels(
      [
        { id: 'edge', x: 5, y: 20, w: 40, h: 16 },
        { id: 'outside', x: 500, y: 20, w: 40, h: 16 },
        { id: 'huge', x: 50, y: 20, w: 300, h: 16 },
        { id: 'nan', x: Number.NaN, y: 0, w: 10, h: 10 },
      ],
      { bounds },
    );
    const [edge, outside, huge, nan] = placed;
    expect(edge!.placed).toBe(true);
    expect(edge!.rect.left).toBeGreaterThanOrEqual(0);
    expect(outside!.placed).toBe(false);
    expect(huge!.placed).toBe(false);
    expect(nan!.placed).toBe(false);
    const clear = placeLabels([{ id: 'x', x: 50, y: 50, w: 20, h: 10 }], { obstacles: [{ left: 40, top: 40, right: 60, bottom: 60 }] })[0]!;
    expect(clear.placed).toBe(true);
    expect(overlaps(clear.rect, { left: 40, top: 40, right: 60, bottom: 60 })).toBe(false);
  });

  it('never overlaps two placed labels, never leaves the bounds, and gives the first label its anchor (property)', () => {
    const request = requestArb(220);
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 6 }), (list, gap) => {
        const bounds = { left: 0, top: 0, right: 600, bottom: 400 };
        const requests: LabelRequest[] = list.map((r, i) => ({ id: `l${i}`, ...r }));
        const placed = placeLabels(requests, { bounds, gap });
        expect(placed.map((p) => p.id)).toEqual(requests.map((r) => r.id));
        expectNoOverlap(placed, gap);
        for (const p of placed.filter((q) => q.placed)) {
          expect(p.rect.left).toBeGreaterThanOrEqual(0);
          expect(p.rect.right).toBeLessThanOrEqual(600);
          expect(p.rect.top).toBeGreaterThanOrEqual(0);
          expect(p.rect.bottom).toBeLessThanOrEqual(400);
        }
        // The first label (by priority, then order) always gets its anchor when it fits there.
        const top = [...requests].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0]!;
        const fitsAtAnchor = top.x - top.w / 2 >= 0 && top.x + top.w / 2 <= 600 && top.y - top.h / 2 >= 0 && top.y + top.h / 2 <= 400;
        if (fitsAtAnchor) expect(placed.find((p) => p.id === top.id)!.shift).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a label off the obstacles wherever one of its spots is free, and still places it where none is (property)', () => {
    const request = requestArb(160);
    const obstacle = fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }), w: fc.integer({ min: 4, max: 60 }), h: fc.integer({ min: 4, max: 60 }) });
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 25 }), fc.array(obstacle, { maxLength: 80 }), fc.integer({ min: 0, max: 4 }), (list, obs, gap) => {
        const bounds = { left: 0, top: 0, right: 600, bottom: 400 };
        const obstacles: LabelRect[] = obs.map((o) => rectOf(o.x, o.y, o.w, o.h));
        const requests: LabelRequest[] = list.map((r, i) => ({ id: `l${i}`, ...r }));
        const placed = placeLabels(requests, { bounds, gap, obstacles });
        const without = placeLabels(requests, { bounds, gap });
        expectNoOverlap(placed, gap);
        const order = requests.map((r, i) => ({ r, i })).sort((a, b) => (b.r.priority ?? 0) - (a.r.priority ?? 0) || a.i - b.i);
        const before: LabelRect[] = [];
        for (const { r, i } of order) {
          const p = placed[i]!;
          if (!p.placed) continue;
          const inside = (q: LabelRect) => q.left >= 0 && q.right <= 600 && q.top >= 0 && q.bottom <= 400;
          const free = candidateOffsets(r.w, r.h, gap, 3)
            .map((o) => rectOf(r.x + o.dx, r.y + o.dy, r.w, r.h))
            .some((q) => inside(q) && !before.some((b) => overlaps(q, b, gap)) && !obstacles.some((ob) => overlaps(q, ob)));
          if (free) expect(obstacles.some((ob) => overlaps(p.rect, ob))).toBe(false);
          before.push(p.rect);
        }
        // Obstacles never leave the first label out: it has a spot whenever it has one without them.
        const top = order[0]!.i;
        if (without[top]!.placed) expect(placed[top]!.placed).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
