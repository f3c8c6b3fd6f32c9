// The decisions of La Petite Guerre as side-tagged events (the Command, Movement, Combat and
// Reinforcement phases), the pure rule each runs (applyEvent; the Combat phase's in combatPhase.ts,
// the Reinforcement phase's in reinforcement.ts), the generators (complete: every legal event is
// listed) and why an event is refused, naming the section ("§n", ruleSections.ts). In the Combat
// phase the deciding side may be the non-phasing one (its call, its card, its retreat).
import { nextInt, shuffled } from '../../core/rng';
import { commandersInCommand, enemyHexesKey, hexesInCommand, hexesReachedBy, recceReach, selfCommand, type CommanderAt } from './rules/command';
import { reachableHexes, riverCrossings, type MoveWorld } from './rules/movement';
import { COMMANDERS } from './orderOfBattle';
import { isLand } from './rules/hex';
import { HAND_LIMIT } from './tables/actionCards';
import { calendar, cloneState, occupied, openTurnWeather, unitHex, type LpgState, type UnitState } from './state';
import { settleVictory } from './end';
import { applyCall, applyRetreat, openNextBattle, passCall, resolveOpenBattle, retreatOptions } from './combatPhase';
export { declarableCombats } from './combatPhase';
import type { CombatCard } from './tables/combat';
import { applyCombine, applyOrder, applyRest, combineChoices, orderContext, orderOptions, restOptions } from './reinforcement';
import { applyRaze, determineSupply, expireRazedMarkers, razeOptions } from './reinforcement';
import { applyLandingEvent, commanderHeldByLanding, landingEventRefusal, landingEvents, tidyLandings, unitHeldByLanding } from './landingPlay';
import { orderRefusal } from './rules/reinforcementPhase';
import { afterCardMove, applyCardPlay, applyPassCard, cardPlays, cardRefusal, endOfPlayerTurnCards, navyHeld, openBattleWindow, openSupplyWindowOrPhase, stackMoveWorld, windowEvents, type PassCardEvent, type PlayCardEvent } from './cardPlay';
export { philadelphiaHolder, settleVictory } from './end';
import { otherSide, type HexId, type Side, type UnitType } from './types';

export type LpgEvent =
  | { type: 'recce'; side: Side; commander: string } // §4 reconnaissance instead of command
  | { type: 'rollCommand'; side: Side; hex: HexId } // §3 a leaderless stack rolls for command (1 in 6)
  | { type: 'detach'; side: Side; unit: string } // §3 a unit leaves its commander's rack for the map (left behind, §9)
  | { type: 'attach'; side: Side; unit: string; commander: string } // §3 a leaderless unit goes onto a commander's rack in its hex
  | { type: 'placePhantom'; side: Side; phantom: string; hex: HexId } // §3 a phantom marker onto the map (decoy, or over leaderless units)
  | { type: 'removePhantom'; side: Side; phantom: string } // §3 a phantom marker off the map
  | { type: 'draw'; side: Side } // §5 draw one action card
  | { type: 'discard'; side: Side; card: string } // §5 discard (the hand limit of 3)
  | { type: 'endCommand'; side: Side } // §3 end of the Command phase
  | { type: 'move'; side: Side; stack: string; to: HexId; forcedMarch: boolean } // §6, §7, §9
  | { type: 'endMovement'; side: Side } // §6 end of the Movement phase
  | { type: 'callReinforcements'; side: Side } // §11 the side's highest commander in the battle calls
  | { type: 'declineCall'; side: Side } // §11 no call
  | { type: 'chooseCombatCard'; side: Side; card: CombatCard } // §12 one card of those drawn, committed hidden
  | { type: 'retreat'; side: Side; to: HexId } // §12 the side that must leave the hex
  | { type: 'orderUnit'; side: Side; unitType: UnitType; place: string } // §16 buy a unit, on the timeline
  | { type: 'combine'; side: Side; absorbed: string; into: [string, string] } // §8 three understrength units of a type in a hex become two full ones
  | { type: 'rest'; side: Side; unit: string } // §7 an understrength unit rests in a settlement (one recruitment point)
  | { type: 'endReinforcement'; side: Side } // §14 end of the Reinforcement phase
  | { type: 'prepareLanding'; side: Side; commander: string } // §19 a stack in a port announces a landing (its move this turn)
  | { type: 'land'; side: Side; commander: string; to: HexId } // §19 a prepared stack lands on a coastal hex
  | { type: 'raze'; side: Side; place: string } // §15 raze a settlement: double capacity for this supply determination
  | { type: 'traceSupply'; side: Side } // §15 trace supply (no more razing)
  | PlayCardEvent // §5 play an action card (cardPlay.ts)
  | PassCardEvent; // §5 play none in the response window open to the side
export type LpgEventType = LpgEvent['type'];

export const LPG_EVENT_TYPES = ['recce', 'rollCommand', 'detach', 'attach', 'placePhantom', 'removePhantom', 'draw', 'discard', 'endCommand', 'move', 'endMovement', 'callReinforcements', 'declineCall', 'chooseCombatCard', 'retreat', 'orderUnit', 'rest', 'combine', 'endReinforcement', 'prepareLanding', 'land', 'raze', 'traceSupply', 'playCard', 'passCard'] as const satisfies readonly LpgEventType[];

/** The section each decision comes from. */
export const EVENT_RULE: Record<LpgEventType, string> = {
  recce: '4', rollCommand: '3', detach: '3', attach: '3', placePhantom: '3', removePhantom: '3', draw: '5', discard: '5', endCommand: '3', move: '6', endMovement: '6',
  callReinforcements: '11', declineCall: '11', chooseCombatCard: '12', retreat: '12',
  orderUnit: '16', rest: '7', combine: '8', endReinforcement: '14',
  prepareLanding: '19', land: '19', raze: '15', traceSupply: '15',
  playCard: '5', passCard: '5',
};

const RANK = new Map(COMMANDERS.map((c) => [c.id, c]));

/** The side's commanders on the map as the command rules take them. */
export function commandersAt(s: LpgState, side: Side): CommanderAt[] {
  return s.commanders
    .filter((c) => c.side === side && !c.lost)
    .map((c) => ({ id: c.id, rank: RANK.get(c.id)!.rank, radius: RANK.get(c.id)!.radius, hex: c.hex, recce: c.recce }));
}

/** §3 the side's commanders in command now (reconnoitring ones are not). */
export function inCommand(s: LpgState, side: Side): Set<string> {
  return commandersInCommand(commandersAt(s, side), occupied(s, otherSide(side)));
}

/** §3 leaderless units of `side` standing at `hex`. */
function leaderless(s: LpgState, side: Side, hex: HexId): UnitState[] {
  return s.units.filter((u) => u.side === side && u.commander === null && u.hex === hex);
}

/** §3 hexes of leaderless stacks not reached by a commander in command (they roll for command). */
function leaderlessOutOfCommand(s: LpgState, side: Side): HexId[] {
  const reached = hexesInCommand(commandersAt(s, side), occupied(s, otherSide(side)));
  const hexes = new Set(s.units.filter((u) => u.side === side && u.commander === null).map((u) => u.hex!));
  return [...hexes].filter((h) => !reached.has(h)).sort();
}

/** A movable stack: a commander with the units on his rack ("the commander id"), or the leaderless units in a hex ("hex:CCRR"). */
export interface Stack {
  id: string;
  hex: HexId;
  units: UnitState[];
  commander: string | null;
}

/** §3, §6 the stacks of the phasing side that are in command and have not moved this turn. */
export function movableStacks(s: LpgState, side: Side): Stack[] {
  const commanders = commandersAt(s, side);
  const enemy = occupied(s, otherSide(side));
  const active = commandersInCommand(commanders, enemy);
  const reached = hexesReachedBy(commanders, active, enemy);
  const out: Stack[] = [];
  for (const c of s.commanders) {
    if (c.side !== side || c.lost || c.moved || !active.has(c.id) || navyHeld(s, c.id) || commanderHeldByLanding(s, c.id)) continue;
    out.push({ id: c.id, hex: c.hex, commander: c.id, units: s.units.filter((u) => u.commander === c.id) });
  }
  const hexes = new Set(s.units.filter((u) => u.side === side && u.commander === null).map((u) => u.hex!));
  for (const h of [...hexes].sort()) {
    const units = leaderless(s, side, h).filter((u) => !u.moved && !navyHeld(s, u.id) && !unitHeldByLanding(s, u.id));
    if (units.length === 0) continue;
    if (!reached.has(h) && !units.every((u) => u.selfCommand)) continue;
    out.push({ id: `hex:${h}`, hex: h, commander: null, units });
  }
  return out;
}

/**
 * The movable stack `id` of `side` as movableStacks lists it (same units, same order), without
 * asking again whether it is in command: only for a move already found legal (applyLegalEvent).
 */
function legalStack(s: LpgState, side: Side, id: string): Stack {
  if (id.startsWith('hex:')) {
    const h = id.slice(4);
    const units = leaderless(s, side, h).filter((u) => !u.moved && !navyHeld(s, u.id) && !unitHeldByLanding(s, u.id));
    return { id, hex: h, commander: null, units };
  }
  const c = s.commanders.find((k) => k.id === id)!;
  return { id: c.id, hex: c.hex, commander: c.id, units: s.units.filter((u) => u.commander === c.id) };
}

function world(s: LpgState, side: Side): MoveWorld {
  const enemy = occupied(s, otherSide(side));
  return { side, weather: s.weather, enemy, delawareIce: s.ice, enemyKey: enemyHexesKey(enemy) };
}

/** §6, §7 where a stack may go this move: ordinary moves (with or without forced march) and river crossings (a whole move, no forced march). */
export function destinations(s: LpgState, stack: Stack, forcedMarch: boolean, sideWorld?: MoveWorld): HexId[] {
  const types = stack.units.map((u) => u.type);
  const side = stack.units[0]?.side ?? RANK.get(stack.commander!)!.side;
  // `sideWorld`: world(s, side) when the caller has it already (the legal list, for every stack).
  const w = stackMoveWorld(s, stack.id, sideWorld?.side === side ? sideWorld : world(s, side));
  const out = new Set(reachableHexes(stack.hex, { types, forcedMarch }, w).keys());
  if (!forcedMarch) for (const h of riverCrossings(stack.hex, { types }, w)) out.add(h);
  out.delete(stack.hex);
  return [...out].sort();
}

/**
 * §3 where a spare phantom marker may go (rules notes): a hex of the side's leaderless units (it
 * covers them), or as a decoy any hex a commander in command reaches; never a hex the enemy holds
 * or one that already has one of the side's phantoms.
 */
export function phantomHexes(s: LpgState, side: Side): HexId[] {
  const enemy = occupied(s, otherSide(side));
  const out = new Set<HexId>(hexesInCommand(commandersAt(s, side), enemy));
  for (const u of s.units) if (u.side === side && u.commander === null) out.add(u.hex!);
  for (const p of s.phantoms) if (p.side === side && p.hex) out.delete(p.hex);
  return [...out].filter((h) => !enemy.has(h) && isLand(h)).sort();
}

/** Every event open now, each tagged with the deciding side (the phasing player). */
export function legalEventsOf(s: LpgState): LpgEvent[] {
  const side = s.side;
  const out: LpgEvent[] = [];
  if (s.cardWindow && s.phase !== 'over') return windowEvents(s);
  if (s.phase === 'command') {
    const over = s.hands[side].length > HAND_LIMIT;
    if (over) {
      for (const card of [...new Set(s.hands[side])]) out.push({ type: 'discard', side, card });
      return out;
    }
    const active = inCommand(s, side);
    for (const c of s.commanders) if (c.side === side && !c.lost && !c.recce && active.has(c.id) && c.id) out.push({ type: 'recce', side, commander: c.id });
    for (const h of leaderlessOutOfCommand(s, side)) if (!s.commandRolls.includes(h)) out.push({ type: 'rollCommand', side, hex: h });
    for (const c of s.commanders) {
      if (c.side !== side || c.lost || !active.has(c.id)) continue;
      for (const u of s.units) {
        if (u.commander === c.id) out.push({ type: 'detach', side, unit: u.id });
        else if (u.side === side && u.commander === null && u.hex === c.hex) out.push({ type: 'attach', side, unit: u.id, commander: c.id });
      }
    }
    const spare = s.phantoms.find((p) => p.side === side && p.hex === null);
    if (spare) for (const hex of phantomHexes(s, side)) out.push({ type: 'placePhantom', side, phantom: spare.id, hex });
    for (const p of s.phantoms) if (p.side === side && p.hex !== null) out.push({ type: 'removePhantom', side, phantom: p.id });
    if (!s.drawn) out.push({ type: 'draw', side });
    out.push(...cardPlays(s, side, 'command', []));
    for (const card of [...new Set(s.hands[side])]) out.push({ type: 'discard', side, card });
    out.push({ type: 'endCommand', side });
  } else if (s.phase === 'movement') {
    const movable = movableStacks(s, side);
    const sideWorld = world(s, side);
    for (const st of movable) {
      for (const forcedMarch of [false, true]) {
        for (const to of destinations(s, st, forcedMarch, sideWorld)) out.push({ type: 'move', side, stack: st.id, to, forcedMarch });
      }
    }
    out.push(...landingEvents(s, movable));
    out.push(...cardPlays(s, side, 'movement', movable));
    out.push({ type: 'endMovement', side });
  } else if (s.phase === 'combat' && s.combat) {
    const b = s.combat;
    if (b.step === 'calls') {
      out.push({ type: 'callReinforcements', side: b.caller }, { type: 'declineCall', side: b.caller });
    } else if (b.step === 'cards') {
      // §12 both sides choose at once: each side's choices while it has not chosen (the phasing side's listed first).
      for (const sd of [side, otherSide(side)]) if (b.chosen[sd] === null) for (const card of b.drawn[sd]) out.push({ type: 'chooseCombatCard', side: sd, card });
    } else if (b.retreating) {
      for (const to of retreatOptions(s, b.retreating, b.hex)) out.push({ type: 'retreat', side: b.retreating, to });
    }
  } else if (s.phase === 'reinforcement' && s.razing !== null) {
    // §15 the supply determination: raze, or trace supply.
    for (const place of razeOptions(s, side)) out.push({ type: 'raze', side, place });
    out.push({ type: 'traceSupply', side });
  } else if (s.phase === 'reinforcement') {
    for (const o of orderOptions(s, side)) out.push({ type: 'orderUnit', side, unitType: o.type, place: o.place });
    for (const unit of restOptions(s, side)) out.push({ type: 'rest', side, unit });
    for (const [absorbed, into] of combineChoices(s, side)) out.push({ type: 'combine', side, absorbed, into });
    out.push(...cardPlays(s, side, 'reinforcement', []));
    out.push({ type: 'endReinforcement', side });
  }
  return out;
}

/** A key for an event that ignores the order of its fields. */
export function eventKey(e: unknown): string {
  const canon = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(canon(e));
}

/** Why the rules refuse this event now (section first), or null where they allow it. */
export function whyIllegalOrNull(s: LpgState, e: LpgEvent): string | null {
  if (!e || typeof e !== 'object' || !(LPG_EVENT_TYPES as readonly string[]).includes((e as { type: string }).type)) return '§1: not a decision of this game.';
  const key = eventKey(e);
  if (legalEventsOf(s).some((l) => eventKey(l) === key)) return null;
  const rule = `§${EVENT_RULE[e.type]}`;
  if (s.phase === 'over') return `§2: the game is over.`;
  if (e.type === 'playCard' || e.type === 'passCard') return cardRefusal(s, e, legalEventsOf(s), (a, b) => eventKey(a) === eventKey(b));
  if (s.cardWindow) return `§5: the ${s.cardWindow.side} side plays an action card or passes first (the window ${s.cardWindow.at === 'battle' ? 'before the combat cards are chosen' : 'before supply is traced'}).`;
  const phaseOf: Record<LpgEventType, string> = {
    recce: 'command', rollCommand: 'command', detach: 'command', attach: 'command', placePhantom: 'command', removePhantom: 'command', draw: 'command', discard: 'command', endCommand: 'command', move: 'movement', endMovement: 'movement',
    callReinforcements: 'combat', declineCall: 'combat', chooseCombatCard: 'combat', retreat: 'combat',
    orderUnit: 'reinforcement', rest: 'reinforcement', combine: 'reinforcement', endReinforcement: 'reinforcement',
    prepareLanding: 'movement', land: 'movement', raze: 'reinforcement', traceSupply: 'reinforcement',
    playCard: 'any', passCard: 'any',
  };
  if (phaseOf[e.type] !== 'combat' && e.side !== s.side) return `§1: it is the ${s.side} player's turn, not the ${String(e.side)} player's.`;
  if (phaseOf[e.type] !== s.phase) return `${rule}: ${e.type} belongs to the ${phaseOf[e.type]} phase; this is the ${s.phase} phase.`;
  if (s.phase === 'reinforcement' && (s.razing !== null) !== (e.type === 'raze' || e.type === 'traceSupply')) {
    return s.razing !== null
      ? '§15: supply is determined at the start of the phase: raze a settlement or trace supply first.'
      : '§15: razing comes in the supply determination at the start of the Reinforcement phase, before supply is traced (now over).';
  }
  switch (e.type) {
    case 'prepareLanding':
    case 'land':
      return landingEventRefusal(s, e);
    case 'raze':
      return '§15: a side razes a settlement it holds (not razed, free of the enemy, not a port: a port is limitless) that one of its stacks short of supply traces to.';
    case 'callReinforcements':
    case 'declineCall': {
      const b = s.combat!;
      if (b.step !== 'calls') return '§11: the calls for reinforcements come before the combat cards; they are over in this battle.';
      return `§11: the ${b.caller} side's highest commander in the battle at ${b.hex} calls now (the phasing side first, then the other).`;
    }
    case 'chooseCombatCard': {
      const b = s.combat!;
      if (b.step !== 'cards') return `§12: the combat cards are chosen after the calls for reinforcements and before the retreat (now: ${b.step}).`;
      if (b.chosen[e.side] !== null) return '§12: one combat card a battle, already chosen.';
      return `§12: ${String(e.card)} is not among the ${String(e.side)} side's cards drawn for this battle (as many as its highest commander's rank).`;
    }
    case 'orderUnit': {
      const why = orderRefusal(s.points[s.side], e.unitType, e.place, orderContext(s, s.side));
      const words: Record<string, string> = {
        side: `the ${s.side} side does not field ${String(e.unitType)}`,
        place: `${String(e.place)} is not a settlement the side holds, unrazed and free of the enemy`,
        'settlement-kind': `${String(e.unitType)} do not appear at a settlement of that kind (the unit specification table)`,
        supply: 'not enough supply points', recruits: 'not enough recruitment points',
      };
      return `§16: ${why ? words[why] : 'not a unit the side may order now'}.`;
    }
    case 'combine':
      return '§8: one understrength unit combines into two other understrength units of the same type in its hex (all three the side\'s).';
    case 'rest':
      return '§7: only an understrength unit that has not moved this turn, in a settlement its side holds, rests, for one recruitment point.';
    case 'retreat': {
      const b = s.combat!;
      if (b.step !== 'retreat' || b.retreating !== e.side) return '§12: only the side the Combat Resolution Chart sends back retreats, after the cards are shown.';
      return '§12: a retreat goes to an adjacent land hex free of the enemy, not across a river without a bridge.';
    }
    case 'discard':
      return `§5: no card ${String(e.card)} in the hand.`;
    case 'draw':
      return s.drawn ? '§5: one action card a Command phase, already drawn.' : `§5: the hand holds more than ${HAND_LIMIT}: discard first.`;
    case 'endCommand':
    case 'recce':
    case 'rollCommand':
    case 'detach':
    case 'attach':
    case 'placePhantom':
    case 'removePhantom':
      if (s.hands[s.side].length > HAND_LIMIT) return `§5: at most ${HAND_LIMIT} action cards in hand: discard first.`;
      if (e.type === 'recce') return '§4: only a commander in command (not already reconnoitring) may reconnoitre instead.';
      if (e.type === 'detach' || e.type === 'attach') return '§3: a commander in command regroups only his own rack and the leaderless units in his hex.';
      if (e.type === 'placePhantom') return '§3: a phantom marker off the map goes onto a hex of your leaderless units, or as a decoy onto a hex a commander in command reaches, free of the enemy (the lowest-numbered spare marker first).';
      if (e.type === 'removePhantom') return '§3: only your own phantom marker on the map may be taken off.';
      if (e.type === 'rollCommand') return '§3: only a leaderless stack out of every commander\'s reach rolls, once a turn.';
      return '§3: not now.';
    case 'move': {
      const st = movableStacks(s, s.side).find((x) => x.id === e.stack);
      if (!st) {
        const c = s.commanders.find((k) => k.id === e.stack);
        if (c?.moved) return '§6: units can only be moved once per turn.';
        if (c && navyHeld(s, c.id)) return '§5: a stack the Royal Navy carried last turn may not move this turn.';
        if (c && commanderHeldByLanding(s, c.id)) return '§19: a stack preparing a landing waits in its port until it is ready (a turn a brigade); after the landing it cannot move for one turn.';
        if (c && c.recce) return '§4: a reconnoitring commander and his units are not in command.';
        return '§3: units without command cannot act, only defend (no such stack in command).';
      }
      return `§6: ${String(e.to)} is beyond the stack's movement points this turn (terrain, weather, stacking §9, rivers).`;
    }
    default:
      return `${rule}: not one of the choices the rules give now.`;
  }
}

export const isLegal = (s: LpgState, e: LpgEvent): boolean => whyIllegalOrNull(s, e) === null;
export const whyIllegal = (s: LpgState, e: LpgEvent): string => whyIllegalOrNull(s, e) ?? 'The rules allow this event.';

/**
 * The legal events of a state the machine holds, computed once per state object (a machine's
 * context is never changed in place: every rule returns a copy). For states a caller may still
 * change in place, use legalEventsOf / isLegal, which never cache.
 */
const CACHE = new WeakMap<LpgState, { events: LpgEvent[]; keys: Set<string> | null }>();
function cached(s: LpgState): { events: LpgEvent[]; keys: Set<string> | null } {
  let c = CACHE.get(s);
  if (!c) CACHE.set(s, (c = { events: legalEventsOf(s), keys: null }));
  return c;
}
export const legalEventsCached = (s: LpgState): LpgEvent[] => cached(s).events;
/**
 * isLegal for machine contexts (cached; see legalEventsCached). The event handed over is most often
 * one of the listed objects itself (the driver's, a bot's): found by identity; any other is compared
 * by eventKey, the keys worked out once per state when first needed.
 */
export const isLegalCached = (s: LpgState, e: LpgEvent): boolean => {
  if (!e || typeof e !== 'object') return false;
  const c = cached(s);
  if (c.events.includes(e)) return true;
  c.keys ??= new Set(c.events.map(eventKey));
  return c.keys.has(eventKey(e));
};

const gen = (type: LpgEventType) => (s: LpgState): LpgEvent[] => legalEventsCached(s).filter((e) => e.type === type);
export const GENERATORS: { readonly [T in LpgEventType]: (s: LpgState) => LpgEvent[] } = Object.fromEntries(
  LPG_EVENT_TYPES.map((t) => [t, gen(t)]),
) as { readonly [T in LpgEventType]: (s: LpgState) => LpgEvent[] };

/** §5 the top card of the side's deck, the discards reshuffled into it when it is empty. */
function drawCard(s: LpgState, side: Side): void {
  if (s.decks[side].length === 0) {
    s.decks[side] = shuffled(s.rng, s.discards[side]);
    s.discards[side] = [];
  }
  const card = s.decks[side].shift();
  if (card) s.hands[side].push(card);
}

/** §7 attrition: a full-strength unit flips; one already understrength dissolves (rules notes). */
function attrition(s: LpgState, u: UnitState): void {
  if (!u.understrength) u.understrength = true;
  else {
    s.units = s.units.filter((x) => x.id !== u.id);
    s.log.push(`${u.id} dissolves (§8: attrition on an understrength unit).`);
  }
}

/** §1 the next player turn: the British after the American; a new game turn (weather rolled) after the British, or the end after the last. */
export function nextPlayerTurn(s: LpgState): void {
  endOfPlayerTurnCards(s);
  for (const u of s.units) (u.moved = false), (u.selfCommand = false), (u.crossing = null);
  for (const c of s.commanders) (c.moved = false), (c.recce = false);
  s.commandRolls = [];
  s.drawn = false;
  s.battles = [];
  if (s.side === 'american') {
    s.side = 'british';
    s.phase = 'command';
    return;
  }
  if (settleVictory(s, true)) return;
  s.turn++;
  Object.assign(s, calendar(s.turn));
  s.side = 'american';
  s.phase = 'command';
  s.revealed = { american: [], british: [] };
  expireRazedMarkers(s);
  openTurnWeather(s, s.weather);
}

/** Runs a legal event on a copy and returns it (throws, naming the rule, on an illegal one). */
export function applyEvent(prev: LpgState, e: LpgEvent): LpgState {
  const why = whyIllegalOrNull(prev, e);
  if (why) throw new Error(why);
  return applyLegalEvent(prev, e);
}

/**
 * applyEvent without asking the rules again whether the event is legal: only for an event already
 * found legal in `prev` or in a state it is a copy of (the machine's guard, isLegalCached, asked of
 * the snapshot's context; the action runs on the step wrapper's copy of it). Working the legal list
 * out afresh here cost a quarter of a game's time.
 */
export function applyLegalEvent(prev: LpgState, e: LpgEvent): LpgState {
  const s = cloneState(prev);
  const side = e.side;
  switch (e.type) {
    case 'recce': {
      const c = s.commanders.find((k) => k.id === e.commander)!;
      c.recce = true;
      const radius = RANK.get(c.id)!.radius;
      const seen = recceReach(c.hex, radius, occupied(s, otherSide(side)));
      for (const k of s.commanders) if (k.side !== side && !k.lost && seen.has(k.hex) && !s.revealed[side].includes(k.id)) s.revealed[side].push(k.id);
      for (const p of s.phantoms) if (p.side !== side && p.hex && seen.has(p.hex) && !s.revealed[side].includes(p.id)) s.revealed[side].push(p.id);
      s.log.push(`§4 ${c.id} reconnoitres.`);
      break;
    }
    case 'rollCommand': {
      const roll = nextInt(s.rng, 6) + 1;
      s.commandRolls.push(e.hex);
      if (selfCommand(roll)) for (const u of leaderless(s, side, e.hex)) u.selfCommand = true;
      s.log.push(`§3 leaderless stack at ${e.hex} rolls ${roll}: ${selfCommand(roll) ? 'in command' : 'stays'}.`);
      break;
    }
    case 'detach': {
      const u = s.units.find((x) => x.id === e.unit)!;
      u.hex = unitHex(s, u);
      u.commander = null;
      const p = s.phantoms.find((x) => x.side === side && x.hex === u.hex);
      if (p) u.phantom = p.id;
      break;
    }
    case 'attach': {
      const u = s.units.find((x) => x.id === e.unit)!;
      u.hex = null;
      u.phantom = null;
      u.commander = e.commander;
      break;
    }
    case 'placePhantom': {
      const p = s.phantoms.find((x) => x.id === e.phantom)!;
      p.hex = e.hex;
      for (const u of leaderless(s, side, e.hex)) if (u.phantom === null) u.phantom = p.id;
      break;
    }
    case 'removePhantom': {
      const p = s.phantoms.find((x) => x.id === e.phantom)!;
      p.hex = null;
      for (const u of s.units) if (u.phantom === p.id) u.phantom = null;
      break;
    }
    case 'draw':
      drawCard(s, side);
      s.drawn = true;
      break;
    case 'discard': {
      const i = s.hands[side].indexOf(e.card);
      s.hands[side].splice(i, 1);
      s.discards[side].push(e.card);
      break;
    }
    case 'endCommand':
      s.phase = 'movement';
      break;
    case 'move': {
      const st = legalStack(s, side, e.stack);
      const crossing = !reachableHexes(st.hex, { types: st.units.map((u) => u.type), forcedMarch: e.forcedMarch }, stackMoveWorld(s, st.id, world(s, side))).has(e.to);
      if (st.commander) {
        const c = s.commanders.find((k) => k.id === st.commander)!;
        c.hex = e.to;
        c.moved = true;
      }
      for (const u of st.units) {
        const unit = s.units.find((x) => x.id === u.id)!;
        if (!st.commander) unit.hex = e.to;
        unit.moved = true;
        if (crossing) unit.crossing = e.to;
        if (e.forcedMarch) attrition(s, unit);
      }
      if (!st.commander) {
        const moving = new Set(st.units.map((u) => u.id));
        for (const p of s.phantoms) {
          const covered = s.units.filter((u) => u.phantom === p.id);
          if (covered.length === 0 || !covered.some((u) => moving.has(u.id))) continue;
          if (covered.every((u) => moving.has(u.id))) p.hex = e.to;
          else for (const u of covered) if (moving.has(u.id)) u.phantom = null;
        }
      }
      // §3 a decoy found out: an enemy phantom alone in the hex entered (no unit, no commander) comes off the map.
      const foe = otherSide(side);
      const held = s.units.some((u) => u.side === foe && unitHex(s, u) === e.to) || s.commanders.some((c) => c.side === foe && !c.lost && c.hex === e.to);
      if (!held) for (const p of s.phantoms) if (p.side === foe && p.hex === e.to) (p.hex = null), s.log.push(`§3 a decoy at ${e.to} is found out.`);
      s.log.push(`§6 ${st.id} ${st.hex} -> ${e.to}${e.forcedMarch ? ' (forced march)' : ''}${crossing ? ' (river crossing)' : ''}.`);
      afterCardMove(s, side, st.id, e.to);
      break;
    }
    case 'endMovement':
      // §10 the Combat phase: every hex where both sides stand is fought; then the Reinforcement phase (§14).
      s.phase = 'combat';
      openNextBattle(s);
      break;
    case 'callReinforcements':
      applyCall(s, side);
      passCall(s);
      break;
    case 'declineCall':
      s.log.push(`§11 the ${side} side makes no call.`);
      passCall(s);
      break;
    case 'chooseCombatCard':
      s.combat!.chosen[side] = e.card;
      if (s.combat!.chosen[otherSide(side)] !== null) resolveOpenBattle(s);
      break;
    case 'retreat':
      applyRetreat(s, side, e.to);
      break;
    case 'orderUnit':
      applyOrder(s, side, e.unitType, e.place);
      break;
    case 'rest':
      applyRest(s, side, e.unit);
      break;
    case 'combine':
      applyCombine(s, e.absorbed, e.into);
      break;
    case 'endReinforcement':
      nextPlayerTurn(s);
      break;
    case 'prepareLanding':
    case 'land':
      applyLandingEvent(s, e);
      break;
    case 'raze':
      applyRaze(s, side, e.place);
      break;
    case 'traceSupply':
      determineSupply(s);
      break;
    case 'playCard':
      applyCardPlay(s, e, movableStacks(s, side));
      break;
    case 'passCard':
      applyPassCard(s, e);
      break;
  }
  // §5 a battle's combat cards just drawn: the window before they are chosen.
  openBattleWindow(prev, s);
  // §14 after the last battle, the phasing side's Reinforcement phase (§5: the window before supply
  // first, then §15's supply determination).
  if (s.phase === 'combat' && s.combat === null) openSupplyWindowOrPhase(s);
  // §19 preparations that lapsed, landed forces free again.
  tidyLandings(s);
  return s;
}

/** The units a side has in the hex (for views and bots). */
export function unitsAt(s: LpgState, side: Side, hex: HexId): UnitState[] {
  return s.units.filter((u) => u.side === side && unitHex(s, u) === hex);
}
