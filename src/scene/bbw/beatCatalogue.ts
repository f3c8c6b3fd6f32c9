// Brief Border Wars' beat catalogue: for every beat its machine emits (src/games/bbw/beats.ts), the
// shot it becomes and how long it lasts at normal speed with full motion (ms; the shared queue
// scales by speed and reduced motion). The flat area map (AreaMap2D) shows the outcome at once;
// the 3D table plays these shots (the cards, the battle's dice and results, the counters' moves).
// Pace (showcase): a battle's dice, hits and results are the fights; the draw, card plays and plain
// moves are routine; a Random Event and the end of the game are neither (full time).
import type { BbwBeat } from '../../games/bbw/beats';
import type { BeatCatalogue } from '../animation/catalogue';

export const BBW_BEAT_CATALOGUE = {
  // 5.0 Card Selection and the Random Events Chart
  'cards.drawn': { shot: 'chit', ms: 900, pace: 'routine' },
  randomEvent: { shot: 'event', ms: 1200 },
  // 6.0 Card Play (an Action card for one value, a Special Action card, or a Pass)
  'card.played': { shot: 'card', ms: (b) => (b.mode === 'pass' ? 300 : 800), pace: 'routine' },
  // 6.1 movement, 6.24 exploitation, 6.32 Reaction Moves: one area a move
  'unit.moved': { shot: 'move', ms: 350, pace: 'routine' },
  // 6.21 / 6.22 combat
  'dice.rolled': { shot: 'dice', ms: 1400, pace: 'fight' },
  hit: { shot: 'loss', ms: 400, pace: 'fight' },
  'unit.changed': { shot: 'result', ms: 400, pace: 'fight' },
  // 6.24: the battle's winner named over its area (BbwBattleShots' banner) before play goes on
  'battle.ended': { shot: 'outcome', ms: 1800, pace: 'fight' },
  // 7.0 Final Phase: each disrupted or damaged unit's recovery die shown on it (FinalPhaseTags), then the turn
  'recovery.rolled': { shot: 'recovery', ms: (b) => Math.min(2200, 900 + 150 * b.rolls.length), pace: 'fight' },
  'turn.advanced': { shot: 'turn', ms: 900, pace: 'routine' },
  // 8.0
  'game.over': { shot: 'gameover', ms: 1500 },
} satisfies BeatCatalogue<BbwBeat>;
