// Shared setup for the browser tests: the app is built once per vitest run (browser test files
// run in parallel and must not build over each other), served by vite preview on loopback and
// opened in Debian's Chromium with the flags of DESIGN.md. Pages record page errors and any
// request that leaves the local server. Screenshots go to artifacts/ to be looked at.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import type { GameRecord } from '../../src/core/record';

export const ROOT = join(__dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
/**
 * The long browser run (SANDTABLE_LONG_BROWSER=1): every size and seed of the checks that the
 * default run samples (one size, fewer seeds), so CI on two cores stays proportionate.
 */
export const LONG_BROWSER = Boolean(process.env.SANDTABLE_LONG_BROWSER);
/** Where the app is built for the tests (BROWSER_DIST lets two checkouts' runs not collide). */
export const OUT_DIR = resolve(ROOT, process.env.BROWSER_DIST ?? 'dist');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the app once for this vitest run. Test files run in worker threads of one process, so
 * its pid marks a build as this run's; a lock directory keeps a second file from building at the
 * same time (it waits, then reuses the build).
 */
export async function ensureBuilt(): Promise<void> {
  const marker = join(OUT_DIR, '.built-for-run');
  const lock = `${OUT_DIR}.lock`;
  const runId = String(process.pid);
  const fresh = () => existsSync(marker) && readFileSync(marker, 'utf8') === runId;
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (fresh()) return;
    let locked = false;
    try {
      mkdirSync(lock);
      locked = true;
    } catch {
      // Another file is building.
    }
    if (locked) {
      try {
        if (!fresh()) {
          execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
          writeFileSync(marker, runId);
        }
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    await sleep(500);
  }
  throw new Error(`Timed out waiting for another test file to build the app (lock ${lock}).`);
}

export interface BrowserApp {
  browser: Browser;
  server: PreviewServer;
  base: string;
  close(): Promise<void>;
}

/**
 * A test file's app: built, served and opened in Chromium before its tests (beforeAll), closed
 * after them. The object reads through to the started app, so tests use it as a BrowserApp.
 */
export function useBrowserApp(): BrowserApp {
  let started: BrowserApp | null = null;
  beforeAll(async () => {
    started = await startBrowserApp();
  }, 300_000);
  afterAll(async () => {
    await started?.close();
  });
  const get = (): BrowserApp => {
    if (!started) throw new Error('The browser app is not started yet (it starts in beforeAll).');
    return started;
  };
  return {
    get browser() {
      return get().browser;
    },
    get server() {
      return get().server;
    },
    get base() {
      return get().base;
    },
    close: () => get().close(),
  };
}

/** Builds (once), serves the built app and launches Chromium. */
export async function startBrowserApp(): Promise<BrowserApp> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`);
  await ensureBuilt();
  const server = await preview({
    root: ROOT,
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  const base = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    browser,
    server,
    base,
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.httpServer.close(() => r()));
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Page errors and console errors. */
  errors: string[];
  /** Requests to anywhere but the local server. */
  outside: string[];
}

/** A page that records page errors and any request that leaves the local server. */
export async function openPage(
  app: BrowserApp,
  path: string,
  size = { width: 1280, height: 720 },
  init?: () => void,
): Promise<OpenedPage> {
  const page = await app.browser.newPage({ viewport: size });
  if (init) await page.addInitScript(init);
  const errors: string[] = [];
  const outside: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(app.base) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  await page.goto(app.base + path);
  return { page, errors, outside };
}

export function artifact(name: string): string {
  return join(ARTIFACTS, name);
}

/**
 * The record of the saved game `page` plays (its URL's `saved=ID`), read from the page's own
 * IndexedDB once it holds as many events as the page's log shows (writes are asynchronous); null
 * when nothing is saved yet (a game is saved from its first event).
 */
export async function savedRecordOf(page: Page, timeoutMs = 10_000): Promise<GameRecord | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { record, logged } = await page.evaluate(async () => {
      const id = new URLSearchParams(location.search).get('saved');
      const logged = document.querySelectorAll('[data-testid="log-entry"]').length;
      // Never open (and so create) the database before the app has made it.
      const known = (await indexedDB.databases()).some((d) => d.name === 'sandtable');
      if (!id || !known) return { record: null, logged };
      const record = await new Promise<unknown>((resolve) => {
        const open = indexedDB.open('sandtable');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('games').objectStore('games').get(id);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { record?: unknown } | undefined)?.record ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      });
      return { record, logged };
    });
    const saved = record as GameRecord | null;
    if ((saved?.events.length ?? 0) === logged || Date.now() > deadline) return saved;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
