// Brave Little Belgium 4.0-4.3 (turn sequence) and 5.2-5.3 (activation and Turn End chits).
import { describe, expect, it } from 'vitest';
import { applyCleanUp, additionalCandidates, applyDrawChit } from '../../../src/games/blb/rules/turn';
import { validateMove } from '../../../src/games/blb/rules/movement';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, GERMAN_CAVALRY, activate, at, baseState, clearBoard, contextJson, ctx, legal, legalOf, actorAt, newGame, put,
  putAll, rigChitDraws, rigDice, send,
} from '../helpers';

/** A turn-1 state at the Draw Chit step, board as set up. */
function turnState(turn = 1): BlbState {
  const s = baseState(1);
  s.turn = turn;
  for (const id in s.gc) s.gc[id] = { box: null, revealed: false };
  return s;
}

describe('4.0 Special German Cavalry Phase', () => {
  it('4.0 only German cavalry may move, and every German cavalry unit may', () => {
    const g = newGame(2);
    expect(at(g)).toBe(AT.specialMoving);
    const moves = legalOf(g, 'move');
    expect(moves.length).toBeGreaterThan(0);
    const movers = new Set(moves.flatMap((m) => m.units));
    expect([...movers].sort()).toEqual([...GERMAN_CAVALRY].sort());
    expect(moves.every((m) => m.side === 'german')).toBe(true);
    const snap = g.getSnapshot();
    expect(snap.can({ type: 'move', side: 'german', units: ['de1-ii'], path: ['vise'] })).toBe(false);
    expect(snap.can({ type: 'move', side: 'entente', units: ['be-cav'], path: ['tongeren'] })).toBe(false);
    expect(snap.can({ type: 'move', side: 'german', units: ['de1-cav'], path: ['vise'] })).toBe(true);
  });

  it('4.0 the cavalry moves and then fights: a cavalry unit entering Liege brings on a combat before turn 1', () => {
    // No Garde Civique on the map, so nothing arises on the way.
    const s = baseState(2);
    for (const id in s.gc) s.gc[id] = { box: null, revealed: false };
    activate(s, 'special');
    const g = actorAt(s, AT.specialMoving);
    send(g, { type: 'move', side: 'german', units: ['de2-cav'], path: ['verviers', 'liege'] });
    expect(at(g)).toBe(AT.specialMoving); // all movement first
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe('specialGermanCavalryPhase.combat.rollDice');
    expect(ctx(g).combat!.box).toBe('liege');
    expect(ctx(g).combat!.attackers).toEqual(['de2-cav']);
    expect(ctx(g).turn).toBe(0);
  });

  it('4.0 after the cavalry phase, Game Turn 1 begins with the Chit Pull', () => {
    const g = newGame(2);
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe(AT.drawChit);
    expect(ctx(g).turn).toBe(1);
    expect(ctx(g).activation).toBeNull();
    expect(ctx(g).activatedArmies).toEqual([]); // the cavalry phase activates no army (4.2)
  });
});

describe('4.1 Chit Pull Phase', () => {
  it('4.1 players alternate drawing chits', () => {
    const s = turnState();
    s.chits.cup = ['chit-zeppelin', 'chit-sabotage', 'chit-big-bertha', 'turn-end-1'];
    let side = s.drawer;
    const sides: string[] = [];
    for (let i = 0; i < 4; i++) {
      sides.push(s.drawer);
      applyDrawChit(s, { type: 'drawChit', side: s.drawer }, []);
      expect(s.drawer).not.toBe(side);
      side = s.drawer;
    }
    expect(sides).toEqual(['german', 'entente', 'german', 'entente']);
  });

  it('4.1 only the player whose turn it is to draw may draw', () => {
    const s = turnState();
    s.drawer = 'entente';
    const g = actorAt(s, AT.drawChit);
    expect(legal(g)).toEqual([{ type: 'drawChit', side: 'entente' }]);
    expect(g.getSnapshot().can({ type: 'drawChit', side: 'german' })).toBe(false);
  });

  it('4.1/5.3 drawn Turn End chits fill the Turn End boxes; the third ends the Chit Pull Phase', () => {
    const s = turnState();
    s.chits.cup = ['chit-zeppelin', 'chit-sabotage', 'turn-end-1', 'turn-end-2', 'turn-end-3'];
    rigChitDraws(s, 'turn-end-1', 'chit-zeppelin', 'turn-end-2', 'turn-end-3');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).chits.turnEnd).toEqual(['turn-end-1']);
    expect(ctx(g).chits.pulled).toEqual([]);
    expect(at(g)).toBe(AT.drawChit);
    send(g, { type: 'drawChit', side: 'entente' });
    expect(ctx(g).chits.pulled).toEqual(['chit-zeppelin']); // 5.1 events wait in the Pulled Chits box
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.drawChit);
    send(g, { type: 'drawChit', side: 'entente' });
    // Third Turn End: Chit Pull over although Sabotage is still in the cup.
    expect(ctx(g).chits.cup).toEqual(['chit-sabotage']);
    expect(at(g)).toBe(AT.announce);
  });
});

describe('5.2 Army Activation', () => {
  it('5.2 a drawn activation chit activates that army only: its units move, others may not', () => {
    const s = turnState();
    s.chits.cup = ['chit-de2'];
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    expect(ctx(g).activatedArmies).toEqual(['de2']);
    const movers = new Set(legalOf(g, 'move').flatMap((m) => m.units));
    expect([...movers].every((u) => u.startsWith('de2-'))).toBe(true);
    expect(movers.has('de2-g')).toBe(true);
    expect(g.getSnapshot().can({ type: 'move', side: 'german', units: ['de1-ii'], path: ['vise'] })).toBe(false);
  });

  it('5.2 all movement is resolved before any combat', () => {
    const s = turnState();
    clearBoard(s);
    putAll(s, ['de1-ii', 'de1-iii', 'de1-iv'], 'aachen');
    put(s, 'be-14', 'vise');
    activate(s, ['de1']);
    const g = actorAt(s, AT.moving);
    send(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['vise'] });
    expect(at(g)).toBe(AT.moving);
    expect(ctx(g).combat).toBeNull();
    send(g, { type: 'move', side: 'german', units: ['de1-iii'], path: ['vise'] });
    expect(ctx(g).combat).toBeNull();
    expect(at(g)).toBe(AT.moving); // de1-iv may still move
    send(g, { type: 'endMovement', side: 'german' });
    expect(at(g)).toBe(AT.rollDice);
    expect(ctx(g).combat!.attackers).toEqual(['de1-ii', 'de1-iii']);
  });

  it('5.2 an Entente chit activates its own army (Belgian chit: Belgian units)', () => {
    const s = turnState();
    s.chits.cup = ['chit-be'];
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.moving);
    const movers = new Set(legalOf(g, 'move').flatMap((m) => m.units));
    expect([...movers].every((u) => u.startsWith('be-'))).toBe(true);
    expect(legalOf(g, 'move').every((m) => m.side === 'entente')).toBe(true);
    expect(validateMove(ctx(g), { type: 'move', side: 'entente', units: ['fr5-i'], path: ['avesnes'] })).toMatch(/not activated/);
  });
});

describe('4.2 Additional German Activation Phase', () => {
  it('4.2 candidates exclude armies activated this turn and armies whose chit has not arrived', () => {
    const s = turnState(2);
    s.activatedArmies = ['de1'];
    expect(additionalCandidates(s)).toEqual(['de2', 'de3']); // de4 waits for Aug 10-12
    const g = actorAt(s, AT.announce);
    const choices = legalOf(g, 'announce').map((e) => [...e.armies].sort().join('+'));
    expect(choices.sort()).toEqual(['', 'de2', 'de2+de3', 'de3'].sort());
    expect(g.getSnapshot().can({ type: 'announce', side: 'german', armies: ['de1'] })).toBe(false);
    expect(g.getSnapshot().can({ type: 'announce', side: 'german', armies: ['de4'] })).toBe(false);
    // From turn 3 the German 4th Army's chit is in play.
    const t3 = turnState(3);
    delete t3.chits.track['chit-de4'];
    delete t3.chits.track['chit-fr4'];
    t3.activatedArmies = ['de1', 'de2', 'de3'];
    expect(additionalCandidates(t3)).toEqual(['de4']);
  });

  it('4.2 with every German army activated the phase is skipped and Clean Up follows', () => {
    const s = turnState(1);
    s.activatedArmies = ['de1', 'de2', 'de3'];
    s.chits.cup = ['turn-end-3'];
    s.chits.turnEnd = ['turn-end-1', 'turn-end-2'];
    s.chits.pulled = ['chit-de1', 'chit-de2', 'chit-de3'];
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(at(g)).toBe(AT.drawChit);
    expect(ctx(g).turn).toBe(2);
  });

  it('4.2 atrocities check: one die per announced army, an Atrocity on 4 or more', () => {
    const s = turnState(2);
    s.atrocities = 1;
    rigDice(s, [4, 3]);
    const g = actorAt(s, AT.announce);
    send(g, { type: 'announce', side: 'german', armies: ['de1', 'de2'] });
    expect(at(g)).toBe(AT.atrocitiesCheck);
    expect(ctx(g).atrocities).toBe(1); // announced first, rolled after
    send(g, { type: 'rollAtrocities', side: 'german' });
    expect(ctx(g).additional!.rolls).toEqual([
      { army: 'de1', die: 4, atrocity: true },
      { army: 'de2', die: 3, atrocity: false },
    ]);
    expect(ctx(g).atrocities).toBe(2);
    // An army that committed an atrocity still activates normally.
    expect(at(g)).toBe(AT.chooseArmy);
    expect(legalOf(g, 'activateArmy').map((e) => e.army).sort()).toEqual(['de1', 'de2']);
    send(g, { type: 'activateArmy', side: 'german', army: 'de1' });
    expect(ctx(g).activation!.armies).toEqual(['de1']);
    expect(ctx(g).activation!.kind).toBe('additional');
  });

  it('4.2 a roll of 3 or less commits no atrocity', () => {
    const s = turnState(2);
    rigDice(s, [1, 3]);
    const g = actorAt(s, AT.announce);
    send(g, { type: 'announce', side: 'german', armies: ['de2', 'de3'] });
    send(g, { type: 'rollAtrocities', side: 'german' });
    expect(ctx(g).atrocities).toBe(0);
  });

  it('4.2/9.0 the fifth atrocity ends the game at once in an Entente Victory', () => {
    const s = turnState(3);
    s.atrocities = 3;
    delete s.chits.track['chit-de4'];
    rigDice(s, [5, 6]);
    const g = actorAt(s, AT.announce);
    send(g, { type: 'announce', side: 'german', armies: ['de1', 'de4'] });
    send(g, { type: 'rollAtrocities', side: 'german' });
    expect(ctx(g).atrocities).toBe(5);
    expect(ctx(g).outcome).toMatchObject({ winner: 'entente', level: 'Entente Victory' });
    expect(g.getSnapshot().status).toBe('done');
    expect(g.getSnapshot().value).toBe('gameOver');
    expect(legal(g)).toEqual([]);
    expect(ctx(g).activation).toBeNull(); // no army activated after the game ended
  });

  it('4.2 announcing no army goes straight to Clean Up', () => {
    const s = turnState(1);
    const g = actorAt(s, AT.announce);
    send(g, { type: 'announce', side: 'german', armies: [] });
    expect(ctx(g).turn).toBe(2);
    expect(at(g)).toBe(AT.drawChit);
  });
});

describe('4.3 Clean Up Phase', () => {
  function endOfTurn(turn: number): BlbState {
    const s = turnState(turn);
    s.chits.cup = s.chits.cup.filter((c) => !['chit-de1', 'chit-zeppelin', 'turn-end-1', 'turn-end-2', 'turn-end-3'].includes(c));
    s.chits.pulled = ['chit-de1', 'chit-zeppelin'];
    s.chits.used = ['chit-zeppelin'];
    s.chits.turnEnd = ['turn-end-1', 'turn-end-2', 'turn-end-3'];
    s.activatedArmies = ['de1'];
    return s;
  }

  it('4.3 the turn advances, drawn chits go back into the cup and used events are ready again', () => {
    const s = endOfTurn(1);
    applyCleanUp(s, []);
    expect(s.turn).toBe(2);
    expect(s.chits.pulled).toEqual([]);
    expect(s.chits.used).toEqual([]);
    expect(s.chits.turnEnd).toEqual([]);
    expect(s.chits.cup).toContain('chit-de1');
    expect(s.chits.cup).toContain('chit-zeppelin');
    expect(s.chits.cup.filter((c) => c.startsWith('turn-end'))).toHaveLength(3);
    expect(s.activatedArmies).toEqual([]);
  });

  it('4.3 the chit on the new turn\'s space joins the cup (Aug 7-9: French 5th Army)', () => {
    const s = endOfTurn(1);
    applyCleanUp(s, []);
    expect(s.chits.cup).toContain('chit-fr5');
    expect(s.chits.cup).toHaveLength(13);
    expect(s.chits.track).toEqual({ 'chit-fr4': 3, 'chit-de4': 3, 'chit-bef': 4 });
  });

  it('4.3 Aug 10-12 brings the French 4th and German 4th Armies, Aug 13-15 the BEF', () => {
    const s = endOfTurn(1);
    applyCleanUp(s, []);
    expect(s.chits.cup).not.toContain('chit-de4');
    applyCleanUp(s, []);
    expect(s.turn).toBe(3);
    expect(s.chits.cup).toContain('chit-de4');
    expect(s.chits.cup).toContain('chit-fr4');
    expect(s.chits.cup).not.toContain('chit-bef');
    applyCleanUp(s, []);
    expect(s.chits.cup).toContain('chit-bef');
    expect(s.chits.cup).toHaveLength(16);
    expect(s.chits.track).toEqual({});
  });

  it('4.3 through the machine: after the last activation the next turn opens with a full cup', () => {
    const s = endOfTurn(1);
    s.chits.turnEnd = ['turn-end-1', 'turn-end-2'];
    s.chits.cup = ['turn-end-3'];
    s.activatedArmies = ['de1', 'de2', 'de3'];
    const g = actorAt(s, AT.drawChit);
    const before = contextJson(g);
    send(g, { type: 'drawChit', side: 'german' });
    expect(contextJson(g)).not.toBe(before);
    expect(ctx(g).turn).toBe(2);
    expect(ctx(g).chits.cup).toContain('chit-fr5');
    expect(ctx(g).chits.used).toEqual([]);
  });
});
