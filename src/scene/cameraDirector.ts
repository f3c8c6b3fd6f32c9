// What every table's camera director shares: the table moves the camera only when the viewer has
// left it alone, and brings it back home only if the viewer has not taken it since.
// - tableCameraAway: the go-away / go-home pair (the idle rule and the time the table last moved
//   the camera), for a director that keeps more state of its own (timers, several framings);
// - useCameraDirector: the whole director for a game that says, beat by beat, where the camera
//   goes (a rectangle, home, or nowhere).
// Each game's director (src/scene/<game>/...) decides what its beats frame; this file names no game.
import { useEffect, useRef } from 'react';
import type { AnimationQueue, Beat } from './animation/queue';
import { useCameraRig, type CameraRigApi } from './CameraRig';
import { useCameraFollow } from './cameraFollow';
import type { RectXZ } from './cameraMath';

/** How long after the viewer's last camera move the table may move the camera again. */
export const IDLE_MS = 8000;

/** The table's moves of the camera, and whether it may bring it back. */
export interface TableCameraAway {
  /**
   * Frames `rect` (at `polar`, if given) unless that is not the table's to do now: never at
   * instant speed (nothing would be seen), nor within IDLE_MS of the viewer moving the camera.
   * Says whether it did.
   */
  goAway(r: CameraRigApi, rect: RectXZ, polar?: number): boolean;
  /** Back to the home view, only if the viewer has not taken the camera since the table moved it. */
  goHome(r: CameraRigApi): void;
  /** Whether the table has moved the camera and not brought it back (nor forgotten it). */
  isAway(): boolean;
  /** Forgets that the table moved the camera (it will not bring it back). */
  forget(): void;
}

export function tableCameraAway(queue: Pick<AnimationQueue, 'speed'>): TableCameraAway {
  /** When the table last moved the camera (not brought back yet), or null. */
  let away: number | null = null;
  return {
    goAway(r, rect, polar) {
      if (queue.speed === 'instant' || r.idleFor() <= IDLE_MS) return false;
      r.frame(rect, polar);
      away = performance.now();
      return true;
    },
    goHome(r) {
      const untouched = away !== null && r.idleFor() > performance.now() - away;
      if (untouched) r.frameHome();
      away = null;
    },
    isAway: () => away !== null,
    forget() {
      away = null;
    },
  };
}

/** What the camera does for a beat: frame a rectangle (at a polar angle, if given), go home, or nothing (null). */
export type CameraMove = { frame: RectXZ; polar?: number } | 'home' | null;

/** A game's camera follower: where the camera goes as each shot starts, with the state it keeps between beats. */
export interface BeatFollower {
  /** A shot starts: the camera's move for its beat. */
  move(beat: Beat): CameraMove;
  /** The queue dropped its shots (time travel, undo, a new game). */
  reset(): void;
}

/**
 * The camera director's loop: subscribes to the queue and, as each shot starts, moves the camera
 * where `makeFollower`'s follower says (goAway / goHome above). The follower is made afresh, with
 * `showcase` (useCameraFollow() === 'all'), whenever the queue or the follow mode changes; it may
 * read the latest props through refs. Mount inside the TableCanvas.
 */
export function useCameraDirector(queue: AnimationQueue | null | undefined, makeFollower: (showcase: boolean) => BeatFollower): void {
  const rig = useCameraRig();
  const follow = useCameraFollow();
  // The rig's handle changes when the canvas resizes: the subscription reads the latest one.
  const rigRef = useRef(rig);
  rigRef.current = rig;
  const makeRef = useRef(makeFollower);
  makeRef.current = makeFollower;
  useEffect(() => {
    if (!queue) return;
    const follower = makeRef.current(follow === 'all');
    const camera = tableCameraAway(queue);
    return queue.subscribe((e) => {
      const r = rigRef.current;
      if (!r) return;
      if (e.type === 'reset') {
        follower.reset();
        return;
      }
      if (e.type !== 'start') return;
      const move = follower.move(e.shot.beat);
      if (!move) return;
      if (move === 'home') camera.goHome(r);
      else camera.goAway(r, move.frame, move.polar);
    });
  }, [queue, follow]);
}
