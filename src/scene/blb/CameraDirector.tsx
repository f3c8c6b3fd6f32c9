// The camera follows the action, gently, and only when the viewer has left it alone: when a
// combat begins it glides to frame the combat's box with the Battle Board and the Dice Tray (or
// the board and tray alone when the box is far west), and when play moves on (a move, a chit
// drawn, a new turn) it glides back to the whole table. Never at instant speed; never within
// IDLE_MS of the viewer moving the camera; never if the viewer has taken the camera since.
import { useEffect } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig } from '../CameraRig';
import { BOX_PLACES, TABLE, boxRects, frameAround, type Rect } from './layout';

/** How long after the viewer's last camera move the table may move the camera again. */
export const IDLE_MS = 8000;

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
  useEffect(() => {
    if (!queue || !rig) return;
    /** When the table moved the camera to a combat (not brought back yet), or null. */
    let away: number | null = null;
    const free = () => queue.speed !== 'instant' && rig.idleFor() > IDLE_MS;
    return queue.subscribe((event) => {
      if (event.type === 'reset') away = null;
      if (event.type !== 'start' || event.shot.duration <= 0) return;
      const beat = event.shot.beat;
      if (beat.type === 'combat.started' && typeof beat.box === 'string') {
        if (!free()) return;
        rig.frame(combatFrame(beat.box));
        away = performance.now();
      } else if (away !== null && leavesCombat(beat)) {
        // Back home only if the viewer has not moved the camera since the table did.
        const untouched = rig.idleFor() > performance.now() - away;
        away = null;
        if (untouched && free()) rig.frame(TABLE.sheet);
      }
    });
  }, [queue, rig]);
  return null;
}
