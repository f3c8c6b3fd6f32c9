// Sound in the browser: the header's sound toggle and volume are kept on the machine (after a
// reload the game comes back with sound still off, and the volume as set), and audio waits for the
// first user gesture (the autoplay policy): no AudioContext is made before it, one after it.
// The flat 2D board keeps the test light (no WebGL needed for the header).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserApp } from './support';

const app = useBrowserApp();

/** Before the app: the 2D board, and a count of the AudioContexts made (and their states). */
function init(): void {
  try {
    localStorage.setItem('sandtable.table2d', '1');
  } catch {
    // No storage: the 3D table then.
  }
  const w = window as unknown as { AudioContext?: typeof AudioContext; __audio?: { made: number; contexts: AudioContext[] } };
  const Base = w.AudioContext;
  w.__audio = { made: 0, contexts: [] };
  if (!Base) return;
  w.AudioContext = class extends Base {
    constructor(options?: AudioContextOptions) {
      super(options);
      w.__audio!.made++;
      w.__audio!.contexts.push(this);
    }
  } as typeof AudioContext;
}

describe('sound settings in the browser', () => {
  it('the sound toggle and the volume are kept after a reload; audio starts only on a user gesture', async () => {
    const { page, errors, outside } = await openPage(app, '?game=blb&seed=7&players=human,human', { width: 1280, height: 720 }, init);
    const toggle = page.locator('[data-testid="sound-toggle"]');
    await toggle.waitFor({ timeout: 60_000 });
    expect(await toggle.getAttribute('data-muted')).toBe('false');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // The autoplay policy: nothing is made before the first gesture.
    expect(await page.evaluate(() => (window as unknown as { __audio: { made: number } }).__audio.made)).toBe(0);

    // The volume (a real user's drag is an input event on the range).
    await page.locator('[data-testid="sound-volume"]').evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '30');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.locator('[data-testid="sound-toggle"]').click();
    expect(await toggle.getAttribute('data-muted')).toBe('true');
    // The click was a gesture: the page's one AudioContext now exists and runs.
    const audio = await page.evaluate(() => {
      const a = (window as unknown as { __audio: { made: number; contexts: AudioContext[] } }).__audio;
      return { made: a.made, state: a.contexts[0]?.state ?? null };
    });
    expect(audio.made).toBe(1);
    expect(audio.state).toBe('running');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sandtable.sound'))) ?? 'null')).toEqual({ muted: true, volume: 0.3 });

    await page.reload();
    await toggle.waitFor({ timeout: 60_000 });
    expect(await toggle.getAttribute('data-muted')).toBe('true');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-testid="sound-volume"]').inputValue()).toBe('30');
    expect(await page.locator('[data-testid="sound-volume"]').isDisabled()).toBe(true);

    // `m` turns it back on, and that too is kept.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('m');
    expect(await toggle.getAttribute('data-muted')).toBe('false');
    await page.reload();
    await toggle.waitFor({ timeout: 60_000 });
    expect(await toggle.getAttribute('data-muted')).toBe('false');
    expect(await page.locator('[data-testid="sound-volume"]').inputValue()).toBe('30');

    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 240_000);
});
