// For every beat Pawn Race emits, the shot it becomes and how long it takes at normal speed
// (src/scene/<id>/beatCatalogue.ts in a real game). A beat left out is a type error.
import type { BeatCatalogue } from '../../../src/scene/animation/catalogue';
import type { RaceBeat } from './beats';

export const RACE_BEAT_CATALOGUE = {
  'pawn.moved': { shot: 'move', ms: (beat) => 250 * Math.max(1, beat.to - beat.from) },
  'game.over': { shot: 'gameover', ms: 1200 },
} satisfies BeatCatalogue<RaceBeat>;
