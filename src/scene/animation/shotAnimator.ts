// The tail every table's display model shares (pure): the counter mesh's animator over a shot's
// plan. A game's display model plans a shot (which counters move, from where to where: its
// motions, by item key) and says where a motion puts a counter at some progress (its poseAt); while
// that shot is on screen its counters follow the plan, and everything else stands where its item says.
import type { CounterAnimator, CounterPose } from '../counters/counterItem';
import type { AnimationQueue, Shot } from './queue';

/** A shot's plan: the shot it was made for and the motions of the counters it moves (by item key). */
export interface ShotPlanOf<M> {
  shot: Shot | null;
  motions: ReadonlyMap<string, M>;
}

/** Where a motion puts its counter at `progress` (0..1) of the shot; `tumble` false: reduced motion. */
export type PoseAt<M> = (motion: M, progress: number, tumble: boolean, out: CounterPose) => CounterPose;

/**
 * The animator the counter mesh asks every frame (Counters' `animator`): while the plan's shot is
 * on screen the counters it moves follow their motions (`poseAt`); everything else stands where its
 * item says. `plan` belongs with the items drawn with it (both come in one render).
 */
export function createShotAnimator<M>(queue: Pick<AnimationQueue, 'current'> | null | undefined, plan: ShotPlanOf<M> | null, poseAt: PoseAt<M>): CounterAnimator {
  return {
    active: () => plan !== null && queue?.current?.shot === plan.shot,
    poseOf(item, out) {
      const frame = queue?.current ?? null;
      if (!plan || !frame || frame.shot !== plan.shot) return false;
      const m = plan.motions.get(item.key);
      if (!m) return false;
      poseAt(m, frame.progress, frame.shot.tumble, out);
      return true;
    },
  };
}
