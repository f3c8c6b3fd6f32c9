// The one way a game machine applies a rule: copy the context, apply the pure rule to the copy,
// let the game settle what follows every rule (its end-of-game check), make the copy the context
// and emit the beats the rule told, with a `game.over` beat when this rule ended the game. Machines
// name each wrapped rule in setup({ actions }), so the chart still shows which rule runs where.
import { emit, type enqueueActions, type EventObject, type MachineContext } from 'xstate';
import type { Beat } from './module';

export interface StepSpec<C, O extends { rule: string }> {
  /** A deep copy of the context: the rule changes the copy, never the snapshot's context. */
  clone(ctx: C): C;
  /** Runs after every rule (the end-of-game check); changes the copy. */
  settle(ctx: C): void;
  /** The end of the game in this context, or null. */
  outcome(ctx: C): O | null;
}

/** The `outcome` a beat union's `game.over` beat carries. */
type OutcomeOf<B extends Beat> = Extract<B, { type: 'game.over' }> extends { outcome: infer O extends { rule: string } } ? O : never;

/** What a step is to setup({ actions }): an action of the machine's context, events and beats. */
type StepAction<C extends MachineContext, E extends EventObject, B extends Beat> = ReturnType<
  typeof enqueueActions<C, E, undefined, E, never, never, never, never, B>
>;

/** A snapshot as a step's resolve sees it: the context is the one field it replaces. */
interface ResolvingSnapshot<C> {
  context: C;
}

/**
 * Makes the game's step wrapper: `step((ctx, event, beats) => ...)` is an xstate action that runs
 * the rule on a copy. C: the machine context, E: the machine's events, B: its beat union (with a
 * `{ type: 'game.over'; outcome; rule }` member).
 *
 * The step is a built-in action of xstate's own kind (issue 14): like `assign`, it has a `resolve`
 * that xstate calls with the snapshot being built and that returns the next one, here the same
 * snapshot with the rule's copy as its context, and the beats' `emit` actions to run after it.
 * xstate's `assign` would copy the whole context into a new object (`Object.assign({}, context,
 * update)`): a second copy of every key, and with 20 keys or more an object in V8's dictionary
 * mode, where every later read of the context is a hash look-up. The copy the rule made is already
 * new and never seen by anyone else, so it is the context as it is. Everything else in the snapshot
 * (the active state nodes, the value, the tags) is kept: a context is all a rule changes, as with
 * assign. tests/core/step.test.ts pins this to the xstate in use.
 */
export function makeStep<C extends MachineContext, E extends EventObject, B extends Beat>(spec: StepSpec<C, OutcomeOf<B>>) {
  return function step<Ev = E>(fn: (ctx: C, event: Ev, beats: B[]) => void): StepAction<C, E, B> {
    function step(): void {}
    step.type = 'sandtable.step';
    step.resolve = <S extends ResolvingSnapshot<C>>(_scope: unknown, snapshot: S, args: { event: unknown }): [S, undefined, unknown[] | undefined] => {
      const context = snapshot.context;
      const next = spec.clone(context);
      const beats: B[] = [];
      fn(next, args.event as Ev, beats);
      spec.settle(next);
      const outcome = spec.outcome(next);
      if (outcome && !spec.outcome(context)) beats.push({ type: 'game.over', outcome, rule: outcome.rule } as unknown as B);
      return [{ ...snapshot, context: next }, undefined, beats.length > 0 ? beats.map((b) => emit(b)) : undefined];
    };
    return step as unknown as StepAction<C, E, B>;
  };
}
