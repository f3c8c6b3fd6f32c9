// Screenshots of Brief Border Wars' 3D table as a viewer sees it (a measurement aid, not a test):
// `npx tsx tools/bbw-table-shots.ts [outDir]` with the app built into SHOTS_DIST (default
// artifacts/dist-bench). A smart-v-smart game at normal speed, at 1920x1080 and 1280x720: a shot
// during a card play (the 'card.played' beat past half way) and during a battle (a 'dice.rolled'
// beat near its end, then its battle.ended shot: who won), found through the queue probe window.__sandtableShot.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.SHOTS_DIST ?? join(ROOT, 'artifacts', 'dist-bench');
const OUT = process.argv[2] ?? join(ROOT, 'artifacts');
const SEED = Number(process.env.SHOTS_SEED ?? 5);
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
// Page script as a string (tsx would wrap named functions in a helper the page does not have).
const WAIT = `([type, from]) => { const c = window.__sandtableShot && window.__sandtableShot.current; return !!c && c.type === type && c.progress >= from; }`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await preview({ root: ROOT, build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const sizes = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }].filter((z) => !process.env.SHOTS_WIDTH || String(z.width) === process.env.SHOTS_WIDTH);
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: size });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}?game=bbw&seed=${SEED}&players=smart,smart&speed=normal`);
      await page.locator('[data-testid="table3d"] canvas').waitFor({ timeout: 120_000 });
      await page.waitForFunction(`(${WAIT})(['card.played', 0.6])`, undefined, { timeout: 180_000, polling: 50 });
      await page.screenshot({ path: join(OUT, `bbw-shot-card-${size.width}.png`) });
      // A battle designated (the status names it), then its dice rolling out.
      await page.locator('[data-testid="bbw-battle"]').waitFor({ timeout: 300_000 });
      await page.waitForFunction(`(${WAIT})(['dice.rolled', 0.6])`, undefined, { timeout: 120_000, polling: 'raf' });
      await page.screenshot({ path: join(OUT, `bbw-shot-dice-${size.width}.png`) });
      // Once the battle is over (its battle.ended shot): who won, over the area.
      await page.waitForFunction(`(${WAIT})(['battle.ended', 0.5])`, undefined, { timeout: 120_000, polling: 50 });
      await page.screenshot({ path: join(OUT, `bbw-shot-result-${size.width}.png`) });
      console.log(`${size.width}x${size.height}: shots taken; page errors: ${errors.join(' | ') || 'none'}`);
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
