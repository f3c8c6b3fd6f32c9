// La Petite Guerre in the browser, on its flat hex map (the 3D table's 2D toggle, remembered by this
// machine: sandtable.table2d): a hot-seat
// game opened by URL, a stack moved by clicks (a lit stack, then a lit hex), an unlit hex refused
// with the rule that refuses it, the privacy screen between the two players; a random-bot game at
// instant speed (two turns) reaching its result on the map with no hand shown. Screenshots go to
// artifacts/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();
/** The 2D board is this machine's choice (the table host's toggle remembers it). */
const TWO_D = () => localStorage.setItem('sandtable.table2d', '1');

/** The screen centre of a hex polygon of the map that is inside the map's view (lit or not), away from the zoom buttons. */
async function hexPoint(page: Page, lit: boolean, not: string[] = []): Promise<{ hex: string; x: number; y: number } | null> {
  return page.evaluate(
    ({ lit, not }) => {
      const svg = document.querySelector('.lpg-map-svg')!.getBoundingClientRect();
      const zoom = document.querySelector('.lpg-zoom')!.getBoundingClientRect();
      for (const el of document.querySelectorAll<SVGPolygonElement>('polygon.lpg-hex')) {
        const hex = el.getAttribute('data-hex')!;
        if ((el.getAttribute('data-lit') === '1') !== lit || not.includes(hex)) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const inside = x > svg.left + 20 && x < svg.right - 20 && y > svg.top + 20 && y < svg.bottom - 20;
        const onZoom = x > zoom.left - 10 && x < zoom.right + 10 && y > zoom.top - 10;
        if (inside && !onZoom) return { hex, x, y };
      }
      return null;
    },
    { lit, not },
  );
}

describe('La Petite Guerre on the flat map', () => {
  it('§3/§6 hot seat by URL: a stack moved by clicks, an unlit hex refused with its rule, the privacy screen between the sides', async () => {
    // The 3D table is the default: the 2D board through the table's toggle.
    const { page, errors, outside } = await openPage(app, '?game=lpg&seed=7&players=human,human', { width: 1920, height: 1080 });
    const toggle = page.locator('[data-testid="table-2d-toggle"]');
    await toggle.waitFor({ timeout: 60_000 });
    const ready = page.locator('[data-testid="privacy-ready"]');
    if (await ready.count()) await ready.click();
    await toggle.click();
    await page.locator('[data-testid="lpg-map"]').waitFor({ timeout: 60_000 });
    if (await ready.count()) await ready.click();
    await page.locator('[data-testid="lpg-hand"][data-side="american"]').waitFor();
    // §3 the Command phase ends; §6 the Movement phase: a lit stack.
    await page.locator('[data-testid="lpg-button"][data-type="endCommand"]').click();
    await page.locator('[data-testid="lpg-button"][data-type="endMovement"]').waitFor();
    const stack = await hexPoint(page, true);
    expect(stack).not.toBeNull();
    await page.mouse.click(stack!.x, stack!.y);
    // Several stacks in the hex: which one is asked.
    const choice = page.locator('[data-testid="lpg-choice"]');
    if (await choice.count()) await choice.first().click();
    await page.locator('.lpg-picked-outline').waitFor();
    // An unlit hex: refused, naming the rule.
    const far = await hexPoint(page, false, [stack!.hex]);
    expect(far).not.toBeNull();
    await page.mouse.click(far!.x, far!.y);
    await expect.poll(() => page.locator('[data-testid="table-why-not"]').textContent()).toMatch(/Not allowed: .*§\d+/);
    // A lit hex: the stack goes there (a plain move or a forced march, asked where both reach).
    const dest = await hexPoint(page, true, [stack!.hex]);
    expect(dest).not.toBeNull();
    await page.screenshot({ path: artifact('lpg-hotseat-move-1920.png') });
    const before = await page.locator('[data-testid="log-entry"]').count();
    await page.mouse.click(dest!.x, dest!.y);
    if (await choice.count()) await choice.first().click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 });
    await page.locator(`[data-testid="lpg-token"][data-hex="${dest!.hex}"][data-side="american"]`).waitFor({ timeout: 15_000 });
    // On to the British decision (ending the phases; a battle's card if one comes): the privacy screen hides the hand.
    const screen = page.locator('[data-testid="privacy-screen"]');
    for (let i = 0; i < 12 && !(await screen.count()); i++) {
      const end = page.locator('[data-testid="lpg-button"][data-type^="end"], [data-testid="lpg-button"][data-type="declineCall"]');
      const card = page.locator('[data-testid="lpg-combat-card"].lit');
      if (await end.count()) await end.first().click();
      else if (await card.count()) await card.first().click();
      else await page.locator('[data-testid="actions"] button.action').first().click();
      await page.waitForTimeout(200);
    }
    await screen.waitFor({ timeout: 15_000 });
    expect(await screen.textContent()).toContain('Pass to British');
    expect(await page.locator('[data-testid="lpg-hand"][data-side="american"]').count()).toBe(0);
    expect(await page.locator('[data-testid="lpg-action-card"]:visible').count()).toBe(0);
    await page.screenshot({ path: artifact('lpg-privacy-1920.png') });
    await ready.click();
    await page.locator('[data-testid="lpg-hand"][data-side="british"]').waitFor();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 180_000);

  it('§2 a random-bot game at instant speed (two turns) reaches its result on the map, no hand shown', async () => {
    const options = encodeURIComponent(JSON.stringify({ lastTurn: 2 }));
    const { page, errors, outside } = await openPage(app, `?game=lpg&seed=3&players=random,random&speed=instant&options=${options}`, { width: 1280, height: 720 }, TWO_D);
    await page.locator('[data-testid="game-result"]').waitFor({ timeout: 180_000 });
    expect(['american', 'british', 'draw']).toContain(await page.locator('[data-testid="game-result"]').getAttribute('data-result'));
    expect(await page.locator('[data-testid="lpg-map"]').count()).toBe(1);
    expect(await page.locator('[data-testid="lpg-action-card"]').count()).toBe(0);
    expect(await page.locator('[data-testid="lpg-other-hand"]').count()).toBe(2);
    await page.screenshot({ path: artifact('lpg-result-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);
});
