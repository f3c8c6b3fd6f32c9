// The save file's envelope and its writer, without the checks (saveFile.ts reads files with zod):
// writing a save (Export on the start menu's Your games) needs nothing more.
import type { GameRecord } from './record';

export const SAVE_FORMAT = 'sandtable-save';
export const SAVE_VERSION = 1;

export type SaveFile = { format: typeof SAVE_FORMAT; version: typeof SAVE_VERSION; savedAt: string; record: GameRecord };

/** Pretty JSON for a save file. `savedAt` may be given for reproducible output. */
export function serializeSave(record: GameRecord, savedAt: Date = new Date()): string {
  const file: SaveFile = { format: SAVE_FORMAT, version: SAVE_VERSION, savedAt: savedAt.toISOString(), record };
  return JSON.stringify(file, null, 2);
}
