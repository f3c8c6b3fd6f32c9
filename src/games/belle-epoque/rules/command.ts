// COMMAND POINTS: one die per 8 stands, d4/d6/d8 by the general's quality; the total is available
// for the current turn only.
import { rollDie } from '../../../core/dice';
import { COMMAND_DIE, STANDS_PER_COMMAND_DIE } from '../data';
import { type BelleState, liveStands, ownCommandPoints, ownRng } from '../state';
import type { Side } from '../types';

/** How many command dice a side rolls and their size. At least one die while it has stands (authored). */
export function commandDice(s: BelleState, side: Side): { count: number; sides: number } {
  const stands = liveStands(s, side);
  const count = stands === 0 ? 0 : Math.max(1, Math.floor(stands / STANDS_PER_COMMAND_DIE));
  return { count, sides: COMMAND_DIE[s.options.generals[side]] };
}

/** Rolls a side's command dice; the total replaces whatever was left from last turn. Mutates `s`. */
export function rollCommandPoints(s: BelleState, side: Side): number[] {
  const { count, sides } = commandDice(s, side);
  const rolls = Array.from({ length: count }, () => rollDie(ownRng(s), sides));
  ownCommandPoints(s)[side] = rolls.reduce((a, b) => a + b, 0);
  return rolls;
}
