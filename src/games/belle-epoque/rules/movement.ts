// MOVEMENTS and INTERPENETRATION: basic move (1 UD) or march (the movement table), stopping on
// entering cover, a hill or an enemy ZoC, never from one enemy ZoC into another, no march out of
// rough terrain, no impassable sectors; a successfully activated unit may pass through one friendly
// unit it starts next to.
import { MOVEMENT_TABLE } from '../data';
import { SECTOR_COUNT, adjacent, neighboursView } from './hex';
import { type BelleState, type UnitState, RuleError, cardOf, nextState, groundOf, ownUnit, unitAt, unitById } from '../state';
import { discoverFrom, type Discovery } from './discovery';
import type { Side } from '../types';

export type MoveKind = 'basic' | 'march';

export interface MoveOption {
  to: number;
  /** Sectors entered in order (the last is `to`). */
  path: number[];
  /** UD spent. */
  cost: number;
}

export function allowance(s: BelleState, unitId: string, kind: MoveKind): number {
  const row = MOVEMENT_TABLE[cardOf(unitById(s, unitId)).troopType];
  return kind === 'basic' ? row.basic : row.march;
}

/** ZoC: a sector adjacent to a sector holding troops of the other side. */
export function inEnemyZoc(s: BelleState, sector: number, side: Side): boolean {
  return s.units.some((u) => u.sector !== null && u.side !== side && adjacent(u.sector, sector));
}

/** Entering this sector ends the move: cover, hill (fortifications count as cover), or enemy ZoC. */
export function stopsOnEntering(s: BelleState, sector: number, side: Side): boolean {
  const g = groundOf(s, sector);
  return g.cover || g.fortified || g.hill || inEnemyZoc(s, sector, side);
}

export interface PathRules {
  kind: MoveKind;
  /** INTERPENETRATION is only for a successfully activated unit. */
  interpenetrate: boolean;
}

/**
 * Every destination the unit may reach, with the shortest legal path (ties: the lowest sector
 * numbers first, so answers are stable). Staying put is not listed.
 */
export function moveOptions(s: BelleState, unitId: string, rules: PathRules): MoveOption[] {
  const u = unitById(s, unitId);
  if (u.sector === null) return [];
  const start = u.sector;
  const budget = allowance(s, unitId, rules.kind);
  const best = new Map<number, number[]>();
  // The walk asks the same sectors again and again: the enemy ZoC marked once (inEnemyZoc: the
  // sectors adjacent to an enemy unit), and each sector's occupant found once.
  const zoc = new Uint8Array(SECTOR_COUNT);
  for (const e of s.units) if (e.sector !== null && e.side !== u.side) for (const n of neighboursView(e.sector)) zoc[n] = 1;
  const inZoc = (x: number): boolean => zoc[x] === 1;
  // Each sector's occupant, found once: undefined not yet asked, null nobody.
  const occupants: (UnitState | null | undefined)[] = new Array(SECTOR_COUNT);
  const occupantOf = (x: number): UnitState | null => {
    let v = occupants[x];
    if (v === undefined) occupants[x] = v = unitAt(s, x) ?? null;
    return v;
  };
  // The path walked so far, one array pushed and popped (a path is copied only when it is the best yet).
  const path: number[] = [];
  const walk = (at: number) => {
    const depth = path.length;
    if (depth === budget) return;
    // No march out of rough terrain (the start sector included).
    if (rules.kind === 'march' && groundOf(s, at).rough) return;
    for (const next of neighboursView(at)) {
      if (next === start || path.includes(next)) continue;
      const sec = s.sectors[next]!;
      if (!sec.discovered || groundOf(s, next).impassable) continue;
      if (inZoc(at) && inZoc(next)) continue;
      const occupant = occupantOf(next);
      const g = groundOf(s, next);
      // stopsOnEntering, with the ZoC looked up once.
      const stop = g.cover || g.fortified || g.hill || inZoc(next);
      if (occupant) {
        // Pass through a friend only as the first sector entered, and only if the move can go on.
        if (occupant.side !== u.side || !rules.interpenetrate || depth > 0 || stop) continue;
        if (rules.kind === 'march' && g.rough) continue;
        path.push(next);
        walk(next);
        path.pop();
        continue;
      }
      path.push(next);
      const known = best.get(next);
      if (!known || path.length < known.length || (path.length === known.length && lexLess(path, known))) {
        best.set(next, path.slice());
      }
      if (!stop) walk(next);
      path.pop();
    }
  };
  walk(start);
  return [...best.entries()]
    .map(([to, path]) => ({ to, path, cost: path.length }))
    .sort((a, b) => a.to - b.to);
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Moves a unit along a path, marking it moved, noting rough ground, then discovering what it sees. */
export function placeAlong(s: BelleState, unitId: string, path: number[]): Discovery[] {
  if (path.length === 0) return [];
  const u = ownUnit(s, unitId);
  u.sector = path[path.length - 1]!;
  u.moved = true;
  u.movedOrFiredEver = true;
  if (path.some((p) => groundOf(s, p).rough)) u.enteredRough = true;
  return discoverFrom(s, u.sector);
}

/** The active unit makes its move (basic, or a march after a successful test). */
export function moveActive(prev: BelleState, kind: MoveKind, to: number): { state: BelleState; option: MoveOption; discovered: Discovery[] } {
  const a = prev.activation;
  if (!a) throw new RuleError('MOVEMENTS', 'no unit is being activated');
  if (a.movement) throw new RuleError('MOVEMENTS', `${a.unit} has already moved this activation`);
  if (a.fired || a.assaulted || a.assaultTarget) throw new RuleError('MOVEMENTS', 'movement comes before firing or an assault');
  const success = a.test?.success === true;
  if (kind === 'march' && !success) throw new RuleError('REACTIVITY TESTS', `${a.unit} must pass its reactivity test to march`);
  const option = moveOptions(prev, a.unit, { kind, interpenetrate: success }).find((o) => o.to === to);
  if (!option) throw new RuleError('MOVEMENTS', `${a.unit} cannot ${kind === 'march' ? 'march' : 'make a basic move'} to sector ${to}`);
  const s = nextState(prev);
  const discovered = placeAlong(s, a.unit, option.path);
  s.activation!.movement = kind;
  s.activation!.moved = option.cost;
  return { state: s, option, discovered };
}
