// The 3D table's layout (src/scene/lpg/tableLayout.ts): every part in its own spot, none over the
// printed map or another part, all on the table the camera stays over.
import { describe, expect, it } from 'vitest';
import { LPG_TABLE, lpgTableSpots, spotsOverlap } from '../../../src/scene/lpg/tableLayout';

describe('La Petite Guerre table layout', () => {
  const spots = lpgTableSpots();
  it('no spot overlaps the printed map', () => {
    for (const { name, spot } of spots) expect(spotsOverlap(spot, LPG_TABLE.sheet), name).toBe(false);
  });
  it('no two spots overlap', () => {
    for (let i = 0; i < spots.length; i++) for (let j = i + 1; j < spots.length; j++) expect(spotsOverlap(spots[i]!.spot, spots[j]!.spot), `${spots[i]!.name} / ${spots[j]!.name}`).toBe(false);
  });
  it('every spot lies on the table and inside the home frame', () => {
    const inside = (s: { x: number; z: number; w: number; d: number }, r: { x: number; z: number; w: number; d: number }) =>
      s.x - s.w / 2 >= r.x - r.w / 2 && s.x + s.w / 2 <= r.x + r.w / 2 && s.z - s.d / 2 >= r.z - r.d / 2 && s.z + s.d / 2 <= r.z + r.d / 2;
    for (const { name, spot } of [...spots, { name: 'sheet', spot: { ...LPG_TABLE.sheet, facing: 0 } }]) {
      expect(inside(spot, LPG_TABLE.table), `${name} on the table`).toBe(true);
      expect(inside(spot, LPG_TABLE.home), `${name} at home`).toBe(true);
      expect(inside(spot, LPG_TABLE.showcaseHome), `${name} at the showcase's home`).toBe(true);
    }
  });
  it('the Americans sit west of the map, the British east (their sides of the campaign)', () => {
    expect(LPG_TABLE.racks.american.x).toBeLessThan(LPG_TABLE.sheet.x - LPG_TABLE.sheet.w / 2);
    expect(LPG_TABLE.racks.british.x).toBeGreaterThan(LPG_TABLE.sheet.x + LPG_TABLE.sheet.w / 2);
  });
  it("each side's rack shot holds its rack whole, and lies on the table", () => {
    const inside = (s: { x: number; z: number; w: number; d: number }, r: { x: number; z: number; w: number; d: number }) =>
      s.x - s.w / 2 >= r.x - r.w / 2 - 1e-9 && s.x + s.w / 2 <= r.x + r.w / 2 + 1e-9 && s.z - s.d / 2 >= r.z - r.d / 2 - 1e-9 && s.z + s.d / 2 <= r.z + r.d / 2 + 1e-9;
    for (const side of ['american', 'british'] as const) {
      const shot = LPG_TABLE.rackShots[side];
      expect(inside(LPG_TABLE.racks[side], shot), `${side} rack`).toBe(true);
      expect(inside(shot, LPG_TABLE.table), `${side} shot on the table`).toBe(true);
      // About half the home frame's width or less: the rack reads about twice as large.
      expect(shot.w).toBeLessThan(LPG_TABLE.home.w * 0.45);
    }
  });
});
