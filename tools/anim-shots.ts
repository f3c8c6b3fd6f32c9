// Screenshots of the table's animations (moves, chit draws, the battle board, the dice, flips,
// the end of a game), for looking at them: `npx vite build && npx vite preview --host 127.0.0.1
// --port 4173 &`, then `npx tsx tools/anim-shots.ts [base-url] [out-dir]`.
// A bot-against-bot game plays at `speed=normal` under Playwright's fake clock, so each picture
// is taken at a chosen point of a chosen shot (the queue's progress, read from
// window.__sandtableShot), however slowly software WebGL draws; stretches with nothing wanted
// in them are hurried past with the Next key. Env: SEED (default 3), SIZE (default 1920x1080),
// ONLY (comma-separated shot names), MAX_SECONDS of game time (default 900), HURRY=0.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? join(process.cwd(), 'artifacts', 'anim');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--use-gl=angle',
];
const seed = Number(process.env.SEED ?? 3);
const [width, height] = (process.env.SIZE ?? '1920x1080').split('x').map(Number) as [number, number];
const only = process.env.ONLY?.split(',');
const maxSeconds = Number(process.env.MAX_SECONDS ?? 900);
/** Hurry the game past stretches with nothing wanted in them (HURRY=0: play everything). */
const HURRY = process.env.HURRY !== '0';

interface ShotState {
  type: string;
  progress: number;
  id: number;
  purpose?: string;
}

interface Target {
  name: string;
  /** True at the moment to take the picture. */
  when: (now: ShotState | null, prev: ShotState | null, seen: Set<string>) => boolean;
  /** A queued beat that will lead to this picture (while none is queued, the game may be hurried on). */
  awaits: (beat: { type: string; purpose?: string }) => boolean;
}

const at = (type: string, from: number, to = 1) => (s: ShotState | null) => !!s && s.type === type && s.progress >= from && s.progress <= to;

const is = (type: string, purpose?: string) => (b: { type: string; purpose?: string }) => b.type === type && (purpose === undefined || (purpose === 'combat' ? b.purpose !== 'atrocities' : b.purpose === purpose));

const targets: Target[] = [
  { name: '01-move-mid', when: (s) => at('units.moved', 0.35, 0.75)(s), awaits: is('units.moved') },
  { name: '02-chit-drawn-mid', when: (s) => at('chit.drawn', 0.35, 0.6)(s), awaits: is('chit.drawn') },
  { name: '03-chit-drawn-laid', when: (s, p) => !!p && p.type === 'chit.drawn' && (!s || s.id !== p.id), awaits: is('chit.drawn') },
  { name: '04-combat-flying-in', when: (s) => at('combat.started', 0.55, 0.85)(s), awaits: is('combat.started') },
  { name: '05-dice-rolling', when: (s) => at('dice.rolled', 0.3, 0.55)(s) && s!.purpose !== 'atrocities', awaits: is('dice.rolled', 'combat') },
  { name: '06-dice-settled', when: (s) => at('dice.rolled', 0.97)(s) && s!.purpose !== 'atrocities', awaits: is('dice.rolled', 'combat') },
  { name: '07-flip-mid', when: (s) => at('unit.reduced', 0.4, 0.65)(s), awaits: is('unit.reduced') },
  { name: '08-after-flip', when: (s, p) => !!p && p.type === 'unit.reduced' && (!s || s.id !== p.id), awaits: is('unit.reduced') },
  { name: '09-eliminated-mid', when: (s) => at('unit.eliminated', 0.3, 0.6)(s), awaits: is('unit.eliminated') },
  { name: '10-result', when: (s) => at('combat.result', 0.6)(s), awaits: is('combat.result') },
  { name: '11-retreat-mid', when: (s) => at('unit.retreated', 0.3, 0.7)(s), awaits: is('unit.retreated') },
  { name: '12-flying-back', when: (s) => at('combat.ended', 0.3, 0.6)(s), awaits: is('combat.ended') },
  { name: '13-fort-hit', when: (s) => at('fort.hit', 0.4, 0.7)(s), awaits: is('fort.hit') },
  { name: '14-gc-revealed', when: (s) => at('gc.revealed', 0.4, 0.7)(s), awaits: is('gc.revealed') },
  { name: '15-turn-began', when: (s) => at('turn.began', 0.35, 0.6)(s), awaits: is('turn.began') },
  { name: '16-atrocities', when: (s) => at('dice.rolled', 0.9)(s) && s!.purpose === 'atrocities', awaits: is('dice.rolled', 'atrocities') },
];

type Probe = { current: ShotState | null; queued: { type: string; purpose?: string }[] };

async function shotState(page: Page): Promise<ShotState | null> {
  return page.evaluate(() => (window as unknown as { __sandtableShot?: Probe }).__sandtableShot?.current ?? null);
}

/** A screenshot through CDP (Playwright's own waits for an animation frame, which the fake clock holds). */
async function capture(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  writeFileSync(path, Buffer.from(data, 'base64'));
  await cdp.detach();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.clock.install({ time: 1_000_000 });
  // Time stands still but for runFor(): a picture taken now shows this very moment.
  await page.clock.pauseAt(1_000_000 + 1000);
  await page.goto(`${base}?game=blb&seed=${seed}&players=bot,bot&speed=normal`);
  // Let the page load and the table draw (assets load on real promises; frames need the clock).
  for (let i = 0; i < 200; i++) {
    await page.clock.runFor(50);
    const ready = await page.evaluate(() => (window as unknown as { __sandtableTable?: { ready: boolean } }).__sandtableTable?.ready === true);
    if (ready) break;
    await page.waitForTimeout(50);
  }
  const wanted = targets.filter((t) => !only || only.includes(t.name));
  const seen = new Set<string>();
  let prev: ShotState | null = null;
  const wantedTypes = new Set(['units.moved', 'chit.drawn', 'combat.started', 'dice.rolled', 'unit.reduced', 'unit.eliminated', 'combat.result', 'unit.retreated', 'combat.ended', 'fort.hit', 'gc.revealed', 'turn.began']);
  let step = 40;
  for (let t = 0; t < maxSeconds * 1000 && seen.size < wanted.length; t += step) {
    // One jump, one frame drawn (software WebGL draws a 1080p frame slowly).
    await page.clock.fastForward(step);
    let now = await shotState(page);
    // Nothing we still want is playing or queued: hurry the game on ("n", the Next key) rather
    // than draw frames of it.
    if (HURRY) {
      const left = wanted.filter((x) => !seen.has(x.name));
      const playing = (st: ShotState | null) => !!st && left.some((x) => x.awaits(st));
      for (let i = 0; i < 50 && !playing(now); i++) {
        const queued = await page.evaluate(() => (window as unknown as { __sandtableShot?: Probe }).__sandtableShot?.queued ?? []);
        if (queued.some((b) => left.some((x) => x.awaits(b)))) break;
        await page.keyboard.press('n');
        await page.clock.fastForward(1);
        now = await shotState(page);
      }
    }
    // Fine steps while a shot of interest plays, coarse ones otherwise.
    step = now && wantedTypes.has(now.type) ? 60 : 250;
    for (const target of wanted) {
      if (seen.has(target.name)) continue;
      if (!target.when(now, prev, seen)) continue;
      // Let the frame of this moment be drawn (a short jump fires the pending frame), layout
      // changes reach the canvas (its resize waits on a timer), and the picture be presented.
      for (let i = 0; i < 3; i++) {
        await page.clock.fastForward(4);
        await page.waitForTimeout(150);
      }
      await capture(page, join(out, `${target.name}.png`));
      seen.add(target.name);
      console.log(`${target.name} at ${(t / 1000).toFixed(1)} s (${now ? `${now.type} ${now.progress.toFixed(2)}` : 'idle'})`);
    }
    prev = now;
  }
  // The end: the rest at instant speed.
  if (!only || only.includes('99-end')) {
    await page.selectOption('select[aria-label="Speed"]', 'instant');
    for (let i = 0; i < 2000; i++) {
      await page.clock.runFor(100);
      if (await page.locator('[data-testid="game-result"]').count()) break;
    }
    await page.clock.runFor(500);
    await page.waitForTimeout(600);
    await capture(page, join(out, '99-end.png'));
    console.log('99-end');
  }
  const missing = wanted.filter((t) => !seen.has(t.name)).map((t) => t.name);
  if (missing.length) console.log(`not seen: ${missing.join(', ')}`);
  if (errors.length) console.log(`page errors:\n${errors.join('\n')}`);
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
