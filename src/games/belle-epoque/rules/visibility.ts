// VISIBILITY: basic line of sight 4 UD, less 1 UD for each of: the target has neither moved nor
// fired since the game began (or has not moved and carries smokeless-powder rifles); the target is
// at cover; the target is in loose order. None applies to a conspicuous target.
import { BASIC_SIGHT } from '../data';
import { type BelleState, atCover, cardOf, unitById } from '../state';

export interface SightRange {
  range: number;
  reductions: string[];
}

/** visibilityRange's range alone, nothing made (the fire checks ask it for every pair of units). */
export function sightRange(s: BelleState, targetId: string): number {
  const t = unitById(s, targetId);
  const card = cardOf(t);
  if (card.conspicuous || t.sector === null) return BASIC_SIGHT;
  let range = BASIC_SIGHT;
  if (!t.movedOrFiredEver) range--;
  else if (!t.moved && card.smokeless) range--;
  if (atCover(s, t.sector)) range--;
  if (t.order === 'loose') range--;
  return range;
}

export function visibilityRange(s: BelleState, targetId: string): SightRange {
  const t = unitById(s, targetId);
  const card = cardOf(t);
  if (card.conspicuous || t.sector === null) return { range: BASIC_SIGHT, reductions: [] };
  const reductions: string[] = [];
  if (!t.movedOrFiredEver) reductions.push('has neither moved nor fired since the game began');
  else if (!t.moved && card.smokeless) reductions.push('did not move, smokeless powder');
  if (atCover(s, t.sector)) reductions.push('at cover');
  if (t.order === 'loose') reductions.push('loose order');
  return { range: BASIC_SIGHT - reductions.length, reductions };
}
