// Every decision a player makes is an event tagged with its side. For each event type, the
// choices the rules allow now; the machine's guards accept exactly these (moves: validateMove).
import { memoChoices } from '../../core/legalMemo';
import { CHIT, GC, UNIT, otherSide } from './db';
import {
  advancePossible, advanceTargets, allocatingSide, lossCandidates, pendingCombats, retreatOptions,
} from './rules/combat';
import { legalWindowEvents } from './rules/eventChits';
import { legalMoves, validateMove, type MoveEvent } from './rules/movement';
import { GC_CHART_BOXES, freeSetUpBoxes, gcIn, stackCount, stackingLimit, type BlbState } from './state';
import { activationChoices, announceChoices } from './rules/turn';
import type { ArmyId, Side } from './types';

export type BlbEvent =
  | { type: 'placeGc'; side: 'entente'; box: string }
  | { type: 'placeUnit'; side: 'entente'; unit: string; box: string }
  | { type: 'drawChit'; side: Side }
  | { type: 'chooseActivation'; side: 'entente'; mode: 'army' | 'armyAndForts' | 'fortsAlone'; forts: string[] }
  | { type: 'playEvent'; side: Side; chit: string }
  | { type: 'pass'; side: Side }
  | MoveEvent
  | { type: 'endMovement'; side: Side }
  | { type: 'gcChoice'; side: 'german'; choice: 'fight' | 'fallBack' }
  | { type: 'chooseCombat'; side: Side; box: string }
  | { type: 'declineCombat'; side: Side; box: string }
  | { type: 'roll'; side: Side }
  | { type: 'takeLoss'; side: Side; unit: string }
  | { type: 'retreat'; side: Side; unit: string; path: string[] }
  | { type: 'stay'; side: Side; unit: string }
  | { type: 'displace'; side: Side; unit: string }
  | { type: 'advance'; side: Side; to: string }
  | { type: 'declineAdvance'; side: Side }
  | { type: 'announce'; side: 'german'; armies: ArmyId[] }
  | { type: 'rollAtrocities'; side: 'german' }
  | { type: 'activateArmy'; side: 'german'; army: ArmyId };

export type BlbEventType = BlbEvent['type'];

type Gen = (s: BlbState) => BlbEvent[];

/** Choices per event type, from the game state alone (each type is taken in one kind of state). */
export const GENERATORS: Record<BlbEventType, Gen> = {
  placeGc: (s) =>
    s.setUp.gcToPlace.length
      ? GC_CHART_BOXES.filter((b) => gcIn(s, b).length === 0).map((box) => ({ type: 'placeGc', side: 'entente', box }))
      : [],
  placeUnit: (s) => {
    const boxes = freeSetUpBoxes(s);
    return s.setUp.unitsToPlace.flatMap((unit) => boxes.map((box) => ({ type: 'placeUnit' as const, side: 'entente' as const, unit, box })));
  },
  drawChit: (s) => (s.chits.cup.length ? [{ type: 'drawChit', side: s.drawer }] : []),
  chooseActivation: (s) => (s.activation && s.activation.mode === null ? activationChoices(s) : []),
  playEvent: (s) => legalWindowEvents(s).filter((e) => e.type === 'playEvent'),
  pass: (s) => legalWindowEvents(s).filter((e) => e.type === 'pass'),
  move: (s) => (s.pendingGc ? [] : legalMoves(s)),
  endMovement: (s) => (s.activation && !s.pendingGc ? [{ type: 'endMovement', side: s.activation.side }] : []),
  gcChoice: (s) => {
    const p = s.pendingGc;
    if (!p) return [];
    const fight: BlbEvent = { type: 'gcChoice', side: 'german', choice: 'fight' };
    // 6.2 with 6.1: falling back may not overstack the box it came from (it may have passed through).
    const room = stackCount(s, p.back, 'german') + p.cavalry.length <= stackingLimit(p.back, 'german');
    return room ? [fight, { type: 'gcChoice', side: 'german', choice: 'fallBack' }] : [fight];
  },
  chooseCombat: (s) => (s.activation && !s.combat ? pendingCombats(s).map((c) => ({ type: 'chooseCombat', side: s.activation!.side, box: c.box })) : []),
  declineCombat: (s) =>
    s.activation && !s.combat
      ? pendingCombats(s).filter((c) => c.optional).map((c) => ({ type: 'declineCombat', side: s.activation!.side, box: c.box }))
      : [],
  roll: (s) => (s.combat && !s.combat.rolled ? [{ type: 'roll', side: s.combat.attacker }] : []),
  takeLoss: (s) => {
    const side = s.combat?.rolled ? allocatingSide(s) : null;
    return side ? lossCandidates(s, side).map((unit) => ({ type: 'takeLoss', side, unit })) : [];
  },
  retreat: (s) => {
    const r = s.retreat;
    if (!r || r.displace) return [];
    return r.queue.flatMap((o) => retreatOptions(s, o).map((opt) => ({ type: 'retreat' as const, side: r.side, unit: o.unit, path: opt.path })));
  },
  stay: (s) => {
    const r = s.retreat;
    if (!r || r.displace) return [];
    return r.queue.filter((o) => o.mayStay).map((o) => ({ type: 'stay', side: r.side, unit: o.unit }));
  },
  displace: (s) => {
    const r = s.retreat;
    return r?.displace ? r.displace.candidates.map((unit) => ({ type: 'displace', side: r.side, unit })) : [];
  },
  advance: (s) =>
    s.combat && s.combat.loser && !s.retreat?.queue.length && advancePossible(s)
      ? advanceTargets(s).map((to) => ({ type: 'advance', side: s.combat!.attacker, to }))
      : [],
  declineAdvance: (s) => (s.combat && s.combat.loser && advancePossible(s) ? [{ type: 'declineAdvance', side: s.combat.attacker }] : []),
  announce: (s) => (s.additional ? [] : announceChoices(s)),
  rollAtrocities: (s) => (s.additional && !s.additional.rolled ? [{ type: 'rollAtrocities', side: 'german' }] : []),
  activateArmy: (s) =>
    s.additional?.rolled ? s.additional.remaining.map((army) => ({ type: 'activateArmy', side: 'german', army })) : [],
};

/** Canonical key of an event: equal keys, equal events (key order and array order of `forts`/`armies` matter). */
export function eventKey(ev: { type: string }): string {
  const e = ev as unknown as Record<string, unknown>;
  const keys = Object.keys(e).sort();
  return JSON.stringify(keys.map((k) => [k, e[k]]));
}

// Contexts are never changed once assigned (every rule runs on a copy), so each one's choices are
// worked out once: the legal list, the machine's guards and the bots share them (src/core/legalMemo.ts).
/** The legal events of one type in this state (cached per state: pass only a snapshot's context). */
export const choicesOf: (s: BlbState, type: BlbEventType) => BlbEvent[] = memoChoices<BlbState, BlbEvent>(GENERATORS);

/**
 * Is this event one the rules allow now? (The machine only asks in the states that take its type,
 * of a snapshot's context.) A listed event is; a move not listed (another path) is checked by
 * validateMove, any other event against the listed ones.
 */
export function isLegal(s: BlbState, ev: BlbEvent): boolean {
  if (s.outcome) return false;
  if (!GENERATORS[ev.type]) return false;
  const choices = choicesOf(s, ev.type);
  // The event handed over is most often one of the listed ones itself (the driver's, a bot's).
  if (choices.includes(ev)) return true;
  if (ev.type === 'move') return validateMove(s, ev) === null;
  const key = eventKey(ev);
  return choices.some((e) => eventKey(e) === key);
}

/** The rule each kind of decision comes from: refusals cite it. */
export const RULE_OF: Record<BlbEventType, string> = {
  placeGc: '3.2', placeUnit: '3.2', drawChit: '4.1', chooseActivation: '8.2', playEvent: '5.1', pass: '5.1',
  move: '6.0', endMovement: '5.2', gcChoice: '6.2', chooseCombat: '7.0', declineCombat: '8.1', roll: '7.3',
  takeLoss: '7.4', retreat: '7.5', stay: '8.1', displace: '7.5', advance: '7.5', declineAdvance: '7.5',
  announce: '4.2', rollAtrocities: '4.2', activateArmy: '4.2',
};

/** A readable reason why an event of a type this state takes is still refused. */
export function whyIllegal(s: BlbState, ev: BlbEvent): string {
  if (ev.type === 'move') return validateMove(s, ev) ?? 'That move is legal.';
  const rule = RULE_OF[ev.type] ?? '';
  const choices = GENERATORS[ev.type]?.(s) ?? [];
  if (choices.length === 0) return `${rule}: no "${ev.type}" is possible now.`;
  const sides = new Set(choices.map((c) => c.side));
  if (!sides.has(ev.side as Side)) return `${rule}: this decision belongs to the ${[...sides].join(' or ')} side, not ${String(ev.side)}.`;
  switch (ev.type) {
    case 'takeLoss':
      return `7.4: losses go to units of the ${ev.side} side that took part in this combat; ${String(UNIT[ev.unit]?.name ?? (GC[ev.unit] ? 'that Garde Civique' : ev.unit))} cannot take one.`;
    case 'retreat':
      return '7.5: that is not a legal retreat path (direction, enemy-occupied boxes, or the box the attacker came from).';
    case 'advance':
      return '7.5: the advancing stack must go to an adjacent box where it may stack.';
    case 'playEvent':
      return `5.1: ${CHIT[(ev as { chit: string }).chit]?.label ?? 'that chit'} cannot be played at this moment.`;
    case 'chooseCombat':
      return '7.0: no combat is pending in that box.';
    default:
      return `${rule}: that ${ev.type} is not among the legal choices now.`;
  }
}

export { otherSide };
