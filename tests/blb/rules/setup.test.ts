// Brave Little Belgium 3.0-3.2: set-up, deployment and the variants.
import { describe, expect, it } from 'vitest';
import { cloneRng } from '../../../src/core/rng';
import { rollD6 } from '../../../src/core/dice';
import { DATA } from '../../../src/games/blb/db';
import type { BlbEvent } from '../../../src/games/blb/legal';
import { GC_CHART_BOXES, blbOptionsSchema } from '../../../src/games/blb/state';
import { AT, at, baseState, contextJson, ctx, legalOf, newGame, playUntil, send } from '../helpers';

const unitsOf = (pred: (u: (typeof DATA.units)[number]) => boolean) => DATA.units.filter(pred);

describe('3.0 set-up: markers and chits', () => {
  it('3.0 the Game Turn marker starts before August 4-6 and the Atrocities marker on 0', () => {
    const s = baseState(7);
    expect(s.turn).toBe(0);
    expect(s.atrocities).toBe(0);
  });

  it('3.0 each Fort marker starts in its box at full strength (Major 4, Minor 2)', () => {
    const s = baseState(7);
    expect(Object.fromEntries(Object.entries(s.forts).map(([b, f]) => [b, f.steps]))).toEqual({
      liege: 4, namur: 4, antwerp: 4, givet: 2, maubeuge: 2,
    });
  });

  it('3.0 turn track: French 5th on Aug 7-9, French 4th and German 4th on Aug 10-12, BEF on Aug 13-15', () => {
    const s = baseState(7);
    expect(s.chits.track).toEqual({ 'chit-fr5': 2, 'chit-fr4': 3, 'chit-de4': 3, 'chit-bef': 4 });
  });

  it('3.0 all remaining chits (12: activations, events, Turn End) start in the Chit Cup', () => {
    const s = baseState(7);
    expect(s.chits.cup).toHaveLength(12);
    expect([...s.chits.cup].sort()).toEqual(
      [
        'chit-de1', 'chit-de2', 'chit-de3', 'chit-be',
        'chit-zeppelin', 'chit-forced-march-german', 'chit-big-bertha', 'chit-sabotage', 'chit-forced-march-entente',
        'turn-end-1', 'turn-end-2', 'turn-end-3',
      ].sort(),
    );
    expect(s.chits.pulled).toEqual([]);
    expect(s.chits.turnEnd).toEqual([]);
  });
});

describe('3.1 deployment of forces (historical)', () => {
  const s = baseState(3);
  const boxOf = (id: string) => s.units[id]!.box;

  it('3.1 German armies: 1st Aachen, 2nd Eupen, 3rd Malmedy, 4th Trier', () => {
    const where = { de1: 'aachen', de2: 'eupen', de3: 'malmedy', de4: 'trier' } as const;
    for (const [army, box] of Object.entries(where)) {
      const units = unitsOf((u) => u.army === army);
      expect(units.length).toBeGreaterThan(0);
      for (const u of units) expect(boxOf(u.id), u.id).toBe(box);
    }
  });

  it('3.1 Belgian units at Louvain, Liege, Namur, Diest, Tienen and Hasselt', () => {
    expect(boxOf('be-1')).toBe('louvain');
    expect(boxOf('be-2')).toBe('louvain');
    expect(boxOf('be-3')).toBe('liege');
    expect(boxOf('be-14')).toBe('liege');
    expect(boxOf('be-4')).toBe('namur');
    expect(boxOf('be-15')).toBe('namur');
    expect(boxOf('be-5')).toBe('diest');
    expect(boxOf('be-6')).toBe('tienen');
    expect(boxOf('be-cav')).toBe('hasselt');
  });

  it('3.1 French 4th Army at Mezieres, French 5th at Hirson, BEF at Le Cateau', () => {
    for (const u of unitsOf((u) => u.army === 'fr4')) expect(boxOf(u.id), u.id).toBe('mezieres');
    for (const u of unitsOf((u) => u.army === 'fr5')) expect(boxOf(u.id), u.id).toBe('hirson');
    for (const u of unitsOf((u) => u.army === 'bef')) expect(boxOf(u.id), u.id).toBe('le-cateau');
  });

  it('3.1 every combat unit starts at full strength', () => {
    for (const u of DATA.units) expect(s.units[u.id]!.steps, u.id).toBe(u.steps);
  });

  it('3.1 Garde Civique: face-down, only in chart boxes or off-map ("None"), never three in a box', () => {
    const chart = new Set(GC_CHART_BOXES);
    let sawTwoInABox = false;
    let sawNone = false;
    for (let seed = 1; seed <= 300; seed++) {
      const st = baseState(seed);
      const count = new Map<string, number>();
      for (const g of DATA.gardeCivique) {
        const gc = st.gc[g.id]!;
        expect(gc.revealed).toBe(false);
        if (gc.box === null) {
          sawNone = true;
          continue;
        }
        expect(chart.has(gc.box), `${gc.box} is not on the Garde Civique Setup Chart`).toBe(true);
        count.set(gc.box, (count.get(gc.box) ?? 0) + 1);
      }
      for (const [box, n] of count) {
        expect(n, `seed ${seed}: ${n} Garde Civique in ${box}`).toBeLessThanOrEqual(2);
        if (n === 2) sawTwoInABox = true;
      }
    }
    // Two may share a box, and "None" sends some to the game box.
    expect(sawTwoInABox).toBe(true);
    expect(sawNone).toBe(true);
  });

  it('3.1 the same seed gives the same Garde Civique placement; other seeds differ', () => {
    const a = baseState(42);
    const b = baseState(42);
    expect(b.gc).toEqual(a.gc);
    const differs = [43, 44, 45, 46].some((seed) => JSON.stringify(baseState(seed).gc) !== JSON.stringify(a.gc));
    expect(differs).toBe(true);
  });

  it('3.1 a standard game asks for no set-up decision: it opens on the Special German Cavalry Phase', () => {
    const g = newGame(5);
    expect(at(g)).toBe(AT.specialMoving);
    expect(legalOf(g, 'placeGc')).toEqual([]);
    expect(legalOf(g, 'placeUnit')).toEqual([]);
  });
});

describe('3.2 variants: Alternative Garde Civique Set-Up', () => {
  it('3.2 Alternative GC: the machine waits for the Entente to place all twelve face-down counters', () => {
    const g = newGame(9, { alternativeGardeCivique: true });
    expect(at(g)).toBe('setUp.alternativeGardeCivique');
    const s = ctx(g);
    expect(s.setUp.gcToPlace).toHaveLength(12);
    for (const id in s.gc) expect(s.gc[id]!.box).toBeNull();
    // Only boxes of the chart are offered, every one of them at first, by the Entente.
    const offered = legalOf(g, 'placeGc');
    expect(offered.every((e) => e.side === 'entente')).toBe(true);
    expect(offered.map((e) => e.box).sort()).toEqual([...GC_CHART_BOXES].sort());
  });

  it('3.2 Alternative GC: not outside the chart, and at most one per box', () => {
    const g = newGame(9, { alternativeGardeCivique: true });
    const snap = g.getSnapshot();
    expect(snap.can({ type: 'placeGc', side: 'entente', box: 'aachen' })).toBe(false);
    expect(snap.can({ type: 'placeGc', side: 'entente', box: 'namur' })).toBe(false); // a fort, not on the chart
    expect(snap.can({ type: 'placeGc', side: 'german', box: 'vise' } as unknown as BlbEvent)).toBe(false);
    send(g, { type: 'placeGc', side: 'entente', box: 'vise' });
    const before = contextJson(g);
    expect(g.getSnapshot().can({ type: 'placeGc', side: 'entente', box: 'vise' })).toBe(false);
    g.send({ type: 'placeGc', side: 'entente', box: 'vise' });
    expect(contextJson(g)).toBe(before);
    expect(legalOf(g, 'placeGc').map((e) => e.box)).not.toContain('vise');
  });

  it('3.2 Alternative GC: after twelve placements, one per box, play goes on to the cavalry phase', () => {
    const g = newGame(9, { alternativeGardeCivique: true });
    const steps = playUntil(g, (a) => at(a) !== 'setUp.alternativeGardeCivique');
    expect(steps).toBe(12);
    expect(at(g)).toBe(AT.specialMoving);
    const boxes = Object.values(ctx(g).gc).map((gc) => gc.box);
    expect(boxes.every((b) => b !== null && GC_CHART_BOXES.includes(b))).toBe(true);
    expect(new Set(boxes).size).toBe(12);
    expect(Object.values(ctx(g).gc).every((gc) => !gc.revealed)).toBe(true);
  });
});

describe('3.2 variants: Free Set-Up', () => {
  const belgians = unitsOf((u) => u.nationality === 'belgian').map((u) => u.id);

  it('3.2 Free Set-Up: Belgian units start unplaced; French, British and Garde Civique are already set up', () => {
    const g = newGame(11, { freeSetUp: true });
    expect(at(g)).toBe('setUp.freeSetUp');
    const s = ctx(g);
    for (const b of belgians) expect(s.units[b]!.box).toBeNull();
    expect([...s.setUp.unitsToPlace].sort()).toEqual([...belgians].sort());
    expect(s.units['fr5-i']!.box).toBe('hirson');
    expect(s.units['bef-i']!.box).toBe('le-cateau');
    expect(s.units['de1-ii']!.box).toBe('aachen');
    // The Garde Civique were rolled for before the Belgians are placed: same placement as without the option.
    expect(s.gc).toEqual(baseState(11).gc);
  });

  it('3.2 Free Set-Up: not south of Namur, not Verviers, not outside Belgium', () => {
    const g = newGame(11, { freeSetUp: true });
    const snap = g.getSnapshot();
    for (const box of ['dinant', 'florennes', 'marche', 'bastogne', 'arlon']) {
      expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box }), box).toBe(false);
    }
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'verviers' })).toBe(false);
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'aachen' })).toBe(false);
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'hirson' })).toBe(false);
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'brussels' })).toBe(true);
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'liege' })).toBe(true);
    // Only Belgian units are placed.
    expect(snap.can({ type: 'placeUnit', side: 'entente', unit: 'fr5-i', box: 'brussels' })).toBe(false);
    const boxes = new Set(legalOf(g, 'placeUnit').map((e) => e.box));
    expect(boxes.has('verviers')).toBe(false);
    expect(boxes.has('dinant')).toBe(false);
  });

  it('3.2 Free Set-Up: no more than two units in a box', () => {
    const g = newGame(11, { freeSetUp: true });
    send(g, { type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'brussels' });
    send(g, { type: 'placeUnit', side: 'entente', unit: 'be-2', box: 'brussels' });
    const before = contextJson(g);
    expect(g.getSnapshot().can({ type: 'placeUnit', side: 'entente', unit: 'be-3', box: 'brussels' })).toBe(false);
    g.send({ type: 'placeUnit', side: 'entente', unit: 'be-3', box: 'brussels' });
    expect(contextJson(g)).toBe(before);
    expect(legalOf(g, 'placeUnit').some((e) => e.box === 'brussels')).toBe(false);
  });

  it('3.2 Free Set-Up: after the nine Belgians are placed, play goes on to the cavalry phase', () => {
    const g = newGame(11, { freeSetUp: true });
    const steps = playUntil(g, (a) => at(a) !== 'setUp.freeSetUp');
    expect(steps).toBe(belgians.length);
    expect(at(g)).toBe(AT.specialMoving);
    for (const b of belgians) {
      const box = ctx(g).units[b]!.box!;
      const def = DATA.boxes.find((x) => x.id === box)!;
      expect(def.country).toBe('belgium');
      expect(def.southOfNamur ?? false).toBe(false);
      expect(box).not.toBe('verviers');
    }
  });

  it('3.2 Free Set-Up cannot be combined with the Alternative Garde Civique Set-Up', () => {
    const r = blbOptionsSchema.safeParse({ freeSetUp: true, alternativeGardeCivique: true });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]!.message).toMatch(/3\.2/);
    expect(blbOptionsSchema.safeParse({ freeSetUp: true }).success).toBe(true);
    expect(blbOptionsSchema.safeParse({ alternativeGardeCivique: true }).success).toBe(true);
  });
});

describe('3.2 variants: German Handicap', () => {
  it('3.2 German Handicap: the Atrocities marker starts on half a die, rounded up (1 to 3)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 120; seed++) {
      const plain = baseState(seed);
      const die = rollD6(cloneRng(plain.rng)); // the die rolled after the Garde Civique set-up
      const h = baseState(seed, { germanHandicap: true });
      expect(h.atrocities).toBe(Math.ceil(die / 2));
      expect(h.atrocities).toBeGreaterThanOrEqual(1);
      expect(h.atrocities).toBeLessThanOrEqual(3);
      seen.add(h.atrocities);
      expect(plain.atrocities).toBe(0);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});
