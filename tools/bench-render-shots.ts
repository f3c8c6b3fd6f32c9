// Screenshots of the four tables at rest and in motion (frames asked for without pause, as
// bench:render measures them), at 1280x720 and 1920x1080, from a built app:
// `npx tsx tools/bench-render-shots.ts <dist> <out-dir>`. For comparing the render budget's look
// before and after a change (open the files side by side). SHOTS_ONLY=belle,blb takes only the
// tables named.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const [dist, out] = process.argv.slice(2) as [string, string];
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
const TABLES = [
  ['blb', '?game=blb&seed=7&players=human,human&speed=instant'],
  ['belle', '?game=belle-epoque&seed=7&players=human,human&speed=instant'],
  ['bbw', '?game=bbw&seed=7&players=human,human&speed=instant'],
  ['lpg', '?game=lpg&seed=7&players=human,human&speed=instant'],
] as const;
const ONLY = process.env.SHOTS_ONLY?.split(',');
const SIZES = [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }];

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await preview({ root: ROOT, build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
  const a = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    for (const size of SIZES)
      for (const [name, path] of TABLES) {
        if (ONLY && !ONLY.includes(name)) continue;
        const page = await browser.newPage({ viewport: size });
        await page.goto(base + path);
        await page.waitForFunction(() => ((window as unknown as { __sandtableRender?: { frames: number } }).__sandtableRender?.frames ?? 0) >= 1, undefined, { timeout: 120_000 });
        await page.waitForTimeout(8000);
        await page.waitForFunction(() => (window as unknown as { __sandtableRender?: { quality?: { resting: boolean } } }).__sandtableRender?.quality?.resting !== false, undefined, { timeout: 60_000 }).catch(() => {});
        await page.waitForTimeout(1500);
        await page.screenshot({ path: join(out, `${name}-${size.height}-rest.png`) });
        // In motion: a frame asked for on every animation frame; the budget settles its tier.
        // (A plain script: tsx would wrap the named function in a helper the page does not have.)
        await page.evaluate('(() => { const p = window.__sandtableRender; const tick = () => { p.invalidate(); requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()');
        await page.waitForTimeout(6000);
        const q = await page.evaluate(() => JSON.stringify((window as unknown as { __sandtableRender: { quality?: unknown } }).__sandtableRender.quality ?? 'fixed'));
        await page.screenshot({ path: join(out, `${name}-${size.height}-moving.png`) });
        console.log(`${name} ${size.width}x${size.height}: moving at ${q}`);
        await page.close();
      }
  } finally {
    await browser.close();
    server.httpServer.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
