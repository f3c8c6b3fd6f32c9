// node tools/.shot-when.mjs <outfile> <url-path> <beat type> [timeoutMs] [progress]
import { chromium } from 'playwright-core';
import { preview } from 'vite';
const [out, path, type, timeout = '120000', progress = '0.5'] = process.argv.slice(2);
const server = await preview({ root: '/work/main', build: { outDir: '/tmp/lead-dist' }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
await page.goto(url + path);
const t0 = Date.now();
try {
  await page.waitForFunction(([t, p]) => { const c = window.__sandtableShot?.current; return c && c.type === t && c.progress >= +p; }, [type, progress], { timeout: +timeout, polling: 50 });
  await page.evaluate(() => window.__sandtableShot && (window.__hold = true));
} catch { console.log('no shot', type); }
console.log('after', Date.now() - t0, 'ms');
await page.screenshot({ path: out });
await browser.close();
await server.close();
