// La Petite Guerre's camera follows the action, gently, and only when the viewer has left it alone
// (as Brief Border Wars' src/scene/bbw/CameraDirector.tsx, with src/scene/cameraFollow.ts saying
// how much; what each beat frames is cameraShots.ts, pure and tested):
// - a fight (§10-§13, battle.begun .. combat.retreat): the battle's hex together with the card duel
//   beside the map (LPG_TABLE.duel), a little more from above, held while the calls, the cards, the
//   casualties and the retreat play;
// - play leaves the fight: back to the home view;
// in showcase (useCameraFollow() === 'all') also:
// - a stack's move (§6): its from and to hexes (the stack.moved beat gives both);
// - a landing (§19) and its announcement in a port, arrivals (§16), a settlement razed (§15);
// - home between: a new player turn, the weather, the Reinforcement phase's orders, the end.
// It never moves at instant speed or within IDLE_MS of the viewer moving the camera, and goes home
// only if the viewer has not taken the camera since (the shared src/scene/cameraDirector.ts).
//
// Contract: mount inside the TableCanvas, with the game's AnimationQueue and a getter of the view the
// game has now.
import { useRef } from 'react';
import type { AnimationQueue } from '../animation/queue';
import { useCameraDirector } from '../cameraDirector';
import type { HexId } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';
import { lpgCameraMove } from './cameraShots';

export interface LpgCameraDirectorProps {
  queue: AnimationQueue | null | undefined;
  /** The view the game has now (the battle under way, if the camera needs its hex). */
  viewNow: () => Pick<LpgView, 'combat'>;
}

export function LpgCameraDirector({ queue, viewNow }: LpgCameraDirectorProps) {
  const viewRef = useRef(viewNow);
  viewRef.current = viewNow;
  useCameraDirector(queue, (showcase) => {
    /** The battle the camera frames now (its hex), or null. */
    let battle: HexId | null = null;
    return {
      reset: () => {
        battle = null;
      },
      move: (beat) => {
        const move = lpgCameraMove(beat, battle, showcase);
        if (!move) return null;
        if (move === 'home') battle = null;
        else if (move.battle) battle = typeof beat.hex === 'string' ? beat.hex : typeof beat.from === 'string' ? beat.from : (viewRef.current().combat?.hex ?? battle);
        else battle = null;
        return move;
      },
    };
  });
  return null;
}
