// Belle Epoque FIRING, line of fire and VISIBILITY.
import { describe, expect, it } from 'vitest';
import { applyFireLosses, countHits, fireActive, fireCheck, fireFallBackLimit, missReason, type FireOption } from '../../../src/games/belle-epoque/rules/firing';
import { visibilityRange } from '../../../src/games/belle-epoque/rules/visibility';
import { moveActive } from '../../../src/games/belle-epoque/rules/movement';
import { legalFireTargets } from '../../../src/games/belle-epoque/legal';
import { unitById } from '../../../src/games/belle-epoque/state';
import { bareBoard, put, activate, passed, terrain, at } from '../helpers';

const ok = (f: FireOption | string): FireOption => {
  if (typeof f === 'string') throw new Error(f);
  return f;
};

describe('FIRING', () => {
  it('FIRING: an "A" unit not moving hits on 5, 4, 3, 2 at 1 to 4 UD', () => {
    for (const [label, want] of [['g4', 5], ['g5', 4], ['g6', 3], ['g7', 2]] as const) {
      const s = bareBoard();
      put(s, 'r', 'red', 'british-1899', 'g3');
      put(s, 'b', 'blue', 'russian-1904', label, { moved: true });
      expect(ok(fireCheck(s, 'r', 'b', false)).toHit, label).toBe(want);
    }
  });

  it('FIRING: a moving unit uses the bracketed number, and cannot fire where none is given', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'near', 'blue', 'russian-1904', 'f3', { moved: true });
    put(s, 'far', 'blue', 'russian-1904', 'g7', { moved: true });
    expect(ok(fireCheck(s, 'r', 'near', true)).toHit).toBe(3);
    expect(fireCheck(s, 'r', 'far', true)).toMatch(/no bracketed to-hit number/);
  });

  it('FIRING: beyond the table\'s last column there is no fire ("G" class: 1 UD only)', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g3');
    put(s, 'r', 'red', 'british-1899', 'g5', { moved: true });
    expect(fireCheck(s, 'z', 'r', false)).toMatch(/out of range/);
  });

  it('FIRING: one die per stand, each at or under the to-hit number kills a stand', () => {
    expect(countHits([1, 2, 3, 4, 5, 6], 4, 0)).toBe(4);
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g4', { moved: true });
    expect(ok(fireCheck(s, 'r', 'b', false)).dice).toBe(4);
  });

  it('FIRING: a conspicuous target adds 1 to the to-hit number, but a 6 always misses', () => {
    const s = bareBoard();
    put(s, 'boer', 'blue', 'boer-1899', 'g3');
    put(s, 'redcoats', 'red', 'british-1879', 'g4');
    put(s, 'far', 'red', 'british-1879', 'g5');
    const f = ok(fireCheck(s, 'boer', 'redcoats', false));
    expect(f.toHit).toBe(5); // 5 + 1, a 6 still misses
    expect(countHits([6, 6, 5], f.toHit, f.missUpTo)).toBe(1);
  });

  it('FIRING: a loose-order target in the open makes a 1 miss', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'boer', 'blue', 'boer-1899', 'g4', { moved: true });
    const f = ok(fireCheck(s, 'r', 'boer', false));
    expect(f.missUpTo).toBe(1);
    expect(countHits([1, 1, 2, 5], f.toHit, f.missUpTo)).toBe(2);
  });

  it('FIRING: close-order infantry at cover makes a 1 miss; loose order at cover a 1 or 2', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    terrain(s, 'g4', 'woods');
    terrain(s, 'f4', 'woods');
    put(s, 'close', 'blue', 'russian-1904', 'g4', { moved: true });
    put(s, 'loose', 'blue', 'boer-1899', 'f4', { moved: true });
    expect(ok(fireCheck(s, 'r', 'close', false)).missUpTo).toBe(1);
    expect(ok(fireCheck(s, 'r', 'loose', false)).missUpTo).toBe(2);
    // The words the table and narration give for it.
    expect(missReason(s, 'close')).toBe('at cover');
    expect(missReason(s, 'loose')).toBe('loose order at cover');
    expect(missReason(s, 'r')).toBe('');
  });

  it('FIRING: any infantry in fortifications makes 1 and 2 miss: a "B" unit at 2 UD needs 3 or 4 against entrenched troops', () => {
    const s = bareBoard();
    put(s, 'b', 'blue', 'boer-1899', 'g3');
    terrain(s, 'g5', 'open', true);
    put(s, 'dug-in', 'red', 'british-1899', 'g5', { moved: true });
    const f = ok(fireCheck(s, 'b', 'dug-in', false));
    expect([f.range, f.toHit, f.missUpTo]).toEqual([2, 4, 2]);
    expect([1, 2, 3, 4, 5, 6].filter((r) => countHits([r], f.toHit, f.missUpTo) === 1)).toEqual([3, 4]);
  });

  it('FIRING: cavalry at cover gets no miss (the text names infantry and loose order only)', () => {
    const s = bareBoard();
    put(s, 'b', 'blue', 'boer-1899', 'g3');
    terrain(s, 'g4', 'woods');
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g4', { moved: true });
    expect(ok(fireCheck(s, 'b', 'cav', false)).missUpTo).toBe(0);
  });

  it('FIRING: a unit firing from uphill rolls an extra die', () => {
    const s = bareBoard();
    terrain(s, 'g3', 'hill');
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g4', { moved: true });
    const f = ok(fireCheck(s, 'r', 'b', false));
    expect([f.uphill, f.dice]).toEqual([true, 5]);
    terrain(s, 'g4', 'hill');
    expect(ok(fireCheck(s, 'r', 'b', false)).dice).toBe(4);
  });
});

describe('FIRING: line of fire', () => {
  it('FIRING: troops of either side in a sector on the line block it', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g5', { moved: true });
    put(s, 'screen', 'red', 'british-1899', 'g4');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
    unitById(s, 'screen').side = 'blue';
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING: woods and hills on the line block it; swamp and river do not', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g5', { moved: true });
    for (const [t, blocked] of [['woods', true], ['hill', true], ['dense', true], ['swamp', false], ['river', false]] as const) {
      terrain(s, 'g4', t);
      expect(fireCheck(s, 'r', 'b', false) === 'line of fire blocked', t).toBe(blocked);
    }
  });

  it('FIRING: a unit uphill from both target and obstacle fires over it', () => {
    const s = bareBoard();
    terrain(s, 'g3', 'hill');
    terrain(s, 'g4', 'woods');
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g5', { moved: true });
    expect(typeof fireCheck(s, 'r', 'b', false)).toBe('object');
    // Not over another hill (not uphill from that obstacle), nor at a target on a hill.
    terrain(s, 'g4', 'hill');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
    terrain(s, 'g4', 'woods');
    terrain(s, 'g5', 'hill');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING: a line running along the edge of two sectors is blocked only when both are (rules note)', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g5');
    put(s, 'b', 'blue', 'russian-1904', 'i5', { moved: true });
    terrain(s, 'h4', 'woods');
    expect(typeof fireCheck(s, 'r', 'b', false)).toBe('object');
    terrain(s, 'h5', 'woods');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });
});

describe('VISIBILITY', () => {
  it('VISIBILITY: basic range 4 UD for a target that has moved, in the open, in close order', () => {
    const s = bareBoard();
    put(s, 't', 'blue', 'chinese-1894', 'g5', { moved: true });
    expect(visibilityRange(s, 't')).toEqual({ range: 4, reductions: [] });
  });

  it('VISIBILITY: -1 for a target that has neither moved nor fired since the game began, -1 at cover, -1 in loose order', () => {
    const s = bareBoard();
    terrain(s, 'g5', 'woods');
    put(s, 't', 'blue', 'boer-1899', 'g5', { movedOrFiredEver: false });
    expect(visibilityRange(s, 't').range).toBe(1);
    put(s, 'r', 'red', 'british-1899', 'g3');
    expect(fireCheck(s, 'r', 't', false)).toMatch(/not visible/);
  });

  it('VISIBILITY: -1 for a target with smokeless powder that did not move; not for black powder', () => {
    const s = bareBoard();
    put(s, 'smokeless', 'blue', 'russian-1904', 'g5', { moved: false, movedOrFiredEver: true });
    put(s, 'black', 'blue', 'chinese-1894', 'h5', { moved: false, movedOrFiredEver: true });
    expect(visibilityRange(s, 'smokeless').range).toBe(3);
    expect(visibilityRange(s, 'black').range).toBe(4);
  });

  it('VISIBILITY: no reduction applies to a conspicuous target', () => {
    const s = bareBoard();
    terrain(s, 'g5', 'woods');
    put(s, 'redcoats', 'red', 'british-1879', 'g5', { movedOrFiredEver: false, order: 'loose' });
    expect(visibilityRange(s, 'redcoats')).toEqual({ range: 4, reductions: [] });
  });
});

describe('FIRING by the active unit', () => {
  it('FIRING: after a basic move the unit fires with the bracketed (moving) number; after a march it may not fire', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g2');
    put(s, 'b', 'blue', 'russian-1904', 'g5', { moved: true });
    activate(s, 'r');
    passed(s);
    const basic = moveActive(s, 'basic', at('g3')).state;
    expect(legalFireTargets(basic).map((f) => [f.target, f.toHit])).toEqual([['b', 2]]);
    const marched = moveActive(s, 'march', at('g3')).state;
    expect(legalFireTargets(marched)).toEqual([]);
    expect(() => fireActive(marched, 'b')).toThrow(/not allowed after a march/);
  });

  it('FIRING: hits kill stands; a unit destroyed before activating takes its token out of the bowl', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'boer-1899', 'g4', { moved: true });
    expect(s.bowl.blue).toBe(1);
    const hit1 = applyFireLosses(s, 'b', at('g3'), 1).state;
    expect(unitById(hit1, 'b').stands).toBe(2);
    const dead = applyFireLosses(s, 'b', at('g3'), 3);
    expect(dead.eliminated).toBe(true);
    expect(unitById(dead.state, 'b').sector).toBeNull();
    expect(dead.state.bowl.blue).toBe(0);
  });

  it('FALL BACK MOVEMENTS: under fire the target\'s player may turn even losses into 1 UD moves away from the firer', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g3');
    put(s, 'b', 'blue', 'russian-1904', 'g4', { moved: true });
    expect(fireFallBackLimit(s, 'b', at('g3'), 3)).toBe(1);
    expect(fireFallBackLimit(s, 'b', at('g3'), 4)).toBe(2);
    const back = applyFireLosses(s, 'b', at('g3'), 4, [at('g5'), at('g6')]).state;
    expect(unitById(back, 'b').stands).toBe(2);
    expect(unitById(back, 'b').sector).toBe(at('g6'));
    expect(() => applyFireLosses(s, 'b', at('g3'), 3, [at('g5'), at('g6')])).toThrow(/only even losses/);
    expect(() => applyFireLosses(s, 'b', at('g3'), 2, [at('f3')])).toThrow(/cannot fall back/);
  });
});
