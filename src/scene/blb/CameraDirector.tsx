// The camera follows the action, gently, and only when the viewer has left it alone:
// - a combat begins: it glides close to the Battle Board and the Dice Tray (in showcase, clear of
//   the overlay's cards: src/scene/blb/cameraFraming.ts);
// - units leave the board (a retreat, the rest flying back as the combat ends) or the loser
//   retreats on the map: it frames the board with the boxes they go to, so they stay in sight;
// - the Atrocities Check (4.2a): it frames the Dice Tray (its result line gives the new count);
// - play moves on (a move, a chit drawn, an activation, a new turn): it glides back to the home
//   view (the map round the play), already as the units fly back from the board when what follows is queued behind.
// In showcase (useCameraFollow() === 'all') it also follows the rest of the play: the Chit Cup and
// the Pulled Chits box as a chit is drawn, the boxes a stack moves through, and back to the whole
// table when a turn or activation begins or play rests a moment.
// It never moves away at instant speed or within IDLE_MS of the viewer moving the camera, and
// never brings it back if the viewer has taken it since (it does come back at instant speed, so a
// game sped up to the end ends on the home view).
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { PerspectiveCamera } from 'three';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig, type CameraRigApi } from '../CameraRig';
import { useCameraFollow } from '../cameraFollow';
import { tableCameraAway } from '../cameraDirector';
import { TABLE, boxRects, frameAround, type Rect } from './layout';
import {
  FULL_VIEW,
  SHOWCASE_BOARD_AREA,
  SHOWCASE_BOARD_LOW_AREA,
  SHOWCASE_CLEAR_AREA,
  SHOWCASE_TRAY_AREA,
  frameGroups,
  rectCorners,
  rigRectFor,
  type Framing,
  type Lens,
} from './cameraFraming';

/** A combat is looked at more from above than the map (the board and tray fill more of the screen). */
export const COMBAT_POLAR = 18 * (Math.PI / 180);

/** Shots after which the camera goes back to the home view (play has left the combat). */
// (Not 'event.played': Zeppelin and Big Bertha are played in the middle of a combat, 5.1.)
const LEAVES_COMBAT = new Set(['units.moved', 'chit.drawn', 'turn.began', 'activation.began', 'additional.announced', 'game.over']);

/**
 * How the camera frames a combat: as close as the Battle Board and the Dice Tray allow, both whole;
 * in showcase the board between the title and counter cards, the tray clear of the objectives
 * panel, both above the narration.
 */
export function combatFraming(lens: Lens, showcase: boolean): Framing {
  const board = rectCorners(TABLE.battleBoard);
  const tray = rectCorners(TABLE.diceTray);
  if (!showcase) return frameGroups([{ points: [...board, ...tray], area: FULL_VIEW }], lens);
  // The board up between the cards, or lower and wider: the closer of the two.
  const [a, b] = [SHOWCASE_BOARD_AREA, SHOWCASE_BOARD_LOW_AREA].map((area) =>
    frameGroups(
      [
        { points: board, area },
        { points: tray, area: SHOWCASE_TRAY_AREA },
      ],
      lens,
    ),
  );
  return a!.distance <= b!.distance ? a! : b!;
}

/** The boxes units leave the board (or their box) for: a retreat's path, the box of a combat that ends. */
export function leavingBoxes(beat: Beat): string[] {
  if (beat.type === 'combat.ended') return typeof beat.box === 'string' ? [beat.box] : [];
  if (beat.type !== 'unit.retreated') return [];
  const path = Array.isArray(beat.path) ? beat.path.filter((id): id is string => typeof id === 'string') : [];
  return [...(typeof beat.from === 'string' ? [beat.from] : []), ...path, ...(typeof beat.to === 'string' ? [beat.to] : [])];
}

/**
 * How the camera frames units leaving the board (or the loser retreating on the map): the board
 * with every box they go through, or null when none is on the map.
 */
export function leavingFraming(beat: Beat, lens: Lens, showcase: boolean): Framing | null {
  const boxes = leavingBoxes(beat).flatMap((id) => boxRects(id));
  if (boxes.length === 0) return null;
  const points = [TABLE.battleBoard, ...boxes].flatMap((rect) => rectCorners(rect));
  return frameGroups([{ points, area: showcase ? SHOWCASE_CLEAR_AREA : FULL_VIEW }], lens);
}

/**
 * What the camera frames for the Atrocities Check: the Dice Tray, close enough to read its
 * captions (its result line gives the track's new count; the track itself lies under the map, too
 * far away to share the shot at a readable size).
 */
export function atrocitiesFrame(): Rect {
  return frameAround([TABLE.diceTray], 0.6, 0);
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

/** Showcase: close-ups are never tighter than this share of the sheet's width (the stacks stay in context). */
const MIN_FOLLOW_SHARE = 0.42;

/** Showcase: how long play must rest (queue idle) before the camera goes back to the home view. */
export const REST_MS = 1600;

/** Beats that move stacks from box to box. */
const MOVES = new Set(['units.moved', 'units.advanced', 'unit.retreated', 'unit.displaced']);

/** Grows `rect` about its centre to at least the showcase's close-up size, in the sheet's proportions. */
function atLeastFollowSize(rect: Rect): Rect {
  const sheet = TABLE.sheet;
  const w = Math.max(rect.w, sheet.w * MIN_FOLLOW_SHARE);
  const d = Math.max(rect.d, (w * sheet.d) / sheet.w);
  return { ...rect, w, d };
}

/** Showcase: the Chit Cup with the Pulled Chits box, where a drawn chit goes. */
export function cupFrame(): Rect {
  return atLeastFollowSize(frameAround([TABLE.cupFrame, TABLE.pulledFrame], 0.6, 0));
}

/** Showcase: the boxes a move goes through (from, each box of its path, to), or null when none is on the map. */
export function moveFrame(beat: Beat): Rect | null {
  const ids = [beat.from, ...(Array.isArray(beat.path) ? beat.path : []), beat.to].filter((id): id is string => typeof id === 'string');
  const rects = ids.flatMap((id) => boxRects(id));
  if (rects.length === 0) return null;
  return atLeastFollowSize(frameAround(rects, 1.2, 0));
}

/** What the camera follows for `beat` in showcase beyond combats: a frame, 'home', or null (stay). */
export function followFrame(beat: Beat): Rect | 'home' | null {
  if (beat.type === 'chit.drawn') return cupFrame();
  if (MOVES.has(beat.type)) return moveFrame(beat);
  if (beat.type === 'turn.began' || beat.type === 'activation.began' || beat.type === 'game.over') return 'home';
  return null;
}

export function CameraDirector({ queue }: { queue: AnimationQueue | null | undefined }) {
  const rig = useCameraRig();
  const follow = useCameraFollow();
  // The view's shape and lens, for the framings worked out here (read when a shot starts).
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const lensRef = useRef<Omit<Lens, 'polar'>>({ fov: 38, aspect: 16 / 9 });
  lensRef.current = { fov: camera instanceof PerspectiveCamera ? camera.fov : 38, aspect: Math.max(0.2, size.width / Math.max(1, size.height)) };
  // The rig's handle changes when the canvas resizes: the subscription reads the latest one.
  const rigRef = useRef(rig);
  rigRef.current = rig;
  useEffect(() => {
    if (!queue) return;
    /** The table's moves of the camera (a combat, where units leave for, showcase's follows) and whether it may bring it back. */
    const camera = tableCameraAway(queue);
    /** Inside a combat (showcase: its close-up is kept until it ends). */
    let inCombat = false;
    /** The camera frames the board with the boxes units left for: it goes home when play rests. */
    let leaving = false;
    /** Showcase: the timer that brings the camera home once play rests. */
    let rest: ReturnType<typeof setTimeout> | null = null;
    const cancelRest = () => {
      if (rest !== null) clearTimeout(rest);
      rest = null;
    };
    /** Frames `rect` unless that is not the table's to do now; says whether it did. */
    const goAway = (r: CameraRigApi, rect: Rect, polar?: number): boolean => {
      // Not at instant speed (nothing would be seen) and not while the viewer handles the camera.
      if (!camera.goAway(r, rect, polar)) return false;
      leaving = false;
      return true;
    };
    const showcase = follow === 'all';
    // The part of the canvas one sees (the side panel covers its right edge in play).
    const lens = (polar: number): Lens => ({ ...lensRef.current, aspect: rigRef.current?.visibleAspect() ?? lensRef.current.aspect, polar });
    const goHome = (r: CameraRigApi) => {
      // Only if the viewer has not moved the camera since the table did (at instant speed too: a
      // game switched to instant ends on the home view).
      leaving = false;
      camera.goHome(r);
    };
    const unsubscribe = queue.subscribe((event) => {
      const r = rigRef.current;
      if (event.type === 'reset') {
        // Shots dropped (time travel, undo, a new game): a framing the table chose for them is
        // stale, so the camera goes home (unless the viewer has taken it since).
        if (r && camera.isAway()) goHome(r);
        camera.forget();
        inCombat = false;
        leaving = false;
      }
      if ((showcase || leaving) && event.type === 'idle' && camera.isAway() && !inCombat) {
        // Play rests (a bot thinks, a turn ends): back to the home view unless play goes on soon.
        cancelRest();
        rest = setTimeout(() => {
          rest = null;
          const now = rigRef.current;
          if (now && queue.isIdle()) goHome(now);
        }, REST_MS);
      }
      if (!r || event.type !== 'start') return;
      const beat = event.shot.beat;
      if (event.shot.duration <= 0 && !camera.isAway()) return;
      cancelRest();
      const wasInCombat = inCombat;
      if (beat.type === 'combat.started') inCombat = true;
      if (beat.type === 'combat.ended') inCombat = false;
      // Units leave the board (or the loser retreats from the combat's box): frame the board with
      // where they go, so they do not fly out of the picture. Only when the table has the camera.
      if (camera.isAway() && event.shot.duration > 0 && (beat.type === 'combat.ended' || (beat.type === 'unit.retreated' && (wasInCombat || leaving)))) {
        const framing = leavingFraming(beat, lens(COMBAT_POLAR), showcase);
        if (framing) {
          if (goAway(r, rigRectFor(framing, lens(COMBAT_POLAR)), COMBAT_POLAR)) leaving = true;
          return;
        }
      }
      if (showcase) {
        if (!inCombat && event.shot.duration > 0) {
          const target = followFrame(beat);
          if (target === 'home') {
            if (camera.isAway()) goHome(r);
            return;
          }
          if (target) {
            goAway(r, target);
            return;
          }
        }
      }
      if (beat.type === 'combat.started' && typeof beat.box === 'string') {
        goAway(r, rigRectFor(combatFraming(lens(COMBAT_POLAR), showcase), lens(COMBAT_POLAR)), COMBAT_POLAR);
      } else if (beat.type === 'dice.rolled' && beat.purpose === 'atrocities') {
        goAway(r, atrocitiesFrame());
      } else if (camera.isAway() && beat.type === 'combat.ended' && nextIsElsewhere(queue.queued.map((shot) => shot.beat))) {
        // Play leaves the combat in the shots already queued: home as the units fly back to
        // their box, so the camera is there when the next shots play (not on its way).
        goHome(r);
      } else if (camera.isAway() && leavesCombat(beat)) {
        goHome(r);
      }
    });
    return () => {
      cancelRest();
      unsubscribe();
    };
  }, [queue, follow]);
  return null;
}
