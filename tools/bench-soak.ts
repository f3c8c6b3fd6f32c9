// Showcase soak benchmark (a measurement, not a test): `npm run bench:soak`.
// Builds the app, serves it with vite preview on 127.0.0.1, and opens the showcase at speed
// instant in headless Chromium at 1280x720 (software WebGL, the flags of DESIGN.md, plus
// --enable-precise-memory-info and --js-flags=--expose-gc). It waits for SOAK_GAMES (default 20)
// completed games and prints the JS heap (performance.memory.usedJSHeapSize after a forced gc)
// and the DOM nodes and event listeners Chromium counts (CDP Performance.getMetrics, after the same
// gc: detached nodes still referenced count) before, every 5 games and after, and the frame rate (requestAnimationFrame callbacks, and frames
// the table drew, over a window) at the start and at the end. The last line of stdout is one JSON
// object with every figure. Exits non-zero when the page errors or the games stop coming.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';

const ROOT = join(import.meta.dirname, '..');
// SOAK_DIST: a private build folder (several people measuring in one checkout).
const DIST = process.env.SOAK_DIST ?? join(ROOT, 'artifacts', 'dist-soak');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
  '--enable-precise-memory-info', '--js-flags=--expose-gc',
];
const VIEWPORT = { width: 1280, height: 720 };
const GAMES = Number(process.env.SOAK_GAMES ?? 20);
/** The showcase's speed (default instant, the top speed). */
const SPEED = process.env.SOAK_SPEED ?? 'instant';
/** Which game's showcase runs (SOAK_GAME=belle-epoque for Belle Epoque). */
const GAME = process.env.SOAK_GAME ?? 'blb';
const FPS_MS = Number(process.env.SOAK_FPS_MS ?? 5000);
/** The longest one game may take before the soak gives up (the watchdog should have acted long before at instant). */
const GAME_TIMEOUT_MS = SPEED === 'instant' ? 5 * 60_000 : 60 * 60_000;

const log = (text: string) => process.stderr.write(`${text}\n`);

/** The JS heap in use after a forced garbage collection, in MB. (Page script in a string: tsx helpers are not in the page.) */
const HEAP_SCRIPT = `(async () => {
  for (let i = 0; i < 3; i++) {
    if (typeof gc === 'function') gc();
    await new Promise((r) => setTimeout(r, 50));
  }
  const m = performance.memory;
  return m ? m.usedJSHeapSize : -1;
})()`;

/** requestAnimationFrame callbacks and frames the table drew over `ms`. */
const FPS_SCRIPT = `(ms) => new Promise((resolve) => {
  const probe = window.__sandtableRender;
  const drawn0 = probe ? probe.frames : 0;
  let callbacks = 0;
  const t0 = performance.now();
  const tick = () => {
    callbacks++;
    if (performance.now() - t0 < ms) requestAnimationFrame(tick);
    else {
      const seconds = (performance.now() - t0) / 1000;
      const drawn = (window.__sandtableRender ? window.__sandtableRender.frames : 0) - drawn0;
      resolve({ raf: callbacks / seconds, drawn: Math.max(0, drawn) / seconds, seconds });
    }
  };
  requestAnimationFrame(tick);
})`;

async function heapMb(page: Page): Promise<number> {
  const bytes = (await page.evaluate(HEAP_SCRIPT)) as number;
  return Math.round((bytes / 1048576) * 10) / 10;
}

/** DOM nodes and JS event listeners alive in the page (Chromium's own counts; call after heapMb's gc). */
async function domCounts(page: Page): Promise<{ nodes: number; listeners: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? -1;
    return { nodes: get('Nodes'), listeners: get('JSEventListeners') };
  } finally {
    await cdp.detach();
  }
}

async function frameRate(page: Page): Promise<{ raf: number; drawn: number }> {
  const r = (await page.evaluate(`(${FPS_SCRIPT})(${FPS_MS})`)) as { raf: number; drawn: number };
  return { raf: Math.round(r.raf * 10) / 10, drawn: Math.round(r.drawn * 10) / 10 };
}

const completed = async (page: Page) => Number(await page.locator('[data-testid="showcase"]').getAttribute('data-games-completed'));

async function main() {
  log(`building into ${DIST} …`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const server = await preview({ root: ROOT, build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const errors: string[] = [];
  const warnings: string[] = [];
  let failed = false;
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
      // The watchdog says so when it restarts a game: worth knowing in a soak.
      if (m.type() === 'warning' && /watchdog/i.test(m.text())) warnings.push(m.text());
    });
    const t0 = Date.now();
    await page.goto(`${baseUrl}?game=${GAME}&mode=showcase&speed=${SPEED}&seed=1`);
    await page.waitForFunction(() => ((window as unknown as { __sandtableRender?: { frames: number } }).__sandtableRender?.frames ?? 0) > 0, null, { timeout: 180_000 });
    log('measuring the frame rate at the start …');
    const fpsStart = await frameRate(page);
    // Games go on while the table loads (software WebGL takes a while): count from here.
    const base = await completed(page);
    const heap: { games: number; mb: number; nodes: number; listeners: number }[] = [{ games: 0, mb: await heapMb(page), ...(await domCounts(page)) }];
    log(`${base} games completed while the table loaded; heap now: ${heap[0]!.mb} MB`);
    const gameTimes: number[] = [];
    let last = Date.now();
    const soakStart = Date.now();
    for (let n = 1; n <= GAMES; n++) {
      const target = base + n;
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="showcase"]')?.getAttribute('data-games-completed')) >= n, target, {
        timeout: GAME_TIMEOUT_MS,
        polling: 250,
      });
      const now = Date.now();
      gameTimes.push((now - last) / 1000);
      last = now;
      log(`game ${n} completed (${gameTimes.at(-1)!.toFixed(1)} s)`);
      if (n % 5 === 0 || n === GAMES) {
        const mb = await heapMb(page);
        const dom = await domCounts(page);
        heap.push({ games: n, mb, ...dom });
        log(`heap after ${n} games: ${mb} MB; ${dom.nodes} DOM nodes, ${dom.listeners} listeners`);
      }
    }
    log('measuring the frame rate at the end …');
    const fpsEnd = await frameRate(page);
    const seconds = Math.round((Date.now() - soakStart) / 100) / 10;
    const loadSeconds = Math.round((soakStart - t0) / 100) / 10;
    const first = heap[0]!.mb;
    const end = heap.at(-1)!.mb;
    const figures = {
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      speed: SPEED,
      games: GAMES,
      gamesWhileLoading: base,
      loadSeconds,
      seconds,
      meanSecondsPerGame: Math.round((gameTimes.reduce((a, b) => a + b, 0) / gameTimes.length) * 10) / 10,
      heapMb: heap,
      heapGrowthMb: Math.round((end - first) * 10) / 10,
      domNodes: { start: heap[0]!.nodes, end: heap.at(-1)!.nodes },
      listeners: { start: heap[0]!.listeners, end: heap.at(-1)!.listeners },
      fps: { start: fpsStart, end: fpsEnd },
      watchdogRestarts: warnings.length,
      errors,
    };
    console.log(`showcase soak at speed ${SPEED}, ${figures.viewport}: ${GAMES} games in ${seconds} s (${figures.meanSecondsPerGame} s a game)`);
    console.log(`(the table took ${loadSeconds} s to load, while ${base} games were played)`);
    console.log(`JS heap after gc, by games played: ${heap.map((h) => `${h.games}: ${h.mb} MB`).join(', ')} (growth ${figures.heapGrowthMb} MB)`);
    console.log(`DOM nodes after gc: ${heap.map((h) => `${h.games}: ${h.nodes}`).join(', ')}; event listeners: ${heap.map((h) => `${h.games}: ${h.listeners}`).join(', ')}`);
    console.log(`frames per second, requestAnimationFrame / drawn by the table: start ${fpsStart.raf} / ${fpsStart.drawn}, end ${fpsEnd.raf} / ${fpsEnd.drawn}`);
    if (warnings.length) console.log(`watchdog restarts: ${warnings.length}: ${warnings.join(' | ')}`);
    if (errors.length) console.log(`page errors: ${errors.join(' | ')}`);
    console.log(JSON.stringify(figures));
    failed = errors.length > 0;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  if (failed) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
