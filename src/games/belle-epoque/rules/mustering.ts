// MUSTERING: one unit per sector, and at most 3 stands of cavalry or mounted infantry, 4 of formed
// infantry, 6 of tribesmen. "ENCOUNTER" asks for 24 to 36 stands a side.
import { CARDS, MAX_STANDS } from '../data';
import type { Army } from '../types';

export const ENCOUNTER_STANDS = { min: 24, max: 36 } as const;

/** What is wrong with an army's muster (empty when it may take the field). */
export function musteringProblems(army: Army): string[] {
  const out: string[] = [];
  let total = 0;
  for (const spec of army.units) {
    const card = CARDS[spec.card];
    if (!card) {
      out.push(`unknown unit card ${spec.card}`);
      continue;
    }
    const max = MAX_STANDS[card.muster];
    if (!Number.isInteger(spec.stands) || spec.stands < 1 || spec.stands > max) {
      out.push(`MUSTERING: ${card.title} units have 1 to ${max} stands, not ${spec.stands}`);
    }
    if (!Number.isInteger(spec.count) || spec.count < 1) out.push(`${card.title}: at least one unit, not ${spec.count}`);
    total += spec.count * spec.stands;
  }
  if (total < ENCOUNTER_STANDS.min || total > ENCOUNTER_STANDS.max) {
    out.push(`ENCOUNTER: ${army.name} musters ${total} stands, not ${ENCOUNTER_STANDS.min} to ${ENCOUNTER_STANDS.max}`);
  }
  return out;
}
