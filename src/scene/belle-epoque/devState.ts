// A Belle Epoque moment to look at: smart bots play from a seed until a chosen decision is legal
// (dev pages, screenshots and tests of the table use it). Pure: no React, no three.
import { createActor } from 'xstate';
import { belleMachine, belleModule, type BelleEvent } from '../../../machines/belle-epoque/index';
import { Rng } from '../../core/rng';
import type { BelleView } from '../../games/belle-epoque/view';

export interface BelleDevState {
  view: BelleView;
  legal: BelleEvent[];
  viewer: string;
  events: number;
  found: boolean;
}

/** Plays smart bots from `seed` until `at` is a legal decision (or the game ends). */
export function belleDevState(seed: number, options: Record<string, unknown>, at: string | null): BelleDevState {
  const actor = createActor(belleMachine, { input: { seed, options: belleModule.options.schema.parse(options) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  try {
    for (;;) {
      const snap = actor.getSnapshot();
      const legal = belleModule.legalEvents(snap);
      if (legal.length === 0) break;
      const wanted = at ? legal.filter((e) => e.type === at) : legal;
      if (!at || wanted.length > 0) {
        const viewer = wanted[0]!.side;
        return { view: belleModule.view(snap, viewer), legal: legal.filter((e) => e.side === viewer), viewer, events, found: true };
      }
      const side = legal[0]!.side;
      actor.send(belleModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
      events++;
      if (events > 5000) break;
    }
    const snap = actor.getSnapshot();
    return { view: belleModule.view(snap, 'red'), legal: [], viewer: 'red', events, found: false };
  } finally {
    actor.stop();
  }
}

