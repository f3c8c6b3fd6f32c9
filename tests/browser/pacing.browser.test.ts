// Pacing in Chromium (issue 12, item 7): the narration never runs ahead of the table. In a
// normal-speed showcase of each game, while a fight's dice roll (BLB's dice on the tray, Belle
// Epoque's fire), the narration still describes the state before that decision (its
// data-position is behind data-live-position), and it catches up once the shots have played.
// Samples are taken in the page every 40 ms; nothing is timed against the wall clock.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface Sample {
  shot: string | null;
  shotId: number | null;
  queued: number;
  shown: number;
  live: number;
  text: string;
}

/** Starts sampling the shot on screen and the narration in the page. */
async function startSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __samples: Sample[];
      __sandtableShot?: { current: { type: string; id: number } | null; queued: unknown[] };
    };
    w.__samples = [];
    setInterval(() => {
      const el = document.querySelector('[data-testid="narration"]') as HTMLElement | null;
      const probe = w.__sandtableShot;
      const current = probe?.current ?? null;
      if (!el) return;
      w.__samples.push({
        shot: current?.type ?? null,
        shotId: current?.id ?? null,
        queued: probe?.queued.length ?? 0,
        shown: Number(el.dataset.position),
        live: Number(el.dataset.livePosition),
        text: el.textContent ?? '',
      });
    }, 40);
  });
}

const samples = (page: Page) => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);

describe('the narration follows the table', () => {
  for (const { game, seed, fight } of [
    { game: 'blb', seed: 1, fight: 'dice.rolled' },
    { game: 'belle-epoque', seed: 2, fight: 'unit.fired' },
  ]) {
    it(`${game}: while a fight's dice roll, the narration describes the state before it`, async () => {
      const { page, errors, outside } = await openPage(app, `?game=${game}&mode=showcase&speed=normal&seed=${seed}`);
      await page.waitForSelector('[data-testid="showcase"] canvas', { timeout: 120_000 });
      await startSampling(page);
      // Two fights seen (their shots sampled), then a look at the screen during the next one.
      await page.waitForFunction(
        (type) => new Set((window as unknown as { __samples: Sample[] }).__samples.filter((s) => s.shot === type).map((s) => s.shotId)).size >= 2,
        fight,
        { timeout: 300_000, polling: 500 },
      );
      // The presenter's pause (p), pressed from inside the page the moment the next fight's shot
      // is on screen, holds it there for the look.
      await page.evaluate(
        `(() => { const id = setInterval(() => { const c = window.__sandtableShot?.current; if (c && c.type === ${JSON.stringify(fight)}) { clearInterval(id); window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p' })); } }, 5); })()`,
      );
      await page.waitForSelector('[data-testid="showcase-paused"]', { timeout: 120_000 });
      const held = await page.evaluate(
        `(() => { const el = document.querySelector('[data-testid="narration"]'); return { shot: window.__sandtableShot?.current?.type ?? null, shown: Number(el.dataset.position), live: Number(el.dataset.livePosition) }; })()`,
      ) as { shot: string | null; shown: number; live: number };
      expect(held.shot).toBe(fight);
      expect(held.shown).toBeLessThan(held.live);
      await page.screenshot({ path: artifact(`pacing-${game}-fight-720p.png`), timeout: 150_000 });
      const all = await samples(page);
      const during = all.filter((s) => s.shot === fight);
      expect(during.length).toBeGreaterThan(0);
      // While the fight plays, the words are behind the game: the decision that made it is not narrated yet.
      for (const s of during) expect(s.shown, JSON.stringify(s)).toBeLessThan(s.live);
      // Between decisions (nothing playing or waiting) they have caught up.
      const still = all.filter((s) => s.shot === null && s.queued === 0);
      expect(still.length).toBeGreaterThan(0);
      expect(still.filter((s) => s.shown === s.live).length / still.length).toBeGreaterThan(0.9);
      // The narration moves on only as shots end: it never shows a position the table has not played.
      for (let i = 1; i < all.length; i++) expect(all[i]!.shown).toBeGreaterThanOrEqual(all[i - 1]!.shown);
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 600_000);
  }
});
