// A lost WebGL context (src/scene/contextLoss.ts): the table says it is restoring, then remounts
// its canvas when the browser restores the context or after the timeout, and logs each step.
import { describe, expect, it } from 'vitest';
import { ContextLossGuard, RESTORE_TIMEOUT_MS, type ContextLossState } from '../../src/scene/contextLoss';
import { manualScheduler } from '../support/manualScheduler';

function setup() {
  const clock = manualScheduler();
  const states: ContextLossState[] = [];
  const logs: string[] = [];
  const guard = new ContextLossGuard((s) => states.push(s), clock.scheduler, (m) => logs.push(m));
  return { clock, states, logs, guard };
}

describe('WebGL context loss', () => {
  it('a loss shows the restoring state; without a restore the canvas is remounted after the timeout', () => {
    const t = setup();
    t.guard.lost();
    expect(t.guard.state).toEqual({ lost: true, generation: 0, losses: 1 });
    expect(t.logs[0]).toMatch(/context was lost/);
    // A second loss event while lost changes nothing.
    t.guard.lost();
    expect(t.states).toHaveLength(1);
    expect(t.clock.runNext()).toBe(true);
    expect(t.clock.now()).toBe(RESTORE_TIMEOUT_MS);
    expect(t.guard.state).toEqual({ lost: false, generation: 1, losses: 1 });
    expect(t.logs[1]).toMatch(/not restored in time/);
  });

  it('a restore remounts at once and cancels the timeout; a stray restore does nothing', () => {
    const t = setup();
    t.guard.restored();
    expect(t.states).toHaveLength(0);
    t.guard.lost();
    t.guard.restored();
    expect(t.guard.state).toEqual({ lost: false, generation: 1, losses: 1 });
    expect(t.clock.pending()).toBe(0);
    t.guard.lost();
    t.guard.restored();
    expect(t.guard.state).toEqual({ lost: false, generation: 2, losses: 2 });
  });
});
