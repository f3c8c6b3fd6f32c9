// Brief Border Wars' cards on their dev page (?dev=bbw-cards: the sheet and the cards of a smart-bot
// game after 40 events, white's hand face up): it draws with no errors at 1920x1080 and 1280x720,
// and replays a card played and a Random Event held mid-shot (the card large in the middle, its value
// lit; the event's chart result). Screenshots go to artifacts/ to be looked at: across a room, which
// card was played and its value.
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

async function ready(page: import('playwright-core').Page): Promise<void> {
  await page.locator('[data-testid="bbw-cards-dev"] canvas').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="table-loading"]'), null, { timeout: 120_000 });
}

describe('Brief Border Wars: the cards (dev page)', () => {
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    it(`?dev=bbw-cards draws the deck, hands, discard and Special Action cards at ${size.width}x${size.height}`, async () => {
      const { page, errors, outside } = await openPage(app, '?dev=bbw-cards&seed=7&steps=40', size);
      await ready(page);
      const dev = await page.evaluate(() => (window as unknown as { __bbwCardsDev?: { events: number; deck: number } }).__bbwCardsDev);
      expect(dev?.events).toBe(40);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: artifact(`bbw-cards-${size.width}.png`) });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 240_000);
  }

  it("at the first card play: white's playable hand raised on halos, grey's hand face down, this turn's Random Event shown", async () => {
    const { page, errors } = await openPage(app, '?dev=bbw-cards&seed=7&steps=0', { width: 1920, height: 1080 });
    await ready(page);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: artifact('bbw-cards-first-play-1920.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  for (const play of ['card', 'event', 'deal']) {
    it(`replays a '${play}' shot and holds it mid-way`, async () => {
      const { page, errors } = await openPage(app, `?dev=bbw-cards&seed=7&steps=${play === 'card' ? 40 : 1}&hold=${play === 'deal' ? 0.5 : 0.7}`, { width: 1920, height: 1080 });
      await ready(page);
      await page.waitForTimeout(1000);
      await page.locator(`[data-testid="replay-${play}"]`).click();
      await page.waitForFunction(() => Boolean((window as unknown as { __bbwCardsDev?: { held?: string } }).__bbwCardsDev?.held), null, { timeout: 60_000 });
      await page.waitForTimeout(1000);
      await page.screenshot({ path: artifact(`bbw-cards-${play}-1920.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
