// View privacy, the same check for every game (DESIGN.md, "The game module": "Two states that
// differ only in what a side may not know give that side identical views"). Random games are
// played through the real machine; at many positions the game's own `perturb` builds contexts that
// differ from the real one only in what `side` may not know (hidden identities, the RNG: the
// draws and dice to come), and `module.view(snapshot, side)` must give the same JSON for all of
// them. The legal events (shown to both players, ids included) and the narration must not change
// either.
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { Rng, createRng, nextUint32, type RngState } from '../../src/core/rng';
import { playGame } from '../../src/core/simulate';

export interface ViewPrivacySpec<C> {
  module: AnyGameModule;
  /** Seeds of the random games, per option set (`{}`: the module's defaults). */
  games: { seeds: number[]; options?: unknown; label: string }[];
  /**
   * A copy of `ctx` that differs only in what `side` may not know; `rng` gives the choices. Must
   * not change `ctx`. Return null where nothing is hidden from `side` at this position.
   */
  perturb(ctx: C, side: string, rng: Rng): C | null;
  /** Check every n-th position of a game (default 5). */
  every?: number;
  /** Perturbed contexts per side and position (default 2). */
  variants?: number;
  /** Stop a game after this many events (default 600). */
  maxEvents?: number;
  /** At least this many positions must have had something hidden perturbed, over all games. */
  minPerturbed?: number;
}

/** A fresh RNG state, unrelated to the game's: another seed, another draw count. */
export function otherRng(rng: Rng): RngState {
  const st = createRng(rng.int(0x7fffffff));
  const warm = 1 + rng.int(50);
  for (let i = 0; i < warm; i++) nextUint32(st);
  st.draws = rng.int(100_000);
  return st;
}

/** Fisher-Yates shuffle with a test-side RNG; a non-identity permutation when there are 2+ items. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  for (let attempt = 0; attempt < 20; attempt++) {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    if (items.length < 2 || out.some((x, i) => x !== items[i])) return out;
  }
  return items.slice();
}

/**
 * Deep copy of plain data with strings renamed by `map` wherever they occur, as values or as
 * object keys (an identity swapped everywhere the state names it).
 */
export function renameDeep<T>(v: T, map: ReadonlyMap<string, string>): T {
  if (typeof v === 'string') return (map.get(v) ?? v) as T;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => renameDeep(x, map)) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[map.get(k) ?? k] = renameDeep((v as Record<string, unknown>)[k], map);
  return out as T;
}

export interface PrivacyReport {
  positions: number;
  perturbed: number;
  leaks: string[];
}

/** Plays the games and compares views; returns what differed (first few) and how much was checked. */
export function checkViewPrivacy<C>(spec: ViewPrivacySpec<C>, game: ViewPrivacySpec<C>['games'][number]): PrivacyReport {
  const { module } = spec;
  const every = spec.every ?? 5;
  const variants = spec.variants ?? 2;
  const report: PrivacyReport = { positions: 0, perturbed: 0, leaks: [] };
  const bots = Object.fromEntries(module.sides.map((s) => [s, module.bots.random]));
  const json = (x: unknown) => JSON.stringify(x);
  for (const seed of game.seeds) {
    const rng = Rng.seeded(seed * 7 + 3);
    const res = playGame(module, {
      seed,
      options: game.options,
      bots,
      maxEvents: spec.maxEvents ?? 600,
      onStep: ({ snapshot, index }) => {
        if (index % every !== 0 || report.leaks.length >= 5) return;
        report.positions++;
        const ctx = snapshot.context as C;
        const before = json(ctx);
        const legal = json(module.legalEvents(snapshot));
        const said = module.describe(snapshot);
        let any = false;
        for (const side of module.sides) {
          const view = json(module.view(snapshot, side));
          for (let k = 0; k < variants; k++) {
            const other = spec.perturb(ctx, side, rng);
            if (other === null) continue;
            any = true;
            const alt = module.machine.resolveState({ value: snapshot.value, context: other }) as AnyMachineSnapshot;
            const where = `${game.label}, seed ${seed}, event ${index}, ${side}`;
            const altView = json(module.view(alt, side));
            if (altView !== view) report.leaks.push(`${where}: the view differs\n${firstDifference(view, altView)}`);
            const altLegal = json(module.legalEvents(alt));
            if (altLegal !== legal) report.leaks.push(`${where}: the legal events differ\n${firstDifference(legal, altLegal)}`);
            const altSaid = module.describe(alt);
            if (altSaid !== said) report.leaks.push(`${where}: the narration differs: "${said}" / "${altSaid}"`);
          }
        }
        if (any) report.perturbed++;
        if (json(ctx) !== before) report.leaks.push(`${game.label}, seed ${seed}: perturb changed the real context`);
      },
    });
    if (res.error && !/did not end within/.test(res.error.message)) report.leaks.push(`${game.label}, seed ${seed}: ${res.error.message}`);
  }
  return report;
}

/** The two JSON texts around their first differing character. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 120);
  return `  real:      …${a.slice(from, i + 120)}…\n  perturbed: …${b.slice(from, i + 120)}…`;
}

/** Declares the view-privacy tests of a module, one per option set. */
export function describeViewPrivacy<C>(spec: ViewPrivacySpec<C>): void {
  describe(`${spec.module.title}: a side's view carries nothing that side may not know`, () => {
    for (const game of spec.games) {
      it(`${game.label}: views, legal events and narration are identical across states that differ only in hidden things (${game.seeds.length} random games)`, () => {
        const r = checkViewPrivacy(spec, game);
        expect(r.leaks.slice(0, 3)).toEqual([]);
        expect(r.perturbed).toBeGreaterThanOrEqual(spec.minPerturbed ?? 10);
      });
    }
  });
}
