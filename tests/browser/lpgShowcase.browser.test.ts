// La Petite Guerre's showcase in Chromium: a whole smart-bot campaign played on the 3D table at
// instant speed to its result card (American or British, by its ending), with no page errors and
// nothing fetched from outside; a 1920x1080 screenshot of the held result in artifacts/.
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

describe('La Petite Guerre showcase in the browser', () => {
  it('§2 plays a whole campaign on the 3D table to its result, and holds it on pause', async () => {
    const { page, errors, outside } = await openPage(app, '?game=lpg&mode=showcase&speed=instant&seed=4', { width: 1280, height: 720 });
    await page.waitForSelector('[data-testid="showcase"] canvas', { timeout: 120_000 });
    await page.waitForFunction(() => ((window as unknown as { __sandtableRender?: { frames: number } }).__sandtableRender?.frames ?? 0) > 0, null, { timeout: 120_000 });
    // The first result: pause at once (p) so it stays (it shows for a second at instant: try again on the next one if late).
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.waitForSelector('[data-testid="game-result"]', { timeout: 300_000 });
      await page.keyboard.press('p');
      await page.waitForSelector('[data-testid="showcase-paused"]');
      if ((await page.locator('[data-testid="game-result"]').count()) > 0) break;
      await page.keyboard.press('p');
      await page.waitForSelector('[data-testid="showcase-paused"]', { state: 'detached' });
    }
    expect(await page.locator('[data-testid="game-result"]').getAttribute('data-result')).toMatch(/^(american|british)$/);
    expect(await page.locator('[data-testid="showcase"] canvas').count()).toBe(1);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: artifact('lpg-showcase-result-1080p.png'), timeout: 150_000 });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);
});
