// The static labels printed into the table's textures (src/scene/blb/printedLabels.ts) and the
// tile-label atlas (tileLabels.ts): every label lies on the sheet, in room of its own, tile
// labels on their tile's name strip and sheet labels off the tiles (which would hide them), and
// the atlas cells never overlap.
import { describe, expect, it } from 'vitest';
import { DATA, FORT } from '../../../src/games/blb/db';
import { BOX_PLACES, TABLE, TILE, boxRects, overlaps, rectEdges, type Rect } from '../../../src/scene/blb/layout';
import { cupTitleLabel, estimatedWidth, labelBounds, labelSize, printedLabels, type PrintedLabel } from '../../../src/scene/blb/printedLabels';
import { victoryCrossings } from '../../../src/scene/blb/mapLines';
import { ATLAS_PPU, ATLAS_WIDTH, packLabelAtlas, tileLabelGeometry } from '../../../src/scene/blb/tileLabels';

const inside = (outer: Rect, inner: Rect, eps = 1e-9) =>
  rectEdges.left(inner) >= rectEdges.left(outer) - eps &&
  rectEdges.right(inner) <= rectEdges.right(outer) + eps &&
  rectEdges.top(inner) >= rectEdges.top(outer) - eps &&
  rectEdges.bottom(inner) <= rectEdges.bottom(outer) + eps;

const labels = printedLabels();
const tile = labels.filter((l) => l.layer === 'tile');
const sheet = labels.filter((l) => l.layer === 'sheet');

describe('printed labels', () => {
  it('names every box once, SIEGE once per fort, and the tracks and title', () => {
    expect(labels.filter((l) => l.id.startsWith('name:')).map((l) => l.text).sort()).toEqual(DATA.boxes.map((b) => b.name).sort());
    const forts = DATA.boxes.filter((b) => FORT[b.id]).length;
    expect(forts).toBeGreaterThan(0);
    expect(labels.filter((l) => l.text === 'SIEGE')).toHaveLength(forts);
    expect(labels.filter((l) => l.id.startsWith('fort:'))).toHaveLength(forts);
    for (const text of ['BRAVE LITTLE', 'BELGIUM', 'TURN TRACK', 'ATROCITIES', 'PULLED CHITS', 'TURN END', 'VICTORY LINE']) expect(labels.map((l) => l.text)).toContain(text);
    expect(new Set(labels.map((l) => l.id)).size).toBe(labels.length);
    // The cup's count changes: it is not printed.
    expect(labels.some((l) => /CHIT CUP/.test(l.text))).toBe(false);
  });

  it('every label lies inside the printed sheet', () => {
    for (const l of labels) expect(inside(TABLE.sheet, labelBounds(l)), l.id).toBe(true);
  });

  it('no two labels overlap', () => {
    const bad: string[] = [];
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) if (overlaps(labelBounds(labels[i]!), labelBounds(labels[j]!))) bad.push(`${labels[i]!.id} / ${labels[j]!.id}`);
    expect(bad).toEqual([]);
  });

  it('tile labels lie on their own tile (or siege box) name strip', () => {
    for (const l of tile) {
      const box = l.id.split(':')[1]!;
      const p = BOX_PLACES[box]!;
      const rect = l.id.startsWith('siege:') ? p.siege! : p.tile;
      const strip: Rect = { x: rect.x, z: rectEdges.bottom(rect) - TILE.labelStrip / 2, w: rect.w, d: TILE.labelStrip };
      expect(inside(strip, labelBounds(l), 0.02), l.id).toBe(true);
    }
  });

  it("the cup's title with its count (drawn on its own) lies on the sheet, in room of its own, and fits its frame", () => {
    for (const n of [0, 9, 24]) {
      const l = cupTitleLabel(n);
      expect(l.text).toBe(`CHIT CUP · ${n}`);
      expect(inside(TABLE.sheet, labelBounds(l))).toBe(true);
      expect(estimatedWidth(l)).toBeLessThanOrEqual(l.maxWidth);
      for (const other of labels) expect(overlaps(labelBounds(l), labelBounds(other)), other.id).toBe(false);
      for (const r of Object.keys(BOX_PLACES).flatMap(boxRects)) expect(overlaps(labelBounds(l), r)).toBe(false);
    }
  });

  it('sheet labels are not hidden under any tile', () => {
    const rects = Object.keys(BOX_PLACES).flatMap(boxRects);
    for (const l of sheet) for (const r of rects) expect(overlaps(labelBounds(l), r), `${l.id} under a tile`).toBe(false);
  });

  it('sheet labels keep clear of the Victory Line\'s diamonds', () => {
    const diamonds = victoryCrossings().map((p) => ({ x: p.x, z: p.z, w: 0.44, d: 0.6 }));
    expect(diamonds.length).toBeGreaterThan(0);
    for (const l of sheet) for (const d of diamonds) expect(overlaps(labelBounds(l), d), `${l.id} on a diamond`).toBe(false);
  });

  it('text is squeezed little: the estimated width fits within 15% of the room', () => {
    for (const l of labels) expect(estimatedWidth(l), l.id).toBeLessThanOrEqual(l.maxWidth * 1.15);
  });

  it('the footprint of a rotated label turns with it', () => {
    const flat: PrintedLabel = { id: 'a', text: 'AB', layer: 'sheet', x: 0, z: 0, size: 1, font: 'bold', color: '#000', align: 'left', baseline: 'bottom', spacing: 0, maxWidth: 4, angle: 0 };
    expect(labelBounds(flat)).toMatchObject({ x: 2, z: -0.5, w: 4, d: 1 });
    const turned = labelBounds({ ...flat, angle: Math.PI / 2 });
    expect(turned.w).toBeCloseTo(1);
    expect(turned.d).toBeCloseTo(4);
    expect(turned.z).toBeCloseTo(2);
    // Text running south with its letters standing on the west: the glyphs lie east of the anchor.
    expect(turned.x).toBeCloseTo(0.5);
  });

  it('box names shrink with their length', () => {
    expect(labelSize('Liège')).toBe(0.5);
    expect(labelSize('La Roche-en-Ardenne')).toBeLessThan(0.35);
  });
});

describe('tile-label atlas', () => {
  it('packs every tile label into its own cell inside the atlas', () => {
    const { cells, height } = packLabelAtlas(tile);
    expect(cells).toHaveLength(tile.length);
    expect(height).toBeLessThanOrEqual(4096);
    for (const c of cells) {
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.x + c.w).toBeLessThanOrEqual(ATLAS_WIDTH);
      expect(c.y + c.h).toBeLessThanOrEqual(height);
    }
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++) {
        const a = cells[i]!;
        const b = cells[j]!;
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${a.id} / ${b.id}`).toBe(true);
      }
    // Crisp: a full-size name gets at least 100 pixels to the em.
    expect(0.5 * ATLAS_PPU).toBeGreaterThanOrEqual(100);
  });

  it('builds one quad per label over its footprint, with UVs inside the atlas', () => {
    const g = tileLabelGeometry(tile);
    expect(g.getAttribute('position').count).toBe(tile.length * 4);
    expect(g.getIndex()!.count).toBe(tile.length * 6);
    const uv = g.getAttribute('uv');
    for (let i = 0; i < uv.count; i++) {
      expect(uv.getX(i)).toBeGreaterThanOrEqual(0);
      expect(uv.getX(i)).toBeLessThanOrEqual(1);
      expect(uv.getY(i)).toBeGreaterThanOrEqual(0);
      expect(uv.getY(i)).toBeLessThanOrEqual(1);
    }
    // The first quad covers the first label's anchor.
    const pos = g.getAttribute('position');
    const xs = [0, 1, 2, 3].map((k) => pos.getX(k));
    const zs = [0, 1, 2, 3].map((k) => pos.getZ(k));
    expect(Math.min(...xs)).toBeLessThan(tile[0]!.x);
    expect(Math.max(...xs)).toBeGreaterThan(tile[0]!.x);
    expect(Math.min(...zs)).toBeLessThan(tile[0]!.z);
    expect(Math.max(...zs)).toBeGreaterThan(tile[0]!.z);
  });
});
