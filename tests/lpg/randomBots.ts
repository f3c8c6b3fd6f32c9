// La Petite Guerre's real machine played by its random bot, for the tests that need a game's
// position reached by play (a battle joined, its cards chosen, a retreat).
import { createActor, type Actor } from 'xstate';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { Rng } from '../../src/core/rng';
import type { LpgEvent } from '../../src/games/lpg/legal';
import type { LpgState } from '../../src/games/lpg/state';

export type LpgActor = Actor<typeof lpgMachine>;

/** The machine started on a new game of `seed`, default options. */
export const startLpg = (seed: number): LpgActor => createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();

/**
 * Sends `actor` the random bot's events (its rng seeded from `seed`), the deciding side's each
 * time, until `stop` holds of the state or the game is over, `max` events at most; the actor there.
 */
export function randomBotsUntil<A extends LpgActor>(actor: A, seed: number, stop: (s: LpgState) => boolean, max = 20000): A {
  const rng = Rng.seeded(seed * 7 + 1);
  for (let i = 0; i < max; i++) {
    const snap = actor.getSnapshot();
    if (stop(snap.context) || snap.status === 'done') break;
    const legal = lpgModule.legalEvents(snap) as LpgEvent[];
    const side = legal[0]!.side;
    actor.send(lpgModule.bots.random({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng } as never));
  }
  return actor;
}
