// §3 command radius and the command chain, checked against a brute force over every hex of the map.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import { COMMANDERS } from '../../../src/games/lpg/orderOfBattle';
import { commandReach, commandersInCommand, hexesInCommand, recceRange, selfCommand, type CommanderAt } from '../../../src/games/lpg/rules/command';
import { ALL_HEXES, hexDistance, neighbours, place } from '../../../src/games/lpg/rules/hex';
import type { Rank } from '../../../src/games/lpg/types';

/** The project's seeded generator as a function giving floats in [0, 1) (the test's own sampling). */
const rng = (seed: number) => {
  const r = Rng.seeded(seed);
  return () => r.float();
};

/**
 * Brute force: the fewest steps from `from` to every hex where no hex between holds the enemy, by
 * relaxing every hex against every neighbour until nothing changes (Bellman-Ford, not a BFS).
 */
function bruteSteps(from: string, enemy: ReadonlySet<string>): Map<string, number> {
  const d = new Map<string, number>(ALL_HEXES.map((h) => [h, Infinity]));
  d.set(from, 0);
  for (let changed = true; changed; ) {
    changed = false;
    for (const h of ALL_HEXES) {
      if (h !== from && enemy.has(h)) continue; // orders do not pass on from an enemy hex
      const dh = d.get(h)!;
      if (dh === Infinity) continue;
      for (const n of neighbours(h)) if (d.get(n)! > dh + 1) (d.set(n, dh + 1), (changed = true));
    }
  }
  return d;
}

describe('§3 command radius', () => {
  it('§3 with no enemy on the map, a commander reaches exactly the hexes within his radius, from every hex of the map', () => {
    for (const from of ALL_HEXES) {
      for (const radius of [1, 3, 5]) {
        const reach = commandReach(from, radius, new Set());
        const expected = ALL_HEXES.filter((h) => hexDistance(from, h) <= radius);
        expect(reach.size, `${from} r${radius}`).toBe(expected.length);
        for (const h of expected) expect(reach.has(h)).toBe(true);
      }
    }
  });

  it('§3 no order through an enemy-occupied hex: the reach equals the brute force over every hex, for 60 random placements', () => {
    const r = rng(17);
    for (let i = 0; i < 60; i++) {
      const from = ALL_HEXES[Math.floor(r() * ALL_HEXES.length)]!;
      const enemy = new Set(ALL_HEXES.filter(() => r() < 0.25));
      const radius = 1 + Math.floor(r() * 5);
      const brute = bruteSteps(from, enemy);
      const reach = commandReach(from, radius, enemy);
      for (const h of ALL_HEXES) expect(reach.has(h), `${from} r${radius} -> ${h}`).toBe(brute.get(h)! <= radius);
    }
  });

  it('§3 an enemy hex is reached but orders do not pass it: a wall of enemy round Trenton cuts Princeton off from the Delaware', () => {
    const trenton = place('trenton').hex;
    const enemy = new Set(neighbours(trenton));
    const reach = commandReach(trenton, 5, enemy);
    for (const n of neighbours(trenton)) expect(reach.has(n)).toBe(true);
    expect(reach.size).toBe(1 + neighbours(trenton).length);
  });

  it('§4 reconnaissance range is one less than the command radius', () => {
    expect([5, 4, 3, 2, 1].map(recceRange)).toEqual([4, 3, 2, 1, 0]);
  });

  it('§3 units with no leader take command on a 1 only', () => {
    expect([1, 2, 3, 4, 5, 6].map(selfCommand)).toEqual([true, false, false, false, false, false]);
  });
});

describe('§3 the command chain', () => {
  const ranks: Rank[] = ['cinc', 'division', 'brigade', 'battalion'];
  const radius = { cinc: 5, division: 4, brigade: 2, battalion: 1 } as const;

  /** Brute force: commanders in command by repeating "in command if on his own, or within reach of one in command" over the whole list until no change. */
  function bruteChain(cs: CommanderAt[], enemy: Set<string>): Set<string> {
    const reach = new Map(cs.map((c) => [c.id, bruteSteps(c.hex, enemy)]));
    const on = new Set<string>();
    for (let changed = true; changed; ) {
      changed = false;
      for (const c of cs) {
        if (on.has(c.id) || c.recce) continue;
        const own = c.rank === 'cinc' || c.rank === 'division';
        const chained = cs.some((d) => on.has(d.id) && reach.get(d.id)!.get(c.hex)! <= d.radius);
        if (own || chained) (on.add(c.id), (changed = true));
      }
    }
    return on;
  }

  it('§3 CinC and division leaders act on their own; brigade and battalion leaders only in a continuous chain (matches the brute force, 25 random armies, every hex checked)', () => {
    const r = rng(42);
    for (let i = 0; i < 25; i++) {
      const enemy = new Set(ALL_HEXES.filter(() => r() < 0.15));
      const cs: CommanderAt[] = Array.from({ length: 3 + Math.floor(r() * 8) }, (_, k) => {
        const rank = ranks[Math.min(3, Math.floor(r() * 4))]!;
        return { id: `c${k}`, rank, radius: radius[rank], hex: ALL_HEXES[Math.floor(r() * ALL_HEXES.length)]!, recce: r() < 0.1 };
      });
      const got = commandersInCommand(cs, enemy);
      expect([...got].sort(), `army ${i}`).toEqual([...bruteChain(cs, enemy)].sort());
      const hexes = hexesInCommand(cs, enemy);
      const steps = new Map(cs.map((c) => [c.id, bruteSteps(c.hex, enemy)]));
      for (const h of ALL_HEXES) {
        const brute = cs.some((c) => got.has(c.id) && steps.get(c.id)!.get(h)! <= c.radius);
        expect(hexes.has(h), `army ${i} hex ${h}`).toBe(brute);
      }
    }
  });

  it('§3 a brigade leader two hexes from his division leader is in command; moved out of every radius he is not (Glover, radius 2)', () => {
    const wp = place('white-plains').hex;
    const far = ALL_HEXES.find((h) => hexDistance(h, wp) === 9)!;
    const glover = COMMANDERS.find((c) => c.id === 'glover')!;
    const lee: CommanderAt = { id: 'lee', rank: 'division', radius: 4, hex: wp };
    const near = ALL_HEXES.find((h) => hexDistance(h, wp) === 2)!;
    expect(commandersInCommand([lee, { ...glover, hex: near }], new Set()).has('glover')).toBe(true);
    expect(commandersInCommand([lee, { ...glover, hex: far }], new Set()).has('glover')).toBe(false);
    // A reconnoitring division leader passes no orders on.
    expect(commandersInCommand([{ ...lee, recce: true }, { ...glover, hex: near }], new Set()).size).toBe(0);
  });
});
