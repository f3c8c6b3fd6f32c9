// The Brief Border Wars game module: the machine joined with its rules, views and bots, in the one
// shape every game has (src/core/module.ts), built by defineGameModule. No React or three.
import { defineGameModule } from '../../src/core/defineGameModule';
import { bbwMachine, type BbwContext } from './machine';
import { bbwGuide } from './guide';
import { GENERATORS, isLegal, whyIllegal, type BbwEvent } from '../../src/games/bbw/legal';
import { BBW_DEFAULT_OPTIONS, bbwOptionsSchema, type BbwOptions, type BbwState } from '../../src/games/bbw/state';
import { BBW_BEAT_TYPES, type BbwBeat } from '../../src/games/bbw/beats';
import { bbwView, type BbwView } from '../../src/games/bbw/view';
import { BBW_EVENT_NAMES, BBW_HOW_TO, describeState, labelEvent, placeOfEvent } from '../../src/games/bbw/describe';
import { narrateBeats } from '../../src/games/bbw/narrate';
import { ruleOfEvent } from '../../src/games/bbw/eventRule';
import { groupEvent } from '../../src/games/bbw/eventGroup';
import { bbwInvariants } from '../../src/games/bbw/invariants';
import { outcomeOf } from '../../src/games/bbw/outcome';
import { randomBot } from '../../src/games/bbw/bots/random';
import { smartBot } from '../../src/games/bbw/bots/smart';
import { FOOTBALL_WAR } from '../../src/games/bbw/scenarios/footballWar';

export const BBW_RULES_VERSION = 'bbw-1';

export const bbwModule = defineGameModule<BbwOptions, BbwEvent, typeof bbwMachine, BbwView, BbwBeat>({
  id: 'bbw',
  title: 'Brief Border Wars: The Football War 1969',
  rulesVersion: BBW_RULES_VERSION,
  sides: ['white', 'grey'],
  sideNames: { white: FOOTBALL_WAR.data.nations.white, grey: FOOTBALL_WAR.data.nations.grey },
  options: {
    schema: bbwOptionsSchema,
    defaults: BBW_DEFAULT_OPTIONS,
    fields: [
      { key: 'scenario', label: 'Conflict (3.0)' },
      { key: 'specialsRemoved', label: 'Fewer Special Action cards (9.11)' },
      { key: 'noReactionMoves', label: 'No Reaction Moves (9.12)' },
      { key: 'openHand', label: 'Hand played face up (9.13)' },
      { key: 'poorlyTrainedStaff', label: 'Poorly Trained Staff (9.14)' },
      { key: 'skilledGuerrillas', label: 'Skilled Guerrillas (9.15)' },
    ],
  },
  machine: bbwMachine,
  beatTypes: BBW_BEAT_TYPES,
  gameOverRule: '8.0',
  legal: { generators: GENERATORS, isLegal, whyIllegal },
  result: (s) => outcomeOf(s),
  turn: (s) => s.turn,
  randomness: (s) => s.rng.draws,
  invariants: bbwInvariants,
  view: bbwView,
  describe: describeState,
  labelEvent,
  words: { events: BBW_EVENT_NAMES, howTo: BBW_HOW_TO, placeOf: placeOfEvent },
  ruleOf: (_ctx, event) => ruleOfEvent(event),
  groupEvent,
  ruleLabel: (rule) => ({ tag: rule }),
  bots: { random: randomBot, smart: smartBot },
  guide: bbwGuide,
  narrateBeats,
  turnState: 'gameTurn',
});

export type { BbwEvent, BbwState, BbwContext, BbwOptions, BbwView, BbwBeat };
export { bbwMachine };
