// The one list of games. The app, the tools, the simulator and the tests all read it; it is the
// only shared file that names a game (tests/architecture/layers.test.ts checks). Adding a game
// adds its folders and one line here (docs/adding-a-game.md).
//
// Each line pairs a game's two front doors: its headless module (machines/<id>/index.ts, loaded
// with the list: no React, no three, so node tools can read it) and its drawn entry
// (src/ui/<id>/drawn.ts, loaded only by the app: see loadGames). `listGame` checks that the
// drawn entry's beat catalogue and table take the module's own beats and view.
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { listGame, type GameListing } from './gameListing';

export const GAMES: readonly GameListing[] = [
  listGame(blbModule, () => import('../ui/blb/drawn').then((m) => m.blbDrawn)),
  listGame(belleModule, () => import('../ui/belle-epoque/drawn').then((m) => m.belleDrawn)),
];

/** The game modules, in menu order. */
export const GAME_MODULES = GAMES.map((g) => g.module);
