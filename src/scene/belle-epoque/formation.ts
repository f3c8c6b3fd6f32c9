// Where a Belle Epoque unit's stands stand in its hex, and where the miniatures stand on a base
// (pure: no React, no three). Local frame of a unit: its front faces -z, its right is +x, the
// centre of its sector is the origin. Everything fits inside the hex (apothem HEX.apothem) with
// a margin: every base corner lies within FORMATION_RADIUS of the centre.
import type { Order, TroopType } from '../../games/belle-epoque/types';
import { HEX } from './layout';

export interface Slot {
  x: number;
  z: number;
  /** Radians about y (0: the base faces -z like its unit). */
  rot: number;
}

export interface BaseSize {
  /** Frontage (x), depth (z) and thickness (y) in world units. */
  w: number;
  d: number;
  h: number;
}

/** A foot stand's base (infantry, native warriors). */
export const STAND: BaseSize = { w: 0.8, d: 0.5, h: 0.08 };
/** A mounted stand's base: deeper, for the horses. */
export const MOUNTED_STAND: BaseSize = { w: 0.8, d: 0.75, h: 0.08 };
/** No base corner lies farther than this from the sector's centre (the hex's apothem is 2). */
export const FORMATION_RADIUS = HEX.apothem - 0.15;

export const isMounted = (troopType: TroopType): boolean => troopType === 'cavalry' || troopType === 'mountedInfantry';
export const baseFor = (troopType: TroopType): BaseSize => (isMounted(troopType) ? MOUNTED_STAND : STAND);

/** MUSTERING: most stands a unit of this troop type may have (the rules' table). */
export function maxStands(troopType: TroopType): number {
  if (isMounted(troopType)) return 3;
  return troopType === 'nativeWarriors' ? 6 : 4;
}

/** Bases in close order are set down this far apart (touching; the gap only keeps edges apart). */
const TOUCH = 0.01;

/** Centres of `n` stands in a row `pitch` apart, centred on x = 0. */
function row(n: number, pitch: number, z: number, out: Slot[], shift = 0, rot = 0): void {
  for (let i = 0; i < n; i++) out.push({ x: (i - (n - 1) / 2) * pitch + shift, z, rot });
}

/**
 * Close order: bases shoulder to shoulder in one line, in two touching ranks when the line would
 * not fit (more than 4 foot or 3 mounted stands); the front rank is the fuller one.
 */
function closeOrder(n: number, base: BaseSize, perLine: number): Slot[] {
  const out: Slot[] = [];
  const pitch = base.w + TOUCH;
  if (n <= perLine) {
    row(n, pitch, 0, out);
    return out;
  }
  const front = Math.ceil(n / 2);
  const depth = base.d + TOUCH;
  row(front, pitch, -depth / 2, out);
  row(n - front, pitch, depth / 2, out);
  return out;
}

/** Loose order, one open line: [pitch, stagger (z of every other stand), skew (radians)] by count. */
const LOOSE_LINE: Record<number, [number, number, number]> = {
  1: [0, 0, 0],
  2: [1.3, 0.2, 0.06],
  3: [1.1, 0.3, 0.06],
  4: [0.86, 0.42, 0.05],
};

/**
 * Loose order: a skirmish screen, stands with gaps between them, every other one a little forward
 * or back (a staggered open line); more than fit in one line make two open ranks, the rear rank
 * shifted so it shows through the gaps of the front one.
 */
function looseOrder(n: number, base: BaseSize, perLine: number): Slot[] {
  const out: Slot[] = [];
  const line = LOOSE_LINE[n];
  if (n <= perLine && line) {
    const [pitch, stagger, skew] = line;
    for (let i = 0; i < n; i++) {
      const sign = i % 2 === 0 ? -1 : 1;
      out.push({ x: (i - (n - 1) / 2) * pitch, z: n === 1 ? 0 : sign * stagger, rot: n === 1 ? 0 : -sign * skew });
    }
    return out;
  }
  const front = Math.ceil(n / 2);
  const pitch = base.w + 0.25;
  const half = base.d / 2 + 0.15;
  row(front, pitch, -half, out, -0.1, 0.05);
  row(n - front, pitch, half, out, 0.15, -0.05);
  return out;
}

/**
 * The stands of a unit in its local frame (front toward -z): `stands` slots, front rank first,
 * left to right. The last slots are the rear and right ones (those that go first when stands are
 * lost). Tribesmen and cavalry fight in close order by the rules, but any order can be drawn.
 */
export function standSlots(stands: number, order: Order, troopType: TroopType): Slot[] {
  const n = Math.max(0, Math.floor(stands));
  if (n === 0) return [];
  const base = baseFor(troopType);
  const perLine = isMounted(troopType) ? 3 : 4;
  return order === 'loose' ? looseOrder(n, base, perLine) : closeOrder(n, base, perLine);
}

/** The four corners of a base set down at `slot` (for fitting checks and picking). */
export function slotCorners(slot: Slot, base: BaseSize): { x: number; z: number }[] {
  const c = Math.cos(slot.rot);
  const s = Math.sin(slot.rot);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sz]) => {
    const lx = (sx! * base.w) / 2;
    const lz = (sz! * base.d) / 2;
    // Rotation about y by `rot` (three's convention: x' = x cos + z sin, z' = -x sin + z cos).
    return { x: slot.x + lx * c + lz * s, z: slot.z - lx * s + lz * c };
  });
}

/** Extent of a unit's bases in its local frame (where the flag, counter and token go). */
export function slotsExtent(slots: readonly Slot[], base: BaseSize): { minX: number; maxX: number; minZ: number; maxZ: number } {
  let minX = 0;
  let maxX = 0;
  let minZ = 0;
  let maxZ = 0;
  let first = true;
  for (const slot of slots) {
    for (const p of slotCorners(slot, base)) {
      if (first || p.x < minX) minX = p.x;
      if (first || p.x > maxX) maxX = p.x;
      if (first || p.z < minZ) minZ = p.z;
      if (first || p.z > maxZ) maxZ = p.z;
      first = false;
    }
  }
  return { minX, maxX, minZ, maxZ };
}

/** What a figure on a base is: a foot soldier, a native warrior, or a horseman (horse + rider). */
export type FigureKind = 'foot' | 'warrior' | 'horseman';

export function figureKind(troopType: TroopType): FigureKind {
  if (isMounted(troopType)) return 'horseman';
  return troopType === 'nativeWarriors' ? 'warrior' : 'foot';
}

// Figure places on one base, in the base's frame (front toward -z). Foot figures stand about
// 0.17 apart (their shoulders touch in close order); horses are about 0.55 long.
const FIGURES: Record<FigureKind, Record<Order, readonly Slot[]>> = {
  foot: {
    // Two ranks of two, touching.
    close: [
      { x: -0.17, z: -0.1, rot: 0 },
      { x: 0.17, z: -0.1, rot: 0 },
      { x: -0.17, z: 0.1, rot: 0 },
      { x: 0.17, z: 0.1, rot: 0 },
    ],
    // Three skirmishers spaced out, kneeling and standing at odd angles.
    loose: [
      { x: -0.26, z: -0.07, rot: 0.25 },
      { x: 0.02, z: 0.1, rot: -0.1 },
      { x: 0.27, z: -0.05, rot: -0.3 },
    ],
  },
  warrior: {
    // An irregular cluster of four.
    close: [
      { x: -0.24, z: -0.09, rot: 0.2 },
      { x: 0.04, z: -0.13, rot: -0.1 },
      { x: 0.26, z: 0.02, rot: 0.15 },
      { x: -0.07, z: 0.12, rot: -0.25 },
    ],
    loose: [
      { x: -0.25, z: -0.04, rot: 0.3 },
      { x: 0.03, z: 0.11, rot: -0.2 },
      { x: 0.26, z: -0.08, rot: 0.1 },
    ],
  },
  horseman: {
    // Two horsemen side by side, knee to knee.
    close: [
      { x: -0.18, z: 0, rot: 0 },
      { x: 0.18, z: 0, rot: 0 },
    ],
    // Mounted infantry in the open: two riders apart, one a little ahead.
    loose: [
      { x: -0.2, z: -0.03, rot: 0.12 },
      { x: 0.2, z: 0.07, rot: -0.1 },
    ],
  },
};

/** Figures on one base of this troop type and order (base frame, front toward -z). */
export function figureSlots(troopType: TroopType, order: Order): readonly Slot[] {
  return FIGURES[figureKind(troopType)][order];
}
