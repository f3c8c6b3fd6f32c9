// Where Belle Epoque lies on the table: one UD between adjacent sector centres, every point of a
// hex maps back to it, and the bowl, the d20s and the dice tray lie beside the board, on the table.
import { describe, expect, it } from 'vitest';
import { SECTOR_COUNT, adjacent, neighbours } from '../../../src/games/belle-epoque/rules/hex';
import { BOARD, BOWL, COMMAND_DIE, DICE_TRAY, HEX, HOME, TABLE, sectorAtPoint, sectorCenter, sectorCorners, type Rect } from '../../../src/scene/belle-epoque/layout';

const inside = (r: Rect, x: number, z: number) => Math.abs(x - r.x) <= r.w / 2 && Math.abs(z - r.z) <= r.d / 2;
const overlaps = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.z - b.z) < (a.d + b.d) / 2;

describe('Belle Epoque table layout', () => {
  it('adjacent sectors are one UD apart on the table, and only they', () => {
    for (let a = 0; a < SECTOR_COUNT; a++) {
      for (const b of neighbours(a)) {
        const p = sectorCenter(a);
        const q = sectorCenter(b);
        expect(Math.hypot(p.x - q.x, p.z - q.z)).toBeCloseTo(HEX.ud, 9);
      }
      for (let b = 0; b < SECTOR_COUNT; b++) {
        if (b === a || adjacent(a, b)) continue;
        const p = sectorCenter(a);
        const q = sectorCenter(b);
        expect(Math.hypot(p.x - q.x, p.z - q.z)).toBeGreaterThan(HEX.ud * 1.5);
      }
    }
  });

  it('a point inside a hex (centre and near each corner) is that sector; every hex lies on the board', () => {
    for (let s = 0; s < SECTOR_COUNT; s++) {
      expect(sectorAtPoint(sectorCenter(s))).toBe(s);
      for (const c of sectorCorners(s, 0.15)) {
        const p = sectorCenter(s);
        expect(sectorAtPoint({ x: p.x + (c.x - p.x) * 0.9, z: p.z + (c.z - p.z) * 0.9 })).toBe(s);
        expect(inside(BOARD, c.x, c.z)).toBe(true);
      }
    }
    expect(sectorAtPoint({ x: BOARD.w, z: 0 })).toBeNull();
  });

  it('the bowl, the command d20s and the dice tray lie on the table beside the board, in the home view', () => {
    const bowl: Rect = { x: BOWL.x, z: BOWL.z, w: BOWL.radius * 2, d: BOWL.radius * 2 };
    const tray: Rect = { x: DICE_TRAY.x, z: DICE_TRAY.z, w: DICE_TRAY.w, d: DICE_TRAY.d };
    const dice = Object.values(COMMAND_DIE).map((d): Rect => ({ x: d.x, z: d.z, w: d.size, d: d.size }));
    for (const r of [bowl, tray, ...dice]) {
      expect(overlaps(r, BOARD)).toBe(false);
      for (const [dx, dz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
        expect(inside(TABLE, r.x + (dx * r.w) / 2, r.z + (dz * r.d) / 2)).toBe(true);
        expect(inside(HOME, r.x + (dx * r.w) / 2, r.z + (dz * r.d) / 2)).toBe(true);
      }
    }
    expect(COMMAND_DIE.red.z).toBeLessThan(COMMAND_DIE.blue.z);
  });
});
