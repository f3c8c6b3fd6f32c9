// Shared by the flat map's and the 3D table's click tests (tests/lpg/ui/boardPlay.test.ts,
// tests/lpg/scene/tableClicks.test.ts): random games in which, at every decision, each legal event
// of every deciding side must be reachable by clicks, each reached as itself (its eventKey).
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule, type LpgEvent } from '../../machines/lpg/index';
import { Rng } from '../../src/core/rng';
import { eventKey } from '../../src/games/lpg/legal';
import type { Side } from '../../src/games/lpg/types';
import { boardPlaces, type BoardPlaces, type LpgEventLike } from '../../src/scene/lpg/boardPlay';

/** The keys (eventKey) of every event a side can reach by clicks now, given its legal events and its board's places. */
export type Reachable = (mine: readonly LpgEventLike[], where: BoardPlaces) => Set<string>;

/**
 * Plays seeds 1 and 2 (three turns, random bots, at most 900 events each) and expects every legal
 * event of each deciding side to be in `reachable`'s set; then that each of `mustSee`'s event types
 * came up in each game (so the check covered them).
 */
export function expectEveryLegalEventReachable(reachable: Reachable, mustSee: readonly string[]): void {
  for (const seed of [1, 2]) {
    const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({ lastTurn: 3 }) } }).start();
    const rng = Rng.seeded(seed);
    const seen = new Set<string>();
    for (let n = 0; n < 900; n++) {
      const snap = actor.getSnapshot();
      const legal = lpgModule.legalEvents(snap) as LpgEvent[];
      if (legal.length === 0) break;
      for (const side of new Set(legal.map((e) => e.side))) {
        const mine = legal.filter((e) => e.side === side);
        const where = boardPlaces(lpgModule.view(snap, side), side as Side);
        const reach = reachable(mine, where);
        for (const e of mine) {
          seen.add(e.type);
          expect(reach.has(eventKey(e)), `seed ${seed} event ${n}: ${JSON.stringify(e)}`).toBe(true);
        }
      }
      const side = legal[0]!.side;
      actor.send(lpgModule.bots.random({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never) as never);
    }
    actor.stop();
    for (const t of mustSee) expect(seen.has(t), `seed ${seed} saw ${t}`).toBe(true);
  }
}
