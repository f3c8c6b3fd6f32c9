// The displayed view for React: the shared lagging display (src/scene/animation) with the map's
// rules (displayModel.ts), so the map never jumps ahead of the shots.
import type { AnimationQueue } from '../animation/queue';
import { useLaggingDisplay } from '../animation/useLaggingDisplay';
import { BLB_DISPLAY, type DisplayFrame } from './displayModel';
import type { BlbView } from './viewTypes';

export function useDisplayFrame(latest: BlbView, queue: AnimationQueue | null | undefined): DisplayFrame {
  return useLaggingDisplay(latest, queue, BLB_DISPLAY);
}
