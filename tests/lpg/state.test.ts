import { describe, expect, it } from 'vitest';
import { COMMANDERS, UNITS } from '../../src/games/lpg/orderOfBattle';
import { isLand } from '../../src/games/lpg/rules/hex';
import { stackMovePenalty } from '../../src/games/lpg/rules/stacking';
import { calendar, cloneState, initialState, unitHex } from '../../src/games/lpg/state';
import { HAND_LIMIT } from '../../src/games/lpg/tables/actionCards';
import { LOYALTY_MAX, LOYALTY_MIN } from '../../src/games/lpg/tables/loyalty';

describe('La Petite Guerre set-up (§1, §3)', () => {
  const s = initialState(7);

  it('§1 starts on turn 1, the first week of October, the American Command phase', () => {
    expect([s.turn, s.month, s.week, s.phase, s.side]).toEqual([1, 'oct', 1, 'command', 'american']);
    expect(calendar(24)).toEqual({ month: 'mar', week: 4 });
    expect(calendar(9)).toEqual({ month: 'dec', week: 1 });
  });

  it('§3 places every unit of the order of battle in exactly one land hex, on the rack as the OoB says', () => {
    expect(s.units.map((u) => u.id).sort()).toEqual(UNITS.map((u) => u.id).sort());
    for (const def of UNITS) {
      const u = s.units.find((x) => x.id === def.id)!;
      expect(u.commander).toBe(def.commander);
      expect((u.commander === null) !== (u.hex === null)).toBe(true);
      expect(isLand(unitHex(s, u))).toBe(true);
    }
    for (const c of COMMANDERS) expect(isLand(s.commanders.find((k) => k.id === c.id)!.hex)).toBe(true);
  });

  it('§9 each commander\'s stack on the rack may move (a stacking penalty never takes all its points)', () => {
    for (const c of s.commanders) {
      const types = s.units.filter((u) => u.commander === c.id).map((u) => u.type);
      expect(stackMovePenalty(types)).toBeLessThanOrEqual(1);
    }
  });

  it('§5 hands start empty under the limit; the Loyalty Index in range; decks of 12', () => {
    expect(s.hands.american.length).toBeLessThanOrEqual(HAND_LIMIT);
    expect(s.decks.american).toHaveLength(12);
    expect(s.decks.british).toHaveLength(12);
    expect(s.loyalty).toBeGreaterThanOrEqual(LOYALTY_MIN);
    expect(s.loyalty).toBeLessThanOrEqual(LOYALTY_MAX);
    expect(s.phantoms.filter((p) => p.side === 'british')).toHaveLength(5);
  });

  it('is seeded and clones deeply', () => {
    expect(initialState(7)).toEqual(s);
    const c = cloneState(s);
    c.units[0]!.moved = true;
    c.rng.draws++;
    expect(s.units[0]!.moved).toBe(false);
    expect(c.rng.draws).not.toBe(s.rng.draws);
  });
});
