// §2 the end of the game (rules/victory.ts checkVictory, rules notes "Victory"), checked whenever it
// may happen: after each battle (Washington's fate, the Loyalty Index) and at the end of each game turn.
import { place } from './rules/hex';
import { checkVictory } from './rules/victory';
import { LAST_TURN } from './tables/weather';
import { unitHex, type LpgState } from './state';
import type { Side } from './types';

/** §2 which side's units alone hold Philadelphia's hex, or null (empty or shared). */
export function philadelphiaHolder(s: LpgState): Side | null {
  const philadelphia = place('philadelphia').hex;
  const british = s.units.some((u) => u.side === 'british' && unitHex(s, u) === philadelphia);
  const american = s.units.some((u) => u.side === 'american' && unitHex(s, u) === philadelphia);
  return british && !american ? 'british' : american && !british ? 'american' : null;
}

/**
 * §2 (rules/victory.ts checkVictory) ends the game where it is won: Washington killed or captured
 * and the Loyalty Index at 0 at once; Philadelphia at the end of the last turn's British player turn
 * (`endOfTurn`). A shorter game (options.lastTurn) ends its campaign at its own last turn.
 */
export function settleVictory(s: LpgState, endOfTurn: boolean): boolean {
  const w = s.commanders.find((c) => c.id === 'washington')!;
  const last = s.turn >= Math.min(LAST_TURN, s.options.lastTurn);
  const v = checkVictory({
    turn: last ? LAST_TURN : s.turn,
    endOfTurn: endOfTurn && last,
    washington: w.fate ?? 'active',
    philadelphia: philadelphiaHolder(s),
    loyalty: s.loyalty,
  });
  if (!v) return false;
  s.phase = 'over';
  s.winner = v.winner;
  s.victory = v;
  s.log.push(`§2 ${v.winner} ${v.grade} victory (${v.reason}).`);
  return true;
}
