// Plays La Petite Guerre with uniformly random legal events (the pure rules), checking the invariants after every event.
import { createRng, nextInt } from '../../src/core/rng';
import { applyEvent, legalEventsOf, type LpgEvent } from '../../src/games/lpg/legal';
import { initialState, type LpgState } from '../../src/games/lpg/state';
import { checkInvariants } from '../../src/games/lpg/invariants';

export function randomGame(seed: number, options?: unknown, maxEvents = 20000): { state: LpgState; events: number } {
  let s = initialState(seed, options);
  const rng = createRng(seed ^ 0x5eed);
  let n = 0;
  while (s.phase !== 'over' && n < maxEvents) {
    const legal = legalEventsOf(s);
    if (legal.length === 0) throw new Error(`seed ${seed}: no legal event in ${s.phase}`);
    // End a phase less often than the other choices so stacks do move.
    const ends: LpgEvent[] = legal.filter((e) => e.type === 'endCommand' || e.type === 'endMovement' || e.type === 'endReinforcement');
    const others = legal.filter((e) => !ends.includes(e));
    const pool: LpgEvent[] = others.length > 0 && nextInt(rng, 4) > 0 ? others : legal;
    s = applyEvent(s, pool[nextInt(rng, pool.length)]!);
    n++;
    const bad = checkInvariants(s);
    if (bad.length) throw new Error(`seed ${seed} after event ${n}: ${bad.join('; ')}`);
  }
  return { state: s, events: n };
}
