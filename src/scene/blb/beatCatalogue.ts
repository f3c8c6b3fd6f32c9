// Brave Little Belgium's beat catalogue: for every beat its machine emits (src/games/blb/beats.ts),
// the shot the table draws and how long it lasts at normal speed with full motion (ms; the shared
// queue scales by speed and reduced motion). Beats the table shows nothing for take no time.
// Pace (showcase): a combat's beats, from the Battle Board opening to its closing, are the fights;
// set-up, chits, activations, plain moves and Garde Civique reveals are routine (compressed when
// they run long); an event chit played and the end of the game are neither (full time).
import type { BlbBeat } from '../../games/blb/beats';
import { stepsAlong, type BeatCatalogue } from '../animation/catalogue';

/** Milliseconds per box a move travels. */
const MOVE_PER_BOX = 350;
const FORT_LOSS = 500;
const NOTHING = { shot: 'note', ms: 0, pace: 'routine' } as const;

export const BLB_BEAT_CATALOGUE = {
  // 3.2 set-up variants
  'gc.placed': { shot: 'place', ms: 250, pace: 'routine' },
  'unit.placed': { shot: 'place', ms: 250, pace: 'routine' },
  // 4.0-5.3 the turn
  phase: NOTHING,
  'turn.began': { shot: 'turn', ms: 900, pace: 'routine' },
  // The Turn End chit is shown as long as the others.
  'chit.drawn': { shot: 'chit', ms: 900, pace: 'routine' },
  'activation.chosen': NOTHING,
  'activation.began': { shot: 'activation', ms: 600, pace: 'routine' },
  'activation.ended': NOTHING,
  'additional.announced': { shot: 'announce', ms: 500, pace: 'routine' },
  'event.played': { shot: 'event', ms: 900 },
  // 6.0 movement (per box travelled), 6.2 Garde Civique
  'units.moved': { shot: 'move', ms: (b) => MOVE_PER_BOX * stepsAlong(b.path), pace: 'routine' },
  'gc.revealed': { shot: 'reveal', ms: 500, pace: 'routine' },
  'gc.choice': NOTHING,
  // 7.0-8.2 combat
  'combat.declined': NOTHING,
  'combat.started': { shot: 'battle.open', ms: 900, pace: 'fight' },
  // Nothing to show when no modifier applies.
  'combat.modifiers': { shot: 'modifiers', ms: (b) => (b.zeppelin || b.britishBonus || b.bigBertha ? 600 : 0), pace: 'fight' },
  'dice.rolled': { shot: 'dice', ms: 1400, pace: 'fight' },
  'fort.hit': { shot: 'fort', ms: FORT_LOSS, pace: 'fight' },
  'fort.destroyed': { shot: 'fort', ms: FORT_LOSS * 1.2, pace: 'fight' },
  'unit.reduced': { shot: 'loss', ms: 500, pace: 'fight' },
  'unit.eliminated': { shot: 'eliminate', ms: 500, pace: 'fight' },
  'combat.result': { shot: 'result', ms: 700, pace: 'fight' },
  'unit.retreated': { shot: 'move', ms: (b) => MOVE_PER_BOX * stepsAlong(b.path), pace: 'fight' },
  'unit.displaced': { shot: 'move', ms: MOVE_PER_BOX, pace: 'fight' },
  'unit.stays': NOTHING,
  'units.advanced': { shot: 'move', ms: MOVE_PER_BOX, pace: 'fight' },
  'combat.ended': { shot: 'battle.close', ms: 800, pace: 'fight' },
  // 9.0
  'game.over': { shot: 'gameover', ms: 1500 },
} satisfies BeatCatalogue<BlbBeat>;
