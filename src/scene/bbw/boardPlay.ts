// What a click on the flat area map does: the legal events the board was given, sorted by the place
// they are chosen at (a card in the hand, a unit, an area or box), in one or two steps (a card, then
// which value; a unit, then where it goes). Everything the board lights is one of the legal events,
// sent unchanged; events with no place on the map (Pass, End card, Confirm the battle, a Reaction
// Move's choice of units) are the board's prompt buttons, and all of them stay in the shared action
// list too. No rules here: only the events' fields are read.
import type { BbwEvent } from '../../games/bbw/legal';

/** A legal event as the board reads it (the shell hands GameEvents; these are BbwEvents). */
export type BbwEventLike = BbwEvent;

export interface Selection {
  /** A card picked in the hand (its values or uses next). */
  card: string | null;
  /** A unit picked to move or exploit (its destinations next). */
  unit: string | null;
}

export const NO_SELECTION: Selection = { card: null, unit: null };

export interface BoardPlay {
  /** Cards in the hand that may be played now. */
  cards: ReadonlySet<string>;
  /** Units a click acts on now, with the events there (one: sent at once; move/exploit: picked). */
  units: ReadonlyMap<string, BbwEventLike[]>;
  /** Areas and boxes a click acts on now, with the events there. */
  places: ReadonlyMap<string, BbwEventLike[]>;
  /** The prompt's buttons: events with no place, and a picked card's values. */
  buttons: BbwEventLike[];
  /** What to do now, in a line. */
  hint: string | null;
  /** The selection still valid (a stale one is dropped). */
  selection: Selection;
}

const cardOf = (e: BbwEventLike): string | null => (e.type === 'play' && e.play.kind !== 'pass' ? e.play.card : null);
const twoStep = (e: BbwEventLike): e is Extract<BbwEventLike, { type: 'move' | 'exploit' }> => e.type === 'move' || e.type === 'exploit';

function unitOf(e: BbwEventLike): string | null {
  if (e.type === 'designate') return e.step.unit;
  if (e.type === 'allocate') return e.unit;
  if (twoStep(e)) return e.unit;
  return null;
}

function placeOf(e: BbwEventLike): string | null {
  if (e.type === 'openBattle') return e.area;
  if (e.type === 'result') return e.to;
  if (e.type === 'play' && e.play.kind === 'special' && e.play.use === 'rally-area') return e.play.area;
  return null;
}

function add<K>(m: Map<K, BbwEventLike[]>, k: K, e: BbwEventLike): void {
  const list = m.get(k);
  if (list) list.push(e);
  else m.set(k, [e]);
}

export function boardPlay(legal: readonly BbwEventLike[], sel: Selection): BoardPlay {
  const cards = new Set<string>();
  for (const e of legal) {
    const c = cardOf(e);
    if (c) cards.add(c);
  }
  const card = sel.card && cards.has(sel.card) ? sel.card : null;
  const movers = new Set(legal.filter(twoStep).map((e) => e.unit));
  const unit = sel.unit && movers.has(sel.unit) ? sel.unit : null;
  const units = new Map<string, BbwEventLike[]>();
  const places = new Map<string, BbwEventLike[]>();
  const buttons: BbwEventLike[] = [];
  for (const e of legal) {
    const c = cardOf(e);
    if (c) {
      // A card: its values (or the Special Action card's uses) once it is picked.
      if (c !== card) continue;
      const at = placeOf(e);
      if (at) add(places, at, e);
      else buttons.push(e);
      continue;
    }
    if (twoStep(e)) {
      if (unit === null) add(units, e.unit, e);
      else if (e.unit === unit) add(places, e.to, e);
      continue;
    }
    const u = unitOf(e);
    if (u) {
      add(units, u, e);
      continue;
    }
    const at = placeOf(e);
    if (at) add(places, at, e);
    else buttons.push(e);
  }
  let hint: string | null = null;
  const types = new Set(legal.map((e) => e.type));
  if (legal.length === 0) hint = null;
  else if (card) hint = places.size > 0 ? 'Click a lit area for the card, or choose below.' : 'Choose how to play the card.';
  else if (unit) hint = 'Click a lit area to move the unit there (or click the unit again to put it back).';
  else if (types.has('play')) hint = cards.size > 0 ? 'Pick a card from your hand, or Pass.' : 'No card to play: Pass.';
  else if (types.has('move')) hint = 'Click a lit unit to move it, or End the card.';
  else if (types.has('openBattle')) hint = 'Click a lit area to fight there, or End the card.';
  else if (types.has('designate')) hint = 'Click lit units to designate them (attackers, defenders, air: marked A and D), then Resolve the battle.';
  else if (types.has('allocate')) hint = 'Click a lit unit to take the next hit.';
  else if (types.has('result')) hint = places.size > 0 ? 'Click a lit area to retreat there, or stay.' : 'Choose the unit\'s result.';
  else if (types.has('exploit')) hint = 'Click a lit unit to exploit, or End exploitation.';
  else if (types.has('react')) hint = 'Reaction Move (6.32): choose one, or pass.';
  else if (types.has('defenderAir')) hint = 'Add air units in the area to the defence, or none.';
  return { cards, units, places, buttons, hint, selection: { card, unit } };
}
