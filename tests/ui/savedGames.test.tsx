// @vitest-environment happy-dom
// Saved games in the app (issue 13): every game is a saved game of its own, named in the URL;
// a reload continues it; New game and Load never discard the game in progress; "Your games" on
// the start menu continues, renames, exports and deletes (with undo); two tabs on one game never
// overwrite each other (the second is told and chooses); a full store still continues the game
// and says plainly that new moves are not being saved.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { autosaveKey } from '../../src/app/oldAutosave';
import { AUTOSAVE_FAILED } from '../../src/app/savedGameKeeper';
import { memorySavedGames, type SavedGameStore } from '../../src/app/savedGames';
import { TabClaims } from '../../src/app/tabClaims';
import { when } from '../../src/app/YourGames';
import { GameSession } from '../../src/core/session';
import { claimBus } from '../support/claimBus';
import { click, counterIds, memoryStorage, renderApp, settle, type Rendered } from './helpers';

const open: Rendered[] = [];
afterEach(() => {
  for (const app of open.splice(0)) app.unmount();
});

const GAME = '?game=blb&players=human,human&seed=3';
const actions = (r: Rendered) => r.$$('[data-testid="actions"] button');
const logLength = (r: Rendered) => r.$$('[data-testid="log-entry"]').length;
const messages = (r: Rendered) => r.$('[data-testid="messages"]')?.textContent ?? '';
const savedId = (r: Rendered) => new URLSearchParams(r.url.search).get('saved');

async function tab(search: string, opts: Parameters<typeof renderApp>[1] = {}): Promise<Rendered> {
  const app = await renderApp(search, opts);
  open.push(app);
  return app;
}

/** Plays `n` decisions by clicking the first action, then lets the writes finish. */
async function play(app: Rendered, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await click(actions(app)[0]);
  await settle();
}

function close(app: Rendered): void {
  open.splice(open.indexOf(app), 1);
  app.unmount();
}

/** A copy of a memory store's games in a store whose writes fail as a full disk's do. */
function fullCopyOf(store: SavedGameStore & { games: Map<string, unknown> }) {
  const full = memorySavedGames({ failWrites: () => 'QuotaExceededError: the quota has been exceeded' });
  for (const [id, game] of store.games) full.games.set(id, structuredClone(game) as never);
  return full;
}

describe('saved games (issue 13)', () => {
  it('every game is its own saved game: the URL names it, a reload continues it, New game keeps it in Your games', async () => {
    const store = memorySavedGames();
    const a = await tab(GAME, { saved: store });
    expect(savedId(a)).toBe('game1');
    await play(a, 2);
    expect(store.games.get('game1')!.record.events).toHaveLength(2);
    expect(a.$('[data-testid="save-status"]')!.dataset.status).toBe('saved');
    const url = a.url.search;
    close(a);

    const again = await tab(url, { saved: store, newId: counterIds('next') });
    expect(logLength(again)).toBe(2);
    expect(messages(again)).toMatch(/Continuing "Brave Little Belgium, seed 3" \(2 events played\)/);

    // The same setup without the saved game's id is a new game (nothing is continued by accident).
    const other = await tab('?game=blb&players=human,human&seed=4', { saved: store, newId: counterIds('other') });
    expect(logLength(other)).toBe(0);
    close(other);

    await click(again.$('[data-testid="new-game"]'));
    expect(logLength(again)).toBe(0);
    expect(again.$('[data-testid="seed"]')!.textContent).toBe('seed 777');
    const second = savedId(again)!;
    expect(second).not.toBe('game1');
    expect(again.url.search).toContain('seed=777');
    await play(again, 1);
    expect(store.games.get('game1')!.record.events).toHaveLength(2);
    expect(store.games.get(second)!.record.events).toHaveLength(1);

    // The menu lists both, the most recently played first.
    await act(async () => again.host.navigate(''));
    await settle();
    const rows = again.$$('[data-testid="saved-game"]');
    expect(rows.map((r) => r.dataset.saved)).toEqual([second, 'game1']);
    expect(rows[1]!.textContent).toContain('Brave Little Belgium, seed 3');
    expect(rows[1]!.textContent).toContain('German: human · Entente: human');
    expect(rows[1]!.textContent).toMatch(/2 moves · last played/);
  });

  it('Your games shows the two last played and the rest behind "Show all", so a new game stays in view', async () => {
    const store = memorySavedGames();
    const menu = await tab('', { saved: store });
    for (const seed of [3, 4, 5]) {
      await act(async () => menu.host.navigate(`?game=blb&players=human,human&seed=${seed}`));
      await settle();
      await play(menu, 1);
    }
    await act(async () => menu.host.navigate(''));
    await settle();
    const names = () => menu.$$('[data-testid="saved-name"]').map((n) => n.textContent);
    expect(names()).toEqual(['Brave Little Belgium, seed 5', 'Brave Little Belgium, seed 4']);
    const more = () => menu.$('[data-testid="saved-show-all"]')!;
    expect(more().textContent).toBe('Show all 3 games');
    await click(more());
    expect(names()).toEqual(['Brave Little Belgium, seed 5', 'Brave Little Belgium, seed 4', 'Brave Little Belgium, seed 3']);
    expect(more().getAttribute('aria-expanded')).toBe('true');
    await click(more());
    expect(names()).toHaveLength(2);
  });

  it('Your games says when a game was last played in a few words', () => {
    const now = new Date(2026, 10, 26, 22, 30).getTime();
    expect(when(new Date(2026, 10, 26, 9, 5).getTime(), now)).toMatch(/^today, /);
    expect(when(new Date(2026, 10, 25, 23, 59).getTime(), now)).toMatch(/^yesterday, /);
    expect(when(new Date(2026, 1, 3, 12, 0).getTime(), now)).toMatch(/3.*, /);
    expect(when(new Date(2025, 1, 3, 12, 0).getTime(), now)).toMatch(/2025/);
  });

  it('Your games: continue, rename, export and delete with undo, across a reload of the menu', async () => {
    const store = memorySavedGames();
    const a = await tab(GAME, { saved: store });
    await play(a, 3);
    close(a);

    const menu = await tab('', { saved: store });
    const row = () => menu.$('[data-testid="saved-game"]')!;
    expect(row().querySelector('[data-testid="saved-progress"]')!.textContent).toMatch(/3 moves/);

    await click(row().querySelector<HTMLElement>('[data-testid="saved-rename"]'));
    const input = row().querySelector<HTMLInputElement>('input[aria-label="New name"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'Liège holds');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await settle();
    expect(row().querySelector('[data-testid="saved-name"]')!.textContent).toBe('Liège holds');
    expect(store.games.get('game1')!.name).toBe('Liège holds');
    // The rename keeps the game's moves and revision (a tab playing it saves on).
    expect(store.games.get('game1')!.revision).toBe(3);

    const file = menu.host.exportSaved(store.games.get('game1')!);
    expect(file.name).toMatch(/^sandtable-blb-seed3-.*\.json$/);
    expect(JSON.parse(file.text).record.events).toHaveLength(3);

    await click(row().querySelector<HTMLElement>('[data-testid="saved-delete"]'));
    await settle();
    expect(menu.$$('[data-testid="saved-game"]')).toHaveLength(0);
    expect(store.games.size).toBe(0);
    expect(menu.$('[data-testid="saved-deleted"]')!.textContent).toContain('Deleted "Liège holds"');
    await click(menu.$('[data-testid="saved-undo"]'));
    await settle();
    expect(store.games.get('game1')!.record.events).toHaveLength(3);
    expect(menu.$$('[data-testid="saved-game"]')).toHaveLength(1);

    // A reload of the menu lists it; Continue opens it with its three moves.
    close(menu);
    const reloaded = await tab('', { saved: store });
    await click(reloaded.$('[data-testid="saved-continue"]'));
    await settle();
    expect(savedId(reloaded)).toBe('game1');
    expect(logLength(reloaded)).toBe(3);
  });

  it('Load never discards the game in progress: the file becomes a saved game of its own', async () => {
    const store = memorySavedGames();
    const a = await tab(GAME, { saved: store });
    await play(a, 2);
    const session = new GameSession(blbModule, { seed: 9 });
    session.send(session.legal()[0]!);
    const error = a.host.openRecord(session.record);
    expect(error).toBeNull();
    await settle();
    expect(savedId(a)).toBe('game2');
    expect(logLength(a)).toBe(1);
    expect(messages(a)).toMatch(/Loaded the saved game \(1 events played\), kept in "Your games"/);
    expect(store.games.get('game1')!.record.events).toHaveLength(2);
    expect(store.games.get('game2')!.record).toMatchObject({ seed: 9, events: session.record.events });
  });

  it('two tabs, different games: each keeps its own moves through reloads', async () => {
    const store = memorySavedGames();
    const bus = claimBus();
    const a = await tab(GAME, { saved: store, claims: new TabClaims(bus.open(), 'taba'), newId: counterIds('aaa') });
    const b = await tab('?game=blb&players=human,human&seed=4', { saved: store, claims: new TabClaims(bus.open(), 'tabb'), newId: counterIds('bbb') });
    await play(a, 6);
    await play(b, 3);
    await play(a, 1);
    const [urlA, urlB] = [a.url.search, b.url.search];
    close(a);
    close(b);
    const a2 = await tab(urlA, { saved: store });
    const b2 = await tab(urlB, { saved: store });
    expect(logLength(a2)).toBe(7);
    expect(logLength(b2)).toBe(3);
    expect(a2.$('[data-testid="seed"]')!.textContent).toBe('seed 3');
    expect(b2.$('[data-testid="seed"]')!.textContent).toBe('seed 4');
  });

  it('two tabs, one game: the second is told and chooses; taking over stops the first; a copy leaves the original whole', async () => {
    const store = memorySavedGames();
    const bus = claimBus();
    const c = await tab(GAME, { saved: store, claims: new TabClaims(bus.open(), 'tabc'), newId: counterIds('ccc') });
    await play(c, 4);
    const d = await tab(c.url.search, { saved: store, claims: new TabClaims(bus.open(), 'tabd'), newId: counterIds('ddd') });
    await settle();
    expect(logLength(d)).toBe(4);
    const banner = d.$('[data-testid="saved-banner"]')!;
    expect(banner.dataset.status).toBe('elsewhere');
    expect(banner.textContent).toMatch(/open in another tab/);
    // Play holds until D chooses: no actions, and a sent event is refused with the reason.
    expect(actions(d)).toHaveLength(0);
    await play(c, 2);
    expect(d.$('[data-testid="saved-banner"]')!.textContent).toMatch(/The other tab has saved 6 events/);

    await click(d.$('[data-testid="saved-take-over"]'));
    await settle();
    // D goes on from C's six moves; C is stopped.
    expect(logLength(d)).toBe(6);
    expect(d.$('[data-testid="saved-banner"]')).toBeNull();
    expect(c.$('[data-testid="saved-banner"]')!.dataset.status).toBe('taken');
    expect(actions(c)).toHaveLength(0);
    await play(d, 1);
    expect(store.games.get(savedId(c)!)!.record.events).toHaveLength(7);

    // C plays on with a copy: a saved game of its own, the original untouched.
    await click(c.$('[data-testid="saved-copy"]'));
    await settle();
    const copy = savedId(c)!;
    expect(copy).toBe('ccc2');
    await play(c, 1);
    expect(store.games.get('ccc1')!.record.events).toHaveLength(7);
    expect(store.games.get(copy)!.record.events).toHaveLength(7);
    expect(store.games.get(copy)!.name).toBe('Brave Little Belgium, seed 3 (copy)');
  });

  it('without a channel between the tabs, a write that would lose newer events is refused and the player told', async () => {
    const store = memorySavedGames();
    const c = await tab(GAME, { saved: store });
    await play(c, 4);
    const d = await tab(c.url.search, { saved: store });
    await play(c, 2);
    await play(d, 1);
    // D's move is not saved over C's six.
    expect(store.games.get('game1')!.record.events).toHaveLength(6);
    const banner = d.$('[data-testid="saved-banner"]')!;
    expect(banner.dataset.status).toBe('newer');
    expect(banner.textContent).toMatch(/6 events saved there/);
    await click(d.$('[data-testid="saved-take-over"]'));
    await settle();
    expect(logLength(d)).toBe(6);
    await play(d, 1);
    expect(store.games.get('game1')!.record.events).toHaveLength(7);
    // And C, now behind, is refused in turn.
    await play(c, 1);
    expect(store.games.get('game1')!.record.events).toHaveLength(7);
    expect(c.$('[data-testid="saved-banner"]')!.dataset.status).toBe('newer');
  });

  it('a reload in the middle of a write loses nothing: the tab journal brings the unwritten moves back and writes them', async () => {
    const store = memorySavedGames();
    const journal = memoryStorage();
    // Writes that never land (the page goes away first).
    const stalled = { ...store, write: () => new Promise<never>(() => undefined) };
    const a = await tab(GAME, { saved: stalled, journal });
    await play(a, 3);
    const url = a.url.search;
    close(a);
    expect(store.games.size).toBe(0);
    const b = await tab(url, { saved: store, journal });
    expect(logLength(b)).toBe(3);
    await settle();
    expect(store.games.get('game1')!.record.events).toHaveLength(3);
    // Once written, the journal is cleared; a stale one (not extending what is stored) is ignored.
    expect(journal.data.size).toBe(0);
    journal.setItem('sandtable.unsaved.game1', JSON.stringify({ record: { ...store.games.get('game1')!.record, events: [] } }));
    close(b);
    const c = await tab(url, { saved: store, journal });
    expect(logLength(c)).toBe(3);
  });

  it('full storage before a game: moves go on, the player is told they are not saved', async () => {
    const full = memorySavedGames({ failWrites: () => 'QuotaExceededError: the quota has been exceeded' });
    const a = await tab(GAME, { saved: full });
    await play(a, 5);
    expect(logLength(a)).toBe(5);
    expect(messages(a)).toContain(AUTOSAVE_FAILED);
    expect(a.$('[data-testid="save-status"]')!.dataset.status).toBe('failed');
  });

  it('storage filling during a game: what was saved is continued after a reload, and the player is told again', async () => {
    const store = memorySavedGames();
    const a = await tab(GAME, { saved: store });
    await play(a, 2);
    const url = a.url.search;
    close(a);
    const full = fullCopyOf(store);
    const b = await tab(url, { saved: full });
    expect(logLength(b)).toBe(2);
    expect(messages(b)).toMatch(/Continuing/);
    await play(b, 1);
    expect(logLength(b)).toBe(3);
    expect(messages(b)).toContain(AUTOSAVE_FAILED);
    expect(full.games.get('game1')!.record.events).toHaveLength(2);
  });

  it('a browser without saved games says so on the menu and in the game', async () => {
    const none = memorySavedGames({ problem: 'Saved games cannot be kept in this browser (this browser has no IndexedDB).' });
    const menu = await tab('', { saved: none });
    expect(menu.$('[data-testid="your-games"]')!.textContent).toMatch(/cannot be kept in this browser.*Use Save/);
    close(menu);
    const a = await tab(GAME, { saved: none });
    await play(a, 1);
    expect(messages(a)).toContain(AUTOSAVE_FAILED);
  });

  it('an unknown saved id with a game starts it afresh; without one it says so over the menu', async () => {
    const a = await tab(`${GAME}&saved=abcdef123`);
    expect(logLength(a)).toBe(0);
    expect(savedId(a)).toBe('abcdef123');
    expect(messages(a)).toBe('');
    const b = await tab('?saved=abcdef123');
    expect(b.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(messages(b)).toMatch(/not on this machine/);
  });

  it('the old one-slot autosave is moved into Your games once', async () => {
    const storage = memoryStorage();
    const session = new GameSession(blbModule, { seed: 5 });
    session.send(session.legal()[0]!);
    storage.setItem(autosaveKey('blb'), JSON.stringify(session.record));
    const store = memorySavedGames();
    const menu = await tab('', { saved: store, storage });
    const rows = menu.$$('[data-testid="saved-game"]');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Brave Little Belgium, seed 5 (autosaved)');
    expect(storage.data.has(autosaveKey('blb'))).toBe(false);
    await click(rows[0]!.querySelector<HTMLElement>('[data-testid="saved-continue"]'));
    await settle();
    expect(logLength(menu)).toBe(1);
  });
});
