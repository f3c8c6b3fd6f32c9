// §17 the Hudson (a river for the British, coast for the Americans, who cross it only with the
// action card "Supreme Engineering"), §18 the Hudson Forts (no British landing above them while the
// Americans hold two of the three), §19 the landings (a coastal hex, the Hudson's banks included,
// not swamp and not enemy-held; prepared in an unrazed port the British hold, a turn a brigade;
// -1 to the invader and +1 to the defender in rules/combat.ts; no move the turn after; none in
// Snow: the landing waits). Plain functions over plain data.
import { HUDSON_FORTS } from '../orderOfBattle';
import type { HexId, Side, UnitType, Weather } from '../types';
import { bridgeBetween, isCoastal, isLand, neighbours, onHudson, parseHex, place, placeAt, riverBetween, terrainOf } from './hex';
import { brigadesNeeded } from './supply';
import { landingsPossible } from './weather';

/** §18 whether the Americans hold two (or all) of the Hudson Forts: then no British landing above them. */
export function fortsBarHudson(americanHeld: ReadonlySet<string>): boolean {
  return HUDSON_FORTS.filter((f) => americanHeld.has(f)).length >= 2;
}

const FORTS_ROW = parseHex(place('fort-washington').hex)!.row;

/** §18 "above the forts": a Hudson bank hex north of Fort Washington's row (rules notes). */
export function aboveTheForts(hex: HexId): boolean {
  const o = parseHex(hex);
  return o !== null && onHudson(hex) && o.row < FORTS_ROW;
}

/** landingShore of each hex asked (the map's: worked out once a hex). */
const SHORE = new Map<HexId, boolean>();

/** §19 a landing beach: a coastal land hex (the Hudson counts as coast) that is not swamp. */
export function landingShore(hex: HexId): boolean {
  let shore = SHORE.get(hex);
  if (shore === undefined) SHORE.set(hex, (shore = isLand(hex) && (isCoastal(hex) || onHudson(hex)) && terrainOf(hex) !== 'swamp'));
  return shore;
}

export interface LandingWorld {
  /** Hexes holding American units (the enemy of the invader). */
  enemy: ReadonlySet<HexId>;
  weather: Weather;
  /** The Hudson Forts the Americans hold now. */
  americanForts: ReadonlySet<string>;
}

export type LandingRefusal = 'not-shore' | 'enemy-held' | 'snow' | 'above-forts';

/** §17-§19 why the British may not land on `hex` now, or null when they may. */
export function landingRefusal(hex: HexId, world: LandingWorld): LandingRefusal | null {
  if (!landingShore(hex)) return 'not-shore';
  if (world.enemy.has(hex)) return 'enemy-held';
  if (aboveTheForts(hex) && fortsBarHudson(world.americanForts)) return 'above-forts';
  if (!landingsPossible(world.weather)) return 'snow';
  return null;
}

/** §19 every hex the British may land on now. */
export function landingHexes(world: LandingWorld, hexes: readonly HexId[]): HexId[] {
  return hexes.filter((h) => landingRefusal(h, world) === null);
}

/** §19 a port the British may prepare a landing in: a port they hold, not razed, with no enemy unit in it. */
export function embarkationPort(placeId: string, british: ReadonlySet<string>, razed: ReadonlySet<string>, enemy: ReadonlySet<HexId>): boolean {
  const p = place(placeId);
  return p.kind === 'port' && british.has(p.id) && !razed.has(p.id) && !enemy.has(p.hex);
}

/** §19 turns of preparation: one a brigade ("as movement rules": three infantry, an artillery, a dragoon), at least one. */
export function landingPrepTurns(types: readonly UnitType[]): number {
  return Math.max(1, brigadesNeeded(types));
}

export interface LandingPrep {
  /** The port (place id) the force waits in. */
  port: string;
  types: readonly UnitType[];
  /** The game turn the preparation began. */
  begun: number;
}

/** §19 the first game turn the prepared force may land (it may wait longer: Snow postpones it). */
export function landingReadyTurn(prep: LandingPrep): number {
  return prep.begun + landingPrepTurns(prep.types);
}

/** §19 "after the landing the units involved cannot move for one turn": whether they may move on `turn`. */
export function mayMoveAfterLanding(landedTurn: number, turn: number): boolean {
  return turn > landedTurn + 1;
}

/** §19 the landing's combat side for a stack of `side` in a battle that began with a landing by the British. */
export function landingCombatRole(side: Side): 'invader' | 'defender' {
  return side === 'british' ? 'invader' : 'defender';
}

/** §17 whether a stack of `side` may cross the Hudson without a bridge: the British as a river, the Americans only with "Supreme Engineering". */
export function mayCrossHudson(side: Side, supremeEngineering: boolean): boolean {
  return side === 'british' || supremeEngineering;
}

/**
 * §6, §17 the hexes "Supreme Engineering" lets a stack at `start` cross to in one move: over any
 * river side without a bridge (the Hudson too, for the Americans). Ice on the Delaware aside (the
 * card is the boats), the land hex beyond is reached.
 */
export function supremeEngineeringCrossings(start: HexId): HexId[] {
  return neighbours(start).filter((n) => isLand(n) && riverBetween(start, n) !== null && !bridgeBetween(start, n));
}

/** The place at a hex, if it is a port (a convenience for the machine's landing choices). */
export function portAt(hex: HexId): string | null {
  const p = placeAt(hex);
  return p && p.kind === 'port' ? p.id : null;
}
