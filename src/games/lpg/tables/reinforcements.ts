// §11 "Call for reinforcements" table. AUTHORED (docs/authored-data.md): the text gives one row
// (2 hexes away: 5 or 6) and the limit (3 hexes).
export interface CallRow {
  distance: number;
  /** The die roll needed, before modifiers. */
  need: number;
}

export const CALL_FOR_REINFORCEMENTS: readonly CallRow[] = [
  { distance: 1, need: 3 },
  { distance: 2, need: 5 },
  { distance: 3, need: 6 },
];
export const CALL_MAX_DISTANCE = 3;

/** Modifiers to the roll (each once); a 6 always succeeds and a 1 always fails. */
export const CALL_MODIFIERS = {
  /** The caller is the Commander in Chief. */
  cinc: 1,
  /** The called stack is joined to the battle by a road all the way. */
  road: 1,
  /** Rain or snow. */
  badWeather: -1,
  /** A river without a bridge lies between (ferries included). */
  river: -1,
} as const;
