// §6 weather by month. AUTHORED (docs/authored-data.md, "La Petite Guerre: weather table") from the
// campaign's weather (../shared/reference/new-jersey-1776.md, Weather): rain in late November, snow
// from 20 December, the Delaware freezing lightly on 23 December and breaking up, the nor'easter of
// 25-26 December, rain and thaw on 1-2 January and a freeze after. One die a turn.
import type { Month, Weather } from '../types';

/** For each month, the weather for die rolls 1..6. */
export const WEATHER_TABLE: Readonly<Record<Month, readonly [Weather, Weather, Weather, Weather, Weather, Weather]>> = {
  oct: ['clear', 'clear', 'clear', 'clear', 'rain', 'rain'],
  nov: ['clear', 'clear', 'clear', 'rain', 'rain', 'rain'],
  dec: ['clear', 'clear', 'rain', 'snow', 'snow', 'freeze'],
  jan: ['clear', 'rain', 'snow', 'snow', 'freeze', 'freeze'],
  feb: ['clear', 'rain', 'snow', 'snow', 'freeze', 'freeze'],
  mar: ['clear', 'clear', 'rain', 'rain', 'snow', 'freeze'],
};

/** §1 the months in order, four turns each: turn 1 is the first week of October 1776. */
export const MONTHS: readonly Month[] = ['oct', 'nov', 'dec', 'jan', 'feb', 'mar'];
export const TURNS_PER_MONTH = 4;
export const LAST_TURN = MONTHS.length * TURNS_PER_MONTH;

export function monthOfTurn(turn: number): Month {
  return MONTHS[Math.min(MONTHS.length - 1, Math.floor((turn - 1) / TURNS_PER_MONTH))]!;
}

/**
 * §6 the Delaware freezing: the river freezes hard after two freeze turns in a row; hard ice bears
 * infantry and dragoons (the river is crossed as if bridged) but not guns or trains. No boat crosses in ice of either kind. One freeze
 * turn alone gives floating ice: the ferries cannot cross (the boats were stopped; the ice "would
 * not bear guns"). Any other weather breaks the ice.
 */
export type DelawareIce = 'open' | 'floes' | 'hard';
export function delawareIce(previous: Weather | null, current: Weather): DelawareIce {
  if (current !== 'freeze') return 'open';
  return previous === 'freeze' ? 'hard' : 'floes';
}
