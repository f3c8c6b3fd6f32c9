// What holds a table's first frame back (a measurement, not a test): `npx tsx
// tools/bench-render-profile.ts <built dist> [game id] [query]` (build with `npx vite build --outDir
// <dist>`; SW2D=1 forces every 2D canvas onto the CPU, as the tables' textures now are). Loads the
// game at 1280x720 in headless Chromium (software WebGL, DESIGN.md's flags) with a CPU profile of
// the page from navigation to the first table frame, and prints: the first frame's time, the long
// tasks (start and length, ms), the resources that ended after 300 ms, and the functions with the
// most self time (minified names, file:line:column of the built chunk). A three function
// blocking on the GPU process (getProgramParameter after linkProgram, getContext, getExtension,
// setSize) means that process is busy: shader compiles, or 2D canvases drawn through it.
// PROFILE_AFTER_MS=n profiles n ms past the first frame as well; PROFILE_WINDOW=from-to (ms) counts
// only that stretch of it (a long task's).
//
// `npx tsx tools/bench-render-profile.ts <built dist> programs [game ids, comma-separated]`: for
// each table at its opening (1280x720, no profiler), the WebGL programs the renderer holds at the
// first frame, once the table has settled (its opening glide over, 2 s without a frame), and after
// 3 s of frames asked for without pause and a settle again (the render budget's frames in motion);
// with the main thread's long tasks after the first frame (the longest, their sum). On software
// WebGL each program is compiled on the main thread's time (no KHR_parallel_shader_compile).
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { preview } from 'vite';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle'];
const PROGRAM_TABLES = ['blb', 'belle-epoque', 'bbw', 'lpg'];
type Programs = { count: number; byType: Record<string, number>; keys: string[] };

async function programs(dist: string, only?: string) {
  const server = await preview({ root: join(import.meta.dirname, '..'), build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
  const a = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  const out: Record<string, unknown> = {};
  try {
    for (const game of PROGRAM_TABLES.filter((g) => !only || only.split(',').includes(g))) {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
      // When the loading card over the table goes (the first frame the viewer sees).
      await page.addInitScript(() => { const w = window as any; w.__cardGone = null; let seen = false; const id = setInterval(() => { const c = document.querySelector('[data-testid="table-loading"]'); if (c) seen = true; else if (seen) { w.__cardGone = performance.now(); clearInterval(id); } }, 20); });
      await page.addInitScript(() => { (window as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
      await page.goto(`${base}?game=${game}&seed=7&players=human,human&speed=instant`);
      await page.waitForFunction(() => (window as any).__sandtableRender?.frames >= 1, undefined, { timeout: 120000 });
      const first = (await page.evaluate('window.__sandtableRender.programs')) as Programs;
      const settle = async () => {
        const until = Date.now() + 60_000;
        let last = -1;
        let quiet = Date.now();
        while (Date.now() < until && Date.now() - quiet < 2000) {
          const now = (await page.evaluate('window.__sandtableRender.frames')) as number;
          if (now !== last) { last = now; quiet = Date.now(); }
          await page.waitForTimeout(200);
        }
      };
      await page.waitForTimeout(1000);
      await settle();
      const settled = (await page.evaluate('window.__sandtableRender.programs')) as Programs;
      const settledAt = (await page.evaluate('performance.now()')) as number;
      await page.evaluate(`new Promise((resolve) => { const p = window.__sandtableRender; const t0 = performance.now(); const tick = () => { if (performance.now() - t0 > 3000) return resolve(null); p.invalidate(); requestAnimationFrame(tick); }; tick(); })`);
      await settle();
      const moved = (await page.evaluate('window.__sandtableRender.programs')) as Programs;
      const ff = (await page.evaluate('window.__sandtableRender.firstFrameAt')) as number;
      const cardGone = (await page.evaluate('window.__cardGone')) as number | null;
      if (process.env.PROGRAM_KEYS) console.log(moved.keys.join('\n'));
      const lt = (await page.evaluate('window.__lt')) as [number, number][];
      const after = lt.filter(([t, d]) => t + d > ff);
      const inMotion = lt.filter(([t]) => t > settledAt);
      const longest = (l: [number, number][]) => l.reduce((m, [, d]) => Math.max(m, d), 0);
      const sum = (l: [number, number][]) => l.reduce((m, [, d]) => m + d, 0);
      const r = { firstFrameMs: Math.round(ff), loadingCardGoneMs: cardGone === null ? null : Math.round(cardGone), programsAtFirstFrame: first.count, programsSettled: settled.count, programsAfterMotion: moved.count, byType: moved.byType, longTaskAfterFirstFrameMs: longest(after), longTasksAfterFirstFrameSumMs: sum(after), longestInFirstMotionMs: longest(inMotion), longTasks: after };
      out[game] = r;
      console.log(`${game}: first frame ${r.firstFrameMs} ms (loading card gone at ${r.loadingCardGoneMs} ms); programs ${r.programsAtFirstFrame} at the first frame, ${r.programsSettled} settled, ${r.programsAfterMotion} after motion (${Object.entries(r.byType).map(([k, v]) => `${k} ${v}`).join(', ')}); longest main-thread task after the first frame ${r.longTaskAfterFirstFrameMs} ms (sum ${r.longTasksAfterFirstFrameSumMs} ms), in the first forced motion ${r.longestInFirstMotionMs} ms; long tasks [start, ms] ${JSON.stringify(after)}`);
      await page.context().close();
    }
    console.log(JSON.stringify(out));
  } finally {
    await browser.close();
    server.httpServer.close();
  }
}

async function main() {
  if (process.argv[3] === 'programs') return programs(process.argv[2]!, process.argv[4]);
  const server = await preview({ root: join(import.meta.dirname, '..'), build: { outDir: process.argv[2] }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
  const a = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await page.addInitScript(() => { (window as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  if (process.env.SW2D) await page.addInitScript(() => { const o = HTMLCanvasElement.prototype.getContext; (HTMLCanvasElement.prototype as any).getContext = function (t: string, a?: any) { return t === '2d' ? o.call(this, t, { ...(a ?? {}), willReadFrequently: true }) : o.call(this, t, a); }; });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(process.argv[4] ? base + process.argv[4] : `${base}?game=${process.argv[3] ?? "blb"}&seed=7&players=human,human&speed=instant`);
  await page.waitForFunction(() => (window as any).__sandtableRender?.frames >= 1, undefined, { timeout: 120000 });
  // PROFILE_AFTER_MS=n: keep profiling n ms after the first frame (what the main thread does then).
  if (process.env.PROFILE_AFTER_MS) await page.waitForTimeout(Number(process.env.PROFILE_AFTER_MS));
  const { profile } = await cdp.send('Profiler.stop');
  const ff = await page.evaluate(() => (window as any).__sandtableRender.firstFrameAt);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e: any) => [e.name.replace(/.*\//, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]));
  const lt = await page.evaluate(() => (window as any).__lt);
  console.log('first frame', Math.round(ff));
  console.log('long tasks', JSON.stringify(lt));
  console.log('resources', res.filter((r: any) => r[2] > 300).map((r: any) => r.join(' ')).join('\n'));
  // self time by function
  const self = new Map<number, number>();
  const dt = profile.timeDeltas!;
  // PROFILE_WINDOW=from-to (ms, about navigation's clock: the profile starts just before it): only
  // the samples in that window (a long task the first line printed).
  const [from, to] = (process.env.PROFILE_WINDOW ?? '0-1e12').split('-').map(Number) as [number, number];
  let at = 0;
  for (let i = 0; i < profile.samples!.length; i++) {
    at += (dt[i] ?? 0) / 1000;
    if (at >= from && at <= to) self.set(profile.samples![i]!, (self.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0));
  }
  const agg = new Map<string, number>();
  for (const n of profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + (self.get(n.id) ?? 0) / 1000); }
  console.log([...agg].sort((x, y) => y[1] - x[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  await browser.close(); server.httpServer.close();
}
main();
