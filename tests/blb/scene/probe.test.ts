// What a click on an unlit place of the BLB map asks the module about (src/scene/blb/interactions/
// probe.ts): a move along the map's cheapest line path, built only from the legal events' shape,
// and the module's own refusal for it.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../../machines/blb/index';
import { NEIGHBOURS, lineCost } from '../../../src/games/blb/db';
import { mapPath, probeEventAt } from '../../../src/scene/blb/interactions/probe';
import { asBlbView } from '../../../src/scene/blb/viewTypes';

const cost = (from: string, path: string[]) => path.reduce((sum, b, i) => sum + lineCost(i === 0 ? from : path[i - 1]!, b)!, 0);

describe('the probe of an unlit click', () => {
  it('6.0 mapPath: the cheapest path over the Movement Lines (no cheaper path exists)', () => {
    expect(mapPath('aachen', 'aachen')).toBeNull();
    const p = mapPath('aachen', 'brussels')!;
    expect(p.at(-1)).toBe('brussels');
    // Every step follows a line; a Dijkstra bound: no neighbour of the start reaches it cheaper.
    expect(Number.isFinite(cost('aachen', p))).toBe(true);
    for (const n of NEIGHBOURS.aachen!) {
      const rest = n.box === 'brussels' ? [] : mapPath(n.box, 'brussels');
      if (rest) expect(n.cost + (rest.length ? cost(n.box, rest) : 0)).toBeGreaterThanOrEqual(cost('aachen', p));
    }
  });

  it('6.0 a selected stack clicked to an unreachable box: a move the module refuses, with its rule', () => {
    const actor = createActor(blbModule.machine, { input: { seed: 7, options: blbModule.options.schema.parse({}) } }).start();
    const snap = actor.getSnapshot();
    const legal = blbModule.legalEvents(snap).filter((e) => e.side === 'german');
    const view = asBlbView(blbModule.view(snap, 'german'));
    const move = legal.find((e) => e.type === 'move') as unknown as { units: string[] };
    const probe = probeEventAt(view, legal, { box: 'mons' }, { moving: move.units }) as unknown as { type: string; units: string[]; path: string[] };
    expect(probe.type).toBe('move');
    expect(probe.units).toEqual(move.units);
    expect(probe.path.at(-1)).toBe('mons');
    expect(legal.map((e) => JSON.stringify(e))).not.toContain(JSON.stringify(probe));
    expect(blbModule.explainIllegal(snap, probe as never)).toMatch(/\(6\.[012]\)\.$/);
    // No stack selected and no German unit in the box: nothing to ask.
    expect(probeEventAt(view, legal, { box: 'mons' })).toBeNull();
    // No decision for this side at all: nothing to ask.
    expect(probeEventAt(view, [], { box: 'mons' })).toBeNull();
    actor.stop();
  });
});
