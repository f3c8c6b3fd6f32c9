// End of game and victory (authored: the text sets none; see docs/rules-notes.md, "Belle Epoque").
// - A side with no unit left on the table loses at once (decisive).
// - At the end of a turn, a side down to a third or less of the stands it mustered is broken: the
//   other side wins (decisive); if both are broken, points decide.
// - At the end of the last turn (turn limit, 8 by default), points decide: 1 per enemy stand
//   eliminated, 2 per own unit in the enemy's half of the board, 3 per fortified sector held.
import { POINTS_PER_FORTIFIED_SECTOR, POINTS_PER_UNIT_IN_ENEMY_HALF } from '../data';
import { ROWS, offsetOf } from './hex';
import { turnOver } from './bowl';
import { type BelleState, liveStands, liveUnits } from '../state';
import { SIDES, otherSide, type Side } from '../types';

export interface BelleResult {
  winner: Side | 'draw' | null;
  level: 'decisive' | 'marginal' | null;
  reason: string;
  points: Record<Side, number>;
}

/** Red deploys on the top edge: its enemy half is the rows beyond the middle one, and the reverse. */
export function inEnemyHalf(side: Side, sector: number): boolean {
  const { row } = offsetOf(sector);
  const middle = (ROWS - 1) / 2;
  return side === 'red' ? row > middle : row < middle;
}

export function victoryPoints(s: BelleState): Record<Side, number> {
  const points = { red: 0, blue: 0 };
  for (const side of SIDES) {
    const enemy = otherSide(side);
    points[side] += s.startStands[enemy] - liveStands(s, enemy);
    for (const u of liveUnits(s, side)) {
      if (inEnemyHalf(side, u.sector!)) points[side] += POINTS_PER_UNIT_IN_ENEMY_HALF;
      if (s.sectors[u.sector!]!.fortified) points[side] += POINTS_PER_FORTIFIED_SECTOR;
    }
  }
  return points;
}

export const isBroken = (s: BelleState, side: Side): boolean => liveStands(s, side) * 3 <= s.startStands[side];

export function gameResult(s: BelleState): BelleResult {
  const points = victoryPoints(s);
  const redGone = liveUnits(s, 'red').length === 0;
  const blueGone = liveUnits(s, 'blue').length === 0;
  if (redGone || blueGone) {
    if (redGone && blueGone) return { winner: 'draw', level: null, reason: 'both armies destroyed', points };
    const winner: Side = redGone ? 'blue' : 'red';
    return { winner, level: 'decisive', reason: `the ${otherSide(winner)} army is destroyed`, points };
  }
  if (s.turn === 0 || !turnOver(s)) return { winner: null, level: null, reason: 'the battle goes on', points };
  const redBroken = isBroken(s, 'red');
  const blueBroken = isBroken(s, 'blue');
  if (redBroken !== blueBroken) {
    const winner: Side = redBroken ? 'blue' : 'red';
    return { winner, level: 'decisive', reason: `the ${otherSide(winner)} army is broken`, points };
  }
  if (!redBroken && s.turn < s.options.turnLimit) return { winner: null, level: null, reason: 'the battle goes on', points };
  if (points.red === points.blue) return { winner: 'draw', level: null, reason: `points level at ${points.red}`, points };
  const winner: Side = points.red > points.blue ? 'red' : 'blue';
  return { winner, level: 'marginal', reason: `more points (${points[winner]} to ${points[otherSide(winner)]})`, points };
}
