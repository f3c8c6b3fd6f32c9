// Pawn Race's headless front door (machines/<id>/index.ts in a real game): the module, assembled
// by the shared defineGameModule from the game's own parts. No React, no three.
import { defineGameModule } from '../../../src/core/defineGameModule';
import { RACE_BEAT_TYPES, type RaceBeat } from './beats';
import { randomBot, smartBot } from './bots';
import { describeState, labelEvent } from './describe';
import { raceInvariants } from './invariants';
import { GENERATORS, isLegal, whyIllegal, type RaceEvent } from './legal';
import { raceMachine } from './machine';
import { RACE_DEFAULT_OPTIONS, RACE_SIDES, raceOptionsSchema, type RaceOptions } from './state';
import { raceView, type RaceView } from './view';

export const raceModule = defineGameModule<RaceOptions, RaceEvent, typeof raceMachine, RaceView, RaceBeat>({
  id: 'race',
  title: 'Pawn Race',
  rulesVersion: 'race-1',
  sides: RACE_SIDES,
  sideNames: { north: 'North', south: 'South' },
  options: { schema: raceOptionsSchema, defaults: RACE_DEFAULT_OPTIONS, fields: [{ key: 'goal', label: 'Goal space (R4)' }] },
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
