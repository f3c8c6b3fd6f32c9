// §6 the turn's weather on La Petite Guerre's map, as drawing data (pure: no three, no canvas): what
// lies over the printed sheet in each weather (snow: a light white cover in drifts; rain: a dull wet
// tone, the roads turned to mud; freeze: a cold frost), where the cover thins so the printed names
// stay legible (every settlement's name and symbol as the sheet lays them out, with a margin), and
// the Delaware's ice along the river's course (mapGeometry.ts riverRuns): floating ice as floes
// broken along it, hard ice as one continuous band. All in miles, as the sheet is drawn.
import { PLACES } from '../../../games/lpg/map';
import { ALL_HEXES, isLand } from '../../../games/lpg/rules/hex';
import type { DelawareIce } from '../../../games/lpg/tables/weather';
import type { HexId, Weather } from '../../../games/lpg/types';
import { Rng } from '../../../core/rng';
import { centre, HEX_RADIUS, riverRuns, type Pt } from '../mapGeometry';
import { layOutPlaceLabels, symbolBox } from '../sheetTexture';

export type Cover = 'snow' | 'wet' | 'frost';

export interface CoverLook {
  /** The cover's colour (sRGB hex). */
  colour: string;
  /** Its opacity over open country. */
  opacity: number;
  /** Its opacity over the printed names and settlements (the clearings). */
  clearOpacity: number;
  /** Drifts (snow) or puddles (rain): extra patches of the cover, this much opacity more. */
  patches: number;
}

/** The cover each weather lays on the land (clear: none). */
export const WEATHER_COVER: Record<Weather, Cover | null> = { clear: null, rain: 'wet', snow: 'snow', freeze: 'frost' };

/** How each cover looks: light enough over the names that they read from across a room (tested). */
export const COVER_LOOK: Record<Cover, CoverLook> = {
  snow: { colour: '#fbfdff', opacity: 0.36, clearOpacity: 0.1, patches: 0.08 },
  wet: { colour: '#4a4f4c', opacity: 0.2, clearOpacity: 0.06, patches: 0.12 },
  frost: { colour: '#d7ecff', opacity: 0.26, clearOpacity: 0.08, patches: 0.1 },
};

/** The land hexes the cover lies on (the sea and bays stay as printed). */
export const LAND_HEXES: readonly HexId[] = ALL_HEXES.filter(isLand);

export interface Patch {
  x: number;
  y: number;
  r: number;
}

/** Drifts (or puddles): a few soft round patches in each land hex, placed by a seeded generator (the same every time). */
export function coverPatches(seed = 1776, perHex = 3): Patch[] {
  const rng = Rng.seeded(seed);
  const out: Patch[] = [];
  for (const h of LAND_HEXES) {
    const c = centre(h);
    for (let i = 0; i < perHex; i++) {
      const a = rng.float() * Math.PI * 2;
      const d = rng.float() * HEX_RADIUS * 0.6;
      out.push({ x: c.x + Math.cos(a) * d, y: c.y + Math.sin(a) * d, r: HEX_RADIUS * (0.35 + rng.float() * 0.35) });
    }
  }
  return out;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Room left round a name or a symbol in its clearing (miles). */
export const CLEARING_MARGIN = 0.5;

/**
 * Where the cover thins: each settlement's printed name (laid out as the sheet lays it out, with the
 * sheet's own measure `width`) and its symbol, each with CLEARING_MARGIN round it.
 */
export function labelClearings(width: (text: string, size: number) => number): Box[] {
  const m = CLEARING_MARGIN;
  const grow = (b: Box): Box => ({ x0: b.x0 - m, y0: b.y0 - m, x1: b.x1 + m, y1: b.y1 + m });
  return [...layOutPlaceLabels(width).map(grow), ...PLACES.map((p) => grow(symbolBox(p)))];
}

/** Hard ice on the Delaware: the river's runs whole. */
function hardIce(): Pt[][] {
  return riverRuns('delaware');
}

/** The share of each river side floating ice covers (the rest open water between floes). */
export const FLOE_SHARE = 0.45;

/** Floating ice: each side of the river's course carries one floe, FLOE_SHARE of its length, placed along it by a seeded generator. */
function floes(seed = 1777): Pt[][] {
  const rng = Rng.seeded(seed);
  const out: Pt[][] = [];
  for (const run of riverRuns('delaware')) {
    for (let i = 1; i < run.length; i++) {
      const p = run[i - 1]!;
      const q = run[i]!;
      const start = rng.float() * (1 - FLOE_SHARE);
      const at = (t: number): Pt => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
      out.push([at(start), at(start + FLOE_SHARE)]);
    }
  }
  return out;
}

/** The part of segment pq (as t from 0 to 1) inside box b, or null (Liang-Barsky). */
function insideBox(p: Pt, q: Pt, b: Box): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  for (const [num, den] of [[p.x - b.x0, -dx], [b.x1 - p.x, dx], [p.y - b.y0, -dy], [b.y1 - p.y, dy]] as const) {
    if (den === 0) {
      if (num < 0) return null;
      continue;
    }
    const t = num / den;
    if (den < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t0 < t1 ? [t0, t1] : null;
}

/** Polylines with every part inside any of `boxes` cut away (the ice stops short of a printed name). */
export function cutOut(lines: readonly Pt[][], boxes: readonly Box[]): Pt[][] {
  const out: Pt[][] = [];
  for (const line of lines) {
    let run: Pt[] = [];
    const flush = () => {
      if (run.length > 1) out.push(run);
      run = [];
    };
    for (let i = 1; i < line.length; i++) {
      const p = line[i - 1]!;
      const q = line[i]!;
      const cuts = boxes.map((b) => insideBox(p, q, b)).filter((c): c is [number, number] => c !== null).sort((a, b) => a[0] - b[0]);
      const at = (t: number): Pt => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
      let t = 0;
      for (const [a, b] of cuts) {
        if (a > t) {
          if (run.length === 0) run.push(at(t));
          run.push(at(a));
        }
        if (b > t) {
          flush();
          t = b;
        }
      }
      if (t < 1) {
        if (run.length === 0) run.push(at(t));
        run.push(q);
      }
    }
    flush();
  }
  return out;
}

/**
 * §6 the Delaware's ice as polylines along its course (miles): none when open. `clear`: boxes the
 * ice stops short of (the printed names it would cover: labelClearings).
 */
export function iceLines(ice: DelawareIce | string, clear: readonly Box[] = []): Pt[][] {
  const lines = ice === 'hard' ? hardIce() : ice === 'floes' ? floes() : [];
  return clear.length ? cutOut(lines, clear) : lines;
}

/** What lies on the map for a view's weather and ice. */
export function weatherOnMap(weather: string, ice: string): { cover: Cover | null; ice: Pt[][] } {
  return { cover: WEATHER_COVER[weather as Weather] ?? null, ice: iceLines(ice) };
}

/** How long a change of weather takes to settle (ms). */
export const WEATHER_FADE_MS = 1400;

/**
 * One frame of a layer's fade toward shown (1) or gone (0): `deltaMs` of the change-over's
 * WEATHER_FADE_MS, eased by nothing (a plain cross-fade); with reduced motion it is there at once.
 */
export function fadeStep(current: number, on: boolean, deltaMs: number, reduced: boolean): number {
  const target = on ? 1 : 0;
  if (reduced) return target;
  const step = Math.max(0, deltaMs) / WEATHER_FADE_MS;
  return target > current ? Math.min(target, current + step) : Math.max(target, current - step);
}

// --- legibility: the contrast of the printed ink under the cover (WCAG's ratio) ---------------------

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `over` laid at `alpha` on `under` (sRGB, as the canvas blends). */
export function blend(under: string, over: string, alpha: number): [number, number, number] {
  const a = rgb(under);
  const b = rgb(over);
  return [0, 1, 2].map((i) => a[i]! * (1 - alpha) + b[i]! * alpha) as [number, number, number];
}

export function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
