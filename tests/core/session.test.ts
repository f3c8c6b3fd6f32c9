// The session is how everything plays a game: refused events change nothing, undo stops at dice,
// time travel keeps the record, and resuming from the past is marked as a debugging branch.
import { describe, expect, it } from 'vitest';
import { BRANCH_NOTE } from '../../src/core/record';
import { replayStates } from '../../src/core/replay';
import { GameSession } from '../../src/core/session';
import { pass, playRandom, roll, stateJson, toyGame } from './toyGame';

describe('GameSession', () => {
  it('starts from a seed with default options and lists legal events', () => {
    const session = new GameSession(toyGame, { seed: 1 });
    expect(session.record).toEqual({ game: 'toy', rulesVersion: '1', seed: 1, options: { target: 20 }, events: [] });
    expect(session.legal()).toEqual([roll('north'), pass('north')]);
    expect(session.result()).toBeNull();
  });

  it('refuses an illegal event and changes nothing, not even the record', () => {
    const session = new GameSession(toyGame, { seed: 3 });
    expect(session.send(pass('north'))).toEqual({ ok: true });
    session.send(roll('south'));
    const recordBefore = JSON.stringify(session.record);
    const stateBefore = stateJson(session.snapshot);
    expect(session.send(roll('south'))).toEqual({ ok: false, error: "It is north's turn, not south's (rule T1)." });
    expect(session.send(pass('north'))).toEqual({
      ok: false,
      error: 'north passed last turn and may not pass twice in a row (rule T3).',
    });
    expect(session.send({ type: 'roll' } as never)).toMatchObject({ ok: false, error: expect.stringMatching(/side/) });
    expect(session.send({ type: 'castle', side: 'north' })).toMatchObject({ ok: false });
    expect(JSON.stringify(session.record)).toBe(recordBefore);
    expect(stateJson(session.snapshot)).toBe(stateBefore);
  });

  it('keeps its own copy of sent events and hands out copies of the record', () => {
    const session = new GameSession(toyGame, { seed: 3 });
    const event = roll('north');
    session.send(event);
    event.side = 'south';
    session.record.events.push(pass('south'));
    expect(session.record.events).toEqual([roll('north')]);
  });

  it('undo never crosses a roll, and undoing a pass restores the state before it', () => {
    const session = new GameSession(toyGame, { seed: 4 });
    expect(session.canUndo()).toBe(false);
    session.send(roll('north'));
    expect(session.canUndo()).toBe(false);
    expect(session.undo()).toBe(false);
    const beforePass = stateJson(session.snapshot);
    session.send(pass('south'));
    expect(session.canUndo()).toBe(true);
    expect(session.undo()).toBe(true);
    expect(stateJson(session.snapshot)).toBe(beforePass);
    expect(session.record.events).toEqual([roll('north')]);
    expect(session.canUndo()).toBe(false);
  });

  it('continues a record, computing undo barriers for it', () => {
    const session = new GameSession(toyGame, { seed: 4 });
    session.send(roll('north'));
    session.send(pass('south'));
    const resumed = new GameSession(toyGame, session.record);
    expect(stateJson(resumed.snapshot)).toBe(stateJson(session.snapshot));
    expect(resumed.canUndo()).toBe(true);
    resumed.undo();
    expect(resumed.canUndo()).toBe(false);
  });

  it('notifies subscribers after sends, undos and jumps, and forwards emitted events', () => {
    const session = new GameSession(toyGame, { seed: 5 });
    const seen: number[] = [];
    const emitted: unknown[] = [];
    const unsubscribe = session.subscribe((snapshot) => seen.push(snapshot.context.turns));
    session.onEmitted((event) => emitted.push(event));
    session.send(roll('north'));
    session.send(pass('south'));
    session.send(roll('south')); // refused: it is north's turn
    session.undo();
    session.jumpTo(0);
    session.jumpTo(1);
    expect(seen).toEqual([1, 2, 1, 0, 1]);
    const rolled = session.snapshot.context.totals.north;
    expect(emitted).toEqual([
      { type: 'dice.rolled', side: 'north', value: rolled },
      { type: 'turn.passed', side: 'south' },
    ]);
    unsubscribe();
    session.send(roll('south'));
    expect(seen).toHaveLength(5);
    expect(emitted).toHaveLength(3);
  });

  it('delivers emitted events after the event is committed to the record', () => {
    const session = new GameSession(toyGame, { seed: 5 });
    const lengthsSeen: number[] = [];
    session.onEmitted(() => lengthsSeen.push(session.record.events.length));
    session.send(roll('north'));
    session.send(pass('south'));
    expect(lengthsSeen).toEqual([1, 2]);
  });

  it('jumps back and forward through the record, then resumes a debugging branch', () => {
    const session = new GameSession(toyGame, { seed: 6 });
    playRandom(session, 8);
    const record = session.record;
    expect(record.events).toHaveLength(8);
    const states = replayStates(toyGame, record);

    session.jumpTo(3);
    expect(session.position).toBe(3);
    expect(session.isTimeTravelling).toBe(true);
    expect(stateJson(session.snapshot)).toBe(stateJson(states[3]!));
    expect(session.record).toEqual(record);
    expect(session.canUndo()).toBe(false);
    expect(session.send(session.legal()[0]!)).toMatchObject({ ok: false, error: expect.stringMatching(/earlier point/) });

    session.jumpTo(8);
    expect(stateJson(session.snapshot)).toBe(stateJson(states[8]!));
    expect(session.resumeBranch()).toBe(false);
    expect(() => session.jumpTo(9)).toThrow(RangeError);

    session.jumpTo(2);
    expect(session.resumeBranch()).toBe(true);
    expect(session.record).toEqual({ ...record, events: record.events.slice(0, 2), branch: { fromIndex: 2, note: BRANCH_NOTE } });
    expect(stateJson(session.snapshot)).toBe(stateJson(states[2]!));
    expect(session.send(session.legal()[0]!)).toEqual({ ok: true });
    expect(session.record.events).toHaveLength(3);

    // A branch from a later point keeps the earliest divergence.
    session.jumpTo(3);
    session.jumpTo(2);
    session.resumeBranch();
    expect(session.record.branch?.fromIndex).toBe(2);
  });

  it('passes the result through when the game ends', () => {
    const session = new GameSession(toyGame, { seed: 9, options: { target: 5 } });
    playRandom(session, 100);
    expect(session.snapshot.status).toBe('done');
    expect(session.result()).toMatchObject({ rule: 'T4', level: 'decisive' });
    expect(session.legal()).toEqual([]);
    expect(session.send(roll('north'))).toMatchObject({ ok: false, error: 'The game is over (rule T4).' });
  });
});
