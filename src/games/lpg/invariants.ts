// What must hold in every La Petite Guerre state (the fuzzer checks them after every event): every
// unit in exactly one place on a land hex, no commander of a lost rack, the hand limit (§5: at most
// three once a discard is no longer owed, i.e. outside the Command phase), every action card in exactly
// one of deck, hand, discards or play, the response windows where they belong, the Loyalty Index in range,
// the unsupplied markers in range (§15), no hex shared by both sides outside a Movement and Combat
// phase (§9 sets no stack limit: a stack over it moves slower, rules notes), the calendar consistent.
import { isLand } from './rules/hex';
import { ACTION_CARDS, DECK_SIZE, HAND_LIMIT } from './tables/actionCards';
import { cardCounts } from './cardPlay';
import { LOYALTY_MAX, LOYALTY_MIN } from './tables/loyalty';
import { calendar, unitHex, type LpgState } from './state';
import { SIDES } from './types';
import { UNSUPPLIED_DISSOLVE_TURNS } from './tables/supply';
import { landingRazingInvariants } from './landingInvariants';

export function checkInvariants(s: LpgState): string[] {
  const bad: string[] = [];
  const ids = new Set<string>();
  for (const u of s.units) {
    if (ids.has(u.id)) bad.push(`unit ${u.id} twice`);
    ids.add(u.id);
    if ((u.commander === null) === (u.hex === null)) bad.push(`unit ${u.id} both or neither on the rack and the map`);
    if (u.commander !== null) {
      const c = s.commanders.find((k) => k.id === u.commander);
      if (!c || c.lost || c.side !== u.side) bad.push(`unit ${u.id} under a missing, lost or enemy commander`);
    }
    if (u.phantom !== null) {
      const p = s.phantoms.find((x) => x.id === u.phantom);
      if (u.commander !== null || !p || p.side !== u.side || p.hex !== u.hex) bad.push(`unit ${u.id} under phantom ${u.phantom} not in its hex`);
    }
    // §15 the unsupplied marker counts 1 or 2 turns: the third unsupplied turn dissolves the unit.
    if (!Number.isInteger(u.unsupplied) || u.unsupplied < 0 || u.unsupplied >= UNSUPPLIED_DISSOLVE_TURNS) bad.push(`unit ${u.id} unsupplied ${u.unsupplied} turns`);
    try {
      if (!isLand(unitHex(s, u))) bad.push(`unit ${u.id} in water`);
    } catch (e) {
      bad.push(String(e));
    }
  }
  for (const side of SIDES) {
    const limit = s.phase === 'command' && s.side === side ? HAND_LIMIT + 1 : HAND_LIMIT;
    if (s.hands[side].length > limit) bad.push(`${side} holds ${s.hands[side].length} action cards`);
    // §5 every card of the side's deck in exactly one of deck, hand, discards, play (cardPlay.ts cardCounts).
    const counts = cardCounts(s, side);
    const cards = [...counts.values()].reduce((n, k) => n + k, 0);
    if (cards !== DECK_SIZE) bad.push(`${side} has ${cards} action cards in all`);
    for (const c of ACTION_CARDS) if (c.side === side && (counts.get(c.id) ?? 0) !== c.copies) bad.push(`${side} has ${counts.get(c.id) ?? 0} of ${c.copies} ${c.id}`);
    for (const id of counts.keys()) if (!ACTION_CARDS.some((c) => c.id === id && c.side === side)) bad.push(`${side} holds ${id}, not a card of its deck`);
  }
  // §10 units of both sides share a hex only from the Movement phase to the end of the Combat phase that follows.
  if (s.phase === 'command') {
    const at = (side: 'american' | 'british') => new Set([...s.units.filter((u) => u.side === side && u.hex !== null).map((u) => u.hex!), ...s.commanders.filter((c) => c.side === side && !c.lost).map((c) => c.hex)]);
    const a = at('american');
    const both = [...at('british')].filter((h) => a.has(h));
    if (both.length) bad.push(`both sides in ${both.join(', ')} after the Combat phase`);
  }
  if (s.phase === 'combat' && !s.combat) bad.push('the Combat phase with no battle open');
  if (s.phase !== 'combat' && s.combat) bad.push(`a battle open in the ${s.phase} phase`);
  // §5 the response windows: a battle's while its cards are chosen, none chosen yet; the one before supply in a Reinforcement phase.
  const w = s.cardWindow;
  if (w && w.at === 'battle' && (s.phase !== 'combat' || s.combat?.step !== 'cards' || s.combat.chosen.american !== null || s.combat.chosen.british !== null)) bad.push('a battle\'s card window open outside the choice of combat cards');
  if (w && w.at === 'supply' && s.phase !== 'reinforcement') bad.push(`the window before supply open in the ${s.phase} phase`);
  if (w && (w.next.includes(w.side) || new Set(w.next).size !== w.next.length)) bad.push('a card window asks a side twice');
  if (s.cardEffects.battle && (s.cardEffects.battle.cards.american === 'grenadiers' || s.cardEffects.battle.cards.british === 'fighting-retreat')) bad.push('a battle card played by the wrong side');
  if (s.combat?.step === 'cards') for (const side of SIDES) if (s.combat.chosen[side] !== null && !s.combat.drawn[side].includes(s.combat.chosen[side]!)) bad.push(`${side} chose a combat card it did not draw`);
  for (const c of s.commanders) if (c.lost !== (c.fate !== null)) bad.push(`commander ${c.id} lost ${c.lost} with fate ${c.fate}`);
  for (const side of SIDES) if (s.points[side].supply < 0 || s.points[side].recruits < 0) bad.push(`${side} points below 0`);
  if (s.loyalty < LOYALTY_MIN || s.loyalty > LOYALTY_MAX) bad.push(`Loyalty Index ${s.loyalty} out of range`);
  bad.push(...landingRazingInvariants(s));
  const cal = calendar(s.turn);
  if (cal.month !== s.month || cal.week !== s.week) bad.push(`turn ${s.turn} is not ${s.month} week ${s.week}`);
  return bad;
}
