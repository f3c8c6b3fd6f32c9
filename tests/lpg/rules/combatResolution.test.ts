// §8 combining, §12 combat resolution (highest commander, cards drawn, the Chart, casualties plus
// the other side's bonuses, retreat, Loyalty Index), §13 losses and the commanders' fate.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { bonusTotal, type CombatUnit } from '../../../src/games/lpg/rules/combat';
import {
  battleStrength, combineOptions, combineUnits, drawCombatCards, highestCommander, resolveBattle, retreatHexes, sideBonuses, sideMayCharge, sideStrength, type Battle, type BattleCommander,
} from '../../../src/games/lpg/rules/combatResolution';
import { rollFrom, scriptedRoll } from '../../../src/games/lpg/rules/dice';
import { ALL_HEXES, bridgeBetween, isLand, neighbours, place, riverBetween } from '../../../src/games/lpg/rules/hex';
import { COMBAT_CARDS, COMBAT_RESOLUTION_CHART, type CombatCard } from '../../../src/games/lpg/tables/combat';

const u = (id: string, type: CombatUnit['type'], understrength = false, more: Partial<CombatUnit> = {}): CombatUnit => ({ id, type, understrength, ...more });
const washington: BattleCommander = { id: 'washington', rank: 'cinc', radius: 5, bonus: 1 };
const cornwallis: BattleCommander = { id: 'cornwallis', rank: 'division', radius: 4, bonus: 1 };
const glover: BattleCommander = { id: 'glover', rank: 'brigade', radius: 2, bonus: 0 };

function battle(over: Partial<Battle> = {}): Battle {
  return {
    hex: '0817', terrain: 'clear', settlement: null, weather: 'clear', attacker: 'british',
    american: { side: 'american', units: [u('a1', 'militia'), u('a2', 'regulars'), u('a3', 'regulars')], commanders: [glover] },
    british: { side: 'british', units: [u('b1', 'regulars'), u('b2', 'regulars'), u('b3', 'artillery')], commanders: [cornwallis] },
    ...over,
  };
}

describe('§12 the highest commander and the cards drawn', () => {
  it('§12 the highest is by rank, then radius', () => {
    expect(highestCommander([glover, washington, cornwallis])?.id).toBe('washington');
    expect(highestCommander([glover, { id: 'x', rank: 'brigade', radius: 3, bonus: 0 }])?.id).toBe('x');
    expect(highestCommander([])).toBeNull();
  });
  it('§12 a CinC holds all six, a radius-2 brigade leader 2 different cards, no commander 1; seeded draws repeat', () => {
    const b = battle({ american: { side: 'american', units: [u('a1', 'regulars')], commanders: [washington, glover] } });
    const roll = rollFrom(createRng(3));
    expect(drawCombatCards(battle({ american: { side: 'american', units: [u('a1', 'regulars'), u('a2', 'regulars')], commanders: [washington] } }), 'american', roll)).toEqual(COMBAT_CARDS.map((c) => c.id));
    for (let i = 0; i < 50; i++) {
      const two = drawCombatCards(battle(), 'american', roll);
      expect(two).toHaveLength(2);
      expect(new Set(two).size).toBe(2);
    }
    expect(drawCombatCards(battle({ british: { side: 'british', units: [u('b1', 'regulars')], commanders: [] } }), 'british', roll)).toHaveLength(1);
    expect(drawCombatCards(b, 'american', rollFrom(createRng(9)))).toEqual(drawCombatCards(b, 'american', rollFrom(createRng(9))));
  });
  it('§12 a side outnumbered more than 2 to 1 never holds Charge (a CinC then holds five)', () => {
    const b = battle({ american: { side: 'american', units: [u('a1', 'militia')], commanders: [washington] } }); // 2 v 8
    const roll = rollFrom(createRng(1));
    expect(drawCombatCards(b, 'american', roll)).toEqual(COMBAT_CARDS.map((c) => c.id).filter((c) => c !== 'charge'));
    const b2 = battle({ american: { side: 'american', units: [u('a1', 'militia')], commanders: [glover] } });
    for (let i = 0; i < 100; i++) expect(drawCombatCards(b2, 'american', roll)).not.toContain('charge');
  });
});

describe('§12 the Combat Resolution Chart and casualties', () => {
  it("§12 the text's example: British Charge v American Refusing the Flank", () => {
    const b = battle();
    // Both cards land (1s), then Glover rolls 3: safe.
    const o = resolveBattle(b, { american: 'refuseFlank', british: 'charge' }, scriptedRoll([1, 1, 3]));
    expect(o.winner).toBe('british');
    expect(o.retreats).toBe('american');
    expect(o.loyalty).toBe(-1);
    expect(o.american.casualties).toBe(2 + bonusTotal(sideBonuses(b, 'british')));
    expect(o.british.casualties).toBe(1 + bonusTotal(sideBonuses(b, 'american')));
    expect(o.american.commanderLosses).toEqual({});
  });
  it('§12 every pair of cards and every pair of card dice: the chart, "in 6", plus the other side\'s bonuses', () => {
    const b = battle({ american: { side: 'american', units: [u('a1', 'militia'), u('a2', 'riflemen'), u('a3', 'dragoons'), u('a4', 'artillery')], commanders: [washington] }, terrain: 'woods' });
    const bon = { american: bonusTotal(sideBonuses(b, 'american')), british: bonusTotal(sideBonuses(b, 'british')) };
    const inSix = (c: CombatCard) => COMBAT_CARDS.find((x) => x.id === c)!.inSix;
    for (const ac of COMBAT_CARDS) for (const bc of COMBAT_CARDS) for (let ra = 1; ra <= 6; ra++) for (let rb = 1; rb <= 6; rb++) {
      const cell = COMBAT_RESOLUTION_CHART[ac.id][bc.id];
      const o = resolveBattle(b, { american: ac.id, british: bc.id }, scriptedRoll([ra, rb, 6, 6, 6]));
      const wantA = Math.max(0, Math.max(0, cell.rowLoss - (rb <= inSix(bc.id) ? 0 : 1)) + bon.british);
      const wantB = Math.max(0, Math.max(0, cell.colLoss - (ra <= inSix(ac.id) ? 0 : 1)) + bon.american);
      expect(o.american.casualties).toBe(wantA);
      expect(o.british.casualties).toBe(wantB);
      expect(o.winner).toBe(cell.winner === 'draw' ? null : cell.winner === 'row' ? 'american' : 'british');
      expect(o.retreats).toBe(cell.retreat === 'attacker' ? 'british' : cell.retreat === 'row' ? 'american' : 'british');
      expect(o.loyalty).toBe(!o.winner || !cell.loyalty ? 0 : o.winner === 'american' ? 1 : -1);
    }
  });
  it('§12 a draw: the attacker leaves, the index stands, no commander rolls', () => {
    const o = resolveBattle(battle({ attacker: 'american' }), { american: 'feint', british: 'feint' }, scriptedRoll([1, 1]));
    expect(o.winner).toBeNull();
    expect(o.retreats).toBe('american');
    expect(o.loyalty).toBe(0);
  });
  it('§13 the losses follow the loss order; the loser\'s commanders: 1 killed, 2 captured, 3-6 safe; the winner\'s never roll', () => {
    const b = battle({ american: { side: 'american', units: [u('a1', 'militia'), u('a2', 'regulars')], commanders: [washington, glover, { id: 'stirling', rank: 'division', radius: 3, bonus: 0 }] } });
    const o = resolveBattle(b, { american: 'refuseFlank', british: 'charge' }, scriptedRoll([1, 1, 1, 2, 3]));
    expect(o.american.commanderLosses).toEqual({ washington: 'killed', glover: 'captured' });
    expect(o.british.commanderLosses).toEqual({});
    // British bonuses: artillery +1, commander +1, ratio (8 v 5: none) -> 2 + 2 = 4 casualties: militia, militia (gone), regulars, regulars (gone).
    expect(o.american.casualties).toBe(4);
    expect(o.american.removed.sort()).toEqual(['a1', 'a2']);
  });
  it('§12 action cards: a card bonus adds to the other side\'s casualties; Fighting Retreat takes one off a loss', () => {
    const b = battle();
    const plain = resolveBattle(b, { american: 'refuseFlank', british: 'charge' }, scriptedRoll([1, 1, 6]));
    const withCards = resolveBattle({ ...b, british: { ...b.british, cardBonuses: { grenadiers: 1 } }, american: { ...b.american, casualtyChangeIfLoses: -1 } }, { american: 'refuseFlank', british: 'charge' }, scriptedRoll([1, 1, 6]));
    expect(withCards.american.casualties).toBe(plain.american.casualties);
    expect(sideBonuses({ ...b, british: { ...b.british, cardBonuses: { grenadiers: 1 } } }, 'british')['card:grenadiers']).toBe(1);
  });
});

describe('§12 each side\'s strength: total strength plus every bonus, each once', () => {
  // The Americans hold a town in the woods against Cornwallis's attack in the rain.
  const b = battle({
    terrain: 'woods', settlement: 'town', weather: 'rain', attacker: 'british',
    american: { side: 'american', units: [u('a1', 'riflemen'), u('a2', 'regulars', true), u('a3', 'militia'), u('a4', 'riflemen')], commanders: [glover, washington] },
    british: { side: 'british', units: [u('b1', 'regulars'), u('b2', 'regulars', false, { elite: true }), u('b3', 'regulars', false, { elite: true }), u('b4', 'artillery')], commanders: [cornwallis] },
  });

  it('§12 points, each bonus by name and section (once however many units give it), and the total', () => {
    const st = battleStrength(b);
    // 2 + 2 (understrength regulars) + 2 + 2.
    expect(st.american).toEqual({
      points: 8,
      bonuses: [
        { label: 'Riflemen or jaegers in woods', rule: '12', value: 1 },
        { label: 'Commander', rule: '12', value: 1 },
        { label: 'Defending in woods', rule: '6', value: 1 },
        { label: 'Defending a town', rule: '12', value: 1 },
        { label: 'Understrength (attrition)', rule: '12', value: -1 },
      ],
      total: 11,
    });
    // 3 + 3 + 3 + 2; the guns are silent in the rain, the two elite units count once.
    expect(st.british).toEqual({
      points: 11,
      bonuses: [
        { label: 'Elite troops', rule: '12', value: 1 },
        { label: 'Commander', rule: '12', value: 1 },
        { label: 'Attacking in rain', rule: '6', value: -1 },
      ],
      total: 12,
    });
    for (const side of ['american', 'british'] as const) expect(st[side].total - st[side].points).toBe(bonusTotal(sideBonuses(b, side)));
  });

  it('§12 the ratio, a landing and an action card are named; a resolved battle\'s bonuses are the ones its casualties add', () => {
    const big = battle({ landing: true, british: { side: 'british', units: [u('b1', 'regulars'), u('b2', 'regulars'), u('b3', 'regulars')], commanders: [], cardBonuses: { grenadiers: 1 } }, american: { side: 'american', units: [u('a1', 'militia')], commanders: [] } });
    expect(sideStrength(big, 'british').bonuses).toEqual([
      { label: 'Strength ratio 3:1', rule: '12', value: 2 },
      { label: 'Landing from the sea', rule: '19', value: -1 },
      { label: 'Grenadiers (action card)', rule: '5', value: 1 },
    ]);
    expect(sideStrength(big, 'american').bonuses).toEqual([{ label: 'Defending against a landing', rule: '19', value: 1 }]);
    for (const cards of [{ american: 'holdGround', british: 'charge' }, { american: 'skirmish', british: 'feint' }] as { american: CombatCard; british: CombatCard }[]) {
      const o = resolveBattle(b, cards, scriptedRoll([1, 1, 6, 6, 6]));
      const cell = COMBAT_RESOLUTION_CHART[cards.american][cards.british];
      const st = { american: sideStrength(b, 'american', o.american.bonuses), british: sideStrength(b, 'british', o.british.bonuses) };
      expect(st).toEqual(battleStrength(b));
      // Both cards landed (rolls of 1): each side's casualties are the chart's plus the other's bonuses (its total less its points).
      expect(o.american.casualties).toBe(Math.max(0, cell.rowLoss + st.british.total - st.british.points));
      expect(o.british.casualties).toBe(Math.max(0, cell.colLoss + st.american.total - st.american.points));
    }
  });
});

describe('§8 combining understrength units', () => {
  it('§8 one understrength unit into two others of its type: both full, it is gone; unequal types never', () => {
    const units = [u('m1', 'militia', true), u('m2', 'militia', true), u('m3', 'militia', true, { unsupplied: true }), u('r1', 'regulars', true)];
    const after = combineUnits(units, 'm1', ['m2', 'm3'])!;
    expect(after.map((x) => x.id)).toEqual(['m2', 'm3', 'r1']);
    expect(after.filter((x) => x.type === 'militia').every((x) => !x.understrength && x.unsupplied)).toBe(true);
    expect(combineUnits(units, 'r1', ['m2', 'm3'])).toBeNull();
    expect(combineUnits(units, 'm1', ['m1', 'm3'])).toBeNull();
    expect(combineUnits([u('a', 'militia', true), u('b', 'militia', true), u('c', 'militia')], 'a', ['b', 'c'])).toBeNull();
    expect(combineOptions(units)).toEqual([['m1', ['m2', 'm3']], ['m2', ['m1', 'm3']], ['m3', ['m1', 'm2']]]);
  });
});

describe('§12 retreat', () => {
  it('§12 every land hex: a retreat goes to an adjacent land hex without the enemy, not over an unbridged river', () => {
    const enemy = new Set([place('trenton').hex, place('princeton').hex]);
    for (const h of ALL_HEXES) {
      if (!isLand(h)) continue;
      const want = neighbours(h).filter((n) => isLand(n) && !enemy.has(n) && (!riverBetween(h, n) || bridgeBetween(h, n)));
      expect(retreatHexes(h, { enemy })).toEqual(want);
    }
  });
});

describe('§12 §13 random battles (seeded)', () => {
  it('§12 §13 every unit ends once, either kept or removed; Charge never held outnumbered; 600 battles', () => {
    const rng = createRng(2026);
    const roll = rollFrom(rng);
    const types: CombatUnit['type'][] = ['militia', 'regulars', 'riflemen', 'jaegers', 'artillery', 'dragoons', 'baggage'];
    const cmdrs: BattleCommander[] = [washington, cornwallis, glover, { id: 'bat', rank: 'battalion', radius: 1, bonus: 0 }];
    const terrains = ['clear', 'woods', 'hills', 'swamp'] as const;
    const weathers = ['clear', 'rain', 'snow', 'freeze'] as const;
    for (let i = 0; i < 600; i++) {
      const side = (p: string) => ({
        units: Array.from({ length: roll(8) }, (_, k) => u(`${p}${k}`, types[roll(7) - 1]!, roll(2) === 1, { elite: roll(6) === 6, unsupplied: roll(6) === 6 })),
        commanders: cmdrs.filter(() => roll(3) === 1),
      });
      const b = battle({ terrain: terrains[roll(4) - 1]!, weather: weathers[roll(4) - 1]!, attacker: roll(2) === 1 ? 'american' : 'british', landing: roll(5) === 1, american: { side: 'american', ...side('a') }, british: { side: 'british', ...side('b') } });
      const hands = { american: drawCombatCards(b, 'american', roll), british: drawCombatCards(b, 'british', roll) };
      for (const s of ['american', 'british'] as const) {
        expect(hands[s].length).toBeGreaterThan(0);
        if (!sideMayCharge(b, s)) expect(hands[s]).not.toContain('charge');
      }
      const o = resolveBattle(b, { american: hands.american[roll(hands.american.length) - 1]!, british: hands.british[roll(hands.british.length) - 1]! }, roll);
      for (const s of ['american', 'british'] as const) {
        const ids = [...o[s].units.map((x) => x.id), ...o[s].removed].sort();
        expect(ids).toEqual(b[s].units.map((x) => x.id).sort());
        expect(o[s].casualties).toBeGreaterThanOrEqual(0);
        if (Object.keys(o[s].commanderLosses).length > 0) expect(o.winner).not.toBe(s);
      }
      expect([-1, 0, 1]).toContain(o.loyalty);
    }
  });
});
