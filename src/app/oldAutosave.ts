// The autosave of Sandtable before saved games (issue 13): one localStorage slot per game type,
// `sandtable.autosave.<game>`. Each slot found is moved once into the saved games (so a game in
// progress when the app was updated is not lost), then removed.
import type { AnyGameModule } from '../core/module';
import { safeTurn } from '../core/moduleReads';
import { validateRecord } from '../core/saveFile';
import { GameSession } from '../core/session';
import { outcomeLine, type SavedGameStore } from './savedGames';
import { defaultPlayers } from './url';

/** The parts of the Web Storage API used here (localStorage, or a stand-in in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const autosaveKey = (gameId: string): string => `sandtable.autosave.${gameId}`;

/** localStorage when it can be read (it throws in some private modes and sandboxes), else null. */
export function browserStorage(store: () => KeyValueStore | undefined = () => globalThis.localStorage): KeyValueStore | null {
  try {
    const storage = store();
    if (!storage) return null;
    storage.getItem('sandtable.probe');
    return storage;
  } catch {
    return null;
  }
}

/**
 * Moves every old autosave slot into `store` as a saved game of its own; returns how many moved.
 * A slot that cannot be replayed is left where it is (nothing is thrown away unread); a slot is
 * removed only once its game is stored.
 */
export async function moveOldAutosaves(
  storage: KeyValueStore | null,
  store: SavedGameStore,
  modules: readonly AnyGameModule[],
  newId: () => string,
  now: () => number = Date.now,
): Promise<number> {
  if (!storage) return 0;
  let moved = 0;
  for (const module of modules) {
    let text: string | null = null;
    try {
      text = storage.getItem(autosaveKey(module.id));
    } catch {
      continue;
    }
    if (text === null) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      continue;
    }
    const checked = validateRecord(raw, { [module.id]: module });
    if (!checked.ok) continue;
    const record = checked.record;
    let session: GameSession;
    try {
      session = new GameSession(module, record);
    } catch {
      continue;
    }
    const summary = {
      players: defaultPlayers(module, 'play'),
      mode: 'play' as const,
      speed: 'normal' as const,
      turn: safeTurn(module, session.snapshot),
      events: record.events.length,
      result: outcomeLine(module.sideNames, session.result()),
    };
    session.dispose();
    const at = now();
    const written = await store.write(
      { id: newId(), game: module.id, name: `${module.title}, seed ${record.seed} (autosaved)`, created: at, updated: at, record, summary },
      0,
    );
    if (!written.ok) continue;
    moved += 1;
    try {
      storage.removeItem(autosaveKey(module.id));
    } catch {
      // Left in place: moved again next time would make a duplicate, so it is harmless but rare.
    }
  }
  return moved;
}
