// Recovery from a lost WebGL context (framework-free), for a table that runs for hours: the GPU
// process restarts, a driver resets, the browser reclaims contexts. On a loss the table says so
// and, when the browser restores the context or after RESTORE_TIMEOUT_MS without it, remounts its
// canvas (a fresh context: every texture and buffer made anew). Each loss is logged.

/** How long to wait for the browser to restore a lost context before making a new canvas. */
export const RESTORE_TIMEOUT_MS = 2500;

export interface ContextLossState {
  /** The context is lost: the table shows "Restoring the table…". */
  lost: boolean;
  /** Bumped on each remount: the canvas's React key. */
  generation: number;
  /** Losses so far on this table. */
  losses: number;
}

export interface ContextLossTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: ContextLossTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ContextLossGuard {
  private value: ContextLossState = { lost: false, generation: 0, losses: 0 };
  private timer: unknown = null;

  constructor(
    private readonly onChange: (state: ContextLossState) => void,
    private readonly timers: ContextLossTimers = browserTimers,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  get state(): ContextLossState {
    return this.value;
  }

  /** webglcontextlost (the caller has called preventDefault, so a restore may come). */
  lost(): void {
    if (this.value.lost) return;
    this.value = { ...this.value, lost: true, losses: this.value.losses + 1 };
    this.log(`The table's WebGL context was lost (loss ${this.value.losses}); restoring the table.`);
    this.onChange(this.value);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.remount('the context was not restored in time');
    }, RESTORE_TIMEOUT_MS);
  }

  /** webglcontextrestored. */
  restored(): void {
    if (!this.value.lost) return;
    this.remount('the browser restored the context');
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private remount(why: string): void {
    this.dispose();
    this.value = { ...this.value, lost: false, generation: this.value.generation + 1 };
    this.log(`The table is drawn on a new canvas (${why}).`);
    this.onChange(this.value);
  }
}
