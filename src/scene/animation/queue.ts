// The animation queue (framework-free: no React, no three). Machines emit beats ("what
// happened": a chit drawn, units moved, dice rolled, a step lost); the queue turns each beat
// into a timed shot and plays the shots one after another at the chosen speed. The scene reads
// the current shot and its progress every frame; bots in autoplay wait for `whenIdle()` so a
// viewer can follow. The rules never wait for it: the game state has moved on already.
//
// Time comes from outside: whoever draws frames calls `update(nowMs)` (useAnimationFrameQueue
// does it from R3F's frame loop, or from requestAnimationFrame without a Canvas). With no
// driver attached, or at `instant`, shots complete the moment they are enqueued: nothing waits
// for a frame that will never come.

export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'instant';

/** Duration multiplier by speed (instant: nothing waits). */
export const SPEED_FACTOR: Record<AnimationSpeed, number> = { slow: 1.6, normal: 1, fast: 0.35, instant: 0 };

/** With reduced motion every shot is this much shorter, and nothing tumbles. */
export const REDUCED_MOTION_FACTOR = 0.4;

/** What the scene draws for a beat. Several beat types share a kind (every move is a 'move'). */
export type ShotKind =
  | 'chit'
  | 'move'
  | 'reveal'
  | 'place'
  | 'battle.open'
  | 'modifiers'
  | 'dice'
  | 'loss'
  | 'eliminate'
  | 'fort'
  | 'result'
  | 'battle.close'
  | 'event'
  | 'activation'
  | 'turn'
  | 'announce'
  | 'gameover'
  | 'roll'
  | 'fire'
  | 'assault'
  | 'note';

/** A beat as machines emit it: `{ type: 'dice.rolled', ... }`. */
export interface Beat {
  type: string;
  [key: string]: unknown;
}

/** Base durations at `normal` speed, in milliseconds. `move` is per box travelled. */
export const DEFAULT_DURATIONS: Record<ShotKind, number> = {
  chit: 900,
  move: 350,
  reveal: 500,
  place: 250,
  'battle.open': 900,
  modifiers: 600,
  dice: 1400,
  loss: 500,
  eliminate: 500,
  fort: 500,
  result: 700,
  'battle.close': 800,
  event: 900,
  activation: 600,
  turn: 900,
  announce: 500,
  gameover: 1500,
  roll: 900,
  fire: 1700,
  assault: 1900,
  note: 0,
};

const KIND_OF_BEAT: Record<string, ShotKind> = {
  'chit.drawn': 'chit',
  'units.moved': 'move',
  'units.advanced': 'move',
  'unit.retreated': 'move',
  'unit.displaced': 'move',
  'gc.revealed': 'reveal',
  'gc.placed': 'place',
  'unit.placed': 'place',
  'combat.started': 'battle.open',
  'combat.modifiers': 'modifiers',
  'dice.rolled': 'dice',
  'unit.reduced': 'loss',
  'unit.eliminated': 'eliminate',
  'fort.hit': 'fort',
  'fort.destroyed': 'fort',
  'combat.result': 'result',
  'combat.ended': 'battle.close',
  'event.played': 'event',
  'activation.began': 'activation',
  'turn.began': 'turn',
  'additional.announced': 'announce',
  'game.over': 'gameover',
  // Belle Epoque (machines/belle-epoque): the bowl, the command dice, single test dice, moves
  // along paths, volleys and assaults.
  'turn.begun': 'turn',
  'command.rolled': 'roll',
  'token.drawn': 'chit',
  'unit.activated': 'activation',
  'reactivity.tested': 'roll',
  'unit.moved': 'move',
  'unit.fellBack': 'move',
  'unit.evaded': 'move',
  'position.carried': 'move',
  'sectors.discovered': 'reveal',
  'unit.fired': 'fire',
  'assault.declared': 'announce',
  'assault.fought': 'assault',
  'losses.taken': 'loss',
};

/** The kind of shot a beat becomes (`note` for beats nothing is drawn for: zero time). */
export function shotKindOf(beat: Beat): ShotKind {
  return KIND_OF_BEAT[beat.type] ?? 'note';
}

/** Boxes travelled by a move beat (at least one). */
function boxesTravelled(beat: Beat): number {
  const path = beat.path;
  if (Array.isArray(path) && path.length > 0) return path.length;
  return 1;
}

/** Base duration (normal speed, full motion) of a beat's shot, in ms. */
export function baseDuration(beat: Beat, durations: Record<ShotKind, number> = DEFAULT_DURATIONS): number {
  const kind = shotKindOf(beat);
  const unit = durations[kind];
  switch (kind) {
    case 'move':
      return unit * boxesTravelled(beat);
    case 'modifiers':
      // Nothing to show when no modifier applies.
      return beat.zeppelin || beat.britishBonus || beat.bigBertha ? unit : 0;
    case 'fort':
      return beat.type === 'fort.destroyed' ? unit * 1.2 : unit;
    case 'chit':
      // The Turn End chit is shown a little longer: it may end the turn.
      return unit;
    default:
      return unit;
  }
}

/** One beat, timed. `duration` follows the queue's speed (and reduced motion) while it plays. */
export interface Shot {
  /** Increasing from 1 in the order beats were enqueued. */
  readonly id: number;
  readonly kind: ShotKind;
  readonly beat: Beat;
  /** Milliseconds at normal speed with full motion. */
  readonly base: number;
  /** Milliseconds at the current speed. */
  duration: number;
  /** False with reduced motion: no tumbling dice, no spins; things fade or slide instead. */
  tumble: boolean;
}

/** The shot on screen now and how far it has got. One mutable object, reused every frame. */
export interface ShotFrame {
  shot: Shot;
  /** 0..1 (1 only at the very end; zero-length shots jump from 0 to 1). */
  progress: number;
  /** Milliseconds since the shot began. */
  elapsed: number;
}

export type QueueEvent =
  | { type: 'enqueue'; shots: readonly Shot[] }
  | { type: 'start'; shot: Shot }
  | { type: 'end'; shot: Shot; skipped: boolean }
  | { type: 'idle' }
  /** clear(): pending and current shots were dropped (undo, new game): forget what they set up. */
  | { type: 'reset' };

export type QueueListener = (event: QueueEvent) => void;

export interface AnimationQueueOptions {
  speed?: AnimationSpeed;
  reducedMotion?: boolean;
  /** Overrides of the base durations (ms at normal speed). */
  durations?: Partial<Record<ShotKind, number>>;
}

export class AnimationQueue {
  private speedValue: AnimationSpeed;
  private reduced: boolean;
  private readonly durations: Record<ShotKind, number>;
  private readonly pending: Shot[] = [];
  private frame: (ShotFrame & { startedAt: number | null }) | null = null;
  /** When the previous shot ended, if more were waiting: the next starts there, not a frame later. */
  private carry: number | null = null;
  private lastNow = Number.NEGATIVE_INFINITY;
  private nextId = 1;
  private drivers = 0;
  private readonly listeners = new Set<QueueListener>();
  private idleWaiters: (() => void)[] = [];
  /** Something was queued since the last 'idle'. */
  private busy = false;
  /** The presenter paused: time stands still for the shots. */
  private held = false;

  constructor(options: AnimationQueueOptions = {}) {
    this.speedValue = options.speed ?? 'normal';
    this.reduced = options.reducedMotion ?? false;
    this.durations = { ...DEFAULT_DURATIONS, ...options.durations };
  }

  // --- settings ---------------------------------------------------------------------------

  get speed(): AnimationSpeed {
    return this.speedValue;
  }

  /** Changes the speed; the shot on screen keeps its progress. `instant` finishes everything now. */
  setSpeed(speed: AnimationSpeed): void {
    if (speed === this.speedValue) return;
    this.speedValue = speed;
    this.retime();
    if (speed === 'instant') this.skip();
  }

  get reducedMotion(): boolean {
    return this.reduced;
  }

  set reducedMotion(value: boolean) {
    if (value === this.reduced) return;
    this.reduced = value;
    this.retime();
  }

  /** Holds the show (the presenter's pause): the shot on screen keeps its progress until released. */
  setHeld(held: boolean): void {
    this.held = held;
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** Milliseconds a beat's shot lasts at the current speed and motion setting. */
  durationOf(beat: Beat): number {
    return this.scaled(baseDuration(beat, this.durations));
  }

  // --- drivers ----------------------------------------------------------------------------

  /**
   * A frame source (the R3F loop, a requestAnimationFrame loop) says it will call update().
   * Returns the release function. With no driver, shots complete as they are enqueued.
   */
  attachDriver(): () => void {
    this.drivers++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.drivers--;
      // Nobody draws frames any more: nothing may wait on them.
      if (this.drivers === 0) this.skip();
    };
  }

  /** True while some frame source drives the queue. */
  get driven(): boolean {
    return this.drivers > 0;
  }

  // --- feeding and playing ----------------------------------------------------------------

  /** Adds beats (in order). At instant, or with no driver, they play out at once. */
  enqueue(beats: Beat | readonly Beat[]): void {
    const list = (Array.isArray(beats) ? beats : [beats]) as readonly Beat[];
    const shots: Shot[] = [];
    for (const beat of list) {
      if (!beat || typeof beat !== 'object' || typeof beat.type !== 'string') continue;
      const base = baseDuration(beat, this.durations);
      shots.push({ id: this.nextId++, kind: shotKindOf(beat), beat, base, duration: this.scaled(base), tumble: !this.reduced });
    }
    if (shots.length === 0) return;
    this.pending.push(...shots);
    this.busy = true;
    this.emit({ type: 'enqueue', shots });
    if (this.speedValue === 'instant' || this.drivers === 0) {
      this.finishAll(false);
      return;
    }
    // Shots of no length at the front need no frame either.
    this.pumpZero();
  }

  /**
   * Advances the queue to `nowMs` (a monotonic clock, e.g. performance.now()): ends the shots
   * whose time is up (a long frame may end several) and starts the next. Returns the shot on
   * screen and its progress, or null when idle. Calling it twice with the same time is harmless.
   */
  update(nowMs: number): ShotFrame | null {
    const now = Math.max(nowMs, this.lastNow);
    if (this.held) {
      // Time stands still: what started keeps its progress, and starts later by the time held.
      const held = Number.isFinite(this.lastNow) ? now - this.lastNow : 0;
      if (this.frame && this.frame.startedAt !== null) this.frame.startedAt += held;
      if (this.carry !== null) this.carry += held;
      this.lastNow = now;
      return this.frame;
    }
    this.lastNow = now;
    for (;;) {
      const frame = this.frame;
      if (!frame) {
        const next = this.pending.shift();
        if (!next) break;
        this.begin(next, this.carry ?? now);
        this.carry = null;
        continue;
      }
      if (frame.startedAt === null) frame.startedAt = this.carry ?? now;
      this.carry = null;
      const elapsed = now - frame.startedAt;
      if (elapsed >= frame.shot.duration) {
        const endedAt = frame.startedAt + frame.shot.duration;
        this.end(false);
        // The next shot starts where this one ended, so a slow frame does not stretch the show.
        if (this.pending.length > 0) this.carry = endedAt;
        continue;
      }
      frame.elapsed = elapsed;
      frame.progress = frame.shot.duration > 0 ? elapsed / frame.shot.duration : 1;
      break;
    }
    this.checkIdle();
    return this.frame;
  }

  /** The shot on screen and its progress as of the last update (null when idle). */
  get current(): ShotFrame | null {
    return this.frame;
  }

  /** Shots waiting behind the current one, in order. */
  get queued(): readonly Shot[] {
    return this.pending;
  }

  isIdle(): boolean {
    return this.frame === null && this.pending.length === 0;
  }

  /** Resolves once nothing is playing or waiting (at once if idle now). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Finishes everything now: each remaining shot starts and ends (its end state is what the scene keeps). */
  skip(): void {
    this.finishAll(true);
  }

  /** Drops everything without playing it (undo, a new game): listeners get a 'reset'. */
  clear(): void {
    this.pending.length = 0;
    this.frame = null;
    this.carry = null;
    this.emit({ type: 'reset' });
    this.checkIdle();
  }

  /** Lifecycle events, synchronously, from inside update()/enqueue(): keep listeners cheap (mutate refs). */
  subscribe(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // --- internals --------------------------------------------------------------------------

  private scaled(base: number): number {
    return base * SPEED_FACTOR[this.speedValue] * (this.reduced ? REDUCED_MOTION_FACTOR : 1);
  }

  private retime(): void {
    const frame = this.frame;
    for (const shot of this.pending) {
      shot.duration = this.scaled(shot.base);
      shot.tumble = !this.reduced;
    }
    if (!frame) return;
    const progress = frame.progress;
    frame.shot.duration = this.scaled(frame.shot.base);
    frame.shot.tumble = frame.shot.tumble && !this.reduced;
    if (frame.startedAt !== null && Number.isFinite(this.lastNow)) {
      frame.startedAt = this.lastNow - progress * frame.shot.duration;
      frame.elapsed = progress * frame.shot.duration;
    }
  }

  private begin(shot: Shot, at: number | null): void {
    this.frame = { shot, progress: 0, elapsed: 0, startedAt: at };
    this.emit({ type: 'start', shot });
  }

  private end(skipped: boolean): void {
    const frame = this.frame;
    if (!frame) return;
    frame.progress = 1;
    frame.elapsed = frame.shot.duration;
    this.frame = null;
    this.emit({ type: 'end', shot: frame.shot, skipped });
  }

  private pumpZero(): void {
    for (;;) {
      if (this.frame) {
        if (this.frame.shot.duration > 0) break;
        this.end(false);
        continue;
      }
      const next = this.pending[0];
      if (!next || next.duration > 0) break;
      this.pending.shift();
      this.begin(next, null);
    }
    this.checkIdle();
  }

  private finishAll(skipped: boolean): void {
    // Listeners may enqueue more while we finish: loop until nothing is left.
    let guard = 0;
    while (!this.isIdle() && guard++ < 1_000_000) {
      if (this.frame) {
        this.end(skipped);
        continue;
      }
      const next = this.pending.shift()!;
      this.begin(next, null);
    }
    this.carry = null;
    this.checkIdle();
  }

  /** On the change from busy to idle: tell listeners and resolve whenIdle() promises. */
  private checkIdle(): void {
    if (!this.isIdle() || !this.busy) return;
    this.busy = false;
    this.carry = null;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    this.emit({ type: 'idle' });
    for (const resolve of waiters) resolve();
  }

  private emit(event: QueueEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // A failing listener must not stop the show (or the bots waiting on it).
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
}
