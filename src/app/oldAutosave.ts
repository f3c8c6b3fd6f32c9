// The autosave of Sandtable before saved games (issue 13): one localStorage slot per game type,
// `sandtable.autosave.<game>`. Each slot found is moved once into the saved games (so a game in
// progress when the app was updated is not lost), then removed.
import type { AnyGameModule } from '../core/module';
import { safeTurn } from '../core/moduleReads';
import { validateRecord } from '../core/saveFile';
import { GameSession } from '../core/session';
import { outcomeLine, type SavedGameStore } from './savedGames';
import { defaultPlayers } from './url';
import { autosaveKey, type KeyValueStore } from './storage';

// The storage helpers live apart (storage.ts) so the start menu has them without this file, which
// replays games and is loaded only when an old slot is found (host.ts).
export { autosaveKey, browserStorage, type KeyValueStore } from './storage';

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
