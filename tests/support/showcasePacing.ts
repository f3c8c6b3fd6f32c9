// Measures the pacing of a whole bot game as a viewer would see it, headless and on a virtual
// clock: the app's GameController (its animation queue, bot driver and, in showcase, the
// showcase loop and watchdog) plays the game; the queue is driven as a frame loop would drive it,
// jumping from one shot's end to the next, and the scheduler's timers (the bots' think time) run
// in virtual time. Nothing depends on the wall clock: the figures are the queue's shot durations
// and the bot delays, summed. Names no game: it takes a module and its beat catalogue.
import type { Scheduler } from '../../src/app/botDriver';
import { GameController } from '../../src/app/gameController';
import { parseUrl, type Speed } from '../../src/app/url';
import type { AnyGameModule } from '../../src/core/module';
import { safeTurn } from '../../src/core/moduleReads';
import type { AnyBeatCatalogue } from '../../src/scene/animation/catalogue';

export interface PacingRun {
  module: AnyGameModule;
  beats: AnyBeatCatalogue;
  seed: number;
  mode: 'showcase' | 'play';
  speed: Exclude<Speed, 'instant'>;
  /** Stop after this much show time (ms), game over or not (default 2 hours). */
  limitMs?: number;
}

export interface PacingReport {
  game: string;
  seed: number;
  mode: string;
  speed: string;
  events: number;
  turns: number;
  /** The result's winner (or 'draw'), null when the run stopped first. */
  winner: string | null;
  /** Show time from the start to the end of the last shot (ms). */
  showMs: number;
  /** Of which: shots playing, and waiting between them (the bots' think time). */
  shotMs: number;
  waitMs: number;
  /** Fight shots (the catalogue's pace 'fight', with a duration) played. */
  fights: number;
  /** When the first fight shot began (ms from the start), null with none. */
  firstFightMs: number | null;
  /** The longest stretch with no fight shot on screen: from the start or a fight's end to the next fight's start. */
  longestGapMs: number;
  /** When that stretch began (ms from the start). */
  longestGapAt: number;
  /** From the last fight's end to the end of the game. */
  tailMs: number;
  /** When the narration first showed each Game Turn (ms from the start; index 0: Game Turn 1). */
  turnShownAt: number[];
}

/** A scheduler on a virtual clock: timers run when the harness says, in time order. */
function virtualScheduler() {
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock = { now: 0 };
  const scheduler: Scheduler = {
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: clock.now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const next = (): [number, { at: number; fn: () => void }] | null => {
    let best: [number, { at: number; fn: () => void }] | null = null;
    for (const entry of timers) if (!best || entry[1].at < best[1].at) best = entry;
    return best;
  };
  return { scheduler, clock, next, timers };
}

/** Lets promise callbacks run (the bot driver waits for the queue with whenIdle()). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function measurePacing(run: PacingRun): Promise<PacingReport> {
  const { module, beats, seed, mode, speed } = run;
  const limitMs = run.limitMs ?? 2 * 60 * 60 * 1000;
  const { scheduler, clock, next, timers } = virtualScheduler();
  const players = module.sides.map(() => 'smart').join(',');
  const search = new URLSearchParams({ game: module.id, mode, seed: String(seed), speed, players });
  const { config } = parseUrl(search, [module]);
  const controller = new GameController({ module, beats, config, scheduler, randomSeed: () => seed });
  const queue = controller.animation;
  // A frame loop draws the table: shots take their time.
  queue.attachDriver();

  let shotMs = 0;
  let fights = 0;
  let firstFightMs: number | null = null;
  let gapFrom = 0;
  let longestGapMs = 0;
  let longestGapAt = 0;
  let lastShotEnd = 0;
  const stop = queue.subscribe((event) => {
    if (event.type === 'start' && event.shot.pace === 'fight' && event.shot.duration > 0) {
      fights++;
      firstFightMs ??= clock.now;
      if (clock.now - gapFrom > longestGapMs) {
        longestGapMs = clock.now - gapFrom;
        longestGapAt = gapFrom;
      }
    } else if (event.type === 'end') {
      shotMs += event.shot.duration;
      lastShotEnd = clock.now;
      if (event.shot.pace === 'fight' && event.shot.duration > 0) gapFrom = clock.now;
    }
  });

  // When the narration (which follows the shots) first shows each Game Turn.
  const turnShownAt: number[] = [];
  const unwatch = controller.subscribe(() => {
    const turn = safeTurn(module, controller.getView().narrated);
    while (turn > turnShownAt.length) turnShownAt.push(Math.round(clock.now));
  });

  const session = () => controller.currentSession;
  for (let guard = 0; guard < 2_000_000; guard++) {
    await settle();
    if (session().result() && queue.isIdle()) break;
    if (clock.now > limitMs) break;
    // The next thing to happen: the shot on screen ends, or a timer (a bot's think time) is due.
    const frame = queue.update(clock.now);
    // (A thousandth of a millisecond past the end, so rounding never leaves a shot a hair short.)
    const shotEnds = frame ? clock.now + Math.max(0, frame.shot.duration - frame.elapsed) + 0.001 : Number.POSITIVE_INFINITY;
    const timer = next();
    if (!frame && !timer) break;
    if (timer && timer[1].at <= shotEnds) {
      clock.now = Math.max(clock.now, timer[1].at);
      queue.update(clock.now);
      timers.delete(timer[0]);
      timer[1].fn();
    } else {
      clock.now = shotEnds;
      queue.update(clock.now);
    }
  }
  stop();
  unwatch();
  const result = session().result();
  const showMs = lastShotEnd;
  const report: PacingReport = {
    game: module.id,
    seed,
    mode,
    speed,
    events: session().length,
    turns: module.turn(session().snapshot),
    winner: result ? result.winner : null,
    showMs,
    shotMs: Math.round(shotMs),
    waitMs: Math.round(showMs - shotMs),
    fights,
    firstFightMs,
    longestGapMs: Math.round(longestGapMs),
    longestGapAt: Math.round(longestGapAt),
    tailMs: Math.round(Math.max(0, showMs - gapFrom)),
    turnShownAt,
  };
  controller.dispose();
  return report;
}
