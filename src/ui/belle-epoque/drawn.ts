// Belle Epoque's drawn front door: its 3D hex table, its flat SVG hex map, its beat catalogue and
// die styles and its dev pages. Loaded when the game is chosen (the start menu's blurb is in
// machines/belle-epoque/card.ts): the components and dev pages are lazy; the rest is data. (No
// counters: its units are stands of figures.)
import { lazy } from 'react';
import type { BelleBeat } from '../../games/belle-epoque/beats';
import type { BelleView } from '../../games/belle-epoque/view';
import { BELLE_BEAT_CATALOGUE } from '../../scene/belle-epoque/beatCatalogue';
import { BELLE_DIE_STYLES } from '../../scene/belle-epoque/dieStyles';
import type { DevPageMount, DrawnGame } from '../drawnGame';
import type { ShotSoundMap } from '../sound/shotSounds';
import { lazyPart } from '../lazyPart';

/** One of the table's dev pages (src/scene/belle-epoque/dev/BelleDevPages.tsx), by its name. */
const devPage =
  (name: string): DevPageMount =>
  (container) =>
    import('../../scene/belle-epoque/dev/BelleDevPages').then((m) => m.mountBelleDevPage(container, name));

/** Its shots heard (src/ui/sound): stands set down as a move ends, tokens drawn, command and test dice, volleys, assault dice. */
export const BELLE_SOUNDS = {
  move: { sound: 'setDown', at: 'end' },
  chit: 'draw',
  roll: 'dice',
  fire: 'volley',
  assault: 'dice',
} as const satisfies ShotSoundMap;

export const belleDrawn: DrawnGame<BelleBeat, BelleView> = {
  id: 'belle-epoque',
  Table3D: lazy(() => import('../../scene/belle-epoque/BelleTable').then((m) => ({ default: m.BelleTable }))),
  Board2D: lazyPart(() => import('./BelleFlatBoard').then((m) => m.BelleFlatBoard)),
  beats: BELLE_BEAT_CATALOGUE,
  sounds: BELLE_SOUNDS,
  dieStyles: BELLE_DIE_STYLES,
  devPages: {
    // The table at a chosen decision (?dev=belle-table&seed=7&at=fire), and its parts on their own.
    'belle-table': devPage('belle-table'),
    'belle-board': devPage('belle-board'),
    'belle-stands': devPage('belle-stands'),
    'belle-bowl': devPage('belle-bowl'),
    'belle-effects': devPage('belle-effects'),
    // The flat SVG map at the same moments (?dev=belle-flat&seed=7&at=fire), lit as the table is.
    'belle-flat': (container) => import('./FlatDevPage').then((m) => m.mountBelleFlatDevPage(container)),
  },
};
