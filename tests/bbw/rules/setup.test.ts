// 3.0 Setting up the game, the options (9.1) and the state's copy.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialState } from '../../../src/games/bbw/rules/setup';
import { BBW_DEFAULT_OPTIONS, RuleError, bbwOptionsSchema, cloneState } from '../../../src/games/bbw/state';
import { FOOTBALL_WAR_DATA } from '../../../src/games/bbw/scenarios/footballWar';
import { bbwInvariants as conservationProblems } from '../../../src/games/bbw/invariants';

describe('3.0 set-up', () => {
  it('3.0: six white Special Action cards to the designated player (white), six grey to the other; 42 cards shuffled in the deck; Turn 1', () => {
    const s = initialState(7);
    expect(s.specials.white).toEqual(['sw1', 'sw2', 'sw3', 'sw4', 'sw5', 'sw6']);
    expect(s.specials.grey).toEqual(['sg1', 'sg2', 'sg3', 'sg4', 'sg5', 'sg6']);
    expect(s.deck).toHaveLength(42);
    expect(s.turn).toBe(1);
    expect(s.lastTurn).toBe(7);
    expect(s.pending).toEqual({ kind: 'selection' });
    expect(s.hands).toEqual({ white: [], grey: [] });
    expect(conservationProblems(s)).toEqual([]);
  });

  it('3.0: units are placed as the conflict directs, undisrupted', () => {
    const s = initialState(7);
    for (const u of s.units) {
      expect(u.loc).toBe(FOOTBALL_WAR_DATA.setup[u.id]);
      expect(u.disrupted).toBe(false);
    }
  });

  it('3.0: the shuffle comes from the seed (same seed, same deck; another seed, another order)', () => {
    expect(initialState(3).deck).toEqual(initialState(3).deck);
    expect(initialState(3).deck).not.toEqual(initialState(4).deck);
  });

  it('9.11: Special Action cards removed, 1 VP compensation per 2 removed (rounded up)', () => {
    const s = initialState(1, { specialsRemoved: { white: 3, grey: 2 } });
    expect(s.specials.white).toHaveLength(3);
    expect(s.specials.grey).toHaveLength(4);
    expect(s.removed).toHaveLength(5);
    expect(s.compensation).toEqual({ white: 2, grey: 1 });
    expect(conservationProblems(s)).toEqual([]);
    expect(initialState(1, { specialsRemoved: { white: 1 } }).compensation.white).toBe(1);
  });

  it('9.1: options default to the plain game; bad options are refused citing 9.1', () => {
    expect(BBW_DEFAULT_OPTIONS).toEqual({
      scenario: 'football-war',
      specialsRemoved: { white: 0, grey: 0 },
      noReactionMoves: { white: false, grey: false },
      openHand: { white: false, grey: false },
      poorlyTrainedStaff: { white: false, grey: false },
      skilledGuerrillas: false,
    });
    expect(bbwOptionsSchema.safeParse({ scenario: 'nope' }).success).toBe(false);
    expect(bbwOptionsSchema.safeParse({ specialsRemoved: { white: 7 } }).success).toBe(false);
    expect(() => initialState(1, { specialsRemoved: { white: -1 } } as never)).toThrow(/9\.1/);
  });

  it('cloneState is deep: changing the copy leaves the original alone (property over seeds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const s = initialState(seed);
        const before = JSON.stringify(s);
        const c = cloneState(s);
        c.units[0]!.loc = 'x';
        c.deck.pop();
        c.specials.white.pop();
        c.rng.s[0] = 0;
        return JSON.stringify(s) === before && JSON.stringify(cloneState(s)) === before;
      }),
      { numRuns: 50 },
    );
  });
});

describe('RuleError', () => {
  it('a problem that names its rule keeps it; one that does not gets the rule given', () => {
    expect(RuleError.from('6.1', '6.11: held').message).toBe('6.11: held');
    expect(RuleError.from('6.1', 'FW4 fuel shortage (Random Event 2): stuck').message).toBe('FW4 fuel shortage (Random Event 2): stuck');
    expect(RuleError.from('6.1', 'no unit "x"').message).toBe('6.1: no unit "x"');
    expect(RuleError.from('6.1', '9.12 Formation agility: none').name).toBe('RuleError');
  });
});
