// La Petite Guerre's dice (ordinary six-sided dice: the calls for reinforcements §11, each combat
// card's "in 6" §12, the commanders' fate §13) in the shared dice tray: one style per side, in the
// side's ink (the American blue on buff, the British white on red).
import type { Side } from '../../../games/lpg/types';
import type { DieColours } from '../../dice/textures';

export type LpgDieStyle = Side;

export const LPG_DIE_STYLES: Readonly<Record<LpgDieStyle, DieColours>> = {
  american: { face: '#efe6cf', rim: '#c9bd9c', pip: '#1f3a73', one: '#1f3a73' },
  british: { face: '#a8231f', rim: '#7e1a17', pip: '#f6efe0', one: '#f6efe0' },
};
