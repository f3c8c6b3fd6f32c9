// The save-file format: a versioned envelope around a game record. Loading checks every layer
// (JSON, envelope, record shape, the game's options, then a full replay) and answers with one
// sentence a player can read, never an exception, so a bad file leaves the current game alone.
import { z } from 'zod';
import type { AnyGameModule, GameEvent } from './module';
import { describeZodIssue, type GameRecord, type RecordLogEntry } from './record';
import { ReplayError, replay } from './replay';
import { excerpt, shortened } from './excerpt';

import { SAVE_FORMAT, SAVE_VERSION } from './saveFormat';

// The envelope and its writer are zod-free (saveFormat.ts), so writing a save needs no zod.
export { SAVE_FORMAT, SAVE_VERSION, serializeSave, type SaveFile } from './saveFormat';

const eventSchema = z
  .object({ type: z.string().min(1), side: z.string() })
  .passthrough();

const branchSchema = z.object({ fromIndex: z.number().int().min(0), note: z.string() });

/** The readable log a save may carry (informational: replay never reads it; optional, so old files load). */
const logEntrySchema = z.object({
  index: z.number().int().min(0),
  turn: z.number().int().min(0),
  phase: z.string(),
  side: z.string(),
  choice: z.string(),
  outcome: z.array(z.string()),
});

export const recordSchema = z.object({
  game: z.string(),
  rulesVersion: z.string(),
  seed: z.number().int(),
  options: z.unknown(),
  events: z.array(eventSchema),
  branch: branchSchema.optional(),
  log: z.array(logEntrySchema).optional(),
  logStart: z.array(z.string()).optional(),
});

export const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  savedAt: z.string().datetime({ offset: true }),
  record: recordSchema,
});


export type ParseSaveResult =
  | { ok: true; record: GameRecord; savedAt: string; log?: RecordLogEntry[]; logStart?: string[] }
  | { ok: false; error: string };
/**
 * A checked record. Its readable log, when the file had one, comes apart (`log`, `logStart`): the
 * record itself is what replays, and the game on screen writes its own log from the replay.
 */
export type ValidateRecordResult =
  | { ok: true; record: GameRecord; log?: RecordLogEntry[]; logStart?: string[] }
  | { ok: false; error: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why event `index` (0-based) is malformed, or null when it has a string type and side. Messages
 * count events from 1, as the game log numbers them.
 */
/** How deep a record may nest: real events are a few levels; far deeper is not a save, and would overflow the stack of a recursive check. */
export const MAX_NESTING = 64;

/** Whether `value` nests arrays and objects deeper than `max` levels (an iterative walk: no recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push({ v: child, depth: depth + 1 });
    }
  }
  return false;
}

function describeBadEvent(event: unknown, index: number): string | null {
  const n = index + 1;
  if (!isPlainObject(event)) return `Event ${n} in this save is not an object.`;
  if (typeof event.type !== 'string' || event.type === '') return `Event ${n} in this save has no type.`;
  if (typeof event.side !== 'string') return `Event ${n} (${excerpt(event.type)}) in this save has no side.`;
  return null;
}

/**
 * Checks a raw record (from a save file, an autosave or a bug report) against the known modules
 * and replays it. Never throws.
 */
export function validateRecord(raw: unknown, modules: Record<string, AnyGameModule>): ValidateRecordResult {
  try {
    if (!isPlainObject(raw)) return { ok: false, error: 'This save holds no game record.' };
    if (nestsDeeperThan(raw, MAX_NESTING)) return { ok: false, error: `This save's game record nests deeper than ${MAX_NESTING} levels: it is not a Sandtable record.` };
    if (typeof raw.game !== 'string') return { ok: false, error: 'This save does not say which game it is.' };
    const module = Object.prototype.hasOwnProperty.call(modules, raw.game) ? modules[raw.game] : undefined;
    if (!module) {
      return { ok: false, error: `This save is for a game this Sandtable does not know (${excerpt(raw.game)}).` };
    }
    if (typeof raw.seed !== 'number' || !Number.isSafeInteger(raw.seed)) {
      return { ok: false, error: 'The seed in this save is not an integer.' };
    }
    if (typeof raw.rulesVersion !== 'string') {
      return { ok: false, error: 'This save does not say which rules version it was played under.' };
    }
    if (raw.rulesVersion !== module.rulesVersion) {
      return {
        ok: false,
        error:
          `This save was played under rules version ${excerpt(raw.rulesVersion)} of ${module.title}, but this ` +
          `Sandtable has version ${module.rulesVersion}, so it cannot be replayed exactly.`,
      };
    }
    const options = module.options.schema.safeParse(raw.options ?? module.options.defaults);
    if (!options.success) {
      return {
        ok: false,
        error: `The game options in this save are not valid for ${module.title}: ${describeZodIssue(options.error.issues[0])}`,
      };
    }
    if (!Array.isArray(raw.events)) return { ok: false, error: 'This save has no list of events.' };
    for (let i = 0; i < raw.events.length; i++) {
      const bad = describeBadEvent(raw.events[i], i);
      if (bad) return { ok: false, error: bad };
    }
    const shaped = recordSchema.safeParse(raw);
    if (!shaped.success) {
      return { ok: false, error: `This save's game record is malformed: ${describeZodIssue(shaped.error.issues[0])}` };
    }
    const { branch, log, logStart } = shaped.data;
    if (branch && branch.fromIndex > raw.events.length) {
      return { ok: false, error: 'This save marks a debugging branch that starts after its last event.' };
    }
    if (log && log.some((entry) => entry.index >= shaped.data.events.length)) {
      return { ok: false, error: "This save's log names an event it does not have." };
    }
    const record: GameRecord = {
      game: module.id,
      rulesVersion: module.rulesVersion,
      seed: raw.seed,
      options: options.data,
      events: structuredClone(shaped.data.events) as GameEvent[],
      ...(branch ? { branch: { fromIndex: branch.fromIndex, note: branch.note } } : {}),
    };
    const replayed = replay(module, record);
    replayed.actor.stop();
    return { ok: true, record, ...(log ? { log: structuredClone(log) } : {}), ...(logStart ? { logStart: [...logStart] } : {}) };
  } catch (error) {
    if (error instanceof ReplayError && error.eventIndex !== null) {
      const type = error.event?.type ?? 'event';
      return {
        ok: false,
        // Counted from 1, as the game log numbers events (eventIndex is 0-based).
        error: `This save cannot be replayed: event ${error.eventIndex + 1} (${excerpt(type)}) is illegal at that point (${shortened(error.reason ?? error.message)}).`,
      };
    }
    return { ok: false, error: `This save could not be loaded: ${shortened(errorText(error))}` };
  }
}

/** Reads a save file's text. Never throws: a bad file gives `{ ok: false, error }` with one clear sentence. */
export function parseSave(text: string, modules: Record<string, AnyGameModule>): ParseSaveResult {
  try {
    let data: unknown;
    try {
      // A byte-order mark (as some editors write UTF-8) is not part of the JSON.
      data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      return { ok: false, error: 'This file is not a Sandtable save: it is not valid JSON.' };
    }
    if (!isPlainObject(data) || data.format !== SAVE_FORMAT) {
      return { ok: false, error: 'This file is not a Sandtable save: its format tag is missing or wrong.' };
    }
    if (data.version !== SAVE_VERSION) {
      const newer = typeof data.version === 'number' && data.version > SAVE_VERSION;
      return {
        ok: false,
        error: newer
          ? `This save has format version ${data.version}, written by a newer Sandtable; this one reads version ${SAVE_VERSION}.`
          : `This save has an unknown format version (${data.version === undefined ? 'none' : excerpt(JSON.stringify(data.version))}); this Sandtable reads version ${SAVE_VERSION}.`,
      };
    }
    const savedAt = saveFileSchema.shape.savedAt.safeParse(data.savedAt);
    if (!savedAt.success) return { ok: false, error: 'This save has no valid saved-at time.' };
    const checked = validateRecord(data.record, modules);
    if (!checked.ok) return checked;
    return { ...checked, savedAt: savedAt.data };
  } catch (error) {
    return { ok: false, error: `This save could not be loaded: ${shortened(errorText(error))}` };
  }
}
