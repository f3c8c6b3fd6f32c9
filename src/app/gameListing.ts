// A line of the list of games (src/app/games.ts) and the game as the app holds it once loaded.
// Generic: names no game.
import type { AnyGameModule, BeatOf, GameModule, ViewOf } from '../core/module';
import type { DrawnGame, GameEntry } from '../ui/drawnGame';

/** A game in the list: its headless module, and its drawn entry loaded on demand. */
export interface GameListing {
  module: AnyGameModule;
  drawn: () => Promise<DrawnGame<any, any>>;
}

/**
 * Pairs a module with its drawn entry. The types tie them: the drawn entry's beat catalogue must
 * cover exactly the module's beats, and its table take the module's view.
 */
export function listGame<M extends GameModule<any, any, any, any, any>>(
  module: M,
  drawn: () => Promise<DrawnGame<BeatOf<M>, ViewOf<M>>>,
): GameListing {
  return { module, drawn };
}

/** Loads every game's drawn entry (small: the heavy parts inside stay lazy) and checks each pairs with its module. */
export async function loadGames(listings: readonly GameListing[]): Promise<GameEntry[]> {
  return Promise.all(
    listings.map(async ({ module, drawn }) => {
      const entry = await drawn();
      if (entry.id !== module.id) throw new Error(`The drawn entry "${entry.id}" is listed with the module "${module.id}".`);
      return { module, drawn: entry };
    }),
  );
}
