// The purposeful bot for either side of Belle Epoque. It only ever returns one of the legal events
// it is given. Heuristics, by decision:
// - activate: units with a target now first (best fire or assault), then those nearest the enemy.
// - test: spend Command Points only when the unit has something worth doing (a target, or an enemy
//   within reach), up to a total of 4 (5 when it can assault), keeping the rest for later tests.
// - orders: fire at the best expected hits, or assault when the expected scores favour it; else
//   close on the enemy (or the enemy's half) and end the activation.
// - reactions: salvo when it is likely to hurt, evade a fight the defender is likely to lose.
// - losses: turn even losses into fall back (stands are points); fall back and evade away from the
//   enemy; always carry a position (it takes ground toward the enemy half).
import type { BelleEvent } from '../legal';
import type { BelleBotInput } from './random';
import type { BelleContext } from '../state';
import { distance } from '../rules/hex';
import { fireOption, type FireOption } from '../rules/firing';
import { successLevel } from '../rules/assault';
import { inEnemyHalf } from '../rules/victory';
import { type BelleState, liveUnits, unitById } from '../state';
import { otherSide, type Side } from '../types';
import { BASIC_SCORE } from '../data';
import { cardOf } from '../state';

type Ev<T extends BelleEvent['type']> = Extract<BelleEvent, { type: T }>;

export function smartBot(input: BelleBotInput): BelleEvent {
  const { legal } = input;
  if (legal.length === 1) return legal[0]!;
  const choice = decide(input.snapshot.context, input.side as Side, legal);
  return choice && legal.includes(choice) ? choice : legal[0]!;
}

const of = <T extends BelleEvent['type']>(legal: BelleEvent[], type: T) => legal.filter((e): e is Ev<T> => e.type === type);

/** Expected hits of a fire: each die hits above the misses and at or under the to-hit (a 6 never). */
const expectedHits = (f: FireOption) => (f.dice * Math.max(0, Math.min(f.toHit, 5) - f.missUpTo)) / 6;

/** Expected successful score of one assault die at this level (a 1 always counts, a 6 never). */
function perDie(level: number): number {
  let sum = 1;
  for (let r = 2; r <= Math.min(level, 5); r++) sum += r;
  return sum / 6;
}

/** Expected assault margin (attacker minus defender) if `att` assaults `def` now. */
function assaultEdge(s: BelleState, att: string, def: string): number {
  const a = unitById(s, att);
  const d = unitById(s, def);
  return a.stands * perDie(successLevel(s, att, 'attacker', def).level) - d.stands * perDie(successLevel(s, def, 'defender', att).level);
}

function nearestEnemy(s: BelleState, side: Side, sector: number): number {
  let best = 99;
  for (const e of s.units) if (e.sector !== null && e.side !== side) best = Math.min(best, distance(sector, e.sector));
  return best;
}

/** What a unit could achieve from where it stands: best fire or assault value. */
function opportunity(s: BelleState, id: string): number {
  const u = unitById(s, id);
  let best = 0;
  if (u.sector === null) return best;
  // fireTargetsFrom's targets, then the assaults, each enemy in unit order.
  for (const e of s.units) {
    if (e.sector === null || e.side === u.side) continue;
    const f = fireOption(s, id, e.id, false);
    if (f) best = Math.max(best, expectedHits(f));
  }
  for (const e of s.units) {
    if (e.sector !== null && e.side !== u.side && distance(e.sector, u.sector) === 1) best = Math.max(best, assaultEdge(s, id, e.id));
  }
  return best;
}

function decide(c: BelleContext, side: Side, legal: BelleEvent[]): BelleEvent | undefined {
  const s = c.game;
  const type = legal[0]!.type;
  const types = new Set(legal.map((e) => e.type));
  if (type === 'activate') {
    const opts = of(legal, 'activate');
    return maxBy(opts, (e) => opportunity(s, e.unit) * 10 - nearestEnemy(s, side, unitById(s, e.unit).sector!));
  }
  if (type === 'test') return decideTest(s, of(legal, 'test'));
  if (types.has('endActivation')) return decideOrders(s, side, legal);
  if (type === 'takeFire' || type === 'fallBack') {
    const opts = legal as (Ev<'takeFire'> | Ev<'fallBack'>)[];
    return maxBy(opts, (e) => e.path.length * 100 + (e.path.length ? nearestEnemy(s, e.side, e.path[e.path.length - 1]!) : 0));
  }
  if (types.has('pass')) return decideReaction(c, legal);
  if (type === 'evadeTo') {
    const r = c.reaction!;
    return maxBy(of(legal, 'evadeTo'), (e) => distance(e.to, unitById(s, r.attacker).sector!) * 10 + nearestEnemy(s, e.side, e.to));
  }
  if (types.has('carry')) return of(legal, 'carry')[0];
  return undefined;
}

function decideTest(s: BelleState, opts: Ev<'test'>[]): BelleEvent {
  const id = s.activation!.unit;
  const u = unitById(s, id);
  const basic = BASIC_SCORE[cardOf(u).reactivity][u.order];
  const near = nearestEnemy(s, u.side, u.sector!);
  const opp = opportunity(s, id);
  // Worth a Command Point: something to shoot or assault now, or an enemy within a march.
  let want = 0;
  if (opp >= 1 || near <= 1) want = 5 - basic;
  else if (opp > 0 || near <= 4) want = 4 - basic;
  const cp = Math.max(0, Math.min(want, Math.max(...opts.map((o) => o.commandPoints))));
  return opts.find((o) => o.commandPoints === cp) ?? opts[0]!;
}

function decideOrders(s: BelleState, side: Side, legal: BelleEvent[]): BelleEvent {
  const id = s.activation!.unit;
  const fires = of(legal, 'fire');
  const assaults = of(legal, 'assault');
  const moves = of(legal, 'move');
  const fireBest = fires.length ? maxBy(fires, (f) => fireValue(s, id, f.target)) : undefined;
  const fireVal = fireBest ? fireValue(s, id, fireBest.target) : 0;
  const assaultBest = assaults.length ? maxBy(assaults, (a) => assaultEdge(s, id, a.target)) : undefined;
  const assaultVal = assaultBest ? assaultEdge(s, id, assaultBest.target) : -99;
  if (assaultBest && assaultVal > 0.5 && assaultVal >= fireVal) return assaultBest;
  if (fireBest && fireVal >= 0.5) return fireBest;
  if (moves.length) {
    const u = unitById(s, id);
    const here = nearestEnemy(s, side, u.sector!);
    // Close on the enemy; march only when far; do not walk into contact at bad odds.
    const scored = moves.map((m) => {
      const d = nearestEnemy(s, side, m.to);
      let v = -d * 2 + (inEnemyHalf(side, m.to) ? 1 : 0);
      if (d === 1) {
        const adj = liveUnits(s, otherSide(side)).filter((e) => distance(e.sector!, m.to) === 1);
        const edge = Math.min(...adj.map((e) => u.stands * perDie(3) - e.stands * perDie(successLevel(s, e.id, 'defender', id).level + 1)));
        if (edge < 0) v -= 6;
      }
      if (m.kind === 'march' && d <= 4) v -= 1;
      return { m, v };
    });
    const best = scored.reduce((a, b) => (b.v > a.v ? b : a));
    if (best.v > -here * 2 || here > 4) return best.m;
  }
  if (fireBest && fireVal > 0) return fireBest;
  if (assaultBest && assaultVal > 0) return assaultBest;
  return of(legal, 'endActivation')[0]!;
}

/** Expected hits of the active unit firing at `target` now. */
function fireValue(s: BelleState, id: string, target: string): number {
  const f = fireOption(s, id, target, (s.activation?.moved ?? 0) > 0);
  return f ? expectedHits(f) : 0;
}

function decideReaction(c: BelleContext, legal: BelleEvent[]): BelleEvent {
  const s = c.game;
  const r = c.reaction!;
  const evades = of(legal, 'evade');
  if (evades.length && assaultEdge(s, r.attacker, r.defender) > 1) return evades[0]!;
  const salvos = of(legal, 'salvo').filter((e) => e.commandPoints === 0);
  const best = salvos.length
    ? maxBy(salvos, (e) => {
        const f = fireOption(s, e.unit, r.attacker, false);
        return f ? expectedHits(f) : 0;
      })
    : undefined;
  if (best) {
    const f = fireOption(s, best.unit, r.attacker, false);
    if (f && expectedHits(f) >= 0.5) return best;
  }
  return of(legal, 'pass')[0]!;
}

function maxBy<T>(xs: T[], score: (x: T) => number): T {
  let best = xs[0] as T;
  let bestScore = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > bestScore) {
      best = x;
      bestScore = v;
    }
  }
  return best;
}
