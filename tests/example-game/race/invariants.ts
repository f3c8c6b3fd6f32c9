// What must hold in every settled state (src/games/<id>/invariants.ts), for the fuzzer.
import { RACE_SIDES, type RaceContext } from './state';

export function raceInvariants(s: RaceContext): string[] {
  const problems: string[] = [];
  for (const side of RACE_SIDES) {
    if (s.pawns[side] < 0 || s.pawns[side] > s.goal) problems.push(`R2: ${side}'s pawn is off the track (${s.pawns[side]}).`);
  }
  if (!s.outcome && RACE_SIDES.some((side) => s.pawns[side] >= s.goal)) problems.push('R4: a pawn is on the goal but nobody has won.');
  return problems;
}
