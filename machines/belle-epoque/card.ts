// Belle Epoque as the start menu and the URL know it before its module loads (plain data:
// src/core/gameCard.ts). The module (index.ts) is built from it; the options' schema is there.
// The match-ups are named here as in src/games/belle-epoque/data.ts (MATCH_UPS) without loading
// the data: tests/belle-epoque/card.test.ts checks they agree.
import type { GameCard } from '../../src/core/gameCard';
import type { BelleOptions } from '../../src/games/belle-epoque/state';

// The start menu takes one value per option key, so the per-side options come as pairs.
const GENERALS = [
  { value: { red: 'average', blue: 'average' }, label: 'Both average (d6)' },
  { value: { red: 'superior', blue: 'average' }, label: 'Red superior (d8), Blue average (d6)' },
  { value: { red: 'average', blue: 'superior' }, label: 'Red average (d6), Blue superior (d8)' },
  { value: { red: 'mediocre', blue: 'mediocre' }, label: 'Both mediocre (d4)' },
  { value: { red: 'superior', blue: 'superior' }, label: 'Both superior (d8)' },
  { value: { red: 'mediocre', blue: 'superior' }, label: 'Red mediocre (d4), Blue superior (d8)' },
  { value: { red: 'superior', blue: 'mediocre' }, label: 'Red superior (d8), Blue mediocre (d4)' },
];
const DOCTRINES = [
  { value: { red: 'card', blue: 'card' }, label: 'As on the unit cards' },
  { value: { red: 'close', blue: 'close' }, label: 'Both close order' },
  { value: { red: 'loose', blue: 'loose' }, label: 'Both loose order' },
  { value: { red: 'close', blue: 'loose' }, label: 'Red close, Blue loose' },
  { value: { red: 'loose', blue: 'close' }, label: 'Red loose, Blue close' },
];
/** MATCH_UP_IDS with their titles, in that order. */
const MATCH_UPS = [
  { value: 'boer-war-1899', label: 'British against Boers, 1899' },
  { value: 'russo-japanese-1904', label: 'Russians against Japanese, 1904' },
  { value: 'sino-japanese-1894', label: 'Chinese against Japanese, 1894' },
  { value: 'zulu-war-1879', label: 'British against Zulus, 1879 (authored)' },
];

export const belleCard: GameCard<BelleOptions> = {
  id: 'belle-epoque',
  title: 'Belle Epoque',
  sides: ['red', 'blue'],
  sideNames: { red: 'Red', blue: 'Blue' },
  options: {
    defaults: {
      matchUp: 'boer-war-1899',
      scenario: 'encounter',
      generals: { red: 'average', blue: 'average' },
      doctrine: { red: 'card', blue: 'card' },
      // The authored end of the game (DEFAULT_TURN_LIMIT in data.ts; docs/rules-notes.md).
      turnLimit: 8,
    },
    fields: [
      { key: 'matchUp', label: 'Match-up (MUSTERING)', values: MATCH_UPS },
      { key: 'scenario', label: 'Scenario', values: [{ value: 'encounter', label: '"Encounter" (sectors discovered)' }, { value: 'drift', label: 'The Drift (authored map)' }] },
      { key: 'generals', label: 'Generals (COMMAND POINTS)', values: GENERALS },
      { key: 'doctrine', label: 'Formed infantry doctrine (DOCTRINE)', values: DOCTRINES },
    ],
  },
  blurb: '1879 to 1904, wars at the edge of empire: units called from a bowl, command dice, ground found as the armies meet.',
};
