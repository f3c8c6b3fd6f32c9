// The La Petite Guerre game module (headless): the machine joined with its rules, view and bot, built
// by defineGameModule. Not registered in src/app/games.ts: action-card plays, landings and razing
// are not joined yet (machine.ts).
import { defineGameModule } from '../../src/core/defineGameModule';
import { lpgMachine, type LpgContext } from './machine';
import { GENERATORS, EVENT_RULE, isLegalCached, whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { LPG_DEFAULT_OPTIONS, lpgOptionsSchema, type LpgOptions, type LpgState } from '../../src/games/lpg/state';
import { LPG_BEAT_TYPES, type LpgBeat } from '../../src/games/lpg/beats';
import { lpgView, type LpgView } from '../../src/games/lpg/view';
import { LPG_EVENT_NAMES, describeState, labelEvent } from '../../src/games/lpg/describe';
import { checkInvariants } from '../../src/games/lpg/invariants';
import { outcomeOf } from '../../src/games/lpg/outcome';
import { lpgRuleLabel } from '../../src/games/lpg/ruleSections';
import { randomBot } from '../../src/games/lpg/bots/random';
import { smartBot } from '../../src/games/lpg/bots/smart';
import { lpgCard } from './card';

export const LPG_RULES_VERSION = 'lpg-0';

export const lpgModule = defineGameModule<LpgOptions, LpgEvent, typeof lpgMachine, LpgView, LpgBeat>({
  id: lpgCard.id,
  title: lpgCard.title,
  rulesVersion: LPG_RULES_VERSION,
  sides: lpgCard.sides,
  sideNames: lpgCard.sideNames,
  options: { schema: lpgOptionsSchema, defaults: LPG_DEFAULT_OPTIONS, fields: lpgCard.options.fields },
  machine: lpgMachine,
  beatTypes: LPG_BEAT_TYPES,
  gameOverRule: '§2',
  legal: { generators: GENERATORS, isLegal: isLegalCached, whyIllegal },
  result: (s) => outcomeOf(s),
  turn: (s) => s.turn,
  randomness: (s) => s.rng.draws,
  invariants: checkInvariants,
  view: lpgView,
  describe: describeState,
  labelEvent,
  words: { events: LPG_EVENT_NAMES },
  ruleOf: (_ctx, e) => `§${EVENT_RULE[e.type]}`,
  ruleLabel: (rule) => lpgRuleLabel(rule.replace(/^§/, '')),
  bots: { random: randomBot, smart: smartBot },
  turnState: 'gameTurn',
  ruleText: () => import('../../src/games/lpg/ruleText.json').then((m) => m.default.sections),
});

export type { LpgEvent, LpgState, LpgContext, LpgOptions, LpgView, LpgBeat };
export { lpgMachine };
