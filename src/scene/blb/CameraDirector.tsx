// The camera follows the action, gently, and only when the viewer has left it alone: when a
// combat begins it glides to frame the combat's box with the Battle Board and the Dice Tray (or
// the board and tray alone when the box is far west), and when play moves on (a move, a chit
// drawn, a new turn) it glides back to the whole table. Never at instant speed; never within
// IDLE_MS of the viewer moving the camera; never if the viewer has taken the camera since.
import { useEffect, useRef } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig } from '../CameraRig';
import { BOX_PLACES, TABLE, boxRects, frameAround, type Rect } from './layout';

/** How long after the viewer's last camera move the table may move the camera again. */
export const IDLE_MS = 8000;

/** A combat is looked at more from above than the map (the board and tray fill more of the screen). */
const COMBAT_POLAR = 18 * (Math.PI / 180);

/** Wider than this, a combat's box and the board are not framed together (the board would be small). */
const MAX_FRAME_WIDTH = 24;

/** Shots after which the camera goes back to the whole table (play has left the combat). */
const LEAVES_COMBAT = new Set(['units.moved', 'chit.drawn', 'turn.began', 'activation.began', 'additional.announced', 'event.played', 'game.over']);

/** What the camera frames for a combat in `box`. */
export function combatFrame(box: string): Rect {
  const board = [TABLE.battleBoard, TABLE.diceTray];
  const place = BOX_PLACES[box];
  if (!place) return frameAround(board, 0.4, 0);
  const withBox = frameAround([...boxRects(box), ...board], 0.4, 0);
  return withBox.w <= MAX_FRAME_WIDTH ? withBox : frameAround(board, 0.4, 0);
}

/** Whether a beat takes the camera back home (after a combat was framed). */
export function leavesCombat(beat: Beat): boolean {
  return LEAVES_COMBAT.has(beat.type) || (beat.type === 'dice.rolled' && beat.purpose === 'atrocities');
}

export function CameraDirector({ queue }: { queue: AnimationQueue | null | undefined }) {
  const rig = useCameraRig();
  // The rig's handle changes when the canvas resizes: the subscription reads the latest one.
  const rigRef = useRef(rig);
  rigRef.current = rig;
  useEffect(() => {
    if (!queue) return;
    /** When the table moved the camera to a combat (not brought back yet), or null. */
    let away: number | null = null;
    return queue.subscribe((event) => {
      const r = rigRef.current;
      if (event.type === 'reset') away = null;
      if (!r || event.type !== 'start' || event.shot.duration <= 0) return;
      const free = queue.speed !== 'instant' && r.idleFor() > IDLE_MS;
      const beat = event.shot.beat;
      if (beat.type === 'combat.started' && typeof beat.box === 'string') {
        if (!free) return;
        r.frame(combatFrame(beat.box), COMBAT_POLAR);
        away = performance.now();
      } else if (away !== null && leavesCombat(beat)) {
        // Back home only if the viewer has not moved the camera since the table did.
        const untouched = r.idleFor() > performance.now() - away;
        away = null;
        if (untouched && free) r.frame(TABLE.sheet);
      }
    });
  }, [queue]);
  return null;
}
