// The La Petite Guerre game module (headless): the machine joined with its rules, view and bot, built
// by defineGameModule. Action cards (§5, cardPlay.ts), landings (§19) and razing (§15) are joined
// (landingPlay.ts, reinforcement.ts). Registered in src/app/games.ts with its drawn entry
// (src/ui/lpg/drawn.ts: the flat hex map; no 3D table yet). Bots: the random one and the purposeful
// one (bots/smart.ts).
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
import { lpgGuide } from './guide';
import { LPG_HOW_TO, placeOfEvent } from '../../src/games/lpg/words';
import { logLabelEvent, narrateBeats } from '../../src/games/lpg/narrate';
import { groupEvent } from '../../src/games/lpg/eventGroup';

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
  // The log is read by both sides: a hidden choice is labelled there by what the other side sees (narrate.ts).
  logLabel: logLabelEvent,
  // Teach mode's plain words (src/games/lpg/words.ts), the log's lines (narrate.ts: what both sides
  // may know), the action list's groups (eventGroup.ts) and the guided first turn (guide.ts).
  words: { events: LPG_EVENT_NAMES, howTo: LPG_HOW_TO, placeOf: placeOfEvent },
  groupEvent,
  narrateBeats,
  guide: lpgGuide,
  // The section a decision comes from, as a reader names it ("§6 The Movement phase"), for the tooltips of lit places.
  ruleOf: (_ctx, e) => {
    const label = lpgRuleLabel(EVENT_RULE[e.type]);
    return label ? `${label.tag} ${label.title}` : `§${EVENT_RULE[e.type]}`;
  },
  ruleLabel: (rule) => lpgRuleLabel(rule.replace(/^§/, '')),
  bots: { random: randomBot, smart: smartBot },
  turnState: 'gameTurn',
  ruleText: () => import('../../src/games/lpg/ruleText.json').then((m) => m.default.sections),
});

export type { LpgEvent, LpgState, LpgContext, LpgOptions, LpgView, LpgBeat };
export { lpgMachine };
