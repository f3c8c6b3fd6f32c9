// The dev-page router (`?dev=NAME`): the shared statechart page (`?dev=statechart&game=ID`, the
// first game in the list by default) and the pages each game's drawn entry lists. Names no game.
// An unknown name gets a short page saying so, with links to the start menu and to each dev page.
import type { GameEntry } from '../ui/drawnGame';
import './devPages.css';

/** Every dev page name, for the message an unknown one gets. */
export function devPageNames(games: readonly GameEntry[]): string[] {
  return ['statechart', ...games.flatMap((g) => Object.keys(g.drawn.devPages))];
}

export async function mountDevPage(container: HTMLElement, name: string, games: readonly GameEntry[], params: URLSearchParams): Promise<void> {
  if (name === 'statechart') {
    // The statechart diagram on its own, lit by a random-bot game (src/ui/inspector/dev).
    const game = games.find((g) => g.module.id === params.get('game')) ?? games[0];
    if (!game) throw new Error('No game is listed.');
    const { mountStatechartDemo } = await import('../ui/inspector/dev/StatechartDemo');
    mountStatechartDemo(container, game.module);
    return;
  }
  const owner = games.find((g) => Object.hasOwn(g.drawn.devPages, name));
  if (!owner) {
    showUnknownDevPage(container, name, games);
    return;
  }
  await owner.drawn.devPages[name]!(container);
}

/**
 * The page for an unknown `?dev=` name: what was asked for, a link back to the start menu, and the
 * dev pages that exist, as links, under the game that gives each (plain DOM: no React needed).
 */
export function showUnknownDevPage(container: HTMLElement, name: string, games: readonly GameEntry[]): void {
  const doc = container.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string | null, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const link = (href: string, text: string) => {
    const a = el('a', null, text);
    a.href = href;
    return a;
  };
  const page = el('main', 'dev-missing');
  page.dataset.testid = 'dev-missing';
  page.setAttribute('role', 'alert');
  page.append(el('h1', null, 'No such dev page'));
  const what = el('p', null);
  what.append('There is no dev page called ', el('code', null, name), '.');
  page.append(what);
  const back = el('p', 'dev-missing-menu');
  back.append(link('?', 'Go to the start menu'));
  page.append(back);
  page.append(el('h2', null, 'Dev pages'));
  const groups: { title: string; names: string[] }[] = [
    { title: 'Every game', names: ['statechart'] },
    ...games.map((g) => ({ title: g.module.title, names: Object.keys(g.drawn.devPages) })).filter((g) => g.names.length > 0),
  ];
  const list = el('dl', 'dev-missing-list');
  for (const group of groups) {
    list.append(el('dt', null, group.title));
    const dd = el('dd', null);
    group.names.forEach((page, i) => {
      if (i > 0) dd.append(' ');
      dd.append(link(`?dev=${encodeURIComponent(page)}`, page));
    });
    list.append(dd);
  }
  page.append(list);
  container.replaceChildren(page);
  doc.title = 'No such dev page · Sandtable';
}
