// §2 the end of a La Petite Guerre game as the module reports it (rules/victory.ts checkVictory, rules
// notes "Victory"): Washington killed or captured, the Loyalty Index broken, Philadelphia British at
// the end of the campaign, or the Americans holding out.
import type { LpgOutcome } from './beats';
import type { LpgState } from './state';

const REASONS = {
  washington: 'Washington is killed or captured: the rebellion has lost its head.',
  loyalty: 'The Loyalty Index has fallen to 0: the spirit of the rebellion is broken.',
  philadelphia: 'The end of the campaign with British troops alone in Philadelphia.',
  survived: 'The end of the campaign: Washington has escaped and Philadelphia is not British.',
} as const;

export function outcomeOf(s: LpgState): LpgOutcome | null {
  if (s.phase !== 'over' || !s.winner || !s.victory) return null;
  return { winner: s.victory.winner, level: s.victory.grade, reason: REASONS[s.victory.reason], rule: '2' };
}
