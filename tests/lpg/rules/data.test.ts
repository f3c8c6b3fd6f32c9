// The authored tables (docs/authored-data.md, "La Petite Guerre") against what the text says of them.
import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS, ACTS_ON_OWN, CALL_FOR_REINFORCEMENTS, CALL_MAX_DISTANCE, COMBAT_CARDS, COMBAT_RESOLUTION_CHART, COMMANDERS, HAND_LIMIT, HUDSON_FORTS,
  LAST_TURN, LOSS_ORDER, LOYALTY_EFFECTS, LOYALTY_MAX, LOYALTY_MIN, LOYALTY_START, RANK_RADII, SETTLEMENT_CAPACITY, UNITS, UNIT_SPECS, WEATHER_TABLE, delawareIce, monthOfTurn,
} from '../../../src/games/lpg/data';
import { isLand, place } from '../../../src/games/lpg/rules/hex';

describe('§3 order of battle and set-up (White Plains, October 1776)', () => {
  it('§3 every commander has a radius his rank allows (CinC 5, Division 4 or 3, Brigade 3 or 2, Battalion 1); one CinC a side', () => {
    for (const c of COMMANDERS) expect(RANK_RADII[c.rank], c.id).toContain(c.radius);
    expect(COMMANDERS.filter((c) => c.rank === 'cinc').map((c) => c.id).sort()).toEqual(['howe', 'washington']);
    expect(ACTS_ON_OWN).toEqual({ cinc: true, division: true, brigade: false, battalion: false });
    expect(COMMANDERS.find((c) => c.id === 'glover')!.radius).toBe(2); // §12: "a brigade leader like maybe Glover only may choose from 2"
  });

  it('§3 every unit is under a commander of its side on the rack, or stands on a land hex; ids unique; types fit the side', () => {
    const ids = new Set<string>();
    for (const u of UNITS) {
      expect(ids.has(u.id), u.id).toBe(false);
      ids.add(u.id);
      if (u.commander) {
        const c = COMMANDERS.find((x) => x.id === u.commander);
        expect(c?.side, u.id).toBe(u.side);
        expect(u.hex).toBeNull();
      } else expect(u.hex && isLand(u.hex), u.id).toBe(true);
      expect(UNIT_SPECS[u.type].sides, u.id).toContain(u.side);
    }
    for (const c of COMMANDERS) expect(isLand(c.hex), c.id).toBe(true);
  });

  it('§3 set-up: Washington at White Plains, Greene at Fort Lee, Magaw in Fort Washington, Heath at Peekskill, Percy in New York', () => {
    const at = (id: string) => COMMANDERS.find((c) => c.id === id)!.hex;
    expect(at('washington')).toBe(place('white-plains').hex);
    expect(at('greene')).toBe(place('fort-lee').hex);
    expect(at('magaw')).toBe(place('fort-washington').hex);
    expect(at('heath')).toBe(place('peekskill').hex);
    expect(at('percy')).toBe(place('new-york').hex);
    for (const f of HUDSON_FORTS) expect(place(f).kind).toBe('fort');
  });
});

describe('§6 §12 §13 unit specification table', () => {
  it('§6 movement points at least 1, baggage trains slowest, dragoons fastest; §4 artillery and trains cannot reconnoitre', () => {
    for (const s of Object.values(UNIT_SPECS)) expect(s.mp).toBeGreaterThanOrEqual(1);
    expect(Math.min(...Object.values(UNIT_SPECS).map((s) => s.mp))).toBe(UNIT_SPECS.baggage.mp);
    expect(Math.max(...Object.values(UNIT_SPECS).map((s) => s.mp))).toBe(UNIT_SPECS.dragoons.mp);
    expect(UNIT_SPECS.artillery.recce).toBe(false);
    expect(UNIT_SPECS.baggage.recce).toBe(false);
  });

  it('§13 loss order: militia, militia, regulars, regulars, artillery, dragoons; riflemen and jaegers count as regulars', () => {
    expect(LOSS_ORDER).toEqual(['militia', 'militia', 'regulars', 'regulars', 'artillery', 'dragoons']);
    expect(UNIT_SPECS.riflemen.lossGroup).toBe('regulars');
    expect(UNIT_SPECS.jaegers.lossGroup).toBe('regulars');
  });
});

describe('§12 combat cards and the Combat Resolution Chart', () => {
  it('§12 six cards a side, Charge is 6 in 6', () => {
    expect(COMBAT_CARDS).toHaveLength(6);
    expect(COMBAT_CARDS.find((c) => c.id === 'charge')!.inSix).toBe(6);
  });

  it("§12 the text's example: British Charge v American Refusing the Flank: British win, Americans lose 2, British 1, Americans leave, Loyalty moves", () => {
    const r = COMBAT_RESOLUTION_CHART.charge.refuseFlank;
    expect(r).toEqual({ winner: 'row', rowLoss: 1, colLoss: 2, retreat: 'col', loyalty: true });
  });

  it('§12 the chart is consistent both ways round, and each fighting card beats two and loses to two', () => {
    const flip = { row: 'col', col: 'row', draw: 'draw', attacker: 'attacker' } as const;
    for (const a of COMBAT_CARDS) {
      for (const b of COMBAT_CARDS) {
        const x = COMBAT_RESOLUTION_CHART[a.id][b.id];
        const y = COMBAT_RESOLUTION_CHART[b.id][a.id];
        expect(y.winner).toBe(flip[x.winner]);
        expect([y.rowLoss, y.colLoss]).toEqual([x.colLoss, x.rowLoss]);
        expect(y.retreat).toBe(flip[x.retreat]);
      }
      if (a.id === 'withdrawal') continue;
      const wins = COMBAT_CARDS.filter((b) => b.id !== 'withdrawal' && COMBAT_RESOLUTION_CHART[a.id][b.id].winner === 'row').length;
      expect(wins, a.id).toBe(2);
    }
  });
});

describe('§11 call for reinforcements, §5 action cards, §6 weather, §15 supply, Loyalty Index', () => {
  it('§11 two hexes away needs 5 or 6; three hexes is the most', () => {
    expect(CALL_FOR_REINFORCEMENTS.find((r) => r.distance === 2)!.need).toBe(5);
    expect(CALL_MAX_DISTANCE).toBe(3);
    expect(Math.max(...CALL_FOR_REINFORCEMENTS.map((r) => r.distance))).toBe(3);
  });

  it('§5 hand limit 3; "Supreme engineering" is an American card; each deck has 12 cards', () => {
    expect(HAND_LIMIT).toBe(3);
    expect(ACTION_CARDS.find((c) => c.id === 'supreme-engineering')!.side).toBe('american');
    for (const side of ['american', 'british'] as const) expect(ACTION_CARDS.filter((c) => c.side === side).reduce((n, c) => n + c.copies, 0)).toBe(12);
  });

  it('§6 24 turns, October to March; snow only from December; the Delaware freezes hard after two freeze turns', () => {
    expect(LAST_TURN).toBe(24);
    expect(monthOfTurn(1)).toBe('oct');
    expect(monthOfTurn(12)).toBe('dec');
    expect(monthOfTurn(24)).toBe('mar');
    expect(WEATHER_TABLE.oct).not.toContain('snow');
    expect(WEATHER_TABLE.nov).not.toContain('snow');
    expect(WEATHER_TABLE.dec).toContain('snow');
    expect(delawareIce('clear', 'freeze')).toBe('floes');
    expect(delawareIce('freeze', 'freeze')).toBe('hard');
    expect(delawareIce('freeze', 'rain')).toBe('open');
  });

  it('§15 capacities: village 1 brigade, fort 2, town 4, port limitless', () => {
    expect(SETTLEMENT_CAPACITY).toEqual({ village: 1, fort: 2, town: 4, port: Infinity });
  });

  it('Loyalty Index: effects cover the whole track once', () => {
    expect(LOYALTY_START).toBeGreaterThan(LOYALTY_MIN);
    for (let v = LOYALTY_MIN; v <= LOYALTY_MAX; v++) expect(LOYALTY_EFFECTS.filter((b) => b.from <= v && v <= b.to), String(v)).toHaveLength(1);
  });
});
