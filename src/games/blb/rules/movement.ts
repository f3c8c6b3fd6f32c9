// 6.0 Movement: who may move, how far, where, and the Garde Civique arising (6.2).
import { BOX, DATA, GC, NEIGHBOURS, UNIT, sideOfUnit, lineCost } from '../db';
import {
  type BlbState, type Occupancy, enemyPresent, fortUndestroyed, gcIn, mixesBritish, occCount, occStack, occupancy,
  sideUnitsIn, stackingLimit, ownGc, ownUnit,
} from '../state';
import type { Side } from '../types';
import type { BlbBeat } from '../beats';

export interface MoveEvent {
  type: 'move';
  side: Side;
  units: string[];
  path: string[];
}

/** German cavalry (the Special German Cavalry Phase's units), and each army's units, in the data's order. */
const SPECIAL_UNITS: readonly string[] = DATA.units.filter((d) => d.nationality === 'german' && d.type === 'cavalry').map((d) => d.id);
const ARMY_UNITS = new Map<string, readonly string[]>();
for (const d of DATA.units) ARMY_UNITS.set(d.army, [...(ARMY_UNITS.get(d.army) ?? []), d.id]);

/** 5.2 / 4.0: the units this activation activates (on the map, not Garde Civique), in the data's order. */
export function activatedUnits(s: BlbState): string[] {
  const a = s.activation;
  if (!a) return [];
  const out: string[] = [];
  const units = s.units;
  if (a.kind === 'special') {
    for (const id of SPECIAL_UNITS) if (units[id]!.box !== null) out.push(id);
    return out;
  }
  if (a.mode === 'fortsAlone' || a.armies.length === 0) return out;
  if (a.armies.length === 1) {
    // One army (nearly always): its own units only, in the data's order as the general case.
    for (const id of ARMY_UNITS.get(a.armies[0]!) ?? []) if (units[id]!.box !== null) out.push(id);
    return out;
  }
  for (const def of DATA.units) {
    if (a.armies.includes(def.army) && units[def.id]!.box !== null) out.push(def.id);
  }
  return out;
}

/** 8.2: units in a fort activated with them are activated for combat only (`activated`: activatedUnits(s), if already at hand). */
export function movableUnits(s: BlbState, activated: readonly string[] = activatedUnits(s)): string[] {
  const a = s.activation;
  if (!a) return [];
  return activated.filter((u) => !(a.mode === 'armyAndForts' && a.forts.includes(s.units[u]!.box!)));
}

/** 6.0 Movement Factor with 5.1's Forced March (+1) and Sabotage (-1). */
export function movementFactor(s: BlbState, unit: string): number {
  const def = UNIT[unit]!;
  let mf = def.type === 'cavalry' ? 4 : def.type === 'infantry' ? 2 : 0;
  const a = s.activation;
  if (a && mf > 0) {
    if (a.forcedMarch) mf += 1;
    if (a.sabotage && def.nationality === 'german') mf -= 1;
  }
  return Math.max(0, mf);
}

export function remainingMp(s: BlbState, unit: string): number {
  const m = s.activation?.movers[unit];
  if (m?.stopped) return 0;
  return movementFactor(s, unit) - (m?.spent ?? 0);
}

/** A box the moving side may not pass through: it must stop there (6.2), so it can only end a path. */
function stopsMovement(s: BlbState, box: string, side: Side, o: Occupancy = occupancy(s)): boolean {
  if (side === 'entente') return occCount(o, 'german', box) > 0;
  if (occCount(o, 'entente', box) > 0) return true;
  if (fortUndestroyed(s, box)) return true; // 8.0: the fort must be besieged
  // Revealed Garde Civique with a factor are enemy units; face-down ones are flipped on entry (6.2).
  return gcIn(s, box).some((g) => s.gc[g]!.revealed && GC[g]!.cf !== null);
}

/** Face-down Garde Civique alone in a box: a German unit entering flips them (6.2). */
function hiddenGcOnly(s: BlbState, box: string, o?: Occupancy): boolean {
  if (o ? occCount(o, 'entente', box) > 0 || !occCount(o, 'gc', box) : sideUnitsIn(s, box, 'entente').length > 0) return false;
  return gcIn(s, box).some((g) => !s.gc[g]!.revealed);
}

function canEndIn(s: BlbState, box: string, side: Side, units: string[], o: Occupancy = occupancy(s)): boolean {
  let already = 0;
  const states = s.units;
  for (const u of units) if (states[u]!.box === box) already++;
  if (occStack(o, box, side) - already + units.length > stackingLimit(box, side)) return false;
  if (side === 'entente') {
    let british = occCount(o, 'british', box) > 0;
    let continental = occCount(o, 'continental', box) > 0;
    for (const u of units) {
      if (UNIT[u]!.nationality === 'british') british = true;
      else continental = true;
    }
    if (british && continental) return false;
  }
  return true;
}

/** A box as printed on the map ("Liege"), for the player's messages; an unknown id as it came. */
const boxName = (id: string): string => BOX[id]?.name ?? String(id);

export function validateMove(s: BlbState, ev: MoveEvent): string | null {
  const a = s.activation;
  if (!a) return 'No army is activated (5.2).';
  if (ev.side !== a.side) return `It is the ${a.side === 'german' ? 'German' : 'Entente'} side's activation (5.2).`;
  if (!Array.isArray(ev.units) || ev.units.length === 0 || !Array.isArray(ev.path) || ev.path.length === 0) return 'A move needs units and a path.';
  if (new Set(ev.units).size !== ev.units.length) return 'A unit is listed twice.';
  const movable = new Set(movableUnits(s));
  for (const u of ev.units) {
    if (!UNIT[u]) return `Unknown unit ${String(u)}.`;
    if (!movable.has(u)) return `${UNIT[u]!.name} is not activated for movement (5.2, 8.2).`;
  }
  const start = s.units[ev.units[0]!]!.box!;
  if (ev.units.some((u) => s.units[u]!.box !== start)) return 'Units moving together must start in the same box.';
  let cost = 0;
  let prev = start;
  const seen = new Set([start]);
  const o = occupancy(s);
  for (let i = 0; i < ev.path.length; i++) {
    const box = ev.path[i]!;
    const c = lineCost(prev, box);
    if (c === null) return `There is no Movement Line from ${boxName(prev)} to ${boxName(box)} (6.0).`;
    if (seen.has(box)) return 'A path may not revisit a box.';
    seen.add(box);
    cost += c;
    if (i < ev.path.length - 1 && stopsMovement(s, box, a.side, o)) return `Units entering ${boxName(box)} must stop: it holds the enemy (6.2).`;
    prev = box;
  }
  for (const u of ev.units) {
    if (remainingMp(s, u) < cost) return `${UNIT[u]!.name} has ${remainingMp(s, u)} MP left; the path costs ${cost} (6.0).`;
  }
  const end = ev.path[ev.path.length - 1]!;
  if (!canEndIn(s, end, a.side, ev.units, o)) {
    return a.side === 'entente' && mixesBritish(s, end, ev.units)
      ? 'British units may not stack with French or Belgian units (6.1).'
      : `Ending there would overstack ${boxName(end)} (6.1).`;
  }
  return null;
}

interface PathNode {
  box: string;
  cost: number;
  reveals: number;
  path: string[];
}

/** Each box's index in DATA.boxes. */
const BOX_IDX: Record<string, number> = Object.fromEntries(DATA.boxes.map((b, i) => [b.id, i]));
/** 2 to the power of each box's index: a set of boxes is the sum (51 boxes: exact in a double). */
const BOX_BIT: Record<string, number> = Object.fromEntries(DATA.boxes.map((b, i) => [b.id, 2 ** i]));

/** Each box's place (by index in DATA.boxes) among the box ids in collator order (`collate`, below). */
const BOX_RANK: Int32Array = (() => {
  const compare = new Intl.Collator().compare;
  const order = DATA.boxes.map((_, i) => i).sort((x, y) => compare(DATA.boxes[x]!.id, DATA.boxes[y]!.id) || x - y);
  const rank = new Int32Array(DATA.boxes.length);
  order.forEach((box, r) => (rank[box] = r));
  return rank;
})();

/** stackingLimit(box, side) by box index (it depends on the printed forts only). */
const STACKING_LIMIT: Record<Side, Uint8Array> = {
  german: Uint8Array.from(DATA.boxes, (b) => stackingLimit(b.id, 'german')),
  entente: Uint8Array.from(DATA.boxes, (b) => stackingLimit(b.id, 'entente')),
};

/** String order as `a.localeCompare(b)` gives it (the same default collator, made once: much faster). */
const collate = new Intl.Collator().compare;

/** Cheapest path to every box the group can reach (ties: fewest Garde Civique boxes passed, then name). */
export function reachable(s: BlbState, units: string[], side: Side, o: Occupancy = occupancy(s)): PathNode[] {
  const start = s.units[units[0]!]!.box!;
  const mp = Math.min(...units.map((u) => remainingMp(s, u)));
  const best = new Map<string, PathNode>();
  const open: PathNode[] = [{ box: start, cost: 0, reveals: 0, path: [] }];
  best.set(start, open[0]!);
  // Each node's joined path, made once (the sort compares it many times).
  const names = new Map<PathNode, string>();
  const nameOf = (n: PathNode): string => {
    let v = names.get(n);
    if (v === undefined) names.set(n, (v = n.path.join()));
    return v;
  };
  const before = (x: PathNode, y: PathNode) => x.cost - y.cost || x.reveals - y.reveals || collate(nameOf(x), nameOf(y));
  while (open.length) {
    // The first of the least, as sorting then taking the first gave (the sort is stable: among
    // equals, the one put in first), without sorting the list again each time.
    let at = 0;
    for (let i = 1; i < open.length; i++) if (before(open[i]!, open[at]!) < 0) at = i;
    const cur = open.splice(at, 1)[0]!;
    if (best.get(cur.box) !== cur) continue;
    if (cur.box !== start && stopsMovement(s, cur.box, side, o)) continue;
    for (const n of NEIGHBOURS[cur.box]!) {
      const cost = cur.cost + n.cost;
      if (cost > mp || cur.path.includes(n.box) || n.box === start) continue;
      const reveals = cur.reveals + (side === 'german' && hiddenGcOnly(s, n.box, o) ? 1 : 0);
      const node: PathNode = { box: n.box, cost, reveals, path: [...cur.path, n.box] };
      const old = best.get(n.box);
      if (!old || cost < old.cost || (cost === old.cost && reveals < old.reveals)) {
        best.set(n.box, node);
        open.push(node);
      }
    }
  }
  best.delete(start);
  return [...best.values()];
}

/** The groups legalEvents offers from one box: each unit alone, the whole stack, and each type. */
function groupsIn(units: string[]): string[][] {
  const groups: string[][] = units.map((u) => [u]);
  const keys = new Set(groups.map((g) => g.join()));
  const add = (g: string[]) => {
    if (g.length > 1 && !keys.has(g.join())) {
      keys.add(g.join());
      groups.push(g);
    }
  };
  add(units);
  add(units.filter((u) => UNIT[u]!.type === 'infantry'));
  add(units.filter((u) => UNIT[u]!.type === 'cavalry'));
  return groups;
}

/** Whether any move is possible: a single unit can end wherever its stack can, so singles suffice. */
export function hasLegalMove(s: BlbState): boolean {
  const a = s.activation;
  if (!a) return false;
  const o = occupancy(s);
  for (const u of movableUnits(s)) {
    if (remainingMp(s, u) <= 0) continue;
    for (const node of reachable(s, [u], a.side, o)) if (canEndIn(s, node.box, a.side, [u], o)) return true;
  }
  return false;
}

/** A route with its sort name and its key (the set of boxes it passes, as BOX_BIT sums: equal keys, same route). */
interface Route {
  node: PathNode;
  name: string;
  key: number;
}

/** Cheapest first, then fewest face-down Garde Civique boxes passed, then names (code-unit order). */
const byRoute = (x: Route, y: Route) => x.node.cost - y.node.cost || x.node.reveals - y.node.reveals || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0);

const routeKey = (path: readonly string[]) => {
  let key = 0;
  for (const box of path) key += BOX_BIT[box]!;
  return key;
};

/**
 * Every simple path (no box twice, never back through the start) from `start` within `mp` MP that
 * passes no box where the side must stop (6.2), by end box, sorted by `byRoute`. Bounded by the
 * MP allowance (at most 5 MP: a few hundred paths from the busiest box).
 */
function allRoutes(s: BlbState, start: string, mp: number, side: Side, o: Occupancy): Map<string, Route[]> {
  const out = new Map<string, Route[]>();
  const stops = new Map<string, boolean>();
  const reveal = new Map<string, number>();
  const path: string[] = [];
  const walk = (box: string, cost: number, reveals: number, key: number) => {
    for (const n of NEIGHBOURS[box]!) {
      const c = cost + n.cost;
      if (c > mp || n.box === start || path.includes(n.box)) continue;
      let r = reveal.get(n.box);
      if (r === undefined) reveal.set(n.box, (r = side === 'german' && hiddenGcOnly(s, n.box, o) ? 1 : 0));
      path.push(n.box);
      const k = key + BOX_BIT[n.box]!;
      const route: Route = { node: { box: n.box, cost: c, reveals: reveals + r, path: Object.freeze([...path]) as string[] }, name: path.join(), key: k };
      const list = out.get(n.box);
      if (list) list.push(route);
      else out.set(n.box, [route]);
      let stop = stops.get(n.box);
      if (stop === undefined) stops.set(n.box, (stop = stopsMovement(s, n.box, side, o)));
      if (!stop) walk(n.box, c, reveals + r, k);
      path.pop();
    }
  };
  walk(start, 0, 0, 0);
  for (const list of out.values()) list.sort(byRoute);
  return out;
}

/**
 * Where a group may go from one box with some MP: the cheapest path to each box (reachable's
 * order), and for each of those the other routes there whose set of boxes passed differs (the
 * first of each set, in byRoute order). Shared between states, and the moves listed share its
 * paths: they are frozen.
 */
interface RouteSet {
  nodes: readonly PathNode[];
  alternatives: readonly (readonly PathNode[])[];
  /** Each node's box as its index in DATA.boxes. */
  at: readonly number[];
  /** The move events of each group (by its units joined) along these routes, made once (frozen). */
  events: Map<string, GroupMoves>;
}

/** A group's moves along a route set: to each node (`cheapest[i]`), and its alternatives (`others[i]`). */
interface GroupMoves {
  cheapest: readonly MoveEvent[];
  others: readonly (readonly MoveEvent[])[];
}

/** A group's moves along a route set, made the first time that group is listed there. */
function groupMoves(set: RouteSet, side: Side, g: string[]): GroupMoves {
  const key = g.join();
  let moves = set.events.get(key);
  if (!moves) {
    // The events are the same for every state with this route set: shared, so frozen (their
    // paths are the route set's own, frozen already).
    const units = Object.freeze([...g]) as string[];
    const move = (node: PathNode): MoveEvent => Object.freeze({ type: 'move', side, units, path: node.path }) as MoveEvent;
    moves = { cheapest: set.nodes.map(move), others: set.alternatives.map((alts) => alts.map(move)) };
    set.events.set(key, moves);
  }
  return moves;
}

function routeSet(s: BlbState, units: string[], mp: number, side: Side, o: Occupancy): RouteSet {
  const start = s.units[units[0]!]!.box!;
  const nodes = reachable(s, units, side, o);
  for (const node of nodes) Object.freeze(node.path);
  const routes = allRoutes(s, start, mp, side, o);
  const alternatives = nodes.map((node) => {
    const seen = new Set([routeKey(node.path)]);
    const alts: PathNode[] = [];
    for (const r of routes.get(node.box) ?? []) {
      if (seen.has(r.key)) continue;
      seen.add(r.key);
      alts.push(r.node);
    }
    return alts;
  });
  return { nodes, alternatives, at: nodes.map((n) => BOX_IDX[n.box]!), events: new Map() };
}

// Routes depend on the start box, the MP and, for each box within that many MP of the start,
// only whether the moving side must stop there and whether entering it turns face-down Garde
// Civique over (its "terrain" code below). The same start, MP and nearby terrain recur from move to
// move and game to game, so route sets are kept across states under that key (a pure function of
// it: the same lists as working them out again).
const FORT_BOX_IDX = DATA.forts.map((f) => ({ box: f.box, i: BOX_IDX[f.box]! }));
const GC_DEFS = DATA.gardeCivique.map((g) => ({ id: g.id, fights: g.cf !== null }));

/** Per box: bit 1 the side must stop there (stopsMovement), bit 2 a German entering reveals (hiddenGcOnly). */
function terrainOf(s: BlbState, side: Side, o: Occupancy): Uint8Array {
  const t = new Uint8Array(DATA.boxes.length);
  if (side === 'entente') {
    for (let i = 0; i < t.length; i++) t[i] = o.german[i]! > 0 ? 1 : 0;
    return t;
  }
  for (let i = 0; i < t.length; i++) t[i] = o.entente[i]! > 0 ? 1 : 0;
  for (const f of FORT_BOX_IDX) if (s.forts[f.box]!.steps > 0) t[f.i]! |= 1;
  for (const g of GC_DEFS) {
    const st = s.gc[g.id]!;
    if (st.box === null) continue;
    const i = BOX_IDX[st.box]!;
    if (st.revealed) {
      if (g.fights) t[i]! |= 1;
    } else if (o.entente[i] === 0) {
      t[i]! |= 2;
    }
  }
  return t;
}

/** The boxes (indices) within `mp` MP of `start` by any path: all a route from there can touch. */
const REGIONS = new Map<string, number[]>();
function regionOf(start: string, mp: number): number[] {
  const key = `${start}/${mp}`;
  let region = REGIONS.get(key);
  if (region) return region;
  const dist = new Map<string, number>([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const box = queue.shift()!;
    for (const n of NEIGHBOURS[box]!) {
      const d = dist.get(box)! + n.cost;
      if (d > mp || (dist.has(n.box) && dist.get(n.box)! <= d)) continue;
      dist.set(n.box, d);
      queue.push(n.box);
    }
  }
  region = [...dist.keys()].map((b) => BOX_IDX[b]!).sort((x, y) => x - y);
  REGIONS.set(key, region);
  return region;
}

const ROUTE_SETS = new Map<string, RouteSet>();
/** Route sets kept at most (then all are dropped: a cache, never part of the state). */
const MAX_ROUTE_SETS = 4096;

function routesFor(terrain: Uint8Array, s: BlbState, units: string[], start: string, mp: number, side: Side, o: Occupancy): RouteSet {
  let key = `${side}${start}/${mp}:`;
  for (const i of regionOf(start, mp)) key += String.fromCharCode(48 + terrain[i]!);
  let set = ROUTE_SETS.get(key);
  if (!set) {
    if (ROUTE_SETS.size >= MAX_ROUTE_SETS) ROUTE_SETS.clear();
    ROUTE_SETS.set(key, (set = routeSet(s, units, mp, side, o)));
  }
  return set;
}

/**
 * The legal moves legalEvents lists (see docs/rules-notes.md, Movement): for each box's groups,
 * first the cheapest path to every box the group may end in (the list as it always was: bots and
 * the action list take these as the default), then, after all of those, each other route to the
 * same boxes whose set of boxes passed differs: simple paths within the group's MP, the first of
 * each set by cost, Garde Civique passed and names, ordered by group, destination (as above),
 * cost, Garde Civique passed, names.
 */
export function legalMoves(s: BlbState): MoveEvent[] {
  const a = s.activation;
  if (!a) return [];
  // The movable units with MP left, taken box by box (the boxes in collator order of their ids),
  // each box's units in code-unit order of their ids: as sorting the boxes and each box's units.
  const units = s.units;
  const movers: string[] = [];
  const ranks: number[] = [];
  const mpOf = new Map<string, number>();
  for (const u of movableUnits(s)) {
    const mp = remainingMp(s, u);
    if (mp <= 0) continue;
    mpOf.set(u, mp);
    const rank = BOX_RANK[BOX_IDX[units[u]!.box!]!]!;
    // Insertion into place (a handful of units): by box rank, then by id.
    let i = movers.length;
    movers.push(u);
    ranks.push(rank);
    while (i > 0 && (ranks[i - 1]! > rank || (ranks[i - 1] === rank && movers[i - 1]! > u))) {
      movers[i] = movers[i - 1]!;
      ranks[i] = ranks[i - 1]!;
      i--;
    }
    movers[i] = u;
    ranks[i] = rank;
  }
  const out: MoveEvent[] = [];
  if (movers.length === 0) return out;
  const alternatives: MoveEvent[] = [];
  const o = occupancy(s);
  const side = a.side;
  const terrain = terrainOf(s, side, o);
  const stack = side === 'german' ? o.german : o.entente;
  const limit = STACKING_LIMIT[side];
  for (let from = 0; from < movers.length; ) {
    let to = from + 1;
    while (to < movers.length && ranks[to] === ranks[from]) to++;
    const here = movers.slice(from, to);
    from = to;
    const start = units[here[0]!]!.box!;
    // The groups of a box mostly share their MP: each MP's route set looked up once.
    let setMps: number[] | null = null;
    let setsHere: RouteSet[] | null = null;
    for (const g of groupsIn(here)) {
      let mp = Infinity;
      let british = false;
      let continental = false;
      for (const u of g) {
        mp = Math.min(mp, mpOf.get(u)!);
        if (UNIT[u]!.nationality === 'british') british = true;
        else continental = true;
      }
      let set: RouteSet | undefined;
      if (setMps) {
        const k = setMps.indexOf(mp);
        if (k >= 0) set = setsHere![k];
      }
      if (!set) {
        set = routesFor(terrain, s, g, start, mp, side, o);
        (setMps ??= []).push(mp);
        (setsHere ??= []).push(set);
      }
      const { at } = set;
      const { cheapest, others } = groupMoves(set, side, g);
      for (let i = 0; i < at.length; i++) {
        // canEndIn, with the box's index at hand (no unit of the group is there yet: they all
        // start elsewhere): room under the stacking limit, and no British with French or Belgians.
        const b = at[i]!;
        if (stack[b]! + (side === 'entente' ? o.gc[b]! : 0) + g.length > limit[b]!) continue;
        if (side === 'entente' && (british || o.british[b]! > 0) && (continental || o.continental[b]! > 0)) continue;
        // The events are the route set's own (frozen): nothing changes an event once made.
        out.push(cheapest[i]!);
        for (const e of others[i]!) alternatives.push(e);
      }
    }
  }
  for (const e of alternatives) out.push(e);
  return out;
}

/** Applies a validated move, flipping face-down Garde Civique as Germans enter their box (6.2). */
export function applyMove(s: BlbState, ev: MoveEvent, beats: BlbBeat[]): void {
  const a = s.activation!;
  const start = s.units[ev.units[0]!]!.box!;
  let prev = start;
  // The beats tell the move as it happens: the stack walks to a box where Garde Civique turn
  // over, they turn over, and it walks on (one 'units.moved' per stretch).
  let stretchFrom = start;
  let stretch: string[] = [];
  const walk = () => {
    if (stretch.length) beats.push({ type: 'units.moved', side: a.side, units: [...ev.units], from: stretchFrom, path: stretch, rule: '6.0' });
    stretchFrom = stretch[stretch.length - 1] ?? stretchFrom;
    stretch = [];
  };
  for (const box of ev.path) {
    const cost = lineCost(prev, box)!;
    for (const u of ev.units) {
      const m = (a.movers[u] ??= { spent: 0, from: null, stopped: false });
      m.spent += cost;
      m.from = prev;
      ownUnit(s, u).box = box;
    }
    stretch.push(box);
    let stop = false;
    if (a.side === 'german' && hiddenGcOnly(s, box)) {
      walk();
      const flipped = gcIn(s, box).filter((g) => !s.gc[g]!.revealed);
      for (const g of flipped) ownGc(s, g).revealed = true;
      const arising = flipped.filter((g) => GC[g]!.cf !== null);
      const vanished = flipped.filter((g) => GC[g]!.cf === null);
      for (const g of vanished) ownGc(s, g).box = null;
      beats.push({ type: 'gc.revealed', box, gc: flipped.map((g) => ({ id: g, cf: GC[g]!.cf })), arising: arising.length > 0, rule: '6.2' });
      if (arising.length > 0) {
        stop = true;
        const cavalry = ev.units.filter((u) => UNIT[u]!.type === 'cavalry');
        if (cavalry.length > 0) s.pendingGc = { box, back: prev, cavalry };
      }
    }
    if (!stop && enemyPresent(s, box, a.side)) stop = true;
    if (stop) {
      for (const u of ev.units) a.movers[u]!.stopped = true;
      break;
    }
    prev = box;
  }
  walk();
}

export type GcChoice = { type: 'gcChoice'; side: 'german'; choice: 'fight' | 'fallBack' };

/** 6.2 Exception: German cavalry may stay and fight, or fall back to the box it came from. */
export function applyGcChoice(s: BlbState, ev: GcChoice, beats: BlbBeat[]): void {
  const p = s.pendingGc!;
  if (ev.choice === 'fallBack') {
    for (const u of p.cavalry) {
      ownUnit(s, u).box = p.back;
      const m = s.activation!.movers[u]!;
      m.from = null;
      m.stopped = true;
    }
    beats.push({ type: 'units.moved', side: 'german', units: p.cavalry, from: p.box, path: [p.back], rule: '6.2' });
  }
  beats.push({ type: 'gc.choice', choice: ev.choice, box: p.box, rule: '6.2' });
  s.pendingGc = null;
}

export { sideOfUnit };
