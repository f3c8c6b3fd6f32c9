// §6 the weather: one die a game turn on the month's table (tables/weather.ts), for both player
// turns (rules notes); its movement and combat effects (tables/terrain.ts WEATHER_EFFECTS); the
// Delaware freezing (floating ice after one freeze turn, hard ice after two in a row).
import { WEATHER_EFFECTS, type WeatherEffect } from '../tables/terrain';
import { delawareIce, monthOfTurn, WEATHER_TABLE, type DelawareIce } from '../tables/weather';
import type { Weather } from '../types';
import type { Roll } from './dice';

/** §6 the weather for game turn `turn` (1..24), from one die on its month's row. */
export function weatherForRoll(turn: number, roll: number): Weather {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) throw new Error(`weather roll must be 1..6, got ${roll}`);
  return WEATHER_TABLE[monthOfTurn(turn)][roll - 1]!;
}

export interface TurnWeather {
  weather: Weather;
  /** The die rolled. */
  roll: number;
  /** The Delaware's ice this turn, given last turn's weather. */
  delaware: DelawareIce;
}

/** §6 rolls the turn's weather and works out the Delaware's ice from last turn's weather (null on turn 1). */
export function rollWeather(turn: number, previous: Weather | null, roll: Roll): TurnWeather {
  const r = roll(6);
  const weather = weatherForRoll(turn, r);
  return { weather, roll: r, delaware: delawareIce(previous, weather) };
}

/** §6 the weather's effects: movement points added once a turn off roads, the attacker's combat bonus, artillery, landings. */
export function weatherEffects(w: Weather): WeatherEffect {
  return WEATHER_EFFECTS[w];
}

/** §19 "Landings are impossible in Snow": whether a landing may be made in this weather. */
export function landingsPossible(w: Weather): boolean {
  return WEATHER_EFFECTS[w].landings;
}
