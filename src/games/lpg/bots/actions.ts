// The purposeful bot's action cards (§5), razing (§15) and landings (§19): the decisions that came
// with those rules, kept apart from the manoeuvre (smart.ts). Cards whose effect only helps their
// player are played as soon as they may be (on the first target offered: they help wherever they
// fall). Cards with a cost are played when they pay: Forced Requisition and Plunder (supply points
// for Loyalty against the British) when the Index is high (8+: the British already pay the band's
// supply and a break is far) or, from 6, when the points buy a regular the phase could not buy
// otherwise; never at 5 or below. The Royal Navy (the stack held a turn after) and a §19 landing
// (a turn of preparation a brigade, then held a turn) go to a shore by a settlement behind a thin
// American line: at least 3 hexes nearer Philadelphia than the British front, with the American strength the bot
// expects within 2 hexes at most half the stack's. Every other window is passed.
// Razing costs the razer two points of Loyalty (0 loses the Americans the game): at most one
// settlement a supply determination, and only with Loyalty to spare.
// Supreme Engineering (§17: the Americans cross the Hudson only with it) is kept for Washington's stack.
// Everything here reads only what the side may know (bots/knowledge.ts for the enemy).
import type { Rng } from '../../../core/rng';
import type { LpgEvent } from '../legal';
import type { LpgState } from '../state';
import type { HexId, Side } from '../types';
import { ALL_HEXES, neighbours, place, placeAt } from '../rules/hex';
import { landingHexes } from '../rules/landing';
import { HUDSON_FORTS } from '../orderOfBattle';
import { UNIT_SPECS } from '../tables/units';
import { DEF, hexDistance, knowledgeOf, strengthOf, type Knowledge } from './knowledge';

const PHILADELPHIA: HexId = place('philadelphia').hex;

/** Shores worth a landing or a Royal Navy voyage: this many hexes nearer Philadelphia than the British front. */
const SHORE_GAIN = 3;
/** The American strength expected within 2 hexes of the shore, at most this share of the stack's. */
const THIN_LINE = 0.5;
/** A landing force worth the name: strength at least this. */
const LANDING_STRENGTH = 5;
/** No landing prepared after this turn (it would land too late to matter). */
const LAST_LANDING_TURN = 20;

/** The strength of a British commander's stack (his rack). */
function rackStrength(k: Knowledge, commander: string): number {
  return k.units.filter((u) => u.commander === commander).reduce((n, u) => n + strengthOf(u), 0);
}

/** The British front: the nearest to Philadelphia of their CinC's and division leaders' hexes, the stack itself left out. */
function frontDistance(k: Knowledge, self: string): number {
  let d = Infinity;
  for (const c of k.commanders) {
    if (c.id === self || c.lost || !c.hex) continue;
    const r = DEF.get(c.id)?.rank;
    if (r === 'cinc' || r === 'division') d = Math.min(d, hexDistance(c.hex, PHILADELPHIA));
  }
  return d;
}

/**
 * §19 §5 what a shore `to` is worth to a British stack of `strength` from `from` (a settlement in it
 * or next to it, to take and draw supply from): how many hexes
 * nearer Philadelphia than the front (and than where it stands) less the American strength expected
 * within 2 hexes; null where it does not pay (too little gain, or the line there is not thin).
 */
export function shoreWorth(k: Knowledge, commander: string, from: HexId, to: HexId, strength: number): number | null {
  if (!placeAt(to) && !neighbours(to).some((n) => placeAt(n))) return null;
  let near = 0;
  for (const f of k.foes.values()) if (hexDistance(f.hex, to) <= 2) near += f.est;
  if (near > strength * THIN_LINE) return null;
  const gain = Math.min(frontDistance(k, commander), hexDistance(from, PHILADELPHIA)) - hexDistance(to, PHILADELPHIA);
  if (gain < SHORE_GAIN) return null;
  return gain - near;
}

type Landing = Extract<LpgEvent, { type: 'prepareLanding' | 'land' }>;
type Play = Extract<LpgEvent, { type: 'playCard' }>;

/** The best of `events` by `worth` (null where none pays). */
function bestBy<E>(events: readonly E[], worth: (e: E) => number | null): E | null {
  let best: E | null = null;
  let bestV = -Infinity;
  for (const e of events) {
    const v = worth(e);
    if (v !== null && v > bestV) (bestV = v), (best = e);
  }
  return best;
}

/** §19 the British bot's landing: land a ready stack on the best shore that pays; prepare one where a shore pays now. */
export function landingChoice(k: Knowledge, legal: readonly LpgEvent[]): Landing | null {
  const lands = legal.filter((e): e is Extract<Landing, { type: 'land' }> => e.type === 'land' && e.side === 'british');
  if (lands.length > 0) {
    const land = bestBy(lands, (e) => {
      const c = k.commanders.find((x) => x.id === e.commander);
      return c ? shoreWorth(k, e.commander, c.hex, e.to, rackStrength(k, e.commander)) : null;
    });
    if (land) return land;
  }
  if (k.turn > LAST_LANDING_TURN || k.view.landings.preparing.length > 0) return null;
  const preps = legal.filter((e): e is Extract<Landing, { type: 'prepareLanding' }> => e.type === 'prepareLanding' && e.side === 'british');
  return bestBy(preps, (e) => {
    const c = k.commanders.find((x) => x.id === e.commander);
    const strength = rackStrength(k, e.commander);
    if (!c || strength < LANDING_STRENGTH || DEF.get(e.commander)?.rank === 'cinc') return null;
    let best: number | null = null;
    for (const to of shoresAhead(k)) {
      const v = shoreWorth(k, e.commander, c.hex, to, strength);
      if (v !== null && (best === null || v > best)) best = v;
    }
    return best;
  });
}

/** §5 Royal Navy: the voyage to the shore or port that pays most (a stack of landing strength, not the CinC's). */
function royalNavyChoice(k: Knowledge, plays: readonly Play[]): Play | null {
  return bestBy(plays.filter((e) => e.card === 'royal-navy' && e.stack && e.to), (e) => {
    const c = k.commanders.find((x) => x.id === e.stack);
    const strength = rackStrength(k, e.stack!);
    if (!c || strength < LANDING_STRENGTH || DEF.get(e.stack!)?.rank === 'cinc' || k.turn > LAST_LANDING_TURN) return null;
    return shoreWorth(k, e.stack!, c.hex, e.to!, strength);
  });
}

/** The cheapest regular's cost (what a British supply point buys, with the recruits for it). */
const REGULAR = UNIT_SPECS.regulars;

/**
 * §5 whether Forced Requisition (+2 supply, Loyalty +1) or Plunder (+3, +2) pays the British now:
 * always with the Index at 8 or more; from 6 when the points buy a regular the phase could not buy
 * otherwise (recruits enough, supply short); never at 5 or below (each point nearer a break counts).
 */
export function costlyCardPays(card: 'forced-requisition' | 'hessian-plunder', loyalty: number, points: { supply: number; recruits: number }): boolean {
  if (loyalty >= 8) return true;
  if (loyalty < 6) return false;
  const gain = card === 'hessian-plunder' ? 3 : 2;
  return points.recruits >= REGULAR.recruitCost && points.supply < REGULAR.supplyCost && points.supply + gain >= REGULAR.supplyCost;
}

/** §18 §19 the shores a landing prepared now may reach later (the Hudson Forts as held now; markers and weather may change by then). */
function shoresAhead(k: Knowledge): HexId[] {
  const forts = new Set(HUDSON_FORTS.filter((f) => k.view.holders[f] === 'american'));
  return landingHexes({ enemy: new Set(), weather: 'clear', americanForts: forts }, ALL_HEXES);
}

/** Cards that only help their player, by side. */
const ALWAYS_GOOD: Readonly<Record<Side, ReadonlySet<string>>> = {
  american: new Set(['fighting-retreat', 'bounty', 'militia-turns-out', 'forage-denied', 'spy', 'durham-boats', 'local-guide', 'supreme-engineering']),
  british: new Set(['grenadiers', 'pardon-proclamation', 'dragoon-patrol', 'loyalist-guide']),
};

/** Loyalty the razer keeps in hand before it razes (the Americans lose at 0; the British feed the rising above 7). */
const RAZE_IF: Readonly<Record<Side, (loyalty: number) => boolean>> = {
  american: (l) => l >= 9,
  british: (l) => l <= 5,
};

/**
 * The bot's choice among action-card plays, window passes and the supply determination, or null
 * when none of those is open (the manoeuvre decides).
 */
export function actionChoice(s: LpgState, me: Side, legal: readonly LpgEvent[], rng: Rng): LpgEvent | null {
  const good = legal.filter((e): e is Extract<LpgEvent, { type: 'playCard' }> => e.type === 'playCard' && e.side === me && ALWAYS_GOOD[me].has(e.card));
  // §17 Supreme Engineering is the Americans' only way over the Hudson: it goes to Washington's stack
  // when he may take it (he starts east of the river), else it waits.
  const engineering = good.filter((e) => e.card === 'supreme-engineering');
  if (engineering.length > 0) {
    const forWashington = engineering.find((e) => e.stack === 'washington');
    if (forWashington) return forWashington;
  }
  const rest = good.filter((e) => e.card !== 'supreme-engineering');
  if (rest.length > 0) return rest[rng.int(rest.length)]!;
  if (me === 'british') {
    const costly = legal.filter((e): e is Play => e.type === 'playCard' && e.side === me && (e.card === 'forced-requisition' || e.card === 'hessian-plunder'));
    const pays = costly.find((e) => costlyCardPays(e.card as 'forced-requisition' | 'hessian-plunder', s.loyalty, s.points.british));
    if (pays) return pays;
    const navy = legal.filter((e): e is Play => e.type === 'playCard' && e.side === me && e.card === 'royal-navy');
    const landing = legal.some((e) => e.type === 'prepareLanding' || e.type === 'land');
    if (navy.length > 0 || landing) {
      const k = knowledgeOf(s, me);
      const voyage = royalNavyChoice(k, navy);
      if (voyage) return voyage;
      const land = landingChoice(k, legal);
      if (land) return land;
    }
  }
  const pass = legal.find((e) => e.type === 'passCard' && e.side === me);
  if (pass) return pass;
  const trace = legal.find((e) => e.type === 'traceSupply' && e.side === me);
  if (trace) {
    const raze = legal.filter((e) => e.type === 'raze' && e.side === me);
    if (raze.length > 0 && (s.razing?.length ?? 0) === 0 && RAZE_IF[me](s.loyalty)) return raze[rng.int(raze.length)]!;
    return trace;
  }
  return null;
}
