// Saved games in Chromium (issue 13), with the browser's own IndexedDB and BroadcastChannel: tabs
// of one browser profile (one context) on different games and on the same game, Load with a game
// in progress, "Your games" across a reload, and a store that fills up before and during a game
// (IndexedDB's put made to fail as a full disk's does). No event is lost, and where the player must
// choose, a clear message says so.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { GameSession } from '../../src/core/session';
import { serializeSave } from '../../src/core/saveFile';
import { artifact, savedRecordOf, useBrowserApp } from './support';

const app = useBrowserApp();
let context: BrowserContext | null = null;
afterEach(async () => {
  await context?.close();
  context = null;
});

const GAME = '?game=blb&players=human,human&speed=instant';
const FAILED = /New moves are not being saved on this machine/;

/** A browser profile of its own: the 2D board (light on software WebGL) and an IndexedDB that fills up on demand. */
async function profile(): Promise<BrowserContext> {
  context = await app.browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    localStorage.setItem('sandtable.table2d', '1');
    // `sandtable.test.full` = '1': every put fails as on a full disk (reads still work).
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (localStorage.getItem('sandtable.test.full') === '1') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  return context;
}

async function tab(ctx: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.base + path);
  await page.locator('[data-testid="game"], [data-testid="start-menu"]').first().waitFor({ timeout: 60_000 });
  return { page, errors };
}

const logged = (page: Page) => page.locator('[data-testid="log-entry"]').count();
const savedId = (page: Page) => new URL(page.url()).searchParams.get('saved');

/** Plays `n` decisions (the first action each time), waiting for each to be logged. */
async function play(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const before = await logged(page);
    await page.locator('[data-testid="actions"] button').first().click();
    await expect.poll(() => logged(page), { timeout: 20_000 }).toBe(before + 1);
  }
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.locator('[data-testid="game"], [data-testid="start-menu"]').first().waitFor({ timeout: 60_000 });
}

describe('saved games in the browser (issue 13)', () => {
  it('two tabs: different games keep their own moves; on one game the second tab is told, takes over or plays a copy, and nothing is lost', async () => {
    const ctx = await profile();
    const a = await tab(ctx, `${GAME}&seed=3`);
    const b = await tab(ctx, `${GAME}&seed=4`);
    await play(a.page, 6);
    await play(b.page, 3);
    await play(a.page, 1);
    await reload(a.page);
    await reload(b.page);
    expect(await logged(a.page)).toBe(7);
    expect(await logged(b.page)).toBe(3);
    expect(await a.page.locator('[data-testid="seed"]').textContent()).toBe('seed 3');
    expect(await b.page.locator('[data-testid="seed"]').textContent()).toBe('seed 4');

    // A third tab opens A's game: it is told, and play there holds until it chooses.
    const c = await tab(ctx, a.page.url().replace(app.base, ''));
    const banner = c.page.locator('[data-testid="saved-banner"]');
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.getAttribute('data-status')).toBe('elsewhere');
    expect(await banner.textContent()).toMatch(/open in another tab/);
    expect(await c.page.locator('[data-testid="actions"] button').count()).toBe(0);
    await play(a.page, 1);
    await expect.poll(() => banner.textContent()).toMatch(/The other tab has saved 8 events/);
    await c.page.screenshot({ path: artifact('saved-elsewhere-1280.png') });

    // C takes over: it goes on from A's eight moves, and A stops.
    await c.page.locator('[data-testid="saved-take-over"]').click();
    await expect.poll(() => logged(c.page)).toBe(8);
    const taken = a.page.locator('[data-testid="saved-banner"]');
    await taken.waitFor({ timeout: 10_000 });
    expect(await taken.getAttribute('data-status')).toBe('taken');
    await play(c.page, 1);
    expect((await savedRecordOf(c.page))!.events).toHaveLength(9);

    // A keeps its line as a copy: a saved game of its own; C's game is untouched.
    const original = savedId(a.page);
    await a.page.locator('[data-testid="saved-copy"]').click();
    await expect.poll(() => savedId(a.page)).not.toBe(original);
    await play(a.page, 1);
    expect((await savedRecordOf(a.page))!.events).toHaveLength(9);
    await reload(c.page);
    expect(await logged(c.page)).toBe(9);
    expect(savedId(c.page)).toBe(original);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 240_000);

  it('Load keeps the game in progress; Your games lists both across a reload and continues either', async () => {
    const ctx = await profile();
    const { page, errors } = await tab(ctx, `${GAME}&seed=3`);
    await play(page, 2);
    const first = savedId(page);
    const loaded = new GameSession(blbModule, { seed: 9 });
    loaded.send(loaded.legal()[0]!);
    await page.locator('[data-testid="load-file"]').setInputFiles({
      name: 'seed9.json',
      mimeType: 'application/json',
      buffer: Buffer.from(serializeSave(loaded.record)),
    });
    await expect.poll(() => page.locator('[data-testid="seed"]').textContent()).toBe('seed 9');
    expect(await logged(page)).toBe(1);
    expect(await page.locator('[data-testid="messages"]').textContent()).toMatch(/Loaded the saved game \(1 events played\), kept in "Your games"/);
    expect(savedId(page)).not.toBe(first);
    expect((await savedRecordOf(page))!.events).toHaveLength(1);

    await page.getByRole('button', { name: 'Menu' }).click();
    const rows = page.locator('[data-testid="saved-game"]');
    await expect.poll(() => rows.count()).toBe(2);
    await reload(page);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/seed 9.*1 move ·/);
    expect(await rows.nth(1).textContent()).toMatch(/seed 3.*2 moves ·/);
    await page.screenshot({ path: artifact('saved-your-games-1280.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: artifact('saved-your-games-1920.png') });
    await rows.nth(1).locator('[data-testid="saved-continue"]').click();
    await expect.poll(() => logged(page)).toBe(2);
    expect(savedId(page)).toBe(first);
    expect(errors).toEqual([]);
  }, 180_000);

  it('full storage before a game: moves go on and the player is told; filled during a game: what was played continues after a reload', async () => {
    const ctx = await profile();
    const { page, errors } = await tab(ctx, `${GAME}&seed=5`);
    // Before: the store is full from the start.
    await page.evaluate(() => localStorage.setItem('sandtable.test.full', '1'));
    await play(page, 5);
    expect(await page.locator('[data-testid="messages"]').textContent()).toMatch(FAILED);
    expect(await page.locator('[data-testid="save-status"]').getAttribute('data-status')).toBe('failed');
    await page.screenshot({ path: artifact('saved-full-1280.png') });

    // During: room again, a new game plays two moves, then the store fills.
    await page.evaluate(() => localStorage.removeItem('sandtable.test.full'));
    await page.locator('[data-testid="new-game"]').click();
    await expect.poll(() => logged(page)).toBe(0);
    await play(page, 2);
    expect((await savedRecordOf(page))!.events).toHaveLength(2);
    await page.evaluate(() => localStorage.setItem('sandtable.test.full', '1'));
    await play(page, 1);
    await expect.poll(() => page.locator('[data-testid="messages"]').textContent()).toMatch(FAILED);
    expect((await savedRecordOf(page, 500))!.events).toHaveLength(2);
    // Reload with the store still full: the two saved moves are continued, with the third that
    // this tab's journal kept, and it says again that new moves are not being saved.
    await reload(page);
    expect(await logged(page)).toBe(3);
    expect(await page.locator('[data-testid="messages"]').textContent()).toMatch(/Continuing/);
    await expect.poll(() => page.locator('[data-testid="messages"]').textContent()).toMatch(FAILED);
    await play(page, 1);
    expect(await logged(page)).toBe(4);
    // Room again: the next move writes all four.
    await page.evaluate(() => localStorage.removeItem('sandtable.test.full'));
    await play(page, 1);
    expect((await savedRecordOf(page))!.events).toHaveLength(5);
    expect(errors).toEqual([]);
  }, 180_000);
});
