// The BLB table layout (src/scene/blb/layout.ts): every box has a place, no two tiles touch,
// and nothing printed around or inside the map (tracks, charts, cup, title) covers a box or a
// Movement Line.
import { describe, expect, it } from 'vitest';
import { DATA, FORT } from '../../../src/games/blb/db';
import {
  BOX_PLACES,
  COUNTER,
  MAP_AREA,
  TABLE,
  TILE,
  allPlaceIds,
  boxRects,
  mapToWorld,
  overlaps,
  placeRect,
  printedRects,
  pulledChitSpot,
  rectEdges,
  stackPosition,
  type Rect,
  type XZ,
} from '../../../src/scene/blb/layout';
import { victoryLinePath } from '../../../src/scene/blb/mapLines';

const inside = (outer: Rect, inner: Rect) =>
  rectEdges.left(inner) >= rectEdges.left(outer) - 1e-9 &&
  rectEdges.right(inner) <= rectEdges.right(outer) + 1e-9 &&
  rectEdges.top(inner) >= rectEdges.top(outer) - 1e-9 &&
  rectEdges.bottom(inner) <= rectEdges.bottom(outer) + 1e-9;

/** Distance from a point to a segment. */
function segDist(p: XZ, a: XZ, b: XZ): number {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.z - a.z) * dz) / (dx * dx + dz * dz || 1)));
  return Math.hypot(p.x - (a.x + dx * t), p.z - (a.z + dz * t));
}

/** Whether a segment comes within `margin` of a rectangle (sampled finely). */
function segmentTouches(a: XZ, b: XZ, r: Rect, margin: number): boolean {
  const grown = { ...r, w: r.w + 2 * margin, d: r.d + 2 * margin };
  const n = Math.ceil(Math.hypot(b.x - a.x, b.z - a.z) / 0.05);
  for (let i = 0; i <= n; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / n, z: a.z + ((b.z - a.z) * i) / n };
    if (Math.abs(p.x - grown.x) * 2 <= grown.w && Math.abs(p.z - grown.z) * 2 <= grown.d) return true;
  }
  return false;
}

const centre = (id: string): XZ => ({ x: BOX_PLACES[id]!.tile.x, z: BOX_PLACES[id]!.tile.z });

describe('BLB table layout', () => {
  it('every box id has a world position, near its map position', () => {
    for (const b of DATA.boxes) {
      const p = BOX_PLACES[b.id];
      expect(p, b.id).toBeDefined();
      expect(Number.isFinite(p!.tile.x) && Number.isFinite(p!.tile.z)).toBe(true);
      const w = mapToWorld(b.pos);
      // Nudged apart where crowded, never far from the geography.
      expect(Math.hypot(w.x - p!.tile.x, w.z - p!.tile.z), b.id).toBeLessThan(2.5);
      expect(placeRect(b.id)).toEqual(p!.tile);
    }
  });

  it('every named place (boxes, track spaces, cup, charts, slots) has a rectangle on the table', () => {
    const ids = allPlaceIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      const r = placeRect(id);
      expect(r, id).toBeDefined();
      expect(inside(TABLE.table, r!), id).toBe(true);
    }
    expect(TABLE.turnTrack.spaces.map((s) => s.id)).toEqual(['turn-0', ...DATA.turns.map((t) => `turn-${t.turn}`)]);
    expect(TABLE.atrocities.spaces).toHaveLength(6);
    expect(TABLE.turnEnd).toHaveLength(3);
    expect(TABLE.gcChart.cells.flat()).toHaveLength(36);
  });

  it('no two box tiles (or siege boxes) overlap, with a visible gap', () => {
    const ids = Object.keys(BOX_PLACES);
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        for (const a of boxRects(ids[i]!)) for (const b of boxRects(ids[j]!)) expect(overlaps(a, b, TILE.gap / 2 - 0.02), `${ids[i]} / ${ids[j]}`).toBe(false);
      }
    }
  });

  it('fort boxes have a siege box joined on the east; cities have none', () => {
    for (const b of DATA.boxes) {
      const p = BOX_PLACES[b.id]!;
      if (FORT[b.id]) {
        expect(p.siege, b.id).toBeDefined();
        expect(p.siege!.x).toBeGreaterThan(p.tile.x);
        expect(rectEdges.left(p.siege!) - rectEdges.right(p.tile)).toBeLessThan(0.5);
        expect(p.slots.fort).toBeDefined();
      } else {
        expect(p.siege, b.id).toBeUndefined();
      }
    }
  });

  it('nothing printed on the table covers a box tile, a Movement Line or the Victory Line', () => {
    const tiles = Object.keys(BOX_PLACES).flatMap((id) => boxRects(id).map((r) => ({ id, r })));
    const path = victoryLinePath();
    for (const { id, rect } of printedRects()) {
      for (const t of tiles) expect(overlaps(rect, t.r, 0.2), `${id} covers ${t.id}`).toBe(false);
      for (const line of DATA.lines) expect(segmentTouches(centre(line.a), centre(line.b), rect, 0.2), `${id} covers ${line.a}-${line.b}`).toBe(false);
      for (let i = 0; i < path.length - 1; i++) expect(segmentTouches(path[i]!, path[i + 1]!, rect, 0.3), `${id} covers the Victory Line`).toBe(false);
    }
  });

  it('the printed things do not overlap one another; the tracks lie under the map, the slots off the sheet', () => {
    const printed = printedRects();
    for (let i = 0; i < printed.length; i++) {
      for (let j = i + 1; j < printed.length; j++) expect(overlaps(printed[i]!.rect, printed[j]!.rect), `${printed[i]!.id} / ${printed[j]!.id}`).toBe(false);
    }
    expect(rectEdges.top(TABLE.turnTrack.frame)).toBeGreaterThan(rectEdges.bottom(MAP_AREA));
    expect(rectEdges.top(TABLE.atrocities.frame)).toBeGreaterThan(rectEdges.bottom(MAP_AREA));
    for (const r of [TABLE.map, TABLE.turnTrack.frame, TABLE.atrocities.frame, TABLE.title, TABLE.gcChart.frame, TABLE.cupFrame, TABLE.pulledFrame, TABLE.turnEndFrame]) {
      expect(inside(TABLE.sheet, r)).toBe(true);
    }
    for (const r of [TABLE.battleBoard, TABLE.diceTray]) expect(overlaps(r, TABLE.sheet)).toBe(false);
    expect(inside(TABLE.table, TABLE.sheet)).toBe(true);
  });

  it('the Victory Line runs from the north edge of the map through each crossing to the west edge', () => {
    const path = victoryLinePath();
    expect(path.length).toBe(DATA.victoryLineCrossings.length + 2);
    for (let i = 1; i < path.length; i++) expect(path[i]!.z).toBeGreaterThanOrEqual(path[i - 1]!.z);
    expect(path[0]!.z).toBeLessThan(rectEdges.top(MAP_AREA) + 1);
    expect(path[path.length - 1]!.x).toBeLessThan(rectEdges.left(MAP_AREA) + 1);
    // 9.0: boxes beyond the line lie west of it, the others east (checked at each box's latitude).
    const xAt = (z: number) => {
      for (let i = 0; i < path.length - 1; i++) {
        const a = path[i]!;
        const b = path[i + 1]!;
        if (z >= a.z && z <= b.z) return a.x + ((b.x - a.x) * (z - a.z)) / (b.z - a.z || 1);
      }
      return -Infinity;
    };
    for (const b of DATA.boxes) {
      const c = centre(b.id);
      if (b.beyondVictoryLine) expect(c.x, b.id).toBeLessThan(xAt(c.z));
      else if (xAt(c.z) > -Infinity) expect(c.x, b.id).toBeGreaterThan(xAt(c.z));
    }
    // Each crossing lies between its two boxes.
    for (const [a, b] of DATA.victoryLineCrossings) {
      const m = { x: (centre(a).x + centre(b).x) / 2, z: (centre(a).z + centre(b).z) / 2 };
      expect(path.some((p) => Math.hypot(p.x - m.x, p.z - m.z) < 1e-9)).toBe(true);
      expect(segDist(m, centre(a), centre(b))).toBeLessThan(1e-9);
    }
  });

  it('stacks rise a counter thickness per counter and shift north-east so the edges show', () => {
    const base = BOX_PLACES.aachen!.slots.single;
    const p0 = stackPosition(base, 0);
    const p3 = stackPosition(base, 3);
    expect(p3.y - p0.y).toBeCloseTo(3 * COUNTER.thickness);
    expect(p3.x).toBeGreaterThan(p0.x);
    expect(p3.z).toBeLessThan(p0.z);
    // A full stack of eight still stands on its tile.
    const tile = BOX_PLACES.aachen!.tile;
    const p7 = stackPosition(base, 7);
    expect(inside(tile, { x: p7.x, z: p7.z, w: COUNTER.size, d: COUNTER.size })).toBe(true);
    expect(inside(tile, { x: p0.x, z: p0.z, w: COUNTER.size, d: COUNTER.size })).toBe(true);
  });

  it('two stacks side by side fit their tile, and the pulled chits fit their box', () => {
    for (const b of DATA.boxes) {
      const p = BOX_PLACES[b.id]!;
      for (const slot of [p.slots.german, p.slots.entente, p.slots.fort].filter(Boolean) as XZ[]) {
        const host = p.siege && slot === p.slots.german ? p.siege : p.tile;
        expect(inside(host, { x: slot.x, z: slot.z, w: COUNTER.size, d: COUNTER.size }), b.id).toBe(true);
      }
    }
    for (let i = 0; i < 14; i++) {
      const s = pulledChitSpot(i);
      expect(inside(TABLE.pulledChits, { x: s.x, z: s.z, w: 1, d: 1 })).toBe(true);
    }
  });
});
