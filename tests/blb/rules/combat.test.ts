// Brave Little Belgium 7.0-7.4: which boxes fight, grouping, modifiers, dice and losses.
import { describe, expect, it } from 'vitest';
import { beginCombat, combatGroups, computeModifiers, pendingCombats, rollCombat } from '../../../src/games/blb/rules/combat';
import {
  AT, GC_NO_FACTOR, GC_WITH_FACTOR, actorAt, at, ctx, lastCombatRolls, legalOf, put, putAll, putGc,
  rigDice, send, board, cameFrom,
} from '../helpers';



describe('7.0 combat', () => {
  it('7.0 combat occurs in every box holding both sides, and the active player chooses the order', () => {
    const s = board();
    put(s, 'de1-ii', 'vise');
    put(s, 'be-14', 'vise');
    put(s, 'de1-iii', 'tongeren');
    put(s, 'be-cav', 'tongeren');
    put(s, 'de1-iv', 'aachen');
    expect(pendingCombats(s).map((c) => c.box)).toEqual(['tongeren', 'vise']);
    const g = actorAt(s, AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe(AT.chooseCombat);
    expect(legalOf(g, 'chooseCombat')).toEqual([
      { type: 'chooseCombat', side: 'german', box: 'tongeren' },
      { type: 'chooseCombat', side: 'german', box: 'vise' },
    ]);
    expect(legalOf(g, 'declineCombat')).toEqual([]); // city combats are compulsory
    send(g, { type: 'chooseCombat', side: 'german', box: 'vise' });
    expect(ctx(g).combat!.box).toBe('vise');
    expect(at(g)).toBe(AT.rollDice);
  });

  it('7.0 activated units already standing with the enemy fight too (no movement needed)', () => {
    const s = board();
    put(s, 'de1-ii', 'vise');
    put(s, 'be-14', 'vise');
    expect(pendingCombats(s).map((c) => c.box)).toEqual(['vise']);
  });

  it('7.0 only activated units attack: non-activated units of the same side neither fight nor roll', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'vise');
    put(s, 'de2-x', 'vise'); // German 2nd Army, not activated
    put(s, 'be-14', 'vise');
    put(s, 'de2-g', 'tongeren'); // not activated, with the enemy: no combat there
    put(s, 'be-cav', 'tongeren');
    expect(pendingCombats(s).map((c) => c.box)).toEqual(['vise']);
    beginCombat(s, 'vise', false, []);
    expect(s.combat!.attacker).toBe('german');
    expect(s.combat!.attackers).toEqual(['de1-ii']);
    expect(s.combat!.defenders).toEqual(['be-14']);
    computeModifiers(s, []);
    rollCombat(s, []);
    expect(s.combat!.rolls.map((r) => r.unit)).toEqual(['de1-ii', 'be-14']);
  });

  it('7.0 the non-activated side defends: an Entente activation attacks German units', () => {
    const s = board(['be']);
    put(s, 'be-1', 'tongeren');
    put(s, 'de1-ii', 'tongeren');
    beginCombat(s, 'tongeren', false, []);
    expect(s.combat!.attacker).toBe('entente');
    expect(s.combat!.attackers).toEqual(['be-1']);
    expect(s.combat!.defenders).toEqual(['de1-ii']);
  });

  it('7.0 face-down Garde Civique defend: they are flipped when the combat starts', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'vise');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    expect(pendingCombats(s).map((c) => c.box)).toEqual(['vise']);
    beginCombat(s, 'vise', false, []);
    expect(s.gc[GC_WITH_FACTOR[0]!]!.revealed).toBe(true);
    expect(s.combat!.defenders).toEqual([GC_WITH_FACTOR[0]]);
  });

  it('7.0/6.2 face-down Garde Civique stacked with Entente units flip when the combat begins; those without a factor go', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'vise');
    put(s, 'be-14', 'vise');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    putGc(s, GC_NO_FACTOR[0]!, 'vise');
    beginCombat(s, 'vise', false, []);
    expect(s.gc[GC_NO_FACTOR[0]!]).toEqual({ box: null, revealed: true });
    expect(s.gc[GC_WITH_FACTOR[0]!]).toEqual({ box: 'vise', revealed: true });
    expect(s.combat!.defenders).toEqual(['be-14', GC_WITH_FACTOR[0]]);
  });
});

describe('7.1 group units', () => {
  it('7.1 units are grouped by current combat factor, sixes first; a reduced unit rolls on its reduced factor', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii-r', 'de1-cav'], 'tongeren');
    put(s, 'de1-iii', 'tongeren', 1); // reduced: 4 becomes 5
    put(s, 'be-1', 'tongeren'); // 5
    put(s, 'be-2', 'tongeren', 1); // reduced: 6
    put(s, 'be-cav', 'tongeren'); // 6
    beginCombat(s, 'tongeren', false, []);
    expect(combatGroups(s, 'german')).toEqual([
      { cf: 5, units: ['de1-iii', 'de1-iii-r', 'de1-cav'] },
      { cf: 4, units: ['de1-ii'] },
    ]);
    expect(combatGroups(s, 'entente')).toEqual([
      { cf: 6, units: ['be-2', 'be-cav'] },
      { cf: 5, units: ['be-1'] },
    ]);
  });
});

describe('7.2-7.3 modifiers and dice', () => {
  it('7.3 a hit on a modified roll equal to or above the combat factor, one die per unit', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii-r'], 'tongeren'); // CF 4 and 5
    putAll(s, ['be-14', 'be-1'], 'tongeren'); // CF 6 and 5
    beginCombat(s, 'tongeren', false, []);
    computeModifiers(s, []);
    rigDice(s, [4, 4, 5, 5]); // III R (5) rolls 4, II (4) rolls 4; 14 Bde (6) rolls 5, 1st Div (5) rolls 5
    rollCombat(s, []);
    expect(s.combat!.rolls.map((r) => [r.unit, r.cf, r.die, r.hit])).toEqual([
      ['de1-iii-r', 5, 4, false],
      ['de1-ii', 4, 4, true],
      ['be-14', 6, 5, false],
      ['be-1', 5, 5, true],
    ]);
    expect(s.combat!.hitsOn).toEqual({ german: 1, entente: 1 });
  });

  it('7.3 both sides roll: a die of 6 always hits, a 3 never does', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'tongeren');
    put(s, 'be-14', 'tongeren');
    beginCombat(s, 'tongeren', false, []);
    computeModifiers(s, []);
    rigDice(s, [3, 6]);
    rollCombat(s, []);
    expect(s.combat!.hitsOn).toEqual({ german: 1, entente: 0 });
  });

  it('7.2 British +1 on every die when all three BEF units are stacked together at full strength', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'mons');
    putAll(s, ['bef-i', 'bef-ii', 'bef-cav'], 'mons');
    cameFrom(s, ['de1-ii'], 'charleroi');
    const g = actorAt(rigDice(s, [1, 4, 4, 4]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    expect(lastCombatRolls(g)).toEqual([
      ['de1-ii', 1, 0, false],
      ['bef-i', 4, 1, true],
      ['bef-ii', 4, 1, true],
      ['bef-cav', 4, 1, true],
    ]);
    expect(ctx(g).units['de1-ii']!.box).toBeNull(); // three hits on a two-step corps
  });

  it('7.2 no British bonus when one BEF unit is reduced, or when one is elsewhere', () => {
    for (const variant of ['reduced', 'apart'] as const) {
      const s = board(['de1']);
      put(s, 'de1-ii', 'mons');
      putAll(s, ['bef-i', 'bef-ii', 'bef-cav'], 'mons');
      if (variant === 'reduced') s.units['bef-ii']!.steps = 1;
      else s.units['bef-cav']!.box = 'le-cateau';
      beginCombat(s, 'mons', false, []);
      computeModifiers(s, []);
      expect(s.combat!.britishBonus, variant).toBe(false);
      rigDice(s, [1, 4, 4, 4]);
      rollCombat(s, []);
      expect(s.combat!.rolls.filter((r) => r.side === 'entente').every((r) => r.modifier === 0 && !r.hit), variant).toBe(true);
    }
  });

  it('7.2 the British bonus does not help French units in the same combat, nor the Germans', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'mons');
    putAll(s, ['bef-i', 'bef-ii', 'bef-cav'], 'mons');
    beginCombat(s, 'mons', false, []);
    computeModifiers(s, []);
    expect(s.combat!.britishBonus).toBe(true);
    expect(s.combat!.modifiers.german).toBe(0);
  });
});

describe('7.4 apply losses', () => {
  it('7.4 the owner allocates: the Entente player chooses which unit takes the step-loss', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'tongeren');
    putAll(s, ['be-1', 'be-14'], 'tongeren');
    cameFrom(s, ['de1-ii'], 'vise');
    const g = actorAt(rigDice(s, [6, 1, 1]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    expect(at(g)).toBe(AT.applyLosses);
    expect(legalOf(g, 'takeLoss')).toEqual([
      { type: 'takeLoss', side: 'entente', unit: 'be-1' },
      { type: 'takeLoss', side: 'entente', unit: 'be-14' },
    ]);
    expect(g.getSnapshot().can({ type: 'takeLoss', side: 'german', unit: 'be-1' })).toBe(false);
    expect(g.getSnapshot().can({ type: 'takeLoss', side: 'entente', unit: 'de1-ii' })).toBe(false);
    send(g, { type: 'takeLoss', side: 'entente', unit: 'be-1' });
    // A full-strength two-step unit is flipped to its reduced side.
    expect(ctx(g).units['be-1']).toEqual({ box: 'tongeren', steps: 1 });
    expect(ctx(g).units['be-14']).toEqual({ box: 'tongeren', steps: 1 });
  });

  it('7.4 a reduced or one-step unit taking a loss is eliminated', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'tongeren');
    put(s, 'be-1', 'tongeren', 1);
    put(s, 'be-14', 'tongeren');
    cameFrom(s, ['de1-ii'], 'vise');
    const g = actorAt(rigDice(s, [6, 1, 1]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    send(g, { type: 'takeLoss', side: 'entente', unit: 'be-1' });
    expect(ctx(g).units['be-1']).toEqual({ box: null, steps: 0 });
  });

  it('7.4 each hit is one step-loss: two hits on one two-step unit eliminate it', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii'], 'tongeren');
    put(s, 'be-1', 'tongeren');
    beginCombat(s, 'tongeren', false, []);
    computeModifiers(s, []);
    rigDice(s, [5, 6, 1]);
    rollCombat(s, []);
    expect(s.combat!.stepsLost.entente).toBe(2);
    expect(s.units['be-1']).toEqual({ box: null, steps: 0 });
  });

  it('7.4 hits beyond the side\'s steps are lost; the other side\'s hits still apply ("simultaneously")', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii'], 'tongeren');
    put(s, 'be-14', 'tongeren');
    beginCombat(s, 'tongeren', false, []);
    computeModifiers(s, []);
    rigDice(s, [6, 6, 6]);
    rollCombat(s, []);
    expect(s.units['be-14']!.box).toBeNull();
    // The eliminated brigade's hit still lands (German allocation is theirs to choose).
    expect(s.combat!.toAllocate.german).toBe(1);
  });
});
