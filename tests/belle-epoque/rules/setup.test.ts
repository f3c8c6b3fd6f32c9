// Belle Epoque options, the Encounter deployment and discovery at the start, the authored Drift.
import { describe, expect, it } from 'vitest';
import { BELLE_DEFAULT_OPTIONS, belleOptionsSchema, cloneState, liveStands } from '../../../src/games/belle-epoque/state';
import { startingState } from '../../../src/games/belle-epoque/rules/discovery';
import { ROWS, distance, offsetOf } from '../../../src/games/belle-epoque/rules/hex';
import { BASIC_SIGHT, DRIFT_MAP, TERRAIN } from '../../../src/games/belle-epoque/data';
import { belleInvariants } from '../../../src/games/belle-epoque/invariants';

describe('options', () => {
  it('defaults: British against Boers, Encounter, average generals, card doctrine, 8 turns', () => {
    expect(BELLE_DEFAULT_OPTIONS).toEqual({
      matchUp: 'boer-war-1899', scenario: 'encounter', generals: { red: 'average', blue: 'average' },
      doctrine: { red: 'card', blue: 'card' }, turnLimit: 8,
    });
  });

  it('bad options are refused with a message naming the field', () => {
    expect(belleOptionsSchema.safeParse({ matchUp: 'napoleon' }).success).toBe(false);
    expect(belleOptionsSchema.safeParse({ generals: { red: 'genius' } }).success).toBe(false);
    expect(belleOptionsSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(() => startingState(1, { generals: { red: 'genius' as never } })).toThrow(/generals\.red/);
  });
});

describe('ENCOUNTER scenario', () => {
  it('deploys each army along its own edge, one unit per sector, with the card\'s stands', () => {
    const s = startingState(3);
    const red = s.units.filter((u) => u.side === 'red');
    const blue = s.units.filter((u) => u.side === 'blue');
    expect(red).toHaveLength(8);
    expect(blue).toHaveLength(10);
    for (const u of red) expect(offsetOf(u.sector!).row).toBe(0);
    for (const u of blue) expect(offsetOf(u.sector!).row).toBe(ROWS - 1);
    expect(new Set(s.units.map((u) => u.sector)).size).toBe(s.units.length);
    expect(liveStands(s, 'red')).toBe(32);
    expect(liveStands(s, 'blue')).toBe(30);
    expect(s.startStands).toEqual({ red: 32, blue: 30 });
    expect(belleInvariants(s)).toEqual([]);
  });

  it('sectors start undiscovered; those the units can see are rolled, nothing beyond 4 UD of a unit', () => {
    const s = startingState(3);
    const discovered = s.sectors.map((x, i) => ({ ...x, i })).filter((x) => x.discovered);
    expect(discovered.length).toBeGreaterThan(0);
    expect(discovered.length).toBeLessThan(s.sectors.length);
    for (const d of discovered) {
      expect(d.terrain).not.toBeNull();
      expect(s.units.some((u) => distance(u.sector!, d.i) <= BASIC_SIGHT)).toBe(true);
    }
    for (const x of s.sectors.filter((q) => !q.discovered)) expect(x.terrain).toBeNull();
    // Each unit sees at least the sectors next to it (nothing can stand between).
    for (const u of s.units) expect(s.sectors[u.sector!]!.discovered).toBe(true);
  });

  it('a cloned state is equal and shares nothing mutable with the original', () => {
    const s = startingState(4);
    const c = cloneState(s);
    expect(c).toEqual(structuredClone(s));
    c.units[0]!.stands = 1;
    c.sectors[0]!.discovered = !c.sectors[0]!.discovered;
    c.rng.s[0] = 0;
    c.bowl.red = 9;
    expect(s).toEqual(startingState(4));
  });

  it('the same seed and options give the same state; another seed another board', () => {
    expect(startingState(11)).toEqual(startingState(11));
    expect(startingState(11).sectors).not.toEqual(startingState(12).sectors);
  });

  it('DOCTRINE: the option sets formed infantry\'s order before play, but not mounted infantry, cavalry or tribesmen', () => {
    const loose = startingState(1, { matchUp: 'zulu-war-1879', doctrine: { red: 'loose', blue: 'loose' } });
    for (const u of loose.units) {
      if (u.card === 'british-1879') expect(u.order).toBe('loose');
      else expect(u.order).toBe('close');
    }
    const boer = startingState(1, { doctrine: { blue: 'close' } });
    for (const u of boer.units.filter((x) => x.side === 'blue')) expect(u.order).toBe('loose');
  });
});

describe('The Drift (authored scenario)', () => {
  it('has every kind of ground: river with fords, swamp, dense bush, cliffs, hills, woods, fortifications', () => {
    const s = startingState(1, { scenario: 'drift' });
    const kinds = new Set(s.sectors.map((x) => x.terrain));
    for (const t of Object.keys(TERRAIN)) expect(kinds.has(t as never), t).toBe(true);
    expect(s.sectors.filter((x) => x.fortified).length).toBe(4);
    expect(s.sectors.every((x) => x.discovered)).toBe(true);
    expect(DRIFT_MAP).toHaveLength(9);
    for (const row of DRIFT_MAP) expect(row).toHaveLength(13);
  });

  it('no unit deploys on impassable ground', () => {
    const s = startingState(1, { scenario: 'drift', matchUp: 'boer-war-1899' });
    for (const u of s.units) expect(TERRAIN[s.sectors[u.sector!]!.terrain!].impassable).toBe(false);
    expect(belleInvariants(s)).toEqual([]);
  });
});
