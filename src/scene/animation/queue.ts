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
//
// What each beat becomes is the game's: its beat catalogue (catalogue.ts) gives every beat type a
// shot name and a duration at normal speed. A beat type the catalogue lacks plays as a zero-time
// UNCATALOGUED shot and the queue warns once per type: never a silent gap in the show.
//
// Showcase pacing (`compressRoutine`): the catalogue marks each beat type 'fight' or 'routine'
// (its `pace`). Fights play in full; a run of routine shots is compressed, the more the longer
// the run has gone without a fight (ROUTINE_COMPRESSION), and the queue tells the bot driver how
// much to shorten its think time after a decision that showed only routine (thinkFactorSince).
//
// Who follows the show (the narration) asks which shots have played: every shot has an id in
// enqueue order, `lastShotId` is the newest, and every shot up to `playedThrough` has ended.
import type { Beat as GameBeat } from '../../core/module';
import { UNCATALOGUED, type AnyBeatCatalogue, type BeatPace, type BeatTiming } from './catalogue';

export { UNCATALOGUED, type AnyBeatCatalogue, type BeatCatalogue, type BeatPace, type BeatTiming } from './catalogue';

export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'instant';

/** Duration multiplier by speed (instant: nothing waits). */
export const SPEED_FACTOR: Record<AnimationSpeed, number> = { slow: 1.6, normal: 1, fast: 0.35, instant: 0 };

/** With reduced motion every shot is this much shorter, and nothing tumbles. */
export const REDUCED_MOTION_FACTOR = 0.4;

/**
 * Showcase: how a run of routine shots is compressed. The first routine shots after a fight play
 * at `start` of their time; as the run goes on without a fight, the factor halves every
 * `halfLifeMs` of its routine shots' full length at normal speed (counted uncompressed, so a long
 * campaign's quiet weeks reach the floor instead of slowing their own compression), down to
 * `floor`. Fights play in full and end the run.
 */
export const ROUTINE_COMPRESSION = { start: 0.35, halfLifeMs: 6000, floor: 0.08 } as const;

/** A beat as the scene reads it: its type, and whatever fields the game's scene reads by name. */
export interface Beat extends GameBeat {
  [key: string]: unknown;
}

/** A beat's catalogue entry, or null when the catalogue does not name its type. */
function entryOf(beat: Beat, catalogue: AnyBeatCatalogue): BeatTiming<Beat> | null {
  return Object.prototype.hasOwnProperty.call(catalogue, beat.type) ? (catalogue[beat.type] as BeatTiming<Beat>) : null;
}

/** The kind of shot a beat becomes: the catalogue's shot name (UNCATALOGUED when it has none). */
export function shotKindOf(beat: Beat, catalogue: AnyBeatCatalogue): string {
  return entryOf(beat, catalogue)?.shot ?? UNCATALOGUED;
}

/** The catalogue's pace for a beat ('fight', 'routine'), or undefined when it gives none. */
export function paceOf(beat: Beat, catalogue: AnyBeatCatalogue): BeatPace | undefined {
  return entryOf(beat, catalogue)?.pace;
}

/** Base duration (normal speed, full motion) of a beat's shot, in ms (0 when uncatalogued). */
export function baseDuration(beat: Beat, catalogue: AnyBeatCatalogue): number {
  const entry = entryOf(beat, catalogue);
  if (!entry) return 0;
  const ms = typeof entry.ms === 'function' ? entry.ms(beat) : entry.ms;
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** One beat, timed. `duration` follows the queue's speed (and reduced motion) while it plays. */
export interface Shot {
  /** Increasing from 1 in the order beats were enqueued. */
  readonly id: number;
  /** The catalogue's shot name for the beat's type (the game's word: 'dice', 'move', ...). */
  readonly kind: string;
  readonly beat: Beat;
  /** The catalogue's pace for the beat: 'fight', 'routine', or absent (neither). */
  readonly pace?: BeatPace;
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
  /** The game's beat catalogue: the shot and base duration of each beat type. */
  catalogue: AnyBeatCatalogue;
  speed?: AnimationSpeed;
  reducedMotion?: boolean;
  /** Showcase: compress runs of routine shots (ROUTINE_COMPRESSION); fights keep their full time. */
  compressRoutine?: boolean;
}

export class AnimationQueue {
  private speedValue: AnimationSpeed;
  private reduced: boolean;
  private readonly catalogue: AnyBeatCatalogue;
  /** Beat types already warned about (not in the catalogue). */
  private readonly warned = new Set<string>();
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
  /** Every shot with an id up to this one has ended (or was dropped). */
  private endedThrough = 0;
  private readonly compress: boolean;
  /** Shown time (normal speed) of the routine shots begun since the last fight. */
  private dullMs = 0;
  /** The id of the newest shot enqueued of each pace ('other': unmarked shots that show something). */
  private readonly lastOfPace = { fight: 0, routine: 0, other: 0 };

  constructor(options: AnimationQueueOptions) {
    this.speedValue = options.speed ?? 'normal';
    this.reduced = options.reducedMotion ?? false;
    this.catalogue = options.catalogue;
    this.compress = options.compressRoutine ?? false;
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

  /** Milliseconds a beat's shot lasts at the current speed and motion setting (and showcase pacing). */
  durationOf(beat: Beat): number {
    return this.scaled(baseDuration(beat, this.catalogue), paceOf(beat, this.catalogue));
  }

  // --- showcase pacing --------------------------------------------------------------------

  /** True when runs of routine shots are compressed (showcase). */
  get compressesRoutine(): boolean {
    return this.compress;
  }

  /**
   * The factor a routine shot's time is multiplied by now: 1 without compression; in showcase
   * ROUTINE_COMPRESSION.start after a fight, shrinking as the run without a fight goes on.
   */
  routineFactor(): number {
    if (!this.compress) return 1;
    const { start, halfLifeMs, floor } = ROUTINE_COMPRESSION;
    return Math.max(floor, start * 2 ** (-this.dullMs / halfLifeMs));
  }

  /**
   * How much a bot's think time may shrink after the shots enqueued since shot `mark`
   * (`lastShotId` before the decision): routineFactor() when they were all routine, or when the
   * decision showed nothing on the table (a marker set, a unit put on a rack: nothing to watch,
   * and a campaign game makes many of them), else 1 (a fight, or something unmarked, is given its
   * time; so is everything without compression).
   */
  thinkFactorSince(mark: number): number {
    if (!this.compress) return 1;
    const last = this.lastOfPace;
    if (last.fight > mark || last.other > mark) return 1;
    return this.routineFactor();
  }

  // --- what has played --------------------------------------------------------------------

  /** The id of the newest shot enqueued (0 before the first). */
  get lastShotId(): number {
    return this.nextId - 1;
  }

  /** Every shot with an id up to this has ended (or was dropped by clear()). */
  get playedThrough(): number {
    return this.endedThrough;
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
      const kind = shotKindOf(beat, this.catalogue);
      if (kind === UNCATALOGUED) this.warnUncatalogued(beat.type);
      const base = baseDuration(beat, this.catalogue);
      const pace = paceOf(beat, this.catalogue);
      const id = this.nextId++;
      if (pace === 'routine') this.lastOfPace.routine = id;
      else if (base > 0) this.lastOfPace[pace === 'fight' ? 'fight' : 'other'] = id;
      shots.push({ id, kind, beat, pace, base, duration: this.scaled(base, pace), tumble: !this.reduced });
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
    this.endedThrough = this.nextId - 1;
    this.dullMs = 0;
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

  private warnUncatalogued(type: string): void {
    if (this.warned.has(type)) return;
    this.warned.add(type);
    console.warn(`AnimationQueue: the beat type "${type}" is not in the game's beat catalogue: it plays as a zero-time shot.`);
  }

  private scaled(base: number, pace: BeatPace | undefined): number {
    const paced = pace === 'routine' ? this.routineFactor() : 1;
    return base * SPEED_FACTOR[this.speedValue] * (this.reduced ? REDUCED_MOTION_FACTOR : 1) * paced;
  }

  private retime(): void {
    const frame = this.frame;
    for (const shot of this.pending) {
      shot.duration = this.scaled(shot.base, shot.pace);
      shot.tumble = !this.reduced;
    }
    if (!frame) return;
    const progress = frame.progress;
    frame.shot.duration = this.scaled(frame.shot.base, frame.shot.pace);
    frame.shot.tumble = frame.shot.tumble && !this.reduced;
    if (frame.startedAt !== null && Number.isFinite(this.lastNow)) {
      frame.startedAt = this.lastNow - progress * frame.shot.duration;
      frame.elapsed = progress * frame.shot.duration;
    }
  }

  private begin(shot: Shot, at: number | null): void {
    if (this.compress) this.pace(shot);
    this.frame = { shot, progress: 0, elapsed: 0, startedAt: at };
    this.emit({ type: 'start', shot });
  }

  private end(skipped: boolean): void {
    const frame = this.frame;
    if (!frame) return;
    frame.progress = 1;
    frame.elapsed = frame.shot.duration;
    this.frame = null;
    this.endedThrough = frame.shot.id;
    this.emit({ type: 'end', shot: frame.shot, skipped });
  }

  /** Showcase: a routine shot takes the run's factor as it begins (and lengthens the run); a fight ends the run. */
  private pace(shot: Shot): void {
    if (shot.pace === 'routine') {
      shot.duration = this.scaled(shot.base, 'routine');
      this.dullMs += shot.base;
    } else if (shot.pace === 'fight' && shot.base > 0) {
      this.dullMs = 0;
    }
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
