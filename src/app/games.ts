// The one list of games. The app, the tools, the simulator and the tests all read it; it is the
// only shared file that names a game (tests/architecture/layers.test.ts checks). Adding a game
// adds its folders and one line here (docs/adding-a-game.md).
//
// Each line is a game's card (machines/<id>/card.ts: plain data, in the app's first chunk: the
// start menu and the URL need no more) and its two front doors, each loaded when the game is
// chosen: the headless module (machines/<id>/index.ts: no React, no three, so node tools load it:
// `await loadGameModules()`) and the drawn entry (src/ui/<id>/drawn.ts). `listGame` ties their
// types; loading checks they name the same game.
import { bbwCard } from '../../machines/bbw/card';
import { belleCard } from '../../machines/belle-epoque/card';
import { blbCard } from '../../machines/blb/card';
import { lpgCard } from '../../machines/lpg/card';
import type { AnyGameModule } from '../core/module';
import { listGame, type GameListing } from './gameListing';

export const GAMES: readonly GameListing[] = [
  listGame(blbCard, () => import('../../machines/blb/index').then((m) => m.blbModule), () => import('../ui/blb/drawn').then((m) => m.blbDrawn)),
  listGame(belleCard, () => import('../../machines/belle-epoque/index').then((m) => m.belleModule), () => import('../ui/belle-epoque/drawn').then((m) => m.belleDrawn)),
  listGame(bbwCard, () => import('../../machines/bbw/index').then((m) => m.bbwModule), () => import('../ui/bbw/drawn').then((m) => m.bbwDrawn)),
  listGame(lpgCard, () => import('../../machines/lpg/index').then((m) => m.lpgModule), () => import('../ui/lpg/drawn').then((m) => m.lpgDrawn)),
];

/** The game modules, in menu order, loaded (node tools and tests: `const MODULES = await loadGameModules()`). */
export function loadGameModules(): Promise<AnyGameModule[]> {
  return Promise.all(GAMES.map((g) => g.module()));
}
