// Copies of one geometry baked into a single plain geometry: the static dressing of a board (tiles,
// trees, tokens) drawn as one mesh instead of one instanced mesh.
//
// Why not instancing: on a weak GPU, and on software WebGL that stands in for one, an instanced
// draw is set up again for every instance (SwiftShader draws instance after instance), so a board
// of a few hundred trees and tiles paid for a few hundred draws every frame in motion. Baked, the
// same triangles are one draw with no per-vertex instance matrix; a real GPU draws it as cheaply.
// It suits what stays put and changes rarely (rebuilt then): moving pieces stay instanced.
import { BufferAttribute, BufferGeometry, Color, Matrix3, Matrix4, Vector3 } from 'three';

export interface BakedCopy {
  /** Where the copy stands: the instance matrix it would have had. */
  matrix: Matrix4;
  /** Multiplies the geometry's own vertex colours (an instance colour); white if absent. */
  color?: Color;
}

/**
 * One geometry holding `copies` of `source`, each transformed by its matrix, in order (copy i's
 * vertices are `i * source's vertex count` on). Positions and normals are transformed (normals by
 * the normal matrix, renormalised); the colour attribute, when the source has one or a copy has a
 * colour, is the source's colour (white if none) times the copy's; every other attribute (uv...)
 * is copied as it is. An indexed source gives an indexed result. `source` is not changed.
 */
export function bakeInstances(source: BufferGeometry, copies: readonly BakedCopy[]): BufferGeometry {
  for (const [name, attr] of Object.entries(source.attributes)) {
    // An interleaved attribute's array is the whole interleaved buffer: not read here.
    if (!(attr instanceof BufferAttribute)) throw new Error(`bakeInstances: attribute ${name} is interleaved`);
  }
  const pos = source.getAttribute('position');
  const nor = source.getAttribute('normal');
  const col = source.getAttribute('color');
  const n = pos.count;
  const k = copies.length;
  const total = n * k;
  const coloured = !!col || copies.some((c) => c.color);
  const cSize = col ? col.itemSize : 3;

  const P = new Float32Array(total * 3);
  const N = nor ? new Float32Array(total * 3) : null;
  const C = coloured ? new Float32Array(total * cSize) : null;
  const v = new Vector3();
  const normalMatrix = new Matrix3();
  for (let i = 0; i < k; i++) {
    const { matrix, color } = copies[i]!;
    normalMatrix.getNormalMatrix(matrix);
    const base = i * n;
    for (let j = 0; j < n; j++) {
      v.fromBufferAttribute(pos, j).applyMatrix4(matrix);
      P[(base + j) * 3] = v.x;
      P[(base + j) * 3 + 1] = v.y;
      P[(base + j) * 3 + 2] = v.z;
      if (N && nor) {
        v.fromBufferAttribute(nor, j).applyMatrix3(normalMatrix).normalize();
        N[(base + j) * 3] = v.x;
        N[(base + j) * 3 + 1] = v.y;
        N[(base + j) * 3 + 2] = v.z;
      }
      if (C) {
        const r = col ? col.getX(j) : 1;
        const g = col ? col.getY(j) : 1;
        const b = col ? col.getZ(j) : 1;
        const o = (base + j) * cSize;
        C[o] = r * (color ? color.r : 1);
        C[o + 1] = g * (color ? color.g : 1);
        C[o + 2] = b * (color ? color.b : 1);
        if (cSize === 4) C[o + 3] = col!.getW(j);
      }
    }
  }

  const out = new BufferGeometry();
  out.setAttribute('position', new BufferAttribute(P, 3));
  if (N) out.setAttribute('normal', new BufferAttribute(N, 3));
  if (C) out.setAttribute('color', new BufferAttribute(C, cSize));
  for (const [name, attr] of Object.entries(source.attributes)) {
    if (name === 'position' || name === 'normal' || name === 'color') continue;
    const size = attr.itemSize;
    const src = attr.array;
    const A = new (src.constructor as new (length: number) => typeof src)(total * size);
    for (let i = 0; i < k; i++) for (let j = 0; j < n * size; j++) A[i * n * size + j] = src[j]!;
    out.setAttribute(name, new BufferAttribute(A, size, attr.normalized));
  }
  const index = source.getIndex();
  if (index) {
    const m = index.count;
    const I = total > 65535 ? new Uint32Array(m * k) : new Uint16Array(m * k);
    for (let i = 0; i < k; i++) for (let j = 0; j < m; j++) I[i * m + j] = index.getX(j) + i * n;
    out.setIndex(new BufferAttribute(I, 1));
  }
  out.computeBoundingSphere();
  out.computeBoundingBox();
  return out;
}
