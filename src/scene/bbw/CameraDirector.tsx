// The Football War's camera follows the action, gently, and only when the viewer has left it alone
// (as BLB's src/scene/blb/CameraDirector.tsx, with src/scene/cameraFollow.ts saying how much):
// - a battle's dice (6.22 air-to-air, 6.21 ground combat): it frames the battle area with the dice
//   tray beside the sheet, the Turn Record Track above and the sheet's south coast below them
//   (battle/battleLayout.ts battleFrame), a little more from above, and keeps it while the hits and
//   results play;
// - play leaves the battle (the next card, a draw, a new Game-turn): back to the home view;
// in showcase (useCameraFollow() === 'all') also:
// - a card played (6.0): the middle of the table, where it is laid face up;
// - the Final Phase (7.0: air units flying home, recoveries, the Game-turn marker): the whole table.
// It never moves at instant speed or within IDLE_MS of the viewer moving the camera, and goes home
// only if the viewer has not taken the camera since (the shared src/scene/cameraDirector.ts).
// Every frame keeps what it frames inside the canvas's free rectangle (the status box above, the
// prompt below: src/scene/safeArea.ts, measured by the rig), so a lit unit is never under the prompt.
//
// A player mid-decision (lit units or places waiting for his click): the camera goes away only to
// a frame that holds every one of them (the battle whose hit he allocates, whose units he
// designates: its lit units are in it or at its edge, and the frame grows to take them in), else
// it stays where he has it. Being left alone for
// IDLE_MS means he is reading the table, not that he has given the camera up: a roll elsewhere
// (a card played, the other side's battle) must not pull his choice off the screen under him.
// Going home is still made (home shows the whole table, or the window round the play).
//
// Contract: mount inside the TableCanvas, with the game's AnimationQueue, a getter of the view
// the game has now (a dice beat's battle area is looked up there: battleOfRoll) and a getter of
// where the lit units and places waiting for a click are now (world x, z; none: nobody is deciding here).
import { useRef } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraDirector } from '../cameraDirector';
import type { BbwView } from '../../games/bbw/view';
import { SHEET_RECT } from './sheetLayout';
import { battleFrame, battleOfRoll, cardPlayFrame, type WorldRect } from './battle/battleLayout';

/** A battle is looked at more from above than the map (the tray's dice read better). */
export const BATTLE_POLAR = 20 * (Math.PI / 180);

/** What the camera does for a beat: frame a rectangle, go home, or nothing (null). */
export type CameraMove = { frame: WorldRect; polar?: number; battle?: boolean } | 'home' | null;

/** Shots that belong to a battle under way (the camera stays on it). */
const IN_BATTLE = new Set(['dice.rolled', 'hit', 'unit.changed']);

/**
 * The camera's move for a beat (pure): `inBattle` says whether the camera frames a battle now,
 * `area` the area of a dice beat's battle (null when unknown), `showcase` whether it follows all.
 */
export function cameraMoveFor(beat: Beat, area: string | null, inBattle: boolean, showcase: boolean): CameraMove {
  if (beat.type === 'dice.rolled') return { frame: battleFrame(area), polar: BATTLE_POLAR, battle: true };
  if (inBattle && IN_BATTLE.has(beat.type) && beat.rule !== '7.0') return null;
  if (showcase) {
    if (beat.type === 'card.played' && beat.mode !== 'pass') return { frame: cardPlayFrame() };
    if ((beat.type === 'unit.changed' && beat.rule === '7.0') || beat.type === 'turn.advanced') return { frame: SHEET_RECT };
    if (beat.type === 'cards.drawn' || beat.type === 'game.over') return 'home';
    return null;
  }
  if (inBattle && (beat.type === 'card.played' || beat.type === 'cards.drawn' || beat.type === 'turn.advanced' || beat.type === 'game.over')) return 'home';
  return null;
}

/** Whether every point (world x, z) lies in `frame`: a frame that keeps a decision's lit things in view. */
export function holdsAll(frame: WorldRect, points: readonly { x: number; z: number }[]): boolean {
  return points.every((p) => Math.abs(p.x - frame.x) <= frame.w / 2 && Math.abs(p.z - frame.z) <= frame.d / 2);
}

/** Room round a lit counter's centre (half a counter and a little): its whole face is framed. */
const LIT_PAD = 1.2;
/** How much a frame may grow (each way, as a share of its size) to take in lit things at its edge. */
const LIT_GROW = 1.5;

/**
 * A move, as the director makes it while `lit` (the lit units' and places' spots) wait for a
 * click: a frame grown to take them in where they lie at its edge (a battle's stacks stand beside
 * its outline when it is crowded), none where they lie elsewhere (the camera stays).
 */
export function moveWhileDeciding(move: CameraMove, lit: readonly { x: number; z: number }[]): CameraMove {
  if (!move || move === 'home' || lit.length === 0) return move;
  const f = move.frame;
  const x0 = Math.min(f.x - f.w / 2, ...lit.map((p) => p.x - LIT_PAD));
  const x1 = Math.max(f.x + f.w / 2, ...lit.map((p) => p.x + LIT_PAD));
  const z0 = Math.min(f.z - f.d / 2, ...lit.map((p) => p.z - LIT_PAD));
  const z1 = Math.max(f.z + f.d / 2, ...lit.map((p) => p.z + LIT_PAD));
  if (x1 - x0 > f.w * LIT_GROW || z1 - z0 > f.d * LIT_GROW) return null;
  // All of them inside: the move as it was (its centre worked out again from its edges may differ in the last bit).
  if (x0 === f.x - f.w / 2 && x1 === f.x + f.w / 2 && z0 === f.z - f.d / 2 && z1 === f.z + f.d / 2) return move;
  return { ...move, frame: { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 } };
}

export function BbwCameraDirector({
  queue,
  viewNow,
  litNow = () => [],
}: {
  queue: AnimationQueue | null | undefined;
  viewNow: () => Pick<BbwView, 'battle' | 'lastBattle'>;
  litNow?: () => readonly { x: number; z: number }[];
}) {
  const viewRef = useRef(viewNow);
  viewRef.current = viewNow;
  const litRef = useRef(litNow);
  litRef.current = litNow;
  useCameraDirector(queue, (showcase) => {
    let inBattle = false;
    return {
      reset: () => {
        inBattle = false;
      },
      move: (beat) => {
        const area = beat.type === 'dice.rolled' ? (battleOfRoll(viewRef.current(), beat)?.area ?? null) : null;
        const move = moveWhileDeciding(cameraMoveFor(beat, area, inBattle, showcase), litRef.current());
        if (move) inBattle = move !== 'home' && move.battle === true;
        return move;
      },
    };
  });
  return null;
}
