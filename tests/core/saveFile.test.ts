// Save files round-trip, and every kind of bad file gets one readable sentence, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { newRecord, type GameRecord } from '../../src/core/record';
import { parseSave, serializeSave } from '../../src/core/saveFile';
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
      'Event 1 ("roll") in this save has no side.',
    );
    expect(errorOf(saveWith((f) => (f.record.events = [42])))).toBe('Event 0 in this save is not an object.');
    expect(errorOf(saveWith((f) => (f.record.events = 'roll')))).toBe('This save has no list of events.');
    expect(errorOf(saveWith((f) => (f.record.seed = 1.5)))).toBe('The seed in this save is not an integer.');
    expect(errorOf(saveWith((f) => (f.record.rulesVersion = '0')))).toMatch(/rules version 0 of Toy Dice Race/);
    expect(errorOf(saveWith((f) => delete f.savedAt))).toBe('This save has no valid saved-at time.');
    expect(errorOf(saveWith((f) => (f.record.branch = { fromIndex: 5, note: 'n' })))).toMatch(/debugging branch/);
    expect(errorOf(saveWith((f) => (f.record = null)))).toBe('This save holds no game record.');
  });

  it('names the illegal event when a save cannot be replayed', () => {
    const text = saveWith((f) => (f.record.events = [roll('north'), roll('south'), pass('north'), pass('north')]));
    expect(errorOf(text)).toBe(
      'This save cannot be replayed: event 3 ("pass") is illegal at that point (It is south\'s turn, not north\'s (rule T1).).',
    );
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
