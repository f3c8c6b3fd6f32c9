// Belle Epoque's beat catalogue: for every beat its machine emits (src/games/belle-epoque/beats.ts),
// the shot the table draws and how long it lasts at normal speed with full motion (ms; the shared
// queue scales by speed and reduced motion). Beats the table shows nothing for take no time.
// Pace (showcase): fire, losses, assaults and the evasions and fall-backs they cause are the
// fights; the bowl, command and reactivity rolls, activations, discoveries and plain moves are
// routine (compressed when they run long); the end of the game is neither (full time).
import type { BelleBeat } from '../../games/belle-epoque/beats';
import { stepsAlong, type BeatCatalogue } from '../animation/catalogue';

/** Milliseconds per sector a move travels. */
const MOVE_PER_SECTOR = 350;
const NOTHING = { shot: 'note', ms: 0, pace: 'routine' } as const;

export const BELLE_BEAT_CATALOGUE = {
  'armies.deployed': NOTHING,
  'sectors.discovered': { shot: 'reveal', ms: 500, pace: 'routine' },
  // GAME TURN, COMMAND POINTS, ACTIVATION: the bowl, the command dice, single test dice.
  'turn.begun': { shot: 'turn', ms: 900, pace: 'routine' },
  'command.rolled': { shot: 'roll', ms: 900, pace: 'routine' },
  'token.drawn': { shot: 'chit', ms: 900, pace: 'routine' },
  'unit.activated': { shot: 'activation', ms: 600, pace: 'routine' },
  'reactivity.tested': { shot: 'roll', ms: 900, pace: 'routine' },
  'activation.ended': NOTHING,
  // MOVEMENTS, EVADE MOVEMENTS, FALL BACK MOVEMENTS: per sector along the path.
  'unit.moved': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path), pace: 'routine' },
  'unit.evaded': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path), pace: 'fight' },
  'unit.fellBack': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path), pace: 'fight' },
  // FIRING, SALVO AND SUPPORT FIRING
  'unit.fired': { shot: 'fire', ms: 1700, pace: 'fight' },
  'losses.taken': { shot: 'loss', ms: 500, pace: 'fight' },
  'reaction.passed': NOTHING,
  // ASSAULT
  'assault.declared': { shot: 'announce', ms: 500, pace: 'fight' },
  'assault.cancelled': NOTHING,
  'assault.fought': { shot: 'assault', ms: 1900, pace: 'fight' },
  'position.carried': { shot: 'move', ms: (b) => MOVE_PER_SECTOR * stepsAlong(b.path), pace: 'fight' },
  'game.over': { shot: 'gameover', ms: 1500 },
} satisfies BeatCatalogue<BelleBeat>;
