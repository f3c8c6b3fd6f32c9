// @vitest-environment happy-dom
// The inspector's place on the game screen: a drawer in a column of its own beside the game stage
// (ribbon and table), never inside or over the table area; its Statechart tab is the diagram with
// the state detail folded over its foot; "Pop out" moves it into a window of its own (the drawer
// closes, the header button says where it is) and it comes back when the window gives it back.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { AppHost, loadGameScreen } from '../../src/app/host';
import { loadGames } from '../../src/app/gameListing';
import { GAMES } from '../../src/app/games';
import { memorySavedGames } from '../../src/app/savedGames';
import { InspectorLink, type LinkChannel, type LinkMessage } from '../../src/app/inspectorLink';
import { manualScheduler, memoryStorage, memoryUrl, waitFor } from './helpers';
import { useReactRoot } from '../support/reactRoot';

const react = useReactRoot();

async function renderWithLink(search: string) {
  await Promise.all([loadGames(GAMES), loadGameScreen()]);
  const clock = manualScheduler();
  const host = new AppHost({ games: GAMES, url: memoryUrl(search), storage: memoryStorage(), savedGames: memorySavedGames(), claims: null, journal: null, scheduler: clock.scheduler, randomSeed: () => 777 });
  // The window's end of the channel: what the game window posts, and a way to post as the window.
  const fromGame: LinkMessage[] = [];
  let deliver: ((m: LinkMessage) => void) | null = null;
  const channel: LinkChannel = {
    post: (m) => void fromGame.push(structuredClone(m)),
    listen: (l) => {
      deliver = l;
      return () => (deliver = null);
    },
    close: () => undefined,
  };
  const opened: string[] = [];
  const link = new InspectorLink({
    host,
    channel,
    linkId: 'abc123',
    scheduler: clock.scheduler,
    search: () => search,
    openWindow: (s) => {
      opened.push(s);
      return { closed: false };
    },
  });
  const { container } = await react.mountAsync(<App host={host} inspectorLink={link} />, {
    dispose: () => {
      link.dispose();
      host.dispose();
    },
  });
  const $ = (s: string) => container.querySelector<HTMLElement>(s);
  const asWindow = async (m: LinkMessage) => {
    await act(async () => {
      deliver?.(m);
    });
  };
  return { host, link, $, opened, fromGame, asWindow };
}

describe('the inspector beside the table', () => {
  it('is a column of its own beside the game stage, the chart filling its tab, the detail folded over the chart', async () => {
    const r = await renderWithLink('?game=blb&players=human,human&seed=3&inspector=1');
    const drawer = await waitFor(() => r.$('[data-testid="inspector"]'), 'the drawer');
    expect(drawer.dataset.placement).toBe('drawer');
    // Its own column: a child of the row, before the stage that holds the ribbon and the table.
    const row = drawer.parentElement!;
    expect(row.className).toBe('game-row');
    const stage = drawer.nextElementSibling as HTMLElement;
    expect(stage.className).toBe('game-stage');
    expect(stage.querySelector('.table-area')).not.toBeNull();
    expect(stage.querySelector('.ribbon, [data-testid="phase"]')).not.toBeNull();
    expect(drawer.closest('.table-area, .game-main')).toBeNull();
    // The chart tab: the diagram, and the state detail folded (one line) until a state is clicked.
    await waitFor(() => r.$('[data-testid="statechart"] [data-state-path]'), 'the chart');
    const toggle = r.$('[data-testid="state-detail-toggle"]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toMatch(/Move Units \(6\.0\): state detail/i);
    expect(r.$('[data-testid="state-detail"]')!.closest('[hidden]')).not.toBeNull();
    await act(async () => {
      r.$('[data-state-path="gameTurn.chitPullPhase.drawChit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(r.$('[data-testid="state-detail-toggle"]')!.getAttribute('aria-expanded')).toBe('true');
    expect(r.$('[data-testid="state-detail"]')!.dataset.state).toBe('gameTurn.chitPullPhase.drawChit');
    expect(r.$('[data-testid="state-detail"]')!.closest('[hidden]')).toBeNull();
  });

  it('pops out into its own window: the drawer closes, the button says where it is, and it comes back when the window gives it back', async () => {
    const r = await renderWithLink('?game=blb&players=human,human&seed=3&inspector=1');
    const popOut = await waitFor(() => r.$('[data-testid="inspector-popout"]'), 'the Pop out button');
    await act(async () => {
      popOut.click();
    });
    expect(r.opened).toHaveLength(1);
    expect(new URLSearchParams(r.opened[0]).get('inspector')).toBe('window');
    expect(r.$('[data-testid="inspector"]')).toBeNull();
    const button = r.$('[data-testid="inspector-toggle"]')!;
    expect(button.dataset.popped).toBe('true');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // The game window published the game for the window.
    const state = r.fromGame.find((m) => m.kind === 'state');
    expect(state && state.kind === 'state' && state.state?.game).toBe('blb');
    const follows = state && 'instance' in state ? state.instance : null;

    await r.asWindow({ from: 'window', kind: 'command', follows, command: { type: 'dock' } });
    await waitFor(() => r.$('[data-testid="inspector"]'), 'the drawer again');
    expect(r.$('[data-testid="inspector-toggle"]')!.dataset.popped).toBe('false');
  });
});
