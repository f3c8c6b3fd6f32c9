// §15 supply determination: a unit is supplied within one hex of a friendly settlement, or within
// one hex of a road that traces, free of enemy-occupied hexes, to a friendly settlement. A
// settlement so joined to another friendly settlement supplies without limit; one alone supplies
// its capacity (village 1 brigade, fort 2, town 4, port limitless). For the British, rivers count as
// roads. A baggage train may serve as a travelling village within 3 hexes of a road.
import { PLACES, RIVERS } from '../map';
import { BAGGAGE_ROAD_REACH, BRIGADE, RAZE_MULTIPLIER, SETTLEMENT_CAPACITY } from '../tables/supply';
import type { HexId, Side, UnitType } from '../types';
import { stackClasses } from './stacking';
import { ALL_HEXES, hexDistance, isLand, neighbours, onRoad, roadBetween, sideKey } from './hex';

export interface SupplyWorld {
  side: Side;
  /** Hexes holding enemy units. */
  enemy: ReadonlySet<HexId>;
  /** Ids of the settlements the side holds (razed ones excluded by `razed`). */
  friendly: ReadonlySet<string>;
  razed?: ReadonlySet<string>;
  /** §15 settlements razed in this phase: they supply double their capacity once (then stay razed). */
  razingNow?: ReadonlySet<string>;
  /** Hexes of the side's baggage trains serving as villages (option b). */
  trains?: readonly HexId[];
}

export interface Source {
  /** A place id, or "train@HEX" for a baggage train. */
  id: string;
  hex: HexId;
  capacity: number;
}

// For the British, the hexes along a river are joined as a road is (§15): two adjacent land hexes
// that both touch the same river.
const RIVER_LINKS = new Set<string>();
for (const r of RIVERS) {
  const banks = new Set(r.sides.flat());
  for (const h of banks) for (const n of neighbours(h)) if (banks.has(n) && isLand(n)) RIVER_LINKS.add(sideKey(h, n));
}

/** Whether supply may pass between two adjacent hexes along a road (or, for the British, a river). */
export function supplyLink(a: HexId, b: HexId, side: Side): boolean {
  return roadBetween(a, b) || (side === 'british' && RIVER_LINKS.has(sideKey(a, b)));
}

function onNetwork(h: HexId, side: Side): boolean {
  return onRoad(h) || (side === 'british' && neighbours(h).some((n) => RIVER_LINKS.has(sideKey(h, n))));
}

/** The side's supply sources: its unrazed settlements free of the enemy, and its trains near a road. */
export function supplySources(world: SupplyWorld): Source[] {
  const out: Source[] = [];
  for (const p of PLACES) {
    const razing = world.razingNow?.has(p.id) ?? false;
    if (!world.friendly.has(p.id) || (world.razed?.has(p.id) && !razing) || world.enemy.has(p.hex)) continue;
    out.push({ id: p.id, hex: p.hex, capacity: SETTLEMENT_CAPACITY[p.kind] * (razing ? RAZE_MULTIPLIER : 1) });
  }
  for (const t of world.trains ?? []) {
    if (world.enemy.has(t)) continue;
    if (nearRoad(t)) out.push({ id: `train@${t}`, hex: t, capacity: SETTLEMENT_CAPACITY.village });
  }
  return out;
}

const NEAR_ROAD = new Map<HexId, boolean>();
/** Whether a road hex lies within BAGGAGE_ROAD_REACH of `t` (the map's, worked out once a hex). */
function nearRoad(t: HexId): boolean {
  let near = NEAR_ROAD.get(t);
  if (near === undefined) NEAR_ROAD.set(t, (near = ALL_HEXES.some((h) => onRoad(h) && hexDistance(h, t) <= BAGGAGE_ROAD_REACH)));
  return near;
}

/** The network hexes reached from `starts` by road (river for the British) without entering an enemy hex. */
function networkFrom(starts: readonly HexId[], world: SupplyWorld): Set<HexId> {
  const seen = new Set<HexId>();
  const todo: HexId[] = [];
  for (const s of starts) if (!world.enemy.has(s) && onNetwork(s, world.side) && !seen.has(s)) (seen.add(s), todo.push(s));
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of neighbours(h)) {
      if (seen.has(n) || world.enemy.has(n) || !supplyLink(h, n, world.side)) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

export interface SupplyTrace {
  /** The sources the hex draws on. */
  sources: Source[];
  /** Whether supply is limitless: a port, or two friendly settlements joined. */
  unlimited: boolean;
}

/** §15 the supply a unit at `hex` traces to (`parts`: networkParts(world), to read the network off instead of searching it). */
export function traceSupply(hex: HexId, world: SupplyWorld, sources: readonly Source[] = supplySources(world), parts?: ReadonlyMap<HexId, number>): SupplyTrace {
  return traceWith(hex, world, sources, new Map(), parts);
}

/**
 * traceSupply, with `joined` keeping joinedToAnother's answers for these sources in this world (one
 * supply determination asks them of every stack) and, when given, the network's parts in this world
 * (networkParts) in place of a search from each stack.
 */
function traceWith(hex: HexId, world: SupplyWorld, sources: readonly Source[], joined: Map<string, boolean>, parts?: ReadonlyMap<HexId, number>): SupplyTrace {
  // The hexes within one of `hex` (the map's: its neighbours).
  const near = [hex, ...neighbours(hex)];
  let inNet: (h: HexId) => boolean;
  if (parts) {
    const mine = new Set<number>();
    for (const h of near) if (parts.has(h)) mine.add(parts.get(h)!);
    inNet = (h) => parts.has(h) && mine.has(parts.get(h)!);
  } else {
    const net = networkFrom(near, world);
    inNet = (h) => net.has(h);
  }
  const reached = sources.filter((s) => hexDistance(s.hex, hex) <= 1 || inNet(s.hex));
  const isJoined = (s: Source) => {
    let j = joined.get(s.id);
    if (j === undefined) joined.set(s.id, (j = parts ? joinedIn(s, sources, parts) : joinedToAnother(s, sources, world)));
    return j;
  };
  const unlimited = reached.some((s) => s.capacity === Infinity || isJoined(s));
  return { sources: reached, unlimited };
}

/** The hexes of the side's network (roads; rivers too, for the British), worked out once a side. */
const NETWORK: Partial<Record<Side, readonly HexId[]>> = {};
const networkHexes = (side: Side): readonly HexId[] => (NETWORK[side] ??= ALL_HEXES.filter((h) => onNetwork(h, side)));

/**
 * The network's connected parts in this world: each network hex free of the enemy -> its part's
 * number. networkFrom(starts) is exactly the hexes of the parts its starts stand in (a link joins
 * two network hexes, both ways), so one pass stands for a search from every stack.
 */
export function networkParts(world: SupplyWorld): Map<HexId, number> {
  const part = new Map<HexId, number>();
  let n = 0;
  for (const start of networkHexes(world.side)) {
    if (part.has(start) || world.enemy.has(start)) continue;
    part.set(start, n);
    const todo = [start];
    while (todo.length) {
      const h = todo.pop()!;
      for (const x of neighbours(h)) {
        if (part.has(x) || world.enemy.has(x) || !supplyLink(h, x, world.side)) continue;
        part.set(x, n);
        todo.push(x);
      }
    }
    n++;
  }
  return part;
}

/** joinedToAnother read off the network's parts. */
function joinedIn(source: Source, sources: readonly Source[], parts: ReadonlyMap<HexId, number>): boolean {
  if (source.id.startsWith('train@') || !parts.has(source.hex)) return false;
  const mine = parts.get(source.hex);
  return sources.some((o) => o.id !== source.id && !o.id.startsWith('train@') && parts.get(o.hex) === mine);
}

/** Whether a source is joined by an enemy-free road (river, for the British) to another friendly settlement. */
export function joinedToAnother(source: Source, sources: readonly Source[], world: SupplyWorld): boolean {
  if (source.id.startsWith('train@')) return false;
  const net = networkFrom([source.hex], world);
  return sources.some((o) => o.id !== source.id && !o.id.startsWith('train@') && net.has(o.hex));
}

/** §15 brigades a stack needs of a single settlement: three infantry, one dragoon, one artillery a brigade (trains need none). */
export function brigadesNeeded(types: readonly UnitType[]): number {
  const { inf, art, drg } = stackClasses(types);
  return Math.max(Math.ceil(inf / BRIGADE.infantry), Math.ceil(art / BRIGADE.artillery), Math.ceil(drg / BRIGADE.dragoons));
}

export interface SupplyStack {
  id: string;
  hex: HexId;
  types: readonly UnitType[];
}

/**
 * §15 which stacks are supplied. Stacks with limitless supply are; the others draw on one single
 * source each, in the order of their ids, from the reached source with most capacity left that can
 * take the whole stack; a stack none can take is unsupplied (rules notes).
 */
export function allocateSupply(stacks: readonly SupplyStack[], world: SupplyWorld): Map<string, boolean> {
  const sources = supplySources(world);
  const left = new Map(sources.map((s) => [s.id, s.capacity]));
  const out = new Map<string, boolean>();
  const joined = new Map<string, boolean>();
  const parts = networkParts(world);
  for (const st of [...stacks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const trace = traceWith(st.hex, world, sources, joined, parts);
    if (trace.unlimited) {
      out.set(st.id, true);
      continue;
    }
    const need = brigadesNeeded(st.types);
    const best = trace.sources.filter((s) => left.get(s.id)! >= need).sort((a, b) => left.get(b.id)! - left.get(a.id)! || (a.id < b.id ? -1 : 1))[0];
    if (best) left.set(best.id, left.get(best.id)! - need);
    out.set(st.id, best !== undefined);
  }
  return out;
}
