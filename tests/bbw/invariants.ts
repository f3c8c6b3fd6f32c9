// Conservation checks shared by Brief Border Wars tests: every card in exactly one place, every
// unit in exactly one known place, nothing damaged and disrupted at once.
import { ALL_CARD_IDS } from '../../src/games/bbw/data';
import { boardOf } from '../../src/games/bbw/rules/board';
import type { BbwState } from '../../src/games/bbw/state';

export function cardPlaces(s: BbwState): string[] {
  return [...s.deck, ...s.hands.white, ...s.hands.grey, ...s.specials.white, ...s.specials.grey, ...s.discard, ...s.removed];
}

export function conservationProblems(s: BbwState): string[] {
  const out: string[] = [];
  const places = cardPlaces(s);
  if (places.length !== ALL_CARD_IDS.length) out.push(`${places.length} card places for ${ALL_CARD_IDS.length} cards`);
  if (new Set(places).size !== places.length) out.push('a card is in two places');
  for (const id of ALL_CARD_IDS) if (!places.includes(id)) out.push(`card ${id} is nowhere`);
  const b = boardOf(s);
  const ids = s.units.map((u) => u.id);
  if (new Set(ids).size !== ids.length || ids.length !== b.units.size) out.push('unit list is not one entry per unit');
  for (const u of s.units) {
    const d = b.units.get(u.id)!;
    const rear = b.rears.get(u.loc);
    const dmg = b.damagedBoxes.get(u.loc);
    const area = b.areas.get(u.loc);
    if (!rear && !dmg && !area) out.push(`${u.id} is in unknown place ${u.loc}`);
    if (rear && rear.side !== d.side) out.push(`${u.id} in the enemy Rear Area`);
    if (dmg && dmg.side !== d.side) out.push(`${u.id} in the enemy Damaged Units box`);
    if (dmg && u.disrupted) out.push(`${u.id} damaged and disrupted`);
    if (area?.forbidden) out.push(`${u.id} in forbidden ${u.loc}`);
    if (area && d.kind === 'air' && u.disrupted) out.push(`${u.id}: a disrupted air unit on the map`);
  }
  return out;
}
