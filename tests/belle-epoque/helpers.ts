// Test helpers for Belle Epoque's pure rules: a bare board to put units on, dice rigging by
// searching RNG seeds, and a random player that drives a whole game through the rules API.
import { createRng, nextInt, cloneRng, type RngState } from '../../src/core/rng';
import { rollD6 } from '../../src/core/dice';
import { sectorFromLabel } from '../../src/games/belle-epoque/rules/hex';
import { CARDS, MAX_STANDS } from '../../src/games/belle-epoque/data';
import { type BelleOptionsInput, type BelleState, type UnitState } from '../../src/games/belle-epoque/state';
import { startingState } from '../../src/games/belle-epoque/rules/discovery';
import type { Side, Terrain } from '../../src/games/belle-epoque/types';

export const at = sectorFromLabel;

/** A state with every sector discovered open ground and no units, turn 1 under way, empty bowl. */
export function bareBoard(options: BelleOptionsInput = {}, seed = 1): BelleState {
  const s = startingState(seed, { scenario: 'drift', ...options });
  s.units = [];
  s.sectors = s.sectors.map(() => ({ terrain: 'open', discovered: true, fortified: false }));
  s.turn = 1;
  s.commandPoints = { red: 0, blue: 0 };
  return s;
}

export function terrain(s: BelleState, label: string, t: Terrain, fortified = false): void {
  s.sectors[at(label)] = { terrain: t, discovered: true, fortified };
}

/** Puts a unit of `card` on `label`. Not-yet-activated units get their token in the bowl. */
export function put(s: BelleState, id: string, side: Side, card: string, label: string, extra: Partial<UnitState> = {}): UnitState {
  const c = CARDS[card]!;
  const u: UnitState = {
    id, side, card, stands: MAX_STANDS[c.muster], order: c.doctrine, sector: at(label), activated: false,
    moved: false, movedOrFiredEver: true, enteredRough: false, combats: 0, ...extra,
  };
  s.units.push(u);
  if (!u.activated) s.bowl[side] += 1;
  return u;
}

/** Makes `id` the active unit (its token taken from the bowl), untested. */
export function activate(s: BelleState, id: string): BelleState {
  const u = s.units.find((x) => x.id === id)!;
  if (!u.activated) s.bowl[u.side] -= 1;
  u.activated = true;
  u.moved = false;
  s.activation = { unit: id, test: null, movement: null, moved: 0, fired: false, assaultTarget: null, assaulted: false };
  return s;
}

/** Marks the active unit as having passed its test (BS 3, no CP, roll 1). */
export function passed(s: BelleState): BelleState {
  s.activation!.test = { basicScore: 3, commandPoints: 0, roll: 1, success: true };
  return s;
}

/** An RNG state whose next d6 rolls are `values` (searching seeds; keep `values` short). */
export function rngRolling(values: number[]): RngState {
  for (let seed = 1; seed < 2_000_000; seed++) {
    const st = createRng(seed);
    const probe = cloneRng(st);
    if (values.every((v) => rollD6(probe) === v)) return st;
  }
  throw new Error(`no seed rolls ${values.join(',')}`);
}

/** A random integer below n from a test-side RNG (for random play). */
export const randInt = (st: RngState, n: number) => nextInt(st, n);
