// Whole Belle Epoque games played at random through the pure rules API: the invariants (one unit
// per sector, stands within limits, tokens accounted for) hold after every step, and every game ends.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playRandomGame } from '../randomGame';
import { MATCH_UP_IDS } from '../../../src/games/belle-epoque/data';

describe('random play', () => {
  for (const matchUp of MATCH_UP_IDS) {
    for (const scenario of ['encounter', 'drift'] as const) {
      it(`${matchUp} on ${scenario}: invariants hold at every step and the game ends by the turn limit`, () => {
        let fights = 0;
        for (const seed of [1, 2]) {
          const g = playRandomGame(seed, { matchUp, scenario });
          expect(g.violations).toEqual([]);
          expect(g.result.winner).not.toBeNull();
          expect(g.final.turn).toBeLessThanOrEqual(8);
          fights += g.assaults + g.fires;
        }
        expect(fights).toBeGreaterThan(0);
      });
    }
  }

  it('a game is a function of its seed', () => {
    const a = playRandomGame(42, { matchUp: 'zulu-war-1879' });
    const b = playRandomGame(42, { matchUp: 'zulu-war-1879' });
    expect(a.final).toEqual(b.final);
  });

  it('property: any seed, match-up, scenario and generals play to a result with no invariant broken', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...MATCH_UP_IDS),
        fc.constantFrom('encounter' as const, 'drift' as const),
        fc.constantFrom('mediocre' as const, 'average' as const, 'superior' as const),
        fc.integer({ min: 1, max: 4 }),
        (seed, matchUp, scenario, general, turnLimit) => {
          const g = playRandomGame(seed, { matchUp, scenario, generals: { red: general }, turnLimit });
          expect(g.violations).toEqual([]);
          expect(g.result.winner).not.toBeNull();
        },
      ),
      { numRuns: 8 },
    );
  });
});
