// The Brief Border Wars bots: they choose only among the legal events given, and the smart bot
// plays with purpose (fixed seeds, outcome comparisons, not timing).
import { describe, expect, it } from 'vitest';
import { bbwModule } from '../../machines/bbw/index';
import { playGame } from '../../src/core/simulate';

const GAMES = Number(process.env.BBW_BOT_GAMES ?? 20);

function wins(white: 'smart' | 'random', grey: 'smart' | 'random', from: number) {
  const tally = { white: 0, grey: 0, draw: 0 };
  for (let seed = from; seed < from + GAMES; seed++) {
    const r = playGame(bbwModule, { seed, bots: { white: bbwModule.bots[white], grey: bbwModule.bots[grey] } });
    expect(r.error).toBeUndefined();
    tally[r.result!.winner as keyof typeof tally]++;
  }
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

  it(`smart grey (Honduras) wins more against random white than random grey does (${GAMES} games each)`, () => {
    const rr = wins('random', 'random', 1000);
    const rs = wins('random', 'smart', 1000);
    console.log(`[bbw bots] random v random ${JSON.stringify(rr)}; random v smart ${JSON.stringify(rs)}`);
    expect(rs.grey).toBeGreaterThan(rr.grey);
    expect(rs.white).toBeLessThan(rr.white);
  });
});
