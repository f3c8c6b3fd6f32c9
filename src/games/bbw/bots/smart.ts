// The purposeful player. It scores a state by the VP areas it holds (8.0), the combat value it keeps
// on the map, and its ground units standing next to VP areas it does not hold; it looks one decision
// ahead where that decision draws no random number (moves, retreats, exploitation), and never peeks
// at dice: battles are chosen by the hits each side expects to score per point of the other's
// combat value (6.21, the defender's terrain and air dice included), hits are put where they next
// disrupt, force a retreat or damage, aircraft stay out of battles enemy fighters would win (6.22),
// Reaction Moves (6.32) reinforce VP areas and hard-pressed battles, and a Special Action card is
// played for 6.31 when what it restores outweighs the Reaction Move it might have made.
import type { BotInput } from '../../../core/module';
import { cardDef } from '../data';
import { type BbwEvent, choiceOf } from '../legal';
import { boardOf, cvOf, defOf, isArea, isDamagedBox, unitsAt } from '../rules/board';
import { applyChoice } from '../rules/choices';
import { moveCost } from '../rules/movement';
import type { BbwState, UnitState } from '../state';
import { type Side, otherSide } from '../types';

export type BbwBotInput = BotInput<{ context: BbwState }, BbwEvent>;

/** Steps between areas (breadth-first over adjacency), per conflict. */
const DIST = new Map<string, Map<string, Map<string, number>>>();
function distances(s: BbwState): Map<string, Map<string, number>> {
  const key = s.options.scenario;
  let d = DIST.get(key);
  if (d) return d;
  d = new Map();
  const b = boardOf(s);
  for (const from of b.areas.keys()) {
    const m = new Map<string, number>([[from, 0]]);
    const q = [from];
    while (q.length) {
      const a = q.shift()!;
      for (const n of b.adjacent.get(a)?.keys() ?? []) if (!m.has(n) && b.areas.has(n)) { m.set(n, m.get(a)! + 1); q.push(n); }
    }
    d.set(from, m);
  }
  DIST.set(key, d);
  return d;
}

/** What `score` reads of a conflict's data, made once per conflict: locations and VP areas by number. */
interface ScoreTables {
  vp: number[];
  /** VP area number -> its location number. */
  vpLoc: number[];
  locIndex: Map<string, number>;
  /** Per location: 1 a map area, 2 a Damaged Units box, 0 a Rear Area. */
  locKind: Uint8Array;
  /** Per map area and VP area: the steps between them (99 where none lead there). */
  distVp: Float64Array;
  /** Per map area and VP area: 1 where the VP area is another area next to it. */
  adjVp: Uint8Array;
  units: Map<string, UnitRow>;
  /** Scratch for `scoreUnits`: per location, who stands there; the VP areas `side` does not hold. */
  at: Uint8Array;
  notMine: Int32Array;
}
const TABLES = new Map<string, ScoreTables>();
function tables(s: BbwState): ScoreTables {
  let t = TABLES.get(s.options.scenario);
  if (t) return t;
  const b = boardOf(s);
  const vpAreas = b.scenario.data.areas.filter((a) => a.vp > 0);
  const locs = [...b.areas.keys(), ...b.rears.keys(), ...b.damagedBoxes.keys()];
  const locIndex = new Map(locs.map((l, i) => [l, i]));
  const n = vpAreas.length;
  const dist = distances(s);
  const distVp = new Float64Array(locs.length * n).fill(99);
  const adjVp = new Uint8Array(locs.length * n);
  locs.forEach((l, i) => {
    vpAreas.forEach((a, k) => {
      distVp[i * n + k] = dist.get(l)?.get(a.id) ?? 99;
      adjVp[i * n + k] = a.id !== l && (b.adjacent.get(l)?.has(a.id) ?? false) ? 1 : 0;
    });
  });
  t = {
    vp: vpAreas.map((a) => a.vp),
    vpLoc: vpAreas.map((a) => locIndex.get(a.id)!),
    locIndex,
    locKind: Uint8Array.from(locs, (l) => (b.areas.has(l) ? 1 : b.damagedBoxes.has(l) ? 2 : 0)),
    distVp,
    adjVp,
    units: new Map([...b.units].map(([id, d]) => [id, { side: d.side, ground: d.kind === 'ground', cv: d.cv, cvDisrupted: d.cvDisrupted }])),
    at: new Uint8Array(locs.length),
    notMine: new Int32Array(n),
  };
  TABLES.set(s.options.scenario, t);
  return t;
}

/** How good `s` is for `side`. */
export function score(s: BbwState, side: Side): number {
  return scoreUnits(s, side, -1, -1);
}

type UnitRow = { side: Side; ground: boolean; cv: number; cvDisrupted: number };
/** The last unit list scored: its units' data and location numbers (a bot call scores one list many times). */
let rowsOf: readonly UnitState[] | null = null;
let rowDefs: UnitRow[] = [];
let rowLocs = new Int32Array(0);
function unitRows(t: ScoreTables, units: readonly UnitState[]): void {
  if (units === rowsOf) return;
  rowDefs = units.map((u) => t.units.get(u.id)!);
  rowLocs = Int32Array.from(units, (u) => {
    const l = t.locIndex.get(u.loc);
    if (l === undefined) throw new Error(`no location "${u.loc}"`);
    return l;
  });
  rowsOf = units;
}

/**
 * `score` of `s`, or of `s` with unit number `moved` at location number `to` (a move, 6.1). The
 * plain definition, term by term in the same order (so the same number to the last bit), over
 * tables made once: VP areas held (8.0: undisrupted ground units of one side only), +/-12 per VP;
 * each unit outside the Damaged Units boxes its combat value (half when disrupted), +/-; each of
 * `side`'s undisrupted ground units in an area +2 where enemy ground units stand there too, -0.4
 * per step to the nearest VP area `side` does not hold, +0.6 per VP of each such area next to it.
 */
function scoreUnits(s: BbwState, side: Side, moved: number, to: number): number {
  const t = tables(s);
  const units = s.units;
  unitRows(t, units);
  const defs = rowDefs;
  const n = t.vp.length;
  // per location: bit 1 white undisrupted ground, 2 grey undisrupted ground, 4 enemy ground (any)
  const at = t.at.fill(0);
  for (let i = 0; i < units.length; i++) {
    const d = defs[i]!;
    if (!d.ground) continue;
    const l = i === moved ? to : rowLocs[i]!;
    if (d.side !== side) at[l]! |= 4;
    if (!units[i]!.disrupted) at[l]! |= d.side === 'white' ? 1 : 2;
  }
  const mine = side === 'white' ? 1 : 2;
  let v = 0;
  const notMine = t.notMine;
  let m = 0;
  for (let k = 0; k < n; k++) {
    const h = at[t.vpLoc[k]!]! & 3;
    if (h !== mine) notMine[m++] = k;
    if (h === mine) v += 12 * t.vp[k]!;
    else if (h !== 0 && h !== 3) v -= 12 * t.vp[k]!;
  }
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const d = defs[i]!;
    const l = i === moved ? to : rowLocs[i]!;
    const kind = t.locKind[l]!;
    if (kind === 2) continue;
    const sign = d.side === side ? 1 : -1;
    v += sign * (u.disrupted ? 0.5 * d.cvDisrupted : d.cv);
    if (d.side === side && d.ground && !u.disrupted && kind === 1) {
      if (at[l]! & 4) v += 2;
      let near = 99;
      for (let j = 0; j < m; j++) near = Math.min(near, t.distVp[l * n + notMine[j]!]!);
      if (near < 99) v -= 0.4 * near;
      for (let j = 0; j < m; j++) {
        const k = notMine[j]!;
        if (t.adjVp[l * n + k]) v += 0.6 * t.vp[k]!;
      }
    }
  }
  return v;
}

/** The state after `e`, or null where it would draw a random number (no peeking at dice). */
function lookahead(s: BbwState, e: BbwEvent): BbwState | null {
  try {
    const next = applyChoice(s, choiceOf(e));
    return next.rng.draws === s.rng.draws ? next : null;
  } catch {
    return null;
  }
}

/**
 * A move (6.1) as the number of the unit that moves and the location number it goes to, or null
 * where it is not allowed: what `lookahead` would score, without copying the state (a move draws
 * no random number and changes no other unit; handing the turn over leaves the units as they are).
 */
function afterMove(s: BbwState, e: BbwEvent): { unit: number; to: number } | null {
  if (e.type !== 'move' || typeof moveCost(s, e.unit, e.to) !== 'number') return null;
  const unit = s.units.findIndex((u) => u.id === e.unit);
  const to = tables(s).locIndex.get(e.to);
  return unit >= 0 && to !== undefined ? { unit, to } : null;
}

/** Areas where `side`'s undisrupted ground units stand with enemy ground units: where a Combat card could fight (6.2). */
function contactAreas(s: BbwState, side: Side): string[] {
  const out = new Set<string>();
  for (const u of s.units) {
    if (u.disrupted || !isArea(s, u.loc)) continue;
    const d = defOf(s, u.id);
    if (d.side === side && d.kind === 'ground' && unitsAt(s, u.loc, otherSide(side), 'ground').length > 0) out.add(u.loc);
  }
  return [...out];
}

/** Undisrupted air units `side` could add to a battle (6.21: from the area or the Rear Area). */
function airAvailable(s: BbwState, side: Side, area: string): number {
  return s.units.filter((u) => {
    const d = defOf(s, u.id);
    return d.side === side && d.kind === 'air' && !u.disrupted && (u.loc === area || (!isArea(s, u.loc) && !isDamagedBox(s, u.loc)));
  }).length;
}

/**
 * How a battle `side` could start in `area` would go (6.21), as the hits each side expects to score
 * (a 5 or 6: one die in three) per point of the other side's combat value, the attacker's over the
 * defender's: above 1 the attacker shakes the defence harder than it is shaken. The attacker rolls
 * its undisrupted ground CV plus an air die per air unit it could add (up to its ground units); the
 * defender its ground CV, the terrain dice, and an air die per air unit in the area or, while it
 * holds a Special Action card for a Reaction Move (6.32), in its Rear Area (up to its ground units).
 */
function exchange(s: BbwState, area: string, side: Side): number {
  const enemy = otherSide(side);
  const attackers = unitsAt(s, area, side, 'ground').filter((u) => !u.disrupted);
  const myCv = attackers.reduce((n, u) => n + cvOf(s, u), 0);
  const myAir = Math.min(attackers.length, airAvailable(s, side, area));
  const defenders = unitsAt(s, area, enemy, 'ground');
  const theirCv = defenders.reduce((n, u) => n + cvOf(s, u), 0);
  const t = boardOf(s).areas.get(area)!.terrain;
  const canReact = s.specials[enemy].length > 0 && !s.options.noReactionMoves[enemy];
  const theirAir = Math.min(
    defenders.length,
    s.units.filter((u) => {
      const d = defOf(s, u.id);
      return d.side === enemy && d.kind === 'air' && !u.disrupted && (u.loc === area || (canReact && boardOf(s).rears.has(u.loc)));
    }).length,
  );
  const out = (myCv + myAir) / 3 / Math.max(1, theirCv);
  const back = (theirCv + t.woods + t.mountain + 2 * t.urban + theirAir) / 3 / Math.max(1, myCv);
  return out / Math.max(0.1, back);
}

/**
 * The exchange (above) a battle must promise before `side` fights it: well over even, since
 * attacking units may not retreat (6.23) and a battle fought at even odds mostly trades steps
 * (1.6 beat lower and higher bars and the dice ratio of the first bot in seeded head-to-head games).
 */
const FIGHT_AT = 1.6;
const worthFighting = (s: BbwState, area: string, side: Side): boolean => exchange(s, area, side) >= FIGHT_AT;

/** Fighter CV `side` has undisrupted in `area`, and (with a Special Action card for a Reaction Move) in its Rear Area. */
function fighterCv(s: BbwState, side: Side, area: string, withRear: boolean): number {
  let n = 0;
  for (const u of s.units) {
    const d = defOf(s, u.id);
    if (d.side === side && d.kind === 'air' && d.fighter && !u.disrupted && (u.loc === area || (withRear && boardOf(s).rears.has(u.loc)))) n += d.cv;
  }
  return n;
}

function best<T>(xs: T[], f: (x: T) => number): T {
  let bx = xs[0] as T;
  let bv = -Infinity;
  for (const x of xs) {
    const v = f(x);
    if (v > bv) { bv = v; bx = x; }
  }
  return bx;
}

export function smartBot({ snapshot, legal, rng }: BbwBotInput): BbwEvent {
  const s = snapshot.context;
  const e0 = legal[0]!;
  const side = e0.side;
  const now = score(s, side);
  switch (e0.type) {
    case 'play': {
      const plays = legal.filter((e): e is Extract<BbwEvent, { type: 'play' }> => e.type === 'play');
      // battleAreas lists areas only once a Combat card is in play: look for contact here
      const fights = contactAreas(s, side).filter((a) => worthFighting(s, a, side));
      const late = s.turn >= s.lastTurn - 1;
      // 6.31 when it pays: the more Special Action cards in hand (or the nearer the end), the less
      // a Reaction Move kept back is worth
      const held = s.specials[side].length;
      const keep = late || held >= 3 ? 1 : held === 2 ? 3 : 6;
      const value = (e: Extract<BbwEvent, { type: 'play' }>): number => {
        const p = e.play;
        if (p.kind === 'pass') return 0;
        if (p.kind === 'special') {
          const after = lookahead(s, e);
          return after ? score(after, side) - now - keep : -1;
        }
        const c = cardDef(p.card);
        if (c.kind !== 'action') return -1;
        if (p.mode === 'combat') return fights.length > 0 ? 2 + c.combat : -0.5;
        return 1 + c.move * 0.8;
      };
      return best(plays, value);
    }
    case 'move':
    case 'openBattle':
    case 'endCard': {
      const opens = legal.filter((e): e is Extract<BbwEvent, { type: 'openBattle' }> => e.type === 'openBattle');
      if (opens.length > 0) {
        const o = best(opens, (e) => exchange(s, e.area, side));
        if (worthFighting(s, o.area, side)) return o;
      }
      const moves = legal.filter((e) => e.type === 'move');
      const end = legal.find((e) => e.type === 'endCard') ?? e0;
      if (moves.length === 0) return end;
      let top: BbwEvent = end;
      let topV = now + 0.2;
      for (const m of moves) {
        const after = afterMove(s, m);
        if (!after) continue;
        const v = scoreUnits(s, side, after.unit, after.to) + rng.float() * 0.1;
        if (v > topV) { topV = v; top = m; }
      }
      return top;
    }
    case 'designate':
    case 'confirmBattle':
    case 'cancelBattle': {
      const steps = legal.filter((e): e is Extract<BbwEvent, { type: 'designate' }> => e.type === 'designate');
      const rank = { attacker: 3, air: 2, defender: 1 } as const;
      // air that enemy fighters would outgun (6.22) stays out unless it is a fighter itself
      const d = s.designation;
      const enemy = otherSide(side);
      const outgunned = d
        ? fighterCv(s, enemy, d.area, s.specials[enemy].length > 0 && !s.options.noReactionMoves[enemy]) >
          d.air.reduce((n, id) => n + (defOf(s, id).fighter ? defOf(s, id).cv : 0), 0)
        : false;
      const useful = steps.filter((e) => e.step.role !== 'air' || !outgunned || defOf(s, e.step.unit).fighter);
      const confirm = legal.find((e) => e.type === 'confirmBattle');
      if (useful.length > 0) return best(useful, (e) => rank[e.step.role] * 10 + defOf(s, e.step.unit).cv);
      return confirm ?? best(steps, (e) => rank[e.step.role] * 10 + defOf(s, e.step.unit).cv) ?? e0;
    }
    case 'defenderAir':
      return best(legal, (e) => (e.type === 'defenderAir' ? e.units.length : 0));
    case 'react': {
      // 6.32: reinforce where a VP area is at stake or the battle would go badly, while cards allow
      const b = s.battle;
      const pass = legal.find((e) => e.type === 'react' && e.reaction.kind === 'pass') ?? e0;
      if (!b) return pass;
      const vp = boardOf(s).areas.get(b.area)!.vp;
      const held = s.specials[side].length;
      const late = s.turn >= s.lastTurn - 1;
      const attackerFighters = b.attackerAir.reduce((n, id) => n + (defOf(s, id).fighter ? defOf(s, id).cv : 0), 0);
      // the dice a reaction adds: a ground unit its CV, an air unit one die (less where enemy fighters wait for it)
      const added = (e: BbwEvent): number => {
        if (e.type !== 'react' || e.reaction.kind === 'pass') return 0;
        if (e.reaction.kind === 'ground') return e.reaction.units.reduce((n, id) => n + defOf(s, id).cv, 0);
        const mine = e.reaction.units.reduce((n, id) => n + (defOf(s, id).fighter ? defOf(s, id).cv : 0), 0);
        return e.reaction.units.length * (mine >= attackerFighters ? 1 : 0.4) + mine * 0.2;
      };
      const top = best(legal, added);
      const gain = added(top);
      const attackDice = b.attackers.reduce((n, id) => n + defOf(s, id).cv, 0) + b.attackerAir.length;
      const defenceDice = b.defenders.reduce((n, id) => n + cvOf(s, s.units.find((u) => u.id === id)!), 0) + b.defenderAir.length;
      const pressed = attackDice >= defenceDice;
      const worth = (vp > 0 ? 2 : 0) + (pressed ? 1 : 0) + (held >= 2 || late ? 1 : 0);
      return gain >= 2 && worth >= 2 ? top : pass;
    }
    case 'allocate': {
      // each hit where it next changes a unit's fate (6.21/6.22: the first hit disrupts or forces a
      // retreat, its CV in hits disrupts a defender or damages an attacker or aircraft, twice its CV
      // damages an undisrupted defender): the unit nearest such a mark, the strongest first; none past the last mark
      const b = s.battle;
      const hits = b?.hits ?? {};
      const value = (e: BbwEvent): number => {
        if (e.type !== 'allocate' || !b) return -1000;
        const u = s.units.find((x) => x.id === e.unit)!;
        const cv = cvOf(s, u);
        const h = hits[e.unit] ?? 0;
        const undisruptedDefender = b.defenders.includes(e.unit) && !u.disrupted;
        const marks = undisruptedDefender ? [1, cv, 2 * cv] : [1, cv];
        const next = marks.find((m) => m > h);
        if (next === undefined) return -100 + cv;
        return 50 - (next - h) * 10 + cv;
      };
      return best(legal, value);
    }
    default: {
      // results, exploitation: one step ahead where no die is rolled
      return best(legal, (e) => {
        const after = lookahead(s, e);
        return after ? score(after, side) + rng.float() * 0.01 : now - 0.5;
      });
    }
  }
}
