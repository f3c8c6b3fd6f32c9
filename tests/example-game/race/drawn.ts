// Pawn Race's drawn front door (src/ui/<id>/drawn.ts in a real game): its tables, beat catalogue,
// die styles and dev pages, as data for the shared shell (the start menu's blurb is in card.ts).
import { lazy } from 'react';
import type { DrawnGame } from '../../../src/ui/drawnGame';
import type { RaceBeat } from './beats';
import { RACE_BEAT_CATALOGUE } from './beatCatalogue';
import { RaceBoard2D } from './RaceBoard2D';
import type { RaceView } from './view';

export const raceDrawn: DrawnGame<RaceBeat, RaceView> = {
  id: 'race',
  Table3D: lazy(() => import('./RaceTable').then((m) => ({ default: m.RaceTable }))),
  Board2D: RaceBoard2D,
  beats: RACE_BEAT_CATALOGUE,
  dieStyles: {},
  devPages: {
    // `?dev=race-board`: the flat board at the start of a race, alone.
    'race-board': (container) => import('./devBoard').then((m) => m.mountRaceBoard(container)),
  },
};
