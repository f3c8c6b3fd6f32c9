// Builds a game module from the game's own parts. What every game would otherwise write the same
// way (the legal-event listing from the active state's event types, the refusal reasons, the
// waiting sides, reading the state path for `describe`) lives here once; the game gives its
// generators, its legality check and reasons, and plain functions of its machine context.
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import { acceptedEventTypes, leafPath } from './introspect';
import type { Beat, Bot, GameEvent, GameGuide, GameModule, OptionsSpec, Outcome } from './module';

/** The game's own parts; every function reads the machine context C, never the snapshot. */
export interface GameModuleSpec<O, E extends GameEvent, M extends AnyStateMachine, V, B extends Beat, C = ContextFrom<M>> {
  id: string;
  title: string;
  rulesVersion: string;
  sides: readonly string[];
  sideNames: Record<string, string>;
  options: OptionsSpec<O>;
  machine: M;
  /** Every beat type the machine emits (e.g. `beatTypeList<MyBeat>({...})`). */
  beatTypes: readonly B['type'][];
  /** The rule cited when an event comes after the end: "<gameOverRule>: the game is over." */
  gameOverRule: string;
  legal: {
    /** One generator per event type: the events of that type the rules allow now. */
    generators: { readonly [T in E['type']]: (ctx: C) => E[] };
    /** The events of one type now, where the game caches them (defaults to the generator). */
    choices?: (ctx: C, type: E['type']) => E[];
    /** Whether the rules allow this event now (the machine's `isLegal` guard says the same). */
    isLegal(ctx: C, event: E): boolean;
    /** Why the rules refuse an event of a type the current step takes, with its rule. */
    whyIllegal(ctx: C, event: E): string;
  };
  /** The end of the game once reached (null while it goes on). */
  result(ctx: C): Outcome | null;
  /** The game turn (1-based; 0 before the first Game Turn). */
  turn(ctx: C): number;
  /** Random values drawn so far. */
  randomness(ctx: C): number;
  invariants(ctx: C): string[];
  /** What `side` may know. */
  view(ctx: C, side: string): V;
  /** One plain sentence of what happens now; `statePath` is the active leaf's dot path. */
  describe(ctx: C, statePath: string): string;
  labelEvent(ctx: C, event: E): string;
  bots: { random: Bot<SnapshotFrom<M>, E>; smart: Bot<SnapshotFrom<M>, E> };
  ruleText?: () => Promise<Record<string, { title: string; text: string }>>;
  guide?: GameGuide;
}

/** The game module (src/core/module.ts) for a game's parts, with the shared glue filled in. */
export function defineGameModule<O, E extends GameEvent, M extends AnyStateMachine, V, B extends Beat>(
  spec: GameModuleSpec<O, E, M, V, B>,
): GameModule<O, E, M, V, B> {
  type Snap = SnapshotFrom<M>;
  type C = ContextFrom<M>;
  const { generators, isLegal, whyIllegal } = spec.legal;
  const gens = generators as Partial<Record<string, (ctx: C) => E[]>>;
  const choices = spec.legal.choices ?? ((ctx: C, type: E['type']) => gens[type]!(ctx));
  // SnapshotFrom<M> of a generic M has no members TypeScript can see: read it as any machine's.
  const any = (snapshot: Snap): AnyMachineSnapshot => snapshot as unknown as AnyMachineSnapshot;
  const ctxOf = (snapshot: Snap): C => any(snapshot).context as C;
  const over = (snapshot: Snap): boolean => any(snapshot).status !== 'active' || spec.result(ctxOf(snapshot)) !== null;

  function legalEvents(snapshot: Snap): E[] {
    if (over(snapshot)) return [];
    const ctx = ctxOf(snapshot);
    const out: E[] = [];
    for (const type of acceptedEventTypes(snapshot)) {
      if (gens[type]) out.push(...choices(ctx, type as E['type']));
    }
    return out;
  }

  function explainIllegal(snapshot: Snap, event: E): string | null {
    if (over(snapshot)) return `${spec.gameOverRule}: the game is over.`;
    if (!event || typeof event !== 'object' || typeof event.type !== 'string') return 'An event needs a type.';
    const ctx = ctxOf(snapshot);
    if (!acceptedEventTypes(snapshot).includes(event.type)) {
      const path = leafPath(snapshot);
      return `"${event.type}" is not a decision of this step (${path.split('.').pop()}): ${spec.describe(ctx, path)}`;
    }
    if (!gens[event.type]) return `Unknown event type "${event.type}".`;
    if (isLegal(ctx, event)) return any(snapshot).can(event) ? null : 'The machine refuses this event here.';
    return whyIllegal(ctx, event);
  }

  return {
    id: spec.id,
    title: spec.title,
    rulesVersion: spec.rulesVersion,
    sides: spec.sides,
    sideNames: spec.sideNames,
    options: spec.options,
    machine: spec.machine,
    beatTypes: spec.beatTypes,
    legalEvents,
    explainIllegal,
    waitingOn: (snapshot) => [...new Set(legalEvents(snapshot).map((e) => e.side))],
    result: (snapshot) => spec.result(ctxOf(snapshot)),
    turn: (snapshot) => spec.turn(ctxOf(snapshot)),
    randomness: (snapshot) => spec.randomness(ctxOf(snapshot)),
    invariants: (snapshot) => spec.invariants(ctxOf(snapshot)),
    view: (snapshot, side) => spec.view(ctxOf(snapshot), side),
    describe: (snapshot) => spec.describe(ctxOf(snapshot), leafPath(snapshot)),
    labelEvent: (snapshot, event) => spec.labelEvent(ctxOf(snapshot), event),
    bots: spec.bots,
    ...(spec.ruleText ? { ruleText: spec.ruleText } : {}),
    ...(spec.guide ? { guide: spec.guide } : {}),
  };
}
