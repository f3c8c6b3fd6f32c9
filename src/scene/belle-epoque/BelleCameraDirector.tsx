// Belle Epoque's camera follows the play by itself, gently, and only when the viewer has left it
// alone. In showcase (useCameraFollow() === 'all') it frames the activated unit with the ground
// around it, the firer and its target (with the dice tray) as a volley or an assault is played,
// and the home view when a turn begins or the game ends. In play and teach ('combat') it frames
// only the volleys and assaults, and goes back to the home view at the next draw. It never moves
// at instant speed.
import { useEffect } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig } from '../CameraRig';
import { useCameraFollow } from '../cameraFollow';
import { IDLE_MS } from '../cameraDirector';
import { DICE_TRAY, HEX, type Rect } from './layout';

const COMBAT_POLAR = 24 * (Math.PI / 180);

/**
 * The largest fight the camera frames whole (world units): the dice tray's captions are then 11 px
 * tall or more at 1280x720 beside the side panel (tests/scene/readableHome.test.ts).
 */
export const READABLE_FIGHT = { w: 40, d: 30 } as const;

/** The rectangle around some points, padded, never smaller than a few sectors. */
export function rectAround(points: readonly (readonly [number, number])[], pad = HEX.ud * 1.5, min = { w: 30, d: 20 }): Rect {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  const x0 = Math.min(...xs) - pad;
  const x1 = Math.max(...xs) + pad;
  const z0 = Math.min(...zs) - pad;
  const z1 = Math.max(...zs) + pad;
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: Math.max(min.w, x1 - x0), d: Math.max(min.d, z1 - z0) };
}

/** What the camera frames for a beat, or 'home', or null (leave it). Exported for tests. */
export function framingFor(beat: Beat, positionOf: (id: string) => readonly [number, number, number] | null): Rect | 'home' | null {
  const at = (id: unknown) => (typeof id === 'string' ? positionOf(id) : null);
  switch (beat.type) {
    case 'turn.begun':
    case 'game.over':
      return 'home';
    case 'unit.activated': {
      const p = at(beat.unit);
      return p ? rectAround([[p[0], p[2]]], HEX.ud * 3.2, { w: 34, d: 22 }) : null;
    }
    case 'unit.fired':
    case 'assault.declared': {
      const a = at(beat.firer ?? beat.attacker);
      const b = at(beat.target ?? beat.defender);
      if (!a || !b) return null;
      const tray: [number, number][] = [
        [DICE_TRAY.x - DICE_TRAY.w / 2, DICE_TRAY.z - DICE_TRAY.d / 2],
        [DICE_TRAY.x + DICE_TRAY.w / 2, DICE_TRAY.z + DICE_TRAY.d / 2],
      ];
      // Two UD of ground round the units, so the fight is not at the edge of the picture; but
      // never so wide that the tray's captions cannot be read: then the target (where the losses
      // fall) with the tray, or the tray alone (its captions name both units).
      const fits = (r: Rect) => r.w <= READABLE_FIGHT.w && r.d <= READABLE_FIGHT.d;
      const both = rectAround([[a[0], a[2]], [b[0], b[2]], ...tray], HEX.ud * 2);
      if (fits(both)) return both;
      const target = rectAround([[b[0], b[2]], ...tray], HEX.ud * 1.5);
      return fits(target) ? target : rectAround(tray, HEX.ud);
    }
    default:
      return null;
  }
}

export function BelleCameraDirector({ queue, positionOf }: { queue: AnimationQueue | null; positionOf: (id: string) => readonly [number, number, number] | null }) {
  const rig = useCameraRig();
  const follow = useCameraFollow();
  useEffect(() => {
    if (!queue || !rig) return;
    // In play, the camera was moved by the table for a fight (so it may bring it back).
    let away = false;
    let framedAt = 0;
    return queue.subscribe((e) => {
      if (e.type === 'reset') {
        // Shots dropped (time travel, undo, a new game): the fight framing is stale; home, unless
        // the viewer has taken the camera since.
        if (away && rig.idleFor() >= performance.now() - framedAt) rig.frameHome();
        away = false;
        return;
      }
      if (e.type !== 'start') return;
      const type = e.shot.beat.type;
      // The viewer took the camera after the table framed the fight: it is theirs now.
      if (away && rig.idleFor() < performance.now() - framedAt) away = false;
      if (queue.speed === 'instant' || rig.idleFor() < IDLE_MS) return;
      if (follow !== 'all') {
        if (type === 'unit.fired' || type === 'assault.declared') {
          const f = framingFor(e.shot.beat, positionOf);
          if (f && f !== 'home') {
            rig.frame(f, COMBAT_POLAR);
            away = true;
            framedAt = performance.now();
          }
        } else if (away && (type === 'token.drawn' || type === 'turn.begun' || type === 'game.over')) {
          rig.frameHome();
          away = false;
        }
        return;
      }
      const f = framingFor(e.shot.beat, positionOf);
      if (f === 'home') rig.frameHome();
      else if (f) rig.frame(f, type === 'unit.activated' ? undefined : COMBAT_POLAR);
    });
  }, [queue, rig, follow, positionOf]);
  return null;
}
