// The dev-page router (`?dev=NAME`): the shared statechart page (`?dev=statechart&game=ID`, the
// first game in the list by default) and the pages each game's drawn entry lists. Names no game.
import type { GameEntry } from '../ui/drawnGame';

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
  if (!owner) throw new Error(`There is no dev page "${name}". Dev pages: ${devPageNames(games).join(', ')}.`);
  await owner.drawn.devPages[name]!(container);
}
