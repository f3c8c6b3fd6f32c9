// §2 the end of a La Petite Guerre game as the module reports it (rules notes, "Victory"). Only the end of the campaign is
// reached so far (combat, hence Washington's capture, is not joined: rules/victory.ts will be).
import type { LpgOutcome } from './beats';
import type { LpgState } from './state';

export function outcomeOf(s: LpgState): LpgOutcome | null {
  if (s.phase !== 'over' || !s.winner) return null;
  return s.winner === 'british'
    ? { winner: 'british', level: 'marginal', reason: 'The end of the campaign with British troops alone in Philadelphia.', rule: '2' }
    : { winner: 'american', level: 'victory', reason: 'The end of the campaign: Washington has escaped and Philadelphia is not British.', rule: '2' };
}
