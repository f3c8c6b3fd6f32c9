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

/** neighbours(s) without the copy, for hot loops: shared, do not modify. */
export function neighboursView(s: number): readonly number[] {
  if (!isSector(s)) throw new Error(`no sector ${s}`);
  return NEIGHBOURS[s]!;
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

// ---- The straight line between two centres (FIRING, VISIBILITY, "ENCOUNTER") ----
// Exact: in lattice units (x scaled by 2/sqrt 3 then 3, y by 2) every centre and corner has whole
// coordinates, so the tests below are integer arithmetic with no rounding. A centre sits at
// (3 col, 2 row + col odd); its corners at (+-2, 0) and (+-1, +-1) from it. This affine map keeps
// straight lines straight and insides inside, which is all the test needs.

interface Point {
  x: number;
  y: number;
}
const CORNERS: readonly Point[] = [
  { x: 2, y: 0 }, { x: 1, y: 1 }, { x: -1, y: 1 }, { x: -2, y: 0 }, { x: -1, y: -1 }, { x: 1, y: -1 },
];

function latticeCentre(s: number): Point {
  const { col, row } = offsetOf(s);
  return { x: 3 * col, y: 2 * row + (col & 1) };
}

const cross = (u: Point, v: Point) => u.x * v.y - u.y * v.x;
const dot = (u: Point, v: Point) => u.x * v.x + u.y * v.y;
const minus = (u: Point, v: Point): Point => ({ x: u.x - v.x, y: u.y - v.y });

/** A fraction n/d with d > 0 (the parameter t along the line). */
interface Frac {
  n: number;
  d: number;
}
const less = (p: Frac, q: Frac) => p.n * q.d < q.n * p.d;

/** What the open segment from centre `p` to centre `q` does with one hexagon. */
function meetHexagon(p: Point, q: Point, c: Point): { enters: Frac | null; along: string[] } {
  const dir = minus(q, p);
  let lo: Frac = { n: 0, d: 1 };
  let hi: Frac = { n: 1, d: 1 };
  let empty = false;
  const along: string[] = [];
  for (let k = 0; k < 6; k++) {
    const v = { x: c.x + CORNERS[k]!.x, y: c.y + CORNERS[k]!.y };
    const w = { x: c.x + CORNERS[(k + 1) % 6]!.x, y: c.y + CORNERS[(k + 1) % 6]!.y };
    const e = minus(w, v);
    // Inside the hexagon is where cross(e, x - v) has the centre's sign, for every edge.
    const sign = Math.sign(cross(e, minus(c, v)));
    const a = sign * cross(e, minus(p, v)); // at t = 0
    const b = sign * cross(e, dir); // per unit of t
    if (b === 0) {
      if (a <= 0) empty = true;
      if (a === 0) {
        // The line lies on this edge's line: it runs along the edge if they overlap over a length.
        const len = dot(dir, dir);
        const tv = dot(minus(v, p), dir);
        const tw = dot(minus(w, p), dir);
        if (Math.max(0, Math.min(tv, tw)) < Math.min(len, Math.max(tv, tw))) {
          along.push(v.x < w.x || (v.x === w.x && v.y < w.y) ? `${v.x},${v.y},${w.x},${w.y}` : `${w.x},${w.y},${v.x},${v.y}`);
        }
      }
    } else if (b > 0) {
      const t = { n: -a, d: b };
      if (less(lo, t)) lo = t;
    } else {
      const t = { n: a, d: -b };
      if (less(t, hi)) hi = t;
    }
  }
  return { enters: !empty && less(lo, hi) ? lo : null, along };
}

/** The sectors the straight line between two sector centres meets, apart from its two ends. */
export interface SectorLine {
  /** Sectors whose inside the line crosses, in order from the first centre to the second. */
  readonly through: readonly number[];
  /**
   * Where the line runs exactly along an edge between sectors, over a length: the sectors on
   * either side of that edge (two, or one where the other side is off the board). Sorted.
   */
  readonly along: readonly (readonly number[])[];
}

function computeLine(a: number, b: number): SectorLine {
  // Every sector is tried (117 hexagons, six edges each): small enough, and tabled per pair.
  const p = latticeCentre(a);
  const q = latticeCentre(b);
  const through: { s: number; t: Frac }[] = [];
  const edges = new Map<string, number[]>();
  // A hexagon reaches 2 across and 1 up and down from its centre: one wholly outside the box
  // around the segment can neither be crossed nor share a length of edge with it (skipped).
  const [x0, x1] = [Math.min(p.x, q.x), Math.max(p.x, q.x)];
  const [y0, y1] = [Math.min(p.y, q.y), Math.max(p.y, q.y)];
  if (a !== b) {
    for (let s = 0; s < SECTOR_COUNT; s++) {
      if (s === a || s === b) continue;
      const c = latticeCentre(s);
      if (c.x + 2 < x0 || c.x - 2 > x1 || c.y + 1 < y0 || c.y - 1 > y1) continue;
      const m = meetHexagon(p, q, c);
      if (m.enters) through.push({ s, t: m.enters });
      for (const key of m.along) edges.set(key, [...(edges.get(key) ?? []), s]);
    }
  }
  through.sort((x, y) => x.t.n * y.t.d - y.t.n * x.t.d);
  const along = [...edges.values()].map((pair) => pair.sort((x, y) => x - y)).sort((x, y) => x[0]! - y[0]! || x.length - y.length);
  return Object.freeze({ through: Object.freeze(through.map((x) => x.s)), along: Object.freeze(along.map((x) => Object.freeze(x))) });
}

const LINES = new Map<number, SectorLine>();

/**
 * The exact line between the centres of `a` and `b` (docs/rules-notes.md, "Line of fire"): the
 * sectors whose inside it crosses, and the edges it runs along. It touches the other sectors at
 * most at a corner. Symmetric: the line from `b` to `a` meets the same sectors. Tabled on first
 * use and shared: do not modify the answer.
 */
export function lineBetween(a: number, b: number): SectorLine {
  if (!isSector(a) || !isSector(b)) throw new Error(`no sector ${isSector(a) ? b : a}`);
  const key = a * SECTOR_COUNT + b;
  let line = LINES.get(key);
  if (!line) {
    line = computeLine(a, b);
    LINES.set(key, line);
  }
  return line;
}
