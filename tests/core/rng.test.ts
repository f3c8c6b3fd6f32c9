// The seeded RNG is the root of determinism: these check it repeats, spreads, survives JSON and
// is fair enough for dice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollD6 } from '../../src/core/dice';
import { createRng, nextUint32, shuffled, type RngState } from '../../src/core/rng';

const draw = (state: RngState, count: number) => Array.from({ length: count }, () => nextUint32(state));

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
