// Lookups over a conflict's data (made once per conflict) and the state questions every rule asks:
// where a unit is, which side of its counter is up, who is in an area, what a move costs.
import { SCENARIOS } from '../scenarios';
import type { Scenario } from '../scenario';
import type { BbwState, ScenarioId, UnitState } from '../state';
import type { AreaDef, DamagedBoxDef, RearAreaDef, Side, UnitDef } from '../types';

export interface Board {
  scenario: Scenario;
  areas: ReadonlyMap<string, AreaDef>;
  /** For each area, its neighbours and whether a road joins them. Symmetric. */
  adjacent: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
  rears: ReadonlyMap<string, RearAreaDef>;
  damagedBoxes: ReadonlyMap<string, DamagedBoxDef>;
  /** The first Rear Area / Damaged Units box of each side: where its units go (6.22, 6.21, 7.0). */
  homeRear: Record<Side, string>;
  homeDamaged: Record<Side, string>;
  units: ReadonlyMap<string, UnitDef>;
}

const BOARDS = new Map<string, Board>();

export function boardFor(id: ScenarioId): Board {
  const cached = BOARDS.get(id);
  if (cached) return cached;
  const scenario = SCENARIOS[id];
  const d = scenario.data;
  const adjacent = new Map<string, Map<string, boolean>>(d.areas.map((a) => [a.id, new Map<string, boolean>()]));
  for (const c of d.connections) {
    const a = adjacent.get(c.a);
    const b = adjacent.get(c.b);
    if (!a || !b) throw new Error(`connection ${c.a}-${c.b} names an unknown area`);
    a.set(c.b, c.road);
    b.set(c.a, c.road);
  }
  const home = <T extends { id: string; side: Side }>(list: T[], side: Side): string => {
    const x = list.find((r) => r.side === side);
    if (!x) throw new Error(`${d.id}: no box for ${side}`);
    return x.id;
  };
  const board: Board = {
    scenario,
    areas: new Map(d.areas.map((a) => [a.id, a])),
    adjacent,
    rears: new Map(d.rearAreas.map((r) => [r.id, r])),
    damagedBoxes: new Map(d.damagedBoxes.map((r) => [r.id, r])),
    homeRear: { white: home(d.rearAreas, 'white'), grey: home(d.rearAreas, 'grey') },
    homeDamaged: { white: home(d.damagedBoxes, 'white'), grey: home(d.damagedBoxes, 'grey') },
    units: new Map(d.units.map((u) => [u.id, u])),
  };
  BOARDS.set(id, board);
  return board;
}

export const boardOf = (s: BbwState): Board => boardFor(s.options.scenario);

export function defOf(s: BbwState, id: string): UnitDef {
  const d = boardOf(s).units.get(id);
  if (!d) throw new Error(`no unit "${id}"`);
  return d;
}

export const isArea = (s: BbwState, loc: string): boolean => boardOf(s).areas.has(loc);
export const isRear = (s: BbwState, loc: string): boolean => boardOf(s).rears.has(loc);
export const isDamagedBox = (s: BbwState, loc: string): boolean => boardOf(s).damagedBoxes.has(loc);

export function areaDef(s: BbwState, id: string): AreaDef {
  const a = boardOf(s).areas.get(id);
  if (!a) throw new Error(`no area "${id}"`);
  return a;
}

/** Whether two map areas are adjacent. */
export const adjacent = (s: BbwState, a: string, b: string): boolean => boardOf(s).adjacent.get(a)?.has(b) ?? false;
export const neighbours = (s: BbwState, a: string): string[] => [...(boardOf(s).adjacent.get(a)?.keys() ?? [])];

/** 2.4: undisrupted, disrupted, or damaged (in a Damaged Units box). */
export type Step = 'undisrupted' | 'disrupted' | 'damaged';
export function stepOf(s: BbwState, u: UnitState): Step {
  if (isDamagedBox(s, u.loc)) return 'damaged';
  return u.disrupted ? 'disrupted' : 'undisrupted';
}

/** 2.1: the Combat Value on the side of the counter now up. */
export function cvOf(s: BbwState, u: UnitState): number {
  const d = defOf(s, u.id);
  return u.disrupted ? d.cvDisrupted : d.cv;
}

export const sideOf = (s: BbwState, id: string): Side => defOf(s, id).side;

/** Units of `side` (or both) of `kind` (or both) in a location. */
export function unitsAt(s: BbwState, loc: string, side?: Side, kind?: 'ground' | 'air'): UnitState[] {
  return s.units.filter((u) => {
    if (u.loc !== loc) return false;
    const d = defOf(s, u.id);
    return (side === undefined || d.side === side) && (kind === undefined || d.kind === kind);
  });
}

/** 6.11 / 6.32: an area holds undisrupted enemy ground units. */
export const undisruptedEnemyGround = (s: BbwState, area: string, side: Side): boolean =>
  unitsAt(s, area, side === 'white' ? 'grey' : 'white', 'ground').some((u) => !u.disrupted);

/** 6.23: an area holds undisrupted enemy units (ground or air). */
export const undisruptedEnemy = (s: BbwState, area: string, side: Side): boolean =>
  unitsAt(s, area, side === 'white' ? 'grey' : 'white').some((u) => !u.disrupted);

/** The Rear Areas of a side. */
export const rearsOf = (s: BbwState, side: Side): RearAreaDef[] => [...boardOf(s).rears.values()].filter((r) => r.side === side);
