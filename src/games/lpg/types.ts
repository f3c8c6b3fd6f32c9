// La Petite Guerre vocabulary (rules: ../shared/rules/la-petite-guerre.md; sections numbered in
// ruleText.json, cited "§n"). Plain data only: hexes are "CCRR" ids (column, row, 1-based).

export type Side = 'american' | 'british';
export const SIDES: readonly Side[] = ['american', 'british'];
export const otherSide = (s: Side): Side => (s === 'american' ? 'british' : 'american');

/** A hex id, "CCRR": column then row, both 1-based, two digits each ("0817" is Trenton). */
export type HexId = string;

/** §6 terrain of a hex ('water' is sea, bay or sound: no unit enters it). */
export type Terrain = 'clear' | 'woods' | 'hills' | 'swamp' | 'water';

/** §15 supply determination: the four kinds of settlement. */
export type SettlementKind = 'port' | 'town' | 'fort' | 'village';

export interface Place {
  id: string;
  name: string;
  hex: HexId;
  kind: SettlementKind;
  /** Where the place is (degrees), for the scale test and the table's labels. */
  lat: number;
  lon: number;
}

/** A river as the hex sides it runs along, each side the two hexes it parts. */
export interface River {
  id: string;
  sides: ReadonlyArray<readonly [HexId, HexId]>;
}

/** A road as the hexes it joins, in order (each next to the last). */
export interface Road {
  id: string;
  hexes: readonly HexId[];
}

/** A road's crossing of a river: a bridge (full speed, §6) or a ferry (a river without a bridge). */
export interface Crossing {
  side: readonly [HexId, HexId];
  name: string;
  river: string;
}

/** §6 unit specification table rows. */
export type UnitType = 'militia' | 'regulars' | 'riflemen' | 'jaegers' | 'artillery' | 'dragoons' | 'baggage';

/** §3 command radius levels. */
export type Rank = 'cinc' | 'division' | 'brigade' | 'battalion';

/** §6 the weather of a turn. */
export type Weather = 'clear' | 'rain' | 'snow' | 'freeze';

/** One of the 24 turns (§1: October 1776 to March 1777, four a month). */
export type Month = 'oct' | 'nov' | 'dec' | 'jan' | 'feb' | 'mar';
