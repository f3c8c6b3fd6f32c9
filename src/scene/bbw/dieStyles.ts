// Brief Border Wars' dice (ordinary six-sided dice, 6.21 / 6.22 / 7.0) in the shared dice tray: one
// style per side, named as the side is: white (the white cards' player) and grey; and the dice that
// are not a unit's CV (src/scene/bbw/battle/diceLayout.ts marks them): the defender's terrain dice
// (6.21: olive, whoever defends) and each side's air dice (6.21 air support, 6.22 fighters: sky blue
// with the side's pips).
import type { Side } from '../../games/bbw/types';
import type { DieColours } from '../dice/textures';

export type BbwDieStyle = Side | 'terrain' | `${Side}-air`;

export const BBW_DIE_STYLES: Readonly<Record<BbwDieStyle, DieColours>> = {
  white: { face: '#f1ede2', rim: '#c9c2b0', pip: '#1d3f8f', one: '#1d3f8f' },
  grey: { face: '#6e737a', rim: '#54585e', pip: '#f4f1ea', one: '#f4f1ea' },
  terrain: { face: '#5f7a3a', rim: '#4b612d', pip: '#f6f0da', one: '#f6f0da' },
  'white-air': { face: '#9cc8ec', rim: '#7fb0d8', pip: '#1d3f8f', one: '#1d3f8f' },
  'grey-air': { face: '#3f6f9c', rim: '#2f5679', pip: '#f4f1ea', one: '#f4f1ea' },
};
