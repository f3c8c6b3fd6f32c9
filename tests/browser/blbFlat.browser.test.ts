// Brave Little Belgium's flat 2D board in the browser, at 1280x720: the Special German Cavalry
// Phase played by clicks on the board (a lit stack, a lit destination with its MP cost; the log
// grows and the counters stand in their new boxes), and a click on an unlit box saying which rule
// refuses it. Screenshots go to artifacts/ to be looked at.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

describe("BLB's flat 2D board in the browser", () => {
  it('6.0: moves German cavalry by clicks on the 2D board at 1280x720, and says why an unlit box is refused', async () => {
    // The 2D board is this machine's choice (the toggle remembers it).
    const { page, errors, outside } = await openPage(app, '?game=blb&seed=7&players=human,human', { width: 1280, height: 720 }, () =>
      localStorage.setItem('sandtable.table2d', '1'),
    );
    const board = page.locator('[data-testid="blb-flat"]');
    await board.waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="blb-flat-turn"]').textContent()).toBe('Before Game Turn 1 · Aug 3');
    expect(await board.textContent()).not.toMatch(/Turn 0\b/);
    const logCount = () => page.locator('[data-testid="log-entry"]').count();

    for (let move = 0; move < 2; move++) {
      const movable = page.locator('.map-box[data-role="movable"]');
      expect(await movable.count()).toBeGreaterThan(0);
      const from = (await movable.first().getAttribute('data-box'))!;
      await movable.first().click();
      await page.locator('[data-testid="move-selection"]').waitFor();
      expect(await page.locator(`.map-box[data-box="${from}"]`).getAttribute('class')).toMatch(/\bselected\b/);
      const dests = page.locator('.map-box[data-role="dest"]');
      expect(await dests.count()).toBeGreaterThan(0);
      // Each destination is labelled with its MP cost.
      const labels = await page.locator('[data-testid="flat-label"][data-role="dest"]').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) expect(l).toMatch(/^\d+ MP/);
      const to = (await dests.last().getAttribute('data-box'))!;
      if (move === 1) {
        await dests.last().hover();
        await page.waitForTimeout(200);
        await page.screenshot({ path: join(ARTIFACTS, 'blb-2d-mid-move-1280.png') });
      }
      const before = await logCount();
      await dests.last().click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 });
      // Accepted: the move is in the log, the selection is gone, and a German stack stands in the new box
      // (or a Garde Civique stopped it on the way: its prompt asks to fight or fall back).
      expect(await page.locator('[data-testid="move-selection"]').count()).toBe(0);
      const gcPrompt = page.locator('[data-testid="table-prompt"][data-prompt="garde-civique"]');
      if (await gcPrompt.count()) {
        await gcPrompt.locator('.ti-choice.primary').click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n + 1, before, { timeout: 15_000 });
      } else {
        expect(await page.locator(`[data-stack="${to}:german"]`).count()).toBe(1);
      }
    }

    // An unlit box: the rule that refuses it, and nothing sent.
    const movable = page.locator('.map-box[data-role="movable"]');
    await movable.first().click();
    const before = await logCount();
    await page.locator('.map-box[data-box="brussels"]').click();
    const why = page.locator('[data-testid="table-why-not"]');
    await why.waitFor({ timeout: 5_000 });
    expect(await why.textContent()).toMatch(/^Not allowed: .*\(6\.\d\)\.$/);
    expect(await logCount()).toBe(before);
    await page.screenshot({ path: join(ARTIFACTS, 'blb-2d-why-not-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });
});
