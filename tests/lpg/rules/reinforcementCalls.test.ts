// §11 calls for reinforcements: who may call whom, distance as command counts it (brute force over
// every hex), the table's roll, the second move with scattering (brute force over every hex near).
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { rollFrom, scriptedRoll } from '../../../src/games/lpg/rules/dice';
import { ALL_HEXES, hexDistance, isLand, neighbours, place } from '../../../src/games/lpg/rules/hex';
import { reachableHexes } from '../../../src/games/lpg/rules/movement';
import {
  callAnswered, callDistance, callNeed, callReinforcements, mayCallFrom, reinforcementDestination, type CallWorld, type Caller,
} from '../../../src/games/lpg/rules/reinforcementCalls';
import type { HexId, UnitType } from '../../../src/games/lpg/types';

const washington: Caller = { id: 'washington', rank: 'cinc', radius: 5 };
const greene: Caller = { id: 'greene', rank: 'division', radius: 4 };
const glover: Caller = { id: 'glover', rank: 'brigade', radius: 2 };
const trenton = place('trenton').hex;

/** Brute force: the shortest path of at most 3 steps from a to b whose hexes between hold no enemy. */
function bruteDistance(a: HexId, b: HexId, enemy: ReadonlySet<HexId>): number | null {
  let best: number | null = null;
  const walk = (h: HexId, d: number) => {
    if (h === b) { best = best === null ? d : Math.min(best, d); return; }
    if (d === 3 || (d > 0 && enemy.has(h))) return;
    for (const n of neighbours(h)) walk(n, d + 1);
  };
  walk(a, 0);
  return best;
}

describe('§11 calls for reinforcements', () => {
  it('§11 no lesser commander calls a superior\'s troops; equals, lessers and leaderless units he may', () => {
    expect(mayCallFrom(glover, washington)).toBe(false);
    expect(mayCallFrom(greene, washington)).toBe(false);
    expect(mayCallFrom(washington, greene)).toBe(true);
    expect(mayCallFrom(greene, { ...greene, id: 'sullivan' })).toBe(true);
    expect(mayCallFrom(glover, null)).toBe(true);
  });
  it('§11 every hex: the distance is the shortest path of at most 3 not through an enemy hex', () => {
    const enemy = new Set([trenton, '0916', '0816']);
    for (const h of ALL_HEXES) {
      if (hexDistance(h, trenton) > 5) continue;
      expect(callDistance(h, trenton, enemy), h).toBe(bruteDistance(h, trenton, enemy) ?? null);
    }
  });
  it('§11 the table: 2 hexes needs 5 or 6; a 6 always answers and a 1 never; the CinC, a road, rain, a river', () => {
    expect(callNeed(2, { cinc: false, road: false, badWeather: false, river: false })).toBe(5);
    expect(callNeed(1, { cinc: true, road: true, badWeather: false, river: false })).toBe(1);
    expect(callNeed(3, { cinc: false, road: false, badWeather: true, river: true })).toBe(8);
    expect(callAnswered(6, 8)).toBe(true);
    expect(callAnswered(1, 1)).toBe(false);
    expect(callAnswered(4, 5)).toBe(false);
    expect(callAnswered(5, 5)).toBe(true);
  });
  it('§11 every hex within 4 of the battle, every unit type: the second move reaches the battle or the nearest hex it can', () => {
    const world: CallWorld = { side: 'american', weather: 'clear', enemy: new Set([trenton]), battleHex: trenton };
    const types: (UnitType | null)[] = ['militia', 'artillery', 'dragoons', 'baggage', null];
    for (const h of ALL_HEXES) {
      if (!isLand(h) || h === trenton || hexDistance(h, trenton) > 4) continue;
      for (const t of types) {
        const reach = reachableHexes(h, { types: t ? [t] : [] }, world);
        const got = reinforcementDestination(h, t, world);
        if (reach.has(trenton)) expect(got).toBe(trenton);
        else {
          expect(got === h || reach.has(got)).toBe(true);
          const d = hexDistance(got, trenton);
          expect(d).toBeLessThanOrEqual(hexDistance(h, trenton));
          for (const r of reach.keys()) expect(hexDistance(r, trenton)).toBeGreaterThanOrEqual(d);
        }
      }
    }
  });
  it('§11 one die a stack in id order; an answered stack scatters by speed; a superior\'s stack and one beyond 3 hexes are not called', () => {
    const world: CallWorld = { side: 'american', weather: 'clear', enemy: new Set([trenton]), battleHex: trenton };
    const far = ALL_HEXES.find((h) => isLand(h) && hexDistance(h, trenton) === 6)!;
    const near = place('princeton').hex; // 3 hexes from Trenton
    const out = callReinforcements(greene, [
      { id: 's2', hex: near, commander: glover, units: [{ id: 'art', type: 'artillery' }, { id: 'drg', type: 'dragoons' }] },
      { id: 's1', hex: '0715', commander: washington, units: [{ id: 'r', type: 'regulars' }] },
      { id: 's3', hex: far, commander: null, units: [{ id: 'm', type: 'militia' }] },
    ], world, scriptedRoll([6]));
    expect(out.map((o) => o.stack)).toEqual(['s2']);
    expect(out[0]!.answered).toBe(true);
    expect(Object.keys(out[0]!.moves).sort()).toEqual(['art', 'drg', 'glover']);
    expect(out[0]!.moves.drg).toBe(reinforcementDestination(near, 'dragoons', world));
    const failed = callReinforcements(greene, [{ id: 's2', hex: near, commander: glover, units: [{ id: 'art', type: 'artillery' }] }], world, scriptedRoll([1]));
    expect(failed[0]).toMatchObject({ answered: false, moves: {} });
    const seeded = (s: number) => callReinforcements(washington, [{ id: 'x', hex: near, commander: null, units: [{ id: 'm', type: 'militia' }] }], world, rollFrom(createRng(s)));
    expect(seeded(4)).toEqual(seeded(4));
  });
});
