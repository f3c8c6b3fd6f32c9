// What La Petite Guerre's 3D table draws on its map, from the view only (pure: no three): every
// marker, leaderless unit, holder flag, razed marker, landing and beachhead as a counter item of the
// shared instanced mesh, each hex's counters piled legibly (the leaderless units at the bottom, the
// phantoms and unknown markers over them, the commanders on top, the highest rank uppermost; each
// counter shifted a little north-east so the edges of the ones under it show), the two sides' piles
// side by side in a hex they share (a battle); a leaderless unit's §15 unsupplied marker (its count)
// lies right over it in the pile, smaller. Settlement markers (holder, razed) lie at the
// settlement hex's south-west, landings and beachheads at its north-east, smaller.
// Each item carries what a click on it means: its hex, and the stack it is (an own commander's id, or
// "hex:CCRR" for own leaderless units: the ids the move events use), or nothing.
import { HUDSON_FORTS } from '../../games/lpg/orderOfBattle';
import { BRITISH_SETTLEMENTS_AT_START } from '../../games/lpg/orderOfBattle';
import { PLACES } from '../../games/lpg/map';
import type { HexId, Rank, Side, UnitType } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';
import type { CounterItem } from '../counters/counterItem';
import {
  BEACHHEAD_FACE,
  LANDING_FACE,
  RAZED_FACE,
  commanderDef,
  commanderFace,
  holderFace,
  phantomFace,
  unitFace,
  unknownFace,
  unsuppliedFace,
} from './lpgFaces';
import { centre } from './mapGeometry';
import { mapToWorld } from './tableLayout';

/** The sheet's top (the printed map lies from y = 0 to here). */
export const LPG_SHEET_TOP = 0.03;
/** A counter's thickness on the map. */
export const COUNTER_H = 0.16;
/** Counter widths (a hex is 2 across its flats). */
export const SIZE = { commander: 1.7, marker: 1.5, unit: 1.3, settlement: 0.7, unsupplied: 0.95 } as const;
/** Each counter of a pile shifted north-east from the one under it. */
const PILE_STEP = 0.12;

/** What the table's map shows of a view (the display model lags this behind the animation queue). */
export type LpgMapShown = Pick<LpgView, 'side' | 'markers' | 'mapUnits' | 'holders' | 'razed' | 'landings' | 'racks'> & {
  /** The table's status (turn, phase, weather, Loyalty, the battle), shown with the map (never ahead of the shots). */
  status: LpgStatus;
};

/** What the table's status line reads. */
export type LpgStatus = Pick<LpgView, 'turn' | 'month' | 'week' | 'phase' | 'phasing' | 'weather' | 'ice' | 'loyalty' | 'combat' | 'lastBattle' | 'handCounts'>;

export function mapShownOf(v: LpgView): LpgMapShown {
  const status: LpgStatus = { turn: v.turn, month: v.month, week: v.week, phase: v.phase, phasing: v.phasing, weather: v.weather, ice: v.ice, loyalty: v.loyalty, combat: v.combat, lastBattle: v.lastBattle, handCounts: v.handCounts };
  return { side: v.side, markers: v.markers, mapUnits: v.mapUnits, holders: v.holders, razed: v.razed, landings: v.landings, racks: v.racks, status };
}

export type MapThing =
  | { kind: 'commander'; side: Side; id: string; own: boolean }
  | { kind: 'phantom'; side: Side; id: string; own: boolean }
  | { kind: 'unknown'; side: Side; id: string }
  | { kind: 'unit'; side: Side; id: string; type: UnitType; understrength: boolean; unsupplied: number; own: boolean }
  /** §15 the unsupplied marker on a leaderless unit (its id), counting its turns unsupplied. */
  | { kind: 'unsupplied'; side: Side; unit: string; turns: number }
  | { kind: 'holder'; side: Side; place: string }
  | { kind: 'razed'; place: string }
  | { kind: 'landing'; port: string }
  | { kind: 'beachhead' };

export interface MapItem extends CounterItem {
  hex: HexId;
  /** The move events' stack id this counter stands for (own commanders; own leaderless units), else null. */
  stack: string | null;
  thing: MapThing;
}

const RANK_ORDER: Record<Rank, number> = { battalion: 0, brigade: 1, division: 2, cinc: 3 };
const PLACE_HEX = new Map(PLACES.map((p) => [p.id, p.hex]));

/** A hex's centre on the table (x, z). */
export function hexWorld(h: HexId): { x: number; z: number } {
  const c = centre(h);
  return mapToWorld(c.x, c.y);
}

/** The key a marker's counter has: own markers by their id, the other side's by side and anonymous id. */
export const markerKey = (side: Side, id: string, me: Side | null) => (side === me ? id : `${side}/${id}`);

/** Whether a settlement's holder is shown: the Hudson forts always, the others once taken from their first holder. */
export function holderShown(place: string, side: Side): boolean {
  if (HUDSON_FORTS.includes(place)) return true;
  const first: Side = BRITISH_SETTLEMENTS_AT_START.includes(place) ? 'british' : 'american';
  return side !== first;
}

interface Piece {
  key: string;
  /** Ties in `order` sort by this (the key when absent), then by `over`: an unsupplied marker (over 1) right over its unit. */
  tie?: string;
  over?: number;
  face: string;
  size: number;
  order: number;
  stack: string | null;
  thing: MapThing;
}

/** Every counter the map shows, piled hex by hex. */
export function lpgMapItems(v: LpgMapShown): MapItem[] {
  const me = v.side;
  // Per hex, per side: the pieces of its pile.
  const piles = new Map<HexId, Map<Side, Piece[]>>();
  const put = (hex: HexId, side: Side, p: Piece) => {
    let bySide = piles.get(hex);
    if (!bySide) piles.set(hex, (bySide = new Map()));
    const list = bySide.get(side);
    if (list) list.push(p);
    else bySide.set(side, [p]);
  };
  for (const side of ['american', 'british'] as const) {
    for (const m of v.markers[side] ?? []) {
      const key = markerKey(side, m.id, me);
      const own = side === me;
      const def = m.is ? commanderDef(m.is) : null;
      if (def) {
        put(m.hex, side, { key, face: commanderFace(def.id), size: SIZE.commander, order: 10 + RANK_ORDER[def.rank], stack: own ? def.id : null, thing: { kind: 'commander', side, id: def.id, own } });
      } else if (m.is) {
        put(m.hex, side, { key, face: phantomFace(side), size: SIZE.marker, order: 5, stack: null, thing: { kind: 'phantom', side, id: m.is, own } });
      } else {
        put(m.hex, side, { key, face: unknownFace(side), size: SIZE.marker, order: 6, stack: null, thing: { kind: 'unknown', side, id: m.id } });
      }
    }
  }
  for (const u of v.mapUnits) {
    if (!u.hex) continue;
    const own = u.side === me;
    const unsupplied = u.unsupplied ?? 0;
    put(u.hex, u.side, { key: u.id, face: unitFace(u.side, u.type, u.understrength), size: SIZE.unit, order: 0, stack: own ? `hex:${u.hex}` : null, thing: { kind: 'unit', side: u.side, id: u.id, type: u.type, understrength: u.understrength, unsupplied, own } });
    // §15 the unsupplied marker lies on the unit (a click on it is a click on the unit's stack).
    if (unsupplied > 0) put(u.hex, u.side, { key: `unsupplied:${u.id}`, tie: u.id, over: 1, face: unsuppliedFace(unsupplied), size: SIZE.unsupplied, order: 0, stack: own ? `hex:${u.hex}` : null, thing: { kind: 'unsupplied', side: u.side, unit: u.id, turns: unsupplied } });
  }
  const out: MapItem[] = [];
  for (const [hex, bySide] of [...piles].sort(([a], [b]) => a.localeCompare(b))) {
    const c = hexWorld(hex);
    const both = bySide.size > 1;
    for (const [side, pieces] of bySide) {
      pieces.sort((a, b) => a.order - b.order || (a.tie ?? a.key).localeCompare(b.tie ?? b.key) || (a.over ?? 0) - (b.over ?? 0));
      const n = pieces.length;
      // A tall pile stays inside its hex: the shift shrinks with the pile.
      const step = n > 1 ? Math.min(PILE_STEP, 0.45 / (n - 1)) : 0;
      // The pile's middle stands on the hex's centre (or half a hex west or east when both sides are here).
      const x0 = c.x + (both ? (side === 'american' ? -0.55 : 0.55) : 0) - ((n - 1) * step) / 2;
      const z0 = c.z + ((n - 1) * step) / 2;
      const k = both ? 0.62 : 1;
      pieces.forEach((p, i) => {
        out.push({
          key: p.key,
          face: p.face,
          x: x0 + i * step,
          y: LPG_SHEET_TOP + COUNTER_H / 2 + i * COUNTER_H,
          z: z0 - i * step,
          size: p.size * k,
          height: COUNTER_H,
          shape: 'counter',
          hex,
          stack: p.stack,
          thing: p.thing,
        });
      });
    }
  }
  // Settlement markers: small, at a corner of the settlement's hex.
  const corner = (hex: HexId, dx: number, dz: number, i: number) => {
    const c = hexWorld(hex);
    return { x: c.x + dx, y: LPG_SHEET_TOP + 0.05 + i * 0.1, z: c.z + dz };
  };
  for (const [place, side] of Object.entries(v.holders).sort(([a], [b]) => a.localeCompare(b))) {
    const hex = PLACE_HEX.get(place);
    if (!hex || !holderShown(place, side) || v.razed.includes(place)) continue;
    out.push({ key: `held:${place}`, face: holderFace(side), ...corner(hex, -0.62, 0.5, 0), size: SIZE.settlement, height: 0.1, shape: 'chit', hex, stack: null, thing: { kind: 'holder', side, place } });
  }
  for (const place of [...v.razed].sort()) {
    const hex = PLACE_HEX.get(place);
    if (!hex) continue;
    out.push({ key: `razed:${place}`, face: RAZED_FACE, ...corner(hex, -0.62, 0.5, 0), size: SIZE.settlement, height: 0.1, shape: 'chit', hex, stack: null, thing: { kind: 'razed', place } });
  }
  const prepared = new Map<string, number>();
  for (const l of v.landings.preparing) {
    const hex = PLACE_HEX.get(l.port);
    if (!hex) continue;
    const i = prepared.get(l.port) ?? 0;
    prepared.set(l.port, i + 1);
    out.push({ key: `landing:${l.port}:${l.begun}:${i}`, face: LANDING_FACE, ...corner(hex, 0.62, -0.5, i), size: SIZE.settlement + 0.1, height: 0.1, shape: 'chit', hex, stack: null, thing: { kind: 'landing', port: l.port } });
  }
  const beached = new Map<string, number>();
  for (const b of v.landings.beachheads) {
    const i = beached.get(b.hex) ?? 0;
    beached.set(b.hex, i + 1);
    out.push({ key: `beachhead:${b.hex}:${b.turn}:${i}`, face: BEACHHEAD_FACE, ...corner(b.hex, 0.62, -0.5, i), size: SIZE.settlement + 0.1, height: 0.1, shape: 'chit', hex: b.hex, stack: null, thing: { kind: 'beachhead' } });
  }
  return out;
}

/** The hex under a point of the table (x, z), or null off the map (the nearest hex centre within a hex's reach). */
export function hexAtWorld(x: number, z: number, hexes: readonly HexId[]): HexId | null {
  let best: HexId | null = null;
  let bestD = Infinity;
  for (const h of hexes) {
    const c = hexWorld(h);
    const d = (c.x - x) ** 2 + (c.z - z) ** 2;
    if (d < bestD) {
      bestD = d;
      best = h;
    }
  }
  // A hex is 2 across its flats and ~2.31 across its corners.
  return bestD <= 1.16 ** 2 ? best : null;
}
