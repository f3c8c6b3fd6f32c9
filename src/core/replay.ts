// Rebuilds a game from its record: a fresh actor from the seed and options, then every event in
// order. Load, undo, time travel and replay fixtures all go through here, so an illegal or
// foreign record fails loudly, with the index of the event that broke it.
import { createActor, type Actor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { AnyGameModule, GameEvent } from './module';
import { describeZodIssue, type GameRecord } from './record';
import { excerpt, shortened } from './excerpt';

export type ModuleMachine<M extends AnyGameModule> = M['machine'];
export type ModuleSnapshot<M extends AnyGameModule> = SnapshotFrom<M['machine']>;

/** Why a record could not be replayed. `eventIndex` is null when the record itself is wrong. */
export class ReplayError extends Error {
  override name = 'ReplayError';
  constructor(
    message: string,
    readonly eventIndex: number | null = null,
    readonly event?: GameEvent,
    /** The module's own explanation (explainIllegal), when an event was refused. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface ReplayOptions {
  /** Replay only the first `upTo` events (0 = the starting position). Default: all of them. */
  upTo?: number;
}

export interface ReplayResult<M extends AnyGameModule = AnyGameModule> {
  /** The live actor, positioned after the replayed events; stop it when done with it. */
  actor: Actor<ModuleMachine<M>>;
  snapshot: ModuleSnapshot<M>;
  /** How many events were sent (always `upTo`, or all events, when no error is thrown). */
  accepted: number;
}

/** Checks the record belongs to this module and version; returns the options (defaults filled in). */
export function checkRecordForModule(module: AnyGameModule, record: GameRecord): unknown {
  if (record.game !== module.id) {
    throw new ReplayError(`This record is a game of ${excerpt(record.game)}, not of ${module.title} ("${module.id}").`);
  }
  if (record.rulesVersion !== module.rulesVersion) {
    throw new ReplayError(
      `This record was played under rules version ${record.rulesVersion} of ${module.title}, ` +
        `but this build has rules version ${module.rulesVersion}, so it cannot be replayed exactly.`,
    );
  }
  if (!Number.isSafeInteger(record.seed)) {
    throw new ReplayError(`The record's seed must be an integer, got ${String(record.seed)}.`);
  }
  if (!Array.isArray(record.events)) throw new ReplayError('The record has no list of events.');
  const parsed = module.options.schema.safeParse(record.options ?? module.options.defaults);
  if (!parsed.success) {
    throw new ReplayError(
      `The record's options are not valid for ${module.title}: ${describeZodIssue(parsed.error.issues[0])}`,
    );
  }
  return parsed.data;
}

/** The state value as a short readable path, e.g. `gameTurn.chitPull`. */
export function describeStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const rest = describeStateValue(inner);
        return rest ? `${key}.${rest}` : key;
      })
      .join(', ');
  }
  return '';
}

/** Why `event` is refused now: the module's explanation, or a generic sentence naming type and state. */
export function refusalReason(module: AnyGameModule, snapshot: SnapshotFrom<AnyStateMachine>, event: GameEvent): string {
  if (!event || typeof event !== 'object' || typeof event.type !== 'string') {
    return 'An event must be an object with a string "type".';
  }
  if (typeof event.side !== 'string') return `The event ${excerpt(event.type)} does not say which side sends it.`;
  let explained: string | null = null;
  try {
    explained = module.explainIllegal(snapshot, event);
  } catch {
    explained = null;
  }
  if (explained) return explained;
  if (snapshot.status === 'done') return `The game is over, so ${excerpt(event.type)} cannot be sent.`;
  return `${excerpt(event.type)} by ${shortened(String(event.side), 60)} cannot be sent in state ${describeStateValue(snapshot.value)}.`;
}

/** True when `snapshot.can(event)` accepts it; a guard that throws counts as a refusal. */
export function canAccept(snapshot: SnapshotFrom<AnyStateMachine>, event: GameEvent): boolean {
  if (!event || typeof event !== 'object' || typeof event.type !== 'string' || typeof event.side !== 'string') {
    return false;
  }
  if (snapshot.status !== 'active') return false;
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A started actor at the game's starting position. Errors are observed, never thrown later. */
export function startActor(module: AnyGameModule, record: GameRecord): Actor<AnyStateMachine> {
  const options = checkRecordForModule(module, record);
  const actor = createActor(module.machine, { input: { seed: record.seed, options } });
  // Without an error observer xstate rethrows machine errors in a later macrotask.
  actor.subscribe({ error: () => undefined });
  actor.start();
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') {
    throw new ReplayError(`${module.title} failed to start: ${errorText(snapshot.error)}`);
  }
  return actor;
}

/**
 * Sends one recorded event to `actor`, throwing a ReplayError if it is refused or breaks the
 * machine. `index` is only for the message.
 */
export function sendRecordedEvent(
  module: AnyGameModule,
  actor: Actor<AnyStateMachine>,
  event: GameEvent,
  index: number,
): void {
  const before = actor.getSnapshot();
  const label = event && typeof event === 'object' ? `${excerpt(event.type)} by ${shortened(String(event.side), 60)}` : 'event';
  // The message counts from 1, as the game log numbers events; `index` stays 0-based.
  const n = index + 1;
  if (!canAccept(before, event)) {
    const reason = refusalReason(module, before, event);
    throw new ReplayError(`Event ${n} (${label}) is illegal at that point: ${reason}`, index, event, reason);
  }
  actor.send(event);
  const after = actor.getSnapshot();
  if (after.status === 'error') {
    const reason = errorText(after.error);
    throw new ReplayError(`Event ${n} (${label}) made the game machine fail: ${reason}`, index, event, reason);
  }
}

function checkUpTo(record: GameRecord, upTo: number | undefined): number {
  const count = upTo ?? record.events.length;
  if (!Number.isInteger(count) || count < 0 || count > record.events.length) {
    throw new RangeError(`upTo must be an integer from 0 to ${record.events.length}, got ${String(upTo)}.`);
  }
  return count;
}

/** Replays `record` (or its first `upTo` events) from the seed. Throws ReplayError on a bad record. */
export function replay<M extends AnyGameModule>(
  module: M,
  record: GameRecord,
  options: ReplayOptions = {},
): ReplayResult<M> {
  const actor = startActor(module, record);
  const count = checkUpTo(record, options.upTo);
  try {
    for (let i = 0; i < count; i++) sendRecordedEvent(module, actor, record.events[i]!, i);
  } catch (error) {
    actor.stop();
    throw error;
  }
  return {
    actor: actor as Actor<ModuleMachine<M>>,
    snapshot: actor.getSnapshot() as ModuleSnapshot<M>,
    accepted: count,
  };
}

/**
 * Every intermediate snapshot, for time travel: element i is the state after i events
 * (element 0 is the starting position), so the array has events.length + 1 entries.
 */
export function replayStates<M extends AnyGameModule>(module: M, record: GameRecord): ModuleSnapshot<M>[] {
  const actor = startActor(module, record);
  const states: ModuleSnapshot<M>[] = [actor.getSnapshot() as ModuleSnapshot<M>];
  try {
    record.events.forEach((event, i) => {
      sendRecordedEvent(module, actor, event, i);
      states.push(actor.getSnapshot() as ModuleSnapshot<M>);
    });
  } finally {
    actor.stop();
  }
  return states;
}
