// Teach mode in the browser: the built app in Chromium narrates the first three steps of the
// sequence of play (rule number and title as the machine's meta gives them), waits for Next
// each time, answers "Why not?" with a rule number, lights the step on the ribbon and the
// statechart, and makes no page error nor any request off the local server. Screenshots at
// 1920x1080 and 1280x720 go to artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blbModule } from '../../machines/blb/index';
import { stateMeta } from '../../src/app/teachGate';
import { leafPath } from '../../src/core/introspect';
import { GameSession } from '../../src/core/session';
import { artifact, openPage, startBrowserApp, type BrowserApp } from './support';

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
}, 300_000);

afterAll(async () => {
  await app?.close();
});

const URL_PATH = '?game=blb&seed=7&players=human,smart&mode=teach&speed=fast';
const RULE = /\d+\.\d/;
/** Software WebGL on a loaded 2-core machine can take long to give a frame for a screenshot. */
const SHOT_TIMEOUT = 120_000;

interface CardState {
  step: number;
  path: string;
  rule: string;
  holding: boolean;
  title: string;
  body: string;
}

async function readCard(page: Page): Promise<CardState> {
  const card = page.locator('[data-testid="teach-step"]');
  return {
    step: Number(await card.getAttribute('data-step')),
    path: (await card.getAttribute('data-state-path')) ?? '',
    rule: (await card.getAttribute('data-rule')) ?? '',
    holding: (await card.getAttribute('data-holding')) === 'true',
    title: ((await page.locator('[data-testid="teach-title"]').textContent()) ?? '').trim(),
    body: ((await card.locator('.teach-body').textContent()) ?? '').trim(),
  };
}

/** After Next: plays the learner's decisions (ending movement first) until the card holds on a new step. */
async function playToNextStep(page: Page, from: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const card = await readCard(page);
    if (card.step > from && card.holding) return;
    const actions = page.locator('[data-testid="actions"] button');
    if ((await actions.count()) > 0 && card.step === from) {
      const end = page.locator('[data-testid="actions"] button[data-event-type="endMovement"]');
      await ((await end.count()) > 0 ? end.first() : actions.first()).click();
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`The card did not hold on a step after step ${from}.`);
}

describe('teach mode in the browser', () => {
  it('teaching mode narrates the first three steps', async () => {
    const { page, errors, outside } = await openPage(app, URL_PATH, { width: 1920, height: 1080 });
    page.setDefaultTimeout(120_000);
    await page.waitForSelector('[data-testid="teach-step"][data-holding="true"]', { timeout: 120_000 });
    const fresh = new GameSession(blbModule, { seed: 7 });

    const seen: CardState[] = [];
    for (let n = 1; n <= 3; n++) {
      const card = await readCard(page);
      expect(card.step).toBe(n);
      expect(card.holding).toBe(true);
      if (n === 1) expect(card.path).toBe(leafPath(fresh.snapshot));
      // The card says what the machine's meta says for the state the game is in.
      const meta = stateMeta(blbModule, card.path);
      expect(meta, card.path).not.toBeNull();
      expect(card.rule).toBe(meta!.rule);
      expect(card.title).toBe(meta!.title);
      expect(await page.locator('[data-testid="teach-step"] .rule-tag').first().textContent()).toBe(`rule ${meta!.rule}`);
      // The ribbon lights the step; the statechart draws it active.
      const lit = page.locator('.ribbon-chip.teach-lit');
      expect(await lit.count()).toBe(1);
      const litPath = (await lit.getAttribute('data-path')) ?? '';
      expect(card.path === litPath || card.path.startsWith(`${litPath}.`)).toBe(true);
      await page.waitForSelector(`[data-testid="statechart"] [data-state-path="${card.path}"][data-active="true"]`, { timeout: 120_000 });
      if (seen.length > 0) {
        expect(card.path).not.toBe(seen.at(-1)!.path);
        expect(card.body).not.toBe(seen.at(-1)!.body);
      }
      seen.push(card);
      if (n === 1) {
        await page.screenshot({ path: artifact('teach-step1-1920.png'), timeout: SHOT_TIMEOUT });
        // "Why not?" on something the rules forbid now: the answer carries a rule number.
        await page.locator('[data-testid="why-not"] button[data-event-type="rollAtrocities"]').click();
        const answer = (await page.locator('[data-testid="teach-why-not"]').textContent()) ?? '';
        expect(answer).toMatch(/Why not "rollAtrocities"\?/);
        expect(answer).toMatch(RULE);
        expect((await page.locator('[data-testid="why-not-answer"]').textContent()) ?? '').toMatch(RULE);
        await page.screenshot({ path: artifact('teach-why-not-1920.png'), timeout: SHOT_TIMEOUT });
      }
      // Held: no decision buttons until Next.
      expect(await page.locator('[data-testid="actions"] button').count()).toBe(0);
      await page.locator('[data-testid="teach-next"]').click();
      await page.waitForSelector('[data-testid="teach-step"][data-holding="false"]', { timeout: 60_000 });
      if (n < 3) await playToNextStep(page, n);
    }
    await page.screenshot({ path: artifact('teach-step3-1920.png'), timeout: SHOT_TIMEOUT });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);

  it('fits at 1280x720: the card, Next and "Why not?" are on screen', async () => {
    const { page, errors, outside } = await openPage(app, URL_PATH, { width: 1280, height: 720 });
    page.setDefaultTimeout(120_000);
    await page.waitForSelector('[data-testid="teach-step"][data-holding="true"]', { timeout: 120_000 });
    const next = page.locator('[data-testid="teach-next"]');
    const box = await next.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    await page.waitForSelector('[data-testid="statechart"]', { timeout: 120_000 });
    await page.screenshot({ path: artifact('teach-step1-1280.png'), timeout: SHOT_TIMEOUT });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);
});
