// §6 "Additional Movement and other Combat Adjustments table". AUTHORED (docs/authored-data.md,
// "La Petite Guerre: terrain and weather table"). The text fixes how it is used: each adjustment
// counts once a turn however many hexes of it are crossed, movement never falls below 1, roads
// and bridges go at full speed, a river without a bridge takes two turns; combat bonuses count
// once each ("no matter how many grenadiers ... the bonus is +1").
import type { Terrain, Weather } from '../types';

export interface TerrainEffect {
  /** Movement points added once a turn when a unit enters such a hex off a road. */
  moveCost: number;
  /** Combat bonus to the side that held the hex before the fight (the defender). */
  defence: number;
}

export const TERRAIN_EFFECTS: Readonly<Record<Exclude<Terrain, 'water'>, TerrainEffect>> = {
  clear: { moveCost: 0, defence: 0 },
  woods: { moveCost: 1, defence: 1 },
  hills: { moveCost: 1, defence: 1 },
  swamp: { moveCost: 2, defence: 1 },
};

export interface WeatherEffect {
  /** Movement points added once a turn to every move (roads too: §6 reading, see rules notes). */
  moveCost: number;
  /** Combat bonus to the attacker (negative: the weather hinders the side that must come on). */
  attack: number;
  /** Whether artillery gives its combat bonus in this weather. */
  artillery: boolean;
  /** §19 landings possible. */
  landings: boolean;
}

export const WEATHER_EFFECTS: Readonly<Record<Weather, WeatherEffect>> = {
  clear: { moveCost: 0, attack: 0, artillery: true, landings: true },
  rain: { moveCost: 1, attack: -1, artillery: false, landings: true },
  snow: { moveCost: 2, attack: -1, artillery: false, landings: false },
  freeze: { moveCost: 0, attack: 0, artillery: true, landings: true },
};

/** §12 combat bonuses, each counted once a side whatever the number of units giving it. */
export const COMBAT_BONUSES = {
  /** Artillery present (and the weather lets it fire). */
  artillery: 1,
  /** Dragoons present, fighting in clear terrain. */
  dragoonsInClear: 1,
  /** Riflemen or jaegers present, fighting in woods or hills. */
  lightTroopsInCover: 1,
  /** Elite regulars present (grenadiers, light infantry, guards). */
  elite: 1,
  /** The side's highest commander's own bonus is in the order of battle (0 or 1). */
  /** The defender in a fort's hex, or a town's (one of the two). */
  defenderInFort: 2,
  defenderInTown: 1,
  /** The side has any unsupplied unit in the fight. */
  unsupplied: -1,
  /** The side has any understrength unit in the fight (attrition). */
  understrength: -1,
  /** Strength ratio: 2:1 or better gives +1, 3:1 or better +2, to the stronger side. */
  ratio2: 1,
  ratio3: 2,
  /** §19 landings: the seaborne invader -1, the defender +1. */
  landingAttacker: -1,
  landingDefender: 1,
} as const;

/** §6: a river without a bridge takes two turns to cross (a turn on the bank, then over). */
export const RIVER_CROSSING_TURNS = 2;
/** §7 forced march: +1 movement point, and the unit suffers attrition. */
export const FORCED_MARCH_MP = 1;
