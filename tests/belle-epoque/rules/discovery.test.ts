// Belle Epoque "ENCOUNTER" discovery: sectors rolled for as units come to see them.
import { describe, expect, it } from 'vitest';
import { allDiscovered, discoverFrom } from '../../../src/games/belle-epoque/rules/discovery';
import { moveActive } from '../../../src/games/belle-epoque/rules/movement';
import { BASIC_SIGHT } from '../../../src/games/belle-epoque/data';
import { distance, sectorsWithin } from '../../../src/games/belle-epoque/rules/hex';
import { lineClear } from '../../../src/games/belle-epoque/rules/sight';
import { cloneRng } from '../../../src/core/rng';
import { rollD6 } from '../../../src/core/dice';
import { bareBoard, put, activate, passed, terrain, at } from '../helpers';
import type { BelleState } from '../../../src/games/belle-epoque/state';

function hidden(s: BelleState): BelleState {
  s.sectors = s.sectors.map(() => ({ terrain: null, discovered: false, fortified: false }));
  return s;
}

describe('ENCOUNTER discovery', () => {
  it('ENCOUNTER: each sector a unit sees within 4 UD is rolled for, nearest first: 1-4 open, 5 hill, 6 dense', () => {
    const s = hidden(bareBoard());
    const probe = cloneRng(s.rng);
    const found = discoverFrom(s, at('g5'));
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(distance(at('g5'), f.sector)).toBeLessThanOrEqual(BASIC_SIGHT);
      expect(f.roll).toBe(rollD6(probe));
      expect(s.sectors[f.sector]!.terrain).toBe(f.roll <= 4 ? 'open' : f.roll === 5 ? 'hill' : 'dense');
    }
    for (let i = 1; i < found.length; i++) {
      expect(distance(at('g5'), found[i]!.sector)).toBeGreaterThanOrEqual(distance(at('g5'), found[i - 1]!.sector));
    }
  });

  it('ENCOUNTER: a hill or wood just found hides the sectors behind it', () => {
    for (let seed = 1; seed < 40; seed++) {
      const s = hidden(bareBoard({}, seed));
      discoverFrom(s, at('g5'));
      // Whatever stays hidden within 4 UD is hidden by ground found on the way.
      const range = sectorsWithin(at('g5'), BASIC_SIGHT);
      for (const x of range.filter((y) => !s.sectors[y]!.discovered)) {
        expect(lineClear(s, at('g5'), x, { troopsBlock: false, undiscoveredBlocks: false })).toBe(false);
      }
      // Open ground seen from open ground leaves nothing hidden.
      if (range.every((y) => s.sectors[y]!.terrain === 'open')) expect(range.every((y) => s.sectors[y]!.discovered)).toBe(true);
    }
    // A deterministic case: a known wood between the viewer and the far sector.
    const t = hidden(bareBoard());
    terrain(t, 'g5', 'open');
    terrain(t, 'g6', 'woods');
    discoverFrom(t, at('g5'));
    expect(t.sectors[at('g7')]!.discovered).toBe(false);
    expect(t.sectors[at('g4')]!.discovered).toBe(true);
  });

  it('ENCOUNTER: troops do not hide the ground behind them', () => {
    const s = hidden(bareBoard());
    terrain(s, 'g6', 'open');
    put(s, 'other', 'blue', 'boer-1899', 'g6');
    discoverFrom(s, at('g5'));
    expect(s.sectors[at('g7')]!.discovered).toBe(true);
  });

  it('ENCOUNTER: discovery is renewed after each movement', () => {
    const s = hidden(bareBoard());
    terrain(s, 'g1', 'open');
    terrain(s, 'g2', 'open');
    terrain(s, 'g3', 'open');
    put(s, 'u', 'red', 'british-1899', 'g1');
    activate(s, 'u');
    passed(s);
    const m = moveActive(s, 'march', at('g3'));
    expect(m.discovered.length).toBeGreaterThan(0);
    expect(m.state.sectors[at('g4')]!.discovered).toBe(true);
  });

  it('ENCOUNTER: the process stops once every sector is discovered', () => {
    const s = bareBoard();
    expect(allDiscovered(s)).toBe(true);
    expect(discoverFrom(s, at('g5'))).toEqual([]);
  });
});
