// La Petite Guerre's command racks on the 3D table (pure data: no three, no React): for a side, a
// slot per commander (the CinC first, then by rank and name; a lost commander keeps his slot, marked
// KILLED or CAPTURED, §13) holding the units under him as small counters (each with its §15
// unsupplied count, the marker drawn on it), the spare phantom markers' box, and a strip of the
// side's leaderless units on the map (the rack's attach, rest and combine act on them), laid out
// inside LPG_TABLE.racks[side]. Drawn only from the view (src/games/lpg/view.ts): the rack is open
// to both sides (rules notes, "Fog of war, the command rack and phantoms"), the turn flags are the
// viewer's own commanders' only, and the spare phantoms are counted from the markers both may see.
// World units, x east and z south, the spot's own rectangle; a slot's counters shrink to fit when a
// stack outgrows one row (the largest stack twelve whole smart-bot games reached is 5, which an
// American slot holds in one row at full size, 1.08 units; 8 go at 0.68, all 35 American units at 0.28).
import { COMMANDERS, PHANTOMS_PER_SIDE } from '../../../games/lpg/orderOfBattle';
import type { Rank, Side, UnitType } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { LPG_TABLE, type TableSpot } from '../tableLayout';

/** A rectangle on the table: its centre and size (world units). */
export interface Box {
  x: number;
  z: number;
  w: number;
  d: number;
}

export interface RackUnit {
  id: string;
  type: UnitType;
  understrength: boolean;
  /** §15 the unsupplied marker's count (consecutive turns unsupplied; 0: supplied, no marker). */
  unsupplied: number;
  /** The counter: a square of side box.w. */
  box: Box;
}

export interface RackSlot {
  /** The commander's id. */
  id: string;
  name: string;
  rank: Rank;
  /** §3 command radius in hexes. */
  radius: number;
  /** §13 killed or captured: the slot stays, marked, empty. */
  lost: boolean;
  /** §13 how he was lost (the slot says KILLED or CAPTURED; null: serving, or not known). */
  fate: 'killed' | 'captured' | null;
  /** The viewer's own commander's turn flags (null: not the viewer's). */
  flags: { moved: boolean; recce: boolean } | null;
  /** The whole slot (a click on it is a click on the commander). */
  box: Box;
  /** The name plate along the slot's top. */
  plate: Box;
  /** Where the counters lie. */
  tray: Box;
  units: RackUnit[];
}

export interface RackDrawing {
  side: Side;
  /** The viewer's own rack (its turn flags, phantom ids and leaderless units are shown). */
  own: boolean;
  spot: TableSpot;
  /** The heading band ("American command rack"). */
  title: Box;
  slots: RackSlot[];
  /** §3 the phantom markers not on the map: how many, and (the viewer's own) their ids. */
  phantoms: { box: Box; spare: number; ids: string[] };
  /** The side's leaderless units on the map that the view shows (the viewer's own side only). */
  loose: { box: Box; units: RackUnit[] };
}

const RANK_ORDER: readonly Rank[] = ['cinc', 'division', 'brigade', 'battalion'];
const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));

/** Room inside the spot's edge, between slots, the title band's and the foot band's depths. */
export const RACK_MARGIN = 0.3;
const GAP = 0.2;
const TITLE_D = 1.0;
const FOOT_D = 2.2;
const PLATE_D = 1.0;
/** Room at a tray's east end for the viewer's turn flags (moved, reconnoitring). */
export const FLAGS_W = 2.1;
/** A counter's side at full size, and the least it shrinks to. */
export const COUNTER_MAX = 1.25;
const COUNTER_GAP = 0.12;
const PHANTOM_BOX_W = 5;

/** The commanders of a side in rack order: the CinC first, then by rank, then by name. */
export function rackOrder(ids: readonly string[]): string[] {
  const key = (id: string) => RANK_ORDER.indexOf(DEF.get(id)?.rank ?? 'battalion');
  const name = (id: string) => DEF.get(id)?.name ?? id;
  return [...ids].sort((a, b) => key(a) - key(b) || name(a).localeCompare(name(b)) || a.localeCompare(b));
}

/**
 * The largest counter side (at most COUNTER_MAX) at which n counters, in rows, fit a w x d tray, and
 * how many go to a row. At least one row of all n when nothing fits (the counters then are tiny).
 */
export function fitCounters(n: number, w: number, d: number): { size: number; perRow: number } {
  if (n <= 0) return { size: COUNTER_MAX, perRow: 1 };
  let best = { size: 0, perRow: n };
  for (let rows = 1; rows <= n; rows++) {
    const perRow = Math.ceil(n / rows);
    const size = Math.min(COUNTER_MAX, (w + COUNTER_GAP) / perRow - COUNTER_GAP, (d + COUNTER_GAP) / rows - COUNTER_GAP);
    if (size > best.size) best = { size, perRow };
  }
  return best;
}

/** Counters laid in rows from the tray's top left, shrunk to fit. */
function layCounters(units: readonly { id: string; type: UnitType; understrength: boolean; unsupplied?: number }[], tray: Box): RackUnit[] {
  const { size, perRow } = fitCounters(units.length, tray.w, tray.d);
  const x0 = tray.x - tray.w / 2 + size / 2;
  const z0 = tray.z - tray.d / 2 + size / 2;
  return units.map((u, i) => ({
    id: u.id,
    type: u.type,
    understrength: u.understrength,
    unsupplied: u.unsupplied ?? 0,
    box: { x: x0 + (i % perRow) * (size + COUNTER_GAP), z: z0 + Math.floor(i / perRow) * (size + COUNTER_GAP), w: size, d: size },
  }));
}

/** The spare phantom markers of a side, from what the view shows both: the side's markers on the map less its commanders serving. */
export function sparePhantoms(view: LpgView, side: Side): { spare: number; ids: string[] } {
  const serving = Object.values(view.racks).filter((r) => r.side === side && !r.lost).length;
  const onMap = Math.max(0, (view.markers[side]?.length ?? 0) - serving);
  const spare = Math.max(0, PHANTOMS_PER_SIDE - onMap);
  if (view.side !== side) return { spare, ids: [] };
  const placed = new Set((view.markers[side] ?? []).map((m) => m.is ?? m.id));
  const ids = Array.from({ length: PHANTOMS_PER_SIDE }, (_, i) => `${side}-phantom-${i + 1}`).filter((id) => !placed.has(id));
  return { spare, ids: ids.length === spare ? ids : [] };
}

/** A side's command rack laid out in its spot, from the view. */
export function rackDrawing(view: LpgView, side: Side, spot: TableSpot = LPG_TABLE.racks[side]): RackDrawing {
  const left = spot.x - spot.w / 2 + RACK_MARGIN;
  const top = spot.z - spot.d / 2 + RACK_MARGIN;
  const innerW = spot.w - 2 * RACK_MARGIN;
  const innerD = spot.d - 2 * RACK_MARGIN;
  const title: Box = { x: spot.x, z: top + TITLE_D / 2, w: innerW, d: TITLE_D };
  const ids = rackOrder(Object.keys(view.racks).filter((id) => view.racks[id]!.side === side));
  const cols = 2;
  const rows = Math.max(1, Math.ceil(ids.length / cols));
  const areaTop = top + TITLE_D + GAP;
  const areaD = innerD - TITLE_D - FOOT_D - 2 * GAP;
  const slotW = (innerW - (cols - 1) * GAP) / cols;
  const slotD = (areaD - (rows - 1) * GAP) / rows;
  const own = new Map(view.side === side ? view.ownCommanders.map((c) => [c.id, c]) : []);
  const slots: RackSlot[] = ids.map((id, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const box: Box = { x: left + col * (slotW + GAP) + slotW / 2, z: areaTop + row * (slotD + GAP) + slotD / 2, w: slotW, d: slotD };
    const plate: Box = { x: box.x, z: box.z - box.d / 2 + PLATE_D / 2, w: box.w, d: PLATE_D };
    const pad = 0.12;
    const trayW = box.w - 2 * pad - FLAGS_W;
    const tray: Box = { x: box.x - box.w / 2 + pad + trayW / 2, z: box.z - box.d / 2 + PLATE_D + (box.d - PLATE_D - pad) / 2, w: trayW, d: box.d - PLATE_D - pad };
    const r = view.racks[id]!;
    const def = DEF.get(id);
    const o = own.get(id);
    return {
      id, name: def?.name ?? id, rank: def?.rank ?? 'battalion', radius: def?.radius ?? 0, lost: r.lost, fate: r.lost ? (r.fate ?? null) : null,
      flags: o ? { moved: o.moved, recce: o.recce } : null,
      box, plate, tray, units: layCounters(r.units, tray),
    };
  });
  const footTop = top + innerD - FOOT_D;
  const phantomBox: Box = { x: left + PHANTOM_BOX_W / 2, z: footTop + FOOT_D / 2, w: PHANTOM_BOX_W, d: FOOT_D };
  const looseBox: Box = { x: left + PHANTOM_BOX_W + GAP + (innerW - PHANTOM_BOX_W - GAP) / 2, z: footTop + FOOT_D / 2, w: innerW - PHANTOM_BOX_W - GAP, d: FOOT_D };
  const looseTray: Box = { x: looseBox.x, z: looseBox.z + 0.35, w: looseBox.w - 0.3, d: looseBox.d - 0.85 };
  const looseUnits = view.side === side ? view.mapUnits.filter((u) => u.side === side) : [];
  return {
    side, own: view.side === side, spot, title, slots,
    phantoms: { box: phantomBox, ...sparePhantoms(view, side) },
    loose: { box: looseBox, units: layCounters(looseUnits, looseTray) },
  };
}

/** Whether box a lies inside box b (with a small tolerance). */
export function boxInside(a: Box, b: Box, eps = 1e-6): boolean {
  return a.x - a.w / 2 >= b.x - b.w / 2 - eps && a.x + a.w / 2 <= b.x + b.w / 2 + eps && a.z - a.d / 2 >= b.z - b.d / 2 - eps && a.z + a.d / 2 <= b.z + b.d / 2 + eps;
}

/** Whether two boxes overlap (touching edges do not). */
export function boxesOverlap(a: Box, b: Box, eps = 1e-6): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w - eps && Math.abs(a.z - b.z) * 2 < a.d + b.d - eps;
}
