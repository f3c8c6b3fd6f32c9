// The shown state for React: the shared lagging display (src/scene/animation) with the sheet's
// rules (../displayModel.ts), so the sheet's counters never jump ahead of the shots.
import type { AnimationQueue } from '../../animation/queue';
import { useLaggingDisplay } from '../../animation/useLaggingDisplay';
import type { BbwView } from '../../../games/bbw/view';
import { BBW_DISPLAY, type BbwDisplayFrame } from '../displayModel';

export function useBbwDisplayFrame(latest: Pick<BbwView, 'units' | 'turn'>, queue: AnimationQueue | null | undefined): BbwDisplayFrame {
  return useLaggingDisplay(latest, queue, BBW_DISPLAY);
}
