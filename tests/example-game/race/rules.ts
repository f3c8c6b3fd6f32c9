// Pawn Race's pure rules (src/games/<id>/rules/*.ts in a real game): plain functions over the
// state, changing the copy the machine's step gives them and telling what happened in beats.
import { rollD6 } from '../../../src/core/dice';
import type { RaceBeat } from './beats';
import { RACE_SIDES, type RaceContext, type RaceSide } from './state';

export const other = (side: RaceSide): RaceSide => (side === 'north' ? 'south' : 'north');

/** R2: the side to move rolls a d6 and advances its pawn, never past the goal. */
export function applyAdvance(s: RaceContext, beats: RaceBeat[]): void {
  const roll = rollD6(s.rng);
  const side = s.current;
  const from = s.pawns[side];
  const to = Math.min(s.goal, from + roll);
  s.pawns[side] = to;
  s.rested[side] = false;
  beats.push({ type: 'pawn.moved', side, from, to, roll });
  endMove(s);
}

/** R3: the side to move rests (not twice in a row). */
export function applyRest(s: RaceContext): void {
  s.rested[s.current] = true;
  endMove(s);
}

/** R1: the other side moves next. */
function endMove(s: RaceContext): void {
  s.current = other(s.current);
  s.moves += 1;
}

/** R4: the first pawn on the goal wins (checked after every rule). */
export function checkVictory(s: RaceContext): void {
  if (s.outcome) return;
  const winner = RACE_SIDES.find((side) => s.pawns[side] >= s.goal);
  if (winner) s.outcome = { winner, level: 'victory', reason: `${winner === 'north' ? 'North' : 'South'} reached the goal first.`, rule: 'R4' };
}
