// The display models' shared animator (src/scene/animation/shotAnimator.ts): while a plan's shot is
// on screen the counters it moves follow their motions at the shot's progress; the others, and
// every counter once another shot (or none) plays, stand where their items say.
import { describe, expect, it } from 'vitest';
import { createShotAnimator } from '../../src/scene/animation/shotAnimator';
import type { Shot, ShotFrame } from '../../src/scene/animation/queue';
import type { CounterItem, CounterPose } from '../../src/scene/counters/counterItem';

const shot = (id: number): Shot => ({ id, kind: 'move', beat: { type: 'move' }, base: 100, duration: 100, tumble: true }) as Shot;
const item = (key: string): CounterItem => ({ key, face: 'a', x: 0, y: 0, z: 0 }) as CounterItem;
const pose = (): CounterPose => ({ x: 0, y: 0, z: 0, rotX: 0, rotY: 0, scale: 1, face: 'a', visible: true });

describe('createShotAnimator (every table display model)', () => {
  it("moves the plan's counters while its shot is on screen, and nothing else", () => {
    const mine = shot(1);
    const queue: { current: ShotFrame | null } = { current: null };
    const plan = { shot: mine, motions: new Map([['u1', { toX: 10 }]]) };
    const seen: [number, boolean][] = [];
    const animator = createShotAnimator(queue, plan, (m, progress, tumble, out) => {
      seen.push([progress, tumble]);
      out.x = m.toX * progress;
      return out;
    });
    const out = pose();
    expect(animator.active()).toBe(false);
    expect(animator.poseOf(item('u1'), out)).toBe(false);
    queue.current = { shot: mine, progress: 0.5, elapsed: 50 };
    expect(animator.active()).toBe(true);
    expect(animator.poseOf(item('u1'), out)).toBe(true);
    expect(out.x).toBe(5);
    expect(animator.poseOf(item('u2'), out)).toBe(false);
    queue.current = { shot: shot(2), progress: 0.5, elapsed: 50 };
    expect(animator.active()).toBe(false);
    expect(animator.poseOf(item('u1'), out)).toBe(false);
    expect(seen).toEqual([[0.5, true]]);
    expect(createShotAnimator(queue, null, () => pose()).active()).toBe(false);
    expect(createShotAnimator(null, plan, () => pose()).active()).toBe(false);
  });
});
