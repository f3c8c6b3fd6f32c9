// §9 stacking (the text's "Stacking Limit", in the Movement phase): any number of units may share a
// hex (a battle), but a stack moves at its slowest unit and three infantry (with any commanders, one
// artillery and one dragoon; baggage trains free) move without penalty. Each infantry unit over
// three costs a movement point ("4 infantry will deduct the movement by minus one, 5 by 2 and so
// forth"); a second artillery or dragoon unit costs one each too (rules notes).
import { UNIT_SPECS } from '../tables/units';
import type { UnitType } from '../types';

export const FREE_INFANTRY = 3;
export const FREE_ARTILLERY = 1;
export const FREE_DRAGOONS = 1;
/** A commander moving alone rides: he moves as dragoons do (rules notes). */
export const COMMANDER_MP = UNIT_SPECS.dragoons.mp;

/** A stack's units by the classes stacking and supply count: infantry (every foot type), artillery, dragoons (trains count in none). */
export function stackClasses(types: readonly UnitType[]): { inf: number; art: number; drg: number } {
  let inf = 0;
  let art = 0;
  let drg = 0;
  for (const t of types) {
    if (UNIT_SPECS[t].infantry) inf++;
    else if (t === 'artillery') art++;
    else if (t === 'dragoons') drg++;
  }
  return { inf, art, drg };
}

/** Movement points the stack loses for its size (0 for a stack within the limit). */
export function stackMovePenalty(types: readonly UnitType[]): number {
  const { inf, art, drg } = stackClasses(types);
  return Math.max(0, inf - FREE_INFANTRY) + Math.max(0, art - FREE_ARTILLERY) + Math.max(0, drg - FREE_DRAGOONS);
}

/** Whether a stack moves with no penalty for its size (the limit as a pure check). */
export function withinStackingLimit(types: readonly UnitType[]): boolean {
  return stackMovePenalty(types) === 0;
}

/** The stack's movement points before terrain and weather: its slowest unit's, +1 on a forced march. */
export function stackBaseMp(types: readonly UnitType[], forcedMarch = false): number {
  const base = types.length === 0 ? COMMANDER_MP : Math.min(...types.map((t) => UNIT_SPECS[t].mp));
  return base + (forcedMarch ? 1 : 0);
}
