// §6, §15, §17-§19 map integrity (authored: docs/authored-data.md, "La Petite Guerre: the map").
import { describe, expect, it } from 'vitest';
import { BRIDGES, FERRIES, MAP_COLS, MAP_ORIGIN, MAP_ROWS, MILES_PER_HEX, PLACES, RIVERS, ROADS, TERRAIN_LETTERS, TERRAIN_ROWS } from '../../../src/games/lpg/map';
import { ALL_HEXES, bridgeBetween, ferryBetween, hexCentre, hexDistance, isHex, isLand, neighbours, place, riverBetween, sideKey } from '../../../src/games/lpg/rules/hex';

const adjacent = (a: string, b: string) => neighbours(a).includes(b);

describe('§6 the map: hexes, terrain, rivers, roads', () => {
  it('§6 every row has one terrain letter a column, from the five terrains', () => {
    expect(TERRAIN_ROWS).toHaveLength(MAP_ROWS);
    for (const row of TERRAIN_ROWS) {
      expect(row).toHaveLength(MAP_COLS);
      for (const ch of row) expect(TERRAIN_LETTERS[ch], ch).toBeDefined();
    }
    expect(ALL_HEXES).toHaveLength(MAP_COLS * MAP_ROWS);
    for (const t of ['clear', 'woods', 'hills', 'swamp', 'water']) expect(ALL_HEXES.some((h) => TERRAIN_LETTERS[TERRAIN_ROWS[Number(h.slice(2)) - 1]![Number(h.slice(0, 2)) - 1]!] === t), t).toBe(true);
  });

  it('§6 every river side parts two adjacent land hexes, each side once, and runs on unbroken (each side shares a corner with the next)', () => {
    const seen = new Set<string>();
    for (const r of RIVERS) {
      expect(r.sides.length, r.id).toBeGreaterThan(3);
      r.sides.forEach(([a, b], i) => {
        expect(isHex(a) && isHex(b), `${r.id} ${a}|${b}`).toBe(true);
        expect(adjacent(a, b), `${r.id} ${a}|${b}`).toBe(true);
        expect(isLand(a) && isLand(b), `${r.id} ${a}|${b} on land`).toBe(true);
        const k = sideKey(a, b);
        expect(seen.has(k), `${k} twice`).toBe(false);
        seen.add(k);
        if (i === 0) return;
        const [c, d] = r.sides[i - 1]!;
        // Two sides share a corner when they share a hex and their other hexes are next to each other.
        const shared = [a, b].filter((h) => h === c || h === d);
        const others = [a, b, c, d].filter((h) => !shared.includes(h));
        const ok = shared.length === 1 && others.length === 2 && adjacent(others[0]!, others[1]!);
        // The split rivers (Hudson, Delaware) are listed in map order, not along the stream: check they join up instead.
        if (r.id !== 'hudson' && r.id !== 'delaware') expect(ok, `${r.id}: ${c}|${d} then ${a}|${b}`).toBe(true);
      });
    }
  });

  it('§6 the Hudson and the Delaware each part the map in two from edge to edge (no way round them by land)', () => {
    const side = (river: string, from: string) => {
      const seen = new Set([from]);
      const todo = [from];
      while (todo.length) {
        const h = todo.pop()!;
        for (const n of neighbours(h)) if (!seen.has(n) && isLand(n) && riverBetween(h, n) !== river) (seen.add(n), todo.push(n));
      }
      return seen;
    };
    const west = side('delaware', place('philadelphia').hex);
    for (const p of ['philadelphia', 'germantown', 'bristol', 'newtown', 'mckonkeys-ferry', 'coryells-ferry']) expect(west.has(place(p).hex), p).toBe(true);
    for (const p of ['trenton', 'princeton', 'bordentown', 'burlington', 'new-brunswick', 'morristown', 'newark']) expect(west.has(place(p).hex), p).toBe(false);
    const westOfHudson = side('hudson', place('fort-lee').hex);
    for (const p of ['fort-lee', 'fort-montgomery', 'tappan', 'haverstraw', 'hackensack']) expect(westOfHudson.has(place(p).hex), p).toBe(true);
    for (const p of ['fort-washington', 'peekskill', 'white-plains', 'new-york', 'dobbs-ferry']) expect(westOfHudson.has(place(p).hex), p).toBe(false);
  });

  it('§6 roads join adjacent land hexes; every place they cross a river is a bridge or a ferry, and every bridge and ferry is on a road over its river', () => {
    const crossings = new Set<string>();
    for (const r of ROADS) {
      r.hexes.forEach((h, i) => {
        expect(isLand(h), `${r.id} ${h}`).toBe(true);
        if (i === 0) return;
        const prev = r.hexes[i - 1]!;
        expect(adjacent(prev, h), `${r.id} ${prev}-${h}`).toBe(true);
        if (riverBetween(prev, h)) {
          crossings.add(sideKey(prev, h));
          expect(bridgeBetween(prev, h) ?? ferryBetween(prev, h), `${r.id} crosses ${riverBetween(prev, h)} at ${prev}|${h}`).not.toBeNull();
        }
      });
    }
    for (const c of [...BRIDGES, ...FERRIES]) {
      expect(crossings.has(sideKey(c.side[0], c.side[1])), c.name).toBe(true);
      expect(riverBetween(c.side[0], c.side[1]), c.name).toBe(c.river);
    }
    for (const b of BRIDGES) expect(FERRIES.some((f) => sideKey(f.side[0], f.side[1]) === sideKey(b.side[0], b.side[1])), b.name).toBe(false);
  });

  it('§6 every road crossing of the Delaware is a ferry (there was no bridge below the Water Gap)', () => {
    for (const b of BRIDGES) expect(b.river).not.toBe('delaware');
    expect(FERRIES.filter((f) => f.river === 'delaware').map((f) => f.name).sort()).toEqual(["Coryell's Ferry", "McKonkey's Ferry", 'Trenton Ferry']);
  });
});

describe('§15 settlements and the named places', () => {
  it('§15 every settlement is on a land hex, one a hex, of the four kinds', () => {
    const hexes = new Set<string>();
    for (const p of PLACES) {
      expect(isLand(p.hex), p.id).toBe(true);
      expect(hexes.has(p.hex), `${p.id} shares ${p.hex}`).toBe(false);
      hexes.add(p.hex);
      expect(['port', 'town', 'fort', 'village']).toContain(p.kind);
    }
  });

  it('§15 the places the issue names are on the map', () => {
    for (const id of ['new-york', 'white-plains', 'fort-washington', 'fort-lee', 'fort-montgomery', 'hackensack', 'newark', 'elizabethtown', 'perth-amboy', 'new-brunswick', 'princeton', 'trenton', 'bordentown', 'burlington', 'mckonkeys-ferry', 'philadelphia', 'morristown', 'peekskill']) {
      expect(() => place(id), id).not.toThrow();
    }
    expect(place('philadelphia').kind).toBe('port');
    expect(place('new-york').kind).toBe('port');
    expect(place('perth-amboy').kind).toBe('port');
    expect(['fort-washington', 'fort-lee', 'fort-montgomery'].map((p) => place(p).kind)).toEqual(['fort', 'fort', 'fort']);
  });

  it('§15 each place lies within 5.5 miles (a hex and a little) of where its latitude and longitude put it', () => {
    for (const p of PLACES) {
      const x = (p.lon - MAP_ORIGIN.lon) * MAP_ORIGIN.milesPerLon;
      const y = (MAP_ORIGIN.lat - p.lat) * MAP_ORIGIN.milesPerLat;
      const c = hexCentre(p.hex, MILES_PER_HEX);
      expect(Math.hypot(c.x - x, c.y - y), p.id).toBeLessThanOrEqual(5.5);
    }
  });

  it('§6 distances between named places fit the reference: hexes x 5 miles within 5 miles or 20% (straight-line hexes, road miles)', () => {
    // ../shared/reference/new-jersey-1776.md, Geography: road miles.
    const pairs: [string, string, number][] = [
      ['paulus-hook', 'trenton', 63], ['trenton', 'princeton', 12], ['princeton', 'maidenhead', 6], ['mckonkeys-ferry', 'trenton', 9],
      ['trenton', 'bordentown', 7], ['bordentown', 'burlington', 6], ['new-brunswick', 'philadelphia', 60], ['new-york', 'philadelphia', 90],
      ['white-plains', 'north-castle', 9], ['north-castle', 'peekskill', 20],
    ];
    const out = pairs.map(([a, b, miles]) => ({ a, b, miles, map: hexDistance(place(a).hex, place(b).hex) * MILES_PER_HEX }));
    for (const p of out) expect(Math.abs(p.map - p.miles), `${p.a}-${p.b}: ${p.map} on the map, ${p.miles} in the reference`).toBeLessThanOrEqual(Math.max(5, 0.2 * p.miles));
  });
});
