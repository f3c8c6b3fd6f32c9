// Every decision a Belle Epoque player makes is an event tagged with its side. For each event
// type, the choices the rules allow now (from the machine's context alone); the machine's guards
// accept exactly these. Also what the active unit may do now (moves with their cost, fire targets
// with the to-hit number, assault targets with both levels), for the legal events and the table.
import { memoChoices } from '../../core/legalMemo';
import { BASIC_SCORE, MOVEMENT_TABLE, TERRAIN } from './data';
import { type SuccessLevel, assaultCheck, successLevel } from './rules/assault';
import { type FireOption, fireCheck, fireOption } from './rules/firing';
import { adjacent, distance, isSector, sectorLabel } from './rules/hex';
import { evadeOptions } from './rules/reactions';
import { citeLeadingSection } from './ruleLabels';
import { type MoveKind, type MoveOption, moveDestinations, moveOptions } from './rules/movement';
import { activatableUnits, carryOpen, carryForced, fallBackChoices, fireLossPaths, mayEvade, salvoUnits } from './rules/steps';
import { type BelleContext, type BelleState, cardOf, liveUnits, unitAt, unitById } from './state';
import { otherSide, type Side } from './types';

export type BelleEvent =
  | { type: 'activate'; side: Side; unit: string }
  | { type: 'test'; side: Side; commandPoints: number }
  | { type: 'move'; side: Side; kind: MoveKind; to: number }
  | { type: 'fire'; side: Side; target: string }
  | { type: 'assault'; side: Side; target: string }
  | { type: 'endActivation'; side: Side }
  | { type: 'takeFire'; side: Side; path: number[] }
  | { type: 'salvo'; side: Side; unit: string; commandPoints: number }
  | { type: 'evade'; side: Side; commandPoints: number }
  | { type: 'pass'; side: Side }
  | { type: 'evadeTo'; side: Side; to: number }
  | { type: 'fallBack'; side: Side; path: number[] }
  | { type: 'carry'; side: Side }
  | { type: 'holdPosition'; side: Side };

export type BelleEventType = BelleEvent['type'];

/**
 * REACTIVITY TESTS: Command Points worth adding, 0 up to what the side has, and never more than
 * make the test certain (a roll of 6 at or under the total).
 */
export function commandPointChoices(s: BelleState, unitId: string): number[] {
  const u = unitById(s, unitId);
  const basic = BASIC_SCORE[cardOf(u).reactivity][u.order];
  const max = Math.min(s.commandPoints[u.side], Math.max(0, 6 - basic));
  return Array.from({ length: max + 1 }, (_, i) => i);
}

const activeSide = (c: BelleContext): Side | null => {
  const a = c.game.activation;
  return a ? unitById(c.game, a.unit).side : null;
};
/** The active unit is free to act: tested, with nothing pending. */
const freeToAct = (c: BelleContext): boolean =>
  !!c.game.activation?.test && !c.fire && !c.reaction && !c.fallBack && !c.carry;
const sideOf = (c: BelleContext, unit: string): Side => unitById(c.game, unit).side;
/** A reaction window waiting on the defender's side. */
const reactionOpen = (c: BelleContext): boolean => !!c.reaction && !c.reaction.evading && !c.fire;

type Gen = (c: BelleContext) => BelleEvent[];

export const GENERATORS: Record<BelleEventType, Gen> = {
  activate: (c) => {
    const side = c.game.drawn;
    if (!side || c.game.activation) return [];
    return activatableUnits(c.game, side).map((unit) => ({ type: 'activate', side, unit }));
  },
  test: (c) => {
    const a = c.game.activation;
    if (!a || a.test) return [];
    const side = activeSide(c)!;
    return commandPointChoices(c.game, a.unit).map((commandPoints) => ({ type: 'test', side, commandPoints }));
  },
  move: (c) => (freeToAct(c) ? legalMoveEvents(c.game, activeSide(c)!) : []),
  fire: (c) => (freeToAct(c) ? legalFireTargets(c.game).map((f) => ({ type: 'fire', side: activeSide(c)!, target: f.target })) : []),
  assault: (c) => (freeToAct(c) ? legalAssaultEvents(c.game, activeSide(c)!) : []),
  endActivation: (c) => (freeToAct(c) ? [{ type: 'endActivation', side: activeSide(c)! }] : []),
  takeFire: (c) => (c.fire ? fireLossPaths(c).map((path) => ({ type: 'takeFire', side: sideOf(c, c.fire!.target), path })) : []),
  salvo: (c) =>
    reactionOpen(c)
      ? salvoUnits(c).flatMap((unit) => commandPointChoices(c.game, unit).map((commandPoints) => ({ type: 'salvo' as const, side: sideOf(c, unit), unit, commandPoints })))
      : [],
  evade: (c) =>
    reactionOpen(c) && mayEvade(c)
      ? commandPointChoices(c.game, c.reaction!.defender).map((commandPoints) => ({ type: 'evade', side: sideOf(c, c.reaction!.defender), commandPoints }))
      : [],
  pass: (c) => (reactionOpen(c) && (salvoUnits(c).length > 0 || mayEvade(c)) ? [{ type: 'pass', side: sideOf(c, c.reaction!.defender) }] : []),
  evadeTo: (c) => {
    const r = c.reaction;
    if (!r?.evading) return [];
    return evadeOptions(c.game, r.attacker, r.defender).map((o) => ({ type: 'evadeTo', side: sideOf(c, r.defender), to: o.to }));
  },
  fallBack: (c) => (c.fallBack ? fallBackChoices(c).map((path) => ({ type: 'fallBack', side: sideOf(c, c.fallBack!.unit), path })) : []),
  carry: (c) => (!c.fallBack && carryOpen(c) ? [{ type: 'carry', side: sideOf(c, c.carry!.unit) }] : []),
  holdPosition: (c) => (!c.fallBack && carryOpen(c) && !carryForced(c) ? [{ type: 'holdPosition', side: sideOf(c, c.carry!.unit) }] : []),
};

// Contexts are never changed once assigned, so each one's choices are worked out once (the
// legal list, the guards and the bots all ask for them: src/core/legalMemo.ts).
/** The legal events of one type in this context (cached per context). */
export const choicesOf: (c: BelleContext, type: BelleEventType) => BelleEvent[] = memoChoices<BelleContext, BelleEvent>(GENERATORS);

/** Nothing left for the active unit (it acted, or was destroyed): its activation ends. */
export function activationSpent(c: BelleContext): boolean {
  const a = c.game.activation;
  if (!a || unitById(c.game, a.unit).sector === null || a.fired || a.assaulted) return true;
  return choicesOf(c, 'assault').length === 0 && choicesOf(c, 'fire').length === 0 && choicesOf(c, 'move').length === 0;
}

/** Canonical key of an event: equal keys, equal events. */
export function eventKey(ev: { type: string }): string {
  const e = ev as unknown as Record<string, unknown>;
  return JSON.stringify(Object.keys(e).sort().map((k) => [k, e[k]]));
}

export function isLegal(c: BelleContext, ev: BelleEvent): boolean {
  if (c.outcome || !ev || typeof ev !== 'object') return false;
  if (!GENERATORS[ev.type]) return false;
  const choices = choicesOf(c, ev.type);
  // The event handed over is most often one of the listed ones itself (the driver's, a bot's).
  if (choices.includes(ev)) return true;
  const key = eventKey(ev);
  return choices.some((e) => eventKey(e) === key);
}

/** The rules section each kind of decision comes from: refusals cite it. */
export const RULE_OF: Record<BelleEventType, string> = {
  activate: 'ACTIVATION', test: 'REACTIVITY TESTS', move: 'MOVEMENTS', fire: 'FIRING', assault: 'ASSAULT',
  endActivation: 'ACTIVATION', takeFire: 'FALL BACK MOVEMENTS', salvo: 'SALVO AND SUPPORT FIRING', evade: 'EVADE MOVEMENTS',
  pass: 'SALVO AND SUPPORT FIRING', evadeTo: 'EVADE MOVEMENTS', fallBack: 'FALL BACK MOVEMENTS', carry: 'ASSAULT', holdPosition: 'ASSAULT',
};

/** Why the active unit cannot move to `to` (the first reason that applies, in the rules' words). */
function whyNotMove(s: BelleState, kind: MoveKind, to: number): string {
  const a = s.activation;
  if (!a || !isSector(to)) return 'that is not a sector of the board';
  const u = unitById(s, a.unit);
  if (u.sector === null) return 'the unit is no longer on the table';
  const sec = s.sectors[to]!;
  if (!sec.discovered) return 'undiscovered ground cannot be entered';
  if (TERRAIN[sec.terrain ?? 'open'].impassable) return `${sec.terrain} is impassable`;
  if (unitAt(s, to)) return 'one unit per sector: that sector is occupied';
  const reach = MOVEMENT_TABLE[cardOf(u).troopType][kind === 'march' ? 'march' : 'basic'];
  const d = distance(u.sector, to);
  if (d > reach) return `${sectorLabel(to)} is ${d} UD away; a ${kind === 'march' ? 'march' : 'basic move'} goes ${reach} UD`;
  if (kind === 'march' && !a.test?.success) return 'a march needs a passed reactivity test';
  return `no path of ${reach} UD reaches ${sectorLabel(to)}: moves stop on entering cover, a hill or an enemy ZoC, never go from one enemy ZoC to another, and a march never leaves rough ground`;
}

/** A readable reason why an event of a type this state takes is still refused, led by its section's citation ("§12 Firing: ..."). */
export function whyIllegal(c: BelleContext, ev: BelleEvent): string {
  return citeLeadingSection(refusal(c, ev));
}

/** The reason, led by the section's name as the rules write it ("FIRING: ..."). */
function refusal(c: BelleContext, ev: BelleEvent): string {
  const rule = RULE_OF[ev.type] ?? 'GAME TURN';
  const choices = GENERATORS[ev.type] ? choicesOf(c, ev.type) : [];
  if (choices.length === 0) return `${rule}: no "${ev.type}" is possible now.`;
  const sides = new Set(choices.map((x) => x.side));
  if (!sides.has(ev.side)) return `${rule}: this decision belongs to the ${[...sides].join(' or ')} side, not ${String(ev.side)}.`;
  switch (ev.type) {
    case 'activate':
      return `ACTIVATION: the ${ev.side} token activates one of ${choices.map((x) => (x as { unit: string }).unit).join(', ')}.`;
    case 'test': {
      const max = Math.max(...choices.map((x) => (x as { commandPoints: number }).commandPoints));
      return `REACTIVITY TESTS: add a whole number of Command Points from 0 to ${max}.`;
    }
    case 'move':
      return `MOVEMENTS: ${whyNotMove(c.game, ev.kind, ev.to)}.`;
    case 'fire': {
      const a = c.game.activation;
      const why = a && c.game.units.some((u) => u.id === ev.target) ? fireCheck(c.game, a.unit, ev.target, a.moved > 0) : 'there is no such unit';
      return `FIRING: ${typeof why === 'string' ? why : 'that unit is not a target now'}.`;
    }
    case 'assault': {
      const why = c.game.units.some((u) => u.id === ev.target) ? assaultCheck(c.game, ev.target) : 'there is no such unit';
      return `ASSAULT: ${why ?? 'that unit may not be assaulted now'}.`;
    }
    case 'takeFire':
    case 'fallBack':
      return 'FALL BACK MOVEMENTS: each step must go farther from every enemy unit, into empty passable known ground, and the fall back stops on entering cover, fortifications or a hill.';
    default:
      return `${rule}: that ${ev.type} is not among the legal choices now.`;
  }
}

// ---- What the active unit may do now ----

export interface LegalMove extends MoveOption {
  kind: MoveKind;
}
export interface LegalAssault {
  target: string;
  attackerLevel: SuccessLevel;
  defenderLevel: SuccessLevel;
}

/** Moves of the active unit: a basic move always, a march after a successful test; none once it moved or acted. */
export function legalMoves(s: BelleState): LegalMove[] {
  const a = s.activation;
  if (!a || a.movement || a.fired || a.assaulted || a.assaultTarget) return [];
  const success = a.test?.success === true;
  const out: LegalMove[] = moveOptions(s, a.unit, { kind: 'basic', interpenetrate: success }).map((o) => ({ ...o, kind: 'basic' }));
  if (success) out.push(...moveOptions(s, a.unit, { kind: 'march', interpenetrate: true }).map((o) => ({ ...o, kind: 'march' as const })));
  return out;
}

/** legalMoves as the side's move events, in the same order (the destinations alone are searched). */
function legalMoveEvents(s: BelleState, side: Side): BelleEvent[] {
  const a = s.activation;
  if (!a || a.movement || a.fired || a.assaulted || a.assaultTarget) return [];
  const success = a.test?.success === true;
  const out: BelleEvent[] = [];
  for (const to of moveDestinations(s, a.unit, { kind: 'basic', interpenetrate: success })) out.push({ type: 'move', side, kind: 'basic', to });
  if (success) for (const to of moveDestinations(s, a.unit, { kind: 'march', interpenetrate: true })) out.push({ type: 'move', side, kind: 'march', to });
  return out;
}

/** Fire targets of the active unit (to-hit as moving if it has moved this activation). */
export function legalFireTargets(s: BelleState): FireOption[] {
  const a = s.activation;
  if (!a || !a.test?.success || a.movement === 'march' || a.fired || a.assaulted || a.assaultTarget) return [];
  const u = unitById(s, a.unit);
  if (u.enteredRough || u.sector === null) return [];
  return fireTargetsFrom(s, a.unit, a.moved > 0);
}

/** Fire targets of any unit, as if it fired now (stationary or moving): for previews. */
export function fireTargetsFrom(s: BelleState, unitId: string, moving: boolean): FireOption[] {
  const u = unitById(s, unitId);
  if (u.sector === null) return [];
  const out: FireOption[] = [];
  for (const t of s.units) {
    if (t.sector === null || t.side === u.side) continue;
    const f = fireOption(s, unitId, t.id, moving);
    if (f) out.push(f);
  }
  return out;
}

/** legalAssaultTargets as the side's assault events, in the same order (no levels worked out). */
function legalAssaultEvents(s: BelleState, side: Side): BelleEvent[] {
  const a = s.activation;
  if (!a) return [];
  const u = unitById(s, a.unit);
  if (u.sector === null) return [];
  const out: BelleEvent[] = [];
  for (const t of s.units) {
    if (t.sector === null || t.side === u.side) continue;
    if (adjacent(t.sector, u.sector) && assaultCheck(s, t.id) === null) out.push({ type: 'assault', side, target: t.id });
  }
  return out;
}

/** Assault targets of the active unit, with the levels each side would fight at. */
export function legalAssaultTargets(s: BelleState): LegalAssault[] {
  const a = s.activation;
  if (!a) return [];
  const u = unitById(s, a.unit);
  if (u.sector === null) return [];
  return liveUnits(s, otherSide(u.side))
    .filter((t) => adjacent(t.sector!, u.sector!) && assaultCheck(s, t.id) === null)
    .map((t) => ({
      target: t.id,
      attackerLevel: successLevel(s, a.unit, 'attacker', t.id),
      defenderLevel: successLevel(s, t.id, 'defender', a.unit),
    }));
}

/** Everything the active unit may do now. */
export function activeUnitOptions(s: BelleState): { moves: LegalMove[]; fire: FireOption[]; assault: LegalAssault[] } {
  return { moves: legalMoves(s), fire: legalFireTargets(s), assault: legalAssaultTargets(s) };
}
