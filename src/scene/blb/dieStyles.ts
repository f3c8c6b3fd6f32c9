// Brave Little Belgium's dice in the shared dice tray (src/scene/dice): the style names its tray
// layout (diceLayout.ts) gives each die, and their colours.
import type { DieColours } from '../dice/textures';

export type BlbDieStyle = 'german' | 'entente' | 'fort' | 'atrocity';

export const BLB_DIE_STYLES: Readonly<Record<BlbDieStyle, DieColours>> = {
  // German dice: field grey with white pips. Entente: ivory with black pips.
  german: { face: '#5d6660', rim: '#4b534e', pip: '#f4f1e6', one: '#f4f1e6' },
  entente: { face: '#f3eedd', rim: '#dcd4bd', pip: '#1d1d1f', one: '#b3202a' },
  // The fort's own dice (8.1): stone.
  fort: { face: '#b9ae98', rim: '#9f947e', pip: '#2a2520', one: '#2a2520' },
  // Atrocities (4.2a): oxblood with white pips.
  atrocity: { face: '#7a1f22', rim: '#651a1c', pip: '#f6efe4', one: '#f6efe4' },
};
