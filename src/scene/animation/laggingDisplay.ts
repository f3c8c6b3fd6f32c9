// What a table shows while its animation queue plays (pure: no React, no three), for every game.
//
// The rules have moved on the moment an event is sent; the pieces must not run ahead of the
// queue. So a table draws a SHOWN state that lags the latest view: it starts equal to the view the
// queue last went idle on, and each beat's effect is applied to it (the game's `apply`) as that
// beat's shot starts, the shot tweening the pieces from where they were to where the beat puts
// them. When the queue is idle the shown state is the latest view's (whatever the beats did not
// say, the idle view corrects: the display can never drift from the game). Cheap while nobody
// looks (at instant speed whole games pass through it): beats are applied only when the frame is read.
//
// A game brings what is its own: what part of a view its table shows (`shownOf`), what a beat does
// to it (`apply`) and which beats change it (`changes`).
import type { Beat, QueueEvent, Shot } from './queue';

/** What the table draws now. */
export interface LaggingFrame<S> {
  /** The shown state: the latest view's when the queue is idle, else lagging behind it. */
  shown: S;
  /** While a shot that changes the table plays: the state before it (its pieces tween from there). */
  before: S | null;
  /** That shot. */
  shot: Shot | null;
}

/** A game's part: its shown state, made from a view and changed by beats. */
export interface LaggingRules<V, S> {
  /** What a view shows with nothing left to play (called once per new latest view). */
  shownOf(view: V): S;
  /** The shown state after one beat (a new object where something changed; `shown` is never changed). */
  apply(shown: S, beat: Beat): S;
  /** Whether a beat changes what the table shows (its shot tweens the pieces). */
  changes(beat: Beat): boolean;
  /** Whether two views show the same (default: the same object): an equal view keeps the shown state's identity. */
  sameView?(a: V, b: V): boolean;
}

/**
 * Follows the queue's lifecycle (onEvent: subscribe it to the queue) and the latest view
 * (setLatest), and says what the table should show (frame). With the queue idle the frame is the
 * latest view's.
 */
export class LaggingDisplay<V, S> {
  private latestView: V;
  private latest: S;
  /** The shown state as of the last idle (or the last frame read), before the `ended` beats. */
  private base: S;
  /** Beats whose shots have ended since `base`, not applied yet. */
  private ended: Beat[] = [];
  private playing: Shot | null = null;
  /** The playing shot's after-state, once computed (it becomes the base when the shot ends). */
  private playingAfter: { shot: Shot; before: S; after: S } | null = null;
  private cached: LaggingFrame<S> | null = null;

  constructor(
    private readonly rules: LaggingRules<V, S>,
    latest: V,
  ) {
    this.latestView = latest;
    this.latest = rules.shownOf(latest);
    this.base = this.latest;
  }

  /** The frame to draw (the same object until something changes). */
  get frame(): LaggingFrame<S> {
    if (this.cached) return this.cached;
    if (this.ended.length > 0) {
      let s = this.base;
      for (const beat of this.ended) s = this.rules.apply(s, beat);
      this.base = s;
      this.ended = [];
    }
    const shot = this.playing;
    if (shot && this.rules.changes(shot.beat)) {
      if (!this.playingAfter || this.playingAfter.shot !== shot) {
        this.playingAfter = { shot, before: this.base, after: this.rules.apply(this.base, shot.beat) };
      }
      this.cached = { shown: this.playingAfter.after, before: this.playingAfter.before, shot };
    } else {
      this.cached = { shown: this.base, before: null, shot: null };
    }
    return this.cached;
  }

  /** The view the table would show with nothing left to play. */
  get latestOf(): V {
    return this.latestView;
  }

  /**
   * A new view of the snapshot. With the queue idle the display takes it at once; otherwise it
   * keeps following the shots and takes it when the queue goes idle. True when the frame changed.
   */
  setLatest(view: V, queueIdle: boolean): boolean {
    const same = view === this.latestView || (this.rules.sameView?.(view, this.latestView) ?? false);
    this.latestView = view;
    if (!same) this.latest = this.rules.shownOf(view);
    if (!queueIdle) return false;
    return this.settle();
  }

  /** Follows the queue (subscribe it to the queue). True when the frame to draw changed. */
  onEvent(event: QueueEvent): boolean {
    switch (event.type) {
      case 'start':
        this.playing = event.shot;
        if (!this.rules.changes(event.shot.beat)) return false;
        this.cached = null;
        return true;
      case 'end': {
        const shot = event.shot;
        if (this.playing === shot) this.playing = null;
        if (!this.rules.changes(shot.beat)) return false;
        if (this.playingAfter?.shot === shot && this.ended.length === 0) {
          // Its after-state is the base now (the same object: React sees no change).
          this.base = this.playingAfter.after;
          this.playingAfter = null;
          // The frame's state stays as it is; only the tween is over.
          if (this.cached) this.cached = { shown: this.base, before: null, shot: null };
          return false;
        }
        this.ended.push(shot.beat);
        this.cached = null;
        return false;
      }
      case 'idle':
      case 'reset':
        return this.settle();
      default:
        return false;
    }
  }

  private settle(): boolean {
    const same = this.cached !== null && this.cached.shown === this.latest && this.cached.before === null;
    this.base = this.latest;
    this.ended = [];
    this.playing = null;
    this.playingAfter = null;
    if (same) return false;
    this.cached = { shown: this.latest, before: null, shot: null };
    return true;
  }
}
