// Render benchmark (a measurement, not a test): `npm run bench:render`.
// Builds the app (into artifacts/dist-bench, with a manifest; BENCH_NO_BUILD=1 reuses it), serves it with vite preview on
// 127.0.0.1, and in headless Chromium at 1280x720 (software WebGL, the flags of DESIGN.md) prints:
// - draw calls and triangles per frame of the game table with the full starting map;
// - frames per second of the tables (Brave Little Belgium, Belle Epoque, Brief Border Wars, La Petite Guerre, at their openings) and of
//   an empty canvas of the same size, in the same run, at 1280x720 and 1920x1080 (all render on
//   demand: a frame is asked for on every animation frame while measuring, after a warm-up of the
//   same in which an adaptive table settles its quality), with the quality each table drew at;
// - frames each table draws over 5 s of an idle position (nothing asked: the target is 0), and a
//   Belle Epoque unit awaiting orders (its ring pulses);
// - WebGL programs each table holds once settled and after motion (tools/bench-render-profile.ts
//   `programs` says when they compile and how long the main thread waits);
// - time to first frame: navigation start to the first frame the table is drawn in;
// - gzip sizes: the entry chunk (the entry and its static imports, from the build manifest: what
//   the start menu loads; each game loads when opened, `npm run bench:size` details it) and the
//   lazy 3D table chunk (with the chunks only it needs);
// - draw calls with every counter on the map against three counters: they must not grow.
// The last line of stdout is one JSON object with every figure.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview } from 'vite';
import { closure, gzipKb as gzipKbIn, type Manifest } from './bench-size';
import { FPS_SCRIPT } from './benchPage';

const ROOT = join(import.meta.dirname, '..');
// BENCH_DIST: a private build folder (several people measuring in one checkout).
const DIST = process.env.BENCH_DIST ?? join(ROOT, 'artifacts', 'dist-bench');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
const VIEWPORT = { width: 1280, height: 720 };
const MEASURE_MS = Number(process.env.BENCH_MS ?? 5000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 4000);
const IDLE_MS = 5000;
const SIZES = [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }];
/** BENCH_QUICK=1: the frame rates, draw calls and idle frames of the tables alone (for trying changes). */
const QUICK = !!process.env.BENCH_QUICK;
/** Each table at its opening position (human players: nothing moves until asked). */
const ALL_TABLES = [
  ['blb', '?game=blb&seed=7&players=human,human&speed=instant'],
  ['belle-epoque', '?game=belle-epoque&seed=7&players=human,human&speed=instant'],
  ['bbw', '?game=bbw&seed=7&players=human,human&speed=instant'],
  ['lpg', '?game=lpg&seed=7&players=human,human&speed=instant'],
] as const;
/** BENCH_ONLY=bbw (with BENCH_QUICK): measure only the tables named (comma-separated). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const TABLES = ALL_TABLES.filter(([name]) => !ONLY || ONLY.includes(name));
interface SizeFigures {
  emptyFps: number;
  tables: Record<string, { fps: number; frames: number; seconds: number; idleFrames: number; drawCalls: number; drawCallsMoving: number; programsAtRest: number; programs: number; qualityAtRest: string; qualityMeasured: string }>;
}

const log = (text: string) => process.stderr.write(`${text}\n`);

/** The gzipped and raw size of the JS files of these chunks (tools/bench-size.ts measures). */
const gzipKb = (manifest: Manifest, keys: Iterable<string>) => gzipKbIn(DIST, manifest, keys);

type Probe = {
  frames: number;
  firstFrameAt: number | null;
  renderInfo: { calls: number; triangles: number };
  objects: { meshes: number; instanced: number; instances: number };
  invalidate(): void;
};

async function waitForProbe(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForFunction(() => {
    const p = (window as unknown as { __sandtableRender?: Probe }).__sandtableRender;
    return !!p && p.frames >= 1;
  }, undefined, { timeout });
}

/** Draws a fresh frame and reads what it cost (at rest, where the table adapts its quality). */
const FRAME_SCRIPT = `(async () => {
  const p = window.__sandtableRender;
  const before = p.frames;
  p.invalidate();
  const deadline = performance.now() + 10000;
  while (p.frames < before + 2 && performance.now() < deadline) {
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    if (p.frames < before + 2) p.invalidate();
  }
  // A table under a render budget draws those two as motion, then one frame at rest: read that one.
  if (p.quality) {
    const moved = p.frames;
    const until = performance.now() + 15000;
    while ((!p.quality.resting || p.frames === moved) && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
  }
  return { ...p.renderInfo, objects: p.objects };
})()`;

async function frameInfo(page: Page): Promise<{ calls: number; triangles: number; objects: Probe['objects'] }> {
  return (await page.evaluate(FRAME_SCRIPT)) as { calls: number; triangles: number; objects: Probe['objects'] };
}

async function fps(page: Page, ms: number): Promise<{ fps: number; frames: number; seconds: number }> {
  const r = (await page.evaluate(`(${FPS_SCRIPT})(${ms}, true)`)) as { frames: number; seconds: number };
  return { fps: Math.round((r.frames / r.seconds) * 10) / 10, frames: r.frames, seconds: Math.round(r.seconds * 10) / 10 };
}

/**
 * Lets the table finish setting up (fonts, textures, its opening glide): at least 15 s after its
 * first frame, then until no frame has been drawn for 3.5 s, up to 60 s (a table that never rests
 * is measured all the same). A table sets up in bursts (fonts, textures, the motion programs
 * compiled, its rest frame) over its first 8 s or so when the machine is quiet and up to about 14 s
 * under load, with gaps of up to 3 s between them: a settle on quiet alone sometimes ended in a
 * gap, and the next burst counted as idle frames. (A 30 s probe of Belle Epoque and La Petite
 * Guerre: no frame after their set-up.)
 */
async function settle(page: Page): Promise<void> {
  const sinceFirst = (await page.evaluate('performance.now() - (window.__sandtableRender.firstFrameAt ?? performance.now())')) as number;
  await page.waitForTimeout(Math.max(3000, 15_000 - sinceFirst));
  const until = Date.now() + 60_000;
  let last = (await page.evaluate('window.__sandtableRender.frames')) as number;
  let quietSince = Date.now();
  while (Date.now() < until && Date.now() - quietSince < 3500) {
    await page.waitForTimeout(250);
    const now = (await page.evaluate('window.__sandtableRender.frames')) as number;
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
}

/** Frames drawn over `ms` while nothing asks for one (an idle table should draw none). */
async function idleFrames(page: Page, ms: number): Promise<number> {
  const f0 = (await page.evaluate('window.__sandtableRender.frames')) as number;
  await page.waitForTimeout(ms);
  return ((await page.evaluate('window.__sandtableRender.frames')) as number) - f0;
}

/** The quality the table draws at now (the render budget's tier and pixel ratio), if it says. */
async function quality(page: Page): Promise<string> {
  return (await page.evaluate('(() => { const q = window.__sandtableRender.quality; return q ? `${q.tier} (dpr ${q.dpr}, shadows ${q.shadows ? "on" : "off"}, MSAA ${q.msaa ? "on" : "off"}${q.vertexLit ? ", vertex-lit" : ""})` : "fixed"; })()')) as string;
}

async function canvasSize(page: Page): Promise<{ width: number; height: number; pixelWidth: number; pixelHeight: number }> {
  return page.evaluate(() => {
    const c = document.querySelector('[data-testid="table3d"] canvas') as HTMLCanvasElement;
    const r = c.getBoundingClientRect();
    return { width: Math.round(r.width), height: Math.round(r.height), pixelWidth: c.width, pixelHeight: c.height };
  });
}

async function open(browser: Browser, url: string, viewport = VIEWPORT): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

async function main() {
  log('building into artifacts/dist-bench …');
  if (!process.env.BENCH_NO_BUILD) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir', '--manifest'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  // The start menu loads the entry chunk alone: each game's module and drawn entry load when it is opened.
  const initial = closure(manifest, [entry]);
  const tableKey = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /scene\/blb\/BlbTable\.tsx$/.test(manifest[k]!.src ?? k))!;
  const lazy3d = [...closure(manifest, [tableKey])].filter((k) => !initial.has(k));
  const startJs = gzipKb(manifest, initial);
  const tableJs = gzipKb(manifest, lazy3d);

  const server = await preview({ root: ROOT, build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const errors: string[] = [];
  try {
    // The game table at the opening position (a fresh browser profile: no autosave).
    log('the game table …');
    const app = await open(browser, `${base}?game=blb&seed=7&players=human,human&speed=instant`);
    await waitForProbe(app.page);
    const firstFrameMs = Math.round((await app.page.evaluate(() => (window as unknown as { __sandtableRender: Probe }).__sandtableRender.firstFrameAt))!);
    await app.page.waitForTimeout(2000);
    const start = await frameInfo(app.page);
    const canvas = await canvasSize(app.page);
    errors.push(...app.errors);
    await app.page.context().close();

    // Frames per second of both tables and of an empty canvas of the same size, at both sizes, in
    // this run; and the frames each table draws over 5 s while nothing happens (idle).
    const sizes: Record<string, SizeFigures> = {};
    for (const size of SIZES) {
      const key = `${size.width}x${size.height}`;
      const tables: SizeFigures['tables'] = {};
      let tableCanvas = canvas;
      for (const [name, path] of TABLES) {
        log(`${name} table at ${key} …`);
        const t = await open(browser, `${base}${path}`, size);
        await waitForProbe(t.page);
        await settle(t.page);
        const idle = await idleFrames(t.page, IDLE_MS);
        const before = await quality(t.page);
        // The last frame drawn (the table at rest, drawn at the rest quality where it adapts).
        const restInfo = (await t.page.evaluate('window.__sandtableRender.renderInfo')) as { calls: number };
        // WebGL programs compiled so far (each a main-thread pause on software WebGL), and after motion.
        const programsAtRest = (await t.page.evaluate('window.__sandtableRender.programs?.count ?? -1')) as number;
        // Frames asked for without pause for a while first: a table that adapts its quality to the
        // measured frame time settles (a viewer turning the camera sees the same).
        await fps(t.page, WARMUP_MS);
        const f = await fps(t.page, MEASURE_MS);
        const after = await quality(t.page);
        // The last frame measured (a moving one).
        const info = (await t.page.evaluate('window.__sandtableRender.renderInfo')) as { calls: number };
        const programs = (await t.page.evaluate('window.__sandtableRender.programs?.count ?? -1')) as number;
        tableCanvas = await canvasSize(t.page);
        tables[name] = { fps: f.fps, frames: f.frames, seconds: f.seconds, idleFrames: idle, drawCalls: restInfo.calls, drawCallsMoving: info.calls, programsAtRest, programs, qualityAtRest: before, qualityMeasured: after };
        errors.push(...t.errors);
        await t.page.context().close();
      }
      log(`an empty canvas at ${key} …`);
      const empty = await open(browser, `${base}?dev=empty&w=${tableCanvas.width}&h=${tableCanvas.height}`, size);
      await waitForProbe(empty.page);
      await empty.page.waitForTimeout(1000);
      const emptyFps = await fps(empty.page, MEASURE_MS);
      errors.push(...empty.errors);
      await empty.page.context().close();
      sizes[key] = { emptyFps: emptyFps.fps, tables };
    }
    if (QUICK) {
      for (const [key, z] of Object.entries(sizes))
        for (const [name, t] of Object.entries(z.tables))
          console.log(`${key} ${name}: ${t.fps} fps against ${z.emptyFps}: ratio ${(t.fps / z.emptyFps).toFixed(3)}; ${t.drawCalls} draw calls at rest, ${t.drawCallsMoving} moving; ${t.programsAtRest} WebGL programs settled, ${t.programs} after motion; idle ${t.idleFrames}; at rest ${t.qualityAtRest}, measured ${t.qualityMeasured}`);
      const bbwQuick = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /scene\/bbw\/BbwTable\.tsx$/.test(manifest[k]!.src ?? k));
      if (bbwQuick) console.log(`Brief Border Wars lazy chunk: ${gzipKb(manifest, [...closure(manifest, [bbwQuick])].filter((k) => !initial.has(k))).gzipKb} kB gzip`);
      console.log(`time to first frame of the table: ${firstFrameMs} ms; errors: ${errors.join(' | ') || 'none'}`);
      return;
    }
    // A Belle Epoque unit awaiting its orders (its ring pulses): frames drawn over 5 s idle.
    log('Belle Epoque, a unit awaiting orders, idle …');
    const awaiting = await open(browser, `${base}?dev=belle-table&seed=7&at=move`);
    await waitForProbe(awaiting.page);
    await settle(awaiting.page);
    const idleAwaiting = await idleFrames(awaiting.page, IDLE_MS);
    errors.push(...awaiting.errors);
    await awaiting.page.context().close();
    const tableFps = { fps: sizes['1280x720']!.tables.blb!.fps, frames: sizes['1280x720']!.tables.blb!.frames, seconds: sizes['1280x720']!.tables.blb!.seconds };
    const emptyInfo = { calls: 0 };

    // Draw calls against the number of counters: the table alone, all counters and three.
    const counters: Record<string, { counters: number; badges: number; calls: number; triangles: number; instances: number }> = {};
    for (const which of ['all', 'few'] as const) {
      log(`the table alone, ${which} counters …`);
      const t = await open(browser, `${base}?dev=table&counters=${which}`);
      await waitForProbe(t.page);
      await t.page.waitForTimeout(2000);
      const info = await frameInfo(t.page);
      const n = (await t.page.evaluate('window.__sandtableBench')) as { counters: number; badges: number };
      counters[which] = { counters: n.counters, badges: n.badges, calls: info.calls, triangles: info.triangles, instances: info.objects.instances };
      errors.push(...t.errors);
      await t.page.context().close();
    }

    // Belle Epoque: its table at the opening (Encounter) and lit for an assault on the Drift map.
    const belle: Record<string, { calls: number; triangles: number }> = {};
    void emptyInfo;
    for (const [name, path] of [
      ['opening', '?game=belle-epoque&seed=7&players=human,human&speed=instant'],
      ['driftAssault', '?dev=belle-table&seed=4&scenario=drift&at=assault'],
    ] as const) {
      log(`Belle Epoque table, ${name} …`);
      const t = await open(browser, `${base}${path}`);
      await waitForProbe(t.page);
      await t.page.waitForTimeout(2000);
      const info = await frameInfo(t.page);
      belle[name] = { calls: info.calls, triangles: info.triangles };
      errors.push(...t.errors);
      await t.page.context().close();
    }
    // Brief Border Wars: its table at the opening (both hands dealt, every counter set up).
    log('Brief Border Wars table, opening …');
    const bbwPage = await open(browser, `${base}?game=bbw&seed=7&players=human,human&speed=instant`);
    await waitForProbe(bbwPage.page);
    await bbwPage.page.waitForTimeout(2000);
    const bbwInfo = await frameInfo(bbwPage.page);
    errors.push(...bbwPage.errors);
    await bbwPage.page.context().close();
    const bbwKey = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /scene\/bbw\/BbwTable\.tsx$/.test(manifest[k]!.src ?? k));
    const bbwJs = bbwKey ? gzipKb(manifest, [...closure(manifest, [bbwKey])].filter((k) => !initial.has(k))) : null;
    const belleKey = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /scene\/belle-epoque\/BelleTable\.tsx$/.test(manifest[k]!.src ?? k));
    const belleJs = belleKey ? gzipKb(manifest, [...closure(manifest, [belleKey])].filter((k) => !initial.has(k))) : null;

    const figures = {
      belle: { ...belle, lazy3dGzipKb: belleJs?.gzipKb ?? null },
      bbw: { opening: { calls: bbwInfo.calls, triangles: bbwInfo.triangles }, lazy3dGzipKb: bbwJs?.gzipKb ?? null },
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      canvas: `${canvas.width}x${canvas.height} CSS px (${canvas.pixelWidth}x${canvas.pixelHeight} device px)`,
      startingMap: { drawCalls: start.calls, triangles: start.triangles, meshes: start.objects.meshes, instancedMeshes: start.objects.instanced, instances: start.objects.instances },
      fps: { table: tableFps.fps, emptyCanvas: sizes['1280x720']!.emptyFps },
      sizes,
      idleAwaitingOrders: idleAwaiting,
      timeToFirstFrameMs: firstFrameMs,
      js: {
        start: { gzipKb: startJs.gzipKb, rawKb: startJs.rawKb, files: startJs.files },
        lazy3d: { gzipKb: tableJs.gzipKb, rawKb: tableJs.rawKb, files: tableJs.files },
      },
      drawCallsByCounters: counters,
      // All counters are two instanced meshes (tokens, and stack badges drawn only while some stack
      // is taller than 4): a difference of more than those two would be growth.
      drawCallsGrowWithCounters: counters.all!.calls - counters.few!.calls > 2,
      errors,
    };

    const lines = [
      `viewport ${figures.viewport}, table canvas ${figures.canvas}`,
      `starting map: ${start.calls} draw calls, ${start.triangles.toLocaleString('en')} triangles per frame (${start.objects.meshes} meshes, ${start.objects.instanced} instanced meshes drawing ${start.objects.instances} instances)`,
      ...Object.entries(sizes).flatMap(([key, z]) => Object.entries(z.tables).map(([name, t]) =>
        `${key} ${name}: ${t.fps} fps (${t.frames} frames in ${t.seconds} s) against ${z.emptyFps} for the empty canvas: ratio ${(t.fps / z.emptyFps).toFixed(3)} (target 0.25)${t.fps / z.emptyFps >= 0.25 ? ' met' : ' NOT met'}; ${t.drawCalls} draw calls at rest, ${t.drawCallsMoving} while measured (target 60)${Math.max(t.drawCalls, t.drawCallsMoving) <= 60 ? ' met' : ' NOT met'}; ${t.programsAtRest} WebGL programs settled, ${t.programs} after motion; idle ${t.idleFrames} frames over ${IDLE_MS / 1000} s (target 0)${t.idleFrames === 0 ? ' met' : ' NOT met'}; quality at rest ${t.qualityAtRest}, while measured ${t.qualityMeasured}`)),
      `Belle Epoque, a unit awaiting orders: ${idleAwaiting} frames drawn over ${IDLE_MS / 1000} s idle (target 0)${idleAwaiting === 0 ? ' met' : ' NOT met'}`,
      `time to first frame of the table: ${firstFrameMs} ms from navigation start`,
      `entry chunk (the start menu): ${startJs.gzipKb} kB gzip (${startJs.rawKb} kB raw; ${startJs.files.join(', ')})`,
      `lazy 3D table: ${tableJs.gzipKb} kB gzip (${tableJs.rawKb} kB raw; ${tableJs.files.join(', ')})`,
      `draw calls with ${counters.all!.counters} counters (${counters.all!.badges} stack badges): ${counters.all!.calls}; with ${counters.few!.counters} counters (${counters.few!.badges} badges): ${counters.few!.calls}${figures.drawCallsGrowWithCounters ? '  <- GROWS with the counters' : ' (constant: all counters are one instanced mesh, all badges another)'}`,
      `Belle Epoque table: opening ${belle.opening!.calls} draw calls, ${belle.opening!.triangles.toLocaleString("en")} triangles; Drift map lit for an assault ${belle.driftAssault!.calls} draw calls, ${belle.driftAssault!.triangles.toLocaleString('en')} triangles; lazy chunk ${belleJs?.gzipKb ?? '?'} kB gzip`,
      `Brief Border Wars table: opening ${bbwInfo.calls} draw calls, ${bbwInfo.triangles.toLocaleString('en')} triangles (${bbwInfo.objects.meshes} meshes); lazy chunk ${bbwJs?.gzipKb ?? '?'} kB gzip`,
      ...(errors.length ? [`page errors: ${errors.join(' | ')}`] : []),
    ];
    for (const l of lines) console.log(l);
    console.log(JSON.stringify(figures));
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
