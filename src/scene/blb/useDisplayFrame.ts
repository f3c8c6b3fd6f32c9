// The displayed view for React (see displayModel.ts): follows the animation queue so the map
// never jumps ahead of the shots. With no queue, or with the queue idle (always so at instant
// speed), it is the latest view itself, at once. Frame changes reach React in a microtask after
// the queue's lifecycle event, never from inside the frame loop.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { AnimationQueue } from '../animation/queue';
import { DisplayModel, type DisplayFrame } from './displayModel';
import type { BlbView } from './viewTypes';

export function useDisplayFrame(latest: BlbView, queue: AnimationQueue | null | undefined): DisplayFrame {
  // One model for the table's life; it is told of every later view below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const model = useMemo(() => new DisplayModel(latest), []);
  const [frame, setFrame] = useState<DisplayFrame>(() => model.frame);

  useLayoutEffect(() => {
    if (model.setLatest(latest, !queue || queue.isIdle())) setFrame(model.frame);
  }, [latest, queue, model]);

  useEffect(() => {
    if (!queue) return;
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      setFrame(model.frame);
    };
    const unsubscribe = queue.subscribe((event) => {
      if (model.onEvent(event) && !scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    });
    // Whatever played before we listened is over if the queue is idle now.
    if (queue.isIdle() && model.setLatest(model.latestView, true)) setFrame(model.frame);
    return unsubscribe;
  }, [queue, model]);

  // Nothing to play: the latest view, in this very render (no frame of lag).
  const idle = !queue || queue.isIdle();
  const settled = useMemo<DisplayFrame>(() => ({ view: latest, before: null, shot: null }), [latest]);
  return idle ? settled : frame;
}
