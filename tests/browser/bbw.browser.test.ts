// Brief Border Wars in the browser, on its flat area map (behind the 3D table's 2D toggle: these
// tests choose the 2D board, as a machine that remembers it does; the 3D table's own tests are in
// bbwTable.browser.test.ts): opened from the menu on the 3D table and switched to the map; a whole
// smart-bot game at instant reaching its result; a hot-seat card played by clicks (card -> value ->
// unit -> area) moving the unit; the privacy screen hiding the hands between the two human players;
// teach mode's guided Turn 1; the showcase; the inspector's statechart. Screenshots go to artifacts/.
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();
const SMALL = { width: 1280, height: 720 };
/** This machine chose the flat 2D board (the toggle remembers it). */
const TWO_D = () => localStorage.setItem('sandtable.table2d', '1');
const logCount = (page: import('playwright-core').Page) => page.locator('[data-testid="log-entry"]').count();

describe('Brief Border Wars in the browser', () => {
  it('opens from the start menu on its 3D table; the 2D toggle shows the area map, and a URL opens it there', async () => {
    const { page, errors, outside } = await openPage(app, '', SMALL);
    await page.locator('[data-testid="start-menu"]').waitFor({ timeout: 60_000 });
    await page.locator('.game-choice', { hasText: 'Football War' }).click();
    await page.locator('[data-testid="start"]').click();
    await page.locator('[data-testid="table3d"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="table-2d-toggle"]').click();
    await page.locator('[data-testid="bbw-map"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-area]').count()).toBeGreaterThanOrEqual(20);
    await page.goto(`${app.base}?game=bbw&seed=11&players=human,smart`);
    await page.locator('[data-testid="bbw-map"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="phase"]').textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 180_000);

  it('8.0: a whole smart-bot game at instant speed reaches its result on the map, and no bot hand is shown', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=5&players=smart,smart&speed=instant', SMALL, TWO_D);
    await page.locator('[data-testid="game-result"]').waitFor({ timeout: 180_000 });
    expect(['white', 'grey', 'draw']).toContain(await page.locator('[data-testid="game-result"]').getAttribute('data-result'));
    expect(await page.locator('[data-testid="bbw-map"]').count()).toBe(1);
    expect(await page.locator('[data-testid="bbw-hand"]').count()).toBe(0);
    expect(await page.locator('[data-testid="bbw-facedown-count"]').count()).toBe(2);
    await page.screenshot({ path: artifact('bbw-result-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);

  it('6.0/6.1 hot seat: a card played for Movement by clicks moves a unit; the privacy screen hides the hands between the players', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=7&players=human,human', { width: 1920, height: 1080 }, TWO_D);
    await page.locator('[data-testid="bbw-map"]').waitFor({ timeout: 60_000 });
    // Whoever decides first: take the seat if the screen asks.
    const ready = page.locator('[data-testid="privacy-ready"]');
    if (await ready.count()) await ready.click();
    const hand = page.locator('[data-testid="bbw-hand"]');
    await hand.waitFor();
    const first = (await hand.getAttribute('data-side'))!;
    // A card, then its Movement value.
    await hand.locator('.bbw-card.lit').first().click();
    await page.locator('[data-testid="bbw-choice"]', { hasText: /^Movement \d/ }).click();
    await page.locator('[data-testid="bbw-card-in-play"]', { hasText: 'Movement' }).waitFor();
    // A lit unit, then a lit area.
    const unit = page.locator('.bbw-counter.lit').first();
    const id = (await unit.getAttribute('data-unit'))!;
    const from = (await unit.getAttribute('data-loc'))!;
    await unit.click();
    const dest = page.locator('.bbw-area.lit, .bbw-box.lit').first();
    const to = (await dest.getAttribute('data-area')) ?? (await dest.locator('xpath=..').getAttribute('data-box'))!;
    expect(to).not.toBe(from);
    await page.screenshot({ path: artifact('bbw-hotseat-move-1920.png') });
    const before = await logCount(page);
    await dest.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 });
    expect(await page.locator(`[data-unit="${id}"]`).getAttribute('data-loc')).toBe(to);
    // End the card (a Movement 1 card has ended by itself): the other player's decision comes behind
    // the privacy screen, hands hidden.
    const end = page.locator('[data-testid="bbw-choice"]', { hasText: 'End the card' });
    if (await end.count()) await end.click();
    await page.locator('[data-testid="privacy-screen"]').waitFor({ timeout: 15_000 });
    const other = first === 'white' ? 'Honduras' : 'El Salvador';
    expect(await page.locator('[data-testid="privacy-screen"]').textContent()).toContain(`Pass to ${other}`);
    expect(await page.locator('[data-testid="bbw-hand"]').count()).toBe(0);
    expect(await page.locator('[data-card]:visible').count()).toBe(0);
    await page.screenshot({ path: artifact('bbw-privacy-1920.png') });
    await ready.click();
    await page.locator(`[data-testid="bbw-hand"][data-side="${first === 'white' ? 'grey' : 'white'}"]`).waitFor();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 180_000);

  it('teach mode runs the guided Turn 1', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=7&players=human,smart&mode=teach&speed=fast', SMALL);
    page.setDefaultTimeout(60_000);
    await page.waitForSelector('[data-testid="teach-step"][data-holding="true"]', { timeout: 120_000 });
    expect(await page.locator('[data-testid="teach-guide-text"]').textContent()).toMatch(/Turn 1 tour/);
    const done = async () => Number(await page.locator('[data-testid="teach-tour"]').getAttribute('data-done'));
    for (let i = 0; i < 40 && (await done()) < 3; i++) {
      const holding = await page.locator('[data-testid="teach-step"][data-holding="true"]').count();
      if (holding) await page.locator('[data-testid="teach-next"]').click();
      else {
        const move = page.locator('[data-testid="actions"] button', { hasText: 'for Movement' });
        const any = page.locator('[data-testid="actions"] button.action');
        if (await move.count()) await move.first().click();
        else if (await any.count()) await any.first().click();
      }
      await page.waitForTimeout(300);
    }
    expect(await done()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: artifact('bbw-teach-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);

  it('the showcase plays a game to its end on the map', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&mode=showcase&speed=instant&seed=3', SMALL, TWO_D);
    await page.locator('[data-testid="bbw-map"]').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="showcase"]')?.getAttribute('data-games-completed')) >= 1, null, { timeout: 180_000 });
    expect(await page.locator('[data-testid="bbw-hand"]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);

  it('the inspector shows the Brief Border Wars statechart', async () => {
    const { page, errors, outside } = await openPage(app, '?game=bbw&seed=7&players=human,smart&inspector=1', { width: 1920, height: 1080 });
    await page.locator('[data-testid="statechart"] [data-state-path="gameTurn.cardPlay.playCard"]').first().waitFor({ timeout: 60_000 });
    await page.waitForSelector('[data-testid="statechart"] [data-state-path="gameTurn.cardPlay.playCard"][data-active="true"]', { timeout: 60_000 });
    await page.screenshot({ path: artifact('bbw-inspector-1920.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 180_000);
});
