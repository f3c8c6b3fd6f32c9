// La Petite Guerre as the start menu and the URL know it before its module loads (plain data),
// listed in src/app/games.ts.
import type { GameCard } from '../../src/core/gameCard';
import type { LpgOptions } from '../../src/games/lpg/state';

export const lpgCard: GameCard<LpgOptions> = {
  id: 'lpg',
  title: 'La Petite Guerre: New Jersey 1776-77',
  shortTitle: 'La Petite Guerre',
  sides: ['american', 'british'],
  sideNames: { american: 'American', british: 'British' },
  options: {
    defaults: { lastTurn: 24 },
    fields: [
      { key: 'lastTurn', label: 'Last turn (§1)', values: [{ value: 24, label: 'End of March 1777 (24 turns)' }, { value: 12, label: 'End of December 1776 (12 turns)' }] },
    ],
  },
  blurb: 'October 1776 to March 1777: Washington\'s army across New Jersey, commanders and decoys on the map, the troops on the command rack.',
};
