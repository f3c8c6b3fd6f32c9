// node /tmp/shots.mjs <outfile> <url-path> [width height waitms]
import { chromium } from 'playwright-core';
import { preview } from 'vite';
const [out, path, w = '1920', h = '1080', wait = '6000'] = process.argv.slice(2);
const server = await preview({ root: '/work/main', build: { outDir: '/tmp/lead-dist' }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
await page.goto(url + path);
await page.waitForFunction(() => window.__sandtableTable?.ready === true, undefined, { timeout: 120000 }).catch(() => console.log('no table probe'));
await page.waitForTimeout(+wait);
await page.screenshot({ path: out });
if (process.env.EVAL) console.log(await page.evaluate(process.env.EVAL));
await browser.close();
await server.close();
