// The inspector's time travel (framework-free): showing the game after any number of events,
// back to the present, resuming from an earlier point as a debugging branch, and the replay of a
// whole game from its seed, stepping by itself at the speed. It also keeps what the inspector
// shows about the record: the last refused event and the branch mark. The record stays whole
// while travelling; bots and the player wait until the present (the controller asks isReplaying
// and the session's isTimeTravelling).
import type { AnyGameModule } from '../core/module';
import { errorText } from '../core/moduleReads';
import type { GameRecord, RecordBranch } from '../core/record';
import { replayStates, type ModuleSnapshot } from '../core/replay';
import type { GameSession } from '../core/session';
import type { Refusal, ReplayState } from '../ui/controller';
import type { Scheduler } from './botDriver';
import type { Speed } from './url';

/** Milliseconds between steps of a replay, by speed. */
export const REPLAY_STEP_MS: Record<Speed, number> = { slow: 1200, normal: 500, fast: 120, instant: 16 };

/** What time travel needs of the controller it serves. */
export interface TimeTravelHost {
  readonly module: AnyGameModule;
  readonly scheduler: Scheduler;
  /** The table's animations: what it was showing is dropped when the point shown changes. */
  readonly animation: { clear(): void };
  /** The live session (a new game replaces it). */
  session(): GameSession;
  speed(): Speed;
  /** The view changed (the session's own changes reach the controller by themselves). */
  changed(): void;
  pushMessage(kind: 'error' | 'info', text: string): void;
  /** A replay starts: a pending showcase "next game" is called off. */
  replayStarting(): void;
  /** A replay reached the end of the record: its result counts as shown. */
  replayEnded(): void;
}

interface Replay {
  states: ModuleSnapshot<AnyGameModule>[];
  at: number;
  timer: unknown;
}

export class TimeTravel {
  private replay: Replay | null = null;
  private refusal: Refusal | null = null;
  private branchMark: RecordBranch | null = null;

  constructor(private readonly host: TimeTravelHost) {}

  get isReplaying(): boolean {
    return this.replay !== null;
  }

  /** The replay's point and length, or null when none shows. */
  get replayState(): ReplayState | null {
    const replay = this.replay;
    return replay ? { at: replay.at, total: replay.states.length - 1 } : null;
  }

  /** The state a replay shows now, or null when none shows (the table shows the session's). */
  get replaySnapshot(): ModuleSnapshot<AnyGameModule> | null {
    const replay = this.replay;
    return replay ? replay.states[replay.at]! : null;
  }

  /** The last event send() refused (null until one is, and after a jump or branch). */
  get lastRefusal(): Refusal | null {
    return this.refusal;
  }

  /** Set when the record was resumed from an earlier point (a debugging branch). */
  get branch(): RecordBranch | null {
    return this.branchMark;
  }

  /** A new game or a continued record: nothing refused yet; the record's own branch mark. */
  reset(record: GameRecord | null): void {
    this.refusal = null;
    this.branchMark = record?.branch ?? null;
  }

  refused(refusal: Refusal): void {
    this.refusal = refusal;
  }

  /**
   * Shows the game after `position` events. The record stays whole (jump forward again, or
   * returnToPresent); bots do not play and the player cannot act until then, or until
   * resumeBranch. What the table was animating is dropped, so it shows that moment at once.
   * Returns an error message, or null.
   */
  jump(position: number): string | null {
    const session = this.host.session();
    if (!Number.isInteger(position) || position < 0 || position > session.length) {
      return `There is no point ${String(position)} in this game: pick 0 to ${session.length}.`;
    }
    // A running replay shows its own states: stop it, then show the point asked for.
    if (this.replay) this.stop(false);
    this.host.animation.clear();
    this.refusal = null;
    if (position === session.position) this.host.changed();
    else session.jumpTo(position);
    return null;
  }

  /** Back to the latest point of the record (play goes on from there). */
  returnToPresent(): void {
    this.jump(this.host.session().length);
  }

  /**
   * Plays on from the point shown. The later events are dropped and the record is marked as a
   * debugging branch (record.branch), also in saves and bug reports. Returns false when not
   * viewing an earlier point.
   */
  resumeBranch(): boolean {
    const session = this.host.session();
    if (this.replay || !session.isTimeTravelling) return false;
    this.host.animation.clear();
    this.refusal = null;
    if (!session.resumeBranch()) return false;
    this.branchMark = session.record.branch ?? null;
    this.host.pushMessage('info', `Resumed from event ${session.position} as a debugging branch: the record is marked as such.`);
    return true;
  }

  /** Replays the game from the start: jumpTo(0), then steps forward by itself at the speed. */
  start(): void {
    const session = this.host.session();
    if (this.replay || session.length === 0) return;
    let states: ModuleSnapshot<AnyGameModule>[];
    try {
      states = replayStates(this.host.module, session.record);
    } catch (error) {
      this.host.pushMessage('error', `The replay could not be built: ${errorText(error)}`);
      return;
    }
    this.host.replayStarting();
    this.host.animation.clear();
    this.replay = { states, at: 0, timer: null };
    session.jumpTo(0);
    this.scheduleStep();
    this.host.changed();
  }

  /** Ends a replay and returns to the present. */
  stop(notify = true): void {
    const replay = this.replay;
    if (!replay) return;
    if (replay.timer !== null) this.host.scheduler.clearTimeout(replay.timer);
    this.replay = null;
    const session = this.host.session();
    if (session.isTimeTravelling) session.jumpTo(session.length);
    if (notify) this.host.changed();
  }

  /** "Next" during a replay: its next step now. False when no replay shows. */
  stepNow(): boolean {
    const replay = this.replay;
    if (!replay) return false;
    if (replay.timer !== null) this.host.scheduler.clearTimeout(replay.timer);
    replay.timer = null;
    this.step(replay);
    return true;
  }

  /** Drops a replay without touching the session (the controller is going away). */
  dispose(): void {
    if (this.replay?.timer != null) this.host.scheduler.clearTimeout(this.replay.timer);
    this.replay = null;
  }

  private scheduleStep(): void {
    const replay = this.replay;
    if (!replay) return;
    replay.timer = this.host.scheduler.setTimeout(() => {
      if (this.replay !== replay) return;
      replay.timer = null;
      this.step(replay);
    }, REPLAY_STEP_MS[this.host.speed()]);
  }

  /** Shows the replay's next step and schedules the one after (or ends the replay). */
  private step(replay: Replay): void {
    const total = replay.states.length - 1;
    // At instant the replay still shows its steps, in about a hundred frames.
    const stride = this.host.speed() === 'instant' ? Math.max(1, Math.ceil(total / 100)) : 1;
    replay.at = Math.min(total, replay.at + stride);
    if (replay.at >= total) {
      this.stop(false);
      this.host.replayEnded();
    } else {
      this.scheduleStep();
    }
    this.host.changed();
  }
}
