// Showcase pacing in the animation queue: the catalogue marks beats 'fight' or 'routine'; with
// compressRoutine (showcase) a run of routine shots plays faster the longer it goes without a
// fight (ROUTINE_COMPRESSION), fights keep their full time and end the run, and the queue tells
// the bot driver how much to shorten its think time after a decision that showed only routine.
// Also what the narration follows: lastShotId and playedThrough.
import { describe, expect, it } from 'vitest';
import { stepsAlong, type BeatCatalogue } from '../../src/scene/animation/catalogue';
import { AnimationQueue, ROUTINE_COMPRESSION, SPEED_FACTOR, type AnimationSpeed, type Beat } from '../../src/scene/animation/queue';

type PacedBeat =
  | { type: 'chit.drawn' }
  | { type: 'units.moved'; path?: string[] }
  | { type: 'dice.rolled' }
  | { type: 'turn.began' }
  | { type: 'note' };

const PACED = {
  'chit.drawn': { shot: 'chit', ms: 900, pace: 'routine' },
  'units.moved': { shot: 'move', ms: (b) => 350 * stepsAlong(b.path), pace: 'routine' },
  'dice.rolled': { shot: 'dice', ms: 1400, pace: 'fight' },
  // Unmarked: neither (full time).
  'turn.began': { shot: 'turn', ms: 900 },
  'note': { shot: 'note', ms: 0, pace: 'routine' },
} satisfies BeatCatalogue<PacedBeat>;

const chit: Beat = { type: 'chit.drawn' };
const move1: Beat = { type: 'units.moved', path: ['a'] };
const dice: Beat = { type: 'dice.rolled' };
const turn: Beat = { type: 'turn.began' };
const note: Beat = { type: 'note' };

/** A driven queue and a clock that plays shots to their end, recording each shot's duration as it starts. */
function showcaseQueue(compressRoutine: boolean, speed: AnimationSpeed = 'normal') {
  const queue = new AnimationQueue({ catalogue: PACED, speed, compressRoutine });
  queue.attachDriver();
  let now = 0;
  const started: { type: string; duration: number }[] = [];
  queue.subscribe((e) => {
    if (e.type === 'start') started.push({ type: e.shot.beat.type, duration: e.shot.duration });
  });
  const playAll = () => {
    for (let guard = 0; guard < 10_000 && !queue.isIdle(); guard++) {
      const f = queue.update(now);
      if (!f) break;
      now += f.shot.duration - f.elapsed + 0.001;
      queue.update(now);
    }
  };
  return { queue, started, playAll };
}

describe('showcase pacing in the animation queue', () => {
  it('without compression (play, teach) routine shots keep their full time and the think time is not shortened', () => {
    const { queue, started, playAll } = showcaseQueue(false);
    const mark = queue.lastShotId;
    queue.enqueue([chit, move1, chit]);
    playAll();
    expect(started.map((s) => s.duration)).toEqual([900, 350, 900]);
    expect(queue.routineFactor()).toBe(1);
    expect(queue.thinkFactorSince(mark)).toBe(1);
  });

  it(`in showcase a routine shot after a fight plays at x${ROUTINE_COMPRESSION.start}, a fight in full`, () => {
    const { queue, started, playAll } = showcaseQueue(true);
    queue.enqueue([dice, chit, dice]);
    playAll();
    expect(started.map((s) => s.type)).toEqual(['dice.rolled', 'chit.drawn', 'dice.rolled']);
    expect(started[0]!.duration).toBe(1400);
    expect(started[1]!.duration).toBeCloseTo(900 * ROUTINE_COMPRESSION.start);
    expect(started[2]!.duration).toBe(1400);
    // Unmarked shots keep their time too.
    queue.enqueue(turn);
    playAll();
    expect(started[3]).toEqual({ type: 'turn.began', duration: 900 });
  });

  it('a long run of routine shots is compressed more and more, never below the floor; a fight starts the run afresh', () => {
    const { queue, started, playAll } = showcaseQueue(true);
    queue.enqueue(Array.from({ length: 120 }, (_, i) => (i % 2 ? move1 : chit)));
    playAll();
    const factors = started.map((s, i) => s.duration / (i % 2 ? 350 : 900));
    expect(factors[0]).toBeCloseTo(ROUTINE_COMPRESSION.start);
    // Never faster than the floor, never slower than the start, and each no slower than the one before.
    for (let i = 1; i < factors.length; i++) {
      expect(factors[i]!).toBeLessThanOrEqual(factors[i - 1]! + 1e-9);
      expect(factors[i]!).toBeGreaterThanOrEqual(ROUTINE_COMPRESSION.floor - 1e-9);
    }
    expect(factors.at(-1)).toBeCloseTo(ROUTINE_COMPRESSION.floor);
    // The whole run: 120 shots of 625 ms on average (75 s at full time) show in a fraction of it.
    const shown = started.reduce((t, s) => t + s.duration, 0);
    expect(shown).toBeLessThan(75_000 * 0.2);
    // A fight ends the run: the next routine shot is back at the start factor.
    queue.enqueue([dice, chit]);
    playAll();
    expect(started.at(-2)!.duration).toBe(1400);
    expect(started.at(-1)!.duration).toBeCloseTo(900 * ROUTINE_COMPRESSION.start);
  });

  it('the compression multiplies the speed: fast routine shots are fast x routine factor', () => {
    const { started, playAll, queue } = showcaseQueue(true, 'fast');
    queue.enqueue([dice, chit]);
    playAll();
    expect(started[0]!.duration).toBeCloseTo(1400 * SPEED_FACTOR.fast);
    expect(started[1]!.duration).toBeCloseTo(900 * SPEED_FACTOR.fast * ROUTINE_COMPRESSION.start);
  });

  it("tells the bot driver how much to shorten its think time after a decision's shots", () => {
    const { queue, playAll } = showcaseQueue(true);
    // A decision that showed only routine: shortened by the routine factor now.
    let mark = queue.lastShotId;
    queue.enqueue([chit, note]);
    playAll();
    expect(queue.thinkFactorSince(mark)).toBeCloseTo(queue.routineFactor());
    expect(queue.thinkFactorSince(mark)).toBeLessThan(1);
    // A fight among its shots: full think time.
    mark = queue.lastShotId;
    queue.enqueue([chit, dice]);
    playAll();
    expect(queue.thinkFactorSince(mark)).toBe(1);
    // Something unmarked that shows (a new turn): full think time.
    mark = queue.lastShotId;
    queue.enqueue([turn, chit]);
    expect(queue.thinkFactorSince(mark)).toBe(1);
    playAll();
    // Nothing shown (a decision the table does not show): as routine.
    mark = queue.lastShotId;
    expect(queue.thinkFactorSince(mark)).toBeCloseTo(queue.routineFactor());
    expect(queue.thinkFactorSince(mark)).toBeLessThan(1);
  });

  it('lastShotId and playedThrough say which shots have played; clear() counts the dropped ones as played', () => {
    const queue = new AnimationQueue({ catalogue: PACED, speed: 'normal' });
    queue.attachDriver();
    expect([queue.lastShotId, queue.playedThrough]).toEqual([0, 0]);
    queue.enqueue([chit, move1]);
    expect([queue.lastShotId, queue.playedThrough]).toEqual([2, 0]);
    queue.update(0);
    queue.update(900.5);
    expect(queue.playedThrough).toBe(1);
    queue.update(2000);
    expect(queue.playedThrough).toBe(2);
    queue.enqueue([dice, chit]);
    queue.update(2100);
    queue.clear();
    expect([queue.lastShotId, queue.playedThrough]).toEqual([4, 4]);
    // Zero-time shots end as they are enqueued.
    queue.enqueue(note);
    expect([queue.lastShotId, queue.playedThrough]).toEqual([5, 5]);
  });
});
