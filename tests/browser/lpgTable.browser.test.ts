// La Petite Guerre's 3D table in the browser: a whole smart-bot game at instant speed reaches its
// result on the table (no hand shown: both hands face down); and a hot-seat game replayed from a
// seed's smart-bot events up to its first battle's cards, its decisions clicked on the table: a phantom
// marker placed (the spare phantom, then a lit hex on the canvas), reconnaissance (a commander on
// the 3D command rack), stacks moved (a stack on the canvas, then a lit hex; an unlit hex refused with the rule
// that refuses it), the call for reinforcements (a prompt button) and the combat cards (the duel
// beside the map); the rest through the action list. Between the two players the privacy screen hides the
// hand, and the other side's hand is a face-down count. The table probe's screenOf finds hexes
// ("hex:CCRR") and counters on screen. Screenshots go to artifacts/ to be looked at.
import type { Page } from 'playwright-core';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { Rng } from '../../src/core/rng';
import type { LpgEvent } from '../../src/games/lpg/legal';
import type { LpgView } from '../../src/games/lpg/view';
import { commanderName } from '../../src/scene/lpg/lpgFaces';
import { artifact, openPage, useBrowserApp } from './support';

const app = useBrowserApp();

interface Step {
  event: LpgEvent;
  label: string;
  /** Clicked on the table (else through the action list). */
  onTable: boolean;
}

/** The events two smart bots play from `seed` until the first battle's cards are shown (§12). */
function scriptToFirstBattle(seed: number): Step[] {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed);
  const steps: Step[] = [];
  const onTable = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    const e = lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((x) => x.side === side), side, rng } as never) as LpgEvent;
    // On the table: the first of each kind, every combat decision, and the moves of the turn the battle comes in (marked below).
    const kind = e.type === 'move' ? `move:${e.side}` : e.type;
    const table = ['placePhantom', 'recce', 'callReinforcements', 'chooseCombatCard'].includes(e.type) ? !onTable.has(kind) || e.type === 'chooseCombatCard' : e.type === 'move' && !onTable.has(kind);
    if (table) onTable.add(kind);
    steps.push({ event: e, label: lpgModule.labelEvent(snap, e as never), onTable: table });
    actor.send(e as never);
    if ((lpgModule.view(actor.getSnapshot(), 'american') as LpgView).lastBattle) {
      actor.stop();
      // The last move before the battle on the table too (the stack that may have marched into it).
      const lastMove = steps.map((s) => s.event.type).lastIndexOf('move');
      if (lastMove >= 0) steps[lastMove]!.onTable = true;
      return steps;
    }
  }
  throw new Error(`seed ${seed}: no battle`);
}

type Probe = { ready: boolean; screenOf(key: string): { x: number; y: number } | null };
const screenOf = (page: Page, key: string) => page.evaluate((k) => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.screenOf(k) ?? null, key);
const attr = async (page: Page, name: string) => ((await page.locator('[data-testid="table3d"]').getAttribute(name)) ?? '').split(' ').filter(Boolean);
const logCount = (page: Page) => page.locator('[data-testid="log-entry"]').count();
async function clickAt(page: Page, key: string) {
  const p = await screenOf(page, key);
  expect(p, key).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}
async function tableReady(page: Page) {
  await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.ready === true, null, { timeout: 120_000 });
}
/**
 * After a click on the table: waits until it is done (`done` in the page, given `arg`) or a chooser
 * asks, and then picks the option with this label.
 */
async function settle<A>(page: Page, label: string, done: (arg: A) => boolean, arg: A) {
  await page.waitForFunction(
    ({ src, arg }) => !!document.querySelector('[data-testid="lpg-choice"]') || (new Function('arg', `return (${src})(arg)`) as (a: unknown) => boolean)(arg),
    { src: done.toString(), arg },
    { timeout: 15_000 },
  );
  const choice = page.locator('[data-testid="lpg-choice"]', { hasText: label });
  if (await choice.count()) await choice.first().click();
}
const logGrew = (n: number) => document.querySelectorAll('[data-testid="log-entry"]').length > n;
const pickedIs = (s: string) => document.querySelector('[data-testid="table3d"]')?.getAttribute('data-picked-stack') === s;

describe("La Petite Guerre's 3D table", () => {
  it('§2: a whole smart-bot game at instant speed reaches its result on the 3D table, both hands face down', async () => {
    const { page, errors, outside } = await openPage(app, '?game=lpg&seed=5&players=smart,smart&speed=instant', { width: 1280, height: 720 });
    await tableReady(page);
    await page.locator('[data-testid="game-result"]').waitFor({ timeout: 300_000 });
    expect(['american', 'british', 'draw']).toContain(await page.locator('[data-testid="game-result"]').getAttribute('data-result'));
    expect(await page.locator('[data-testid="table3d"]').count()).toBe(1);
    expect(await page.locator('[data-testid="lpg-hand"]').count()).toBe(0);
    expect(await page.locator('[data-testid="lpg-facedown-count"]').count()).toBe(2);
    await page.screenshot({ path: artifact('lpg-table-result-1280.png') });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 360_000);

  it('§3-§12 hot seat by clicks on the table: a phantom placed, stacks moved, an unlit hex refused, a battle called and its cards chosen; the privacy screen hides the hand', async () => {
    const seed = 5;
    const script = scriptToFirstBattle(seed);
    const { page, errors, outside } = await openPage(app, `?game=lpg&seed=${seed}&players=human,human&speed=instant`, { width: 1920, height: 1080 });
    await tableReady(page);
    const ready = page.locator('[data-testid="privacy-ready"]');
    const clicked: Record<string, number> = {};
    let refused = false;
    let privacySeen = false;
    let seated = '';
    for (const step of script) {
      const e = step.event;
      if (await ready.count()) {
        // Between the two players: the screen says whose turn it is and no hand shows.
        if (seated && seated !== e.side) {
          privacySeen = true;
          expect(await page.locator('[data-testid="privacy-screen"]').textContent()).toContain(`Pass to ${e.side === 'american' ? 'American' : 'British'}`);
          expect(await page.locator('[data-testid="lpg-action-card"]:visible').count()).toBe(0);
        }
        await ready.click();
      }
      seated = e.side;
      await page.locator(`[data-testid="table3d"][data-hand-side="${e.side}"]`).waitFor({ timeout: 15_000 });
      // The other side's hand is a face-down count; only the seated side's cards show.
      expect(await page.locator(`[data-testid="lpg-hand"]:not([data-side="${e.side}"])`).count()).toBe(0);
      const before = await logCount(page);
      if (!step.onTable) {
        await page.locator(`[data-testid="actions"] button[aria-label="${step.label.replace(/"/g, '\\"')}"]`).first().click();
      } else if (e.type === 'placePhantom') {
        await page.locator('[data-testid="lpg-phantom-spare"]').click();
        await page.waitForFunction((h) => (document.querySelector('[data-testid="table3d"]')?.getAttribute('data-lit-hexes') ?? '').split(' ').includes(h), e.hex, { timeout: 15_000 });
        await clickAt(page, `hex:${e.hex}`);
        await settle(page, step.label, logGrew, before);
      } else if (e.type === 'recce') {
        // §4 the commander's plate on the 3D command rack.
        await clickAt(page, `rack:${e.commander}`);
        await page.locator('[data-testid="lpg-choice"]', { hasText: step.label }).first().click();
      } else if (e.type === 'move') {
        expect(await attr(page, 'data-lit-stacks'), step.label).toContain(e.stack);
        await clickAt(page, e.stack);
        // A pile of several stacks asks which one.
        await settle(page, e.stack.startsWith('hex:') ? 'leaderless units' : `Move ${commanderName(e.stack)}`, pickedIs, e.stack);
        await page.waitForFunction((s) => document.querySelector('[data-testid="table3d"]')?.getAttribute('data-picked-stack') === s, e.stack, { timeout: 15_000 });
        expect(await attr(page, 'data-lit-hexes'), step.label).toContain(e.to);
        if (!refused) {
          // §6 an unlit hex: nothing is sent, and the rule that refuses it is named.
          const lit = new Set(await attr(page, 'data-lit-hexes'));
          const far = ['0101', '0123', '0112', '1201', '2301'].find((h) => !lit.has(h))!;
          const n0 = await logCount(page);
          await clickAt(page, `hex:${far}`);
          await expect.poll(() => page.locator('[data-testid="table-why-not"]').textContent()).toMatch(/Not allowed: .*§\d+/);
          expect(await logCount(page)).toBe(n0);
          expect(await page.locator('[data-testid="table3d"]').getAttribute('data-picked-stack')).toBe(e.stack);
          await page.screenshot({ path: artifact('lpg-table-hotseat-move-1920.png') });
          refused = true;
        }
        await clickAt(page, `hex:${e.to}`);
        await settle(page, step.label, logGrew, before);
      } else if (e.type === 'callReinforcements') {
        await page.screenshot({ path: artifact('lpg-table-battle-1920.png') });
        await page.locator('[data-testid="lpg-button"][data-type="callReinforcements"]').click();
      } else if (e.type === 'chooseCombatCard') {
        // §12 the combat card in the duel beside the map (on a loaded machine the duel may still be
        // laying its cards out when first clicked: a click on a card not yet there sends nothing, so
        // it is clicked again until the choice is in the log).
        for (let attempt = 0; attempt < 4; attempt++) {
          await clickAt(page, `duel:${e.card}`);
          const sent = await page
            .waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 6_000 })
            .then(() => true, () => false);
          if (sent) break;
        }
      }
      if (step.onTable) clicked[e.type] = (clicked[e.type] ?? 0) + 1;
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length > n, before, { timeout: 15_000 }).catch((err: Error) => {
        throw new Error(`step "${step.label}" (${JSON.stringify(e)}${step.onTable ? ', on the table' : ''}) sent nothing: ${err.message}`);
      });
    }
    // The battle's cards shown: its result on the table's status.
    if (await ready.count()) await ready.click();
    await page.locator('[data-testid="lpg3d-last-battle"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid="lpg3d-last-battle"]').textContent()).toMatch(/(American|British) won|a draw/);
    await page.screenshot({ path: artifact('lpg-table-battle-result-1920.png') });
    // The same table at 1280x720, to be looked at.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: artifact('lpg-table-battle-result-1280.png') });
    expect(clicked.move).toBeGreaterThanOrEqual(2);
    expect(clicked.placePhantom).toBe(1);
    expect(clicked.chooseCombatCard).toBeGreaterThanOrEqual(1);
    expect(refused).toBe(true);
    expect(privacySeen).toBe(true);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 400_000);
});
