// Movement (6.0) for the smart bots: every legal move is scored by a one-ply look at the position
// after it: progress of the moved units along their goals (plan.ts), the change in value of the
// combats it starts or leaves (evaluate.ts), the Garde Civique it may run into (6.2), and, for
// cavalry, the Garde Civique it reveals ahead of the infantry. The best move above a small
// threshold is made; otherwise movement ends, so the bots never wander.
import { FORT } from '../db';
import type { MoveEvent } from '../rules/movement';
import type { Side } from '../types';
import { type Board, fortSteps, gcAt, hiddenGcOnly, isCavalry, isInfantry, unitsAt } from './board';
import { ententeAttack, germanAttack } from './evaluate';
import type { Goal } from './plan';

/** Value of one MP of progress toward a goal. */
const PROGRESS = 0.55;
/** A move must be worth at least this much to be made. */
export const MOVE_THRESHOLD = 0.05;

const progressOf = (g: Goal | undefined, from: string, to: string): number => {
  if (!g) return 0;
  const a = g.dist[from]!;
  const c = g.dist[to]!;
  if (a === Infinity && c === Infinity) return 0;
  if (a === Infinity) return 3;
  if (c === Infinity) return -3;
  return a - c;
};

function enemyIn(b: Board, side: Side, box: string): boolean {
  if (side === 'german') return unitsAt(b, 'entente', box).length > 0 || gcAt(b, box).length > 0 || fortSteps(b, box) > 0;
  return unitsAt(b, 'german', box).length > 0;
}

/** Activated units of `side` already in `box` that are not in `group` (they fight there anyway), in `out` (cleared first). */
function activatedIn(b: Board, side: Side, box: string, group: readonly string[], out: string[] = []): string[] {
  out.length = 0;
  for (const u of unitsAt(b, side, box)) if (b.activated.has(u) && !group.includes(u)) out.push(u);
  return out;
}

// The attackers before and after a group moves in, in arrays made once: the combat weighing
// (evaluate.ts) reads them and keeps nothing.
const BEFORE: string[] = [];
const AFTER: string[] = [];

/** The attacker's chance of winning in the last combatValue (read at once: the next call overwrites it). */
let lastPWin = 0;

/** What the combat is worth to `side` (its chance of winning left in `lastPWin`: no object per combat). */
function combatValue(b: Board, side: Side, box: string, attackers: readonly string[]): number {
  if (attackers.length === 0) {
    lastPWin = 0;
    return 0;
  }
  if (side === 'german') {
    const v = germanAttack(b, box, attackers);
    lastPWin = v ? v.odds.pAttWins : 1;
    return v ? v.value : 0;
  }
  const a = b.s.activation;
  const fortAttacks = !!a && a.forts.includes(box);
  const v = ententeAttack(b, box, attackers, { fortAttacks });
  if (!v) {
    lastPWin = 1;
    return 0;
  }
  // 8.1: in a besieged fort the Entente may decline to attack (unless the fort was activated).
  const optional = !!FORT[box] && fortSteps(b, box) > 0 && !fortAttacks;
  lastPWin = v.odds.pAttWins;
  return optional ? Math.max(0, v.value) : v.value;
}

/**
 * What leaving `origin` is worth to the group, the same wherever it goes: the change in the combat
 * due there (`delta`), and how many of the group walk away from their own siege (`sieges`: 0.8 off
 * the score each, 8.0). Null when no enemy is there.
 */
interface Leaving {
  delta: number;
  sieges: number;
}

function leaving(b: Board, side: Side, goals: Record<string, Goal>, group: readonly string[], origin: string): Leaving | null {
  if (!enemyIn(b, side, origin)) return null;
  const stay = activatedIn(b, side, origin, group);
  const withGroup = [...stay, ...group.filter((u) => b.activated.has(u))];
  const delta = combatValue(b, side, origin, stay) - combatValue(b, side, origin, withGroup);
  let sieges = 0;
  // Besiegers do not walk away from their own siege (8.0): the fort is their objective.
  if (side === 'german' && fortSteps(b, origin) > 0) {
    for (const u of group) if (goals[u]?.siege === origin) sieges++;
  }
  return { delta, sieges };
}

/**
 * The combat due in `dest` before a group arrives: the side's activated units there. A group never
 * ends where it starts, so none of its units is among them: the same for every group moving there
 * (kept in `memo` by box).
 */
function combatBefore(b: Board, side: Side, dest: string, before: readonly string[], memo: Map<string, number> | undefined): number {
  if (!memo) return combatValue(b, side, dest, before);
  let v = memo.get(dest);
  if (v === undefined) memo.set(dest, (v = combatValue(b, side, dest, before)));
  return v;
}

/** Score of the group ending in `dest` (path fully walked); `left`: leaving(...) of its origin. */
function scoreEnd(
  b: Board, side: Side, goals: Record<string, Goal>, group: readonly string[], origin: string, dest: string, left: Leaving | null,
  befores?: Map<string, number>,
): number {
  let prog = 0;
  // A German entering a standing fort stops there for a siege (8.0): no progress past it.
  const fortStop = side === 'german' && fortSteps(b, dest) > 0;
  for (const u of group) {
    const g = goals[u];
    if (!g) continue;
    const p = g.weight * progressOf(g, origin, dest);
    prog += fortStop && g.siege !== dest ? Math.min(0, p) : p;
  }
  let score = 0;
  if (enemyIn(b, side, dest)) {
    const before = activatedIn(b, side, dest, group, BEFORE);
    const after = AFTER;
    after.length = 0;
    for (const u of before) after.push(u);
    for (const u of group) after.push(u);
    const vAfter = combatValue(b, side, dest, after);
    const pWinAfter = lastPWin;
    const vBefore = combatBefore(b, side, dest, before, befores);
    score += vAfter - vBefore;
    // Losing sends the attackers back whence they came: progress only counts if they win.
    const siegeBox = side === 'german' && fortSteps(b, dest) > 0;
    const keep = siegeBox ? 1 : side === 'entente' && FORT[dest] && fortSteps(b, dest) > 0 ? 1 : pWinAfter;
    score += PROGRESS * prog * (prog > 0 ? keep : 1);
  } else {
    score += PROGRESS * prog;
  }
  // Leaving a box where a combat is due changes that combat (the same figures, in the same order,
  // for every destination: worked out once per group).
  if (left) {
    score += left.delta;
    for (let i = 0; i < left.sieges; i++) score -= 0.8;
  }
  return score;
}

/** Probability that face-down Garde Civique in a box arise (6.2): at least one has a factor. */
function pArise(b: Board, box: string): number {
  const n = gcAt(b, box).filter((g) => !b.s.gc[g]!.revealed).length;
  return 1 - Math.pow(5 / 12, n);
}

/**
 * Scores already worked out in one position, by group and box: legalEvents lists several routes
 * to a box (6.0), and the score of ending there does not depend on the route taken. Groups are
 * told apart by their array (the moves of one group share theirs: a group given as another array
 * with the same units is only worked out again), scouting by the box scouted.
 */
export interface MoveMemo {
  /** What each group's moves share, by group (see `GroupMemo`). */
  groups: Map<readonly string[], GroupMemo>;
  /** The combat due in a box before anyone moves in, by box (see `combatBefore`). */
  befores: Map<string, number>;
  scouts: Map<string, number>;
}

/** What every move of one group shares: where it starts, what leaving there is worth, whether all are cavalry, its scores by box. */
interface GroupMemo {
  origin: string;
  left: Leaving | null;
  allCav: boolean;
  ends: Map<string, number>;
}

export const newMoveMemo = (): MoveMemo => ({ groups: new Map(), befores: new Map(), scouts: new Map() });

function memoised(memo: Map<string, number> | undefined, key: string, f: () => number): number {
  if (!memo) return f();
  let v = memo.get(key);
  if (v === undefined) memo.set(key, (v = f()));
  return v;
}

function groupMemo(b: Board, goals: Record<string, Goal>, side: Side, group: readonly string[]): GroupMemo {
  const origin = b.s.units[group[0]!]!.box!;
  return { origin, left: leaving(b, side, goals, group, origin), allCav: group.every(isCavalry), ends: new Map() };
}

/** scoreEnd of the group ending in `box`, kept by box in its memo when there is one. */
function endScore(b: Board, side: Side, goals: Record<string, Goal>, group: readonly string[], g: GroupMemo, box: string, memo: MoveMemo | undefined): number {
  if (!memo) return scoreEnd(b, side, goals, group, g.origin, box, g.left);
  let v = g.ends.get(box);
  if (v === undefined) g.ends.set(box, (v = scoreEnd(b, side, goals, group, g.origin, box, g.left, memo.befores)));
  return v;
}

/** Score of a legal move for the side to move (`memo`: shared by the moves of one position). */
export function scoreMove(b: Board, goals: Record<string, Goal>, ev: MoveEvent, memo?: MoveMemo): number {
  const side = ev.side;
  const group = ev.units;
  const dest = ev.path[ev.path.length - 1]!;
  let g: GroupMemo | undefined;
  if (memo) {
    g = memo.groups.get(group);
    if (!g) memo.groups.set(group, (g = groupMemo(b, goals, side, group)));
  } else {
    g = groupMemo(b, goals, side, group);
  }
  if (side === 'entente') return endScore(b, side, goals, group, g, dest, memo);
  // German: face-down Garde Civique on the way may stop the stack (6.2).
  let score = 0;
  let pGo = 1;
  for (let i = 0; i < ev.path.length - 1; i++) {
    const box = ev.path[i]!;
    if (!hiddenGcOnly(b, box)) continue;
    const p = pArise(b, box);
    score += pGo * p * endScore(b, side, goals, group, g, box, memo);
    pGo *= 1 - p;
  }
  score += pGo * endScore(b, side, goals, group, g, dest, memo);
  if (g.allCav) score += scoutValue(b, goals, ev.path, memo);
  return score;
}

/** Cavalry revealing face-down Garde Civique where German infantry will pass (6.2). */
function scoutValue(b: Board, goals: Record<string, Goal>, path: readonly string[], memo?: MoveMemo): number {
  for (const box of path) {
    if (!hiddenGcOnly(b, box)) continue;
    return memoised(memo?.scouts, box, () => scoutBox(b, goals, box));
  }
  return 0;
}

/** The value of revealing the face-down Garde Civique in `box`, the first on a cavalry path. */
function scoutBox(b: Board, goals: Record<string, Goal>, box: string): number {
  // Useful if some German infantry would come this way: the box is nearer its goal than it is.
  // The first one stops or clears the way; later ones are a bonus not counted.
  for (const [from, here] of b.units.german) {
    for (const u of here) {
      if (!isInfantry(u)) continue;
      const g = goals[u];
      if (g && g.dist[box]! < g.dist[from]! && g.dist[from]! - g.dist[box]! <= 4) return 0.9;
    }
  }
  return 0.15;
}

/** The best legal move and its score, or null when none is worth making. */
export function bestMove(b: Board, goals: Record<string, Goal>, moves: readonly MoveEvent[]): { move: MoveEvent; score: number } | null {
  let best: { move: MoveEvent; score: number } | null = null;
  const memo = newMoveMemo();
  for (const m of moves) {
    const sc = scoreMove(b, goals, m, memo);
    if (!best || sc > best.score + 1e-9) best = { move: m, score: sc };
  }
  return best && best.score > MOVE_THRESHOLD ? best : null;
}

