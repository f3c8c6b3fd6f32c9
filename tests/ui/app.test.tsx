// @vitest-environment happy-dom
// The app in a DOM: the start menu, the outside contract's hooks (phase, narration, actions,
// log-entry, game-result), playing by click and keyboard, undo, URL
// messages, bots, save files (saved games and reloads: savedGames.test.tsx).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { leafMeta } from '../../src/core/introspect';
import { serializeSave } from '../../src/core/saveFile';
import { GameSession } from '../../src/core/session';
import { click, press, renderApp, type Rendered } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const GAME = '?game=blb&players=human,human&seed=3';
const fresh = () => new GameSession(blbModule, { seed: 3 });
const actionButtons = (r: Rendered) => r.$$('[data-testid="actions"] button');

describe('start menu', () => {
  it('renders without a game param: games, mode, players per side, seed, speed, options, Start', async () => {
    app = await renderApp('');
    expect(app.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(app.container.textContent).toContain('Brave Little Belgium');
    expect(app.$('select[name="mode"]')).not.toBeNull();
    expect(app.$('select[name="player-german"]')).not.toBeNull();
    expect(app.$('select[name="player-entente"]')).not.toBeNull();
    expect(app.$('input[name="seed"]')).not.toBeNull();
    expect(app.$('select[name="speed"]')).not.toBeNull();
    const checkboxes = app.$$('input[type="checkbox"]');
    expect(checkboxes.map((c) => c.getAttribute('name'))).toEqual(blbModule.options.fields.map((f) => `option-${f.key}`));
    expect(app.$('[data-testid="start"]')).not.toBeNull();
    expect(app.$('[data-testid="phase"]')).toBeNull();
  });

  it('Start writes the URL of the contract and starts the game, its random seed written back', async () => {
    app = await renderApp('');
    await click(app.$('[data-testid="start"]'));
    expect(app.url.writes[0]).toEqual({ search: '?game=blb&mode=play&players=human,human&speed=normal', replace: false });
    // The seed was drawn (777 in tests) and written into the URL with replaceState, with the
    // saved game the page now plays (so a reload continues it).
    expect(app.url.writes[1]).toEqual({ search: '?game=blb&mode=play&players=human,human&seed=777&speed=normal&saved=game1', replace: true });
    expect(app.$('[data-testid="phase"]')).not.toBeNull();
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 777');
  });

  it('an invalid option combination blocks Start with the reason', async () => {
    app = await renderApp('');
    await click(app.$('input[name="option-freeSetUp"]'));
    await click(app.$('input[name="option-alternativeGardeCivique"]'));
    expect(app.container.textContent).toMatch(/Free Set-Up cannot be combined/);
    expect((app.$('[data-testid="start"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a bad game id shows the message over the start menu, never a blank page', async () => {
    app = await renderApp('?game=chess');
    expect(app.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(app.$('[data-testid="messages"]')!.textContent).toMatch(/Unknown game "chess"/);
  });
});

describe('game screen', () => {
  it('shows the DOM hooks: phase, narration, one action button per legal event', async () => {
    app = await renderApp(GAME);
    const session = fresh();
    expect(app.$('[data-testid="phase"]')!.textContent).toBe(leafMeta(session.snapshot)!.title);
    expect(app.$('[data-testid="narration"]')!.textContent).toBe(blbModule.describe(session.snapshot));
    const legal = blbModule.legalEvents(session.snapshot);
    expect(legal.length).toBeGreaterThan(0);
    expect(actionButtons(app)).toHaveLength(legal.length);
    // Each button is named by its event's full label (the order follows the groups: tests/ui/actionList.test.tsx).
    expect(actionButtons(app).map((b) => b.getAttribute('aria-label')).sort()).toEqual(
      legal.map((e) => blbModule.labelEvent(session.snapshot, e)).sort(),
    );
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(0);
    expect(app.$('[data-testid="log-count"]')!.textContent).toBe('0 events');
    expect(app.$('[data-testid="game-result"]')).toBeNull();
    // The ribbon lights the active steps of the sequence of play.
    expect(app.$$('.ribbon-chip.active').map((c) => c.dataset.path)).toContain('specialGermanCavalryPhase');
  });

  it('clicking an action sends it: the log advances and the hooks follow the new state', async () => {
    app = await renderApp(GAME);
    const session = fresh();
    const first = actionButtons(app)[0]!;
    const label = first.getAttribute('aria-label');
    await click(first);
    const entries = app.$$('[data-testid="log-entry"]');
    expect(entries).toHaveLength(1);
    // One event is "1 event", never "1 events".
    expect(app.$('[data-testid="log-count"]')!.textContent).toBe('1 event');
    expect(entries[0]!.textContent).toContain(label!);
    expect(entries[0]!.textContent).toContain('German');
    expect(entries[0]!.dataset.side).toBe('german');
    session.send(blbModule.legalEvents(session.snapshot)[0]!);
    expect(actionButtons(app)).toHaveLength(blbModule.legalEvents(session.snapshot).length);
    expect(app.$('[data-testid="narration"]')!.textContent).toBe(blbModule.describe(session.snapshot));
  });

  it('keyboard: a number key picks that action, u undoes it', async () => {
    app = await renderApp(GAME);
    const second = actionButtons(app)[1]!.getAttribute('aria-label');
    await press('2');
    expect(app.$$('[data-testid="log-entry"]').map((e) => e.querySelector('.log-label')!.textContent)).toEqual([second]);
    await press('u');
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(0);
    await press('Enter');
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(1);
  });

  it('keyboard: Ctrl+Z undoes too; the shortcuts are shown in a help line', async () => {
    app = await renderApp(GAME);
    await press('1');
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(1);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));
    });
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(0);
    const help = app.$('[data-testid="shortcuts"]')!.textContent!;
    expect(help).toMatch(/Enter.*confirm/);
    expect(help).toMatch(/Ctrl\+Z.*undo/);
    expect(help).toMatch(/Space.*n.*next/);
  });

  it('9.0 the German objectives panel shows the three objectives, none met at the start, counting from Aug 19-21', async () => {
    app = await renderApp(GAME);
    const panel = app.$('[data-testid="objectives"]')!;
    expect(panel).not.toBeNull();
    const rows = app.$$('[data-testid="objective"]');
    expect(rows.map((r) => r.dataset.objective)).toEqual(['liege', 'namur', 'victoryLine']);
    expect(rows.map((r) => r.dataset.met)).toEqual(['false', 'false', 'false']);
    expect(panel.textContent).toContain('Aug 19-21');
  });

  it('shows URL problems as messages and plays on with the defaults', async () => {
    app = await renderApp('?game=blb&players=human&seed=3&speed=warp');
    const text = app.$('[data-testid="messages"]')!.textContent!;
    expect(text).toMatch(/players needs 2 entries/);
    expect(text).toMatch(/Unknown speed "warp"/);
    expect(actionButtons(app).length).toBeGreaterThan(0);
  });

  it('a German bot: the actions say it is thinking, then it moves by itself', async () => {
    app = await renderApp('?game=blb&players=smart,human&seed=3&speed=fast');
    expect(actionButtons(app)).toHaveLength(0);
    expect(app.$('[data-testid="actions-status"]')!.textContent).toBe('German bot is thinking');
    await act(async () => {
      app!.clock.runNext();
    });
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(1);
  });

  it('a bot game at instant speed reaches game-result; the replay steps through it from the start', async () => {
    app = await renderApp('?game=blb&players=smart,smart&seed=5&speed=instant');
    const ran = await app.clock.runAll(50);
    expect(ran).toBeLessThan(50);
    const result = app.$('[data-testid="game-result"]');
    expect(result).not.toBeNull();
    const total = app.$$('[data-testid="log-entry"]').length;
    expect(total).toBeGreaterThan(50);
    expect([...blbModule.sides, 'draw']).toContain(result!.dataset.result);

    await click([...result!.querySelectorAll('button')].find((b) => /Replay/.test(b.textContent ?? '')) as HTMLElement);
    expect(app.$('[data-testid="game-result"]')).toBeNull();
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(0);
    expect(app.$('[data-testid="replay"]')).not.toBeNull();
    await act(async () => {
      app!.clock.runNext();
    });
    const partial = app.$$('[data-testid="log-entry"]').length;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(total);
    await app.clock.runAll();
    expect(app.$('[data-testid="replay"]')).toBeNull();
    expect(app.$('[data-testid="game-result"]')!.dataset.result).toBe(result!.dataset.result);
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(total);
  });

  it('showcase: bots play game after game and data-games-completed counts them', async () => {
    app = await renderApp('?game=blb&mode=showcase&seed=5&speed=instant');
    const showcase = () => app!.$('[data-testid="showcase"]')!;
    expect(showcase().dataset.gamesCompleted).toBe('0');
    let guard = 0;
    while (Number(showcase().dataset.gamesCompleted) < 2 && guard++ < 40) await app.clock.runAll(1);
    expect(showcase().dataset.gamesCompleted).toBe('2');
    // The next game started with the next seed, written into the URL.
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 6');
    expect(app.url.search).toContain('seed=6');
  });

  it('a bad save file shows a clear error and leaves the game untouched; a good one is loaded', async () => {
    app = await renderApp(GAME);
    await click(actionButtons(app)[0]);
    const input = app.$('[data-testid="load-file"]') as HTMLInputElement;
    const load = async (text: string) => {
      const file = new File([text], 'game.json', { type: 'application/json' });
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    await load('{ not json');
    expect(app.$('[data-testid="messages"]')!.textContent).toMatch(/game\.json: This file is not a Sandtable save: it is not valid JSON/);
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(1);

    const other = new GameSession(blbModule, { seed: 11 });
    for (let i = 0; i < 3; i++) other.send(other.legal()[0]!);
    await load(serializeSave(other.record));
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(3);
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 11');
    expect(app.url.search).toContain('seed=11');
  });

  it('refused events are shown with the reason', async () => {
    app = await renderApp(GAME);
    const state = app.host.getState();
    await act(async () => {
      state.controller!.send({ type: 'roll', side: 'entente' });
    });
    expect(app.$('[data-testid="messages"]')!.textContent).toMatch(/Refused:/);
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(0);
  });
});
