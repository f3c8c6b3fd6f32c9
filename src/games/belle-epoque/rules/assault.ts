// ASSAULT, TACTICAL MODIFIERS, MULTIPLE COMBATS, FALL BACK and carrying the position.
// Each side rolls 1d6 per stand and adds the scores at or under its Successful Score level; the
// lower total loses the difference (a tie costs each side one stand). Odd losses are stands, even
// losses fall-back moves (unless stubborn or infantry in fortifications, or it cannot be done).
import { rollDice } from '../../../core/dice';
import { baseSuccessLevel } from '../data';
import { adjacent } from './hex';
import { type BelleState, type PendingFallBack, RuleError, cardOf, nextState, groundOf, loseStands, ownRng, ownUnit, unitAt, unitById } from '../state';
import { placeAlong } from './movement';
import { longestFallBack, mayFallBackFromAssault, splitLosses } from './fallback';

export type AssaultRole = 'attacker' | 'defender';

export interface SuccessLevel {
  /** The level after every modifier; may fall below 1 (a 1 still succeeds). */
  level: number;
  reasons: string[];
}

/** The unit's Successful Score level in this assault (before it is counted as fought). */
export function successLevel(s: BelleState, unitId: string, role: AssaultRole, opponentId: string): SuccessLevel {
  const u = unitById(s, unitId);
  const o = unitById(s, opponentId);
  const card = cardOf(u);
  const reasons: string[] = [`${card.assaultClass}${card.assaultClass === 'regulars' ? ` in ${u.order} order` : ''}`];
  let level = baseSuccessLevel(card.assaultClass, u.order);
  if (role === 'defender' && card.troopType !== 'cavalry' && u.sector !== null) {
    const g = groundOf(s, u.sector);
    if (g.fortified) {
      level += 2;
      reasons.push('+2 defending fortifications');
    } else if (g.hill || g.cover) {
      level += 1;
      reasons.push('+1 defending a hill or cover');
    }
  }
  if (role === 'attacker' && card.dashing) {
    level += 1;
    reasons.push('+1 dashing');
  }
  if (role === 'defender' && card.stubborn) {
    level += 1;
    reasons.push('+1 stubborn');
  }
  if (card.troopType === 'cavalry' && u.sector !== null && o.sector !== null) {
    const mine = groundOf(s, u.sector);
    const theirs = groundOf(s, o.sector);
    if (mine.cover || mine.rough || mine.fortified || theirs.cover || theirs.rough || theirs.fortified) {
      level = 1;
      reasons.push('cavalry fighting from or against cover or rough terrain: 1');
    }
  }
  // MULTIPLE COMBATS: the level "decreases by 1 per assault fought beyond the first one", counted
  // from the level the modifiers give, so the cap below comes last (a fortified 6 fights again at 5).
  if (u.combats > 0) {
    level -= u.combats;
    reasons.push(`-${u.combats} for earlier assaults this turn`);
  }
  if (level > 5) {
    level = 5;
    reasons.push('a 6 always misses');
  }
  return { level, reasons };
}

/** Total of the successful scores: at or under the level, a 6 never, a 1 always. */
export function assaultScore(rolls: number[], level: number): number {
  return rolls.filter((r) => r === 1 || (r <= level && r < 6)).reduce((a, b) => a + b, 0);
}

/** Why the active unit may not assault this target, or null if it may. */
export function assaultCheck(s: BelleState, targetId: string): string | null {
  const a = s.activation;
  if (!a) return 'no unit is being activated';
  if (!a.test?.success) return `${a.unit} must pass its reactivity test to assault`;
  if (a.fired) return 'a unit that fired may not assault';
  if (a.assaulted || a.assaultTarget) return 'a unit initiates only one assault per turn';
  const u = unitById(s, a.unit);
  if (u.enteredRough) return `${a.unit} entered rough terrain this turn`;
  const t = unitById(s, targetId);
  if (u.sector === null || t.sector === null) return 'both units must be on the table';
  if (t.side === u.side) return 'a unit assaults only the enemy';
  if (!adjacent(u.sector, t.sector)) return 'the target must be in an adjacent sector';
  return null;
}

export interface AssaultResult {
  state: BelleState;
  attacker: string;
  defender: string;
  attackerLevel: SuccessLevel;
  defenderLevel: SuccessLevel;
  attackerRolls: number[];
  defenderRolls: number[];
  attackerScore: number;
  defenderScore: number;
  /** null on a tie. */
  winner: string | null;
  loser: string | null;
  /** Losses suffered by the loser (the difference). */
  losses: number;
  /**
   * The loser's sector when the fight began (null on a tie): the position the winner may carry
   * once it is empty (the loser destroyed now, or after its fall back).
   */
  loserSector: number | null;
  standsLost: Record<string, number>;
  eliminated: string[];
  /** Even losses to be moved now (the loser's player picks the path), or null. */
  fallBack: PendingFallBack | null;
}

/**
 * Resolves an assault with the given dice (the rolled dice come from `resolveAssault`). Marks the
 * attacker's activation as assaulted and counts the fight for both units.
 */
export function assaultWithDice(prev: BelleState, attackerId: string, defenderId: string, attackerRolls: number[], defenderRolls: number[]): AssaultResult {
  const s = nextState(prev);
  // Both units' fights are counted below: their own objects in this copy (copy on write).
  const att = ownUnit(s, attackerId);
  const def = ownUnit(s, defenderId);
  if (att.sector === null || def.sector === null || !adjacent(att.sector, def.sector)) {
    throw new RuleError('ASSAULT', `${attackerId} and ${defenderId} must stand in adjacent sectors`);
  }
  if (att.side === def.side) throw new RuleError('ASSAULT', 'a unit assaults only the enemy');
  if (attackerRolls.length !== att.stands || defenderRolls.length !== def.stands) {
    throw new RuleError('ASSAULT', 'each side rolls one die per stand');
  }
  if (![...attackerRolls, ...defenderRolls].every((r) => Number.isInteger(r) && r >= 1 && r <= 6)) {
    throw new RuleError('ASSAULT', 'dice show 1 to 6');
  }
  const attackerLevel = successLevel(s, attackerId, 'attacker', defenderId);
  const defenderLevel = successLevel(s, defenderId, 'defender', attackerId);
  const attackerScore = assaultScore(attackerRolls, attackerLevel.level);
  const defenderScore = assaultScore(defenderRolls, defenderLevel.level);
  att.combats += 1;
  def.combats += 1;
  if (s.activation?.unit === attackerId) s.activation.assaulted = true;
  const standsLost: Record<string, number> = { [attackerId]: 0, [defenderId]: 0 };
  const eliminated: string[] = [];
  const base = { state: s, attacker: attackerId, defender: defenderId, attackerLevel, defenderLevel, attackerRolls, defenderRolls, attackerScore, defenderScore };
  if (attackerScore === defenderScore) {
    for (const id of [attackerId, defenderId]) {
      const r = loseStands(s, id, 1);
      standsLost[id] = r.lost;
      if (r.eliminated) eliminated.push(id);
    }
    return { ...base, winner: null, loser: null, losses: 1, loserSector: null, standsLost, eliminated, fallBack: null };
  }
  const winner = attackerScore > defenderScore ? attackerId : defenderId;
  const loser = winner === attackerId ? defenderId : attackerId;
  const losses = Math.abs(attackerScore - defenderScore);
  const loserUnit = unitById(s, loser);
  const from = loserUnit.sector!;
  const awayFrom = [unitById(s, winner).sector!];
  const split = splitLosses(losses, mayFallBackFromAssault(s, loser));
  // Even losses the ground does not allow to move become stands.
  const possible = split.fallBack > 0 ? longestFallBack(s, loser, awayFrom, split.fallBack) : 0;
  const r = loseStands(s, loser, split.stands + (split.fallBack - possible));
  standsLost[loser] = r.lost;
  if (r.eliminated) eliminated.push(loser);
  const fallBack = !r.eliminated && possible > 0 ? { unit: loser, steps: possible, awayFrom, from } : null;
  return { ...base, winner, loser, losses, loserSector: from, standsLost, eliminated, fallBack };
}

/**
 * The active unit declares its assault on an adjacent enemy. The defender's side may then react
 * (salvo, support fire, evade) before `resolveAssault` fights it.
 */
export function declareAssault(prev: BelleState, targetId: string): BelleState {
  const why = assaultCheck(prev, targetId);
  if (why) throw new RuleError('ASSAULT', why);
  const s = nextState(prev);
  s.activation!.assaultTarget = targetId;
  return s;
}

/**
 * Whether the declared assault can still be fought after the reactions: both units still on the
 * table and adjacent (a salvo may have destroyed or pushed back the attacker, an evade removed the
 * defender).
 */
export function assaultStillOn(s: BelleState): boolean {
  const a = s.activation;
  if (!a?.assaultTarget || a.assaulted) return false;
  const att = unitById(s, a.unit);
  const def = unitById(s, a.assaultTarget);
  return att.sector !== null && def.sector !== null && adjacent(att.sector, def.sector);
}

/** Closes a declared assault that will not be fought (after an evade, or the attacker destroyed or pushed back). */
export function cancelAssault(prev: BelleState): BelleState {
  if (!prev.activation?.assaultTarget) throw new RuleError('ASSAULT', 'no assault has been declared');
  const s = nextState(prev);
  s.activation!.assaulted = true;
  return s;
}

/** The declared assault is fought, the dice rolled from the game's RNG. */
export function resolveAssault(prev: BelleState): AssaultResult {
  if (!assaultStillOn(prev)) throw new RuleError('ASSAULT', 'no declared assault can be fought now');
  const attackerId = prev.activation!.unit;
  const defenderId = prev.activation!.assaultTarget!;
  const s = nextState(prev);
  const attackerRolls = rollDice(ownRng(s), unitById(s, attackerId).stands);
  const defenderRolls = rollDice(ownRng(s), unitById(s, defenderId).stands);
  return assaultWithDice(s, attackerId, defenderId, attackerRolls, defenderRolls);
}

/**
 * Carrying the position: when the loser recoiled, evaded or was eliminated, the winner may (a bold
 * unit must) move into the sector it left. Returns that sector, or null if there is none to take.
 */
export function positionToCarry(s: BelleState, winnerId: string, vacated: number): number | null {
  const w = unitById(s, winnerId);
  if (w.sector === null || unitAt(s, vacated) || !adjacent(w.sector, vacated)) return null;
  return vacated;
}
export const mustCarry = (s: BelleState, winnerId: string): boolean => cardOf(unitById(s, winnerId)).bold;

export function carryPosition(prev: BelleState, winnerId: string, vacated: number): BelleState {
  if (positionToCarry(prev, winnerId, vacated) === null) {
    throw new RuleError('ASSAULT', `${winnerId} cannot carry sector ${vacated}`);
  }
  const s = nextState(prev);
  placeAlong(s, winnerId, [vacated]);
  return s;
}
