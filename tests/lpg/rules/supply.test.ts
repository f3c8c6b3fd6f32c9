// §15 supply tracing and capacities, checked against a brute force (components of the road network)
// over every hex of the map.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import { PLACES, RIVERS } from '../../../src/games/lpg/map';
import { ALL_HEXES, hexDistance, isLand, neighbours, onRoad, place, roadBetween } from '../../../src/games/lpg/rules/hex';
import { allocateSupply, brigadesNeeded, networkParts, supplyLink, supplySources, traceSupply, type SupplyWorld } from '../../../src/games/lpg/rules/supply';
import type { Side } from '../../../src/games/lpg/types';

/** The project's seeded generator as a function giving floats in [0, 1) (the test's own sampling). */
const rng = (seed: number) => {
  const r = Rng.seeded(seed);
  return () => r.float();
};

/** Union-find components of the enemy-free supply network (a different method from the rules' search). */
function components(world: SupplyWorld): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => (parent.get(x) === x ? x : (parent.set(x, find(parent.get(x)!)), parent.get(x)!));
  const onNet = (h: string) => onRoad(h) || (world.side === 'british' && neighbours(h).some((n) => supplyLink(h, n, 'british') && !roadBetween(h, n)));
  for (const h of ALL_HEXES) if (!world.enemy.has(h) && onNet(h)) parent.set(h, h);
  for (const h of parent.keys()) for (const n of neighbours(h)) if (parent.has(n) && supplyLink(h, n, world.side)) parent.set(find(h), find(n));
  const out = new Map<string, string>();
  for (const h of parent.keys()) out.set(h, find(h));
  return out;
}

describe('§15 supply determination', () => {
  it('§15 traced sources and limitless supply match the brute force for every land hex, in 20 random worlds of both sides (searched, and read off the network\'s parts)', () => {
    const r = rng(5);
    for (let i = 0; i < 20; i++) {
      const side: Side = r() < 0.5 ? 'american' : 'british';
      const land = ALL_HEXES.filter(isLand);
      const world: SupplyWorld = {
        side,
        enemy: new Set(land.filter(() => r() < 0.12)),
        friendly: new Set(PLACES.filter(() => r() < 0.5).map((p) => p.id)),
        razed: new Set(PLACES.filter(() => r() < 0.05).map((p) => p.id)),
        trains: land.filter(() => r() < 0.01),
      };
      const sources = supplySources(world);
      const comp = components(world);
      const parts = networkParts(world);
      for (const h of land) {
        const starts = land.filter((s) => hexDistance(s, h) <= 1 && comp.has(s)).map((s) => comp.get(s)!);
        const want = sources.filter((s) => hexDistance(s.hex, h) <= 1 || (comp.has(s.hex) && starts.includes(comp.get(s.hex)!)));
        const unlimited = want.some((s) => s.capacity === Infinity || (!s.id.startsWith('train@') && comp.has(s.hex) && sources.some((o) => o.id !== s.id && !o.id.startsWith('train@') && comp.get(o.hex) === comp.get(s.hex))));
        const got = traceSupply(h, world, sources);
        expect(got.sources.map((s) => s.id).sort(), `world ${i} ${side} hex ${h}`).toEqual(want.map((s) => s.id).sort());
        expect(got.unlimited, `world ${i} ${side} hex ${h}`).toBe(unlimited);
        // Read off the network's parts (as a supply determination does), the same trace.
        expect(traceSupply(h, world, sources, parts), `world ${i} ${side} hex ${h}, by parts`).toEqual(got);
      }
    }
  });

  it('§15 a settlement alone supplies its capacity: a village one brigade, so the second brigade near Crosswicks goes unsupplied', () => {
    const cw = place('crosswicks').hex;
    const world: SupplyWorld = { side: 'american', enemy: new Set(), friendly: new Set(['crosswicks']) };
    const bde = ['regulars', 'regulars', 'militia', 'artillery', 'dragoons'] as const;
    const result = allocateSupply([{ id: 'a', hex: cw, types: bde }, { id: 'b', hex: cw, types: bde }], world);
    expect([result.get('a'), result.get('b')]).toEqual([true, false]);
    // A town takes four brigades.
    const nb = place('new-brunswick').hex;
    const town = allocateSupply(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, hex: nb, types: bde })), { side: 'american', enemy: new Set(), friendly: new Set(['new-brunswick']) });
    expect([...town.values()].filter(Boolean)).toHaveLength(4);
  });

  it('§15 two friendly settlements joined by road supply without limit; an enemy on the road between cuts it', () => {
    const world: SupplyWorld = { side: 'american', enemy: new Set(), friendly: new Set(['trenton', 'princeton']) };
    expect(traceSupply(place('princeton').hex, world).unlimited).toBe(true);
    // Cut both roads from Princeton toward Trenton: the Post Road at Maidenhead, the Hopewell road at 0815 (round by Coryell's Ferry).
    const cut = { ...world, enemy: new Set([place('maidenhead').hex, '0815']) };
    expect(traceSupply(place('princeton').hex, cut).unlimited).toBe(false);
    expect(traceSupply(place('princeton').hex, cut).sources.map((s) => s.id)).toEqual(['princeton']);
  });

  it('§15 a port supplies without limit; a razed settlement supplies nothing', () => {
    const phl = place('philadelphia').hex;
    expect(traceSupply(phl, { side: 'american', enemy: new Set(), friendly: new Set(['philadelphia']) }).unlimited).toBe(true);
    expect(traceSupply(phl, { side: 'american', enemy: new Set(), friendly: new Set(['philadelphia']), razed: new Set(['philadelphia']) }).sources).toEqual([]);
  });

  it('§15 for the British the rivers count as roads, for the Americans not', () => {
    const bank = RIVERS.find((r) => r.id === 'delaware')!.sides.flat();
    const pair = bank.flatMap((h) => neighbours(h).filter((n) => bank.includes(n) && !roadBetween(h, n)).map((n) => [h, n] as const))[0]!;
    expect(supplyLink(pair[0], pair[1], 'british')).toBe(true);
    expect(supplyLink(pair[0], pair[1], 'american')).toBe(false);
  });

  it('§15 brigades: three infantry, one dragoon, one artillery each; trains need none', () => {
    expect(brigadesNeeded(['regulars', 'regulars', 'regulars', 'artillery', 'dragoons', 'baggage'])).toBe(1);
    expect(brigadesNeeded(['regulars', 'regulars', 'regulars', 'regulars'])).toBe(2);
    expect(brigadesNeeded(['artillery', 'artillery'])).toBe(2);
    expect(brigadesNeeded(['baggage'])).toBe(0);
  });
});
