// Belle Epoque vocabulary: sides are the bowl's colours; troops are described by the rules' own
// categories (movement type, mustering class, doctrine, reactivity, firing class, assault class).

export type Side = 'red' | 'blue';
export const SIDES: readonly Side[] = ['red', 'blue'];
export const otherSide = (s: Side): Side => (s === 'red' ? 'blue' : 'red');

/** MOVEMENTS table rows. */
export type TroopType = 'infantry' | 'nativeWarriors' | 'cavalry' | 'mountedInfantry';
/** MUSTERING classes (maximum stands per unit). */
export type MusterClass = 'cavalry' | 'formedInfantry' | 'tribesmen';
/** DOCTRINE. */
export type Order = 'loose' | 'close';
/** REACTIVITY TESTS rows. */
export type Reactivity = 'poor' | 'trained' | 'elite';
/** TROOP TYPES A..G. */
export type FireClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
/** ASSAULT classification. */
export type AssaultClass = 'militia' | 'regulars' | 'choc';
/** COMMAND POINTS: the general's quality picks the die. */
export type GeneralQuality = 'mediocre' | 'average' | 'superior';

/** One column of the FIRING table: to-hit when not moving, and when moving (null: cannot fire moving). */
export interface ToHit {
  still: number;
  moving: number | null;
}

/** A unit's quick reference card (the six of the text, and authored ones). */
export interface UnitCard {
  id: string;
  title: string;
  troopType: TroopType;
  muster: MusterClass;
  doctrine: Order;
  reactivity: Reactivity;
  /** Travel March in UD (the MOVEMENTS table for its troop type). */
  march: number;
  /** Firing class as printed ("B/C" on the Japanese 1894 card). */
  fireClass: string;
  /** To-hit numbers at 1, 2, 3, 4 UD; null where the unit cannot fire at that range. */
  toHit: [ToHit | null, ToHit | null, ToHit | null, ToHit | null];
  assaultClass: AssaultClass;
  bold: boolean;
  dashing: boolean;
  stubborn: boolean;
  /** FIRING / VISIBILITY: "conspicuous" targets. */
  conspicuous: boolean;
  /** VISIBILITY: equipped with smokeless powder rifles. */
  smokeless: boolean;
  /** Fields of this card that the text does not give (listed in docs/authored-data.md). */
  authored: string[];
}

/** A side of a match-up: which cards, how many units of each, stands per unit. */
export interface ArmyUnitSpec {
  card: string;
  count: number;
  stands: number;
}
export interface Army {
  name: string;
  units: ArmyUnitSpec[];
}
export interface MatchUp {
  id: string;
  title: string;
  red: Army;
  blue: Army;
  authored: boolean;
}

/**
 * Sector terrain. "open" and "hill" come from the Encounter roll; "dense" is the roll's 6 (dense
 * vegetation: cover and rough). The authored scenario adds woods (cover), swamp and ford (rough),
 * river and cliffs (impassable).
 */
export type Terrain = 'open' | 'hill' | 'woods' | 'dense' | 'swamp' | 'ford' | 'river' | 'cliffs';
