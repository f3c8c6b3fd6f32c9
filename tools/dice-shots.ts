// Screenshots of the ?dev=dice visual test page at fixed moments of the canned sequence, in
// Debian's Chromium (software WebGL). The page's clock is frozen with `at=<ms>`, so each shot
// shows exactly that moment whatever the frame rate.
//   npx tsx tools/dice-shots.ts [--out artifacts/dice] [--no-build] [--only name,name]
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = join(ROOT, arg('--out') ?? 'artifacts/dice');
const BUILD = join(ROOT, 'node_modules/.cache/dice-demo-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];

/** name, query, viewport. Times are ms into the sequence at normal speed (see cannedBeats.ts). */
const SHOTS: [string, string, { width: number; height: number }?][] = [
  ['01-flying-in', 'at=500'],
  ['02-on-board-modifiers', 'at=1400'],
  ['03-dice-tumbling', 'at=2000&view=tray'],
  ['04-dice-tumbling-late', 'at=2450&view=tray'],
  ['05-dice-settled', 'at=2950&view=tray'],
  ['06-dice-settled-all', 'at=2950'],
  ['07-fort-turning', 'at=3150&view=board'],
  ['08-flip', 'at=3650&view=board'],
  ['09-eliminated', 'at=4250&view=board'],
  ['10-result', 'at=6300&view=board'],
  ['11-retreat', 'at=6800&view=board'],
  ['12-flying-back', 'at=7700&view=board'],
  ['13-atrocities', 'at=9950&view=tray'],
  ['14-reduced-motion', 'at=2200&view=tray&reduced=1'],
  ['15-close-die', 'at=2950&view=tray', { width: 1920, height: 1080 }],
];

async function main() {
  const only = arg('--only')?.split(',');
  if (!args.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', BUILD, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await preview({ root: ROOT, build: { outDir: BUILD }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  const base = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  mkdirSync(OUT, { recursive: true });
  const errors: string[] = [];
  try {
    for (const [name, query, viewport] of SHOTS) {
      if (only && !only.includes(name)) continue;
      const page = await browser.newPage({ viewport: viewport ?? { width: 1280, height: 720 } });
      page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${name}: ${m.text()}`);
      });
      await page.goto(`${base}?dev=dice&${query}`);
      await page.waitForSelector('[data-testid="dice-demo"] canvas');
      // A few frames for textures, fonts and the deferred React updates.
      await page.waitForTimeout(2500);
      await page.screenshot({ path: join(OUT, `${name}.png`) });
      await page.close();
      process.stderr.write(`${name}\n`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  if (errors.length) {
    process.stderr.write(`page errors:\n${errors.join('\n')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
