import { describe, expect, it } from 'vitest';
import type { BufferGeometry } from 'three';
import { buildStandMeshes } from '../../../src/scene/belle-epoque/Stands';
import { isLowDetail, setLowDetail } from '../../../src/scene/motionDetail';

const triangles = (g: BufferGeometry) => (g.index ? g.index.count : g.getAttribute('position').count) / 3;

describe('Belle Epoque stands in motion at the low-detail tiers', () => {
  it('the bases, figures, flags and discs draw coarser twins with the same attributes, and their own again at rest', () => {
    const m = buildStandMeshes(16, false, () => {});
    const swapped = [m.baseBody, ...Object.values(m.figures), m.flags, m.discs];
    const fine = swapped.map((mesh) => mesh.geometry);
    for (const mesh of m.all) setLowDetail(mesh, true);
    swapped.forEach((mesh, i) => {
      expect(isLowDetail(mesh)).toBe(true);
      expect(triangles(mesh.geometry)).toBeLessThan(triangles(fine[i]!));
      // The tint of the side's colour and the per-vertex colours survive the coarsening.
      expect(Object.keys(mesh.geometry.attributes).sort()).toEqual(Object.keys(fine[i]!.attributes).sort());
    });
    // Figures are the bulk of a table's vertices: at least a third fewer.
    const before = fine.slice(1, 4).reduce((s, g) => s + triangles(g), 0);
    const after = Object.values(m.figures).reduce((s, mesh) => s + triangles(mesh.geometry), 0);
    expect(after).toBeLessThan(before * (2 / 3));
    // The labels, rings and pick columns have none: left alone.
    for (const mesh of [m.labels, m.rings, m.pick, m.baseTop]) expect(isLowDetail(mesh)).toBe(false);
    for (const mesh of m.all) setLowDetail(mesh, false);
    swapped.forEach((mesh, i) => expect(mesh.geometry).toBe(fine[i]));
  });
});
