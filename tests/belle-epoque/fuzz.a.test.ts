// Fuzzer, half a: random legal Belle Epoque games through the real machine (src/core/fuzz.ts):
// invariants after every event, no dead end, every game ends with a result, listed events are
// accepted and mangled ones refused with a reason. Each match-up of the "Encounter" scenario.
// Two files so the halves run in parallel; FUZZ_GAMES sets the total for long runs.
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGameCount } from '../../src/core/fuzz';
import { belleModule } from '../../machines/belle-epoque/index';
import { MATCH_UP_IDS } from '../../src/games/belle-epoque/data';

const perMatchUp = Math.ceil(fuzzGameCount(300) / 2 / MATCH_UP_IDS.length);

describe('Belle Epoque fuzzer (a): the "Encounter" scenario', () => {
  MATCH_UP_IDS.forEach((matchUp, i) => {
    it(`${matchUp}: ${perMatchUp} random legal games keep the invariants, never dead-end and all end`, () => {
      const report = fuzz(belleModule, { fromSeed: 1 + i * 10_000, games: perMatchUp, options: { matchUp } });
      console.log(`[fuzz belle ${matchUp}] ${report.games} games, ${report.events} events, ${Math.round(report.eventsPerSecond)} events/s, results ${JSON.stringify(report.results)}`);
      expect(report.failures.slice(0, 5)).toEqual([]);
      expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(perMatchUp);
    });
  });
});
