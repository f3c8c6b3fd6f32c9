// A game is its record (DESIGN.md, Determinism): the seed, the options and every accepted event.
// Save, load, undo, time travel, replays and bug reports are all this one plain JSON object.
import type { AnyGameModule, GameEvent } from './module';
import { excerpt, shortened } from './excerpt';

/** Marks a record resumed from an earlier point in the inspector: a debugging branch, not play. */
export interface RecordBranch {
  /** Events before this index come from the original game; later ones were played on the branch. */
  fromIndex: number;
  note: string;
}

export interface GameRecord {
  /** The game module's id (as in the list of games, src/app/games.ts). */
  game: string;
  /** The module's rulesVersion when the game was played; replay refuses a different one. */
  rulesVersion: string;
  seed: number;
  options: unknown;
  events: GameEvent[];
  branch?: RecordBranch;
  /**
   * The readable log, one entry per event, as the game's log showed it (saved files and exported
   * records carry it for people and bug reports). Informational only: replay never reads it, and a
   * record without it is whole.
   */
  log?: RecordLogEntry[];
  /** What happened as the game started, before the first event (the same words as the log's). */
  logStart?: string[];
}

/** One event of the readable log: what was chosen, and what happened. */
export interface RecordLogEntry {
  /** The event's index in `events` (0 for the first). */
  index: number;
  /** The game turn it was chosen in (0 before the first). */
  turn: number;
  /** The phase of the sequence of play it was chosen in. */
  phase: string;
  side: string;
  /** The event as the game labels it ("Draw a chit"). */
  choice: string;
  /** What happened, one sentence a line ("Drew the 1st Army chit: it activates."). */
  outcome: string[];
}

export const BRANCH_NOTE = 'resumed from an earlier point in the inspector (debugging branch)';

/**
 * A fresh record for `module`. Options are validated and completed with the module's defaults;
 * bad options throw (a record must always be replayable).
 */
export function newRecord(module: AnyGameModule, seed: number, options?: unknown): GameRecord {
  if (!Number.isSafeInteger(seed)) throw new Error(`The seed must be an integer, got ${String(seed)}.`);
  const parsed = module.options.schema.safeParse(options ?? module.options.defaults);
  if (!parsed.success) {
    throw new Error(`The options are not valid for ${module.title}: ${describeZodIssue(parsed.error.issues[0])}`);
  }
  return { game: module.id, rulesVersion: module.rulesVersion, seed, options: parsed.data, events: [] };
}

/** A deep copy, so callers can keep or edit a record without touching a live one. */
export function cloneRecord(record: GameRecord): GameRecord {
  return structuredClone(record);
}

/** One readable phrase from a zod issue: `target: Number must be less than or equal to 50`. */
export function describeZodIssue(issue: { path: (string | number)[]; message: string } | undefined): string {
  if (!issue) return 'they do not match the expected shape.';
  const path = issue.path.join('.');
  const where = issue.path.length > 0 ? `${shortened(path, 80)}: ` : '';
  // zod quotes the value it received ('...'): a long one becomes an excerpt.
  const message = issue.message.replace(/'([^']{61,})'/g, (_, value: string) => excerpt(value));
  return `${where}${shortened(message)}.`;
}
