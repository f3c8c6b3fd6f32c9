// Web Storage as the app uses it: localStorage (the old one-slot autosaves, oldAutosave.ts, and
// the sound settings) and sessionStorage (the saved games' journal, savedGameKeeper.ts).

/** The parts of the Web Storage API used here (localStorage, or a stand-in in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of a game's old one-slot autosave (before saved games, issue 13). */
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
