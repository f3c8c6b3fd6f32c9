// §3 the Command phase: in command within a commander's radius, chains of lesser commanders, no
// order through an enemy-occupied hex. Plain functions over plain data; the state will hold where
// commanders and units are and the machine calls these.
import { ACTS_ON_OWN } from '../orderOfBattle';
import type { HexId, Rank } from '../types';
import { neighbours } from './hex';

/** commandReach's answers by start, radius and enemy hexes (cleared when it holds REACH_KEPT). */
const REACH = new Map<string, ReadonlySet<HexId>>();
const REACH_KEPT = 2_000;

/**
 * The hexes a commander at `from` reaches with orders: those within `radius` steps by a path whose
 * hexes between (not the first, not the last) hold no enemy unit ("one cannot send orders through
 * an enemy occupied hex"). Orders go over water and rivers (boats and couriers; rules notes): only
 * the enemy blocks them. The commander's own hex and an enemy-held hex at the end of the path are
 * reached (his own units in a battle hex may be ordered).
 */
export function commandReach(from: HexId, radius: number, enemy: ReadonlySet<HexId>, enemyKey: string = enemyHexesKey(enemy)): ReadonlySet<HexId> {
  // Worked out once for each start, radius and set of enemy hexes (the legal list asks of every commander again and again); a shared set, not to be changed.
  // `enemyKey`: enemyHexesKey(enemy), when the caller asks of several commanders against the same enemy.
  const key = `${from}|${radius}|${enemyKey}`;
  let hit = REACH.get(key);
  if (!hit) {
    if (REACH.size >= REACH_KEPT) REACH.clear();
    REACH.set(key, (hit = reachFrom(from, radius, enemy)));
  }
  return hit;
}

/** A set of enemy hexes as a cache key (the same hexes, the same key, whatever their order). */
export const enemyHexesKey = (enemy: ReadonlySet<HexId>): string => [...enemy].sort().join(',');

function reachFrom(from: HexId, radius: number, enemy: ReadonlySet<HexId>): ReadonlySet<HexId> {
  const reached = new Set<HexId>([from]);
  let frontier: HexId[] = [from];
  for (let step = 0; step < radius; step++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      // Orders pass on from the first hex and from any hex free of the enemy.
      if (h !== from && enemy.has(h)) continue;
      for (const n of neighbours(h)) {
        if (reached.has(n)) continue;
        reached.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return reached;
}

export interface CommanderAt {
  id: string;
  rank: Rank;
  radius: number;
  hex: HexId;
  /** §4 a commander who reconnoitres this turn is not in command and passes no orders on. */
  recce?: boolean;
}

/**
 * §3 which commanders are in command: the CinC and division leaders on their own ("can act on their
 * own"), and any other commander within the reach of one in command (a continuous chain: a brigade
 * leader may pass orders to a battalion leader in his radius, and so on). Reconnoitring commanders
 * are not in command and relay nothing.
 */
export function commandersInCommand(commanders: readonly CommanderAt[], enemy: ReadonlySet<HexId>): Set<string> {
  const active = new Set<string>();
  const reach = new Map<string, ReadonlySet<HexId>>();
  let key: string | undefined;
  const reachOf = (c: CommanderAt) => {
    let r = reach.get(c.id);
    if (!r) reach.set(c.id, (r = commandReach(c.hex, c.radius, enemy, (key ??= enemyHexesKey(enemy)))));
    return r;
  };
  const todo: CommanderAt[] = [];
  for (const c of commanders) if (!c.recce && ACTS_ON_OWN[c.rank]) (active.add(c.id), todo.push(c));
  while (todo.length) {
    const c = todo.pop()!;
    const r = reachOf(c);
    for (const d of commanders) {
      if (d.recce || active.has(d.id) || !r.has(d.hex)) continue;
      active.add(d.id);
      todo.push(d);
    }
  }
  return active;
}

/** §3 every hex where units are in command: the union of the reaches of the commanders in command. */
export function hexesInCommand(commanders: readonly CommanderAt[], enemy: ReadonlySet<HexId>): Set<HexId> {
  return hexesReachedBy(commanders, commandersInCommand(commanders, enemy), enemy);
}

/** hexesInCommand when the commanders in command (`active`, commandersInCommand's) are known already. */
export function hexesReachedBy(commanders: readonly CommanderAt[], active: ReadonlySet<string>, enemy: ReadonlySet<HexId>): Set<HexId> {
  const out = new Set<HexId>();
  let key: string | undefined;
  for (const c of commanders) if (active.has(c.id)) for (const h of commandReach(c.hex, c.radius, enemy, (key ??= enemyHexesKey(enemy)))) out.add(h);
  return out;
}

/** §3 "Units without any leader can put themselves into command on a roll of 1 in 6". */
export const SELF_COMMAND_ROLL = 1;
export function selfCommand(roll: number): boolean {
  return roll === SELF_COMMAND_ROLL;
}

/** §4 reconnaissance range: one less than the command radius. */
export function recceRange(radius: number): number {
  return Math.max(0, radius - 1);
}

/** §4 the hexes a reconnoitring commander (or unit, radius of its commander) sees into; orders' rule of passage applies to sight too. */
export function recceReach(from: HexId, radius: number, enemy: ReadonlySet<HexId>): ReadonlySet<HexId> {
  return commandReach(from, recceRange(radius), enemy);
}

