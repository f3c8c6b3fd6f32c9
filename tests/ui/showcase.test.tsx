// @vitest-environment happy-dom
// Showcase mode in a DOM: the full-bleed screen without controls keeps the outside contract's
// hooks, the presenter keys (pause, next game, overlay, speed, help) act, a finished game shows a
// big result card and the next game follows, and the watchdog restarts a game that stops
// advancing, saying why.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepSpeed, PRESENTER_KEYS } from '../../src/ui/showcase/ShowcaseScreen';
import { SPEEDS } from '../../src/app/url';
import { WATCHDOG_LIMIT_MS } from '../../src/app/watchdog';
import { press, renderApp, type Rendered } from './helpers';
import { blbModule } from '../../machines/blb/index';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

const root = (r: Rendered) => r.$('[data-testid="showcase"]')!;
const controller = (r: Rendered) => r.host.getState().controller!;

/** Runs scheduled tasks one at a time (inside act) until `done` or `limit` tasks. */
async function runUntil(r: Rendered, done: () => boolean, limit = 2000): Promise<number> {
  let n = 0;
  await act(async () => {
    while (!done() && n < limit && r.clock.runNext()) n++;
  });
  return n;
}

describe('showcase screen', () => {
  it('is the table with a large overlay and no controls, and keeps the contract hooks', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5');
    const el = root(app);
    expect(el.dataset.gamesCompleted).toBe('0');
    expect(el.dataset.overlay).toBe('on');
    // No header, action list, log or buttons of the play screen.
    expect(app.$('.topbar')).toBeNull();
    expect(app.$('[data-testid="actions"]')).toBeNull();
    expect(app.$('[data-testid="new-game"]')).toBeNull();
    expect(app.$$('.showcase-overlay button')).toHaveLength(0);
    // The hooks of the outside contract, in the overlay.
    expect(app.$('[data-testid="phase"]')!.textContent!.length).toBeGreaterThan(0);
    expect(app.$('[data-testid="phase"]')!.dataset.rule).not.toBe('');
    expect(app.$('[data-testid="narration"]')!.textContent!.length).toBeGreaterThan(10);
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 5');
    expect(app.$('[data-testid="objectives"]')).not.toBeNull();
    expect(app.container.textContent).toContain('Brave Little Belgium');
    // The table is there (the 2D board in happy-dom: no WebGL).
    expect(app.$('.showcase-table')!.children.length).toBeGreaterThan(0);
  });

  it('p pauses (the game holds, "Paused" shows) and p again resumes', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5&speed=fast');
    const c = controller(app);
    await runUntil(app, () => c.currentSession.length >= 3);
    await press('p');
    expect(root(app).dataset.paused).toBe('true');
    expect(app.$('[data-testid="showcase-paused"]')!.textContent).toBe('Paused');
    expect(c.isPaused).toBe(true);
    const held = c.currentSession.length;
    await runUntil(app, () => false, 200);
    expect(c.currentSession.length).toBe(held);
    // The watchdog does not count a pause as a stall: still the same game.
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 5');
    await press(' ');
    expect(root(app).dataset.paused).toBe('false');
    expect(app.$('[data-testid="showcase-paused"]')).toBeNull();
    await runUntil(app, () => c.currentSession.length > held);
    expect(c.currentSession.length).toBeGreaterThan(held);
  });

  it('n starts the next game now with the next seed, written into the URL', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5&speed=fast');
    await runUntil(app, () => controller(app!).currentSession.length >= 2);
    await press('n');
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 6');
    expect(app.url.search).toContain('seed=6');
    expect(controller(app).currentSession.length).toBe(0);
    // Skipping a game does not count it as completed.
    expect(root(app).dataset.gamesCompleted).toBe('0');
  });

  it('o hides the overlay (hooks stay in the page); + and - step the speed; ? lists the keys', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5&speed=normal');
    await press('o');
    expect(root(app).dataset.overlay).toBe('off');
    expect(app.$('[data-testid="phase"]')).not.toBeNull();
    await press('o');
    expect(root(app).dataset.overlay).toBe('on');

    await press('+');
    expect(controller(app).getView().config.speed).toBe('fast');
    expect(app.url.search).toContain('speed=fast');
    await press('-');
    await press('-');
    expect(controller(app).getView().config.speed).toBe('slow');

    expect(app.$('[data-testid="showcase-help"]')).toBeNull();
    await press('?');
    const help = app.$('[data-testid="showcase-help"]')!;
    for (const k of PRESENTER_KEYS) expect(help.textContent).toContain(k.what);
    await press('Escape');
    expect(app.$('[data-testid="showcase-help"]')).toBeNull();
    await press('h');
    expect(app.$('[data-testid="showcase-help"]')).not.toBeNull();
  });

  it('stepSpeed walks the speed list and stops at its ends', () => {
    expect(stepSpeed(SPEEDS, 'normal', 1)).toBe('fast');
    expect(stepSpeed(SPEEDS, 'instant', 1)).toBe('instant');
    expect(stepSpeed(SPEEDS, 'slow', -1)).toBe('slow');
  });

  it('a finished game shows a big result card (level, winner, turn, reason), then the next game', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5&speed=instant');
    await runUntil(app, () => controller(app!).getView().result !== null);
    const card = app.$('[data-testid="game-result"]')!;
    const outcome = controller(app).getView().result!;
    expect(card.dataset.result).toBe(outcome.winner);
    expect(card.querySelector('.sc-result-level')!.textContent).toBe(outcome.level);
    expect(card.textContent).toMatch(/Game Turn \d+/);
    expect(card.textContent).toContain(outcome.reason);
    expect(root(app).dataset.gamesCompleted).toBe('1');
    // Paused on the result: it stays; resumed, the next game begins.
    await press('p');
    await runUntil(app, () => false, 50);
    expect(app.$('[data-testid="game-result"]')).not.toBeNull();
    await press('p');
    await runUntil(app, () => controller(app!).getView().result === null);
    expect(app.$('[data-testid="game-result"]')).toBeNull();
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 6');
  });

  it('the watchdog restarts a game that stops advancing with a new seed and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A German bot that fails at its first decision: nobody decides, so the game stands still.
    // (Human players are not possible in a showcase: the URL gives their sides to the smart bot.)
    vi.spyOn(blbModule.bots, 'smart').mockImplementation(() => {
      throw new Error('stalled for the test');
    });
    app = await renderApp('?game=blb&mode=showcase&players=smart,smart&seed=9&speed=normal');
    const ran = await runUntil(app, () => controller(app!).getView().config.seed === 10, 500);
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 10');
    // One check a second: the limit's worth of checks ran first.
    expect(ran).toBeGreaterThanOrEqual(WATCHDOG_LIMIT_MS.normal / 1000);
    expect(warn).toHaveBeenCalledTimes(1);
    const [text, details] = warn.mock.calls[0]! as [string, Record<string, unknown>];
    expect(text).toMatch(/Showcase watchdog: the game has not advanced for 60 s/);
    expect(details).toMatchObject({ seed: 9, position: 0, waitingOn: ['german'] });
    expect(String(details.state)).not.toBe('');
    const note = app.$('[data-testid="showcase-message"]')!;
    expect(note.textContent).toContain('Watchdog');
    expect(note.textContent).toContain('seed 9');
  });
});
