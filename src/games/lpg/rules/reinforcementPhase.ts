// §14-§16 the Reinforcement phase, and the attrition rules it applies (§7, §8): supply status for
// every stack (rules/supply.ts), the unsupplied marker, attrition after a second unsupplied turn
// and dissolution after the third; resting off attrition; razing (double capacity once, a razed
// marker for the rest of the year, the Loyalty Index against the razer); the die for men and
// supply points plus the timetable and the Loyalty Index's band; buying units and the timeline.
import { PLACES } from '../map';
import { POINTS_BY_ROLL, TIMETABLE, UNSUPPLIED_DISSOLVE_TURNS } from '../tables/supply';
import { UNIT_SPECS } from '../tables/units';
import { LAST_TURN, monthOfTurn, TURNS_PER_MONTH } from '../tables/weather';
import type { HexId, Side, UnitType } from '../types';
import type { CombatUnit } from './combat';
import type { Roll } from './dice';
import { place } from './hex';
import { allocateSupply, type SupplyStack, type SupplyWorld } from './supply';
import { loyaltyBand, loyaltyForRazing } from './victory';

export interface PhaseUnit extends CombatUnit {
  /** Consecutive reinforcement phases found unsupplied (0: supplied). */
  unsuppliedTurns: number;
}

/** §15 which stacks are supplied this phase (the supply rules of rules/supply.ts, razing included). */
export function supplyStatus(stacks: readonly SupplyStack[], world: SupplyWorld): Map<string, boolean> {
  return allocateSupply(stacks, world);
}

/** §7, §8 attrition on a unit: a full unit flips to understrength; an understrength one dissolves (null). */
export function sufferAttrition<U extends CombatUnit>(u: U): U | null {
  return u.understrength ? null : { ...u, understrength: true };
}

export interface SupplyApplied<U> {
  units: U[];
  /** Ids of the units that dissolved. */
  dissolved: string[];
}

/**
 * §15 a stack's units after the supply check: supplied units lose the marker; unsupplied ones
 * count a turn: the first gives the marker, the second attrition (flip; an understrength unit
 * dissolves), the third in a row dissolves the unit.
 */
export function applySupply<U extends PhaseUnit>(units: readonly U[], supplied: boolean): SupplyApplied<U> {
  const out: U[] = [];
  const dissolved: string[] = [];
  for (const u of units) {
    if (UNIT_SPECS[u.type].lossGroup === 'none') {
      out.push(u);
      continue; // trains need no supply (they are supply)
    }
    if (supplied) {
      out.push({ ...u, unsuppliedTurns: 0, unsupplied: false });
      continue;
    }
    const turns = u.unsuppliedTurns + 1;
    if (turns >= UNSUPPLIED_DISSOLVE_TURNS) {
      dissolved.push(u.id);
      continue;
    }
    let next: U | null = { ...u, unsuppliedTurns: turns, unsupplied: true };
    if (turns === 2) next = sufferAttrition(next);
    if (next) out.push(next);
    else dissolved.push(u.id);
  }
  return { units: out, dissolved };
}

/** §7 resting: an understrength unit that spent the turn in a settlement without moving loses attrition for one recruitment point. */
export function mayRest(u: CombatUnit, inSettlement: boolean, moved: boolean, recruits: number): boolean {
  return u.understrength && inSettlement && !moved && recruits >= 1;
}
export function rest<U extends CombatUnit>(u: U): U {
  return { ...u, understrength: false };
}

export interface Points {
  supply: number;
  recruits: number;
}

/** §16 the points a side gains this phase for a die roll: the chart's row, the month's timetable and the Loyalty Index's band (never below 0). */
export function pointsForRoll(side: Side, turn: number, loyalty: number, roll: number): Points {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) throw new Error(`points roll must be 1..6, got ${roll}`);
  const row = POINTS_BY_ROLL[roll - 1]!;
  const tt = TIMETABLE[side][monthOfTurn(turn)];
  const band = loyaltyBand(loyalty);
  return {
    supply: Math.max(0, row.supply + tt.supply + (side === 'british' ? band.britishSupply : 0)),
    recruits: Math.max(0, row.recruits + tt.recruits + (side === 'american' ? band.americanRecruits : 0)),
  };
}

/** §16 rolls the men-and-supply die and adds the points to what the side holds ("all points can be accumulated"). */
export function gainPoints(pool: Points, side: Side, turn: number, loyalty: number, roll: Roll): { pool: Points; roll: number; gained: Points } {
  const r = roll(6);
  const gained = pointsForRoll(side, turn, loyalty, r);
  return { pool: { supply: pool.supply + gained.supply, recruits: pool.recruits + gained.recruits }, roll: r, gained };
}

export interface TimelineEntry {
  type: UnitType;
  /** The settlement (place id) it appears at. */
  place: string;
  /** The game turn it appears (in that turn's reinforcement phase). */
  ready: number;
}

export interface OrderContext {
  side: Side;
  turn: number;
  /** Settlements the side holds. */
  friendly: ReadonlySet<string>;
  razed: ReadonlySet<string>;
  /** Hexes holding enemy units. */
  enemy: ReadonlySet<HexId>;
}

export type OrderRefusal = 'side' | 'place' | 'settlement-kind' | 'supply' | 'recruits';

/** §16 why a unit may not be ordered at this settlement now, or null (paid the turn it is ordered). */
export function orderRefusal(pool: Points, type: UnitType, placeId: string, ctx: OrderContext): OrderRefusal | null {
  const spec = UNIT_SPECS[type];
  if (!spec.sides.includes(ctx.side)) return 'side';
  const p = PLACES.find((x) => x.id === placeId);
  if (!p || !ctx.friendly.has(p.id) || ctx.razed.has(p.id) || ctx.enemy.has(p.hex)) return 'place';
  if (!spec.appearsAt.includes(p.kind)) return 'settlement-kind';
  if (pool.supply < spec.supplyCost) return 'supply';
  if (pool.recruits < spec.recruitCost) return 'recruits';
  return null;
}

/** §16 orders a unit: pays its points now and puts it on the timeline for the turn it is built. */
export function orderUnit(pool: Points, type: UnitType, placeId: string, ctx: OrderContext): { pool: Points; entry: TimelineEntry } {
  const why = orderRefusal(pool, type, placeId, ctx);
  if (why) throw new Error(`§16 cannot order ${type} at ${placeId}: ${why}`);
  const spec = UNIT_SPECS[type];
  return { pool: { supply: pool.supply - spec.supplyCost, recruits: pool.recruits - spec.recruitCost }, entry: { type, place: placeId, ready: ctx.turn + spec.buildTurns } };
}

/**
 * §16 the timeline's units due this turn: those whose settlement the side still holds (unrazed, no
 * enemy in it) appear there; the others wait on the timeline until it is held again (rules notes).
 */
export function dueArrivals(timeline: readonly TimelineEntry[], turn: number, ctx: Omit<OrderContext, 'turn' | 'side'>): { arrive: TimelineEntry[]; wait: TimelineEntry[] } {
  const arrive: TimelineEntry[] = [];
  const wait: TimelineEntry[] = [];
  for (const e of timeline) {
    const ok = e.ready <= turn && ctx.friendly.has(e.place) && !ctx.razed.has(e.place) && !ctx.enemy.has(place(e.place).hex);
    (ok ? arrive : wait).push(e);
  }
  return { arrive, wait };
}

/** The last game turn of 1776 (December's fourth). */
export const LAST_TURN_1776 = 3 * TURNS_PER_MONTH;

/**
 * §15 razing: the settlement supplies double this phase (pass it in SupplyWorld.razingNow), then
 * bears a razed marker "for the rest of the year": through December if razed in 1776, to the end
 * of the game if in 1777 (rules notes). The Loyalty Index moves against the side that razes.
 */
export function raze(side: Side, turn: number): { razedThrough: number; loyalty: number } {
  return { razedThrough: turn <= LAST_TURN_1776 ? LAST_TURN_1776 : LAST_TURN, loyalty: loyaltyForRazing(side) };
}

/** §15 whether a settlement razed through `razedThrough` is still razed on `turn`. */
export function stillRazed(razedThrough: number, turn: number): boolean {
  return turn <= razedThrough;
}
