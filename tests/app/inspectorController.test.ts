// The controller's inspector API: time travel rebuilds the state shown and pauses the bots,
// returning to the present restores the record, resuming from an earlier point is a debugging
// branch marked in the record, and a refused event is remembered with its reason.
import { describe, expect, it } from 'vitest';
import { blbModule, type BlbEvent } from '../../machines/blb/index';
import { GameController } from '../../src/app/gameController';
import { parseUrl } from '../../src/app/url';
import { BRANCH_NOTE } from '../../src/core/record';
import { replay } from '../../src/core/replay';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { manualScheduler } from '../support/manualScheduler';

const controllerFor = (search: string, scheduler = manualScheduler().scheduler) =>
  new GameController({ module: blbModule, beats: BLB_BEAT_CATALOGUE, config: parseUrl(new URLSearchParams(search), [blbModule]).config, scheduler });

/** Plays `n` human decisions: end movement when offered, else the first legal event. */
function play(c: GameController, n: number): void {
  for (let i = 0; i < n; i++) {
    const legal = c.currentSession.legal() as BlbEvent[];
    expect(c.send(legal.find((e) => e.type === 'endMovement') ?? legal[0]!)).toEqual({ ok: true });
  }
}

describe('GameController inspector API', () => {
  it('time travel shows the state after that many events; returning to the present restores it', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=7&speed=instant');
    play(c, 6);
    const record = c.currentSession.record;
    const expectedAt2 = replay(blbModule, record, { upTo: 2 });
    expectedAt2.actor.stop();

    expect(c.timeTravel(2)).toBeNull();
    let view = c.getView();
    expect(view.timeTravelling).toBe(true);
    expect(view.position).toBe(2);
    expect(view.length).toBe(6);
    expect(view.log).toHaveLength(6);
    expect(view.interactive).toBe(false);
    expect(view.snapshot.value).toEqual(expectedAt2.snapshot.value);
    expect(view.snapshot.context).toEqual(expectedAt2.snapshot.context);
    expect(c.animation.isIdle()).toBe(true);

    // Sending while viewing the past is refused and remembered.
    const legal = blbModule.legalEvents(view.snapshot)[0]!;
    expect(c.send(legal).ok).toBe(false);
    expect(c.getView().lastRefusal?.reason).toMatch(/earlier point/);

    c.returnToPresent();
    view = c.getView();
    expect(view.timeTravelling).toBe(false);
    expect(view.position).toBe(6);
    expect(c.currentSession.record).toEqual(record);
    expect(view.branch).toBeNull();
    expect(c.timeTravel(99)).toMatch(/0 to 6/);
    c.dispose();
  });

  it('resume from an earlier point: later events dropped, the record marked as a debugging branch', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=7&speed=instant');
    play(c, 5);
    c.timeTravel(3);
    expect(c.resumeBranch()).toBe(true);
    const view = c.getView();
    expect(view.timeTravelling).toBe(false);
    expect(view.length).toBe(3);
    expect(view.log).toHaveLength(3);
    expect(view.branch).toEqual({ fromIndex: 3, note: BRANCH_NOTE });
    expect(c.currentSession.record.branch).toEqual({ fromIndex: 3, note: BRANCH_NOTE });
    expect(JSON.parse(c.saveFile().text).record.branch.fromIndex).toBe(3);
    // Play goes on from there.
    play(c, 1);
    expect(c.getView().length).toBe(4);
    expect(c.resumeBranch()).toBe(false);
    c.dispose();
  });

  it('bots do not play while time travelling, and play on after a branch', () => {
    const { scheduler, runNext } = manualScheduler();
    const c = controllerFor('?game=blb&players=human,smart&seed=7&speed=fast', scheduler);
    // Play until a bot has made some decisions.
    for (let guard = 0; guard < 400 && c.getView().length < 8; guard++) {
      if (c.getView().thinkingSide) runNext();
      else play(c, 1);
    }
    const length = c.getView().length;
    expect(length).toBeGreaterThanOrEqual(8);
    // Find a point where the bot's side must decide, and travel there.
    const record = c.currentSession.record;
    const botPoint = record.events.findIndex((e) => e.side === 'entente');
    expect(botPoint).toBeGreaterThan(0);
    c.timeTravel(botPoint);
    expect(c.getView().thinkingSide).toBeNull();
    for (let i = 0; i < 20; i++) runNext();
    expect(c.getView().length).toBe(length);
    expect(c.getView().position).toBe(botPoint);
    // Resume: the bot decides again from that point.
    expect(c.resumeBranch()).toBe(true);
    expect(c.getView().thinkingSide).toBe('entente');
    for (let i = 0; i < 20 && c.getView().thinkingSide; i++) runNext();
    expect(c.getView().length).toBeGreaterThan(botPoint);
    c.dispose();
  });

  it('a refused event is remembered with the rule that refused it', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=7&speed=instant');
    const result = c.send({ type: 'drawChit', side: 'german' });
    expect(result.ok).toBe(false);
    const refusal = c.getView().lastRefusal!;
    expect(refusal.event).toEqual({ type: 'drawChit', side: 'german' });
    expect(refusal.reason).toMatch(/not a decision of this step/);
    c.dispose();
  });
});
