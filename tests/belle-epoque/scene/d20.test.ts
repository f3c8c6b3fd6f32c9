// COMMAND POINTS: the d20 that keeps each side's remaining points settles with the number it
// shows on top (face normal straight up, the number upright for the viewer south of the table),
// is numbered like a real d20, and its UVs put each face's own number on it.
import { describe, expect, it } from 'vitest';
import { Quaternion, Vector3 } from 'three';
import {
  ATLAS_COLS,
  ATLAS_ROWS,
  CELL_TRIANGLE,
  D20_FACES,
  D20_FACE_NUMBERS,
  D20_INRADIUS_RATIO,
  atlasCell,
  d20FaceUpQuaternion,
  d20Geometry,
  d20LowestExtent,
  d20Radius,
  d20TopNumber,
  faceOfNumber,
  facesOf,
} from '../../../src/scene/belle-epoque/d20';

const NUMBERS = Array.from({ length: 20 }, (_, i) => i + 1);

describe('COMMAND POINTS d20: numbering', () => {
  it('has 20 faces wound counterclockwise from outside (normals point out, as three draws front faces)', () => {
    expect(D20_FACES).toHaveLength(20);
    for (const f of D20_FACES) expect(f.normal.dot(f.centroid.clone().normalize())).toBeCloseTo(1, 6);
  });

  it('carries each number 1-20 exactly once', () => {
    expect([...D20_FACE_NUMBERS].sort((a, b) => a - b)).toEqual(NUMBERS);
  });

  it('opposite faces sum to 21, as on a real d20', () => {
    for (let f = 0; f < 20; f++) {
      const n = D20_FACES[f]!.normal;
      const opposite = D20_FACES.findIndex((g) => g.normal.dot(n) < -0.9999);
      expect(opposite).toBeGreaterThanOrEqual(0);
      expect(D20_FACE_NUMBERS[f]! + D20_FACE_NUMBERS[opposite]!).toBe(21);
    }
  });

  it('is balanced: the five faces round each corner sum to 52 or 53, and no edge joins consecutive numbers', () => {
    // Corners: the 12 directions shared by five faces' apexes/vertices.
    const g = d20Geometry(1);
    const pos = g.getAttribute('position').array;
    const corners: Vector3[] = [];
    const facesAt = new Map<number, number[]>();
    for (let f = 0; f < 20; f++) {
      for (let k = 0; k < 3; k++) {
        const v = new Vector3(pos[9 * f + 3 * k]!, pos[9 * f + 3 * k + 1]!, pos[9 * f + 3 * k + 2]!);
        let c = corners.findIndex((w) => w.distanceTo(v) < 1e-6);
        if (c < 0) c = corners.push(v) - 1;
        facesAt.set(c, [...(facesAt.get(c) ?? []), f]);
      }
    }
    expect(corners).toHaveLength(12);
    for (const faces of facesAt.values()) {
      expect(faces).toHaveLength(5);
      const sum = faces.reduce((s, f) => s + D20_FACE_NUMBERS[f]!, 0);
      expect(sum === 52 || sum === 53).toBe(true);
    }
    // Faces sharing an edge share two corners.
    const cornersOf = (f: number) => [...facesAt.entries()].filter(([, fs]) => fs.includes(f)).map(([c]) => c);
    for (let a = 0; a < 20; a++) {
      for (let b = a + 1; b < 20; b++) {
        const shared = cornersOf(a).filter((c) => cornersOf(b).includes(c)).length;
        if (shared === 2) expect(Math.abs(D20_FACE_NUMBERS[a]! - D20_FACE_NUMBERS[b]!)).not.toBe(1);
      }
    }
  });
});

describe('COMMAND POINTS d20: face up', () => {
  it.each(NUMBERS)('face %i ends up with its normal pointing up and its number upright (north)', (n) => {
    const q = d20FaceUpQuaternion(n);
    const face = D20_FACES[faceOfNumber(n)]!;
    const normal = face.normal.clone().applyQuaternion(q);
    expect(normal.x).toBeCloseTo(0, 9);
    expect(normal.y).toBeCloseTo(1, 9);
    expect(normal.z).toBeCloseTo(0, 9);
    const up = face.up.clone().applyQuaternion(q);
    expect(up.x).toBeCloseTo(0, 9);
    expect(up.y).toBeCloseTo(0, 9);
    expect(up.z).toBeCloseTo(-1, 9);
    expect(d20TopNumber(q)).toBe(n);
    // Lying on the opposite face: its lowest point is the inradius below the centre.
    expect(d20LowestExtent(q)).toBeCloseTo(D20_INRADIUS_RATIO, 6); // positions are Float32
  });

  it('a yaw keeps the same number on top', () => {
    for (const n of [1, 7, 20]) {
      for (const yaw of [0.3, -1.2, 2.9]) {
        const q = d20FaceUpQuaternion(n, yaw);
        expect(D20_FACES[faceOfNumber(n)]!.normal.clone().applyQuaternion(q).y).toBeCloseTo(1, 9);
        expect(d20TopNumber(q)).toBe(n);
      }
    }
  });

  it('has no face 0 or 21', () => {
    expect(() => d20FaceUpQuaternion(0)).toThrow(RangeError);
    expect(() => d20FaceUpQuaternion(21)).toThrow(RangeError);
  });

  it('the die sized by its flats lies that high', () => {
    expect(D20_INRADIUS_RATIO).toBeCloseTo(0.7947, 4);
    expect(2 * d20Radius(1.6) * D20_INRADIUS_RATIO).toBeCloseTo(1.6, 9);
    // Tipped onto a corner it reaches the full circumradius.
    const corner = new Quaternion().setFromUnitVectors(new Vector3(0, 1, (1 + Math.sqrt(5)) / 2).normalize(), new Vector3(0, -1, 0));
    expect(d20LowestExtent(corner)).toBeCloseTo(1, 6);
  });
});

describe('COMMAND POINTS d20: geometry and atlas', () => {
  it('is non-indexed with one UV triangle per face, inside its number cell and not mirrored', () => {
    const g = d20Geometry(0.8);
    expect(g.index).toBeNull();
    const uv = g.getAttribute('uv');
    expect(uv.count).toBe(60);
    // The geometry's faces are the unit die's, scaled.
    const faces = facesOf(g.getAttribute('position').array);
    faces.forEach((f, i) => expect(f.normal.dot(D20_FACES[i]!.normal)).toBeCloseTo(1, 9));
    for (let f = 0; f < 20; f++) {
      const { col, row } = atlasCell(D20_FACE_NUMBERS[f]!);
      const pts = [0, 1, 2].map((k) => ({ u: uv.getX(3 * f + k), v: uv.getY(3 * f + k) }));
      for (const p of pts) {
        expect(p.u).toBeGreaterThanOrEqual(col / ATLAS_COLS);
        expect(p.u).toBeLessThanOrEqual((col + 1) / ATLAS_COLS);
        // v runs up: row 0 is the top of the texture.
        expect(p.v).toBeLessThanOrEqual(1 - row / ATLAS_ROWS + 1e-9);
        expect(p.v).toBeGreaterThanOrEqual(1 - (row + 1) / ATLAS_ROWS - 1e-9);
      }
      // Counterclockwise in UV space like the triangle seen from outside: the number is not mirrored.
      const [a, b, c] = pts as [(typeof pts)[0], (typeof pts)[0], (typeof pts)[0]];
      const cross = (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
      expect(cross).toBeGreaterThan(0);
      // The apex (the number's up) is the triangle's first vertex: highest v.
      expect(a.v).toBeGreaterThan(b.v);
      expect(a.v).toBeGreaterThan(c.v);
    }
  });

  it('lays the numbers out 1-5 on the top row through 16-20 on the bottom', () => {
    expect(atlasCell(1)).toEqual({ col: 0, row: 0 });
    expect(atlasCell(5)).toEqual({ col: 4, row: 0 });
    expect(atlasCell(6)).toEqual({ col: 0, row: 1 });
    expect(atlasCell(20)).toEqual({ col: 4, row: 3 });
    // The cell's triangle is equilateral (the face is), so the number is not stretched.
    const t = CELL_TRIANGLE;
    const d = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);
    expect(d(t.apex, t.left)).toBeCloseTo(d(t.left, t.right), 9);
    expect(d(t.apex, t.right)).toBeCloseTo(d(t.left, t.right), 9);
  });
});
