// Brave Little Belgium's drawn front door: its 3D table, its schematic 2D board, the German
// objectives panel, its beat catalogue, die styles and counter glyphs, and its dev pages. Loaded
// when the game is chosen (the start menu's blurb is in machines/blb/card.ts): the tables and dev
// pages are lazy; the rest is data.
import { lazy } from 'react';
import type { BlbBeat } from '../../games/blb/beats';
import type { BlbView } from '../../games/blb/view';
import { BLB_BEAT_CATALOGUE } from '../../scene/blb/beatCatalogue';
import { BLB_GLYPHS } from '../../scene/blb/counterGlyphs';
import { BLB_DIE_STYLES } from '../../scene/blb/dieStyles';
import type { DrawnGame } from '../drawnGame';
import type { ShotSoundMap } from '../sound/shotSounds';
import { lazyPart } from '../lazyPart';
import { BlbObjectives } from './Objectives';
// The sides' colours and patterns in the shared overlay (action list, log, start menu).
import './sides.css';

/** Its shots heard (src/ui/sound): counters set down as a move ends, chits drawn, event chits played, dice, forts hit. */
export const BLB_SOUNDS = {
  place: { sound: 'setDown', at: 'end' },
  move: { sound: 'setDown', at: 'end' },
  reveal: 'setDown',
  chit: 'draw',
  event: 'card',
  dice: 'dice',
  fort: 'fortHit',
} as const satisfies ShotSoundMap;

export const blbDrawn: DrawnGame<BlbBeat, BlbView> = {
  id: 'blb',
  Table3D: lazy(() => import('../../scene/blb/BlbTable').then((m) => ({ default: m.BlbTable }))),
  Board2D: lazyPart(() => import('./SchematicBoard').then((m) => m.SchematicBoard)),
  // Shown with the first frame of the side panel (small: not worth a lazy chunk).
  overlays: [BlbObjectives],
  beats: BLB_BEAT_CATALOGUE,
  sounds: BLB_SOUNDS,
  dieStyles: BLB_DIE_STYLES,
  counterGlyphs: BLB_GLYPHS,
  devPages: {
    // The dice tray and the battle board playing canned beats.
    dice: (container) => import('../../scene/blb/dev/DiceDemo').then((m) => m.mountDiceDemo(container)),
    // For the render benchmark (tools/bench-render.ts): the table alone, and an empty canvas.
    table: (container) => import('../../scene/blb/dev/BenchPages').then((m) => m.mountBenchPage(container, 'table')),
    empty: (container) => import('../../scene/blb/dev/BenchPages').then((m) => m.mountBenchPage(container, 'empty')),
  },
};
