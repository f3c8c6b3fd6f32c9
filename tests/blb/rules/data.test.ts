// Checks on the authored Brave Little Belgium data set (src/games/blb/data.ts).
// The data is authored (see docs/authored-data.md); these tests hold it to the rules' needs.
import { describe, it, expect } from 'vitest';
import { BLB_DATA, COUNTER_COUNT } from '../../../src/games/blb/data';
import type { ArmyId } from '../../../src/games/blb/types';

const D = BLB_DATA;
const boxById = new Map(D.boxes.map((b) => [b.id, b]));
const pos = (id: string) => {
  const b = boxById.get(id);
  if (!b) throw new Error(`no box ${id}`);
  return b.pos;
};
const lineKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const cost = (kind: 'easy' | 'difficult') => (kind === 'easy' ? 1 : 2);

function neighbours(id: string): { to: string; mp: number }[] {
  const out: { to: string; mp: number }[] = [];
  for (const l of D.lines) {
    if (l.a === id) out.push({ to: l.b, mp: cost(l.kind) });
    else if (l.b === id) out.push({ to: l.a, mp: cost(l.kind) });
  }
  return out;
}

/** Cheapest MP from `src` to every box (6.0), never passing through a box in `blocked`. */
function cheapest(src: string, blocked: Set<string> = new Set()): Map<string, number> {
  const dist = new Map<string, number>([[src, 0]]);
  const done = new Set<string>();
  for (;;) {
    let best: string | undefined;
    for (const [id, d] of dist) if (!done.has(id) && (best === undefined || d < dist.get(best)!)) best = id;
    if (best === undefined) return dist;
    done.add(best);
    if (best !== src && blocked.has(best)) continue;
    for (const n of neighbours(best)) {
      const d = dist.get(best)! + n.mp;
      if (d < (dist.get(n.to) ?? Infinity)) dist.set(n.to, d);
    }
  }
}

describe('Brave Little Belgium authored data', () => {
  it('2.1 map: every box id is unique and lower-case kebab', () => {
    const ids = D.boxes.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('3.0-3.2, 9.0: every box the rules name exists', () => {
    const named = [
      'aachen', 'eupen', 'malmedy', 'trier', 'louvain', 'liege', 'namur', 'diest', 'tienen', 'hasselt',
      'mezieres', 'hirson', 'le-cateau', 'brussels', 'luxembourg', 'florennes', 'dinant', 'marche',
      'verviers', 'antwerp',
    ];
    for (const id of named) expect(boxById.has(id), id).toBe(true);
  });

  it('2.1 map: Brussels and Luxembourg are the capitals', () => {
    const capitals = D.boxes.filter((b) => b.capital).map((b) => b.id).sort();
    expect(capitals).toEqual(['brussels', 'luxembourg']);
    expect(boxById.get('luxembourg')!.country).toBe('luxembourg');
  });

  it('2.1 map: exactly three Major Forts, all in Belgium, and two Minor Forts, both in France', () => {
    const major = D.boxes.filter((b) => b.type === 'majorFort');
    const minor = D.boxes.filter((b) => b.type === 'minorFort');
    expect(major.map((b) => b.id).sort()).toEqual(['antwerp', 'liege', 'namur']);
    expect(major.every((b) => b.country === 'belgium')).toBe(true);
    expect(minor).toHaveLength(2);
    expect(minor.every((b) => b.country === 'france')).toBe(true);
  });

  it('2.1, 8.1 forts: one fort per fort box, 4 steps Major / 2 steps Minor, combat rating 5', () => {
    const fortBoxes = D.boxes.filter((b) => b.type !== 'city');
    expect(D.forts.map((f) => f.box).sort()).toEqual(fortBoxes.map((b) => b.id).sort());
    for (const f of D.forts) {
      const box = boxById.get(f.box)!;
      expect(f.steps).toBe(box.type === 'majorFort' ? 4 : 2);
      expect(f.nationality).toBe(box.type === 'majorFort' ? 'belgian' : 'french');
      expect(f.cf).toBe(5);
    }
  });

  it('2.1 map: no Dutch boxes (the Netherlands is neutral)', () => {
    expect(D.boxes.some((b) => b.country === 'netherlands')).toBe(false);
  });

  it('2.1 map: every Movement Line joins two existing boxes', () => {
    for (const l of D.lines) {
      expect(boxById.has(l.a), l.a).toBe(true);
      expect(boxById.has(l.b), l.b).toBe(true);
      expect(l.a).not.toBe(l.b);
      expect(['easy', 'difficult']).toContain(l.kind);
    }
  });

  it('2.1 map: no two Movement Lines join the same pair of boxes', () => {
    const keys = D.lines.map((l) => lineKey(l.a, l.b));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('2.1 map: every box can reach every other box along Movement Lines', () => {
    const reached = cheapest('aachen');
    for (const b of D.boxes) expect(reached.has(b.id), b.id).toBe(true);
  });

  it('2.1 map: every box has at least two lines, except dead ends beyond the Victory Line', () => {
    for (const b of D.boxes) {
      const n = neighbours(b.id).length;
      expect(n, b.id).toBeGreaterThanOrEqual(b.beyondVictoryLine ? 1 : 2);
    }
  });

  it('2.1 map: Movement Lines do not cross one another and are at most 6 map units long', () => {
    type P = { x: number; y: number };
    const side = (a: P, b: P, c: P) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    for (const l of D.lines) {
      const a = pos(l.a);
      const b = pos(l.b);
      expect(Math.hypot(a.x - b.x, a.y - b.y), `${l.a}-${l.b}`).toBeLessThanOrEqual(6);
    }
    for (let i = 0; i < D.lines.length; i++) {
      for (let j = i + 1; j < D.lines.length; j++) {
        const l = D.lines[i]!;
        const m = D.lines[j]!;
        if (l.a === m.a || l.a === m.b || l.b === m.a || l.b === m.b) continue;
        const [p, q, r, s] = [pos(l.a), pos(l.b), pos(m.a), pos(m.b)];
        const crosses = side(p, q, r) * side(p, q, s) < 0 && side(r, s, p) * side(r, s, q) < 0;
        expect(crosses, `${l.a}-${l.b} x ${m.a}-${m.b}`).toBe(false);
      }
    }
  });

  it('2.1 map: boxes are at least one map unit apart', () => {
    for (let i = 0; i < D.boxes.length; i++) {
      for (let j = i + 1; j < D.boxes.length; j++) {
        const a = D.boxes[i]!.pos;
        const b = D.boxes[j]!.pos;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${D.boxes[i]!.id}-${D.boxes[j]!.id}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('3.2 Free Set-Up: cities south of Namur are Belgian cities; Verviers is named apart', () => {
    const south = D.boxes.filter((b) => b.southOfNamur);
    expect(south.length).toBeGreaterThanOrEqual(10);
    for (const b of south) {
      expect(b.country, b.id).toBe('belgium');
      expect(b.type, b.id).toBe('city');
      expect(b.pos.y, b.id).toBeLessThan(pos('namur').y);
    }
    for (const id of ['florennes', 'dinant', 'marche']) expect(boxById.get(id)!.southOfNamur, id).toBe(true);
    expect(boxById.get('verviers')!.southOfNamur).toBeFalsy();
  });

  it('9.0 Victory Line: at least three Belgian cities lie beyond it', () => {
    const beyond = D.boxes.filter((b) => b.beyondVictoryLine);
    expect(beyond.length).toBeGreaterThanOrEqual(3);
    for (const b of beyond) {
      expect(b.type).toBe('city');
      expect(b.country).toBe('belgium');
    }
  });

  it('9.0 Victory Line: the crossings are exactly the lines from a box before it to a box beyond it', () => {
    const beyond = (id: string) => boxById.get(id)!.beyondVictoryLine === true;
    const crossing = D.lines.filter((l) => beyond(l.a) !== beyond(l.b)).map((l) => lineKey(l.a, l.b)).sort();
    expect(D.victoryLineCrossings.map(([a, b]) => lineKey(a, b)).sort()).toEqual(crossing);
    for (const [east, west] of D.victoryLineCrossings) {
      expect(beyond(east), east).toBe(false);
      expect(beyond(west), west).toBe(true);
    }
  });

  it('9.0 Victory Line: the cheapest route from Aachen beyond it costs 7 to 9 MP, 8 to 9 avoiding the forts', () => {
    const beyondIds = D.boxes.filter((b) => b.beyondVictoryLine).map((b) => b.id);
    const best = (dist: Map<string, number>) => Math.min(...beyondIds.map((id) => dist.get(id) ?? Infinity));
    const open = best(cheapest('aachen'));
    expect(open).toBeGreaterThanOrEqual(7);
    expect(open).toBeLessThanOrEqual(9);
    const aroundForts = best(cheapest('aachen', new Set(D.forts.map((f) => f.box))));
    expect(aroundForts).toBeGreaterThanOrEqual(8);
    expect(aroundForts).toBeLessThanOrEqual(9);
  });

  it('2.0 components: 88 counters = 52 units + 12 Garde Civique + 5 fort markers + 3 markers + 16 chits', () => {
    expect(D.units).toHaveLength(COUNTER_COUNT.combatUnits);
    expect(COUNTER_COUNT.combatUnits).toBe(52);
    expect(D.gardeCivique).toHaveLength(COUNTER_COUNT.gardeCivique);
    expect(COUNTER_COUNT.gardeCivique).toBe(12);
    expect(D.forts).toHaveLength(COUNTER_COUNT.fortMarkers);
    expect(D.chits).toHaveLength(COUNTER_COUNT.chits);
    expect(COUNTER_COUNT.chits).toBe(16);
    const sum =
      COUNTER_COUNT.combatUnits + COUNTER_COUNT.gardeCivique + COUNTER_COUNT.fortMarkers + COUNTER_COUNT.markers +
      COUNTER_COUNT.chits;
    expect(sum).toBe(COUNTER_COUNT.total);
    expect(COUNTER_COUNT.total).toBe(88);
  });

  it('2.2 combat units: ids unique; army and nationality agree; one-step units have no reduced side', () => {
    const ids = D.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    const armyById = new Map(D.armies.map((a) => [a.id, a]));
    for (const u of D.units) {
      const army = armyById.get(u.army);
      expect(army, u.id).toBeDefined();
      expect(army!.nationality, u.id).toBe(u.nationality);
      expect(u.type).not.toBe('gardeCivique');
      if (u.steps === 1) expect(u.reducedCf, u.id).toBeUndefined();
      else {
        expect(u.reducedCf, u.id).toBeDefined();
        expect(u.reducedCf!, u.id).toBeGreaterThanOrEqual(u.cf);
      }
    }
  });

  it('2.2 combat units: each army has its authored strength; each German army has one cavalry unit', () => {
    const count = (army: ArmyId) => D.units.filter((u) => u.army === army).length;
    expect(count('de1')).toBe(8);
    expect(count('de2')).toBe(7);
    expect(count('de3')).toBe(5);
    expect(count('de4')).toBe(6);
    expect(count('be')).toBe(9);
    expect(count('bef')).toBe(3);
    expect(count('fr5')).toBe(7);
    expect(count('fr4')).toBe(7);
    for (const army of ['de1', 'de2', 'de3', 'de4'] as const) {
      expect(D.units.filter((u) => u.army === army && u.type === 'cavalry'), army).toHaveLength(1);
    }
  });

  it('2.3 armies: eight armies, each with a leader and the right side', () => {
    expect(D.armies.map((a) => a.id).sort()).toEqual(['be', 'bef', 'de1', 'de2', 'de3', 'de4', 'fr4', 'fr5']);
    for (const a of D.armies) {
      expect(a.side).toBe(a.nationality === 'german' ? 'german' : 'entente');
      expect(a.leader.length).toBeGreaterThan(0);
    }
  });

  it('3.1 set-up: every unit starts in an existing box, by army as the rule lists', () => {
    for (const u of D.units) expect(boxById.has(u.setup), `${u.id} ${u.setup}`).toBe(true);
    const armyBox: Partial<Record<ArmyId, string>> = {
      de1: 'aachen', de2: 'eupen', de3: 'malmedy', de4: 'trier', fr4: 'mezieres', fr5: 'hirson', bef: 'le-cateau',
    };
    for (const u of D.units) {
      const box = armyBox[u.army];
      if (box) expect(u.setup, u.id).toBe(box);
    }
    const be = Object.fromEntries(D.units.filter((u) => u.army === 'be').map((u) => [u.id, u.setup]));
    expect(be).toEqual({
      'be-1': 'louvain', 'be-2': 'louvain', 'be-3': 'liege', 'be-14': 'liege', 'be-4': 'namur', 'be-15': 'namur',
      'be-5': 'diest', 'be-6': 'tienen', 'be-cav': 'hasselt',
    });
  });

  it('6.1 stacking: the historical set-up is legal (8 per side; friendly forts less their steps)', () => {
    const fortSteps = new Map(D.forts.map((f) => [f.box, f.steps]));
    const stacks = new Map<string, number>();
    const armySide = new Map(D.armies.map((a) => [a.id, a.side]));
    for (const u of D.units) {
      const key = `${armySide.get(u.army)}@${u.setup}`;
      stacks.set(key, (stacks.get(key) ?? 0) + 1);
    }
    for (const [key, n] of stacks) {
      const [side, box] = key.split('@') as [string, string];
      const limit = side === 'entente' ? 8 - (fortSteps.get(box) ?? 0) : 8;
      expect(n, key).toBeLessThanOrEqual(limit);
    }
    expect(stacks.get('german@aachen')).toBe(8);
    // 6.1: British units do not stack with French or Belgian units.
    const bef = new Set(D.units.filter((u) => u.nationality === 'british').map((u) => u.setup));
    for (const u of D.units) if (u.nationality === 'french' || u.nationality === 'belgian') expect(bef.has(u.setup)).toBe(false);
  });

  it('2.2, 3.1 Garde Civique: twelve counters showing 5, 6 or no factor', () => {
    expect(D.gardeCivique.map((g) => g.id)).toEqual(Array.from({ length: 12 }, (_, i) => `gc-${i + 1}`));
    const with5 = D.gardeCivique.filter((g) => g.cf === 5).length;
    const with6 = D.gardeCivique.filter((g) => g.cf === 6).length;
    const none = D.gardeCivique.filter((g) => g.cf === null).length;
    expect([with5, with6, none]).toEqual([3, 4, 5]);
  });

  it('3.1 Garde Civique Setup Chart: 6x6, naming only existing Belgian boxes or None', () => {
    expect(D.gcChart).toHaveLength(6);
    const seen = new Map<string, number>();
    for (const row of D.gcChart) {
      expect(row).toHaveLength(6);
      for (const cell of row) {
        if (cell === null) continue;
        const box = boxById.get(cell);
        expect(box, cell).toBeDefined();
        expect(box!.country, cell).toBe('belgium');
        expect(box!.beyondVictoryLine, cell).toBeFalsy();
        seen.set(cell, (seen.get(cell) ?? 0) + 1);
      }
    }
    const nulls = D.gcChart.flat().filter((c) => c === null).length;
    expect(nulls).toBeGreaterThanOrEqual(6);
    expect(nulls).toBeLessThanOrEqual(8);
    for (const [id, n] of seen) expect(n, id).toBeLessThanOrEqual(2);
  });

  it('2.3, 3.0 chits: 16 chits, 12 in the cup at the start, 4 waiting on the Turn Track', () => {
    expect(D.chits).toHaveLength(16);
    const ids = D.chits.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(D.chits.filter((c) => c.arrives === undefined)).toHaveLength(12);
    const arrivals = Object.fromEntries(D.chits.filter((c) => c.arrives !== undefined).map((c) => [c.army, c.arrives]));
    expect(arrivals).toEqual({ fr5: 2, fr4: 3, de4: 3, bef: 4 });
    expect(D.chits.filter((c) => c.kind === 'turnEnd')).toHaveLength(3);
    expect(D.chits.filter((c) => c.kind === 'event').map((c) => c.event).sort()).toEqual(
      ['bigBertha', 'forcedMarchEntente', 'forcedMarchGerman', 'sabotage', 'zeppelin'],
    );
  });

  it('2.3 chits: one activation chit per army, labelled with its leader and on its side', () => {
    const activation = D.chits.filter((c) => c.kind === 'activation');
    expect(activation.map((c) => c.army).sort()).toEqual(D.armies.map((a) => a.id).sort());
    for (const c of activation) {
      const army = D.armies.find((a) => a.id === c.army)!;
      expect(c.label).toBe(army.leader);
      expect(c.side).toBe(army.side);
    }
    for (const c of D.chits.filter((c) => c.kind === 'event')) {
      expect(c.side).toBe(c.event === 'sabotage' || c.event === 'forcedMarchEntente' ? 'entente' : 'german');
    }
  });

  it('1.0, 9.0 Turn Track: eight turns, August 4-6 to August 25-27', () => {
    expect(D.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(D.turns[0]!.label).toBe('Aug 4-6');
    expect(D.turns[5]!.label).toBe('Aug 19-21');
    expect(D.turns[7]!.label).toBe('Aug 25-27');
  });
});
