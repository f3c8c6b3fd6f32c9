// Which way up a d6 lies. Pure math on three's Euler/Quaternion/Vector3 (no scene, no React).
//
// The die's faces in its own (local) frame, as on a real Western die: opposite faces sum to 7,
// and 1, 2, 3 run counterclockwise round the corner they share:
//   1: +Y   6: -Y   2: +Z   5: -Z   3: +X   4: -X
// BoxGeometry's material groups come in the order +X, -X, +Y, -Y, +Z, -Z, hence FACE_OF_GROUP.
import { Euler, Quaternion, Vector3 } from 'three';

export type DieFace = 1 | 2 | 3 | 4 | 5 | 6;

export const FACE_NORMALS: Readonly<Record<DieFace, readonly [number, number, number]>> = {
  1: [0, 1, 0],
  6: [0, -1, 0],
  2: [0, 0, 1],
  5: [0, 0, -1],
  3: [1, 0, 0],
  4: [-1, 0, 0],
};

/** The face value drawn on each of BoxGeometry's six material groups (+X, -X, +Y, -Y, +Z, -Z). */
export const FACE_OF_GROUP: readonly DieFace[] = [3, 4, 1, 6, 2, 5];

const HALF_PI = Math.PI / 2;

/** Euler angles (order XYZ) that turn the die so `value` faces up (world +Y). */
const FACE_UP_EULER: Readonly<Record<DieFace, readonly [number, number, number]>> = {
  1: [0, 0, 0],
  6: [Math.PI, 0, 0],
  // Rx(-90deg) takes +Z to +Y; Rx(+90deg) takes -Z to +Y.
  2: [-HALF_PI, 0, 0],
  5: [HALF_PI, 0, 0],
  // Rz(+90deg) takes +X to +Y; Rz(-90deg) takes -X to +Y.
  3: [0, 0, HALF_PI],
  4: [0, 0, -HALF_PI],
};

export function isDieFace(value: unknown): value is DieFace {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6;
}

/** Euler angles [x, y, z] (order XYZ) that put `value` on top. Throws for anything but 1..6. */
export function faceUpRotation(value: number): [number, number, number] {
  if (!isDieFace(value)) throw new RangeError(`A d6 has no face ${String(value)}.`);
  const [x, y, z] = FACE_UP_EULER[value];
  return [x, y, z];
}

/**
 * The die's final orientation: `value` up, then turned `yaw` radians about the vertical (which
 * keeps the same face up, and makes a row of dice look thrown rather than placed).
 */
export function faceUpQuaternion(value: number, yaw = 0, out: Quaternion = new Quaternion()): Quaternion {
  const [x, y, z] = faceUpRotation(value);
  const face = new Quaternion().setFromEuler(new Euler(x, y, z, 'XYZ'));
  const turn = new Quaternion().setFromAxisAngle(UP, yaw);
  return out.copy(turn).multiply(face);
}

const UP = new Vector3(0, 1, 0);

/** The face lying on top for a die turned by `q` (the local normal closest to world up). */
export function topFace(q: Quaternion): DieFace {
  // World up in the die's own frame: the inverse rotation applied to +Y.
  const up = UP.clone().applyQuaternion(q.clone().invert());
  let best: DieFace = 1;
  let bestDot = Number.NEGATIVE_INFINITY;
  for (const face of [1, 2, 3, 4, 5, 6] as const) {
    const [nx, ny, nz] = FACE_NORMALS[face];
    const dot = up.x * nx + up.y * ny + up.z * nz;
    if (dot > bestDot) {
      bestDot = dot;
      best = face;
    }
  }
  return best;
}
