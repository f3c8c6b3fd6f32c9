// The Belle Epoque game module: the machine joined with its rules, views and bots, in the one
// shape every game has (src/core/module.ts). No React or three.
import type { SnapshotFrom } from 'xstate';
import type { GameModule } from '../../src/core/module';
import { acceptedEventTypes, leafPath } from '../../src/core/introspect';
import { belleMachine } from './machine';
import { belleGuide } from './guide';
import { MATCH_UPS, MATCH_UP_IDS } from '../../src/games/belle-epoque/data';
import { GENERATORS, choicesOf, isLegal, whyIllegal, type BelleEvent } from '../../src/games/belle-epoque/events';
import { BELLE_DEFAULT_OPTIONS, belleOptionsSchema, type BelleOptions } from '../../src/games/belle-epoque/state';
import type { BelleCtx } from '../../src/games/belle-epoque/machineState';
import { activePreview } from '../../src/games/belle-epoque/preview';
import { describeState, labelEvent } from '../../src/games/belle-epoque/describe';
import { belleInvariants } from '../../src/games/belle-epoque/invariants';
import { randomBot } from '../../src/games/belle-epoque/bots';
import { smartBot } from '../../src/games/belle-epoque/smartBot';

type Snap = SnapshotFrom<typeof belleMachine>;

export const BELLE_RULES_VERSION = 'belle-1';

function legalEvents(snapshot: Snap): BelleEvent[] {
  if (snapshot.status !== 'active' || snapshot.context.outcome) return [];
  const out: BelleEvent[] = [];
  for (const type of acceptedEventTypes(snapshot)) {
    if (GENERATORS[type as BelleEvent['type']]) out.push(...choicesOf(snapshot.context, type as BelleEvent['type']));
  }
  return out;
}

function explainIllegal(snapshot: Snap, event: BelleEvent): string | null {
  if (snapshot.status !== 'active' || snapshot.context.outcome) return 'GAME TURN: the game is over.';
  if (!event || typeof event !== 'object' || typeof event.type !== 'string') return 'An event needs a type.';
  const types = acceptedEventTypes(snapshot);
  if (!types.includes(event.type)) {
    return `"${event.type}" is not a decision of this step (${leafPath(snapshot).split('.').pop()}): ${describeState(snapshot.context, leafPath(snapshot))}`;
  }
  if (!GENERATORS[event.type]) return `Unknown event type "${event.type}".`;
  if (isLegal(snapshot.context, event)) return snapshot.can(event) ? null : 'The machine refuses this event here.';
  return whyIllegal(snapshot.context, event);
}

/** What one side may know: undiscovered ground stays unknown, and the RNG (the bowl's next draws, the dice) is withheld. */
function view(snapshot: Snap, side: string) {
  const c: BelleCtx = snapshot.context;
  const { rng: _rng, ...game } = c.game;
  return {
    side,
    ...c,
    game: {
      ...game,
      sectors: game.sectors.map((x) => (x.discovered ? x : { terrain: 'unknown', discovered: false, fortified: false })),
    },
    // What the active unit may do (public: both players see the unit's options), for the table.
    preview: activePreview(c),
    hidden: ['rng (the order tokens leave the bowl, the dice to come)', 'the terrain of undiscovered sectors'],
  };
}

function waitingOn(snapshot: Snap): string[] {
  return [...new Set(legalEvents(snapshot).map((e) => e.side))];
}

// The start menu takes one value per option key, so the per-side options come as pairs.
const GENERALS = [
  { value: { red: 'average', blue: 'average' }, label: 'Both average (d6)' },
  { value: { red: 'superior', blue: 'average' }, label: 'Red superior (d8), Blue average (d6)' },
  { value: { red: 'average', blue: 'superior' }, label: 'Red average (d6), Blue superior (d8)' },
  { value: { red: 'mediocre', blue: 'mediocre' }, label: 'Both mediocre (d4)' },
  { value: { red: 'superior', blue: 'superior' }, label: 'Both superior (d8)' },
  { value: { red: 'mediocre', blue: 'superior' }, label: 'Red mediocre (d4), Blue superior (d8)' },
  { value: { red: 'superior', blue: 'mediocre' }, label: 'Red superior (d8), Blue mediocre (d4)' },
];
const DOCTRINES = [
  { value: { red: 'card', blue: 'card' }, label: 'As on the unit cards' },
  { value: { red: 'close', blue: 'close' }, label: 'Both close order' },
  { value: { red: 'loose', blue: 'loose' }, label: 'Both loose order' },
  { value: { red: 'close', blue: 'loose' }, label: 'Red close, Blue loose' },
  { value: { red: 'loose', blue: 'close' }, label: 'Red loose, Blue close' },
];

export const belleModule: GameModule<BelleOptions, BelleEvent, typeof belleMachine> = {
  id: 'belle-epoque',
  title: 'Belle Epoque',
  rulesVersion: BELLE_RULES_VERSION,
  sides: ['red', 'blue'],
  sideNames: { red: 'Red', blue: 'Blue' },
  options: {
    schema: belleOptionsSchema,
    defaults: BELLE_DEFAULT_OPTIONS,
    fields: [
      { key: 'matchUp', label: 'Match-up (MUSTERING)', values: MATCH_UP_IDS.map((id) => ({ value: id, label: MATCH_UPS[id]!.title })) },
      { key: 'scenario', label: 'Scenario', values: [{ value: 'encounter', label: '"Encounter" (sectors discovered)' }, { value: 'drift', label: 'The Drift (authored map)' }] },
      { key: 'generals', label: 'Generals (COMMAND POINTS)', values: GENERALS },
      { key: 'doctrine', label: 'Formed infantry doctrine (DOCTRINE)', values: DOCTRINES },
    ],
  },
  machine: belleMachine,
  legalEvents,
  explainIllegal,
  waitingOn,
  result: (snapshot) => snapshot.context.outcome,
  turn: (snapshot) => snapshot.context.game.turn,
  randomness: (snapshot) => snapshot.context.game.rng.draws,
  invariants: (snapshot) => belleInvariants(snapshot.context.game),
  view,
  describe: (snapshot) => describeState(snapshot.context, leafPath(snapshot)),
  labelEvent: (snapshot, event) => labelEvent(snapshot.context, event),
  bots: { random: randomBot, smart: smartBot },
  guide: belleGuide,
  // Generated by tools/extract-rules.ts; a dynamic import keeps it out of the start bundle.
  ruleText: () => import('../../src/games/belle-epoque/ruleText.json').then((m) => m.default.sections),
};

export type { BelleEvent, BelleOptions, BelleCtx };
export { belleMachine };
