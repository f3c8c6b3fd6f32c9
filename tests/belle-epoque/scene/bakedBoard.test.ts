// The Belle Epoque board's static parts (tiles, dressing, the "?" tokens) are baked into one
// geometry per kind and baked again only when what the sectors show changes (HexBoard.tsx).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Box3, CylinderGeometry, Vector3 } from 'three';
import { SECTOR_COUNT } from '../../../src/games/belle-epoque/rules/hex';
import { boardModel, boardModelKey, partCopies } from '../../../src/scene/belle-epoque/HexBoard';
import { sectorCenter, type ShownTerrain } from '../../../src/scene/belle-epoque/layout';
import { ENCOUNTER_TOKEN_SHIFT } from '../../../src/scene/belle-epoque/terrainDressing';
import type { BelleSectorView } from '../../../src/scene/belle-epoque/viewTypes';
import { bakeInstances } from '../../../src/scene/bakeInstances';

const TERRAINS: ShownTerrain[] = ['open', 'woods', 'dense', 'swamp', 'hill', 'cliffs', 'ford', 'river'];

const sectorArb: fc.Arbitrary<BelleSectorView> = fc.oneof(
  fc.constant({ terrain: 'unknown', discovered: false, fortified: false } as BelleSectorView),
  fc.record({ terrain: fc.constantFrom(...TERRAINS), discovered: fc.constant(true), fortified: fc.boolean() }) as fc.Arbitrary<BelleSectorView>,
);
const boardArb = fc.array(sectorArb, { minLength: SECTOR_COUNT, maxLength: SECTOR_COUNT });

describe('Belle Epoque board baked into one geometry a kind', () => {
  it('two views whose sectors show the same make the same board (the bake is kept), a change shows in the key', () => {
    fc.assert(
      fc.property(boardArb, fc.integer({ min: 0, max: SECTOR_COUNT - 1 }), sectorArb, (sectors, at, other) => {
        // The same shown fields in new objects, with fields the board does not read.
        const copy = sectors.map((s) => ({ ...s, seenBy: ['red'] }) as unknown as BelleSectorView);
        expect(boardModelKey(copy)).toBe(boardModelKey(sectors));
        expect(boardModel(copy)).toEqual(boardModel(sectors));
        // One sector replaced, or only its earthworks toggled: whenever the board would look
        // different, the key differs (so it is baked again).
        const was = sectors[at]!;
        // (a view never shows earthworks on an undiscovered sector)
        const toggled = (was.discovered ? { ...was, fortified: !was.fortified } : was) as BelleSectorView;
        for (const now of [other, toggled]) {
          const changed = sectors.map((s, i) => (i === at ? now : s));
          const same = JSON.stringify(boardModel(changed)) === JSON.stringify(boardModel(sectors));
          if (!same) expect(boardModelKey(changed)).not.toBe(boardModelKey(sectors));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the baked tokens are one "?" on each undiscovered sector, at its spot; every sector has one tile', () => {
    fc.assert(
      fc.property(boardArb, (sectors) => {
        const model = boardModel(sectors);
        const tiles = Object.values(model.tiles).reduce((n, t) => n + t.length, 0);
        expect(tiles).toBe(SECTOR_COUNT);
        const hidden = sectors.flatMap((s, i) => (s.discovered ? [] : [i]));
        const disc = new CylinderGeometry(1, 1, 0.08, 12);
        const perCopy = disc.getAttribute('position').count;
        const baked = bakeInstances(disc, partCopies(model.tokens, SECTOR_COUNT));
        const pos = baked.getAttribute('position');
        expect(pos.count).toBe(hidden.length * perCopy);
        hidden.forEach((sector, i) => {
          const box = new Box3();
          for (let j = 0; j < perCopy; j++) box.expandByPoint(new Vector3().fromBufferAttribute(pos, i * perCopy + j));
          const centre = box.getCenter(new Vector3());
          const c = sectorCenter(sector);
          expect(centre.x).toBeCloseTo(c.x, 4);
          expect(centre.z).toBeCloseTo(c.z + ENCOUNTER_TOKEN_SHIFT, 4);
        });
      }),
      { numRuns: 20 },
    );
  });
});
