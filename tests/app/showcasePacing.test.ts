// Showcase pacing over whole bot games, for every game in the list: measured headless on a
// virtual clock from the queue's shot durations and the bots' think time (tests/support/
// showcasePacing.ts), never the wall clock. A viewer of a normal-speed showcase sees a fight at
// least every 30 s; the figures are printed (README, Showcase). Also: each game's catalogue marks
// its fights and its routine, the bots' think time is shortened only after routine decisions in a
// showcase, and bots at `fast` in play mode (no compression) reach their first fight.
import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_DELAY_MS, BotDriver } from '../../src/app/botDriver';
import { GAMES } from '../../src/app/games';
import { loadGames } from '../../src/app/gameListing';
import { GameSession } from '../../src/core/session';
import { AnimationQueue, type Beat } from '../../src/scene/animation/queue';
import type { GameEntry } from '../../src/ui/drawnGame';
import { manualScheduler } from '../support/manualScheduler';
import { measurePacing, type PacingReport } from '../support/showcasePacing';

/** The longest a normal-speed showcase may go without a fight on screen. */
const MAX_GAP_MS = 30_000;
const SEEDS = [1, 2];

let entries: GameEntry[] = [];
beforeAll(async () => {
  entries = await loadGames(GAMES);
});

const s = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(1)} s`);
const line = (r: PacingReport) =>
  `${r.game} seed ${r.seed} ${r.mode} at ${r.speed}: ${r.events} events, ${r.turns} turns, ${s(r.showMs)} of show ` +
  `(${s(r.shotMs)} shots, ${s(r.waitMs)} think time); ${r.fights} fight shots, first at ${s(r.firstFightMs)}, ` +
  `longest stretch without one ${s(r.longestGapMs)} (from ${s(r.longestGapAt)}); Game Turns shown at [${r.turnShownAt.map((t) => (t / 1000).toFixed(0)).join(', ')}] s`;

describe('showcase pacing', () => {
  it("every game's beat catalogue marks its fights and its routine", () => {
    expect(entries.length).toBe(GAMES.length);
    for (const { module, drawn } of entries) {
      const paces = Object.values(drawn.beats).map((t) => t.pace);
      expect(paces, module.id).toContain('fight');
      expect(paces, module.id).toContain('routine');
    }
  });

  it("in a showcase the bots' think time is shortened after routine decisions only", () => {
    for (const { module, drawn } of entries) {
      const session = new GameSession(module, { seed: 4 });
      const clock = manualScheduler();
      // No frame driver: shots end as they are enqueued (the pacing still counts them).
      const animation = new AnimationQueue({ catalogue: drawn.beats, speed: 'normal', compressRoutine: true });
      let fight = false;
      animation.subscribe((e) => {
        if (e.type === 'enqueue' && e.shots.some((shot) => shot.pace === 'fight' && shot.base > 0)) fight = true;
      });
      session.onEmitted((beat) => animation.enqueue(beat as Beat));
      const players = module.sides.map(() => 'smart' as const);
      const driver = new BotDriver({ session, players, seed: 4, speed: 'normal', scheduler: clock.scheduler, animation });
      driver.start();
      let afterFight = 0;
      let shortened = 0;
      for (let i = 0; i < 400 && clock.pending() > 0 && !session.result(); i++) {
        fight = false;
        const before = session.length;
        clock.runNext();
        if (session.length === before) continue;
        const delay = clock.delays.at(-1)!;
        if (fight) {
          afterFight++;
          expect(delay, `${module.id}: after a fight`).toBe(BOT_DELAY_MS.normal);
        } else if (delay < BOT_DELAY_MS.normal) {
          shortened++;
        }
      }
      driver.stop();
      expect(afterFight, module.id).toBeGreaterThan(0);
      expect(shortened, module.id).toBeGreaterThan(0);
    }
  });

  it(`a normal-speed showcase shows a fight at least every ${MAX_GAP_MS / 1000} s, in every game`, async () => {
    for (const { module, drawn } of entries) {
      for (const seed of SEEDS) {
        const report = await measurePacing({ module, beats: drawn.beats, seed, mode: 'showcase', speed: 'normal' });
        console.log(line(report));
        expect(report.winner, `${module.id} seed ${seed} played to its end`).not.toBeNull();
        expect(report.fights).toBeGreaterThan(0);
        expect(report.longestGapMs, `${module.id} seed ${seed}`).toBeLessThanOrEqual(MAX_GAP_MS);
      }
    }
  });

  it('bots at fast in play mode (nothing compressed) reach their first fight within a minute of show', async () => {
    for (const { module, drawn } of entries) {
      const report = await measurePacing({ module, beats: drawn.beats, seed: 1, mode: 'play', speed: 'fast' });
      console.log(line(report));
      expect(report.firstFightMs).not.toBeNull();
      expect(report.firstFightMs!).toBeLessThanOrEqual(60_000);
    }
  });
});
