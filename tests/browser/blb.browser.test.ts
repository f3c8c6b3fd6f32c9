// Browser tests: the built app in Debian's Chromium (playwright-core), served by vite preview on
// loopback. Asserts no page errors and no request leaving the local server; screenshots are kept
// in artifacts/ to be looked at.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHEET_Y, TABLE } from '../../src/scene/blb/layout';
import { ARTIFACTS, LONG_BROWSER, openPage as openAppPage, useBrowserApp } from './support';
import { join } from 'node:path';

const app = useBrowserApp();

/** A page that records page errors and any request that leaves the local server. */
function openPage(path: string, size = { width: 1280, height: 720 }, init?: () => void) {
  return openAppPage(app, path, size, init);
}

async function clickThrough(page: Page, until: () => Promise<boolean>, max = 200): Promise<number> {
  let clicks = 0;
  while (!(await until()) && clicks < max) {
    await page.locator('[data-testid="actions"] button').first().click();
    clicks++;
  }
  return clicks;
}

describe('Brave Little Belgium in the browser', () => {
  it('start menu renders and starts a game', async () => {
    const { page, errors, outside } = await openPage('');
    await page.getByRole('button', { name: /start/i }).first().click();
    await page.waitForSelector('[data-testid="phase"]');
    expect(page.url()).toMatch(/game=blb/);
    expect(page.url()).toMatch(/seed=\d+/);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-start.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('4.0 the Special German Cavalry Phase is played by clicks on the action list', async () => {
    const { page, errors, outside } = await openPage('?game=blb&seed=7&players=human,human&speed=instant');
    await page.waitForSelector('[data-testid="actions"] button');
    const narration = await page.locator('[data-testid="narration"]').textContent();
    expect(narration).toMatch(/German cavalry/);
    const reachedChitPull = async () => /Draw a chit/.test((await page.locator('[data-testid="actions"]').textContent()) ?? '');
    // Click the first offered action (moves, then end movement and combats) until the first chit pull.
    const clicks = await clickThrough(page, reachedChitPull);
    expect(clicks).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="log-entry"]').count()).toBe(clicks);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-after-cavalry-phase.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  // The layout and showcase tests play whole bot games too; this one runs in the long run.
  it.runIf(LONG_BROWSER)('9.0 a whole bot-against-bot game at instant speed reaches its result', async () => {
    const { page, errors, outside } = await openPage('?game=blb&seed=7&players=bot,bot&speed=instant', { width: 1920, height: 1080 });
    const result = page.locator('[data-testid="game-result"]');
    await result.waitFor({ timeout: 90_000 });
    expect(['german', 'entente', 'draw']).toContain(await result.getAttribute('data-result'));
    expect(await page.locator('[data-testid="log-entry"]').count()).toBeGreaterThan(50);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-bot-game-result.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('the 3D table draws the board on a canvas that is not blank; 4.0 the cavalry phase and the first chit are played on it', async () => {
    const { page, errors, outside } = await openPage('?game=blb&seed=7&players=human,human&speed=instant', { width: 1920, height: 1080 });
    const canvas = page.locator('[data-testid="table3d"] canvas');
    await canvas.waitFor({ timeout: 60_000 });
    type Probe = { ready: boolean; screenOf(box: string): { x: number; y: number } | null };
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.ready === true, undefined, { timeout: 90_000 });
    await page.waitForTimeout(1500);
    const png = await canvas.screenshot();
    // Read the screenshot's pixels back in the page: a drawn table has many colours.
    const colours = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    }, png.toString('base64'));
    expect(colours).toBeGreaterThan(50);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-table3d.png') });

    // 4.0 / 6.0: click the lit German cavalry stack in Aachen, then a lit destination: one move.
    const at = (box: string) => page.evaluate((b) => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable!.screenOf(b), box);
    const aachen = await at('aachen');
    expect(aachen).not.toBeNull();
    await page.mouse.click(aachen!.x, aachen!.y);
    await page.locator('[data-testid="move-selection"]').waitFor({ timeout: 20_000 });
    // 6.0: an unlit box out of reach says which rule refuses it, and the stack stays in hand.
    const stVith = await at('st-vith');
    await page.mouse.click(stVith!.x, stVith!.y);
    await page.locator('[data-testid="table-why-not"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="table-why-not"]').textContent()).toMatch(/^Not allowed: .+ has 4 MP left; the path costs 5 \(6\.0\)\.$/);
    expect(await page.locator('[data-testid="move-selection"]').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-table3d-why-not.png') });
    const before = await page.locator('[data-testid="log-entry"]').count();
    const eupen = await at('eupen');
    await page.mouse.click(eupen!.x, eupen!.y);
    await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 20_000 }).toBe(before + 1);
    expect(await page.locator('[data-testid="log-entry"]').last().textContent()).toMatch(/Aachen/);

    // 5.2: End movement is in the overlay; then 4.1 the first chit is drawn by clicking the cup.
    await page.locator('[data-testid="actions"] button[data-event-type="endMovement"]').click();
    await page.locator('[data-testid="table-target"][data-role="draw"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="phase"]').textContent()).toMatch(/Draw a chit/);
    const drawn = before + 2;
    const cup = () =>
      page.evaluate(
        ([x, y, z]) => (window as unknown as { __sandtableTable?: Probe & { screenOfPoint(x: number, y: number, z: number): { x: number; y: number } } }).__sandtableTable!.screenOfPoint(x!, y!, z!),
        [TABLE.chitCup.x, SHEET_Y + 0.3, TABLE.chitCup.z],
      );
    for (let attempt = 0; attempt < 3 && (await page.locator('[data-testid="log-entry"]').count()) < drawn + 1; attempt++) {
      const at = await cup();
      await page.mouse.click(at.x, at.y);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, drawn, { timeout: 5_000 }).catch(() => undefined);
    }
    expect(await page.locator('[data-testid="log-entry"]').count()).toBe(drawn + 1);
    expect(await page.locator('[data-testid="log-entry"]').last().textContent()).toMatch(/Draw a chit/);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-table3d-first-chit.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('save a game file, load it into a new game, and a reload continues it, then the 3D table draws it', async () => {
    // The clicks run on the light 2D board (software WebGL would slow every click down); the 3D
    // table is switched on at the end and must draw the loaded game.
    const { page, errors, outside } = await openPage('?game=blb&seed=7&players=human,human&speed=instant', undefined, () => {
      if (!localStorage.getItem('sandtable.table2d')) localStorage.setItem('sandtable.table2d', '1');
    });
    await page.waitForSelector('[data-testid="actions"] button');
    for (let i = 0; i < 3; i++) await page.locator('[data-testid="actions"] button').first().click();
    const entries = page.locator('[data-testid="log-entry"]');
    expect(await entries.count()).toBe(3);
    const labels = await entries.allTextContents();
    const download = page.waitForEvent('download');
    await page.locator('[data-testid="save"]').click();
    const file = join(ARTIFACTS, 'blb-save.json');
    await (await download).saveAs(file);

    await page.locator('[data-testid="new-game"]').click();
    await expect.poll(() => entries.count()).toBe(0);
    await page.locator('[data-testid="load-file"]').setInputFiles(file);
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(3);
    expect(await entries.allTextContents()).toEqual(labels);
    expect(page.url()).toMatch(/seed=7/);

    await page.reload();
    await page.waitForSelector('[data-testid="log-entry"]');
    expect(await entries.allTextContents()).toEqual(labels);
    // The 3D table draws the loaded game.
    await page.locator('[data-testid="table-2d-toggle"]').click();
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true, undefined, { timeout: 90_000 });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('a wrong URL parameter shows a message and the defaults, not a blank page', async () => {
    const { page, errors } = await openPage('?game=blb&seed=abc&players=human,robot&speed=warp');
    await page.waitForSelector('[data-testid="phase"]');
    const text = (await page.textContent('body')) ?? '';
    expect(text).toMatch(/seed/i);
    expect(text).toMatch(/robot/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
