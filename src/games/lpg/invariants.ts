// What must hold in every La Petite Guerre state (the fuzzer checks them after every event): every
// unit in exactly one place on a land hex, no commander of a lost rack, the hand limit (§5: at most
// three once a discard is no longer owed, i.e. outside the Command phase), the Loyalty Index in range,
// the calendar consistent.
import { isLand } from './rules/hex';
import { HAND_LIMIT } from './tables/actionCards';
import { LOYALTY_MAX, LOYALTY_MIN } from './tables/loyalty';
import { calendar, unitHex, type LpgState } from './state';
import { SIDES } from './types';
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
    try {
      if (!isLand(unitHex(s, u))) bad.push(`unit ${u.id} in water`);
    } catch (e) {
      bad.push(String(e));
    }
  }
  for (const side of SIDES) {
    const limit = s.phase === 'command' && s.side === side ? HAND_LIMIT + 1 : HAND_LIMIT;
    if (s.hands[side].length > limit) bad.push(`${side} holds ${s.hands[side].length} action cards`);
    const cards = s.hands[side].length + s.decks[side].length + s.discards[side].length;
    if (cards !== 12) bad.push(`${side} has ${cards} action cards in all`);
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
  if (s.combat?.step === 'cards') for (const side of SIDES) if (s.combat.chosen[side] !== null && !s.combat.drawn[side].includes(s.combat.chosen[side]!)) bad.push(`${side} chose a combat card it did not draw`);
  for (const c of s.commanders) if (c.lost !== (c.fate !== null)) bad.push(`commander ${c.id} lost ${c.lost} with fate ${c.fate}`);
  for (const side of SIDES) if (s.points[side].supply < 0 || s.points[side].recruits < 0) bad.push(`${side} points below 0`);
  if (s.loyalty < LOYALTY_MIN || s.loyalty > LOYALTY_MAX) bad.push(`Loyalty Index ${s.loyalty} out of range`);
  bad.push(...landingRazingInvariants(s));
  const cal = calendar(s.turn);
  if (cal.month !== s.month || cal.week !== s.week) bad.push(`turn ${s.turn} is not ${s.month} week ${s.week}`);
  return bad;
}
