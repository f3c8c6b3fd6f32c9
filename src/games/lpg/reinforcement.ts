// The Reinforcement phase of La Petite Guerre (§14-§16) joined to the state, for the phasing side,
// after its Combat phase: settlements change hands where one side alone stands (rules notes); supply
// for every stack of the side (rules/reinforcementPhase.ts supplyStatus over rules/supply.ts, the
// baggage trains as travelling villages), the unsupplied count (marker, attrition, dissolution); the
// die for men and supply points; the units due on the timeline appear, leaderless, at their
// settlements. Then the side's decisions: order units (§16, paid now, on the timeline), rest an
// understrength unit in a settlement (§7, one recruitment point), combine understrength units (§8),
// end the phase. Razing (§15): where a stack of the side would be unsupplied and traces to a
// settlement of limited capacity, the phase opens with the supply determination (`razing` set):
// the side may raze such settlements (double capacity for this determination, a razed marker for the
// rest of the year, the Loyalty Index against it) and then traces supply; with nothing to raze the
// step passes by itself (rules notes, "Landings and razing in play"). Pure functions over a copy the
// caller owns.
import { PLACES } from './map';
import { applySupply, dueArrivals, gainPoints, mayRest, orderRefusal, orderUnit, raze, stillRazed, supplyStatus, type OrderContext, type PhaseUnit, type TimelineEntry } from './rules/reinforcementPhase';
import { traceSupply } from './rules/supply';
import { shiftLoyalty, winterPlunder } from './rules/victory';
import { settleVictory } from './end';
import { rollFrom } from './rules/dice';
import { sparedByBounty } from './rules/actionCards';
import { combineOptions } from './rules/combatResolution';
import { networkParts, supplySources, type SupplyStack, type SupplyWorld } from './rules/supply';
import { UNIT_SPECS } from './tables/units';
import { occupied, unitHex, type LpgState, type UnitState } from './state';
import { otherSide, type HexId, type Side, type UnitType } from './types';

export type { TimelineEntry };

/** Hexes holding units or commanders of `side` (markers aside: supply follows the troops). */
function troopHexes(s: LpgState, side: Side): Set<HexId> {
  return new Set([...s.units.filter((u) => u.side === side).map((u) => unitHex(s, u)), ...s.commanders.filter((c) => c.side === side && !c.lost).map((c) => c.hex)]);
}

function friendly(s: LpgState, side: Side): Set<string> {
  return new Set(PLACES.filter((p) => s.holders[p.id] === side).map((p) => p.id));
}

/** §16 what an order is checked against for `side` now. */
export function orderContext(s: LpgState, side: Side): OrderContext {
  return { side, turn: s.turn, friendly: friendly(s, side), razed: new Set(s.razed), enemy: troopHexes(s, otherSide(side)) };
}

const UNIT_TYPES = Object.keys(UNIT_SPECS) as UnitType[];

/** §16 every unit the side may order now, at every settlement that may raise it. */
export function orderOptions(s: LpgState, side: Side): { type: UnitType; place: string }[] {
  const ctx = orderContext(s, side);
  const out: { type: UnitType; place: string }[] = [];
  for (const type of UNIT_TYPES) for (const p of PLACES) if (orderRefusal(s.points[side], type, p.id, ctx) === null) out.push({ type, place: p.id });
  return out;
}

/** §7 the side's understrength units that may rest now (in a settlement it holds, not moved this turn, a recruitment point to pay). */
export function restOptions(s: LpgState, side: Side): string[] {
  const held = new Set(PLACES.filter((p) => s.holders[p.id] === side).map((p) => p.hex));
  return s.units
      .filter((u) => u.side === side && mayRest({ id: u.id, type: u.type, understrength: u.understrength }, held.has(unitHex(s, u)), u.moved, s.points[side].recruits))
    .map((u) => u.id)
    .sort();
}

/** The side's stacks as supply takes them: each commander with his rack, and the leaderless units of each hex. */
function supplyStacks(s: LpgState, side: Side): { stack: SupplyStack; units: UnitState[] }[] {
  const out: { stack: SupplyStack; units: UnitState[] }[] = [];
  for (const c of s.commanders) {
    if (c.side !== side || c.lost) continue;
    const units = s.units.filter((u) => u.commander === c.id);
    if (units.length) out.push({ stack: { id: c.id, hex: c.hex, types: units.map((u) => u.type) }, units });
  }
  const hexes = new Set(s.units.filter((u) => u.side === side && u.commander === null).map((u) => u.hex!));
  for (const h of [...hexes].sort()) {
    const units = s.units.filter((u) => u.side === side && u.commander === null && u.hex === h);
    out.push({ stack: { id: `hex:${h}`, hex: h, types: units.map((u) => u.type) }, units });
  }
  return out;
}

/**
 * §15 the world the side's supply is traced in now (the settlements razed in this determination
 * supply double): among the enemy's troops, or (`seen`) among every enemy marker as the side sees the
 * map, where it decides whether to raze (a decoy on a road looks like a cut; nothing hidden leaks).
 */
function supplyWorld(s: LpgState, side: Side, seen = false): SupplyWorld {
  return {
    // §5 Forage Denied: the village supplies nothing this turn (as if razed, for this trace only).
    side, enemy: seen ? occupied(s, otherSide(side)) : troopHexes(s, otherSide(side)), friendly: friendly(s, side), razed: new Set([...s.razed, ...s.cardEffects.forageDenied]), razingNow: new Set(s.razing ?? []),
    trains: s.units.filter((u) => u.side === side && u.type === 'baggage').map((u) => unitHex(s, u)),
  };
}

/**
 * §15 the settlements the side may raze in this supply determination (rules notes): one it holds,
 * unrazed and free of the enemy, of limited capacity (not a port: doubling limitless gives nothing),
 * that a stack of the side which looks short of supply now traces to (reckoned on the enemy's markers
 * as the side sees them; the determination itself follows the real troops).
 */
export function razeOptions(s: LpgState, side: Side): string[] {
  const stacks = supplyStacks(s, side).map((x) => x.stack);
  const world = supplyWorld(s, side, true);
  const status = supplyStatus(stacks, world);
  const out = new Set<string>();
  const sources = supplySources(world);
  const parts = networkParts(world);
  for (const st of stacks) {
    if (status.get(st.id)) continue;
    for (const src of traceSupply(st.hex, world, sources, parts).sources) {
      const p = PLACES.find((x) => x.id === src.id);
      if (p && p.kind !== 'port' && !s.razed.includes(p.id)) out.add(p.id);
    }
  }
  return [...out].sort();
}

/** §15 a razed marker stays for the rest of the year (rules/reinforcementPhase.ts raze): markers whose year is over come off. */
export function expireRazedMarkers(s: LpgState): void {
  const keep = s.razed.filter((p) => stillRazed(s.razedThrough[p] ?? 0, s.turn));
  if (keep.length === s.razed.length) return;
  for (const p of s.razed) if (!keep.includes(p)) (delete s.razedThrough[p]), s.log.push(`§15 the razed marker at ${p} comes off (a new year).`);
  s.razed = keep;
}

/** §15 the side razes a settlement: double its capacity in this determination, razed for the rest of the year, the Loyalty Index against the side; then supply is traced once nothing more may be razed. */
export function applyRaze(s: LpgState, side: Side, placeId: string): void {
  const r = raze(side, s.turn);
  s.razed.push(placeId);
  s.razedThrough[placeId] = r.razedThrough;
  s.razing = [...(s.razing ?? []), placeId];
  s.loyalty = shiftLoyalty(s.loyalty, r.loyalty);
  s.log.push(`§15 the ${side} side razes ${placeId} (razed through turn ${r.razedThrough}); Loyalty ${s.loyalty}.`);
  if (settleVictory(s, false)) {
    s.razing = null;
    return;
  }
  if (razeOptions(s, side).length === 0) determineSupply(s);
}

/** The log line's start for the winter plunder (beats.ts reads the Index's move from it). */
export const WINTER_PLUNDER_LOG = '§15 winter quarters: the British plunder New Jersey;';

/** §14 opens the side's Reinforcement phase: holders; then the supply determination, open for razing where it could help (§15), else at once. */
export function openReinforcementPhase(s: LpgState): void {
  s.phase = 'reinforcement';
  // Settlements: one side's troops alone in its hex hold it (rules notes).
  const am = troopHexes(s, 'american');
  const br = troopHexes(s, 'british');
  for (const p of PLACES) {
    if (am.has(p.hex) && !br.has(p.hex)) s.holders[p.id] = 'american';
    else if (br.has(p.hex) && !am.has(p.hex)) s.holders[p.id] = 'british';
  }
  if (razeOptions(s, s.side).length > 0) {
    s.razing = [];
    return;
  }
  determineSupply(s);
}

/** §15 supply traced for every stack (the settlements razed now double), §16 points, arrivals (all by the rules, no choice). */
export function determineSupply(s: LpgState): void {
  const side = s.side;
  // §15 winter quarters and plunder (authored): the British quartered in New Jersey's towns turn the people back.
  const plunder = winterPlunder(side, s.turn, (p) => s.holders[p] === 'british');
  if (plunder) {
    const was = s.loyalty;
    s.loyalty = shiftLoyalty(s.loyalty, plunder);
    s.log.push(`${WINTER_PLUNDER_LOG} Loyalty ${was} -> ${s.loyalty}.`);
  }
  // §15 supply.
  const stacks = supplyStacks(s, side);
  const world = supplyWorld(s, side);
  s.razing = null;
  const status = supplyStatus(stacks.map((x) => x.stack), world);
  for (const { stack, units } of stacks) {
    const supplied = status.get(stack.id) ?? false;
    const asPhase: PhaseUnit[] = units.map((u) => ({ id: u.id, type: u.type, understrength: u.understrength, elite: u.elite, unsupplied: u.unsupplied > 0, unsuppliedTurns: u.unsupplied }));
    const applied = applySupply(asPhase, supplied);
    // §5 $10 Bounty: no unit of the side dissolves in this supply (rules/actionCards.ts sparedByBounty).
    const spared = s.cardEffects.bounty === side ? applied.dissolved : [];
    for (const id of spared) Object.assign(s.units.find((x) => x.id === id)!, sparedByBounty(s.units.find((x) => x.id === id)!));
    const gone = new Set(applied.dissolved.filter((id) => !spared.includes(id)));
    for (const a of applied.units) {
      const u = s.units.find((x) => x.id === a.id)!;
      u.unsupplied = a.unsuppliedTurns;
      u.understrength = a.understrength;
    }
    if (gone.size) {
      s.units = s.units.filter((u) => !gone.has(u.id));
      s.log.push(`§15 unsupplied, ${[...gone].join(', ')} dissolve.`);
    }
    if (!supplied) s.log.push(`§15 ${stack.id} is unsupplied.`);
  }
  // §16 the die for men and supply points.
  const g = gainPoints(s.points[side], side, s.turn, s.loyalty, rollFrom(s.rng));
  s.points[side] = g.pool;
  s.log.push(`§16 the ${side} side rolls ${g.roll}: +${g.gained.supply} supply, +${g.gained.recruits} recruits.`);
  // §16 arrivals from the timeline.
  const ctx = orderContext(s, side);
  const { arrive, wait } = dueArrivals(s.timeline[side], s.turn, ctx);
  arrive.forEach((e, i) => {
    const hex = PLACES.find((p) => p.id === e.place)!.hex;
    s.units.push({ id: `${side}-raised-${s.turn}-${i + 1}`, side, type: e.type, elite: false, commander: null, hex, phantom: null, understrength: false, unsupplied: 0, moved: false, crossing: null, selfCommand: false });
    s.log.push(`§16 a new ${e.type} unit appears at ${e.place}.`);
  });
  s.timeline[side] = wait;
}

/** §16 orders a unit: its points paid now, on the timeline for the turn it is built. */
export function applyOrder(s: LpgState, side: Side, type: UnitType, place: string): void {
  const o = orderUnit(s.points[side], type, place, orderContext(s, side));
  s.points[side] = o.pool;
  s.timeline[side].push(o.entry);
  s.log.push(`§16 the ${side} side orders a unit.`);
}

/**
 * §8 combining in the Reinforcement phase: an understrength unit is taken off and two understrength
 * units of the same type in the same hex return to full strength (rules/combatResolution.ts
 * combineOptions; rules notes). Each option [absorbed, [into, into]].
 */
export function combineChoices(s: LpgState, side: Side): [string, [string, string]][] {
  const byHex = new Map<HexId, UnitState[]>();
  for (const u of s.units) if (u.side === side && u.understrength) byHex.set(unitHex(s, u), [...(byHex.get(unitHex(s, u)) ?? []), u]);
  const out: [string, [string, string]][] = [];
  for (const h of [...byHex.keys()].sort()) out.push(...combineOptions(byHex.get(h)!.map((u) => ({ id: u.id, type: u.type, understrength: true }))));
  return out;
}

/** §8 combines: `absorbed` ceases to exist, `into` return to full strength (unsupplied if any of the three was, §15). */
export function applyCombine(s: LpgState, absorbed: string, into: readonly [string, string]): void {
  const three = [absorbed, ...into].map((id) => s.units.find((u) => u.id === id)!);
  const unsupplied = Math.max(...three.map((u) => u.unsupplied));
  s.units = s.units.filter((u) => u.id !== absorbed);
  for (const u of s.units) if (into.includes(u.id)) (u.understrength = false), (u.unsupplied = unsupplied);
  s.log.push(`§8 ${absorbed} is combined into ${into.join(' and ')}.`);
}

/** §7 an understrength unit rests off its attrition for one recruitment point. */
export function applyRest(s: LpgState, side: Side, unit: string): void {
  const u = s.units.find((x) => x.id === unit)!;
  u.understrength = false;
  s.points[side].recruits -= 1;
  s.log.push(`§7 ${unit} rests to full strength.`);
}
