// The command-point d20 (COMMAND POINTS: "each player keeps 1d20 within reach to indicate his
// remaining number of CPs"). Pure math and geometry on three's math classes, no scene, no DOM.
//
// The die is three's IcosahedronGeometry at detail 0, which is already non-indexed: triangle f
// is vertices 3f..3f+2, wound counterclockwise seen from outside. Each triangle gets the UVs of
// its number's cell in a 5 x 4 atlas (numbers 1-5 on the top row ... 16-20 on the bottom), an
// equilateral triangle in the cell with its apex on the triangle's first vertex, so the number
// reads upright when that vertex points away from the reader.
//
// Numbering: like a real (balanced) d20, opposite faces sum to 21, no two faces sharing an edge
// carry consecutive numbers, and the five faces round every corner sum to 52 or 53 (the ideal is
// 5 x 10.5 = 52.5). The table was found by a small offline search over three's face order.
import { BufferGeometry, Float32BufferAttribute, IcosahedronGeometry, Quaternion, Vector3 } from 'three';

/** The number printed on each of the geometry's 20 triangles, in buffer order. */
export const D20_FACE_NUMBERS: readonly number[] = [17, 3, 10, 15, 8, 5, 19, 1, 12, 14, 6, 11, 18, 4, 13, 9, 7, 16, 2, 20];

/** Atlas layout: 5 columns by 4 rows of square cells. */
export const ATLAS_COLS = 5;
export const ATLAS_ROWS = 4;

/** Inradius over circumradius of a regular icosahedron (~0.7947): a die of circumradius r lying on a face has its centre this x r up. */
export const D20_INRADIUS_RATIO = ((3 + Math.sqrt(5)) * Math.sqrt(3)) / 12 / Math.sin((2 * Math.PI) / 5);

/** Circumradius for a die `size` across its flats (the height it stands when lying on a face). */
export function d20Radius(size: number): number {
  return size / (2 * D20_INRADIUS_RATIO);
}

/** Cell of number `n` (1..20): column and row, row 0 at the top of the canvas. */
export function atlasCell(n: number): { col: number; row: number } {
  const i = Math.min(20, Math.max(1, Math.round(n))) - 1;
  return { col: i % ATLAS_COLS, row: Math.floor(i / ATLAS_COLS) };
}

/** The triangle inside a cell, in cell units (0..1, y down like the canvas): apex, bottom-left, bottom-right. */
export const CELL_TRIANGLE = (() => {
  const margin = 0.03;
  const side = 1 - 2 * margin;
  const height = (side * Math.sqrt(3)) / 2;
  const top = (1 - height) / 2;
  return {
    apex: { x: 0.5, y: top },
    left: { x: margin, y: top + height },
    right: { x: 1 - margin, y: top + height },
    /** Where the number is drawn: the triangle's centroid. */
    centre: { x: 0.5, y: top + (2 * height) / 3 },
    height,
  };
})();

export interface D20Face {
  /** Outward unit normal in the die's frame. */
  normal: Vector3;
  centroid: Vector3;
  /** Unit vector in the face's plane from the centroid toward the apex: "up" for its number. */
  up: Vector3;
}

/** Faces of a non-indexed icosahedron position buffer (9 numbers per triangle). */
export function facesOf(positions: ArrayLike<number>): D20Face[] {
  const faces: D20Face[] = [];
  for (let f = 0; f * 9 < positions.length; f++) {
    const v = [0, 1, 2].map((k) => new Vector3(positions[9 * f + 3 * k]!, positions[9 * f + 3 * k + 1]!, positions[9 * f + 3 * k + 2]!));
    const centroid = v[0]!.clone().add(v[1]!).add(v[2]!).divideScalar(3);
    const normal = new Vector3().subVectors(v[1]!, v[0]!).cross(new Vector3().subVectors(v[2]!, v[0]!)).normalize();
    const up = v[0]!.clone().sub(centroid).normalize();
    faces.push({ normal, centroid, up });
  }
  return faces;
}

/** The unit die's faces (the shapes do not change with size). */
export const D20_FACES: readonly D20Face[] = facesOf(new IcosahedronGeometry(1, 0).getAttribute('position').array);

/** The triangle index that carries number n (1..20). */
export function faceOfNumber(n: number): number {
  const f = D20_FACE_NUMBERS.indexOf(n);
  if (f < 0) throw new RangeError(`A d20 has no face ${String(n)}.`);
  return f;
}

/**
 * The die's geometry: an icosahedron of circumradius `radius`, non-indexed, flat-shaded, whose
 * UVs put each face's number from the 5 x 4 atlas on it.
 */
export function d20Geometry(radius: number): BufferGeometry {
  const geometry = new IcosahedronGeometry(radius, 0);
  const uv: number[] = [];
  const tri = CELL_TRIANGLE;
  for (let f = 0; f < 20; f++) {
    const { col, row } = atlasCell(D20_FACE_NUMBERS[f]!);
    // Canvas y runs down; texture v runs up (flipY), so v = 1 - y.
    const at = (p: { x: number; y: number }) => [(col + p.x) / ATLAS_COLS, 1 - (row + p.y) / ATLAS_ROWS];
    // Counterclockwise from outside like the triangle: apex, bottom-left, bottom-right.
    uv.push(...at(tri.apex), ...at(tri.left), ...at(tri.right));
  }
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  return geometry;
}

const UP = new Vector3(0, 1, 0);
const tmpUp = new Vector3();
const tmpQ = new Quaternion();

/**
 * The orientation that lays the die with number `n` on top (its normal along +y) and the number
 * upright for a reader south of the table (its "up" pointing north, -z), then turned `yaw`
 * radians about the vertical.
 */
export function d20FaceUpQuaternion(n: number, yaw = 0, out: Quaternion = new Quaternion()): Quaternion {
  const face = D20_FACES[faceOfNumber(n)]!;
  out.setFromUnitVectors(face.normal, UP);
  // The number's up, now horizontal: turn about y until it points north. Ry(a) adds a to the
  // heading atan2(x, z); north (0, 0, -1) has heading pi.
  tmpUp.copy(face.up).applyQuaternion(out);
  const heading = Math.atan2(tmpUp.x, tmpUp.z);
  tmpQ.setFromAxisAngle(UP, Math.PI - heading + yaw);
  return out.premultiply(tmpQ);
}

/** The number on top for an orientation (the face whose normal points most nearly up). */
export function d20TopNumber(q: Quaternion): number {
  let best = 0;
  let bestY = -Infinity;
  D20_FACES.forEach((face, f) => {
    const y = tmpUp.copy(face.normal).applyQuaternion(q).y;
    if (y > bestY) {
      bestY = y;
      best = f;
    }
  });
  return D20_FACE_NUMBERS[best]!;
}

/** How far below its centre the die reaches in this orientation, per unit of circumradius. */
export function d20LowestExtent(q: Quaternion, positions: ArrayLike<number> = UNIT_POSITIONS): number {
  let lowest = 0;
  for (let i = 0; i < positions.length; i += 3) {
    const y = tmpUp.set(positions[i]!, positions[i + 1]!, positions[i + 2]!).applyQuaternion(q).y;
    if (-y > lowest) lowest = -y;
  }
  return lowest;
}
const UNIT_POSITIONS = new IcosahedronGeometry(1, 0).getAttribute('position').array;
