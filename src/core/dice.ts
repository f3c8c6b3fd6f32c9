import { nextInt, type RngState } from './rng';

/** Rolls one six-sided die from the game's RNG (mutates the given, already cloned, state). */
export function rollD6(st: RngState): number {
  return nextInt(st, 6) + 1;
}

export function rollDice(st: RngState, count: number, sides = 6): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(nextInt(st, sides) + 1);
  return out;
}

export function rollDie(st: RngState, sides: number): number {
  return nextInt(st, sides) + 1;
}
