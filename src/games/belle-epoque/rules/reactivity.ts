// REACTIVITY TESTS: Basic Score by reactivity level and doctrine, plus any Command Points spent;
// 1d6 at or under the total succeeds. Failure leaves only a basic move (and defending itself).
import { rollD6 } from '../../../core/dice';
import { BASIC_SCORE } from '../data';
import { type BelleState, type ReactivityResult, RuleError, cardOf, nextState, ownCommandPoints, ownRng, unitById } from '../state';

export function basicScore(s: BelleState, unitId: string): number {
  const u = unitById(s, unitId);
  return BASIC_SCORE[cardOf(u).reactivity][u.order];
}

/** Rolls a test for `unitId` with `commandPoints` added, spending them. Mutates `s`. */
export function rollReactivity(s: BelleState, unitId: string, commandPoints: number): ReactivityResult {
  const u = unitById(s, unitId);
  if (!Number.isInteger(commandPoints) || commandPoints < 0) {
    throw new RuleError('REACTIVITY TESTS', `Command Points added must be a whole number of at least 0, got ${commandPoints}`);
  }
  if (commandPoints > s.commandPoints[u.side]) {
    throw new RuleError('REACTIVITY TESTS', `${u.side} has only ${s.commandPoints[u.side]} Command Points left, not ${commandPoints}`);
  }
  const basic = basicScore(s, unitId);
  ownCommandPoints(s)[u.side] -= commandPoints;
  const roll = rollD6(ownRng(s));
  return { basicScore: basic, commandPoints, roll, success: roll <= basic + commandPoints };
}

/** The active unit tests (once per activation). */
export function testActivation(prev: BelleState, commandPoints: number): { state: BelleState; result: ReactivityResult } {
  const a = prev.activation;
  if (!a) throw new RuleError('REACTIVITY TESTS', 'no unit is being activated');
  if (a.test) throw new RuleError('REACTIVITY TESTS', `${a.unit} has already tested this activation`);
  if (a.movement) throw new RuleError('REACTIVITY TESTS', `${a.unit} tests before it moves`);
  const s = nextState(prev);
  const result = rollReactivity(s, a.unit, commandPoints);
  s.activation!.test = result;
  return { state: s, result };
}
