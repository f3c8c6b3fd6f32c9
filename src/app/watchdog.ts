// The showcase's watchdog (framework-free): a screen that plays for hours must not sit forever on
// a game that stopped advancing (a bot that failed, an animation that never ends, a lost driver)
// or on one that never ends. Every `checkEveryMs` it reads a progress signature (the record's
// length and the animation queue's state); when the signature has not changed for `limitMs` while
// the game is neither paused nor over, or the game ran past its turn or event limit, it reports
// once (the controller then logs why and starts the next game). Time is counted in its own checks,
// so it runs on any Scheduler (the manual one in tests included).
import type { Scheduler } from './botDriver';
import type { Speed } from './url';

/** How long a showcase game may stand still before the watchdog restarts it, by speed. */
export const WATCHDOG_LIMIT_MS: Record<Speed, number> = { slow: 90_000, normal: 60_000, fast: 40_000, instant: 20_000 };

/** What the watchdog reads at each check. */
export interface WatchdogReading {
  /** Changes whenever the game advances: e.g. `${record length}:${queue shot id}:${queued}`. */
  progress: string;
  /** Paused by the presenter: waiting is expected. */
  paused: boolean;
  /** The game is over (its result is showing): waiting is expected. */
  over: boolean;
  /** The game turn now. */
  turn: number;
  /** Events in the record. */
  events: number;
}

export type WatchdogReason = 'stalled' | 'turn-limit' | 'event-limit';

export interface WatchdogReport {
  reason: WatchdogReason;
  /** Milliseconds without progress (for 'stalled'). */
  stalledMs: number;
  reading: WatchdogReading;
  /** One sentence, for the log and the screen. */
  message: string;
}

export interface WatchdogOptions {
  scheduler: Scheduler;
  read: () => WatchdogReading;
  /** The stall limit now (read at every check, so a speed change applies at once). */
  limitMs: () => number;
  onTrip: (report: WatchdogReport) => void;
  /** Default 1000. */
  checkEveryMs?: number;
  /** A game still going after this turn never ends (default: no limit). */
  maxTurn?: number;
  /** A game with more events than this never ends (default: no limit). */
  maxEvents?: number;
}

export class Watchdog {
  private timer: unknown = null;
  private lastProgress: string | null = null;
  private stillFor = 0;
  private tripped = false;
  private readonly every: number;

  constructor(private readonly options: WatchdogOptions) {
    this.every = Math.max(1, options.checkEveryMs ?? 1000);
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Milliseconds the game has stood still (while it counts: not paused, not over). */
  get stalledMs(): number {
    return this.stillFor;
  }

  /** Starts watching afresh (a new game): the count starts at zero and may trip again. */
  start(): void {
    this.stop();
    this.lastProgress = null;
    this.stillFor = 0;
    this.tripped = false;
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) this.options.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  /** One check now (the timer calls it; tests may too). Returns the report when it trips. */
  check(): WatchdogReport | null {
    if (this.tripped) return null;
    const reading = this.options.read();
    const report = this.evaluate(reading);
    if (report) {
      this.tripped = true;
      this.stop();
      this.options.onTrip(report);
    }
    return report;
  }

  private evaluate(reading: WatchdogReading): WatchdogReport | null {
    const { maxTurn, maxEvents } = this.options;
    if (!reading.over && maxTurn !== undefined && reading.turn > maxTurn) {
      return { reason: 'turn-limit', stalledMs: 0, reading, message: `the game is at turn ${reading.turn}, past the limit of ${maxTurn}` };
    }
    if (!reading.over && maxEvents !== undefined && reading.events > maxEvents) {
      return { reason: 'event-limit', stalledMs: 0, reading, message: `the game has ${reading.events} events, past the limit of ${maxEvents}` };
    }
    const advanced = reading.progress !== this.lastProgress;
    this.lastProgress = reading.progress;
    // Paused or over: standing still is expected; the count starts again when play resumes.
    if (advanced || reading.paused || reading.over) {
      this.stillFor = 0;
      return null;
    }
    this.stillFor += this.every;
    const limit = this.options.limitMs();
    if (this.stillFor < limit) return null;
    return {
      reason: 'stalled',
      stalledMs: this.stillFor,
      reading,
      message: `the game has not advanced for ${Math.round(this.stillFor / 1000)} s (limit ${Math.round(limit / 1000)} s)`,
    };
  }

  private schedule(): void {
    this.timer = this.options.scheduler.setTimeout(() => {
      this.timer = null;
      this.check();
      if (!this.tripped) this.schedule();
    }, this.every);
  }
}
