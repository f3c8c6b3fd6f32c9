// Brief Border Wars vocabulary. The sides are the colours of the cards (3.0): `white` is the
// designated player (who gets the white cards), `grey` the other. A conflict (scenario) says which
// nation plays which colour, so the system never names a nation.

export type Side = 'white' | 'grey';
export const SIDES: readonly Side[] = ['white', 'grey'];
export const otherSide = (s: Side): Side => (s === 'white' ? 'grey' : 'white');

/** 2.1: ground units have a box symbol, air units an aircraft silhouette. */
export type UnitKind = 'ground' | 'air';

/** 2.1 counter: printed values that never change during play. */
export interface UnitDef {
  id: string;
  side: Side;
  name: string;
  kind: UnitKind;
  /** Combat Value on the front (d6 rolled in combat; for fighters, in air-to-air). */
  cv: number;
  /** Combat Value on the disrupted (striped) side; air units have a blank back (0: can do nothing). */
  cvDisrupted: number;
  /** 6.22: an air unit marked "F". */
  fighter: boolean;
  /** 6.24: mechanized type (may exploit). */
  mechanized: boolean;
  /** 9.15: Irregulars. */
  irregular: boolean;
}

/** 2.31: terrain symbols in an area (an area may hold several of each). */
export interface TerrainSymbols {
  woods: number;
  mountain: number;
  urban: number;
}

export interface AreaDef {
  id: string;
  name: string;
  /** Which nation's soil (presentation and VP adjustments); null for none. */
  country: string | null;
  terrain: TerrainSymbols;
  /** 2.31 / 8.0: Victory Point value printed in the area (0: none). */
  vp: number;
  /** 6.11: an area that may not be entered (e.g. a country not in the conflict). */
  forbidden: boolean;
}

/** Two adjacent areas; `road` where a road joins them (used by scenarios that price movement by roads). */
export interface Connection {
  a: string;
  b: string;
  road: boolean;
}

/** 2.32: a side's Rear Area box and the map areas units may move to from it (6.1, 6.12). */
export interface RearAreaDef {
  id: string;
  side: Side;
  name: string;
  reaches: string[];
}

/** 2.32: a side's Damaged Units box. */
export interface DamagedBoxDef {
  id: string;
  side: Side;
  name: string;
}

/** One line of a conflict's Random Events Chart (5.0), rolled on 1d6. */
export interface RandomEventDef {
  roll: number;
  id: string;
  title: string;
  text: string;
}

/** A grade of victory (8.0): awarded when the net VP (white minus grey) is within [min, max]. */
export interface VictoryGrade {
  min: number;
  max: number;
  winner: Side | 'draw';
  level: string;
}

/** 6.0 / 10.0: the cards. */
export type CardColour = 'white' | 'grey';
export interface ActionCardDef {
  id: string;
  kind: 'action';
  colour: CardColour;
  /** Movement value (marching soldiers icon), 1-8. */
  move: number;
  /** Combat value (rifle icon), 1-8. */
  combat: number;
}
export interface RandomEventCardDef {
  id: string;
  kind: 'event';
}
export interface SpecialCardDef {
  id: string;
  kind: 'special';
  colour: CardColour;
}
export type DeckCardDef = ActionCardDef | RandomEventCardDef;
export type CardDef = DeckCardDef | SpecialCardDef;
