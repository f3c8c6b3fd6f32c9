// Brief Border Wars' battle on the table, on its dev page (?dev=bbw-battle: the first battle of a
// smart-bot game replayed through the animation queue): it loads lazily, replays the battle's shots
// to the end with no errors, and leaves the winner's line and the dice on the table, at 1920x1080
// and 1280x720. Screenshots (mid-battle, with the queue's clock stopped after the dice settle, and
// at the end) go to artifacts/ to be looked at: can a viewer across a room tell who won?
import { describe, expect, it } from 'vitest';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface Probe {
  found: boolean;
  beats: string[];
  area: string | null;
  queue: { isIdle(): boolean };
}

describe('Brief Border Wars: a battle on the table (dev page)', () => {
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    for (const moment of [{ name: 'dice', freeze: 1500 }, { name: 'end', freeze: null }]) {
      it(`?dev=bbw-battle replays the first battle (${moment.name}) at ${size.width}x${size.height}`, async () => {
        const freeze = moment.freeze === null ? '' : `&freeze=${moment.freeze}`;
        const { page, errors, outside } = await openPage(app, `?dev=bbw-battle&seed=7${freeze}`, size);
        await page.locator('[data-testid="bbw-battle-dev"] canvas').waitFor({ timeout: 60_000 });
        await page.waitForFunction(() => !document.querySelector('[data-testid="table-loading"]'), null, { timeout: 120_000 });
        const dev = await page.evaluate(() => {
          const d = (window as unknown as { __bbwBattleDev?: Probe }).__bbwBattleDev!;
          return { found: d.found, beats: d.beats, area: d.area };
        });
        expect(dev.found).toBe(true);
        expect(dev.beats).toContain('dice.rolled');
        expect(dev.area).not.toBeNull();
        if (moment.freeze === null) {
          await page.waitForFunction(() => (window as unknown as { __bbwBattleDev: Probe }).__bbwBattleDev.queue.isIdle(), null, { timeout: 60_000 });
        }
        // The camera's glide and the last shot's frames.
        await page.waitForTimeout(4000);
        await page.screenshot({ path: artifact(`bbw-battle-${moment.name}-${size.width}.png`) });
        expect(errors).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      }, 240_000);
    }
  }
});
