// Brief Border Wars as the start menu and the URL know it before its module loads (plain data:
// src/core/gameCard.ts). The module (index.ts) is built from it; the options' schema is in
// src/games/bbw/state.ts. `white` is the designated player (the white cards); The Football War
// gives it to El Salvador (src/games/bbw/scenarios/footballWar.ts: `nations`).
import type { GameCard } from '../../src/core/gameCard';
import type { BbwOptions } from '../../src/games/bbw/state';

// The start menu takes one value per option key, so the per-side options come as pairs.
const PER_SIDE = (what: string) => [
  { value: { white: false, grey: false }, label: 'Neither side' },
  { value: { white: true, grey: false }, label: `El Salvador ${what}` },
  { value: { white: false, grey: true }, label: `Honduras ${what}` },
  { value: { white: true, grey: true }, label: `Both sides ${what}` },
];
const REMOVED = [
  { value: { white: 0, grey: 0 }, label: 'All six each' },
  { value: { white: 2, grey: 0 }, label: 'El Salvador two fewer (+1 VP to it)' },
  { value: { white: 0, grey: 2 }, label: 'Honduras two fewer (+1 VP to it)' },
  { value: { white: 4, grey: 0 }, label: 'El Salvador four fewer (+2 VP to it)' },
  { value: { white: 0, grey: 4 }, label: 'Honduras four fewer (+2 VP to it)' },
];

export const bbwCard: GameCard<BbwOptions> = {
  id: 'bbw',
  title: 'Brief Border Wars: The Football War 1969',
  shortTitle: 'Football War 1969',
  sides: ['white', 'grey'],
  sideNames: { white: 'El Salvador', grey: 'Honduras' },
  options: {
    defaults: {
      scenario: 'football-war',
      specialsRemoved: { white: 0, grey: 0 },
      noReactionMoves: { white: false, grey: false },
      openHand: { white: false, grey: false },
      poorlyTrainedStaff: { white: false, grey: false },
      skilledGuerrillas: false,
    },
    fields: [
      { key: 'scenario', label: 'Conflict (3.0)', values: [{ value: 'football-war', label: 'The Football War, July 1969' }] },
      { key: 'specialsRemoved', label: 'Fewer Special Action cards (9.11)', values: REMOVED },
      { key: 'noReactionMoves', label: 'No Reaction Moves (9.12)', values: PER_SIDE('makes none') },
      { key: 'openHand', label: 'Hand played face up (9.13)', values: PER_SIDE('plays face up') },
      { key: 'poorlyTrainedStaff', label: 'Poorly Trained Staff (9.14)', values: PER_SIDE('uses the larger value only') },
      { key: 'skilledGuerrillas', label: 'Skilled Guerrillas (9.15)' },
    ],
  },
  blurb: '14-20 July 1969, El Salvador against Honduras: a shared deck of action cards, areas, air strikes and reaction moves.',
};
