// What holds a table's first frame back (a measurement, not a test): `npx tsx
// tools/bench-render-profile.ts <built dist> [game id] [query]` (build with `npx vite build --outDir
// <dist>`; SW2D=1 forces every 2D canvas onto the CPU, as the tables' textures now are). Loads the
// game at 1280x720 in headless Chromium (software WebGL, DESIGN.md's flags) with a CPU profile of
// the page from navigation to the first table frame, and prints: the first frame's time, the long
// tasks (start and length, ms), the resources that ended after 300 ms, and the functions with the
// most self time (minified names, file:line:column of the built chunk). A three function
// blocking on the GPU process (getProgramParameter after linkProgram, getContext, getExtension,
// setSize) means that process is busy: shader compiles, or 2D canvases drawn through it.
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { preview } from 'vite';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle'];
async function main() {
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
  for (let i = 0; i < profile.samples!.length; i++) self.set(profile.samples![i]!, (self.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0));
  const agg = new Map<string, number>();
  for (const n of profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + (self.get(n.id) ?? 0) / 1000); }
  console.log([...agg].sort((x, y) => y[1] - x[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  await browser.close(); server.httpServer.close();
}
main();
