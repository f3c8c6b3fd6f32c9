// The shown state for React (see ../displayModel.ts): follows the animation queue so the sheet's
// counters never jump ahead of the shots. With no queue, or the queue idle (always so at instant
// speed), it is the latest view's, at once. As BLB's useDisplayFrame: frame changes reach React in
// a microtask after the queue's lifecycle event, never from inside the frame loop.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { AnimationQueue } from '../../animation/queue';
import type { BbwView } from '../../../games/bbw/view';
import { BbwDisplayModel, shownOf, type BbwDisplayFrame } from '../displayModel';

export function useBbwDisplayFrame(latest: Pick<BbwView, 'units' | 'turn'>, queue: AnimationQueue | null | undefined): BbwDisplayFrame {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const model = useMemo(() => new BbwDisplayModel(latest), []);
  const [frame, setFrame] = useState<BbwDisplayFrame>(() => model.frame);

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
    if (queue.isIdle() && model.setLatest(latest, true)) setFrame(model.frame);
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue, model]);

  const idle = !queue || queue.isIdle();
  const settled = useMemo<BbwDisplayFrame>(() => ({ shown: shownOf(latest), before: null, shot: null }), [latest]);
  return idle ? settled : frame;
}
