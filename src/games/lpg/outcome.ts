// §2 the end of a La Petite Guerre game as the module reports it. Only the end of the campaign is
// reached so far (combat, hence Washington's capture, is not joined: rules/victory.ts will be).
import type { LpgOutcome } from './beats';
import type { LpgState } from './state';

export function outcomeOf(s: LpgState): LpgOutcome | null {
  if (s.phase !== 'over' || !s.winner) return null;
  return { winner: s.winner, level: 'victory', reason: 'The end of March 1777: Washington and Philadelphia are not both taken.', rule: '2' };
}
