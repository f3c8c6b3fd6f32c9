// Views of La Petite Guerre at many moments of smart-bot games (for the 3D table's pure layouts):
// every `every`-th step of each seed's game, as each side and an observer see it, with the state.
import { lpgModule } from '../../../machines/lpg/index';
import { playGame } from '../../../src/core/simulate';
import type { LpgState } from '../../../src/games/lpg/state';
import { lpgView, type LpgView } from '../../../src/games/lpg/view';

export interface Moment {
  seed: number;
  step: number;
  state: LpgState;
  views: { american: LpgView; british: LpgView; observer: LpgView };
}

const cache = new Map<string, Moment[]>();

export function botMoments(seeds: readonly number[], lastTurn: number, every: number): Moment[] {
  const key = `${seeds.join(',')}/${lastTurn}/${every}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: Moment[] = [];
  for (const seed of seeds) {
    const take = (state: LpgState, step: number) =>
      out.push({ seed, step, state, views: { american: lpgView(state, 'american'), british: lpgView(state, 'british'), observer: lpgView(state, 'observer') } });
    const r = playGame(lpgModule, {
      seed,
      options: { lastTurn },
      bots: { american: lpgModule.bots.smart, british: lpgModule.bots.smart },
      onStep: ({ snapshot, index }) => {
        if (index % every === 0) take((snapshot as { context: LpgState }).context, index);
      },
    });
    if (r.error) throw new Error(`seed ${seed}: ${r.error.message}`);
    take((r.snapshot as { context: LpgState }).context, r.events);
  }
  cache.set(key, out);
  return out;
}
