// Brave Little Belgium 8.0-8.2 (siege combat, activating forts) and the fort part of 5.2.
import { describe, expect, it } from 'vitest';
import { beginCombat, pendingCombats } from '../../../src/games/blb/rules/combat';
import { applyMove, remainingMp, validateMove } from '../../../src/games/blb/rules/movement';
import { activatableForts } from '../../../src/games/blb/rules/turn';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, activate, actorAt, at, baseState, beats, clearBoard, ctx, lastCombatRolls, legal, legalOf, pullChits, put, putAll,
  rigDice, send, setFort, board, cameFrom, fight,
} from '../helpers';




/** Turn 2: the Entente chit of `army` was just drawn; the machine waits for its use (8.2). */
function atChoice(s: BlbState, army: 'be' | 'fr5' | 'fr4' | 'bef', faces?: number[]) {
  s.turn = s.turn || 2;
  s.chits.cup = s.chits.cup.filter((c) => c !== `chit-${army}`);
  s.chits.pulled.push(`chit-${army}`);
  activate(s, [army], { mode: null });
  if (faces) rigDice(s, faces);
  return actorAt(s, AT.activationChoice);
}

/** Turn 2: the cup holds only the chit of `army`, and the German player draws it. */
function drawn(s: BlbState, army: 'be' | 'fr5' | 'fr4' | 'bef') {
  s.turn = s.turn || 2;
  s.chits.cup = [`chit-${army}`];
  const g = actorAt(s, AT.drawChit);
  send(g, { type: 'drawChit', side: 'german' });
  return g;
}

function atChoiceState(s: BlbState, army: 'be' | 'fr5'): BlbState {
  s.activation = null;
  return activate(s, [army], { mode: null });
}

const mv = (side: 'german' | 'entente', units: string[], path: string[]) => ({ type: 'move' as const, side, units, path });

describe('8.0 siege', () => {
  it('8.0 Germans entering a box with an undestroyed fort stop there and besiege it (even with no Entente units)', () => {
    const s = board(['de2']);
    put(s, 'de2-cav', 'eupen');
    expect(validateMove(s, mv('german', ['de2-cav'], ['verviers', 'liege', 'tongeren']))).toMatch(/must stop/);
    applyMove(s, mv('german', ['de2-cav'], ['verviers', 'liege']), []);
    expect(remainingMp(s, 'de2-cav')).toBe(0);
    expect(pendingCombats(s).map((c) => c.box)).toEqual(['liege']);
    beginCombat(s, 'liege', false, []);
    expect(s.combat).toMatchObject({ siege: true, fort: 'defender', attackers: ['de2-cav'], defenders: [] });
  });
});

describe('8.1 siege combat differences', () => {
  it('8.1 the fort rolls one die per current step, hitting on 5 or more', () => {
    const s = board(['de2']);
    put(s, 'de2-g', 'liege');
    setFort(s, 'liege', 3);
    cameFrom(s, ['de2-g'], 'verviers');
    const g = fight(s, [1, 5, 4, 6]);
    expect(lastCombatRolls(g)).toEqual([
      ['de2-g', 1, 0, false],
      ['fort', 5, 0, true],
      ['fort', 4, 0, false],
      ['fort', 6, 0, true],
    ]);
    expect(ctx(g).units['de2-g']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).forts['liege']!.steps).toBe(3);
  });

  it('8.1 the fort takes hits only once no Entente units remain: two hits go to the 3rd Division first', () => {
    const s = board(['de2']);
    putAll(s, ['de2-g', 'de2-vii', 'de2-x'], 'liege');
    put(s, 'be-3', 'liege');
    setFort(s, 'liege', 2);
    cameFrom(s, ['de2-g', 'de2-vii', 'de2-x'], 'verviers');
    const g = fight(s, [4, 4, 1, 1, 1, 1]);
    expect(ctx(g).units['be-3']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).forts['liege']!.steps).toBe(2);
  });

  it('8.1 hits beyond the Entente units\' steps fall on the fort', () => {
    const s = board(['de2']);
    putAll(s, ['de2-g', 'de2-vii', 'de2-x'], 'liege');
    put(s, 'be-3', 'liege');
    setFort(s, 'liege', 2);
    cameFrom(s, ['de2-g', 'de2-vii', 'de2-x'], 'verviers');
    const g = fight(s, [4, 4, 4, 1, 1, 1]);
    expect(ctx(g).units['be-3']!.box).toBeNull();
    expect(ctx(g).forts['liege']!.steps).toBe(1);
  });

  /** Turn 2, the French 5th Army activated: its cavalry attacks the Guard and VII Corps out of Liege. */
  function sortieFromLiege(withBrigade: boolean) {
    const s = board(['fr5']);
    put(s, 'fr5-cav', 'liege');
    if (withBrigade) put(s, 'be-14', 'liege');
    putAll(s, ['de2-g', 'de2-vii'], 'liege');
    setFort(s, 'liege', 4);
    const g = actorAt(rigDice(s, [1, 6, 6]), AT.chooseCombat); // the cavalry misses, both Corps hit
    send(g, { type: 'chooseCombat', side: 'entente', box: 'liege' });
    expect(at(g)).toBe(AT.rollDice);
    send(g, { type: 'roll', side: 'entente' });
    expect(lastCombatRolls(g)).toEqual([
      ['fr5-cav', 1, 0, false],
      ['de2-g', 6, 0, true],
      ['de2-vii', 6, 0, true],
    ]);
    return g;
  }

  it('8.1 Fort Markers only take Hits if there are no Entente Units remaining in the Box: the 14th Brigade, not activated, still holds Liege', () => {
    const g = sortieFromLiege(true);
    expect(ctx(g).units['fr5-cav']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).units['be-14']).toEqual({ box: 'liege', steps: 1 });
    expect(ctx(g).forts['liege']!.steps).toBe(4);
    expect(beats(g, 'fort.hit')).toEqual([]);
    // The second hit still counts against the Entente for 7.5 (it was scored).
    expect(beats(g, 'combat.result').map((b) => b.hitsOn)).toEqual([{ german: 0, entente: 2 }]);
  });

  it('8.1 ...with no Entente Unit left in the Box the fort takes the hit beyond the attackers (4 -> 3)', () => {
    const g = sortieFromLiege(false);
    expect(ctx(g).units['fr5-cav']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).forts['liege']!.steps).toBe(3);
  });

  it('8.1 a fort activated alone takes the besiegers\' Big Bertha hits only when no Entente Unit is in the Box', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    pullChits(s, 'chit-big-bertha');
    const g = atChoice(s, 'be', [1, 1, 1, 1, 6]);
    send(g, { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] });
    expect(at(g)).toBe(AT.combatEvents);
    send(g, { type: 'playEvent', side: 'german', chit: 'chit-big-bertha' });
    expect(at(g)).toBe(AT.rollDice);
    send(g, { type: 'roll', side: 'entente' });
    expect(lastCombatRolls(g)).toEqual([
      ['fort', 1, 0, false], ['fort', 1, 0, false], ['fort', 1, 0, false], ['fort', 1, 0, false],
      ['de2-g', 6, 0, true],
    ]);
    // Big Bertha's automatic hit (4 -> 3); the Guard's hit finds the 3rd Division in the box.
    expect(ctx(g).forts['liege']!.steps).toBe(3);
    expect(ctx(g).units['be-3']).toEqual({ box: 'liege', steps: 2 });
  });

  it('8.1 a fort at 0 steps is destroyed; the box is a city from then on (no siege, no stop)', () => {
    const s = board(['de2']);
    put(s, 'de2-g', 'liege');
    setFort(s, 'liege', 1);
    cameFrom(s, ['de2-g'], 'verviers');
    const g = fight(s, [6, 1]);
    expect(ctx(g).forts['liege']!.steps).toBe(0);
    expect(beats(g, 'fort.destroyed').map((b) => b.box)).toEqual(['liege']);
    // No further siege: Germans may pass through, and a later fight there is a city combat.
    const after = ctx(g);
    const t = board(['de1']);
    t.forts = after.forts;
    put(t, 'de1-cav', 'aachen');
    expect(validateMove(t, mv('german', ['de1-cav'], ['vise', 'liege', 'huy']))).toBeNull();
    put(t, 'de1-ii', 'liege');
    expect(pendingCombats(t)).toEqual([]);
    put(t, 'be-3', 'liege');
    beginCombat(t, 'liege', false, []);
    expect(t.combat).toMatchObject({ siege: false, fort: null });
  });

  it('8.1 Entente units that lose in a fort may stay to defend it, or retreat', () => {
    const s = board(['de2']);
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    setFort(s, 'liege', 1);
    cameFrom(s, ['de2-g'], 'verviers');
    const g = fight(s, [4, 1, 1]); // the Guard hits; 3rd Division and fort miss
    expect(at(g)).toBe(AT.retreat);
    expect(legalOf(g, 'stay')).toEqual([{ type: 'stay', side: 'entente', unit: 'be-3' }]);
    const ways = legalOf(g, 'retreat').map((e) => e.path.join('>'));
    expect(ways).toContain('huy');
    expect(ways).not.toContain('verviers'); // the attackers came from there
    send(g, { type: 'stay', side: 'entente', unit: 'be-3' });
    expect(ctx(g).units['be-3']).toEqual({ box: 'liege', steps: 1 });
    expect(ctx(g).units['de2-g']!.box).toBe('liege');
  });

  it('8.1 once the fort is destroyed the defenders may no longer stay: the box is a city', () => {
    const s = board(['de2']);
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    setFort(s, 'liege', 1);
    cameFrom(s, ['de2-g'], 'verviers');
    pullChits(s, 'chit-big-bertha');
    const g = actorAt(rigDice(s, [4, 1, 1]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'playEvent', side: 'german', chit: 'chit-big-bertha' });
    send(g, { type: 'roll', side: 'german' });
    expect(ctx(g).forts['liege']!.steps).toBe(0); // Big Bertha's automatic hit destroyed it
    expect(ctx(g).units['be-3']!.steps).toBe(1);
    expect(at(g)).toBe(AT.retreat);
    expect(legalOf(g, 'stay')).toEqual([]);
    expect(legalOf(g, 'retreat').length).toBeGreaterThan(0);
  });

  it('8.1 Germans who lose a siege combat must retreat', () => {
    const s = board(['de2']);
    put(s, 'de2-g', 'liege');
    setFort(s, 'liege', 1);
    cameFrom(s, ['de2-g'], 'verviers');
    const g = fight(s, [1, 5]);
    expect(ctx(g).units['de2-g']).toEqual({ box: 'verviers', steps: 1 });
  });

  it('8.1 besieging Germans hit by an activated fort must retreat toward Germany; they have no option to stay', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege'); // besieging since an earlier activation
    const g2 = atChoice(s, 'be', [5, 1, 1, 1]);
    send(g2, { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] });
    expect(at(g2)).toBe(AT.rollDice);
    send(g2, { type: 'roll', side: 'entente' });
    expect(at(g2)).toBe(AT.retreat);
    expect(legalOf(g2, 'stay')).toEqual([]);
    expect(legalOf(g2, 'retreat').map((e) => e.path.join('>')).sort()).toEqual(['la-roche', 'verviers', 'vise']);
    expect(legal(g2).every((e) => e.side === 'german')).toBe(true);
  });

  it('8.1 activated Entente units in a besieged fort may decline to attack the besiegers', () => {
    const s = board(['be']);
    put(s, 'be-3', 'liege');
    put(s, 'de2-g', 'liege');
    const g = actorAt(s, AT.chooseCombat);
    expect(legalOf(g, 'chooseCombat')).toEqual([{ type: 'chooseCombat', side: 'entente', box: 'liege' }]);
    expect(legalOf(g, 'declineCombat')).toEqual([{ type: 'declineCombat', side: 'entente', box: 'liege' }]);
    const draws = ctx(g).rng.draws;
    send(g, { type: 'declineCombat', side: 'entente', box: 'liege' });
    expect(ctx(g).rng.draws).toBe(draws);
    expect(ctx(g).units['be-3']).toEqual({ box: 'liege', steps: 2 });
    expect(ctx(g).units['de2-g']).toEqual({ box: 'liege', steps: 2 });
    expect(at(g)).toBe(AT.drawChit);
  });

  it('8.1 ...or attack them', () => {
    const s = board(['be']);
    put(s, 'be-3', 'liege');
    put(s, 'de2-g', 'liege');
    const g = actorAt(s, AT.chooseCombat);
    send(g, { type: 'chooseCombat', side: 'entente', box: 'liege' });
    expect(ctx(g).combat).toMatchObject({ box: 'liege', attacker: 'entente', attackers: ['be-3'], defenders: ['de2-g'], fort: null });
  });

  it('8.1 Entente units may enter a besieged fort, within the friendly stacking limit', () => {
    const s = board(['be']);
    putAll(s, ['be-3', 'be-14', 'be-1'], 'liege');
    put(s, 'de2-g', 'liege');
    putAll(s, ['be-2', 'be-4'], 'huy');
    expect(validateMove(s, mv('entente', ['be-2'], ['liege']))).toBeNull();
    expect(validateMove(s, mv('entente', ['be-2', 'be-4'], ['liege']))).toMatch(/overstack/);
  });
});

describe('5.2/8.2 activating forts', () => {
  it('8.2 a Belgian chit with Liege besieged: activate the army, the army and the fort, or the fort alone', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    const g = drawn(s, 'be');
    expect(at(g)).toBe(AT.activationChoice);
    expect(legalOf(g, 'chooseActivation')).toEqual([
      { type: 'chooseActivation', side: 'entente', mode: 'army', forts: [] },
      { type: 'chooseActivation', side: 'entente', mode: 'armyAndForts', forts: ['liege'] },
      { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] },
    ]);
  });

  it('8.2 no choice when no fort is under siege', () => {
    const s = clearBoard(baseState(1));
    put(s, 'be-3', 'liege');
    put(s, 'de2-g', 'verviers');
    const g = drawn(s, 'be');
    expect(at(g)).toBe(AT.moving);
  });

  it('8.2 a French chit may activate Liege when French units defend in it', () => {
    const s = board(['fr5']);
    s.activation!.mode = null;
    put(s, 'de2-g', 'liege');
    expect(activatableForts(s)).toEqual([]);
    put(s, 'fr5-i', 'liege');
    expect(activatableForts(s)).toEqual(['liege']);
  });

  it('8.2 a French chit activates a besieged French (Minor) fort; a Belgian chit does not', () => {
    const s = board(['fr5']);
    put(s, 'de3-xi', 'givet');
    expect(activatableForts(s)).toEqual(['givet']);
    const b = board(['be']);
    put(b, 'de3-xi', 'givet');
    expect(activatableForts(b)).toEqual([]);
    put(b, 'be-15', 'givet'); // ...unless Belgian units defend there
    expect(activatableForts(b)).toEqual(['givet']);
  });

  it('8.2 a fort may be activated only once per game turn', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'fr5-i', 'liege');
    const g = atChoice(s, 'be', [1, 1, 1, 1]); // the fort misses: nothing moves
    send(g, { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] });
    send(g, { type: 'roll', side: 'entente' });
    expect(at(g)).toBe(AT.drawChit);
    const after = ctx(g);
    expect(after.forts['liege']!.activatedTurn).toBe(2);
    expect(after.units['de2-g']!.box).toBe('liege');
    // Later the same turn, the French chit (French units in Liege) finds the fort already used...
    const t = structuredClone(after);
    const g2 = atChoice(t, 'fr5');
    expect(activatableForts(ctx(g2))).toEqual([]);
    expect(legalOf(g2, 'chooseActivation').map((e) => e.mode)).toEqual(['army']);
    // ...while the next turn it may be activated again.
    const n = structuredClone(after);
    n.turn = 3;
    expect(activatableForts(atChoiceState(n, 'fr5'))).toEqual(['liege']);
  });

  it('8.2 fort alone: no unit moves and the Germans do not roll', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    put(s, 'be-1', 'huy');
    const g = atChoice(s, 'be', [1, 1, 1, 1]);
    send(g, { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] });
    expect(at(g)).toBe(AT.rollDice); // no movement step, no event to play
    expect(ctx(g).combat).toMatchObject({ box: 'liege', fort: 'attacker', attackers: [], germansRoll: false });
    send(g, { type: 'roll', side: 'entente' });
    expect(lastCombatRolls(g).map((r) => r[0])).toEqual(['fort', 'fort', 'fort', 'fort']);
    expect(ctx(g).units['be-1']!.box).toBe('huy');
    expect(ctx(g).units['be-3']).toEqual({ box: 'liege', steps: 2 });
  });

  it('8.2 army and fort: units in the fort fight but do not move; the fort and both sides roll', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    put(s, 'be-1', 'huy');
    const g = atChoice(s, 'be', [1, 1, 1, 1, 1, 1]);
    send(g, { type: 'chooseActivation', side: 'entente', mode: 'armyAndForts', forts: ['liege'] });
    expect(at(g)).toBe(AT.moving);
    const movers = new Set(legalOf(g, 'move').flatMap((m) => m.units));
    expect(movers.has('be-1')).toBe(true);
    expect(movers.has('be-3')).toBe(false);
    send(g, { type: 'endMovement', side: 'entente' });
    expect(legalOf(g, 'declineCombat')).toEqual([]);
    expect(at(g)).toBe(AT.rollDice);
    expect(ctx(g).combat).toMatchObject({ box: 'liege', fort: 'attacker', attackers: ['be-3'], germansRoll: true });
    send(g, { type: 'roll', side: 'entente' });
    expect(lastCombatRolls(g).map((r) => r[0])).toEqual(['be-3', 'fort', 'fort', 'fort', 'fort', 'de2-g']);
  });

  it('8.2 activating the army normally: units may leave the fort, and the fort is not activated', () => {
    const s = clearBoard(baseState(1));
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    const g = drawn(s, 'be');
    send(g, { type: 'chooseActivation', side: 'entente', mode: 'army', forts: [] });
    expect(at(g)).toBe(AT.moving);
    expect(ctx(g).forts['liege']!.activatedTurn).toBe(-1);
    expect(g.getSnapshot().can(mv('entente', ['be-3'], ['huy']))).toBe(true);
  });
});
