// Belle Epoque's lit labels in the browser: on the table's dev pages
// (?dev=belle-table&seed=S&at=fire|assault|move), at 1920x1080 and 1280x720, every label's screen
// rectangle is read and no two overlap; one label per sector; every fire and assault label is
// shown; labels stay on screen. The same on the flat SVG map (?dev=belle-flat), where each label's
// text also stays inside its pill. Screenshots go to artifacts/ to be looked at.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, LONG_BROWSER, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface LabelBox {
  sector: string;
  text: string;
  tone: string;
  placed: boolean;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The labels' screen rectangles once the layer has laid them out. */
async function labelBoxes(page: Page): Promise<{ count: number; boxes: LabelBox[] }> {
  await page.waitForFunction(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true, undefined, { timeout: 180_000 });
  await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-testid="sector-labels"]')?.dataset.layouts ?? 0) > 0, undefined, { timeout: 60_000 });
  // Let a late font or resize lay them out again, then read.
  await page.waitForTimeout(800);
  return page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('[data-testid="sector-labels"]')!;
    const boxes = [...layer.querySelectorAll<HTMLElement>('[data-testid="sector-label"]')].map((el) => {
      const r = el.getBoundingClientRect();
      const tone = [...el.classList].find((c) => c.startsWith('tone-'))?.slice(5) ?? '';
      return { sector: el.dataset.labelSector!, text: el.textContent ?? '', tone, placed: el.dataset.placed === 'true', left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
    return { count: Number(layer.dataset.labels), boxes };
  });
}

// Crowded moments: 31 lit sectors around a fire target (seed 6), an assault among 14 labels with a
// sector offering both fire and assault (seed 11), a plain move (seed 7). More seeds and moments of
// the flat map's layout: tests/belle-epoque/ui/litLabels.test.ts.
const CASES: { seed: number; at: string }[] = [
  { seed: 6, at: 'fire' },
  { seed: 11, at: 'assault' },
  { seed: 7, at: 'move' },
];

describe("Belle Epoque's lit labels never overlap", () => {
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    it(`at ${size.width}x${size.height}: fire, assault and move pages of several seeds`, async () => {
      // 1280x720 (the least room) takes every case; 1920x1080 the crowded fire page, all in the long run.
      for (const { seed, at } of size.width >= 1920 && !LONG_BROWSER ? CASES.slice(0, 1) : CASES) {
        const { page, errors, outside } = await openPage(app, `?dev=belle-table&seed=${seed}&at=${at}`, size);
        const found = await page.waitForFunction(() => (window as unknown as { __belleDev?: { found: boolean } }).__belleDev, undefined, { timeout: 60_000 });
        expect(await found.evaluate((d) => (d as { found: boolean }).found), `seed ${seed} reaches ${at}`).toBe(true);
        const { count, boxes } = await labelBoxes(page);
        expect(count, `${at}: labels`).toBeGreaterThan(0);
        expect(boxes).toHaveLength(count);
        // One label per sector.
        expect(new Set(boxes.map((b) => b.sector)).size).toBe(boxes.length);
        const shown = boxes.filter((b) => b.placed);
        // Every fire and assault label is shown; nearly every other one.
        for (const b of boxes) if (b.tone === 'fire' || b.tone === 'assault') expect(b.placed, `${b.text} (${b.sector})`).toBe(true);
        expect(shown.length).toBeGreaterThanOrEqual(Math.ceil(boxes.length * 0.9));
        if (at === 'fire') expect(shown.some((b) => /Fire: \d+ dice, hit on /.test(b.text))).toBe(true);
        if (at === 'assault') expect(shown.map((b) => b.text)).toContain('Fire: 3 dice, hit on 2–5 · Assault: 2+ vs 4+');
        for (const b of shown) {
          expect(b.right - b.left, b.text).toBeGreaterThan(10);
          expect(b.left, b.text).toBeGreaterThanOrEqual(0);
          expect(b.top, b.text).toBeGreaterThanOrEqual(0);
          expect(b.right, b.text).toBeLessThanOrEqual(size.width);
          expect(b.bottom, b.text).toBeLessThanOrEqual(size.height);
        }
        for (let i = 0; i < shown.length; i++) {
          for (let j = i + 1; j < shown.length; j++) {
            const a = shown[i]!;
            const c = shown[j]!;
            const overlap = a.left < c.right && c.left < a.right && a.top < c.bottom && c.top < a.bottom;
            expect(overlap, `"${a.text}" (${a.sector}) and "${c.text}" (${c.sector}) overlap`).toBe(false);
          }
        }
        await page.screenshot({ path: join(ARTIFACTS, `belle-labels-${at}-s${seed}-${size.width}.png`), timeout: 180_000 });
        expect(errors).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      }
    }, 900_000);

    it(`at ${size.width}x${size.height}: the flat map's labels (?dev=belle-flat) never overlap and hold their text`, async () => {
      for (const { seed, at } of CASES) {
        const { page, errors } = await openPage(app, `?dev=belle-flat&seed=${seed}&at=${at}`, size);
        await page.locator('[data-testid="hexmap-2d"]').waitFor({ timeout: 60_000 });
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll<SVGGElement>('[data-testid="hexmap-label"]')].map((g) => {
            const r = g.getBoundingClientRect();
            const pill = g.querySelector('rect')!.getBoundingClientRect();
            const text = g.querySelector('text')!.getBoundingClientRect();
            return { sector: g.dataset.labelSector!, text: g.textContent ?? '', left: r.left, top: r.top, right: r.right, bottom: r.bottom, fits: text.left >= pill.left - 1 && text.right <= pill.right + 1 };
          }),
        );
        expect(boxes.length, `${at}: labels`).toBeGreaterThan(0);
        expect(new Set(boxes.map((b) => b.sector)).size).toBe(boxes.length);
        for (const b of boxes) expect(b.fits, `"${b.text}" fits its pill`).toBe(true);
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!;
            const c = boxes[j]!;
            const overlap = a.left < c.right && c.left < a.right && a.top < c.bottom && c.top < a.bottom;
            expect(overlap, `"${a.text}" (${a.sector}) and "${c.text}" (${c.sector}) overlap`).toBe(false);
          }
        }
        await page.screenshot({ path: join(ARTIFACTS, `belle-flat-labels-${at}-s${seed}-${size.width}.png`) });
        expect(errors).toEqual([]);
        await page.close();
      }
    }, 300_000);
  }
});
