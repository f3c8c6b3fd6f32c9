// Drives an AnimationQueue from the frame loop. Inside a react-three-fiber <Canvas> it rides R3F's
// own loop (as useFrame does, at a priority before the default so every useFrame reader sees the
// shot of this frame) and asks for frames while shots play (frameloop="demand" included).
// Outside a Canvas (the DOM-only table) a requestAnimationFrame loop drives it instead.
// No React state changes here: the queue is a mutable object that readers poll in their frames.
// While the page is hidden (no frames come) the driver lets go, so the queue drains at once and
// bots waiting on it carry on.
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
    const callback: { current: RenderCallback } = {
      current: (state) => {
        queue.update(now());
        if (!queue.isIdle()) state.invalidate();
      },
    };
    const unsubscribeFrame = store.getState().internal.subscribe(callback, QUEUE_FRAME_PRIORITY, store);
    // New beats wake a demand-driven canvas.
    const unsubscribeQueue = queue.subscribe((event) => {
      if (event.type === 'enqueue') store.getState().invalidate();
    });
    store.getState().invalidate();
    return () => {
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
    const tick = () => {
      handle = null;
      queue.update(now());
      if (!queue.isIdle()) handle = raf(tick);
    };
    const wake = () => {
      if (handle === null) handle = raf(tick);
    };
    const unsubscribeQueue = queue.subscribe((event) => {
      if (event.type === 'enqueue') wake();
    });
    if (!queue.isIdle()) wake();
    return () => {
      unsubscribeQueue();
      if (handle !== null) caf(handle);
      handle = null;
      release();
    };
  });
}
