// §2 the goal of the game and the Loyalty Index's role (rules notes, "Victory"): Washington
// captured or killed ends the game at once, a British decisive victory; the Loyalty Index at 0
// (the rebellion's spirit broken) likewise; at the end of March 1777 (turn 24) British units alone
// in Philadelphia's hex give a British marginal victory; anything else is an American victory.
import { LOYALTY_BROKEN, LOYALTY_CHANGES, LOYALTY_EFFECTS, LOYALTY_MAX, LOYALTY_MIN, WINTER_PLUNDER, type LoyaltyBand } from '../tables/loyalty';
import { LAST_TURN } from '../tables/weather';
import type { Side } from '../types';

export interface VictoryInput {
  /** The game turn now (1..24). */
  turn: number;
  /** Whether the check is at the end of the last player turn of `turn` (the British one). */
  endOfTurn: boolean;
  /** Washington's fate: on the map, killed or captured (§13 commanders in a lost battle). */
  washington: 'active' | 'killed' | 'captured';
  /** Which side's units alone hold Philadelphia's hex, or null (empty or shared). */
  philadelphia: Side | null;
  /** The Loyalty Index (0..10). */
  loyalty: number;
}

export interface Victory {
  winner: Side;
  grade: 'decisive' | 'marginal';
  reason: 'washington' | 'loyalty' | 'philadelphia' | 'survived';
}

/** §2 whether the game is over, and who won; null while it goes on. */
export function checkVictory(v: VictoryInput): Victory | null {
  if (v.washington !== 'active') return { winner: 'british', grade: 'decisive', reason: 'washington' };
  if (v.loyalty <= LOYALTY_BROKEN) return { winner: 'british', grade: 'decisive', reason: 'loyalty' };
  if (v.turn >= LAST_TURN && v.endOfTurn) {
    if (v.philadelphia === 'british') return { winner: 'british', grade: 'marginal', reason: 'philadelphia' };
    return { winner: 'american', grade: 'decisive', reason: 'survived' };
  }
  return null;
}

/** The Loyalty Index moved by `delta`, kept within 0..10. */
export function shiftLoyalty(index: number, delta: number): number {
  return Math.max(LOYALTY_MIN, Math.min(LOYALTY_MAX, index + delta));
}

/**
 * §12 a battle's winner moves the index: -1 a British win (the text); +1 an American win, +2 where
 * the Americans attacked a post (a settlement's hex: authored, Trenton and Princeton revived the
 * cause). §15 razing moves it against the side that razes.
 */
export function loyaltyForBattle(winner: Side, attacker: Side, atSettlement: boolean): number {
  if (winner === 'british') return LOYALTY_CHANGES.britishWin;
  return attacker === 'american' && atSettlement ? LOYALTY_CHANGES.americanPostWin : LOYALTY_CHANGES.americanWin;
}
export function loyaltyForRazing(side: Side): number {
  return side === 'american' ? LOYALTY_CHANGES.americanRazes : LOYALTY_CHANGES.britishRazes;
}

/**
 * §15 winter quarters and plunder (authored, tables/loyalty.ts WINTER_PLUNDER): the Index's rise at
 * `side`'s supply determination of `turn`, given the New Jersey towns the British hold (0 or the rise).
 */
export function winterPlunder(side: Side, turn: number, britishHeld: (place: string) => boolean): number {
  if (side !== 'british' || !WINTER_PLUNDER.turns.includes(turn)) return 0;
  return WINTER_PLUNDER.places.some(britishHeld) ? WINTER_PLUNDER.rise : 0;
}

/** The band of the Loyalty Index's effects on the points of §16. */
export function loyaltyBand(index: number): LoyaltyBand {
  const i = Math.max(LOYALTY_MIN, Math.min(LOYALTY_MAX, Math.round(index)));
  return LOYALTY_EFFECTS.find((b) => i >= b.from && i <= b.to)!;
}
