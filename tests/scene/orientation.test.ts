// Dice settle on the face the RNG rolled: for each value 1-6 the rotation puts that face's
// normal straight up (the world's up vector, taken into the die's frame, is the face normal),
// a yaw keeps it up, and a whole tumbling throw ends exactly there.
import { describe, expect, it } from 'vitest';
import { Euler, Quaternion, Vector3 } from 'three';
import {
  FACE_NORMALS,
  FACE_OF_GROUP,
  faceUpQuaternion,
  faceUpRotation,
  topFace,
  type DieFace,
} from '../../src/scene/dice/orientation';
import { hashString, planThrow, poseAt } from '../../src/scene/dice/tumble';

const FACES: DieFace[] = [1, 2, 3, 4, 5, 6];
const UP = new Vector3(0, 1, 0);

function expectVec(v: Vector3, [x, y, z]: readonly [number, number, number]) {
  expect(v.x).toBeCloseTo(x, 9);
  expect(v.y).toBeCloseTo(y, 9);
  expect(v.z).toBeCloseTo(z, 9);
}

describe('d6 orientation', () => {
  it('a real die: opposite faces sum to 7, and 1-2-3 run counterclockwise round their corner', () => {
    for (const f of FACES) {
      const n = new Vector3(...FACE_NORMALS[f]);
      const opposite = new Vector3(...FACE_NORMALS[(7 - f) as DieFace]);
      expect(n.dot(opposite)).toBeCloseTo(-1);
    }
    const [n1, n2, n3] = ([1, 2, 3] as const).map((f) => new Vector3(...FACE_NORMALS[f]));
    // Seen from outside the shared corner, 1 -> 2 -> 3 turns counterclockwise: (n1 x n2) . n3 > 0.
    expect(n1!.clone().cross(n2!).dot(n3!)).toBeGreaterThan(0);
    // The material groups of BoxGeometry (+X, -X, +Y, -Y, +Z, -Z) carry the right faces.
    const groupNormals = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];
    FACE_OF_GROUP.forEach((face, i) => expect([...FACE_NORMALS[face]]).toEqual(groupNormals[i]));
  });

  for (const value of FACES) {
    it(`faceUpRotation(${value}): the up vector in the rotated die's frame is face ${value}'s normal`, () => {
      const [x, y, z] = faceUpRotation(value);
      const q = new Quaternion().setFromEuler(new Euler(x, y, z, 'XYZ'));
      // World up, expressed in the die's own frame, is the normal of the face on top.
      expectVec(UP.clone().applyQuaternion(q.clone().invert()), FACE_NORMALS[value]);
      // Equivalently the face's normal, rotated, points up.
      expectVec(new Vector3(...FACE_NORMALS[value]).applyQuaternion(q), [0, 1, 0]);
      expect(topFace(q)).toBe(value);
    });
  }

  it('a yaw about the vertical keeps the same face up', () => {
    for (const value of FACES) {
      for (const yaw of [-2.5, -0.3, 0.7, 3]) {
        const q = faceUpQuaternion(value, yaw);
        expectVec(UP.clone().applyQuaternion(q.clone().invert()), FACE_NORMALS[value]);
        expect(topFace(q)).toBe(value);
      }
    }
  });

  it('refuses a face a d6 does not have', () => {
    expect(() => faceUpRotation(0)).toThrow(RangeError);
    expect(() => faceUpRotation(7)).toThrow(RangeError);
    expect(() => faceUpRotation(2.5)).toThrow(RangeError);
  });

  it('a tumbling throw ends at rest, exactly on the rolled face, and stays above the felt', () => {
    const pos = new Vector3();
    const q = new Quaternion();
    for (const value of FACES) {
      for (let i = 0; i < 20; i++) {
        const th = planThrow({ seedText: `liege:${i}:${value}`, value, rest: [i * 0.1, 0.02, -0.3], from: [-1, 0.02, 1], size: 0.12 });
        let leftTop = false;
        for (let t = 0; t <= 1.0001; t += 0.02) {
          poseAt(th, t, pos, q);
          // The centre never sinks below half an edge above the felt.
          expect(pos.y).toBeGreaterThanOrEqual(0.02 + 0.06 - 1e-9);
          if (t < 0.7 && topFace(q) !== value) leftTop = true;
        }
        poseAt(th, 1, pos, q);
        expect(topFace(q)).toBe(value);
        expectVec(UP.clone().applyQuaternion(q.clone().invert()), FACE_NORMALS[value]);
        expectVec(pos, [i * 0.1, 0.02 + 0.06, -0.3]);
        // It really tumbled on the way (some other face was up at some point).
        if (i === 0) expect(leftTop).toBe(true);
      }
    }
  });

  it('the same beat data tumbles the same way; reduced motion does not spin', () => {
    const a = planThrow({ seedText: 'x', value: 4, rest: [0, 0, 0], from: [1, 0, 1], size: 1 });
    const b = planThrow({ seedText: 'x', value: 4, rest: [0, 0, 0], from: [1, 0, 1], size: 1 });
    expect(a).toEqual(b);
    expect(hashString('x')).not.toBe(hashString('y'));
    const still = planThrow({ seedText: 'x', value: 4, rest: [0, 0, 0], from: [1, 0, 1], size: 1, tumble: false });
    const q = new Quaternion();
    const pos = new Vector3();
    for (const t of [0, 0.3, 0.8, 1]) {
      poseAt(still, t, pos, q);
      expect(topFace(q)).toBe(4);
      expect(pos.x).toBe(0);
    }
  });
});
