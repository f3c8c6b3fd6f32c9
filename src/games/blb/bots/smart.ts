// The purposeful bot for both sides of Brave Little Belgium. It only ever returns one of the legal
// events it is given; each kind of decision has its own heuristic (the other files in src/games/blb/bots/):
// - plan.ts gives every unit a goal: German armies besiege Liege (1st) and Namur (2nd-4th), then
//   make for the Victory Line; the Entente fills the fort garrisons, rings Namur, holds the
//   gateways to the line and blocks the German routes to it, the BEF together near Mons.
// - moves.ts scores each legal move by a one-ply look at the position after it: progress toward
//   the goals, the exact odds of the combats it starts or leaves, Garde Civique in the way.
// - decide.ts: event chits, fort activation, combat order, losses, retreats, advances, and the
//   Additional German Activation with its atrocity budget (never risking the fifth).
// It reads the state only as the deciding side may know it (face-down Garde Civique by the mix).
import type { BlbEvent } from '../legal';
import type { BlbBotInput } from './random';
import { RecentCache } from '../../../core/legalMemo';
import { type Board, buildBoard } from './board';
import {
  type Ctx, decideActivateArmy, decideActivation, decideAdvance, decideAnnounce, decideCombatChoice, decideDisplace,
  decideGcChoice, decideLoss, decideMovement, decidePlaceGc, decidePlaceUnit, decideRetreat, decideWindow,
} from './decide';
import { ententeGoals, germanGoals, type Goal } from './plan';
import type { Side } from '../types';
import type { BlbState } from '../state';

export function smartBot(input: BlbBotInput): BlbEvent {
  const { legal } = input;
  if (legal.length === 1) return legal[0]!;
  const choice = decide(input);
  // Only ever one of the events given (a caller may hand over fewer than all the legal ones).
  return choice && legal.includes(choice) ? choice : legal[0]!;
}

type Plans = Partial<Record<Side, Record<string, Goal>>>;
const plans = new RecentCache<BlbState['units'], { gc: BlbState['gc']; forts: BlbState['forts']; turn: number; plans: Plans }>();

/**
 * The goals (plan.ts) read only where the units, Garde Civique and forts stand and the turn. The
 * rules copy those records only when they change them (state.ts: copy on write), so a state whose
 * three records and turn are those of an earlier decision's has the same goals: they are kept,
 * keyed by the units record, and reused until one of them changes (most decisions outside
 * movement: windows, combats, losses, retreats). The last few units records are kept
 * (RecentCache), not every one in a WeakMap, whose short-lived keys make minor GCs do more.
 */
function planCache(s: BlbState): Plans {
  const hit = plans.get(s.units);
  if (hit && hit.gc === s.gc && hit.forts === s.forts && hit.turn === s.turn) return hit.plans;
  const entry = { gc: s.gc, forts: s.forts, turn: s.turn, plans: {} };
  plans.set(s.units, entry);
  return entry.plans;
}

/** A side's goals in `s` (`b`: its board), kept while what they read stays the same (planCache). */
export function planGoals(s: BlbState, b: Board, side: Side): Record<string, Goal> {
  return goalsIn(planCache(s), b, side);
}

const goalsIn = (cache: Plans, b: Board, side: Side): Record<string, Goal> =>
  (cache[side] ??= side === 'german' ? germanGoals(b) : ententeGoals(b));

function decide(input: BlbBotInput): BlbEvent | undefined {
  const { legal } = input;
  const s = input.snapshot.context;
  const b = buildBoard(s);
  // The goals asked for are the acting side's, except Sabotage, which reads the Germans' plan.
  const cache = planCache(s);
  const goalsOf = (side: Side) => goalsIn(cache, b, side);
  const side = input.side as Side;
  const ctx: Ctx = { b, side, goals: () => goalsOf(side) };
  // Movement comes first whatever else is listed: the first move or endMovement met decides it
  // (no set of types made over the many moves).
  const types = new Set<string>();
  for (const e of legal) {
    if (e.type === 'move' || e.type === 'endMovement') return decideMovement(ctx, legal);
    types.add(e.type);
  }
  if (types.has('playEvent') || types.has('pass')) {
    const a = s.activation;
    const windowCtx: Ctx = a && a.side !== side ? { ...ctx, goals: () => goalsOf(a.side) } : ctx;
    return decideWindow(windowCtx, legal);
  }
  if (types.has('chooseActivation')) return decideActivation(ctx, legal);
  if (types.has('chooseCombat') || types.has('declineCombat')) return decideCombatChoice(ctx, legal);
  if (types.has('gcChoice')) return decideGcChoice(ctx, legal);
  if (types.has('takeLoss')) return decideLoss(ctx, legal);
  if (types.has('retreat') || types.has('stay')) return decideRetreat(ctx, legal);
  if (types.has('displace')) return decideDisplace(ctx, legal);
  if (types.has('advance') || types.has('declineAdvance')) return decideAdvance(ctx, legal);
  if (types.has('announce')) return decideAnnounce(ctx, legal);
  if (types.has('activateArmy')) return decideActivateArmy(ctx, legal);
  if (types.has('placeGc')) return decidePlaceGc(ctx, legal);
  if (types.has('placeUnit')) return decidePlaceUnit(ctx, legal);
  // drawChit, roll, rollAtrocities: nothing to decide.
  return input.rng.pick(legal);
}
