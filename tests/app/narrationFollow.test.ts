// The narration follows the animation queue: it describes the latest state whose shots have all
// played, never one the table has not shown yet. Unit-tested on NarrationFollow with a queue driven
// by hand, then through the GameController: a bot's fire is narrated once its dice have landed, a
// human's quick decisions are narrated one after another as their shots play, and nothing else
// waits (the next decision is open at once).
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { GameController } from '../../src/app/gameController';
import { NarrationFollow } from '../../src/app/narrationFollow';
import { parseUrl } from '../../src/app/url';
import type { AnyGameModule } from '../../src/core/module';
import { safeDescribe } from '../../src/core/moduleReads';
import { AnimationQueue, type AnyBeatCatalogue } from '../../src/scene/animation/queue';
import { BELLE_BEAT_CATALOGUE } from '../../src/scene/belle-epoque/beatCatalogue';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { manualScheduler } from '../support/manualScheduler';
import { TEST_CATALOGUE } from '../scene/testCatalogue';

describe('NarrationFollow', () => {
  it('describes a state once the shots enqueued before it have played, one state at a time', () => {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    queue.attachDriver();
    let advanced = 0;
    const follow = new NarrationFollow<string>(queue, 'start', () => advanced++);
    // Nothing playing: a new state is described at once.
    follow.push('A');
    expect(follow.state).toBe('A');
    // B's event made a chit (900 ms) and a move (350 ms); C's event dice (1400 ms).
    queue.enqueue([{ type: 'chit.drawn' }, { type: 'units.moved', path: ['x'] }]);
    follow.push('B');
    queue.enqueue({ type: 'dice.rolled' });
    follow.push('C');
    expect(follow.state).toBe('A');
    expect(follow.lagging).toBe(true);
    queue.update(0);
    queue.update(1000); // the chit ended, the move plays
    expect(follow.state).toBe('A');
    queue.update(1300); // B's shots have all played
    expect(follow.state).toBe('B');
    expect(advanced).toBe(1);
    queue.update(2000); // C's dice still rolling
    expect(follow.state).toBe('B');
    queue.update(2700);
    expect(follow.state).toBe('C');
    expect(follow.lagging).toBe(false);
    expect(advanced).toBe(2);
    follow.dispose();
  });

  it('skipped or dropped shots count as played (skip, undo, a new game); reset describes a state at once', () => {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed: 'normal' });
    queue.attachDriver();
    const follow = new NarrationFollow<string>(queue, 'start', () => {});
    queue.enqueue({ type: 'dice.rolled' });
    follow.push('A');
    expect(follow.state).toBe('start');
    queue.skip();
    expect(follow.state).toBe('A');
    queue.enqueue({ type: 'dice.rolled' });
    follow.push('B');
    queue.clear();
    expect(follow.state).toBe('B');
    queue.enqueue({ type: 'dice.rolled' });
    follow.push('C');
    follow.reset('D');
    expect(follow.state).toBe('D');
    queue.skip();
    expect(follow.state).toBe('D');
  });
});

/** A controller on a manual clock with its animation queue driven by hand (as the table's frame loop would). */
function drivenController(module: AnyGameModule, beats: AnyBeatCatalogue, search: string) {
  const clock = manualScheduler();
  const { config } = parseUrl(new URLSearchParams(search), [module]);
  const controller = new GameController({ module, beats, config, scheduler: clock.scheduler });
  const release = controller.animation.attachDriver();
  let now = 0;
  /** Plays frames of 50 ms until the queue is idle. */
  const playFrames = (ms = Number.POSITIVE_INFINITY) => {
    const until = now + ms;
    controller.animation.update(now);
    while (!controller.animation.isIdle() && now < until) {
      now += 50;
      controller.animation.update(now);
    }
  };
  const narration = () => safeDescribe(module, controller.getView().narrated);
  return { controller, clock, playFrames, narration, release };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the narration in the app follows the table', () => {
  it("a bot's fire is narrated once its dice have landed, not as it is sent (Belle Epoque)", async () => {
    const { controller, clock, playFrames, narration } = drivenController(
      belleModule,
      BELLE_BEAT_CATALOGUE,
      '?game=belle-epoque&players=smart,smart&seed=2&speed=normal',
    );
    const queue = controller.animation;
    let fired = false;
    queue.subscribe((e) => {
      if (e.type === 'enqueue' && e.shots.some((s) => s.beat.type === 'unit.fired')) fired = true;
    });
    let checked = 0;
    for (let guard = 0; guard < 3000 && checked < 3 && !controller.currentSession.result(); guard++) {
      await flush();
      if (clock.pending() === 0) {
        playFrames();
        continue;
      }
      const before = controller.getView().snapshot;
      const beforeText = safeDescribe(belleModule, before);
      // Between decisions the narration has caught up with the table.
      expect(controller.getView().narrated).toBe(before);
      fired = false;
      const length = controller.currentSession.length;
      clock.runNext();
      if (!fired || controller.currentSession.length === length) continue;
      // The fire was sent: the game state has moved on, the narration has not.
      const live = controller.getView().snapshot;
      expect(live).not.toBe(before);
      expect(controller.getView().narrated).toBe(before);
      expect(controller.getView().narratedPosition).toBe(controller.getView().position - 1);
      expect(narration()).toBe(beforeText);
      // Halfway through the dice, still the state before the fire.
      playFrames(600);
      expect(queue.isIdle()).toBe(false);
      expect(narration()).toBe(beforeText);
      // Once every shot of the fire has played, the narration describes what the fire led to.
      playFrames();
      expect(controller.getView().narrated).toBe(live);
      expect(controller.getView().narratedPosition).toBe(controller.getView().position);
      expect(narration()).toBe(safeDescribe(belleModule, live));
      checked++;
    }
    expect(checked).toBe(3);
    controller.dispose();
  });

  it("a human's decisions show at once when the table is idle, and one after another as their shots play (BLB)", () => {
    const { controller, playFrames, release } = drivenController(blbModule, BLB_BEAT_CATALOGUE, '?game=blb&players=human,human&seed=3&speed=normal');
    const session = controller.currentSession;
    const queue = controller.animation;
    const states = [controller.getView().snapshot];
    const shotsFor: number[] = [];
    for (let i = 0; i < 2; i++) {
      const mark = queue.lastShotId;
      const event = session.legal()[0]!;
      expect(controller.send(event)).toEqual({ ok: true });
      shotsFor.push(queue.lastShotId - mark);
      states.push(controller.getView().snapshot);
      // Nothing else waits: the next decision is open at once.
      expect(controller.getView().interactive).toBe(true);
    }
    // Both decisions made shots (a cavalry move each): the narration is still on the first state.
    expect(shotsFor.every((n) => n > 0)).toBe(true);
    expect(controller.getView().narrated).toBe(states[0]);
    // As the first decision's shots end, its state; then the second's.
    const seen: unknown[] = [];
    let last: unknown = controller.getView().narrated;
    for (let t = 0; t < 400 && !queue.isIdle(); t++) {
      playFrames(50);
      const n = controller.getView().narrated;
      if (n !== last) seen.push(n);
      last = n;
    }
    expect(seen).toEqual([states[1], states[2]]);
    // Shots that never play (no frames drawn, e.g. a hidden page) hold nothing up.
    release();
    const mark = queue.lastShotId;
    controller.send(session.legal()[0]!);
    expect(queue.lastShotId).toBeGreaterThan(mark);
    expect(controller.getView().narrated).toBe(controller.getView().snapshot);
    controller.dispose();
  });
});
