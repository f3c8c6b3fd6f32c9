// Belle Epoque's camera follows the play by itself in showcase (useCameraFollow() === 'all'),
// gently, and only when the viewer has left it alone: it frames the activated unit with the
// ground around it, the firer and its target (with the dice tray) as a volley or an assault is
// played, and the whole table when a turn begins or the game ends. In play and teach it leaves
// the camera to the players. It never moves at instant speed.
import { useEffect } from 'react';
import type { AnimationQueue, Beat } from '../animation/queue';
import { useCameraRig } from '../CameraRig';
import { useCameraFollow } from '../cameraFollow';
import { DICE_TRAY, HEX, HOME, type Rect } from './layout';

/** How long after the viewer's last camera move the table may move the camera again. */
const IDLE_MS = 8000;
const COMBAT_POLAR = 24 * (Math.PI / 180);

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
      return rectAround([[a[0], a[2]], [b[0], b[2]], ...tray], HEX.ud);
    }
    default:
      return null;
  }
}

export function BelleCameraDirector({ queue, positionOf }: { queue: AnimationQueue | null; positionOf: (id: string) => readonly [number, number, number] | null }) {
  const rig = useCameraRig();
  const follow = useCameraFollow();
  useEffect(() => {
    if (!queue || !rig || follow !== 'all') return;
    return queue.subscribe((e) => {
      if (e.type !== 'start' || queue.speed === 'instant' || rig.idleFor() < IDLE_MS) return;
      const f = framingFor(e.shot.beat, positionOf);
      if (f === 'home') rig.frame(HOME);
      else if (f) rig.frame(f, e.shot.beat.type === 'unit.activated' ? undefined : COMBAT_POLAR);
    });
  }, [queue, rig, follow, positionOf]);
  return null;
}
