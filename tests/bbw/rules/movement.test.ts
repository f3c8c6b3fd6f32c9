// 6.1 Movement (6.11 limits, 6.12 from the Rear Area) and The Football War's movement rules.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endCard, legalMoves, moveCost, moveUnit } from '../../../src/games/bbw/rules/movement';
import { homeState, loc, midCard, place } from '../helpers';

describe('6.1 Movement', () => {
  it('6.1: a unit moves to an adjacent area along a road for 1 point; the card moves up to its value', () => {
    const s = midCard(homeState(), 'white', 'move', 4);
    place(s, 'es-1bn', 'el-poy');
    const t = moveUnit(s, { unit: 'es-1bn', to: 'nueva-ocotepeque' });
    expect(loc(t, 'es-1bn')).toBe('nueva-ocotepeque');
    expect(t.action!.left).toBe(3);
    expect(loc(s, 'es-1bn')).toBe('el-poy'); // input untouched
  });

  it('6.1: a unit may not move to an area that is not adjacent', () => {
    const s = midCard(homeState(), 'white', 'move', 4);
    place(s, 'es-1bn', 'el-poy');
    expect(() => moveUnit(s, { unit: 'es-1bn', to: 'el-portillo' })).toThrow(/6\.1: el-portillo is not adjacent/);
  });

  it('FW2 roads: a move between areas not joined by a road costs 2 points', () => {
    const s = midCard(homeState(), 'white', 'move', 2);
    place(s, 'es-chal', 'chalatenango');
    expect(moveCost(s, 'es-chal', 'nueva-ocotepeque')).toBe(2);
    expect(moveCost(s, 'es-chal', 'el-poy')).toBe(1);
    const t = moveUnit(s, { unit: 'es-chal', to: 'mapulaca' });
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' }); // the card is spent
    const one = midCard(homeState(), 'white', 'move', 1);
    place(one, 'es-chal', 'chalatenango');
    expect(() => moveUnit(one, { unit: 'es-chal', to: 'mapulaca' })).toThrow(/costs 2/);
  });

  it('6.11: a given unit may move only once per card', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-1bn', 'el-poy');
    const t = moveUnit(s, { unit: 'es-1bn', to: 'san-salvador' });
    expect(() => moveUnit(t, { unit: 'es-1bn', to: 'santa-ana' })).toThrow(/6\.11.*already moved/);
  });

  it('6.11: a ground unit in an area with undisrupted enemy ground units may not move out; disrupted enemies do not hold it', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-1bn', 'nueva-ocotepeque');
    place(s, 'hn-3bn', 'nueva-ocotepeque');
    expect(() => moveUnit(s, { unit: 'es-1bn', to: 'el-portillo' })).toThrow(/6\.11/);
    place(s, 'hn-3bn', 'nueva-ocotepeque', true);
    expect(loc(moveUnit(s, { unit: 'es-1bn', to: 'el-portillo' }), 'es-1bn')).toBe('el-portillo');
  });

  it('6.11: a disrupted ground unit may move (it only cannot attack)', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-1bn', 'el-poy', true);
    expect(loc(moveUnit(s, { unit: 'es-1bn', to: 'nueva-ocotepeque' }), 'es-1bn')).toBe('nueva-ocotepeque');
  });

  it('6.11: areas of countries not in the conflict may not be entered', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-1bn', 'santa-ana');
    expect(() => moveUnit(s, { unit: 'es-1bn', to: 'guatemala' })).toThrow(/6\.11/);
    place(s, 'fas-mustang', 'es-rear');
    expect(() => moveUnit(s, { unit: 'fas-mustang', to: 'guatemala' })).toThrow(/6\.11/);
  });

  it('6.12: from the Rear Area only to the areas it reaches', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    expect(loc(moveUnit(s, { unit: 'es-cadets', to: 'san-salvador' }), 'es-cadets')).toBe('san-salvador');
    expect(() => moveUnit(s, { unit: 'es-cadets', to: 'el-poy' })).toThrow(/6\.12/);
    const g = midCard(homeState(), 'grey', 'move', 5);
    expect(loc(moveUnit(g, { unit: 'hn-guard', to: 'choluteca' }), 'hn-guard')).toBe('choluteca');
    expect(() => moveUnit(g, { unit: 'hn-guard', to: 'nacaome' })).toThrow(/6\.12/);
  });

  it('6.1: units in the Damaged Units box do not move; units move only onto the map', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-1bn', 'es-damaged');
    expect(() => moveUnit(s, { unit: 'es-1bn', to: 'san-salvador' })).toThrow(/Damaged/);
    place(s, 'es-4bn', 'san-salvador');
    expect(() => moveUnit(s, { unit: 'es-4bn', to: 'es-rear' })).toThrow(/6\.1/);
  });

  it('6.1: only the playing side moves', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    expect(() => moveUnit(s, { unit: 'hn-guard', to: 'tegucigalpa' })).toThrow(/not white's unit/);
  });

  it('FW3 air: air units fly from the Rear Area to any area for 1 point; a disrupted air unit cannot; rain grounds them', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    expect(loc(moveUnit(s, { unit: 'fas-mustang', to: 'tegucigalpa' }), 'fas-mustang')).toBe('tegucigalpa');
    place(s, 'fas-c47', 'es-rear', true);
    expect(() => moveUnit(s, { unit: 'fas-c47', to: 'el-poy' })).toThrow(/2\.4/);
    s.effects = ['rain'];
    expect(() => moveUnit(s, { unit: 'fas-mustang', to: 'el-poy' })).toThrow(/FW3/);
  });

  it('FW4 fuel shortage (Random Event 2): Salvadoran mechanized units may not move this turn', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    place(s, 'es-arm', 'el-poy');
    s.effects = ['fuel-shortage'];
    expect(() => moveUnit(s, { unit: 'es-arm', to: 'nueva-ocotepeque' })).toThrow(/FW4/);
    expect(() => moveUnit(s, { unit: 'es-1bn', to: 'san-salvador' })).not.toThrow();
  });

  it('6.1: the player may end the card with points unused; play passes to the other side', () => {
    const s = midCard(homeState(), 'white', 'move', 5);
    const t = endCard(s);
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(t.action).toBeNull();
  });

  it('6.1 (property): every listed move is accepted, costs what moveCost says, and moves exactly one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 8 }), (seed, left) => {
        const s = midCard(homeState({}, seed), 'white', 'move', left);
        // scatter units from the seed's deck order so positions vary
        const areas = ['el-poy', 'nueva-ocotepeque', 'santa-rosa-de-lima', 'el-amatillo', 'chalatenango', 'marcala'];
        s.units.forEach((u, i) => {
          if (i % 3 === 0) u.loc = areas[(seed + i) % areas.length]!;
        });
        for (const m of legalMoves(s)) {
          const cost = moveCost(s, m.unit, m.to) as number;
          const t = moveUnit(s, m);
          const changed = t.units.filter((u, i) => u.loc !== s.units[i]!.loc);
          if (changed.length !== 1 || changed[0]!.id !== m.unit) return false;
          if ((t.action?.left ?? 0) !== left - cost) return false;
        }
        return true;
      }),
      { numRuns: 30 },
    );
  });
});
