// Where everything of Brave Little Belgium lies on the table, in world units (pure: no React,
// no three). World axes: x east, z south (so the map's north is -z), y up; the table top is y = 0.
// A counter is 1 world unit wide. Map boxes keep their geography (map units ~10 km, scaled),
// nudged apart only where tiles would touch; the tracks, cup, charts and the battle board lie
// around the map on the same table, never over it.
import { DATA, FORT } from '../../games/blb/db';
import type { BoxDef } from '../../games/blb/types';

export interface Rect {
  /** Centre. */
  x: number;
  z: number;
  /** Full width (x) and depth (z). */
  w: number;
  d: number;
}

export interface XZ {
  x: number;
  z: number;
}

/** Counters and chits: square tokens. */
export const COUNTER = {
  size: 1,
  /** Thickness of one counter: thick enough that a stack's height reads. */
  thickness: 0.17,
  /** Each counter up a stack shifts this far east and north, so the edges below show. */
  shift: 0.055,
} as const;

export const CHIT_THICKNESS = 0.13;

/** World units per map unit, east-west and north-south (stretched a little east-west for wide screens). */
export const MAP_SCALE = { x: 1.95, z: 1.8 } as const;

/** Box tiles (the printed boxes of the map). */
export const TILE = {
  w: 2.8,
  d: 2.4,
  /** Height of the card tile above the sheet. */
  h: 0.08,
  /** The strip along the south edge holding the name (two lines for a long one). */
  labelStrip: 0.9,
  /** Smallest gap kept between any two tiles. */
  gap: 0.35,
} as const;

/** The siege box beside each fort box (8.0), where the besieging German units stand. */
export const SIEGE = { w: 1.75, gapToFort: 0.3 } as const;

/** Height of the map sheet's top above the table. */
export const SHEET_Y = 0.03;
/** Top of a tile (counters stand here). */
export const TILE_TOP = SHEET_Y + TILE.h;

// --- map geometry --------------------------------------------------------------------------

const bounds = (() => {
  const xs = DATA.boxes.map((b) => b.pos.x);
  const ys = DATA.boxes.map((b) => b.pos.y);
  return { cx: (Math.min(...xs) + Math.max(...xs)) / 2, cy: (Math.min(...ys) + Math.max(...ys)) / 2 };
})();

/** A map position (map units, y north) on the table before any nudging. */
export function mapToWorld(pos: { x: number; y: number }): XZ {
  return { x: (pos.x - bounds.cx) * MAP_SCALE.x, z: -(pos.y - bounds.cy) * MAP_SCALE.z };
}

export const isFortBox = (id: string): boolean => FORT[id] !== undefined;

/** The footprint a box needs: its tile, and for a fort its siege box to the east. */
function footprint(box: BoxDef, centre: XZ): Rect {
  if (!isFortBox(box.id)) return { x: centre.x, z: centre.z, w: TILE.w, d: TILE.d };
  const extra = SIEGE.gapToFort + SIEGE.w;
  return { x: centre.x + extra / 2, z: centre.z, w: TILE.w + extra, d: TILE.d };
}

export function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w + margin * 2 && Math.abs(a.z - b.z) * 2 < a.d + b.d + margin * 2;
}

/**
 * Tile centres: geography scaled, then pushed apart pairwise until no two footprints (with the
 * gap) overlap. Deterministic: fixed order, fixed number of rounds.
 */
function relaxedCentres(): Record<string, XZ> {
  const boxes = DATA.boxes;
  const pos = boxes.map((b) => mapToWorld(b.pos));
  const margin = TILE.gap / 2;
  for (let round = 0; round < 400; round++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = footprint(boxes[i]!, pos[i]!);
        const b = footprint(boxes[j]!, pos[j]!);
        if (!overlaps(a, b, margin)) continue;
        moved = true;
        const px = (a.w + b.w) / 2 + margin * 2 - Math.abs(a.x - b.x);
        const pz = (a.d + b.d) / 2 + margin * 2 - Math.abs(a.z - b.z);
        // Push along the axis that needs less; a hair more than needed so it settles.
        if (px / (a.w + b.w) < pz / (a.d + b.d)) {
          const s = (a.x <= b.x ? -1 : 1) * (px / 2 + 0.01);
          pos[i]!.x += s;
          pos[j]!.x -= s;
        } else {
          const s = (a.z <= b.z ? -1 : 1) * (pz / 2 + 0.01);
          pos[i]!.z += s;
          pos[j]!.z -= s;
        }
      }
    }
    if (!moved) break;
  }
  const round2 = (v: number) => Math.round(v * 1000) / 1000;
  return Object.fromEntries(boxes.map((b, i) => [b.id, { x: round2(pos[i]!.x), z: round2(pos[i]!.z) }]));
}

export interface BoxPlace {
  id: string;
  /** The box's tile. */
  tile: Rect;
  /** The siege box of a fort box (8.0), drawn joined to the tile; absent for cities. */
  siege?: Rect;
  /** Where the name is printed (the tile's top strip). */
  label: XZ;
  /** Stack spots: the German stack, the Entente stack (with Garde Civique), the fort marker. */
  slots: { german: XZ; entente: XZ; fort?: XZ; single: XZ };
}

function placeBox(box: BoxDef, c: XZ): BoxPlace {
  const tile: Rect = { x: c.x, z: c.z, w: TILE.w, d: TILE.d };
  // The name strip runs along the south edge, nearest the camera, so stacks (which rise to the
  // north-east) never hide it; the stacks stand in the body north of it.
  const contentZ = c.z - TILE.labelStrip / 2 + 0.16;
  const left = { x: c.x - 0.66, z: contentZ };
  const right = { x: c.x + 0.66, z: contentZ };
  const single = { x: c.x, z: contentZ };
  const label = { x: c.x, z: c.z + TILE.d / 2 - TILE.labelStrip / 2 - 0.02 };
  if (!isFortBox(box.id)) return { id: box.id, tile, label, slots: { german: left, entente: right, single } };
  const siege: Rect = { x: c.x + TILE.w / 2 + SIEGE.gapToFort + SIEGE.w / 2, z: c.z, w: SIEGE.w, d: TILE.d };
  return {
    id: box.id,
    tile,
    siege,
    label,
    slots: { german: { x: siege.x, z: contentZ }, entente: right, fort: left, single: right },
  };
}

export const BOX_PLACES: Record<string, BoxPlace> = (() => {
  const centres = relaxedCentres();
  return Object.fromEntries(DATA.boxes.map((b) => [b.id, placeBox(b, centres[b.id]!)]));
})();

/** Every rectangle a box covers (tile, and siege box for forts). */
export function boxRects(id: string): Rect[] {
  const p = BOX_PLACES[id];
  if (!p) return [];
  return p.siege ? [p.tile, p.siege] : [p.tile];
}

/** The map area: every tile and siege box, with a margin for the Victory Line and lines. */
export const MAP_AREA: Rect = (() => {
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const id of Object.keys(BOX_PLACES)) {
    for (const r of boxRects(id)) {
      minX = Math.min(minX, r.x - r.w / 2);
      maxX = Math.max(maxX, r.x + r.w / 2);
      minZ = Math.min(minZ, r.z - r.d / 2);
      maxZ = Math.max(maxZ, r.z + r.d / 2);
    }
  }
  const m = 1.4;
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, w: maxX - minX + 2 * m, d: maxZ - minZ + 2 * m };
})();

const left = (r: Rect) => r.x - r.w / 2;
const right = (r: Rect) => r.x + r.w / 2;
const top = (r: Rect) => r.z - r.d / 2;
const bottom = (r: Rect) => r.z + r.d / 2;

// --- the tracks and boxes around the map ---------------------------------------------------

export interface TrackSpace {
  id: string;
  rect: Rect;
  /** The printed caption. */
  label: string;
  /** A second, smaller line (dates on the Turn Track). */
  sub?: string;
}

export interface TablePlaces {
  /** The printed sheet: the map and every track, chart and box on it. */
  sheet: Rect;
  map: Rect;
  /** The title band above the map. */
  title: Rect;
  /** The Turn Track: a set-up space (turn 0), then one space per Game Turn (1-8). */
  turnTrack: { frame: Rect; spaces: TrackSpace[] };
  /** Atrocities Track, 0 to 5 (4.2, 9.0). */
  atrocities: { frame: Rect; spaces: TrackSpace[] };
  chitCup: Rect;
  cupFrame: Rect;
  /** The area the pulled chits lie in, and its printed frame. */
  pulledChits: Rect;
  pulledFrame: Rect;
  /** The three Turn End boxes (5.3), and the frame holding them. */
  turnEnd: TrackSpace[];
  turnEndFrame: Rect;
  /** Garde Civique Setup Chart (3.1): 6 x 6 cells, first die row, second die column. */
  gcChart: { frame: Rect; cells: Rect[][]; rowHeads: Rect[]; colHeads: Rect[] };
  /** Slots for the battle board and the dice tray (drawn by their own components). */
  battleBoard: Rect;
  diceTray: Rect;
  /** The whole table top. */
  table: Rect;
}

/** Spacing of chits in the Pulled Chits box. */
export const PULLED_PITCH = { x: 1.25, z: 1.3 } as const;

function rowOf(count: number, startX: number, z: number, w: number, d: number, gap: number): Rect[] {
  return Array.from({ length: count }, (_, i) => ({ x: startX + w / 2 + i * (w + gap), z, w, d }));
}

export const TABLE: TablePlaces = (() => {
  const map = MAP_AREA;
  const gap = 0.25;
  const trackTitle = 0.9;
  const inset = 0.7;

  // Under the map, one row: the Turn Track (a set-up space, then turns 1-8), the Atrocities Track.
  const turnW = 3.2;
  const turnD = 3.0;
  const row1Z = bottom(map) + 0.7 + trackTitle + 0.35 + turnD / 2;
  const startW = 2.0;
  const x0 = left(map) + 0.35;
  const startSpace: TrackSpace = { id: 'turn-0', rect: { x: x0 + startW / 2, z: row1Z, w: startW, d: turnD }, label: 'Set-up', sub: 'Aug 3' };
  const turnSpaces = rowOf(DATA.turns.length, x0 + startW + gap, row1Z, turnW, turnD, gap).map<TrackSpace>((rect, i) => ({
    id: `turn-${DATA.turns[i]!.turn}`,
    rect,
    label: `${DATA.turns[i]!.turn}`,
    sub: DATA.turns[i]!.label,
  }));
  const turnSpacesAll = [startSpace, ...turnSpaces];
  const turnFrame = frameAround(turnSpacesAll.map((s) => s.rect), 0.35, trackTitle);

  const atroW = 1.8;
  const atroStart = right(turnFrame) + 1.2 + 0.35;
  const atroSpaces = rowOf(6, atroStart, row1Z + 0.3, atroW, atroW, gap).map<TrackSpace>((rect, i) => ({ id: `atrocities-${i}`, rect, label: `${i}` }));
  const atroFrame = frameAround(atroSpaces.map((s) => s.rect), 0.35, trackTitle);

  // In the map's empty south-west corner: the Pulled Chits box (two rows of seven: up to 13 chits
  // are pulled in a turn) and the three Turn End boxes, with the Chit Cup above them.
  const pulledChits: Rect = { x: 0, z: 0, w: 7 * PULLED_PITCH.x + 0.3, d: 2 * PULLED_PITCH.z + 0.3 };
  const pulledD = pulledChits.d + 0.3 * 2 + trackTitle;
  pulledChits.x = left(map) + inset + 0.3 + pulledChits.w / 2;
  pulledChits.z = bottom(map) - inset - 0.3 - pulledChits.d / 2;
  const pulledFrame = frameAround([pulledChits], 0.3, trackTitle);
  const teW = 1.5;
  const turnEnd = rowOf(3, right(pulledFrame) + 0.8 + 0.3, pulledChits.z + 0.1, teW, teW, 0.35).map<TrackSpace>((rect, i) => ({
    id: `turn-end-${i + 1}`,
    rect,
    label: `${i + 1}`,
  }));
  const turnEndFrame = frameAround(turnEnd.map((t) => t.rect), 0.3, trackTitle);
  const cupSize = 4.0;
  const chitCup: Rect = { x: left(map) + inset + 0.3 + cupSize / 2, z: bottom(map) - inset - pulledD - 0.3 - 0.3 - cupSize / 2, w: cupSize, d: cupSize };
  const cupFrame = frameAround([chitCup], 0.3, trackTitle);

  // The Garde Civique Setup Chart in the empty north-east corner (the Netherlands).
  const cellW = 2.15;
  const cellD = 0.78;
  const headW = 0.8;
  const chartW = headW + 6 * cellW;
  const chartLeft = right(map) - inset - 0.3 - chartW;
  const chartTop = top(map) + inset + trackTitle + 0.45;
  const colHeads = Array.from({ length: 6 }, (_, c) => ({ x: chartLeft + headW + cellW / 2 + c * cellW, z: chartTop + cellD / 2, w: cellW, d: cellD }));
  const rowHeads = Array.from({ length: 6 }, (_, r) => ({ x: chartLeft + headW / 2, z: chartTop + cellD * 1.5 + r * cellD, w: headW, d: cellD }));
  const cells = Array.from({ length: 6 }, (_, r) => Array.from({ length: 6 }, (_, c) => ({ x: colHeads[c]!.x, z: rowHeads[r]!.z, w: cellW, d: cellD })));
  const gcFrame = frameAround([...colHeads, ...rowHeads, ...cells.flat()], 0.3, trackTitle + 0.15);

  // The title cartouche in the empty north-west corner.
  const title: Rect = { x: left(map) + inset + 5.3, z: top(map) + inset + 1.75, w: 10.6, d: 3.5 };

  const sheet = frameAround([map, turnFrame, atroFrame], 0.8, 0);

  // Off the sheet, east: the battle board and, under it, the dice tray.
  // The board is as deep as its rows need (header, sixes, fives, fours, fort: 7.1, 8.1), and the
  // tray close under it, so the camera can frame both large when a combat is fought.
  const battleBoard: Rect = { x: right(sheet) + 1.6 + 7, z: map.z - 4, w: 14, d: 7.6 };
  const diceTray: Rect = { x: battleBoard.x, z: bottom(battleBoard) + 0.9 + 3, w: 14, d: 6 };
  const table = frameAround([sheet, battleBoard, diceTray], 4, 0);

  return {
    sheet,
    map,
    title,
    turnTrack: { frame: turnFrame, spaces: turnSpacesAll },
    atrocities: { frame: atroFrame, spaces: atroSpaces },
    chitCup,
    cupFrame,
    pulledChits,
    pulledFrame,
    turnEnd,
    turnEndFrame,
    gcChart: { frame: gcFrame, cells, rowHeads, colHeads },
    battleBoard,
    diceTray,
    table,
  };
})();

/** Where the i-th pulled chit lies in the Pulled Chits box (two rows of seven). */
export function pulledChitSpot(i: number): XZ {
  const pc = TABLE.pulledChits;
  const col = i % 7;
  const row = Math.floor(i / 7) % 2;
  return { x: left(pc) + 0.15 + PULLED_PITCH.x / 2 + col * PULLED_PITCH.x, z: top(pc) + 0.15 + PULLED_PITCH.z / 2 + row * PULLED_PITCH.z };
}

/** The printed things of the table other than boxes: none may cover a tile or a line. */
export function printedRects(): { id: string; rect: Rect }[] {
  return [
    { id: 'title', rect: TABLE.title },
    { id: 'gc-chart', rect: TABLE.gcChart.frame },
    { id: 'chit-cup', rect: TABLE.cupFrame },
    { id: 'pulled-chits', rect: TABLE.pulledFrame },
    { id: 'turn-end', rect: TABLE.turnEndFrame },
    { id: 'turn-track', rect: TABLE.turnTrack.frame },
    { id: 'atrocities', rect: TABLE.atrocities.frame },
    { id: 'battle-board', rect: TABLE.battleBoard },
    { id: 'dice-tray', rect: TABLE.diceTray },
  ];
}

/** The smallest rectangle holding `rects`, grown by `pad` and by `title` more at the top. */
export function frameAround(rects: Rect[], pad: number, title: number): Rect {
  const minX = Math.min(...rects.map(left)) - pad;
  const maxX = Math.max(...rects.map(right)) + pad;
  const minZ = Math.min(...rects.map(top)) - pad - title;
  const maxZ = Math.max(...rects.map(bottom)) + pad;
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, w: maxX - minX, d: maxZ - minZ };
}

/** Where a frame's title is printed (its top strip). */
export function titleSpot(frame: Rect, title = 0.9): XZ {
  return { x: frame.x, z: top(frame) + title / 2 + 0.1 };
}

export const rectEdges = { left, right, top, bottom };

// --- stacks --------------------------------------------------------------------------------

/** The centre of the i-th counter of a stack standing at `base` on a surface at height `y0`. */
export function stackPosition(base: XZ, i: number, y0 = TILE_TOP, thickness: number = COUNTER.thickness): { x: number; y: number; z: number } {
  return { x: base.x + i * COUNTER.shift, y: y0 + thickness / 2 + i * thickness, z: base.z - i * COUNTER.shift };
}

/** A stack taller than this shows its count on a badge. */
export const BADGE_OVER = 4;

/** Every position the table knows by name: box ids, track spaces, the cup, the charts. */
export function allPlaceIds(): string[] {
  return [
    ...Object.keys(BOX_PLACES),
    ...TABLE.turnTrack.spaces.map((s) => s.id),
    ...TABLE.atrocities.spaces.map((s) => s.id),
    ...TABLE.turnEnd.map((s) => s.id),
    'chit-cup',
    'pulled-chits',
    'gc-chart',
    'battle-board',
    'dice-tray',
  ];
}

/** The rectangle of a named place (see allPlaceIds), or undefined. */
export function placeRect(id: string): Rect | undefined {
  const box = BOX_PLACES[id];
  if (box) return box.tile;
  const space = [...TABLE.turnTrack.spaces, ...TABLE.atrocities.spaces, ...TABLE.turnEnd].find((s) => s.id === id);
  if (space) return space.rect;
  switch (id) {
    case 'chit-cup':
      return TABLE.chitCup;
    case 'pulled-chits':
      return TABLE.pulledChits;
    case 'gc-chart':
      return TABLE.gcChart.frame;
    case 'battle-board':
      return TABLE.battleBoard;
    case 'dice-tray':
      return TABLE.diceTray;
    default:
      return undefined;
  }
}
