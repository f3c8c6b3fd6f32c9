// What stands on each Belle Epoque terrain tile besides the units (pure: no three, no React):
// trees, bushes, reeds, pools, stepping stones, rocks, earthworks with gabions and hill contours,
// and the shape of the tile itself. Placements come from a small hash of the sector index and its
// terrain (no Math.random), so a sector looks the same on every load and in every replay.
// Everything upright keeps out of the centre (CENTRE_CLEAR), where the unit's stands are set down,
// and out of the strip by the hex's top edge where the sector's label is printed.
import { ROWS, offsetOf } from '../../games/belle-epoque/rules/hex';
import { BOARD_TOP, HEX, TERRAIN_TOP, type ShownTerrain, type XZ } from './layout';

export type DressingKind = 'pine' | 'tree' | 'bush' | 'reed' | 'pool' | 'stone' | 'rock' | 'earthwork' | 'gabion' | 'contour';

/**
 * One decoration, as the transform of a unit model: every model fills x, z in [-0.5, 0.5] and
 * y in [0, 1] (base at 0), so `sx, sy, sz` are its width, height and depth in world units.
 * A contour is a hexagonal band whose corner radius is sx / 2.
 */
export interface Dressing {
  kind: DressingKind;
  /** Offset from the sector's centre on the board plane. */
  x: number;
  z: number;
  /** Height of its base above the table. */
  y: number;
  /** Radians about y (three's rotation.y: local +x goes to (cos, -sin)). */
  rot: number;
  sx: number;
  sy: number;
  sz: number;
}

/** Radius around the sector's centre that upright decorations leave to the stands. */
export const CENTRE_CLEAR = 1.3;
/** Kinds lying flat (drawn on or in the ground): they may reach into the centre. */
export const FLAT_KINDS: ReadonlySet<DressingKind> = new Set<DressingKind>(['pool', 'contour']);
/** Most of each kind one sector holds (instance capacities of the board). */
export const MAX_PER_SECTOR: Record<DressingKind, number> = {
  pine: 9,
  tree: 9,
  bush: 10,
  reed: 9,
  pool: 3,
  stone: 7,
  rock: 7,
  earthwork: 7,
  gabion: 30,
  contour: 3,
};

const COS30 = Math.sqrt(3) / 2;

/** A tile's outline: corner radius at its base and at its top, and the heights of both. */
export interface TileShape {
  base: number;
  top: number;
  bottomY: number;
  topY: number;
}

/** Corner radius of a land tile's base: a narrow seam between tiles shows the printed grid. */
export const TILE_BASE_RADIUS = HEX.radius - 0.05;
/** Water tiles (river, ford) run into each other so the river reads as one channel. */
export const WATER_RADIUS = HEX.radius + 0.01;
/** Hill tops (hexagonal frustums) and cliff tops are narrower than their bases. */
export const HILL_TOP_RADIUS = 1.9;
export const CLIFF_TOP_RADIUS = 1.96;

export function tileShape(terrain: ShownTerrain): TileShape {
  const topY = TERRAIN_TOP[terrain] ?? TERRAIN_TOP.unknown;
  switch (terrain) {
    case 'hill':
      return { base: TILE_BASE_RADIUS, top: HILL_TOP_RADIUS, bottomY: BOARD_TOP, topY };
    case 'cliffs':
      return { base: TILE_BASE_RADIUS, top: CLIFF_TOP_RADIUS, bottomY: BOARD_TOP, topY };
    case 'river':
    case 'ford':
      return { base: WATER_RADIUS, top: WATER_RADIUS, bottomY: BOARD_TOP, topY };
    default:
      return { base: TILE_BASE_RADIUS, top: TILE_BASE_RADIUS - 0.06, bottomY: BOARD_TOP, topY };
  }
}

/** The sector's printed label (a1..m9): size on the tile top, in world units. */
// Large enough to read in the home view from across a room (tests/scene/readableHome.test.ts).
export const SECTOR_LABEL = { w: 1.76, h: 1.45 } as const;
/** The label's letters (em) as a share of its height (HexBoard's label atlas). */
export const SECTOR_LABEL_EM = 0.8;

/**
 * Where the label lies: centred in x, near the tile top's far (north) edge, inside a fort's
 * earthworks; on an undiscovered sector (never fortified) right by the edge, clear of its token.
 */
export function labelSpot(terrain: ShownTerrain): { x: number; z: number; y: number } {
  const s = tileShape(terrain);
  const inset = terrain === 'unknown' ? 0.06 : 0.36;
  return { x: 0, z: -(Math.min(s.top, HEX.radius) * COS30 - SECTOR_LABEL.h / 2 - inset), y: s.topY };
}

/** How far south of the centre an undiscovered sector's encounter token lies (clear of the label). */
export const ENCOUNTER_TOKEN_SHIFT = 0.45;

/** The strip the label needs, which no upright decoration may cover (local coordinates). */
function labelZone(terrain: ShownTerrain): { x0: number; x1: number; z0: number; z1: number } {
  const l = labelSpot(terrain);
  const half = SECTOR_LABEL.w / 2 - 0.05;
  return { x0: -half, x1: half, z0: l.z - SECTOR_LABEL.h / 2 - 0.3, z1: l.z + SECTOR_LABEL.h / 2 };
}

/** Integer hash (lowbias32): spreads nearby sector numbers far apart. */
function hash32(n: number): number {
  let h = n >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A deterministic stream of numbers in [0, 1) for a sector and a purpose (mulberry32). */
export function sectorRandom(sector: number, salt = 0): () => number {
  let state = hash32(sector * 7919 + salt * 104729 + 0x9e3779b9) || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TERRAIN_SALT: Record<ShownTerrain, number> = { open: 1, hill: 2, woods: 3, dense: 4, swamp: 5, ford: 6, river: 7, cliffs: 8, unknown: 9 };

/** Inside a flat-topped hex of corner radius r centred on the origin (corners at 0, 60, ... degrees). */
export function insideHex(p: XZ, r: number, eps = 1e-9): boolean {
  return Math.abs(p.z) <= r * COS30 + eps && Math.sqrt(3) * Math.abs(p.x) + Math.abs(p.z) <= Math.sqrt(3) * r + eps;
}

/** Distance from a point inside the hex to its outline (negative outside). */
function hexClearance(p: XZ, r: number): number {
  const a = r * COS30;
  return Math.min(a - Math.abs(p.z), (Math.sqrt(3) * r - Math.sqrt(3) * Math.abs(p.x) - Math.abs(p.z)) / 2);
}

const ROUND_KINDS: ReadonlySet<DressingKind> = new Set<DressingKind>(['pine', 'tree', 'bush', 'reed', 'pool', 'stone', 'rock', 'gabion']);

/** The outline a decoration covers on the ground (sector-local), for tests and overlap checks. */
export function footprint(d: Dressing): XZ[] {
  const turn = (lx: number, lz: number): XZ => ({
    x: d.x + lx * Math.cos(d.rot) + lz * Math.sin(d.rot),
    z: d.z - lx * Math.sin(d.rot) + lz * Math.cos(d.rot),
  });
  if (d.kind === 'contour') return Array.from({ length: 6 }, (_, i) => turn((d.sx / 2) * Math.cos((Math.PI / 3) * i), (d.sx / 2) * Math.sin((Math.PI / 3) * i)));
  if (ROUND_KINDS.has(d.kind)) return Array.from({ length: 12 }, (_, i) => turn((d.sx / 2) * Math.cos((Math.PI / 6) * i), (d.sz / 2) * Math.sin((Math.PI / 6) * i)));
  return [turn(-d.sx / 2, -d.sz / 2), turn(d.sx / 2, -d.sz / 2), turn(d.sx / 2, d.sz / 2), turn(-d.sx / 2, d.sz / 2)];
}

/** Sectors on blue's half (rows 5 to 9) have their rear toward the viewer (+z), the others away. */
export function rearIsSouth(sector: number): boolean {
  return offsetOf(sector).row >= Math.floor(ROWS / 2);
}

interface Segment {
  a: XZ;
  b: XZ;
  half: number;
}

function distanceToSegment(p: XZ, s: Segment): number {
  const dx = s.b.x - s.a.x;
  const dz = s.b.z - s.a.z;
  const len2 = dx * dx + dz * dz;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.z - s.a.z) * dz) / len2));
  return Math.hypot(p.x - (s.a.x + t * dx), p.z - (s.a.z + t * dz));
}

/** Places round things at random spots that fit: on the tile top, off the centre, the label and each other. */
class Scatter {
  readonly out: Dressing[] = [];
  private readonly walls: Segment[] = [];
  private readonly zone: ReturnType<typeof labelZone>;
  private readonly shape: TileShape;

  constructor(
    readonly terrain: ShownTerrain,
    readonly rand: () => number,
  ) {
    this.zone = labelZone(terrain);
    this.shape = tileShape(terrain);
  }

  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.rand();
  }

  count(lo: number, hi: number): number {
    return lo + Math.floor(this.rand() * (hi - lo + 1));
  }

  addWall(d: Dressing, a: XZ, b: XZ): void {
    this.out.push(d);
    this.walls.push({ a, b, half: d.sz / 2 });
  }

  /** Whether a round thing of radius r at p fits (`packing` < 1 lets neighbours' crowns overlap). */
  fits(p: XZ, r: number, opts: { within: number; packing: number; clear: boolean }): boolean {
    if (!insideHex(p, this.shape.top) || hexClearance(p, opts.within) < r) return false;
    if (opts.clear && Math.hypot(p.x, p.z) - r < CENTRE_CLEAR) return false;
    const z = this.zone;
    const nx = Math.max(z.x0, Math.min(z.x1, p.x));
    const nz = Math.max(z.z0, Math.min(z.z1, p.z));
    if (Math.hypot(p.x - nx, p.z - nz) < r) return false;
    for (const w of this.walls) if (distanceToSegment(p, w) < r + w.half) return false;
    for (const o of this.out) {
      if (FLAT_KINDS.has(o.kind) || o.kind === 'earthwork' || o.kind === 'gabion') continue;
      if (Math.hypot(p.x - o.x, p.z - o.z) < (r + Math.max(o.sx, o.sz) / 2) * opts.packing) return false;
    }
    return true;
  }

  /** Up to `n` things made by `make` (given a spot), each tried at up to 60 random spots. */
  place(n: number, size: () => { sx: number; sy: number; sz: number }, kind: () => DressingKind, y: number, opts: { within: number; packing: number; clear?: boolean; minR?: number }): number {
    let placed = 0;
    for (let tries = 0; placed < n && tries < n * 60; tries++) {
      const s = size();
      const angle = this.rand() * Math.PI * 2;
      const radius = this.range(opts.minR ?? CENTRE_CLEAR, this.shape.top);
      const p = { x: radius * Math.cos(angle), z: radius * Math.sin(angle) };
      const r = Math.max(s.sx, s.sz) / 2;
      if (!this.fits(p, r, { within: opts.within, packing: opts.packing, clear: opts.clear ?? true })) continue;
      this.out.push({ kind: kind(), x: p.x, z: p.z, y, rot: this.rand() * Math.PI * 2, ...s });
      placed++;
    }
    return placed;
  }
}

/** The ring of earthworks (gabions on top) along the hex edges, open at the rear. */
function fortifications(sector: number, sc: Scatter): void {
  const shape = tileShape(sc.terrain);
  const thickness = 0.28;
  const height = 0.22;
  const apothem = shape.top * COS30 - 0.03 - thickness / 2;
  const halfEdge = (apothem / Math.sqrt(3)) * 0.82;
  const rearAngle = rearIsSouth(sector) ? 90 : 270;
  const gate = 0.36; // half the opening left in the far wall for the printed label
  const gabion = 0.16;
  for (let k = 0; k < 6; k++) {
    const deg = 30 + 60 * k;
    if (deg === rearAngle) continue;
    const phi = (deg * Math.PI) / 180;
    const n = { x: Math.cos(phi), z: Math.sin(phi) };
    const t = { x: -Math.sin(phi), z: Math.cos(phi) };
    // Pieces along the edge, as [from, to] offsets along t from the edge's middle.
    const pieces: [number, number][] = deg === 270 ? [[-halfEdge, -gate], [gate, halfEdge]] : [[-halfEdge, halfEdge]];
    for (const [from, to] of pieces) {
      const len = to - from;
      if (len < 0.2) continue;
      const mid = (from + to) / 2;
      const c = { x: n.x * apothem + t.x * mid, z: n.z * apothem + t.z * mid };
      const rot = Math.atan2(-t.z, t.x);
      const a = { x: c.x - (t.x * len) / 2, z: c.z - (t.z * len) / 2 };
      const b = { x: c.x + (t.x * len) / 2, z: c.z + (t.z * len) / 2 };
      sc.addWall({ kind: 'earthwork', x: c.x, z: c.z, y: shape.topY, rot, sx: len, sy: height, sz: thickness }, a, b);
      const count = Math.max(1, Math.round(len / 0.3));
      for (let i = 0; i < count; i++) {
        const along = from + (len * (i + 0.5)) / count;
        sc.out.push({
          kind: 'gabion',
          x: n.x * apothem + t.x * along,
          z: n.z * apothem + t.z * along,
          y: shape.topY + height * 0.8,
          rot: sc.rand() * Math.PI,
          sx: gabion,
          sy: 0.2,
          sz: gabion,
        });
      }
    }
  }
}

/** Contour bands around a hill's sloping side (2 or 3, at slightly different heights per hill). */
function contours(sc: Scatter): void {
  const s = tileShape('hill');
  const fractions = sc.rand() < 0.5 ? [0.3, 0.62] : [0.24, 0.5, 0.76];
  for (const f0 of fractions) {
    const f = f0 + sc.range(-0.04, 0.04);
    const r = s.base + (s.top - s.base) * f + 0.012;
    sc.out.push({ kind: 'contour', x: 0, z: 0, y: s.bottomY + (s.topY - s.bottomY) * f, rot: 0, sx: 2 * r, sy: 0.035, sz: 2 * r });
  }
}

/**
 * The decorations of one sector showing `terrain` (fortified adds the earthworks). Positions are
 * sector-local: add the sector's centre (layout.ts sectorCenter) to place them on the table.
 */
export function sectorDressing(sector: number, terrain: ShownTerrain, fortified = false): Dressing[] {
  const rand = sectorRandom(sector, TERRAIN_SALT[terrain] ?? 0);
  const sc = new Scatter(terrain, rand);
  const shape = tileShape(terrain);
  const ground = shape.topY;
  const within = HEX.radius; // crowns may lean over the tile's bevel, never into a neighbour
  if (terrain === 'hill') contours(sc);
  if (fortified) fortifications(sector, sc);
  const treeSize = (lo: number, hi: number) => () => {
    const w = sc.range(0.5, 0.68);
    return { sx: w, sy: sc.range(lo, hi), sz: w };
  };
  const bushSize = () => {
    const w = sc.range(0.3, 0.46);
    return { sx: w, sy: w * sc.range(0.6, 0.85), sz: w * sc.range(0.85, 1) };
  };
  switch (terrain) {
    case 'woods': {
      sc.place(sc.count(5, 8), treeSize(1.0, 1.55), () => (rand() < 0.45 ? 'pine' : 'tree'), ground, { within, packing: 0.7 });
      sc.place(sc.count(0, 2), bushSize, () => 'bush', ground, { within, packing: 0.8 });
      break;
    }
    case 'dense': {
      sc.place(sc.count(7, 9), treeSize(1.1, 1.7), () => (rand() < 0.6 ? 'pine' : 'tree'), ground, { within, packing: 0.55 });
      sc.place(sc.count(6, 10), bushSize, () => 'bush', ground, { within, packing: 0.45 });
      break;
    }
    case 'swamp': {
      // Pools lie flat anywhere on the tile (stands may stand in the wet); reeds grow at the rim.
      const pools = sc.count(2, 3);
      for (let i = 0, tries = 0; i < pools && tries < 80; tries++) {
        const sx = sc.range(0.7, 1.2);
        const sz = sx * sc.range(0.55, 0.8);
        const angle = rand() * Math.PI * 2;
        const radius = sc.range(0.2, 1.5);
        const p = { x: radius * Math.cos(angle), z: radius * Math.sin(angle) };
        if (hexClearance(p, shape.top) < sx / 2 + 0.05) continue;
        if (sc.out.some((o) => o.kind === 'pool' && Math.hypot(o.x - p.x, o.z - p.z) < (o.sx + sx) / 2.4)) continue;
        sc.out.push({ kind: 'pool', x: p.x, z: p.z, y: ground + 0.004, rot: rand() * Math.PI, sx, sy: 1, sz });
        i++;
      }
      sc.place(sc.count(6, 9), () => {
        const w = sc.range(0.28, 0.42);
        return { sx: w, sy: sc.range(0.4, 0.62), sz: w };
      }, () => 'reed', ground, { within, packing: 0.75 });
      break;
    }
    case 'ford': {
      // Stepping stones across the water (north to south, the way the river is crossed), curving
      // round the centre on one side.
      const side = rand() < 0.5 ? -1 : 1;
      const n = sc.count(5, 7);
      const arc = (50 * Math.PI) / 180;
      for (let i = 0; i < n; i++) {
        const w = sc.range(0.26, 0.33);
        const a = -arc + (2 * arc * i) / (n - 1) + sc.range(-0.03, 0.03);
        const r = 1.64 + sc.range(-0.04, 0.04);
        sc.out.push({
          kind: 'stone',
          x: side * r * Math.cos(a),
          z: r * Math.sin(a),
          y: ground - 0.04,
          rot: rand() * Math.PI * 2,
          sx: w,
          sy: sc.range(0.1, 0.15),
          sz: w * sc.range(0.75, 0.95),
        });
      }
      break;
    }
    case 'cliffs': {
      // Boulders along the rim of the rock's top (half sunk into it).
      sc.place(sc.count(4, 7), () => {
        const w = sc.range(0.32, 0.5);
        return { sx: w, sy: w * sc.range(0.6, 1.0), sz: w * sc.range(0.7, 1) };
      }, () => 'rock', ground - 0.06, { within: shape.top, packing: 0.85 });
      break;
    }
    default:
      break;
  }
  return sc.out;
}
