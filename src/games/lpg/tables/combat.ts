// §12 the six combat cards each side holds and the Combat Resolution Chart. AUTHORED
// (docs/authored-data.md, "La Petite Guerre: combat cards and Combat Resolution Chart"): the text
// names "Charge!" (6 in 6) and "Refusing the Flank!" and gives one line of the chart (British
// Charge v American Refusing the Flank: British win, Americans lose 2 plus the British bonuses,
// British 1 plus the American bonuses, Americans leave the hex, Loyalty Index -1). The other four
// names come from the period's drill (reference, Combat-card names).

export type CombatCard = 'charge' | 'refuseFlank' | 'holdGround' | 'skirmish' | 'feint' | 'withdrawal';

export interface CombatCardDef {
  id: CombatCard;
  name: string;
  /** "chances of inflicting casualties in 6": the card's casualties land in full on a die roll this or under. */
  inSix: number;
}

export const COMBAT_CARDS: readonly CombatCardDef[] = [
  { id: 'charge', name: 'Charge!', inSix: 6 },
  { id: 'refuseFlank', name: 'Refusing the Flank!', inSix: 5 },
  { id: 'holdGround', name: 'Holding Ground', inSix: 4 },
  { id: 'skirmish', name: 'Skirmish in Open Order', inSix: 3 },
  { id: 'feint', name: 'Feint', inSix: 2 },
  { id: 'withdrawal', name: 'Withdrawal', inSix: 1 },
];

/** One cell of the chart, for the card played by the row side against the column side's. */
export interface CombatResult {
  /** 'row', 'col' or 'draw'. */
  winner: 'row' | 'col' | 'draw';
  /** Strength points of casualties before bonuses, to the row side and the column side. */
  rowLoss: number;
  colLoss: number;
  /** Who must leave the hex: the loser; on a draw the attacker (the units cannot stay together). */
  retreat: 'row' | 'col' | 'attacker';
  /** Whether the Loyalty Index moves (±1 toward the winner); a won Withdrawal is no defeat. */
  loyalty: boolean;
}

/**
 * Who beats whom among the five fighting cards: each beats two and loses to two (C beats R and S;
 * R beats H and F; H beats C and S; S beats R and F; F beats C and H). Withdrawal always yields
 * the field. Losses: a win costs the loser 2 and the winner 1 (Skirmish and Feint win cheaply,
 * 1 and 0); Withdrawal costs its side 1 (2 against a Charge) and the other nothing. Same cards:
 * a draw, 2 each for Charges, 1 each for Refusing, Holding and Skirmish, none for Feint and Withdrawal.
 */
const BEATS: Readonly<Record<Exclude<CombatCard, 'withdrawal'>, readonly CombatCard[]>> = {
  charge: ['refuseFlank', 'skirmish'],
  refuseFlank: ['holdGround', 'feint'],
  holdGround: ['charge', 'skirmish'],
  skirmish: ['refuseFlank', 'feint'],
  feint: ['charge', 'holdGround'],
};
const WIN_LOSSES: Readonly<Record<Exclude<CombatCard, 'withdrawal'>, readonly [number, number]>> = {
  // [loser, winner]
  charge: [2, 1],
  refuseFlank: [2, 1],
  holdGround: [2, 1],
  skirmish: [1, 0],
  feint: [1, 0],
};
const DRAW_LOSS: Readonly<Record<CombatCard, number>> = { charge: 2, refuseFlank: 1, holdGround: 1, skirmish: 1, feint: 0, withdrawal: 0 };

function resolve(row: CombatCard, col: CombatCard): CombatResult {
  if (row === col) return { winner: 'draw', rowLoss: DRAW_LOSS[row], colLoss: DRAW_LOSS[col], retreat: 'attacker', loyalty: false };
  if (row === 'withdrawal') return { winner: 'col', rowLoss: col === 'charge' ? 2 : 1, colLoss: 0, retreat: 'row', loyalty: false };
  if (col === 'withdrawal') return { winner: 'row', rowLoss: 0, colLoss: row === 'charge' ? 2 : 1, retreat: 'col', loyalty: false };
  if (BEATS[row].includes(col)) {
    const [l, w] = WIN_LOSSES[row];
    return { winner: 'row', rowLoss: w, colLoss: l, retreat: 'col', loyalty: true };
  }
  const [l, w] = WIN_LOSSES[col as Exclude<CombatCard, 'withdrawal'>];
  return { winner: 'col', rowLoss: l, colLoss: w, retreat: 'row', loyalty: true };
}

/** The Combat Resolution Chart, every pair of cards: CRC[row][col]. */
export const COMBAT_RESOLUTION_CHART: Readonly<Record<CombatCard, Readonly<Record<CombatCard, CombatResult>>>> = Object.fromEntries(
  COMBAT_CARDS.map((r) => [r.id, Object.fromEntries(COMBAT_CARDS.map((c) => [c.id, resolve(r.id, c.id)]))]),
) as Record<CombatCard, Record<CombatCard, CombatResult>>;

/** §12 "Charge cannot be played if the unit ratio is bigger than 2:1": by a side outnumbered more than 2 to 1 (rules notes). */
export const CHARGE_MAX_ODDS_AGAINST = 2;

/** §13 commanders in a lost fight: killed or captured on 1-2 of a die ("2 in 6"); 1 killed, 2 captured. */
export const COMMANDER_LOSS_IN_SIX = 2;
