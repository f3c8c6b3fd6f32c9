// The purposeful bot's action cards (§5), razing (§15) and landings (§19): the decisions that came
// with those rules, kept apart from the manoeuvre (smart.ts). Cards whose effect only helps their
// player are played as soon as they may be (on the first target offered: they help wherever they
// fall); cards with a cost (Plunder and Forced Requisition raise the Loyalty Index against the
// British; the Royal Navy strands a stack for a turn) stay in hand; every other window is passed.
// Razing costs the razer two points of Loyalty (0 loses the Americans the game): at most one
// settlement a supply determination, and only with Loyalty to spare. Landings are not tried.
// Supreme Engineering (§17: the Americans cross the Hudson only with it) is kept for Washington's stack.
import type { Rng } from '../../../core/rng';
import type { LpgEvent } from '../legal';
import type { LpgState } from '../state';
import type { Side } from '../types';

/** Cards that only help their player, by side. */
const ALWAYS_GOOD: Readonly<Record<Side, ReadonlySet<string>>> = {
  american: new Set(['fighting-retreat', 'bounty', 'militia-turns-out', 'forage-denied', 'spy', 'durham-boats', 'local-guide', 'supreme-engineering']),
  british: new Set(['grenadiers', 'pardon-proclamation', 'dragoon-patrol', 'loyalist-guide']),
};

/** Loyalty the razer keeps in hand before it razes (the Americans lose at 0; the British feed the rising above 7). */
const RAZE_IF: Readonly<Record<Side, (loyalty: number) => boolean>> = {
  american: (l) => l >= 9,
  british: (l) => l <= 5,
};

/**
 * The bot's choice among action-card plays, window passes and the supply determination, or null
 * when none of those is open (the manoeuvre decides).
 */
export function actionChoice(s: LpgState, me: Side, legal: readonly LpgEvent[], rng: Rng): LpgEvent | null {
  const good = legal.filter((e): e is Extract<LpgEvent, { type: 'playCard' }> => e.type === 'playCard' && e.side === me && ALWAYS_GOOD[me].has(e.card));
  // §17 Supreme Engineering is the Americans' only way over the Hudson: it goes to Washington's stack
  // when he may take it (he starts east of the river), else it waits.
  const engineering = good.filter((e) => e.card === 'supreme-engineering');
  if (engineering.length > 0) {
    const forWashington = engineering.find((e) => e.stack === 'washington');
    if (forWashington) return forWashington;
  }
  const rest = good.filter((e) => e.card !== 'supreme-engineering');
  if (rest.length > 0) return rest[rng.int(rest.length)]!;
  const pass = legal.find((e) => e.type === 'passCard' && e.side === me);
  if (pass) return pass;
  const trace = legal.find((e) => e.type === 'traceSupply' && e.side === me);
  if (trace) {
    const raze = legal.filter((e) => e.type === 'raze' && e.side === me);
    if (raze.length > 0 && (s.razing?.length ?? 0) === 0 && RAZE_IF[me](s.loyalty)) return raze[rng.int(raze.length)]!;
    return trace;
  }
  return null;
}
