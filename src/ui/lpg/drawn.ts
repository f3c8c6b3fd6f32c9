// La Petite Guerre's drawn front door: its 3D table (src/scene/lpg/LpgTable.tsx: the printed
// campaign map with the view's markers and counters, the command racks, tracks, hands and the card
// duel, played by clicks), its flat SVG hex map behind the table host's 2D toggle, hands of action
// cards kept private (the table host's hot seat and privacy screen, src/ui/seat.tsx), its beat
// catalogue, sounds, die styles (the duel tray's: a die per side's ink,
// src/scene/lpg/battle/dieStyles.ts) and dev pages. Loaded when the game is chosen (the start menu's
// blurb is in machines/lpg/card.ts): the table, the board and the dev pages are lazy; the rest is data.
import type { LpgBeat } from '../../games/lpg/beats';
import type { LpgView } from '../../games/lpg/view';
import type { DrawnGame } from '../drawnGame';
import type { ShotSoundMap } from '../sound/shotSounds';
import { lazy } from 'react';
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
  Table3D: lazy(() => import('../../scene/lpg/LpgTable').then((m) => ({ default: m.LpgTable }))),
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
    // A commander's command radius and chain, the weather on the map, the showcase camera's frames (?dev=lpg-command&seed=7&steps=60&commander=washington&weather=snow).
    'lpg-command': (container) => import('../../scene/lpg/dev/LpgCommandDevPage').then((m) => m.mountLpgCommandDevPage(container)),
    // Both command racks, the calendar and Loyalty track, both timelines (?dev=lpg-racks&seed=7&steps=N&as=british).
    'lpg-racks': (container) => import('../../scene/lpg/dev/LpgRacksDevPage').then((m) => m.mountLpgRacksDevPage(container)),
    // The 3D table at a chosen moment of a smart-bot game (?dev=lpg-table&seed=7&at=move or &steps=N), seated as the side deciding then.
    'lpg-table': (container) => import('../../scene/lpg/dev/LpgTableDevPage').then((m) => m.mountLpgTableDevPage(container)),
    // The action cards (hands, decks, discards, a card played) through a stretch of a smart-bot game (?dev=lpg-cards&seed=7[&freeze=MS]).
    'lpg-cards': (container) => import('../../scene/lpg/dev/LpgCardsDevPage').then((m) => m.mountLpgCardsDevPage(container)),
    // The first battle of a smart-bot game replayed through the queue at the card duel (?dev=lpg-duel&seed=7[&choose=1][&freeze=MS]).
    'lpg-duel': (container) => import('../../scene/lpg/dev/LpgDuelDevPage').then((m) => m.mountLpgDuelDevPage(container)),
  },
};
