// A read-only index of a position, built once per bot decision: who stands where, what fights
// how well. Only what the deciding side may know is read: a face-down Garde Civique is counted by
// the counter mix (2.2), never by its hidden face.
import { FORT, GC, UNIT } from '../db';
import { activatedUnits, movableUnits } from '../rules/movement';
import { currentCf, type BlbState } from '../state';
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

export function buildBoard(s: BlbState): Board {
  // Maps, not records: a record given a key per box changes shape with every box added.
  const units: Board['units'] = { german: new Map(), entente: new Map() };
  // The context's records read once (a snapshot's context has many keys: each read is a look-up).
  const unitStates = s.units;
  for (const id in unitStates) {
    const box = unitStates[id]!.box;
    if (box === null) continue;
    const side: Side = UNIT[id]!.nationality === 'german' ? 'german' : 'entente';
    const here = units[side].get(box);
    if (here) here.push(id);
    else units[side].set(box, [id]);
  }
  const gc: Board['gc'] = new Map();
  const gcStates = s.gc;
  for (const id in gcStates) {
    const g = gcStates[id]!;
    if (g.box === null) continue;
    if (g.revealed && GC[id]!.cf === null) continue;
    const here = gc.get(g.box);
    if (here) here.push(id);
    else gc.set(g.box, [id]);
  }
  const activated = activatedUnits(s);
  return { s, units, gc, activated: new Set(activated), movable: new Set(movableUnits(s, activated)) };
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
