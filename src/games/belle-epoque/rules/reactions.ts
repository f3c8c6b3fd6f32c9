// SALVO AND SUPPORT FIRING, EVADE MOVEMENTS: a not-yet-activated unit that is assaulted (or, for a
// salvo, a friend within 1 UD of the assaulting unit) may react once the attacker has moved and
// before the assault is fought. It must pass a reactivity test, counts as activated, and its side
// removes one of its tokens from the bowl even if the test fails.
import { MOVEMENT_TABLE } from '../data';
import { adjacent, distance } from './hex';
import { type BelleState, type ReactivityResult, RuleError, cardOf, nextState, liveUnits, ownBowl, ownUnit, unitById } from '../state';
import { rollReactivity } from './reactivity';
import { fireOption, resolveFire, type FireOption, type FireResult } from './firing';
import { moveOptions, placeAlong, type MoveOption } from './movement';
import type { Discovery } from './discovery';

/** Units that may salvo at the assaulting unit: the defender, and friends within 1 UD of the attacker. */
export function salvoCandidates(s: BelleState, attackerId: string, defenderId: string): FireOption[] {
  const att = unitById(s, attackerId);
  const def = unitById(s, defenderId);
  if (att.sector === null || def.sector === null) return [];
  const out: FireOption[] = [];
  for (const u of liveUnits(s, def.side)) {
    if (u.activated) continue;
    if (u.id !== defenderId && distance(u.sector!, att.sector) > 1) continue;
    const f = fireOption(s, u.id, attackerId, false);
    if (f) out.push(f);
  }
  return out;
}

/** Only against a slower opponent (lower march on the movement table). */
export function evadeAllowed(s: BelleState, attackerId: string, defenderId: string): boolean {
  const att = unitById(s, attackerId);
  const def = unitById(s, defenderId);
  if (def.activated || def.sector === null || att.sector === null) return false;
  const slower = MOVEMENT_TABLE[cardOf(att).troopType].march < MOVEMENT_TABLE[cardOf(def).troopType].march;
  return slower && evadeOptions(s, attackerId, defenderId).length > 0;
}

/** Evade destinations: moved as a march, ending out of contact with the assaulting unit. */
export function evadeOptions(s: BelleState, attackerId: string, defenderId: string): MoveOption[] {
  const att = unitById(s, attackerId);
  if (att.sector === null) return [];
  const at = att.sector;
  return moveOptions(s, defenderId, { kind: 'march', interpenetrate: true }).filter((o) => !adjacent(o.to, at));
}

/**
 * The reacting unit tests: a token of its colour leaves the bowl and it counts as activated,
 * whatever the roll.
 */
export function reactionTest(prev: BelleState, unitId: string, commandPoints: number): { state: BelleState; result: ReactivityResult } {
  const u0 = unitById(prev, unitId);
  if (u0.sector === null) throw new RuleError('SALVO AND SUPPORT FIRING', `${unitId} has been eliminated`);
  if (u0.activated) throw new RuleError('SALVO AND SUPPORT FIRING', `${unitId} has already been activated this turn`);
  if (prev.bowl[u0.side] === 0) throw new RuleError('ACTIVATION', `no ${u0.side} token left in the bowl`);
  const s = nextState(prev);
  const result = rollReactivity(s, unitId, commandPoints);
  const u = ownUnit(s, unitId);
  ownBowl(s)[u.side] -= 1;
  u.activated = true;
  u.moved = false;
  return { state: s, result };
}

/** A salvo or support fire at the assaulting unit after a passed reaction test (not moving). */
export function salvoFire(prev: BelleState, unitId: string, attackerId: string): FireResult {
  return resolveFire(prev, unitId, attackerId, false);
}

/** The evade move after a passed reaction test. */
export function evadeMove(prev: BelleState, attackerId: string, defenderId: string, to: number): { state: BelleState; option: MoveOption; discovered: Discovery[] } {
  const option = evadeOptions(prev, attackerId, defenderId).find((o) => o.to === to);
  if (!option) throw new RuleError('EVADE MOVEMENTS', `${defenderId} cannot evade to sector ${to}`);
  const s = nextState(prev);
  const discovered = placeAlong(s, defenderId, option.path);
  return { state: s, option, discovered };
}
