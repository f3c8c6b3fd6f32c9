// Belle Epoque ASSAULT, TACTICAL MODIFIERS, MULTIPLE COMBATS, FALL BACK MOVEMENTS and carrying the position.
import { describe, expect, it } from 'vitest';
import {
  assaultCheck, assaultScore, assaultStillOn, assaultWithDice, carryPosition, declareAssault, mustCarry, positionToCarry,
  resolveAssault, successLevel,
} from '../../../src/games/belle-epoque/rules/assault';
import { applyFallBack, splitLosses } from '../../../src/games/belle-epoque/rules/fallback';
import { legalAssaultTargets } from '../../../src/games/belle-epoque/legal';
import { distance } from '../../../src/games/belle-epoque/rules/hex';
import { unitById } from '../../../src/games/belle-epoque/state';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';
import { bareBoard, put, activate, passed, terrain, at } from '../helpers';

describe('ASSAULT', () => {
  it('ASSAULT example: 4 stands of bold choc Zulus against 3 stands of close-order British regulars; the British sustain 3 losses', () => {
    const s = bareBoard({ matchUp: 'zulu-war-1879' });
    put(s, 'zulus', 'blue', 'zulu-1879', 'g5', { stands: 4 });
    put(s, 'british', 'red', 'british-1879', 'g4', { stands: 3 });
    const r = assaultWithDice(s, 'zulus', 'british', [1, 4, 5, 3], [4, 2, 3]);
    expect(r.defenderScore).toBe(5); // the 4 is a miss
    expect(r.attackerScore).toBe(8); // only the 5 is a miss
    expect(r.winner).toBe('zulus');
    expect(r.losses).toBe(3);
    // FALL BACK MOVEMENTS: the 1st and 3rd losses are stands, the 2nd a 1 UD fall back.
    expect(r.standsLost.british).toBe(2);
    expect(unitById(r.state, 'british').stands).toBe(1);
    expect(r.fallBack).toMatchObject({ unit: 'british', steps: 1, from: at('g4') });
  });

  it('ASSAULT: scores at or under the Successful Score level add up; a tie costs each side one stand', () => {
    expect(assaultScore([1, 2, 3, 4], 2)).toBe(3);
    expect(assaultScore([1, 2, 3, 4], 3)).toBe(6);
    const s = bareBoard();
    put(s, 'a', 'red', 'british-1899', 'g4');
    put(s, 'd', 'blue', 'boer-1899', 'g5');
    const r = assaultWithDice(s, 'a', 'd', [3, 6, 6, 6], [1, 2, 6]);
    expect([r.attackerScore, r.defenderScore, r.winner]).toEqual([3, 3, null]);
    expect(unitById(r.state, 'a').stands).toBe(3);
    expect(unitById(r.state, 'd').stands).toBe(2);
    expect(r.fallBack).toBeNull();
  });

  it('ASSAULT: Successful Score levels: militia 2, loose regulars 2, close regulars 3, choc troops 4', () => {
    const s = bareBoard({ matchUp: 'zulu-war-1879' });
    put(s, 'mil', 'blue', 'boer-1899', 'a1');
    put(s, 'loose', 'red', 'british-1899', 'c1', { order: 'loose' });
    put(s, 'close', 'red', 'british-1899', 'e1');
    put(s, 'choc', 'blue', 'zulu-1879', 'g1');
    put(s, 'foe', 'red', 'british-1899', 'k9');
    expect(['mil', 'loose', 'close', 'choc'].map((u) => successLevel(s, u, 'attacker', 'foe').level)).toEqual([2, 2, 3, 4]);
  });

  it('ASSAULT: the loser loses the difference; 5 points lost means 3 stands and a 2 UD fall back', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    put(s, 'b', 'red', 'british-1899', 'g4');
    const r = assaultWithDice(s, 'z', 'b', [4, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.losses).toBe(5);
    expect(splitLosses(5, true)).toEqual({ stands: 3, fallBack: 2 });
    expect(r.standsLost.b).toBe(3);
    expect(r.fallBack!.steps).toBe(2);
    const paths = [[at('g3'), at('g2')]];
    const back = applyFallBack(r.state, r.fallBack!, paths[0]!).state;
    expect(unitById(back, 'b').sector).toBe(at('g2'));
    expect(distance(at('g2'), at('g5'))).toBe(3);
    expect(() => applyFallBack(r.state, r.fallBack!, [at('f4'), at('f3')])).toThrow(/cannot fall back/);
  });

  it('FALL BACK MOVEMENTS: stubborn units take every loss as stands', () => {
    const s = bareBoard({ matchUp: 'russo-japanese-1904' });
    put(s, 'jap', 'blue', 'japanese-1904', 'g5');
    put(s, 'rus', 'red', 'russian-1904', 'g4');
    const r = assaultWithDice(s, 'jap', 'rus', [4, 4, 1, 6], [6, 6, 6, 6]);
    expect([r.attackerScore, r.defenderScore, r.losses]).toEqual([9, 0, 9]);
    expect(r.standsLost.rus).toBe(4);
    expect(r.eliminated).toEqual(['rus']);
    expect(r.fallBack).toBeNull();
  });

  it('FALL BACK MOVEMENTS: infantry behind fortifications does not fall back', () => {
    const s = bareBoard();
    terrain(s, 'g4', 'open', true);
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    put(s, 'b', 'red', 'british-1899', 'g4');
    const r = assaultWithDice(s, 'z', 'b', [1, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.losses).toBe(2);
    expect(r.standsLost.b).toBe(2);
    expect(r.fallBack).toBeNull();
  });

  it('FALL BACK MOVEMENTS: where the backward move cannot be made, the even loss is a stand', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g2');
    put(s, 'b', 'red', 'british-1899', 'g1'); // on the board edge, nowhere farther to go but sideways
    terrain(s, 'f1', 'river');
    terrain(s, 'h1', 'river');
    const r = assaultWithDice(s, 'z', 'b', [1, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.losses).toBe(2);
    expect(r.standsLost.b).toBe(2);
    expect(r.fallBack).toBeNull();
  });

  it('ASSAULT: a unit destroyed in an assault before activating takes its token out of the bowl', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g5', { activated: true });
    put(s, 'b', 'red', 'british-1899', 'g4', { stands: 1 });
    expect(s.bowl.red).toBe(1);
    const r = assaultWithDice(s, 'z', 'b', [4, 4, 6, 6, 6, 6], [6]);
    expect(r.eliminated).toEqual(['b']);
    expect(r.state.bowl.red).toBe(0);
    expect(belleInvariants(r.state)).toEqual([]);
  });
});

describe('TACTICAL MODIFIERS', () => {
  it('TACTICAL MODIFIERS: infantry defending a hill or cover +1, fortifications +2', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'boer-1899', 'g5');
    put(s, 'd', 'red', 'british-1899', 'g4');
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(3);
    terrain(s, 'g4', 'hill');
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(4);
    terrain(s, 'g4', 'woods');
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(4);
    terrain(s, 'g4', 'open', true);
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(5);
    // Only when defending.
    expect(successLevel(s, 'd', 'attacker', 'a').level).toBe(3);
  });

  it('TACTICAL MODIFIERS: a score of 6 is always a miss, whatever the level', () => {
    const s = bareBoard();
    terrain(s, 'g4', 'open', true);
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'd', 'red', 'russian-1904', 'g4'); // close regulars 3 + 2 fortified + 1 stubborn = 6
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(5);
    expect(assaultScore([6, 5], 9)).toBe(5);
  });

  it('TACTICAL MODIFIERS: dashing troops +1 when attacking, stubborn troops +1 when defending', () => {
    const s = bareBoard({ matchUp: 'russo-japanese-1904' });
    put(s, 'jap', 'blue', 'japanese-1904', 'g5');
    put(s, 'rus', 'red', 'russian-1904', 'g4');
    expect(successLevel(s, 'jap', 'attacker', 'rus').level).toBe(4);
    expect(successLevel(s, 'jap', 'defender', 'rus').level).toBe(3);
    expect(successLevel(s, 'rus', 'defender', 'jap').level).toBe(4);
    expect(successLevel(s, 'rus', 'attacker', 'jap').level).toBe(3);
  });

  it('TACTICAL MODIFIERS: cavalry fighting from or against cover or rough terrain is reduced to 1', () => {
    const s = bareBoard({ matchUp: 'zulu-war-1879' });
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g4');
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    expect(successLevel(s, 'cav', 'attacker', 'z').level).toBe(5); // choc 4 + dashing 1
    terrain(s, 'g5', 'woods');
    expect(successLevel(s, 'cav', 'attacker', 'z').level).toBe(1);
    terrain(s, 'g5', 'open');
    terrain(s, 'g4', 'swamp');
    expect(successLevel(s, 'cav', 'attacker', 'z').level).toBe(1);
    // The Zulus are not affected.
    expect(successLevel(s, 'z', 'defender', 'cav').level).toBe(4);
  });
});

describe('MULTIPLE COMBATS', () => {
  it('MULTIPLE COMBATS: each assault fought beyond the first this turn lowers the level by 1 (close regulars fight a second time at 1/2)', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'a2', 'blue', 'zulu-1879', 'f4');
    put(s, 'd', 'red', 'british-1899', 'g4');
    const first = assaultWithDice(s, 'a', 'd', [6, 6, 6, 6, 6, 6], [6, 6, 6, 6]);
    expect(unitById(first.state, 'd').combats).toBe(1);
    expect(successLevel(first.state, 'd', 'defender', 'a2').level).toBe(2);
  });

  it('MULTIPLE COMBATS with TACTICAL MODIFIERS: earlier combats are subtracted before a 6 is made a miss (bold Zulus in fortifications fight a second assault at 5: [2,6,4,3,5,5] scores 19)', () => {
    // The Drift board (bare), fortified g5: Zulu choc 4 + 2 fortifications = 6, -1 for the combat
    // already fought = 5; a 6 would miss anyway.
    const s = bareBoard({ scenario: 'drift', matchUp: 'zulu-war-1879' });
    terrain(s, 'g5', 'open', true);
    put(s, 'zulus', 'blue', 'zulu-1879', 'g5', { combats: 1 });
    put(s, 'british', 'red', 'british-1879', 'g4');
    activate(s, 'british');
    passed(s);
    const shown = legalAssaultTargets(s).find((t) => t.target === 'zulus')!;
    expect(shown.defenderLevel.level).toBe(5);
    const r = assaultWithDice(s, 'british', 'zulus', [6, 6, 6, 6], [2, 6, 4, 3, 5, 5]);
    expect(r.defenderLevel.level).toBe(5);
    expect(r.defenderScore).toBe(2 + 4 + 3 + 5 + 5); // 19: only the 6 misses
    expect(r.defenderScore).toBe(19);
  });

  it('MULTIPLE COMBATS with TACTICAL MODIFIERS: subtract per assault fought beyond the first, then cap at 5 (a 6 always misses)', () => {
    const s = bareBoard({ matchUp: 'russo-japanese-1904' });
    terrain(s, 'g4', 'open', true);
    put(s, 'rus', 'red', 'russian-1904', 'g4'); // close regulars 3 + 2 fortified + 1 stubborn = 6
    put(s, 'jap', 'blue', 'japanese-1904', 'g5');
    const level = (combats: number) => {
      unitById(s, 'rus').combats = combats;
      return successLevel(s, 'rus', 'defender', 'jap').level;
    };
    expect([0, 1, 2, 3, 4].map(level)).toEqual([5, 5, 4, 3, 2]);
    // Not above the cap when nothing brings it over 5: unchanged.
    terrain(s, 'g4', 'open');
    expect([0, 1, 2].map(level)).toEqual([4, 3, 2]);
  });

  it('MULTIPLE COMBATS: a score of 1 is always successful, even below level 1', () => {
    expect(assaultScore([1, 2, 1], -1)).toBe(2);
    const s = bareBoard();
    put(s, 'd', 'red', 'boer-1899', 'g4', { combats: 3 });
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    expect(successLevel(s, 'd', 'defender', 'a').level).toBe(-1);
  });

  it('MULTIPLE COMBATS: a unit initiates only one assault per turn', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'd', 'red', 'british-1899', 'g4');
    activate(s, 'a');
    passed(s);
    const declared = declareAssault(s, 'd');
    expect(assaultCheck(declared, 'd')).toMatch(/only one assault/);
  });
});

describe('ASSAULT by the active unit', () => {
  it('ASSAULT: only after a successful test, on an adjacent enemy, not after firing nor after entering rough ground', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'd', 'red', 'british-1899', 'g4');
    put(s, 'far', 'red', 'british-1899', 'g2');
    activate(s, 'a');
    expect(assaultCheck(s, 'd')).toMatch(/reactivity test/);
    passed(s);
    expect(legalAssaultTargets(s).map((t) => t.target)).toEqual(['d']);
    expect(assaultCheck(s, 'far')).toMatch(/adjacent/);
    const fired = structuredClone(s);
    fired.activation!.fired = true;
    expect(assaultCheck(fired, 'd')).toMatch(/fired/);
    const rough = structuredClone(s);
    rough.units[0]!.enteredRough = true;
    expect(assaultCheck(rough, 'd')).toMatch(/rough/);
  });

  it('ASSAULT: declared, then fought with dice from the game\'s RNG; the state given is untouched', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'd', 'red', 'british-1899', 'g4');
    activate(s, 'a');
    passed(s);
    const declared = declareAssault(s, 'd');
    expect(assaultStillOn(declared)).toBe(true);
    const r = resolveAssault(declared);
    expect(r.attackerRolls).toHaveLength(6);
    expect(r.defenderRolls).toHaveLength(4);
    expect(r.state.activation!.assaulted).toBe(true);
    expect(declared.activation!.assaulted).toBe(false);
    expect(resolveAssault(declared)).toEqual(r); // deterministic
    expect(() => resolveAssault(r.state)).toThrow(/no declared assault/);
  });
});

describe('carrying the position', () => {
  it('ASSAULT: when the loser falls back the winner may carry the position; a bold unit must', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    put(s, 'b', 'red', 'british-1899', 'g4');
    const r = assaultWithDice(s, 'z', 'b', [1, 1, 6, 6, 6, 6], [6, 6, 6, 6]);
    const back = applyFallBack(r.state, r.fallBack!, [at('g3')]).state;
    expect(positionToCarry(back, 'z', at('g4'))).toBe(at('g4'));
    expect(mustCarry(back, 'z')).toBe(true);
    const carried = carryPosition(back, 'z', at('g4'));
    expect(unitById(carried, 'z').sector).toBe(at('g4'));
    expect(mustCarry(back, 'b')).toBe(false);
  });

  it('ASSAULT: a winning defender may carry the position the beaten attacker left; a bold one must', () => {
    const s = bareBoard({ matchUp: 'russo-japanese-1904' });
    put(s, 'rus', 'red', 'russian-1904', 'g4');
    put(s, 'jap', 'blue', 'japanese-1904', 'g5');
    const r = assaultWithDice(s, 'rus', 'jap', [6, 6, 6, 6], [1, 1, 6, 6]);
    expect([r.winner, r.loser, r.losses, r.loserSector]).toEqual(['jap', 'rus', 2, at('g4')]);
    // The attacker is stubborn: both losses are stands, it stays, nothing to carry.
    expect(r.fallBack).toBeNull();
    expect(positionToCarry(r.state, 'jap', r.loserSector!)).toBeNull();
    const t = bareBoard({ matchUp: 'russo-japanese-1904' });
    put(t, 'brit', 'red', 'british-1899', 'g4', { stands: 1 });
    put(t, 'jap', 'blue', 'japanese-1904', 'g5');
    const k = assaultWithDice(t, 'brit', 'jap', [6], [1, 1, 6, 6]);
    expect(k.eliminated).toEqual(['brit']);
    expect(positionToCarry(k.state, 'jap', k.loserSector!)).toBe(at('g4'));
    expect(mustCarry(k.state, 'jap')).toBe(true);
  });

  it('ASSAULT: no position to carry while it is still held', () => {
    const s = bareBoard();
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    put(s, 'b', 'red', 'british-1899', 'g4');
    expect(positionToCarry(s, 'z', at('g4'))).toBeNull();
    expect(() => carryPosition(s, 'z', at('g4'))).toThrow(/cannot carry/);
  });
});

describe('ASSAULT: bad input', () => {
  it('ASSAULT: wrong dice counts, impossible dice, friends or distant units are refused, the state untouched', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'zulu-1879', 'g5');
    put(s, 'd', 'red', 'british-1899', 'g4');
    put(s, 'friend', 'blue', 'zulu-1879', 'h5');
    put(s, 'far', 'red', 'british-1899', 'a1');
    const before = structuredClone(s);
    expect(() => assaultWithDice(s, 'a', 'd', [1, 2], [1, 2, 3, 4])).toThrow(/one die per stand/);
    expect(() => assaultWithDice(s, 'a', 'd', [1, 2, 3, 4, 5, 7], [1, 2, 3, 4])).toThrow(/1 to 6/);
    expect(() => assaultWithDice(s, 'a', 'friend', [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])).toThrow(/only the enemy/);
    expect(() => assaultWithDice(s, 'a', 'far', [1, 2, 3, 4, 5, 6], [1, 2, 3, 4])).toThrow(/adjacent/);
    expect(s).toEqual(before);
  });
});
