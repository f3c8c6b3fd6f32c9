// What a sector's ground is called, and what it does, in the rules' words: the names are the
// table's, the traits come from the rules' terrain data (src/games/belle-epoque/data.ts TERRAIN),
// so a tooltip cannot disagree with the rules.
import { TERRAIN } from '../../games/belle-epoque/data';
import type { ShownTerrain } from './layout';

export const TERRAIN_NAME: Record<ShownTerrain, string> = {
  open: 'Open',
  hill: 'Hill',
  woods: 'Woods',
  dense: 'Dense vegetation',
  swamp: 'Swamp',
  ford: 'Ford',
  river: 'River',
  cliffs: 'Cliffs',
  unknown: 'Undiscovered',
};

/** "Dense vegetation: cover, rough, blocks sight"; undiscovered ground says when it is rolled. */
export function terrainDescription(terrain: ShownTerrain): string {
  if (terrain === 'unknown') return 'Undiscovered: rolled for when a unit first sees it';
  const t = TERRAIN[terrain];
  const traits = [
    t.hill && 'higher ground',
    t.cover && 'cover',
    t.rough && 'rough',
    t.impassable && 'impassable',
    t.blocksSight && 'blocks sight',
  ].filter(Boolean);
  return traits.length ? `${TERRAIN_NAME[terrain]}: ${traits.join(', ')}` : `${TERRAIN_NAME[terrain]} ground`;
}
