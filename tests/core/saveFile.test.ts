// Save files round-trip, and every kind of bad file gets one readable sentence, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { newRecord, type GameRecord, type RecordLogEntry } from '../../src/core/record';
import { MAX_NESTING, nestsDeeperThan, parseSave, serializeSave } from '../../src/core/saveFile';
import { GameSession } from '../../src/core/session';
import { pass, playRandom, roll, toyGame } from './toyGame';

const modules: Record<string, AnyGameModule> = { toy: toyGame };
const savedAt = new Date('2024-05-01T12:00:00.000Z');

function saveWith(patch: (file: Record<string, any>) => void): string {
  const file = JSON.parse(serializeSave(newRecord(toyGame, 11), savedAt)) as Record<string, any>;
  patch(file);
  return JSON.stringify(file);
}

function errorOf(text: string): string {
  const parsed = parseSave(text, modules);
  if (parsed.ok) throw new Error('expected the save to be rejected');
  return parsed.error;
}

describe('save file', () => {
  it('round-trips a played game', () => {
    const session = new GameSession(toyGame, { seed: 8, options: { target: 30 } });
    playRandom(session, 9);
    const text = serializeSave(session.record, savedAt);
    expect(JSON.parse(text)).toMatchObject({ format: 'sandtable-save', version: 1, savedAt: '2024-05-01T12:00:00.000Z' });
    const parsed = parseSave(text, modules);
    expect(parsed).toEqual({ ok: true, record: session.record, savedAt: '2024-05-01T12:00:00.000Z' });
  });

  it('keeps a debugging branch mark', () => {
    const record: GameRecord = { ...newRecord(toyGame, 2), events: [roll('north')], branch: { fromIndex: 1, note: 'x' } };
    const parsed = parseSave(serializeSave(record), modules);
    expect(parsed.ok && parsed.record.branch).toEqual({ fromIndex: 1, note: 'x' });
  });

  it('rejects corrupt and foreign files with a clear message', () => {
    expect(errorOf('not json')).toBe('This file is not a Sandtable save: it is not valid JSON.');
    expect(errorOf('{}')).toBe('This file is not a Sandtable save: its format tag is missing or wrong.');
    expect(errorOf(saveWith((f) => (f.format = 'chess-pgn')))).toMatch(/format tag is missing or wrong/);
    expect(errorOf(saveWith((f) => (f.version = 2)))).toMatch(/format version 2, written by a newer Sandtable/);
    expect(errorOf(saveWith((f) => (f.version = 'one')))).toMatch(/unknown format version/);
    expect(errorOf(saveWith((f) => (f.record.game = 'chess')))).toBe(
      'This save is for a game this Sandtable does not know ("chess").',
    );
    expect(errorOf(saveWith((f) => (f.record.options = { target: 3 })))).toMatch(
      /^The game options in this save are not valid for Toy Dice Race: target: /,
    );
    expect(errorOf(saveWith((f) => (f.record.events = [{ type: 'roll', side: 'north' }, { type: 'roll' }])))).toBe(
      'Event 2 ("roll") in this save has no side.',
    );
    expect(errorOf(saveWith((f) => (f.record.events = [42])))).toBe('Event 1 in this save is not an object.');
    expect(errorOf(saveWith((f) => (f.record.events = 'roll')))).toBe('This save has no list of events.');
    expect(errorOf(saveWith((f) => (f.record.seed = 1.5)))).toBe('The seed in this save is not an integer.');
    expect(errorOf(saveWith((f) => (f.record.rulesVersion = '0')))).toMatch(/rules version "0" of Toy Dice Race/);
    expect(errorOf(saveWith((f) => delete f.savedAt))).toBe('This save has no valid saved-at time.');
    expect(errorOf(saveWith((f) => (f.record.branch = { fromIndex: 5, note: 'n' })))).toMatch(/debugging branch/);
    expect(errorOf(saveWith((f) => (f.record = null)))).toBe('This save holds no game record.');
  });

  it('quotes what a file says in a short excerpt: a hostile 1 MB field never makes a 1 MB message (issue 13)', () => {
    const huge = 'x'.repeat(1_000_000);
    const messages = [
      errorOf(saveWith((f) => (f.record.rulesVersion = huge))),
      errorOf(saveWith((f) => (f.record.game = huge))),
      errorOf(saveWith((f) => (f.record.events = [{ type: huge }]))),
      errorOf(saveWith((f) => (f.record.events = [{ type: huge, side: 'north' }]))),
      errorOf(saveWith((f) => (f.record.options = { target: huge }))),
      errorOf(saveWith((f) => (f.version = huge))),
    ];
    for (const m of messages) {
      expect(m.length, m.slice(0, 120)).toBeLessThan(400);
      expect(m).not.toMatch(/x{61}/);
    }
    expect(messages[0]).toMatch(/rules version "x{59}…" \(1000000 characters\) of Toy Dice Race/);
  });

  it('reads a file that starts with a UTF-8 byte-order mark, as some editors write it (issue 13)', () => {
    const session = new GameSession(toyGame, { seed: 8 });
    playRandom(session, 5);
    const parsed = parseSave(`\uFEFF${serializeSave(session.record, savedAt)}`, modules);
    expect(parsed.ok && parsed.record).toEqual(session.record);
  });

  it('refuses a record nested far deeper than any game writes, in a sentence, not a stack overflow (issue 13)', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const text = saveWith((f) => (f.record.events = [{ type: 'roll', side: 'north', payload: '__DEEP__' }])).replace('"__DEEP__"', deep);
    expect(errorOf(text)).toBe(`This save's game record nests deeper than ${MAX_NESTING} levels: it is not a Sandtable record.`);
    // A real game is far below the limit.
    const session = new GameSession(toyGame, { seed: 3 });
    playRandom(session, 20);
    expect(nestsDeeperThan(session.record, MAX_NESTING)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(65)}${']'.repeat(65)}`), MAX_NESTING)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(64)}${']'.repeat(64)}`), MAX_NESTING)).toBe(false);
  });

  it('counts events from 1 in its messages, as the game log numbers them', () => {
    // The 4th event of the record is malformed: the message says "Event 4", never "Event 3".
    const fourthBad = saveWith((f) => (f.record.events = [roll('north'), roll('south'), roll('north'), { type: 'roll' }]));
    expect(errorOf(fourthBad)).toBe('Event 4 ("roll") in this save has no side.');
    const firstBad = saveWith((f) => (f.record.events = ['roll']));
    expect(errorOf(firstBad)).toBe('Event 1 in this save is not an object.');
  });

  it('names the illegal event when a save cannot be replayed', () => {
    const text = saveWith((f) => (f.record.events = [roll('north'), roll('south'), pass('north'), pass('north')]));
    expect(errorOf(text)).toBe(
      'This save cannot be replayed: event 4 ("pass") is illegal at that point (It is south\'s turn, not north\'s (rule T1).).',
    );
  });

  it('carries the readable log: it round-trips beside the record, which stays what replays', () => {
    const session = new GameSession(toyGame, { seed: 8, options: { target: 30 } });
    playRandom(session, 3);
    const record = session.record;
    const log: RecordLogEntry[] = record.events.map((event, index) => ({
      index,
      turn: 1,
      phase: 'Race',
      side: event.side,
      choice: `${event.type} by ${event.side}`,
      outcome: [`rolled ${index + 1}`, 'moved on'],
    }));
    const text = serializeSave({ ...record, log, logStart: ['The pawns are set.'] }, savedAt);
    expect(JSON.parse(text).record.log[0]).toEqual({ index: 0, turn: 1, phase: 'Race', side: record.events[0]!.side, choice: `${record.events[0]!.type} by ${record.events[0]!.side}`, outcome: ['rolled 1', 'moved on'] });
    const parsed = parseSave(text, modules);
    expect(parsed).toEqual({ ok: true, record, savedAt: '2024-05-01T12:00:00.000Z', log, logStart: ['The pawns are set.'] });
    // Informational only: the record that replays has no log in it (the game writes its own).
    expect(parsed.ok && 'log' in parsed.record).toBe(false);
  });

  it('an old save without a log still loads, and a save with a malformed log is refused with a reason', () => {
    // A file as written before the log existed (format version 1, no log field).
    const old = JSON.stringify({
      format: 'sandtable-save',
      version: 1,
      savedAt: '2024-01-01T00:00:00.000Z',
      record: { game: 'toy', rulesVersion: toyGame.rulesVersion, seed: 3, options: { target: 20 }, events: [roll('north'), roll('south')] },
    });
    const parsed = parseSave(old, modules);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.record.events).toHaveLength(2);
    expect(parsed.ok && parsed.log).toBeUndefined();
    const entry = { index: 0, turn: 1, phase: 'Race', side: 'north', choice: 'Roll', outcome: ['rolled 4'] };
    expect(errorOf(saveWith((f) => (f.record.log = 'rolled')))).toMatch(/^This save's game record is malformed: log: /);
    expect(errorOf(saveWith((f) => (f.record.log = [{ ...entry, outcome: 'rolled 4' }])))).toMatch(/^This save's game record is malformed: log\.0\.outcome: /);
    expect(errorOf(saveWith((f) => (f.record.log = [entry])))).toBe("This save's log names an event it does not have.");
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseSave(text, modules);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });

  it('never throws on arbitrary JSON, bare or inside a valid envelope', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const text of [
          JSON.stringify(value),
          saveWith((f) => (f.record = value)),
          saveWith((f) => (f.record.events = value)),
          saveWith((f) => (f.record.options = value)),
        ]) {
          const parsed = parseSave(text, modules);
          if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 300 },
    );
  });
});
