// The saved-game stores (issue 13): the same contract for IndexedDB (fake-indexeddb here; the
// browser tests use Chromium's) and the memory store the UI tests use. A write carries the
// revision its writer last saw and is refused when the stored game moved on, so two tabs can
// never save over each other's events, whatever order their writes land in.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { idbSavedGames, memorySavedGames, outcomeLine, type SavedGameStore, type SavedGameWrite } from '../../src/app/savedGames';
import { newRecord } from '../../src/core/record';
import { blbModule } from '../../machines/blb/index';

let dbs = 0;
const stores: Record<string, () => SavedGameStore> = {
  memory: () => memorySavedGames(),
  indexeddb: () => idbSavedGames(`test-${++dbs}`),
};

function game(id: string, events: number, updated = 1000): SavedGameWrite {
  const record = newRecord(blbModule, 3);
  record.events = Array.from({ length: events }, (_, i) => ({ type: 'endMovement', side: i % 2 ? 'entente' : 'german' }));
  return {
    id,
    game: 'blb',
    name: `Game ${id}`,
    created: 500,
    updated,
    record,
    summary: { players: ['human', 'smart'], mode: 'play', speed: 'normal', turn: 1, events, result: null },
  };
}

for (const [kind, make] of Object.entries(stores)) {
  describe(`saved games in ${kind}`, () => {
    it('writes a new game, lists the most recently played first, and reads it back whole', async () => {
      const store = make();
      expect(await store.problem()).toBeNull();
      expect(await store.write(game('aaaa', 2, 1000), 0)).toEqual({ ok: true, revision: 1 });
      expect(await store.write(game('bbbb', 1, 3000), 0)).toEqual({ ok: true, revision: 1 });
      expect(await store.write(game('aaaa', 3, 2000), 1)).toEqual({ ok: true, revision: 2 });
      expect((await store.list()).map((g) => [g.id, g.revision, g.record.events.length])).toEqual([
        ['bbbb', 1, 1],
        ['aaaa', 2, 3],
      ]);
      const a = (await store.get('aaaa'))!;
      expect(a.record).toEqual(game('aaaa', 3).record);
      expect(a.summary.players).toEqual(['human', 'smart']);
      expect(await store.get('zzzz')).toBeNull();
    });

    it('refuses a write from a writer that has not seen the newest revision, and changes nothing', async () => {
      const store = make();
      await store.write(game('aaaa', 4), 0);
      await store.write(game('aaaa', 6), 1);
      const late = await store.write(game('aaaa', 5), 1);
      expect(late).toMatchObject({ ok: false, kind: 'newer' });
      expect(late.ok ? null : late.kind === 'newer' ? late.stored.record.events.length : null).toBe(6);
      // A second "new" game with the same id is refused too.
      expect(await store.write(game('aaaa', 1), 0)).toMatchObject({ ok: false, kind: 'newer' });
      expect((await store.get('aaaa'))!.record.events).toHaveLength(6);
    });

    it('two writers racing from the same revision: exactly one lands', async () => {
      const store = make();
      await store.write(game('aaaa', 1), 0);
      const results = await Promise.all([store.write(game('aaaa', 2), 1), store.write(game('aaaa', 3), 1), store.write(game('aaaa', 4), 1)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const landed = 1 + results.findIndex((r) => r.ok) + 1;
      expect((await store.get('aaaa'))!.record.events).toHaveLength(landed);
      expect((await store.get('aaaa'))!.revision).toBe(2);
    });

    it('a game deleted since it was last written is not written back (gone)', async () => {
      const store = make();
      await store.write(game('aaaa', 1), 0);
      await store.remove('aaaa');
      expect(await store.write(game('aaaa', 2), 1)).toEqual({ ok: false, kind: 'gone' });
      expect(await store.list()).toEqual([]);
    });

    it('rename keeps the moves and the revision; a writer keeps the stored name; restore undoes a delete exactly', async () => {
      const store = make();
      await store.write(game('aaaa', 2), 0);
      await store.rename('aaaa', '  Liège   holds  ');
      await store.rename('aaaa', '   ');
      const renamed = (await store.get('aaaa'))!;
      expect(renamed).toMatchObject({ name: 'Liège holds', revision: 1 });
      await store.write(game('aaaa', 3), 1);
      expect((await store.get('aaaa'))!).toMatchObject({ name: 'Liège holds', revision: 2, created: 500 });
      await store.rename('aaaa', 'x'.repeat(500));
      expect((await store.get('aaaa'))!.name).toHaveLength(80);
      const before = (await store.get('aaaa'))!;
      await store.remove('aaaa');
      expect(await store.get('aaaa')).toBeNull();
      await store.restore(before);
      expect(await store.get('aaaa')).toEqual(before);
    });
  });
}

describe('saved games in IndexedDB, when the browser will not keep them', () => {
  it('a full store: the write fails with the reason, what was stored stays', async () => {
    const store = idbSavedGames(`test-${++dbs}`);
    await store.write(game('aaaa', 2), 0);
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const result = await store.write(game('aaaa', 3), 1);
      expect(result).toMatchObject({ ok: false, kind: 'failed' });
      expect(result.ok ? '' : 'error' in result ? result.error : '').toMatch(/quota/);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect((await store.get('aaaa'))!.record.events).toHaveLength(2);
    // Writing works again once there is room.
    expect(await store.write(game('aaaa', 3), 1)).toEqual({ ok: true, revision: 2 });
  });

  it('no IndexedDB at all: problem() says so, nothing is listed, every write fails with that reason', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const store = idbSavedGames(`test-${++dbs}`);
      expect(await store.problem()).toBe('Saved games cannot be kept in this browser (this browser has no IndexedDB).');
      expect(await store.list()).toEqual([]);
      expect(await store.write(game('aaaa', 1), 0)).toMatchObject({ ok: false, kind: 'failed', error: expect.stringMatching(/no IndexedDB/) });
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('outcomeLine', () => {
  it('names the winner as the game does, or the draw', () => {
    expect(outcomeLine({ german: 'German' }, { winner: 'german', level: 'Decisive Victory', reason: '', rule: '' })).toBe('German wins: Decisive Victory');
    expect(outcomeLine({}, { winner: 'draw', level: 'Stalemate', reason: '', rule: '' })).toBe('Draw: Stalemate');
    expect(outcomeLine({}, null)).toBeNull();
  });
});
