// Belle Epoque's beat catalogue: for every beat its machine emits (src/games/belle-epoque/beats.ts),
// the shot the table draws and how long it lasts at normal speed with full motion (ms; the shared
// queue scales by speed and reduced motion). Beats the table shows nothing for take no time.
import type { BelleBeat } from '../../games/belle-epoque/beats';
import { stepsAlong, type BeatCatalogue } from '../animation/catalogue';

/** Milliseconds per sector a move travels. */
const MOVE_PER_SECTOR = 350;
const NOTHING = { shot: 'note', ms: 0 } as const;

export const BELLE_BEAT_CATALOGUE = {
  'armies.deployed': NOTHING,
  'sectors.discovered': { shot: 'reveal', ms: 500 },
  // GAME TURN, COMMAND POINTS, ACTIVATION: the bowl, the command dice, single test dice.
  'turn.begun': { shot: 'turn', ms: 900 },
  'command.rolled': { shot: 'roll', ms: 900 },
  'token.drawn': { shot: 'chit', ms: 900 },
  'unit.activated': { shot: 'activation', ms: 600 },
  'reactivity.tested': { shot: 'roll', ms: 900 },
  'activation.ended': NOTHING,
  // MOVEMENTS, EVADE MOVEMENTS, FALL BACK MOVEMENTS: per sector along the path.
  'unit.moved': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path) },
  'unit.evaded': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path) },
  'unit.fellBack': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path) },
  // FIRING, SALVO AND SUPPORT FIRING
  'unit.fired': { shot: 'fire', ms: 1700 },
  'losses.taken': { shot: 'loss', ms: 500 },
  'reaction.passed': NOTHING,
  // ASSAULT
  'assault.declared': { shot: 'announce', ms: 500 },
  'assault.cancelled': NOTHING,
  'assault.fought': { shot: 'assault', ms: 1900 },
  'position.carried': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path) },
  'game.over': { shot: 'gameover', ms: 1500 },
} satisfies BeatCatalogue<BelleBeat>;
