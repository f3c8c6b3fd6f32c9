// Brave Little Belgium as the start menu and the URL know it before its module loads (plain data:
// src/core/gameCard.ts). The module (index.ts) is built from it; the options' schema is there.
import type { GameCard } from '../../src/core/gameCard';
import type { BlbOptions } from '../../src/games/blb/state';

export const blbCard: GameCard<BlbOptions> = {
  id: 'blb',
  title: 'Brave Little Belgium',
  sides: ['german', 'entente'],
  sideNames: { german: 'German', entente: 'Entente' },
  options: {
    defaults: { alternativeGardeCivique: false, freeSetUp: false, germanHandicap: false },
    fields: [
      { key: 'alternativeGardeCivique', label: 'Alternative Garde Civique Set-Up (3.2)' },
      { key: 'freeSetUp', label: 'Free Set-Up (3.2)' },
      { key: 'germanHandicap', label: 'German Handicap (3.2)' },
    ],
  },
  blurb: '1914, the invasion of Belgium: chits pulled from a cup, sieges of the forts, a battle board.',
};
