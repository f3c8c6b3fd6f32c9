// §5 action cards played, joined to the state (rules notes, "Action cards played (§5)"): the
// `playCard` and `passCard` decisions, their generators and refusals, the response windows and
// what each card does to the game (the effects' rules in rules/actionCards.ts). The phasing side
// plays its Command, Movement and Reinforcement cards among the decisions of its own phases; two
// response windows are opened by the machine for either side:
// - battle: in each battle, once the calls for reinforcements are over and the combat cards are
//   drawn, before any is chosen (so before they are shown): the phasing side, then the other, each
//   plays one card (Grenadiers, Fighting Retreat) or passes;
// - supply: when a Reinforcement phase opens, before supply is traced: the American player plays
//   $10 Bounty in his own, Forage Denied in the British one, or passes.
// A window opens for a side that holds any card at all (the count of a hand is open; which cards it
// holds is not, so a window never tells the opponent that a card is held), and passes by itself for
// a side with an empty hand. Pure functions over a copy the caller owns (legal.ts applyEvent clones).
import type { LpgBeat } from './beats';
import type { Stack } from './legal';
import { PLACES } from './map';
import { openReinforcementPhase } from './reinforcement';
import { ALL_HEXES } from './rules/hex';
import { fortsBarHudson } from './rules/landing';
import type { MoveWorld } from './rules/movement';
import {
  actionCard, battleCardEffect, cardMoveWorld, dragoonPatrolReveals, isActionCard, loyalistGuideReveals, militiaPlaces,
  inCardTurns, playableAt, pointsAndLoyalty, royalNavyDestinations, spyReveals,
} from './rules/actionCards';
import { settleVictory } from './end';
import { ACTION_CARDS, type CardTiming } from './tables/actionCards';
import { noCardEffects, occupied, unitHex, type LpgState, type UnitState } from './state';
import { otherSide, SIDES, type HexId, type Side } from './types';

/** §5 play an action card from the hand, on the target the card needs. */
export interface PlayCardEvent {
  type: 'playCard';
  side: Side;
  /** The card's id (tables/actionCards.ts), one of those in the hand. */
  card: string;
  /** Spy, Dragoon Patrol: the hex looked at / the dragoons' hex; Grenadiers, Fighting Retreat: the battle's hex. */
  hex?: HexId;
  /** Local Guide, Loyalist Guide, Supreme Engineering, Royal Navy: the stack (a movable stack's id). */
  stack?: string;
  /** The Militia Turns Out, Forage Denied: the place. */
  place?: string;
  /** Royal Navy: where the stack sails to. */
  to?: HexId;
}

/** §5 play no card in the response window open to this side. */
export interface PassCardEvent {
  type: 'passCard';
  side: Side;
}

/** §5 the beat of a card played: which card, where it acts, and what it did in public words (never what a reveal showed). */
export interface CardPlayedBeat {
  type: 'card.played';
  side: Side;
  card: string;
  hex: HexId | null;
  to: HexId | null;
  did: string;
  rule: string;
}

const TIMING_WORDS: Record<CardTiming, string> = {
  command: 'in its side\'s own Command phase',
  movement: 'in its side\'s own Movement phase',
  reinforcement: 'in its side\'s own Reinforcement phase',
  beforeCombatCards: 'by either side in a battle, before the combat cards are chosen and shown',
  beforeSupply: 'as a Reinforcement phase opens, before supply is traced',
};

/** The enemy markers on the map (commanders and phantoms) as `side` would look at them. */
function enemyMarkers(s: LpgState, side: Side): { id: string; hex: HexId }[] {
  const foe = otherSide(side);
  return [
    ...s.commanders.filter((c) => c.side === foe && !c.lost).map((c) => ({ id: c.id, hex: c.hex })),
    ...s.phantoms.filter((p) => p.side === foe && p.hex !== null).map((p) => ({ id: p.id, hex: p.hex! })),
  ];
}

function reveal(s: LpgState, side: Side, ids: readonly string[]): void {
  for (const id of ids) if (!s.revealed[side].includes(id)) s.revealed[side].push(id);
}

/** Hexes of `side`'s troops (units and commanders; markers aside). */
function troopHexes(s: LpgState, side: Side): Set<HexId> {
  return new Set([...s.units.filter((u) => u.side === side).map((u) => unitHex(s, u)), ...s.commanders.filter((c) => c.side === side && !c.lost).map((c) => c.hex)]);
}

/** §14 who will hold a place once the Reinforcement phase opens (troops of one side alone hold it; else its holder). */
function holderNow(s: LpgState, placeId: string): Side {
  const hex = PLACES.find((p) => p.id === placeId)!.hex;
  const am = troopHexes(s, 'american').has(hex);
  const br = troopHexes(s, 'british').has(hex);
  return am && !br ? 'american' : br && !am ? 'british' : s.holders[placeId]!;
}

/** §6 the movement world of stack `stackId` with the cards played on it (legal.ts destinations and move). */
export function stackMoveWorld(s: LpgState, stackId: string, world: MoveWorld): MoveWorld {
  const fx = s.cardEffects;
  return cardMoveWorld(world, {
    guided: fx.guided.includes(stackId),
    engineered: fx.engineered.includes(stackId),
    durhamBoats: fx.durhamBoats && world.side === 'american',
  });
}

/** §5 Royal Navy: a unit or commander that sailed last turn may not move in this turn's Movement phase. */
export function navyHeld(s: LpgState, id: string): boolean {
  return s.cardEffects.navyHold.some((h) => h.turn === s.turn && h.ids.includes(id));
}

/** §5 Loyalist Guide: after the guided stack's move, the enemy markers next to where it ended are revealed to its side. */
export function afterCardMove(s: LpgState, side: Side, stackId: string, to: HexId): void {
  if (!s.cardEffects.scouting.includes(stackId)) return;
  reveal(s, side, loyalistGuideReveals(to, enemyMarkers(s, side)));
}

/** §5 a battle side's changes from the card it played in the open battle (combatPhase.ts battleOf). */
export function battleCardsOf(s: LpgState, side: Side): ReturnType<typeof battleCardEffect> {
  const b = s.cardEffects.battle;
  if (!b || !s.combat || b.n !== (s.lastBattle?.n ?? 0) + 1) return {};
  return battleCardEffect(b.cards[side]);
}

const portHexes = (): HexId[] => PLACES.filter((p) => p.kind === 'port').map((p) => p.hex);

function americanForts(s: LpgState): Set<string> {
  return new Set(['fort-washington', 'fort-lee', 'fort-montgomery'].filter((f) => holderNow(s, f) === 'american'));
}

/**
 * §5 every play of `side`'s cards at a moment of `timing` (the targets each card needs); `stacks`:
 * the side's movable stacks (legal.ts movableStacks, passed in so this file needs nothing of legal.ts).
 */
export function cardPlays(s: LpgState, side: Side, timing: CardTiming, stacks: readonly Stack[]): PlayCardEvent[] {
  const out: PlayCardEvent[] = [];
  const fx = s.cardEffects;
  for (const card of [...new Set(s.hands[side])].sort()) {
    if (!playableAt(card, side, timing, s.side, s.turn)) continue;
    const play = (extra: Omit<PlayCardEvent, 'type' | 'side' | 'card'> = {}) => out.push({ type: 'playCard', side, card, ...extra });
    switch (card) {
      case 'spy': {
        const known = new Set(s.revealed[side]);
        const hexes = new Set(enemyMarkers(s, side).filter((m) => !known.has(m.id)).map((m) => m.hex));
        for (const hex of [...hexes].sort()) play({ hex });
        break;
      }
      case 'dragoon-patrol': {
        const hexes = new Set(s.units.filter((u) => u.side === side && u.type === 'dragoons').map((u) => unitHex(s, u)));
        for (const hex of [...hexes].sort()) play({ hex });
        break;
      }
      case 'local-guide':
      case 'loyalist-guide':
        for (const st of stacks) if (!fx.guided.includes(st.id)) play({ stack: st.id });
        break;
      case 'supreme-engineering':
        for (const st of stacks) if (!fx.engineered.includes(st.id)) play({ stack: st.id });
        break;
      case 'durham-boats':
        if (!fx.durhamBoats) play();
        break;
      case 'royal-navy': {
        const world = { ports: portHexes(), enemy: occupied(s, otherSide(side)), fortsBar: fortsBarHudson(americanForts(s)) };
        for (const st of stacks) for (const to of royalNavyDestinations(st.hex, world, ALL_HEXES)) play({ stack: st.id, to });
        break;
      }
      case 'militia-turns-out':
        for (const place of militiaPlaces(PLACES, (id) => holderNow(s, id) === side, troopHexes(s, otherSide(side)))) play({ place });
        break;
      case 'forage-denied':
        for (const p of PLACES) if (p.kind === 'village' && holderNow(s, p.id) === s.side && s.side !== side && !fx.forageDenied.includes(p.id)) play({ place: p.id });
        break;
      case 'fighting-retreat':
      case 'grenadiers':
        if (s.combat) play({ hex: s.combat.hex });
        break;
      default:
        play(); // Bounty, Howe's Pardon, Forced Requisition, Plunder: on no hex
    }
  }
  return out;
}

const WINDOW_TIMING = { battle: 'beforeCombatCards', supply: 'beforeSupply' } as const;

/** §5 the decisions open in a response window: the answering side's plays for that moment, or its pass. */
export function windowEvents(s: LpgState): (PlayCardEvent | PassCardEvent)[] {
  const w = s.cardWindow!;
  return [...cardPlays(s, w.side, WINDOW_TIMING[w.at], []), { type: 'passCard', side: w.side }];
}

/** The sides a window at `at` asks, in order (the phasing side first): those whose deck has a card for it and whose hand holds any card. */
function windowSides(s: LpgState, at: 'battle' | 'supply'): Side[] {
  const timing = WINDOW_TIMING[at];
  return [s.side, otherSide(s.side)].filter((side) => s.hands[side].length > 0 && ACTION_CARDS.some((c) => playableAt(c.id, side, timing, s.side)));
}

function openWindow(s: LpgState, at: 'battle' | 'supply'): boolean {
  const [first, ...next] = windowSides(s, at);
  s.cardWindow = first ? { at, side: first, next } : null;
  return first !== undefined;
}

/**
 * §5, §12 after any rule: a battle whose combat cards were just drawn opens the window before they
 * are chosen (legal.ts applyEvent calls it with the state before and after).
 */
export function openBattleWindow(prev: LpgState, s: LpgState): void {
  const b = s.combat;
  if (s.phase !== 'combat' || !b || b.step !== 'cards' || s.cardWindow) return;
  const same = prev.combat?.step === 'cards' && prev.battles.length === s.battles.length && prev.lastBattle?.n === s.lastBattle?.n;
  if (same) return;
  s.cardEffects.battle = { n: (s.lastBattle?.n ?? 0) + 1, cards: { american: null, british: null } };
  openWindow(s, 'battle');
}

/** §14 the Combat phase over: the window before supply, or the Reinforcement phase at once (legal.ts applyEvent). */
export function openSupplyWindowOrPhase(s: LpgState): void {
  s.phase = 'reinforcement';
  if (!openWindow(s, 'supply')) openReinforcementPhase(s);
}

/** The window's next side, or its end (the supply window's end opens the Reinforcement phase: supply traced, points, arrivals). */
function advanceWindow(s: LpgState): void {
  const w = s.cardWindow!;
  const [first, ...next] = w.next;
  if (first) {
    s.cardWindow = { at: w.at, side: first, next };
    return;
  }
  s.cardWindow = null;
  if (w.at === 'supply' && s.phase === 'reinforcement') openReinforcementPhase(s);
}

/** §5 the public words for what a card did. */
function didWords(s: LpgState, e: PlayCardEvent): string {
  const name = actionCard(e.card).name;
  switch (e.card) {
    case 'spy': return `${name}: the enemy markers at ${e.hex} are looked at`;
    case 'dragoon-patrol': return `${name}: the enemy within 2 hexes of the dragoons at ${e.hex} is revealed`;
    case 'local-guide':
    case 'loyalist-guide': return `${name}: a stack at ${stackHexOf(s, e)} ignores the terrain adjustment this turn`;
    case 'supreme-engineering': return `${name}: a stack at ${stackHexOf(s, e)} crosses rivers without a bridge in one move this turn`;
    case 'durham-boats': return `${name}: the American stacks cross the Delaware as if bridged this turn`;
    case 'royal-navy': return `${name}: a stack sails from ${stackHexOf(s, e)} to ${e.to}; it may not move next turn`;
    case 'militia-turns-out': return `${name}: a militia unit turns out at ${e.place}`;
    case 'forage-denied': return `${name}: ${e.place} supplies nothing this turn`;
    case 'fighting-retreat': return `${name}: one casualty fewer if the American side loses the battle at ${e.hex}`;
    case 'grenadiers': return `${name}: +1 to the British side in the battle at ${e.hex}`;
    case 'bounty': return `${name}: +2 recruitment points; no American unit dissolves in this supply`;
    default: return `${name}: ${actionCard(e.card).text}`;
  }
}

function stackHexOf(s: LpgState, e: PlayCardEvent): HexId | null {
  if (!e.stack) return null;
  if (e.stack.startsWith('hex:')) return e.stack.slice(4);
  return s.commanders.find((c) => c.id === e.stack)?.hex ?? null;
}

/** A fresh unit id for a militia unit turned out by the card. */
function militiaId(s: LpgState, side: Side): string {
  for (let n = 1; ; n++) {
    const id = `${side}-turnout-${s.turn}-${n}`;
    if (!s.units.some((u) => u.id === id)) return id;
  }
}

/** §5 plays the card (legal: legal.ts checked it) on the copy: out of the hand, into play, its effect; `stacks` as for cardPlays. */
export function applyCardPlay(s: LpgState, e: PlayCardEvent, stacks: readonly Stack[]): void {
  const side = e.side;
  const before = s.hands[side].indexOf(e.card);
  s.hands[side].splice(before, 1);
  const hex = e.hex ?? stackHexOf(s, e) ?? (e.place ? PLACES.find((p) => p.id === e.place)!.hex : null);
  s.played[side].push({ card: e.card, hex, to: e.to ?? null });
  const fx = s.cardEffects;
  switch (e.card) {
    case 'spy':
      reveal(s, side, spyReveals(e.hex!, enemyMarkers(s, side)));
      break;
    case 'dragoon-patrol':
      reveal(s, side, dragoonPatrolReveals(e.hex!, enemyMarkers(s, side)));
      break;
    case 'loyalist-guide':
      fx.scouting.push(e.stack!);
      fx.guided.push(e.stack!);
      break;
    case 'local-guide':
      fx.guided.push(e.stack!);
      break;
    case 'supreme-engineering':
      fx.engineered.push(e.stack!);
      break;
    case 'durham-boats':
      fx.durhamBoats = true;
      break;
    case 'royal-navy':
      sail(s, stacks.find((x) => x.id === e.stack)!, e.to!);
      break;
    case 'militia-turns-out': {
      const at = PLACES.find((p) => p.id === e.place)!.hex;
      s.units.push({ id: militiaId(s, side), side, type: 'militia', elite: false, commander: null, hex: at, phantom: null, understrength: false, unsupplied: 0, moved: false, crossing: null, selfCommand: false });
      break;
    }
    case 'forage-denied':
      fx.forageDenied.push(e.place!);
      break;
    case 'bounty':
      fx.bounty = side;
      break;
    case 'fighting-retreat':
    case 'grenadiers':
      fx.battle!.cards[side] = e.card;
      break;
  }
  const changed = pointsAndLoyalty(e.card, s.points[side], s.loyalty);
  if (changed) {
    s.points[side] = changed.points;
    s.loyalty = changed.loyalty;
  }
  s.log.push(`§5 the ${side} side plays ${didWords(s, e)}.`);
  if (changed && settleVictory(s, false)) {
    s.cardWindow = null;
    return;
  }
  if (s.cardWindow) advanceWindow(s);
}

/** §5 Royal Navy: the stack (a commander with his rack, or leaderless units and their marker) to `to`; held there next turn. */
function sail(s: LpgState, st: Stack, to: HexId): void {
  const ids: string[] = st.units.map((u) => u.id);
  if (st.commander) {
    const c = s.commanders.find((k) => k.id === st.commander)!;
    c.hex = to;
    c.moved = true;
    ids.push(c.id);
  }
  const moving = new Set(st.units.map((u) => u.id));
  for (const u of s.units) {
    if (!moving.has(u.id)) continue;
    if (!st.commander) u.hex = to;
    u.moved = true;
  }
  if (!st.commander) {
    for (const p of s.phantoms) {
      const covered = s.units.filter((u: UnitState) => u.phantom === p.id);
      if (covered.length === 0 || !covered.some((u) => moving.has(u.id))) continue;
      if (covered.every((u) => moving.has(u.id))) p.hex = to;
      else for (const u of covered) if (moving.has(u.id)) u.phantom = null;
    }
  }
  s.cardEffects.navyHold.push({ ids: ids.sort(), turn: s.turn + 1 });
}

/** §5 the side passes in the window open to it. */
export function applyPassCard(s: LpgState, e: PassCardEvent): void {
  s.log.push(`§5 the ${e.side} side plays no action card.`);
  advanceWindow(s);
}

/**
 * §5 the end of a player turn (legal.ts nextPlayerTurn): the cards played go to their discards; the
 * effects of this player turn expire (Royal Navy's hold lasts to the end of the next turn's British
 * Movement phase).
 */
export function endOfPlayerTurnCards(s: LpgState): void {
  for (const side of SIDES) {
    s.discards[side].push(...s.played[side].map((p) => p.card));
    s.played[side] = [];
  }
  const hold = s.cardEffects.navyHold.filter((h) => (s.side === 'british' ? h.turn > s.turn : h.turn >= s.turn));
  s.cardEffects = { ...noCardEffects(), navyHold: hold };
  s.cardWindow = null;
}

/** §5 why a play or a pass is refused (the section first), or null where it is legal. */
export function cardRefusal(s: LpgState, e: PlayCardEvent | PassCardEvent, legal: readonly { type: string }[], same: (a: unknown, b: unknown) => boolean): string | null {
  if (legal.some((l) => same(l, e))) return null;
  const w = s.cardWindow;
  if (w && w.side !== e.side) return `§5: the ${w.side} side plays an action card or passes now (the window ${w.at === 'battle' ? 'before the combat cards' : 'before supply'}).`;
  if (e.type === 'passCard') return '§5: no response window is open to this side (a pass answers a window; a phase ends with its own decision).';
  if (!isActionCard(e.card)) return `§5: ${String(e.card)} is not an action card of this game.`;
  const def = actionCard(e.card);
  if (def.side !== e.side) return `§5: ${def.name} is a card of the ${def.side} deck.`;
  if (!s.hands[e.side].includes(e.card)) return `§5: no ${def.name} in the ${e.side} hand.`;
  const now: CardTiming | null = w ? WINDOW_TIMING[w.at] : s.phase === 'command' || s.phase === 'movement' || s.phase === 'reinforcement' ? s.phase : null;
  if (now && playableAt(e.card, e.side, now, s.side) && !inCardTurns(e.card, s.turn)) return `§5: ${def.name} is played only in turns ${def.turns!.from}-${def.turns!.to} (the proclamation of 30 November to Trenton).`;
  if (!now || !playableAt(e.card, e.side, now, s.side)) return `§5: ${def.name} is played ${TIMING_WORDS[def.timing]}${def.phaseOf === 'enemy' ? ' (the enemy\'s)' : ''}.`;
  if (s.phase === 'command' && s.hands[e.side].length > 3) return '§5: at most 3 action cards in hand: discard first.';
  switch (e.card) {
    case 'spy': return '§5: Spy looks at one hex holding enemy commanders or phantom markers not yet revealed to you.';
    case 'dragoon-patrol': return '§5: Dragoon Patrol is played from a hex holding one of your dragoon units.';
    case 'local-guide': case 'loyalist-guide': case 'supreme-engineering': return '§6: the card goes to one of your stacks in command that has not moved this turn (once each).';
    case 'royal-navy': return '§5, §18, §19: Royal Navy takes a stack in command in a port, not yet moved, to another port or a landing shore the enemy does not hold, not above the Hudson Forts while the Americans hold two.';
    case 'militia-turns-out': return '§5: the militia turn out in a village or town you hold with no enemy troops in it or next to it.';
    case 'forage-denied': return '§15: Forage Denied names a village the British hold, in the British Reinforcement phase, before supply.';
    case 'durham-boats': return '§5: Durham Boats is already in play this turn.';
    case 'fighting-retreat': case 'grenadiers': return `§5: the card acts in the battle being fought (at ${s.combat?.hex ?? 'none'}).`;
    default: return `§5: ${def.name} is played on no hex: name no target.`;
  }
}

/** §5 the beats of a play: the card and what it did; a militia unit turned out; the Loyalty Index moved. */
export function cardBeats(before: LpgState, after: LpgState, e: PlayCardEvent | PassCardEvent): LpgBeat[] {
  if (e.type !== 'playCard') return [];
  const played = after.played[e.side].at(-1) ?? { hex: null, to: null };
  const out: LpgBeat[] = [{ type: 'card.played', side: e.side, card: e.card, hex: played.hex, to: played.to, did: didWords(before, e), rule: '5' }];
  const had = new Set(before.units.map((u) => u.id));
  if (e.card === 'militia-turns-out') for (const u of after.units) if (!had.has(u.id)) out.push({ type: 'unit.arrived', side: u.side, unit: u.id, hex: u.hex!, rule: '5' });
  if (after.loyalty !== before.loyalty) out.push({ type: 'loyalty.changed', index: after.loyalty, delta: after.loyalty - before.loyalty, rule: '5' });
  return out;
}

/** Where a card in the hand stands for the invariants: every card of a side's deck in exactly one of deck, hand, discards, play. */
export function cardCounts(s: LpgState, side: Side): Map<string, number> {
  const n = new Map<string, number>();
  for (const id of [...s.decks[side], ...s.hands[side], ...s.discards[side], ...s.played[side].map((p) => p.card)]) n.set(id, (n.get(id) ?? 0) + 1);
  return n;
}
