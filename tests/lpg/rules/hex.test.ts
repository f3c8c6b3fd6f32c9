// §6 hex geometry: neighbours, distance and hex sides, checked over every hex of the map.
import { describe, expect, it } from 'vitest';
import { MAP_COLS, MAP_ROWS, RIVERS } from '../../../src/games/lpg/map';
import { BRITISH_SETTLEMENTS_AT_START } from '../../../src/games/lpg/orderOfBattle';
import { ALL_HEXES, hexDistance, hexId, isCoastal, isHex, isLand, neighbours, onHudson, parseHex, place, riverBetween, sideKey } from '../../../src/games/lpg/rules/hex';

describe('§6 hex geometry', () => {
  it('§6 ids round-trip; ids off the map are refused', () => {
    for (const h of ALL_HEXES) {
      const o = parseHex(h)!;
      expect(hexId(o.col, o.row)).toBe(h);
    }
    for (const bad of ['0000', '2401', '0124', '817', 'ab12', '']) expect(isHex(bad), bad).toBe(false);
  });

  it('§6 neighbours: six inside the map, fewer at its edge, always mutual, each at distance 1', () => {
    for (const h of ALL_HEXES) {
      const ns = neighbours(h);
      const { col, row } = parseHex(h)!;
      const inside = col > 0 && col < MAP_COLS - 1 && row > 0 && row < MAP_ROWS - 1;
      if (inside) expect(ns, h).toHaveLength(6);
      expect(new Set(ns).size).toBe(ns.length);
      for (const n of ns) {
        expect(neighbours(n), `${n} -> ${h}`).toContain(h);
        expect(hexDistance(h, n)).toBe(1);
      }
    }
  });

  it('§6 distance equals the fewest steps between every pair of hexes of the map (a search from every hex)', () => {
    for (const from of ALL_HEXES) {
      const d = new Map([[from, 0]]);
      const todo = [from];
      for (let i = 0; i < todo.length; i++) for (const n of neighbours(todo[i]!)) if (!d.has(n)) (d.set(n, d.get(todo[i]!)! + 1), todo.push(n));
      for (const to of ALL_HEXES) expect(hexDistance(from, to)).toBe(d.get(to));
    }
  });

  it('§6 hex sides: the key is the same from either side; a river is found from either bank', () => {
    for (const r of RIVERS) {
      for (const [a, b] of r.sides) {
        expect(sideKey(a, b)).toBe(sideKey(b, a));
        expect(riverBetween(a, b)).toBe(r.id);
        expect(riverBetween(b, a)).toBe(r.id);
      }
    }
    expect(riverBetween(place('princeton').hex, place('maidenhead').hex)).toBeNull();
  });

  it('§6 every land hex can be walked to from Trenton (no stranded land), and the coast is land beside water', () => {
    const seen = new Set([place('trenton').hex]);
    const todo = [place('trenton').hex];
    while (todo.length) for (const n of neighbours(todo.pop()!)) if (isLand(n) && !seen.has(n)) (seen.add(n), todo.push(n));
    expect(ALL_HEXES.filter((h) => isLand(h) && !seen.has(h))).toEqual([]);
    expect(isCoastal(place('perth-amboy').hex)).toBe(true);
    expect(isCoastal(place('princeton').hex)).toBe(false);
    expect(onHudson(place('fort-lee').hex)).toBe(true);
    expect(onHudson(place('peekskill').hex)).toBe(true);
    expect(onHudson(place('trenton').hex)).toBe(false);
  });

  it('§15 at the start the British hold New York, Brooklyn and Staten Island', () => {
    expect(BRITISH_SETTLEMENTS_AT_START.map((p) => place(p).name)).toEqual(['New York', 'Brooklyn', 'Richmond (Staten Island)']);
  });
});
