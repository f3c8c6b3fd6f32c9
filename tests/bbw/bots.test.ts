// The Brief Border Wars bots: they choose only among the legal events given, and the smart bot
// plays with purpose (fixed seeds, outcome comparisons, not timing).
import { describe, expect, it } from 'vitest';
import { bbwModule } from '../../machines/bbw/index';
import { playGame } from '../../src/core/simulate';

const GAMES = Number(process.env.BBW_BOT_GAMES ?? 20);

function wins(white: 'smart' | 'random', grey: 'smart' | 'random', from: number, games = GAMES) {
  const tally = { white: 0, grey: 0, draw: 0, net: 0 };
  for (let seed = from; seed < from + games; seed++) {
    const r = playGame(bbwModule, { seed, bots: { white: bbwModule.bots[white], grey: bbwModule.bots[grey] } });
    expect(r.error).toBeUndefined();
    tally[r.result!.winner as 'white' | 'grey' | 'draw']++;
    const vp = (r.result as unknown as { vp: { white: number; grey: number } }).vp;
    tally.net += vp.white - vp.grey;
  }
  tally.net /= games;
  return tally;
}

describe('Brief Border Wars bots', () => {
  it('the smart bot returns one of the legal events at every step of a game', () => {
    const bad: string[] = [];
    playGame(bbwModule, {
      seed: 3,
      bots: { white: bbwModule.bots.smart, grey: bbwModule.bots.random },
      onStep: ({ legal, chosen }) => { if (!legal.includes(chosen)) bad.push(JSON.stringify(chosen)); },
    });
    expect(bad).toEqual([]);
  });

  // Seeded (games from 1000), so the tallies are the same on every run. Random v random games are
  // quick: the baseline plays three times as many, and the checks compare win rates.
  const BASE = 3 * GAMES;
  let rr: ReturnType<typeof wins> | null = null;
  const randomRandom = () => (rr ??= wins('random', 'random', 1000, BASE));
  const rate = (n: number, of: number) => n / of;

  it(`smart grey (Honduras) beats a random El Salvador and lowers its win rate against a random Honduras (${GAMES} games each)`, () => {
    const base = randomRandom();
    const rs = wins('random', 'smart', 1000);
    console.log(`[bbw bots] random v random ${JSON.stringify(base)}; random v smart ${JSON.stringify(rs)}`);
    expect(rs.grey).toBeGreaterThan(rs.white);
    expect(rate(rs.grey, GAMES)).toBeGreaterThan(rate(base.grey, BASE));
    expect(rate(rs.white, GAMES)).toBeLessThan(rate(base.white, BASE));
    // random El Salvador already wins few games against random Honduras: the mean net VP shows the margin
    expect(rs.net).toBeLessThan(base.net - 3);
  });

  it(`smart white (El Salvador) beats a random Honduras and lowers its win rate against a random El Salvador (${GAMES} games each)`, () => {
    const base = randomRandom();
    const sr = wins('smart', 'random', 1000);
    console.log(`[bbw bots] random v random ${JSON.stringify(base)}; smart v random ${JSON.stringify(sr)}`);
    expect(sr.white).toBeGreaterThan(sr.grey);
    expect(rate(sr.white, GAMES)).toBeGreaterThan(rate(base.white, BASE));
    expect(rate(sr.grey, GAMES)).toBeLessThan(rate(base.grey, BASE));
    expect(sr.net).toBeGreaterThan(base.net + 3);
  });
});
