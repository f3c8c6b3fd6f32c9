// Belle Epoque's dice in the shared dice tray (src/scene/dice): one style per side, named as the
// side is (its tray layout, diceLayout.ts, gives each die its unit's side).
import type { Side } from '../../games/belle-epoque/types';
import type { DieColours } from '../dice/textures';

/** The sides' colours (SIDE_COLOUR in layout.ts): red and blue with ivory pips. */
export const BELLE_DIE_STYLES: Readonly<Record<Side, DieColours>> = {
  red: { face: '#b3261e', rim: '#8f1d17', pip: '#f6efe4', one: '#f6efe4' },
  blue: { face: '#1f4e9c', rim: '#173c79', pip: '#f6efe4', one: '#f6efe4' },
};
