// Showcase: the camera follows all of the play (src/scene/blb/CameraDirector.tsx, follow 'all'):
// the Chit Cup and the Pulled Chits box as a chit is drawn, the boxes a stack moves through, the
// whole table when a turn or an activation begins; close-ups keep the stacks in context.
import { describe, expect, it } from 'vitest';
import { cupFrame, followFrame, moveFrame } from '../../../src/scene/blb/CameraDirector';
import { BOX_PLACES, TABLE, rectEdges, type Rect } from '../../../src/scene/blb/layout';

const holds = (outer: Rect, inner: Rect) =>
  rectEdges.left(outer) <= rectEdges.left(inner) + 1e-9 &&
  rectEdges.right(outer) >= rectEdges.right(inner) - 1e-9 &&
  rectEdges.top(outer) <= rectEdges.top(inner) + 1e-9 &&
  rectEdges.bottom(outer) >= rectEdges.bottom(inner) - 1e-9;

describe('showcase camera', () => {
  it('a chit drawn frames the Chit Cup with the Pulled Chits box, closer than the whole sheet', () => {
    const f = followFrame({ type: 'chit.drawn', chit: 'x' });
    expect(f).toEqual(cupFrame());
    const rect = f as Rect;
    expect(holds(rect, TABLE.cupFrame)).toBe(true);
    expect(holds(rect, TABLE.pulledFrame)).toBe(true);
    expect(rect.w).toBeLessThan(TABLE.sheet.w * 0.6);
  });

  it('a move frames every box it passes through, never tighter than the close-up minimum', () => {
    const ids = Object.keys(BOX_PLACES);
    const [a, b, c] = [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!];
    const f = moveFrame({ type: 'units.moved', from: a, path: [b, c] })!;
    for (const id of [a, b, c]) expect(holds(f, BOX_PLACES[id]!.tile), id).toBe(true);
    const one = moveFrame({ type: 'unit.retreated', from: a, path: [a] })!;
    expect(one.w).toBeGreaterThanOrEqual(TABLE.sheet.w * 0.42 - 1e-9);
    // Keeps the sheet's proportions, so the close-up is not a sliver.
    expect(one.d / one.w).toBeCloseTo(TABLE.sheet.d / TABLE.sheet.w, 5);
    expect(followFrame({ type: 'units.advanced', from: a, to: b })).not.toBeNull();
    expect(moveFrame({ type: 'units.moved', from: 'nowhere', path: [] })).toBeNull();
  });

  it('a new turn or activation goes back to the whole table; other beats leave the camera be', () => {
    expect(followFrame({ type: 'turn.began' })).toBe('home');
    expect(followFrame({ type: 'activation.began' })).toBe('home');
    expect(followFrame({ type: 'dice.rolled' })).toBeNull();
    expect(followFrame({ type: 'unit.reduced' })).toBeNull();
  });
});
