// Whole games at random through the rules' own legal-choice lists: conservation properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialState } from '../../../src/games/bbw/rules/setup';
import { victory } from '../../../src/games/bbw/rules/final';
import { cloneState } from '../../../src/games/bbw/state';
import { bbwInvariants as conservationProblems } from '../../../src/games/bbw/invariants';
import { randomGame } from '../randomGame';

describe('random games (property)', () => {
  it('every card in exactly one place and every unit in exactly one place after every step; inputs never mutated; every game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.boolean(), (seed, opts) => {
        const options = opts
          ? { specialsRemoved: { white: 2, grey: 1 }, noReactionMoves: { grey: true }, poorlyTrainedStaff: { white: true }, skilledGuerrillas: true }
          : {};
        const s0 = initialState(seed, options);
        let last = JSON.stringify(s0);
        let prev = s0;
        const { state } = randomGame(s0, seed + 1, (s) => {
          expect(JSON.stringify(prev)).toBe(last); // the input of the step is untouched
          const problems = conservationProblems(s);
          if (problems.length) throw new Error(`seed ${seed}: ${problems.join('; ')}`);
          if (s.pending.kind === 'play' || s.pending.kind === 'selection') {
            expect(s.battle).toBeNull();
          }
          prev = s;
          last = JSON.stringify(cloneState(s));
        });
        expect(state.turn).toBeLessThanOrEqual(7);
        expect(state.turn).toBeGreaterThanOrEqual(state.lastTurn);
        const v = victory(state);
        expect(v.vp.white - v.vp.grey).toBe(v.net);
      }),
      { numRuns: 40 },
    );
  });
});

describe('determinism', () => {
  it('the same seed and the same choices rebuild the same state (dice and draws come only from the state\'s RNG)', () => {
    for (const seed of [1, 2, 3]) {
      const a = randomGame(initialState(seed), 99).state;
      const b = randomGame(initialState(seed), 99).state;
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });
});
