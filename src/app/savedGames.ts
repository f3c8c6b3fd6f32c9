// Saved games (issue 13): every game is a saved game of its own, with its own id, kept in the
// browser's IndexedDB (through `idb`) rather than one localStorage slot per game type. A write
// carries the revision its writer last read or wrote and is refused when the stored game has
// moved on since (another tab played it), so no tab ever saves over newer events. Renaming keeps
// the revision (a game being played elsewhere keeps its moves and takes the new name).
import { openDB, type IDBPDatabase } from 'idb';
import { errorText } from '../core/moduleReads';
import type { Outcome } from '../core/module';
import type { GameRecord } from '../core/record';
import type { Mode, PlayerKind, Speed } from './url';

/** What the "Your games" list shows without replaying the game. */
export interface SavedGameSummary {
  /** Who plays each side, in the module's side order; with mode and speed, how it reopens. */
  players: PlayerKind[];
  mode: Mode;
  speed: Speed;
  /** The game's turn (module.turnOf), 0 before the first. */
  turn: number;
  events: number;
  /** The result, when the game is over ("Germany wins: Decisive Victory"), else null. */
  result: string | null;
}

/** A result as the list says it: "Germany wins: Decisive Victory", "Draw: …". */
export function outcomeLine(sideNames: Readonly<Record<string, string>>, outcome: Outcome | null): string | null {
  if (!outcome) return null;
  return outcome.winner === 'draw' ? `Draw: ${outcome.level}` : `${sideNames[outcome.winner] ?? outcome.winner} wins: ${outcome.level}`;
}

export interface SavedGame {
  id: string;
  /** The game module's id. */
  game: string;
  name: string;
  /** Milliseconds since 1970. */
  created: number;
  updated: number;
  /** Goes up by one with every write of the record. */
  revision: number;
  record: GameRecord;
  summary: SavedGameSummary;
}

/** A write of a game's record: name and created are the stored ones when the game exists. */
export type SavedGameWrite = Omit<SavedGame, 'revision'>;

export type WriteResult =
  | { ok: true; revision: number }
  /** The stored game has a newer revision (another tab wrote it): nothing was written. */
  | { ok: false; kind: 'newer'; stored: SavedGame }
  /** The game was deleted (in the menu of another tab) since it was last read or written. */
  | { ok: false; kind: 'gone' }
  /** The store refused the write (full, read-only, unavailable). */
  | { ok: false; kind: 'failed'; error: string };

export interface SavedGameStore {
  /** Null when saved games can be kept, else why not (one sentence). */
  problem(): Promise<string | null>;
  /** Every saved game, the most recently played first. */
  list(): Promise<SavedGame[]>;
  get(id: string): Promise<SavedGame | null>;
  /** Writes `game` if the stored revision is still `known` (0: the game is not stored yet). */
  write(game: SavedGameWrite, known: number): Promise<WriteResult>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Puts a deleted game back exactly as it was (the menu's undo). */
  restore(game: SavedGame): Promise<void>;
}

/** A new saved game's id: letters and digits, unguessable enough to never collide across tabs. */
export function newSavedId(random: () => number = cryptoRandom): string {
  let id = '';
  while (id.length < 12) id += Math.floor(random() * 36).toString(36);
  return id;
}

function cryptoRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]! / 2 ** 32;
}

/** True for a string that can be a saved game's id (the URL's `saved`). */
export const isSavedId = (value: string): boolean => /^[a-z0-9]{4,40}$/.test(value);

/** The longest name kept (a longer one is cut). */
export const MAX_NAME = 80;
export const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);

const byUpdated = (a: SavedGame, b: SavedGame) => b.updated - a.updated || (a.id < b.id ? -1 : 1);

/** The compare-and-write rule both stores share. */
function decide(stored: SavedGame | null, game: SavedGameWrite, known: number): WriteResult | SavedGame {
  if (stored && stored.revision !== known) return { ok: false, kind: 'newer', stored };
  if (!stored && known !== 0) return { ok: false, kind: 'gone' };
  const revision = (stored?.revision ?? 0) + 1;
  return { ...game, name: stored?.name ?? cleanName(game.name), created: stored?.created ?? game.created, revision };
}

/** Saved games in memory: tests, and the stand-in where a browser keeps none (see problem()). */
export function memorySavedGames(options: { problem?: string | null; failWrites?: () => string | null } = {}): SavedGameStore & {
  games: Map<string, SavedGame>;
} {
  const games = new Map<string, SavedGame>();
  const copy = (g: SavedGame): SavedGame => structuredClone(g);
  return {
    games,
    problem: async () => options.problem ?? null,
    list: async () => [...games.values()].map(copy).sort(byUpdated),
    get: async (id) => {
      const g = games.get(id);
      return g ? copy(g) : null;
    },
    write: async (game, known) => {
      const refused = options.failWrites?.() ?? options.problem ?? null;
      if (refused) return { ok: false, kind: 'failed', error: refused };
      const next = decide(games.get(game.id) ?? null, game, known);
      if ('ok' in next) return next;
      games.set(next.id, copy(next));
      return { ok: true, revision: next.revision };
    },
    rename: async (id, name) => {
      const g = games.get(id);
      if (g) games.set(id, { ...g, name: cleanName(name) || g.name });
    },
    remove: async (id) => {
      games.delete(id);
    },
    restore: async (game) => {
      games.set(game.id, copy(game));
    },
  };
}

const DB_NAME = 'sandtable';
const STORE = 'games';

interface SavedGamesDb {
  games: { key: string; value: SavedGame; indexes: { updated: number } };
}

/**
 * Saved games in IndexedDB (database "sandtable", object store "games", one record per game).
 * Where IndexedDB cannot be opened (some private modes), problem() says so, the list is empty and
 * every write fails with that reason, so the game on screen says its moves are not being saved.
 */
export function idbSavedGames(name = DB_NAME): SavedGameStore {
  let opened: Promise<IDBPDatabase<SavedGamesDb>> | null = null;
  const db = () => {
    opened ??= (async () => {
      if (typeof globalThis.indexedDB === 'undefined') throw new Error('this browser has no IndexedDB');
      return openDB<SavedGamesDb>(name, 1, {
        upgrade(database) {
          const store = database.createObjectStore(STORE, { keyPath: 'id' });
          store.createIndex('updated', 'updated');
        },
      });
    })();
    return opened;
  };
  const unavailable = (error: unknown) => `Saved games cannot be kept in this browser (${errorText(error)}).`;
  return {
    problem: async () => {
      try {
        await db();
        return null;
      } catch (error) {
        return unavailable(error);
      }
    },
    list: async () => {
      try {
        return (await (await db()).getAll(STORE)).sort(byUpdated);
      } catch {
        return [];
      }
    },
    get: async (id) => {
      try {
        return (await (await db()).get(STORE, id)) ?? null;
      } catch {
        return null;
      }
    },
    write: async (game, known) => {
      let database: IDBPDatabase<SavedGamesDb>;
      try {
        database = await db();
      } catch (error) {
        return { ok: false, kind: 'failed', error: unavailable(error) };
      }
      try {
        // One read-write transaction: no other tab can write between the check and the put.
        const tx = database.transaction(STORE, 'readwrite');
        const next = decide((await tx.store.get(game.id)) ?? null, game, known);
        if ('ok' in next) {
          tx.abort();
          await tx.done.catch(() => undefined);
          return next;
        }
        await tx.store.put(next);
        await tx.done;
        return { ok: true, revision: next.revision };
      } catch (error) {
        return { ok: false, kind: 'failed', error: errorText(error) };
      }
    },
    rename: async (id, name) => {
      const database = await db();
      const tx = database.transaction(STORE, 'readwrite');
      const g = await tx.store.get(id);
      if (g) await tx.store.put({ ...g, name: cleanName(name) || g.name });
      await tx.done;
    },
    remove: async (id) => {
      await (await db()).delete(STORE, id);
    },
    restore: async (game) => {
      await (await db()).put(STORE, game);
    },
  };
}
