// The purposeful player. It scores a state by the VP areas it holds (8.0), the combat value it keeps
// on the map, and its ground units standing next to VP areas it does not hold; it looks one decision
// ahead where that decision draws no random number (moves, retreats, exploitation), and never peeks
// at dice: battles are chosen by the odds of the combat values (6.21), cards by what they can do
// now, Special Action cards kept for Reaction Moves until several are in hand or the game nears its end.
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

/** What `score` reads of a conflict's data, made once per conflict. */
interface ScoreTables {
  vpAreas: { id: string; vp: number }[];
  dist: Map<string, Map<string, number>>;
}
const TABLES = new Map<string, ScoreTables>();
function tables(s: BbwState): ScoreTables {
  let t = TABLES.get(s.options.scenario);
  if (!t) {
    t = { vpAreas: boardOf(s).scenario.data.areas.filter((a) => a.vp > 0).map((a) => ({ id: a.id, vp: a.vp })), dist: distances(s) };
    TABLES.set(s.options.scenario, t);
  }
  return t;
}

/** How good `s` is for `side`. */
export function score(s: BbwState, side: Side): number {
  return scoreUnits(s, s.units, side);
}

/**
 * `score` of a state whose units are `units` (the rest as in `s`). One pass finds who holds each
 * area (8.0: undisrupted ground units of one side only) and where enemy ground units stand; the
 * terms are then added in the order of the plain definition (VP areas, then unit by unit), so the
 * sum is the same number to the last bit.
 */
function scoreUnits(s: BbwState, units: readonly UnitState[], side: Side): number {
  const b = boardOf(s);
  const t = tables(s);
  const enemy = otherSide(side);
  // per location: bit 1 white undisrupted ground, 2 grey undisrupted ground; enemy ground (any) apart
  const held = new Map<string, number>();
  const enemyGround = new Set<string>();
  for (const u of units) {
    const d = b.units.get(u.id)!;
    if (d.kind !== 'ground') continue;
    if (d.side === enemy) enemyGround.add(u.loc);
    if (!u.disrupted) held.set(u.loc, (held.get(u.loc) ?? 0) | (d.side === 'white' ? 1 : 2));
  }
  const controller = (area: string): Side | null => {
    const h = held.get(area) ?? 0;
    return h === 1 ? 'white' : h === 2 ? 'grey' : null;
  };
  let v = 0;
  const notMine: { id: string; vp: number }[] = [];
  for (const a of t.vpAreas) {
    const c = controller(a.id);
    if (c !== side) notMine.push(a);
    if (c === side) v += 12 * a.vp;
    else if (c) v -= 12 * a.vp;
  }
  for (const u of units) {
    const d = b.units.get(u.id)!;
    const sign = d.side === side ? 1 : -1;
    if (b.damagedBoxes.has(u.loc)) continue;
    v += sign * (u.disrupted ? 0.5 * d.cvDisrupted : d.cv);
    if (d.side === side && d.kind === 'ground' && !u.disrupted && b.areas.has(u.loc)) {
      // engaged: standing with enemy ground units is how battles are fought (6.2)
      if (enemyGround.has(u.loc)) v += 2;
      // drawn toward the nearest VP area it does not hold
      const dist = t.dist.get(u.loc);
      let near = 99;
      for (const a of notMine) near = Math.min(near, dist?.get(a.id) ?? 99);
      if (near < 99) v -= 0.4 * near;
      const adj = b.adjacent.get(u.loc);
      for (const a of notMine) {
        if (a.id !== u.loc && adj?.has(a.id)) v += 0.6 * a.vp;
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
 * The units after a move (6.1), or null where the move is not allowed: what `lookahead` would
 * score, without copying the rest of the state (a move draws no random number and changes no
 * other unit; handing the turn over leaves the units as they are).
 */
function afterMove(s: BbwState, e: BbwEvent): UnitState[] | null {
  if (e.type !== 'move' || typeof moveCost(s, e.unit, e.to) !== 'number') return null;
  let found = false;
  const units = s.units.map((u) => {
    if (u.id !== e.unit) return u;
    found = true;
    return { ...u, loc: e.to };
  });
  return found ? units : null;
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
 * Attacking dice against defending dice in an area (6.21): the attacker's undisrupted ground CV
 * plus an air die per air unit it could add (up to its ground units), against the defender's CV
 * plus the terrain dice.
 */
function odds(s: BbwState, area: string, side: Side): number {
  const attackers = unitsAt(s, area, side, 'ground').filter((u) => !u.disrupted);
  const mine = attackers.reduce((n, u) => n + cvOf(s, u), 0) + Math.min(attackers.length, airAvailable(s, side, area));
  const t = boardOf(s).areas.get(area)!.terrain;
  const theirs = unitsAt(s, area, otherSide(side), 'ground').reduce((n, u) => n + cvOf(s, u), 0) + t.woods + t.mountain + 2 * t.urban;
  return mine / Math.max(1, theirs);
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
      const fights = contactAreas(s, side).filter((a) => odds(s, a, side) >= 0.9);
      const late = s.turn >= s.lastTurn - 1;
      const specialsSpare = s.specials[side].length >= 3 || late;
      const value = (e: Extract<BbwEvent, { type: 'play' }>): number => {
        const p = e.play;
        if (p.kind === 'pass') return 0;
        if (p.kind === 'special') {
          if (!specialsSpare) return -1;
          const after = lookahead(s, e);
          return after ? score(after, side) - now - 1 : -1;
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
        const o = best(opens, (e) => odds(s, e.area, side));
        if (odds(s, o.area, side) >= 0.9) return o;
      }
      const moves = legal.filter((e) => e.type === 'move');
      const end = legal.find((e) => e.type === 'endCard') ?? e0;
      if (moves.length === 0) return end;
      let top: BbwEvent = end;
      let topV = now + 0.2;
      for (const m of moves) {
        const after = afterMove(s, m);
        if (!after) continue;
        const v = scoreUnits(s, after, side) + rng.float() * 0.1;
        if (v > topV) { topV = v; top = m; }
      }
      return top;
    }
    case 'designate':
    case 'confirmBattle':
    case 'cancelBattle': {
      const steps = legal.filter((e): e is Extract<BbwEvent, { type: 'designate' }> => e.type === 'designate');
      const rank = { attacker: 3, air: 2, defender: 1 } as const;
      if (steps.length > 0) return best(steps, (e) => rank[e.step.role] * 10 + defOf(s, e.step.unit).cv);
      return legal.find((e) => e.type === 'confirmBattle') ?? e0;
    }
    case 'defenderAir':
      return best(legal, (e) => (e.type === 'defenderAir' ? e.units.length : 0));
    case 'react': {
      const ground = legal.filter((e) => e.type === 'react' && e.reaction.kind === 'ground');
      if (ground.length > 0 && s.specials[side].length >= 2) return best(ground, (e) => (e.type === 'react' ? e.reaction.kind === 'pass' ? 0 : e.reaction.units.length : 0));
      return legal.find((e) => e.type === 'react' && e.reaction.kind === 'pass') ?? e0;
    }
    case 'allocate': {
      // concentrate hits: the unit already hit the most, then the strongest
      const hits = s.battle?.hits ?? {};
      return best(legal, (e) => (e.type === 'allocate' ? (hits[e.unit] ?? 0) * 10 + defOf(s, e.unit).cv : 0));
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
