// Terrain dressing (src/scene/belle-epoque/terrainDressing.ts): the same sector always looks the same,
// nothing leaves its hex, the centre stays free for the stands, and each terrain gets its things.
import { describe, expect, it } from 'vitest';
import { SECTOR_COUNT } from '../../../src/games/belle-epoque/rules/hex';
import { HEX, TERRAIN_TOP, type ShownTerrain } from '../../../src/scene/belle-epoque/layout';
import {
  CENTRE_CLEAR,
  FLAT_KINDS,
  MAX_PER_SECTOR,
  SECTOR_LABEL,
  footprint,
  insideHex,
  labelSpot,
  rearIsSouth,
  sectorDressing,
  tileShape,
  type Dressing,
  type DressingKind,
} from '../../../src/scene/belle-epoque/terrainDressing';

const TERRAINS: ShownTerrain[] = ['open', 'hill', 'woods', 'dense', 'swamp', 'ford', 'river', 'cliffs', 'unknown'];
const SECTORS = Array.from({ length: SECTOR_COUNT }, (_, s) => s);

function countOf(list: Dressing[], ...kinds: DressingKind[]): number {
  return list.filter((d) => kinds.includes(d.kind)).length;
}

function everyCase(fn: (s: number, t: ShownTerrain, fortified: boolean, list: Dressing[]) => void): void {
  for (const t of TERRAINS) for (const s of SECTORS) for (const f of t === 'open' || t === 'hill' ? [false, true] : [false]) fn(s, t, f, sectorDressing(s, t, f));
}

describe('terrain dressing', () => {
  it('is deterministic: the same sector and terrain give the same placements', () => {
    for (const t of TERRAINS) for (const s of [0, 17, 58, 116]) expect(sectorDressing(s, t, t === 'hill')).toEqual(sectorDressing(s, t, t === 'hill'));
  });

  it('differs between sectors of the same terrain', () => {
    const a = JSON.stringify(sectorDressing(10, 'woods'));
    const b = JSON.stringify(sectorDressing(11, 'woods'));
    expect(a).not.toEqual(b);
  });

  it('keeps every footprint inside its hex', () => {
    const outside: string[] = [];
    everyCase((s, t, _f, list) => {
      for (const d of list) {
        for (const p of footprint(d)) if (!insideHex(p, HEX.radius, 1e-6)) outside.push(`${t} ${s} ${d.kind} (${p.x.toFixed(2)}, ${p.z.toFixed(2)})`);
        if (!insideHex(d, tileShape(t).top, 1e-6)) outside.push(`${t} ${s} ${d.kind} off its tile top`);
      }
    });
    expect(outside).toEqual([]);
  });

  it('leaves the centre clear of anything upright', () => {
    const inCentre: string[] = [];
    everyCase((s, t, _f, list) => {
      for (const d of list) {
        if (FLAT_KINDS.has(d.kind)) continue;
        for (const p of [d, ...footprint(d)]) if (Math.hypot(p.x, p.z) < CENTRE_CLEAR - 1e-6) inCentre.push(`${t} ${s} ${d.kind}`);
      }
    });
    expect(inCentre).toEqual([]);
  });

  it('leaves the printed label uncovered', () => {
    const onLabel: string[] = [];
    everyCase((s, t, _f, list) => {
      const l = labelSpot(t);
      for (const d of list) {
        if (FLAT_KINDS.has(d.kind)) continue;
        for (const p of [d, ...footprint(d)]) {
          if (Math.abs(p.x - l.x) < SECTOR_LABEL.w / 2 - 0.1 && Math.abs(p.z - l.z) < SECTOR_LABEL.h / 2) onLabel.push(`${t} ${s} ${d.kind}`);
        }
      }
    });
    expect(onLabel).toEqual([]);
  });

  it('gives each terrain its decorations in the stated numbers', () => {
    for (const s of SECTORS) {
      const woods = sectorDressing(s, 'woods');
      expect(countOf(woods, 'pine', 'tree')).toBeGreaterThanOrEqual(5);
      expect(countOf(woods, 'pine', 'tree')).toBeLessThanOrEqual(8);
      const dense = sectorDressing(s, 'dense');
      expect(countOf(dense, 'pine', 'tree')).toBeGreaterThanOrEqual(7);
      expect(countOf(dense, 'bush')).toBeGreaterThanOrEqual(6);
      expect(countOf(dense, 'pine', 'tree', 'bush')).toBeGreaterThan(countOf(woods, 'pine', 'tree', 'bush'));
      const swamp = sectorDressing(s, 'swamp');
      expect(countOf(swamp, 'pool')).toBeGreaterThanOrEqual(2);
      expect(countOf(swamp, 'reed')).toBeGreaterThanOrEqual(6);
      const ford = sectorDressing(s, 'ford');
      expect(countOf(ford, 'stone')).toBeGreaterThanOrEqual(5);
      expect(countOf(sectorDressing(s, 'cliffs'), 'rock')).toBeGreaterThanOrEqual(4);
      expect(countOf(sectorDressing(s, 'hill'), 'contour')).toBeGreaterThanOrEqual(2);
      for (const t of ['open', 'river', 'unknown'] as const) expect(sectorDressing(s, t)).toEqual([]);
    }
  });

  it('rings a fortified sector with earthworks and gabions, open at the rear', () => {
    for (const s of SECTORS) {
      for (const t of ['open', 'hill'] as const) {
        const list = sectorDressing(s, t, true);
        const walls = list.filter((d) => d.kind === 'earthwork');
        expect(walls.length).toBeGreaterThanOrEqual(5);
        expect(countOf(list, 'gabion')).toBeGreaterThanOrEqual(walls.length);
        // No wall on the rear edge (toward the side's own edge of the board).
        const rear = rearIsSouth(s) ? 1 : -1;
        expect(walls.some((w) => Math.abs(w.x) < 0.2 && Math.sign(w.z) === rear)).toBe(false);
        for (const w of walls) expect(w.y).toBeCloseTo(TERRAIN_TOP[t]);
      }
    }
  });

  it('never holds more of a kind than the board has room for', () => {
    everyCase((_s, _t, _f, list) => {
      for (const k of Object.keys(MAX_PER_SECTOR) as DressingKind[]) expect(countOf(list, k)).toBeLessThanOrEqual(MAX_PER_SECTOR[k]);
    });
  });
});
