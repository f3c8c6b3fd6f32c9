// A line of the list of games (src/app/games.ts) and the game as the app holds it once loaded.
// Generic: names no game.
//
// A line is a game's card (plain data: what the start menu and the URL contract need) and two
// loaders: its headless module (rules, machine, bots, options schema) and its drawn entry. Neither
// is in the first chunk the browser loads: the app loads a game's when the URL or the menu picks
// it (host.ts); node tools await `loadGameModules()` (games.ts).
import type { GameCard } from '../core/gameCard';
import type { AnyGameModule, BeatOf, GameModule, ViewOf } from '../core/module';
import type { DrawnGame, GameEntry } from '../ui/drawnGame';

/** A game in the list: its card, and its module and drawn entry loaded on demand (each once). */
export interface GameListing {
  card: GameCard;
  /** The headless module (no React, no three: node tools load it). */
  module: () => Promise<AnyGameModule>;
  /** The drawn entry (the app's: React components, lazy tables). */
  drawn: () => Promise<DrawnGame<any, any>>;
  /** Both, checked to pair with the card and each other; the same promise on every call. */
  load: () => Promise<GameEntry>;
  /** The game once `load` has finished, else null (so a loaded game opens without waiting). */
  loaded: () => GameEntry | null;
}

/** Calls `load` once; later calls get the same promise (a failed load is tried again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = null;
      throw error;
    });
    return promise;
  };
}

/**
 * Lists a game: its card, its module and its drawn entry. The types tie them: the card's options
 * are the module's, the drawn entry's beat catalogue must cover exactly the module's beats, and its
 * table take the module's view. Loading checks that all three name the same game.
 */
export function listGame<M extends GameModule<any, any, any, any, any>>(
  card: GameCard<M['options']['defaults']>,
  module: () => Promise<M>,
  drawn: () => Promise<DrawnGame<BeatOf<M>, ViewOf<M>>>,
): GameListing {
  let entry: GameEntry | null = null;
  const loadModule = once(async () => {
    const m = await module();
    const problem = cardProblem(card, m);
    if (problem) throw new Error(problem);
    return m;
  });
  const loadDrawn = once(drawn);
  const load = once(async () => {
    const [m, d] = await Promise.all([loadModule(), loadDrawn()]);
    if (d.id !== m.id) throw new Error(`The drawn entry "${d.id}" is listed with the module "${m.id}".`);
    entry = { module: m, drawn: d, card };
    return entry;
  });
  return { card, module: loadModule, drawn: loadDrawn, load, loaded: () => entry };
}

/** Why a module does not match the card it is listed with (id, title, sides), or null. */
export function cardProblem(card: GameCard, module: AnyGameModule): string | null {
  if (module.id !== card.id) return `The module "${module.id}" is listed with the card "${card.id}".`;
  if (module.title !== card.title) return `The module "${module.id}" is titled "${module.title}", its card "${card.title}".`;
  if (module.sides.join(',') !== card.sides.join(',')) return `The module "${module.id}" has the sides ${module.sides.join(', ')}, its card ${card.sides.join(', ')}.`;
  return null;
}

/** Loads every game's module and drawn entry (dev pages, the inspector's window, tests). */
export async function loadGames(listings: readonly GameListing[]): Promise<GameEntry[]> {
  return Promise.all(listings.map((l) => l.load()));
}
