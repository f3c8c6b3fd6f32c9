// Hex geometry and the map's queries (§6, §15). Flat-topped hexes in odd-q offset: odd columns (1-based
// even ids "02..", 0-based odd) sit half a hex lower. Cube coordinates do the arithmetic.
import { BRIDGES, FERRIES, MAP_COLS, MAP_ROWS, PLACES, RIVERS, ROADS, TERRAIN_LETTERS, TERRAIN_ROWS } from '../map';
import type { Crossing, HexId, Place, Terrain } from '../types';

export interface Offset {
  col: number;
  row: number;
}

const PARSED = new Map<HexId, Offset>();

/** "0817" -> { col: 7, row: 16 } (0-based); null for a string that is no hex of the map (a table of the map's hexes once read). */
export function parseHex(id: HexId): Offset | null {
  const hit = PARSED.get(id);
  if (hit) return { col: hit.col, row: hit.row };
  const o = parseHexUncached(id);
  if (o) PARSED.set(id, { col: o.col, row: o.row });
  return o;
}

function parseHexUncached(id: HexId): Offset | null {
  if (!/^\d{4}$/.test(id)) return null;
  const col = Number(id.slice(0, 2)) - 1;
  const row = Number(id.slice(2)) - 1;
  return col >= 0 && col < MAP_COLS && row >= 0 && row < MAP_ROWS ? { col, row } : null;
}

export function isHex(id: HexId): boolean {
  return parseHex(id) !== null;
}

export function hexId(col: number, row: number): HexId {
  return `${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`;
}

function must(id: HexId): Offset {
  const o = parseHex(id);
  if (!o) throw new Error(`no hex ${id}`);
  return o;
}

/** Every hex of the map, column by column. */
export const ALL_HEXES: readonly HexId[] = (() => {
  const out: HexId[] = [];
  for (let c = 0; c < MAP_COLS; c++) for (let r = 0; r < MAP_ROWS; r++) out.push(hexId(c, r));
  return out;
})();

export function toCube(id: HexId): [number, number, number] {
  const { col, row } = must(id);
  const x = col;
  const z = row - (col - (col & 1)) / 2;
  return [x, -x - z, z];
}

/** Hexes between two hexes (adjacent: 1). */
export function hexDistance(a: HexId, b: HexId): number {
  const p = toCube(a);
  const q = toCube(b);
  return Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2]));
}

const ODD = [[1, 0], [1, 1], [0, -1], [0, 1], [-1, 0], [-1, 1]] as const;
const EVEN = [[1, -1], [1, 0], [0, -1], [0, 1], [-1, -1], [-1, 0]] as const;

const NEIGHBOURS = new Map<HexId, readonly HexId[]>();

/** The hexes next to `id` on the map (fewer than six at its edge); a shared list, not to be changed. */
export function neighbours(id: HexId): readonly HexId[] {
  let n = NEIGHBOURS.get(id);
  if (!n) NEIGHBOURS.set(id, (n = Object.freeze(neighboursOf(id))));
  return n;
}

function neighboursOf(id: HexId): HexId[] {
  const { col, row } = must(id);
  const out: HexId[] = [];
  for (const [dc, dr] of col & 1 ? ODD : EVEN) {
    const c = col + dc;
    const r = row + dr;
    if (c >= 0 && c < MAP_COLS && r >= 0 && r < MAP_ROWS) out.push(hexId(c, r));
  }
  return out;
}

/** The centre of a hex in miles east and south of the map's corner (for scale checks and drawing). */
export function hexCentre(id: HexId, milesPerHex = 5): { x: number; y: number } {
  const { col, row } = must(id);
  const size = milesPerHex / Math.sqrt(3);
  return { x: col * 1.5 * size + size, y: row * milesPerHex + (col & 1 ? milesPerHex / 2 : 0) + milesPerHex / 2 };
}

/** A hex side's key: the two hex ids in order, joined ("0817|0918"). */
export function sideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

const TERRAIN = new Map<HexId, Terrain>();

export function terrainOf(id: HexId): Terrain {
  let t = TERRAIN.get(id);
  if (t === undefined) {
    const { col, row } = must(id);
    TERRAIN.set(id, (t = TERRAIN_LETTERS[TERRAIN_ROWS[row]![col]!]!));
  }
  return t;
}

export function isLand(id: HexId): boolean {
  return terrainOf(id) !== 'water';
}

const RIVER_OF = new Map<string, string>();
for (const r of RIVERS) for (const [a, b] of r.sides) RIVER_OF.set(sideKey(a, b), r.id);
const ROAD_SIDES = new Set<string>();
for (const r of ROADS) for (let i = 1; i < r.hexes.length; i++) ROAD_SIDES.add(sideKey(r.hexes[i - 1]!, r.hexes[i]!));
const ROAD_HEXES = new Set<HexId>(ROADS.flatMap((r) => r.hexes));
const BRIDGE_AT = new Map<string, Crossing>(BRIDGES.map((b) => [sideKey(b.side[0], b.side[1]), b]));
const FERRY_AT = new Map<string, Crossing>(FERRIES.map((b) => [sideKey(b.side[0], b.side[1]), b]));
const PLACE_AT = new Map<HexId, Place>(PLACES.map((p) => [p.hex, p]));
const PLACE_BY_ID = new Map<string, Place>(PLACES.map((p) => [p.id, p]));

/** The river on the side between two adjacent hexes, or null. */
export function riverBetween(a: HexId, b: HexId): string | null {
  return RIVER_OF.get(sideKey(a, b)) ?? null;
}

/** Whether a road joins two adjacent hexes directly. */
export function roadBetween(a: HexId, b: HexId): boolean {
  return ROAD_SIDES.has(sideKey(a, b));
}

export function onRoad(id: HexId): boolean {
  return ROAD_HEXES.has(id);
}

export function bridgeBetween(a: HexId, b: HexId): Crossing | null {
  return BRIDGE_AT.get(sideKey(a, b)) ?? null;
}

export function ferryBetween(a: HexId, b: HexId): Crossing | null {
  return FERRY_AT.get(sideKey(a, b)) ?? null;
}

export function placeAt(id: HexId): Place | null {
  return PLACE_AT.get(id) ?? null;
}

export function place(id: string): Place {
  const p = PLACE_BY_ID.get(id);
  if (!p) throw new Error(`no place ${id}`);
  return p;
}

/** A land hex next to water (sea, bay, sound): where landings may come ashore (§19). */
export function isCoastal(id: HexId): boolean {
  return isLand(id) && neighbours(id).some((n) => !isLand(n));
}

/** A land hex on the Hudson's bank: coast for landings (§19) and for the Americans (§17). */
export function onHudson(id: HexId): boolean {
  return isLand(id) && neighbours(id).some((n) => riverBetween(id, n) === 'hudson');
}

/** A hex side as a move crosses it: the hex beyond, its terrain, and the river, bridge and road on the side. */
export interface HexSide {
  to: HexId;
  terrain: Terrain;
  river: string | null;
  bridge: boolean;
  road: boolean;
}

const SIDES_OF = new Map<HexId, readonly HexSide[]>();

/** The sides of `id` to each of its neighbours, in the order of neighbours(id) (worked out once a hex; a shared list, not to be changed). */
export function sidesOf(id: HexId): readonly HexSide[] {
  let out = SIDES_OF.get(id);
  if (!out) {
    out = Object.freeze(neighbours(id).map((to) => Object.freeze({ to, terrain: terrainOf(to), river: riverBetween(id, to), bridge: bridgeBetween(id, to) !== null, road: roadBetween(id, to) })));
    SIDES_OF.set(id, out);
  }
  return out;
}
