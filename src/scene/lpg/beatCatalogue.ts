// La Petite Guerre's beat catalogue: for every beat its machine emits (src/games/lpg/beats.ts), the
// shot it becomes and how long it lasts at normal speed with full motion (ms; the shared queue
// scales by speed and reduced motion). The flat hex map (src/ui/lpg/HexMap2D.tsx) shows each
// outcome at once; a 3D table (a later issue) will play these shots. Here, beside the scene, so
// that table can read it (layers: the scene may not import src/ui).
// Pace (showcase): a battle's calls, cards, casualties and retreats are the fights; card draws,
// moves, orders, arrivals, the weather and action cards are routine; a commander lost and the end
// are neither.
import type { LpgBeat } from '../../games/lpg/beats';
import type { BeatCatalogue } from '../animation/catalogue';

export const LPG_BEAT_CATALOGUE = {
  // §5 an action card drawn (a count: the card stays hidden)
  'card.drawn': { shot: 'card', ms: 600, pace: 'routine' },
  // §6, §7 a stack moved (forced march: the same shot)
  'stack.moved': { shot: 'move', ms: 450, pace: 'routine' },
  // §6 the weather of a new game turn (routine: a campaign's quiet weeks pass quickly in a showcase)
  weather: { shot: 'weather', ms: 900, pace: 'routine' },
  // §1 the next player turn
  'turn.advanced': { shot: 'turn', ms: 700, pace: 'routine' },
  // §10-§13 a battle
  'battle.begun': { shot: 'battle', ms: 900, pace: 'fight' },
  // (the call's dice roll in the duel's tray: long enough to read "needs N+" under each)
  'reinforcements.called': { shot: 'call', ms: 1300, pace: 'fight' },
  'combat.cardChosen': { shot: 'card', ms: 400, pace: 'fight' },
  // (the duel: both cards turn together, their "in 6" dice roll, the chart's cell lights, who won is told)
  'combat.cardsRevealed': { shot: 'cards', ms: 2600, pace: 'fight' },
  'combat.casualties': { shot: 'loss', ms: (b) => (b.steps > 0 ? 700 : 0), pace: 'fight' },
  'commander.lost': { shot: 'commander', ms: 1400 },
  'loyalty.changed': { shot: 'loyalty', ms: 700, pace: 'fight' },
  'combat.retreat': { shot: 'move', ms: 600, pace: 'fight' },
  // §14-§16 the Reinforcement phase
  'unit.ordered': { shot: 'order', ms: 300, pace: 'routine' },
  'unit.arrived': { shot: 'arrive', ms: 500, pace: 'routine' },
  'unit.dissolved': { shot: 'loss', ms: 500, pace: 'routine' },
  // §5 an action card played (public: the card and where it acts; routine: most are the phases'
  // bookkeeping, points and reveals, and the ones that change a battle play inside it)
  'card.played': { shot: 'card', ms: 1000, pace: 'routine' },
  // §19 a landing announced in a port, then made on the coast
  'landing.prepared': { shot: 'landing', ms: 700, pace: 'routine' },
  'landing.made': { shot: 'move', ms: 900 },
  // §15 a settlement razed
  'settlement.razed': { shot: 'razed', ms: 900 },
  // §2
  'game.over': { shot: 'gameover', ms: 1500 },
} satisfies BeatCatalogue<LpgBeat>;
