// What the narration describes (framework-free): the latest state whose shots have all played, so
// the words never run ahead of the table. The game state moves on at once (the rules never wait);
// the animation queue shows what each event did afterwards. Each state is kept with the id of the
// newest shot enqueued when it was reached (the beats of its event are enqueued before the session
// notifies), and becomes the one described once the queue has played every shot up to that id.
// With nothing playing (a human's turn, instant speed, no table drawing frames) the newest state is
// described at once: nothing waits on the narration.

/** What the follower reads of the animation queue (src/scene/animation/queue.ts). */
export interface PlayedShots {
  /** The id of the newest shot enqueued (0 before the first). */
  readonly lastShotId: number;
  /** Every shot up to this id has ended (or was dropped). */
  readonly playedThrough: number;
  subscribe(listener: (event: { type: string }) => void): () => void;
}

export class NarrationFollow<S> {
  /** States reached whose shots are still playing, oldest first. */
  private waiting: { state: S; through: number }[] = [];
  private current: S;
  private readonly unsubscribe: () => void;

  /**
   * `onAdvance` is called when the state described changes because shots ended (from inside the
   * queue's update: keep it cheap); changes from push() and reset() are the caller's to show.
   */
  constructor(
    private readonly shots: PlayedShots,
    initial: S,
    private readonly onAdvance: () => void,
  ) {
    this.current = initial;
    this.unsubscribe = shots.subscribe((event) => {
      if (event.type === 'end' || event.type === 'idle' || event.type === 'reset') this.advance(true);
    });
  }

  /** The state to describe now. */
  get state(): S {
    return this.current;
  }

  /** True while a newer state waits for its shots to play. */
  get lagging(): boolean {
    return this.waiting.length > 0;
  }

  /** A new state (after an event): described once the shots enqueued so far have played. */
  push(state: S): void {
    this.waiting.push({ state, through: this.shots.lastShotId });
    this.advance(false);
  }

  /** Describe `state` now and forget the states waiting (a new game, time travel). */
  reset(state: S): void {
    this.waiting = [];
    this.current = state;
  }

  dispose(): void {
    this.unsubscribe();
    this.waiting = [];
  }

  private advance(notify: boolean): void {
    const played = this.shots.playedThrough;
    let next: S | undefined;
    let moved = false;
    while (this.waiting.length > 0 && this.waiting[0]!.through <= played) {
      next = this.waiting.shift()!.state;
      moved = true;
    }
    if (!moved || next === this.current) return;
    this.current = next as S;
    if (notify) this.onAdvance();
  }
}
