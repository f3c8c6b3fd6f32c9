// Screenshots of La Petite Guerre's racks and tracks dev page (a measurement aid, not a test):
// `npx tsx tools/lpg-racks-shots.ts [outDir]` with the app built into SHOTS_DIST (default
// artifacts/dist-bench): ?dev=lpg-racks at 1920x1080 and 1280x720 for the seed and steps given
// (SHOTS_SEED, default 7; SHOTS_STEPS, default "120,600"), the home view.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.SHOTS_DIST ?? join(ROOT, 'artifacts', 'dist-bench');
const OUT = process.argv[2] ?? join(ROOT, 'artifacts');
const SEED = Number(process.env.SHOTS_SEED ?? 7);
const STEPS = (process.env.SHOTS_STEPS ?? '120,600').split(',').map(Number);
const AS = process.env.SHOTS_AS ? `&as=${process.env.SHOTS_AS}` : '';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await preview({ root: ROOT, build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const sizes = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }].filter((z) => !process.env.SHOTS_WIDTH || String(z.width) === process.env.SHOTS_WIDTH);
    for (const size of sizes) {
      for (const steps of STEPS) {
        const page = await browser.newPage({ viewport: size });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${base}?dev=lpg-racks&seed=${SEED}&steps=${steps}${AS}`);
        await page.locator('[data-testid="lpg-racks-dev"] canvas').waitFor({ timeout: 120_000 });
        await page.waitForFunction('!document.querySelector(\'[data-testid="table-loading"]\') && !!window.__sandtableTable && window.__sandtableTable.ready', undefined, { timeout: 180_000 });
        await page.waitForTimeout(Number(process.env.SHOTS_WAIT ?? 1500));
        const file = join(OUT, `lpg-racks-${steps}-${size.width}.png`);
        await page.screenshot({ path: file });
        // Each side's column at the screen's own pixels (to read what a viewer reads).
        const w = Math.round(size.width * 0.31);
        await page.screenshot({ path: file.replace('.png', '-west.png'), clip: { x: 0, y: 0, width: w, height: size.height } });
        await page.screenshot({ path: file.replace('.png', '-east.png'), clip: { x: size.width - w, y: 0, width: w, height: size.height } });
        const dev = await page.evaluate('window.__lpgRacksDev');
        const info = await page.evaluate('window.__sandtableTable && window.__sandtableTable.renderInfo');
        console.log(`${file}: ${JSON.stringify(dev)}; draw calls ${JSON.stringify(info)}; page errors: ${errors.join(' | ') || 'none'}`);
        await page.close();
      }
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
