// Brief Border Wars' drawn front door: its 3D table (the printed sheet, played by clicks), its flat
// SVG area map behind the table's 2D toggle, hands kept private (the table host's hot seat and
// privacy screen), its beat catalogue, die styles, sounds and dev pages. Loaded when the game is chosen (the start
// menu's blurb is in machines/bbw/card.ts): the board and dev pages are lazy; the rest is data.
import type { BbwBeat } from '../../games/bbw/beats';
import type { BbwView } from '../../games/bbw/view';
import type { DrawnGame } from '../drawnGame';
import type { ShotSoundMap } from '../sound/shotSounds';
import { lazy } from 'react';
import { lazyPart } from '../lazyPart';
import { BBW_BEAT_CATALOGUE } from '../../scene/bbw/beatCatalogue';
import { BBW_DIE_STYLES } from '../../scene/bbw/dieStyles';
// The sides' colours in the shared overlay (action list, log, start menu).
import './sides.css';

/** Its shots heard (src/ui/sound): cards drawn and played, dice, units set down as a move ends. */
export const BBW_SOUNDS = {
  chit: 'draw',
  card: 'card',
  event: 'card',
  dice: 'dice',
  move: { sound: 'setDown', at: 'end' },
} as const satisfies ShotSoundMap;

export const bbwDrawn: DrawnGame<BbwBeat, BbwView> = {
  id: 'bbw',
  Table3D: lazy(() => import('../../scene/bbw/BbwTable').then((m) => ({ default: m.BbwTable }))),
  Board2D: lazyPart(() => import('./AreaBoard').then((m) => m.AreaBoard)),
  privateHands: true,
  beats: BBW_BEAT_CATALOGUE,
  sounds: BBW_SOUNDS,
  dieStyles: BBW_DIE_STYLES,
  devPages: {
    // The flat area map at a chosen moment of a smart-bot game (?dev=bbw-flat&seed=7&at=move).
    'bbw-flat': (container) => import('./FlatDevPage').then((m) => m.mountBbwFlatDevPage(container)),
    // The 3D printed sheet and its counters at a moment of a smart-bot game (?dev=bbw-table&seed=7&steps=40
    // or &at=move): only to look at; the playable table is Table3D (src/scene/bbw/BbwTable.tsx).
    'bbw-table': (container) => import('../../scene/bbw/dev/BbwTableDevPage').then((m) => m.mountBbwTableDevPage(container)),
    // The cards (deck, hands, discard, Special Action cards, the card in play) over the sheet, with replays (?dev=bbw-cards&seed=7&steps=40).
    'bbw-cards': (container) => import('../../scene/bbw/dev/BbwCardsDevPage').then((m) => m.mountBbwCardsDevPage(container)),
    // The first battle of a smart-bot game replayed through the animation queue (?dev=bbw-battle&seed=7[&freeze=MS]).
    'bbw-battle': (container) => import('../../scene/bbw/dev/BbwBattleDevPage').then((m) => m.mountBbwBattleDevPage(container)),
  },
};
