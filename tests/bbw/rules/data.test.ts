// Brief Border Wars system data (6.0, 10.0) and The Football War's authored conflict.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTION_CARDS, DECK, RANDOM_EVENT_CARDS, SPECIAL_CARDS } from '../../../src/games/bbw/data';
import { FOOTBALL_WAR_DATA as D } from '../../../src/games/bbw/scenarios/footballWar';
import { boardFor } from '../../../src/games/bbw/rules/board';

describe('the cards (6.0, 10.0)', () => {
  it('10.0: 40 Action cards, 20 white and 20 grey, plus 2 Random Event cards: 42 in the deck, 6 x 7 turns', () => {
    expect(ACTION_CARDS).toHaveLength(40);
    expect(ACTION_CARDS.filter((c) => c.colour === 'white')).toHaveLength(20);
    expect(RANDOM_EVENT_CARDS).toHaveLength(2);
    expect(DECK).toHaveLength(42);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(42);
  });

  it('10.0: primary values 4-8 on a bell curve, secondary values 1-3; 6.0: every value 1-8', () => {
    for (const c of ACTION_CARDS) {
      const [p, s] = [Math.max(c.move, c.combat), Math.min(c.move, c.combat)];
      expect(p).toBeGreaterThanOrEqual(4);
      expect(p).toBeLessThanOrEqual(8);
      expect(s).toBeGreaterThanOrEqual(1);
      expect(s).toBeLessThanOrEqual(3);
    }
    const count = (v: number) => ACTION_CARDS.filter((c) => Math.max(c.move, c.combat) === v).length;
    expect([4, 5, 6, 7, 8].map(count)).toEqual([4, 8, 16, 8, 4]);
    // each colour has a Movement suit and a Combat suit of equal shape
    for (const colour of ['white', 'grey'] as const) {
      expect(ACTION_CARDS.filter((c) => c.colour === colour && c.move > c.combat)).toHaveLength(10);
      expect(ACTION_CARDS.filter((c) => c.colour === colour && c.combat > c.move)).toHaveLength(10);
    }
  });

  it('3.0: six white and six grey Special Action cards', () => {
    expect(SPECIAL_CARDS.filter((c) => c.colour === 'white')).toHaveLength(6);
    expect(SPECIAL_CARDS.filter((c) => c.colour === 'grey')).toHaveLength(6);
  });
});

describe('The Football War (authored conflict)', () => {
  const b = boardFor('football-war');
  const ids = D.areas.map((a) => a.id);

  it('2.31: 20-30 areas with unique ids, terrain symbols and VP values; every connection names known areas', () => {
    expect(D.areas.length).toBeGreaterThanOrEqual(20);
    expect(D.areas.length).toBeLessThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of D.connections) {
      expect(ids).toContain(c.a);
      expect(ids).toContain(c.b);
      expect(c.a).not.toBe(c.b);
    }
    expect(D.areas.filter((a) => a.vp > 0).length).toBeGreaterThan(5);
    expect(D.areas.filter((a) => a.forbidden).map((a) => a.id).sort()).toEqual(['guatemala', 'nicaragua']);
  });

  it('2.31: adjacency is symmetric (brute force over every pair) and no connection is listed twice', () => {
    const listed = (x: string, y: string) => D.connections.some((c) => (c.a === x && c.b === y) || (c.a === y && c.b === x));
    for (const x of ids) {
      for (const y of ids) {
        const xy = b.adjacent.get(x)!.has(y);
        const yx = b.adjacent.get(y)!.has(x);
        expect(xy, `${x}-${y}`).toBe(yx);
        expect(xy, `${x}-${y}`).toBe(listed(x, y));
        if (xy) expect(b.adjacent.get(x)!.get(y)).toBe(b.adjacent.get(y)!.get(x));
      }
    }
    const keys = D.connections.map((c) => [c.a, c.b].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('2.31: adjacency is symmetric for random pairs too (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids), (x, y) => b.adjacent.get(x)!.has(y) === b.adjacent.get(y)!.has(x)),
    );
  });

  it('every area that may be entered is reachable from both Rear Areas (the map is one piece)', () => {
    for (const rear of D.rearAreas) {
      const seen = new Set(rear.reaches);
      const queue = [...rear.reaches];
      while (queue.length) {
        const a = queue.shift()!;
        for (const n of b.adjacent.get(a)!.keys()) {
          if (!seen.has(n) && !b.areas.get(n)!.forbidden) {
            seen.add(n);
            queue.push(n);
          }
        }
      }
      expect(seen.size).toBe(D.areas.filter((a) => !a.forbidden).length);
      for (const r of rear.reaches) expect(b.areas.get(r)!.forbidden).toBe(false);
    }
  });

  it('3.0: every unit has a set-up place of its own side; fighters are air units; CVs are positive', () => {
    for (const u of D.units) {
      const where = D.setup[u.id]!;
      expect(where, u.id).toBeDefined();
      const rear = D.rearAreas.find((r) => r.id === where);
      const dmg = D.damagedBoxes.find((r) => r.id === where);
      if (rear) expect(rear.side).toBe(u.side);
      if (dmg) expect(dmg.side).toBe(u.side);
      if (!rear && !dmg) expect(b.areas.get(where)!.forbidden).toBe(false);
      expect(u.cv).toBeGreaterThan(0);
      if (u.kind === 'ground') expect(u.cvDisrupted).toBeGreaterThan(0);
      if (u.fighter) expect(u.kind).toBe('air');
    }
    expect(Object.keys(D.setup).sort()).toEqual(D.units.map((u) => u.id).sort());
    // El Salvador: the larger ground force; Honduras: a bit more airpower (reference, [3OG])
    const ground = (side: string) => D.units.filter((u) => u.side === side && u.kind === 'ground').reduce((n, u) => n + u.cv, 0);
    const air = (side: string) => D.units.filter((u) => u.side === side && u.kind === 'air').reduce((n, u) => n + u.cv, 0);
    expect(ground('white')).toBeGreaterThan(ground('grey'));
    expect(air('grey')).toBeGreaterThan(air('white'));
    expect(D.units.some((u) => u.mechanized)).toBe(true);
    expect(D.units.some((u) => u.irregular && u.side === 'white')).toBe(true);
    expect(D.units.some((u) => u.irregular && u.side === 'grey')).toBe(true);
  });

  it('5.0: the Random Events Chart has one result for each of 1-6; 8.0: the grades cover every net VP once', () => {
    expect(D.randomEvents.map((e) => e.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let net = -40; net <= 40; net++) expect(D.grades.filter((g) => net >= g.min && net <= g.max), String(net)).toHaveLength(1);
  });
});
