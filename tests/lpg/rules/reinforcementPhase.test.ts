// §7 resting, §15 supply status and its consequences, razing, §16 points, buying, the timeline.
import { describe, expect, it } from 'vitest';
import { scriptedRoll } from '../../../src/games/lpg/rules/dice';
import { place } from '../../../src/games/lpg/rules/hex';
import {
  applySupply, dueArrivals, gainPoints, mayRest, orderRefusal, orderUnit, pointsForRoll, raze, rest, stillRazed, sufferAttrition, supplyStatus, type OrderContext, type PhaseUnit,
} from '../../../src/games/lpg/rules/reinforcementPhase';
import { POINTS_BY_ROLL, TIMETABLE } from '../../../src/games/lpg/tables/supply';
import { UNIT_SPECS } from '../../../src/games/lpg/tables/units';
import { LAST_TURN, monthOfTurn } from '../../../src/games/lpg/tables/weather';
import type { UnitType } from '../../../src/games/lpg/types';

const pu = (id: string, type: UnitType, understrength = false, unsuppliedTurns = 0): PhaseUnit => ({ id, type, understrength, unsuppliedTurns, unsupplied: unsuppliedTurns > 0 });

describe('§15 unsupplied status', () => {
  it('§15 every case: supplied clears the marker; unsupplied 1st marker, 2nd attrition (understrength dissolves), 3rd dissolves', () => {
    for (const supplied of [true, false])
      for (const under of [false, true])
        for (let t = 0; t <= 2; t++) {
          const r = applySupply([pu('x', 'regulars', under, t)], supplied);
          const n = t + 1;
          if (supplied) expect(r).toEqual({ units: [{ ...pu('x', 'regulars', under, 0), unsupplied: false }], dissolved: [] });
          else if (n >= 3 || (n === 2 && under)) expect(r).toEqual({ units: [], dissolved: ['x'] });
          else expect(r.units).toEqual([{ id: 'x', type: 'regulars', understrength: under || n === 2, unsuppliedTurns: n, unsupplied: true }]);
        }
    expect(applySupply([pu('t', 'baggage')], false).units).toEqual([pu('t', 'baggage')]);
  });
  it('§7 attrition flips a full unit and dissolves an understrength one; resting in a settlement a turn for a recruitment point restores it', () => {
    expect(sufferAttrition(pu('a', 'militia'))?.understrength).toBe(true);
    expect(sufferAttrition(pu('a', 'militia', true))).toBeNull();
    expect(mayRest(pu('a', 'militia', true), true, false, 1)).toBe(true);
    expect(mayRest(pu('a', 'militia', true), true, true, 1)).toBe(false);
    expect(mayRest(pu('a', 'militia', true), false, false, 1)).toBe(false);
    expect(mayRest(pu('a', 'militia', true), true, false, 0)).toBe(false);
    expect(mayRest(pu('a', 'militia'), true, false, 1)).toBe(false);
    expect(rest(pu('a', 'militia', true)).understrength).toBe(false);
  });
  it('§15 razing: a lone village supplies two brigades the phase it is razed, then is razed for the rest of the year; Loyalty against the razer', () => {
    const hex = place('morristown').hex;
    const stacks = [{ id: 's', hex, types: Array<UnitType>(6).fill('regulars') }];
    const world = { side: 'american' as const, enemy: new Set<string>(), friendly: new Set(['morristown']) };
    expect(supplyStatus(stacks, world).get('s')).toBe(false);
    expect(supplyStatus(stacks, { ...world, razed: new Set(['morristown']), razingNow: new Set(['morristown']) }).get('s')).toBe(true);
    expect(supplyStatus(stacks, { ...world, razed: new Set(['morristown']) }).get('s')).toBe(false);
    expect(raze('american', 5)).toEqual({ razedThrough: 12, loyalty: -2 });
    expect(raze('british', 14)).toEqual({ razedThrough: LAST_TURN, loyalty: 2 });
    expect(stillRazed(12, 12)).toBe(true);
    expect(stillRazed(12, 13)).toBe(false);
  });
});

describe('§16 reinforcements', () => {
  it('§16 every side, turn, Loyalty and roll: the chart plus the timetable plus the index band, never below 0', () => {
    for (const side of ['american', 'british'] as const)
      for (let t = 1; t <= LAST_TURN; t++)
        for (let li = 0; li <= 10; li++)
          for (let r = 1; r <= 6; r++) {
            const p = pointsForRoll(side, t, li, r);
            const band = li <= 2 ? { a: -1, b: 1 } : li >= 8 ? { a: 1, b: -1 } : { a: 0, b: 0 };
            const tt = TIMETABLE[side][monthOfTurn(t)];
            expect(p.supply).toBe(Math.max(0, POINTS_BY_ROLL[r - 1]!.supply + tt.supply + (side === 'british' ? band.b : 0)));
            expect(p.recruits).toBe(Math.max(0, POINTS_BY_ROLL[r - 1]!.recruits + tt.recruits + (side === 'american' ? band.a : 0)));
          }
  });
  it('§16 points accumulate', () => {
    const g = gainPoints({ supply: 3, recruits: 1 }, 'american', 13, 5, scriptedRoll([6]));
    expect(g.roll).toBe(6);
    expect(g.pool).toEqual({ supply: 3 + g.gained.supply, recruits: 1 + g.gained.recruits });
  });
  it('§16 ordering: paid at once, at a held settlement of the right kind, ready after its build time; waits while the place is lost', () => {
    const ctx: OrderContext = { side: 'american', turn: 10, friendly: new Set(['trenton', 'morristown', 'philadelphia']), razed: new Set(), enemy: new Set() };
    const pool = { supply: 5, recruits: 5 };
    expect(orderRefusal(pool, 'jaegers', 'trenton', ctx)).toBe('side');
    expect(orderRefusal(pool, 'regulars', 'morristown', ctx)).toBe('settlement-kind');
    expect(orderRefusal(pool, 'regulars', 'new-york', ctx)).toBe('place');
    expect(orderRefusal(pool, 'regulars', 'trenton', { ...ctx, enemy: new Set([place('trenton').hex]) })).toBe('place');
    expect(orderRefusal(pool, 'regulars', 'trenton', { ...ctx, razed: new Set(['trenton']) })).toBe('place');
    expect(orderRefusal({ supply: 1, recruits: 5 }, 'regulars', 'trenton', ctx)).toBe('supply');
    expect(orderRefusal({ supply: 5, recruits: 1 }, 'regulars', 'trenton', ctx)).toBe('recruits');
    const o = orderUnit(pool, 'regulars', 'trenton', ctx);
    expect(o.pool).toEqual({ supply: 5 - UNIT_SPECS.regulars.supplyCost, recruits: 5 - UNIT_SPECS.regulars.recruitCost });
    expect(o.entry).toEqual({ type: 'regulars', place: 'trenton', ready: 10 + UNIT_SPECS.regulars.buildTurns });
    expect(() => orderUnit(pool, 'jaegers', 'trenton', ctx)).toThrow(/§16/);
    const m = orderUnit(o.pool, 'militia', 'morristown', ctx).entry;
    const due = dueArrivals([o.entry, m], 11, ctx);
    expect(due.arrive).toEqual([m]);
    expect(dueArrivals([o.entry], 13, ctx).arrive).toEqual([o.entry]);
    expect(dueArrivals([o.entry], 13, { ...ctx, friendly: new Set() }).wait).toEqual([o.entry]);
  });
});
