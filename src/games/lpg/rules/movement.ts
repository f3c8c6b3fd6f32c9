// §6 the Movement phase: one move a turn; one point a hex; each terrain adjustment and the weather's
// once a turn; never below 1; roads and bridges at full speed; a river without a bridge is crossed
// by a move of its own (the second of the "two turns": rules notes); entering an enemy hex ends the
// move. Plain functions over plain data.
import { TERRAIN_EFFECTS, WEATHER_EFFECTS } from '../tables/terrain';
import type { DelawareIce } from '../tables/weather';
import type { HexId, Side, UnitType, Weather } from '../types';
import { bridgeBetween, isLand, neighbours, riverBetween, roadBetween, sidesOf, terrainOf, type HexSide } from './hex';
import { stackBaseMp, stackMovePenalty } from './stacking';
import { enemyHexesKey } from './command';

export interface MoveWorld {
  side: Side;
  weather: Weather;
  /** Hexes holding enemy units. */
  enemy: ReadonlySet<HexId>;
  /** §6 the Delaware's ice this turn (default open). */
  delawareIce?: DelawareIce;
  /** §5 Local Guide, Loyalist Guide: the stack pays no terrain adjustment this turn (the weather's still). */
  ignoreTerrain?: boolean;
  /** §5, §17 Supreme Engineering: the stack steps over a river without a bridge (the Hudson too) in its move; not through Delaware ice. */
  engineered?: boolean;
  /** §5 Durham Boats: the Delaware is stepped over as if bridged, floating ice included (hard ice as without boats). */
  durhamBoats?: boolean;
  /** rules/command.ts enemyHexesKey(enemy), when the caller has it (the legal list, for every stack's search). */
  enemyKey?: string;
}

export interface MovingStack {
  types: readonly UnitType[];
  forcedMarch?: boolean;
}

const WOODS = 1;
const HILLS = 2;
const SWAMP = 4;
const OFF_ROAD = 8;
const TERRAIN_BIT = { clear: 0, woods: WOODS, hills: HILLS, swamp: SWAMP, water: 0 } as const;

/** The movement points a set of adjustments costs: each terrain kind once, the weather once when any step left the road. */
export function adjustmentCost(mask: number, weather: Weather): number {
  let cost = 0;
  if (mask & WOODS) cost += TERRAIN_EFFECTS.woods.moveCost;
  if (mask & HILLS) cost += TERRAIN_EFFECTS.hills.moveCost;
  if (mask & SWAMP) cost += TERRAIN_EFFECTS.swamp.moveCost;
  if (mask & OFF_ROAD) cost += WEATHER_EFFECTS[weather].moveCost;
  return cost;
}

/** Whether a stack with these units may step over the side between two adjacent hexes in an ordinary move, and whether the step is on a road. */
export function stepKind(from: HexId, to: HexId, stack: MovingStack, world: MoveWorld): 'road' | 'open' | null {
  return sideStepKind({ to, terrain: terrainOf(to), river: riverBetween(from, to), bridge: bridgeBetween(from, to) !== null, road: roadBetween(from, to) }, stack, world);
}

/** stepKind for a side as hex.ts sidesOf gives it. */
function sideStepKind(side: HexSide, stack: MovingStack, world: MoveWorld): 'road' | 'open' | null {
  if (side.terrain === 'water') return null;
  const river = side.river;
  if (river) {
    if (side.bridge) return 'road';
    // §6 hard ice on the Delaware bears infantry and dragoons, not guns or trains.
    if (river === 'delaware' && world.delawareIce === 'hard' && !stack.types.some((t) => t === 'artillery' || t === 'baggage')) return 'open';
    // §5 the action cards that carry a stack over (rules notes, "Action cards played (§5)").
    if (river === 'delaware' && world.durhamBoats && world.delawareIce !== 'hard') return 'open';
    if (world.engineered && (river !== 'delaware' || (world.delawareIce ?? 'open') === 'open')) return 'open';
    return null;
  }
  return side.road ? 'road' : 'open';
}

/** The points a stack may spend before adjustments, and the fixed reduction for its size. */
export function allowance(stack: MovingStack): { mp: number; fixed: number } {
  return { mp: stackBaseMp(stack.types, stack.forcedMarch), fixed: stackMovePenalty(stack.types) };
}

/** Whether a path of `steps` hexes with these adjustments is within the allowance (never reduced below 1). */
export function withinAllowance(steps: number, mask: number, stack: MovingStack, weather: Weather): boolean {
  const { mp, fixed } = allowance(stack);
  return steps <= Math.max(1, mp - fixed - adjustmentCost(mask, weather));
}

/** reachableHexes' answers by their key (cleared when it holds REACHABLE_KEPT). */
const REACHABLE = new Map<string, ReadonlyMap<HexId, number>>();
const REACHABLE_KEPT = 2_000;

/**
 * §6 every hex a stack at `start` may end its ordinary move in, with the fewest hexes entered to get
 * there. Searches (hex, adjustments paid) states so a path that pays for woods once may cross more
 * woods free.
 */
export function reachableHexes(start: HexId, stack: MovingStack, world: MoveWorld): ReadonlyMap<HexId, number> {
  // Worked out once for each start, stack and world (what the search reads of them): the legal list
  // asks it of every stack after every move, the bots of every enemy force; a shared map, not to be changed.
  const key = `${start}|${stack.types.join(',')}|${stack.forcedMarch === true}|${world.weather}|${world.delawareIce}|${world.ignoreTerrain === true}|${world.engineered === true}|${world.durhamBoats === true}|${world.enemyKey ?? enemyHexesKey(world.enemy)}`;
  let hit = REACHABLE.get(key);
  if (!hit) {
    if (REACHABLE.size >= REACHABLE_KEPT) REACHABLE.clear();
    REACHABLE.set(key, (hit = searchReachable(start, stack, world)));
  }
  return hit;
}

function searchReachable(start: HexId, stack: MovingStack, world: MoveWorld): ReadonlyMap<HexId, number> {
  const out = new Map<HexId, number>();
  // The hexes a path may enter with each set of adjustments (withinAllowance, worked out once a search).
  const { mp, fixed } = allowance(stack);
  const limit: number[] = [];
  for (let m = 0; m <= (WOODS | HILLS | SWAMP | OFF_ROAD); m++) limit.push(Math.max(1, mp - fixed - adjustmentCost(m, world.weather)));
  // The (hex, adjustments) states reached: a bit per set of adjustments.
  const seen = new Map<HexId, number>([[start, 1 << 0]]);
  let frontier: { hex: HexId; mask: number }[] = [{ hex: start, mask: 0 }];
  for (let steps = 1; frontier.length > 0; steps++) {
    const next: { hex: HexId; mask: number }[] = [];
    for (const { hex, mask } of frontier) {
      if (hex !== start && world.enemy.has(hex)) continue; // entering an enemy hex ends the move
      for (const side of sidesOf(hex)) {
        const n = side.to;
        const kind = sideStepKind(side, stack, world);
        if (!kind || n === start) continue;
        const m = kind === 'road' ? mask : mask | OFF_ROAD | (world.ignoreTerrain ? 0 : TERRAIN_BIT[side.terrain]);
        if (steps > limit[m]!) continue;
        const had = seen.get(n) ?? 0;
        if (had & (1 << m)) continue;
        seen.set(n, had | (1 << m));
        if (!out.has(n)) out.set(n, steps);
        next.push({ hex: n, mask: m });
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * §6 "To cross rivers without a bridge takes two turns": a stack that starts its move on the bank
 * may spend its whole move crossing to the hex beyond (ferries too). Not the Hudson for the
 * Americans (§17: coast for them; "Supreme Engineering" aside), not the Delaware in ice. `stack` is
 * for the cards that change a crossing (next session).
 */
export function riverCrossings(start: HexId, stack: MovingStack, world: MoveWorld): HexId[] {
  const out: HexId[] = [];
  for (const n of neighbours(start)) {
    const river = riverBetween(start, n);
    if (!river || !isLand(n) || bridgeBetween(start, n)) continue;
    if (river === 'hudson' && world.side === 'american') continue;
    // Ice, floating or hard, stops the boats (hard ice is walked over in an ordinary move instead).
    if (river === 'delaware' && (world.delawareIce === 'floes' || world.delawareIce === 'hard')) continue;
    out.push(n);
  }
  return out;
}
