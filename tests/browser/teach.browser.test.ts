// Teach mode in the browser: the built app in Chromium narrates the first three steps of the
// sequence of play (rule number and title as the machine's meta gives them), waits for Next
// each time, answers "Why not?" with a rule number, lights the step on the ribbon and the
// statechart, and makes no page error nor any request off the local server. Screenshots at
// 1920x1080 and 1280x720 go to artifacts/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blbModule } from '../../machines/blb/index';
import { stateMeta } from '../../src/app/teachGate';
import { leafPath } from '../../src/core/introspect';
import { GameSession } from '../../src/core/session';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

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
        expect(answer).toMatch(/Why not "Roll for atrocities"\?/);
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

// Teach mode with two humans (the start menu's default players): the card never stalls. It says
// what to do in plain words, names the places the table lights, and offers the choices; a learner
// who clicks only what the card offers (Next, or its first choice) reaches Game Turn 2.

interface Followed {
  clicks: number;
  nexts: number;
  howTexts: Set<string>;
}

/** The card's state in one string: it changes with every decision or Next. */
async function cardSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="teach-step"]') as HTMLElement | null;
    const todo = document.querySelector('[data-testid="teach-todo"]') as HTMLElement | null;
    return `${card?.dataset.step}|${card?.dataset.holding}|${card?.dataset.turn}|${todo?.innerText ?? ''}`;
  });
}

/** Clicks Next while the card holds, else the first choice the card offers, until the card is on `turn`. */
type ShotWhen = (at: { turn: number; holding: boolean; step: number; types: string[] }) => boolean;

async function followTheCard(page: Page, turn: number, maxClicks: number, shots: Record<string, ShotWhen> = {}): Promise<Followed> {
  const out: Followed = { clicks: 0, nexts: 0, howTexts: new Set() };
  const card = page.locator('[data-testid="teach-step"]');
  const taken = new Set<string>();
  while (Number(await card.getAttribute('data-turn')) < turn) {
    if (out.clicks >= maxClicks) throw new Error(`Still on turn ${await card.getAttribute('data-turn')} after ${out.clicks} clicks.`);
    // Screenshots at the moments the test names (the first time each is true).
    const at = {
      turn: Number(await card.getAttribute('data-turn')),
      holding: (await card.getAttribute('data-holding')) === 'true',
      step: Number(await card.getAttribute('data-step')),
      types: await page.locator('[data-testid="teach-todo"] .teach-todo-item').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.eventType ?? '')),
    };
    for (const [name, when] of Object.entries(shots)) {
      if (taken.has(name) || !when(at)) continue;
      taken.add(name);
      await page.screenshot({ path: artifact(name), timeout: SHOT_TIMEOUT });
    }
    const before = await cardSignature(page);
    const next = page.locator('[data-testid="teach-next"]');
    // The clicks go straight to the buttons (no wait for two still animation frames: software
    // WebGL draws a frame every few seconds on a loaded machine).
    if ((await next.count()) > 0) {
      await next.evaluate((el) => (el as HTMLElement).click());
      out.nexts++;
    } else {
      // Never a stall: not holding, the card says what to do and offers a choice.
      const todo = page.locator('[data-testid="teach-todo"][data-live="true"]');
      expect(await todo.count(), `the card says what to do (${before})`).toBe(1);
      for (const how of await todo.locator('.teach-how').allTextContents()) out.howTexts.add(how);
      await page.locator('[data-testid="teach-do"]').first().evaluate((el) => (el as HTMLElement).click());
    }
    out.clicks++;
    await page.waitForFunction((b) => {
      const card = document.querySelector('[data-testid="teach-step"]') as HTMLElement | null;
      const todo = document.querySelector('[data-testid="teach-todo"]') as HTMLElement | null;
      return `${card?.dataset.step}|${card?.dataset.holding}|${card?.dataset.turn}|${todo?.innerText ?? ''}` !== b;
    }, before, { timeout: 60_000, polling: 100 });
  }
  return out;
}

describe('teach mode with two humans follows its own guidance', () => {
  it('Brave Little Belgium: step 1 names the lit stacks, and following the card reaches Game Turn 2', async () => {
    const { page, errors, outside } = await openPage(app, '?game=blb&seed=7&players=human,human&mode=teach&speed=instant', { width: 1920, height: 1080 });
    page.setDefaultTimeout(120_000);
    await page.waitForSelector('[data-testid="teach-step"][data-holding="true"]', { timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true, null, { timeout: 120_000 });
    // Held: Next, and a preview of what comes after it.
    expect(await page.locator('[data-testid="teach-todo"]').getAttribute('data-live')).toBe('false');
    await page.locator('[data-testid="teach-next"]').click();
    const todo = page.locator('[data-testid="teach-todo"][data-live="true"]');
    await todo.waitFor();
    const how = (await todo.locator('[data-event-type="move"] .teach-how').textContent()) ?? '';
    expect(how).toMatch(/^Click a lit stack \(.*Aachen.*\) to move it/);
    expect(await page.locator('[data-testid="teach-step"]').textContent()).not.toContain('pick one below');
    await page.screenshot({ path: artifact('teach-humans-blb-step1-1920.png'), timeout: SHOT_TIMEOUT });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(1500);
    // At 1280x720 the card's decision and its first choice are on screen.
    const first = await page.locator('[data-testid="teach-do"]').first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(720);
    await page.screenshot({ path: artifact('teach-humans-blb-step1-1280.png'), timeout: SHOT_TIMEOUT });

    const followed = await followTheCard(page, 2, 400, {
      // Mid-turn: Game Turn 1, an army's movement, after Next.
      'teach-humans-blb-midturn-1280.png': (at) => at.turn === 1 && !at.holding && at.types.includes('move'),
    });
    expect(followed.nexts).toBeGreaterThan(3);
    expect([...followed.howTexts].some((t) => /Chit Cup/.test(t))).toBe(true);
    expect(await page.locator('[data-testid="teach-step"]').getAttribute('data-turn')).toBe('2');
    expect(await page.locator('[data-testid="game-result"]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);

  it('Belle Epoque: following the card reaches Game Turn 2', async () => {
    const { page, errors, outside } = await openPage(app, '?game=belle-epoque&seed=7&players=human,human&mode=teach&speed=instant', { width: 1280, height: 720 });
    page.setDefaultTimeout(120_000);
    await page.waitForSelector('[data-testid="teach-step"][data-holding="true"]', { timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true, null, { timeout: 120_000 });
    const followed = await followTheCard(page, 2, 600, {
      'teach-humans-belle-step1-1280.png': (at) => at.step === 1 && !at.holding,
      // Mid-turn: a later unit's movement, after Next.
      'teach-humans-belle-midturn-1280.png': (at) => at.step > 10 && !at.holding && at.types.includes('move'),
    });
    expect([...followed.howTexts].some((t) => /^Click a lit unit \([a-m]\d+/.test(t))).toBe(true);
    expect([...followed.howTexts].some((t) => /^Click a lit sector \([a-m]\d+/.test(t))).toBe(true);
    expect(await page.locator('[data-testid="teach-step"]').getAttribute('data-turn')).toBe('2');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 600_000);
});
