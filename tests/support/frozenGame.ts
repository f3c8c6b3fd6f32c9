// Plays a whole game with every snapshot's context deep-frozen before anything reads it (the legal
// events, the bots, the machine's guards and actions): a rule that writes into an object its copy
// shares with the snapshot (copy on write: the games' own* helpers) throws (the rules are ES
// modules: strict mode) and the game stops with an error. Used by each game's frozenContext test.
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Bot } from '../../src/core/module';
import { playGame } from '../../src/core/simulate';

export function deepFreeze(o: unknown): void {
  if (o === null || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o as object)) deepFreeze(v);
}

const frozen = (snapshot: AnyMachineSnapshot): void => deepFreeze(snapshot.context);

/** A whole game, each side played by the module's bot named for it, every context frozen. */
export function playFrozen(module: AnyGameModule, seed: number, bots: Record<string, 'random' | 'smart'>, options: unknown) {
  const wrap = (bot: Bot): Bot => (input) => {
    frozen(input.snapshot);
    return bot(input);
  };
  const seated = Object.fromEntries(module.sides.map((side) => [side, wrap(module.bots[bots[side]!])]));
  return playGame(module, { seed, options, bots: seated, onStep: ({ snapshot }) => frozen(snapshot) });
}
