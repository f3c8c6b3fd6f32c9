// La Petite Guerre's command racks and tracks on their dev page (?dev=lpg-racks: the sheet with both
// racks, the tracks card and both points and timeline cards at a moment of a smart-bot game): it
// draws with no errors and nothing fetched from outside; in the Movement phase a click on a lit
// commander's plate picks his stack (and a second click puts it back), a click on the other side's
// rack is an unlit entry; in the Command phase a click on a lit commander offers his choices (recce).
// Screenshots go to artifacts/ to be looked at: across a room, the names and the counts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, LONG_BROWSER, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface Dev {
  events: number;
  phase: string;
  viewer: string | null;
  items: string[];
  stacks: string[];
  picked: string | null;
  said: string;
}

const dev = (page: Page) => page.evaluate(() => (window as unknown as { __lpgRacksDev: Dev }).__lpgRacksDev);

async function ready(page: Page): Promise<void> {
  await page.locator('[data-testid="lpg-racks-dev"] canvas').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="table-loading"]'), null, { timeout: 120_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready), null, { timeout: 60_000 });
}

async function clickEntry(page: Page, id: string): Promise<void> {
  const p = await page.evaluate((key) => (window as unknown as { __sandtableTable: { screenOf(k: string): { x: number; y: number } | null } }).__sandtableTable.screenOf(key), id);
  expect(p, id).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}

describe('La Petite Guerre: the command racks and tracks (dev page)', () => {
  const sizes = LONG_BROWSER ? [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] : [{ width: 1280, height: 720 }];
  for (const size of sizes) {
    it(`?dev=lpg-racks draws both racks, the tracks and both timelines at ${size.width}x${size.height}`, async () => {
      const { page, errors, outside } = await openPage(app, '?dev=lpg-racks&seed=7&steps=120', size);
      await ready(page);
      expect((await dev(page)).events).toBe(120);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: artifact(`lpg-racks-${size.width}.png`) });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 240_000);
  }

  it('§6 a lit commander on the rack picks his stack, a second click puts it back; the other rack is not lit', async () => {
    const { page, errors } = await openPage(app, '?dev=lpg-racks&seed=7&steps=8', { width: 1920, height: 1080 });
    await ready(page);
    const d = await dev(page);
    expect(d.phase).toBe('movement');
    expect(d.stacks.length).toBeGreaterThan(0);
    const id = d.stacks.find((s) => !s.startsWith('hex:'))!;
    await clickEntry(page, id);
    await page.waitForFunction((want) => (window as unknown as { __lpgRacksDev: Dev }).__lpgRacksDev.picked === want, id, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('lpg-racks-picked-1920.png') });
    await clickEntry(page, id);
    await page.waitForFunction(() => (window as unknown as { __lpgRacksDev: Dev }).__lpgRacksDev.picked === null, null, { timeout: 30_000 });
    const other = d.viewer === 'american' ? 'howe' : 'washington';
    await clickEntry(page, other);
    await page.waitForFunction((want) => (window as unknown as { __lpgRacksDev: Dev }).__lpgRacksDev.said === `${want}: not lit now`, other, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('§4 in the Command phase a lit commander offers his choices (reconnaissance)', async () => {
    const { page, errors } = await openPage(app, '?dev=lpg-racks&seed=7&steps=120', { width: 1280, height: 720 });
    await ready(page);
    const d = await dev(page);
    expect(d.phase).toBe('command');
    const id = d.items.find((i) => i === 'washington' || i === 'howe')!;
    expect(id).toBeTruthy();
    await clickEntry(page, id);
    await page.waitForFunction((want) => (window as unknown as { __lpgRacksDev: Dev }).__lpgRacksDev.said.startsWith(`${want}: recce`), id, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
