// Belle Epoque REACTIVITY TESTS: Basic Score plus Command Points against 1d6; failure leaves a basic move.
import { describe, expect, it } from 'vitest';
import { basicScore, testActivation } from '../../../src/games/belle-epoque/rules/reactivity';
import { moveActive } from '../../../src/games/belle-epoque/rules/movement';
import { legalMoves } from '../../../src/games/belle-epoque/legal';
import { fireActive } from '../../../src/games/belle-epoque/rules/firing';
import { bareBoard, put, activate, rngRolling, at } from '../helpers';

describe('REACTIVITY TESTS', () => {
  it('REACTIVITY TESTS: Basic Score by reactivity level and doctrine (Boers trained loose 2, Russians poor close 2, British trained close 3)', () => {
    const s = bareBoard();
    put(s, 'boer', 'blue', 'boer-1899', 'a5');
    put(s, 'rus', 'red', 'russian-1904', 'c5');
    put(s, 'brit', 'red', 'british-1899', 'e5');
    put(s, 'brit-loose', 'red', 'british-1899', 'g5', { order: 'loose' });
    expect(['boer', 'rus', 'brit', 'brit-loose'].map((u) => basicScore(s, u))).toEqual([2, 2, 3, 2]);
  });

  it('REACTIVITY TESTS: a roll equal to the modified Basic Score succeeds, one above fails', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'e5');
    activate(s, 'brit');
    s.commandPoints.red = 5;
    s.rng = rngRolling([5]);
    const ok = testActivation(s, 2); // BS 3 + 2 CP = 5
    expect(ok.result).toEqual({ basicScore: 3, commandPoints: 2, roll: 5, success: true });
    expect(ok.state.commandPoints.red).toBe(3);
    s.rng = rngRolling([5]);
    const ko = testActivation(s, 1); // 3 + 1 = 4 < 5
    expect(ko.result.success).toBe(false);
    expect(ko.state.commandPoints.red).toBe(4);
    expect(s.commandPoints.red).toBe(5); // the given state is untouched
  });

  it('REACTIVITY TESTS: Command Points added cannot exceed those left, nor be negative or fractional', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'e5');
    activate(s, 'brit');
    s.commandPoints.red = 2;
    expect(() => testActivation(s, 3)).toThrow(/only 2 Command Points/);
    expect(() => testActivation(s, -1)).toThrow(/at least 0/);
    expect(() => testActivation(s, 1.5)).toThrow(/whole number/);
  });

  it('REACTIVITY TESTS: one test per activation', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'e5');
    activate(s, 'brit');
    const t = testActivation(s, 0);
    expect(() => testActivation(t.state, 0)).toThrow(/already tested/);
  });

  it('REACTIVITY TESTS: a failed unit may only make a basic move (1 UD), neither march nor fire', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'e5');
    put(s, 'boer', 'blue', 'boer-1899', 'e8');
    activate(s, 'brit');
    s.rng = rngRolling([6]);
    const t = testActivation(s, 0);
    expect(t.result.success).toBe(false);
    const moves = legalMoves(t.state);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.kind === 'basic' && m.cost === 1)).toBe(true);
    expect(() => moveActive(t.state, 'march', at('e7'))).toThrow(/must pass its reactivity test to march/);
    expect(() => fireActive(t.state, 'boer')).toThrow(/must pass its reactivity test to fire/);
  });
});
