// The counter atlas (src/scene/counters/counterFaces.ts) and Brave Little Belgium's faces
// (src/scene/blb/blbFaces.ts): every face the table can show has its own cell, the UV rectangles
// never overlap, and each unit, Garde Civique, chit, fort and marker has its faces.
import { describe, expect, it } from 'vitest';
import { DATA } from '../../../src/games/blb/db';
import { ATLAS_INSET, atlasLayout, cellOrigin, faceEdge } from '../../../src/scene/counters/counterFaces';
import {
  ATROCITIES_MARKER_FACE,
  BADGE_MAX,
  BADGE_MIN,
  TURN_MARKER_FACE,
  USED_CHIT_FACE,
  badgeFaceKey,
  blbFaces,
  chitFaceKey,
  fortFaceKey,
  gcFaceKey,
  sizeMarks,
  unitFaceKey,
} from '../../../src/scene/blb/blbFaces';
import { ARMY_STYLE, NATION } from '../../../src/scene/blb/palette';
import { BLB_GLYPHS } from '../../../src/scene/blb/counterGlyphs';

describe('counter atlas layout', () => {
  it('gives each key its own cell in a near-square grid', () => {
    const keys = Array.from({ length: 150 }, (_, i) => `k${i}`);
    const layout = atlasLayout(keys, 256);
    expect(layout.cols * layout.rows).toBeGreaterThanOrEqual(150);
    expect(layout.cols).toBe(13);
    expect(layout.width).toBe(13 * 256);
    expect(layout.height).toBe(layout.rows * 256);
    const seen = new Set<string>();
    for (const k of keys) {
      const i = layout.indexOf(k);
      expect(i).toBeGreaterThanOrEqual(0);
      const o = cellOrigin(layout, k);
      seen.add(`${o.x},${o.y}`);
    }
    expect(seen.size).toBe(150);
    expect(layout.indexOf('missing')).toBe(-1);
    expect(layout.uv('missing')).toEqual([0, 0, 0, 0]);
  });

  it('UV rectangles lie inside their cells (inset against bleeding) and never overlap', () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const layout = atlasLayout(keys, 100);
    const rects = keys.map((k) => layout.uv(k));
    for (const [u0, v0, du, dv] of rects) {
      expect(u0).toBeGreaterThanOrEqual(0);
      expect(v0).toBeGreaterThanOrEqual(0);
      expect(u0 + du).toBeLessThanOrEqual(1);
      expect(v0 + dv).toBeLessThanOrEqual(1);
      expect(du * layout.width).toBeCloseTo(100 - 2 * ATLAS_INSET);
    }
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a0, b0, ad, bd] = rects[i]!;
        const [c0, d0, cd, dd] = rects[j]!;
        const apart = a0 + ad <= c0 || c0 + cd <= a0 || b0 + bd <= d0 || d0 + dd <= b0;
        expect(apart).toBe(true);
      }
    }
    // The first cell is the canvas's top-left: with a flipped texture that is the top of v.
    const [u0, v0, , dv] = layout.uv('a');
    expect(u0 * layout.width).toBeCloseTo(ATLAS_INSET);
    expect((v0 + dv) * layout.height).toBeCloseTo(layout.height - ATLAS_INSET);
  });

  it('refuses duplicate keys', () => {
    expect(() => atlasLayout(['x', 'x'])).toThrow();
  });
});

describe('Brave Little Belgium faces', () => {
  const faces = blbFaces();

  it('has a full side for every unit and a reduced side for every two-step unit', () => {
    for (const u of DATA.units) {
      const full = faces.get(unitFaceKey(u.id, false));
      expect(full?.kind, u.id).toBe('unit');
      if (full?.kind !== 'unit') continue;
      expect(full.cf).toBe(u.cf);
      expect(full.reduced).toBe(false);
      expect(full.ident).toBe(u.ident);
      expect(full.symbol).toBe(u.type === 'cavalry' ? 'cavalry' : 'infantry');
      const reduced = faces.get(unitFaceKey(u.id, true));
      if (u.steps === 2) {
        expect(reduced?.kind).toBe('unit');
        if (reduced?.kind === 'unit') {
          expect(reduced.reduced).toBe(true);
          expect(reduced.cf).toBe(u.reducedCf);
        }
      } else {
        expect(reduced).toBeUndefined();
      }
    }
  });

  it('has the face-down Garde Civique and one revealed face per strength', () => {
    expect(faces.get(gcFaceKey('?'))).toMatchObject({ kind: 'token', big: '?' });
    for (const g of DATA.gardeCivique) expect(faces.get(gcFaceKey(g.cf)), String(g.cf)).toBeDefined();
    expect(gcFaceKey(null)).toBe('gc:none');
  });

  it('has every chit with its leader or event name, a chit back and the used face', () => {
    for (const c of DATA.chits) {
      const f = faces.get(chitFaceKey(c.id));
      expect(f?.kind, c.id).toBe('chit');
      if (f?.kind === 'chit' && c.kind !== 'turnEnd') expect(f.title).toBe(c.label);
    }
    expect(faces.get(chitFaceKey('any', true))).toBeDefined();
    expect(faces.get(USED_CHIT_FACE)).toBeDefined();
  });

  it('has a marker per fort (full steps at the top edge), the destroyed face, the markers and badges', () => {
    for (const f of DATA.forts) expect(faces.get(fortFaceKey(f.box, f.steps))).toMatchObject({ kind: 'fort', full: f.steps });
    expect(fortFaceKey('liege', 0)).toBe('fort:destroyed');
    expect(faces.get('fort:destroyed')).toBeDefined();
    expect(faces.get(TURN_MARKER_FACE)).toBeDefined();
    expect(faces.get(ATROCITIES_MARKER_FACE)).toBeDefined();
    for (let n = BADGE_MIN; n <= BADGE_MAX; n++) expect(faces.get(badgeFaceKey(n))).toMatchObject({ kind: 'badge', n });
    expect(badgeFaceKey(40)).toBe(badgeFaceKey(BADGE_MAX));
  });

  it('fits one atlas of 256-pixel cells no larger than 4096 a side, every face with an edge colour', () => {
    const layout = atlasLayout([...faces.keys()], 256);
    expect(layout.width).toBeLessThanOrEqual(4096);
    expect(layout.height).toBeLessThanOrEqual(4096);
    for (const spec of faces.values()) expect(faceEdge(spec)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('marks unit sizes from their names (corps XXX, division XX, brigade X)', () => {
    const byId = Object.fromEntries(DATA.units.map((u) => [u.id, u]));
    expect(sizeMarks(byId['de1-ii']!)).toBe('XXX');
    expect(sizeMarks(byId['be-1']!)).toBe('XX');
    expect(sizeMarks(byId['be-14']!)).toBe('X');
  });

  it('tells nationalities and armies apart by more than hue (emblem, code, band pattern and name)', () => {
    const nations = Object.values(NATION);
    expect(new Set(nations.map((n) => n.emblem)).size).toBe(nations.length);
    expect(new Set(nations.map((n) => n.code)).size).toBe(nations.length);
    // Armies sharing a colour differ in pattern and name.
    const armies = Object.values(ARMY_STYLE);
    for (let i = 0; i < armies.length; i++) {
      for (let j = i + 1; j < armies.length; j++) {
        if (armies[i]!.color === armies[j]!.color) expect(armies[i]!.pattern).not.toBe(armies[j]!.pattern);
        expect(armies[i]!.short).not.toBe(armies[j]!.short);
      }
    }
    // Within a side every army has its own pattern.
    const german = ['de1', 'de2', 'de3', 'de4'] as const;
    expect(new Set(german.map((a) => ARMY_STYLE[a].pattern)).size).toBe(4);
    const entente = ['be', 'fr5', 'fr4', 'bef'] as const;
    expect(new Set(entente.map((a) => ARMY_STYLE[a].color)).size).toBe(4);
    expect(new Set(entente.map((a) => ARMY_STYLE[a].pattern)).size).toBe(4);
  });
});

describe("BLB's glyph registry", () => {
  it('has every emblem and chit glyph its faces name (the atlas is drawn with it)', () => {
    const named = new Set<string>();
    for (const spec of blbFaces().values()) {
      if (spec.kind === 'unit') named.add(spec.emblem);
      if (spec.kind === 'chit' && spec.glyph) named.add(spec.glyph);
    }
    expect(named.size).toBeGreaterThanOrEqual(8);
    for (const name of named) expect(BLB_GLYPHS[name], name).toBeTypeOf('function');
  });
});
