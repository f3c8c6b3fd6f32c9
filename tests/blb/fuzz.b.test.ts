// Fuzzer, half b: random legal games through the real machine (see src/core/fuzz.ts). Two
// files so the two halves run in parallel; FUZZ_GAMES sets the total for long runs.
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGameCount } from '../../src/core/fuzz';
import { blbModule } from '../../machines/blb/index';

const games = Math.ceil(fuzzGameCount(1000) / 2);

describe('Brave Little Belgium fuzzer (b)', () => {
  it(`plays ${games} random legal games: invariants hold, no dead end, every game ends with a result`, () => {
    const report = fuzz(blbModule, { fromSeed: 100001, games });
    console.log(`[fuzz blb b] ${report.games} games, ${report.events} events, ${Math.round(report.eventsPerSecond)} events/s, results ${JSON.stringify(report.results)}`);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(games);
  });

  it('3.2 variants (Free Set-Up + German Handicap): random games stay legal and end', () => {
    const report = fuzz(blbModule, { fromSeed: 150001, games: Math.ceil(games / 10), options: { freeSetUp: true, germanHandicap: true } });
    expect(report.failures.slice(0, 5)).toEqual([]);
  });
});
