// The one door for La Petite Guerre's randomness in the pure rules: a roll function the caller
// makes from the game's seeded generator (src/core/rng.ts), so a rule never draws on its own.
import { nextInt, type RngState } from '../../../core/rng';

/** Rolls one die of `sides` faces (default 6): 1..sides. */
export type Roll = (sides?: number) => number;

/** A roll function drawing on (and advancing) a seeded generator state. */
export function rollFrom(st: RngState): Roll {
  return (sides = 6) => nextInt(st, sides) + 1;
}

/** A roll function giving the listed results in turn (tests, replays); throws when they run out. */
export function scriptedRoll(results: readonly number[]): Roll {
  let i = 0;
  return () => {
    if (i >= results.length) throw new Error('scriptedRoll: no rolls left');
    return results[i++]!;
  };
}
