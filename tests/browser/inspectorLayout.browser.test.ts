// The inspector's place in Chromium (issue 12, item 3): open beside the 3D table, the drawer and the
// table's canvas do not overlap (the canvas is narrowed, and widens again when the drawer closes),
// the statechart fills at least 80% of the drawer's height, Fit never draws text smaller than
// MIN_SCREEN_FONT on screen, at 1920x1080 and 1280x720, for both games. Popped out into its own
// window, the inspector follows the moves made in the game window, its timeline acts on the main
// game, and closing the window gives the drawer back. Screenshots in artifacts/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blbModule } from '../../machines/blb/index';
import { activeStatePaths } from '../../src/core/chartGraph';
import type { GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replay';
import { MIN_READABLE_SCALE, MIN_SCREEN_FONT } from '../../src/ui/inspector/chartFit';
import { LONG_BROWSER, artifact, openPage, savedRecordOf, useBrowserApp } from './support';

const app = useBrowserApp();

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

const rect = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  }) as Promise<Box>;

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The smallest text of the drawn chart on screen, in CSS pixels: its font size times the chart's
 * scale, and (a check on the drawing itself) the smallest rendered height of the texts set at the
 * smallest font size.
 */
const smallestText = (page: Page) =>
  page.$eval('[data-testid="statechart"]', (svg) => {
    const zoom = Number(svg.getAttribute('data-zoom'));
    const texts = [...svg.querySelectorAll('.sc-stage text')].filter((t) => (t.textContent ?? '').trim() !== '');
    const sizes = texts.map((t) => Number(t.getAttribute('font-size')));
    const least = Math.min(...sizes);
    const heights = texts.filter((_, i) => sizes[i] === least).map((t) => t.getBoundingClientRect().height);
    return { font: least * zoom, height: Math.min(...heights) };
  });

const use3d = () => localStorage.setItem('sandtable.table2d', '0');
const use2d = () => localStorage.setItem('sandtable.table2d', '1');
const chartDrawn = (page: Page) => page.locator('[data-testid="statechart"] [data-state-path]').first().waitFor({ state: 'attached', timeout: 90_000 });

describe('the inspector beside the table', () => {
  for (const game of ['blb', 'belle-epoque']) {
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      // Each game at one size (BLB 1920x1080, Belle Epoque 1280x720); every pair in the long run.
      if (!LONG_BROWSER && (game === 'blb') !== (size.width === 1920)) continue;
      it(`${game} at ${size.width}x${size.height}: drawer and canvas side by side, the chart filling the drawer, Fit readable`, async () => {
        const { page, errors, outside } = await openPage(app, `?game=${game}&seed=7&players=human,human&inspector=1`, size, use3d);
        // Software WebGL on a busy machine: actions wait for frames that come slowly.
        page.setDefaultTimeout(120_000);
        await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 120_000 });
        await chartDrawn(page);
        const drawer = await rect(page, '[data-testid="inspector"]');
        const canvas = await rect(page, '[data-testid="table3d"] canvas');
        const chart = await rect(page, '[data-testid="inspector-chart"]');
        // Side by side: the drawer on the left edge, the canvas from its right edge to the window's.
        expect(overlap(drawer, canvas)).toBe(0);
        expect(drawer.left).toBeCloseTo(0, 0);
        expect(canvas.left).toBeGreaterThanOrEqual(drawer.right - 0.5);
        expect(canvas.right).toBeCloseTo(size.width, 0);
        expect(canvas.width).toBeGreaterThan(size.width * 0.45);
        // The drawer runs from under the header to the bottom; the chart takes most of it.
        expect(drawer.bottom).toBeCloseTo(size.height, 0);
        expect(drawer.height).toBeGreaterThan(size.height * 0.8);
        expect(chart.left).toBeGreaterThanOrEqual(drawer.left - 0.5);
        expect(chart.right).toBeLessThanOrEqual(drawer.right + 0.5);
        expect(chart.height / drawer.height).toBeGreaterThanOrEqual(0.8);
        await page.screenshot({ path: artifact(`inspector-beside-${game}-${size.width}.png`), timeout: 120_000 });

        // Fit: the smallest text on screen stays readable.
        await page.locator('[data-testid="chart-fit"]').click();
        // Fit lays out (closing inactive levels where it must), then glides to its view.
        await expect.poll(() => page.getAttribute('[data-testid="statechart"]', 'data-fit'), { timeout: 30_000 }).toBe('done');
        await page.waitForTimeout(1500);
        expect(Number(await page.getAttribute('[data-testid="statechart"]', 'data-zoom'))).toBeGreaterThanOrEqual(MIN_READABLE_SCALE - 1e-4);
        const smallest = await smallestText(page);
        expect(smallest.font).toBeGreaterThanOrEqual(MIN_SCREEN_FONT - 0.05);
        expect(smallest.height).toBeGreaterThanOrEqual(MIN_SCREEN_FONT);
        await page.screenshot({ path: artifact(`inspector-beside-${game}-${size.width}-fit.png`), timeout: 120_000 });

        // Closed, the canvas takes the room back.
        await page.locator('[data-testid="inspector-toggle"]').click();
        await expect.poll(async () => (await rect(page, '[data-testid="table3d"] canvas')).left, { timeout: 20_000 }).toBeLessThan(20);
        // The canvas follows its new size (the renderer measures it a moment later).
        await expect.poll(async () => (await rect(page, '[data-testid="table3d"] canvas')).width, { timeout: 20_000 }).toBeGreaterThan(canvas.width + drawer.width - 30);
        expect(errors).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      }, 300_000);
    }
  }
});

/** The lit states of a chart, sorted. */
const litStates = (page: Page) =>
  page.$$eval('[data-testid="statechart"] [data-state-path][data-active="true"]', (els) => els.map((el) => (el as HTMLElement).dataset.statePath!).sort());

/** What the machine is in after the game window's saved record (or its first `upTo` events), replayed in node. */
async function expectedActive(page: Page, upTo?: number): Promise<string[]> {
  const saved = await savedRecordOf(page);
  // Nothing is saved before the first event: the game's starting position.
  const record: GameRecord = saved ?? { game: 'blb', rulesVersion: blbModule.rulesVersion, seed: 7, options: blbModule.options.defaults, events: [] };
  const { actor, snapshot } = replay(blbModule, record, upTo === undefined ? {} : { upTo });
  actor.stop();
  return [...activeStatePaths(snapshot)].sort();
}

describe('the inspector popped out into its own window', () => {
  it('follows the moves made in the game window; its timeline acts on the main game; closing it gives the drawer back', async () => {
    const size = { width: 1280, height: 720 };
    const { page, errors, outside } = await openPage(app, '?game=blb&seed=7&players=human,human&speed=instant&inspector=1', size, use2d);
    page.setDefaultTimeout(60_000);
    await page.waitForSelector('[data-testid="actions"] button');
    await chartDrawn(page);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.locator('[data-testid="inspector-popout"]').click()]);
    const popupErrors: string[] = [];
    popup.on('pageerror', (e) => popupErrors.push(e.message));
    await popup.setViewportSize({ width: 1600, height: 1000 });
    expect(new URL(popup.url()).searchParams.get('inspector')).toBe('window');
    await chartDrawn(popup);
    expect(await popup.getAttribute('[data-testid="inspector"]', 'data-placement')).toBe('window');
    // The drawer is closed in the game window; its button says the inspector is elsewhere.
    await expect.poll(() => page.locator('[data-testid="inspector"]').count()).toBe(0);
    expect(await page.getAttribute('[data-testid="inspector-toggle"]', 'data-popped')).toBe('true');
    await expect.poll(async () => (await litStates(popup)).join(',')).toBe((await expectedActive(page)).join(','));

    // Moves in the game window: the window follows.
    for (const [i, type] of ['move', 'move', 'endMovement'].entries()) {
      await page.locator(`[data-testid="actions"] button[data-event-type="${type}"]`).first().click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, i + 1);
      await expect.poll(async () => (await litStates(popup)).join(','), { timeout: 20_000 }).toBe((await expectedActive(page)).join(','));
    }
    await expect.poll(() => popup.locator('[data-testid="inspector-status"]').textContent()).toBe('event 3');
    await popup.screenshot({ path: artifact('inspector-window-1600.png'), timeout: 120_000 });

    // Time travel from the window's timeline: the game window shows that moment.
    await popup.locator('[data-testid="inspector-tab-timeline"]').click();
    await popup.locator('[data-testid="timeline-entry"][data-position="1"] button').click();
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('[data-testid="actions"] button[data-event-type]').count()).toBe(0);
    await expect.poll(() => popup.locator('[data-testid="timeline-counter"]').textContent()).toBe('1 / 3');
    await popup.locator('[data-testid="inspector-tab-chart"]').click();
    await chartDrawn(popup);
    await expect.poll(async () => (await litStates(popup)).join(',')).toBe((await expectedActive(page, 1)).join(','));
    await page.screenshot({ path: artifact('inspector-window-main-1280.png'), timeout: 120_000 });
    // And back to the present from the window.
    await popup.locator('[data-testid="inspector-tab-timeline"]').click();
    await popup.locator('[data-testid="timeline-last"]').click();
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => page.locator('[data-testid="actions"] button[data-event-type]').count()).toBeGreaterThan(0);

    // Closing the window gives the drawer back.
    await popup.close({ runBeforeUnload: true });
    await expect.poll(() => page.locator('[data-testid="inspector"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getAttribute('[data-testid="inspector"]', 'data-placement')).toBe('drawer');
    expect(await page.getAttribute('[data-testid="inspector-toggle"]', 'data-popped')).toBe('false');
    expect(errors).toEqual([]);
    expect(popupErrors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);
});
