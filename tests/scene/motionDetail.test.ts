import { describe, expect, it } from 'vitest';
import { BoxGeometry, Group, InstancedMesh, Mesh, MeshBasicMaterial, SphereGeometry } from 'three';
import { isLowDetail, setLowDetail, setMotionGeometry } from '../../src/scene/motionDetail';
import { QUALITY_TIERS } from '../../src/scene/renderBudget';

describe('coarse geometry for frames in motion', () => {
  it('swaps the meshes that carry one, and back; the others are left alone', () => {
    const root = new Group();
    const fine = new SphereGeometry(1, 16, 12);
    const coarse = new SphereGeometry(1, 6, 4);
    const round = new InstancedMesh(fine, new MeshBasicMaterial(), 4);
    const plain = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
    const plainGeometry = plain.geometry;
    root.add(round, plain);
    setMotionGeometry(round, coarse);
    expect(round.geometry).toBe(fine);
    setLowDetail(root, true);
    expect(round.geometry).toBe(coarse);
    expect(isLowDetail(round)).toBe(true);
    expect(plain.geometry).toBe(plainGeometry);
    // Again in the same state: nothing changes.
    setLowDetail(root, true);
    expect(round.geometry).toBe(coarse);
    setLowDetail(root, false);
    expect(round.geometry).toBe(fine);
    expect(isLowDetail(round)).toBe(false);
  });

  it('a coarse geometry given while the coarse one is drawn keeps the fine one to come back to', () => {
    const fine = new SphereGeometry(1, 16, 12);
    const mesh = new Mesh(fine, new MeshBasicMaterial());
    setMotionGeometry(mesh, new SphereGeometry(1, 6, 4));
    setLowDetail(mesh, true);
    const coarser = new SphereGeometry(1, 4, 3);
    setMotionGeometry(mesh, coarser);
    setLowDetail(mesh, true);
    expect(mesh.geometry).toBe(coarser);
    setLowDetail(mesh, false);
    expect(mesh.geometry).toBe(fine);
  });

  it('only the cheap tiers ask for it, and detail never falls going up', () => {
    expect(QUALITY_TIERS[0]!.lowDetail).toBe(true);
    expect(QUALITY_TIERS[QUALITY_TIERS.length - 1]!.lowDetail).toBe(false);
    for (let i = 1; i < QUALITY_TIERS.length; i++) expect(Number(!QUALITY_TIERS[i]!.lowDetail)).toBeGreaterThanOrEqual(Number(!QUALITY_TIERS[i - 1]!.lowDetail));
  });
});
