// @vitest-environment happy-dom
// useAnimationFrameQueue without a <Canvas> (the DOM-only table): a requestAnimationFrame loop
// drives the queue while mounted and beats are playing; unmounting, or the page going hidden,
// lets go, so the queue drains and nothing waits for frames that will not come.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimationQueue } from '../../src/scene/animation/queue';
import { TEST_CATALOGUE } from './testCatalogue';
import { useAnimationFrameQueue } from '../../src/scene/animation/useQueue';
import { useReactRoot } from '../support/reactRoot';

const react = useReactRoot();

function Driver({ queue }: { queue: AnimationQueue }) {
  useAnimationFrameQueue(queue);
  return null;
}

let frames: Map<number, FrameRequestCallback>;
let clock = 0;

beforeEach(() => {
  frames = new Map();
  let id = 1;
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.set(id, cb);
    return id++;
  });
  vi.spyOn(globalThis, 'cancelAnimationFrame').mockImplementation((handle) => {
    frames.delete(handle);
  });
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the frames requested so far at time `t`. */
function frame(t: number) {
  clock = t;
  const due = [...frames.values()];
  frames.clear();
  for (const cb of due) cb(t);
}

describe('useAnimationFrameQueue outside a Canvas', () => {
  it('drives the queue from requestAnimationFrame while mounted, and lets go on unmount', async () => {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    await react.mountAsync(<Driver queue={queue} />);
    expect(queue.driven).toBe(true);
    // Idle: no frames requested.
    expect(frames.size).toBe(0);
    queue.enqueue({ type: 'chit.drawn', chit: 'x' });
    expect(frames.size).toBe(1);
    frame(100);
    expect(queue.current?.shot.beat.type).toBe('chit.drawn');
    frame(100 + 450);
    expect(queue.current?.progress).toBeCloseTo(0.5);
    frame(100 + 900);
    expect(queue.isIdle()).toBe(true);
    // Idle again: the loop stops asking for frames.
    expect(frames.size).toBe(0);

    queue.enqueue({ type: 'chit.drawn', chit: 'y' });
    frame(2000);
    expect(queue.isIdle()).toBe(false);
    react.unmount();
    expect(queue.driven).toBe(false);
    expect(queue.isIdle()).toBe(true);
  });

  it('between frames a timer keeps the queue on time: shots start when enqueued and end when their time is up', async () => {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    await react.mountAsync(<Driver queue={queue} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const idle = vi.fn();
      void queue.whenIdle().then(idle);
      clock = 0;
      queue.enqueue([{ type: 'chit.drawn', chit: 'x' }, { type: 'units.moved', path: ['a'] }]);
      // No frame comes (a renderer drawing one every few seconds): the chit starts at once...
      vi.advanceTimersByTime(1);
      expect(queue.current?.shot.beat.type).toBe('chit.drawn');
      // ...ends on time, and the move follows it.
      clock = 902;
      vi.advanceTimersByTime(901);
      expect(queue.current?.shot.beat.type).toBe('units.moved');
      clock = 1300;
      vi.advanceTimersByTime(400);
      expect(queue.isIdle()).toBe(true);
      await Promise.resolve();
      expect(idle).toHaveBeenCalled();
      // A frame in between changes nothing of the schedule.
      queue.enqueue({ type: 'dice.rolled', rolls: [] });
      vi.advanceTimersByTime(1);
      clock = 2000;
      frame(2000);
      expect(queue.current?.progress).toBeCloseTo((2000 - 1300) / 1400, 1);
    } finally {
      vi.useRealTimers();
    }
    react.unmount();
  });

  it('a hidden page lets go of the queue (bots carry on), and takes it again when shown', async () => {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    await react.mountAsync(<Driver queue={queue} />);
    queue.enqueue({ type: 'dice.rolled', rolls: [] });
    frame(0);
    expect(queue.isIdle()).toBe(false);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(queue.driven).toBe(false);
    expect(queue.isIdle()).toBe(true);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(queue.driven).toBe(true);
    react.unmount();
  });
});
