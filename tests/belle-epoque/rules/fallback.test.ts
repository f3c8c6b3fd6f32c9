// Belle Epoque FALL BACK MOVEMENTS: "even" losses become 1 UD backward moves; the rule "does not
// apply if the backward movement cannot be performed (...), or if the unit doesn't move away from
// every opponent in the process". Reading (docs/rules-notes.md): each step takes the unit farther
// from every enemy unit on the table, and the fall back stops on entering cover or a hill, like
// any move.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assaultWithDice } from '../../../src/games/belle-epoque/rules/assault';
import { applyFallBack, fallBackPaths, longestFallBack } from '../../../src/games/belle-epoque/rules/fallback';
import { applyFireLosses, fireFallBackLimit } from '../../../src/games/belle-epoque/rules/firing';
import { stopsOnEntering } from '../../../src/games/belle-epoque/rules/movement';
import { SECTOR_COUNT, distance, neighbours, sectorLabel } from '../../../src/games/belle-epoque/rules/hex';
import { fallBackChoices, fireLossPaths, initialContext } from '../../../src/games/belle-epoque/rules/steps';
import { choicesOf } from '../../../src/games/belle-epoque/legal';
import { type BelleContext, type BelleState, groundOf, unitAt, unitById } from '../../../src/games/belle-epoque/state';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';
import type { Terrain } from '../../../src/games/belle-epoque/types';
import { bareBoard, put, terrain, at } from '../helpers';

const labels = (paths: number[][]) => paths.map((p) => p.map(sectorLabel));

describe('FALL BACK MOVEMENTS: away from every opponent', () => {
  it('FALL BACK MOVEMENTS: a unit beaten from g5 (winner on g6) may not fall back g4 -> f3 past an enemy on f4; it must go away from both', () => {
    const s = bareBoard({ matchUp: 'zulu-war-1879' });
    put(s, 'b', 'red', 'british-1899', 'g5');
    put(s, 'z', 'blue', 'zulu-1879', 'g6');
    put(s, 'flank', 'blue', 'zulu-1879', 'f4');
    // 5 points: 3 stands and 2 UD back.
    const r = assaultWithDice(s, 'z', 'b', [4, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect([r.winner, r.losses, r.standsLost.b]).toEqual(['z', 5, 3]);
    expect(r.fallBack).toMatchObject({ unit: 'b', steps: 2, from: at('g5') });
    const offered = fallBackPaths(r.state, 'b', r.fallBack!.awayFrom, 2);
    expect(labels(offered)).toEqual([['h4', 'i4']]);
    expect(() => applyFallBack(r.state, r.fallBack!, [at('g4'), at('f3')])).toThrow(/cannot fall back/);
    expect(() => applyFallBack(r.state, r.fallBack!, [at('g4'), at('g3')])).toThrow(/cannot fall back/);
    const back = applyFallBack(r.state, r.fallBack!, [at('h4'), at('i4')]).state;
    expect(unitById(back, 'b').sector).toBe(at('i4'));
  });

  it('FALL BACK MOVEMENTS: with opponents on both sides there is no way away from every one; the even losses are stands', () => {
    const s = bareBoard({ matchUp: 'zulu-war-1879' });
    put(s, 'b', 'red', 'british-1899', 'g5');
    put(s, 'z', 'blue', 'zulu-1879', 'g6');
    put(s, 'ahead', 'blue', 'zulu-1879', 'g3'); // 2 UD off: every step back from g6 comes no farther from it
    const r = assaultWithDice(s, 'z', 'b', [1, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.losses).toBe(2);
    expect(r.fallBack).toBeNull();
    expect(r.standsLost.b).toBe(2);
    expect(unitById(r.state, 'b').sector).toBe(at('g5'));
    expect(belleInvariants(r.state)).toEqual([]);
  });

  it('FALL BACK MOVEMENTS: fire losses become fall back only away from every enemy unit, not just the firer', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'boer-1899', 'g4', { moved: true });
    expect(fireFallBackLimit(s, 'b', at('g3'), 2)).toBe(1);
    put(s, 'flank', 'red', 'british-1899', 'f5'); // 2 UD from g4: g5 comes nearer, h4 no farther
    expect(fireFallBackLimit(s, 'b', at('g3'), 2)).toBe(0);
    expect(() => applyFireLosses(s, 'b', at('g3'), 2, [at('g5')])).toThrow(/cannot fall back/);
  });
});

describe('FALL BACK MOVEMENTS: stops like any move', () => {
  it('FALL BACK MOVEMENTS: a 2 UD fall back may not run through woods (g5 -> g6 -> f6 with woods on g6)', () => {
    const s = bareBoard();
    terrain(s, 'g6', 'woods');
    put(s, 'b', 'red', 'british-1899', 'g5');
    put(s, 'z', 'blue', 'zulu-1879', 'g4');
    const r = assaultWithDice(s, 'z', 'b', [4, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.fallBack).toMatchObject({ unit: 'b', steps: 2 });
    const offered = fallBackPaths(r.state, 'b', r.fallBack!.awayFrom, 2);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((p) => p[0] === at('g6'))).toBe(false);
    expect(() => applyFallBack(r.state, r.fallBack!, [at('g6'), at('f6')])).toThrow(/cannot fall back/);
  });

  it('FALL BACK MOVEMENTS: entering woods, a hill or fortifications ends the fall back; the steps it cannot make are stands', () => {
    for (const [ground, fortified] of [['woods', false], ['hill', false], ['open', true]] as [Terrain, boolean][]) {
      const s = bareBoard();
      terrain(s, 'g6', ground, fortified);
      terrain(s, 'f5', 'river');
      terrain(s, 'h5', 'river');
      put(s, 'b', 'red', 'british-1899', 'g5');
      put(s, 'z', 'blue', 'zulu-1879', 'g4');
      // 4 points: 2 stands and 2 UD back, but only g6 leads away and the move stops there.
      const r = assaultWithDice(s, 'z', 'b', [4, 6, 6, 6, 6, 6], [6, 6, 6, 6]);
      expect(r.losses).toBe(4);
      expect(r.fallBack).toMatchObject({ unit: 'b', steps: 1 });
      expect(r.standsLost.b).toBe(3);
      expect(fallBackPaths(r.state, 'b', r.fallBack!.awayFrom, 1)).toEqual([[at('g6')]]);
      expect(fallBackPaths(r.state, 'b', r.fallBack!.awayFrom, 2)).toEqual([]);
      expect(unitById(applyFallBack(r.state, r.fallBack!, [at('g6')]).state, 'b').sector).toBe(at('g6'));
    }
  });

  it('FALL BACK MOVEMENTS: under fire the target may stop in cover after fewer steps (a choice), never pass through it', () => {
    const s = bareBoard();
    terrain(s, 'g5', 'woods');
    terrain(s, 'f4', 'river');
    terrain(s, 'h4', 'river');
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'boer-1899', 'g4', { moved: true });
    expect(fireFallBackLimit(s, 'b', at('g3'), 4)).toBe(1);
    expect(() => applyFireLosses(s, 'b', at('g3'), 4, [at('g5'), at('g6')])).toThrow(/cannot fall back/);
    const c = context(s);
    c.fire = { firer: 'r', target: 'b', firerSector: at('g3'), hits: 4, limit: fireFallBackLimit(s, 'b', at('g3'), 4) };
    expect(fireLossPaths(c)).toEqual([[], [at('g5')]]);
  });
});

// ---- Property: every fall back offered, after an assault or under fire, is one the text allows ----

const GROUNDS: (Terrain | 'fort')[] = ['open', 'open', 'open', 'open', 'hill', 'woods', 'dense', 'swamp', 'river', 'fort'];
const CARDS = ['british-1899', 'boer-1899', 'zulu-1879', 'japanese-1894', 'british-cavalry-1879'];

function context(s: BelleState): BelleContext {
  const c = initialContext(1);
  c.game = s;
  return c;
}

/**
 * A random board and 2 to 14 units of both sides. The units stand anywhere, or (`crowded`) among
 * the 37 sectors nearest a random centre, so that many of them are in contact.
 */
const positionOf = (crowded: boolean) =>
  fc.record({
    grounds: fc.array(fc.integer({ min: 0, max: GROUNDS.length - 1 }), { minLength: SECTOR_COUNT, maxLength: SECTOR_COUNT }),
    hidden: fc.array(fc.integer({ min: 0, max: SECTOR_COUNT - 1 }), { maxLength: 10 }),
    centre: fc.integer({ min: 0, max: SECTOR_COUNT - 1 }),
    units: fc.uniqueArray(fc.integer({ min: 0, max: crowded ? 36 : SECTOR_COUNT - 1 }), { minLength: 2, maxLength: 14 }),
    sides: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    cards: fc.array(fc.integer({ min: 0, max: CARDS.length - 1 }), { minLength: 14, maxLength: 14 }),
  }).map((p) => {
    if (!crowded) return p;
    const near = Array.from({ length: SECTOR_COUNT }, (_, i) => i).sort((a, b) => distance(p.centre, a) - distance(p.centre, b) || a - b);
    return { ...p, units: p.units.map((i) => near[i]!) };
  });
const position = positionOf(false);

function build(p: { grounds: number[]; hidden: number[]; units: number[]; sides: boolean[]; cards: number[] }): BelleState {
  const s = bareBoard({ matchUp: 'zulu-war-1879' });
  p.grounds.forEach((g, i) => {
    const ground = GROUNDS[g]!;
    s.sectors[i] = { terrain: ground === 'fort' ? 'open' : ground, discovered: true, fortified: ground === 'fort' };
  });
  for (const h of p.hidden) s.sectors[h] = { terrain: null, discovered: false, fortified: false };
  p.units.forEach((sector, i) => {
    s.sectors[sector] = { terrain: 'open', discovered: true, fortified: false };
    const u = put(s, `u${i}`, i === 0 ? 'red' : i === 1 ? 'blue' : p.sides[i] ? 'red' : 'blue', CARDS[p.cards[i]!]!, 'a1');
    u.sector = sector;
  });
  return s;
}

/** The text's conditions on one fall-back path, checked step by step against every enemy unit. */
function violation(s: BelleState, unitId: string, path: number[]): string | null {
  const u = unitById(s, unitId);
  const enemies = s.units.filter((e) => e.sector !== null && e.side !== u.side).map((e) => e.sector!);
  let at = u.sector!;
  for (let i = 0; i < path.length; i++) {
    const next = path[i]!;
    if (distance(at, next) !== 1) return `step ${i} is not 1 UD`;
    if (!s.sectors[next]!.discovered || groundOf(s, next).impassable || unitAt(s, next)) return `step ${i} enters ${next}: unknown, impassable or occupied`;
    for (const e of enemies) if (distance(next, e) <= distance(at, e)) return `step ${i} to ${next} comes no farther from the enemy on ${e}`;
    if (i < path.length - 1 && (groundOf(s, next).cover || groundOf(s, next).hill || groundOf(s, next).fortified)) return `step ${i} runs through cover or a hill at ${next}`;
    at = next;
  }
  return null;
}

/** Every path of `k` steps the text allows, found by brute force. */
function allowedPaths(s: BelleState, unitId: string, k: number): number[][] {
  const out: number[][] = [];
  const walk = (path: number[]) => {
    if (path.length === k) {
      if (violation(s, unitId, path) === null) out.push(path);
      return;
    }
    const from = path.length ? path[path.length - 1]! : unitById(s, unitId).sector!;
    for (const n of neighbours(from)) walk([...path, n]);
  };
  walk([]);
  return out;
}

const key = (paths: number[][]) => paths.map((p) => p.join('-')).sort();

describe('FALL BACK MOVEMENTS: property over random positions', () => {
  it('FALL BACK MOVEMENTS: the fall-back paths are exactly those whose every step goes farther from every enemy unit and that stop on entering cover or a hill', () => {
    let found = 0;
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 3 }), (p, k) => {
        const s = build(p);
        for (const u of s.units) {
          const paths = fallBackPaths(s, u.id, [], k);
          found += paths.length;
          for (const path of paths) expect(violation(s, u.id, path)).toBeNull();
          expect(key(paths)).toEqual(key(allowedPaths(s, u.id, k)));
          // The sectors of the units it fought add nothing: they are enemies already.
          const foes = s.units.filter((e) => e.side !== u.side).map((e) => e.sector!);
          expect(key(fallBackPaths(s, u.id, foes, k))).toEqual(key(paths));
          expect(longestFallBack(s, u.id, [], k)).toBe([3, 2, 1].filter((j) => j <= k).find((j) => allowedPaths(s, u.id, j).length > 0) ?? 0);
        }
      }),
      { numRuns: 150 },
    );
    expect(found).toBeGreaterThan(100);
  });

  it('FALL BACK MOVEMENTS: after any assault, every fall back offered as a legal event (and under fire, every loss path) goes away from every enemy unit, never through cover or a hill, as far as it can', () => {
    const seen = { fallBacks: 0, fireFallBacks: 0 };
    fc.assert(
      fc.property(positionOf(true), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }), fc.integer({ min: 1, max: 7 }), (p, dice, hits) => {
        const s = build(p);
        for (const att of s.units) {
          for (const def of s.units) {
            if (att.side === def.side || distance(att.sector!, def.sector!) !== 1) continue;
            const r = assaultWithDice(s, att.id, def.id, dice.slice(0, att.stands), dice.slice(6, 6 + def.stands));
            expect(belleInvariants(r.state)).toEqual([]);
            if (r.fallBack) {
              const c = context(r.state);
              c.fallBack = r.fallBack;
              const offered = choicesOf(c, 'fallBack').map((e) => (e as { path: number[] }).path);
              expect(key(offered)).toEqual(key(fallBackChoices(c)));
              expect(offered.length).toBeGreaterThan(0);
              seen.fallBacks += 1;
              for (const path of offered) {
                expect(path).toHaveLength(r.fallBack.steps);
                expect(violation(r.state, r.fallBack.unit, path)).toBeNull();
              }
              // As far as it can: one more step was not possible.
              expect(allowedPaths(r.state, r.fallBack.unit, r.fallBack.steps + 1).length === 0 || r.fallBack.steps === Math.floor(r.losses / 2)).toBe(true);
            } else if (r.loser && unitById(r.state, r.loser).sector !== null && r.losses >= 2 && r.standsLost[r.loser] === r.losses) {
              // Every loss taken as stands: stubborn, fortified infantry, or no allowed step at all.
              const loser = unitById(s, r.loser);
              const noFallBack = loser.card === 'russian-1904' || (groundOf(s, loser.sector!).fortified && loser.card !== 'british-cavalry-1879');
              expect(noFallBack || allowedPaths(r.state, r.loser, 1).length === 0).toBe(true);
            }
          }
          // Under fire from one enemy: each path the target may choose.
          const firer = s.units.find((f) => f.side !== att.side);
          if (!firer) continue;
          const c = context(s);
          c.fire = { firer: firer.id, target: att.id, firerSector: firer.sector!, hits, limit: fireFallBackLimit(s, att.id, firer.sector!, hits) };
          const choices = choicesOf(c, 'takeFire').map((e) => (e as { path: number[] }).path);
          expect(choices).toContainEqual([]);
          if (choices.length > 1) seen.fireFallBacks += 1;
          for (const path of choices) {
            expect(path.length).toBeLessThanOrEqual(Math.floor(hits / 2));
            expect(violation(s, att.id, path)).toBeNull();
          }
        }
      }),
      { numRuns: 100 },
    );
    // Not vacuous: fall backs were offered (about 40 after assaults, 250 under fire per run).
    expect(seen.fallBacks).toBeGreaterThan(10);
    expect(seen.fireFallBacks).toBeGreaterThan(20);
  });
});

describe('FALL BACK MOVEMENTS: the stop rule is the movement rule', () => {
  it('FALL BACK MOVEMENTS: a fall back may end on cover, a hill or fortifications (it stops there), as a move does', () => {
    const s = bareBoard();
    terrain(s, 'g6', 'hill');
    put(s, 'b', 'red', 'british-1899', 'g5');
    put(s, 'z', 'blue', 'zulu-1879', 'g4');
    expect(stopsOnEntering(s, at('g6'), 'red')).toBe(true);
    expect(fallBackPaths(s, 'b', [], 1)).toContainEqual([at('g6')]);
    expect(fallBackPaths(s, 'b', [], 2).every((p) => p[0] !== at('g6'))).toBe(true);
  });
});
