// §12, §13 combat: cards drawn, the Charge limit, bonuses once each, the loss order.
import { describe, expect, it } from 'vitest';
import { bonusTotal, cardsDrawn, chargeAllowed, combatBonuses, takeLosses, type CombatUnit } from '../../../src/games/lpg/rules/combat';

const u = (id: string, type: CombatUnit['type'], understrength = false, more: Partial<CombatUnit> = {}): CombatUnit => ({ id, type, understrength, ...more });

describe('§12 combat cards', () => {
  it('§12 a CinC draws all six (Washington), a division leader 4 or 3, a brigade leader 3 or 2 (Glover 2), a battalion leader 1, no commander 1', () => {
    expect(cardsDrawn({ rank: 'cinc', radius: 5 })).toBe(6);
    expect(cardsDrawn({ rank: 'division', radius: 4 })).toBe(4);
    expect(cardsDrawn({ rank: 'division', radius: 3 })).toBe(3);
    expect(cardsDrawn({ rank: 'brigade', radius: 2 })).toBe(2);
    expect(cardsDrawn({ rank: 'battalion', radius: 1 })).toBe(1);
    expect(cardsDrawn(null)).toBe(1);
  });

  it('§12 Charge may not be played by a side outnumbered more than 2 to 1; at exactly 2 to 1 it may', () => {
    expect(chargeAllowed(3, 6)).toBe(true);
    expect(chargeAllowed(3, 7)).toBe(false);
    expect(chargeAllowed(9, 1)).toBe(true);
    expect(chargeAllowed(0, 1)).toBe(false);
  });
});

describe('§12 combat bonuses, each once', () => {
  const base = { enemyStrength: 100, commanderBonus: 0, defender: false, terrain: 'clear' as const, settlement: null, weather: 'clear' as const };
  it('§12 three grenadier units give +1, not +3; two guns +1', () => {
    const b = combatBonuses({ ...base, units: [u('a', 'regulars', false, { elite: true }), u('b', 'regulars', false, { elite: true }), u('c', 'regulars', false, { elite: true }), u('d', 'artillery'), u('e', 'artillery')] });
    expect(b).toEqual({ elite: 1, artillery: 1 });
  });

  it('§12 a defender in a fort on hills with riflemen: terrain +1, fort +2, riflemen +1; guns silent in snow; the attacker -1 in snow', () => {
    const d = combatBonuses({ ...base, defender: true, terrain: 'hills', settlement: 'fort', weather: 'snow', units: [u('r', 'riflemen'), u('g', 'artillery')] });
    expect(d).toEqual({ terrain: 1, settlement: 2, lightTroops: 1 });
    const a = combatBonuses({ ...base, weather: 'snow', units: [u('x', 'regulars')] });
    expect(a).toEqual({ weather: -1 });
  });

  it('§12 strength ratio: 2:1 gives +1, 3:1 +2; unsupplied and understrength -1 each; landings -1/+1', () => {
    const six = [u('a', 'regulars'), u('b', 'regulars')]; // strength 6
    expect(combatBonuses({ ...base, enemyStrength: 3, units: six }).ratio).toBe(1);
    expect(combatBonuses({ ...base, enemyStrength: 2, units: six }).ratio).toBe(2);
    const weak = combatBonuses({ ...base, units: [u('a', 'militia', true, { unsupplied: true }), u('b', 'militia', true, { unsupplied: true })] });
    expect(bonusTotal(weak)).toBe(-2);
    expect(combatBonuses({ ...base, units: [u('a', 'militia')], landing: 'invader' }).landing).toBe(-1);
  });
});

describe('§13 loss ratio', () => {
  it('§13 casualties go militia, militia, regulars, regulars, artillery, dragoons, then militia again (each a step)', () => {
    const army = [u('m1', 'militia'), u('m2', 'militia'), u('r1', 'regulars'), u('r2', 'jaegers'), u('a1', 'artillery'), u('d1', 'dragoons')];
    const after6 = takeLosses(army, 6);
    expect(after6.removed).toEqual([]);
    expect(after6.units.every((x) => x.understrength)).toBe(true);
    // The seventh casualty comes back to the militia: both are understrength, one is removed.
    expect(takeLosses(army, 7).removed).toEqual(['m1']);
  });

  it('§13 a group not present passes to the next: no militia, so the first two casualties fall on the regulars too', () => {
    const r = takeLosses([u('r1', 'regulars'), u('r2', 'regulars'), u('a1', 'artillery')], 2);
    expect(r.units.map((x) => [x.id, x.understrength])).toEqual([['a1', false], ['r1', true], ['r2', true]]);
    // The fifth casualty is the artillery's place in the cycle.
    const five = takeLosses([u('r1', 'regulars'), u('r2', 'regulars'), u('a1', 'artillery')], 5);
    expect(five.removed).toEqual(['r1', 'r2']);
    expect(five.units).toEqual([u('a1', 'artillery', true)]);
  });

  it('§13 riflemen and jaegers count as regulars; an understrength unit hit again is removed; trains go when no fighting unit is left', () => {
    expect(takeLosses([u('x', 'riflemen', true)], 1).removed).toEqual(['x']);
    expect(takeLosses([u('t', 'baggage'), u('m', 'militia', true)], 2).removed).toEqual(['m', 't']);
  });
});
