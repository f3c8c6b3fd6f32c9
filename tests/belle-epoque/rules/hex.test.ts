// Belle Epoque board geometry (SCALES: 1 UD between the middles of two adjacent hexes; "ENCOUNTER"
// 13 x 9 sectors): neighbours, distance and the line of sectors between two centres.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COLS, ROWS, SECTOR_COUNT, distance, lineOfSectors, neighbours, sectorAt, sectorCentre, sectorFromLabel,
  sectorLabel, sectorsBetween,
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

  it('a line of sectors starts and ends at its centres and steps one UD at a time', () => {
    fc.assert(fc.property(sector, sector, (a, b) => {
      const readings = Object.values(lineOfSectors(a, b));
      for (const line of readings) {
        expect(line[0]).toBe(a);
        expect(line[line.length - 1]).toBe(b);
        // A reading grazing the board's edge loses the off-board sector; otherwise it is whole.
        if (line.length === distance(a, b) + 1) {
          for (let i = 1; i < line.length; i++) expect(distance(line[i - 1]!, line[i]!)).toBe(1);
        } else {
          expect(line.length).toBeLessThan(distance(a, b) + 1);
        }
      }
      expect(readings.some((l) => l.length === distance(a, b) + 1)).toBe(true);
    }));
  });

  it('the sectors between two adjacent sectors are none', () => {
    fc.assert(fc.property(sector, (a) => {
      for (const n of neighbours(a)) expect(sectorsBetween(a, n)).toEqual({ left: [], right: [] });
    }));
  });

  it('a line along an edge between two sectors gives both readings', () => {
    // g5 to i5 runs due east, exactly along the edge between h4 and h5.
    const { left, right } = sectorsBetween(sectorFromLabel('g5'), sectorFromLabel('i5'));
    expect(distance(sectorFromLabel('g5'), sectorFromLabel('i5'))).toBe(2);
    expect([...left, ...right].map(sectorLabel).sort()).toEqual(['h4', 'h5']);
    // g5 to g7 runs through the middle of g6: one reading only.
    expect(sectorsBetween(sectorFromLabel('g5'), sectorFromLabel('g7'))).toEqual({ left: [sectorFromLabel('g6')], right: [sectorFromLabel('g6')] });
  });
});
