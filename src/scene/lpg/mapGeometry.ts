// La Petite Guerre's map as drawing geometry, in miles (the rules' hexCentre: 5 miles centre to
// centre, flat-topped hexes, x east, y south), for the printed sheet of the 3D table and any flat
// drawing: each hex's corners, the hex side a river runs along (the two corners two adjacent hexes
// share), the roads as polylines through hex centres, the crossings' spots, and the sheet's extent.
// Pure: no three, no canvas.
import { BRIDGES, FERRIES, MAP_COLS, MAP_ROWS, RIVERS, ROADS } from '../../games/lpg/map';
import { ALL_HEXES, hexCentre, neighbours } from '../../games/lpg/rules/hex';
import type { HexId } from '../../games/lpg/types';

export interface Pt {
  x: number;
  y: number;
}

/** Miles from one hex centre to the next. */
export const HEX_STEP = 5;
/** Miles from a hex's centre to its corners (flat-topped: the corners lie east, west and at ±60°). */
export const HEX_RADIUS = HEX_STEP / Math.sqrt(3);

const CENTRES = new Map<HexId, Pt>(ALL_HEXES.map((h) => [h, hexCentre(h, HEX_STEP)]));

/** A hex's centre (miles). */
export function centre(h: HexId): Pt {
  const c = CENTRES.get(h);
  if (!c) throw new Error(`no hex ${h}`);
  return c;
}

/** A hex's six corners, east first, clockwise on the page (y down). */
export function corners(h: HexId, radius = HEX_RADIUS): Pt[] {
  const c = centre(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
  });
}

/**
 * The side two adjacent hexes share: its two ends. The corner of `a` at angle k·60° and the next
 * one bound the side that faces the neighbour in direction k·60° + 30°.
 */
export function sharedSide(a: HexId, b: HexId): [Pt, Pt] {
  const ca = centre(a);
  const cb = centre(b);
  const dir = Math.atan2(cb.y - ca.y, cb.x - ca.x);
  // The side faces the neighbour: its corners lie 30° either side of the direction to it.
  const k = Math.round((dir - Math.PI / 6) / (Math.PI / 3));
  const cs = corners(a);
  return [cs[((k % 6) + 6) % 6]!, cs[(((k + 1) % 6) + 6) % 6]!];
}

/** The river's sides as segments, in the order the data lists them. */
export function riverSegments(river: string): [Pt, Pt][] {
  const r = RIVERS.find((x) => x.id === river);
  if (!r) throw new Error(`no river ${river}`);
  return r.sides.map(([a, b]) => sharedSide(a, b));
}

/**
 * A river's segments joined into runs (polylines): consecutive segments that share an end are one
 * run, so a river draws as a line with rounded joins rather than loose strokes.
 */
export function riverRuns(river: string): Pt[][] {
  const segs = riverSegments(river);
  const near = (p: Pt, q: Pt) => Math.abs(p.x - q.x) < 1e-6 && Math.abs(p.y - q.y) < 1e-6;
  const left = segs.map((s) => [...s] as [Pt, Pt]);
  const runs: Pt[][] = [];
  while (left.length > 0) {
    const run = [...left.shift()!];
    let grown = true;
    while (grown) {
      grown = false;
      for (let i = 0; i < left.length; i++) {
        const [p, q] = left[i]!;
        const head = run[0]!;
        const tail = run[run.length - 1]!;
        if (near(p, tail)) run.push(q);
        else if (near(q, tail)) run.push(p);
        else if (near(q, head)) run.unshift(p);
        else if (near(p, head)) run.unshift(q);
        else continue;
        left.splice(i, 1);
        grown = true;
        break;
      }
    }
    runs.push(run);
  }
  return runs;
}

/** Each road as a polyline through its hexes' centres. */
export function roadLines(): { id: string; points: Pt[] }[] {
  return ROADS.map((r) => ({ id: r.id, points: r.hexes.map(centre) }));
}

/** Where a crossing is drawn: the middle of the side it crosses, and the side's direction (radians). */
export function crossingSpot(side: readonly [HexId, HexId]): { at: Pt; along: number } {
  const [p, q] = sharedSide(side[0], side[1]);
  return { at: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, along: Math.atan2(q.y - p.y, q.x - p.x) };
}

export const BRIDGE_SPOTS = BRIDGES.map((b) => ({ name: b.name, ...crossingSpot(b.side) }));
export const FERRY_SPOTS = FERRIES.map((f) => ({ name: f.name, ...crossingSpot(f.side) }));

/** The hexes' bounds (miles): the map's printed area. */
export const MAP_BOUNDS = (() => {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const h of ALL_HEXES) {
    for (const p of corners(h)) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  return { x0, y0, x1, y1 };
})();

/** Whether two hexes are neighbours on the map (the rules' adjacency). */
export const adjacent = (a: HexId, b: HexId): boolean => neighbours(a).includes(b);

export const MAP_SIZE = { cols: MAP_COLS, rows: MAP_ROWS } as const;
