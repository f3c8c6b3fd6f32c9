// La Petite Guerre's drawn front door: its flat SVG hex map (no 3D table yet: the shell shows the
// flat board alone, with no 2D/3D toggle), hands of action cards kept private (the table host's hot
// seat and privacy screen, src/ui/seat.tsx), its beat catalogue, sounds and dev page. Loaded when
// the game is chosen (the start menu's blurb is in machines/lpg/card.ts): the board and the dev page
// are lazy; the rest is data. Its die styles are the 3D table's duel tray's (a die per side's ink:
// src/scene/lpg/battle/dieStyles.ts).
import type { LpgBeat } from '../../games/lpg/beats';
import type { LpgView } from '../../games/lpg/view';
import type { DrawnGame } from '../drawnGame';
import type { ShotSoundMap } from '../sound/shotSounds';
import { lazyPart } from '../lazyPart';
import { LPG_BEAT_CATALOGUE } from '../../scene/lpg/beatCatalogue';
import { LPG_DIE_STYLES } from '../../scene/lpg/battle/dieStyles';
// The sides' colours in the shared overlay (action list, log, start menu).
import './sides.css';

/** Its shots heard (src/ui/sound): cards drawn and shown, stacks set down as a move ends. */
export const LPG_SOUNDS = {
  card: 'card',
  cards: 'card',
  move: { sound: 'setDown', at: 'end' },
  arrive: { sound: 'setDown', at: 'end' },
} as const satisfies ShotSoundMap;

export const lpgDrawn: DrawnGame<LpgBeat, LpgView> = {
  id: 'lpg',
  Board2D: lazyPart(() => import('./LpgBoard').then((m) => m.LpgBoard)),
  privateHands: true,
  beats: LPG_BEAT_CATALOGUE,
  sounds: LPG_SOUNDS,
  dieStyles: LPG_DIE_STYLES,
  devPages: {
    // The flat hex map at a chosen moment of a bot game (?dev=lpg-flat&seed=7&at=move), lit as that side's player sees it.
    'lpg-flat': (container) => import('./FlatDevPage').then((m) => m.mountLpgFlatDevPage(container)),
    // The campaign map's printed sheet on the 3D table (issue 18's groundwork: the paper only).
    'lpg-sheet': (container) => import('../../scene/lpg/dev/LpgSheetDevPage').then((m) => m.mountLpgSheetDevPage(container)),
    // The action cards (hands, decks, discards, a card played) through a stretch of a smart-bot game (?dev=lpg-cards&seed=7[&freeze=MS]).
    'lpg-cards': (container) => import('../../scene/lpg/dev/LpgCardsDevPage').then((m) => m.mountLpgCardsDevPage(container)),
    // The first battle of a smart-bot game replayed through the queue at the card duel (?dev=lpg-duel&seed=7[&choose=1][&freeze=MS]).
    'lpg-duel': (container) => import('../../scene/lpg/dev/LpgDuelDevPage').then((m) => m.mountLpgDuelDevPage(container)),
  },
};
