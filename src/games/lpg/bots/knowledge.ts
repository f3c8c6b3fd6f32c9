// What a La Petite Guerre bot may know, and the maps it plans with. Everything about the enemy comes
// from lpgView (view.ts): its markers' hexes (anonymous unless revealed), its open command racks,
// its leaderless units seen on the map. Its units' true places, its hand, its timeline and the rng
// are never read. The side's own units, commanders and phantoms it knows in full (read from the
// state, filtered to the side). Estimates: an unrevealed enemy marker is a share of the strength of
// the enemy commanders not yet found (their racks are open, their places are not); a pessimistic
// estimate for keeping Washington safe assumes the strongest of them.
import { COMMANDERS } from '../orderOfBattle';
import { ALL_HEXES, neighbours, placeAt, toCube } from '../rules/hex';
import { PLACES } from '../map';
import { reachableHexes, riverCrossings } from '../rules/movement';
import { supplyLink, supplySources, type SupplyWorld } from '../rules/supply';
import { UNIT_SPECS } from '../tables/units';
import type { CommanderState, LpgState, UnitState } from '../state';
import { lpgView, type LpgView } from '../view';
import { otherSide, type HexId, type Side, type UnitType, type Weather } from '../types';
import type { DelawareIce } from '../tables/weather';

export const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));

/** §12 the cards a commander draws: all six for a CinC, his radius otherwise. */
export const cardsOf = (commander: string | null): number => {
  if (!commander) return 1;
  const d = DEF.get(commander);
  if (!d) return 1;
  return d.rank === 'cinc' ? 6 : Math.max(1, Math.min(6, d.radius));
};

export const strengthOf = (u: { type: UnitType; understrength: boolean }): number =>
  u.understrength ? UNIT_SPECS[u.type].understrength : UNIT_SPECS[u.type].strength;

export interface FoeHex {
  hex: HexId;
  /** Expected strength there. */
  est: number;
  /** A pessimistic strength (for Washington's safety). */
  pess: number;
  /** Expected combat cards of its best commander. */
  cards: number;
  /** The chance Washington is there (for the British). */
  washington: number;
  /** Whether everything there is known (revealed markers, seen units). */
  known: boolean;
  /** Commanders known to be there. */
  commanders: string[];
  /** §19 a beachhead in the view: a force that landed and may not move before the next game turn (rules notes, "Landings and razing in play"). */
  held: boolean;
}

export interface Knowledge {
  me: Side;
  foe: Side;
  view: LpgView;
  turn: number;
  month: string;
  weather: Weather;
  ice: DelawareIce;
  units: UnitState[];
  commanders: CommanderState[];
  /** My strength and units by hex. */
  mine: Map<HexId, { strength: number; units: UnitState[]; commanders: string[] }>;
  foes: Map<HexId, FoeHex>;
  /** Expected enemy strength that can reach each hex next turn (and the pessimistic sum, forced marches included). */
  threat: Map<HexId, number>;
  pthreat: Map<HexId, number>;
  /** §15 whether a hex traces supply for me now. */
  supplied: (hex: HexId) => boolean;
  washington: HexId | null;
  /** Hexes of my CinC and division commanders (who act on their own). */
  leaders: HexId[];
}

const CUBE = new Map<HexId, readonly [number, number, number]>(ALL_HEXES.map((h) => [h, toCube(h)]));
const NEIGHBOURS = new Map<HexId, readonly HexId[]>(ALL_HEXES.map((h) => [h, neighbours(h)]));

/** Hexes between two hexes (rules/hex.ts hexDistance, from a table). */
export function hexDistance(a: HexId, b: HexId): number {
  const p = CUBE.get(a)!;
  const q = CUBE.get(b)!;
  return Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2]));
}

const PLACE_IDS: readonly string[] = PLACES.map((p) => p.id);
const SNOWY: ReadonlySet<string> = new Set(['dec', 'jan', 'feb', 'mar']);
export const winter = (month: string): boolean => SNOWY.has(month);

interface Maps {
  key: string;
  foes: Map<HexId, FoeHex>;
  threat: Map<HexId, number>;
  pthreat: Map<HexId, number>;
  /** §15 hexes that trace supply: within one hex of a source or of the road (river) network joined to one (for the trains at supplyKey). */
  supplyKey: string;
  supplyField: Set<HexId>;
}
const CACHE: Partial<Record<Side, Maps>> = {};

/** Forgets the planning maps (they are keyed by what the side sees; tests start afresh). */
export function resetKnowledgeCache(): void {
  delete CACHE.american;
  delete CACHE.british;
}

/** The enemy's hexes as the side sees them, with estimates (from the view alone). */
function foesOf(view: LpgView, me: Side): Map<HexId, FoeHex> {
  const foe = otherSide(me);
  const rackStrength = (id: string) => (view.racks[id]?.units ?? []).reduce((n, u) => n + strengthOf(u), 0);
  const revealed = new Set(view.markers[foe].map((m) => m.is).filter((x): x is string => !!x));
  const hidden = Object.entries(view.racks).filter(([id, r]) => r.side === foe && !r.lost && !revealed.has(id)).map(([id]) => id);
  const unknownMarkers = view.markers[foe].filter((m) => m.is === null);
  const M = Math.max(1, unknownMarkers.length);
  const hiddenStrength = hidden.reduce((n, id) => n + rackStrength(id), 0);
  const avg = hiddenStrength / M;
  const maxHidden = hidden.reduce((n, id) => Math.max(n, rackStrength(id)), 0);
  const avgCards = hidden.length ? hidden.reduce((n, id) => n + cardsOf(id), 0) / hidden.length : 1;
  const pCommander = Math.min(1, hidden.length / M);
  const washingtonHidden = foe === 'american' && hidden.includes('washington');
  const out = new Map<HexId, FoeHex>();
  const at = (hex: HexId): FoeHex => {
    let f = out.get(hex);
    if (!f) out.set(hex, (f = { hex, est: 0, pess: 0, cards: 1, washington: 0, known: true, commanders: [], held: false }));
    return f;
  };
  // §19 a beachhead the view shows holds a landed stack: a commander and his rack ("a commander alone
  // lands nothing"), never a phantom; which one is hidden, so the mean of the hidden racks with units.
  const beachheads = new Set<HexId>(foe === 'british' ? view.landings.beachheads.map((b) => b.hex) : []);
  const filled = hidden.map(rackStrength).filter((n) => n > 0);
  const landedEst = filled.length ? filled.reduce((n, x) => n + x, 0) / filled.length : avg;
  for (const m of view.markers[foe]) {
    const f = at(m.hex);
    if (m.is === null) {
      const landed = beachheads.has(m.hex) && !f.held;
      if (landed) f.held = true;
      f.est += landed ? Math.max(avg, landedEst) : avg;
      f.pess += Math.max(avg, maxHidden);
      f.known = false;
      f.cards = Math.max(f.cards, pCommander * avgCards + (1 - pCommander));
      if (washingtonHidden) f.washington = Math.min(1, f.washington + 1 / M);
    } else if (view.racks[m.is]) {
      f.est += rackStrength(m.is);
      f.pess += rackStrength(m.is);
      f.cards = Math.max(f.cards, cardsOf(m.is));
      f.commanders.push(m.is);
      if (m.is === 'washington') f.washington = 1;
      if (beachheads.has(m.hex)) f.held = true;
    }
  }
  for (const u of view.mapUnits) {
    if (u.side !== foe || !u.hex) continue;
    const f = at(u.hex);
    f.est += strengthOf(u);
    f.pess += strengthOf(u);
  }
  return out;
}

function threatOf(foes: Map<HexId, FoeHex>, foe: Side, weather: Weather, ice: DelawareIce): { threat: Map<HexId, number>; pthreat: Map<HexId, number> } {
  const threat = new Map<HexId, number>();
  const pthreat = new Map<HexId, number>();
  const none = new Set<HexId>();
  for (const f of foes.values()) {
    if (f.est <= 0 && f.pess <= 0) continue;
    // §19 a landed force held on its beachhead reaches no other hex before the next game turn.
    if (f.held) {
      threat.set(f.hex, (threat.get(f.hex) ?? 0) + f.est);
      pthreat.set(f.hex, (pthreat.get(f.hex) ?? 0) + f.pess);
      continue;
    }
    const world = { side: foe, weather, enemy: none, delawareIce: ice };
    const reach = new Set<HexId>([f.hex, ...reachableHexes(f.hex, { types: ['regulars'] }, world).keys(), ...riverCrossings(f.hex, { types: ['regulars'] }, world)]);
    for (const h of reach) threat.set(h, (threat.get(h) ?? 0) + f.est);
    // §7 the pessimistic reach: a forced march's extra point too.
    for (const h of new Set<HexId>([...reach, ...reachableHexes(f.hex, { types: ['regulars'], forcedMarch: true }, world).keys()])) pthreat.set(h, (pthreat.get(h) ?? 0) + f.pess);
  }
  return { threat, pthreat };
}

/**
 * §15 (rules/supply.ts traceSupply, as one search): the road network (rivers too, for the British)
 * free of the enemy joined to a source, and every hex within one hex of it or of a source.
 */
function supplyField(world: SupplyWorld): Set<HexId> {
  const joined = new Set<HexId>();
  const todo: HexId[] = [];
  for (const src of supplySources(world)) if (!joined.has(src.hex)) (joined.add(src.hex), todo.push(src.hex));
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of NEIGHBOURS.get(h)!) {
      if (joined.has(n) || world.enemy.has(n) || !supplyLink(h, n, world.side)) continue;
      joined.add(n);
      todo.push(n);
    }
  }
  const out = new Set<HexId>();
  for (const h of joined) {
    out.add(h);
    for (const n of NEIGHBOURS.get(h)!) out.add(n);
  }
  return out;
}

/** The side's knowledge now: the view for the enemy, its own pieces in full. */
export function knowledgeOf(s: LpgState, me: Side): Knowledge {
  const view = lpgView(s, me);
  const foe = otherSide(me);
  const units = s.units.filter((u) => u.side === me);
  const commanders = s.commanders.filter((c) => c.side === me && !c.lost);
  const hexOf = (u: UnitState): HexId => u.hex ?? commanders.find((c) => c.id === u.commander)!.hex;
  const mine = new Map<HexId, { strength: number; units: UnitState[]; commanders: string[] }>();
  const slot = (h: HexId) => {
    let m = mine.get(h);
    if (!m) mine.set(h, (m = { strength: 0, units: [], commanders: [] }));
    return m;
  };
  for (const u of units) {
    const m = slot(hexOf(u));
    m.units.push(u);
    m.strength += strengthOf(u);
  }
  for (const c of commanders) slot(c.hex).commanders.push(c.id);
  const myPlaces = PLACE_IDS.filter((id) => view.holders[id] === me);
  // All the planning maps read, as one string (ids, hexes and types hold none of the separators):
  // the enemy's markers, its units seen on the map, its racks' strengths (-1 lost), my places, razed ones.
  let key = `${me}|${view.turn}|${view.weather}|${view.ice}|`;
  for (const m of view.markers[foe]) key += `${m.id}@${m.hex}=${m.is};`;
  key += '|';
  for (const u of view.mapUnits) if (u.side === foe) key += `${u.id}@${u.hex}:${u.type}:${u.understrength}:${u.unsupplied};`;
  key += '|';
  for (const r of Object.values(view.racks)) if (r.side === foe) key += `${r.lost ? -1 : r.units.reduce((n, u) => n + strengthOf(u), 0)},`;
  key += `|${myPlaces.join(',')}|${view.razed.join(',')}|${view.landings.beachheads.map((b) => `${b.hex}@${b.turn}`).join(',')}`;
  let maps = CACHE[me];
  if (!maps || maps.key !== key) {
    const foes = foesOf(view, me);
    const { threat, pthreat } = threatOf(foes, foe, view.weather as Weather, view.ice as DelawareIce);
    maps = { key, foes, threat, pthreat, supplyKey: '', supplyField: new Set() };
    CACHE[me] = maps;
  }
  // §15 the supply field, keyed by all it reads (the baggage trains move within a phase).
  const trains = units.filter((u) => u.type === 'baggage').map(hexOf).sort();
  const supplyKey = trains.join(',');
  if (maps.supplyKey !== supplyKey || maps.supplyField.size === 0) {
    maps.supplyKey = supplyKey;
    maps.supplyField = supplyField({ side: me, enemy: new Set(maps.foes.keys()), friendly: new Set(myPlaces), razed: new Set(view.razed), trains });
  }
  const m = maps;
  // A settlement entered is held at the side's Reinforcement phase, before supply is traced.
  const supplied = (hex: HexId): boolean => m.supplyField.has(hex) || (placeAt(hex) !== null && !m.foes.has(hex));
  const w = commanders.find((c) => c.id === 'washington');
  return {
    me, foe, view, turn: view.turn, month: view.month, weather: view.weather as Weather, ice: view.ice as DelawareIce,
    units, commanders, mine, foes: m.foes, threat: m.threat, pthreat: m.pthreat, supplied, washington: w ? w.hex : null,
    leaders: commanders.filter((c) => DEF.get(c.id)?.rank === 'cinc' || DEF.get(c.id)?.rank === 'division').map((c) => c.hex),
  };
}

