// Drives an AnimationQueue from the frame loop. Inside a react-three-fiber <Canvas> it rides R3F's
// own loop (as useFrame does, at a priority before the default so every useFrame reader sees the
// shot of this frame) and asks for frames while shots play (frameloop="demand" included).
// Outside a Canvas (the DOM-only table) a requestAnimationFrame loop drives it instead.
// No React state changes here: the queue is a mutable object that readers poll in their frames.
// While the page is hidden (no frames come) the driver lets go, so the queue drains at once and
// bots waiting on it carry on.
// Between frames a timer keeps the queue on time (keepTime): a shot starts when it is enqueued and
// ends when its time is up even where frames come seldom (software WebGL on a busy machine draws
// a frame every few seconds), so the show keeps its schedule and the bots waiting on it are not
// held a frame or two per decision; the frames only draw where it has got to.
import { useContext, useEffect } from 'react';
import { context as fiberContext, type RenderCallback, type RootStore } from '@react-three/fiber';
import type { AnimationQueue } from './queue';

/** Runs before the default useFrame priority (0) without taking over rendering (only > 0 does). */
export const QUEUE_FRAME_PRIORITY = -100;

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** Drives `queue.update()` every frame while the calling component is mounted. */
export function useAnimationFrameQueue(queue: AnimationQueue | null | undefined): void {
  // null outside a <Canvas>: then requestAnimationFrame drives the queue.
  const store = useContext(fiberContext) as RootStore | null;
  useEffect(() => {
    if (!queue) return;
    return store ? driveFromFiber(queue, store) : driveFromAnimationFrame(queue);
  }, [queue, store]);
}

/**
 * Keeps the queue on time between frames: after every update (`arm`) a timer is set for the end of
 * the shot on screen (at once when shots wait with none on screen), which updates the queue then
 * and calls `drawn` (ask for a frame). Returns the cleanup.
 */
function keepTime(queue: AnimationQueue, drawn: () => void): { arm: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    clear();
    if (queue.isIdle() || queue.isHeld) return;
    const f = queue.current;
    const wait = f ? Math.max(0, f.shot.duration - f.elapsed) : 0;
    timer = setTimeout(fire, Math.ceil(wait) + 1);
  };
  const fire = () => {
    timer = null;
    queue.update(now());
    drawn();
    arm();
  };
  const unsubscribe = queue.subscribe((event) => {
    if (event.type === 'enqueue') arm();
  });
  return {
    arm,
    stop: () => {
      unsubscribe();
      clear();
    },
  };
}

/** Attaches as a driver while the page is visible; returns the cleanup. */
function whileVisible(queue: AnimationQueue, start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const sync = () => {
    if (hidden()) {
      stop?.();
      stop = null;
    } else if (!stop) {
      stop = start();
    }
  };
  sync();
  const canListen = typeof document !== 'undefined';
  if (canListen) document.addEventListener('visibilitychange', sync);
  return () => {
    if (canListen) document.removeEventListener('visibilitychange', sync);
    stop?.();
    stop = null;
  };
}

function driveFromFiber(queue: AnimationQueue, store: RootStore): () => void {
  return whileVisible(queue, () => {
    const release = queue.attachDriver();
    const clock = keepTime(queue, () => {
      if (!queue.isIdle()) store.getState().invalidate();
    });
    const callback: { current: RenderCallback } = {
      current: (state) => {
        queue.update(now());
        if (!queue.isIdle()) state.invalidate();
        clock.arm();
      },
    };
    const unsubscribeFrame = store.getState().internal.subscribe(callback, QUEUE_FRAME_PRIORITY, store);
    // New beats wake a demand-driven canvas.
    const unsubscribeQueue = queue.subscribe((event) => {
      if (event.type === 'enqueue') store.getState().invalidate();
    });
    store.getState().invalidate();
    clock.arm();
    return () => {
      clock.stop();
      unsubscribeQueue();
      unsubscribeFrame();
      release();
    };
  });
}

function driveFromAnimationFrame(queue: AnimationQueue): () => void {
  const raf = globalThis.requestAnimationFrame?.bind(globalThis);
  const caf = globalThis.cancelAnimationFrame?.bind(globalThis);
  // No frames at all (a test environment): do not attach, so the queue never waits.
  if (!raf || !caf) return () => {};
  return whileVisible(queue, () => {
    const release = queue.attachDriver();
    let handle: number | null = null;
    const wake = () => {
      if (handle === null) handle = raf(tick);
    };
    const clock = keepTime(queue, () => {
      if (!queue.isIdle()) wake();
    });
    const tick = () => {
      handle = null;
      queue.update(now());
      if (!queue.isIdle()) handle = raf(tick);
      clock.arm();
    };
    const unsubscribeQueue = queue.subscribe((event) => {
      if (event.type === 'enqueue') wake();
    });
    if (!queue.isIdle()) wake();
    clock.arm();
    return () => {
      clock.stop();
      unsubscribeQueue();
      if (handle !== null) caf(handle);
      handle = null;
      release();
    };
  });
}
