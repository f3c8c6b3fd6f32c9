// 7.0 Combat and 8.0 Siege Combat: which boxes fight, the five steps, retreats and the advance.
import { rollD6 } from '../../../core/dice';
import { FORT, GC, HOPS_TO_FRANCE, HOPS_TO_GERMANY, NEIGHBOURS, UNIT, otherSide, sideOfUnit } from '../db';
import { activatedUnits } from './movement';
import {
  type BlbState, type Combat, type RetreatOrder, countSideUnits, currentCf, enemyPresent, enemyPresentIn, fortUndestroyed, gcIn,
  gcThatCanDefend, mixesBritish, occCount, occupancy, sideUnitsIn, stackCount, stackingLimit, ownFort, ownGc, ownUnit,
} from '../state';
import type { Side } from '../types';
import type { BlbBeat } from '../beats';

const isGc = (id: string) => !!GC[id];
const alive = (s: BlbState, id: string) => (isGc(id) ? s.gc[id]!.box !== null : s.units[id]!.box !== null);
const stepsOf = (s: BlbState, id: string) => (isGc(id) ? (s.gc[id]!.box !== null ? 1 : 0) : s.units[id]!.steps);

export interface CombatChoice {
  box: string;
  /** 8.1: activated Entente units in a besieged fort may attack; it is not compulsory. */
  optional: boolean;
}

/** Boxes where the activated side must (or, in a besieged fort, may) fight now (7.0, 8.1, 8.2). */
export function pendingCombats(s: BlbState): CombatChoice[] {
  const a = s.activation;
  if (!a) return [];
  const boxes = new Map<string, CombatChoice>();
  const o = occupancy(s);
  for (const u of activatedUnits(s)) {
    const box = s.units[u]!.box!;
    if (a.resolved.includes(box) || boxes.has(box)) continue;
    if (!enemyPresentIn(s, o, box, a.side)) continue;
    const besieged = a.side === 'entente' && fortUndestroyed(s, box);
    const fortActivated = a.forts.includes(box);
    boxes.set(box, { box, optional: besieged && !fortActivated });
  }
  for (const f of a.forts) {
    if (!a.resolved.includes(f) && !boxes.has(f) && fortUndestroyed(s, f) && occCount(o, 'german', f) > 0) {
      boxes.set(f, { box: f, optional: false });
    }
  }
  return [...boxes.values()].sort((x, y) => x.box.localeCompare(y.box));
}

/** 7.0: units to the Battle Board, Combat Marker in the box; face-down Garde Civique flip (6.2). */
export function beginCombat(s: BlbState, box: string, fromAdvance: boolean, beats: BlbBeat[]): void {
  const a = s.activation!;
  const attacker = a.side;
  const defender = otherSide(attacker);
  const attackers = activatedUnits(s).filter((u) => s.units[u]!.box === box);
  const flipped = gcIn(s, box).filter((g) => !s.gc[g]!.revealed);
  if (attacker === 'german' && flipped.length) {
    for (const g of flipped) {
      ownGc(s, g).revealed = true;
      if (GC[g]!.cf === null) ownGc(s, g).box = null;
    }
    beats.push({ type: 'gc.revealed', box, gc: flipped.map((g) => ({ id: g, cf: GC[g]!.cf })), rule: '6.2' });
  }
  const defenders = sideUnitsIn(s, box, defender);
  if (defender === 'entente') defenders.push(...gcIn(s, box).filter((g) => GC[g]!.cf !== null));
  const siege = fortUndestroyed(s, box);
  let fort: Combat['fort'] = null;
  if (siege && attacker === 'german') fort = 'defender';
  if (siege && attacker === 'entente' && a.forts.includes(box)) fort = 'attacker';
  const count = (units: string[], withFort: boolean) => units.length + (withFort ? 1 : 0);
  s.combat = {
    box,
    attacker,
    attackers,
    defenders,
    fort,
    siege,
    germansRoll: !(a.mode === 'fortsAlone' && attacker === 'entente'),
    zeppelin: false,
    bigBertha: false,
    modifiers: { german: 0, entente: 0 },
    britishBonus: false,
    rolls: [],
    hitsOn: { german: 0, entente: 0 },
    toAllocate: { german: 0, entente: 0 },
    stepsLost: { german: 0, entente: 0 },
    startCount: {
      [attacker]: count(attackers, fort === 'attacker'),
      [defender]: count(defenders, fort === 'defender'),
    } as Record<Side, number>,
    rolled: false,
    fromAdvance,
    loser: null,
    advanceOffered: false,
  };
  beats.push({ type: 'combat.started', box, attacker, attackers, defenders, fort, siege, rule: siege ? '8.0' : '7.0' });
}

/** Nothing left to fight once the Garde Civique flipped and vanished. */
export function combatVanished(s: BlbState): boolean {
  const c = s.combat;
  if (!c) return true;
  const defendersLeft = c.defenders.length > 0 || c.fort === 'defender';
  const attackersLeft = c.attackers.length > 0 || c.fort === 'attacker';
  return !defendersLeft || !attackersLeft;
}

/** 7.2: event +1 (Zeppelin) and the British +1 when all three are together at full strength. */
export function computeModifiers(s: BlbState, beats: BlbBeat[]): void {
  const c = s.combat!;
  const british = Object.keys(s.units).filter((u) => UNIT[u]!.nationality === 'british');
  const inCombat = [...c.attackers, ...c.defenders];
  c.britishBonus =
    british.length > 0 &&
    british.every((u) => inCombat.includes(u) && s.units[u]!.box === c.box && s.units[u]!.steps === UNIT[u]!.steps);
  c.modifiers = { german: c.zeppelin ? 1 : 0, entente: 0 };
  beats.push({ type: 'combat.modifiers', box: c.box, zeppelin: c.zeppelin, britishBonus: c.britishBonus, bigBertha: c.bigBertha, rule: '7.2' });
}

function unitModifier(c: Combat, unit: string): number {
  const def = UNIT[unit];
  if (!def) return 0;
  if (def.nationality === 'german') return c.modifiers.german;
  return def.nationality === 'british' && c.britishBonus ? 1 : 0;
}

/** 7.1 grouping: by combat factor, sixes, fives, fours; the order dice are rolled in. */
export function combatGroups(s: BlbState, side: Side): { cf: number; units: string[] }[] {
  const c = s.combat!;
  const units = (side === c.attacker ? c.attackers : c.defenders).filter((u) => alive(s, u));
  const byCf = new Map<number, string[]>();
  for (const u of units) {
    const cf = currentCf(s, u);
    if (!byCf.has(cf)) byCf.set(cf, []);
    byCf.get(cf)!.push(u);
  }
  return [...byCf.entries()].sort((x, y) => y[0] - x[0]).map(([cf, us]) => ({ cf, units: us }));
}

/** 7.3 (and 8.1): every unit rolls one die, the fort one per step; hits "simultaneously". */
export function rollCombat(s: BlbState, beats: BlbBeat[]): void {
  const c = s.combat!;
  c.rolls = [];
  const rollSide = (side: Side) => {
    if (side === 'german' && !c.germansRoll) return;
    for (const g of combatGroups(s, side)) {
      for (const u of g.units) {
        const die = rollD6(s.rng);
        const modifier = unitModifier(c, u);
        c.rolls.push({ side, unit: u, cf: g.cf, modifier, die, hit: die + modifier >= g.cf });
      }
    }
    const fortSide = c.fort === 'attacker' ? c.attacker : c.fort === 'defender' ? otherSide(c.attacker) : null;
    if (fortSide === side) {
      const cf = FORT[c.box]!.cf;
      for (let i = 0; i < s.forts[c.box]!.steps; i++) {
        const die = rollD6(s.rng);
        c.rolls.push({ side, unit: 'fort', cf, modifier: 0, die, hit: die >= cf });
      }
    }
  };
  rollSide(c.attacker);
  rollSide(otherSide(c.attacker));
  const scored = (side: Side) => c.rolls.filter((r) => r.side === side && r.hit).length;
  c.hitsOn = { german: scored('entente'), entente: scored('german') };
  c.toAllocate = { ...c.hitsOn };
  c.rolled = true;
  beats.push({ type: 'dice.rolled', box: c.box, rolls: c.rolls.map((r) => ({ ...r })), rule: '7.3' });
  if (c.bigBertha && s.forts[c.box]!.steps > 0) {
    // 5.1/8.1: one automatic hit on the fort, whatever defends it.
    c.hitsOn.entente += 1;
    hitFort(s, beats, 'bigBertha');
  }
  autoAllocate(s, beats);
}

function hitFort(s: BlbState, beats: BlbBeat[], cause: 'hit' | 'bigBertha'): void {
  const c = s.combat!;
  const f = ownFort(s, c.box);
  f.steps -= 1;
  c.stepsLost.entente += 1;
  beats.push({ type: 'fort.hit', box: c.box, steps: f.steps, cause, rule: '8.1' });
  if (f.steps === 0) beats.push({ type: 'fort.destroyed', box: c.box, rule: '8.1' });
}

/** 8.1: Entente units (Garde Civique that can defend included) still in the box, in the combat or not. */
function ententeUnitsRemain(s: BlbState, box: string): boolean {
  return countSideUnits(s, box, 'entente') > 0 || gcThatCanDefend(s, box).length > 0;
}

/** Units of a side in the combat that can still take a step-loss. */
export function lossCandidates(s: BlbState, side: Side): string[] {
  const c = s.combat!;
  return (side === c.attacker ? c.attackers : c.defenders).filter((u) => alive(s, u));
}

/** 7.4: one step-loss: flip a full-strength two-step unit, or eliminate. */
function takeStep(s: BlbState, unit: string, beats: BlbBeat[], rule: string): void {
  if (isGc(unit)) {
    ownGc(s, unit).box = null;
    beats.push({ type: 'unit.eliminated', unit, rule });
    return;
  }
  const st = ownUnit(s, unit);
  st.steps -= 1;
  if (st.steps <= 0) {
    st.steps = 0;
    st.box = null;
    beats.push({ type: 'unit.eliminated', unit, rule });
  } else {
    beats.push({ type: 'unit.reduced', unit, rule });
  }
}

export function applyLoss(s: BlbState, side: Side, unit: string, beats: BlbBeat[]): void {
  const c = s.combat!;
  takeStep(s, unit, beats, '7.4');
  c.toAllocate[side] -= 1;
  c.stepsLost[side] += 1;
  autoAllocate(s, beats);
}

/** Allocates what leaves no choice: everything dies anyway, one unit left, or the fort's turn (8.1). */
export function autoAllocate(s: BlbState, beats: BlbBeat[]): void {
  const c = s.combat!;
  for (const side of [c.attacker, otherSide(c.attacker)] as Side[]) {
    for (;;) {
      if (c.toAllocate[side] <= 0) break;
      const cands = lossCandidates(s, side);
      if (cands.length === 0) {
        // 8.1: "Fort Markers only take Hits if there are no Entente Units remaining in the Box":
        // Entente units in the box that are not in this combat (not activated) shield the fort,
        // and the hits left over are lost (docs/rules-notes.md).
        if (side === 'entente' && c.siege && s.forts[c.box]!.steps > 0 && !ententeUnitsRemain(s, c.box)) {
          hitFort(s, beats, 'hit');
          c.toAllocate[side] -= 1;
          continue;
        }
        c.toAllocate[side] = 0;
        break;
      }
      const total = cands.reduce((n, u) => n + stepsOf(s, u), 0);
      if (cands.length === 1 || c.toAllocate[side] >= total) {
        takeStep(s, cands[0]!, beats, '7.4');
        c.toAllocate[side] -= 1;
        c.stepsLost[side] += 1;
        continue;
      }
      break;
    }
  }
}

export const lossesAllocated = (s: BlbState): boolean => !!s.combat && s.combat.toAllocate.german <= 0 && s.combat.toAllocate.entente <= 0;

/** The side that must allocate now (attacker first), or null. */
export function allocatingSide(s: BlbState): Side | null {
  const c = s.combat;
  if (!c) return null;
  for (const side of [c.attacker, otherSide(c.attacker)] as Side[]) if (c.toAllocate[side] > 0) return side;
  return null;
}

/** Origins of the attacking units: for retreating defenders these count as enemy-occupied (7.5). */
function attackerOrigins(s: BlbState): string[] {
  const c = s.combat!;
  const out = new Set<string>();
  for (const u of c.attackers) {
    const from = s.activation?.movers[u]?.from;
    if (from) out.add(from);
  }
  return [...out];
}

/** 7.5: the side with more hits retreats (ties: the attacker), unless the other side was wiped out. */
export function determineRetreat(s: BlbState, beats: BlbBeat[]): void {
  const c = s.combat!;
  const defender = otherSide(c.attacker);
  const loser: Side = c.hitsOn[defender] > c.hitsOn[c.attacker] ? defender : c.attacker;
  c.loser = loser;
  const winner = otherSide(loser);
  const fortStands = s.forts[c.box] ? s.forts[c.box]!.steps > 0 : false;
  const winnerHasFort = (winner === c.attacker ? c.fort === 'attacker' : c.fort === 'defender') && fortStands;
  const winnerWiped = lossCandidates(s, winner).length === 0 && !winnerHasFort;
  const retreating = lossCandidates(s, loser);
  beats.push({ type: 'combat.result', box: c.box, hitsOn: { ...c.hitsOn }, loser, winnerWiped, rule: '7.5' });
  s.retreat = null;
  if (winnerWiped || retreating.length === 0) return;
  const mayStay = loser === 'entente' && s.forts[c.box] !== undefined && s.forts[c.box]!.steps > 0;
  const queue: RetreatOrder[] = [];
  for (const u of retreating) {
    if (isGc(u)) {
      // Garde Civique cannot move: made to retreat, they are lost.
      ownGc(s, u).box = null;
      beats.push({ type: 'unit.eliminated', unit: u, rule: '7.5' });
      continue;
    }
    const from = s.activation?.movers[u]?.from ?? null;
    const isAttacker = loser === c.attacker && from !== null;
    queue.push({ unit: u, from: c.box, mode: isAttacker ? 'attacker' : 'defender', chain: [c.box], mayStay });
  }
  s.retreat = {
    side: loser,
    queue,
    enemyBoxes: loser === defender ? attackerOrigins(s) : [],
    displace: null,
  };
  settleRetreat(s, beats);
}

/** Boxes a unit may retreat toward: Germans toward Germany, French and British toward France (7.5). */
function directionBoxes(s: BlbState, unit: string, from: string): string[] {
  const nat = UNIT[unit]!.nationality;
  const all = NEIGHBOURS[from]!.map((n) => n.box);
  if (nat === 'belgian') return all;
  const hops = nat === 'german' ? HOPS_TO_GERMANY : HOPS_TO_FRANCE;
  const here = hops[from] ?? 99;
  const toward = all.filter((b) => (hops[b] ?? 99) < here || (here === 0 && hops[b] === 0));
  return toward.length ? toward : all;
}

/** Face-down Garde Civique alone in a box: a German entering flips them (6.2), retreating too. */
function hiddenGcOnly(s: BlbState, box: string): boolean {
  return sideUnitsIn(s, box, 'entente').length === 0 && !fortUndestroyed(s, box) &&
    gcIn(s, box).length > 0 && gcIn(s, box).every((g) => !s.gc[g]!.revealed);
}

function enemyFor(s: BlbState, side: Side, box: string): boolean {
  if (s.retreat?.enemyBoxes.includes(box)) return true;
  // Unknown Garde Civique are only found out on entering: the box is a possible way out (6.2).
  if (side === 'german' && hiddenGcOnly(s, box)) return false;
  return enemyPresent(s, box, side);
}

export interface RetreatOption {
  path: string[];
}

/** Where a retreating unit may go: a free box, else through the enemy with a loss to a further box. */
export function retreatOptions(s: BlbState, order: RetreatOrder): RetreatOption[] {
  const side = sideOfUnit(order.unit);
  const origin = s.activation?.movers[order.unit]?.from ?? null;
  const first = order.mode === 'attacker' && origin ? [origin] : directionBoxes(s, order.unit, order.from).filter((b) => !order.chain.includes(b));
  const okEnd = (b: string) => !enemyFor(s, side, b) && !(side === 'entente' && mixesBritish(s, b, [order.unit]));
  const free = first.filter(okEnd);
  if (free.length || order.further) return free.map((b) => ({ path: [b] }));
  const out: RetreatOption[] = [];
  for (const e of first.filter((b) => enemyFor(s, side, b))) {
    for (const f of directionBoxes(s, order.unit, e)) {
      if (f === order.from || order.chain.includes(f) || f === e) continue;
      if (okEnd(f)) out.push({ path: [e, f] });
    }
  }
  return out;
}

/** Resolves what leaves no choice (no way out: eliminated; one way and no option to stay: taken). */
export function settleRetreat(s: BlbState, beats: BlbBeat[]): void {
  const r = s.retreat;
  if (!r) return;
  let changed = true;
  while (changed && !r.displace) {
    changed = false;
    for (const o of [...r.queue]) {
      if (r.displace) break;
      const opts = retreatOptions(s, o);
      if (opts.length === 0) {
        r.queue = r.queue.filter((x) => x !== o);
        ownUnit(s, o.unit).box = null;
        ownUnit(s, o.unit).steps = 0;
        beats.push({ type: 'unit.eliminated', unit: o.unit, cause: 'noRetreat', rule: '7.5' });
        changed = true;
      } else if (opts.length === 1 && !o.mayStay) {
        doRetreat(s, o, opts[0]!.path, beats);
        changed = true;
      }
    }
  }
}

export function doRetreat(s: BlbState, o: RetreatOrder, path: string[], beats: BlbBeat[]): void {
  const r = s.retreat!;
  r.queue = r.queue.filter((x) => x !== o);
  const side = sideOfUnit(o.unit);
  if (path.length === 2) {
    // 7.5: the only avenue is enemy-occupied: one loss, then on to a further box.
    takeStep(s, o.unit, beats, '7.5');
    if (s.units[o.unit]!.box === null) return;
  }
  const to = path[path.length - 1]!;
  const before = sideUnitsIn(s, to, side);
  ownUnit(s, o.unit).box = to;
  beats.push({ type: 'unit.retreated', unit: o.unit, from: o.from, path, rule: '7.5' });
  if (side === 'german' && hiddenGcOnly(s, to)) {
    // 6.2: the Garde Civique flip as a German enters. Without a factor they vanish and the box is
    // free; with one, the box is enemy-occupied: one loss, then on to a further box (7.5).
    const flipped = gcIn(s, to);
    for (const g of flipped) {
      ownGc(s, g).revealed = true;
      if (GC[g]!.cf === null) ownGc(s, g).box = null;
    }
    beats.push({ type: 'gc.revealed', box: to, gc: flipped.map((g) => ({ id: g, cf: GC[g]!.cf })), rule: '6.2' });
    if (gcIn(s, to).length > 0) {
      takeStep(s, o.unit, beats, '7.5');
      if (s.units[o.unit]!.box === null) return;
      r.queue.push({ unit: o.unit, from: to, mode: 'defender', chain: [...o.chain, to], mayStay: false, further: true });
      return;
    }
  }
  if (stackCount(s, to, side) > stackingLimit(to, side)) {
    // 7.5: friendly units already there are displaced, one box, until there is room.
    const arrived = new Set(r.queue.map((x) => x.unit));
    const cands = before.filter((u) => !arrived.has(u));
    r.displace = { box: to, candidates: cands.length ? cands : [o.unit], chain: [...o.chain, to] };
  }
}

export function applyDisplace(s: BlbState, unit: string, beats: BlbBeat[]): void {
  const r = s.retreat!;
  const d = r.displace!;
  r.queue.push({ unit, from: d.box, mode: 'displaced', chain: d.chain, mayStay: false });
  r.displace = null;
  const side = r.side;
  beats.push({ type: 'unit.displaced', unit, box: d.box, rule: '7.5' });
  // Still over the limit (counting those already ordered out)? Displace another.
  const leaving = r.queue.filter((o) => o.from === d.box).length;
  if (stackCount(s, d.box, side) - leaving > stackingLimit(d.box, side)) {
    const cands = d.candidates.filter((u) => !r.queue.some((o) => o.unit === u));
    if (cands.length) r.displace = { ...d, candidates: cands };
  }
  settleRetreat(s, beats);
}

export function applyStay(s: BlbState, unit: string, beats: BlbBeat[]): void {
  const r = s.retreat!;
  r.queue = r.queue.filter((o) => o.unit !== unit);
  beats.push({ type: 'unit.stays', unit, box: s.units[unit]!.box, rule: '8.1' });
  settleRetreat(s, beats);
}

export const retreatsDone = (s: BlbState): boolean => !s.retreat || (s.retreat.queue.length === 0 && !s.retreat.displace);

/** 7.5 Advance: won, 5+ times the units, defenders all eliminated, no attacker loss, not twice. */
export function advancePossible(s: BlbState): boolean {
  const c = s.combat;
  if (!c || c.fromAdvance || c.loser !== otherSide(c.attacker)) return false;
  const defender = otherSide(c.attacker);
  if (c.startCount[c.attacker] < 5 * c.startCount[defender]) return false;
  if (lossCandidates(s, defender).length > 0) return false;
  if (c.fort === 'defender' && s.forts[c.box]!.steps > 0) return false;
  if (c.stepsLost[c.attacker] > 0) return false;
  return lossCandidates(s, c.attacker).length > 0;
}

export function advanceTargets(s: BlbState): string[] {
  const c = s.combat!;
  const stack = lossCandidates(s, c.attacker);
  return NEIGHBOURS[c.box]!.map((n) => n.box).filter((b) => {
    if (stackCount(s, b, c.attacker) + stack.length > stackingLimit(b, c.attacker)) return false;
    return !(c.attacker === 'entente' && mixesBritish(s, b, stack));
  });
}

/** Ends the current combat: the box is resolved for this activation. */
export function endCombat(s: BlbState, beats: BlbBeat[]): void {
  const c = s.combat;
  if (!c) return;
  if (!s.activation!.resolved.includes(c.box)) s.activation!.resolved.push(c.box);
  beats.push({ type: 'combat.ended', box: c.box, rule: '7.5' });
  s.combat = null;
  s.retreat = null;
}

/** Moves the victorious stack one box; an enemy there means a new combat at once (7.5). */
export function applyAdvance(s: BlbState, to: string, beats: BlbBeat[]): void {
  const c = s.combat!;
  const stack = lossCandidates(s, c.attacker);
  const from = c.box;
  endCombat(s, beats);
  const a = s.activation!;
  for (const u of stack) {
    ownUnit(s, u).box = to;
    const m = (a.movers[u] ??= { spent: 0, from: null, stopped: true });
    m.from = from;
    m.stopped = true;
  }
  beats.push({ type: 'units.advanced', units: stack, from, to, rule: '7.5' });
  if (a.side === 'german') {
    const hidden = gcIn(s, to).filter((g) => !s.gc[g]!.revealed);
    if (hidden.length && sideUnitsIn(s, to, 'entente').length === 0) {
      for (const g of hidden) {
        ownGc(s, g).revealed = true;
        if (GC[g]!.cf === null) ownGc(s, g).box = null;
      }
      beats.push({ type: 'gc.revealed', box: to, gc: hidden.map((g) => ({ id: g, cf: GC[g]!.cf })), rule: '6.2' });
    }
  }
  if (enemyPresent(s, to, a.side)) {
    beginCombat(s, to, true, beats);
  }
}
