// What a click on La Petite Guerre's 3D table does (pure: no React, no three), over the shared click
// logic of the flat map (boardPlay.ts): a hex of the map, a stack on it, a rack entry (commander or
// unit), the rack's spare phantom box, an action card of the hand, a combat card of the duel, an
// unlit rack entry or card (why not), a prompt button. Each click gives one result: an event sent
// (one of the legal events, unchanged), a new selection, a choice to ask among a few options, a probe
// to ask the module why not (explain), or a line to say. The table (LpgTable.tsx) and the parts the
// lead mounts beside it (the racks, the hands, the duel) call the same handlers, so every legal event
// is reachable by clicks on the table (tests/lpg/scene/tableClicks.test.ts).
import type { HexId } from '../../games/lpg/types';
import { hexProbe, NO_SELECTION, stackProbe, type BoardPlaces, type BoardPlay, type LpgEventLike, type Option, type Selection } from './boardPlay';

export type ClickResult =
  | { kind: 'send'; event: LpgEventLike }
  | { kind: 'select'; selection: Selection }
  | { kind: 'choose'; title: string; options: Option[] }
  | { kind: 'explain'; probe: LpgEventLike }
  | { kind: 'say'; text: string }
  | { kind: 'none' };

/** What the click routing reads: the deciding side's own legal events, the click targets now, where its markers stand. */
export interface ClickContext {
  mine: readonly LpgEventLike[];
  play: BoardPlay;
  where: BoardPlaces;
  /** A hex's name for the prompt ("Trenton", "hex 0817"). */
  hexName: (hex: HexId) => string;
  /** A commander's or unit's name for the prompt. */
  itemName: (id: string) => string;
}

const offer = (title: string, options: Option[], confirm = false): ClickResult =>
  options.length === 1 && !confirm ? (options[0]!.kind === 'event' ? { kind: 'send', event: options[0]!.event } : { kind: 'select', selection: { ...NO_SELECTION, stack: options[0]!.stack } }) : { kind: 'choose', title, options };

/** A hex of the map (or a counter on it that is not a pickable stack). */
export function clickHex(c: ClickContext, hex: HexId): ClickResult {
  const { play, mine, where } = c;
  if (mine.length === 0) return { kind: 'none' };
  // The picked stack's own hex: put it back.
  if (play.selection.stack && play.stacks.get(play.selection.stack) === hex) return { kind: 'select', selection: NO_SELECTION };
  const options = play.hexes.get(hex);
  if (options) return offer(c.hexName(hex), options);
  const probe = hexProbe(mine, hex, play.selection);
  if (probe) return { kind: 'explain', probe };
  // An own stack that may not move now: the rule that keeps it.
  if (mine.some((e) => e.type === 'move')) {
    const own = [...where.commanderHex].find(([, h]) => h === hex)?.[0];
    const p = own ? stackProbe(mine, own) : null;
    if (p) return { kind: 'explain', probe: p };
  }
  return { kind: 'say', text: `nothing to do at ${c.hexName(hex)} now.` };
}

/** A stack's counter on the map (an own commander's id or "hex:CCRR"), standing at `hex`. */
export function clickStack(c: ClickContext, id: string, hex: HexId): ClickResult {
  const { play, mine } = c;
  if (mine.length === 0) return { kind: 'none' };
  // With something picked, a counter is the hex it stands on (a destination, a phantom's hex).
  if (play.selection.stack === id) return { kind: 'select', selection: NO_SELECTION };
  if (play.selection.stack || play.selection.card || play.selection.phantom) return clickHex(c, hex);
  if (play.stacks.has(id)) {
    // A pile of several stacks, or an event at this hex too (a phantom removed, units ordered): ask,
    // the stack clicked first (in a pile only the top counter can be told from the others).
    const others = (play.hexes.get(hex) ?? []).filter((o) => o.kind === 'event' || o.stack !== id);
    if (others.length > 0) return offer(c.hexName(hex), [{ kind: 'stack', stack: id }, ...others], true);
    return { kind: 'select', selection: { ...NO_SELECTION, stack: id } };
  }
  if (play.items.has(id)) return clickItem(c, id);
  return clickHex(c, hex);
}

/** A commander or unit on a rack (a lit one's events are always asked: a click on a name should not reconnoitre at once). */
export function clickItem(c: ClickContext, id: string): ClickResult {
  const { play, mine } = c;
  if (mine.length === 0) return { kind: 'none' };
  const events = play.items.get(id);
  if (events) return offer(c.itemName(id), events.map((event) => ({ kind: 'event', event })), true);
  if (play.stacks.has(id)) return { kind: 'select', selection: play.selection.stack === id ? NO_SELECTION : { ...NO_SELECTION, stack: id } };
  return clickUnlit(c, id);
}

/** An unlit rack entry: why a commander may not move now (where moves are open), else nothing to say. */
export function clickUnlit(c: ClickContext, id: string): ClickResult {
  const { mine, where } = c;
  if (mine.length === 0) return { kind: 'none' };
  if (mine.some((e) => e.type === 'move') && where.commanderHex.has(id)) {
    const p = stackProbe(mine, id);
    if (p) return { kind: 'explain', probe: p };
  }
  return { kind: 'say', text: `nothing to do with ${c.itemName(id)} now.` };
}

/** The rack's spare phantom box: picks the spare marker (its hexes next), or puts it back. */
export function clickPhantomBox(c: ClickContext): ClickResult {
  if (!c.play.phantomSpare && !c.play.selection.phantom) return c.mine.length ? { kind: 'say', text: 'no phantom marker may be placed now.' } : { kind: 'none' };
  return { kind: 'select', selection: c.play.selection.phantom ? NO_SELECTION : { ...NO_SELECTION, phantom: true } };
}

/** An action card of the hand: one event sent at once, several picked (their hexes or buttons next). */
export function clickCard(c: ClickContext, card: string): ClickResult {
  const { play } = c;
  if (c.mine.length === 0) return { kind: 'none' };
  if (play.selection.card === card) return { kind: 'select', selection: NO_SELECTION };
  const events = play.cards.get(card);
  if (!events) return clickUnlitCard(c, card);
  if (events.length === 1) return { kind: 'send', event: events[0]! };
  return { kind: 'select', selection: { ...NO_SELECTION, card } };
}

/** An action card that may not be played now: the rules asked why (playing it as the other cards are played). */
export function clickUnlitCard(c: ClickContext, card: string): ClickResult {
  const side = c.mine[0]?.side;
  if (!side) return { kind: 'none' };
  if (!c.where.hand.has(card)) return { kind: 'say', text: 'that card is not in your hand.' };
  return { kind: 'explain', probe: { type: 'playCard', side, card } };
}

/** A combat card of the battle's duel. */
export function clickCombatCard(c: ClickContext, card: string): ClickResult {
  const e = c.play.combatCards.get(card);
  if (e) return { kind: 'send', event: e };
  return c.mine.length ? { kind: 'say', text: 'that combat card may not be chosen now.' } : { kind: 'none' };
}

/** Every place a click may land on the table now (hexes lit, stacks, rack items, cards, combat cards, the phantom box, buttons): for the tests' walk. */
export function clickTargets(c: ClickContext): (() => ClickResult)[] {
  const { play } = c;
  return [
    ...[...play.hexes.keys()].map((h) => () => clickHex(c, h)),
    ...[...play.stacks].map(([id, h]) => () => clickStack(c, id, h)),
    ...[...play.items.keys()].map((id) => () => clickItem(c, id)),
    ...[...play.cards.keys()].map((id) => () => clickCard(c, id)),
    ...[...play.combatCards.keys()].map((id) => () => clickCombatCard(c, id)),
    ...(play.phantomSpare ? [() => clickPhantomBox(c)] : []),
    ...play.buttons.map((e) => (): ClickResult => ({ kind: 'send', event: e })),
  ];
}
