// The game log in the built app (issue 12, item 2): bots play at speed fast; the log groups its
// entries under turn and phase headings, each entry says what happened (the chit drawn, the dice
// and hits, the reactivity test), and a click on an entry opens the inspector's timeline at the
// moment after that event. Screenshots go to artifacts/ to be looked at.
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

const entries = '[data-testid="log-entry"]';

describe('the game log in the browser', () => {
  it('BLB: headings by turn and phase, outcomes, and a click opens the timeline at that event', async () => {
    const { page, errors, outside } = await openPage(app, '?game=blb&seed=7&players=bot,bot&speed=fast', { width: 1280, height: 720 });
    // Software WebGL on a busy machine: reads of the page may wait on a long frame.
    page.setDefaultTimeout(120_000);
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 8, entries, { timeout: 120_000 });
    const turns = await page.locator('.log-turn-title').allTextContents();
    expect(turns[0]).toBe('Before the first Game Turn');
    expect(turns).toContain('Game Turn 1');
    const phases = await page.locator('.log-phase-name').allTextContents();
    expect(phases[0]).toBe('Special German Cavalry Phase');
    expect(phases).toContain('Chit Pull Phase');
    // Every entry that emitted something says what: the moves' boxes, the dice, the chits.
    const outcomes = (await page.locator('[data-testid="log-outcome"]').allTextContents()).join('\n');
    expect(outcomes).toMatch(/moved [A-Z][\w-]+ → /);
    expect(outcomes).toMatch(/German dice [1-6][1-6 +]*(, fort [1-6 ]+)?: \d+ hits?/);
    expect(outcomes).toMatch(/Drew (the .* chit|a Turn End chit)/);
    await page.locator('.log-panel').screenshot({ path: artifact('log-blb-720.png'), timeout: 120_000 });

    // A click on the third entry: the inspector opens on its Timeline, at event 3.
    await page.locator(`${entries}[data-position="3"] button`).click();
    await page.waitForSelector('[data-testid="inspector-timeline"]', { timeout: 60_000 });
    await expect.poll(() => page.locator('[data-testid="inspector-timeline"]').getAttribute('data-position'), { timeout: 60_000 }).toBe('3');
    expect(await page.locator('[data-testid="timeline-counter"]').textContent()).toMatch(/^3 \/ \d+$/);
    expect(await page.locator(entries).count()).toBe(3);
    expect(page.url()).toContain('inspector=1');
    await page.screenshot({ path: artifact('log-blb-720-timeline.png'), timeout: 120_000 });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);

  it('Belle Epoque: the opening roll, the tokens drawn and each reactivity test with its roll', async () => {
    // 1280x720: software WebGL at 1920x1080 on a busy machine can hold the page for tens of seconds.
    const { page, errors, outside } = await openPage(app, '?game=belle-epoque&seed=7&players=bot,bot&speed=fast', { width: 1280, height: 720 });
    page.setDefaultTimeout(120_000);
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 6, entries, { timeout: 240_000 });
    // One read of the page (each read may wait on a long frame).
    const log = await page.evaluate(() => ({
      start: document.querySelector('[data-testid="log-start"]')?.textContent ?? '',
      phase: document.querySelector('.log-phase-title')?.textContent ?? '',
      outcomes: [...document.querySelectorAll('[data-testid="log-outcome"]')].map((e) => e.textContent).join('\n'),
    }));
    expect(log.start).toMatch(/Command Points: Red rolled [1-6 ]+ = \d+; Blue rolled [1-6 ]+ = \d+\..*A (Red|Blue) token is drawn/);
    expect(log.phase).toBe('Turn 1 · Activation');
    expect(log.outcomes).toMatch(/Reactivity test: rolled [1-6], needing \d or less \(Basic Score \d[^)]*\): (passed|failed)\./);
    expect(log.outcomes).toMatch(/A (Red|Blue) token is drawn \(\d+ red and \d+ blue left\)\./);
    await page.locator('.log-panel').screenshot({ path: artifact('log-belle-720.png'), timeout: 120_000 });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);
});
