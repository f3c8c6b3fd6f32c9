// The seeded RNG is the root of determinism: these check it repeats, spreads, survives JSON and
// is fair enough for dice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollD6 } from '../../src/core/dice';
import { createRng, nextUint32, shuffled, type RngState } from '../../src/core/rng';

const draw = (state: RngState, count: number) => Array.from({ length: count }, () => nextUint32(state));
/** The first three draws of seed 7 before seeds used their high bits (the recorded games rely on them). */
const SEED_7_FIRST_DRAWS = [1358991604, 1619036974, 2452241270];

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(createRng(1234), 50)).toEqual(draw(createRng(1234), 50));
  });

  it('gives different sequences for different (even adjacent) seeds', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 200; seed++) firsts.add(draw(createRng(seed), 4).join(','));
    expect(firsts.size).toBe(200);
    expect(draw(createRng(1), 10)).not.toEqual(draw(createRng(2), 10));
  });

  it('uses every bit of a safe-integer seed: seeds equal modulo 2^32 play different games (issue 13)', () => {
    const TWO32 = 0x100000000;
    for (const base of [0, 1, 7, 123456789, TWO32 - 1]) {
      const seeds = [0, 1, 2, -1, -2, 2 ** 20, -(2 ** 21)].map((k) => base + k * TWO32).filter((seed) => Number.isSafeInteger(seed));
      const streams = new Set(seeds.map((seed) => draw(createRng(seed), 8).join(',')));
      expect(seeds.length).toBeGreaterThanOrEqual(6);
      expect(streams.size, `seeds ${base} + k * 2^32`).toBe(seeds.length);
    }
    // The largest and smallest safe seeds are games of their own, not their neighbours' by rounding.
    const top = Number.MAX_SAFE_INTEGER;
    expect(draw(createRng(top), 8)).not.toEqual(draw(createRng(top - 1), 8));
    expect(draw(createRng(-top), 8)).not.toEqual(draw(createRng(-top + 1), 8));
  });

  it('keeps the games of seeds 0 to 4294967295 as they were (recorded first draws)', () => {
    expect(draw(createRng(7), 3)).toEqual(SEED_7_FIRST_DRAWS);
  });

  it('serializes through JSON and continues identically', () => {
    const original = createRng(99);
    draw(original, 17);
    const restored = JSON.parse(JSON.stringify(original)) as RngState;
    expect(restored).toEqual(original);
    expect(draw(restored, 100)).toEqual(draw(original, 100));
    expect(restored.draws).toBe(original.draws);
  });

  it('rolls fair d6 (chi-square over 60000 rolls within a generous bound)', () => {
    const rolls = 60000;
    const state = createRng(2024);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < rolls; i++) counts[rollD6(state) - 1]!++;
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: p = 0.0001 at about 25.7; 40 leaves no room for flakiness.
    expect(chiSquare).toBeLessThan(40);
  });

  it('shuffled returns a permutation of its input (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }), (seed, items) => {
        const out = shuffled(createRng(seed), items);
        expect(out).toHaveLength(items.length);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});
