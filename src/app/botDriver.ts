// Plays the bot sides of a session (framework-free). Whenever the session waits on a side whose
// player is a bot, the driver asks module.bots[kind] to pick one of that side's legal events,
// with a seeded bot RNG, and sends it after a delay set by the speed. Below `instant` it first
// waits for the animation queue to drain (`animation.whenIdle()`), so a viewer can follow what
// the last decision did. At `instant` it drains decisions synchronously, yielding to the browser
// every `chunk` events, so a whole bot game plays in seconds. It never sends from inside a
// session callback: every turn is scheduled. In a showcase the queue may shorten the think time
// after a decision that showed only routine shots, or nothing (AnimationGate.thinkFactorSince).
import type { GameEvent } from '../core/module';
import { errorText } from '../core/moduleReads';
import { Rng } from '../core/rng';
// The bot RNG's seed: apart from the game's own RNG, so bots never disturb the dice.
import { botSeed } from '../core/simulate';
import type { GameSession, SendResult } from '../core/session';
import type { PlayerKind, Speed } from './url';

/** Milliseconds a bot waits before each decision, by speed. */
export const BOT_DELAY_MS: Record<Speed, number> = { slow: 1200, normal: 500, fast: 120, instant: 0 };

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the driver waits on before a bot decides (the scene's AnimationQueue). */
export interface AnimationGate {
  isIdle(): boolean;
  whenIdle(): Promise<void>;
  /** The id of the newest shot enqueued (a mark taken before each decision). */
  readonly lastShotId?: number;
  /** How much to shorten the think time after the shots enqueued since `mark` (1: not at all). */
  thinkFactorSince?(mark: number): number;
}

export interface BotDriverOptions {
  session: GameSession;
  /** One per side in module order, or by side id. */
  players: readonly PlayerKind[] | Readonly<Record<string, PlayerKind>>;
  /** The game's seed; the bot RNG is Rng.seeded(botSeed(seed)) (core/simulate.ts), as in the simulator. */
  seed: number;
  speed: Speed;
  /** How a decision is sent (default: session.send); the app routes it through its log. */
  send?: (event: GameEvent) => SendResult;
  scheduler?: Scheduler;
  /** Events per synchronous burst at instant speed before yielding (default 200). */
  chunk?: number;
  /**
   * Also yield once a burst has run this long (ms of wall clock), so a browser gets frames in
   * between even at instant (a showcase at top speed still shows the table). Absent: count only.
   */
  burstBudgetMs?: number;
  /** A bot threw or picked a refused event: the driver stops and reports it here. */
  onError?: (message: string) => void;
  /** After each burst at instant speed (the app saves then, not after every event). */
  onBurstEnd?: () => void;
  /** Extra pause condition (e.g. a replay is showing). */
  isPaused?: () => boolean;
  /** Below instant, each bot decision waits until this is idle (the animations of the last one played). */
  animation?: AnimationGate;
}

export class BotDriver {
  readonly rng: Rng;
  private readonly session: GameSession;
  private readonly players: Record<string, PlayerKind>;
  private readonly scheduler: Scheduler;
  private readonly chunk: number;
  private readonly burstBudgetMs: number | undefined;
  private readonly sendEvent: (event: GameEvent) => SendResult;
  private speed: Speed;
  private timer: unknown = null;
  private draining = false;
  private running = false;
  private failed = false;
  /** Bumped to forget a pending whenIdle() (stop, speed change). */
  private animationWait = 0;
  private awaitingAnimation = false;
  private unsubscribe: (() => void) | null = null;
  /** The gate's lastShotId before the last decision was sent (null before the first). */
  private mark: number | null = null;

  constructor(private readonly options: BotDriverOptions) {
    this.session = options.session;
    const sides = this.session.module.sides;
    this.players = Array.isArray(options.players)
      ? Object.fromEntries(sides.map((side, i) => [side, (options.players as PlayerKind[])[i] ?? 'human']))
      : { ...(options.players as Record<string, PlayerKind>) };
    this.rng = Rng.seeded(botSeed(options.seed));
    this.speed = options.speed;
    this.scheduler = options.scheduler ?? browserScheduler;
    this.chunk = Math.max(1, options.chunk ?? 200);
    this.burstBudgetMs = options.burstBudgetMs;
    this.sendEvent = options.send ?? ((event) => this.session.send(event));
  }

  /** True when some side is played by a bot. */
  get hasBots(): boolean {
    return Object.values(this.players).some((kind) => kind !== 'human');
  }

  /** True while an instant-speed burst is sending events. */
  get isDraining(): boolean {
    return this.draining;
  }

  get hasFailed(): boolean {
    return this.failed;
  }

  isBot(side: string): boolean {
    const kind = this.players[side];
    return kind !== undefined && kind !== 'human';
  }

  /** Starts watching the session; bots act whenever it waits on them. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.session.subscribe(() => this.poke());
    this.poke();
  }

  stop(): void {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancelTimer();
    this.cancelAnimationWait();
  }

  /** True while a bot's decision waits for the animations to finish. */
  get isWaitingForAnimation(): boolean {
    return this.awaitingAnimation;
  }

  setSpeed(speed: Speed): void {
    if (speed === this.speed) return;
    this.speed = speed;
    // Re-time a pending decision at the new speed; at instant nothing waits for animations.
    if (this.timer !== null || (speed === 'instant' && this.awaitingAnimation)) {
      this.cancelTimer();
      this.cancelAnimationWait();
      this.poke();
    }
  }

  /**
   * The viewer asked for the next decision now (the "next" key): a bot decision waiting on its
   * delay or on the animations is made at once. Returns false when no bot was waiting.
   */
  hurry(): boolean {
    if (!this.running || this.failed || this.draining) return false;
    if (this.thinkingSide() === null) return false;
    this.cancelTimer();
    this.cancelAnimationWait();
    if (this.speed === 'instant') {
      this.poke();
      return true;
    }
    return this.step();
  }

  /** The bot side the session waits on now, or null (a human's turn, game over, time travel, paused). */
  thinkingSide(): string | null {
    const session = this.session;
    if (session.isTimeTravelling || this.options.isPaused?.()) return null;
    const snapshot = session.snapshot;
    if (snapshot.status !== 'active' || session.result()) return null;
    const waiting = session.module.waitingOn(snapshot);
    return waiting.find((side) => this.isBot(side)) ?? null;
  }

  /** Looks again at the session and schedules the next decision if a bot must act. */
  poke(): void {
    if (!this.running || this.failed || this.draining || this.timer !== null || this.awaitingAnimation) return;
    if (this.thinkingSide() === null) return;
    if (this.mustWaitForAnimation()) {
      this.awaitingAnimation = true;
      const token = ++this.animationWait;
      const resume = () => {
        if (token !== this.animationWait) return;
        this.awaitingAnimation = false;
        this.poke();
      };
      this.options.animation!.whenIdle().then(resume, resume);
      return;
    }
    this.timer = this.scheduler.setTimeout(() => this.onTimer(), this.thinkDelay());
  }

  /** Milliseconds before the next decision: the speed's delay, shortened after a routine one in a showcase. */
  thinkDelay(): number {
    const gate = this.options.animation;
    const factor = this.mark !== null && gate?.thinkFactorSince ? gate.thinkFactorSince(this.mark) : 1;
    return BOT_DELAY_MS[this.speed] * (Number.isFinite(factor) && factor > 0 ? Math.min(1, factor) : 1);
  }

  /**
   * Plays bot decisions synchronously until a human must act, the game ends or `limit` events
   * were sent. Returns how many were sent. (For tools and tests; the app uses start().)
   */
  runSync(limit = Number.POSITIVE_INFINITY): number {
    let sent = 0;
    const wasDraining = this.draining;
    this.draining = true;
    try {
      while (sent < limit && this.step()) sent++;
    } finally {
      this.draining = wasDraining;
    }
    return sent;
  }

  /** Makes one bot decision now. False when no bot must act (or the bot failed). */
  step(): boolean {
    if (this.failed) return false;
    const side = this.thinkingSide();
    if (side === null) return false;
    const session = this.session;
    const module = session.module;
    const snapshot = session.snapshot;
    const legal = module.legalEvents(snapshot).filter((event: GameEvent) => event.side === side);
    const kind = this.players[side] as Exclude<PlayerKind, 'human'>;
    const sideName = module.sideNames[side] ?? side;
    if (legal.length === 0) return this.fail(`The ${sideName} bot has no legal event to choose from.`);
    let event: GameEvent;
    try {
      event = module.bots[kind]({ snapshot, side, legal, rng: this.rng });
    } catch (error) {
      return this.fail(`The ${sideName} ${kind} bot failed: ${errorText(error)}`);
    }
    // The shots this decision makes are those after the mark (the session notifies, and the
    // next decision is scheduled, from inside the send).
    this.mark = this.options.animation?.lastShotId ?? null;
    const result = this.sendEvent(event);
    if (!result.ok) return this.fail(`The ${sideName} ${kind} bot chose a refused event: ${result.error}`);
    return true;
  }

  private onTimer(): void {
    this.timer = null;
    if (!this.running) return;
    if (this.speed === 'instant') {
      this.draining = true;
      try {
        const budget = this.burstBudgetMs;
        const clock = globalThis.performance;
        const started = budget !== undefined && clock ? clock.now() : 0;
        for (let i = 0; i < this.chunk && this.step(); i++) {
          if (budget !== undefined && clock && clock.now() - started >= budget) break;
        }
      } finally {
        this.draining = false;
      }
      this.options.onBurstEnd?.();
      this.poke();
    } else if (this.mustWaitForAnimation()) {
      // Something (a human's move in the meantime) is still being shown: wait for it first.
      this.poke();
    } else {
      // The session notifies the driver after the send, which schedules the next decision.
      this.step();
    }
  }

  private mustWaitForAnimation(): boolean {
    const gate = this.options.animation;
    return gate !== undefined && this.speed !== 'instant' && !gate.isIdle();
  }

  private cancelAnimationWait(): void {
    this.animationWait++;
    this.awaitingAnimation = false;
  }

  private fail(message: string): false {
    this.failed = true;
    this.cancelTimer();
    this.options.onError?.(message);
    return false;
  }

  private cancelTimer(): void {
    if (this.timer !== null) {
      this.scheduler.clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
