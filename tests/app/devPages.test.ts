// @vitest-environment happy-dom
// The dev-page router: an unknown `?dev=` name gets a short page that says so, links back to the
// start menu and lists the dev pages that exist (as links, under the game that gives each),
// instead of a blank page, a bare error line or the start menu shown silently.
import { describe, expect, it } from 'vitest';
import { devPageNames, mountDevPage } from '../../src/app/devPages';
import { loadGames } from '../../src/app/gameListing';
import { GAMES } from '../../src/app/games';

describe('?dev= router', () => {
  it('an unknown dev page is a page of its own: the name asked for, a link to the start menu, every dev page as a link', async () => {
    const games = await loadGames(GAMES);
    const container = document.createElement('div');
    document.body.appendChild(container);
    await mountDevPage(container, 'nonsense', games, new URLSearchParams('?dev=nonsense'));
    const page = container.querySelector<HTMLElement>('[data-testid="dev-missing"]');
    expect(page).not.toBeNull();
    expect(page!.querySelector('h1')!.textContent).toBe('No such dev page');
    expect(page!.textContent).toContain('There is no dev page called nonsense.');
    const links = [...page!.querySelectorAll('a')];
    const menu = links.find((a) => a.textContent === 'Go to the start menu');
    expect(menu!.getAttribute('href')).toBe('?');
    // Every dev page that exists is linked, and nothing else but the menu.
    const devLinks = links.filter((a) => a !== menu);
    expect(devLinks.map((a) => a.textContent).sort()).toEqual(devPageNames(games).sort());
    for (const a of devLinks) expect(a.getAttribute('href')).toBe(`?dev=${a.textContent}`);
    // Each game's pages are listed under its title.
    const titles = [...page!.querySelectorAll('dt')].map((dt) => dt.textContent);
    for (const g of games) if (Object.keys(g.drawn.devPages).length > 0) expect(titles).toContain(g.module.title);
    container.remove();
  });
});
