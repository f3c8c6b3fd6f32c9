// Belle Epoque SALVO AND SUPPORT FIRING and EVADE MOVEMENTS.
import { describe, expect, it } from 'vitest';
import { evadeAllowed, evadeMove, evadeOptions, reactionTest, salvoCandidates, salvoFire } from '../../../src/games/belle-epoque/rules/reactions';
import { assaultStillOn, declareAssault } from '../../../src/games/belle-epoque/rules/assault';
import { applyFireLosses } from '../../../src/games/belle-epoque/rules/firing';
import { adjacent, sectorLabel } from '../../../src/games/belle-epoque/rules/hex';
import { unitById } from '../../../src/games/belle-epoque/state';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';
import { bareBoard, put, activate, passed, rngRolling, at } from '../helpers';

/** Zulus (g5) assault British (g4); another British unit at f4 is next to the Zulus, one at g2 is not. */
function zuluAttack() {
  const s = bareBoard({ matchUp: 'zulu-war-1879' });
  put(s, 'z', 'blue', 'zulu-1879', 'g5');
  put(s, 'b', 'red', 'british-1879', 'g4');
  put(s, 'support', 'red', 'british-1879', 'f5');
  put(s, 'far', 'red', 'british-1879', 'c2');
  activate(s, 'z');
  passed(s);
  return declareAssault(s, 'b');
}

describe('SALVO AND SUPPORT FIRING', () => {
  it('SALVO AND SUPPORT FIRING: the assaulted unit and friends within 1 UD of the assaulting unit may fire, not others', () => {
    const s = zuluAttack();
    expect(salvoCandidates(s, 'z', 'b').map((f) => f.firer).sort()).toEqual(['b', 'support']);
    // At 1 UD, not moving: a "C" unit hits on 4.
    expect(salvoCandidates(s, 'z', 'b').every((f) => f.range === 1 && f.toHit === 4)).toBe(true);
  });

  it('SALVO AND SUPPORT FIRING: not a unit already activated this turn', () => {
    const s = zuluAttack();
    unitById(s, 'support').activated = true;
    s.bowl.red -= 1;
    expect(salvoCandidates(s, 'z', 'b').map((f) => f.firer)).toEqual(['b']);
  });

  it('SALVO AND SUPPORT FIRING: the reacting unit tests; its side removes a token and it counts as activated even if it fails', () => {
    const s = zuluAttack();
    s.rng = rngRolling([6]);
    const t = reactionTest(s, 'b', 0);
    expect(t.result.success).toBe(false);
    expect(t.state.bowl.red).toBe(s.bowl.red - 1);
    expect(unitById(t.state, 'b').activated).toBe(true);
    expect(belleInvariants(t.state)).toEqual([]);
    expect(() => reactionTest(t.state, 'b', 0)).toThrow(/already been activated/);
  });

  it('SALVO AND SUPPORT FIRING: a salvo before the assault may stop it (the attacker destroyed)', () => {
    const s = zuluAttack();
    s.rng = rngRolling([1]);
    const t = reactionTest(s, 'b', 0);
    expect(t.result.success).toBe(true);
    const f = salvoFire(t.state, 'b', 'z');
    expect(f.rolls).toHaveLength(4);
    const after = applyFireLosses(f.state, 'z', at('g4'), 6).state;
    expect(unitById(after, 'z').sector).toBeNull();
    expect(assaultStillOn(after)).toBe(false);
  });
});

describe('EVADE MOVEMENTS', () => {
  it('EVADE MOVEMENTS: only against a slower opponent (Boers march 3, British infantry 2; not the other way)', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'g4');
    put(s, 'boer', 'blue', 'boer-1899', 'g5');
    expect(evadeAllowed(s, 'brit', 'boer')).toBe(true);
    expect(evadeAllowed(s, 'boer', 'brit')).toBe(false);
  });

  it('EVADE MOVEMENTS: not a unit already activated', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'g4');
    put(s, 'boer', 'blue', 'boer-1899', 'g5', { activated: true });
    expect(evadeAllowed(s, 'brit', 'boer')).toBe(false);
  });

  it('EVADE MOVEMENTS: moved like a march, ending out of contact with the assaulting unit', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'g4');
    put(s, 'boer', 'blue', 'boer-1899', 'g5');
    const opts = evadeOptions(s, 'brit', 'boer');
    expect(opts.length).toBeGreaterThan(0);
    for (const o of opts) {
      expect(adjacent(o.to, at('g4'))).toBe(false);
      expect(o.cost).toBeLessThanOrEqual(3);
    }
    const moved = evadeMove(s, 'brit', 'boer', at('g7')).state;
    expect(sectorLabel(unitById(moved, 'boer').sector!)).toBe('g7');
    expect(() => evadeMove(s, 'brit', 'boer', at('h4'))).toThrow(/cannot evade/);
  });
});
