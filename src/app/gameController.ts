// One game on screen, framework-free: the composition the App uses. It owns the GameSession
// (created here, outside React, so StrictMode cannot duplicate the actor) and the animation queue
// (fed with what the machine emits; bots wait for it to drain), and wires the parts, each with
// one job: botDriver.ts plays the bot sides, teachGate.ts holds teach mode at each step,
// timeTravel.ts is the inspector's time travel and replay, savedGameKeeper.ts the saved game,
// showcase.ts counts finished games and runs the showcase's sequence and watchdog, eventLog.ts
// the game log, messages.ts the messages shown. React reads `getView()` through
// useSyncExternalStore and calls the methods (the panels below the app see it through the
// interfaces of src/ui/controller.ts); nothing here decides a rule.
import type { AnyGameModule, GameEvent, Outcome } from '../core/module';
import { errorText, safeTurn } from '../core/moduleReads';
import type { GameRecord } from '../core/record';
import type { ModuleSnapshot } from '../core/replay';
import { serializeSave } from '../core/saveFile';
import { GameSession, type SendResult } from '../core/session';
import { AnimationQueue, type AnyBeatCatalogue, type Beat } from '../scene/animation/queue';
import type { InspectorControls, InspectorView, ShowcaseControl, ShowcaseView, TeachAuto, TeachState } from '../ui/controller';
import { AUTOSAVE_FAILED, isStopped, SavedGameKeeper, stoppedText, type SaveStatus } from './savedGameKeeper';
import type { KeyValueStore } from './oldAutosave';
import { outcomeLine, type SavedGameStore, type SavedGameSummary } from './savedGames';
import type { TabClaims } from './tabClaims';
import { BotDriver, browserScheduler, type Scheduler } from './botDriver';
import { EventLog } from './eventLog';
import { MessageBoard, type AppMessage } from './messages';
import { NarrationFollow } from './narrationFollow';
import { ShowcaseLoop } from './showcase';
import { TeachGate } from './teachGate';
import { TimeTravel } from './timeTravel';
import { cryptoSeed, type AppConfig, type Speed } from './url';

/** What the game screen shows; the inspector and the showcase read the parts they name. */
export interface GameView extends InspectorView, ShowcaseView {
  config: AppConfig;
  canUndo: boolean;
  /** True when the player may act: at the present, no replay, game not over. */
  interactive: boolean;
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
  /** The saved game this is (id, name, whether its moves are being saved); null when nothing is saved (showcase). */
  saved: { id: string; name: string; status: SaveStatus } | null;
}

/** Where the games of this screen are saved (issue 13); absent in showcase mode. */
export interface SavingOptions {
  store: SavedGameStore;
  claims: TabClaims | null;
  /** A fresh saved-game id (New game, a copy). */
  newId: () => string;
  /** The saved game opened: its id, stored revision (0: not stored yet), name and creation time. */
  opened: { id: string; revision: number; name?: string; created?: number; events?: number };
  now?: () => number;
  /** This tab's sessionStorage, for the keeper's journal (savedGameKeeper.ts). */
  journal?: KeyValueStore | null;
}


export interface GameControllerOptions {
  module: AnyGameModule;
  /** A config with `game` set to module.id. */
  config: AppConfig;
  /** The game's beat catalogue (its drawn entry's `beats`): what the animation queue makes of each beat. */
  beats: AnyBeatCatalogue;
  /** Where games are saved; null or absent: nothing is saved (showcase, tools). */
  saving?: SavingOptions | null;
  /** A record to continue: a loaded file (`from: 'file'`) or a saved game (`from: 'saved'`). */
  record?: GameRecord;
  from?: 'file' | 'saved';
  scheduler?: Scheduler;
  randomSeed?: () => number;
  /** The seed or speed changed (new game, showcase, speed menu): the host writes the URL. */
  onConfigChange?: (config: AppConfig) => void;
}

/** True when the viewer asked the system for less motion. */
function prefersReducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

export class GameController implements InspectorControls, ShowcaseControl {
  readonly module: AnyGameModule;
  /**
   * The scene's animation queue: every beat the machine emits in play goes in; the table drives
   * it (useAnimationFrameQueue) and plays its shots; bots wait for it below instant speed.
   */
  readonly animation: AnimationQueue;
  private config: AppConfig;
  private readonly saving: SavingOptions | null;
  /** The saved game being played (savedGameKeeper.ts); null when nothing is saved. */
  private keeper: SavedGameKeeper | null = null;
  private readonly scheduler: Scheduler;
  private readonly randomSeed: () => number;
  private readonly onConfigChange: ((config: AppConfig) => void) | undefined;

  private session!: GameSession;
  private driver!: BotDriver;
  private unsubscribeSession: (() => void) | null = null;
  private unsubscribeEmitted: (() => void) | null = null;
  private readonly log = new EventLog();
  private readonly board = new MessageBoard();
  /** Inspector: time travel, replays, debugging branches and the last refusal. */
  private readonly travel: TimeTravel;
  /** Finished games; in showcase mode the next game and the watchdog. */
  private readonly showcase: ShowcaseLoop;
  /** Teach mode only: holds play at each new step of the sequence of play until "Next". */
  private readonly teach: TeachGate | null;
  /** What the narration describes: the latest state whose shots have played (narrationFollow.ts). */
  /** The teaching card last shown (teachShown). */
  private lastTeachShown: TeachState | null = null;
  private narration: NarrationFollow<{ snapshot: ModuleSnapshot<AnyGameModule>; position: number }> | null = null;
  private paused = false;
  private view!: GameView;
  private readonly listeners = new Set<() => void>();
  private disposed = false;

  constructor(options: GameControllerOptions) {
    if (options.config.game !== options.module.id) {
      throw new Error(`GameController for ${options.module.id} was given a config for ${String(options.config.game)}.`);
    }
    this.module = options.module;
    this.config = { ...options.config };
    this.saving = options.saving ?? null;
    this.scheduler = options.scheduler ?? browserScheduler;
    this.randomSeed = options.randomSeed ?? cryptoSeed;
    this.onConfigChange = options.onConfigChange;
    // A showcase compresses runs of routine shots (the catalogue's pace); fights keep their time.
    this.animation = new AnimationQueue({
      catalogue: options.beats,
      speed: this.config.speed,
      reducedMotion: prefersReducedMotion(),
      compressRoutine: this.config.mode === 'showcase',
    });
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
    this.travel = new TimeTravel({
      module: this.module,
      scheduler: this.scheduler,
      animation: this.animation,
      session: () => this.session,
      speed: () => this.config.speed,
      changed: () => this.emitChange(),
      pushMessage: (kind, text) => this.pushMessage(kind, text),
      replayStarting: () => this.showcase.cancel(),
      replayEnded: () => this.showcase.checkResult(),
    });
    this.showcase = new ShowcaseLoop({
      module: this.module,
      scheduler: this.scheduler,
      animation: this.animation,
      session: () => this.session,
      driver: () => this.driver,
      config: () => this.config,
      isPaused: () => this.paused,
      isReplaying: () => this.travel.isReplaying,
      isDisposed: () => this.disposed,
      nextGame: () => this.nextGame(),
      pushMessage: (kind, text, notify) => this.pushMessage(kind, text, notify),
    });
    if (this.saving) {
      const { id, revision, name, created } = this.saving.opened;
      this.keeper = this.newKeeper(id, revision, name ?? this.defaultName(this.config.seed), created, options.record?.events.length);
    }
    this.openFirstGame(options.record ?? null, options.from ?? 'file');
    this.keeper?.open();
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
    // A replay shows its own states; teach mode: the learner reads the step first. Nothing is sent.
    const held = this.travel.isReplaying
      ? 'A replay is showing: stop it before playing on.'
      : this.keeper?.stopped
        ? stoppedText(this.keeper.status)
      : this.teach?.isHolding
        ? 'Read this step first, then press Next.'
        : null;
    if (held) {
      this.pushMessage('error', held);
      return { ok: false, error: held };
    }
    const result = this.log.send(this.session, event);
    if (!result.ok) {
      this.travel.refused({ event, reason: result.error, position: this.session.position });
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
    const text = this.teach.ask(this.view.snapshot, type, side);
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
    if (this.travel.isReplaying || !this.session.canUndo()) return false;
    // What is still being shown is about to be taken back.
    this.animation.clear();
    const driver = this.driver;
    let undone = false;
    // Bot events after the human's last decision go first, then the decision itself.
    for (;;) {
      const last = this.log.lastAt(this.session.position);
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
    if (this.travel.stepNow()) return;
    this.driver.hurry();
  }

  /** A new game with a new random seed, saved as a game of its own (the one left stays in "Your games"). */
  newGame(): void {
    const seed = this.randomSeed();
    if (this.saving) {
      this.keeper?.finish();
      this.keeper = this.newKeeper(this.saving.newId(), 0, this.defaultName(seed));
      this.keeper.open();
    }
    this.startAfresh(seed);
  }

  // --- the saved game (savedGameKeeper.ts) -------------------------------------------------

  /**
   * Takes the game over from the tab that holds it (or that saved newer events): that tab stops
   * saving, and this one goes on from what is stored now.
   */
  async takeOver(): Promise<void> {
    const keeper = this.keeper;
    if (!keeper) return;
    const stored = await keeper.takeOver();
    if (this.disposed || keeper !== this.keeper) return;
    const mine = this.session.record;
    if (stored && JSON.stringify(stored.record.events) !== JSON.stringify(mine.events)) {
      try {
        this.travel.stop(false);
        this.install(new GameSession(this.module, stored.record), stored.record);
      } catch (error) {
        this.pushMessage('error', `The saved game could not be opened (${errorText(error)}).`);
        return;
      }
    }
    this.pushMessage('info', `Playing "${keeper.name}" here now (${stored?.record.events.length ?? 0} events played); the other tab stopped saving it.`);
    if (!stored) this.autosave();
  }

  /** Goes on with a copy of the game on screen, saved as a game of its own (the original is left as it is). */
  playCopy(): void {
    if (!this.saving || !this.keeper) return;
    const name = `${this.keeper.name} (copy)`;
    this.keeper.finish();
    this.keeper = this.newKeeper(this.saving.newId(), 0, name);
    this.keeper.open();
    this.config = { ...this.config, saved: this.keeper.id };
    this.onConfigChange?.(this.config);
    this.pushMessage('info', `This is now "${name}", saved as a game of its own.`);
    this.autosave();
    this.driver.poke();
    this.emitChange();
  }

  /** Resolves when the saved game's queued writes have been tried (tests, and before leaving). */
  async savedIdle(): Promise<void> {
    await this.keeper?.idle();
  }

  /** Showcase: the next game now (seed + 1), whatever the state of this one. */
  nextGame(): void {
    this.showcase.cancel();
    this.startAfresh(this.config.seed + 1);
  }

  /** The save file for the current record: a file name and its text. */
  saveFile(now: Date = new Date()): { name: string; text: string } {
    const record = this.session.record;
    const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
    // The file carries the readable log too (informational: loading replays the events).
    const readable = { ...record, ...this.log.recordLog() };
    return { name: `sandtable-${record.game}-seed${record.seed}-${stamp}.json`, text: serializeSave(readable, now) };
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
    this.showcase.resumed();
    this.emitChange();
  }

  togglePause(): void {
    if (this.paused) this.resume();
    else this.pause();
  }

  // --- inspector: time travel and debugging branches (timeTravel.ts) ------------------------

  /** Shows the game after `position` events (see TimeTravel.jump). Returns an error message, or null. */
  timeTravel(position: number): string | null {
    return this.travel.jump(position);
  }

  /** Inspector: back to the latest point of the record (play goes on from there). */
  returnToPresent(): void {
    this.travel.returnToPresent();
  }

  /** Inspector: plays on from the point shown as a debugging branch; false when not viewing an earlier point. */
  resumeBranch(): boolean {
    return this.travel.resumeBranch();
  }

  /** Replays the game from the start: jumpTo(0), then steps forward by itself at the speed. */
  startReplay(): void {
    this.travel.start();
  }

  /** Ends a replay and returns to the present. */
  stopReplay(notify = true): void {
    this.travel.stop(notify);
  }

  /** Inspector: opens or closes the panel; the host writes inspector=1 into the URL (or drops it). */
  setInspector(open: boolean): void {
    if (open === this.config.inspector) return;
    this.config = { ...this.config, inspector: open };
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  // --- messages ---------------------------------------------------------------------------

  pushMessage(kind: AppMessage['kind'], text: string, notify = true): void {
    this.board.push(kind, text);
    if (notify && this.view) this.emitChange();
  }

  dismissMessage(id: number): void {
    this.board.dismiss(id);
    this.emitChange();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.travel.dispose();
    this.showcase.dispose();
    this.driver.stop();
    this.teach?.dispose();
    this.unsubscribeSession?.();
    this.unsubscribeEmitted?.();
    this.keeper?.finish();
    this.animation.clear();
    this.narration?.dispose();
    this.session.dispose();
    this.listeners.clear();
  }

  // --- internals --------------------------------------------------------------------------

  /** The game to open: a record (a loaded file or a saved game), else a new one. */
  private openFirstGame(record: GameRecord | null, from: 'file' | 'saved'): void {
    if (record) {
      try {
        this.install(new GameSession(this.module, record), record);
        if (from === 'file') {
          this.pushMessage('info', `Loaded the saved game (${record.events.length} events played)${this.keeper ? `, kept in "Your games" as "${this.keeper.name}"` : ''}.`);
          // A loaded file becomes a saved game of its own at once.
          if (this.keeper && !this.keeper.stored) this.autosave();
        } else if (record.events.length > 0) {
          this.pushMessage('info', `Continuing "${this.keeper?.name ?? 'your game'}" (${record.events.length} events played). "New game" starts another; this one stays in "Your games".`);
          // Moves the journal kept (the page went away while they were being written): write them now.
          if (this.keeper && record.events.length !== (this.saving?.opened.events ?? 0)) this.autosave();
        }
        return;
      } catch (error) {
        this.pushMessage('info', `The saved game could not be continued (${errorText(error)}); starting a new game.`, false);
      }
    }
    this.install(this.newSession(), null);
  }

  private defaultName(seed: number): string {
    return `${this.module.title}, seed ${seed}`;
  }

  private newKeeper(id: string, revision: number, name: string, created?: number, events?: number): SavedGameKeeper {
    const now = this.saving?.now ?? Date.now;
    return new SavedGameKeeper({
      store: this.saving!.store,
      claims: this.saving!.claims,
      id,
      revision,
      name,
      created: created ?? now(),
      ...(events !== undefined ? { events } : {}),
      now,
      journal: this.saving!.journal ?? null,
      onStatus: (status) => this.onSaveStatus(status),
    });
  }

  /** The saved game's status changed: say what the player must know (a stopped game: the banner), hold play while stopped. */
  private onSaveStatus(status: SaveStatus): void {
    if (this.disposed) return;
    if (status.kind === 'failed') {
      const text = `${AUTOSAVE_FAILED} (${status.error})`;
      if (!this.board.has(text)) this.pushMessage('error', text, false);
    }
    if (!isStopped(status)) this.driver?.poke();
    this.emitChange();
  }

  /** What the saved game's summary in "Your games" says now. */
  private summary(): SavedGameSummary {
    return {
      players: [...this.config.players],
      mode: this.config.mode,
      speed: this.config.speed,
      turn: safeTurn(this.module, this.session.snapshot),
      events: this.session.length,
      result: outcomeLine(this.module.sideNames, this.session.result()),
    };
  }

  private newSession(): GameSession {
    return new GameSession(this.module, { seed: this.config.seed, options: this.config.options });
  }

  /** A new game with `seed` (the URL follows). */
  private startAfresh(seed: number): void {
    this.travel.stop(false);
    this.config = { ...this.config, seed, seedFromUrl: true, saved: this.keeper?.id ?? null };
    this.install(this.newSession(), null);
    this.onConfigChange?.(this.config);
    this.emitChange();
  }

  /** Makes `session` the live game (disposing the previous one) and wires driver and autosave. */
  private install(session: GameSession, record: GameRecord | null): void {
    if (this.driver) this.driver.stop();
    this.unsubscribeSession?.();
    this.unsubscribeEmitted?.();
    // Beats of the game being replaced are not shown any more; the narration describes the new one.
    const start = { snapshot: session.snapshot, position: session.position };
    if (this.narration) this.narration.reset(start);
    else this.narration = new NarrationFollow(this.animation, start, () => this.emitChange());
    this.animation.clear();
    const old = this.session as GameSession | undefined;
    this.session = session;
    old?.dispose();
    this.showcase.newGame();
    this.travel.reset(record);
    this.log.reset(this.module, record ?? session.record);
    this.driver = this.newDriver(session);
    // Emitted beats arrive before the session notifies, so the driver already sees them queued.
    this.unsubscribeEmitted = session.onEmitted((beat) => this.animation.enqueue(beat as Beat));
    this.unsubscribeSession = session.subscribe(() => this.onSessionChange());
    // Nothing is written until the game changes, so opening another seed by mistake does not
    // overwrite the autosaved game (a loaded save is already written by the host).
    // Teach mode: a new game starts a new tour; its first step holds before any bot acts.
    this.teach?.reset(null, { forgetTour: true });
    this.observeTeach();
    this.rebuildView();
    this.showcase.checkResult();
    this.driver.start();
    this.showcase.watch();
  }

  private newDriver(session: GameSession): BotDriver {
    return new BotDriver({
      session,
      players: this.config.players,
      seed: this.config.seed,
      speed: this.config.speed,
      scheduler: this.scheduler,
      // Bot events go through the log too.
      send: (event) => this.log.send(this.session, event),
      onError: (message) => this.pushMessage('error', message),
      onBurstEnd: () => {
        this.autosave();
        this.emitChange();
      },
      isPaused: () => this.travel.isReplaying || this.paused || (this.teach?.isHolding ?? false) || (this.keeper?.stopped ?? false),
      // In the browser a burst at instant yields after ~20 ms, so frames get drawn in between.
      ...(this.scheduler === browserScheduler ? { burstBudgetMs: 20 } : {}),
      animation: this.animation,
    });
  }

  private onSessionChange(): void {
    // Undo and branches shorten the record: the log follows.
    this.log.trim(this.session.length);
    // The narration describes this state once the shots of the event that made it have played.
    this.narration?.push({ snapshot: this.session.snapshot, position: this.session.position });
    if (!this.driver.isDraining) this.autosave();
    this.showcase.checkResult();
    this.observeTeach();
    this.emitChange();
  }

  /** Teach mode: the gate looks at every settled live state (not replays or earlier points). */
  private observeTeach(): void {
    if (!this.teach || this.travel.isReplaying || this.session.isTimeTravelling) return;
    this.teach.observe(this.session.snapshot);
  }

  /** Queues a write of the saved game (nothing is written before the first event, or while stopped). */
  private autosave(): void {
    if (this.disposed || !this.keeper) return;
    if (this.session.length === 0 && !this.keeper.stored) return;
    this.keeper.save(this.session.record, this.summary());
  }

  private rebuildView(): void {
    const session = this.session;
    const replay = this.travel.replayState;
    const snapshot = this.travel.replaySnapshot ?? session.snapshot;
    const result = replay ? null : session.result();
    const timeTravelling = session.isTimeTravelling;
    // Mid-burst the driver is busy anyway: skip the look at who waits (it costs a legalEvents).
    const thinkingSide = this.driver.isDraining ? (this.view?.thinkingSide ?? null) : this.driver.thinkingSide();
    // A replay or an earlier point shows its own state; live play, the state whose shots have played.
    const narrated = replay || timeTravelling || !this.narration ? null : this.narration.state;
    this.view = {
      snapshot,
      narrated: narrated?.snapshot ?? snapshot,
      narratedPosition: narrated?.position ?? (replay ? replay.at : session.position),
      config: this.config,
      position: replay ? replay.at : session.position,
      length: session.length,
      log: this.log.entries,
      logStart: this.log.start,
      canUndo: !replay && session.canUndo(),
      interactive: !replay && !timeTravelling && !result && snapshot.status === 'active' && !this.teach?.isHolding && !this.keeper?.stopped,
      timeTravelling,
      replay,
      lastRefusal: this.travel.lastRefusal,
      branch: this.travel.branch,
      result,
      thinkingSide,
      messages: this.board.messages,
      gamesCompleted: this.showcase.gamesCompleted,
      teach: this.teachShown(narrated ? narrated.position < session.position : false),
      paused: this.paused,
      saved: this.keeper ? { id: this.keeper.id, name: this.keeper.name, status: this.keeper.status } : null,
    };
  }

  /**
   * Teach mode's card, kept in step with the table: the gate holds on the live state at once (no bot
   * acts past a new step), but while the table still plays the shots that led there the card keeps
   * the step it showed (released), and turns to the new one when the table shows it.
   */
  private teachShown(lagging: boolean): TeachState | null {
    const live = this.teach?.current ?? null;
    if (!live) return null;
    if (lagging && this.lastTeachShown && this.lastTeachShown.stepsSeen !== live.stepsSeen) {
      return { ...this.lastTeachShown, holding: false, whyNot: live.whyNot, auto: live.auto, guide: live.guide };
    }
    this.lastTeachShown = live;
    return live;
  }

  private emitChange(): void {
    if (this.disposed) return;
    this.rebuildView();
    for (const listener of [...this.listeners]) listener();
  }
}
