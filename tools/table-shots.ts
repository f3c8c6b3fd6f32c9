// Screenshots of the 3D tables (Brave Little Belgium, Belle Epoque) for looking at them: `npx vite build && npx vite preview --host
// 127.0.0.1 --port 4173 &`, then `npx tsx tools/table-shots.ts [base-url] [out-dir]`.
// Uses Debian's Chromium with software WebGL; reports console errors and any request that
// leaves the local server (there must be none). SHOTS=name,name takes only those.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { BOX_PLACES, TABLE } from '../src/scene/blb/layout';
import { sectorFromLabel } from '../src/games/belle-epoque/rules/hex';
import { sectorCenter } from '../src/scene/belle-epoque/layout';

const base = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? join(process.cwd(), 'artifacts', 'table');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];

interface Shot {
  name: string;
  path: string;
  size: { width: number; height: number };
  /** Something to do once the table is up (zoom, click). */
  act?: (page: Page) => Promise<void>;
  waitMs?: number;
}

type SceneHook = { screenOf(box: string): { x: number; y: number } | null; ready: boolean; focus(x: number, z: number, d?: number): void };

async function focus(page: Page, x: number, z: number, d: number): Promise<void> {
  await page.evaluate(([a, b, c]) => (window as unknown as { __sandtableTable?: SceneHook }).__sandtableTable?.focus(a!, b!, c), [x, z, d]);
}

async function screenOf(page: Page, box: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((b) => (window as unknown as { __sandtableTable?: SceneHook }).__sandtableTable?.screenOf(b) ?? null, box);
  if (!p) throw new Error(`no screen position for ${box}`);
  return p;
}

const shots: Shot[] = [
  { name: 'start-1080', path: '?game=blb&seed=7&players=human,human', size: { width: 1920, height: 1080 } },
  { name: 'start-720', path: '?game=blb&seed=7&players=human,human', size: { width: 1280, height: 720 } },
  {
    name: 'select-1080',
    path: '?game=blb&seed=7&players=human,human',
    size: { width: 1920, height: 1080 },
    act: async (page) => {
      const p = await screenOf(page, 'aachen');
      await page.mouse.click(p.x, p.y);
    },
  },
  {
    name: 'zoom-liege-1080',
    path: '?game=blb&seed=7&players=human,human',
    size: { width: 1920, height: 1080 },
    act: async (page) => {
      const p = await screenOf(page, 'liege');
      await page.mouse.dblclick(p.x, p.y);
    },
    waitMs: 4000,
  },
  {
    name: 'tracks-1080',
    path: '?game=blb&seed=12&players=bot,bot&speed=fast',
    size: { width: 1920, height: 1080 },
    act: (page) => focus(page, TABLE.pulledChits.x + 6, TABLE.pulledChits.z + 2, 26),
    waitMs: 20000,
  },
  {
    name: 'meuse-1080',
    path: '?game=blb&seed=12&players=bot,bot&speed=fast',
    size: { width: 1920, height: 1080 },
    act: (page) => focus(page, BOX_PLACES.namur!.tile.x + 3, BOX_PLACES.namur!.tile.z, 30),
    waitMs: 20000,
  },
  {
    name: 'endgame-zoom-1080',
    path: '?game=blb&seed=11&players=bot,bot&speed=instant',
    size: { width: 1920, height: 1080 },
    act: async (page) => {
      await page.locator('[data-testid="game-result"]').waitFor({ timeout: 90_000 });
      await focus(page, BOX_PLACES.namur!.tile.x - 2, BOX_PLACES.namur!.tile.z - 1, 22);
    },
    waitMs: 4000,
  },
  {
    name: 'corners-1080',
    path: '?game=blb&seed=7&players=human,human',
    size: { width: 1920, height: 1080 },
    act: (page) => focus(page, TABLE.gcChart.frame.x - 6, TABLE.gcChart.frame.z + 2, 30),
    waitMs: 4000,
  },
  { name: 'botgame-1080', path: '?game=blb&seed=11&players=bot,bot&speed=instant', size: { width: 1920, height: 1080 }, waitMs: 25000 },
  { name: 'midgame-720', path: '?game=blb&seed=12&players=bot,bot&speed=fast', size: { width: 1280, height: 720 }, waitMs: 30000 },
  // Belle Epoque: the opening, a close look at the stands, lit targets mid-game, a bot game's end.
  { name: 'belle-start-1080', path: '?game=belle-epoque&seed=7&players=human,human', size: { width: 1920, height: 1080 } },
  { name: 'belle-start-720', path: '?game=belle-epoque&seed=7&players=human,human', size: { width: 1280, height: 720 } },
  {
    name: 'belle-stands-zoom-1080',
    path: '?game=belle-epoque&seed=7&players=human,human',
    size: { width: 1920, height: 1080 },
    act: (page) => {
      const c = sectorCenter(sectorFromLabel('g9'));
      return focus(page, c.x, c.z - 2, 20);
    },
    waitMs: 4000,
  },
  {
    // Red's front row from the south: its flags, badges and count plates on the hexes of row 1.
    name: 'belle-red-zoom-1080',
    path: '?game=belle-epoque&seed=7&players=human,human',
    size: { width: 1920, height: 1080 },
    act: (page) => {
      const c = sectorCenter(sectorFromLabel('f1'));
      return focus(page, c.x, c.z + 1, 18);
    },
    waitMs: 4000,
  },
  { name: 'belle-fire-1080', path: '?dev=belle-table&seed=5&matchUp=zulu-war-1879&at=fire', size: { width: 1920, height: 1080 } },
  { name: 'belle-drift-assault-1080', path: '?dev=belle-table&seed=4&scenario=drift&at=assault', size: { width: 1920, height: 1080 } },
  { name: 'belle-botgame-1080', path: '?game=belle-epoque&seed=5&players=bot,bot&speed=instant', size: { width: 1920, height: 1080 }, waitMs: 15000 },
];

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const only = process.env.SHOTS?.split(',');
  for (const shot of shots) {
    if (only && !only.includes(shot.name)) continue;
    const page = await browser.newPage({ viewport: shot.size });
    const errors: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    const t0 = Date.now();
    await page.goto(base + shot.path);
    await page.waitForSelector('[data-testid="table3d"] canvas', { timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __sandtableTable?: SceneHook }).__sandtableTable?.ready === true, undefined, { timeout: 90_000 });
    await page.waitForTimeout(2500);
    if (shot.act) {
      await shot.act(page);
    }
    await page.waitForTimeout(shot.waitMs ?? 2500);
    // A table under the render budget draws moving frames cheaper and, once still, one frame at
    // full quality: wait for that one (it is what one looks at), up to 60 s.
    await page
      .waitForFunction(() => (window as unknown as { __sandtableRender?: { quality?: { resting: boolean } } }).__sandtableRender?.quality?.resting !== false, undefined, { timeout: 60_000 })
      .then(() => page.waitForTimeout(3000), () => console.log(`  ${shot.name}: the table never came to rest`));
    const file = join(out, `${shot.name}.png`);
    await page.screenshot({ path: file });
    console.log(`${shot.name}: ${file} (${Date.now() - t0} ms)`);
    if (errors.length) console.log(`  console: ${errors.join(' | ')}`);
    if (outside.length) console.log(`  OUTSIDE REQUESTS: ${outside.join(', ')}`);
    await page.close();
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
