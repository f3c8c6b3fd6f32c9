// FALL BACK MOVEMENTS: "even" losses (2nd, 4th...) become 1 UD moves backward, each step taking
// the unit farther from every enemy unit on the table ("move away from every opponent in the
// process"), and, like any move, ending on entering cover or a hill; where that cannot be done the
// loss is a stand instead. The same paths serve after an assault and under fire.
import { neighbours, distance } from './hex';
import { type BelleState, type PendingFallBack, RuleError, cardOf, nextState, groundOf, ownUnit, unitAt, unitById } from '../state';
import { placeAlong, stopsOnEntering } from './movement';
import type { Discovery } from './discovery';

/** Stands and fall-back UD for `losses` when the unit may fall back: odd losses are stands. */
export function splitLosses(losses: number, mayFallBack: boolean): { stands: number; fallBack: number } {
  if (!mayFallBack) return { stands: losses, fallBack: 0 };
  return { stands: Math.ceil(losses / 2), fallBack: Math.floor(losses / 2) };
}

/** Not stubborn units, nor infantry behind fortifications, fall back after an assault. */
export function mayFallBackFromAssault(s: BelleState, unitId: string): boolean {
  const u = unitById(s, unitId);
  const card = cardOf(u);
  if (card.stubborn) return false;
  if (u.sector !== null && card.troopType !== 'cavalry' && groundOf(s, u.sector).fortified) return false;
  return true;
}

/**
 * The sectors a unit falling back must get farther from: every enemy unit on the table, and the
 * `also` sectors a caller names (the winner of the assault or the firer, enemies themselves).
 */
export function opponentSectors(s: BelleState, unitId: string, also: number[] = []): number[] {
  const u = unitById(s, unitId);
  const enemies = s.units.filter((e) => e.sector !== null && e.side !== u.side).map((e) => e.sector!);
  return [...new Set([...enemies, ...also])];
}

/** One backward step from `at`: empty, passable, known ground strictly farther from every opponent sector. */
export function fallBackSteps(s: BelleState, at: number, opponents: number[]): number[] {
  return neighbours(at).filter(
    (n) =>
      s.sectors[n]!.discovered &&
      !groundOf(s, n).impassable &&
      !unitAt(s, n) &&
      opponents.every((o) => distance(n, o) > distance(at, o)),
  );
}

/**
 * Every fall-back path of exactly `steps` UD for the unit (empty when none): each step farther from
 * every enemy unit (and from `opponents`, the units it fought), and only the last step may enter
 * cover, fortifications or a hill (MOVEMENTS: the move stops there). A path can never enter an
 * enemy ZoC: a step farther from every enemy ends at least 2 UD from each.
 */
export function fallBackPaths(s: BelleState, unitId: string, opponents: number[], steps: number): number[][] {
  const u = unitById(s, unitId);
  if (u.sector === null) return [];
  if (steps === 0) return [[]];
  const away = opponentSectors(s, unitId, opponents);
  const out: number[][] = [];
  const walk = (at: number, path: number[]) => {
    if (path.length === steps) {
      out.push(path);
      return;
    }
    if (path.length > 0 && stopsOnEntering(s, at, u.side)) return;
    for (const n of fallBackSteps(s, at, away)) walk(n, [...path, n]);
  };
  walk(u.sector, []);
  return out;
}

/** The most UD (up to `wanted`) the unit can fall back. */
export function longestFallBack(s: BelleState, unitId: string, opponents: number[], wanted: number): number {
  for (let k = wanted; k > 0; k--) if (fallBackPaths(s, unitId, opponents, k).length > 0) return k;
  return 0;
}

/** Carries out a fall back along a chosen path of the pending length. */
export function applyFallBack(prev: BelleState, pending: PendingFallBack, path: number[]): { state: BelleState; discovered: Discovery[] } {
  const legal = fallBackPaths(prev, pending.unit, pending.awayFrom, pending.steps);
  if (!legal.some((p) => p.length === path.length && p.every((x, i) => x === path[i]))) {
    throw new RuleError('FALL BACK MOVEMENTS', `${pending.unit} cannot fall back along ${JSON.stringify(path)}`);
  }
  const s = nextState(prev);
  // A forced move: it marks the unit as moved but does not count as entering rough ground by choice.
  const rough = unitById(s, pending.unit).enteredRough;
  const discovered = placeAlong(s, pending.unit, path);
  ownUnit(s, pending.unit).enteredRough = rough;
  return { state: s, discovered };
}
