// @vitest-environment happy-dom
// The start menu keeps its choice in the URL (replaced, marked menu=1, nothing starts), so a
// bookmarked setup opens the menu with that choice, and Start goes to the URL of the contract.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { blbCard } from '../../machines/blb/card';
import { listGame } from '../../src/app/gameListing';
import { click, renderApp, waitFor, type Rendered } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function change(el: HTMLElement | null, value: string): Promise<void> {
  if (!el) throw new Error('no field');
  await act(async () => {
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

describe('start menu and the URL', () => {
  it('each change is written into the URL (replaced, menu=1) without starting the game', async () => {
    app = await renderApp('');
    await change(app.$('select[name="mode"]'), 'showcase');
    expect(app.url.writes.at(-1)).toEqual({ search: '?menu=1&game=blb&mode=showcase&players=smart,smart&speed=normal', replace: true });
    expect(app.$('[data-testid="mode-description"]')!.textContent).toMatch(/Bots play game after game/);
    await change(app.$('select[name="player-entente"]'), 'random');
    await change(app.$('select[name="speed"]'), 'fast');
    await change(app.$('input[name="seed"]'), '42');
    await click(app.$('input[name="option-germanHandicap"]'));
    const last = app.url.writes.at(-1)!;
    expect(last.replace).toBe(true);
    expect(last.search).toBe('?menu=1&game=blb&mode=showcase&players=smart,random&seed=42&speed=fast&options={"alternativeGardeCivique":false,"freeSetUp":false,"germanHandicap":true}'.replace(/[{}":]/g, (c) => encodeURIComponent(c)));
    expect(app.url.writes.every((w) => w.replace)).toBe(true);
    expect(app.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(app.$('[data-testid="setup-link"]')!.getAttribute('href')).toContain('game=blb&mode=showcase&players=smart,random&seed=42&speed=fast');
  });

  it('a bookmarked setup (menu=1) opens the menu with its choice; Start starts exactly that game', async () => {
    app = await renderApp('?menu=1&game=blb&mode=teach&players=human,smart&seed=42&speed=slow');
    expect(app.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(app.$('[data-testid="phase"]')).toBeNull();
    expect((app.$('select[name="mode"]') as HTMLSelectElement).value).toBe('teach');
    expect((app.$('select[name="player-german"]') as HTMLSelectElement).value).toBe('human');
    expect((app.$('select[name="player-entente"]') as HTMLSelectElement).value).toBe('smart');
    expect((app.$('input[name="seed"]') as HTMLInputElement).value).toBe('42');
    expect((app.$('select[name="speed"]') as HTMLSelectElement).value).toBe('slow');
    await click(app.$('[data-testid="start"]'));
    // Start goes to the setup's URL; the page then names the new saved game in it (replaced).
    expect(app.url.writes.at(-2)).toEqual({ search: '?game=blb&mode=teach&players=human,smart&seed=42&speed=slow', replace: false });
    expect(app.url.writes.at(-1)).toEqual({ search: '?game=blb&mode=teach&players=human,smart&seed=42&speed=slow&saved=game1', replace: true });
    expect(app.$('[data-testid="seed"]')!.textContent).toBe('seed 42');
  });

  it('a bad seed is not written and blocks Start with the reason', async () => {
    app = await renderApp('');
    await change(app.$('input[name="seed"]'), '12x');
    expect(app.url.writes).toHaveLength(0);
    expect(app.container.textContent).toMatch(/The seed must be an integer/);
    expect((app.$('[data-testid="start"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('every game card on the menu has a description (its card\'s blurb), Belle Epoque\'s included', async () => {
    app = await renderApp('');
    const cards = app.$$('.game-choice');
    expect(cards.length).toBe(app.host.games.length);
    for (const { card: game } of app.host.games) {
      const card = cards.find((c) => c.querySelector('.game-title')!.textContent === game.title)!;
      const blurb = card.querySelector('.game-blurb')?.textContent ?? '';
      expect(blurb.length, game.id).toBeGreaterThan(40);
      expect(blurb).toBe(game.blurb);
    }
    expect(app.host.games.map((g) => g.card.id)).toContain('belle-epoque');
  });

  it("no game's module loads on the menu until its variants change; then its schema checks them (3.2: two set-ups that exclude each other)", async () => {
    const loads: string[] = [];
    const blb = listGame(
      blbCard,
      () => (loads.push('module'), import('../../machines/blb/index').then((m) => m.blbModule)),
      () => (loads.push('drawn'), import('../../src/ui/blb/drawn').then((m) => m.blbDrawn)),
    );
    app = await renderApp('?menu=1&game=blb', { games: [blb], preload: false });
    expect(app.$('[data-testid="start-menu"]')).not.toBeNull();
    expect(loads).toEqual([]);
    await click(app.$('input[name="option-freeSetUp"]'));
    await waitFor(() => loads.includes('module'), 'the module to load');
    expect(loads).toEqual(['module']);
    await click(app.$('input[name="option-alternativeGardeCivique"]'));
    const error = await waitFor(() => app!.$('.form-error'), 'the schema\'s refusal');
    expect(error.textContent).toMatch(/3\.2: Free Set-Up cannot be combined with the Alternative Garde Civique Set-Up/);
    expect((app.$('[data-testid="start"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a seed out of range names the range a seed takes', async () => {
    app = await renderApp('');
    await change(app.$('input[name="seed"]'), '99999999999999999999');
    expect(app.url.writes).toHaveLength(0);
    expect(app.container.textContent).toContain(
      'The seed "99999999999999999999" is out of range: a seed is an integer from -9007199254740991 to 9007199254740991 (or blank for a random one).',
    );
    expect((app.$('[data-testid="start"]') as HTMLButtonElement).disabled).toBe(true);
  });
});
