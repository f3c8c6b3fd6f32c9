// The statechart inspector in Chromium: after a known sequence of events (clicked on the action
// list) the inspector lights the states the machine is in (checked against the machine replayed
// in node from the autosaved record), and time travel to an earlier step restores that table
// (phase, log, the 2D board's counters, the lit states); resuming there is a debugging branch,
// marked as such. No page errors, no request leaving the local server. Screenshots in artifacts/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blbModule } from '../../machines/blb/index';
import { activeStatePaths } from '../../src/core/chartGraph';
import { replay } from '../../src/core/replay';
import { artifact, openPage, savedRecordOf, useBrowserApp } from './support';

const app = useBrowserApp();

const URL_PATH = '?game=blb&seed=7&players=human,human&speed=instant&inspector=1';
const use2dBoard = () => {
  if (!localStorage.getItem('sandtable.table2d')) localStorage.setItem('sandtable.table2d', '1');
};

/** The lit states of the drawn chart, sorted. */
const litStates = (page: Page) =>
  page.$$eval('[data-testid="statechart"] [data-state-path][data-active="true"]', (els) =>
    els.map((el) => (el as HTMLElement).dataset.statePath!).sort(),
  );

/** German and Entente counts per box on the 2D board (a table fact that follows the state shown). */
const boardCounts = (page: Page) =>
  page.$$eval('[data-box]', (boxes) =>
    boxes
      .map((g) => {
        const count = (side: string) => g.querySelector(`.count.${side}`)?.parentElement?.querySelector('.count-text')?.textContent ?? '0';
        return `${(g as HTMLElement).dataset.box}:${count('german')}/${count('entente')}`;
      })
      .join(' '),
  );

/** The record the page saved, replayed in node: the states the machine is in after it. */
async function expectedActive(page: Page, upTo?: number): Promise<string[]> {
  const record = (await savedRecordOf(page))!;
  const { actor, snapshot } = replay(blbModule, record, upTo === undefined ? {} : { upTo });
  actor.stop();
  return [...activeStatePaths(snapshot)].sort();
}

async function waitForChart(page: Page) {
  await page.locator('[data-testid="statechart"] [data-state-path]').first().waitFor({ timeout: 60_000 });
}

interface Moment {
  phase: string | null;
  log: number;
  board: string;
  lit: string[];
}

async function moment(page: Page): Promise<Moment> {
  return {
    phase: await page.locator('[data-testid="phase"]').textContent(),
    log: await page.locator('[data-testid="log-entry"]').count(),
    board: await boardCounts(page),
    lit: await litStates(page),
  };
}

/** Clicks one action and waits until the log has grown and the chart lights the new state. */
async function clickAction(page: Page, selector: string, page_log: number): Promise<void> {
  await page.locator(`[data-testid="actions"] ${selector}`).first().click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, page_log + 1);
}

describe('the statechart inspector in the browser', () => {
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    it(`lights the expected states after a known sequence; time travel restores an earlier table (${size.width}x${size.height})`, async () => {
      const { page, errors, outside } = await openPage(app, URL_PATH, size, use2dBoard);
      await page.waitForSelector('[data-testid="actions"] button');
      await waitForChart(page);
      expect(await page.getAttribute('[data-testid="inspector-toggle"]', 'aria-pressed')).toBe('true');
      expect(await litStates(page)).toEqual(['specialGermanCavalryPhase', 'specialGermanCavalryPhase.movement', 'specialGermanCavalryPhase.movement.moving']);

      // The known sequence: two cavalry moves, end movement, then draw the first chit.
      const moments: Moment[] = [await moment(page)];
      const sequence = ['button[data-event-type="move"]', 'button[data-event-type="move"]', 'button[data-event-type="endMovement"]', 'button[data-event-type="drawChit"]'];
      for (const [i, selector] of sequence.entries()) {
        await clickAction(page, selector, i);
        await expect.poll(async () => (await litStates(page)).join(','), { timeout: 20_000 }).toBe((await expectedActive(page)).join(','));
        moments.push(await moment(page));
      }
      // Checked against the machine in node (above) and against what the rules say happens:
      // after the first chit is drawn the Special German Cavalry Phase is over.
      const lit = await litStates(page);
      expect(lit).toContain('gameTurn');
      expect(lit.some((p) => p.startsWith('specialGermanCavalryPhase'))).toBe(false);
      expect(moments[3]!.lit).toEqual(['gameTurn', 'gameTurn.chitPullPhase', 'gameTurn.chitPullPhase.drawChit']);
      // The first move changed the board (so restoring it below means something).
      expect(moments[1]!.board).not.toBe(moments[0]!.board);
      await page.screenshot({ path: artifact(`inspector-chart-${size.width}.png`) });

      // Time travel to step 1 through the timeline: the table shows that moment again.
      await page.locator('[data-testid="inspector-tab-timeline"]').click();
      expect(await page.locator('[data-testid="timeline-entry"]').count()).toBe(5);
      await page.locator('[data-testid="timeline-entry"][data-position="1"] button').click();
      await expect.poll(() => page.locator('[data-testid="timeline-counter"]').textContent()).toBe('1 / 4');
      expect(await page.getAttribute('[data-testid="inspector"]', 'data-time-travelling')).toBe('true');
      expect(await page.locator('[data-testid="phase"]').textContent()).toBe(moments[1]!.phase);
      expect(await page.locator('[data-testid="log-entry"]').count()).toBe(1);
      expect(await boardCounts(page)).toBe(moments[1]!.board);
      expect(await page.locator('[data-testid="actions"] button[data-event-type]').count()).toBe(0);
      await page.screenshot({ path: artifact(`inspector-timeline-${size.width}.png`) });
      // And the chart lights that moment's states.
      await page.locator('[data-testid="inspector-tab-chart"]').click();
      await waitForChart(page);
      await expect.poll(async () => (await litStates(page)).join(',')).toBe((await expectedActive(page, 1)).join(','));
      expect(await litStates(page)).toEqual(moments[1]!.lit);

      // One step back is the starting table.
      await page.locator('[data-testid="inspector-tab-timeline"]').click();
      await page.locator('[data-testid="timeline-back"]').click();
      await expect.poll(() => page.locator('[data-testid="timeline-counter"]').textContent()).toBe('0 / 4');
      expect(await boardCounts(page)).toBe(moments[0]!.board);

      // Resume from step 2 as a debugging branch: the later events go, the record is marked.
      await page.locator('[data-testid="timeline-entry"][data-position="2"] button').click();
      await page.locator('[data-testid="timeline-resume-branch"]').click();
      await page.locator('[data-testid="branch-mark"]').waitFor();
      expect(await page.getAttribute('[data-testid="branch-mark"]', 'data-from')).toBe('2');
      expect(await page.locator('[data-testid="inspector-branch"]').textContent()).toMatch(/debugging branch from 2/);
      expect(await page.locator('[data-testid="log-entry"]').count()).toBe(2);
      const saved = (await savedRecordOf(page))!;
      expect(saved.branch?.fromIndex).toBe(2);
      expect(saved.events).toHaveLength(2);
      // Play goes on from there, on the branch.
      await clickAction(page, 'button[data-event-type="endMovement"]', 2);
      expect(await page.locator('[data-testid="timeline-entry"][data-branch="true"]').count()).toBe(1);
      await page.screenshot({ path: artifact(`inspector-branch-${size.width}.png`) });

      // The state tree says plainly that it shows hidden information.
      await page.locator('[data-testid="inspector-tab-state"]').click();
      expect(await page.locator('[data-testid="hidden-info-banner"]').textContent()).toBe(
        "The inspector shows hidden information: face-down counters, the cup's contents.",
      );
      await page.screenshot({ path: artifact(`inspector-state-${size.width}.png`) });
      await page.locator('[data-testid="inspector-tab-now"]').click();
      await page.screenshot({ path: artifact(`inspector-now-${size.width}.png`) });

      // Closing with `i` drops it from the URL.
      await page.keyboard.press('i');
      await expect.poll(() => page.locator('[data-testid="inspector"]').count()).toBe(0);
      expect(page.url()).not.toMatch(/inspector=1/);
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    });
  }

  it('the 3D table follows time travel too (screenshot), with no page errors', async () => {
    const { page, errors, outside } = await openPage(app, URL_PATH, { width: 1920, height: 1080 }, () => localStorage.setItem('sandtable.table2d', '0'));
    await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true, undefined, { timeout: 90_000 });
    await waitForChart(page);
    for (const [i, selector] of ['button[data-event-type="move"]', 'button[data-event-type="endMovement"]'].entries()) await clickAction(page, selector, i);
    await page.locator('[data-testid="inspector-tab-timeline"]').click();
    await page.locator('[data-testid="timeline-entry"][data-position="0"] button').click();
    await expect.poll(() => page.locator('[data-testid="timeline-counter"]').textContent()).toBe('0 / 2');
    expect(await page.locator('[data-testid="phase"]').textContent()).toMatch(/Move units/);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: artifact('inspector-3d-timetravel-1920.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });
});
