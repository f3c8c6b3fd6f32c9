// One heuristic per kind of decision, for either side. Each takes the legal events of its kind
// (all of the same type) and returns one of them.
import { CHIT, FORT, NEIGHBOURS, UNIT } from '../db';
import type { BlbEvent } from '../legal';
import { currentCf, eventChitUsable, stackingLimit } from '../state';
import type { ArmyId, Side } from '../types';
import { type Board, fortSteps, gcAt, isCavalry, isInfantry, isObjectiveFort, unitsAt, unitHit } from './board';
import { ententeAttack, germanAttack, stepValue } from './evaluate';
import { IS_VL } from './geo';
import { bestMove } from './moves';
import { hitChance } from './odds';
import type { Goal } from './plan';

type Ev<T extends BlbEvent['type']> = Extract<BlbEvent, { type: T }>;

export interface Ctx {
  b: Board;
  side: Side;
  goals: () => Record<string, Goal>;
}

// ---- Movement ----

export function decideMovement(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const moves = legal.filter((e): e is Ev<'move'> => e.type === 'move');
  const end = legal.find((e) => e.type === 'endMovement');
  const best = moves.length ? bestMove(ctx.b, ctx.goals(), moves) : null;
  if (best) return best.move;
  return end ?? moves[0] ?? legal[0]!;
}

// ---- Event chits (5.1) ----

/** Movable units of the activation that still need to go somewhere (goal not reached). */
function unitsNeedingToMove(ctx: Ctx, minDist: number): string[] {
  const goals = ctx.goals();
  return [...ctx.b.movable].filter((u) => {
    const g = goals[u];
    return !!g && g.dist[ctx.b.s.units[u]!.box!]! >= minDist && g.dist[ctx.b.s.units[u]!.box!]! < Infinity;
  });
}

/** Zeppelin (5.1) is kept for the combats that decide the game: Liege, Namur, the Victory Line. */
function combatIsImportant(ctx: Ctx): boolean {
  const c = ctx.b.s.combat;
  if (!c) return false;
  if (c.siege && isObjectiveFort(c.box)) return true;
  // Beyond the Victory Line: taking it, or holding it against a counter-attack (9.0).
  return IS_VL[c.box] === true;
}

export function decideWindow(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const pass = legal.find((e) => e.type === 'pass')!;
  const plays = legal.filter((e): e is Ev<'playEvent'> => e.type === 'playEvent');
  const s = ctx.b.s;
  for (const p of plays) {
    const ev = CHIT[p.chit]!.event;
    switch (ev) {
      case 'bigBertha':
        if (s.combat && isObjectiveFort(s.combat.box)) return p;
        break;
      case 'zeppelin':
        if (combatIsImportant(ctx)) return p;
        break;
      case 'forcedMarchGerman': {
        const far = unitsNeedingToMove(ctx, 2).filter(isInfantry);
        const vlRush = s.turn >= 4 && far.some((u) => ctx.goals()[u]!.siege === null);
        if (far.length >= 3 || vlRush) return p;
        break;
      }
      case 'forcedMarchEntente':
        if (unitsNeedingToMove(ctx, 2).length >= 2) return p;
        break;
      case 'sabotage': {
        // The German activation's units that must still travel: hinder a big march or the run to the line.
        const a = s.activation;
        if (!a || a.side !== 'german') break;
        const gGoals = ctx.goals();
        let need = 0;
        let vl = false;
        for (const u of ctx.b.movable) {
          const g = gGoals[u];
          const d = g?.dist[s.units[u]!.box!] ?? 0;
          if (d >= 1 && d < Infinity) need++;
          if (g && g.siege === null && d <= 5 && isInfantry(u)) vl = true;
        }
        if (need >= 4 || (vl && s.turn >= 4)) return p;
        break;
      }
    }
  }
  return pass;
}

// ---- Combat (7.0-8.2) ----

/** Value to the activated side of fighting in `box` now. */
function combatValueNow(ctx: Ctx, box: string): number {
  const b = ctx.b;
  const a = b.s.activation!;
  if (a.side === 'german') {
    const att = unitsAt(b, 'german', box).filter((u) => b.activated.has(u));
    return germanAttack(b, box, att)?.value ?? 0;
  }
  const att = unitsAt(b, 'entente', box).filter((u) => b.activated.has(u));
  const fortAttacks = a.forts.includes(box);
  return ententeAttack(b, box, att, { fortAttacks, fortAlone: a.mode === 'fortsAlone' })?.value ?? 0;
}

export function decideCombatChoice(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  let best: BlbEvent | null = null;
  let bestV = -Infinity;
  for (const e of legal) {
    if (e.type !== 'chooseCombat') continue;
    const v = combatValueNow(ctx, e.box);
    const optional = legal.some((d) => d.type === 'declineCombat' && d.box === e.box);
    if (optional && v <= 0) continue;
    if (v > bestV) {
      bestV = v;
      best = e;
    }
  }
  if (best) return best;
  return legal.find((e) => e.type === 'declineCombat') ?? legal[0]!;
}

/** 6.2: German cavalry facing an arisen Garde Civique: fight if it pays, else fall back. */
export function decideGcChoice(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  const p = b.s.pendingGc!;
  const fight = legal.find((e) => e.type === 'gcChoice' && e.choice === 'fight')!;
  const back = legal.find((e) => e.type === 'gcChoice' && e.choice === 'fallBack');
  if (!back) return fight;
  const all = unitsAt(b, 'german', p.box).filter((u) => b.activated.has(u));
  const rest = all.filter((u) => !p.cavalry.includes(u));
  const vAll = germanAttack(b, p.box, all)?.value ?? 0;
  const vRest = rest.length ? (germanAttack(b, p.box, rest)?.value ?? 0) : 0;
  return vAll > vRest + 0.1 ? fight : back;
}

/** 7.4: the cheapest step-loss: Garde Civique first, flips before eliminations, keep the BEF whole. */
export function decideLoss(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  let best: BlbEvent = legal[0]!;
  let bestCost = Infinity;
  for (const e of legal) {
    if (e.type !== 'takeLoss') continue;
    const cost = lossCost(b, e.unit);
    if (cost < bestCost) {
      bestCost = cost;
      best = e;
    }
  }
  return best;
}

function lossCost(b: Board, unit: string): number {
  const def = UNIT[unit];
  if (!def) return 0.05; // Garde Civique: cannot move, worth least
  const st = b.s.units[unit]!.steps;
  const cf = currentCf(b.s, unit);
  let cost: number;
  if (st >= 2 && def.reducedCf) cost = hitChance(cf) - hitChance(def.reducedCf) + 0.1;
  else cost = hitChance(cf) + 0.4 + (isInfantry(unit) ? 0.1 : 0);
  if (def.nationality === 'british') {
    const full = Object.keys(b.s.units).filter((u) => UNIT[u]!.nationality === 'british').every((u) => b.s.units[u]!.steps === UNIT[u]!.steps);
    if (full) cost += 0.5;
  }
  // The last German infantry beyond the Victory Line holds the third objective.
  const box = b.s.units[unit]!.box;
  if (def.nationality === 'german' && box && IS_VL[box] && isInfantry(unit) && st === 1) {
    const others = unitsAt(b, 'german', box).filter((u) => u !== unit && isInfantry(u));
    if (others.length === 0) cost += 3;
  }
  return cost * stepValue(b, unit);
}

// ---- Retreat & Advance (7.5) ----

function safety(b: Board, side: Side, box: string): number {
  // Friendly company and distance from big enemy stacks.
  const enemy: Side = side === 'german' ? 'entente' : 'german';
  let friends = 0;
  for (const u of unitsAt(b, side, box)) friends += unitHit(b, u);
  let threat = 0;
  for (const n of neighbours(box)) for (const u of unitsAt(b, enemy, n)) threat += unitHit(b, u);
  return 0.3 * Math.min(friends, 2) - 0.25 * threat;
}

const neighbours = (box: string): string[] => NEIGHBOURS[box]!.map((n) => n.box);

export function decideRetreat(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  const goals = ctx.goals();
  // Entente units in a standing fort stay to defend it (8.1).
  const stay = legal.find((e) => e.type === 'stay');
  if (stay && stay.type === 'stay') {
    const box = b.s.units[stay.unit]!.box!;
    if (fortSteps(b, box) > 0 && (isObjectiveFort(box) || FORT[box]!.nationality === 'french')) return stay;
  }
  const r = b.s.retreat;
  // Units of this retreat still to move, per destination chosen so far, count against stacking (6.1, 7.5).
  const incoming: Record<string, number> = {};
  let best: BlbEvent | null = null;
  let bestV = -Infinity;
  for (const e of legal) {
    if (e.type !== 'retreat') continue;
    const to = e.path[e.path.length - 1]!;
    const g = goals[e.unit];
    const from = b.s.units[e.unit]!.box!;
    let v = -(e.path.length - 1) * 2;
    if (g) {
      const d = g.dist[to]! - g.dist[from]!;
      v -= Number.isFinite(d) ? Math.max(-3, Math.min(d, 6)) : 6;
    }
    v += 0.5 * safety(b, ctx.side, to);
    // Room: the rest of this retreat will likely follow; overstacking displaces friends (7.5).
    const here = unitsAt(b, ctx.side, to).length + (ctx.side === 'entente' ? gcAt(b, to).length : 0);
    const following = (r?.queue.length ?? 1) - 1 + (incoming[to] ?? 0);
    const limit = stackingLimit(to, ctx.side);
    if (here + 1 > limit) v -= 4;
    else if (here + 1 + following > limit) v -= 1.5;
    // Keep the BEF together (7.2).
    if (UNIT[e.unit]!.nationality === 'british') v += 0.5 * unitsAt(b, 'entente', to).filter((u) => UNIT[u]!.nationality === 'british').length;
    if (v > bestV) {
      bestV = v;
      best = e;
    }
  }
  return best ?? stay ?? legal[0]!;
}

export function decideDisplace(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  let best = legal[0]!;
  let bestV = Infinity;
  for (const e of legal) {
    if (e.type !== 'displace') continue;
    const v = b.s.units[e.unit]!.steps * stepValue(b, e.unit) + unitHit(b, e.unit);
    if (v < bestV) {
      bestV = v;
      best = e;
    }
  }
  return best;
}

export function decideAdvance(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  const c = b.s.combat!;
  const goals = ctx.goals();
  const decline = legal.find((e) => e.type === 'declineAdvance')!;
  const stack = unitsAt(b, c.attacker, c.box);
  let best: BlbEvent = decline;
  let bestV = 0.3;
  for (const e of legal) {
    if (e.type !== 'advance') continue;
    let prog = 0;
    for (const u of stack) {
      const g = goals[u];
      if (g) prog += g.weight * Math.min(3, (g.dist[c.box] ?? 0) - (g.dist[e.to] ?? 0));
    }
    let v = 0.55 * prog;
    if (c.attacker === 'german') {
      const fight = germanAttack(b, e.to, stack);
      if (fight) v += fight.value;
      else if (fortSteps(b, e.to) > 0) v -= 5;
    } else {
      const fight = ententeAttack(b, e.to, stack);
      if (fight) v += fight.value;
    }
    if (v > bestV) {
      bestV = v;
      best = e;
    }
  }
  return best;
}

// ---- Additional German Activation (4.2) ----

/** How much an activation of this army would do now. */
export function armyWork(ctx: Ctx, army: ArmyId): number {
  const b = ctx.b;
  const s = b.s;
  const goals = ctx.goals();
  let work = 0;
  const siegeStacks: Record<string, number> = {};
  for (const [box, here] of b.units.german) {
    for (const u of here) {
      if (UNIT[u]!.army !== army) continue;
      const g = goals[u];
      if (!g) continue;
      const d = g.dist[box]!;
      if (g.siege && d === 0 && isInfantry(u)) siegeStacks[g.siege] = (siegeStacks[g.siege] ?? 0) + unitHit(b, u);
      else if (d > 0 && d < Infinity) work += (g.siege === null && s.turn >= 4 ? 1.2 : 0.5) * (isCavalry(u) ? 0.3 : 1);
    }
  }
  for (const fort in siegeStacks) {
    // A siege round with this army's units next to (or in) the fort.
    const steps = fortSteps(b, fort);
    if (steps > 0 && siegeStacks[fort]! >= 1.2) work += 2 + siegeStacks[fort]! * 1.2;
  }
  // Germans beyond the Victory Line on the victory turn: any activation that holds it matters.
  return work;
}

export function decideAnnounce(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const s = ctx.b.s;
  const a = s.atrocities;
  const options = legal.filter((e): e is Ev<'announce'> => e.type === 'announce');
  const none = options.find((e) => e.armies.length === 0)!;
  // Never risk the fifth atrocity (4.2, 9.0): every announced army may commit one.
  const hardCap = Math.max(0, 4 - a);
  // Fewer as the track fills: two armies at 0-1 atrocities, one at 2, one at 3 only from turn 5.
  const softCap = a <= 1 ? 2 : a === 2 ? 1 : a === 3 && s.turn >= 5 ? 1 : 0;
  const cap = Math.min(hardCap, softCap);
  if (cap === 0) return none;
  // Only armies with useful work, and more of it the higher the track.
  const threshold = a === 0 ? 1.5 : a === 1 ? 2 : a === 2 ? 3 : 5;
  const cands = [...new Set(options.flatMap((e) => e.armies))]
    .map((army) => ({ army, work: armyWork(ctx, army) }))
    .filter((x) => x.work >= threshold)
    .sort((x, y) => y.work - x.work || (x.army < y.army ? -1 : 1))
    .slice(0, cap)
    .map((x) => x.army);
  if (cands.length === 0) return none;
  const want = [...cands].sort();
  return options.find((e) => e.armies.length === want.length && [...e.armies].sort().every((x, i) => x === want[i])) ?? none;
}

export function decideActivateArmy(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  let best = legal[0]!;
  let bestV = -Infinity;
  for (const e of legal) {
    if (e.type !== 'activateArmy') continue;
    const v = armyWork(ctx, e.army);
    if (v > bestV) {
      bestV = v;
      best = e;
    }
  }
  return best;
}

// ---- Activating Forts (8.2) ----

export function decideActivation(ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  const b = ctx.b;
  const s = b.s;
  const goals = ctx.goals();
  // What the army's own movement is worth: units with somewhere to go.
  let armyValue = 0;
  for (const u of b.activated) {
    const g = goals[u];
    const d = g?.dist[s.units[u]!.box!] ?? 0;
    if (d > 0 && d < Infinity) armyValue += Math.min(d, 3) * 0.35 * (g?.weight ?? 1);
  }
  const bertha = !!eventChitUsable(s, 'bigBertha');
  let best: BlbEvent = legal[0]!;
  let bestV = -Infinity;
  for (const e of legal) {
    if (e.type !== 'chooseActivation') continue;
    let v = 0;
    if (e.mode === 'army') v = armyValue;
    else if (e.mode === 'fortsAlone') {
      for (const f of e.forts) v += ententeAttack(b, f, [], { fortAlone: true })?.value ?? 0;
      if (bertha) v -= 0.5;
    } else {
      v = armyValue;
      for (const f of e.forts) {
        const att = unitsAt(b, 'entente', f).filter((u) => b.activated.has(u));
        v += ententeAttack(b, f, att, { fortAttacks: true })?.value ?? 0;
        // Those units fight but cannot move.
        for (const u of att) {
          const g = goals[u];
          const d = g?.dist[f] ?? 0;
          if (d > 0 && d < Infinity) v -= 0.35 * Math.min(d, 3);
        }
      }
    }
    if (v > bestV + 1e-9) {
      bestV = v;
      best = e;
    }
  }
  return best;
}

// ---- Set-up variants (3.2) ----

/** Boxes on the German roads, most useful first, for face-down Garde Civique. */
const GC_PREFERENCE = [
  'huy', 'gembloux', 'wavre', 'brussels', 'charleroi', 'ciney', 'louvain', 'waremme', 'tienen', 'dinant',
  'marche', 'tongeren', 'sint-truiden', 'verviers', 'vise', 'hasselt', 'diest', 'aarschot', 'la-roche',
  'houffalize', 'bastogne', 'st-hubert', 'neufchateau', 'arlon',
];

export function decidePlaceGc(_ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  for (const box of GC_PREFERENCE) {
    const e = legal.find((x) => x.type === 'placeGc' && x.box === box);
    if (e) return e;
  }
  return legal[0]!;
}

/** Free Set-Up: garrison both forts, then a screen on the roads west. */
const SETUP_PLAN: [string, string[]][] = [
  ['be-3', ['liege', 'namur', 'louvain']],
  ['be-14', ['liege', 'namur', 'huy']],
  ['be-4', ['namur', 'liege', 'gembloux']],
  ['be-15', ['namur', 'liege', 'huy']],
  ['be-1', ['brussels', 'louvain', 'wavre']],
  ['be-2', ['louvain', 'brussels', 'wavre']],
  ['be-5', ['tienen', 'louvain', 'wavre']],
  ['be-6', ['gembloux', 'wavre', 'brussels']],
  ['be-cav', ['waremme', 'tongeren', 'tienen']],
];

export function decidePlaceUnit(_ctx: Ctx, legal: BlbEvent[]): BlbEvent {
  for (const [unit, boxes] of SETUP_PLAN) {
    for (const box of boxes) {
      const e = legal.find((x) => x.type === 'placeUnit' && x.unit === unit && x.box === box);
      if (e) return e;
    }
    const any = legal.find((x) => x.type === 'placeUnit' && x.unit === unit);
    if (any) return any;
  }
  return legal[0]!;
}

