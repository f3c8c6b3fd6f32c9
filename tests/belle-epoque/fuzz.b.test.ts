// Fuzzer, half b: random legal Belle Epoque games with the authored "Drift" map (fortifications,
// rough and impassable ground known from the start) and the other generals and doctrines.
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGameCount } from '../../src/core/fuzz';
import { belleModule } from '../../machines/belle-epoque/index';

const games = Math.ceil(fuzzGameCount(300) / 2 / 3);

const VARIANTS: { name: string; options: unknown }[] = [
  { name: 'Drift scenario', options: { scenario: 'drift' } },
  { name: 'Drift, Zulu War, superior vs mediocre generals', options: { scenario: 'drift', matchUp: 'zulu-war-1879', generals: { red: 'superior', blue: 'mediocre' } } },
  { name: 'Encounter, Russo-Japanese, close vs loose doctrine', options: { matchUp: 'russo-japanese-1904', doctrine: { red: 'close', blue: 'loose' }, generals: { red: 'mediocre', blue: 'superior' } } },
];

describe('Belle Epoque fuzzer (b): variants', () => {
  VARIANTS.forEach((v, i) => {
    it(`${v.name}: ${games} random legal games keep the invariants, never dead-end and all end`, () => {
      const report = fuzz(belleModule, { fromSeed: 50_001 + i * 10_000, games, options: v.options });
      console.log(`[fuzz belle b ${v.name}] ${report.games} games, ${report.events} events, results ${JSON.stringify(report.results)}`);
      expect(report.failures.slice(0, 5)).toEqual([]);
      expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(games);
    });
  });
});
