// Lower-detail geometry for frames in motion (the render budget's cheaper tiers, RenderBudget.tsx).
//
// On a weak GPU a moving frame's cost is its pixels and its vertices: a table of many small round
// things (figures, counters, trees) lights tens of thousands of vertices a frame. A mesh may carry
// a second, coarser geometry of the same shape (`setMotionGeometry`); in the tiers that ask for low
// detail, frames in motion draw that one, and the rest frame draws the mesh's own again. Nothing
// else changes: the same material, the same instances (the coarse geometry shares the instanced
// attributes it needs with the fine one, so writes to either reach both).
import type { BufferGeometry, Object3D } from 'three';

interface Detail {
  fine: BufferGeometry;
  coarse: BufferGeometry;
}

const details = new WeakMap<Object3D, Detail>();

type WithGeometry = Object3D & { geometry?: BufferGeometry };

/** This mesh draws `coarse` in motion at the low-detail tiers (`fine`: its own geometry now). */
export function setMotionGeometry(mesh: Object3D & { geometry: BufferGeometry }, coarse: BufferGeometry): void {
  const seen = details.get(mesh);
  const fine = seen && mesh.geometry === seen.coarse ? seen.fine : mesh.geometry;
  details.set(mesh, { fine, coarse });
}

/** Switches one object to its coarse geometry or back (objects without one are left alone). */
export function setLowDetailOf(o: Object3D, on: boolean): void {
  const d = details.get(o);
  if (!d) return;
  const m = o as WithGeometry;
  const want = on ? d.coarse : d.fine;
  if (m.geometry !== want) m.geometry = want;
}

/** Switches every object under `root` that has a coarse geometry. */
export function setLowDetail(root: Object3D, on: boolean): void {
  root.traverse((o) => setLowDetailOf(o, on));
}

/** Whether this object draws its coarse geometry now (tests). */
export function isLowDetail(o: Object3D): boolean {
  const d = details.get(o);
  return !!d && (o as WithGeometry).geometry === d.coarse;
}

/** Disposes a mesh's geometry and, where it has them, both its fine and coarse ones. */
export function disposeGeometries(mesh: Object3D & { geometry: BufferGeometry }): void {
  const d = details.get(mesh);
  mesh.geometry.dispose();
  if (!d) return;
  d.fine.dispose();
  d.coarse.dispose();
  details.delete(mesh);
}
