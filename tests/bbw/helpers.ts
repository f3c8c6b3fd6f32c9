// Test helpers for Brief Border Wars' pure rules: a state with every unit at home, placing units,
// and a state in mid-card for movement and combat.
import { initialState } from '../../src/games/bbw/rules/setup';
import { boardOf } from '../../src/games/bbw/rules/board';
import { type BbwOptionsInput, type BbwState, unitState } from '../../src/games/bbw/state';
import type { Side } from '../../src/games/bbw/types';
import { createRng, type RngState } from '../../src/core/rng';
import { rollDice } from '../../src/core/dice';
import type { Battle, BattleStage } from '../../src/games/bbw/state';

/** The Football War set up, turn 2 (no first-turn rules), every unit in its side's Rear Area, undisrupted. */
export function homeState(options: BbwOptionsInput = {}, seed = 1): BbwState {
  const s = initialState(seed, options);
  const b = boardOf(s);
  for (const u of s.units) {
    u.loc = b.homeRear[b.units.get(u.id)!.side];
    u.disrupted = false;
  }
  s.turn = 2;
  return s;
}

export function place(s: BbwState, id: string, loc: string, disrupted = false): void {
  const u = unitState(s, id);
  u.loc = loc;
  u.disrupted = disrupted;
}

/** Puts `card` in `side`'s hand and plays it for `mode` by hand (the state is mutated: test set-up only). */
export function midCard(s: BbwState, side: Side, mode: 'move' | 'combat', left: number, card = side === 'white' ? 'wm1' : 'gm1'): BbwState {
  s.deck = s.deck.filter((c) => c !== card);
  s.discard.push(card);
  s.action = { side, card, mode, left, used: [] };
  s.pending = { kind: mode, side };
  return s;
}

export const loc = (s: BbwState, id: string): string => unitState(s, id).loc;
export const disrupted = (s: BbwState, id: string): boolean => unitState(s, id).disrupted;
const rigCache = new Map<string, RngState>();
/** An RNG state whose next d6 rolls are exactly `rolls` (found by searching seeds; keep to 6 dice or so). */
export function rigged(rolls: number[]): RngState {
  const key = rolls.join(',');
  const hit = rigCache.get(key);
  if (hit) return { s: [...hit.s] as RngState['s'], draws: hit.draws };
  for (let seed = 0; seed < 5_000_000; seed++) {
    const r = createRng(seed);
    const probe = { s: [...r.s] as RngState['s'], draws: r.draws };
    const got = rollDice(probe, rolls.length);
    if (got.every((v, i) => v === rolls[i])) {
      rigCache.set(key, r);
      return { s: [...r.s] as RngState['s'], draws: r.draws };
    }
  }
  throw new Error(`no seed rolls ${key}`);
}

/** A battle already designated, at `stage`, for tests that start mid-battle. */
export function battle(s: BbwState, b: Partial<Battle> & { area: string; attacker: Side; stage: BattleStage }): Battle {
  const full: Battle = {
    attackers: [], defenders: [], attackerAir: [], defenderAir: [], defendersInArea: [], airRolls: null, groundRolls: null,
    terrainDice: 0, toAllocate: { white: 0, grey: 0 }, hits: {}, wasDisrupted: {}, resultsLeft: [], exploiters: [], ...b,
  };
  if (full.defendersInArea.length === 0) full.defendersInArea = [...full.defenders];
  if (!b.wasDisrupted) full.wasDisrupted = Object.fromEntries(full.defenders.map((id) => [id, unitState(s, id).disrupted]));
  s.battle = full;
  return full;
}
