// §6 the weather drawn on La Petite Guerre's map (src/scene/lpg/weather/weatherGeometry.ts): each
// weather's cover, light enough over the printed names that they read (contrast of the sheet's ink
// under it), the clearings round every settlement's name and symbol, the drifts on land only, and the
// Delaware's ice along the river's own sides (hard: the whole course; floating: floes broken along it).
import { describe, expect, it } from 'vitest';
import { PLACES } from '../../../src/games/lpg/map';
import { ALL_HEXES, isLand } from '../../../src/games/lpg/rules/hex';
import { centre, riverSegments, type Pt } from '../../../src/scene/lpg/mapGeometry';
import { LPG_PAPER, layOutPlaceLabels, symbolBox } from '../../../src/scene/lpg/sheetTexture';
import {
  COVER_LOOK, FLOE_SHARE, WEATHER_FADE_MS, fadeStep, LAND_HEXES, WEATHER_COVER, blend, contrast, coverPatches, iceLines, labelClearings, weatherOnMap, type Box,
} from '../../../src/scene/lpg/weather/weatherGeometry';

const INK = '#2b2318';
const width = (text: string, size: number) => text.length * size * 0.56;
const inside = (a: Box, b: Box) => a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1;

/** Distance from p to segment ab. */
function toSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
const length = (l: Pt[]) => l.slice(1).reduce((n, q, i) => n + Math.hypot(q.x - l[i]!.x, q.y - l[i]!.y), 0);

describe('La Petite Guerre weather on the map', () => {
  it('§6 each weather has its cover: clear none, rain wet, snow snow, freeze frost', () => {
    expect(WEATHER_COVER).toEqual({ clear: null, rain: 'wet', snow: 'snow', freeze: 'frost' });
    expect(weatherOnMap('clear', 'open')).toEqual({ cover: null, ice: [] });
    expect(weatherOnMap('snow', 'open').cover).toBe('snow');
  });

  it('the printed names stay legible: the sheet\'s ink on its paper keeps 4.5:1 contrast under every cover\'s clearing, 3:1 in open country with drifts', () => {
    for (const [cover, look] of Object.entries(COVER_LOOK)) {
      const clear = contrast(blend(INK, look.colour, look.clearOpacity), blend(LPG_PAPER, look.colour, look.clearOpacity));
      expect(clear, cover).toBeGreaterThanOrEqual(4.5);
      const a = look.opacity + look.patches;
      const open = contrast(blend(INK, look.colour, a), blend(LPG_PAPER, look.colour, a));
      expect(open, cover).toBeGreaterThanOrEqual(3);
    }
  });

  it('snow reads as snow: the paper under it turns whiter, rain darker, frost bluer', () => {
    const paper = blend(LPG_PAPER, LPG_PAPER, 0);
    const snow = blend(LPG_PAPER, COVER_LOOK.snow.colour, COVER_LOOK.snow.opacity);
    // Whiter: the blue channel (paper is yellowish) rises by a clear step, every channel up.
    expect(snow[2] - paper[2]).toBeGreaterThan(20);
    for (let i = 0; i < 3; i++) expect(snow[i]!).toBeGreaterThanOrEqual(paper[i]!);
    const wet = blend(LPG_PAPER, COVER_LOOK.wet.colour, COVER_LOOK.wet.opacity);
    expect(contrast(wet, paper)).toBeGreaterThan(1.3);
    const frost = blend(LPG_PAPER, COVER_LOOK.frost.colour, COVER_LOOK.frost.opacity);
    expect(frost[2] - frost[0]).toBeGreaterThan(paper[2] - paper[0]);
  });

  it('every settlement\'s name and symbol lies in a clearing', () => {
    const clearings = labelClearings(width);
    for (const l of layOutPlaceLabels(width)) expect(clearings.some((c) => inside(l, c)), l.place).toBe(true);
    for (const p of PLACES) expect(clearings.some((c) => inside(symbolBox(p), c)), p.id).toBe(true);
  });

  it('drifts lie on land, a few to each land hex, the same every time', () => {
    const drifts = coverPatches();
    expect(drifts.length).toBe(LAND_HEXES.length * 3);
    expect(coverPatches()).toEqual(drifts);
    // Each drift's centre lies in a land hex (the nearest hex centre's).
    for (const d of drifts) {
      const near = ALL_HEXES.reduce((best, h) => (Math.hypot(centre(h).x - d.x, centre(h).y - d.y) < Math.hypot(centre(best).x - d.x, centre(best).y - d.y) ? h : best));
      expect(isLand(near), near).toBe(true);
    }
  });

  it('a change of weather fades gently over WEATHER_FADE_MS (about a second and a half at 60 frames a second), at once with reduced motion', () => {
    let f = 0;
    let frames = 0;
    while (f < 1 && frames < 1000) (f = fadeStep(f, true, 1000 / 60, false)), frames++;
    // (floating-point steps may take one frame more)
    expect(Math.abs(frames - WEATHER_FADE_MS / (1000 / 60))).toBeLessThanOrEqual(1);
    expect(WEATHER_FADE_MS).toBeGreaterThanOrEqual(800);
    expect(fadeStep(1, false, 1000 / 60, false)).toBeCloseTo(1 - 1000 / 60 / WEATHER_FADE_MS, 9);
    expect(fadeStep(0.4, true, 1000 / 60, true)).toBe(1);
    expect(fadeStep(0.4, false, 1000 / 60, true)).toBe(0);
    expect(fadeStep(1, true, 16, false)).toBe(1);
  });

  it('§6 the Delaware open: no ice; hard: the whole course, every side of it; floating: one floe on each side, the river\'s share; both stop short of the printed names', () => {
    expect(iceLines('open')).toEqual([]);
    const sides = riverSegments('delaware');
    const course = sides.reduce((n, [p, q]) => n + Math.hypot(q.x - p.x, q.y - p.y), 0);
    const onRiver = (p: Pt) => sides.some(([a, b]) => toSegment(p, a, b) < 1e-6);
    const hard = iceLines('hard');
    expect(hard.reduce((n, l) => n + length(l), 0)).toBeCloseTo(course, 6);
    for (const l of hard) for (const p of l) expect(onRiver(p)).toBe(true);
    const floes = iceLines('floes');
    expect(floes.length).toBe(sides.length);
    expect(floes.reduce((n, l) => n + length(l), 0)).toBeCloseTo(course * FLOE_SHARE, 6);
    // Stopped short of the printed names: no ice inside a clearing, and only there is any cut.
    const clear = labelClearings(width);
    for (const kind of ['hard', 'floes'] as const) {
      const whole = iceLines(kind);
      const cut = iceLines(kind, clear);
      for (const l of cut) {
        for (let i = 1; i < l.length; i++) {
          for (let k = 1; k < 10; k++) {
            const p = { x: l[i - 1]!.x + ((l[i]!.x - l[i - 1]!.x) * k) / 10, y: l[i - 1]!.y + ((l[i]!.y - l[i - 1]!.y) * k) / 10 };
            expect(clear.some((b) => p.x > b.x0 + 1e-6 && p.x < b.x1 - 1e-6 && p.y > b.y0 + 1e-6 && p.y < b.y1 - 1e-6)).toBe(false);
            expect(onRiver(p)).toBe(true);
          }
        }
      }
      const kept = cut.reduce((n, l) => n + length(l), 0);
      expect(kept).toBeLessThan(whole.reduce((n, l) => n + length(l), 0));
      expect(kept).toBeGreaterThan(0.7 * whole.reduce((n, l) => n + length(l), 0));
    }
    for (const l of floes) {
      // Both ends on one side of the river (a floe lies along the course, never across the land).
      expect(sides.some(([a, b]) => toSegment(l[0]!, a, b) < 1e-6 && toSegment(l[1]!, a, b) < 1e-6)).toBe(true);
    }
  });
});
