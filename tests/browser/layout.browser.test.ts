// The game screen's layout in the browser (issue 12, items 4 and 5): the phase ribbon keeps one
// height through a whole bot game (both games at 1280x720; 1920x1080 too with SANDTABLE_LONG_BROWSER=1), so the table never jumps
// at a phase change; at 1280x720 the header's words are whole, the decisions list scrolls with the
// keyboard focus, and the last log entry is on screen. Screenshots go to artifacts/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LONG_BROWSER, artifact, openPage as openAppPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface RibbonRecord {
  heights: Record<string, number>;
  paths: string[];
  samples: number;
}

/**
 * Records the ribbon's height at every change of the page (a MutationObserver forces the layout
 * each time), and every step the ribbon names, from the page's first script on.
 */
function recordRibbon(): void {
  const rec = { heights: {} as Record<string, number>, paths: [] as string[], samples: 0 };
  (window as unknown as { __ribbon: typeof rec }).__ribbon = rec;
  const sample = () => {
    const ribbon = document.querySelector('[data-testid="ribbon"]');
    if (!ribbon) return;
    const h = String(Math.round(ribbon.getBoundingClientRect().height * 10) / 10);
    rec.heights[h] = (rec.heights[h] ?? 0) + 1;
    rec.samples++;
    const path = (document.querySelector('[data-testid="phase"]') as HTMLElement | null)?.dataset.statePath ?? '';
    if (rec.paths[rec.paths.length - 1] !== path) rec.paths.push(path);
  };
  new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-state-path'] });
}

// 1280x720 is the size where the ribbon has least room; 1920x1080 runs too with SANDTABLE_LONG_BROWSER=1.
const SIZES = [{ width: 1280, height: 720 }, ...(LONG_BROWSER ? [{ width: 1920, height: 1080 }] : [])];
/** Points of the finished game walked through in the inspector's timeline. */
const TIMELINE_STOPS = 24;

describe('the phase ribbon keeps its height through a whole bot game', () => {
  // La Petite Guerre's campaign is 24 game turns: four are enough for every step of its sequence.
  const OPTIONS: Record<string, string> = { lpg: `&options=${encodeURIComponent(JSON.stringify({ lastTurn: 4 }))}` };
  for (const game of ['blb', 'belle-epoque', 'bbw', 'lpg']) {
    for (const size of SIZES) {
      it(`${game} at ${size.width}x${size.height}, speed instant`, async () => {
        const { page, errors, outside } = await openAppPage(app, `?game=${game}&seed=5&players=bot,bot&speed=instant${OPTIONS[game] ?? ''}`, size, recordRibbon);
        await page.locator('[data-testid="game-result"]').waitFor({ timeout: 420_000 });
        await page.screenshot({ path: artifact(`layout-ribbon-${game}-${size.width}.png`), timeout: 120_000 });
        // At instant speed React renders once per batch of events, so few of the game's states were
        // drawn: walk back through the finished game in the inspector's timeline (the table and the
        // ribbon show each point again), stopping at points spread over the whole game.
        await page.locator('body').press('i');
        await page.locator('[data-testid="inspector-tab-timeline"]').click();
        const length = (await page.locator('[data-testid="timeline-entry"]').count()) - 1;
        for (let k = 0; k < TIMELINE_STOPS; k++) {
          const at = Math.round((k * length) / TIMELINE_STOPS);
          await page.locator(`[data-testid="timeline-entry"][data-position="${at}"] button`).click();
          await expect.poll(() => page.locator('[data-testid="timeline-counter"]').textContent(), { timeout: 30_000 }).toBe(`${at} / ${length}`);
        }
        const rec = await page.evaluate(() => (window as unknown as { __ribbon: RibbonRecord }).__ribbon);
        // Every render of the page was measured; steps at every level of the sequence of play went
        // by, and the ribbon had one height throughout.
        const seen = JSON.stringify({ samples: rec.samples, heights: rec.heights, paths: rec.paths });
        expect(rec.samples, seen).toBeGreaterThanOrEqual(TIMELINE_STOPS);
        // bbw's 24 stops fall mostly in card plays and moves (its battles are few and short).
        expect(new Set(rec.paths).size, seen).toBeGreaterThanOrEqual(game === 'blb' ? 5 : game === 'bbw' ? 3 : 4);
        expect(Math.max(...rec.paths.map((p) => p.split('.').length)), seen).toBeGreaterThanOrEqual(2);
        expect(Object.keys(rec.heights), seen).toHaveLength(1);
        // The height is the same after the game as during it, and the ribbon is no taller than two lines need.
        const height = Number(Object.keys(rec.heights)[0]);
        expect(await page.locator('[data-testid="ribbon"]').evaluate((el) => Math.round(el.getBoundingClientRect().height * 10) / 10)).toBe(height);
        expect(height).toBeLessThan(size.height * 0.12);
        // Its lines never wrap: the steps beside the current one scroll sideways inside their line.
        const lines = await page.locator('[data-testid="ribbon"] .ribbon-trail').evaluate((el) => ({ h: el.getBoundingClientRect().height, sw: el.scrollWidth, cw: el.clientWidth }));
        expect(lines.sw).toBeLessThanOrEqual(lines.cw + 1);
        expect(errors).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      }, 600_000);
    }
  }
});

/** Every part of the header whose words could be cut: none is narrower than its content, none runs off the screen. */
async function headerCuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.topbar')!;
    const cuts: string[] = [];
    const parts = [bar, ...bar.querySelectorAll<HTMLElement>('.app-title, .game-name, .topbar-info, .topbar-info > *, .topbar-actions, .topbar-actions button')];
    for (const el of parts) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) cuts.push(`${el.className || el.tagName} "${el.textContent}" ${el.scrollWidth} > ${el.clientWidth}`);
      if (r.right > window.innerWidth + 0.5 || r.left < -0.5) cuts.push(`${el.className || el.tagName} "${el.textContent}" off screen (${r.left}..${r.right})`);
    }
    return cuts;
  });
}

async function lastLogEntryOnScreen(page: Page): Promise<{ entry: DOMRect | null; log: DOMRect; vh: number }> {
  return page.evaluate(() => {
    const entries = document.querySelectorAll('[data-testid="log-entry"]');
    const last = entries[entries.length - 1] as HTMLElement | undefined;
    return {
      entry: last ? (last.getBoundingClientRect().toJSON() as DOMRect) : null,
      log: document.querySelector('[data-testid="log"]')!.getBoundingClientRect().toJSON() as DOMRect,
      vh: window.innerHeight,
    };
  });
}

describe('the side panel at 1280x720', () => {
  it('bbw: a long title gives way to its short one, so the header keeps every word and button on screen', async () => {
    const { page, errors, outside } = await openAppPage(app, '?game=bbw&seed=7&players=human,smart&speed=instant', { width: 1280, height: 720 });
    await page.locator('[data-testid="actions"] button').first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await headerCuts(page)).toEqual([]);
    expect(await page.locator('.topbar .game-name').innerText()).toBe('Football War 1969');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  for (const game of ['blb', 'belle-epoque']) {
    it(`${game}: the header's words are whole, the decisions list follows the keyboard focus, the last log entry is on screen`, async () => {
      const { page, errors, outside } = await openAppPage(app, `?game=${game}&seed=7&players=human,human&speed=instant`, { width: 1280, height: 720 });
      await page.locator('[data-testid="actions"] button').first().waitFor({ timeout: 120_000 });
      // Measured in the shipped fonts: until they load, the fallback font's wider words are a passing state.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await headerCuts(page)).toEqual([]);
      // The players line is there to read, whole ("Entente: human", not "Entente: humai").
      const info = (await page.locator('.topbar-info').textContent()) ?? '';
      expect(info).toMatch(game === 'blb' ? /German: human.*Entente: human/ : /Red: human.*Blue: human/);

      // Play a few decisions by the number keys (the list's first button each time).
      for (let i = 0; i < 3; i++) {
        const before = await page.locator('[data-testid="log-entry"]').count();
        await page.locator('body').press('1', { timeout: 120_000 });
        await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 60_000 }).toBe(before + 1);
        await page.locator('[data-testid="actions"] button').first().waitFor({ timeout: 60_000 });
      }
      // The last log entry is within the viewport, in the log's visible box (scrolled to the newest):
      // all of it, or as much as the box holds where an entry is taller than the box.
      const { entry, log, vh } = await lastLogEntryOnScreen(page);
      expect(entry).not.toBeNull();
      expect(log.bottom).toBeLessThanOrEqual(vh);
      expect(entry!.top).toBeGreaterThanOrEqual(0);
      expect(entry!.bottom).toBeLessThanOrEqual(Math.min(log.bottom, vh) + 1);
      const shown = Math.min(entry!.bottom, log.bottom) - Math.max(entry!.top, log.top);
      expect(shown).toBeGreaterThanOrEqual(Math.min(entry!.bottom - entry!.top, 0.9 * (log.bottom - log.top)) - 1);
      // The decisions panel keeps room for several choices.
      const list = await page.locator('[data-testid="actions"]').evaluate((el) => el.getBoundingClientRect().height);
      expect(list).toBeGreaterThan(120);

      // The arrows walk the list from the page; the list scrolls so that the focus stays in view.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stops = await page.locator('[data-testid="actions"] summary, [data-testid="actions"] details[open] button.action').count();
      const steps = Math.min(stops, 18);
      for (let i = 0; i < steps; i++) {
        await page.keyboard.press('ArrowDown');
        const seen = await page.evaluate(() => {
          const list = document.querySelector<HTMLElement>('[data-testid="actions"]')!;
          const el = document.activeElement as HTMLElement;
          const l = list.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return { inList: list.contains(el), top: r.top - l.top, bottom: l.bottom - r.bottom };
        });
        expect(seen.inList, `step ${i}`).toBe(true);
        expect(seen.top, `step ${i}`).toBeGreaterThanOrEqual(-1);
        expect(seen.bottom, `step ${i}`).toBeGreaterThanOrEqual(-1);
      }
      if (stops > 8) expect(await page.locator('[data-testid="actions"]').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      // Enter on the focused choice picks it.
      const before = await page.locator('[data-testid="log-entry"]').count();
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      if (focused === 'BUTTON') {
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('[data-testid="log-entry"]').count(), { timeout: 60_000 }).toBe(before + 1);
      }
      await page.screenshot({ path: artifact(`layout-panel-${game}-1280.png`), timeout: 120_000 });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 400_000);
  }
});
