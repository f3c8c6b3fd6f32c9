// The Football War's printed sheet on the 3D table (pure: no three, no canvas): where the map, the
// Turn Record Track and the four boxes lie on the sheet, in the map units of the drawing data
// (footballWarMap.ts: x east, y south, the map 1600 x 1000) and in world units on the table
// (x east, z south, centred on the sheet), what the sheet prints (sheetTexts: every area's name,
// terrain and VP, the seas, the countries, the boxes, the track), and where each counter stands
// (placeBbwCounters: in rows at its area's seat or in its box, so no counter hides another).
import type { Board } from '../../games/bbw/rules/board';
import type { UnitDef } from '../../games/bbw/types';
import { FOOTBALL_WAR_MAP, type AreaMapLayout, type MapBox } from './footballWarMap';
import { voronoiCells, type Pt } from './mapGeometry';

/** World units per map unit: a counter (70 map units) is 1.4 world units across. */
export const SHEET_SCALE = 1 / 50;
/** A counter's width in map units (the 2D map's counters are 74 x 54). */
export const COUNTER_MAP = 70;
const COUNTER_GAP = 6;

/** The sheet's extent in map units: the map, the boxes to its east, the track and title to its north. */
export const SHEET_EXTENT = { x0: -40, y0: -200, x1: 2020, y1: 1040 } as const;

/** The Turn Record Track: one space per Game-turn, in a row above the map (map units). */
export function turnTrackSpaces(turns: number): (MapBox & { turn: number })[] {
  const w = 118;
  const gap = 12;
  return Array.from({ length: turns }, (_, i) => ({ turn: i + 1, x: 60 + i * (w + gap), y: -150, w, h: 118 }));
}

/** The Game-turn marker's centre on the Turn Record Track (map units); past the end it stays on the last space. */
export function turnMarkerSpot(turn: number, turns: number): { x: number; y: number } {
  const spaces = turnTrackSpaces(turns);
  const s = spaces[Math.max(0, Math.min(spaces.length - 1, turn - 1))]!;
  return { x: s.x + s.w / 2, y: s.y + s.h / 2 };
}

/** The Game-turn marker's atlas face. */
export const TURN_MARKER_FACE = 'bbw-turn';

/** The marker that shows who holds a VP area now (8.0), laid over its printed VP box. */
export function vpMarkerFace(side: 'white' | 'grey', vp: number): string {
  return `bbw-vp-${side}-${vp}`;
}

/** Where each VP area's VP box is printed (map units), by area id. */
export function vpSpots(board: Board, layout: AreaMapLayout = FOOTBALL_WAR_MAP): Map<string, { x: number; y: number; vp: number }> {
  return new Map(sheetTexts(board, layout).filter((t) => t.kind === 'vp').map((t) => [t.of!, { x: t.x, y: t.y, vp: Number(t.text) }]));
}

/** The title cartouche beside the track (map units). */
export const TITLE_BOX: MapBox = { x: 1060, y: -170, w: 940, h: 150 };

/** Map units -> world (x, z). */
export function toWorld(x: number, y: number): { x: number; z: number } {
  const cx = (SHEET_EXTENT.x0 + SHEET_EXTENT.x1) / 2;
  const cy = (SHEET_EXTENT.y0 + SHEET_EXTENT.y1) / 2;
  return { x: (x - cx) * SHEET_SCALE, z: (y - cy) * SHEET_SCALE };
}

/** A map-unit box as a world rectangle (centre and size). */
export function worldRect(b: MapBox): { x: number; z: number; w: number; d: number } {
  const c = toWorld(b.x + b.w / 2, b.y + b.h / 2);
  return { x: c.x, z: c.z, w: b.w * SHEET_SCALE, d: b.h * SHEET_SCALE };
}

/** The whole sheet as a world rectangle. */
export const SHEET_RECT = worldRect({ x: SHEET_EXTENT.x0, y: SHEET_EXTENT.y0, w: SHEET_EXTENT.x1 - SHEET_EXTENT.x0, h: SHEET_EXTENT.y1 - SHEET_EXTENT.y0 });
/** The map alone (home frames it). */
export const MAP_RECT = worldRect({ x: 0, y: 0, w: FOOTBALL_WAR_MAP.width, h: FOOTBALL_WAR_MAP.height });

/** An area's printed name, on one or two lines ("El Amatillo -" / "Goascoran", "Santa Rosa" / "de Lima"). */
export function areaNameLines(name: string): string[] {
  const short = name.replace(/ \(.*\)$/, '');
  if (short.length <= 14) return [short];
  if (short.includes(' - ')) return short.split(' - ').map((t, k) => (k === 0 ? `${t} -` : t));
  // At the space nearest the middle.
  const spaces = [...short.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [short];
  const cut = spaces.reduce((a, b) => (Math.abs(b - short.length / 2) < Math.abs(a - short.length / 2) ? b : a));
  return [short.slice(0, cut), short.slice(cut + 1)];
}

/** Roughly the printed width of an area name's line (map units, the sheet's 34-unit condensed bold). */
export const nameWidth = (text: string): number => text.length * 17 + 10;

/** The rectangles the area captions cover (names, terrain circles, VP boxes): counters keep off them. */
export function captionRects(board: Board, layout: AreaMapLayout = FOOTBALL_WAR_MAP): MapBox[] {
  return sheetTexts(board, layout).flatMap((t) => {
    if (t.kind === 'area') return [{ x: t.x - nameWidth(t.text) / 2, y: t.y - NAME_LINE / 2, w: nameWidth(t.text), h: NAME_LINE }];
    if (t.kind === 'terrain' || t.kind === 'vp') return [{ x: t.x - SYMBOL_STEP / 2, y: t.y - SYMBOL_STEP / 2, w: SYMBOL_STEP, h: SYMBOL_STEP }];
    return [];
  });
}

/** The terrain symbols printed in an area's circles (M Mountain, W Woods, U Urban). */
export function terrainSymbols(t: { woods: number; mountain: number; urban: number }): string[] {
  return [...Array<string>(t.mountain).fill('M'), ...Array<string>(t.woods).fill('W'), ...Array<string>(t.urban).fill('U')];
}

export type SheetTextKind = 'area' | 'terrain' | 'vp' | 'sea' | 'country' | 'box' | 'track' | 'title';

/** One caption printed on the sheet, at (x, y) in map units (its centre; 'box' and 'title' at their left). */
export interface SheetText {
  kind: SheetTextKind;
  text: string;
  x: number;
  y: number;
  /** The area or box it belongs to. */
  of?: string;
}

/** Line height of an area's name (map units). */
export const NAME_LINE = 30;
/** Spacing of an area's terrain circles and VP box (map units). */
export const SYMBOL_STEP = 40;

/** Every caption the sheet prints, from the drawing data and the scenario's areas. */
export function sheetTexts(board: Board, layout: AreaMapLayout = FOOTBALL_WAR_MAP): SheetText[] {
  const out: SheetText[] = [];
  for (const [id, s] of Object.entries(layout.seats)) {
    const a = board.areas.get(id);
    if (!a) continue;
    const lines = areaNameLines(a.name);
    const top = s.y - 14 - (lines.length - 1) * NAME_LINE;
    lines.forEach((t, k) => out.push({ kind: 'area', text: t, x: s.x, y: top + k * NAME_LINE, of: id }));
    const terrain = terrainSymbols(a.terrain);
    const n = terrain.length + (a.vp ? 1 : 0);
    const x0 = s.x - ((n - 1) * SYMBOL_STEP) / 2;
    const y = top - 44;
    terrain.forEach((t, k) => out.push({ kind: 'terrain', text: t, x: x0 + k * SYMBOL_STEP, y, of: id }));
    if (a.vp) out.push({ kind: 'vp', text: String(a.vp), x: x0 + terrain.length * SYMBOL_STEP, y, of: id });
  }
  for (const s of layout.sea) if (s.name) out.push({ kind: 'sea', text: s.name, x: s.x < 200 ? 40 : s.x, y: Math.min(s.y, layout.height - 26) });
  for (const c of layout.countryLabels) out.push({ kind: 'country', text: c.text, x: c.x, y: c.y });
  for (const [id, b] of Object.entries(layout.boxes)) {
    const name = board.rears.get(id)?.name ?? board.damagedBoxes.get(id)?.name ?? id;
    out.push({ kind: 'box', text: name, x: b.x + 16, y: b.y + 30, of: id });
  }
  const track = turnTrackSpaces(board.scenario.data.turns);
  out.push({ kind: 'track', text: 'TURN RECORD TRACK', x: track[0]!.x, y: track[0]!.y - 24 });
  for (const t of track) out.push({ kind: 'track', text: String(t.turn), x: t.x + t.w / 2, y: t.y + t.h / 2 });
  out.push({ kind: 'title', text: board.scenario.data.title.toUpperCase(), x: TITLE_BOX.x + 30, y: TITLE_BOX.y + 60 });
  return out;
}

// --- counters ---------------------------------------------------------------------------------

/** The atlas face of a unit, front or disrupted side. */
export function bbwFaceKey(unitId: string, disrupted: boolean): string {
  return `${unitId}${disrupted ? ':d' : ''}`;
}

export interface PlacedCounter {
  unit: string;
  face: string;
  /** The area or box it stands in. */
  loc: string;
  /** Centre in map units. */
  mx: number;
  my: number;
  /** 0 on the sheet; 1, 2, ... on top of other counters of a crowded area's pile. */
  level: number;
}

interface UnitLike {
  id: string;
  loc: string;
  disrupted: boolean;
}

/** Ground before air, then by side and id: a stack reads the same every time (as the flat map). */
function stackOrder(a: { def: UnitDef; id: string }, b: { def: UnitDef; id: string }): number {
  if (a.def.kind !== b.def.kind) return a.def.kind === 'ground' ? -1 : 1;
  return a.def.side.localeCompare(b.def.side) || a.id.localeCompare(b.id);
}

/** Counters in rows of `perRow`, centred on cx, the first row's centre at `top` (map units). */
function rows(n: number, cx: number, top: number, perRow: number): { x: number; y: number }[] {
  const step = COUNTER_MAP + COUNTER_GAP;
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    return { x: cx - ((inRow - 1) * step) / 2 + col * step, y: top + row * step };
  });
}

const regionCache = new WeakMap<AreaMapLayout, Map<string, Pt[]>>();
/** Each area's region (its Voronoi cell, as the sheet draws it), by area id. */
export function areaRegions(layout: AreaMapLayout = FOOTBALL_WAR_MAP): Map<string, Pt[]> {
  let m = regionCache.get(layout);
  if (!m) {
    const ids = Object.keys(layout.seats);
    const cells = voronoiCells([...ids.map((id) => layout.seats[id]!), ...layout.sea], layout.width, layout.height);
    m = new Map(ids.map((id, i) => [id, cells[i]!.points]));
    regionCache.set(layout, m);
  }
  return m;
}

/** Whether p lies inside the polygon. */
export function insidePolygon(pts: readonly Pt[], p: Pt): boolean {
  let c = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!;
    const b = pts[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

/** Distance from p to the nearest edge of a polygon (map units). */
function edgeDistance(pts: readonly Pt[], p: Pt): number {
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j]!;
    const b = pts[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  }
  return best;
}

/**
 * How far inside its area's outline a counter's centre stands at least (map units): half a
 * half-counter, so at least three quarters of the counter lies over its own area whichever way
 * the border runs, and it never reads as the neighbour's.
 */
export const COUNTER_INSET = COUNTER_MAP / 4;

/** Whether a counter centred at p reads as inside `region` (its centre COUNTER_INSET or more inside the outline). */
export function counterInside(region: readonly Pt[], p: Pt): boolean {
  return insidePolygon(region, p) && edgeDistance(region, p) >= COUNTER_INSET - 1e-6;
}

/** How far each counter of a pile is set off the one under it (map units, up and right: the lower ones' edges show). */
export const PILE_STEP = 12;
const PILE_DIRS: readonly (readonly [number, number])[] = [[1, -1], [1, 1], [-1, 1], [-1, -1], [1, 0], [0, 1], [-1, 0], [0, -1]];

/** Candidate centres inside an area's outline, nearest its stack's first spot first (map units). */
const candidateCache = new WeakMap<AreaMapLayout, Map<string, Pt[]>>();
function seatCandidates(layout: AreaMapLayout, loc: string): Pt[] {
  let byLoc = candidateCache.get(layout);
  if (!byLoc) candidateCache.set(layout, (byLoc = new Map()));
  let list = byLoc.get(loc);
  if (list) return list;
  const seat = layout.seats[loc]!;
  const region = areaRegions(layout).get(loc) ?? [];
  const top = seat.y + 4 + COUNTER_MAP / 2;
  const found: (Pt & { d: number })[] = [];
  const xs = region.map((q) => q.x);
  const ys = region.map((q) => q.y);
  const grid = 5;
  for (let x = Math.floor(Math.min(...xs) / grid) * grid; x <= Math.max(...xs); x += grid) {
    for (let y = Math.floor(Math.min(...ys) / grid) * grid; y <= Math.max(...ys); y += grid) {
      // Below the seat's name first, as the rows of a stack are: a spot above it costs more.
      if (counterInside(region, { x, y })) found.push({ x, y, d: Math.hypot(x - seat.x, (y - top) * (y < top ? 1.6 : 1.2)) });
    }
  }
  found.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
  list = found.map(({ x, y }) => ({ x, y }));
  if (list.length === 0) list = [{ x: seat.x, y: seat.y }];
  byLoc.set(loc, list);
  return list;
}

/** Where every unit of the view stands on the sheet (map units): an area's stack in rows of three
 * under its name; where a neighbour's stack or an area's name, terrain or VP already holds a spot,
 * the counter takes the nearest free spot in its area (never outside the area's outline, COUNTER_INSET:
 * the areas' seats are closer than a row of three counters in places, Santa Rosa de Lima and El
 * Amatillo). Where the area has no free spot left (a crowded battle, reaction moves in), the counter
 * goes on top of the area's lowest pile (`level` 1, 2, ...; PILE_STEP aside, up and right or another
 * way, where that stays inside and off the captions), as counters pile on a real map: no counter covers another of another pile or a caption. */
export function placeBbwCounters(units: readonly UnitLike[], board: Board, layout: AreaMapLayout = FOOTBALL_WAR_MAP): PlacedCounter[] {
  const byLoc = new Map<string, { def: UnitDef; id: string; disrupted: boolean }[]>();
  for (const u of units) {
    const def = board.units.get(u.id);
    if (!def) continue;
    const list = byLoc.get(u.loc) ?? [];
    list.push({ def, id: u.id, disrupted: u.disrupted });
    byLoc.set(u.loc, list);
  }
  const out: PlacedCounter[] = [];
  const captions = captionRects(board, layout);
  const h = COUNTER_MAP / 2;
  const offCaptions = (x: number, y: number) => captions.every((r) => x + h <= r.x || x - h >= r.x + r.w || y + h <= r.y || y - h >= r.y + r.h);
  const free = (x: number, y: number) => out.every((q) => Math.abs(q.mx - x) >= COUNTER_MAP || Math.abs(q.my - y) >= COUNTER_MAP) && offCaptions(x, y);
  const step = COUNTER_MAP + COUNTER_GAP;
  // The layout's order (seats, then boxes): the same view always gives the same places.
  const order = [...Object.keys(layout.seats), ...Object.keys(layout.boxes)];
  const locs = [...byLoc.keys()].sort((a, b) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9) || a.localeCompare(b));
  for (const loc of locs) {
    const list = byLoc.get(loc)!;
    list.sort(stackOrder);
    const seat = layout.seats[loc];
    const box = layout.boxes[loc];
    if (!seat) {
      let spots: { x: number; y: number }[];
      if (box) {
        const perRow = Math.max(1, Math.floor((box.w - 16) / step));
        spots = rows(list.length, box.x + box.w / 2, box.y + 52 + COUNTER_MAP / 2, perRow);
      } else spots = rows(list.length, 0, 0, 3);
      list.forEach((u, i) => out.push({ unit: u.id, face: bbwFaceKey(u.id, u.disrupted), loc, mx: spots[i]!.x, my: spots[i]!.y, level: 0 }));
      continue;
    }
    const region = areaRegions(layout).get(loc) ?? [];
    const rowSpots = rows(list.length, seat.x, seat.y + 4 + COUNTER_MAP / 2, 3);
    const candidates = seatCandidates(layout, loc);
    /** This area's piles: the counter on the sheet and how many stand on it. */
    const piles: { x: number; y: number; n: number }[] = [];
    const pileOf = new Map<string, (typeof piles)[number]>();
    list.forEach((u, i) => {
      const face = bbwFaceKey(u.id, u.disrupted);
      const row = rowSpots[i]!;
      let at: Pt | undefined = counterInside(region, row) && free(row.x, row.y) ? row : candidates.find((c) => free(c.x, c.y));
      // No room even off the captions at all (the smallest areas): the nearest spot inside starts the first pile.
      if (!at && piles.length === 0) at = candidates[0]!;
      if (at) {
        const pile = { x: at.x, y: at.y, n: 1 };
        piles.push(pile);
        pileOf.set(u.id, pile);
        out.push({ unit: u.id, face, loc, mx: at.x, my: at.y, level: 0 });
        return;
      }
      // The lowest pile takes it (the first of equals): up and right of the one under it while that stays inside.
      const pile = piles.reduce((a, b) => (b.n < a.n ? b : a));
      const level = pile.n;
      pile.n++;
      const clear = (q: Pt) =>
        counterInside(region, q) &&
        offCaptions(q.x, q.y) &&
        out.every((c) => pileOf.get(c.unit) === pile || Math.abs(c.mx - q.x) >= COUNTER_MAP || Math.abs(c.my - q.y) >= COUNTER_MAP);
      // Set off the one under it (up and right, else down and right, ...) so the lower counters' edges show.
      const shifted = PILE_DIRS.map(([dx, dy]) => ({ x: pile.x + dx * PILE_STEP * level, y: pile.y + dy * PILE_STEP * level }));
      const p = shifted.find(clear) ?? { x: pile.x, y: pile.y };
      pileOf.set(u.id, pile);
      out.push({ unit: u.id, face, loc, mx: p.x, my: p.y, level });
    });
  }
  return out;
}
