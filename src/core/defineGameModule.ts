// Builds a game module from the game's own parts. What every game would otherwise write the same
// way (the legal-event listing from the active state's event types, the refusal reasons, the
// waiting sides, reading the state path for `describe`) lives here once; the game gives its
// generators, its legality check and reasons, and plain functions of its machine context.
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import { acceptedEventTypes, leafMeta, leafPath } from './introspect';
import type { Beat, Bot, EventGroup, GameEvent, GameGuide, GameModule, OptionsSpec, Outcome, PlainWords, RuleLabel } from './module';
import { excerpt } from './excerpt';

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
  /** Optional: the event's label in the log every viewer reads (GameModule.logLabel). */
  logLabel?(ctx: C, event: E): string;
  /** Optional: the rule an event comes from, named for a reader ("6.0 Movement"). */
  ruleOf?(ctx: C, event: E): string | null;
  /** Optional: an event's place in the action list (GameModule.groupEvent). */
  groupEvent?(ctx: C, event: E): EventGroup | null;
  /** Optional: how a rule reference reads (GameModule.ruleLabel). */
  ruleLabel?(rule: string): RuleLabel | null;
  bots: { random: Bot<SnapshotFrom<M>, E>; smart: Bot<SnapshotFrom<M>, E> };
  ruleText?: () => Promise<Record<string, { title: string; text: string }>>;
  guide?: GameGuide;
  /** Plain words for a learner (GameModule.words), with `placeOf` reading the context. */
  words?: Omit<PlainWords, 'placeOf'> & { placeOf?(ctx: C, event: E): string | null };
  /** What the beats of one event say happened, one sentence a line; `ctxBefore` is the context it was sent in. */
  narrateBeats?(beats: readonly B[], ctxBefore?: C): string[];
  /** The compound state holding one game turn (its children are the phases the log groups by). */
  turnState?: string;
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
      return `${excerpt(event.type)} is not a decision of this step (${path.split('.').pop()}): ${spec.describe(ctx, path)}`;
    }
    if (!gens[event.type]) return `Unknown event type ${excerpt(event.type)}.`;
    if (isLegal(ctx, event)) return any(snapshot).can(event) ? null : 'The machine refuses this event here.';
    return whyIllegal(ctx, event);
  }

  /** An event type's plain name: the game's word for it, else its type made into words ("chooseCombat" -> "Choose combat"). */
  const plainName = (type: string): string => {
    const named = spec.words?.events[type];
    if (named) return named;
    const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  const sideName = (side: unknown): string => spec.sideNames[String(side)] ?? String(side);
  const tryCite = (rule: string): string => {
    try {
      const label = spec.ruleLabel?.(rule);
      return label ? (label.title ? `${label.tag} ${label.title}` : label.tag) : rule;
    } catch {
      return rule;
    }
  };

  /**
   * explainIllegal in plain words for a learner: the step's title (its meta) and the event's plain
   * name instead of the event type and the state id; the game's own reason where it has one.
   */
  function explainPlain(snapshot: Snap, event: E): string | null {
    const raw = explainIllegal(snapshot, event);
    if (raw === null || over(snapshot) || !event || typeof event.type !== 'string') return raw;
    const ctx = ctxOf(snapshot);
    const meta = leafMeta(any(snapshot));
    // The step's rule as the game cites it ("§7 Activation", "6.0").
    const cited = meta ? tryCite(meta.rule) : '';
    const step = meta ? `${meta.title} (${cited})` : 'this step';
    const name = `"${plainName(event.type)}"`;
    if (!acceptedEventTypes(snapshot).includes(event.type)) return `${name} is not a decision of ${step}: ${spec.describe(ctx, leafPath(snapshot))}`;
    if (!gens[event.type]) return `${name} is not a decision of this game.`;
    const open = choices(ctx, event.type as E['type']);
    if (open.length === 0) return `${name} is not possible now, in ${step}: ${spec.describe(ctx, leafPath(snapshot))}`;
    const owners = [...new Set(open.map((e) => e.side))];
    if (!owners.includes(event.side)) {
      return `${name} is the ${owners.map(sideName).join(' or ')} player's decision now, not the ${sideName(event.side)} player's (${step}).`;
    }
    return raw;
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
    explainPlain,
    waitingOn: (snapshot) => [...new Set(legalEvents(snapshot).map((e) => e.side))],
    result: (snapshot) => spec.result(ctxOf(snapshot)),
    turn: (snapshot) => spec.turn(ctxOf(snapshot)),
    randomness: (snapshot) => spec.randomness(ctxOf(snapshot)),
    invariants: (snapshot) => spec.invariants(ctxOf(snapshot)),
    view: (snapshot, side) => spec.view(ctxOf(snapshot), side),
    describe: (snapshot) => spec.describe(ctxOf(snapshot), leafPath(snapshot)),
    labelEvent: (snapshot, event) => spec.labelEvent(ctxOf(snapshot), event),
    ...(spec.logLabel ? { logLabel: (snapshot: Snap, event: E) => spec.logLabel!(ctxOf(snapshot), event) } : {}),
    bots: spec.bots,
    ...(spec.ruleOf ? { ruleOf: (snapshot: Snap, event: E) => spec.ruleOf!(ctxOf(snapshot), event) } : {}),
    ...(spec.groupEvent ? { groupEvent: (snapshot: Snap, event: E) => spec.groupEvent!(ctxOf(snapshot), event) } : {}),
    ...(spec.ruleLabel ? { ruleLabel: spec.ruleLabel } : {}),
    ...(spec.ruleText ? { ruleText: spec.ruleText } : {}),
    ...(spec.guide ? { guide: spec.guide } : {}),
    ...(spec.words
      ? {
          words: {
            events: spec.words.events,
            ...(spec.words.howTo ? { howTo: spec.words.howTo } : {}),
            ...(spec.words.placeOf ? { placeOf: (snapshot: Snap, event: E) => spec.words!.placeOf!(ctxOf(snapshot), event) } : {}),
          },
        }
      : {}),
    ...(spec.narrateBeats
      ? { narrateBeats: (beats: readonly B[], before?: Snap) => spec.narrateBeats!(beats, before === undefined ? undefined : ctxOf(before)) }
      : {}),
    ...(spec.turnState ? { turnState: spec.turnState } : {}),
  };
}
