// La Petite Guerre's command and weather on the map in the browser (?dev=lpg-command): the printed
// sheet after 60 smart-bot events as the American side sees it, Washington's ring, the chain of
// command, snow and the frozen Delaware drawn without an error or a request off the machine; the
// chain it reports is the rules' in-command result for the same game; the weather then changes
// (clear, the river open) and the page goes on drawing. Screenshots go to artifacts/ to be looked at
// (across a room: the ring on the printed map, the names under the snow).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { Rng } from '../../src/core/rng';
import { inCommand } from '../../src/games/lpg/legal';
import type { LpgState } from '../../src/games/lpg/state';
import { COMMANDERS } from '../../src/games/lpg/orderOfBattle';
import { commandReach } from '../../src/games/lpg/rules/command';
import { occupied } from '../../src/games/lpg/state';
import { artifact, LONG_BROWSER, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

/** The dev page's game (the same seed, bots and steps), headless. */
function stateAfter(seed: number, steps: number): LpgState {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  for (let i = 0; i < steps; i++) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
  }
  const s = actor.getSnapshot().context as LpgState;
  actor.stop();
  return s;
}

type Dev = { events: number; changed: boolean; weather: string; ice: string; inCommand: string[]; out: string[]; ring: { hex: string; hexes: number; loops: number } | null };
const devOf = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __lpgCommandDev?: Dev }).__lpgCommandDev ?? null);

describe('La Petite Guerre: command and weather on the map (dev page)', () => {
  const sizes = LONG_BROWSER ? [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] : [{ width: 1280, height: 720 }];
  for (const size of sizes) {
    it(`?dev=lpg-command draws Washington's ring, the chain and the snow at ${size.width}x${size.height}, then the weather changes`, async () => {
      const { page, errors, outside } = await openPage(app, '?dev=lpg-command&seed=7&steps=60&commander=washington&weather=snow&ice=hard&then=clear,open&after=0', size);
      await page.locator('[data-testid="lpg-command-dev"] canvas').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid="table-loading"]'), null, { timeout: 120_000 });
      const dev = (await devOf(page))!;
      const s = stateAfter(7, 60);
      expect(dev.events).toBe(60);
      expect(dev.weather).toBe('snow');
      expect(dev.inCommand).toEqual([...inCommand(s, 'american')].sort());
      const washington = s.commanders.find((c) => c.id === 'washington')!;
      const radius = COMMANDERS.find((c) => c.id === 'washington')!.radius;
      expect(dev.ring).toEqual({ hex: washington.hex, hexes: commandReach(washington.hex, radius, occupied(s, 'british')).size, loops: expect.any(Number) });
      expect(dev.ring!.loops).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`lpg-command-snow-${size.width}.png`) });
      await page.locator('[data-testid="lpg-weather-change"]').click();
      await page.waitForFunction(() => (window as unknown as { __lpgCommandDev?: Dev }).__lpgCommandDev?.changed === true, null, { timeout: 60_000 });
      await page.waitForTimeout(3000);
      const after = (await devOf(page))!;
      expect(after.weather).toBe('clear');
      expect(after.ice).toBe('open');
      await page.screenshot({ path: artifact(`lpg-command-clear-${size.width}.png`) });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }, 300_000);
  }
});
