// Belle Epoque's drawn front door (src/ui/belle-epoque/drawn.ts): the same id as its module, a
// beat catalogue that names every beat type the module emits, a die style for each side, the
// blurb, and its dev pages by name.
import { describe, expect, it } from 'vitest';
import { belleCard } from '../../../machines/belle-epoque/card';
import { belleModule } from '../../../machines/belle-epoque/index';
import { missingFromCatalogue } from '../../../src/scene/animation/catalogue';
import { belleDrawn } from '../../../src/ui/belle-epoque/drawn';

describe("Belle Epoque's drawn entry", () => {
  it('is the module of the same id, and its catalogue covers every beat type the module emits', () => {
    expect(belleDrawn.id).toBe(belleModule.id);
    expect(missingFromCatalogue(belleDrawn.beats, belleModule.beatTypes)).toEqual([]);
  });

  it('has a die style for each side (its tray colours dice by the unit’s side)', () => {
    for (const side of belleModule.sides) expect(belleDrawn.dieStyles[side], side).toBeDefined();
  });

  it("its card gives the start menu's blurb; the drawn entry its dev pages", () => {
    expect(belleCard.blurb.length).toBeGreaterThan(10);
    expect(Object.keys(belleDrawn.devPages).sort()).toEqual(['belle-board', 'belle-bowl', 'belle-effects', 'belle-flat', 'belle-stands', 'belle-table']);
  });
});
