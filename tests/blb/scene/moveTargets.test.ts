// Which destinations the table lights when a stack is picked (src/scene/blb/moveTargets.ts):
// all from the module's legal 'move' events, with the MP cost of each path (6.0: Easy 1,
// Difficult 2); the table never works out a move itself.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blbMachine, blbModule } from '../../../machines/blb/index';
import { lineCost } from '../../../src/games/blb/db';
import { boxesWithMoves, groupKey, moveGroupsFrom, moveTargets, pathCost, type MoveEventLike } from '../../../src/scene/blb/moveTargets';

/** The opening position: the Special German Cavalry Phase's movement (4.0). */
function opening() {
  const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
  const snapshot = actor.getSnapshot();
  const legal = blbModule.legalEvents(snapshot) as MoveEventLike[];
  const units = snapshot.context.units;
  const unitBox = (id: string) => units[id]?.box ?? null;
  actor.stop();
  return { legal, unitBox };
}

describe('move highlights from legal events', () => {
  it('6.0 lights only boxes whose units have a legal move (4.0: the German cavalry boxes)', () => {
    const { legal, unitBox } = opening();
    expect(legal.some((e) => e.type === 'move')).toBe(true);
    const boxes = boxesWithMoves(legal, unitBox);
    expect([...boxes].sort()).toEqual(['aachen', 'eupen', 'malmedy', 'trier']);
    expect(boxesWithMoves([{ type: 'endMovement', side: 'german' }], unitBox).size).toBe(0);
  });

  it('6.0 groups: each movable stack offers exactly the unit groups its legal moves name', () => {
    const { legal, unitBox } = opening();
    const groups = moveGroupsFrom(legal, 'aachen', unitBox);
    expect(groups.map((g) => g.units)).toEqual([['de1-cav']]);
    const fromLegal = new Set(legal.filter((e) => e.type === 'move' && unitBox(e.units![0]!) === 'aachen').map((e) => groupKey(e.units!)));
    expect(new Set(groups.map((g) => g.key))).toEqual(fromLegal);
    expect(moveGroupsFrom(legal, 'liege', unitBox)).toEqual([]);
  });

  it('6.0 destinations: one per legal end box, each sending that very legal event, with its MP cost', () => {
    const { legal, unitBox } = opening();
    const targets = moveTargets(legal, ['de1-cav'], unitBox);
    const ends = new Set(legal.filter((e) => e.type === 'move' && e.units?.join() === 'de1-cav').map((e) => e.path!.at(-1)));
    expect(new Set(targets.map((t) => t.box))).toEqual(ends);
    for (const t of targets) {
      expect(legal).toContain(t.event);
      expect(t.cost).toBe(pathCost('aachen', t.path));
      // Cavalry has 4 MP (6.0).
      expect(t.cost).toBeGreaterThan(0);
      expect(t.cost).toBeLessThanOrEqual(4);
    }
    // Sorted cheapest first.
    for (let i = 1; i < targets.length; i++) expect(targets[i]!.cost).toBeGreaterThanOrEqual(targets[i - 1]!.cost);
  });

  it('6.0 MP cost sums the lines: Easy 1, Difficult 2', () => {
    expect(lineCost('aachen', 'eupen')).toBe(1);
    expect(pathCost('aachen', ['eupen'])).toBe(1);
    expect(pathCost('eupen', ['malmedy'])).toBe(2);
    expect(pathCost('aachen', ['eupen', 'malmedy'])).toBe(3);
    expect(pathCost('aachen', ['namur'])).toBeNull();
  });

  it('6.0 one target per box: the cheapest event is its default, every route to it is kept, and groups are labelled for the bar', () => {
    const unitBox = (id: string) => ({ a: 'aachen', b: 'aachen', c: 'aachen' })[id] ?? null;
    const legal: MoveEventLike[] = [
      { type: 'move', side: 'german', units: ['a'], path: ['eupen', 'verviers'] },
      { type: 'move', side: 'german', units: ['a'], path: ['verviers'] },
      { type: 'move', side: 'german', units: ['a', 'b', 'c'], path: ['eupen'] },
      { type: 'pass', side: 'german' },
    ];
    const t = moveTargets(legal, ['a'], unitBox);
    expect(t).toHaveLength(1);
    expect(t[0]!.cost).toBe(1);
    expect(t[0]!.event).toBe(legal[1]);
    expect(t[0]!.routes.map((r) => r.event)).toEqual([legal[1], legal[0]]);
    expect(t[0]!.routes.map((r) => r.cost)).toEqual([1, 2]);
    const groups = moveGroupsFrom(legal, 'aachen', unitBox);
    expect(groups[0]!.units).toEqual(['a', 'b', 'c']);
    expect(groups[0]!.label).toMatch(/Whole stack \(3\)/);
    expect(moveTargets(legal, ['c', 'b', 'a'], unitBox).map((x) => x.box)).toEqual(['eupen']);
  });
});
