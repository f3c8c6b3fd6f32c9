// A record rebuilds its game exactly; a foreign or broken record fails with the index and reason.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { newRecord, type GameRecord } from '../../src/core/record';
import { ReplayError, replay, replayStates } from '../../src/core/replay';
import { GameSession } from '../../src/core/session';
import { pass, playRandom, roll, stateJson, toyGame } from './toyGame';

function playedRecord(seed: number, events = 200): GameRecord {
  const session = new GameSession(toyGame, { seed });
  playRandom(session, events, seed + 1);
  return session.record;
}

describe('newRecord', () => {
  it('fills option defaults and stamps game id and rules version', () => {
    expect(newRecord(toyGame, 5, {})).toEqual({ game: 'toy', rulesVersion: '1', seed: 5, options: { target: 20 }, events: [] });
    expect(newRecord(toyGame, 5).options).toEqual({ target: 20 });
  });

  it('refuses bad options and a non-integer seed', () => {
    expect(() => newRecord(toyGame, 5, { target: 2 })).toThrow(/not valid for Toy Dice Race: target/);
    expect(() => newRecord(toyGame, 1.5)).toThrow(/integer/);
  });

  it('accepts the toy game as an AnyGameModule', () => {
    const module: AnyGameModule = toyGame;
    expect(module.id).toBe('toy');
  });
});

describe('replay', () => {
  it('is deterministic: the same record gives the same final context twice', () => {
    const record = playedRecord(42);
    expect(record.events.length).toBeGreaterThan(4);
    const first = replay(toyGame, record);
    const second = replay(toyGame, record);
    expect(first.accepted).toBe(record.events.length);
    expect(JSON.stringify(first.snapshot.context)).toBe(JSON.stringify(second.snapshot.context));
    expect(first.snapshot.status).toBe('done');
    expect(toyGame.result(first.snapshot)).not.toBeNull();
  });

  it('replays only the first upTo events when asked', () => {
    const record = playedRecord(3);
    const states = replayStates(toyGame, record);
    expect(states).toHaveLength(record.events.length + 1);
    for (const upTo of [0, 1, 3, record.events.length]) {
      const { snapshot, accepted } = replay(toyGame, record, { upTo });
      expect(accepted).toBe(upTo);
      expect(stateJson(snapshot)).toBe(stateJson(states[upTo]!));
    }
    expect(() => replay(toyGame, record, { upTo: record.events.length + 1 })).toThrow(RangeError);
  });

  it('throws a ReplayError naming the index and the rule when an event is illegal', () => {
    const record: GameRecord = { ...newRecord(toyGame, 1), events: [roll('north'), roll('south'), pass('north'), pass('north')] };
    try {
      replay(toyGame, record);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReplayError);
      const replayError = error as ReplayError;
      expect(replayError.eventIndex).toBe(3);
      expect(replayError.reason).toBe("It is south's turn, not north's (rule T1).");
      // The message counts from 1, as the log does: the 4th event is "Event 4".
      expect(replayError.message).toMatch(/^Event 4 \("pass" by north\) is illegal/);
    }
  });

  it('refuses a record of another game or another rules version', () => {
    const record = newRecord(toyGame, 1);
    expect(() => replay(toyGame, { ...record, game: 'blb' })).toThrow(/game of "blb", not of Toy Dice Race/);
    expect(() => replay(toyGame, { ...record, rulesVersion: '0' })).toThrow(/rules version 0 .* rules version 1/);
  });
});
