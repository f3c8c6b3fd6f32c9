// 5.0 Card Selection Phase and 6.0 Card Play and Resolution Phase: the draw (with Random Events),
// who plays first, alternate plays, Passing, and the Special Action cards' own effects (6.31).
import { rollD6 } from '../../../core/dice';
import { DRAW_SIZE, cardDef } from '../data';
import { type BbwState, RuleError, cloneState } from '../state';
import { type ActionCardDef, type Side, otherSide } from '../types';
import { boardOf, defOf, isArea, isRear, unitsAt } from './board';

export type SpecialPlay = Extract<PlayChoice, { kind: 'special' }>;
export type PlayChoice =
  | { kind: 'pass' }
  | { kind: 'action'; card: string; mode: 'move' | 'combat' }
  | { kind: 'special'; card: string; use: 'rally-area'; area: string }
  | { kind: 'special'; card: string; use: 'rally-air' }
  | { kind: 'special'; card: string; use: 'repair' };

/** 5.0: draws six cards; white ones to the designated player, grey to the other; resolves Random Events. */
export function selectCards(prev: BbwState): BbwState {
  if (prev.pending.kind !== 'selection') throw new RuleError('5.0', 'it is not the Card Selection Phase');
  const s = cloneState(prev);
  const drawn = s.deck.splice(0, Math.min(DRAW_SIZE, s.deck.length));
  s.received = { white: 0, grey: 0 };
  const events: string[] = [];
  for (const id of drawn) {
    const c = cardDef(id);
    if (c.kind === 'action') {
      s.hands[c.colour].push(id);
      s.received[c.colour] += 1;
    } else if (c.kind === 'event') {
      events.push(id);
    } else {
      throw new Error(`special card ${id} in the deck`);
    }
  }
  // 6.0: "After the two players have taken their respective cards ... roll 1d6 on the Random Events Chart."
  for (const id of events) {
    const roll = rollD6(s.rng);
    const ev = boardOf(s).scenario.data.randomEvents.find((e) => e.roll === roll)!;
    s.events.push({ turn: s.turn, card: id, roll, id: ev.id });
    boardOf(s).scenario.rules.resolveEvent(s, roll);
    s.discard.push(id);
  }
  s.passes = 0;
  s.pending = { kind: 'play', side: firstPlayer(s) };
  return s;
}

/** 6.0: the player who received the most cards plays first (the designated player wins ties), unless the conflict says otherwise. */
export function firstPlayer(s: BbwState): Side {
  const forced = boardOf(s).scenario.rules.firstPlayer(s);
  if (forced) return forced;
  return s.received.white >= s.received.grey ? 'white' : 'grey';
}

/** The value of an Action card for a mode, and whether 9.14 lets this side use it. */
export function actionValue(s: BbwState, side: Side, card: ActionCardDef, mode: 'move' | 'combat'): number | string {
  const v = mode === 'move' ? card.move : card.combat;
  if (s.options.poorlyTrainedStaff[side]) {
    const larger = Math.max(card.move, card.combat);
    if (v < larger || (card.move === card.combat && mode === 'combat')) return `9.14 Poorly Trained Staff: ${card.id} may be used only for its larger value (${larger})`;
  }
  return v;
}

/** 6.0: the side's turn passes to the other side after a card has been played and resolved. */
export function handOver(s: BbwState, side: Side): void {
  s.action = null;
  s.designation = null;
  s.battle = null;
  s.pending = { kind: 'play', side: otherSide(side) };
}

/** 6.31: why this use of a Special Action card would do nothing, or null. */
function specialUseProblem(s: BbwState, side: Side, c: SpecialPlay): string | null {
  const b = boardOf(s);
  switch (c.use) {
    case 'rally-area':
      if (!isArea(s, c.area)) return `no area "${c.area}"`;
      if (!unitsAt(s, c.area, side, 'ground').some((u) => u.disrupted)) return `no disrupted friendly ground unit in ${c.area}`;
      return null;
    case 'rally-air':
      if (!s.units.some((u) => defOf(s, u.id).side === side && defOf(s, u.id).kind === 'air' && u.disrupted && isRear(s, u.loc))) return 'no disrupted friendly air unit in the Rear Area';
      return null;
    case 'repair':
      if (!s.units.some((u) => defOf(s, u.id).side === side && b.damagedBoxes.get(u.loc)?.side === side)) return 'no unit in the Damaged Units box';
      return null;
  }
}

/** 6.0 / 6.31: plays a card (or Passes) for the side whose turn it is. */
export function playCard(prev: BbwState, choice: PlayChoice): BbwState {
  if (prev.pending.kind !== 'play') throw new RuleError('6.0', 'no card may be played now');
  const side = prev.pending.side;
  if (choice.kind === 'pass') {
    const s = cloneState(prev);
    s.passes += 1;
    if (s.passes >= 2) {
      // 6.0: both passed in succession: remaining Movement and Combat cards are discarded.
      for (const sd of ['white', 'grey'] as Side[]) {
        s.discard.push(...s.hands[sd]);
        s.hands[sd] = [];
      }
      s.pending = { kind: 'final' };
    } else {
      s.pending = { kind: 'play', side: otherSide(side) };
    }
    return s;
  }
  if (choice.kind === 'action') {
    if (!prev.hands[side].includes(choice.card)) throw new RuleError('6.0', `${choice.card} is not in ${side}'s hand`);
    const c = cardDef(choice.card);
    if (c.kind !== 'action') throw new RuleError('6.0', `${choice.card} is not an Action card`);
    if (choice.mode !== 'move' && choice.mode !== 'combat') throw new RuleError('6.0', 'an Action card is played for its Movement or its Combat value');
    const v = actionValue(prev, side, c, choice.mode);
    if (typeof v === 'string') throw RuleError.from('9.14', v);
    const s = cloneState(prev);
    s.hands[side] = s.hands[side].filter((x) => x !== choice.card);
    s.discard.push(choice.card);
    s.passes = 0;
    s.action = { side, card: choice.card, mode: choice.mode, left: v, used: [] };
    s.pending = { kind: choice.mode, side };
    return s;
  }
  if (choice.kind === 'special') {
    if (!prev.specials[side].includes(choice.card)) throw new RuleError('6.3', `${side} does not hold Special Action card ${choice.card}`);
    const problem = specialUseProblem(prev, side, choice);
    if (problem) throw new RuleError('6.31', problem);
    const s = cloneState(prev);
    s.specials[side] = s.specials[side].filter((x) => x !== choice.card);
    s.discard.push(choice.card);
    s.passes = 0;
    const b = boardOf(s);
    for (const u of s.units) {
      const d = defOf(s, u.id);
      if (d.side !== side) continue;
      if (choice.use === 'rally-area' && u.loc === choice.area && d.kind === 'ground') u.disrupted = false;
      if (choice.use === 'rally-air' && d.kind === 'air' && isRear(s, u.loc)) u.disrupted = false;
      if (choice.use === 'repair' && b.damagedBoxes.get(u.loc)?.side === side) {
        u.loc = b.homeRear[side];
        u.disrupted = false;
      }
    }
    handOver(s, side);
    return s;
  }
  throw new RuleError('6.0', `unknown play ${JSON.stringify(choice)}`);
}

/** 6.0 / 6.31: every play open to the side whose turn it is (one Special Action card stands for all: they are alike). */
export function legalPlays(s: BbwState): PlayChoice[] {
  if (s.pending.kind !== 'play') return [];
  const side = s.pending.side;
  const out: PlayChoice[] = [];
  for (const id of s.hands[side]) {
    const c = cardDef(id);
    if (c.kind !== 'action') continue;
    for (const mode of ['move', 'combat'] as const) {
      if (typeof actionValue(s, side, c, mode) === 'number') out.push({ kind: 'action', card: id, mode });
    }
  }
  const special = s.specials[side][0];
  if (special) {
    const withDisrupted = [...new Set(s.units.filter((u) => defOf(s, u.id).side === side && defOf(s, u.id).kind === 'ground' && u.disrupted && isArea(s, u.loc)).map((u) => u.loc))];
    for (const area of withDisrupted) out.push({ kind: 'special', card: special, use: 'rally-area', area });
    for (const use of ['rally-air', 'repair'] as const) {
      const c: SpecialPlay = { kind: 'special', card: special, use };
      if (!specialUseProblem(s, side, c)) out.push(c);
    }
  }
  out.push({ kind: 'pass' });
  return out;
}
