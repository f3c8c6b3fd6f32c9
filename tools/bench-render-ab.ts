// Two builds of the app measured side by side on one table, alternately, in one browser: for
// trying a render change on a shared, loaded machine, where runs minutes apart differ by more than
// the change. `npx tsx tools/bench-render-ab.ts <distA> <distB> [table] [rounds]`: both tables open
// and settled (each idle while the other is measured), then fps with a frame asked for on every
// animation frame (as bench:render measures) for 3 s each, A then B, `rounds` times (default 6),
// at 1280x720 and 1920x1080 (AB_SIZES=1080 for one; AB_TIER=lowest starts both at that tier). Prints each pair and the medians and the
// median of the per-pair ratios B / A; and, steadier on a busy machine than fps, the CPU time the
// browser's GPU process (SwiftShader: where a frame's pixels are shaded) spent per frame drawn,
// read from /proc (Linux). Figures, not a test.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { FPS_SCRIPT } from './benchPage';

const ROOT = join(import.meta.dirname, '..');
const [distA, distB, table = 'belle-epoque', roundsArg = '6'] = process.argv.slice(2) as [string, string, string?, string?];
const ROUNDS = Number(roundsArg);
const REST_WAIT_MS = Number(process.env.AB_REST_MS ?? 2500);
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
const ALL_SIZES = { '720': { width: 1280, height: 720 }, '1080': { width: 1920, height: 1080 } };
const SIZES = (process.env.AB_SIZES?.split(',') ?? ['720', '1080']).map((k) => ALL_SIZES[k as keyof typeof ALL_SIZES]);


const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { __sandtableRender?: { frames: number } }).__sandtableRender?.frames ?? 0) >= 1, undefined, { timeout: 120_000 });
  await page.waitForTimeout(3000);
  let last = -1;
  for (let quiet = 0, i = 0; quiet < 8 && i < 240; i++) {
    await page.waitForTimeout(250);
    const now = (await page.evaluate('window.__sandtableRender.frames')) as number;
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** This browser's GPU process: --type=gpu-process, a child of the browser this script started. */
function gpuProcess(): number | null {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (!readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('--type=gpu-process')) continue;
      // The browser (and the launcher's wrapper) between it and this script.
      for (let p = parentOf(Number(d)), i = 0; p > 1 && i < 5; p = parentOf(p), i++) if (p === process.pid) return Number(d);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return null;
}

/** CPU time (ms) a process has used so far. */
function cpuMs(pid: number | null): number {
  if (pid === null) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

let gpuPid: number | null = null;

async function fps(page: Page, ms: number): Promise<{ fps: number; gpuMsPerFrame: number; q: string }> {
  const c0 = cpuMs(gpuPid);
  const r = (await page.evaluate(`(${FPS_SCRIPT})(${ms}, false)`)) as { frames: number; seconds: number; q: string };
  return { fps: r.frames / r.seconds, gpuMsPerFrame: (cpuMs(gpuPid) - c0) / Math.max(1, r.frames), q: r.q };
}

async function main() {
  const servers = await Promise.all([distA, distB].map((outDir) => preview({ root: ROOT, build: { outDir }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' })));
  const urls = servers.map((s) => {
    const a = s.httpServer.address();
    return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/?game=${table}&seed=7&players=human,human&speed=instant`;
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const warm = await (await browser.newContext()).newPage();
    await warm.goto(urls[0]!);
    gpuPid = gpuProcess();
    if (gpuPid === null) console.log('(the GPU process was not found: no CPU figures)');
    await warm.context().close();
    for (const size of SIZES) {
      const pages: Page[] = [];
      for (const url of urls) {
        const context = await browser.newContext({ viewport: size });
        // AB_TIER=lowest: both start (and on a slow machine stay) at that tier of the render budget.
        if (process.env.AB_TIER) await context.addInitScript(`localStorage.setItem('sandtable.renderTier', ${JSON.stringify(process.env.AB_TIER)})`);
        const page = await context.newPage();
        await page.goto(url);
        await settle(page);
        // A warm-up in motion (the budget settles its tier), then rest again (its rest frame drawn before the other is measured).
        await fps(page, 4000);
        await page.waitForTimeout(1500);
        pages.push(page);
      }
      const a: number[] = [];
      const b: number[] = [];
      const ratios: number[] = [];
      const ga: number[] = [];
      const gb: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Between the two, the one just measured draws its rest frame (at full quality): the GPU
        // process is given time to finish it before the other is measured.
        const ra = await fps(pages[0]!, 3000);
        await pages[0]!.waitForTimeout(REST_WAIT_MS);
        const rb = await fps(pages[1]!, 3000);
        await pages[1]!.waitForTimeout(REST_WAIT_MS);
        a.push(ra.fps);
        b.push(rb.fps);
        ratios.push(rb.fps / ra.fps);
        ga.push(ra.gpuMsPerFrame);
        gb.push(rb.gpuMsPerFrame);
        console.log(`${size.width}x${size.height} round ${i + 1}: A ${ra.fps.toFixed(1)} fps ${ra.gpuMsPerFrame.toFixed(0)} ms GPU process a frame, B ${rb.fps.toFixed(1)} fps ${rb.gpuMsPerFrame.toFixed(0)} ms (B/A ${(rb.fps / ra.fps).toFixed(2)})${i === 0 || process.env.AB_VERBOSE ? `\n  A ${ra.q}\n  B ${rb.q}` : ''}`);
      }
      console.log(`${size.width}x${size.height} ${table}: median A ${median(a).toFixed(1)} fps, B ${median(b).toFixed(1)} fps; median B/A ${median(ratios).toFixed(2)}; GPU process a frame: A ${median(ga).toFixed(0)} ms, B ${median(gb).toFixed(0)} ms (load ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')})`);
      for (const p of pages) await p.context().close();
    }
  } finally {
    await browser.close();
    for (const s of servers) s.httpServer.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
