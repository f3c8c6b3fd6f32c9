// The one way a game machine applies a rule: copy the context, apply the pure rule to the copy,
// let the game settle what follows every rule (its end-of-game check), make the copy the context
// and emit the beats the rule told, with a `game.over` beat when this rule ended the game. Machines
// name each wrapped rule in setup({ actions }), so the chart still shows which rule runs where.
import { type enqueueActions, type EventObject, type MachineContext } from 'xstate';
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

/** What a step's resolve uses of xstate's actor scope: what `emit`'s own execute uses. */
interface StepScope<B> {
  defer(fn: () => void): void;
  emit(event: B): void;
}

function emitAll<B>(scope: StepScope<B>, beats: B[]): void {
  for (const b of beats) scope.emit(b);
}

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
 * snapshot with the rule's copy as its context; the beats are handed to the actor's deferred
 * queue as xstate's own `emit` does (`scope.defer(() => scope.emit(beat))`), in order, after the
 * transition.
 * xstate's `assign` would copy the whole context into a new object (`Object.assign({}, context,
 * update)`): a second copy of every key, and with 20 keys or more an object in V8's dictionary
 * mode, where every later read of the context is a hash look-up. The copy the rule made is already
 * new and never seen by anyone else, so it is the context as it is. Everything else in the snapshot
 * (the active state nodes, the value, the tags) is kept: a context is all a rule changes, as with
 * assign. tests/core/step.test.ts pins this to the xstate in use.
 *
 * Why not `emit` actions (issue 14, garbage collection): every executable action xstate runs in a
 * microstep goes into that microstep's `actions` array and carries its arguments, the context
 * included. V8 pretenures that array (allocates it straight into the old generation), so each
 * dead array kept the context of its step, and everything young the context pointed to, alive
 * through every minor collection until the next full one: in one game most contexts were promoted
 * (826 kB promoted per scavenge in its random games; 241 kB with the beats deferred here). A step
 * runs no executable action of its own, so those arrays now stay empty.
 */
export function makeStep<C extends MachineContext, E extends EventObject, B extends Beat>(spec: StepSpec<C, OutcomeOf<B>>) {
  return function step<Ev = E>(fn: (ctx: C, event: Ev, beats: B[]) => void): StepAction<C, E, B> {
    function step(): void {}
    step.type = 'sandtable.step';
    step.resolve = <S extends ResolvingSnapshot<C>>(scope: StepScope<B>, snapshot: S, args: { event: unknown }): [S, undefined, undefined] => {
      const context = snapshot.context;
      const next = spec.clone(context);
      const beats: B[] = [];
      fn(next, args.event as Ev, beats);
      spec.settle(next);
      const outcome = spec.outcome(next);
      if (outcome && !spec.outcome(context)) beats.push({ type: 'game.over', outcome, rule: outcome.rule } as unknown as B);
      if (beats.length > 0) scope.defer(() => emitAll(scope, beats));
      return [{ ...snapshot, context: next }, undefined, undefined];
    };
    return step as unknown as StepAction<C, E, B>;
  };
}
