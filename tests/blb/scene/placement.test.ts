// Where counters stand for a view (src/scene/blb/counterPlacement.ts) and what their tooltips say
// (tooltips.ts): every counter on the map is drawn once, stacks rise, Germans in a fort box stand
// on its siege box, fort markers turn 90 degrees per step lost (8.1), chits sit in the cup, on the
// Turn Track and in the Pulled Chits box, and face-down Garde Civique stay unknown.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blbMachine, blbModule } from '../../../machines/blb/index';
import { DATA } from '../../../src/games/blb/db';
import { boxStacks, placeCounters } from '../../../src/scene/blb/counterPlacement';
import { BOX_PLACES, COUNTER, TABLE, rectEdges } from '../../../src/scene/blb/layout';
import { boxTip, counterTip } from '../../../src/scene/blb/tooltips';
import { asBlbView, type BlbView } from '../../../src/scene/blb/viewTypes';

function openingView(side = 'german'): BlbView {
  const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
  const v = asBlbView(blbModule.view(actor.getSnapshot(), side));
  actor.stop();
  return v;
}

describe('counter placement', () => {
  it('draws every unit on the map and every face-down Garde Civique once, with unique keys', () => {
    const view = openingView();
    const { items } = placeCounters(view);
    const keys = items.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [id, u] of Object.entries(view.units)) if (u.box) expect(keys, id).toContain(`unit:${id}`);
    for (const [id, g] of Object.entries(view.gc)) if (g.box) expect(keys, id).toContain(`gc:${id}`);
    // The view hides Garde Civique identities: only '?' faces at the start.
    for (const it of items.filter((i) => i.key.startsWith('gc:'))) expect(it.face).toBe('gc:hidden');
    // Every chit is somewhere: cup, Turn Track.
    for (const c of DATA.chits) expect(keys, c.id).toContain(`chit:${c.id}`);
    expect(keys).toContain('marker:turn');
    expect(keys).toContain('marker:atrocities');
    for (const f of DATA.forts) expect(keys).toContain(`fort:${f.box}`);
  });

  it('stacks rise one counter per level; a stack of more than four gets a count badge', () => {
    const view = openingView();
    const { items, stacks } = placeCounters(view);
    expect(stacks.aachen!.german).toHaveLength(8);
    const aachen = items.filter((i) => stacks.aachen!.german.includes(i.key));
    const ys = aachen.map((i) => i.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeCloseTo(COUNTER.thickness);
    const badge = items.find((i) => i.key === 'badge:aachen:german');
    expect(badge?.face).toBe('badge:8');
    expect(badge!.y).toBeGreaterThan(ys.at(-1)!);
  });

  it('8.0 German units in a fort box stand on its siege box; Entente units on the fort tile', () => {
    const view = openingView();
    view.units = { ...view.units, 'de2-g': { box: 'liege', steps: 2 } };
    const { items } = placeCounters(view);
    const german = items.find((i) => i.key === 'unit:de2-g')!;
    const siege = BOX_PLACES.liege!.siege!;
    expect(german.x).toBeGreaterThan(rectEdges.left(siege));
    expect(german.x).toBeLessThan(rectEdges.right(siege));
    const belgian = items.find((i) => i.key === 'unit:be-3')!;
    const tile = BOX_PLACES.liege!.tile;
    expect(belgian.x).toBeLessThan(rectEdges.right(tile));
  });

  it('8.1 a fort marker turns a quarter turn per step lost and shows Destroyed at 0', () => {
    const view = openingView();
    const at = (steps: number) => {
      const v = { ...view, forts: { ...view.forts, liege: { steps } } };
      return placeCounters(v).items.find((i) => i.key === 'fort:liege')!;
    };
    expect(at(4).rotY).toBe(0);
    expect(at(3).rotY).toBeCloseTo(Math.PI / 2);
    expect(at(1).rotY).toBeCloseTo((3 * Math.PI) / 2);
    expect(at(4).face).toBe('fort:liege');
    expect(at(0).face).toBe('fort:destroyed');
  });

  it('reduced units show their striped side; chits waiting on the Turn Track sit in their turn space', () => {
    const view = openingView();
    view.units = { ...view.units, 'de1-ii': { box: 'aachen', steps: 1 } };
    const { items } = placeCounters(view);
    expect(items.find((i) => i.key === 'unit:de1-ii')!.face).toBe('unit:de1-ii:reduced');
    const bef = items.find((i) => i.key === 'chit:chit-bef')!;
    const space = TABLE.turnTrack.spaces.find((s) => s.id === 'turn-4')!.rect;
    expect(Math.abs(bef.x - space.x)).toBeLessThan(space.w / 2);
    expect(Math.abs(bef.z - space.z)).toBeLessThan(space.d / 2);
  });

  it('pulled chits lie face up in the Pulled Chits box, used event chits face-down', () => {
    const view = openingView();
    view.chits = { ...view.chits, cup: view.chits.cup.filter((c) => c !== 'chit-de1' && c !== 'chit-zeppelin'), pulled: ['chit-de1', 'chit-zeppelin'], used: ['chit-zeppelin'] };
    const { items } = placeCounters(view);
    expect(items.find((i) => i.key === 'chit:chit-de1')!.face).toBe('chit:chit-de1');
    expect(items.find((i) => i.key === 'chit:chit-zeppelin')!.face).toBe('chit:used');
    const cupChits = items.filter((i) => i.face === 'chit:back');
    expect(cupChits).toHaveLength(view.chits.cup.length);
  });

  it('tooltips say what the view shows and no more', () => {
    const view = openingView('entente');
    const stacks = boxStacks(view);
    const hidden = Object.keys(view.gc)[0]!;
    expect(counterTip(`gc:${hidden}`, view, stacks, {}).title).toMatch(/face-down/);
    expect(counterTip('unit:de1-iii-r', view, stacks, {}).lines.join(' ')).toMatch(/Combat factor 5/);
    const liege = boxTip('liege', view, stacks);
    expect(liege.lines.join(' ')).toMatch(/Major Fort/);
    expect(liege.lines.join(' ')).toMatch(/4 of 4 steps/);
    expect(boxTip('ghent', view, stacks).lines.join(' ')).toMatch(/Beyond the Victory Line/);
  });

  it('an empty or odd view draws nothing rather than failing', () => {
    expect(placeCounters(asBlbView(null)).items.filter((i) => i.key.startsWith('unit:'))).toEqual([]);
  });
});
