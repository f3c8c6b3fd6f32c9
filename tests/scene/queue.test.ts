// The animation queue: beats become timed shots played in order at the chosen speed, driven by
// a clock from outside (a fake one here); instant (or no driver) drains synchronously; whenIdle
// resolves when the last shot ends; skip and clear; speed changes keep the shot's progress.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnimationQueue,
  REDUCED_MOTION_FACTOR,
  UNCATALOGUED,
  baseDuration,
  type Beat,
  type QueueEvent,
} from '../../src/scene/animation/queue';
import { TEST_CATALOGUE } from './testCatalogue';

const catalogue = TEST_CATALOGUE;

const chit: Beat = { type: 'chit.drawn', chit: 'de1', kind: 'activation', by: 'german' };
const move3: Beat = { type: 'units.moved', side: 'german', units: ['g1'], from: 'a', path: ['b', 'c', 'd'] };
const dice: Beat = { type: 'dice.rolled', box: 'liege', rolls: [{ side: 'german', unit: 'g1', cf: 5, modifier: 0, die: 6, hit: true }] };
const flip: Beat = { type: 'unit.reduced', unit: 'b1' };
const note: Beat = { type: 'activation.ended', armies: ['de1'] };

/** A queue with a driver attached (as the scene's frame loop would) and a log of its events. */
function driven(speed: 'slow' | 'normal' | 'fast' | 'instant' = 'normal', reducedMotion = false) {
  const queue = new AnimationQueue({ catalogue, speed, reducedMotion });
  const release = queue.attachDriver();
  const events: string[] = [];
  queue.subscribe((e: QueueEvent) => {
    if (e.type === 'start' || e.type === 'end') events.push(`${e.type}:${e.shot.beat.type}`);
    else events.push(e.type);
  });
  return { queue, release, events };
}

describe('AnimationQueue', () => {
  it("times shots by the game's catalogue: a chit 900 ms, a move 350 ms per box, dice 1400 ms, a flip 500 ms", () => {
    expect(baseDuration(chit, catalogue)).toBe(900);
    expect(baseDuration(move3, catalogue)).toBe(3 * 350);
    expect(baseDuration({ type: 'units.moved', path: [] }, catalogue)).toBe(350);
    expect(baseDuration(dice, catalogue)).toBe(1400);
    expect(baseDuration(flip, catalogue)).toBe(500);
    expect(baseDuration(note, catalogue)).toBe(0);
  });

  it("a shot's kind is the catalogue's shot name", () => {
    const { queue } = driven();
    const kinds: string[] = [];
    queue.subscribe((e) => {
      if (e.type === 'enqueue') kinds.push(...e.shots.map((s) => s.kind));
    });
    queue.enqueue([chit, move3, dice, note]);
    expect(kinds).toEqual(['chit', 'move', 'dice', 'note']);
  });

  it('scales durations by speed: slow 1.6x, normal 1x, fast 0.35x, instant 0; reduced motion shortens', () => {
    const at = (speed: 'slow' | 'normal' | 'fast' | 'instant') => new AnimationQueue({ catalogue, speed }).durationOf(dice);
    expect(at('slow')).toBeCloseTo(1400 * 1.6);
    expect(at('normal')).toBe(1400);
    expect(at('fast')).toBeCloseTo(1400 * 0.35);
    expect(at('instant')).toBe(0);
    expect(new AnimationQueue({ catalogue, reducedMotion: true }).durationOf(dice)).toBeCloseTo(1400 * REDUCED_MOTION_FACTOR);
  });

  it('plays shots in order on a fake clock, with progress between', () => {
    const { queue, events } = driven();
    queue.enqueue([chit, move3, flip]);
    expect(queue.isIdle()).toBe(false);
    let frame = queue.update(1000);
    expect(frame?.shot.beat).toBe(chit);
    expect(frame?.progress).toBe(0);
    frame = queue.update(1450);
    expect(frame?.shot.beat).toBe(chit);
    expect(frame?.progress).toBeCloseTo(0.5);
    // The chit ends at 1900; the move starts there, not at the next frame.
    frame = queue.update(1900 + 175);
    expect(frame?.shot.beat).toBe(move3);
    expect(frame?.elapsed).toBeCloseTo(175);
    expect(frame?.progress).toBeCloseTo(175 / 1050);
    frame = queue.update(1900 + 1050 + 250);
    expect(frame?.shot.beat).toBe(flip);
    expect(frame?.progress).toBeCloseTo(0.5);
    expect(queue.update(1900 + 1050 + 500)).toBeNull();
    expect(queue.isIdle()).toBe(true);
    expect(events).toEqual([
      'enqueue', 'start:chit.drawn', 'end:chit.drawn', 'start:units.moved', 'end:units.moved',
      'start:unit.reduced', 'end:unit.reduced', 'idle',
    ]);
  });

  it('a long frame ends several shots at once and keeps their order', () => {
    const { queue, events } = driven('fast');
    queue.enqueue([chit, dice, flip, chit]);
    queue.update(0);
    const frame = queue.update((900 + 1400 + 500) * 0.35 + 10);
    expect(frame?.shot.beat).toBe(chit);
    expect(frame?.shot.id).toBe(4);
    expect(frame?.elapsed).toBeCloseTo(10);
    expect(events.filter((e) => e.startsWith('end:'))).toEqual(['end:chit.drawn', 'end:dice.rolled', 'end:unit.reduced']);
  });

  it('zero-length beats pass without a frame', () => {
    const { queue, events } = driven();
    queue.enqueue([note, note]);
    expect(queue.isIdle()).toBe(true);
    expect(events).toEqual(['enqueue', 'start:activation.ended', 'end:activation.ended', 'start:activation.ended', 'end:activation.ended', 'idle']);
  });

  it('instant drains synchronously, in order, with no frame', async () => {
    const { queue, events } = driven('instant');
    queue.enqueue([chit, dice]);
    queue.enqueue(flip);
    expect(queue.isIdle()).toBe(true);
    expect(queue.current).toBeNull();
    expect(events.filter((e) => e.startsWith('start:'))).toEqual(['start:chit.drawn', 'start:dice.rolled', 'start:unit.reduced']);
    await expect(queue.whenIdle()).resolves.toBeUndefined();
  });

  it('with no driver attached nothing waits for frames that will not come', () => {
    const queue = new AnimationQueue({ catalogue, speed: 'slow' });
    queue.enqueue([chit, dice]);
    expect(queue.isIdle()).toBe(true);
    // A driver that lets go drains what is left.
    const release = queue.attachDriver();
    queue.enqueue([chit, dice]);
    queue.update(0);
    expect(queue.isIdle()).toBe(false);
    release();
    expect(queue.isIdle()).toBe(true);
  });

  it('whenIdle resolves when the last shot ends (and at once when idle)', async () => {
    const { queue } = driven();
    await queue.whenIdle();
    queue.enqueue([chit, flip]);
    let resolved = false;
    const idle = queue.whenIdle().then(() => {
      resolved = true;
    });
    queue.update(0);
    queue.update(900);
    await Promise.resolve();
    expect(resolved).toBe(false);
    queue.update(1399);
    await Promise.resolve();
    expect(resolved).toBe(false);
    queue.update(1400);
    await idle;
    expect(resolved).toBe(true);
  });

  it('skip() finishes everything now; clear() drops it with a reset', async () => {
    const { queue, events } = driven();
    queue.enqueue([chit, dice, flip]);
    queue.update(0);
    const idle = queue.whenIdle();
    queue.skip();
    await idle;
    expect(queue.isIdle()).toBe(true);
    expect(events.filter((e) => e.startsWith('end:'))).toEqual(['end:chit.drawn', 'end:dice.rolled', 'end:unit.reduced']);

    events.length = 0;
    queue.enqueue([chit, dice]);
    queue.update(10);
    const idle2 = queue.whenIdle();
    queue.clear();
    await idle2;
    expect(events).toEqual(['enqueue', 'start:chit.drawn', 'reset', 'idle']);
  });

  it('a speed change keeps the current shot where it is and re-times the rest; instant skips', () => {
    const { queue } = driven('normal');
    queue.enqueue([dice, flip]);
    queue.update(0);
    expect(queue.update(700)?.progress).toBeCloseTo(0.5);
    queue.setSpeed('slow');
    expect(queue.current?.shot.duration).toBeCloseTo(1400 * 1.6);
    expect(queue.update(700)?.progress).toBeCloseTo(0.5);
    expect(queue.update(700 + 0.25 * 1400 * 1.6)?.progress).toBeCloseTo(0.75);
    expect(queue.queued[0]?.duration).toBeCloseTo(500 * 1.6);
    queue.setSpeed('instant');
    expect(queue.isIdle()).toBe(true);
  });

  it('reduced motion: shorter shots that do not tumble', () => {
    const { queue } = driven('normal', true);
    queue.enqueue(dice);
    const frame = queue.update(0);
    expect(frame?.shot.tumble).toBe(false);
    expect(frame?.shot.duration).toBeCloseTo(1400 * REDUCED_MOTION_FACTOR);
    queue.reducedMotion = false;
    queue.enqueue(dice);
    expect(queue.queued[0]?.tumble).toBe(true);
  });

  it('ignores beats without a type and time going backwards', () => {
    const { queue } = driven();
    queue.enqueue([{} as Beat, null as unknown as Beat]);
    expect(queue.isIdle()).toBe(true);
    queue.enqueue(chit);
    queue.update(100);
    expect(queue.update(50)?.elapsed).toBe(0);
    expect(queue.update(550)?.progress).toBeCloseTo(0.5);
  });

  describe('a beat type missing from the catalogue', () => {
    afterEach(() => vi.restoreAllMocks());

    it('warns once per type (never silent) and plays as a zero-time shot', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { queue, events } = driven();
      const stray: Beat = { type: 'stray.beat' };
      queue.enqueue([stray, chit, stray, { type: 'other.stray' }]);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[0]![0])).toContain('stray.beat');
      expect(String(warn.mock.calls[1]![0])).toContain('other.stray');
      expect(queue.durationOf(stray)).toBe(0);
      // The stray passes at once; the chit is what plays.
      expect(events.slice(0, 3)).toEqual(['enqueue', 'start:stray.beat', 'end:stray.beat']);
      expect(queue.update(0)?.shot.beat).toBe(chit);
      queue.skip();
      queue.enqueue(stray);
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('its shot kind says it is uncatalogued', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const queue = new AnimationQueue({ catalogue, speed: 'normal' });
      const kinds: string[] = [];
      queue.subscribe((e) => {
        if (e.type === 'start') kinds.push(e.shot.kind);
      });
      queue.enqueue({ type: 'stray.beat' });
      expect(kinds).toEqual([UNCATALOGUED]);
    });
  });
});
