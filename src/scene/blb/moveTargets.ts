// Which destinations to light up when a player picks a stack (pure). Everything comes from the
// module's legal events: the table never works out a move itself. A move event carries its units
// and its path; its MP cost is the sum of the lines it follows (Easy 1, Difficult 2: 6.0).
// legalEvents may list several routes to one box (they pass different boxes, e.g. around a box of
// face-down Garde Civique): the destination keeps them all, cheapest first; a plain click sends
// the cheapest, and the route chooser (interactions/RouteChooser.tsx) offers the others.
import { BOX, UNIT, lineCost } from '../../games/blb/db';

export interface MoveEventLike {
  type: string;
  side: string;
  units?: string[];
  path?: string[];
}

export interface MoveGroup {
  /** Sorted unit ids joined by commas. */
  key: string;
  units: string[];
  label: string;
}

/** One way to a destination: a legal move event, its path and what it costs. */
export interface MoveRoute {
  /** MP the route costs. */
  cost: number;
  path: string[];
  /** The legal event itself (the object from the legal list). */
  event: MoveEventLike;
}

export interface MoveTarget {
  box: string;
  /** MP the cheapest route costs. */
  cost: number;
  /** The cheapest route's path and event: what a plain click sends. */
  path: string[];
  event: MoveEventLike;
  /** Every legal route to the box, cheapest first (the first is `path`/`event`); at least one. */
  routes: MoveRoute[];
}

/** Whether an event is a move of `unit` (with others or alone). */
export function movesUnit(e: MoveEventLike, unit: string): boolean {
  return e.type === 'move' && !!e.units?.includes(unit);
}

export const groupKey = (units: readonly string[]): string => [...units].sort().join(',');

function isMove(e: MoveEventLike): e is MoveEventLike & { units: string[]; path: string[] } {
  return e.type === 'move' && Array.isArray(e.units) && e.units.length > 0 && Array.isArray(e.path) && e.path.length > 0;
}

/** The box a move starts from (its first unit's box). */
function startOf(e: { units: string[] }, unitBox: (id: string) => string | null | undefined): string | null {
  return unitBox(e.units[0]!) ?? null;
}

/** Boxes holding units that some legal move would move now. */
export function boxesWithMoves(legal: readonly MoveEventLike[], unitBox: (id: string) => string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const e of legal) if (isMove(e)) {
    const b = startOf(e, unitBox);
    if (b) out.add(b);
  }
  return out;
}

function groupLabel(units: string[], all: number): string {
  if (units.length === 1) {
    const u = UNIT[units[0]!];
    return u ? (u.name.includes(u.ident) ? u.name : `${u.ident} · ${u.name}`) : units[0]!;
  }
  const types = new Set(units.map((id) => UNIT[id]?.type));
  if (units.length === all) return `Whole stack (${units.length})`;
  if (types.size === 1) return `${types.has('cavalry') ? 'Cavalry' : 'Infantry'} (${units.length})`;
  return `${units.length} units`;
}

/** The unit groups that may move from `box`: largest first, then singles in data order. */
export function moveGroupsFrom(legal: readonly MoveEventLike[], box: string, unitBox: (id: string) => string | null | undefined): MoveGroup[] {
  const groups = new Map<string, string[]>();
  for (const e of legal) {
    if (!isMove(e) || startOf(e, unitBox) !== box) continue;
    const key = groupKey(e.units);
    if (!groups.has(key)) groups.set(key, [...e.units].sort());
  }
  const all = Math.max(0, ...[...groups.values()].map((g) => g.length));
  return [...groups.entries()]
    .map(([key, units]) => ({ key, units, label: groupLabel(units, all) }))
    .sort((a, b) => b.units.length - a.units.length || a.key.localeCompare(b.key));
}

/** MP cost of a path from `start` (null if a step has no line). */
export function pathCost(start: string, path: readonly string[]): number | null {
  let cost = 0;
  let prev = start;
  for (const box of path) {
    const c = lineCost(prev, box);
    if (c === null) return null;
    cost += c;
    prev = box;
  }
  return cost;
}

/**
 * Where the group may go: one target per destination box, carrying every legal route to it
 * (cheapest first; equal costs keep the legal list's order, whose first route per box is the
 * rules' default), sorted by the cheapest cost, then box.
 */
export function moveTargets(legal: readonly MoveEventLike[], units: readonly string[], unitBox: (id: string) => string | null | undefined): MoveTarget[] {
  const key = groupKey(units);
  const byBox = new Map<string, MoveRoute[]>();
  for (const e of legal) {
    if (!isMove(e) || groupKey(e.units) !== key) continue;
    const start = startOf(e, unitBox);
    if (!start) continue;
    const cost = pathCost(start, e.path);
    if (cost === null) continue;
    const box = e.path[e.path.length - 1]!;
    const list = byBox.get(box);
    const route = { cost, path: e.path, event: e };
    if (list) list.push(route);
    else byBox.set(box, [route]);
  }
  const out: MoveTarget[] = [];
  for (const [box, list] of byBox) {
    const routes = list.map((r, i) => ({ r, i })).sort((a, b) => a.r.cost - b.r.cost || a.i - b.i).map((x) => x.r);
    const first = routes[0]!;
    out.push({ box, cost: first.cost, path: first.path, event: first.event, routes });
  }
  return out.sort((a, b) => a.cost - b.cost || a.box.localeCompare(b.box));
}

const boxName = (id: string): string => BOX[id]?.name ?? id;

/** A route in words: the boxes it passes on the way ("via Verviers"), or "direct". */
export function routeLabel(path: readonly string[]): string {
  const via = path.slice(0, -1);
  return via.length ? `via ${via.map(boxName).join(', ')}` : 'direct';
}

/** What a click on a destination does: send its cheapest route, or open the route chooser. */
export type DestinationClick = { send: MoveEventLike } | { chooseRoute: string };

/**
 * A plain click sends the cheapest route; with several routes, a click while choosing routes
 * (Shift held, or the selection bar's "Pick the route" pressed) opens the route chooser instead.
 */
export function clickDestination(target: MoveTarget, opts: { pickRoute?: boolean } = {}): DestinationClick {
  if (opts.pickRoute && target.routes.length > 1) return { chooseRoute: target.box };
  return { send: target.event };
}
