// §15 supply capacities and §16 the supply and recruitment chart and timetable. AUTHORED
// (docs/authored-data.md, "La Petite Guerre: supply and recruitment"). The capacities are the
// text's; the die table and the timetable are ours, from the campaign (reference, Forces and
// Timeline): the Continental enlistments ran out at the turn of the year and came back with the
// bounty and the militia's rising after Trenton and Princeton; the British were fed from New York.
import type { Month, SettlementKind, Side } from '../types';

/** §15: brigades one settlement supplies when it is the only one a unit traces to (Infinity: limitless). */
export const SETTLEMENT_CAPACITY: Readonly<Record<SettlementKind, number>> = {
  village: 1,
  fort: 2,
  town: 4,
  port: Infinity,
};

/** §15 a brigade for supply: three infantry units, one dragoon and one artillery ("as movement rules"). */
export const BRIGADE = { infantry: 3, dragoons: 1, artillery: 1 } as const;

/** §15 the baggage train as a travelling village: option b's reach to a road. */
export const BAGGAGE_ROAD_REACH = 3;

/** §15 a razed settlement gives double once, then nothing for the rest of the year; Loyalty -2. */
export const RAZE_MULTIPLIER = 2;

/** §15 turns unsupplied before a unit dissolves ("after a 3rd consecutive turn"). */
export const UNSUPPLIED_DISSOLVE_TURNS = 3;

/** §16 one die a side a reinforcement phase: supply and recruitment points for the roll 1..6. */
export const POINTS_BY_ROLL: readonly { supply: number; recruits: number }[] = [
  { supply: 0, recruits: 0 },
  { supply: 1, recruits: 0 },
  { supply: 1, recruits: 1 },
  { supply: 2, recruits: 1 },
  { supply: 2, recruits: 2 },
  { supply: 3, recruits: 2 },
];

/** §16 the timetable: points added each turn of a month, by side. */
export const TIMETABLE: Readonly<Record<Side, Readonly<Record<Month, { supply: number; recruits: number }>>>> = {
  american: {
    oct: { supply: 1, recruits: 1 },
    nov: { supply: 1, recruits: 0 },
    dec: { supply: 0, recruits: 0 },
    jan: { supply: 1, recruits: 2 },
    feb: { supply: 1, recruits: 1 },
    mar: { supply: 1, recruits: 2 },
  },
  british: {
    oct: { supply: 2, recruits: 1 },
    nov: { supply: 2, recruits: 1 },
    dec: { supply: 2, recruits: 0 },
    jan: { supply: 1, recruits: 0 },
    feb: { supply: 1, recruits: 0 },
    mar: { supply: 2, recruits: 1 },
  },
};

/** §16 points a side holds at the start (October 1776). */
export const START_POINTS: Readonly<Record<Side, { supply: number; recruits: number }>> = {
  american: { supply: 2, recruits: 2 },
  british: { supply: 4, recruits: 1 },
};
