// One game on screen, framework-free: the GameSession (created here, outside React, so
// StrictMode cannot duplicate the actor), the bot driver, the animation queue (fed with what the
// machine emits; bots wait for it to drain), the autosave, the log, messages, the replay of a
// finished game and the showcase loop. React reads `getView()` through
// useSyncExternalStore and calls the methods; nothing here decides a rule.
import type { AnyGameModule, GameEvent, Outcome } from '../core/module';
import type { GameRecord, RecordBranch } from '../core/record';
import { replayStates, type ModuleSnapshot } from '../core/replay';
import { serializeSave } from '../core/saveFile';
import { GameSession, type SendResult } from '../core/session';
import { AnimationQueue, type Beat } from '../scene/animation/queue';
import { clearAutosave, findAutosave, writeAutosave, type KeyValueStore } from './autosave';
import { BotDriver, browserScheduler, type Scheduler } from './botDriver';
import { cryptoSeed, type AppConfig, type Speed } from './url';
import { TeachGate, explainWhyNot, type TeachAuto, type TeachState } from './teachGate';
import { leafPath } from '../core/introspect';
import { WATCHDOG_LIMIT_MS, Watchdog, type WatchdogReport } from './watchdog';

export interface AppMessage {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

export interface LogEntry {
  label: string;
  side: string;
}

/** Inspector: an event send() refused, and the session's reason (with the rule that refused it). */
export interface Refusal {
  event: GameEvent;
  reason: string;
  /** Events applied when it was refused (the state it was refused in). */
  position: number;
}

export interface ReplayState {
  /** Events shown so far (0 = the starting position). */
  at: number;
  total: number;
}

export interface GameView {
  /** What the table and overlay show: the live state, or the replay's current point. */
  snapshot: ModuleSnapshot<AnyGameModule>;
  config: AppConfig;
  /** Events applied to the snapshot shown. */
  position: number;
  /** Events in the record. */
  length: number;
  /** One entry per event of the record (labels made in the state before each event). */
  log: readonly LogEntry[];
  canUndo: boolean;
  /** True when the player may act: at the present, no replay, game not over. */
  interactive: boolean;
  timeTravelling: boolean;
  replay: ReplayState | null;
  /** Inspector: the last event send() refused (null until one is, and after a jump or branch). */
  lastRefusal: Refusal | null;
  /** Inspector: set when the record was resumed from an earlier point (a debugging branch). */
  branch: RecordBranch | null;
  result: Outcome | null;
  /** The bot side the game waits on, or null. */
  thinkingSide: string | null;
  messages: readonly AppMessage[];
  /** Showcase: games played to the end on this screen. */
  gamesCompleted: number;
  /** Teach mode: the step being taught, whether play holds for "Next", the tour (teachGate.ts); null in other modes. */
  teach: TeachState | null;
  /** The presenter paused the game (bots and animations hold). */
  paused: boolean;
}

/** Milliseconds between steps of a replay, by speed. */
export const REPLAY_STEP_MS: Record<Speed, number> = { slow: 1200, normal: 500, fast: 120, instant: 16 };
/**
 * Showcase: how long a finished game stays on screen before the next begins (at instant too: a
 * showcase's result is meant to be seen, if only for a moment).
 */
export const SHOWCASE_PAUSE_MS: Record<Speed, number> = { slow: 8000, normal: 4000, fast: 1500, instant: 1000 };
/** Showcase: a game still going after this Game Turn, or with more events, never ends (the watchdog restarts it). */
export const SHOWCASE_MAX_TURN = 30;
export const SHOWCASE_MAX_EVENTS = 20_000;

export interface GameControllerOptions {
  module: AnyGameModule;
  /** A config with `game` set to module.id. */
  config: AppConfig;
  storage: KeyValueStore | null;
  /** A record to continue (a loaded save); without it the autosave is looked up. */
  record?: GameRecord;
  scheduler?: Scheduler;
  randomSeed?: () => number;
  /** The seed or speed changed (new game, showcase, speed menu): the host writes the URL. */
  onConfigChange?: (config: AppConfig) => void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function safeLabel(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, event: GameEvent): string {
  try {
    return module.labelEvent(snapshot, event);
  } catch {
    return event.type;
  }
}

/** True when the viewer asked the system for less motion. */
function prefersReducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

export class GameController {
  readonly module: AnyGameModule;
  /**
   * The scene's animation queue: every beat the machine emits in play goes in; the table drives
   * it (useAnimationFrameQueue) and plays its shots; bots wait for it below instant speed.
   */
  readonly animation: AnimationQueue;
  private config: AppConfig;
  private readonly storage: KeyValueStore | null;
  private readonly scheduler: Scheduler;
  private readonly randomSeed: () => number;
  private readonly onConfigChange: ((config: AppConfig) => void) | undefined;

  private session!: GameSession;
  private driver!: BotDriver;
  private unsubscribeSession: (() => void) | null = null;
  private unsubscribeEmitted: (() => void) | null = null;
  private log: LogEntry[] = [];
  private messages: AppMessage[] = [];
  private nextMessageId = 1;
  private replay: { states: ModuleSnapshot<AnyGameModule>[]; at: number; timer: unknown } | null = null;
  private showcaseTimer: unknown = null;
  private gamesCompleted = 0;
  private countedResult = false;
  /** Inspector: see GameView.lastRefusal and GameView.branch. */
  private lastRefusal: Refusal | null = null;
  private branchMark: RecordBranch | null = null;
  /** Teach mode only: holds play at each new step of the sequence of play until "Next". */
  private readonly teach: TeachGate | null;
  private paused = false;
  /** Showcase only: restarts a game that stops advancing (watchdog.ts). */
  private watchdog: Watchdog | null = null;
  private view!: GameView;
  private readonly listeners = new Set<() => void>();
  private disposed = false;

  constructor(options: GameControllerOptions) {
    if (options.config.game !== options.module.id) {
      throw new Error(`GameController for ${options.module.id} was given a config for ${String(options.config.game)}.`);
    }
    this.module = options.module;
    this.config = { ...options.config };
    this.storage = options.storage;
    this.scheduler = options.scheduler ?? browserScheduler;
    this.randomSeed = options.randomSeed ?? cryptoSeed;
    this.onConfigChange = options.onConfigChange;
    this.animation = new AnimationQueue({ speed: this.config.speed, reducedMotion: prefersReducedMotion() });
    this.teach =
      this.config.mode === 'teach'
        ? new TeachGate({
            module: this.module,
            scheduler: this.scheduler,
            speed: this.config.speed,
            onRelease: () => {
              this.driver.poke();
              this.emitChange();
            },
          })
        : null;
    if (this.config.mode === 'showcase') {
      this.watchdog = new Watchdog({
        scheduler: this.scheduler,
        read: () => this.watchdogReading(),
        limitMs: () => WATCHDOG_LIMIT_MS[this.config.speed],
        onTrip: (report) => this.onWatchdogTrip(report),
        maxTurn: SHOWCASE_MAX_TURN,
        maxEvents: SHOWCASE_MAX_EVENTS,
      });
    }

    let record: GameRecord | null = options.record ?? null;
    if (!record) {
      const found = findAutosave(this.storage, this.module, this.config.seed, this.config.options);
      if (found.kind === 'continue') record = found.record;
      else if (found.kind === 'bad') this.pushMessage('info', found.error, false);
    }
    if (record) {
      try {
        this.install(new GameSession(this.module, record), record);
        if (options.record) {
          this.pushMessage('info', `Loaded the saved game (${record.events.length} events played).`);
        } else if (record.events.length > 0) {
          this.pushMessage('info', `Continuing the autosaved game (${record.events.length} events played). "New game" starts afresh.`);
        }
        return;
      } catch (error) {
        this.pushMessage('info', `The autosaved game could not be continued (${errorText(error)}); starting a new game.`, false);
      }
    }
    this.install(new GameSession(this.module, { seed: this.config.seed, options: this.config.options }), null);
  }

  // --- for React (useSyncExternalStore) ---------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getView = (): GameView => this.view;

  /** The live session (for tools and tests; the UI goes through the methods below). */
  get currentSession(): GameSession {
    return this.session;
  }

  get currentDriver(): BotDriver {
    return this.driver;
  }

  // --- actions ----------------------------------------------------------------------------

  /** A human's decision. A refused event changes nothing and shows the session's reason. */
  send(event: GameEvent): SendResult {
    if (this.replay) {
      const error = 'A replay is showing: stop it before playing on.';
      this.pushMessage('error', error);
      return { ok: false, error };
    }
    if (this.teach?.isHolding) {
      // Teach mode: the learner reads the step first; nothing is sent.
      const error = 'Read this step first, then press Next.';
      this.pushMessage('error', error);
      return { ok: false, error };
    }
    const result = this.commit(event);
    if (!result.ok) {
      this.lastRefusal = { event, reason: result.error, position: this.session.position };
      this.pushMessage('error', `Refused: ${result.error}`);
      // Teach mode: the teaching card says which rule forbids it.
      if (this.teach && typeof event?.type === 'string') {
        this.teach.explain({ type: event.type, text: result.error, refused: true });
        this.emitChange();
      }
    }
    return result;
  }

  /** Teach mode's "Why not?": why `type` cannot be sent by `side` now, shown in the teaching card. */
  whyNot(type: string, side: string): string | null {
    if (!this.teach) return null;
    const text = explainWhyNot(this.module, this.view.snapshot, type, side);
    this.teach.explain({ type, text, refused: false });
    this.emitChange();
    return text;
  }

  /** Teach mode: auto-advance after a delay (seconds at normal speed), or 'off'. */
  setTeachAuto(auto: TeachAuto): void {
    if (!this.teach) return;
    this.teach.setAuto(auto);
    this.driver.poke();
    this.emitChange();
  }

  /**
   * Takes back the last human decision (and the bot replies after it), never across a die
   * roll or hidden draw. Returns false when nothing could be taken back.
   */
  undo(): boolean {
    if (this.replay || !this.session.canUndo()) return false;
    // What is still being shown is about to be taken back.
    this.animation.clear();
    const driver = this.driver;
    let undone = false;
    // Bot events after the human's last decision go first, then the decision itself.
    for (;;) {
      const last = this.lastAppliedEvent();
      if (!last || !this.session.canUndo()) break;
      const wasBot = driver.isBot(last.side);
      if (!this.session.undo()) break;
      undone = true;
      if (!wasBot) break;
    }
    return undone;
  }

  /**
   * "Next": finishes what the table is showing now and, where a bot's decision waits (for its
   * delay or for the animations), has it made at once; in a replay, shows the next step now.
   */
  next(): void {
    // Teach mode: "Next" first ends the pause on the step being taught.
    if (this.teach?.next()) {
      this.driver.poke();
      this.emitChange();
      return;
    }
    this.animation.skip();
    const replay = this.replay;
    if (replay) {
      if (replay.timer !== null) this.scheduler.clearTimeout(replay.timer);
      replay.timer = null;
      this.replayStep(replay);
      return;
    }
    this.driver.hurry();
  }

  /** Clears the autosave and starts a new game with a new random seed. */
  newGame(): void {
    clearAutosave(this.storage, this.module.id);
    this.stopReplay(false);
    this.countedResult = false;
    this.config = { ...this.config, seed: this.randomSeed(), seedFromUrl: true };
    this.install(new GameSession(this.module, { seed: this.config.seed, options: this.config.options }), null);
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  /** The save file for the current record: a file name and its text. */
  saveFile(now: Date = new Date()): { name: string; text: string } {
    const record = this.session.record;
    const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return { name: `sandtable-${record.game}-seed${record.seed}-${stamp}.json`, text: serializeSave(record, now) };
  }

  setSpeed(speed: Speed): void {
    if (speed === this.config.speed) return;
    this.config = { ...this.config, speed };
    this.animation.setSpeed(speed);
    this.driver.setSpeed(speed);
    this.teach?.setSpeed(speed);
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** The presenter's pause: bots stop deciding and the animation on screen holds where it is. */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.animation.setHeld(true);
    this.emitChange();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.animation.setHeld(false);
    this.driver.poke();
    // A finished showcase game held on its result goes on to the next one.
    if (this.config.mode === 'showcase' && this.countedResult && this.showcaseTimer === null) this.scheduleShowcaseNext();
    this.emitChange();
  }

  togglePause(): void {
    if (this.paused) this.resume();
    else this.pause();
  }

  /** Showcase: the next game now (seed + 1), whatever the state of this one. */
  nextGame(): void {
    this.cancelShowcase();
    this.stopReplay(false);
    this.config = { ...this.config, seed: this.config.seed + 1, seedFromUrl: true };
    this.install(new GameSession(this.module, { seed: this.config.seed, options: this.config.options }), null);
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  // --- inspector: time travel and debugging branches ---------------------------------------

  /**
   * Inspector: shows the game after `position` events. The record stays whole (jump forward
   * again, or returnToPresent); bots do not play and the player cannot act until then, or until
   * resumeBranch. What the table was animating is dropped, so it shows that moment at once.
   * Returns an error message, or null.
   */
  timeTravel(position: number): string | null {
    if (!Number.isInteger(position) || position < 0 || position > this.session.length) {
      return `There is no point ${String(position)} in this game: pick 0 to ${this.session.length}.`;
    }
    // A running replay shows its own states: stop it, then show the point asked for.
    if (this.replay) this.stopReplay(false);
    this.animation.clear();
    this.lastRefusal = null;
    if (position === this.session.position) this.emitChange();
    else this.session.jumpTo(position);
    return null;
  }

  /** Inspector: opens or closes the panel; the host writes inspector=1 into the URL (or drops it). */
  setInspector(open: boolean): void {
    if (open === this.config.inspector) return;
    this.config = { ...this.config, inspector: open };
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  /** Inspector: back to the latest point of the record (play goes on from there). */
  returnToPresent(): void {
    this.timeTravel(this.session.length);
  }

  /**
   * Inspector: plays on from the point shown. The later events are dropped and the record is
   * marked as a debugging branch (record.branch), also in saves and bug reports. Returns false
   * when not viewing an earlier point.
   */
  resumeBranch(): boolean {
    if (this.replay || !this.session.isTimeTravelling) return false;
    this.animation.clear();
    this.lastRefusal = null;
    if (!this.session.resumeBranch()) return false;
    this.branchMark = this.session.record.branch ?? null;
    this.pushMessage('info', `Resumed from event ${this.session.position} as a debugging branch: the record is marked as such.`);
    return true;
  }

  /** Replays the game from the start: jumpTo(0), then steps forward by itself at the speed. */
  startReplay(): void {
    if (this.replay || this.session.length === 0) return;
    let states: ModuleSnapshot<AnyGameModule>[];
    try {
      states = replayStates(this.module, this.session.record);
    } catch (error) {
      this.pushMessage('error', `The replay could not be built: ${errorText(error)}`);
      return;
    }
    this.cancelShowcase();
    this.animation.clear();
    this.replay = { states, at: 0, timer: null };
    this.session.jumpTo(0);
    this.scheduleReplayStep();
    this.emitChange();
  }

  /** Ends a replay and returns to the present. */
  stopReplay(notify = true): void {
    const replay = this.replay;
    if (!replay) return;
    if (replay.timer !== null) this.scheduler.clearTimeout(replay.timer);
    this.replay = null;
    if (this.session.isTimeTravelling) this.session.jumpTo(this.session.length);
    if (notify) this.emitChange();
  }

  pushMessage(kind: AppMessage['kind'], text: string, notify = true): void {
    this.messages = [...this.messages.slice(-7), { id: this.nextMessageId++, kind, text }];
    if (notify && this.view) this.emitChange();
  }

  dismissMessage(id: number): void {
    this.messages = this.messages.filter((m) => m.id !== id);
    this.emitChange();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.replay?.timer != null) this.scheduler.clearTimeout(this.replay.timer);
    this.replay = null;
    this.cancelShowcase();
    this.watchdog?.stop();
    this.driver.stop();
    this.teach?.dispose();
    this.unsubscribeSession?.();
    this.unsubscribeEmitted?.();
    this.animation.clear();
    this.session.dispose();
    this.listeners.clear();
  }

  // --- internals --------------------------------------------------------------------------

  /** Every event (human or bot) goes through here, so the log labels it in the state before it. */
  private commit(event: GameEvent): SendResult {
    // Viewing an earlier point: the session refuses with its reason, and the log stays whole.
    if (this.session.isTimeTravelling) return this.session.send(event);
    const before = this.session.snapshot;
    const position = this.session.position;
    const label = safeLabel(this.module, before, event);
    const side = typeof event?.side === 'string' ? event.side : '';
    // The log entry is in place before the session notifies, so every listener sees it.
    this.log.length = position;
    this.log.push({ label, side });
    const result = this.session.send(event);
    if (!result.ok) this.log.length = position;
    return result;
  }

  private lastAppliedEvent(): LogEntry | undefined {
    return this.log[this.session.position - 1];
  }

  /** Makes `session` the live game (disposing the previous one) and wires driver and autosave. */
  private install(session: GameSession, record: GameRecord | null): void {
    if (this.driver) this.driver.stop();
    this.unsubscribeSession?.();
    this.unsubscribeEmitted?.();
    // Beats of the game being replaced are not shown any more.
    this.animation.clear();
    const old = this.session as GameSession | undefined;
    this.session = session;
    old?.dispose();
    this.countedResult = false;
    this.lastRefusal = null;
    this.branchMark = record?.branch ?? null;
    this.log = [];
    if (record && record.events.length > 0) {
      try {
        const states = replayStates(this.module, record);
        this.log = record.events.map((event, i) => ({ label: safeLabel(this.module, states[i]!, event), side: event.side }));
      } catch {
        this.log = record.events.map((event) => ({ label: event.type, side: event.side }));
      }
    }
    this.driver = new BotDriver({
      session,
      players: this.config.players,
      seed: this.config.seed,
      speed: this.config.speed,
      scheduler: this.scheduler,
      send: (event) => this.commit(event),
      onError: (message) => this.pushMessage('error', message),
      onBurstEnd: () => {
        this.autosave();
        this.emitChange();
      },
      isPaused: () => this.replay !== null || this.paused || (this.teach?.isHolding ?? false),
      // In the browser a burst at instant yields after ~20 ms, so frames get drawn in between.
      ...(this.scheduler === browserScheduler ? { burstBudgetMs: 20 } : {}),
      animation: this.animation,
    });
    // Emitted beats arrive before the session notifies, so the driver already sees them queued.
    this.unsubscribeEmitted = session.onEmitted((beat) => this.animation.enqueue(beat as Beat));
    this.unsubscribeSession = session.subscribe(() => this.onSessionChange());
    // Nothing is written until the game changes, so opening another seed by mistake does not
    // overwrite the autosaved game (a loaded save is already written by the host).
    // Teach mode: a new game starts a new tour; its first step holds before any bot acts.
    this.teach?.reset(null, { forgetTour: true });
    this.observeTeach();
    this.rebuildView();
    this.checkResult();
    this.driver.start();
    this.watchdog?.start();
  }

  private onSessionChange(): void {
    // Undo and branches shorten the record: the log follows.
    if (this.log.length > this.session.length) this.log.length = this.session.length;
    if (!this.driver.isDraining) this.autosave();
    this.checkResult();
    this.observeTeach();
    this.emitChange();
  }

  /** Teach mode: the gate looks at every settled live state (not replays or earlier points). */
  private observeTeach(): void {
    if (!this.teach || this.replay || this.session.isTimeTravelling) return;
    this.teach.observe(this.session.snapshot);
  }

  private autosave(): void {
    if (this.disposed) return;
    const error = writeAutosave(this.storage, this.session.record);
    if (error && !this.messages.some((m) => m.text === error)) this.pushMessage('error', error, false);
  }

  /** Counts a finished game once and, in showcase mode, schedules the next one. */
  private checkResult(): void {
    if (this.replay || this.session.isTimeTravelling) return;
    const result = this.session.result();
    if (!result) {
      this.countedResult = false;
      return;
    }
    if (this.countedResult) return;
    this.countedResult = true;
    this.gamesCompleted++;
    if (this.config.mode === 'showcase' && this.showcaseTimer === null) this.scheduleShowcaseNext();
  }

  /** Showcase: the next game (seed + 1) after the result has been on screen a while; held while paused. */
  private scheduleShowcaseNext(): void {
    this.showcaseTimer = this.scheduler.setTimeout(() => {
      this.showcaseTimer = null;
      // Paused on the result: resume() schedules it again.
      if (this.disposed || this.replay || this.paused) return;
      this.nextGame();
    }, SHOWCASE_PAUSE_MS[this.config.speed]);
  }

  /** What the watchdog compares between checks: the record and the animation queue. */
  private watchdogReading() {
    const shot = this.animation.current?.shot.id ?? 0;
    return {
      progress: `${this.session.length}:${shot}:${this.animation.queued.length}`,
      paused: this.paused || this.replay !== null,
      over: this.session.result() !== null,
      turn: this.safeTurn(),
      events: this.session.length,
    };
  }

  private safeTurn(): number {
    try {
      return this.module.turn(this.session.snapshot);
    } catch {
      return 0;
    }
  }

  /** The watchdog found the game stuck or endless: say why (console and screen), then the next game. */
  private onWatchdogTrip(report: WatchdogReport): void {
    if (this.disposed) return;
    const snapshot = this.session.snapshot;
    let state = '';
    let waiting: string[] = [];
    try {
      state = leafPath(snapshot);
      waiting = this.module.waitingOn(snapshot);
    } catch {
      // The report goes out with what could be read.
    }
    const details = {
      seed: this.config.seed,
      position: this.session.position,
      events: this.session.length,
      turn: report.reading.turn,
      state,
      waitingOn: waiting,
      botFailed: this.driver.hasFailed,
      queue: { current: this.animation.current?.shot.beat.type ?? null, queued: this.animation.queued.length },
    };
    console.warn(`Showcase watchdog: ${report.message}; restarting with a new seed.`, details);
    this.pushMessage(
      'info',
      `Watchdog: ${report.message} (seed ${details.seed}, event ${details.position}, state ${state || '?'}, waiting on ${waiting.join(', ') || 'nobody'}); the next game starts.`,
      false,
    );
    this.nextGame();
  }

  private cancelShowcase(): void {
    if (this.showcaseTimer !== null) {
      this.scheduler.clearTimeout(this.showcaseTimer);
      this.showcaseTimer = null;
    }
  }

  private scheduleReplayStep(): void {
    const replay = this.replay;
    if (!replay) return;
    replay.timer = this.scheduler.setTimeout(() => {
      if (this.replay !== replay) return;
      replay.timer = null;
      this.replayStep(replay);
    }, REPLAY_STEP_MS[this.config.speed]);
  }

  /** Shows the replay's next step and schedules the one after (or ends the replay). */
  private replayStep(replay: NonNullable<GameController['replay']>): void {
    const total = replay.states.length - 1;
    // At instant the replay still shows its steps, in about a hundred frames.
    const stride = this.config.speed === 'instant' ? Math.max(1, Math.ceil(total / 100)) : 1;
    replay.at = Math.min(total, replay.at + stride);
    if (replay.at >= total) {
      this.stopReplay(false);
      this.checkResult();
    } else {
      this.scheduleReplayStep();
    }
    this.emitChange();
  }

  private rebuildView(): void {
    const session = this.session;
    const replay = this.replay;
    const snapshot = replay ? replay.states[replay.at]! : session.snapshot;
    const result = replay ? null : session.result();
    const timeTravelling = session.isTimeTravelling;
    // Mid-burst the driver is busy anyway: skip the look at who waits (it costs a legalEvents).
    const thinkingSide = this.driver.isDraining ? (this.view?.thinkingSide ?? null) : this.driver.thinkingSide();
    this.view = {
      snapshot,
      config: this.config,
      position: replay ? replay.at : session.position,
      length: session.length,
      log: this.log,
      canUndo: !replay && session.canUndo(),
      interactive: !replay && !timeTravelling && !result && snapshot.status === 'active' && !this.teach?.isHolding,
      timeTravelling,
      replay: replay ? { at: replay.at, total: replay.states.length - 1 } : null,
      lastRefusal: this.lastRefusal,
      branch: this.branchMark,
      result,
      thinkingSide,
      messages: this.messages,
      gamesCompleted: this.gamesCompleted,
      teach: this.teach?.current ?? null,
      paused: this.paused,
    };
  }

  private emitChange(): void {
    if (this.disposed) return;
    this.rebuildView();
    for (const listener of [...this.listeners]) listener();
  }
}
