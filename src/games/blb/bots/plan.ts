// What each unit is trying to reach: the strategic layer of the smart bots. Each unit gets a goal
// (a distance field over the map, lower is better); the move scorer rewards progress along it.
//
// German (9.0): Liege and Namur must be destroyed and infantry must stand beyond the Victory Line
// during August 19-21. The 1st Army besieges Liege; the 2nd, 3rd and 4th go for Namur; once a
// fort falls its besiegers head for the Victory Line, and from turn 5 a vanguard goes anyway.
// Entente: every unit is matched to a slot, cheapest (distance + priority) first: fill the fort
// garrisons to their stacking limit (6.1); from turn 5 converge on Germans beyond the Victory
// Line; keep a ring round Namur (Charleroi, Gembloux, Dinant, Huy, Ciney) that refills its
// garrison and stops each besieger a box short; hold the gateways (Brussels, Mechelen), block
// the boxes on the Germans' shortest routes to the line; the BEF stays together at full
// strength (7.2) near Mons or against the nearest German beyond the line.
import { FORT, NEIGHBOURS, UNIT } from '../db';
import { stackingLimit } from '../state';
import type { ArmyId } from '../types';
import { type Board, isCavalry, isInfantry, unitsAt, gcAt, fortSteps } from './board';
import { type DistMap, BOX_IDS, VL_BOXES, distTo } from './geo';

export interface Goal {
  /** Lower is better: MP from here to where the unit should be. */
  dist: DistMap;
  /** The goal is a siege of this fort: entering the fort box is judged by the combat, not progress. */
  siege: string | null;
  /** How much a unit cares about progress, per MP. */
  weight: number;
  /** Short label for debugging. */
  label: string;
}

export const FORT_BOXES = Object.keys(FORT);

/** Forts a German path may end in but never pass through (8.0: entering one means a siege). */
export function germanBlocked(b: Board, except: string | null = null): string[] {
  return FORT_BOXES.filter((f) => f !== except && fortSteps(b, f) > 0);
}

/** Each siege's distances (a step short of distTo's), by distTo's map: made once, never changed. */
const SIEGE_DIST = new Map<DistMap, DistMap>();

function siegeGoal(b: Board, fort: string, weight: number): Goal {
  const raw = distTo([fort], germanBlocked(b, fort));
  let dist = SIEGE_DIST.get(raw);
  if (!dist) {
    dist = {};
    // Adjacent is as good as inside: whether to go in is the combat's call.
    for (const k in raw) dist[k] = Math.max(0, raw[k]! - 1);
    SIEGE_DIST.set(raw, dist);
  }
  return { dist, siege: fort, weight, label: `siege ${fort}` };
}

function vlGoal(b: Board, weight: number): Goal {
  return { dist: distTo(VL_BOXES, germanBlocked(b)), siege: null, weight, label: 'victory line' };
}

const GERMAN_ARMIES: ArmyId[] = ['de1', 'de2', 'de3', 'de4'];

/**
 * German goals that read no unit's box, by forts record (the rules copy it only when they change
 * it), then turn and the German units on the map: the armies' goals read only those, and the boxes
 * matter only when Liege's besiegers are lent infantry or a vanguard is sent (never kept then).
 * Nobody writes to goals, so one record serves every position that shares them (most of a German
 * movement phase: each move replaces the units record, and the goals were worked out again).
 */
const GERMAN_MEMO = new WeakMap<Board['s']['forts'], Map<number, Record<string, Goal>>>();

/** A bit per German unit (26 of them: the set on the map is one number). */
const GERMAN_BIT = new Map(
  Object.keys(UNIT)
    .filter((u) => UNIT[u]!.nationality === 'german')
    .map((u, i) => [u, 2 ** i]),
);
if (GERMAN_BIT.size > 40) throw new Error('Too many German units for one number of bits.');

/** Goals of every German unit on the map. */
export function germanGoals(b: Board): Record<string, Goal> {
  const s = b.s;
  // The turn, then the Germans on the map, as one number (exact: well under 2^53).
  let set = 0;
  for (const here of b.units.german.values()) for (const u of here) set += GERMAN_BIT.get(u)!;
  const key = s.turn * 2 ** GERMAN_BIT.size + set;
  let memo = GERMAN_MEMO.get(s.forts);
  const hit = memo?.get(key);
  if (hit) return hit;
  const { out, boxesRead } = germanGoalsOf(b);
  if (!boxesRead) {
    if (!memo) GERMAN_MEMO.set(s.forts, (memo = new Map()));
    memo.set(key, out);
  }
  return out;
}

function germanGoalsOf(b: Board): { out: Record<string, Goal>; boxesRead: boolean } {
  const s = b.s;
  let boxesRead = false;
  const liegeUp = fortSteps(b, 'liege') > 0;
  const namurUp = fortSteps(b, 'namur') > 0;
  const out: Record<string, Goal> = Object.create(null);
  const byArmy: Record<string, string[]> = {};
  for (const here of b.units.german.values()) for (const u of here) (byArmy[UNIT[u]!.army] ??= []).push(u);
  const liege = liegeUp ? siegeGoal(b, 'liege', 1) : null;
  const namur = namurUp ? siegeGoal(b, 'namur', 1) : null;
  const vl = vlGoal(b, 1);
  const assign = (u: string, g: Goal) => {
    out[u] = isCavalry(u) ? { ...g, weight: g.weight * 0.6 } : g;
  };
  for (const army of GERMAN_ARMIES) {
    for (const u of byArmy[army] ?? []) {
      let g: Goal;
      if (army === 'de1') g = liege ?? namur ?? vl;
      else g = namur ?? liege ?? vl;
      if (army === 'de1' && !liegeUp) g = vl;
      if (army !== 'de1' && !namurUp) g = liegeUp && army === 'de2' ? (liege ?? vl) : vl;
      assign(u, g);
    }
  }
  // Liege needs a real siege force: lend the nearest 2nd Army infantry when the 1st is worn down.
  if (liege) {
    const at = (u: string) => s.units[u]!.box!;
    const force = (byArmy['de1'] ?? []).filter(isInfantry).length;
    if (force < 5) {
      boxesRead = true;
      const lend = (byArmy['de2'] ?? []).filter(isInfantry).sort((x, y) => liege.dist[at(x)]! - liege.dist[at(y)]!);
      for (const u of lend.slice(0, 6 - force)) assign(u, liege);
    }
  }
  // A Victory Line vanguard: from turn 4 with Liege down, from turn 5 in any case, the infantry
  // nearest the line (not in a siege box) heads for it so the third objective is not left too late.
  const vanguardWanted = (!liegeUp && s.turn >= 4) || s.turn >= 5 ? 3 : 0;
  let already = 0;
  for (const u in out) if (out[u]!.siege === null && isInfantry(u)) already++;
  if (vanguardWanted > already) {
    boxesRead = true;
    const cands = Object.keys(out)
      .filter((u) => isInfantry(u) && out[u]!.siege !== null && !FORT[s.units[u]!.box!])
      .sort((x, y) => vl.dist[s.units[x]!.box!]! - vl.dist[s.units[y]!.box!]!);
    for (const u of cands.slice(0, vanguardWanted - already)) assign(u, vl);
  }
  return { out, boxesRead };
}

// ---- Entente ----

/**
 * A goal to reach one box, by box, weight and label: made once and shared (nobody writes to goals,
 * and none is told apart by identity), so the Entente's plan makes no goal and looks no distance
 * map up by its key when it is worked out again (after every Entente move).
 */
const BOX_GOALS = new Map<string, Goal>();

function boxGoal(box: string, weight: number, label: string): Goal {
  const key = `${box}|${weight}|${label}`;
  let g = BOX_GOALS.get(key);
  if (!g) BOX_GOALS.set(key, (g = { dist: distTo([box]), siege: null, weight, label }));
  return g;
}

/**
 * germanRouteBoxes' answers, by forts record (the rules copy it only when they change it), then the
 * boxes holding Germans in the board's order, each marked when it holds infantry: all it reads.
 * The Germans stand still while the Entente moves, and the Entente's goals ask after every move.
 */
const ROUTE_MEMO = new WeakMap<Board['s']['forts'], Map<string, readonly string[]>>();

/** Boxes on the Germans' cheapest routes to the Victory Line, nearest the Germans first (never to be changed). */
export function germanRouteBoxes(b: Board): readonly string[] {
  // The last answer first, checked box by box without making its key (the Germans stand still
  // while the Entente moves: nearly always the same).
  const last = lastRoutes;
  if (last && last.forts === b.s.forts && sameGermanBoxes(b, last)) return last.out;
  let key = '';
  const boxes: string[] = [];
  const infantry: boolean[] = [];
  for (const [box, here] of b.units.german) {
    const inf = here.some(isInfantry);
    boxes.push(box);
    infantry.push(inf);
    key += inf ? `${box}*,` : `${box},`;
  }
  let memo = ROUTE_MEMO.get(b.s.forts);
  if (!memo) ROUTE_MEMO.set(b.s.forts, (memo = new Map()));
  let out = memo.get(key);
  if (!out) memo.set(key, (out = routeBoxesOf(b)));
  lastRoutes = { forts: b.s.forts, boxes, infantry, out };
  return out;
}

/** germanRouteBoxes' last answer with all its key reads: the forts record, the German boxes in order, each one's infantry. */
let lastRoutes: { forts: Board['s']['forts']; boxes: string[]; infantry: boolean[]; out: readonly string[] } | null = null;

function sameGermanBoxes(b: Board, last: { boxes: string[]; infantry: boolean[] }): boolean {
  const german = b.units.german;
  if (german.size !== last.boxes.length) return false;
  let i = 0;
  for (const [box, here] of german) {
    if (box !== last.boxes[i] || here.some(isInfantry) !== last.infantry[i]) return false;
    i++;
  }
  return true;
}

/** germanRouteBoxes worked out afresh, without its caches. */
export function routeBoxesOf(b: Board): string[] {
  const vl = distTo(VL_BOXES, germanBlocked(b));
  const starts: string[] = [];
  for (const [box, here] of b.units.german) {
    if (here.some(isInfantry) && vl[box]! < Infinity && vl[box]! > 0) starts.push(box);
  }
  starts.sort((x, y) => vl[x]! - vl[y]!);
  const out: string[] = [];
  for (const start of starts.slice(0, 3)) {
    let cur = start;
    for (let guard = 0; guard < 12 && vl[cur]! > 0; guard++) {
      // Step to the neighbour on a cheapest route (ties: the name, for determinism).
      let next: string | null = null;
      for (const n of neighboursOf(cur)) {
        if (vl[n.box]! + n.cost === vl[cur] && (next === null || n.box < next)) next = n.box;
      }
      if (next === null) break;
      if (!out.includes(next) && !unitsAt(b, 'german', next).length) out.push(next);
      cur = next;
    }
  }
  return out;
}

const neighboursOf = (box: string) => NEIGHBOURS[box]!;

interface Slot {
  box: string;
  label: string;
  weight: number;
  maxDist: number;
  /** Priority: lower first; each rank costs RANK_MP of distance in the assignment. */
  rank: number;
  /** boxGoal(box, weight, label). */
  goal: Goal;
  /** Its distances by box index (BOX_IDS' order): one array read per unit-slot pair. */
  byIndex: Float64Array;
}

/** Each box's place in BOX_IDS. */
const BOX_INDEX = new Map(BOX_IDS.map((box, i) => [box, i]));

/** A slot of these fields (nobody writes to a slot: made once, at load or by `slotAt`). */
function slot(box: string, label: string, weight: number, rank: number, maxDist = 99): Slot {
  const goal = boxGoal(box, weight, label);
  const byIndex = new Float64Array(BOX_IDS.length);
  for (let i = 0; i < BOX_IDS.length; i++) byIndex[i] = goal.dist[BOX_IDS[i]!]!;
  return { box, label, weight, maxDist, rank, goal, byIndex };
}

/** The slot a kind of slot (`make`: its fields from the box) has in `box`, kept by box in `made`. */
function slotAt(made: Map<string, Slot>, box: string, make: (box: string) => Slot): Slot {
  let out = made.get(box);
  if (!out) made.set(box, (out = make(box)));
  return out;
}

// The slots of the Entente's plan (ententeGoals), made once.
const REINFORCE_NAMUR = slot('namur', 'reinforce namur', 1.5, 0, 8);
const REINFORCE_LIEGE = slot('liege', 'reinforce liege', 1.2, 0, 3);
const RING = [
  { slot: slot('charleroi', 'ring charleroi', 1.2, 2, 8), want: 2 },
  { slot: slot('gembloux', 'ring gembloux', 1.2, 2, 8), want: 2 },
  { slot: slot('dinant', 'ring dinant', 1.2, 2, 8), want: 2 },
  { slot: slot('huy', 'ring huy', 1, 2, 6), want: 1 },
  { slot: slot('ciney', 'ring ciney', 1, 2, 6), want: 1 },
];
const HOLD_BRUSSELS = slot('brussels', 'hold brussels', 1, 3);
const HOLD_MECHELEN = slot('mechelen', 'hold mechelen', 1, 3);
const HOLD_LOUVAIN = slot('louvain', 'hold louvain', 1, 4);
const HOLD_WAVRE = slot('wavre', 'hold wavre', 1, 4);
const HOLD_CHARLEROI = slot('charleroi', 'hold charleroi', 1, 4);
const HOLD_GEMBLOUX = slot('gembloux', 'hold gembloux', 1, 4);
const OBJECTIVE_FORTS = ['liege', 'namur'];
const GARRISON: Record<string, Goal> = { liege: boxGoal('liege', 1.5, 'garrison liege'), namur: boxGoal('namur', 1.5, 'garrison namur') };
const RESERVE = boxGoal('brussels', 0.6, 'reserve');
/** Counter-attack beyond the Victory Line, and block a German route, by box. */
const COUNTERS = new Map<string, Slot>();
const counterSlot = (box: string) => slot(box, `counter ${box}`, 2, 1, 4);
const BLOCKS = new Map<string, Slot>();
const blockSlot = (box: string) => slot(box, `block ${box}`, 1.2, 3, 4);

/** How many MP of distance one rank of priority is worth when units are matched to slots. */
const RANK_MP = 2;

/** Each unit's place among the unit ids in code-unit order (the unit-slot pairs' tie-break). */
const UNIT_ORDER = new Map(
  Object.keys(UNIT)
    .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
    .map((u, i) => [u, i]),
);
/** The units matched to slots (not British: the BEF has its own goal), in that order. */
const MATCH_ORDER = [...UNIT_ORDER.keys()].filter((u) => UNIT[u]!.nationality !== 'german' && UNIT[u]!.nationality !== 'british');
/** The dearest unit-slot pair: a slot's distance (at most 99 MP) and its rank's. */
const MAX_PAIR_COST = 99 + RANK_MP * 8;
/** The counting sort's buffers, made once (typed arrays are dear to make): counts by cost, the pairs in order. */
const PAIR_COUNT = new Int32Array(MAX_PAIR_COST + 2);
let pairOrder = new Int32Array(1024);
/** Each pair's cost and code (unit's place in the matched list times the seats, plus the seat), by pair. */
let pairCost = new Int32Array(1024);
let pairCode = new Int32Array(1024);
function growPairs(): void {
  const cost = new Int32Array(2 * pairCost.length);
  const code = new Int32Array(2 * pairCode.length);
  cost.set(pairCost);
  code.set(pairCode);
  pairCost = cost;
  pairCode = code;
}
/** The seats of one plan: each slot wanting units, in the order listed, and how many it still wants. */
const SEAT_SLOTS: Slot[] = [];
const SEAT_LEFT: number[] = [];

/** Goals of every Entente unit on the map (Garde Civique do not move). */
export function ententeGoals(b: Board): Record<string, Goal> {
  const s = b.s;
  const out: Record<string, Goal> = Object.create(null);
  const free = new Set<string>();
  for (const here of b.units.entente.values()) for (const u of here) free.add(u);
  const units = s.units;
  const at = (u: string) => units[u]!.box!;
  const british = [...free].filter((u) => UNIT[u]!.nationality === 'british');

  // Garrisons stay in standing forts.
  for (const fort of OBJECTIVE_FORTS) {
    if (fortSteps(b, fort) <= 0) continue;
    const garrison = GARRISON[fort]!;
    for (const u of unitsAt(b, 'entente', fort)) {
      out[u] = garrison;
      free.delete(u);
    }
  }
  // The slots in order of listing, each with the units it wants (SEAT_SLOTS, SEAT_LEFT: made once).
  let n = 0;
  const seat = (sl: Slot, want: number) => {
    // A slot that wants nobody takes no seat.
    if (want <= 0) return;
    SEAT_SLOTS[n] = sl;
    SEAT_LEFT[n++] = want;
  };
  const room = (fort: string) => stackingLimit(fort, 'entente') - unitsAt(b, 'entente', fort).length - gcAt(b, fort).length;
  if (fortSteps(b, 'namur') > 0) seat(REINFORCE_NAMUR, room('namur'));
  if (fortSteps(b, 'liege') > 0) seat(REINFORCE_LIEGE, room('liege'));
  const lateGame = s.turn >= 5;
  // Germans beyond the Victory Line (9.0) on the turns that count must be thrown back.
  if (lateGame) {
    for (const box of VL_BOXES) {
      if (unitsAt(b, 'german', box).some(isInfantry)) seat(slotAt(COUNTERS, box, counterSlot), 8);
    }
  }
  const namurUp = fortSteps(b, 'namur') > 0;
  if (namurUp) {
    // The ring round Namur: a reserve to refill the garrison, and a stop for every besieger (6.2).
    for (const r of RING) seat(r.slot, r.want);
  }
  // The gateways to the Victory Line.
  seat(HOLD_BRUSSELS, 3);
  seat(HOLD_MECHELEN, 1);
  // Delay on the Germans' routes to the line, with whoever is near.
  const route = germanRouteBoxes(b).filter((x) => !FORT[x] || fortSteps(b, x) === 0);
  for (const box of route.slice(0, 3)) seat(slotAt(BLOCKS, box, blockSlot), 1);
  seat(HOLD_LOUVAIN, 2);
  seat(HOLD_WAVRE, 1);
  if (!namurUp) {
    seat(HOLD_CHARLEROI, 2);
    seat(HOLD_GEMBLOUX, 2);
  }

  // The BEF keeps together (7.2) and holds Mons, or the nearest Victory Line gateway.
  if (british.length) {
    const bef = at(british[0]!);
    const target = VL_BOXES.filter((x) => unitsAt(b, 'german', x).some(isInfantry)).sort((x, y) => distTo([x])[bef]! - distTo([y])[bef]!)[0];
    const g = target && distTo([target])[bef]! <= 5 ? boxGoal(target, 2, `bef counter ${target}`) : boxGoal('mons', 1.2, 'bef mons');
    for (const u of british) {
      out[u] = g;
      free.delete(u);
    }
  }
  // The cheapest (distance + priority) unit-slot pairs first: a garrison to refill draws on the
  // nearest ring, the ring on whoever is next nearest, and so on.
  // The pairs in order of cost, then unit id (code-unit order), then seat, without sorting them:
  // made unit by unit in that order, seat by seat, then placed by cost (whole MP, at most
  // MAX_PAIR_COST) keeping that order among equal costs (a counting sort).
  const seats = n;
  const matched: string[] = [];
  for (const u of MATCH_ORDER) if (free.has(u)) matched.push(u);
  let pairs = 0;
  const count = PAIR_COUNT.fill(0);
  for (let m = 0; m < matched.length; m++) {
    const here = BOX_INDEX.get(at(matched[m]!))!;
    for (let i = 0; i < seats; i++) {
      const sl = SEAT_SLOTS[i]!;
      const d = sl.byIndex[here]!;
      if (!(d <= sl.maxDist)) continue;
      const cost = d + RANK_MP * sl.rank;
      if (!Number.isInteger(cost) || cost < 0 || cost > MAX_PAIR_COST) throw new Error(`A unit-slot cost out of range: ${cost}.`);
      if (pairs === pairCost.length) growPairs();
      pairCost[pairs] = cost;
      pairCode[pairs++] = m * seats + i;
      count[cost + 1]!++;
    }
  }
  for (let c = 1; c < count.length; c++) count[c]! += count[c - 1]!;
  if (pairOrder.length < pairs) pairOrder = new Int32Array(2 * pairs);
  const ordered = pairOrder;
  for (let k = 0; k < pairs; k++) ordered[count[pairCost[k]!]!++] = pairCode[k]!;
  for (let k = 0; k < pairs; k++) {
    const code = ordered[k]!;
    const u = matched[Math.floor(code / seats)]!;
    const i = code % seats;
    if (!free.has(u) || SEAT_LEFT[i]! <= 0) continue;
    out[u] = SEAT_SLOTS[i]!.goal;
    free.delete(u);
    SEAT_LEFT[i]!--;
  }
  // Anyone left: to Brussels, the way to the line.
  for (const u of free) out[u] = RESERVE;
  return out;
}
