// The campaign map's printed sheet (src/scene/lpg): its geometry agrees with the rules' adjacency on
// every pair of hexes, rivers run along real hex sides, and every settlement's name is printed where
// it overlaps no other name or symbol and stays on the map.
import { describe, expect, it } from 'vitest';
import { PLACES, RIVERS } from '../../../src/games/lpg/map';
import { ALL_HEXES, neighbours } from '../../../src/games/lpg/rules/hex';
import { HEX_RADIUS, HEX_STEP, centre, corners, riverRuns, riverSegments, sharedSide } from '../../../src/scene/lpg/mapGeometry';
import { MAP_CUT, REGION_LABELS, drawLpgSheet, layOutPlaceLabels, placeLabel, symbolBox } from '../../../src/scene/lpg/sheetTexture';
import { fakeCanvas } from '../../support/fakeCanvas';

const near = (a: { x: number; y: number }, b: { x: number; y: number }, eps = 1e-9) => Math.abs(a.x - b.x) < eps && Math.abs(a.y - b.y) < eps;

describe('La Petite Guerre map geometry (§6 hexes)', () => {
  it('brute force, every pair of hexes: centres one hex apart exactly when the rules call them neighbours, and then they share a side', () => {
    const bad: string[] = [];
    const cornersOf = new Map(ALL_HEXES.map((h) => [h, corners(h)]));
    let pairs = 0;
    for (const a of ALL_HEXES) {
      const ns = new Set(neighbours(a));
      const ca = centre(a);
      for (const b of ALL_HEXES) {
        if (a === b) continue;
        const cb = centre(b);
        const oneApart = Math.abs(Math.hypot(ca.x - cb.x, ca.y - cb.y) - HEX_STEP) < 1e-9;
        if (oneApart !== ns.has(b)) bad.push(`${a} ${b}: one apart ${oneApart}, neighbours ${ns.has(b)}`);
        if (!oneApart) continue;
        pairs++;
        const [p, q] = sharedSide(a, b);
        for (const end of [p, q]) {
          if (!cornersOf.get(a)!.some((c) => near(c, end)) || !cornersOf.get(b)!.some((c) => near(c, end))) bad.push(`${a}|${b}: an end is not a corner of both`);
        }
        if (Math.abs(Math.hypot(p.x - q.x, p.y - q.y) - HEX_RADIUS) > 1e-9) bad.push(`${a}|${b}: side length`);
      }
    }
    expect(bad).toEqual([]);
    // 23 x 23 flat-topped hexes in odd-q offset: 3 * 23 * 22 - 22 adjacent sides, each counted from both hexes.
    expect(pairs).toBe(2 * (3 * 23 * 22 - 22));
  });

  it('each river is drawn along its sides: every segment lies on one of its runs, joined end to end', () => {
    for (const r of RIVERS) {
      const segs = riverSegments(r.id);
      const runs = riverRuns(r.id);
      expect(runs.reduce((n, run) => n + run.length - 1, 0)).toBe(segs.length);
      for (const [p, q] of segs) {
        const onRun = runs.some((run) => run.some((v, i) => i > 0 && ((near(run[i - 1]!, p, 1e-6) && near(v, q, 1e-6)) || (near(run[i - 1]!, q, 1e-6) && near(v, p, 1e-6)))));
        expect(onRun, `${r.id} segment`).toBe(true);
      }
    }
  });
});

describe('La Petite Guerre printed sheet', () => {
  // Garamond's capitals run about 0.68 of the size a letter, lower case about 0.5: a generous measure.
  const width = (text: string, size: number) => [...text].reduce((w, ch) => w + (ch === ch.toUpperCase() && ch !== ' ' ? 0.72 : 0.52) * size, 0);
  const labels = layOutPlaceLabels(width);

  it('names every settlement once, on the map, overlapping no other name and no settlement symbol', () => {
    expect(labels.map((l) => l.place).sort()).toEqual(PLACES.map((p) => p.id).sort());
    for (const l of labels) {
      expect(l.x0 >= MAP_CUT.x0 && l.x1 <= MAP_CUT.x1 && l.y0 >= MAP_CUT.y0 && l.y1 <= MAP_CUT.y1, `${l.place} on the map`).toBe(true);
      for (const m of labels) if (m !== l) expect(l.x0 < m.x1 && m.x0 < l.x1 && l.y0 < m.y1 && m.y0 < l.y1, `${l.place} over ${m.place}`).toBe(false);
      for (const p of PLACES) {
        const s = symbolBox(p);
        expect(l.x0 < s.x1 && s.x0 < l.x1 && l.y0 < s.y1 && s.y0 < l.y1, `${l.place} over the symbol of ${p.id}`).toBe(false);
      }
    }
  });

  it('prints every settlement name (towns and ports in capitals) and every region name', () => {
    const texts: string[] = [];
    const ctx = fakeCanvas(() => ({ fillText: (s: string) => texts.push(s) }), 0.6);
    drawLpgSheet(ctx);
    const printed = texts.join('');
    for (const p of PLACES) expect(texts, p.id).toContain(placeLabel(p));
    expect(placeLabel(PLACES.find((p) => p.id === 'trenton')!)).toBe('TRENTON');
    expect(placeLabel(PLACES.find((p) => p.id === 'millstone')!)).toBe('Millstone');
    // Region names are printed a letter at a time (spaced wide).
    for (const r of REGION_LABELS) expect(printed.replace(/\s+/g, '')).toContain(r.text.replace(/\s+/g, ''));
    expect(texts).toContain('LA PETITE GUERRE');
  });
});
