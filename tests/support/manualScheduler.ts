// A manual scheduler for the bot driver and the app: tasks run only when a test says so, in time
// order, on a fake clock.
import type { Scheduler } from '../../src/app/botDriver';

export function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; fn: () => void; ms: number }>();
  const delays: number[] = [];
  const scheduler: Scheduler = {
    setTimeout(fn, ms) {
      const id = nextId++;
      tasks.set(id, { at: now + ms, fn, ms });
      delays.push(ms);
      return id;
    },
    clearTimeout(handle) {
      tasks.delete(handle as number);
    },
  };
  const runNext = (): boolean => {
    let best: [number, { at: number; fn: () => void }] | null = null;
    for (const entry of tasks) if (!best || entry[1].at < best[1].at) best = entry;
    if (!best) return false;
    tasks.delete(best[0]);
    now = best[1].at;
    best[1].fn();
    return true;
  };
  return { scheduler, runNext, delays, pending: () => tasks.size, now: () => now };
}
