// The one shape every game module has (DESIGN.md, "The game module"). The app, the inspector,
// the bots, the simulator and the fuzzer only ever see this interface, so they treat all games
// alike and load them headless. No React or three here.
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { ZodType, ZodTypeDef } from 'zod';
import type { Rng } from './rng';

/** Every event a game machine takes. `side` says which side may send it. */
export interface GameEvent {
  type: string;
  side: string;
}

/**
 * What happened, as a machine emits it (`emit({ type: 'dice.rolled', ... })`): each game has one
 * typed union of its beats (src/games/<id>/beats.ts); the scene turns each into a timed shot.
 */
export interface Beat {
  type: string;
}

/** The beat the step wrapper (src/core/step.ts) emits when a rule ends the game: every game's union has it. */
export type GameOverBeat<O extends { rule: string } = Outcome> = { type: 'game.over'; outcome: O; rule: string };

/**
 * The runtime list of a beat union's types, from an object naming each once: a missing or an
 * extra name is a type error (`beatTypeList<MyBeat>({ 'dice.rolled': true, ... })`).
 */
export function beatTypeList<B extends Beat>(names: { [T in B['type']]: true }): readonly B['type'][] {
  return Object.keys(names) as B['type'][];
}

export type Outcome = { winner: string; level: string; reason: string; rule: string };

/** A rule reference as a reader sees it (GameModule.ruleLabel): "§7" with "Activation", or "7.5". */
export interface RuleLabel {
  tag: string;
  title?: string;
}

/** An event's place in the action list (GameModule.groupEvent). */
export interface EventGroup {
  /** The stack or unit the event acts with ("Aachen: II Cavalry Corps"): equal groups list together. */
  group: string;
  /** Within the group, where it goes or what kind of decision it is ("to Eupen", "March"). */
  sub?: string;
  /** The event's text under its group and subgroup ("Aachen → Verviers → Eupen"); absent: its label. */
  short?: string;
}

export interface BotInput<S, E extends GameEvent> {
  snapshot: S;
  side: string;
  legal: E[];
  rng: Rng;
}
/** A bot picks one of the legal events it is given, with the RNG it is given. */
export type Bot<S = any, E extends GameEvent = GameEvent> = (input: BotInput<S, E>) => E;

export interface OptionsSpec<O> {
  /** Output O; the input may differ (fields with `.default()` are optional in the input). */
  schema: ZodType<O, ZodTypeDef, any>;
  defaults: O;
  /** Human labels for the start menu: option key -> label and allowed values. */
  fields: { key: string; label: string; values?: { value: unknown; label: string }[] }[];
}

export interface MachineInput<O = unknown> {
  seed: number;
  options: O;
}

/**
 * O: the options, E: the event union, M: the xstate machine, V: what `view` returns (what one
 * side may know), B: the union of the beats the machine emits.
 */
export interface GameModule<
  O = any,
  E extends GameEvent = GameEvent,
  M extends AnyStateMachine = AnyStateMachine,
  V = unknown,
  B extends Beat = Beat,
> {
  id: string;
  title: string;
  /** Bumped whenever a rules change may alter a replayed game's outcome. */
  rulesVersion: string;
  sides: readonly string[];
  sideNames: Record<string, string>;
  options: OptionsSpec<O>;
  /** The xstate v5 machine; created with `input: { seed, options }`. */
  machine: M;
  /** Every event that may be sent now, payload included, each tagged with its side. */
  legalEvents(snapshot: SnapshotFrom<M>): E[];
  /** Why this event is refused now (with its rule number), or null if it would be accepted. */
  explainIllegal(snapshot: SnapshotFrom<M>, event: E): string | null;
  /** The side(s) whose decision it is now (empty when nothing waits on a player). */
  waitingOn(snapshot: SnapshotFrom<M>): string[];
  result(snapshot: SnapshotFrom<M>): Outcome | null;
  /** The game turn (1-based; 0 before the first Game Turn). */
  turn(snapshot: SnapshotFrom<M>): number;
  /** Number of random values drawn so far: undo never crosses a change of it. */
  randomness(snapshot: SnapshotFrom<M>): number;
  /** Violations of the game's invariants in a settled state (empty when all hold). */
  invariants(snapshot: SnapshotFrom<M>): string[];
  /** What `side` may know. Hidden things are replaced, never left out silently. */
  view(snapshot: SnapshotFrom<M>, side: string): V;
  /** Every beat type the machine may emit (the scene's beat catalogue names each one). */
  beatTypes: readonly B['type'][];
  /** One plain sentence of what happens now, with its rule number. */
  describe(snapshot: SnapshotFrom<M>): string;
  /** A one-line label for a legal event, for action lists and logs. */
  labelEvent(snapshot: SnapshotFrom<M>, event: E): string;
  /**
   * Optional: an event's label in the game log, which every viewer reads (the log is one for both
   * sides): what the other side may know of the choice, never what it hides (a card chosen face
   * down, which anonymous marker a commander is). Without it the log shows labelEvent.
   */
  logLabel?(snapshot: SnapshotFrom<M>, event: E): string;
  /**
   * Optional: the rule an event comes from, as a reader would name it ("6.0 Movement"), for the
   * tooltips of lit places. Without it the shared code names the active step's rule.
   */
  ruleOf?(snapshot: SnapshotFrom<M>, event: E): string | null;
  /**
   * Optional: where a legal event sits in the action list (the stack or unit it acts with, then
   * where it goes) and its short text there. Without it the list groups events by side and type.
   */
  groupEvent?(snapshot: SnapshotFrom<M>, event: E): EventGroup | null;
  /**
   * Optional: how a rule reference (a state's meta.rule, an outcome's or a beat's rule) is shown to
   * a reader: a short tag ("§7", "7.5") and, where the tag alone does not say it, the section's
   * title ("Activation"). Without it, or for null, the reference is shown as written.
   */
  ruleLabel?(rule: string): RuleLabel | null;
  bots: { random: Bot<SnapshotFrom<M>, E>; smart: Bot<SnapshotFrom<M>, E> };
  /**
   * The rules text as numbered sections ("7.5" -> heading and text), for the inspector. A
   * function so the text loads lazily (a dynamic import), only when the inspector asks.
   */
  ruleText?: () => Promise<Record<string, { title: string; text: string }>>;
  /** Optional authored teaching text: a guided first turn, one entry per phase in order of play. */
  guide?: GameGuide;
  /**
   * Optional plain words for a learner (teach mode's card and "why not?"): each event type's plain
   * name, what to do on the table for it, and the place it is chosen at. Without them the shared
   * code makes names from the event types.
   */
  words?: PlainWords<SnapshotFrom<M>, E>;
  /**
   * Optional: explainIllegal in plain words (the step's title and the event's plain name, never an
   * event or state id), for teach mode's "why not?". defineGameModule fills it.
   */
  explainPlain?(snapshot: SnapshotFrom<M>, event: E): string | null;
  /**
   * Optional: what happened, in the game's own words, from the beats one event made the machine
   * emit (in order): one sentence per line, for the log and the exported record ("Drew the 1st
   * Army chit", "German dice 6 5 2: 2 hits"). `before` is the state the event was sent in (names
   * of units the event removed). Pure; without it the log names the beat types.
   */
  narrateBeats?(beats: readonly B[], before?: SnapshotFrom<M>): string[];
  /**
   * Optional: the dot path of the compound state that holds one game turn, when there is one; its
   * children are the phases the log groups entries by. Without it the machine root's children are.
   */
  turnState?: string;
}

/** A game's plain words for its decisions (GameModule.words). */
export interface PlainWords<S = any, E extends GameEvent = GameEvent> {
  /** Event type -> its plain name, as a short imperative ("Draw a chit", "Move units"). */
  events: Readonly<Record<string, string>>;
  /**
   * Event type -> what to do on the table for it; "{places}" stands for the places lit for it,
   * joined ("Click a lit stack ({places}) to move it"). Absent: the card offers the choices only.
   */
  howTo?: Readonly<Record<string, string>>;
  /** Where on the table an event is chosen (a box or sector name as the table shows it), or null. */
  placeOf?(snapshot: S, event: E): string | null;
}

/** A guided tour of one Game Turn for teach mode. `state` is a dot-joined state path (no machine id). */
export interface GameGuide {
  title: string;
  steps: { state: string; text: string }[];
}

// E is `any` (not GameEvent) so a concrete module is assignable: its bots take its own event
// type, and function-typed properties are checked contravariantly.
export type AnyGameModule = GameModule<any, any, AnyStateMachine, any, any>;

/** The view type of a module (what `view` returns). */
export type ViewOf<Mod> = Mod extends GameModule<any, any, any, infer V, any> ? V : never;
/** The beat union of a module. */
export type BeatOf<Mod> = Mod extends GameModule<any, any, any, any, infer B> ? B : never;
/** The event union of a module. */
export type EventOf<Mod> = Mod extends GameModule<any, infer E, any, any, any> ? E : never;
