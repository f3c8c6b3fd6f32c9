// §12, §15 the Loyalty Index and its effects. AUTHORED (docs/authored-data.md, "La Petite Guerre:
// Loyalty Index"): the text moves it (-1 when the British win a battle, -2 for razing) but gives no
// track or effect. One track, 0 to 10, of New Jersey's and Pennsylvania's leaning to the cause:
// high favours the Americans. Its basis: Howe's pardon and the oaths, the militia barely turning out
// in the retreat, and rising unbidden after Princeton (reference, Supply, loyalty, landings).

export const LOYALTY_MIN = 0;
export const LOYALTY_MAX = 10;
export const LOYALTY_START = 5;

/** Moves of the index (a battle's winner; razing counts against the side that razes). */
export const LOYALTY_CHANGES = {
  americanWin: 1,
  /** An American win where they attacked a post (a settlement's hex): Trenton and Princeton revived the cause, the militia rose unbidden. */
  americanPostWin: 2,
  britishWin: -1,
  americanRazes: -2,
  britishRazes: 2,
} as const;

export interface LoyaltyBand {
  from: number;
  to: number;
  /** Added to the American recruitment points each reinforcement phase (militia turning out or not). */
  americanRecruits: number;
  /** Added to the British supply points (forage freely sold, or hidden). */
  britishSupply: number;
}

export const LOYALTY_EFFECTS: readonly LoyaltyBand[] = [
  { from: 0, to: 2, americanRecruits: -1, britishSupply: 1 },
  { from: 3, to: 7, americanRecruits: 0, britishSupply: 0 },
  { from: 8, to: 10, americanRecruits: 1, britishSupply: -1 },
];

/**
 * Winter quarters and plunder (authored): at the supply determination of the British Reinforcement
 * phase in the last week of December, January and February, the Index rises by this much if the
 * British hold any of these New Jersey towns and ports (their quarters: Hessian plunder "despoiled
 * the countryside" and turned the oath-takers back, reference).
 */
export const WINTER_PLUNDER = {
  rise: 1,
  turns: [12, 16, 20] as readonly number[],
  places: ['newark', 'elizabethtown', 'perth-amboy', 'new-brunswick', 'princeton', 'trenton', 'burlington'] as readonly string[],
} as const;

/** At 0 the rebellion's spirit is broken: the British win (rules notes, Victory). */
export const LOYALTY_BROKEN = 0;
