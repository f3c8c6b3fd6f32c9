// Invariants of every settled Brief Border Wars state: every card in exactly one place, every unit
// in exactly one known place, nothing damaged and disrupted at once, no disrupted air unit on the
// map, hand sizes, CV bounds, and no air unit in an area at the end of a turn (7.0: they go home in
// the Final Phase of every turn but the last, which ends the game before that step: 8.0).
import { ALL_CARD_IDS, DRAW_SIZE } from './data';
import { boardOf } from './rules/board';
import type { BbwState } from './state';
import { SIDES } from './types';

export function bbwInvariants(s: BbwState): string[] {
  const out: string[] = [];
  const places = [...s.deck, ...s.hands.white, ...s.hands.grey, ...s.specials.white, ...s.specials.grey, ...s.discard, ...s.removed];
  if (places.length !== ALL_CARD_IDS.length) out.push(`${places.length} card places for ${ALL_CARD_IDS.length} cards`);
  if (new Set(places).size !== places.length) out.push('a card is in two places');
  const placed = new Set(places);
  for (const id of ALL_CARD_IDS) if (!placed.has(id)) out.push(`card ${id} is nowhere`);
  for (const side of SIDES) {
    if (s.hands[side].length > DRAW_SIZE) out.push(`${side} holds ${s.hands[side].length} Action cards (more than ${DRAW_SIZE})`);
    if (s.specials[side].length > 6) out.push(`${side} holds ${s.specials[side].length} Special Action cards`);
  }
  const b = boardOf(s);
  const ids = s.units.map((u) => u.id);
  if (new Set(ids).size !== ids.length || ids.length !== b.units.size) out.push('the unit list is not one entry per unit');
  for (const u of s.units) {
    const d = b.units.get(u.id);
    if (!d) { out.push(`unknown unit ${u.id}`); continue; }
    const rear = b.rears.get(u.loc);
    const dmg = b.damagedBoxes.get(u.loc);
    const area = b.areas.get(u.loc);
    if (!rear && !dmg && !area) out.push(`${u.id} is in unknown place ${u.loc}`);
    if (rear && rear.side !== d.side) out.push(`${u.id} in the enemy Rear Area`);
    if (dmg && dmg.side !== d.side) out.push(`${u.id} in the enemy Damaged Units box`);
    if (dmg && u.disrupted) out.push(`${u.id} damaged and disrupted`);
    if (area?.forbidden) out.push(`${u.id} in forbidden area ${u.loc}`);
    if (area && d.kind === 'air' && u.disrupted) out.push(`${u.id}: a disrupted air unit on the map`);
    if (d.cv < 0 || d.cv > 8 || d.cvDisrupted < 0 || d.cvDisrupted > d.cv) out.push(`${u.id}: CV ${d.cv}/${d.cvDisrupted} out of bounds`);
    // 7.0: air units go home in the Final Phase of a turn that is not the last, so none is in an
    // area when the next turn begins; on the last turn the game ends first (8.0), air units where they are
    if (area && d.kind === 'air' && s.pending.kind === 'selection') out.push(`${u.id}: an air unit in ${u.loc} at the end of a turn`);
  }
  return out;
}
