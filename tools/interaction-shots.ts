// Screenshots of every decision the 3D table asks besides moves (the cup, combats, losses,
// retreats, advances, event chits, fort activation, the Garde Civique, dice, the Additional
// German Activation), for looking at them on a big screen. Each state is reached by seeded
// smart bots headless, loaded into the page as a save file (Load), and shown with human players.
//   npx tsx tools/interaction-shots.ts [out-dir]        (builds into artifacts/dist-shots)
// SHOTS=name,name limits the set.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { blbMachine, blbModule, BLB_RULES_VERSION } from '../machines/blb/index';
import { Rng } from '../src/core/rng';
import { serializeSave } from '../src/core/saveFile';
import type { GameEvent } from '../src/core/module';
import { BOX } from '../src/games/blb/db';
import { BOX_PLACES } from '../src/scene/blb/layout';

const ROOT = join(import.meta.dirname, '..');
const OUT = process.argv[2] ?? join(ROOT, 'artifacts', 'interactions');
// SIZE=1280x720 for a smaller screen (default 1920x1080).
const [W, H] = (process.env.SIZE ?? '1920x1080').split('x').map(Number) as [number, number];
// SHOTS_DIST: a private build folder (several people taking shots in one checkout).
const DIST = process.env.SHOTS_DIST ?? join(ROOT, 'artifacts', 'dist-shots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];

interface Scenario {
  name: string;
  /** The decision to stop at: the first state where an event of this type is legal (and `when` holds). */
  type: string;
  when?: (legal: GameEvent[]) => boolean;
  options?: Record<string, boolean>;
  /** Something to do on the page before the shot (open a chooser). */
  act?: (page: Page) => Promise<void>;
  /** Look closer at the decision: the camera is brought down over the combat (or the box named). */
  zoom?: string | true;
}

const many = (type: string, n: number) => (legal: GameEvent[]) => legal.filter((e) => e.type === type).length >= n;

const SCENARIOS: Scenario[] = [
  { name: 'draw-chit', type: 'drawChit' },
  { name: 'garde-civique', type: 'gcChoice' },
  { name: 'roll', type: 'roll' },
  { name: 'choose-combat', type: 'chooseCombat', when: many('chooseCombat', 2) },
  { name: 'decline-combat', type: 'declineCombat', act: (page) => clickTarget(page, 'combat') },
  { name: 'take-loss', type: 'takeLoss', when: many('takeLoss', 2) },
  { name: 'take-loss-chooser', type: 'takeLoss', when: many('takeLoss', 2), act: (page) => clickTarget(page, 'loss') },
  { name: 'take-loss-zoom', type: 'takeLoss', when: many('takeLoss', 2), zoom: true },
  { name: 'retreat', type: 'retreat' },
  { name: 'retreat-zoom', type: 'retreat', zoom: true },
  { name: 'stay', type: 'stay' },
  { name: 'displace', type: 'displace' },
  { name: 'advance', type: 'advance' },
  { name: 'play-event', type: 'playEvent' },
  { name: 'fort-activation', type: 'chooseActivation' },
  { name: 'announce', type: 'announce', when: (legal) => legal.filter((e) => e.type === 'announce').length >= 4, act: (page) => clickPromptButton(page, 0) },
  { name: 'atrocities', type: 'rollAtrocities' },
  { name: 'activate-army', type: 'activateArmy' },
  { name: 'free-set-up', type: 'placeUnit', options: { freeSetUp: true } },
  { name: 'garde-civique-set-up', type: 'placeGc', options: { alternativeGardeCivique: true } },
];

/** The events up to the first state matching the scenario, from smart-bot games with seeds 1.. */
function findRecord(s: Scenario): { seed: number; options: Record<string, boolean>; events: GameEvent[] } | null {
  const options = { ...blbModule.options.defaults, ...s.options };
  for (let seed = 1; seed <= 40; seed++) {
    const actor = createActor(blbMachine, { input: { seed, options } }).start();
    const rng = Rng.seeded(seed * 31 + 1);
    const events: GameEvent[] = [];
    for (let i = 0; i < 4000; i++) {
      const snap = actor.getSnapshot();
      const legal = blbModule.legalEvents(snap) as GameEvent[];
      if (!legal.length) break;
      if (legal.some((e) => e.type === s.type) && (!s.when || s.when(legal))) {
        actor.stop();
        return { seed, options, events };
      }
      const side = legal[0]!.side;
      const ev = blbModule.bots.smart({ snapshot: snap, side, legal: legal.filter((e) => e.side === side) as never, rng });
      events.push(ev);
      actor.send(ev as never);
    }
    actor.stop();
  }
  return null;
}

type Probe = { ready: boolean; screenOf(box: string): { x: number; y: number } | null; focus(x: number, z: number, d?: number): void };

async function clickTarget(page: Page, role: string): Promise<void> {
  await page.locator(`[data-testid="table-target"][data-role="${role}"]`).first().click();
  await page.waitForTimeout(800);
}

async function clickPromptButton(page: Page, index: number): Promise<void> {
  await page.locator('[data-testid="table-prompt"] .ti-toggle').nth(index).click();
  await page.waitForTimeout(800);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  const server = await preview({ root: ROOT, build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const only = process.env.SHOTS?.split(',');
  try {
    for (const s of SCENARIOS) {
      if (only && !only.includes(s.name)) continue;
      const found = findRecord(s);
      if (!found) {
        console.log(`${s.name}: no state found`);
        continue;
      }
      const record = { game: 'blb', rulesVersion: BLB_RULES_VERSION, seed: found.seed, options: found.options, events: found.events };
      const page = await browser.newPage({ viewport: { width: W, height: H } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const options = encodeURIComponent(JSON.stringify(found.options));
      await page.goto(`${base}?game=blb&seed=${found.seed}&players=human,human&speed=instant&options=${options}`);
      // The position is loaded as a player would: a save file through Load (it opens as a saved game).
      await page.locator('[data-testid="load-file"]').setInputFiles({ name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(serializeSave(record)) });
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, found.events.length, { timeout: 60_000 });
      await page.waitForFunction(() => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.ready === true, undefined, { timeout: 90_000 });
      await page.waitForTimeout(2500);
      if (s.zoom) {
        const box = s.zoom === true ? await page.evaluate(() => (document.querySelector('[data-testid="narration"]')?.textContent ?? '')) : s.zoom;
        const id = s.zoom === true ? Object.keys(BOX_PLACES).find((b) => box.includes(BOX[b]!.name)) : box;
        const tile = id ? BOX_PLACES[id]!.tile : null;
        if (tile) await page.evaluate(([x, z]) => (window as unknown as { __sandtableTable?: Probe }).__sandtableTable?.focus(x!, z!, 22), [tile.x, tile.z]);
        await page.waitForTimeout(4000);
      }
      if (s.act) await s.act(page);
      const file = join(OUT, `${s.name}${W === 1920 ? '' : `-${W}`}.png`);
      await page.screenshot({ path: file });
      const prompts = await page.locator('[data-testid="table-prompt"]').count();
      const targets = await page.locator('[data-testid="table-target"]').count();
      console.log(`${s.name}: ${file} (seed ${found.seed}, ${found.events.length} events; ${targets} targets, ${prompts} prompts)${errors.length ? ` ERRORS: ${errors.join(' | ')}` : ''}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
