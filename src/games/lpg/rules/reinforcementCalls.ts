// §11 calls for reinforcements before a combat: only the battle's highest commander calls (rules
// notes), stacks of his own or of lesser commanders or of none ("no lesser commander can order or
// call from a superior"), each within 3 hexes of the battle counted as command is (no path through
// an enemy-occupied hex); one die a stack against the Call for Reinforcements table (a 6 always
// answers, a 1 never); a stack that answers makes a second move, each unit at its own speed (the
// one time the slowest does not hold the stack back: units may scatter), into the battle hex or the
// hex nearest it that it reaches.
import { CALL_FOR_REINFORCEMENTS, CALL_MAX_DISTANCE, CALL_MODIFIERS } from '../tables/reinforcements';
import type { HexId, Rank, UnitType } from '../types';
import { rankOrder } from './combatResolution';
import { commandReach } from './command';
import type { Roll } from './dice';
import { bridgeBetween, hexDistance, neighbours, riverBetween, roadBetween } from './hex';
import { reachableHexes, type MoveWorld } from './movement';

export interface Caller {
  id: string;
  rank: Rank;
  radius: number;
}

export interface CalledStack {
  id: string;
  hex: HexId;
  /** The commander the stack stands under (null: leaderless units). */
  commander: Caller | null;
  units: readonly { id: string; type: UnitType }[];
}

/** §11 whether `caller` may call a stack under `commander`: never a superior's (a higher rank). */
export function mayCallFrom(caller: Caller, commander: Caller | null): boolean {
  return !commander || commander.id === caller.id || rankOrder(commander.rank) <= rankOrder(caller.rank);
}

/**
 * §11 the distance a call covers from the stack's hex to the battle hex, counted as command is (a
 * path whose hexes between hold no enemy unit); null beyond 3 hexes.
 */
export function callDistance(stackHex: HexId, battleHex: HexId, enemy: ReadonlySet<HexId>): number | null {
  for (let d = 0; d <= CALL_MAX_DISTANCE; d++) if (commandReach(battleHex, d, enemy).has(stackHex)) return d;
  return null;
}

function bfs(from: HexId, to: HexId, enemy: ReadonlySet<HexId>, step: (a: HexId, b: HexId) => boolean): number | null {
  let frontier = [from];
  const seen = new Set([from]);
  for (let d = 0; d <= CALL_MAX_DISTANCE; d++) {
    if (frontier.includes(to)) return d;
    const next: HexId[] = [];
    for (const h of frontier) {
      if (h !== from && enemy.has(h)) continue;
      for (const n of neighbours(h)) if (!seen.has(n) && step(h, n)) (seen.add(n), next.push(n));
    }
    frontier = next;
  }
  return null;
}

export interface CallConditions {
  /** Road all the way: a road path within 3 hexes from the stack to the battle. */
  road: boolean;
  /** A river without a bridge lies between: no path within 3 hexes avoids one. */
  river: boolean;
}

/** §11 the table's modifiers that the map decides, for a stack at `stackHex` called to `battleHex`. */
export function callConditions(stackHex: HexId, battleHex: HexId, enemy: ReadonlySet<HexId>): CallConditions {
  const road = bfs(stackHex, battleHex, enemy, (a, b) => roadBetween(a, b)) !== null;
  const dry = bfs(stackHex, battleHex, enemy, (a, b) => !riverBetween(a, b) || bridgeBetween(a, b) !== null);
  return { road, river: dry === null };
}

/** §11 the die roll a call needs, before the 6-always and 1-never: the table's number less the modifiers. */
export function callNeed(distance: number, mods: { cinc: boolean; road: boolean; badWeather: boolean; river: boolean }): number {
  const row = CALL_FOR_REINFORCEMENTS.find((r) => r.distance === Math.max(1, distance));
  if (!row) return Infinity;
  let m = 0;
  if (mods.cinc) m += CALL_MODIFIERS.cinc;
  if (mods.road) m += CALL_MODIFIERS.road;
  if (mods.badWeather) m += CALL_MODIFIERS.badWeather;
  if (mods.river) m += CALL_MODIFIERS.river;
  return row.need - m;
}

/** §11 whether a roll answers a call needing `need`: a 6 always, a 1 never. */
export function callAnswered(roll: number, need: number): boolean {
  return roll === 6 || (roll !== 1 && roll >= need);
}

export interface CallWorld extends MoveWorld {
  /** The battle's hex (it holds the enemy). */
  battleHex: HexId;
}

export interface CallOutcome {
  stack: string;
  distance: number;
  need: number;
  roll: number;
  answered: boolean;
  /** Where each unit (and the stack's commander, by his id) ends its second move; empty when not answered. */
  moves: Record<string, HexId>;
}

/**
 * §11 the hex a unit of `type` (or a commander: null) at `start` reaches nearest the battle in its
 * second move: the battle hex if reachable, else the reachable hex (or its start) nearest the
 * battle hex, ties to the fewest hexes entered and then the lower id.
 */
export function reinforcementDestination(start: HexId, type: UnitType | null, world: CallWorld): HexId {
  // A commander rides alone: an empty stack moves at the commanders' speed (stacking.ts COMMANDER_MP).
  const reach = reachableHexes(start, { types: type ? [type] : [] }, world);
  if (reach.has(world.battleHex) || start === world.battleHex) return world.battleHex;
  let best = start;
  let bestKey: [number, number] = [hexDistance(start, world.battleHex), 0];
  for (const [h, steps] of reach) {
    const key: [number, number] = [hexDistance(h, world.battleHex), steps];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && h < best)))) (best = h, (bestKey = key));
  }
  return best;
}

/**
 * §11 the calls of the battle's highest commander, one die a stack, stacks in id order; stacks he
 * may not call (a superior's, or beyond 3 hexes) are left out. Each answering stack's units and
 * commander move a second time, each at its own speed.
 */
export function callReinforcements(caller: Caller, stacks: readonly CalledStack[], world: CallWorld, roll: Roll): CallOutcome[] {
  const out: CallOutcome[] = [];
  const bad = world.weather === 'rain' || world.weather === 'snow';
  for (const st of [...stacks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (!mayCallFrom(caller, st.commander) || st.hex === world.battleHex) continue;
    const distance = callDistance(st.hex, world.battleHex, world.enemy);
    if (distance === null) continue;
    const cond = callConditions(st.hex, world.battleHex, world.enemy);
    const need = callNeed(distance, { cinc: caller.rank === 'cinc', road: cond.road, badWeather: bad, river: cond.river });
    const r = roll(6);
    const answered = callAnswered(r, need);
    const moves: Record<string, HexId> = {};
    if (answered) {
      for (const u of st.units) moves[u.id] = reinforcementDestination(st.hex, u.type, world);
      if (st.commander && st.commander.id !== caller.id) moves[st.commander.id] = reinforcementDestination(st.hex, null, world);
    }
    out.push({ stack: st.id, distance, need, roll: r, answered, moves });
  }
  return out;
}
