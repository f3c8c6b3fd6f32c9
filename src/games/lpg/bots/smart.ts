// The purposeful La Petite Guerre player, one bot for either side, deciding only from what its side
// may know (bots/knowledge.ts: the view for the enemy, its own pieces in full; never the enemy's
// true places, its hand or the rng). It picks among the legal events it is given and falls back to
// ending, passing or a random choice for event types it does not know.
// - British: hunt Washington's army (a revealed Washington draws every stack; unrevealed markers
//   are each as likely to hide him), fight battles they expect to win (strength, bonuses, the cards
//   each side's commander draws: bots/cards.ts), march on Philadelphia as the campaign runs out,
//   and never march out of §15 supply (rivers count as roads for them) into unsupplied attrition.
// - Americans: keep Washington out of reach of the British (their next move's reach, rivers and
//   the Delaware's ice included), fall back on Morristown and the Watchungs in winter, strike small
//   British posts far from support (Trenton, Princeton), keep supply, and hold Philadelphia; stacks
//   within ANSWER_RADIUS of a thrust at Philadelphia (a landed force on its beachhead, an enemy hex
//   west of the Hudson within THRUST_DISTANCE of it) close on it, across its road, and close harder
//   in the turn a landed force is held (§19: it cannot move, and fights at -1 there).
// Combat cards (§12) are a zero-sum matrix game over the Combat Resolution Chart; calls for
// reinforcements (§11) are always made; retreats go to the safest supplied hex. Action cards,
// razing and landings: bots/actions.ts.
import type { Rng } from '../../../core/rng';
import type { LpgEvent } from '../legal';
import type { LpgState, UnitState } from '../state';
import { ALL_HEXES, bridgeBetween, isLand, neighbours, place as placeById, placeAt, riverBetween, terrainOf } from '../rules/hex';
import { UNIT_SPECS } from '../tables/units';
import type { CombatCard } from '../tables/combat';
import type { HexId, Side, UnitType } from '../types';
import { cardCell, cardOdds, sampleMixed, solveZeroSum } from './cards';
import { cardsOf, DEF, hexDistance, knowledgeOf, strengthOf, winter, type FoeHex, type Knowledge } from './knowledge';
import type { LpgBotInput } from './random';
import { actionChoice } from './actions';

/** The event types this bot plays with purpose; others it leaves to `fallback`. */
const KNOWN = new Set<string>([
  'recce', 'rollCommand', 'detach', 'attach', 'placePhantom', 'removePhantom', 'draw', 'discard', 'endCommand', 'move', 'endMovement',
  'callReinforcements', 'declineCall', 'chooseCombatCard', 'retreat', 'orderUnit', 'rest', 'combine', 'endReinforcement',
]);

const PHILADELPHIA: HexId = placeById('philadelphia').hex;
const MORRISTOWN: HexId = placeById('morristown').hex;
const WASHINGTON_VALUE = 300;

/**
 * Marching distance to Philadelphia for the Americans: over land, a river without a bridge counting
 * two, never over the Hudson (§17: coast for them). Infinity east of the Hudson.
 */
const AMERICAN_TO_PHILADELPHIA: ReadonlyMap<HexId, number> = (() => {
  const d = new Map<HexId, number>([[PHILADELPHIA, 0]]);
  let frontier: HexId[] = [PHILADELPHIA];
  const buckets = new Map<number, HexId[]>();
  for (let cost = 0; frontier.length || buckets.size; cost++) {
    frontier = [...frontier, ...(buckets.get(cost) ?? [])];
    buckets.delete(cost);
    const next: HexId[] = [];
    for (const h of frontier) {
      if (d.get(h)! < cost) continue;
      for (const n of neighbours(h)) {
        if (!isLand(n)) continue;
        const river = riverBetween(h, n);
        if (river === 'hudson') continue;
        const c = cost + (river && !bridgeBetween(h, n) ? 2 : 1);
        if (c < (d.get(n) ?? Infinity)) {
          d.set(n, c);
          if (c === cost + 1) next.push(n);
          else buckets.set(c, [...(buckets.get(c) ?? []), n]);
        }
      }
    }
    frontier = next;
    if (cost > 200) break;
  }
  for (const h of ALL_HEXES) if (!d.has(h)) d.set(h, Infinity);
  return d;
})();
export const toPhiladelphia = (h: HexId): number => AMERICAN_TO_PHILADELPHIA.get(h) ?? Infinity;

/** For an event the bot does not know: a pass or end when there is one, else a random legal event. */
function fallback(legal: readonly LpgEvent[], rng: Rng): LpgEvent {
  const quiet = legal.filter((e) => /^(end|pass|decline|skip|done|no)/i.test(e.type));
  return quiet.length ? quiet[0]! : rng.pick(legal);
}

const commanderValue = (id: string, me: Side): number => {
  if (id === 'washington' && me === 'american') return WASHINGTON_VALUE;
  const d = DEF.get(id);
  if (!d) return 1;
  return d.rank === 'cinc' ? 20 : d.rank === 'division' ? 4 : d.rank === 'brigade' ? 2 : 1;
};

interface OwnStack {
  id: string;
  hex: HexId;
  commander: string | null;
  units: UnitState[];
  strength: number;
  unsupplied: number;
  understrength: boolean;
}

function stackOf(k: Knowledge, id: string): OwnStack | null {
  let units: UnitState[];
  let hex: HexId;
  let commander: string | null = null;
  if (id.startsWith('hex:')) {
    hex = id.slice(4);
    units = k.units.filter((u) => u.commander === null && u.hex === hex && !u.moved);
  } else {
    const c = k.commanders.find((x) => x.id === id);
    if (!c) return null;
    hex = c.hex;
    commander = id;
    units = k.units.filter((u) => u.commander === id);
  }
  return {
    id, hex, commander, units,
    strength: units.reduce((n, u) => n + strengthOf(u), 0),
    unsupplied: units.reduce((n, u) => Math.max(n, u.unsupplied), 0),
    understrength: units.some((u) => u.understrength),
  };
}

const dist = hexDistance;

/** The hex Washington falls back on: Morristown and the Watchungs in winter, else a hex far from the enemy (none: stay). */
function haven(k: Knowledge): HexId | null {
  if (winter(k.month)) return MORRISTOWN;
  return null;
}

const leaders = (k: Knowledge): HexId[] => k.leaders;

function defenceOf(hex: HexId): number {
  const t = terrainOf(hex);
  let d = t === 'woods' || t === 'hills' || t === 'swamp' ? 1 : 0;
  const p = placeAt(hex);
  if (p?.kind === 'fort') d += 2;
  else if (p?.kind === 'town' || p?.kind === 'port') d += 1;
  return d;
}

/** §12 the expected worth of a battle the stack fights at `hex` against `foe` (the mover attacks). */
function battleValue(k: Knowledge, st: OwnStack, hex: HexId, foe: FoeHex, attacking: boolean): number {
  const here = k.mine.get(hex);
  const S = (here && hex !== st.hex ? here.strength : 0) + st.strength;
  const commanders = [...(here && hex !== st.hex ? here.commanders : []), ...(st.commander ? [st.commander] : [])];
  const E = Math.max(0.5, foe.est);
  const myCards = commanders.reduce((n, c) => Math.max(n, cardsOf(c)), 1);
  const odds = cardOdds(myCards, Math.max(1, Math.min(6, Math.round(foe.cards))));
  let myB = S >= 3 * E ? 2 : S >= 2 * E ? 1 : 0;
  myB += commanders.reduce((n, c) => Math.max(n, DEF.get(c)?.bonus ?? 0), 0);
  if (st.units.some((u) => u.elite)) myB += 1;
  if (st.unsupplied > 0) myB -= 1;
  if (st.understrength) myB -= 1;
  if (attacking && (k.weather === 'rain' || k.weather === 'snow')) myB -= 1;
  let foeB = (E >= 3 * S ? 2 : E >= 2 * S ? 1 : 0) + 0.5;
  if (attacking) foeB += defenceOf(hex);
  // §19 a battle on a held beachhead: -1 the seaborne invader (the British), +1 the defender, whoever attacks.
  if (foe.held) {
    if (k.me === 'american') (myB += 1), (foeB -= 1);
    else (myB -= 1), (foeB += 1);
  }
  myB = Math.max(0, myB);
  foeB = Math.max(0, foeB);
  const myCas = odds.loss * 2 + odds.win * 1 + odds.draw + foeB;
  const foeCas = odds.win * 2 + odds.loss * 1 + odds.draw + myB;
  const casWorth = (n: number, strength: number) => Math.min(n, strength) * 1.0;
  let v = (odds.win - odds.loss) * (4 + loyaltyStake(k.view.loyalty)) + casWorth(foeCas, E) - casWorth(myCas, S);
  v -= (odds.loss * commanders.reduce((n, c) => n + commanderValue(c, k.me), 0)) / 3;
  const foeCommanders = foe.known ? foe.commanders.reduce((n, c) => n + commanderValue(c, k.foe), 0) : 2;
  v += (odds.win * (foeCommanders + (k.me === 'british' ? foe.washington * WASHINGTON_VALUE : 0))) / 3;
  // Standing in the hex afterwards: the rest of the enemy that can reach it.
  const after = Math.max(0, (k.threat.get(hex) ?? 0) - foe.est);
  if (after > S) v -= 1 + 0.3 * (after - S);
  return v;
}

/** How good it is for the stack to end the Movement phase at `hex` (not counting a battle there). */
function positionValue(k: Knowledge, st: OwnStack, hex: HexId): number {
  const here = k.mine.get(hex);
  const S = (here && hex !== st.hex ? here.strength : 0) + st.strength;
  const t = k.threat.get(hex) ?? 0;
  const p = k.pthreat.get(hex) ?? 0;
  let v = 0;
  if (!k.supplied(hex)) v -= (k.me === 'british' ? 5 : 3) + 3 * st.unsupplied + 0.5 * st.units.length;
  v += 0.3 * Math.min(2, defenceOf(hex));
  const pl = placeAt(hex);
  if (st.understrength && pl && k.view.holders[pl.id] === k.me) v += 0.5;
  if (!st.commander) {
    const near = leaders(k).reduce((n, h) => Math.min(n, dist(h, hex)), 99);
    v -= 0.4 * Math.max(0, near - 3);
  }
  if (k.me === 'american') {
    const isW = st.commander === 'washington' || (here?.commanders.includes('washington') ?? false);
    if (isW) {
      if (p > 0) v -= 40 + 3 * p;
      const h = haven(k);
      if (h) v -= 0.4 * dist(hex, h);
      // keep the army's heart near its supply and away from every enemy marker
      const nearest = [...k.foes.keys()].reduce((n, f) => Math.min(n, dist(f, hex)), 99);
      v += 0.3 * Math.min(nearest, 8);
    } else {
      if (t > 0) v -= S < 1.2 * t ? 2 + 0.4 * (t - S) : 0.3;
      // West of the Hudson the army covers Philadelphia, more as the campaign runs out; east of it, Washington.
      const dp = toPhiladelphia(hex);
      if (dp < Infinity) v -= (k.turn >= 12 ? 0.35 : 0.12) * dp;
      if (k.washington) {
        const dw = dist(hex, k.washington);
        if (dp === Infinity) v -= 0.1 * dw;
        // never lead the enemy onto Washington: no stack ends next to him when he is in reach
        if (dw === 0 && p > 0) v -= 5;
      }
      const phila = k.mine.get(PHILADELPHIA);
      const garrison = phila ? phila.units.filter((u) => !st.units.includes(u)).length : 0;
      if (hex === PHILADELPHIA && garrison === 0 && st.units.length > 0) v += k.turn >= 16 ? 6 : 3;
      // the garrison of Philadelphia at the end: strength and a commander who draws cards
      if (hex === PHILADELPHIA && k.turn >= 16) v += 0.3 * Math.min(S, 12) + (st.commander ? cardsOf(st.commander) * 0.5 : 0);
      // §2 §19 answer a thrust at Philadelphia (a landing, a column deep in New Jersey): stand across its road.
      v += coverValue(k, S, hex);
      // drawn toward weak enemy posts far from support (Trenton, Princeton)
      for (const f of k.foes.values()) {
        const support = Math.max(0, (k.threat.get(f.hex) ?? 0) - f.est);
        if (f.est > 0 && S >= 2 * f.est && support < S) v += 1.2 / (1 + dist(hex, f.hex));
      }
    }
  } else {
    if (t > 1.2 * S) v -= 1 + 0.3 * (t - S);
    // the hunt: the nearest American marker, Washington's (or its likely) hex first, weak ones next
    let best = 99;
    for (const f of k.foes.values()) {
      const bonus = 8 * f.washington + (f.est * 2 <= S ? 2 : 0) - (f.est > S * 1.5 ? 3 : 0);
      best = Math.min(best, dist(hex, f.hex) - bonus);
    }
    if (best < 99) v -= 0.3 * best;
    // Philadelphia, more as the campaign runs out
    const wp = k.turn >= 14 ? 0.5 : 0.12;
    v -= wp * dist(hex, PHILADELPHIA);
    if (pl && k.view.holders[pl.id] !== 'british') v += 1;
  }
  return v;
}

/** Enemy hexes this near Philadelphia (the Americans' marching distance) threaten it: Perth Amboy, New Brunswick, Freehold and nearer. */
const THRUST_DISTANCE = 14;
/** American stacks this near a thrust answer it. */
const ANSWER_RADIUS = 8;

/**
 * §2 §19 the enemy forces that threaten Philadelphia as the Americans may see them: a landed force on
 * its beachhead (the view shows it while held), or any enemy hex west of the Hudson within
 * THRUST_DISTANCE of Philadelphia.
 */
export function thrusts(k: Knowledge): FoeHex[] {
  if (k.me !== 'american') return [];
  return [...k.foes.values()].filter((f) => f.est > 0 && (f.held || toPhiladelphia(f.hex) <= THRUST_DISTANCE));
}

/**
 * §2 the worth to an American stack of strength S of ending at `hex` against the thrusts within
 * ANSWER_RADIUS: the nearer the better, more so on Philadelphia's side of it (across its road) and
 * the more of its strength the stack matches (the §12 ratio bonuses; a weak stack shadows, the
 * threat penalty keeps it out of reach).
 */
function coverValue(k: Knowledge, S: number, hex: HexId): number {
  let v = 0;
  for (const f of thrusts(k)) {
    const d = dist(hex, f.hex);
    if (d > ANSWER_RADIUS) continue;
    const across = toPhiladelphia(hex) <= toPhiladelphia(f.hex);
    const match = Math.min(1, S / Math.max(1, f.est));
    v += ((across ? 3 : 1.5) * (0.5 + match)) / (1 + d);
    // §19 a force held on its beachhead cannot move this game turn and fights there at -1 (the defender
    // +1): the turn to close on it, from as far as a march brings a stack.
    if (f.held) v += (2 * (0.5 + match) * (ANSWER_RADIUS + 1 - d)) / ANSWER_RADIUS;
  }
  return v;
}

/** `positions`: the stack's positionValue by hex, worked out once for a hex's two moves (with and without a forced march). */
function scoreMove(k: Knowledge, st: OwnStack, to: HexId, forced: boolean, stay: number, positions: Map<HexId, number>): number {
  const foe = k.foes.get(to);
  let v = positions.get(to);
  if (v === undefined) positions.set(to, (v = positionValue(k, st, to)));
  if (foe) {
    v += battleValue(k, st, to, foe, true);
    // Washington attacks only where he cannot lose: a known post whose commander draws a card or two.
    const withWashington = k.me === 'american' && (st.commander === 'washington' || (k.mine.get(to)?.commanders.includes('washington') ?? false));
    if (withWashington && !(foe.known && foe.cards <= 2 && foe.est * 2 <= st.strength)) v -= 200;
    // §2 the British alone in Philadelphia at the end of March win: contest it late
    if (k.me === 'american' && to === PHILADELPHIA && k.turn >= 21) v += 8;
  }
  if (forced) v -= st.units.reduce((n, u) => n + (u.understrength ? 12 : 4), 0);
  return v - stay;
}

function movement(k: Knowledge, legal: LpgEvent[], rng: Rng): LpgEvent {
  const stacks = new Map<string, { st: OwnStack; stay: number; positions: Map<HexId, number> }>();
  let best: LpgEvent | null = null;
  let bestV = 0.25;
  const ties: LpgEvent[] = [];
  for (const e of legal) {
    if (e.type !== 'move') continue;
    let entry = stacks.get(e.stack);
    if (!entry) {
      const st = stackOf(k, e.stack);
      if (!st) continue;
      entry = { st, stay: positionValue(k, st, st.hex), positions: new Map() };
      stacks.set(e.stack, entry);
    }
    const v = scoreMove(k, entry.st, e.to, e.forcedMarch, entry.stay, entry.positions);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = e;
      ties.length = 0;
      ties.push(e);
    } else if (best && Math.abs(v - bestV) <= 1e-9) ties.push(e);
  }
  if (best) return ties.length > 1 ? rng.pick(ties) : best;
  return legal.find((e) => e.type === 'endMovement') ?? fallback(legal, rng);
}

function command(k: Knowledge, s: LpgState, legal: LpgEvent[], rng: Rng): LpgEvent {
  const of = <T extends LpgEvent['type']>(t: T) => legal.filter((e): e is Extract<LpgEvent, { type: T }> => e.type === t);
  const end = of('endCommand')[0];
  const discards = of('discard');
  if (!end && discards.length) return rng.pick(discards);
  const draw = of('draw')[0];
  if (draw) return draw;
  const roll = of('rollCommand')[0];
  if (roll) return roll;
  // §3 gather leaderless units onto a commander in their hex, within the free stacking limits.
  for (const e of of('attach')) {
    const rack = k.units.filter((u) => u.commander === e.commander).map((u) => u.type);
    const u = k.units.find((x) => x.id === e.unit);
    if (!u) continue;
    const cls = (t: UnitType) => (UNIT_SPECS[t].infantry ? 'inf' : t);
    const same = rack.filter((t) => cls(t) === cls(u.type)).length;
    const limit = cls(u.type) === 'inf' ? 3 : u.type === 'baggage' ? 9 : 1;
    if (same < limit) return e;
  }
  // §4 reconnaissance: one a turn, by a lesser commander with unknown enemy markers in range.
  const recces = of('recce');
  const already = s.commanders.some((c) => c.side === k.me && c.recce);
  const washingtonKnown = k.me === 'british' && [...k.foes.values()].some((f) => f.washington === 1);
  if (!already && !washingtonKnown && recces.length) {
    let pick: LpgEvent | null = null;
    let seen = 0;
    for (const e of recces) {
      const c = k.commanders.find((x) => x.id === e.commander);
      const d = DEF.get(e.commander);
      if (!c || !d || d.rank === 'cinc') continue;
      const rack = k.units.filter((u) => u.commander === c.id).reduce((n, u) => n + strengthOf(u), 0);
      if (k.me === 'american' && rack > 4) continue;
      const range = d.radius - 1;
      const n = k.view.markers[k.foe].filter((m) => m.is === null && dist(m.hex, c.hex) <= range).length;
      if (n > seen) (seen = n), (pick = e);
    }
    if (pick && (k.me === 'british' ? seen >= 1 : seen >= 2)) return pick;
  }
  // §3 the Americans scatter decoys round Washington.
  if (k.me === 'american' && k.washington) {
    const w = k.washington;
    const decoys = of('placePhantom').filter((e) => {
      const d = dist(e.hex, w);
      return d >= 1 && d <= 4 && !k.mine.has(e.hex);
    });
    if (decoys.length) return rng.pick(decoys);
  }
  return end ?? fallback(legal, rng);
}

/** What a point of the Loyalty Index is worth in a battle's card choice: little at 5 and above, much near 0. */
const loyaltyStake = (loyalty: number): number => (loyalty >= 6 ? 1 : 12 / Math.max(1, loyalty));

function chooseCard(k: Knowledge, legal: LpgEvent[], rng: Rng): LpgEvent {
  const mine = legal.filter((e): e is Extract<LpgEvent, { type: 'chooseCombatCard' }> => e.type === 'chooseCombatCard');
  if (mine.length === 1) return mine[0]!;
  const b = k.view.combat;
  const theirs: CombatCard[] = b?.drawn[k.foe]?.length ? (b.drawn[k.foe] as CombatCard[]) : ['charge', 'refuseFlank', 'holdGround', 'skirmish', 'feint', 'withdrawal'];
  const hex = b?.hex ?? '';
  const attacker: Side = k.view.phasing;
  const here = k.mine.get(hex);
  const myCmd = (here?.commanders ?? []).reduce((n, c) => n + commanderValue(c, k.me), 0);
  const foe = k.foes.get(hex);
  const foeCmd = foe ? (foe.known ? foe.commanders.reduce((n, c) => n + commanderValue(c, k.foe), 0) : 2) + (k.me === 'british' ? foe.washington * WASHINGTON_VALUE : 0) : 1;
  const pay = mine.map((e) =>
    theirs.map((c) => {
      const cell = cardCell(k.me, e.card, c, attacker);
      let v = cell.result * 4 + cell.foeLoss - cell.ownLoss;
      if (cell.result < 0) v -= myCmd / 3;
      if (cell.result > 0) v += foeCmd / 3;
      // §12 the Loyalty Index: a British win takes it toward 0 (the British win there), an American
      // one away; the nearer 0, the more a point is worth to both (a Withdrawal costs none).
      if (cell.loyalty) v += cell.result * loyaltyStake(k.view.loyalty);
      return v;
    }),
  );
  const { row } = solveZeroSum(pay, 400);
  return mine[sampleMixed(row, rng.float())]!;
}

function retreat(k: Knowledge, legal: LpgEvent[], rng: Rng): LpgEvent {
  const opts = legal.filter((e): e is Extract<LpgEvent, { type: 'retreat' }> => e.type === 'retreat');
  const from = k.view.combat?.hex ?? opts[0]!.to;
  const here = k.mine.get(from);
  const units = here?.units ?? [];
  const st: OwnStack = {
    id: 'retreat', hex: from, commander: here?.commanders.includes('washington') ? 'washington' : (here?.commanders[0] ?? null), units,
    strength: units.reduce((n, u) => n + strengthOf(u), 0), unsupplied: units.reduce((n, u) => Math.max(n, u.unsupplied), 0), understrength: units.some((u) => u.understrength),
  };
  let best: LpgEvent[] = [];
  let bestV = -Infinity;
  for (const e of opts) {
    const v = positionValue(k, st, e.to) - (k.pthreat.get(e.to) ?? 0) * 0.2;
    if (v > bestV + 1e-9) (bestV = v), (best = [e]);
    else if (Math.abs(v - bestV) <= 1e-9) best.push(e);
  }
  return best.length ? rng.pick(best) : fallback(legal, rng);
}

function reinforcement(k: Knowledge, legal: LpgEvent[], rng: Rng): LpgEvent {
  const combine = legal.find((e) => e.type === 'combine');
  if (combine) return combine;
  const rest = legal.find((e) => e.type === 'rest');
  if (rest) return rest;
  const orders = legal.filter((e): e is Extract<LpgEvent, { type: 'orderUnit' }> => e.type === 'orderUnit');
  if (orders.length) {
    const worth: Partial<Record<UnitType, number>> = k.me === 'british' ? { regulars: 3, jaegers: 2.5, militia: 1.5 } : { regulars: 3, riflemen: 2.5, militia: 2 };
    const lead = leaders(k);
    let best: LpgEvent[] = [];
    let bestV = -Infinity;
    for (const e of orders) {
      const w = worth[e.unitType];
      if (w === undefined) continue;
      const hex = placeById(e.place).hex;
      const spec = UNIT_SPECS[e.unitType];
      let v = w / (spec.supplyCost + spec.recruitCost) - 0.05 * spec.buildTurns;
      v -= 0.1 * lead.reduce((n, h) => Math.min(n, dist(h, hex)), 99);
      if ((k.threat.get(hex) ?? 0) > 0) v -= 1;
      if (k.me === 'american') {
        const dp = toPhiladelphia(hex);
        if (k.turn >= 8 && dp < Infinity) v -= 0.1 * dp;
        else if (k.washington) v -= 0.05 * dist(hex, k.washington);
      }
      if (v > bestV + 1e-9) (bestV = v), (best = [e]);
      else if (Math.abs(v - bestV) <= 1e-9) best.push(e);
    }
    if (best.length) return rng.pick(best);
  }
  return legal.find((e) => e.type === 'endReinforcement') ?? fallback(legal, rng);
}

/** The purposeful player (either side). */
export function smartBot({ snapshot, side, legal, rng }: LpgBotInput): LpgEvent {
  // §5 cards, §15 razing: bots/actions.ts.
  if (side === 'american' || side === 'british') {
    const special = actionChoice(snapshot.context, side, legal, rng);
    if (special) return special;
  }
  const known = legal.filter((e) => KNOWN.has(e.type));
  if (known.length === 0) return fallback(legal, rng);
  const me = side as Side;
  if (me !== 'american' && me !== 'british') return fallback(legal, rng);
  const s = snapshot.context;
  const k = knowledgeOf(s, me);
  const has = (t: string) => known.some((e) => e.type === t);
  if (has('chooseCombatCard')) return chooseCard(k, known, rng);
  if (has('retreat')) return retreat(k, known, rng);
  if (has('callReinforcements')) return known.find((e) => e.type === 'callReinforcements')!;
  if (has('move') || has('endMovement')) return movement(k, known, rng);
  if (has('endReinforcement') || has('orderUnit') || has('rest') || has('combine')) return reinforcement(k, known, rng);
  if (has('endCommand') || has('discard') || has('draw')) return command(k, s, known, rng);
  return fallback(legal, rng);
}
