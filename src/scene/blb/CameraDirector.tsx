// The camera follows the action, gently, and only when the viewer has left it alone:
// - a combat begins: it glides to frame the combat's box with the Battle Board and the Dice Tray
//   (the board and tray alone when the box is far west);
// - the Atrocities Check (4.2a): it frames the Dice Tray with the Atrocities Track;
// - play moves on (a move, a chit drawn, an activation, a new turn): it glides back to the whole
//   table, already as the units fly back from the board when what follows is queued behind.
// It never moves away at instant speed or within IDLE_MS of the viewer moving the camera, and
// never brings it back if the viewer has taken it since (it does come back at instant speed, so a
// game sped up to the end ends on the whole table).
import { useEffect, useRef } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig, type CameraRigApi } from '../CameraRig';
import { BOX_PLACES, TABLE, boxRects, frameAround, type Rect } from './layout';

/** How long after the viewer's last camera move the table may move the camera again. */
export const IDLE_MS = 8000;

/** A combat is looked at more from above than the map (the board and tray fill more of the screen). */
const COMBAT_POLAR = 18 * (Math.PI / 180);

/** Wider than this, a combat's box and the board are not framed together (the board would be small). */
const MAX_FRAME_WIDTH = 24;

/** Shots after which the camera goes back to the whole table (play has left the combat). */
// (Not 'event.played': Zeppelin and Big Bertha are played in the middle of a combat, 5.1.)
const LEAVES_COMBAT = new Set(['units.moved', 'chit.drawn', 'turn.began', 'activation.began', 'additional.announced', 'game.over']);

/** What the camera frames for a combat in `box`. */
export function combatFrame(box: string): Rect {
  const board = [TABLE.battleBoard, TABLE.diceTray];
  const place = BOX_PLACES[box];
  if (!place) return frameAround(board, 0.4, 0);
  const withBox = frameAround([...boxRects(box), ...board], 0.4, 0);
  return withBox.w <= MAX_FRAME_WIDTH ? withBox : frameAround(board, 0.4, 0);
}

/** What the camera frames for the Atrocities Check: the dice and the track the marker steps along. */
export function atrocitiesFrame(): Rect {
  return frameAround([TABLE.diceTray, TABLE.atrocities.frame], 0.4, 0);
}

/** Whether a beat takes the camera back home (after a combat or the Atrocities Check was framed). */
export function leavesCombat(beat: Beat): boolean {
  return LEAVES_COMBAT.has(beat.type);
}

/** After a combat: the queued beats leave it (a move, a chit, a new turn) before another combat begins. */
export function nextIsElsewhere(queued: readonly Beat[]): boolean {
  for (const beat of queued) {
    if (beat.type === 'combat.started' || (beat.type === 'dice.rolled' && beat.purpose === 'atrocities')) return false;
    if (leavesCombat(beat)) return true;
  }
  return false;
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
    const goAway = (r: CameraRigApi, rect: Rect, polar?: number) => {
      // Not at instant speed (nothing would be seen) and not while the viewer handles the camera.
      if (queue.speed === 'instant' || r.idleFor() <= IDLE_MS) return;
      r.frame(rect, polar);
      away = performance.now();
    };
    const goHome = (r: CameraRigApi) => {
      // Only if the viewer has not moved the camera since the table did.
      const untouched = away !== null && r.idleFor() > performance.now() - away;
      away = null;
      // (At instant speed too: a game switched to instant ends on the whole table.)
      if (untouched && r.idleFor() > IDLE_MS) r.frame(TABLE.sheet);
    };
    return queue.subscribe((event) => {
      const r = rigRef.current;
      if (event.type === 'reset') away = null;
      if (!r || event.type !== 'start') return;
      const beat = event.shot.beat;
      if (event.shot.duration <= 0 && away === null) return;
      if (beat.type === 'combat.started' && typeof beat.box === 'string') {
        goAway(r, combatFrame(beat.box), COMBAT_POLAR);
      } else if (beat.type === 'dice.rolled' && beat.purpose === 'atrocities') {
        goAway(r, atrocitiesFrame());
      } else if (away !== null && beat.type === 'combat.ended' && nextIsElsewhere(queue.queued.map((shot) => shot.beat))) {
        // Play leaves the combat in the shots already queued: home as the units fly back to
        // their box, so the camera is there when the next shots play (not on its way).
        goHome(r);
      } else if (away !== null && leavesCombat(beat)) {
        goHome(r);
      }
    });
  }, [queue]);
  return null;
}
