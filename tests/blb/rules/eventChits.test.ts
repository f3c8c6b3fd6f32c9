// Brave Little Belgium 5.1: Event chits (Zeppelin, Forced March, Big Bertha, Sabotage).
import { describe, expect, it } from 'vitest';
import { beginCombat, endCombat } from '../../../src/games/blb/rules/combat';
import { applyPlayEvent, openWindow, playableEvents } from '../../../src/games/blb/rules/eventChits';
import { movementFactor, validateMove } from '../../../src/games/blb/rules/movement';
import { applyCleanUp, applyDrawChit } from '../../../src/games/blb/rules/turn';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, activate, actorAt, at, baseState, clearBoard, ctx, lastCombatRolls, legal, legalOf, pullChits, put, putAll, rigDice, send,
} from '../helpers';

const FM_DE = 'chit-forced-march-german';
const FM_EN = 'chit-forced-march-entente';

/** Turn 2, empty board but for the given units; the cup holds only `chit`. */
function drawState(chit: string): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = 2;
  s.chits.cup = [chit];
  return s;
}

const mv = (side: 'german' | 'entente', units: string[], path: string[]) => ({ type: 'move' as const, side, units, path });

describe('5.1 events: drawing', () => {
  it('5.1 a drawn Event chit goes to the Pulled Chits box and does nothing yet', () => {
    const s = drawState('chit-zeppelin');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).chits.pulled).toEqual(['chit-zeppelin']);
    expect(ctx(g).chits.used).toEqual([]);
    expect(ctx(g).activation).toBeNull();
    expect(at(g)).toBe(AT.drawChit);
  });

  it('5.1 windows skip a side with nothing to play: with no event pulled, the activation goes straight to Movement', () => {
    const s = drawState('chit-de1');
    put(s, 'de1-ii', 'aachen');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    expect(legalOf(g, 'pass')).toEqual([]);
  });
});

describe('5.1 Forced March', () => {
  it('5.1 Forced March (German): +1 MF for moving German units this activation', () => {
    const s = drawState('chit-de1');
    putAll(s, ['de1-ii', 'de1-cav'], 'aachen');
    pullChits(s, FM_DE);
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.eventWindow);
    expect(legal(g)).toEqual([
      { type: 'playEvent', side: 'german', chit: FM_DE },
      { type: 'pass', side: 'german' },
    ]);
    // Three MP (Aachen-Vise-Tongeren-Hasselt, all Easy) is beyond an infantry's 2 MP...
    expect(validateMove(ctx(g), mv('german', ['de1-ii'], ['vise', 'tongeren', 'hasselt']))).toMatch(/6\.0/);
    send(g, { type: 'playEvent', side: 'german', chit: FM_DE });
    expect(at(g)).toBe(AT.moving);
    expect(ctx(g).chits.used).toEqual([FM_DE]);
    // ...but within its Forced March 3 MP; cavalry goes to 5.
    expect(movementFactor(ctx(g), 'de1-ii')).toBe(3);
    expect(movementFactor(ctx(g), 'de1-cav')).toBe(5);
    send(g, mv('german', ['de1-ii'], ['vise', 'tongeren', 'hasselt']));
    expect(ctx(g).units['de1-ii']!.box).toBe('hasselt');
    expect(validateMove(ctx(g), mv('german', ['de1-cav'], ['vise', 'tongeren', 'sint-truiden', 'waremme', 'huy']))).toBeNull();
  });

  it('5.1 Forced March (Entente): +1 MF for moving Entente units; German Forced March is not offered to them', () => {
    const s = drawState('chit-be');
    put(s, 'be-1', 'louvain');
    pullChits(s, FM_EN, FM_DE);
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(legal(g)).toEqual([
      { type: 'playEvent', side: 'entente', chit: FM_EN },
      { type: 'pass', side: 'entente' },
    ]);
    expect(validateMove(ctx(g), mv('entente', ['be-1'], ['brussels', 'aalst', 'ghent']))).toMatch(/MP/);
    send(g, { type: 'playEvent', side: 'entente', chit: FM_EN });
    expect(movementFactor(ctx(g), 'be-1')).toBe(3);
    expect(validateMove(ctx(g), mv('entente', ['be-1'], ['brussels', 'aalst', 'ghent']))).toBeNull();
  });

  it('5.1 Forced March (Entente) is not offered in a German activation', () => {
    const s = drawState('chit-de1');
    put(s, 'de1-ii', 'aachen');
    pullChits(s, FM_EN);
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    expect(movementFactor(ctx(g), 'de1-ii')).toBe(2);
  });
});

describe('5.1 Sabotage', () => {
  it('5.1 Sabotage: German units subtract 1 from their MF in a German activation', () => {
    const s = drawState('chit-de1');
    putAll(s, ['de1-ii', 'de1-cav'], 'aachen');
    put(s, 'de1-iii', 'eupen');
    pullChits(s, 'chit-sabotage');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    // The German side has nothing to play: it is not asked; the Entente decides.
    expect(legal(g)).toEqual([
      { type: 'playEvent', side: 'entente', chit: 'chit-sabotage' },
      { type: 'pass', side: 'entente' },
    ]);
    send(g, { type: 'playEvent', side: 'entente', chit: 'chit-sabotage' });
    expect(at(g)).toBe(AT.moving);
    expect(movementFactor(ctx(g), 'de1-ii')).toBe(1);
    expect(movementFactor(ctx(g), 'de1-cav')).toBe(3);
    expect(g.getSnapshot().can(mv('german', ['de1-ii'], ['vise', 'tongeren']))).toBe(false);
    expect(g.getSnapshot().can(mv('german', ['de1-iii'], ['malmedy']))).toBe(false); // a Difficult line costs 2
    expect(g.getSnapshot().can(mv('german', ['de1-ii'], ['vise']))).toBe(true);
  });

  it('5.1 Sabotage is not offered in an Entente activation', () => {
    const s = drawState('chit-be');
    put(s, 'be-1', 'louvain');
    pullChits(s, 'chit-sabotage');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    expect(movementFactor(ctx(g), 'be-1')).toBe(2);
  });

  it('5.1 windows: the activated side answers first, then the other (Forced March, then Sabotage)', () => {
    const s = drawState('chit-de1');
    put(s, 'de1-ii', 'aachen');
    pullChits(s, FM_DE, 'chit-sabotage');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(legal(g).every((e) => e.side === 'german')).toBe(true);
    send(g, { type: 'playEvent', side: 'german', chit: FM_DE });
    expect(legal(g).every((e) => e.side === 'entente')).toBe(true);
    send(g, { type: 'playEvent', side: 'entente', chit: 'chit-sabotage' });
    expect(movementFactor(ctx(g), 'de1-ii')).toBe(2);
  });
});

describe('5.1 an event only once per turn', () => {
  it('5.1 a used event cannot be played again this turn: the next activation asks nothing', () => {
    const s = drawState('chit-de2');
    put(s, 'de2-g', 'eupen');
    pullChits(s, FM_DE);
    s.chits.used = [FM_DE];
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    expect(movementFactor(ctx(g), 'de2-g')).toBe(2);
    expect(g.getSnapshot().can({ type: 'playEvent', side: 'german', chit: FM_DE })).toBe(false);
  });

  it('5.1 after Clean Up the event chit is face-up again and may be used when drawn anew', () => {
    const s = drawState('chit-de2');
    pullChits(s, FM_DE);
    s.chits.used = [FM_DE];
    applyCleanUp(s, []);
    expect(s.chits.used).toEqual([]);
    s.chits.cup = [FM_DE];
    applyDrawChit(s, { type: 'drawChit', side: 'german' }, []);
    activate(s, ['de2']);
    openWindow(s, 'preMovement');
    expect(playableEvents(s, 'german')).toEqual([FM_DE]);
  });
});

/** De1 II Corps came from Aachen into Vise, where the Belgian 5th Division stands. */
function viseCombat(): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = 2;
  put(s, 'de1-ii', 'vise');
  put(s, 'be-5', 'vise');
  activate(s, ['de1']);
  s.activation!.movers['de1-ii'] = { spent: 1, from: 'aachen', stopped: true };
  return s;
}

describe('5.1 Zeppelin', () => {
  it('5.1 Zeppelin: all German units add +1 to their die rolls in that combat', () => {
    const play = (zeppelin: boolean) => {
      const s = viseCombat();
      pullChits(s, 'chit-zeppelin');
      rigDice(s, [3, 4]); // German II Corps (CF 4) rolls 3, Belgian 5th (CF 5) rolls 4
      const g = actorAt(s, AT.moving);
      send(g, { type: 'endMovement', side: 'german' });
      expect(at(g)).toBe(AT.combatEvents);
      expect(legal(g)).toEqual([
        { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' },
        { type: 'pass', side: 'german' },
      ]);
      send(g, zeppelin ? { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' } : { type: 'pass', side: 'german' });
      send(g, { type: 'roll', side: 'german' });
      return g;
    };
    const gz = play(true);
    const withZ = ctx(gz);
    expect(lastCombatRolls(gz)).toEqual([
      ['de1-ii', 3, 1, true],
      ['be-5', 4, 0, false], // the Entente gets nothing from Zeppelin
    ]);
    expect(withZ.units['be-5']!.steps).toBe(1);
    const gn = play(false);
    const without = ctx(gn);
    expect(lastCombatRolls(gn)).toEqual([
      ['de1-ii', 3, 0, false],
      ['be-5', 4, 0, false],
    ]);
    expect(without.units['be-5']!.steps).toBe(2);
  });

  it('5.1 Zeppelin may be played when the Germans defend too', () => {
    const s = clearBoard(baseState(1));
    s.turn = 2;
    put(s, 'be-5', 'vise');
    put(s, 'de1-ii', 'vise');
    activate(s, ['be']);
    s.activation!.movers['be-5'] = { spent: 1, from: 'tongeren', stopped: true };
    pullChits(s, 'chit-zeppelin');
    rigDice(s, [1, 3]); // Belgian 5th misses; German II Corps rolls 3
    const g = actorAt(s, AT.moving);
    send(g, { type: 'endMovement', side: 'entente' });
    // The Entente (activated) has nothing to play: only the Germans are asked.
    expect(legal(g)).toEqual([
      { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' },
      { type: 'pass', side: 'german' },
    ]);
    send(g, { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' });
    send(g, { type: 'roll', side: 'entente' });
    expect(lastCombatRolls(g)).toEqual([
      ['be-5', 1, 0, false],
      ['de1-ii', 3, 1, true],
    ]);
  });

  it('5.1 Zeppelin is for one combat: it is not offered again in the next combat', () => {
    const s = viseCombat();
    put(s, 'de1-iii', 'tongeren');
    put(s, 'be-6', 'tongeren');
    pullChits(s, 'chit-zeppelin');
    beginCombat(s, 'vise', false, []);
    openWindow(s, 'preCombat');
    expect(s.window!.pending[0]).toBe('german');
    applyPlayEvent(s, { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' }, []);
    expect(s.combat!.zeppelin).toBe(true);
    expect(s.window!.pending).toEqual([]); // the Entente had nothing to play
    endCombat(s, []);
    beginCombat(s, 'tongeren', false, []);
    expect(s.combat!.zeppelin).toBe(false);
    openWindow(s, 'preCombat');
    expect(s.window!.pending).toEqual([]);
    expect(playableEvents(s, 'german')).toEqual([]);
  });
});

describe('5.1 Big Bertha', () => {
  /** German Guard Corps came from Verviers into Liege, held by the Belgian 3rd Division and the fort. */
  function liegeSiege(): BlbState {
    const s = clearBoard(baseState(1));
    s.turn = 2;
    put(s, 'de2-g', 'liege');
    put(s, 'be-3', 'liege');
    activate(s, ['de2']);
    s.activation!.movers['de2-g'] = { spent: 1, from: 'verviers', stopped: true };
    pullChits(s, 'chit-big-bertha');
    rigDice(s, [1, 1, 1, 1, 1, 1]); // everyone misses
    return s;
  }

  it('5.1/8.1 Big Bertha: one automatic hit on the fort, even with defending units present', () => {
    const g = actorAt(liegeSiege(), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe(AT.combatEvents);
    expect(legalOf(g, 'playEvent').map((e) => e.chit)).toEqual(['chit-big-bertha']);
    send(g, { type: 'playEvent', side: 'german', chit: 'chit-big-bertha' });
    send(g, { type: 'roll', side: 'german' });
    expect(ctx(g).forts['liege']!.steps).toBe(3);
    expect(ctx(g).units['be-3']!.steps).toBe(2);
    expect(ctx(g).combat!.hitsOn.entente).toBe(1);
  });

  it('5.1 without Big Bertha the same dice leave the fort whole', () => {
    const g = actorAt(liegeSiege(), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'pass', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    expect(ctx(g).forts['liege']!.steps).toBe(4);
  });

  it('5.1 Big Bertha is only for a Siege Combat', () => {
    const s = viseCombat();
    pullChits(s, 'chit-big-bertha');
    const g = actorAt(s, AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe(AT.rollDice); // no window: nothing to play in a city combat
  });

  it('5.1/8.2 Big Bertha lets the Germans roll against a fort activated alone, and still hits the fort', () => {
    const play = (bertha: boolean) => {
      const s = clearBoard(baseState(1));
      s.turn = 2;
      put(s, 'de2-g', 'liege');
      pullChits(s, 'chit-big-bertha', 'chit-be');
      activate(s, ['be'], { mode: null }); // the Belgian chit was just drawn
      rigDice(s, [1, 1, 1, 1, 6]); // the fort's four dice, then the Guard Corps
      const g = actorAt(s, AT.activationChoice);
      send(g, { type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: ['liege'] });
      expect(at(g)).toBe(AT.combatEvents);
      send(g, bertha ? { type: 'playEvent', side: 'german', chit: 'chit-big-bertha' } : { type: 'pass', side: 'german' });
      send(g, { type: 'roll', side: 'entente' });
      return g;
    };
    const withB = ctx(play(true));
    expect(withB.forts['liege']!.steps).toBe(2); // the German hit and Big Bertha's
    expect(withB.rng.draws).toBe(5); // four fort dice and the German die
    const without = ctx(play(false));
    expect(without.forts['liege']!.steps).toBe(4);
    expect(without.rng.draws).toBe(4); // the fort alone: the Germans do not roll
  });
});
