// One game being played: a live actor plus the record that rebuilds it. Everything the table,
// the overlay and the inspector do to a game goes through here, so every accepted event lands
// in the record, a refused one changes nothing, and undo / time travel are replays from the seed.
import type { Actor, AnyStateMachine, Subscription } from 'xstate';
import type { AnyGameModule, GameEvent, Outcome } from './module';
import { BRANCH_NOTE, cloneRecord, newRecord, type GameRecord } from './record';
import {
  canAccept,
  checkRecordForModule,
  refusalReason,
  replay,
  sendRecordedEvent,
  startActor,
  type ModuleSnapshot,
} from './replay';
import { excerpt } from './excerpt';

export type SendResult = { ok: true } | { ok: false; error: string };
export type SessionListener<M extends AnyGameModule = AnyGameModule> = (snapshot: ModuleSnapshot<M>) => void;
/** What the machine emitted (`dice.rolled`, moves, losses, draws): the beats the scene animates. */
export type EmittedListener = (emitted: { type: string; [key: string]: unknown }) => void;

export interface SessionStart {
  seed: number;
  options?: unknown;
}

function isRecord(start: GameRecord | SessionStart): start is GameRecord {
  return 'events' in start && Array.isArray((start as GameRecord).events);
}

export class GameSession<M extends AnyGameModule = AnyGameModule> {
  readonly module: M;
  private fullRecord: GameRecord;
  /** randomnessAfter[i] = module.randomness(state after i events), for the whole record. */
  private randomnessAfter: number[] = [];
  /** How many events of the record the live actor has applied (< events.length while time travelling). */
  private applied = 0;
  private actor!: Actor<AnyStateMachine>;
  private emittedForward: Subscription | null = null;
  private readonly listeners = new Set<SessionListener<M>>();
  private readonly emittedListeners = new Set<EmittedListener>();
  /** What the machine emitted during the send in progress; delivered once the event is committed. */
  private pendingEmitted: Parameters<EmittedListener>[0][] = [];

  /** Starts a new game from `{ seed, options }`, or continues a record (throws ReplayError if it is bad). */
  constructor(module: M, start: GameRecord | SessionStart) {
    this.module = module;
    this.fullRecord = isRecord(start) ? cloneRecord(start) : newRecord(module, start.seed, start.options);
    this.fullRecord.options = checkRecordForModule(module, this.fullRecord);
    this.rebuild(this.fullRecord.events.length, true);
  }

  /** The current machine snapshot (stable between changes, so fine for useSyncExternalStore). */
  get snapshot(): ModuleSnapshot<M> {
    return this.actor.getSnapshot() as ModuleSnapshot<M>;
  }

  /** A copy of the whole record (including events after the current point while time travelling). */
  get record(): GameRecord {
    return cloneRecord(this.fullRecord);
  }

  /** Number of events applied to the current state. */
  get position(): number {
    return this.applied;
  }

  /** Number of events in the record. */
  get length(): number {
    return this.fullRecord.events.length;
  }

  /** True while jumped back to an earlier point (play is paused until jumpTo(length) or resumeBranch()). */
  get isTimeTravelling(): boolean {
    return this.applied < this.fullRecord.events.length;
  }

  legal(): GameEvent[] {
    return this.module.legalEvents(this.snapshot);
  }

  result(): Outcome | null {
    return this.module.result(this.snapshot);
  }

  /** Sends one event. A refused event changes nothing, not even the record. */
  send(event: GameEvent): SendResult {
    if (!event || typeof event !== 'object' || typeof event.type !== 'string') {
      return { ok: false, error: 'An event must be an object with a string "type".' };
    }
    if (typeof event.side !== 'string') {
      return { ok: false, error: `The event ${excerpt(event.type)} does not say which side sends it.` };
    }
    if (this.isTimeTravelling) {
      return {
        ok: false,
        error: 'You are viewing an earlier point: jump back to the present, or resume from here as a debugging branch.',
      };
    }
    const before = this.actor.getSnapshot();
    if (!canAccept(before, event)) return { ok: false, error: refusalReason(this.module, before, event) };
    let copy: GameEvent;
    try {
      copy = structuredClone(event);
    } catch {
      return { ok: false, error: `The event ${excerpt(event.type)} holds values that cannot be saved.` };
    }
    this.pendingEmitted = [];
    this.actor.send(copy);
    const after = this.actor.getSnapshot();
    if (after.status === 'error') {
      this.pendingEmitted = [];
      const reason = after.error instanceof Error ? after.error.message : String(after.error);
      this.rebuild(this.applied, false);
      return { ok: false, error: `${excerpt(event.type)} made the game machine fail: ${reason}` };
    }
    this.fullRecord.events.push(copy);
    this.applied++;
    this.randomnessAfter.push(this.module.randomness(after));
    const emitted = this.pendingEmitted;
    this.pendingEmitted = [];
    for (const item of emitted) {
      for (const listener of [...this.emittedListeners]) callSafely(() => listener(item));
    }
    this.notify();
    return { ok: true };
  }

  /** True when the last event can be taken back: at the present, and it drew no randomness. */
  canUndo(): boolean {
    const n = this.applied;
    if (n === 0 || this.isTimeTravelling) return false;
    return this.randomnessAfter[n] === this.randomnessAfter[n - 1];
  }

  /** Takes back the last event by replaying from the seed. Returns false when canUndo() is false. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.fullRecord.events.pop();
    this.randomnessAfter.pop();
    this.rebuild(this.fullRecord.events.length, false);
    this.notify();
    return true;
  }

  /** Time travel: the state after `index` events. The record is kept whole, so you can jump forward again. */
  jumpTo(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index > this.fullRecord.events.length) {
      throw new RangeError(`jumpTo needs an index from 0 to ${this.fullRecord.events.length}, got ${String(index)}.`);
    }
    this.rebuild(index, false);
    this.notify();
  }

  /**
   * Continues play from the point jumped to: drops the later events and marks the record as a
   * debugging branch. Returns false (and changes nothing) when not time travelling.
   */
  resumeBranch(): boolean {
    if (!this.isTimeTravelling) return false;
    const fromIndex = Math.min(this.applied, this.fullRecord.branch?.fromIndex ?? Infinity);
    this.fullRecord.events.length = this.applied;
    this.randomnessAfter.length = this.applied + 1;
    this.fullRecord.branch = { fromIndex, note: BRANCH_NOTE };
    this.notify();
    return true;
  }

  /** Called after each accepted event, undo, jump and branch. Returns the unsubscribe function. */
  subscribe(listener: SessionListener<M>): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Forwards what the machine emits while playing (not during the replays behind undo and jumps).
   * Delivered after the event is committed to the record, before subscribers are notified.
   */
  onEmitted(listener: EmittedListener): () => void {
    this.emittedListeners.add(listener);
    return () => {
      this.emittedListeners.delete(listener);
    };
  }

  /** Stops the actor; the session is unusable afterwards. */
  dispose(): void {
    this.emittedForward?.unsubscribe();
    this.actor.stop();
    this.listeners.clear();
    this.emittedListeners.clear();
  }

  /** Replaces the actor with one replayed to `count` events; optionally recomputes randomness counts. */
  private rebuild(count: number, computeRandomness: boolean): void {
    const old = this.actor as Actor<AnyStateMachine> | undefined;
    this.emittedForward?.unsubscribe();
    this.emittedForward = null;
    old?.stop();
    if (computeRandomness) {
      const actor = startActor(this.module, this.fullRecord);
      const counts = [this.module.randomness(actor.getSnapshot())];
      try {
        this.fullRecord.events.forEach((event, i) => {
          sendRecordedEvent(this.module, actor, event, i);
          counts.push(this.module.randomness(actor.getSnapshot()));
        });
      } catch (error) {
        actor.stop();
        throw error;
      }
      this.randomnessAfter = counts;
      this.actor = actor;
    } else {
      this.actor = replay(this.module, this.fullRecord, { upTo: count }).actor as Actor<AnyStateMachine>;
    }
    this.applied = count;
    this.emittedForward = this.actor.on('*', (emitted) => {
      this.pendingEmitted.push(emitted as Parameters<EmittedListener>[0]);
    });
  }

  private notify(): void {
    const snapshot = this.snapshot;
    for (const listener of [...this.listeners]) callSafely(() => listener(snapshot));
  }
}

/** A failing listener must not break the game: its error is rethrown outside the session's work. */
function callSafely(call: () => void): void {
  try {
    call();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
