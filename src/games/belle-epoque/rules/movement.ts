// MOVEMENTS and INTERPENETRATION: basic move (1 UD) or march (the movement table), stopping on
// entering cover, a hill or an enemy ZoC, never from one enemy ZoC into another, no march out of
// rough terrain, no impassable sectors; a successfully activated unit may pass through one friendly
// unit it starts next to.
import { MOVEMENT_TABLE } from '../data';
import { SECTOR_COUNT, adjacent, neighboursView } from './hex';
import { type BelleState, type UnitState, RuleError, cardOf, nextState, groundOf, ownUnit, unitById } from '../state';
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
  if (!search(s, unitId, rules, true)) return [];
  // In sector order (what sorting by destination gave).
  const best = BEST;
  const out: MoveOption[] = [];
  for (let to = 0; to < SECTOR_COUNT; to++) {
    const p = best[to];
    if (p === null) continue;
    best[to] = null;
    out.push({ to, path: p!, cost: p!.length });
  }
  return out;
}

/** The destinations of moveOptions alone, in the same order (no paths kept: the legal list's moves). */
export function moveDestinations(s: BelleState, unitId: string, rules: PathRules): number[] {
  if (!search(s, unitId, rules, false)) return [];
  const reached = REACHED;
  const out: number[] = [];
  for (let to = 0; to < SECTOR_COUNT; to++) if (reached[to] === 1) out.push(to);
  return out;
}

/**
 * The walk of moveOptions: every sector the unit may reach, into REACHED, and with `paths` the
 * shortest legal path to each (ties: the lowest sector numbers first) into BEST. False if the unit
 * is not on the board.
 */
function search(s: BelleState, unitId: string, rules: PathRules, paths: boolean): boolean {
  const u = unitById(s, unitId);
  if (u.sector === null) return false;
  const start = u.sector;
  const budget = allowance(s, unitId, rules.kind);
  // Scratch tables made once (the walk never runs inside itself), cleared here (the best paths
  // also as moveOptions reads them out, so that none is kept).
  const best = BEST.fill(null);
  const reached = REACHED.fill(0);
  // The walk asks the same sectors again and again: the enemy ZoC marked once (inEnemyZoc: the
  // sectors adjacent to an enemy unit), and each sector's occupant (unitAt) once.
  const zoc = ZOC.fill(0);
  const occupants = OCCUPANTS.fill(null);
  for (const e of s.units) {
    if (e.sector === null) continue;
    // unitAt gives the first unit in the list standing there.
    if (occupants[e.sector] === null) occupants[e.sector] = e;
    if (e.side !== u.side) for (const n of neighboursView(e.sector)) zoc[n] = 1;
  }
  // The path walked so far, one array pushed and popped (a path is copied only when it is the best yet).
  const path: number[] = [];
  const walk = (at: number) => {
    const depth = path.length;
    if (depth === budget) return;
    // No march out of rough terrain (the start sector included).
    if (rules.kind === 'march' && groundOf(s, at).rough) return;
    const atZoc = zoc[at] === 1;
    for (const next of neighboursView(at)) {
      if (next === start || path.includes(next)) continue;
      const sec = s.sectors[next]!;
      if (!sec.discovered || groundOf(s, next).impassable) continue;
      const nextZoc = zoc[next] === 1;
      if (atZoc && nextZoc) continue;
      const occupant = occupants[next] ?? null;
      const g = groundOf(s, next);
      // stopsOnEntering, with the ZoC looked up once.
      const stop = g.cover || g.fortified || g.hill || nextZoc;
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
      reached[next] = 1;
      if (paths) {
        const known = best[next];
        if (!known || path.length < known.length || (path.length === known.length && lexLess(path, known))) {
          best[next] = path.slice();
        }
      }
      if (!stop) walk(next);
      path.pop();
    }
  };
  walk(start);
  return true;
}

/** The walk's scratch tables, by sector: reached, the best path found, the enemy ZoC, the occupant. */
const REACHED = new Uint8Array(SECTOR_COUNT);
const BEST: (number[] | null)[] = new Array<number[] | null>(SECTOR_COUNT).fill(null);
const ZOC = new Uint8Array(SECTOR_COUNT);
const OCCUPANTS: (UnitState | null)[] = new Array<UnitState | null>(SECTOR_COUNT).fill(null);

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
