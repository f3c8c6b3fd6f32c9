// Plain data types for Brave Little Belgium. No React, three or xstate here.

export type Side = 'german' | 'entente';
export type Country = 'germany' | 'belgium' | 'france' | 'luxembourg' | 'netherlands';
export type BoxType = 'city' | 'minorFort' | 'majorFort';
export type LineKind = 'easy' | 'difficult';
export type Nationality = 'german' | 'belgian' | 'french' | 'british';
export type UnitType = 'infantry' | 'cavalry' | 'gardeCivique';
export type CombatFactor = 4 | 5 | 6;

/** Armies that have an Activation Chit (2.3). Belgian units (all of them) answer to King Albert. */
export type ArmyId = 'de1' | 'de2' | 'de3' | 'de4' | 'be' | 'fr4' | 'fr5' | 'bef';

export type EventKind = 'zeppelin' | 'forcedMarchGerman' | 'bigBertha' | 'sabotage' | 'forcedMarchEntente';

/** A Box of the point-to-point map (2.1). `pos` is in map units: 1 unit ~ 10 km, x east, y north. */
export interface BoxDef {
  id: string;
  name: string;
  type: BoxType;
  country: Country;
  pos: { x: number; y: number };
  /** Brussels and Luxembourg (2.1): drawn specially, no game function. */
  capital?: boolean;
  /** West of the Victory Line (9.0): an Infantry unit here meets the third German objective. */
  beyondVictoryLine?: boolean;
  /** Cities south of Namur, where Free Set-Up may not place Belgians (3.2). */
  southOfNamur?: boolean;
}

/** A Movement Line (2.1): Easy costs 1 MP, Difficult 2 MP. */
export interface LineDef {
  a: string;
  b: string;
  kind: LineKind;
}

export interface FortDef {
  box: string;
  /** Steps at full strength: 2 for Minor, 4 for Major Forts (2.1). */
  steps: 2 | 4;
  nationality: 'belgian' | 'french';
  /** Combat rating of the fort (8.1): it hits on this or more. */
  cf: CombatFactor;
}

export interface UnitDef {
  id: string;
  /** Unit identification printed on the counter, e.g. "IV", "Gd R", "6". */
  ident: string;
  /** Long name for tooltips, e.g. "IV Corps". */
  name: string;
  nationality: Nationality;
  army: ArmyId;
  type: UnitType;
  /** Full-strength combat factor: hits on a modified roll of this or more (7.3). */
  cf: CombatFactor;
  /** Combat factor on the reduced (striped) side; absent for one-step units. */
  reducedCf?: CombatFactor;
  steps: 1 | 2;
  /** Historical set-up box (3.1). */
  setup: string;
}

/** A Garde Civique counter (2.2, 3.1): cannot move, defends only; a null cf is the "no factor" face. */
export interface GardeCiviqueDef {
  id: string;
  cf: CombatFactor | null;
}

export interface ChitDef {
  id: string;
  kind: 'activation' | 'event' | 'turnEnd';
  /** The side that uses it: the activated army's side, or the event's side. Turn End chits have none. */
  side?: Side;
  army?: ArmyId;
  event?: EventKind;
  /** Printed name: leader for activation chits, event name for events. */
  label: string;
  /** Turn on whose Turn Track space it waits (3.0); absent: in the Chit Cup from the start. */
  arrives?: number;
}

export interface TurnDef {
  turn: number;
  label: string;
}

export interface ArmyDef {
  id: ArmyId;
  side: Side;
  nationality: Nationality;
  name: string;
  leader: string;
}

/** The whole authored data set the rules read. */
export interface BlbData {
  boxes: BoxDef[];
  lines: LineDef[];
  forts: FortDef[];
  units: UnitDef[];
  gardeCivique: GardeCiviqueDef[];
  chits: ChitDef[];
  armies: ArmyDef[];
  turns: TurnDef[];
  /** Garde Civique Setup Chart (3.1): [firstDie-1][secondDie-1] = box id or null ("None"). */
  gcChart: (string | null)[][];
  /** Boxes the victory-line diamonds are drawn along, as pairs of box ids the line separates. */
  victoryLineCrossings: [string, string][];
}
