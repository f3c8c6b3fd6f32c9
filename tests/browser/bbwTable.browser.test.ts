// Brief Border Wars' 3D table in the browser: the printed sheet's dev page (?dev=bbw-table) draws
// the sheet and the counters of a view; the game's Table3D plays a whole smart-bot game at instant
// to its result (no bot's hand shown); in hot seat a card is played by clicks on the table (card ->
// Movement -> a lit unit -> a lit area: the counter moves), the privacy screen hides the hand
// between the two humans, and a battle is opened, designated and its hit allocated by clicks on the
// table (the table probe's screenOf finds units and areas on screen). Screenshots go to artifacts/
// to be looked at (across a room: the card in play, what is lit).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();
const BIG = { width: 1920, height: 1080 };

type Probe = { ready: boolean; screenOf(key: string): { x: number; y: number } | null };
const screenOf = (page: Page, key: string) =>
  page.evaluate((k) => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.screenOf(k) ?? null, key);
const attr = async (page: Page, name: string) => ((await page.locator('[data-testid="table3d"]').getAttribute(name)) ?? '').split(' ').filter(Boolean);
const logCount = (page: Page) => page.locator('[data-testid="log-entry"]').count();
async function clickAt(page: Page, key: string) {
  const p = await screenOf(page, key);
  expect(p, key).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}
async function tableReady(page: Page) {
  await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.ready === true, null, { timeout: 120_000 });
}

describe('Brief Border Wars: the 3D printed sheet (dev page)', () => {
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    it(`?dev=bbw-table draws the sheet and the view's counters at ${size.width}x${size.height}`, async () => {
      const { page, errors, outside } = await openPage(app, '?dev=bbw-table&seed=7&steps=40', size);
      await page.locator('[data-testid="bbw-table-dev"] canvas').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid="table-loading"]'), null, { timeout: 120_000 });
      const dev = await page.evaluate(() => (window as unknown as { __bbwDev?: { found: boolean; units: number } }).__bbwDev);
      expect(dev?.found).toBe(true);
      expect(dev?.units).toBeGreaterThan(20);
      await page.screenshot({ path: artifact(`bbw-sheet-${size.width}.png`) });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 240_000);
  }
});

describe("Brief Border Wars' 3D table", () => {
  it('8.0: a whole smart-bot game at instant speed reaches its result on the 3D table, and no bot hand is shown', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=5&players=smart,smart&speed=instant', { width: 1280, height: 720 });
    await tableReady(page);
    await page.locator('[data-testid="game-result"]').waitFor({ timeout: 180_000 });
    expect(['white', 'grey', 'draw']).toContain(await page.locator('[data-testid="game-result"]').getAttribute('data-result'));
    expect(await page.locator('[data-testid="table3d"]').count()).toBe(1);
    expect(await page.locator('[data-testid="bbw-hand"]').count()).toBe(0);
    expect(await page.locator('[data-testid="bbw-facedown-count"]').count()).toBe(2);
    await page.screenshot({ path: artifact('bbw-table-result-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);

  it('6.0/6.1 hot seat by clicks on the table: card -> Movement -> unit -> area moves the counter; the privacy screen hides the hand', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=7&players=human,human', BIG);
    await tableReady(page);
    const ready = page.locator('[data-testid="privacy-ready"]');
    if (await ready.count()) await ready.click();
    const hand = page.locator('[data-testid="bbw-hand"]');
    await hand.waitFor();
    const first = (await hand.getAttribute('data-side'))!;
    await hand.locator('.bbw-card.lit:not([data-testid="bbw-specials"])').first().click();
    await page.locator('[data-testid="bbw-picked-card"]').waitFor();
    await page.locator('[data-testid="bbw-choice"]', { hasText: /^Movement \d/ }).click();
    await page.locator('[data-testid="bbw-card-in-play"]', { hasText: 'Movement' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="table3d"]')?.getAttribute('data-lit-units') ?? '') !== '');
    const unit = (await attr(page, 'data-lit-units'))[0]!;
    const from = await screenOf(page, unit);
    await clickAt(page, unit);
    await page.waitForFunction((u) => document.querySelector('[data-testid="table3d"]')?.getAttribute('data-picked-unit') === u, unit, { timeout: 15_000 });
    const to = (await attr(page, 'data-lit-places'))[0]!;
    expect(to).toBeTruthy();
    await page.screenshot({ path: artifact('bbw-table-hotseat-move-1920.png') });
    const before = await logCount(page);
    await clickAt(page, to);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 });
    // The counter stands in its new area.
    const after = await screenOf(page, unit);
    expect(Math.hypot(after!.x - from!.x, after!.y - from!.y)).toBeGreaterThan(10);
    // End the card: the other player's decision comes behind the privacy screen, the hand hidden.
    const end = page.locator('[data-testid="bbw-choice"]', { hasText: 'End the card' });
    if (await end.count()) await end.click();
    await page.locator('[data-testid="privacy-screen"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid="privacy-screen"]').textContent()).toContain(`Pass to ${first === 'white' ? 'Honduras' : 'El Salvador'}`);
    expect(await page.locator('[data-testid="bbw-hand"]').count()).toBe(0);
    expect(await page.locator('[data-card]:visible').count()).toBe(0);
    await ready.click();
    await page.locator(`[data-testid="bbw-hand"][data-side="${first === 'white' ? 'grey' : 'white'}"]`).waitFor();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);

  it('6.21 a battle by clicks on the table: a lit area opened, units designated, a hit allocated to a lit unit', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=3&players=human,human', BIG);
    await tableReady(page);
    const done = { openBattle: 0, designate: 0, allocate: 0 };
    let shot = false;
    for (let i = 0; i < 150 && !(done.openBattle && done.designate && done.allocate); i++) {
      const ready = page.locator('[data-testid="privacy-ready"]');
      if (await ready.count()) {
        await ready.click();
        continue;
      }
      const open = await attr(page, 'data-open');
      const before = await logCount(page);
      if (open.includes('openBattle') && (await attr(page, 'data-lit-places')).length) {
        await clickAt(page, (await attr(page, 'data-lit-places'))[0]!);
        done.openBattle++;
      } else if (open.includes('designate') && (done.designate < 2 || !open.includes('confirmBattle')) && (await attr(page, 'data-lit-units')).length) {
        await clickAt(page, (await attr(page, 'data-lit-units'))[0]!);
        done.designate++;
      } else if (open.includes('designate') && open.includes('confirmBattle')) {
        if (!shot) await page.screenshot({ path: artifact('bbw-table-designate-1920.png') });
        shot = true;
        await page.locator('[data-testid="bbw-choice"]', { hasText: 'Resolve the battle' }).click();
      } else if (open.includes('allocate') && (await attr(page, 'data-lit-units')).length) {
        await clickAt(page, (await attr(page, 'data-lit-units'))[0]!);
        done.allocate++;
      } else {
        const combat = page.locator('[data-testid="actions"] button', { hasText: 'for Combat' });
        const any = page.locator('[data-testid="actions"] button.action');
        if (await combat.count()) await combat.first().click();
        else if (await any.count()) await any.first().click();
        else {
          await page.waitForTimeout(200);
          continue;
        }
      }
      // Every click on a lit place sends its event: the log grows.
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 });
    }
    expect(done.openBattle).toBeGreaterThan(0);
    expect(done.designate).toBeGreaterThan(0);
    expect(done.allocate).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);
});
