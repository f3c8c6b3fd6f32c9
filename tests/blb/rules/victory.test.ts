// Brave Little Belgium 9.0: game end and victory.
import { describe, expect, it } from 'vitest';
import { checkVictory, objectives } from '../../../src/games/blb/rules/turn';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, activate, actorAt, at, baseState, blbModule, clearBoard, ctx, legal, put, rigChitDraws, send, setFort,
} from '../helpers';

/** All German armies activated, two Turn End chits out, at the Draw Chit step of `turn`. */
function turnState(turn: number, met: { liege?: boolean; namur?: boolean; unit?: string | null } = {}): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = turn;
  s.chits.track = {};
  s.chits.cup = ['chit-zeppelin', 'turn-end-3'];
  s.chits.turnEnd = ['turn-end-1', 'turn-end-2'];
  s.activatedArmies = ['de1', 'de2', 'de3', 'de4'];
  if (met.liege ?? true) setFort(s, 'liege', 0);
  if (met.namur ?? true) setFort(s, 'namur', 0);
  const unit = met.unit === undefined ? 'de1-ii' : met.unit;
  if (unit) put(s, unit, 'aalst');
  put(s, 'de2-g', 'brussels');
  put(s, 'be-1', 'antwerp');
  return s;
}

/** Draws a chit that is not a Turn End (so nothing else happens), then reports the outcome. */
function afterOneAction(s: BlbState) {
  rigChitDraws(s, 'chit-zeppelin');
  const g = actorAt(s, AT.drawChit);
  send(g, { type: 'drawChit', side: s.drawer });
  return g;
}

describe('9.0 German objectives', () => {
  it('9.0 the three objectives: Liege destroyed, Namur destroyed, German infantry in a city beyond the Victory Line', () => {
    expect(objectives(turnState(6))).toMatchObject({ liege: true, namur: true, victoryLine: true, all: true, holder: 'de1-ii' });
    expect(objectives(turnState(6, { liege: false })).all).toBe(false);
    expect(objectives(turnState(6, { namur: false })).all).toBe(false);
    expect(objectives(turnState(6, { unit: null })).all).toBe(false);
  });

  it('9.0 cavalry may cross the Victory Line but does not count', () => {
    const s = turnState(6, { unit: 'de1-cav' });
    expect(objectives(s).victoryLine).toBe(false);
    const g = afterOneAction(s);
    expect(ctx(g).outcome).toBeNull();
  });

  it('9.0 a reduced fort is not enough: it must be destroyed', () => {
    const s = turnState(6, { liege: false });
    setFort(s, 'liege', 1);
    const g = afterOneAction(s);
    expect(ctx(g).outcome).toBeNull();
  });
});

describe('9.0 when the game ends', () => {
  it('9.0 German Victory: all three objectives at any time during August 19-21 (turn 6)', () => {
    const g = afterOneAction(turnState(6));
    expect(ctx(g).outcome).toMatchObject({ winner: 'german', level: 'German Victory', rule: '9.0' });
    expect(g.getSnapshot().status).toBe('done');
    expect(g.getSnapshot().value).toBe('gameOver');
    expect(blbModule.result(g.getSnapshot())).toMatchObject({ winner: 'german' });
    expect(legal(g)).toEqual([]);
  });

  it('9.0 German Victory the moment infantry crosses the Victory Line during turn 6', () => {
    const s = turnState(6, { unit: null });
    put(s, 'de1-ii', 'brussels');
    activate(s, ['de1']);
    const g = actorAt(s, AT.moving);
    expect(ctx(g).outcome).toBeNull();
    send(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['ninove'] });
    expect(ctx(g).outcome).toMatchObject({ winner: 'german', level: 'German Victory' });
    expect(g.getSnapshot().value).toBe('gameOver');
  });

  it('9.0 achieving the objectives before August 19-21 does not win: the game goes on', () => {
    for (const turn of [4, 5]) {
      const g = afterOneAction(turnState(turn));
      expect(ctx(g).outcome, `turn ${turn}`).toBeNull();
      expect(at(g)).toBe(AT.drawChit);
    }
  });

  it('9.0 ...but holding them into August 19-21 wins as that turn begins', () => {
    const s = turnState(5);
    rigChitDraws(s, 'turn-end-3');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).turn).toBe(6);
    expect(ctx(g).outcome).toMatchObject({ winner: 'german', level: 'German Victory' });
  });

  it('9.0 all three objectives during August 22-24 or 25-27 (turns 7 and 8) make a draw', () => {
    for (const turn of [7, 8]) {
      const g = afterOneAction(turnState(turn));
      expect(ctx(g).outcome, `turn ${turn}`).toMatchObject({ winner: 'draw', level: 'Draw' });
      expect(g.getSnapshot().status).toBe('done');
    }
  });

  it('9.0 Entente Victory when the Chit Pull Phase of August 25-27 ends without the objectives', () => {
    const s = turnState(8, { liege: false });
    rigChitDraws(s, 'turn-end-3');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).outcome).toMatchObject({ winner: 'entente', level: 'Entente Victory', rule: '9.0' });
    expect(g.getSnapshot().value).toBe('gameOver');
    expect(ctx(g).additional).toBeNull(); // no Additional German Activation after it
  });

  it('9.0 the last turn is not over before its third Turn End chit', () => {
    const g = afterOneAction(turnState(8, { liege: false }));
    expect(ctx(g).outcome).toBeNull();
    expect(at(g)).toBe(AT.drawChit);
  });

  it('9.0 the end of an earlier turn\'s Chit Pull Phase ends nothing', () => {
    const s = turnState(7, { liege: false });
    s.activatedArmies = ['de1'];
    rigChitDraws(s, 'turn-end-3');
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).outcome).toBeNull();
    expect(at(g)).toBe(AT.announce);
  });

  it('9.0 checkVictory decides nothing before turn 6 and leaves a decided game alone', () => {
    const s = turnState(3);
    checkVictory(s);
    expect(s.outcome).toBeNull();
    const d = turnState(6);
    d.outcome = { winner: 'entente', level: 'Entente Victory', reason: 'five atrocities', rule: '4.2' };
    checkVictory(d);
    expect(d.outcome.winner).toBe('entente');
  });
});
