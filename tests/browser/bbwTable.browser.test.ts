// Brief Border Wars' 3D printed sheet on its dev page (?dev=bbw-table: the sheet and the counters of
// a smart-bot game after 40 events; not yet the game's table, issue 16): it loads lazily, draws its
// first frame with the counters of the view on it and no errors, at 1920x1080 and 1280x720.
// Screenshots go to artifacts/ to be looked at (across a room: area names, CVs, the boxes).
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

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
