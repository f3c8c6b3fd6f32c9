// §15 winter quarters and plunder (authored, docs/authored-data.md "Loyalty Index"): at the British
// supply determination of the last week of December, January and February the Loyalty Index rises
// by one while the British hold a New Jersey town (tables/loyalty.ts WINTER_PLUNDER), told as a
// loyalty.changed beat; not in another week, nor with no such town held.
import { describe, expect, it } from 'vitest';
import { beatsOf } from '../../../src/games/lpg/beats';
import { applyEvent, type LpgEvent } from '../../../src/games/lpg/legal';
import { checkInvariants } from '../../../src/games/lpg/invariants';
import { place } from '../../../src/games/lpg/rules/hex';
import { calendar, initialState, type LpgState } from '../../../src/games/lpg/state';

/** The British Movement phase of `turn` (no card in hand, nothing to raze), a British unit alone in Trenton when `trenton`. */
function britishMovement(turn: number, trenton: boolean): LpgState {
  const s = initialState(5);
  Object.assign(s, { turn }, calendar(turn));
  s.side = 'british';
  s.phase = 'movement';
  s.hands = { american: [], british: [] };
  s.decks = { american: [...s.decks.american, ...initialState(5).hands.american], british: [...s.decks.british, ...initialState(5).hands.british] };
  if (trenton) {
    const hex = place('trenton').hex;
    for (const u of s.units) if (u.side === 'american' && u.hex === hex) u.hex = place('philadelphia').hex;
    const u = s.units.find((x) => x.side === 'british' && x.commander === null && x.hex !== null) ?? s.units.find((x) => x.id === 'nj-volunteers')!;
    Object.assign(u, { commander: null, hex, phantom: null });
  }
  return s;
}
const endMovement: LpgEvent = { type: 'endMovement', side: 'british' };

describe('§15 winter quarters and plunder', () => {
  it('§15 the last week of December: the British hold Trenton, the Index rises by one at their supply, with its beat', () => {
    const s = britishMovement(12, true);
    s.loyalty = 4;
    const t = applyEvent(s, endMovement);
    expect(t.phase).toBe('reinforcement');
    expect(t.holders.trenton).toBe('british');
    expect(t.loyalty).toBe(5);
    expect(beatsOf(s, t, endMovement)).toContainEqual({ type: 'loyalty.changed', index: 5, delta: 1, rule: '15' });
    expect(checkInvariants(t)).toEqual([]);
  });

  it('§15 not in another week, and not without a New Jersey town held', () => {
    for (const [turn, trenton] of [[11, true], [13, true], [12, false]] as const) {
      const s = britishMovement(turn, trenton);
      s.loyalty = 4;
      const t = applyEvent(s, endMovement);
      expect(t.phase).toBe('reinforcement');
      expect(t.loyalty).toBe(4);
      expect(beatsOf(s, t, endMovement).some((b) => b.type === 'loyalty.changed')).toBe(false);
    }
  });
});
