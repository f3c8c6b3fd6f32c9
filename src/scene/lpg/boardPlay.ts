// What a click on La Petite Guerre's board does: the legal events the board was given, sorted by the
// place they are chosen at (a hex of the map, a commander or unit on the command rack, a card in the
// hand, a combat card of the battle), in one or two steps (a stack, then the hex it goes to; a spare
// phantom marker, then its hex; an action card, then where it is played). Everything lit is one of
// the legal events, sent unchanged; events with no place (Draw, End the phase, the calls for
// reinforcements) are the prompt's buttons, and all of them stay in the shared action list too.
// Event types this file does not know (cards played, landings, razing, added later) are placed by
// their fields alone: a `card` in the hand, then a hex field (`hex`, `to`, `at`) as a lit hex;
// otherwise a prompt button. No rules here: only the events' fields are read. Here, beside the
// scene, so a 3D table can share it with the flat map.
import type { LpgEvent } from '../../games/lpg/legal';
import { PLACES } from '../../games/lpg/map';
import type { Side } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';

/** A legal event as the board reads it (LpgEvents, and any type added since, by its fields). */
export type LpgEventLike = LpgEvent | { type: string; side: string; [field: string]: unknown };

export interface Selection {
  /** A stack picked to move (a commander id, or "hex:CCRR" for leaderless units). */
  stack: string | null;
  /** A card of the hand picked (its hexes or choices next). */
  card: string | null;
  /** The spare phantom marker picked (its hexes next). */
  phantom: boolean;
}

export const NO_SELECTION: Selection = { stack: null, card: null, phantom: false };

/** One thing a click may do: send an event, or pick a stack (its destinations next). */
export type Option = { kind: 'event'; event: LpgEventLike } | { kind: 'stack'; stack: string };

export interface BoardPlay {
  /** Hexes a click acts on now, with what it may do there (one: done at once; more: asked). */
  hexes: ReadonlyMap<string, Option[]>;
  /** Stacks that may be picked now (commander id or "hex:CCRR"), with their hex. */
  stacks: ReadonlyMap<string, string>;
  /** Rack entries (commander ids, unit ids) a click acts on, with their events. */
  items: ReadonlyMap<string, LpgEventLike[]>;
  /** Cards in the hand a click acts on (its events: one sent at once, else picked). */
  cards: ReadonlyMap<string, LpgEventLike[]>;
  /** The battle's combat cards the side may choose. */
  combatCards: ReadonlyMap<string, LpgEventLike>;
  /** The prompt's buttons (events with no place). */
  buttons: LpgEventLike[];
  /** A spare phantom marker may be placed (a click on the rack's phantom box picks it). */
  phantomSpare: boolean;
  /** What to do now, in a line. */
  hint: string | null;
  /** The selection still valid (a stale one is dropped). */
  selection: Selection;
}

const HEX_FIELDS = ['hex', 'to', 'at', 'target'] as const;
const isHexId = (v: unknown): v is string => typeof v === 'string' && /^\d{4}$/.test(v);

/** The hex an event is chosen at, read from its fields (known types first). */
export function hexOf(e: LpgEventLike): string | null {
  switch (e.type) {
    case 'rollCommand':
    case 'placePhantom':
      return (e as { hex: string }).hex;
    case 'retreat':
      return (e as { to: string }).to;
    case 'move':
      return (e as { to: string }).to;
  }
  for (const f of HEX_FIELDS) {
    const v = (e as Record<string, unknown>)[f];
    if (isHexId(v)) return v;
  }
  return null;
}

function add<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** Where the board's markers stand, as the play logic needs them (from the view). */
export interface BoardPlaces {
  /** Each own commander's hex (commander id -> hex). */
  commanderHex: ReadonlyMap<string, string>;
  /** Each own phantom marker on the map (phantom id -> hex). */
  phantomHex: ReadonlyMap<string, string>;
  /** Each settlement's hex (place id -> hex), for units ordered at a place. */
  placeHex: ReadonlyMap<string, string>;
  /** The action cards in the seated side's hand. */
  hand: ReadonlySet<string>;
}

const PLACE_HEX: ReadonlyMap<string, string> = new Map(PLACES.map((p) => [p.id, p.hex]));

/** Where the seated side's markers stand and what it holds, from its view (null: no one seated). */
export function boardPlaces(view: LpgView, me: Side | null): BoardPlaces {
  const commanderHex = new Map<string, string>();
  const phantomHex = new Map<string, string>();
  if (me) for (const m of view.markers[me] ?? []) (m.is && view.racks[m.is] ? commanderHex : phantomHex).set(m.is ?? m.id, m.hex);
  return { commanderHex, phantomHex, placeHex: PLACE_HEX, hand: new Set(me ? (view.hands[me] ?? []) : []) };
}

/**
 * The board's click targets for the legal events of the side seated at it (`legal`, already only
 * that side's), given what is picked now.
 */
export function boardPlay(legal: readonly LpgEventLike[], sel: Selection, where: BoardPlaces): BoardPlay {
  const moves = legal.filter((e) => e.type === 'move') as Extract<LpgEvent, { type: 'move' }>[];
  const stacks = new Map<string, string>();
  for (const e of moves) {
    if (stacks.has(e.stack)) continue;
    stacks.set(e.stack, e.stack.startsWith('hex:') ? e.stack.slice(4) : (where.commanderHex.get(e.stack) ?? ''));
  }
  const cardEvents = new Map<string, LpgEventLike[]>();
  for (const e of legal) {
    const c = (e as { card?: unknown }).card;
    if (e.type !== 'chooseCombatCard' && typeof c === 'string' && where.hand.has(c)) add(cardEvents, c, e);
  }
  const phantomSpare = legal.some((e) => e.type === 'placePhantom');
  const stack = sel.stack && stacks.has(sel.stack) ? sel.stack : null;
  const card = !stack && sel.card && cardEvents.has(sel.card) ? sel.card : null;
  const phantom = !stack && !card && sel.phantom && phantomSpare;
  const selection: Selection = { stack, card, phantom };

  const hexes = new Map<string, Option[]>();
  const items = new Map<string, LpgEventLike[]>();
  const cards = new Map<string, LpgEventLike[]>();
  const combatCards = new Map<string, LpgEventLike>();
  const buttons: LpgEventLike[] = [];

  if (stack) {
    // A stack picked: its destinations (a plain move and a forced march to the same hex are both offered).
    for (const e of moves) if (e.stack === stack) add(hexes, e.to, { kind: 'event', event: e });
  } else if (card) {
    for (const e of cardEvents.get(card)!) {
      const h = hexOf(e);
      if (h) add(hexes, h, { kind: 'event', event: e });
      else buttons.push(e);
    }
  } else if (phantom) {
    for (const e of legal) if (e.type === 'placePhantom') add(hexes, (e as { hex: string }).hex, { kind: 'event', event: e });
  } else {
    for (const [id, hex] of stacks) if (hex) add(hexes, hex, { kind: 'stack', stack: id });
    for (const e of legal) {
      switch (e.type) {
        case 'move':
        case 'placePhantom':
          continue; // picked first (a stack; the spare marker)
        case 'recce':
          add(items, (e as { commander: string }).commander, e);
          continue;
        case 'detach':
        case 'attach':
        case 'rest':
          add(items, (e as { unit: string }).unit, e);
          continue;
        case 'combine':
          add(items, (e as { absorbed: string }).absorbed, e);
          continue;
        case 'removePhantom': {
          const h = where.phantomHex.get((e as { phantom: string }).phantom);
          if (h) add(hexes, h, { kind: 'event', event: e });
          else buttons.push(e);
          continue;
        }
        case 'orderUnit': {
          const h = where.placeHex.get((e as { place: string }).place);
          if (h) add(hexes, h, { kind: 'event', event: e });
          else buttons.push(e);
          continue;
        }
        case 'chooseCombatCard':
          combatCards.set((e as { card: string }).card, e);
          continue;
      }
      const c = (e as { card?: unknown }).card;
      if (typeof c === 'string' && cardEvents.has(c)) {
        add(cards, c, e);
        continue;
      }
      const h = hexOf(e);
      if (h) add(hexes, h, { kind: 'event', event: e });
      else buttons.push(e);
    }
  }

  const types = new Set(legal.map((e) => e.type));
  let hint: string | null = null;
  if (legal.length === 0) hint = null;
  else if (stack) hint = 'Click a lit hex to move there (orange: forced march only), or its own hex to put it back.';
  else if (card) hint = hexes.size > 0 ? 'Click a lit hex for the card, or choose below.' : 'Choose how to play the card.';
  else if (phantom) hint = 'Click a lit hex to place the phantom marker (over your leaderless units, or as a decoy).';
  else if (types.has('discard') && !types.has('endCommand')) hint = 'More than 3 action cards: click a card in your hand to discard it.';
  else if (types.has('endCommand')) hint = 'Command: click a lit commander or unit on your rack, or a lit hex.';
  else if (types.has('move')) hint = 'Click a lit stack (map or rack) to move it.';
  else if (types.has('chooseCombatCard')) hint = 'Choose your combat card (both sides choose; shown together).';
  else if (types.has('callReinforcements')) hint = 'Call for reinforcements (stacks within 3 hexes), or not.';
  else if (types.has('retreat')) hint = 'Click a lit hex to retreat there.';
  else if (types.has('endReinforcement')) hint = 'Reinforcement: a lit settlement to order units; lit units on the rack to rest or combine.';
  return { hexes, stacks, items, cards: card || stack || phantom ? new Map() : cards, combatCards, buttons, phantomSpare: phantomSpare && !stack && !card, hint, selection };
}

/**
 * What a click on an unlit hex would have asked (pure: no rules), so the board can ask the module why
 * it is refused (explainIllegal) and show the rule: with a stack picked, moving it there; in a
 * retreat, retreating there; with the spare phantom picked, placing it there. Null: nothing to ask.
 */
export function hexProbe(legal: readonly LpgEventLike[], hex: string, sel: Selection): LpgEventLike | null {
  if (sel.stack) {
    const first = legal.find((e) => e.type === 'move' && (e as { stack: string }).stack === sel.stack);
    return first ? ({ ...first, to: hex, forcedMarch: false } as LpgEventLike) : null;
  }
  if (sel.phantom) {
    const first = legal.find((e) => e.type === 'placePhantom');
    return first ? ({ ...first, hex } as LpgEventLike) : null;
  }
  const retreat = legal.find((e) => e.type === 'retreat');
  if (retreat) return { ...retreat, to: hex } as LpgEventLike;
  const roll = legal.find((e) => e.type === 'rollCommand');
  if (roll) return { ...roll, hex } as LpgEventLike;
  return null;
}

/** What a click on a stack that may not move would have sent (a move of it to its own hex's first legal destination), for why-not. */
export function stackProbe(legal: readonly LpgEventLike[], stack: string): LpgEventLike | null {
  const first = legal.find((e) => e.type === 'move');
  return first ? ({ ...first, stack } as LpgEventLike) : null;
}
