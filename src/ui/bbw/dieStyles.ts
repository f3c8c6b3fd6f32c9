// Brief Border Wars' dice (ordinary six-sided dice, 6.21 / 6.22 / 7.0) in the shared dice tray: one
// style per side, named as the side is: white (the white cards' player) and grey.
import type { Side } from '../../games/bbw/types';
import type { DieColours } from '../../scene/dice/textures';

export const BBW_DIE_STYLES: Readonly<Record<Side, DieColours>> = {
  white: { face: '#f1ede2', rim: '#c9c2b0', pip: '#1d3f8f', one: '#1d3f8f' },
  grey: { face: '#6e737a', rim: '#54585e', pip: '#f4f1ea', one: '#f4f1ea' },
};
