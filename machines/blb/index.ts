// The Brave Little Belgium game module: the machine joined with its rules, views and bots, in the
// one shape every game has (src/core/module.ts). No React or three.
import type { SnapshotFrom } from 'xstate';
import type { GameModule } from '../../src/core/module';
import { acceptedEventTypes, leafPath } from '../../src/core/introspect';
import { blbMachine } from './machine';
import { GC } from '../../src/games/blb/db';
import { GENERATORS, isLegal, whyIllegal, type BlbEvent } from '../../src/games/blb/legal';
import { BLB_DEFAULT_OPTIONS, blbOptionsSchema, type BlbOptions, type BlbState } from '../../src/games/blb/state';
import { describeState, labelEvent } from '../../src/games/blb/describe';
import { blbInvariants } from '../../src/games/blb/invariants';
import { randomBot } from '../../src/games/blb/bots';
import { smartBot } from '../../src/games/blb/smartBot';

type Snap = SnapshotFrom<typeof blbMachine>;

export const BLB_RULES_VERSION = 'blb-2';

function legalEvents(snapshot: Snap): BlbEvent[] {
  if (snapshot.status !== 'active' || snapshot.context.outcome) return [];
  const out: BlbEvent[] = [];
  for (const type of acceptedEventTypes(snapshot)) {
    const gen = GENERATORS[type as BlbEvent['type']];
    if (gen) out.push(...gen(snapshot.context));
  }
  return out;
}

function explainIllegal(snapshot: Snap, event: BlbEvent): string | null {
  if (snapshot.status !== 'active' || snapshot.context.outcome) return '9.0: the game is over.';
  if (!event || typeof event !== 'object' || typeof event.type !== 'string') return 'An event needs a type.';
  const types = acceptedEventTypes(snapshot);
  if (!types.includes(event.type)) {
    const leaf = leafPath(snapshot).split('.').pop();
    return `"${event.type}" is not a decision of this step (${leaf}): ${describeState(snapshot.context, leafPath(snapshot))}`;
  }
  if (!GENERATORS[event.type as BlbEvent['type']]) return `Unknown event type "${event.type}".`;
  if (isLegal(snapshot.context, event)) return snapshot.can(event) ? null : 'The machine refuses this event here.';
  return whyIllegal(snapshot.context, event);
}

/** What one side may know: face-down Garde Civique lose their identity, the RNG is withheld. */
function view(snapshot: Snap, side: string) {
  const s = snapshot.context;
  const gc: Record<string, { box: string | null; revealed: boolean; cf: number | null | '?' }> = {};
  let hidden = 0;
  for (const id of Object.keys(s.gc).sort()) {
    const g = s.gc[id]!;
    if (g.revealed) gc[id] = { ...g, cf: GC[id]!.cf };
    else if (g.box !== null) gc[`hidden-${++hidden}`] = { box: g.box, revealed: false, cf: '?' };
  }
  const { rng: _rng, ...rest } = s;
  return {
    side,
    ...rest,
    gc,
    setUp: { gcToPlace: s.setUp.gcToPlace.length, unitsToPlace: s.setUp.unitsToPlace },
    hidden: ['rng', 'face-down Garde Civique identities and strengths', 'Garde Civique off the map'],
  };
}

function waitingOn(snapshot: Snap): string[] {
  return [...new Set(legalEvents(snapshot).map((e) => e.side))];
}

export const blbModule: GameModule<BlbOptions, BlbEvent, typeof blbMachine> = {
  id: 'blb',
  title: 'Brave Little Belgium',
  rulesVersion: BLB_RULES_VERSION,
  sides: ['german', 'entente'],
  sideNames: { german: 'German', entente: 'Entente' },
  options: {
    schema: blbOptionsSchema,
    defaults: BLB_DEFAULT_OPTIONS,
    fields: [
      { key: 'alternativeGardeCivique', label: 'Alternative Garde Civique Set-Up (3.2)' },
      { key: 'freeSetUp', label: 'Free Set-Up (3.2)' },
      { key: 'germanHandicap', label: 'German Handicap (3.2)' },
    ],
  },
  machine: blbMachine,
  legalEvents,
  explainIllegal,
  waitingOn,
  result: (snapshot) => snapshot.context.outcome,
  turn: (snapshot) => snapshot.context.turn,
  randomness: (snapshot) => snapshot.context.rng.draws,
  invariants: (snapshot) => blbInvariants(snapshot.context),
  view,
  describe: (snapshot) => describeState(snapshot.context, leafPath(snapshot)),
  labelEvent: (snapshot, event) => labelEvent(snapshot.context, event),
  bots: { random: randomBot, smart: smartBot },
};

export type { BlbEvent, BlbState, BlbOptions };
export { blbMachine };
