// Belle Epoque board geometry (SCALES: 1 UD between the middles of two adjacent hexes; "ENCOUNTER"
// 13 x 9 sectors): neighbours, distance and the exact line between two centres (tests/belle-epoque/rules/sight.test.ts
// checks it against a brute-force reading on every pair).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COLS, ROWS, SECTOR_COUNT, distance, lineBetween, neighbours, sectorAt, sectorCentre, sectorFromLabel,
  sectorLabel,
} from '../../../src/games/belle-epoque/rules/hex';

const sector = fc.integer({ min: 0, max: SECTOR_COUNT - 1 });

describe('SCALES / ENCOUNTER board', () => {
  it('ENCOUNTER: the board is 13 sectors wide by 9 deep', () => {
    expect([COLS, ROWS, SECTOR_COUNT]).toEqual([13, 9, 117]);
  });

  it('labels run a1 (top left) to m9 and back', () => {
    expect(sectorLabel(0)).toBe('a1');
    expect(sectorLabel(SECTOR_COUNT - 1)).toBe('m9');
    for (let s = 0; s < SECTOR_COUNT; s++) expect(sectorFromLabel(sectorLabel(s))).toBe(s);
    expect(() => sectorFromLabel('n1')).toThrow(/not a sector label/);
  });

  it('an inner sector has six neighbours, a corner two or three', () => {
    expect(neighbours(sectorAt(6, 4))).toHaveLength(6);
    expect(neighbours(sectorAt(0, 0)).map(sectorLabel).sort()).toEqual(['a2', 'b1']);
    // Odd columns sit half a hex lower: b1 touches a1, a2, c1, c2 and b2.
    expect(neighbours(sectorAt(1, 0)).map(sectorLabel).sort()).toEqual(['a1', 'a2', 'b2', 'c1', 'c2']);
  });

  it('1 UD is the distance between the centres of adjacent sectors', () => {
    for (let s = 0; s < SECTOR_COUNT; s++) {
      for (const n of neighbours(s)) {
        const a = sectorCentre(s);
        const b = sectorCentre(n);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(1, 9);
      }
    }
  });

  it('distance across the board: a1 to a9 is 8 UD, a1 to m1 is 12 UD', () => {
    expect(distance(sectorFromLabel('a1'), sectorFromLabel('a9'))).toBe(8);
    expect(distance(sectorFromLabel('a1'), sectorFromLabel('m1'))).toBe(12);
  });
});

describe('hex geometry properties', () => {
  it('distance is zero only to itself and symmetric', () => {
    fc.assert(fc.property(sector, sector, (a, b) => {
      expect(distance(a, b)).toBe(distance(b, a));
      expect(distance(a, b) === 0).toBe(a === b);
    }));
  });

  it('distance obeys the triangle inequality', () => {
    fc.assert(fc.property(sector, sector, sector, (a, b, c) => {
      expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
    }));
  });

  it('every neighbour is at distance 1, and every sector at distance 1 is a neighbour', () => {
    fc.assert(fc.property(sector, (a) => {
      const ns = neighbours(a);
      for (const n of ns) expect(distance(a, n)).toBe(1);
      const ring = Array.from({ length: SECTOR_COUNT }, (_, i) => i).filter((b) => distance(a, b) === 1);
      expect(ns).toEqual(ring);
    }));
  });

  it('the line between two adjacent sectors meets no other sector', () => {
    fc.assert(fc.property(sector, (a) => {
      for (const n of neighbours(a)) expect(lineBetween(a, n)).toEqual({ through: [], along: [] });
    }));
  });

  it('a line crosses at least distance - 1 sectors, each within the distance of both ends, and is the same both ways', () => {
    fc.assert(fc.property(sector, sector, (a, b) => {
      const { through, along } = lineBetween(a, b);
      const touched = [...through, ...along.flat()];
      for (const s of touched) {
        expect(s === a || s === b).toBe(false);
        expect(distance(a, s)).toBeLessThan(distance(a, b));
        expect(distance(b, s)).toBeLessThan(distance(a, b));
      }
      // Each step along the line is a crossing of a sector or a run along an edge.
      if (a !== b) expect(through.length + along.length).toBeGreaterThanOrEqual(distance(a, b) - 1);
      expect(lineBetween(b, a)).toEqual({ through: through.slice().reverse(), along });
    }));
  });

  it('a line along an edge between two sectors runs between them, crossing neither', () => {
    // g5 to i5 runs due east, exactly along the edge between h4 and h5.
    expect(distance(sectorFromLabel('g5'), sectorFromLabel('i5'))).toBe(2);
    expect(lineBetween(sectorFromLabel('g5'), sectorFromLabel('i5'))).toEqual({ through: [], along: [[sectorFromLabel('h4'), sectorFromLabel('h5')]] });
    // g5 to g7 runs through the middle of g6.
    expect(lineBetween(sectorFromLabel('g5'), sectorFromLabel('g7'))).toEqual({ through: [sectorFromLabel('g6')], along: [] });
    // a1 to e2 crosses c1 and c2 through the middle of their shared edge: it enters both.
    expect(lineBetween(sectorFromLabel('a1'), sectorFromLabel('e2')).through.map(sectorLabel)).toEqual(['b1', 'c1', 'c2', 'd1']);
    // a1 to c1 runs along the board's top edge past b1: one sector on that edge, nothing beyond it.
    expect(lineBetween(sectorFromLabel('a1'), sectorFromLabel('c1'))).toEqual({ through: [], along: [[sectorFromLabel('b1')]] });
  });
});
