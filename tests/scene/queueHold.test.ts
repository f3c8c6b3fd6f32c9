// The presenter's pause holds the animation queue (AnimationQueue.setHeld): the shot on screen
// keeps its progress however long the hold, and goes on from there when released.
import { describe, expect, it } from 'vitest';
import { AnimationQueue } from '../../src/scene/animation/queue';
import { TEST_CATALOGUE } from './testCatalogue';

describe('animation queue hold', () => {
  it('time stands still while held; the shot resumes where it was', () => {
    const q = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    q.attachDriver();
    q.enqueue([{ type: 'chit.drawn' }, { type: 'turn.began' }]);
    q.update(0);
    const duration = q.current!.shot.duration;
    q.update(duration / 2);
    expect(q.current!.progress).toBeCloseTo(0.5, 5);
    q.setHeld(true);
    expect(q.isHeld).toBe(true);
    q.update(duration * 10);
    expect(q.current!.shot.beat.type).toBe('chit.drawn');
    expect(q.current!.progress).toBeCloseTo(0.5, 5);
    expect(q.isIdle()).toBe(false);
    q.setHeld(false);
    q.update(duration * 10 + duration / 4);
    expect(q.current!.shot.beat.type).toBe('chit.drawn');
    expect(q.current!.progress).toBeCloseTo(0.75, 5);
    q.update(duration * 10 + duration);
    expect(q.current!.shot.beat.type).toBe('turn.began');
  });
});
