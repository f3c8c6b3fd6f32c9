// Fuzzer: random legal games of Brief Border Wars through the real machine (src/core/fuzz.ts),
// invariants at every settled state. FUZZ_GAMES sets the count for long runs (the CI count is the
// other games' share, scaled down because a bbw game is longer).
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGameCount } from '../../src/core/fuzz';
import { bbwModule } from '../../machines/bbw/index';

const games = Math.ceil(fuzzGameCount(200));
// Long runs (FUZZ_GAMES=2000 takes about 3 minutes on a busy machine) get a timeout to match.
const timeout = Math.max(120_000, games * 300);

describe('Brief Border Wars fuzzer', () => {
  it(`plays ${games} random legal games: invariants hold, no dead end, every game ends with a result`, () => {
    const report = fuzz(bbwModule, { fromSeed: 1, games });
    console.log(`[fuzz bbw] ${report.games} games, ${report.events} events, ${Math.round(report.eventsPerSecond)} events/s, results ${JSON.stringify(report.results)}`);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(games);
  }, timeout);

  it('9.11-9.15 options: random games stay legal and end', () => {
    const report = fuzz(bbwModule, {
      fromSeed: 70001,
      games: Math.max(5, Math.ceil(games / 10)),
      options: { specialsRemoved: { white: 2, grey: 1 }, noReactionMoves: { grey: true }, openHand: { white: true }, poorlyTrainedStaff: { grey: true }, skilledGuerrillas: true },
    });
    expect(report.failures.slice(0, 5)).toEqual([]);
  }, timeout);
});
