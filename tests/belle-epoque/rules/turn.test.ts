// Belle Epoque GAME TURN, COMMAND POINTS and ACTIVATION (the token bowl).
import { describe, expect, it } from 'vitest';
import { commandDice } from '../../../src/games/belle-epoque/rules/command';
import { activatableUnits, activateUnit, beginTurn, drawToken, endActivation, turnOver } from '../../../src/games/belle-epoque/rules/bowl';
import { loseStands, unitById } from '../../../src/games/belle-epoque/state';
import { startingState } from '../../../src/games/belle-epoque/rules/discovery';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';
import { bareBoard, put } from '../helpers';

describe('COMMAND POINTS', () => {
  it('COMMAND POINTS: one die per 8 stands (32 stands: 4 dice, 30 stands: 3 dice)', () => {
    const s = startingState(1);
    expect(commandDice(s, 'red')).toEqual({ count: 4, sides: 6 });
    expect(commandDice(s, 'blue')).toEqual({ count: 3, sides: 6 });
  });

  it('COMMAND POINTS: d4 for a mediocre general, d8 for a superior one; the rolls total the points', () => {
    const s = startingState(1, { generals: { red: 'mediocre', blue: 'superior' } });
    expect(commandDice(s, 'red').sides).toBe(4);
    expect(commandDice(s, 'blue').sides).toBe(8);
    for (let seed = 1; seed <= 30; seed++) {
      const t = beginTurn(startingState(seed, { generals: { red: 'mediocre', blue: 'superior' } }));
      expect(t.commandRolls.red).toHaveLength(4);
      expect(t.commandRolls.blue).toHaveLength(3);
      for (const r of t.commandRolls.red) expect(r).toBeGreaterThanOrEqual(1), expect(r).toBeLessThanOrEqual(4);
      for (const r of t.commandRolls.blue) expect(r).toBeGreaterThanOrEqual(1), expect(r).toBeLessThanOrEqual(8);
      expect(t.state.commandPoints.red).toBe(t.commandRolls.red.reduce((a, b) => a + b, 0));
    }
  });

  it('COMMAND POINTS: a side with fewer than 8 stands still rolls one die (authored)', () => {
    const s = bareBoard();
    put(s, 'r', 'red', 'british-1899', 'g1');
    expect(commandDice(s, 'red')).toEqual({ count: 1, sides: 6 });
    expect(commandDice(s, 'blue').count).toBe(0);
  });

  it('COMMAND POINTS: available for the current turn only (leftovers are not kept)', () => {
    let s = startingState(5);
    s = beginTurn(s).state;
    s.commandPoints.red = 99;
    s.bowl = { red: 0, blue: 0 };
    for (const u of s.units) u.activated = true;
    const next = beginTurn(s);
    expect(next.state.commandPoints.red).toBe(next.commandRolls.red.reduce((a, b) => a + b, 0));
  });
});

describe('ACTIVATION: the token bowl', () => {
  it('ACTIVATION: at the start of a turn the bowl gets a token per unit on the table', () => {
    const s = beginTurn(startingState(2)).state;
    expect(s.turn).toBe(1);
    expect(s.bowl).toEqual({ red: 8, blue: 10 });
    expect(belleInvariants(s)).toEqual([]);
  });

  it('ACTIVATION: tokens are drawn one by one until the bowl is empty; each activates one unit of that colour', () => {
    let s = beginTurn(startingState(2)).state;
    const order: string[] = [];
    while (!turnOver(s)) {
      const d = drawToken(s);
      const unit = activatableUnits(d.state, d.side)[0]!;
      expect(unitById(d.state, unit).side).toBe(d.side);
      s = endActivation(activateUnit(d.state, unit));
      order.push(d.side);
      expect(belleInvariants(s)).toEqual([]);
    }
    expect(order.filter((x) => x === 'red')).toHaveLength(8);
    expect(order.filter((x) => x === 'blue')).toHaveLength(10);
    expect(s.units.every((u) => u.activated)).toBe(true);
    // The initiative switches sides randomly: not all of one colour first.
    expect(order.slice(0, 8).every((x) => x === 'red')).toBe(false);
  });

  it('ACTIVATION: draws come from the game\'s seeded RNG (same seed, same order)', () => {
    const run = (seed: number) => {
      let s = beginTurn(startingState(seed)).state;
      const out: string[] = [];
      while (!turnOver(s)) {
        const d = drawToken(s);
        out.push(d.side);
        s = endActivation(activateUnit(d.state, activatableUnits(d.state, d.side)[0]!));
      }
      return out.join(',');
    };
    expect(run(9)).toBe(run(9));
    expect(new Set([1, 2, 3, 4, 5].map(run)).size).toBeGreaterThan(1);
  });

  it('ACTIVATION: a unit eliminated before being activated takes a token of its colour out of the bowl', () => {
    const s = beginTurn(startingState(2)).state;
    const victim = s.units.find((u) => u.side === 'blue')!.id;
    loseStands(s, victim, 99);
    expect(s.bowl.blue).toBe(9);
    expect(belleInvariants(s)).toEqual([]);
    // ...but not once it has been activated.
    const t = beginTurn(startingState(2)).state;
    const d = drawToken(t);
    const u = activatableUnits(d.state, d.side)[0]!;
    const a = activateUnit(d.state, u);
    const before = { ...a.bowl };
    loseStands(a, u, 99);
    expect(a.bowl).toEqual(before);
  });

  it('ACTIVATION: a unit cannot be activated twice in a turn, nor by the other colour\'s token', () => {
    const s = beginTurn(startingState(2)).state;
    const d = drawToken(s);
    const wrong = s.units.find((u) => u.side !== d.side)!.id;
    expect(() => activateUnit(d.state, wrong)).toThrow(/cannot activate/);
    const unit = activatableUnits(d.state, d.side)[0]!;
    const after = endActivation(activateUnit(d.state, unit));
    const d2 = drawToken(after);
    const again = d2.side === d.side ? unit : null;
    if (again) expect(() => activateUnit(d2.state, again)).toThrow(/already been activated/);
    expect(activatableUnits(after, d.side)).not.toContain(unit);
  });

  it('GAME TURN: a new turn cannot begin while tokens remain; drawing from an empty bowl is refused', () => {
    const s = beginTurn(startingState(2)).state;
    expect(() => beginTurn(s)).toThrow(/bowl is empty/);
    const empty = { ...s, bowl: { red: 0, blue: 0 } };
    expect(() => drawToken(empty)).toThrow(/bowl is empty/);
  });
});
