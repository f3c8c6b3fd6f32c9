// Belle Epoque end of game and victory (authored: docs/rules-notes.md "Belle Epoque").
import { describe, expect, it } from 'vitest';
import { gameResult, inEnemyHalf, isBroken, victoryPoints } from '../../../src/games/belle-epoque/rules/victory';
import { bareBoard, put, at } from '../helpers';

function battle() {
  const s = bareBoard();
  put(s, 'r1', 'red', 'british-1899', 'g2', { activated: true });
  put(s, 'r2', 'red', 'british-1899', 'h2', { activated: true });
  put(s, 'b1', 'blue', 'boer-1899', 'g8', { activated: true });
  put(s, 'b2', 'blue', 'boer-1899', 'h8', { activated: true });
  s.startStands = { red: 8, blue: 6 };
  return s;
}

describe('end of game (authored)', () => {
  it('the battle goes on while tokens remain, and before the last turn', () => {
    const s = battle();
    expect(gameResult(s).winner).toBeNull();
    s.bowl.red = 1;
    s.units[0]!.activated = false;
    s.turn = 8;
    expect(gameResult(s).winner).toBeNull();
  });

  it('a side with no unit left on the table loses at once (decisive)', () => {
    const s = battle();
    s.units.filter((u) => u.side === 'blue').forEach((u) => { u.sector = null; u.stands = 0; });
    s.bowl.red = 1;
    expect(gameResult(s)).toMatchObject({ winner: 'red', level: 'decisive' });
  });

  it('at the end of a turn, an army down to a third of its stands is broken and loses', () => {
    const s = battle();
    s.units[2]!.stands = 1;
    s.units[3]!.stands = 1; // blue: 2 of 6 stands
    expect(isBroken(s, 'blue')).toBe(true);
    expect(isBroken(s, 'red')).toBe(false);
    expect(gameResult(s)).toMatchObject({ winner: 'red', level: 'decisive' });
  });

  it('after the last turn, points decide: enemy stands destroyed, units in the enemy half, fortified sectors held', () => {
    const s = battle();
    s.turn = 8;
    expect(gameResult(s)).toMatchObject({ winner: 'draw' });
    s.units[0]!.sector = at('g6'); // red in blue's half: 2 points
    expect(inEnemyHalf('red', at('g6'))).toBe(true);
    expect(inEnemyHalf('red', at('g5'))).toBe(false);
    expect(victoryPoints(s)).toEqual({ red: 2, blue: 0 });
    expect(gameResult(s)).toMatchObject({ winner: 'red', level: 'marginal' });
    s.sectors[at('g8')]!.fortified = true; // blue holds a fortified sector: 3 points
    s.units[0]!.stands = 3; // and has destroyed a red stand: 1 point
    expect(victoryPoints(s)).toEqual({ red: 2, blue: 4 });
    expect(gameResult(s)).toMatchObject({ winner: 'blue', level: 'marginal' });
  });

  it('the turn limit is an option', () => {
    const s = battle();
    s.turn = 3;
    s.units[0]!.sector = at('g6');
    expect(gameResult(s).winner).toBeNull();
    s.options = { ...s.options, turnLimit: 3 };
    expect(gameResult(s).winner).toBe('red');
  });
});
