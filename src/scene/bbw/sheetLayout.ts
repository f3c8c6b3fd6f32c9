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

/** The track's printed heading ('TURN RECORD TRACK'): its centre this far above the spaces, its letters this high (map units). */
export const TRACK_LABEL = { above: 24, size: 28 } as const;

/**
 * The Turn Record Track's printed top edge (its heading's top, the letters drawn centred on their
 * line: sheetTexture.ts), in map units: what a battle's frame keeps below the status box
 * (battle/battleLayout.ts battleFrame).
 */
export const TURN_TRACK_TOP = turnTrackSpaces(1)[0]!.y - TRACK_LABEL.above - TRACK_LABEL.size / 2;

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
  out.push({ kind: 'track', text: 'TURN RECORD TRACK', x: track[0]!.x, y: track[0]!.y - TRACK_LABEL.above });
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
  /** Its size (map units): COUNTER_MAP, smaller in an area with no room for one (COUNTER_SIZES). */
  size: number;
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

const regionCache = new WeakMap<AreaMapLayout, { areas: Map<string, Pt[]>; sea: Pt[][] }>();
function regions(layout: AreaMapLayout): { areas: Map<string, Pt[]>; sea: Pt[][] } {
  let m = regionCache.get(layout);
  if (!m) {
    const ids = Object.keys(layout.seats);
    const cells = voronoiCells([...ids.map((id) => layout.seats[id]!), ...layout.sea], layout.width, layout.height);
    m = { areas: new Map(ids.map((id, i) => [id, cells[i]!.points])), sea: cells.slice(ids.length).map((c) => c.points).filter((p) => p.length > 0) };
    regionCache.set(layout, m);
  }
  return m;
}

/** Each area's region (its Voronoi cell, as the sheet draws it), by area id. */
export function areaRegions(layout: AreaMapLayout = FOOTBALL_WAR_MAP): Map<string, Pt[]> {
  return regions(layout).areas;
}

/** The sea's regions (map units): the cells of the layout's sea seats, where the sheet shows water. */
export function seaRegions(layout: AreaMapLayout = FOOTBALL_WAR_MAP): Pt[][] {
  return regions(layout).sea;
}

/**
 * The sheet's south coast band between map x0 and x1 (map units): the sea along the map's southern
 * edge (the Pacific, the Gulf of Fonseca), from the coastline down to the map's edge, each of its
 * regions cut to that strip (none left out: the Football War's sea seats all lie along the south).
 * Below it the sheet's paper margin runs to its southern edge (SHEET_EXTENT.y1).
 */
export function coastBand(x0: number, x1: number, layout: AreaMapLayout = FOOTBALL_WAR_MAP): Pt[][] {
  const cut = (pts: Pt[], inside: (p: Pt) => boolean, at: number): Pt[] => {
    const out: Pt[] = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length]!;
      if (inside(a)) out.push(a);
      if (inside(a) !== inside(b)) out.push({ x: at, y: a.y + ((b.y - a.y) * (at - a.x)) / (b.x - a.x) });
    });
    return out;
  };
  return seaRegions(layout)
    .map((r) => cut(cut(r, (p) => p.x >= x0, x0), (p) => p.x <= x1, x1))
    .filter((r) => r.length > 2);
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

/**
 * Whether a counter of `size` (map units) centred at p lies wholly inside `region` (its four
 * corners inside: the regions are convex, Voronoi cells clipped to the map).
 */
export function counterInside(region: readonly Pt[], p: Pt, size: number = COUNTER_MAP): boolean {
  const h = size / 2;
  return [[-h, -h], [h, -h], [h, h], [-h, h]].every(([dx, dy]) => insidePolygon(region, { x: p.x + dx!, y: p.y + dy! }));
}

/**
 * A counter's size on the map (map units): the full size, or smaller where its area has no room for
 * one wholly inside its outline and off its captions (El Amatillo, the smallest area, under its long
 * name) or where smaller counters make its piles lower (areaSpots), never over the border.
 */
export const COUNTER_SIZES = [COUNTER_MAP, 60, 52] as const;

/** How far each counter of a pile is set off the one under it (map units): the lower ones' edges show. */
export const PILE_STEP = 12;
const PILE_DIRS: readonly (readonly [number, number])[] = [[1, -1], [1, 1], [-1, 1], [-1, -1], [1, 0], [0, 1], [-1, 0], [0, -1]];

interface AreaSpots {
  size: number;
  /** Centres where a counter of `size` lies wholly inside the outline and off every caption, nearest the stack's first spot first. */
  spots: Pt[];
}

const spotCache = new WeakMap<AreaMapLayout, Map<string, AreaSpots[]>>();
/** An area's spots for each counter size with room (map units; a 5-unit grid over its region), largest size first. */
function areaSpotsBySize(layout: AreaMapLayout, loc: string, captions: readonly MapBox[]): AreaSpots[] {
  let byLoc = spotCache.get(layout);
  if (!byLoc) spotCache.set(layout, (byLoc = new Map()));
  const cached = byLoc.get(loc);
  if (cached) return cached;
  const seat = layout.seats[loc]!;
  const region = areaRegions(layout).get(loc) ?? [];
  const xs = region.map((q) => q.x);
  const ys = region.map((q) => q.y);
  const grid = 5;
  const find = (size: number, offCaptions: boolean): Pt[] => {
    const h = size / 2;
    const top = seat.y + 4 + h;
    const found: (Pt & { d: number })[] = [];
    for (let x = Math.floor(Math.min(...xs) / grid) * grid; x <= Math.max(...xs); x += grid) {
      for (let y = Math.floor(Math.min(...ys) / grid) * grid; y <= Math.max(...ys); y += grid) {
        if (!counterInside(region, { x, y }, size)) continue;
        if (offCaptions && !captions.every((r) => x + h <= r.x || x - h >= r.x + r.w || y + h <= r.y || y - h >= r.y + r.h)) continue;
        // Below the seat's name first, as the rows of a stack are: a spot above it costs more.
        found.push({ x, y, d: Math.hypot(x - seat.x, (y - top) * (y < top ? 1.6 : 1.2)) });
      }
    }
    found.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
    return found.map(({ x, y }) => ({ x, y }));
  };
  let out: AreaSpots[] = COUNTER_SIZES.map((size) => ({ size, spots: find(size, true) })).filter((a) => a.spots.length > 0);
  // No room off the captions at any size (no area of the Football War): inside, over a caption.
  if (out.length === 0) {
    const size = COUNTER_SIZES[COUNTER_SIZES.length - 1]!;
    const spots = find(size, false);
    out = [{ size, spots: spots.length ? spots : [{ x: seat.x, y: seat.y }] }];
  }
  byLoc.set(loc, out);
  return out;
}

/**
 * The size and spots for `n` counters in an area: the size whose piles are lowest (the counters a
 * spot must hold, n over its spots, as a count of separate spots), the larger size of equals.
 */
function areaSpots(layout: AreaMapLayout, loc: string, captions: readonly MapBox[], n: number): AreaSpots {
  const options = areaSpotsBySize(layout, loc, captions);
  const height = (a: AreaSpots) => Math.ceil(n / Math.max(1, greedyCount(a)));
  return options.reduce((best, a) => (height(a) < height(best) ? a : best));
}

/** How many counters of its size an area's spots hold side by side (greedy, nearest first). */
const countCache = new WeakMap<AreaSpots, number>();
function greedyCount(a: AreaSpots): number {
  let c = countCache.get(a);
  if (c !== undefined) return c;
  const taken: Pt[] = [];
  for (const p of a.spots) if (taken.every((q) => Math.abs(q.x - p.x) >= a.size || Math.abs(q.y - p.y) >= a.size)) taken.push(p);
  c = taken.length;
  countCache.set(a, c);
  return c;
}

/** Where every unit of the view stands on the sheet (map units): an area's stack in rows of three
 * under its name; where a neighbour's stack or an area's name, terrain or VP already holds a spot,
 * the counter takes the nearest free spot in its area, wholly inside the area's outline (the areas'
 * seats are closer than a row of three counters in places: Santa Rosa de Lima and El Amatillo; the
 * counters of an area with no room for a full-size one are smaller, COUNTER_SIZES). Where the area
 * has no free spot left (a crowded battle, reaction moves in), the counter goes on top of the area's
 * lowest pile (`level` 1, 2, ...; PILE_STEP aside, up and right or another way, where that stays
 * inside and off the captions), as counters pile on a real map: no counter covers another of
 * another pile or a caption. */
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
  const offCaptions = (x: number, y: number, size: number) => {
    const h = size / 2;
    return captions.every((r) => x + h <= r.x || x - h >= r.x + r.w || y + h <= r.y || y - h >= r.y + r.h);
  };
  const clearOf = (x: number, y: number, size: number, skip: (c: PlacedCounter) => boolean) =>
    out.every((q) => skip(q) || Math.abs(q.mx - x) >= (q.size + size) / 2 || Math.abs(q.my - y) >= (q.size + size) / 2);
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
      list.forEach((u, i) => out.push({ unit: u.id, face: bbwFaceKey(u.id, u.disrupted), loc, mx: spots[i]!.x, my: spots[i]!.y, level: 0, size: COUNTER_MAP }));
      continue;
    }
    const region = areaRegions(layout).get(loc) ?? [];
    const { size, spots } = areaSpots(layout, loc, captions, list.length);
    const rowSpots = rows(list.length, seat.x, seat.y + 4 + size / 2, 3).map((p, i) => ({ x: seat.x + (p.x - seat.x) * ((size + COUNTER_GAP) / step), y: seat.y + 4 + size / 2 + Math.floor(i / 3) * (size + COUNTER_GAP) }));
    const free = (p: Pt) => clearOf(p.x, p.y, size, () => false);
    /** This area's piles: the counter on the sheet and how many stand on it. */
    const piles: { x: number; y: number; n: number }[] = [];
    const pileOf = new Map<string, (typeof piles)[number]>();
    list.forEach((u, i) => {
      const face = bbwFaceKey(u.id, u.disrupted);
      const row = rowSpots[i]!;
      let at: Pt | undefined = counterInside(region, row, size) && offCaptions(row.x, row.y, size) && free(row) ? row : spots.find(free);
      // No free spot at all (a neighbour's crowd pressing on the smallest areas): the nearest spot starts the first pile.
      if (!at && piles.length === 0) at = spots[0]!;
      if (at) {
        const pile = { x: at.x, y: at.y, n: 1 };
        piles.push(pile);
        pileOf.set(u.id, pile);
        out.push({ unit: u.id, face, loc, mx: at.x, my: at.y, level: 0, size });
        return;
      }
      // The lowest pile takes it (the first of equals), set off the one under it where that stays inside.
      const pile = piles.reduce((a, b) => (b.n < a.n ? b : a));
      const level = pile.n;
      pile.n++;
      const clear = (q: Pt) => counterInside(region, q, size) && offCaptions(q.x, q.y, size) && clearOf(q.x, q.y, size, (c) => pileOf.get(c.unit) === pile);
      const shifted = PILE_DIRS.map(([dx, dy]) => ({ x: pile.x + dx * PILE_STEP * level, y: pile.y + dy * PILE_STEP * level }));
      const p = shifted.find(clear) ?? { x: pile.x, y: pile.y };
      pileOf.set(u.id, pile);
      out.push({ unit: u.id, face, loc, mx: p.x, my: p.y, level, size });
    });
  }
  return out;
}
