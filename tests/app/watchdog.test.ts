// The showcase watchdog on a manual clock: it trips after the limit without progress, never while
// paused or over, restarts its count on progress, follows a limit that changes, and guards turn
// and event limits.
import { describe, expect, it } from 'vitest';
import { WATCHDOG_LIMIT_MS, Watchdog, type WatchdogReading, type WatchdogReport } from '../../src/app/watchdog';
import { manualScheduler } from '../support/manualScheduler';

function setup(limit = 5000, extra: { maxTurn?: number; maxEvents?: number } = {}) {
  const clock = manualScheduler();
  const reading: WatchdogReading = { progress: '0', paused: false, over: false, turn: 1, events: 0 };
  const trips: { report: WatchdogReport; at: number }[] = [];
  let limitMs = limit;
  const dog = new Watchdog({
    scheduler: clock.scheduler,
    read: () => ({ ...reading }),
    limitMs: () => limitMs,
    onTrip: (report) => trips.push({ report, at: clock.now() }),
    checkEveryMs: 1000,
    ...extra,
  });
  /** Runs the clock until `ms` (checks happen every second). */
  const runUntil = (ms: number) => {
    while (clock.pending() > 0 && clock.now() < ms) clock.runNext();
  };
  return { clock, reading, trips, dog, runUntil, setLimit: (ms: number) => (limitMs = ms) };
}

describe('watchdog', () => {
  it('limits depend on the speed: shorter at instant', () => {
    expect(WATCHDOG_LIMIT_MS.instant).toBeLessThan(WATCHDOG_LIMIT_MS.normal);
    expect(WATCHDOG_LIMIT_MS.normal).toBe(60_000);
    expect(WATCHDOG_LIMIT_MS.instant).toBe(20_000);
  });

  it('trips once after the limit without progress, with the reading, then stops checking', () => {
    const t = setup(5000);
    t.dog.start();
    t.runUntil(30_000);
    expect(t.trips).toHaveLength(1);
    // The first check sees the signature for the first time; five still checks after it trip.
    expect(t.trips[0]!.at).toBe(6000);
    expect(t.trips[0]!.report.reason).toBe('stalled');
    expect(t.trips[0]!.report.stalledMs).toBe(5000);
    expect(t.trips[0]!.report.message).toContain('not advanced');
    expect(t.dog.running).toBe(false);
  });

  it('progress resets the count: a game that keeps advancing never trips', () => {
    const t = setup(5000);
    t.dog.start();
    for (let i = 1; i <= 40; i++) {
      t.runUntil(i * 1000);
      t.reading.progress = String(i);
    }
    expect(t.trips).toHaveLength(0);
    expect(t.dog.running).toBe(true);
    t.dog.stop();
  });

  it('standing still while paused or over does not count, and the count starts afresh after', () => {
    const t = setup(5000);
    t.reading.paused = true;
    t.dog.start();
    t.runUntil(60_000);
    expect(t.trips).toHaveLength(0);
    t.reading.paused = false;
    t.reading.over = true;
    t.runUntil(120_000);
    expect(t.trips).toHaveLength(0);
    t.reading.over = false;
    t.runUntil(124_000);
    expect(t.trips).toHaveLength(0);
    t.runUntil(126_000);
    expect(t.trips).toHaveLength(1);
  });

  it('reads the limit at every check (a speed change applies at once)', () => {
    const t = setup(60_000);
    t.dog.start();
    t.runUntil(10_000);
    expect(t.trips).toHaveLength(0);
    t.setLimit(5000);
    t.runUntil(11_000);
    expect(t.trips).toHaveLength(1);
  });

  it('start() after a trip watches the next game afresh', () => {
    const t = setup(3000);
    t.dog.start();
    t.runUntil(10_000);
    expect(t.trips).toHaveLength(1);
    expect(t.trips[0]!.at).toBe(4000);
    t.dog.start();
    expect(t.dog.stalledMs).toBe(0);
    t.runUntil(7_000);
    expect(t.trips).toHaveLength(1);
    t.runUntil(20_000);
    expect(t.trips).toHaveLength(2);
  });

  it('a game past the turn limit or the event limit trips at once, even while advancing', () => {
    const t = setup(60_000, { maxTurn: 12, maxEvents: 5000 });
    t.dog.start();
    t.runUntil(1000);
    t.reading.turn = 13;
    t.reading.progress = 'moved';
    t.runUntil(2000);
    expect(t.trips.map((x) => x.report.reason)).toEqual(['turn-limit']);
    expect(t.trips[0]!.report.message).toContain('turn 13');

    const e = setup(60_000, { maxTurn: 12, maxEvents: 5000 });
    e.dog.start();
    e.reading.events = 5001;
    e.runUntil(1000);
    expect(e.trips.map((x) => x.report.reason)).toEqual(['event-limit']);
  });

  it('a finished game over the turn limit is not a runaway', () => {
    const t = setup(60_000, { maxTurn: 12 });
    t.reading.turn = 13;
    t.reading.over = true;
    t.dog.start();
    t.runUntil(10_000);
    expect(t.trips).toHaveLength(0);
    t.dog.stop();
  });
});
