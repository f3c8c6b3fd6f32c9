// Reads a file the inspector is asked to import: a Sandtable save file (what "Export record"
// writes), or a bare game record `{ game, rulesVersion, seed, options, events }` pasted from a
// bug report. Both go through the app's save-file validation (src/core/saveFile.ts), which
// replays the record, so a bad file gives one clear sentence and nothing is opened.
import type { AnyGameModule } from '../../core/module';
import type { GameRecord } from '../../core/record';
import { SAVE_FORMAT, parseSave, validateRecord } from '../../core/saveFile';

export type RecordFileResult = { ok: true; record: GameRecord } | { ok: false; error: string };

export function readRecordFile(text: string, modules: readonly AnyGameModule[]): RecordFileResult {
  const byId = Object.fromEntries(modules.map((m) => [m.id, m]));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Sandtable record: it is not valid JSON.' };
  }
  const isBareRecord =
    data !== null && typeof data === 'object' && !Array.isArray(data) && !('format' in data) && 'events' in data;
  if (isBareRecord) return validateRecord(data, byId);
  const parsed = parseSave(text, byId);
  if (!parsed.ok && !(data && typeof data === 'object' && (data as { format?: unknown }).format === SAVE_FORMAT)) {
    return { ok: false, error: `${parsed.error} (A bare record needs "game", "rulesVersion", "seed" and "events".)` };
  }
  return parsed.ok ? { ok: true, record: parsed.record } : parsed;
}
