// Belle Epoque tables and the six quick reference cards, value for value as the text prints them.
import { describe, expect, it } from 'vitest';
import {
  BASIC_SCORE, CARDS, COMMAND_DIE, FIRING_TABLE, MATCH_UPS, MATCH_UP_IDS, MAX_STANDS, MOVEMENT_TABLE, baseSuccessLevel,
  FIRE_CLASS_TEXT, encounterTerrain,
} from '../../../src/games/belle-epoque/data';
import { musteringProblems } from '../../../src/games/belle-epoque/rules/mustering';

const printed = (card: string) => CARDS[card]!.toHit.map((c) => (c ? (c.moving === null ? `${c.still}` : `${c.still}/${c.moving}`) : '-'));

describe('Belle Epoque tables', () => {
  it('MUSTERING: at most 3 stands of cavalry or mounted infantry, 4 of formed infantry, 6 of tribesmen', () => {
    expect(MAX_STANDS).toEqual({ cavalry: 3, formedInfantry: 4, tribesmen: 6 });
  });

  it('COMMAND POINTS: d4 mediocre, d6 average, d8 superior general', () => {
    expect(COMMAND_DIE).toEqual({ mediocre: 4, average: 6, superior: 8 });
  });

  it('REACTIVITY TESTS: Basic Score table', () => {
    expect(BASIC_SCORE).toEqual({ poor: { loose: 1, close: 2 }, trained: { loose: 2, close: 3 }, elite: { loose: 3, close: 4 } });
  });

  it('MOVEMENTS: basic move 1 UD for all; march 2 infantry, 3 native warriors, 4 cavalry, 3 mounted infantry', () => {
    expect(MOVEMENT_TABLE).toEqual({
      infantry: { basic: 1, march: 2 }, nativeWarriors: { basic: 1, march: 3 },
      cavalry: { basic: 1, march: 4 }, mountedInfantry: { basic: 1, march: 3 },
    });
  });

  it('FIRING: the table with moving numbers in brackets', () => {
    const row = (c: keyof typeof FIRING_TABLE) => FIRING_TABLE[c].map((x) => (x ? (x.moving === null ? `${x.still}` : `${x.still}(${x.moving})`) : '-'));
    expect(row('A')).toEqual(['5(3)', '4(2)', '3(1)', '2']);
    expect(row('B')).toEqual(['5(3)', '4(1)', '2', '1']);
    expect(row('C')).toEqual(['4(2)', '3', '1', '-']);
    expect(row('D')).toEqual(['3(1)', '2', '2', '1']);
    expect(row('E')).toEqual(['3', '2', '1', '-']);
    expect(row('F')).toEqual(['2', '1', '1', '-']);
    expect(row('G')).toEqual(['1', '-', '-', '-']);
  });

  it('ASSAULT: Successful Score levels, militia and loose regulars 1/2, close regulars 1/2/3, choc troops 1/2/3/4', () => {
    expect(baseSuccessLevel('militia', 'close')).toBe(2);
    expect(baseSuccessLevel('regulars', 'loose')).toBe(2);
    expect(baseSuccessLevel('regulars', 'close')).toBe(3);
    expect(baseSuccessLevel('choc', 'close')).toBe(4);
  });

  it('ENCOUNTER: a sector roll of 1-4 is open, 5 a hill, 6 dense vegetation', () => {
    expect([1, 2, 3, 4, 5, 6].map(encounterTerrain)).toEqual(['open', 'open', 'open', 'open', 'hill', 'dense']);
    expect(() => encounterTerrain(7)).toThrow(/1-6/);
  });
});

describe('SAMPLES OF UNITS QUICK REFERENCE CARDS', () => {
  it('Russian Infantry Brigade 1904: close, poor (BS 2), march 2, A, 5/3 4/2 3/1 2, regulars, stubborn', () => {
    const c = CARDS['russian-1904']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['close', 2, 2, 'A', 'regulars']);
    expect(printed('russian-1904')).toEqual(['5/3', '4/2', '3/1', '2']);
    expect([c.stubborn, c.bold, c.dashing]).toEqual([true, false, false]);
  });

  it('Japanese Infantry Brigade 1904: close, trained (BS 3), march 2, B, 5/3 4/1 2 1, regulars, bold and dashing', () => {
    const c = CARDS['japanese-1904']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['close', 3, 2, 'B', 'regulars']);
    expect(printed('japanese-1904')).toEqual(['5/3', '4/1', '2', '1']);
    expect([c.stubborn, c.bold, c.dashing]).toEqual([false, true, true]);
  });

  it('British Infantry Division 1899: close, trained (3), march 2, A, 5/3 4/2 3/1 2, regulars', () => {
    const c = CARDS['british-1899']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['close', 3, 2, 'A', 'regulars']);
    expect(printed('british-1899')).toEqual(['5/3', '4/2', '3/1', '2']);
    expect([c.stubborn, c.bold, c.dashing]).toEqual([false, false, false]);
  });

  it('Boer Mounted Infantry 1899: loose, trained (2), march 3, B, 5/3 4/1 2 1, militia', () => {
    const c = CARDS['boer-1899']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['loose', 2, 3, 'B', 'militia']);
    expect(printed('boer-1899')).toEqual(['5/3', '4/1', '2', '1']);
    expect(MAX_STANDS[c.muster]).toBe(3);
  });

  it('Chinese Infantry 1894: close, poor (BS 2), march 2, C, 4/2 3 1, militia, dashing', () => {
    const c = CARDS['chinese-1894']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['close', 2, 2, 'C', 'militia']);
    expect(printed('chinese-1894')).toEqual(['4/2', '3', '1', '-']);
    expect([c.stubborn, c.bold, c.dashing]).toEqual([false, false, true]);
  });

  it('Japanese Infantry 1894: close, trained (BS 3), march 2, B/C, 4/2 3/1 2 1, regulars, bold', () => {
    const c = CARDS['japanese-1894']!;
    expect([c.doctrine, BASIC_SCORE[c.reactivity][c.doctrine], c.march, c.fireClass, c.assaultClass]).toEqual(['close', 3, 2, 'B/C', 'regulars']);
    expect(printed('japanese-1894')).toEqual(['4/2', '3/1', '2', '1']);
    expect([c.stubborn, c.bold, c.dashing]).toEqual([false, true, false]);
  });

  it('every card marches as its troop type on the MOVEMENTS table', () => {
    for (const c of Object.values(CARDS)) expect(c.march).toBe(MOVEMENT_TABLE[c.troopType].march);
  });

  it('ASSAULT example: the authored Zulus are bold choc troops (not dashing), the British close-order regulars', () => {
    const z = CARDS['zulu-1879']!;
    expect([z.assaultClass, z.bold, z.dashing, z.troopType, z.muster]).toEqual(['choc', true, false, 'nativeWarriors', 'tribesmen']);
    const b = CARDS['british-1879']!;
    expect([b.assaultClass, b.doctrine]).toEqual(['regulars', 'close']);
    expect(CARDS['british-cavalry-1879']!.troopType).toBe('cavalry');
    for (const id of ['zulu-1879', 'british-1879', 'british-cavalry-1879']) expect(CARDS[id]!.authored).toEqual(['all']);
  });
});

describe('match-ups', () => {
  it('ENCOUNTER: every army musters 24 to 36 stands, within each unit\'s MUSTERING limit', () => {
    for (const id of MATCH_UP_IDS) {
      for (const side of ['red', 'blue'] as const) {
        const army = MATCH_UPS[id]![side];
        const stands = army.units.reduce((n, u) => n + u.count * u.stands, 0);
        expect(stands, `${id} ${side}`).toBeGreaterThanOrEqual(24);
        expect(stands, `${id} ${side}`).toBeLessThanOrEqual(36);
        for (const u of army.units) expect(u.stands).toBeLessThanOrEqual(MAX_STANDS[CARDS[u.card]!.muster]);
      }
    }
  });

  it('the fourth match-up puts cavalry on one side only', () => {
    const z = MATCH_UPS['zulu-war-1879']!;
    const hasCavalry = (side: 'red' | 'blue') => z[side].units.some((u) => CARDS[u.card]!.troopType === 'cavalry');
    expect([hasCavalry('red'), hasCavalry('blue')]).toEqual([true, false]);
  });
});

describe('MUSTERING', () => {
  it('MUSTERING: every match-up passes the muster check', () => {
    for (const id of MATCH_UP_IDS) for (const side of ['red', 'blue'] as const) expect(musteringProblems(MATCH_UPS[id]![side])).toEqual([]);
  });

  it('MUSTERING: 4 stands of mounted infantry, 7 of tribesmen, or a 40-stand army are refused', () => {
    expect(musteringProblems({ name: 'x', units: [{ card: 'boer-1899', count: 8, stands: 4 }] }).join()).toMatch(/1 to 3 stands, not 4/);
    expect(musteringProblems({ name: 'x', units: [{ card: 'zulu-1879', count: 4, stands: 7 }] }).join()).toMatch(/1 to 6 stands, not 7/);
    expect(musteringProblems({ name: 'big', units: [{ card: 'british-1899', count: 10, stands: 4 }] }).join()).toMatch(/musters 40 stands/);
  });

  it('TROOP TYPES: the text of each firing class is kept for the table and the teaching narration', () => {
    expect(Object.keys(FIRE_CLASS_TEXT)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(FIRE_CLASS_TEXT.G).toMatch(/unsupported cavalry/);
  });
});
