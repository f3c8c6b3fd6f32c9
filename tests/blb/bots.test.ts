// The Brave Little Belgium bots: they only ever choose among the legal events they are given, and
// the smart bot plays with purpose on both sides (fixed seeds, outcome comparisons, not timing).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import type { AnyGameModule } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { playGame, type BotKind } from '../../src/core/simulate';
import { randomBot } from '../../src/games/blb/bots/random';
import type { BlbEvent } from '../../src/games/blb/legal';
import type { BlbState } from '../../src/games/blb/state';
import { smartBot } from '../../src/games/blb/bots/smart';

const blb: AnyGameModule = blbModule;
type Ctx = { context: BlbState };

describe('bots choose only legal events', () => {
  it('smart and random bots return one of the events given, at every point of random and smart games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom<BotKind>('random', 'smart'),
        fc.constantFrom<BotKind>('random', 'smart'),
        fc.constantFrom({}, { germanHandicap: true }, { freeSetUp: true }, { alternativeGardeCivique: true }),
        fc.integer({ min: 0, max: 2_000 }),
        (seed, german, entente, options, prefix) => {
          const probe = new Rng(Rng.seeded(seed + 1).state);
          const bad: string[] = [];
          playGame(blb, {
            seed,
            options,
            bots: { german: blb.bots[german], entente: blb.bots[entente] },
            maxEvents: prefix,
            onStep: ({ snapshot, legal, side }) => {
              for (const bot of [smartBot, randomBot]) {
                const chosen = bot({ snapshot: snapshot as unknown as Ctx, side, legal: legal as BlbEvent[], rng: probe });
                if (!legal.includes(chosen)) bad.push(`${side} ${JSON.stringify(chosen)}`);
              }
            },
          });
          expect(bad).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the smart bot keeps to any non-empty subset of the legal events it is handed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (seed, pickSeed) => {
        const cut = new Rng(Rng.seeded(pickSeed).state);
        const bad: string[] = [];
        playGame(blb, {
          seed,
          bots: { german: blb.bots.smart, entente: blb.bots.random },
          onStep: ({ snapshot, legal, side }) => {
            const subset = legal.filter(() => cut.int(2) === 0);
            if (subset.length === 0) subset.push(legal[cut.int(legal.length)]!);
            const chosen = smartBot({ snapshot: snapshot as unknown as Ctx, side, legal: subset as BlbEvent[], rng: cut });
            if (!subset.includes(chosen)) bad.push(`${side} ${JSON.stringify(chosen)} not in ${subset.length} given`);
          },
        });
        expect(bad).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});

interface Tally {
  german: number;
  draw: number;
  entente: number;
  errors: number;
  /** Liege and Namur fort steps destroyed, per game: how far the Germans got (9.0). */
  fortSteps: number;
}

function series(german: BotKind, entente: BotKind, games: number, firstSeed: number): Tally {
  const t: Tally = { german: 0, draw: 0, entente: 0, errors: 0, fortSteps: 0 };
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const r = playGame(blb, { seed, bots: { german: blb.bots[german], entente: blb.bots[entente] } });
    if (r.error || !r.result) {
      t.errors++;
      continue;
    }
    t[r.result.winner as 'german' | 'draw' | 'entente']++;
    const s = (r.snapshot as unknown as Ctx).context;
    t.fortSteps += (4 - s.forts['liege']!.steps + (4 - s.forts['namur']!.steps)) / games;
  }
  return t;
}

describe('the smart bot plays with purpose (fixed seeds)', () => {
  const GAMES = 40;
  const SEED = 5000;
  let rr: Tally, sr: Tally, rs: Tally, ss: Tally;
  beforeAll(() => {
    rr = series('random', 'random', GAMES, SEED);
    sr = series('smart', 'random', GAMES, SEED);
    rs = series('random', 'smart', GAMES, SEED);
    ss = series('smart', 'smart', GAMES, SEED);
  }, 120_000);
  const score = (t: Tally) => t.german + t.draw / 2;

  it('no game breaks', () => {
    expect([rr.errors, sr.errors, rs.errors, ss.errors]).toEqual([0, 0, 0, 0]);
  });

  it('a smart German wins clearly more than a random German against a random Entente', () => {
    expect(sr.german).toBeGreaterThanOrEqual(rr.german + GAMES / 2);
    expect(sr.fortSteps).toBeGreaterThan(rr.fortSteps + 2);
  });

  it('a smart Entente holds a random German back more than a random Entente does', () => {
    expect(score(rs)).toBeLessThanOrEqual(score(rr));
    // Random Germans rarely win either way: how much of Liege and Namur they destroy tells.
    expect(rs.fortSteps).toBeLessThan(rr.fortSteps - 1);
  });

  it('a smart Entente clearly lowers a smart German win rate', () => {
    expect(ss.german).toBeLessThanOrEqual(sr.german - GAMES / 4);
    expect(score(ss)).toBeLessThan(score(sr));
    // ... and the game stays a game: the smart German still wins or draws some.
    expect(ss.german + ss.draw).toBeGreaterThan(0);
  });
});

