// Pawn Race's card (machines/<id>/card.ts in a real game): what the start menu and the URL need
// before the module is loaded, as plain data. The module (index.ts) is built from it.
import type { GameCard } from '../../../src/core/gameCard';
import type { RaceOptions } from './state';

export const raceCard: GameCard<RaceOptions> = {
  id: 'race',
  title: 'Pawn Race',
  sides: ['north', 'south'],
  sideNames: { north: 'North', south: 'South' },
  options: { defaults: { goal: 12 }, fields: [{ key: 'goal', label: 'Goal space (R4)' }] },
  blurb: 'Two pawns, one die: the example game of docs/adding-a-game.md.',
};
