// Pawn Race, the example game (docs/adding-a-game.md): its state and options. In a real game
// this is src/games/<id>/state.ts. Rules: R1 sides alternate, North first; R2 the side to move
// advances its pawn by a d6; R3 it may rest instead, but not twice in a row; R4 the first pawn on
// the goal space wins.
import { z } from 'zod';
import type { Outcome } from '../../../src/core/module';
import { createRng, type RngState } from '../../../src/core/rng';

export const RACE_SIDES = ['north', 'south'] as const;
export type RaceSide = (typeof RACE_SIDES)[number];

export const raceOptionsSchema = z.object({ goal: z.number().int().min(6).max(30).default(12) });
export type RaceOptions = z.infer<typeof raceOptionsSchema>;
export const RACE_DEFAULT_OPTIONS: RaceOptions = { goal: 12 };

/** The machine context. */
export interface RaceContext {
  rng: RngState;
  goal: number;
  current: RaceSide;
  pawns: Record<RaceSide, number>;
  rested: Record<RaceSide, boolean>;
  /** Moves made (both sides): a game turn is two. */
  moves: number;
  outcome: Outcome | null;
}

export function initialState(seed: number, options: RaceOptions): RaceContext {
  return {
    rng: createRng(seed),
    goal: options.goal,
    current: 'north',
    pawns: { north: 0, south: 0 },
    rested: { north: false, south: false },
    moves: 0,
    outcome: null,
  };
}

export function cloneState(s: RaceContext): RaceContext {
  return structuredClone(s);
}
