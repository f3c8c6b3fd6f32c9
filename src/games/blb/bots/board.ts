// A read-only index of a position, built once per bot decision: who stands where, what fights
// how well. Only what the deciding side may know is read: a face-down Garde Civique is counted by
// the counter mix (2.2), never by its hidden face.
import { FORT, GC, UNIT } from '../db';
import { activatedUnits, movableUnits } from '../rules/movement';
import { currentCf, type BlbState } from '../state';
import { RecentCache } from '../../../core/legalMemo';
import type { Side } from '../types';
import { hitChance } from './odds';

/** Garde Civique mix (2.2): 12 counters, 7 with a combat factor (three 5s, four 6s). */
const GC_ARISE = 7 / 12;
const GC_HIT_IF_ARISE = (3 * hitChance(5) + 4 * hitChance(6)) / 7;

export interface Board {
  s: BlbState;
  /** Unit ids on the map per box and side (boxes in the order their first unit is met: the data's). */
  units: Record<Side, Map<string, string[]>>;
  /** Garde Civique on the map per box (face-up with a factor, or face-down). */
  gc: Map<string, string[]>;
  activated: Set<string>;
  movable: Set<string>;
}

/** German unit ids (the rest are the Entente's): one set look-up per unit, not its record's. */
const GERMAN = new Set(Object.keys(UNIT).filter((u) => UNIT[u]!.nationality === 'german'));

/** Unit ids on the map per box and side, as `Board['units']` (never to be changed: it may be shared). */
function placeUnits(unitStates: BlbState['units']): Board['units'] {
  // Maps, not records: a record given a key per box changes shape with every box added.
  const units: Board['units'] = { german: new Map(), entente: new Map() };
  for (const id in unitStates) {
    const box = unitStates[id]!.box;
    if (box === null) continue;
    const here = units[GERMAN.has(id) ? 'german' : 'entente'].get(box);
    if (here) here.push(id);
    else units[GERMAN.has(id) ? 'german' : 'entente'].set(box, [id]);
  }
  return units;
}

/** Garde Civique on the map per box, as `Board['gc']` (never to be changed: it may be shared). */
function placeGc(gcStates: BlbState['gc']): Board['gc'] {
  const gc: Board['gc'] = new Map();
  for (const id in gcStates) {
    const g = gcStates[id]!;
    if (g.box === null) continue;
    if (g.revealed && GC[id]!.cf === null) continue;
    const here = gc.get(g.box);
    if (here) here.push(id);
    else gc.set(g.box, [id]);
  }
  return gc;
}

/** The board of a state, every part worked out afresh (buildBoard's answer, without its caches). */
export function freshBoard(s: BlbState): Board {
  const activated = activatedUnits(s);
  return { s, units: placeUnits(s.units), gc: placeGc(s.gc), activated: new Set(activated), movable: new Set(movableUnits(s, activated)) };
}

/**
 * What a board reads of a state's units record, kept by that record: where the units stand, and
 * the activated and movable units with the activation they were read under. The rules copy the
 * record only when they change it and never write into a snapshot's (state.ts: copy on write;
 * tests/blb/frozenContext.test.ts), so a later state with the same record has the units where
 * they were (most decisions outside movement: windows, combats, losses, retreats); the activated
 * units read the activation too, so they are kept only while it is the same object. The last few
 * records are kept (RecentCache), not every one in a WeakMap: short-lived weak keys make every
 * minor garbage collection do more (measured slower than no cache at all).
 */
interface Placed {
  units: Board['units'];
  activation: BlbState['activation'];
  activated: Set<string>;
  movable: Set<string>;
}
const PLACED = new RecentCache<BlbState['units'], Placed>();
/** No activation read yet (no state's activation is this object). */
const NOT_READ = Object.freeze({}) as BlbState['activation'];
/** Garde Civique by box, kept by the Garde Civique record (copied on write like the units'). */
const GC_PLACED = new RecentCache<BlbState['gc'], Board['gc']>();

/** The board of a state; its parts are shared with earlier boards whose records they read are the same objects. */
export function buildBoard(s: BlbState): Board {
  // The context's records read once (a snapshot's context has many keys: each read is a look-up).
  const unitStates = s.units;
  const activation = s.activation;
  let placed = PLACED.get(unitStates);
  if (!placed) {
    placed = { units: placeUnits(unitStates), activation: NOT_READ, activated: new Set(), movable: new Set() };
    PLACED.set(unitStates, placed);
  }
  if (placed.activation !== activation) {
    const activated = activatedUnits(s);
    placed.activation = activation;
    placed.activated = new Set(activated);
    placed.movable = new Set(movableUnits(s, activated));
  }
  const gcStates = s.gc;
  let gc = GC_PLACED.get(gcStates);
  if (!gc) GC_PLACED.set(gcStates, (gc = placeGc(gcStates)));
  return { s, units: placed.units, gc, activated: placed.activated, movable: placed.movable };
}

export const sideOf = (unit: string): Side => (UNIT[unit]!.nationality === 'german' ? 'german' : 'entente');
export const isInfantry = (unit: string): boolean => UNIT[unit]!.type === 'infantry';
export const isCavalry = (unit: string): boolean => UNIT[unit]!.type === 'cavalry';
const NONE: readonly string[] = Object.freeze([]);
export const unitsAt = (b: Board, side: Side, box: string): string[] => b.units[side].get(box) ?? (NONE as string[]);
export const gcAt = (b: Board, box: string): string[] => b.gc.get(box) ?? (NONE as string[]);
export const fortSteps = (b: Board, box: string): number => (FORT[box] ? b.s.forts[box]!.steps : 0);
export const isObjectiveFort = (box: string): boolean => box === 'liege' || box === 'namur';

/** Chance a unit's die hits (7.3), with its modifier. */
export function unitHit(b: Board, unit: string, modifier = 0): number {
  return hitChance(currentCf(b.s, unit), modifier);
}

/** A Garde Civique as the Germans see it: face-up, its factor; face-down, the counter mix. */
export function gcHit(b: Board, gc: string): number {
  const g = b.s.gc[gc]!;
  if (g.revealed) return GC[gc]!.cf === null ? 0 : hitChance(GC[gc]!.cf!);
  return GC_ARISE * GC_HIT_IF_ARISE;
}
export function gcSteps(b: Board, gc: string): number {
  return b.s.gc[gc]!.revealed ? 1 : GC_ARISE;
}
export const hiddenGcOnly = (b: Board, box: string): boolean =>
  unitsAt(b, 'entente', box).length === 0 && gcAt(b, box).some((g) => !b.s.gc[g]!.revealed);
