// Belle Epoque in the browser: the built app in Debian's Chromium. A whole bot game at instant
// speed reaches its result on the 3D hex table; a hot-seat activation is played by clicks on the
// table (a unit, then a lit sector); a fire target shows its to-hit numbers before it fires; the
// flat 2D map stands in behind the toggle. Screenshots go to artifacts/ to be looked at.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sectorFromLabel } from '../../src/games/belle-epoque/rules/hex';
import { ARTIFACTS, LONG_BROWSER, openPage as openAppPage, useBrowserApp } from './support';
import { join } from 'node:path';

const app = useBrowserApp();

function openPage(path: string, size = { width: 1280, height: 720 }, init?: () => void) {
  return openAppPage(app, path, size, init);
}

type Probe = { ready: boolean; screenOf(key: string): { x: number; y: number } | null };
const tableReady = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.ready === true, undefined, { timeout: 120_000 });
const screenOf = (page: Page, key: string) => page.evaluate((k) => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable!.screenOf(k), key);

/** Clicks a place of the table (a unit id, or a sector index) until the log grows, or a chooser appears. */
async function clickTable(page: Page, key: string, logBefore: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const p = await screenOf(page, key);
    expect(p).not.toBeNull();
    await page.mouse.click(p!.x, p!.y);
    const done = await page
      .waitForFunction(
        (n) => document.querySelectorAll('[data-testid="log-entry"]').length > n || !!document.querySelector('[data-testid="table-chooser"]'),
        logBefore,
        { timeout: 8_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (done) return;
  }
  throw new Error(`clicking ${key} on the table did nothing`);
}

describe('Belle Epoque in the browser', () => {
  // The layout and showcase tests play whole bot games too; this one runs in the long run.
  it.runIf(LONG_BROWSER)('GAME TURN: a whole bot-against-bot game at instant speed reaches its result on the 3D table', async () => {
    const { page, errors, outside } = await openPage('?game=belle-epoque&seed=5&players=bot,bot&speed=instant', { width: 1920, height: 1080 });
    await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
    const result = page.locator('[data-testid="game-result"]');
    await result.waitFor({ timeout: 240_000 });
    expect(['red', 'blue', 'draw']).toContain(await result.getAttribute('data-result'));
    expect(await page.locator('[data-testid="log-entry"]').count()).toBeGreaterThan(40);
    await tableReady(page);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-bot-game-result.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  it('ACTIVATION, REACTIVITY TESTS, MOVEMENTS: hot-seat, a unit is activated and moved by clicks on the table', async () => {
    const { page, errors, outside } = await openPage('?game=belle-epoque&seed=7&players=human,human&speed=instant', { width: 1920, height: 1080 });
    await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
    await tableReady(page);
    await page.locator('[data-testid="actions"] button').first().waitFor();
    const first = (await page.locator('[data-testid="actions"] button').first().textContent()) ?? '';
    // The action list names a unit as the table shows it ("Activate Red British 3"): its colour and number give its id.
    const named = /Activate (Red|Blue) \S+ (\d+)/.exec(first);
    expect(named, first).toBeTruthy();
    expect(first).not.toMatch(/\b(red|blue)-\d+\b/);
    const unit = `${named![1]!.toLowerCase()}-${named![2]}`;
    const unitLabel = /Activate (.+)$/.exec(first.trim())![1]!;
    expect(await page.locator('[data-testid="table-hint"]').textContent()).toMatch(/activate/i);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-table-choose-unit.png') });

    // A click on a unit of the other side does nothing and says which rule refuses it.
    const other = unit.startsWith('red') ? 'blue-1' : 'red-1';
    let log = await page.locator('[data-testid="log-entry"]').count();
    for (let attempt = 0; attempt < 3 && !(await page.locator('[data-testid="table-why-not"]').isVisible()); attempt++) {
      const p = await screenOf(page, other);
      await page.mouse.click(p!.x, p!.y);
      await page.locator('[data-testid="table-why-not"]').waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    expect(await page.locator('[data-testid="table-why-not"]').textContent()).toMatch(/Not allowed: §7 Activation: /);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-table-why-not.png') });
    expect(await page.locator('[data-testid="log-entry"]').count()).toBe(log);

    // ACTIVATION: the token's side clicks one of its lit units.
    await clickTable(page, unit, log);
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(log + 1);
    expect(await page.locator('[data-testid="log-entry"]').last().textContent()).toContain(unitLabel);

    // REACTIVITY TESTS: from the action list (how many Command Points to add is a choice there).
    await page.locator('[data-testid="actions"] button', { hasText: /Test reactivity/ }).first().click();
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(log + 2);

    // MOVEMENTS: a lit sector; when a basic move and a march both reach it, the chooser asks.
    const moveButton = page.locator('[data-testid="actions"] button', { hasText: /(Basic move|March) to [a-m]\d/ }).first();
    const moveText = (await moveButton.textContent()) ?? '';
    const label = /to ([a-m]\d)/.exec(moveText)![1]!;
    log = await page.locator('[data-testid="log-entry"]').count();
    await page.screenshot({ path: join(ARTIFACTS, 'belle-table-moves-lit.png') });
    await clickTable(page, String(sectorFromLabel(label)), log);
    const chooser = page.locator('[data-testid="table-chooser"] button').first();
    if (await chooser.isVisible().catch(() => false)) await chooser.click();
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(log + 1);
    expect(await page.locator('[data-testid="log-entry"]').last().textContent()).toContain(label);

    // The flat 2D map behind the toggle shows the same board.
    await page.locator('[data-testid="table-2d-toggle"]').click();
    await page.locator('[data-testid="hexmap-2d"]').waitFor();
    expect(await page.locator('[data-testid="hexmap-2d"] [data-sector]').count()).toBe(117);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-2d-map.png') });
    await page.locator('[data-testid="table-2d-toggle"]').click();
    await page.locator('[data-testid="table3d"] canvas').waitFor();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  it('showcase: a whole Belle Epoque game is played by the bots on the 3D table and the next begins', async () => {
    const { page, errors, outside } = await openPage('?game=belle-epoque&mode=showcase&seed=3&speed=instant', { width: 1920, height: 1080 });
    await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="showcase"]')?.getAttribute('data-games-completed')) >= 1, null, { timeout: 240_000 });
    await tableReady(page);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-showcase.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  it('teaching: each step of Belle Epoque\'s sequence of play is named with its rule section before it is played', async () => {
    const { page, errors, outside } = await openPage('?game=belle-epoque&seed=7&players=human,smart&mode=teach&speed=fast', { width: 1920, height: 1080 });
    const card = page.locator('[data-testid="teach-step"]');
    await card.waitFor({ timeout: 60_000 });
    await expect.poll(() => card.getAttribute('data-rule'), { timeout: 30_000 }).toMatch(/^[A-Z][A-Z ]+/);
    expect(((await card.locator('.teach-body').textContent()) ?? '').length).toBeGreaterThan(20);
    await tableReady(page);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-teach.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  it('FIRING: a lit target shows its to-hit numbers before the unit fires, and a click fires at it', async () => {
    const { page, errors, outside } = await openPage('?dev=belle-table&seed=5&matchUp=zulu-war-1879&at=fire', { width: 1920, height: 1080 });
    await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
    await tableReady(page);
    type Dev = { found: boolean; legal: { type: string; target?: string }[] };
    const dev = await page.evaluate(() => (window as unknown as { __belleDev: Dev }).__belleDev);
    expect(dev.found).toBe(true);
    const fire = dev.legal.find((e) => e.type === 'fire')!;
    const p = await screenOf(page, fire.target!);
    await page.mouse.move(p!.x, p!.y);
    await expect.poll(() => page.locator('.table3d-tooltip').textContent(), { timeout: 10_000 }).toMatch(/hit on \d/);
    await page.screenshot({ path: join(ARTIFACTS, 'belle-table-fire-target.png') });
    await page.mouse.click(p!.x, p!.y);
    const chooser = page.locator('[data-testid="table-chooser"] button', { hasText: /^fire/ });
    if (await chooser.first().isVisible().catch(() => false)) await chooser.first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __belleSent: { type: string; target?: string }[] }).__belleSent), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ type: 'fire', target: fire.target }));
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);
});
