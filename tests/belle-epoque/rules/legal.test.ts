// Belle Epoque legal options of the active unit (what the table lights) and the invariants.
import { describe, expect, it } from 'vitest';
import { activeUnitOptions, fireTargetsFrom, legalMoves } from '../../../src/games/belle-epoque/legal';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';
import { bareBoard, put, activate, passed, terrain } from '../helpers';

describe('legal options of the active unit', () => {
  it('before its test a unit may only make a basic move; after passing, march too, fire and assault with their numbers', () => {
    const s = bareBoard();
    put(s, 'b', 'red', 'british-1899', 'g4');
    put(s, 'boer', 'blue', 'boer-1899', 'g5', { moved: true });
    put(s, 'far', 'blue', 'boer-1899', 'k8', { moved: true });
    activate(s, 'b');
    const before = activeUnitOptions(s);
    expect(before.moves.every((m) => m.kind === 'basic')).toBe(true);
    expect(before.fire).toEqual([]);
    expect(before.assault).toEqual([]);
    passed(s);
    const after = activeUnitOptions(s);
    expect(after.moves.some((m) => m.kind === 'march')).toBe(true);
    expect(after.fire).toEqual([
      { firer: 'b', target: 'boer', range: 1, toHit: 5, missUpTo: 1, dice: 4, uphill: false },
    ]);
    expect(after.assault.map((a) => [a.target, a.attackerLevel.level, a.defenderLevel.level])).toEqual([['boer', 3, 2]]);
  });

  it('every listed move has its cost in UD and a path of that length', () => {
    const s = bareBoard();
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g1');
    terrain(s, 'g3', 'woods');
    activate(s, 'cav');
    passed(s);
    for (const m of legalMoves(s)) {
      expect(m.path).toHaveLength(m.cost);
      expect(m.path[m.path.length - 1]).toBe(m.to);
      expect(m.cost).toBeLessThanOrEqual(m.kind === 'march' ? 4 : 1);
    }
  });

  it('previewing a unit\'s fire lists only targets it can see and reach', () => {
    const s = bareBoard();
    put(s, 'b', 'red', 'british-1899', 'g1');
    put(s, 'seen', 'blue', 'chinese-1894', 'g4', { moved: true });
    put(s, 'tooFar', 'blue', 'chinese-1894', 'a9', { moved: true });
    put(s, 'hidden', 'blue', 'chinese-1894', 'k3', { moved: true });
    // k3 is in range and sight until woods stand on the line.
    expect(fireTargetsFrom(s, 'b', false).map((f) => f.target)).toEqual(['seen', 'hidden']);
    terrain(s, 'j2', 'woods');
    terrain(s, 'i2', 'woods');
    terrain(s, 'j3', 'woods');
    expect(fireTargetsFrom(s, 'b', false).map((f) => [f.target, f.toHit])).toEqual([['seen', 3]]);
  });
});

describe('invariants', () => {
  it('one unit per sector', () => {
    const s = bareBoard();
    put(s, 'a', 'red', 'british-1899', 'g4');
    put(s, 'b', 'red', 'british-1899', 'g4');
    expect(belleInvariants(s).join()).toMatch(/share sector/);
  });

  it('stands within the MUSTERING limits', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'boer-1899', 'g4', { stands: 4 });
    expect(belleInvariants(s).join()).toMatch(/4 stands \(1-3\)/);
  });

  it('tokens accounted for: one in the bowl per unit not yet activated', () => {
    const s = bareBoard();
    put(s, 'a', 'red', 'british-1899', 'g4');
    expect(belleInvariants(s)).toEqual([]);
    s.bowl.red = 2;
    expect(belleInvariants(s).join()).toMatch(/2 red tokens for 1 units/);
  });

  it('no unit on impassable ground, none off the table with stands', () => {
    const s = bareBoard();
    put(s, 'a', 'red', 'british-1899', 'g4');
    terrain(s, 'g4', 'river');
    put(s, 'gone', 'red', 'british-1899', 'g6', { activated: true });
    s.units[1]!.sector = null;
    const v = belleInvariants(s).join();
    expect(v).toMatch(/impassable/);
    expect(v).toMatch(/off the table with 4 stands/);
  });
});
