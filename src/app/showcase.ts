// Finished games and the showcase's sequence (framework-free): counts each game played to its
// result once and, in showcase mode, starts the next game (seed + 1) after the result has been
// on screen a while, held while the presenter pauses. In showcase mode it also runs the
// watchdog (watchdog.ts), which restarts a game that stops advancing or never ends and says why.
import { leafPath } from '../core/introspect';
import type { AnyGameModule } from '../core/module';
import { safeTurn } from '../core/moduleReads';
import type { GameSession } from '../core/session';
import type { AnimationQueue } from '../scene/animation/queue';
import type { BotDriver, Scheduler } from './botDriver';
import type { AppConfig, Speed } from './url';
import { WATCHDOG_LIMIT_MS, Watchdog, type WatchdogReading, type WatchdogReport } from './watchdog';

/**
 * Showcase: how long a finished game stays on screen before the next begins (at instant too: a
 * showcase's result is meant to be seen, if only for a moment).
 */
export const SHOWCASE_PAUSE_MS: Record<Speed, number> = { slow: 8000, normal: 4000, fast: 1500, instant: 1000 };
/** Showcase: a game still going after this Game Turn, or with more events, never ends (the watchdog restarts it). */
export const SHOWCASE_MAX_TURN = 30;
export const SHOWCASE_MAX_EVENTS = 20_000;

/** What the showcase sequence needs of the controller it serves. */
export interface ShowcaseHost {
  readonly module: AnyGameModule;
  readonly scheduler: Scheduler;
  readonly animation: AnimationQueue;
  /** The live session and its bot driver (a new game replaces both). */
  session(): GameSession;
  driver(): BotDriver;
  config(): AppConfig;
  /** The presenter paused the game. */
  isPaused(): boolean;
  isReplaying(): boolean;
  isDisposed(): boolean;
  /** The next game now (seed + 1). */
  nextGame(): void;
  pushMessage(kind: 'error' | 'info', text: string, notify: boolean): void;
}

export class ShowcaseLoop {
  private timer: unknown = null;
  /** Bumped to forget a wait for the last shots of a finished game (cancel). */
  private idleWait = 0;
  private awaitingShots = false;
  private completed = 0;
  private counted = false;
  /** Showcase only: restarts a game that stops advancing. */
  private readonly watchdog: Watchdog | null;

  constructor(private readonly host: ShowcaseHost) {
    this.watchdog = this.isShowcase
      ? new Watchdog({
          scheduler: host.scheduler,
          read: () => this.reading(),
          limitMs: () => WATCHDOG_LIMIT_MS[host.config().speed],
          onTrip: (report) => this.onTrip(report),
          maxTurn: SHOWCASE_MAX_TURN,
          maxEvents: SHOWCASE_MAX_EVENTS,
        })
      : null;
  }

  /** Games played to the end on this screen. */
  get gamesCompleted(): number {
    return this.completed;
  }

  /** A new game: its result is not counted yet. */
  newGame(): void {
    this.counted = false;
  }

  /** Starts the watchdog afresh for the game just installed. */
  watch(): void {
    this.watchdog?.start();
  }

  /** Counts a finished game once and, in showcase mode, schedules the next one. */
  checkResult(): void {
    const session = this.host.session();
    if (this.host.isReplaying() || session.isTimeTravelling) return;
    if (!session.result()) {
      this.counted = false;
      return;
    }
    if (this.counted) return;
    this.counted = true;
    this.completed++;
    if (this.isShowcase && this.timer === null && !this.awaitingShots) this.scheduleNext();
  }

  /** The presenter resumed: a finished showcase game held on its result goes on to the next one. */
  resumed(): void {
    if (this.isShowcase && this.counted && this.timer === null && !this.awaitingShots) this.scheduleNext();
  }

  /** Calls off a pending next game. */
  cancel(): void {
    this.idleWait++;
    this.awaitingShots = false;
    if (this.timer !== null) {
      this.host.scheduler.clearTimeout(this.timer);
      this.timer = null;
    }
  }

  dispose(): void {
    this.cancel();
    this.watchdog?.stop();
  }

  private get isShowcase(): boolean {
    return this.host.config().mode === 'showcase';
  }

  /**
   * The next game after the result has been on screen a while; held while paused. The while
   * starts once the game's last shots have played (the result card waits for them too).
   */
  private scheduleNext(): void {
    const animation = this.host.animation;
    if (!animation.isIdle()) {
      const token = ++this.idleWait;
      this.awaitingShots = true;
      const go = () => {
        if (token !== this.idleWait) return;
        this.awaitingShots = false;
        if (!this.host.isDisposed()) this.scheduleNext();
      };
      animation.whenIdle().then(go, go);
      return;
    }
    this.timer = this.host.scheduler.setTimeout(() => {
      this.timer = null;
      // Paused on the result: resumed() schedules it again.
      if (this.host.isDisposed() || this.host.isReplaying() || this.host.isPaused()) return;
      this.host.nextGame();
    }, SHOWCASE_PAUSE_MS[this.host.config().speed]);
  }

  /** What the watchdog compares between checks: the record and the animation queue. */
  private reading(): WatchdogReading {
    const session = this.host.session();
    const animation = this.host.animation;
    const shot = animation.current?.shot.id ?? 0;
    return {
      progress: `${session.length}:${shot}:${animation.queued.length}`,
      paused: this.host.isPaused() || this.host.isReplaying(),
      over: session.result() !== null,
      turn: safeTurn(this.host.module, session.snapshot),
      events: session.length,
    };
  }

  /** The watchdog found the game stuck or endless: say why (console and screen), then the next game. */
  private onTrip(report: WatchdogReport): void {
    if (this.host.isDisposed()) return;
    const session = this.host.session();
    const animation = this.host.animation;
    const snapshot = session.snapshot;
    let state = '';
    let waiting: string[] = [];
    try {
      state = leafPath(snapshot);
      waiting = this.host.module.waitingOn(snapshot);
    } catch {
      // The report goes out with what could be read.
    }
    const details = {
      seed: this.host.config().seed,
      position: session.position,
      events: session.length,
      turn: report.reading.turn,
      state,
      waitingOn: waiting,
      botFailed: this.host.driver().hasFailed,
      queue: { current: animation.current?.shot.beat.type ?? null, queued: animation.queued.length },
    };
    console.warn(`Showcase watchdog: ${report.message}; restarting with a new seed.`, details);
    this.host.pushMessage(
      'info',
      `Watchdog: ${report.message} (seed ${details.seed}, event ${details.position}, state ${state || '?'}, waiting on ${waiting.join(', ') || 'nobody'}); the next game starts.`,
      false,
    );
    this.host.nextGame();
  }
}
