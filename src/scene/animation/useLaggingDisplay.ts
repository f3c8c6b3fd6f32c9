// The shown state for React (see laggingDisplay.ts): follows the animation queue so a table's
// pieces never jump ahead of the shots. With no queue, or with the queue idle (always so at
// instant speed), it is the latest view's, at once. Frame changes reach React in a microtask after
// the queue's lifecycle event, never from inside the frame loop.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { AnimationQueue } from './queue';
import { LaggingDisplay, type LaggingFrame, type LaggingRules } from './laggingDisplay';

/** `rules` must be a constant (module-level) object: one display for the table's life. */
export function useLaggingDisplay<V, S>(latest: V, queue: AnimationQueue | null | undefined, rules: LaggingRules<V, S>): LaggingFrame<S> {
  // One display for the table's life; it is told of every later view below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const model = useMemo(() => new LaggingDisplay(rules, latest), []);
  const [frame, setFrame] = useState<LaggingFrame<S>>(() => model.frame);

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
    if (queue.isIdle() && model.setLatest(model.latestOf, true)) setFrame(model.frame);
    return unsubscribe;
  }, [queue, model]);

  // Nothing to play: the latest view's, in this very render (no frame of lag).
  const idle = !queue || queue.isIdle();
  const settled = useMemo<LaggingFrame<S>>(() => ({ shown: rules.shownOf(latest), before: null, shot: null }), [latest, rules]);
  return idle ? settled : frame;
}
