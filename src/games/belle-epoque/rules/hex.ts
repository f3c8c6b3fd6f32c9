// The Belle Epoque board: 13 sectors wide by 9 deep ("Encounter" scenario), flat-topped hexes in
// odd-q offset coordinates (odd columns sit half a hex lower). A sector is addressed by its index
// `row * COLS + col`, so state stays plain numbers; cube coordinates do the geometry.
// 1 UD is the distance between the centres of two adjacent hexes.

export const COLS = 13;
export const ROWS = 9;
export const SECTOR_COUNT = COLS * ROWS;

export interface Offset {
  col: number;
  row: number;
}
interface Cube {
  x: number;
  y: number;
  z: number;
}

export function onBoard(col: number, row: number): boolean {
  return Number.isInteger(col) && Number.isInteger(row) && col >= 0 && col < COLS && row >= 0 && row < ROWS;
}

export function isSector(s: number): boolean {
  return Number.isInteger(s) && s >= 0 && s < SECTOR_COUNT;
}

export function sectorAt(col: number, row: number): number {
  if (!onBoard(col, row)) throw new Error(`no sector at column ${col}, row ${row}`);
  return row * COLS + col;
}

export function offsetOf(s: number): Offset {
  if (!isSector(s)) throw new Error(`no sector ${s}`);
  return { col: s % COLS, row: Math.floor(s / COLS) };
}

/** Board label used in logs and tests: column letter a..m, row number 1..9 (e.g. "g5" is the centre). */
export function sectorLabel(s: number): string {
  const { col, row } = offsetOf(s);
  return `${String.fromCharCode(97 + col)}${row + 1}`;
}

export function sectorFromLabel(label: string): number {
  const m = /^([a-m])([1-9])$/.exec(label);
  if (!m) throw new Error(`not a sector label: "${label}"`);
  return sectorAt(m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
}

function toCube(s: number): Cube {
  const { col, row } = offsetOf(s);
  const x = col;
  const z = row - (col - (col & 1)) / 2;
  return { x, y: -x - z, z };
}

function fromCube(c: Cube): Offset {
  const col = c.x;
  const row = c.z + (c.x - (c.x & 1)) / 2;
  return { col, row };
}

function cubeDistance(a: number, b: number): number {
  const p = toCube(a);
  const q = toCube(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

// The board is small: distances and neighbours are tabled once (rules and bots ask often).
const DISTANCES = new Uint8Array(SECTOR_COUNT * SECTOR_COUNT);
for (let a = 0; a < SECTOR_COUNT; a++) for (let b = 0; b < SECTOR_COUNT; b++) DISTANCES[a * SECTOR_COUNT + b] = cubeDistance(a, b);

/** Distance in UD between two sectors. */
export function distance(a: number, b: number): number {
  if (!isSector(a) || !isSector(b)) throw new Error(`no sector ${isSector(a) ? b : a}`);
  return DISTANCES[a * SECTOR_COUNT + b]!;
}

const CUBE_DIRECTIONS: Cube[] = [
  { x: 1, y: -1, z: 0 }, { x: 1, y: 0, z: -1 }, { x: 0, y: 1, z: -1 },
  { x: -1, y: 1, z: 0 }, { x: -1, y: 0, z: 1 }, { x: 0, y: -1, z: 1 },
];

function computeNeighbours(s: number): number[] {
  const c = toCube(s);
  const out: number[] = [];
  for (const d of CUBE_DIRECTIONS) {
    const o = fromCube({ x: c.x + d.x, y: c.y + d.y, z: c.z + d.z });
    if (onBoard(o.col, o.row)) out.push(sectorAt(o.col, o.row));
  }
  return out.sort((p, q) => p - q);
}
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: SECTOR_COUNT }, (_, s) => computeNeighbours(s));

/** The on-board sectors adjacent to `s` (2 to 6 of them), in ascending order. */
export function neighbours(s: number): number[] {
  if (!isSector(s)) throw new Error(`no sector ${s}`);
  return NEIGHBOURS[s]!.slice();
}

export function adjacent(a: number, b: number): boolean {
  return distance(a, b) === 1;
}

/** Every sector within `range` UD of `s` (itself included). */
export function sectorsWithin(s: number, range: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < SECTOR_COUNT; t++) if (DISTANCES[s * SECTOR_COUNT + t]! <= range) out.push(t);
  return out;
}

/** Centre of a sector in board units (1 UD apart), x to the east, y to the south. For the table. */
export function sectorCentre(s: number): { x: number; y: number } {
  const { col, row } = offsetOf(s);
  return { x: col * (Math.sqrt(3) / 2), y: row + (col & 1) * 0.5 };
}

function cubeRound(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx + 0, y: ry + 0, z: rz + 0 };
}

function lineWithNudge(a: number, b: number, nudge: number): number[] {
  const p = toCube(a);
  const q = toCube(b);
  const n = distance(a, b);
  const out: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const c = cubeRound(
      p.x + nudge + (q.x - p.x) * t,
      p.y + nudge + (q.y - p.y) * t,
      p.z - 2 * nudge + (q.z - p.z) * t,
    );
    const o = fromCube(c);
    // A line grazing the board's ragged edge may round off the board: nothing stands there.
    if (onBoard(o.col, o.row)) out.push(sectorAt(o.col, o.row));
  }
  return out;
}

/**
 * The sectors a straight line from centre to centre passes through, both ends included.
 * When the line runs exactly along the edge between two sectors there are two answers: this
 * returns both (`left`, `right`); they are equal when the line never grazes an edge.
 */
export function lineOfSectors(a: number, b: number): { left: number[]; right: number[] } {
  return { left: lineWithNudge(a, b, 1e-6), right: lineWithNudge(a, b, -1e-6) };
}

/** The sectors strictly between `a` and `b` on each of the two readings of the line. */
export function sectorsBetween(a: number, b: number): { left: number[]; right: number[] } {
  const { left, right } = lineOfSectors(a, b);
  return { left: left.slice(1, -1), right: right.slice(1, -1) };
}
