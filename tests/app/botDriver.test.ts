// The bot driver plays the bot sides through the session: a whole smart-vs-smart game at
// instant speed reaches a result, yielding between bursts; slower speeds wait their delay;
// human sides are never played; a failing bot stops and says why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { BOT_DELAY_MS, BotDriver } from '../../src/app/botDriver';
import { botSeed } from '../../src/core/simulate';
import type { GameEvent } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { AnimationQueue } from '../../src/scene/animation/queue';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { manualScheduler } from '../support/manualScheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('BotDriver', () => {
  it('plays a whole smart-vs-smart BLB game at instant speed to a result, yielding every 200 events', () => {
    const session = new GameSession(blbModule, { seed: 5 });
    const clock = manualScheduler();
    let bursts = 0;
    const driver = new BotDriver({
      session,
      players: ['smart', 'smart'],
      seed: 5,
      speed: 'instant',
      scheduler: clock.scheduler,
      onBurstEnd: () => bursts++,
      onError: (message) => {
        throw new Error(message);
      },
    });
    driver.start();
    // Nothing is sent synchronously by start(): the first decision is scheduled.
    expect(session.length).toBe(0);
    let tasks = 0;
    while (clock.runNext()) {
      tasks++;
      if (tasks > 10_000) throw new Error('the driver never stopped');
    }
    const outcome = session.result();
    expect(outcome).not.toBeNull();
    expect([...blbModule.sides, 'draw']).toContain(outcome!.winner);
    expect(session.length).toBeGreaterThan(50);
    expect(clock.delays.every((ms) => ms === 0)).toBe(true);
    // One burst per 200 events (rounded up), each one a separate task: the browser gets to breathe.
    expect(bursts).toBe(Math.ceil(session.length / 200));
    expect(tasks).toBe(bursts);
    expect(driver.thinkingSide()).toBeNull();
    driver.stop();
  });

  it('is deterministic: the same seed plays the same game', () => {
    const play = () => {
      const session = new GameSession(blbModule, { seed: 8 });
      const driver = new BotDriver({ session, players: ['smart', 'random'], seed: 8, speed: 'instant' });
      driver.runSync();
      return session.record;
    };
    expect(play()).toEqual(play());
  });

  it('bot seeds: the low 32 bits mixed with 0x5eed as they always were, the high part kept (issue 13)', () => {
    for (const seed of [0, 12, 2 ** 31, 3e9, 2 ** 32 - 1]) {
      expect(botSeed(seed)).toBeGreaterThanOrEqual(0);
      expect(botSeed(seed) >>> 0).toBe((seed ^ 0x5eed) >>> 0);
    }
    // Seeds equal modulo 2^32 get bots of their own.
    expect(botSeed(1)).not.toBe(botSeed(1 + 2 ** 32));
    expect(botSeed(-1)).not.toBe(botSeed(2 ** 32 - 1));
    expect(Number.isSafeInteger(botSeed(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(Number.isSafeInteger(botSeed(Number.MIN_SAFE_INTEGER))).toBe(true);
  });

  it('uses the seeded bot RNG Rng.seeded(seed ^ 0x5eed)', () => {
    const session = new GameSession(blbModule, { seed: 12 });
    const driver = new BotDriver({ session, players: ['random', 'random'], seed: 12, speed: 'instant' });
    expect(botSeed(12)).toBe(12 ^ 0x5eed);
    expect(driver.rng.state).toEqual(Rng.seeded(12 ^ 0x5eed).state);
    driver.runSync(1);
    const first = session.record.events[0]!;
    const legal = blbModule.legalEvents(new GameSession(blbModule, { seed: 12 }).snapshot);
    expect(first).toEqual(Rng.seeded(12 ^ 0x5eed).pick(legal.filter((e) => e.side === first.side)));
  });

  it('waits the delay of its speed before each decision (normal 500 ms)', () => {
    vi.useFakeTimers();
    const session = new GameSession(blbModule, { seed: 3 });
    const driver = new BotDriver({ session, players: ['smart', 'smart'], seed: 3, speed: 'normal' });
    driver.start();
    vi.advanceTimersByTime(BOT_DELAY_MS.normal - 1);
    expect(session.length).toBe(0);
    vi.advanceTimersByTime(1);
    expect(session.length).toBe(1);
    vi.advanceTimersByTime(BOT_DELAY_MS.normal * 3);
    expect(session.length).toBe(4);
    driver.setSpeed('slow');
    vi.advanceTimersByTime(BOT_DELAY_MS.slow - 1);
    expect(session.length).toBe(4);
    vi.advanceTimersByTime(1);
    expect(session.length).toBe(5);
    driver.stop();
    vi.advanceTimersByTime(10_000);
    expect(session.length).toBe(5);
  });

  it('waits for the animation queue to drain before each decision (not at instant)', async () => {
    const session = new GameSession(blbModule, { seed: 3 });
    const clock = manualScheduler();
    const animation = new AnimationQueue({ catalogue: BLB_BEAT_CATALOGUE, speed: 'normal' });
    animation.attachDriver();
    session.onEmitted((beat) => animation.enqueue(beat));
    const driver = new BotDriver({ session, players: ['smart', 'smart'], seed: 3, speed: 'normal', scheduler: clock.scheduler, animation });
    driver.start();
    // Idle queue: the first decision is scheduled at once.
    expect(clock.pending()).toBe(1);
    clock.runNext();
    expect(session.length).toBe(1);
    // Its beats play on a frame clock; the next decision waits for them.
    let now = 0;
    let sent = 1;
    let waited = 0;
    for (let guard = 0; guard < 200 && sent < 6; guard++) {
      await Promise.resolve();
      if (clock.pending() > 0) {
        expect(animation.isIdle()).toBe(true);
        clock.runNext();
        sent = session.length;
        continue;
      }
      expect(driver.isWaitingForAnimation).toBe(true);
      waited++;
      now += 100;
      animation.update(now);
    }
    expect(sent).toBe(6);
    expect(waited).toBeGreaterThan(0);
    // At instant the driver stops waiting: the queue drains with no frame.
    animation.enqueue({ type: 'chit.drawn', chit: 'x' });
    animation.update(now);
    expect(animation.isIdle()).toBe(false);
    animation.setSpeed('instant');
    driver.setSpeed('instant');
    await Promise.resolve();
    expect(driver.isWaitingForAnimation).toBe(false);
    expect(clock.pending()).toBe(1);
    driver.stop();
  });

  it('never plays a human side, and plays again when the human has moved', () => {
    const session = new GameSession(blbModule, { seed: 3 });
    const clock = manualScheduler();
    // The German moves first (Special German Cavalry Phase): with a human German nothing happens.
    const driver = new BotDriver({ session, players: ['human', 'smart'], seed: 3, speed: 'fast', scheduler: clock.scheduler });
    driver.start();
    expect(driver.thinkingSide()).toBeNull();
    expect(clock.pending()).toBe(0);
    // The human plays until the Entente bot must decide; the driver takes over for it.
    let guard = 0;
    while (driver.thinkingSide() === null && !session.result() && guard++ < 500) {
      const legal = session.legal().filter((e: GameEvent) => e.side === 'german');
      expect(legal.length).toBeGreaterThan(0);
      expect(session.send(legal[legal.length - 1]!)).toEqual({ ok: true });
    }
    expect(driver.thinkingSide()).toBe('entente');
    expect(clock.pending()).toBe(1);
    const before = session.length;
    clock.runNext();
    expect(session.length).toBe(before + 1);
    expect(session.record.events[before]!.side).toBe('entente');
    expect(clock.delays.every((ms) => ms === BOT_DELAY_MS.fast)).toBe(true);
    driver.stop();
  });

  it('stops and reports a bot that picks a refused event', () => {
    const session = new GameSession(blbModule, { seed: 3 });
    const errors: string[] = [];
    const badModule = { ...blbModule, bots: { ...blbModule.bots, smart: () => ({ type: 'roll', side: 'german' }) } };
    const badSession = new GameSession(badModule as typeof blbModule, { seed: 3 });
    const driver = new BotDriver({ session: badSession, players: ['smart', 'smart'], seed: 3, speed: 'instant', onError: (m) => errors.push(m) });
    expect(driver.runSync()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/German smart bot chose a refused event/);
    expect(driver.hasFailed).toBe(true);
    expect(badSession.length).toBe(0);
    session.dispose();
  });
});
