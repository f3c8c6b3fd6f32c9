// The camera follows a combat to the Battle Board (src/scene/blb/CameraDirector.tsx): the frame
// always holds the board and the dice tray, and the combat's box too when that still leaves the
// board large; the Atrocities Check frames the tray with the track; play leaving the combat (a
// move, a chit drawn, a new turn) takes it back home.
import { describe, expect, it } from 'vitest';
import { atrocitiesFrame, combatFrame, leavesCombat, nextIsElsewhere } from '../../src/scene/blb/CameraDirector';
import { BOX_PLACES, TABLE, rectEdges, type Rect } from '../../src/scene/blb/layout';

const holds = (outer: Rect, inner: Rect) =>
  rectEdges.left(outer) <= rectEdges.left(inner) + 1e-9 &&
  rectEdges.right(outer) >= rectEdges.right(inner) - 1e-9 &&
  rectEdges.top(outer) <= rectEdges.top(inner) + 1e-9 &&
  rectEdges.bottom(outer) >= rectEdges.bottom(inner) - 1e-9;

describe('camera director', () => {
  it('frames the board and tray for every combat box, with the box when the frame stays narrow', () => {
    let withBox = 0;
    for (const [id, place] of Object.entries(BOX_PLACES)) {
      const f = combatFrame(id);
      expect(holds(f, TABLE.battleBoard), id).toBe(true);
      expect(holds(f, TABLE.diceTray), id).toBe(true);
      if (holds(f, place.tile)) withBox++;
      expect(f.w).toBeLessThanOrEqual(24 + 1e-9);
    }
    // The eastern boxes (Aachen, Liège, ...) are framed with the board; the far west is not.
    expect(withBox).toBeGreaterThan(0);
    expect(withBox).toBeLessThan(Object.keys(BOX_PLACES).length);
  });

  it('4.2a frames the dice tray and the Atrocities Track together for the Atrocities Check', () => {
    const f = atrocitiesFrame();
    expect(holds(f, TABLE.diceTray)).toBe(true);
    expect(holds(f, TABLE.atrocities.frame)).toBe(true);
    expect(f.w).toBeLessThan(TABLE.sheet.w);
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
