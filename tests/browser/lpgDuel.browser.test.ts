// La Petite Guerre's card duel and action cards on the table, on their dev pages (?dev=lpg-duel:
// the first battle of a smart-bot game replayed through the animation queue; ?dev=lpg-cards: a card
// drawn and one played into a battle's window): they load lazily and replay with no errors; the
// duel tells who won only once the cards have turned (mid-reveal it has not), and at the end it
// shows the battle's winner as the game has it. Screenshots go to artifacts/ to be looked at: from
// across a room, who won, and which cards were played?
import { lpgReplay } from '../../src/scene/lpg/dev/replay';
import { describe, expect, it } from 'vitest';
import { artifact, LONG_BROWSER, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface Probe {
  found: boolean;
  beats: string[];
  step: number;
  steps: number;
  frozen(): boolean;
  queue: { isIdle(): boolean };
}
/** Seed 7's first battle as the rules resolve it (the dev page replays the same smart-bot game). */
const FIRST_BATTLE = (() => {
  const r = lpgReplay(7, 'battle', null);
  const last = r.steps.at(-1)!.view.lastBattle!;
  return { winner: last.winner };
})();

type Shown = { mode: string | null; hex: string | null; winner: string | null | undefined };

describe('La Petite Guerre: the card duel and the hands on the table (dev pages)', () => {
  it('?dev=lpg-duel: mid-reveal nothing is told; at the end the duel shows the battle and its winner', async () => {
    // Mid-reveal: the queue's clock stopped a third into the reveal (the two cards turned, the chart
    // lit), before the result is told (at 60%).
    const mid = await openPage(app, '?dev=lpg-duel&seed=7&freeze=reveal', { width: 1280, height: 720 });
    await mid.page.locator('[data-testid="lpg-duel-dev"] canvas').waitFor({ timeout: 60_000 });
    await mid.page.waitForFunction(() => (window as unknown as { __lpgReplayDev?: Probe }).__lpgReplayDev?.frozen(), null, { timeout: 300_000, polling: 200 });
    await mid.page.waitForTimeout(1500);
    const during = await mid.page.evaluate(() => (window as unknown as { __lpgDuelShown: Shown }).__lpgDuelShown);
    expect(during.hex).not.toBeNull();
    expect(during.mode).toBe('result');
    expect(during.winner).toBeUndefined();
    await mid.page.screenshot({ path: artifact('lpg-duel-reveal-1280.png') });
    expect(mid.errors).toEqual([]);
    await mid.page.close();

    // (software WebGL is slow: 1280x720 only, unless SANDTABLE_LONG_BROWSER)
    for (const size of LONG_BROWSER ? [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] : [{ width: 1280, height: 720 }]) {
      const { page, errors, outside } = await openPage(app, '?dev=lpg-duel&seed=7', size);
      await page.locator('[data-testid="lpg-duel-dev"] canvas').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => {
        const d = (window as unknown as { __lpgReplayDev?: Probe }).__lpgReplayDev;
        return !!d && d.step === d.steps - 1 && d.queue.isIdle();
      }, null, { timeout: 180_000, polling: 200 });
      const dev = await page.evaluate(() => {
        const d = (window as unknown as { __lpgReplayDev: Probe }).__lpgReplayDev;
        return { found: d.found, beats: d.beats };
      });
      expect(dev.found).toBe(true);
      expect(dev.beats).toEqual(expect.arrayContaining(['battle.begun', 'combat.cardsRevealed', 'combat.casualties']));
      await page.waitForTimeout(1500);
      const shown = await page.evaluate(() => (window as unknown as { __lpgDuelShown: Shown }).__lpgDuelShown);
      expect(shown.mode).toBe('result');
      // Seed 7's first battle, as the rules resolved it (the replay is deterministic: played here too).
      expect(shown.winner).toBe(FIRST_BATTLE.winner);
      await page.screenshot({ path: artifact(`lpg-duel-end-${size.width}.png`) });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.close();
    }
  }, 600_000);

  it('?dev=lpg-cards replays a card drawn and one played, with no errors', async () => {
    const { page, errors, outside } = await openPage(app, '?dev=lpg-cards&seed=7', { width: 1280, height: 720 });
    await page.locator('[data-testid="lpg-cards-dev"] canvas').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => {
      const d = (window as unknown as { __lpgReplayDev?: Probe }).__lpgReplayDev;
      return !!d && d.step === d.steps - 1 && d.queue.isIdle();
    }, null, { timeout: 240_000, polling: 200 });
    const beats = await page.evaluate(() => (window as unknown as { __lpgReplayDev: Probe }).__lpgReplayDev.beats);
    expect(beats).toEqual(expect.arrayContaining(['card.drawn', 'card.played']));
    await page.screenshot({ path: artifact('lpg-cards-end-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);
});
