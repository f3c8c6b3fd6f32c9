// §6 movement and §9 stacking, checked against a brute force over every path from every hex.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import { TERRAIN_EFFECTS, WEATHER_EFFECTS } from '../../../src/games/lpg/tables/terrain';
import { ALL_HEXES, bridgeBetween, isLand, neighbours, place, riverBetween, roadBetween, terrainOf } from '../../../src/games/lpg/rules/hex';
import { reachableHexes, riverCrossings, type MoveWorld, type MovingStack } from '../../../src/games/lpg/rules/movement';
import { stackBaseMp, stackMovePenalty, withinStackingLimit } from '../../../src/games/lpg/rules/stacking';
import type { UnitType, Weather } from '../../../src/games/lpg/types';

/** The project's seeded generator as a function giving floats in [0, 1) (the test's own sampling). */
const rng = (seed: number) => {
  const r = Rng.seeded(seed);
  return () => r.float();
};

/**
 * The rule as written, for one whole path: every step into land; over a river only by a bridge (or
 * hard Delaware ice without guns or trains); no step on from an enemy hex; each terrain kind entered
 * off a road costs its adjustment once, the weather once if any step left the road; the path is
 * legal if its length is within the allowance less all that, never below 1.
 */
function pathLegal(path: string[], stack: MovingStack, world: MoveWorld): boolean {
  const kinds = new Set<string>();
  let offRoad = false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if (!isLand(b)) return false;
    if (i > 1 && world.enemy.has(a)) return false;
    const river = riverBetween(a, b);
    const road = roadBetween(a, b) && (!river || bridgeBetween(a, b) !== null);
    if (river && !bridgeBetween(a, b)) {
      const ice = river === 'delaware' && world.delawareIce === 'hard' && !stack.types.some((t) => t === 'artillery' || t === 'baggage');
      if (!ice) return false;
    }
    if (!road) {
      offRoad = true;
      const t = terrainOf(b);
      if (t !== 'clear') kinds.add(t);
    }
  }
  let cost = 0;
  for (const k of kinds) cost += TERRAIN_EFFECTS[k as 'woods' | 'hills' | 'swamp'].moveCost;
  if (offRoad) cost += WEATHER_EFFECTS[world.weather].moveCost;
  const mp = Math.min(...stack.types.map((t) => ({ militia: 5, regulars: 5, riflemen: 6, jaegers: 6, artillery: 4, dragoons: 8, baggage: 3 })[t])) + (stack.forcedMarch ? 1 : 0);
  return path.length - 1 <= Math.max(1, mp - stackMovePenalty(stack.types) - cost);
}

/** Every end of every simple path from `start` that the rule allows (depth-first over all paths). */
function bruteReach(start: string, stack: MovingStack, world: MoveWorld, maxSteps: number): Set<string> {
  const out = new Set<string>();
  const path = [start];
  const walk = () => {
    if (path.length - 1 >= maxSteps) return;
    for (const n of neighbours(path[path.length - 1]!)) {
      if (path.includes(n)) continue;
      path.push(n);
      if (pathLegal(path, stack, world)) {
        out.add(n);
        walk();
      }
      path.pop();
    }
  };
  walk();
  return out;
}

const same = (a: ReadonlyMap<string, number>, b: Set<string>) => [[...a.keys()].sort(), [...b].sort()];

describe('§6 movement: reachable hexes', () => {
  it('§6 from every land hex of the map, a stack of three militia (5 MP) in each weather reaches exactly what the brute force over every path allows', () => {
    const stack: MovingStack = { types: ['militia', 'militia', 'militia'] };
    const r = rng(3);
    for (const weather of ['clear', 'snow'] as Weather[]) {
      for (const start of ALL_HEXES.filter(isLand)) {
        if (weather === 'snow' && r() < 0.6) continue; // snow on two in five starts: the brute force is costly
        const world: MoveWorld = { side: 'british', weather, enemy: new Set() };
        const [got, want] = same(reachableHexes(start, stack, world), bruteReach(start, stack, world, 5));
        expect(got, `${start} ${weather}`).toEqual(want);
      }
    }
  });

  it('§6 with enemy hexes, hard ice, forced marches, big stacks and slow units, 150 random cases match the brute force', () => {
    const r = rng(11);
    const land = ALL_HEXES.filter(isLand);
    const pool: UnitType[] = ['militia', 'regulars', 'riflemen', 'jaegers', 'artillery', 'dragoons', 'baggage'];
    for (let i = 0; i < 150; i++) {
      const start = land[Math.floor(r() * land.length)]!;
      const types = Array.from({ length: 1 + Math.floor(r() * 6) }, () => pool[Math.floor(r() * pool.length)]!);
      const stack: MovingStack = { types, forcedMarch: r() < 0.3 };
      const world: MoveWorld = {
        side: r() < 0.5 ? 'american' : 'british',
        weather: (['clear', 'rain', 'snow', 'freeze'] as Weather[])[Math.floor(r() * 4)]!,
        enemy: new Set(land.filter((h) => h !== start && r() < 0.12)),
        delawareIce: r() < 0.3 ? 'hard' : 'open',
      };
      const [got, want] = same(reachableHexes(start, stack, world), bruteReach(start, stack, world, stackBaseMp(types, stack.forcedMarch)));
      expect(got, `case ${i}: ${start} ${types.join(',')} ${world.weather}`).toEqual(want);
    }
  });

  it('§6 a unit always moves at least one hex: five infantry and two guns in snow still step into the next clear hex', () => {
    const stack: MovingStack = { types: ['regulars', 'regulars', 'regulars', 'regulars', 'regulars', 'artillery', 'artillery'] };
    const start = place('princeton').hex;
    const reach = reachableHexes(start, stack, { side: 'british', weather: 'snow', enemy: new Set() });
    expect(reach.size).toBeGreaterThan(0);
    expect(Math.max(...reach.values())).toBe(1);
  });

  it('§6 roads at full speed: on the Post Road from New Brunswick a brigade reaches Princeton (3 hexes, 15 miles) even in snow, and as far as in clear weather', () => {
    const stack: MovingStack = { types: ['regulars', 'regulars', 'regulars', 'artillery', 'dragoons'] };
    const reach = reachableHexes(place('new-brunswick').hex, stack, { side: 'british', weather: 'snow', enemy: new Set() });
    expect(reach.get(place('princeton').hex)).toBe(3);
    expect(reach.get(place('maidenhead').hex)).toBe(4);
    const clear = reachableHexes(place('new-brunswick').hex, stack, { side: 'british', weather: 'clear', enemy: new Set() });
    expect(clear.get(place('trenton').hex)).toBe(reach.get(place('trenton').hex));
  });

  it('§6 entering an enemy hex ends the move', () => {
    const start = place('princeton').hex;
    const stack: MovingStack = { types: ['dragoons'] };
    // Enemy in every hex round Princeton: a dragoon (8 MP) gets one hex into any of them and no further.
    const ring = new Set(neighbours(start));
    const reach = reachableHexes(start, stack, { side: 'british', weather: 'clear', enemy: ring });
    expect([...reach.keys()].sort()).toEqual([...ring].filter((h) => riverBetween(start, h) === null || bridgeBetween(start, h) !== null).sort());
    for (const v of reach.values()) expect(v).toBe(1);
  });

  it('§6 a river without a bridge is crossed by a whole move of its own: McKonkey\'s Ferry to the Jersey bank; never the Hudson for the Americans; no boat in ice, but hard ice is walked over', () => {
    const mck = place('mckonkeys-ferry').hex;
    const stack: MovingStack = { types: ['regulars'] };
    const clear: MoveWorld = { side: 'american', weather: 'clear', enemy: new Set() };
    expect(reachableHexes(mck, stack, clear).has('0816')).toBe(false);
    expect(riverCrossings(mck, stack, clear)).toContain('0816');
    expect(riverCrossings(mck, stack, { ...clear, delawareIce: 'floes' })).not.toContain('0816');
    expect(riverCrossings(mck, stack, { ...clear, delawareIce: 'hard' })).not.toContain('0816');
    expect(reachableHexes(mck, stack, { ...clear, delawareIce: 'hard' }).has('0816')).toBe(true);
    expect(reachableHexes(mck, { types: ['artillery'] }, { ...clear, delawareIce: 'hard' }).has('0816')).toBe(false);
    const fw = place('fort-washington').hex;
    const fl = place('fort-lee').hex;
    expect(riverCrossings(fw, stack, clear)).not.toContain(fl);
    expect(riverCrossings(fw, stack, { ...clear, side: 'british' })).toContain(fl);
  });
});

describe('§9 stacking', () => {
  it('§9 three infantry, one artillery, one dragoon and any baggage move free; each infantry over three costs one', () => {
    expect(withinStackingLimit(['regulars', 'militia', 'riflemen', 'artillery', 'dragoons', 'baggage', 'baggage'])).toBe(true);
    expect(stackMovePenalty(['regulars', 'regulars', 'regulars', 'regulars'])).toBe(1);
    expect(stackMovePenalty(['regulars', 'regulars', 'regulars', 'regulars', 'jaegers'])).toBe(2);
    expect(stackMovePenalty(['artillery', 'artillery', 'dragoons', 'dragoons'])).toBe(2);
  });

  it('§9 a stack moves at its slowest unit; a forced march adds one', () => {
    expect(stackBaseMp(['dragoons', 'regulars'])).toBe(5);
    expect(stackBaseMp(['dragoons', 'baggage'])).toBe(3);
    expect(stackBaseMp(['riflemen'], true)).toBe(7);
  });
});
