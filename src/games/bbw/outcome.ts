// 8.0: the end of a Brief Border Wars game as the module reports it (winner, grade, VP).
import type { BbwOutcome } from './beats';
import { victory } from './rules/final';
import type { BbwState } from './state';

export function outcomeOf(s: BbwState): BbwOutcome | null {
  if (s.pending.kind !== 'over') return null;
  const v = victory(s);
  return { winner: v.winner, level: v.level, reason: `net VP ${v.net} (white ${v.vp.white}, grey ${v.vp.grey})`, rule: '8.0', vp: v.vp };
}
