// What a side may know (src/games/<id>/view.ts in a real game). Nothing is hidden in Pawn Race
// but the RNG (the dice to come).
import type { RaceContext } from './state';

export type RaceView = Omit<RaceContext, 'rng'> & { side: string };

export function raceView(s: RaceContext, side: string): RaceView {
  const { rng: _rng, ...rest } = s;
  return { side, ...structuredClone(rest) };
}
