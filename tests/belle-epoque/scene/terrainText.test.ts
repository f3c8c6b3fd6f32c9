// The table's words for ground follow the rules' terrain data.
import { describe, expect, it } from 'vitest';
import { TERRAIN } from '../../../src/games/belle-epoque/data';
import type { Terrain } from '../../../src/games/belle-epoque/types';
import { terrainDescription } from '../../../src/scene/belle-epoque/terrainText';

describe('Belle Epoque terrain text', () => {
  it.each(Object.keys(TERRAIN) as Terrain[])('MOVEMENTS, FIRING: %s is described with exactly its traits', (t) => {
    const d = terrainDescription(t);
    const traits = TERRAIN[t];
    expect(d.includes('cover')).toBe(traits.cover);
    expect(d.includes('rough')).toBe(traits.rough);
    expect(d.includes('impassable')).toBe(traits.impassable);
    expect(d.includes('higher ground')).toBe(traits.hill);
    expect(d.includes('blocks sight')).toBe(traits.blocksSight);
  });
  it('ENCOUNTER: undiscovered ground says it is rolled for when first seen', () => {
    expect(terrainDescription('unknown')).toMatch(/rolled for when a unit first sees it/);
  });
});
