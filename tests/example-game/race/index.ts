// Pawn Race's headless front door (machines/<id>/index.ts in a real game): the module, assembled
// by the shared defineGameModule from the game's own parts. No React, no three.
import { defineGameModule } from '../../../src/core/defineGameModule';
import { RACE_BEAT_TYPES, type RaceBeat } from './beats';
import { randomBot, smartBot } from './bots';
import { describeState, labelEvent } from './describe';
import { raceInvariants } from './invariants';
import { GENERATORS, isLegal, whyIllegal, type RaceEvent } from './legal';
import { raceMachine } from './machine';
import { RACE_DEFAULT_OPTIONS, raceOptionsSchema, type RaceOptions } from './state';
import { raceCard } from './card';
import { raceView, type RaceView } from './view';

export const raceModule = defineGameModule<RaceOptions, RaceEvent, typeof raceMachine, RaceView, RaceBeat>({
  // Id, title, sides and the option fields come from the card the start menu shows (card.ts).
  id: raceCard.id,
  title: raceCard.title,
  rulesVersion: 'race-1',
  sides: raceCard.sides,
  sideNames: raceCard.sideNames,
  options: { schema: raceOptionsSchema, defaults: RACE_DEFAULT_OPTIONS, fields: raceCard.options.fields },
  machine: raceMachine,
  beatTypes: RACE_BEAT_TYPES,
  gameOverRule: 'R4',
  legal: { generators: GENERATORS, isLegal, whyIllegal },
  result: (s) => s.outcome,
  turn: (s) => Math.floor(s.moves / 2) + 1,
  randomness: (s) => s.rng.draws,
  invariants: raceInvariants,
  view: raceView,
  describe: describeState,
  labelEvent,
  bots: { random: randomBot, smart: smartBot },
});
