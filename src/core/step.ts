// The one way a game machine applies a rule: copy the context, apply the pure rule to the copy,
// let the game settle what follows every rule (its end-of-game check), assign the copy and emit
// the beats the rule told, with a `game.over` beat when this rule ended the game. Machines name
// each wrapped rule in setup({ actions }), so the chart still shows which rule runs where.
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
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

/**
 * Makes the game's step wrapper: `step((ctx, event, beats) => ...)` is an xstate action that runs
 * the rule on a copy. C: the machine context, E: the machine's events, B: its beat union (with a
 * `{ type: 'game.over'; outcome; rule }` member).
 */
export function makeStep<C extends MachineContext, E extends EventObject, B extends Beat>(spec: StepSpec<C, OutcomeOf<B>>) {
  return function step<Ev = E>(fn: (ctx: C, event: Ev, beats: B[]) => void) {
    return enqueueActions<C, E, undefined, E, never, never, never, never, B>(({ context, event, enqueue }) => {
      const next = spec.clone(context);
      const beats: B[] = [];
      fn(next, event as unknown as Ev, beats);
      spec.settle(next);
      const outcome = spec.outcome(next);
      if (outcome && !spec.outcome(context)) beats.push({ type: 'game.over', outcome, rule: outcome.rule } as unknown as B);
      // The function form: xstate spreads `next` over the context once (the object form copies
      // every key into a partial update first, then spreads that).
      enqueue.assign(() => next);
      for (const b of beats) enqueue.emit(b);
    });
  };
}
