// The smart bot's reading of §12's combat cards: both sides choose at once from hands both can see
// (rules notes), so a battle's card choice is a small zero-sum matrix game over the Combat
// Resolution Chart (tables/combat.ts). Solved by fictitious play (deterministic); the bot then
// draws its card from the mixed strategy with the rng it is given. For planning (before a battle,
// when neither hand is known) `cardOdds` gives the chances of winning, drawing and losing with n
// cards against m, averaged over every pair of hands and played by both sides at equilibrium.
import { COMBAT_CARDS, COMBAT_RESOLUTION_CHART, type CombatCard } from '../tables/combat';
import type { Side } from '../types';

const IN_SIX: Readonly<Record<CombatCard, number>> = Object.fromEntries(COMBAT_CARDS.map((c) => [c.id, c.inSix])) as Record<CombatCard, number>;
const ALL: readonly CombatCard[] = COMBAT_CARDS.map((c) => c.id);

export interface CardCell {
  /** +1 the side wins, -1 it loses, 0 a draw. */
  result: number;
  /** Expected casualties from the chart (before bonuses) to the side and to the other. */
  ownLoss: number;
  foeLoss: number;
  /** Whether the side must leave the hex. */
  retreats: boolean;
  /** Whether the result moves the Loyalty Index (a win over a Withdrawal does not, nor a draw). */
  loyalty: boolean;
}

/** Expected chart casualties: the full number when the other's card lands (its "in 6"), one fewer otherwise. */
const expectedLoss = (loss: number, otherCard: CombatCard): number => {
  const p = IN_SIX[otherCard] / 6;
  return p * loss + (1 - p) * Math.max(0, loss - 1);
};

/** The chart read for `side` playing `own` against `foe` (the attacker leaves on a draw). */
export function cardCell(side: Side, own: CombatCard, foe: CombatCard, attacker: Side): CardCell {
  const american = side === 'american';
  const c = american ? COMBAT_RESOLUTION_CHART[own][foe] : COMBAT_RESOLUTION_CHART[foe][own];
  const result = c.winner === 'draw' ? 0 : (c.winner === 'row') === american ? 1 : -1;
  const ownLoss = american ? c.rowLoss : c.colLoss;
  const foeLoss = american ? c.colLoss : c.rowLoss;
  const retreats = c.retreat === 'attacker' ? attacker === side : (c.retreat === 'row') === american;
  return { result, ownLoss: expectedLoss(ownLoss, foe), foeLoss: expectedLoss(foeLoss, own), retreats, loyalty: c.loyalty };
}

/**
 * Fictitious play on a zero-sum game (rows maximise `pay[r][c]`): the row player's and the column
 * player's empirical mixed strategies after `rounds` rounds. Deterministic (ties to the lowest index).
 */
export function solveZeroSum(pay: readonly (readonly number[])[], rounds = 300): { row: number[]; col: number[] } {
  const R = pay.length;
  const C = pay[0]!.length;
  const rowCount = new Array<number>(R).fill(0);
  const colCount = new Array<number>(C).fill(0);
  const rowGain = new Array<number>(R).fill(0); // sum over column plays of pay[r][c]
  const colLoss = new Array<number>(C).fill(0); // sum over row plays of pay[r][c]
  let r = 0;
  let c = 0;
  for (let t = 0; t < rounds; t++) {
    rowCount[r]!++;
    colCount[c]!++;
    for (let j = 0; j < C; j++) colLoss[j]! += pay[r]![j]!;
    for (let i = 0; i < R; i++) rowGain[i]! += pay[i]![c]!;
    r = 0;
    for (let i = 1; i < R; i++) if (rowGain[i]! > rowGain[r]! + 1e-9) r = i;
    c = 0;
    for (let j = 1; j < C; j++) if (colLoss[j]! < colLoss[c]! - 1e-9) c = j;
  }
  return { row: rowCount.map((n) => n / rounds), col: colCount.map((n) => n / rounds) };
}

/** Chooses an index from a mixed strategy with a uniform draw `u` in [0, 1). */
export function sampleMixed(p: readonly number[], u: number): number {
  let acc = 0;
  for (let i = 0; i < p.length; i++) {
    acc += p[i]!;
    if (u < acc) return i;
  }
  return p.length - 1;
}

// A small fixed generator for the planning table (not the game's rng: the table is the same every run).
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function randomHand(n: number, next: () => number): CombatCard[] {
  const pool = [...ALL];
  const out: CombatCard[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

const ODDS = new Map<string, { win: number; draw: number; loss: number }>();

/** §12 planning odds: the chances of winning, drawing and losing a battle with n cards against m (equilibrium play, averaged over hands). */
export function cardOdds(n: number, m: number): { win: number; draw: number; loss: number } {
  const key = `${n}:${m}`;
  const hit = ODDS.get(key);
  if (hit) return hit;
  const next = lcg(n * 31 + m * 7 + 1);
  const SAMPLES = 40;
  let win = 0;
  let loss = 0;
  for (let k = 0; k < SAMPLES; k++) {
    const a = randomHand(n, next);
    const b = randomHand(m, next);
    const pay = a.map((x) => b.map((y) => cardCell('american', x, y, 'american').result));
    const { row, col } = solveZeroSum(pay, 120);
    for (let i = 0; i < a.length; i++)
      for (let j = 0; j < b.length; j++) {
        const r = pay[i]![j]!;
        if (r > 0) win += row[i]! * col[j]!;
        else if (r < 0) loss += row[i]! * col[j]!;
      }
  }
  const out = { win: win / SAMPLES, loss: loss / SAMPLES, draw: 1 - (win + loss) / SAMPLES };
  ODDS.set(key, out);
  return out;
}
