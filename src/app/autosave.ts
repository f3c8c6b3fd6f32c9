// Autosave (DESIGN.md, Determinism: "the app autosaves the record, so a reload continues the
// game"). One slot per game in localStorage, holding the record. A slot is continued only when
// its seed and options match the URL's, and only after it replays cleanly.
import type { AnyGameModule } from '../core/module';
import { errorText } from '../core/moduleReads';
import type { GameRecord } from '../core/record';
import { validateRecord } from '../core/saveFile';
import { sameOptions } from './url';

/** The parts of the Web Storage API used here (localStorage, or a stand-in in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const autosaveKey = (gameId: string): string => `sandtable.autosave.${gameId}`;

/**
 * localStorage when it can be read (it throws in some private modes and sandboxes), else null. A
 * store that is full or read-only is still returned: the saved game is continued, and each write
 * that fails says so (writeAutosave), rather than the game being silently not read at all.
 */
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

/** What a failed write means for the player, and what to do about it. */
export const AUTOSAVE_FAILED =
  'New moves are not being saved on this machine (its storage is full or refuses writes): use Save to keep a copy of this game.';

export function writeAutosave(storage: KeyValueStore | null, record: GameRecord): string | null {
  if (!storage) return null;
  try {
    storage.setItem(autosaveKey(record.game), JSON.stringify(record));
    return null;
  } catch (error) {
    return `${AUTOSAVE_FAILED} (${errorText(error)})`;
  }
}

export function clearAutosave(storage: KeyValueStore | null, gameId: string): void {
  try {
    storage?.removeItem(autosaveKey(gameId));
  } catch {
    // Nothing to do: a storage that cannot remove has nothing we could continue either.
  }
}

export type AutosaveLookup =
  | { kind: 'none' }
  | { kind: 'continue'; record: GameRecord }
  | { kind: 'other'; reason: string }
  | { kind: 'bad'; error: string };

/**
 * The autosaved game to continue for this seed and these options: `continue` with the record,
 * `none` when there is no slot, `other` when the slot holds a different game (kept until the
 * new game's first event saves over it), `bad` when it cannot be replayed.
 */
export function findAutosave(
  storage: KeyValueStore | null,
  module: AnyGameModule,
  seed: number,
  options: unknown,
): AutosaveLookup {
  if (!storage) return { kind: 'none' };
  let text: string | null;
  try {
    text = storage.getItem(autosaveKey(module.id));
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'bad', error: 'The autosaved game is not valid JSON; starting a new game.' };
  }
  const shape = raw as { seed?: unknown; options?: unknown } | null;
  if (!shape || typeof shape !== 'object') return { kind: 'bad', error: 'The autosaved game is unreadable; starting a new game.' };
  if (shape.seed !== seed) return { kind: 'other', reason: 'different seed' };
  if (!sameOptions(module, shape.options, options)) return { kind: 'other', reason: 'different options' };
  const checked = validateRecord(raw, { [module.id]: module });
  if (!checked.ok) return { kind: 'bad', error: `The autosaved game could not be continued (${checked.error}) Starting a new game.` };
  return { kind: 'continue', record: checked.record };
}
