// Rendering the whole app in happy-dom for overlay tests: a memory URL, memory saved games (no
// other tab unless a test gives a claim channel) and a manual scheduler, so nothing depends on the test machine's clock or browser state.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../../src/app/App';
import type { KeyValueStore } from '../../src/app/oldAutosave';
import { memorySavedGames, type SavedGameStore } from '../../src/app/savedGames';
import type { TabClaims } from '../../src/app/tabClaims';
import { AppHost, loadGameScreen, type UrlPort } from '../../src/app/host';
import { loadGames, type GameListing } from '../../src/app/gameListing';
import { GAMES } from '../../src/app/games';
import { manualScheduler as baseScheduler } from '../support/manualScheduler';
import { mountRootAsync } from '../support/reactRoot';

export function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

export function memoryUrl(search: string): UrlPort & { search: string; writes: { search: string; replace: boolean }[] } {
  const port = {
    search,
    writes: [] as { search: string; replace: boolean }[],
    getSearch: () => port.search,
    setSearch: (next: string, replace: boolean) => {
      port.search = next;
      port.writes.push({ search: next, replace });
    },
  };
  return port;
}

export function manualScheduler() {
  const { scheduler, runNext, pending } = baseScheduler();
  /** Runs tasks in time order until none is left (or `limit`), inside act so React renders. */
  const runAll = async (limit = 100_000): Promise<number> => {
    let n = 0;
    await act(async () => {
      while (n < limit && runNext()) n++;
    });
    return n;
  };
  return { scheduler, runNext, runAll, pending };
}

export interface Rendered {
  host: AppHost;
  root: Root;
  container: HTMLElement;
  url: ReturnType<typeof memoryUrl>;
  /** localStorage's stand-in (old autosave slots are moved from it). */
  storage: ReturnType<typeof memoryStorage>;
  saved: SavedGameStore;
  clock: ReturnType<typeof manualScheduler>;
  $: (selector: string) => HTMLElement | null;
  $$: (selector: string) => HTMLElement[];
  unmount: () => void;
}

export async function renderApp(
  search: string,
  opts: {
    storage?: ReturnType<typeof memoryStorage>;
    saved?: SavedGameStore;
    claims?: TabClaims | null;
    /** The tab's sessionStorage (the keeper's journal); none unless given. */
    journal?: KeyValueStore | null;
    randomSeed?: () => number;
    games?: readonly GameListing[];
    /** False: the games are not loaded first (each loads when opened, as in the browser). */
    preload?: boolean;
    newId?: () => string;
  } = {},
): Promise<Rendered> {
  // Every game listed and the game screen loaded first: the host then opens a game at once.
  const games = opts.games ?? GAMES;
  if (opts.preload !== false) await Promise.all([loadGames(games), loadGameScreen()]);
  const url = memoryUrl(search);
  const storage = opts.storage ?? memoryStorage();
  const clock = manualScheduler();
  const saved = opts.saved ?? memorySavedGames();
  const host = new AppHost({
    games,
    url,
    storage,
    savedGames: saved,
    claims: opts.claims ?? null,
    journal: opts.journal ?? null,
    scheduler: clock.scheduler,
    randomSeed: opts.randomSeed ?? (() => 777),
    newId: opts.newId ?? counterIds(),
  });
  const { root, container, unmount } = await mountRootAsync(<App host={host} />, { dispose: () => host.dispose() });
  // Saved games are read asynchronously (a `saved=ID` URL, the menu's list).
  await settle();
  return {
    host,
    root,
    container,
    url,
    storage,
    saved,
    clock,
    $: (selector) => container.querySelector<HTMLElement>(selector),
    $$: (selector) => [...container.querySelectorAll<HTMLElement>(selector)],
    unmount,
  };
}

export async function click(el: HTMLElement | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    el.click();
  });
}

export async function press(key: string, target: EventTarget = window): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/**
 * Polls (letting lazy chunks, the rule text and the layout resolve) until `check` returns a
 * value; `detail` adds what the page held when it times out.
 */
export async function waitFor<T>(check: () => T | null | undefined | false, what: string, ms = 15_000, detail?: () => string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${detail ? `: ${detail()}` : ''}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

/** Lets pending promises (saved-game reads and writes) finish, inside act so React renders. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Saved-game ids in order (game1, game2, …): tests name them. */
export function counterIds(prefix = 'game'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}
