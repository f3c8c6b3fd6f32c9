// bakeInstances: copies of a geometry baked into one, checked vertex by vertex against what an
// instanced mesh would draw (instance matrix on the position, normal matrix on the normal, instance
// colour times vertex colour), over random shapes and random transforms.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BoxGeometry, BufferAttribute, BufferGeometry, Color, CylinderGeometry, Euler, InterleavedBuffer, InterleavedBufferAttribute, Matrix3, Matrix4, Quaternion, Vector3 } from 'three';
import { bakeInstances, type BakedCopy } from '../../src/scene/bakeInstances';

const finite = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
const copyArb = fc.record({
  p: fc.tuple(finite(-20, 20), finite(-2, 2), finite(-20, 20)),
  r: fc.tuple(finite(-Math.PI, Math.PI), finite(-Math.PI, Math.PI), finite(-Math.PI, Math.PI)),
  s: fc.tuple(finite(0.1, 3), finite(0.1, 3), finite(0.1, 3)),
  c: fc.option(fc.tuple(finite(0, 1), finite(0, 1), finite(0, 1)), { nil: undefined }),
});

type Triple = [number, number, number];
function toCopy({ p, r, s, c }: { p: Triple; r: Triple; s: Triple; c?: Triple }): BakedCopy {
  const m = new Matrix4().compose(new Vector3(p[0], p[1], p[2]), new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2])), new Vector3(s[0], s[1], s[2]));
  return { matrix: m, color: c ? new Color(c[0], c[1], c[2]) : undefined };
}

/** A source with its own vertex colours (as the board's models have). */
function colouredCylinder(segments: number): BufferGeometry {
  const g = new CylinderGeometry(0.5, 0.7, 1, segments);
  const n = g.getAttribute('position').count;
  const c = new Float32Array(n * 3);
  for (let i = 0; i < n * 3; i++) c[i] = ((i * 37) % 100) / 100;
  g.setAttribute('color', new BufferAttribute(c, 3));
  return g;
}

describe('bakeInstances: copies baked into one geometry', () => {
  it('every vertex is where the instance would put it, lit by the normal it would have, coloured as it would be', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.boolean(), fc.array(copyArb, { minLength: 0, maxLength: 6 }), (segments, withColour, raw) => {
        const source = withColour ? colouredCylinder(segments) : new CylinderGeometry(0.5, 0.7, 1, segments);
        const copies = raw.map(toCopy);
        const baked = bakeInstances(source, copies);
        const sp = source.getAttribute('position');
        const sn = source.getAttribute('normal');
        const sc = source.getAttribute('color');
        const su = source.getAttribute('uv');
        const n = sp.count;
        const bp = baked.getAttribute('position');
        const bn = baked.getAttribute('normal');
        const bc = baked.getAttribute('color');
        const bu = baked.getAttribute('uv');
        expect(bp.count).toBe(n * copies.length);
        expect(!!bc).toBe(withColour || copies.some((c) => c.color));
        const v = new Vector3();
        const w = new Vector3();
        for (let i = 0; i < copies.length; i++) {
          const { matrix, color } = copies[i]!;
          const nm = new Matrix3().getNormalMatrix(matrix);
          for (let j = 0; j < n; j++) {
            const at = i * n + j;
            v.fromBufferAttribute(sp, j).applyMatrix4(matrix);
            w.fromBufferAttribute(bp, at);
            expect(w.distanceTo(v)).toBeLessThan(1e-4);
            v.fromBufferAttribute(sn, j).applyMatrix3(nm).normalize();
            w.fromBufferAttribute(bn, at);
            expect(w.distanceTo(v)).toBeLessThan(1e-5);
            expect(bu.getX(at)).toBe(su.getX(j));
            expect(bu.getY(at)).toBe(su.getY(j));
            if (bc) {
              const own = sc ? [sc.getX(j), sc.getY(j), sc.getZ(j)] : [1, 1, 1];
              const tint = color ? [color.r, color.g, color.b] : [1, 1, 1];
              for (let k = 0; k < 3; k++) expect(bc.getComponent(at, k)).toBeCloseTo(own[k]! * tint[k]!, 6);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('each copy draws the source triangles over its own vertices (the index offset by the copy)', () => {
    const source = new BoxGeometry(1, 2, 3);
    const copies = [0, 1, 2].map((i) => ({ matrix: new Matrix4().makeTranslation(i * 10, 0, 0) }));
    const baked = bakeInstances(source, copies);
    const si = source.getIndex()!;
    const bi = baked.getIndex()!;
    expect(bi.count).toBe(si.count * 3);
    for (let i = 0; i < 3; i++) for (let j = 0; j < si.count; j++) expect(bi.getX(i * si.count + j)).toBe(si.getX(j) + i * source.getAttribute('position').count);
    // A triangle of copy 2 lies 20 to the right of the source's.
    const a = new Vector3().fromBufferAttribute(baked.getAttribute('position'), bi.getX(2 * si.count));
    const b = new Vector3().fromBufferAttribute(source.getAttribute('position'), si.getX(0));
    expect(a.x - b.x).toBeCloseTo(20, 6);
    expect(baked.boundingBox!.max.x).toBeCloseTo(20.5, 6);
  });

  it('leaves the source as it was, and refuses an interleaved attribute', () => {
    const source = new BoxGeometry();
    const before = Array.from(source.getAttribute('position').array);
    bakeInstances(source, [{ matrix: new Matrix4().makeScale(3, 3, 3), color: new Color(0.5, 0.5, 0.5) }]);
    expect(Array.from(source.getAttribute('position').array)).toEqual(before);
    expect(source.getAttribute('color')).toBeUndefined();
    const odd = new BufferGeometry();
    odd.setAttribute('position', new InterleavedBufferAttribute(new InterleavedBuffer(new Float32Array(9), 3), 3, 0));
    expect(() => bakeInstances(odd, [])).toThrow(/interleaved/);
  });
});
