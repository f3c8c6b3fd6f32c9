// "ENCOUNTER" sector discovery: 1d6 for each undiscovered sector within line of sight of a unit
// (1-4 open, 5 hill, 6 dense vegetation), renewed after each unit's movement.
import { rollD6 } from '../../../core/dice';
import { BASIC_SIGHT, encounterTerrain } from '../data';
import { SECTOR_COUNT, distance } from './hex';
import { lineClear } from './sight';
import { type BelleOptionsInput, type BelleState, initialState, ownRng } from '../state';

export interface Discovery {
  sector: number;
  roll: number;
}

/**
 * Rolls for every undiscovered sector the viewer at `from` can see (4 UD, terrain blocks the view
 * unless the viewer is uphill; troops do not hide ground). Nearest sectors are rolled first, so a
 * hill or wood just found hides what lies behind it. Mutates `s` (callers pass a clone); gives it
 * a new sectors array when it finds any.
 */
export function discoverFrom(s: BelleState, from: number): Discovery[] {
  const found: Discovery[] = [];
  // Nearest first, then by sector number: one pass over the board per distance (no list made and
  // sorted; a sector found at one distance is never met again at another).
  for (let d = 0; d <= BASIC_SIGHT; d++) {
    for (let t = 0; t < SECTOR_COUNT; t++) {
      if (s.sectors[t]!.discovered || distance(from, t) !== d) continue;
      if (!lineClear(s, from, t, VIEW)) continue;
      const roll = rollD6(ownRng(s));
      // Copy on write: a rule's copy shares the sectors array with the state it was copied from
      // (nextState), so the first sector found gets the state an array of its own.
      if (found.length === 0) s.sectors = s.sectors.slice();
      s.sectors[t] = { ...s.sectors[t]!, terrain: encounterTerrain(roll), discovered: true };
      found.push({ sector: t, roll });
    }
  }
  return found;
}

/** The view for discovery: troops do not hide ground, nor does undiscovered ground. */
const VIEW = { troopsBlock: false, undiscoveredBlocks: false } as const;

/** True once every sector is discovered (the process stops). */
export const allDiscovered = (s: BelleState): boolean => s.sectors.every((x) => x.discovered);

/**
 * The starting state of a game: the armies deployed (state.ts, initialState), then every sector a
 * unit can see rolled for ("ENCOUNTER"; the authored Drift map is known from the start).
 */
export function startingState(seed: number, options: BelleOptionsInput = {}): BelleState {
  const s = initialState(seed, options);
  for (const u of s.units) discoverFrom(s, u.sector!);
  return s;
}
