// The 3D table's layout (tableLayout.ts), its clickable places (BbwTable's placeShapes) and the
// probes a click on an unlit place asks about (clickProbe.ts).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import { boardFor } from '../../../src/games/bbw/rules/board';
import type { BbwEvent } from '../../../src/games/bbw/legal';
import { Rng } from '../../../src/core/rng';
import { placeProbe, unitProbe } from '../../../src/scene/bbw/clickProbe';
import { BBW_TABLE, spotsOverlap } from '../../../src/scene/bbw/tableLayout';
import { insidePolygon } from '../../../src/scene/bbw/sheetLayout';
import { placeShapes } from '../../../src/scene/bbw/BbwTable';

const inside = (outer: { x: number; z: number; w: number; d: number }, r: { x: number; z: number; w: number; d: number }) =>
  r.x - r.w / 2 >= outer.x - outer.w / 2 - 1e-9 && r.x + r.w / 2 <= outer.x + outer.w / 2 + 1e-9 && r.z - r.d / 2 >= outer.z - outer.d / 2 - 1e-9 && r.z + r.d / 2 <= outer.z + outer.d / 2 + 1e-9;

describe('bbw 3D table layout', () => {
  const spots = {
    handWhite: BBW_TABLE.hands.white,
    handGrey: BBW_TABLE.hands.grey,
    specialsWhite: BBW_TABLE.specials.white,
    specialsGrey: BBW_TABLE.specials.grey,
    deck: BBW_TABLE.deck,
    discard: BBW_TABLE.discard,
    cardInPlay: BBW_TABLE.cardInPlay,
    eventResult: BBW_TABLE.eventResult,
    diceTray: BBW_TABLE.diceTray,
  };

  it('every spot lies on the table, off the printed sheet, and no two spots overlap', () => {
    const list = Object.entries(spots);
    for (const [name, s] of list) {
      expect(inside(BBW_TABLE.table, s), name).toBe(true);
      expect(spotsOverlap(s, BBW_TABLE.sheet), name).toBe(false);
    }
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) expect(spotsOverlap(list[i]![1], list[j]![1]), `${list[i]![0]} / ${list[j]![0]}`).toBe(false);
  });

  it('each hand is at its own edge: El Salvador (white) south, nearest the home camera; Honduras (grey) north, turned to face it', () => {
    expect(BBW_TABLE.hands.white.z).toBeGreaterThan(BBW_TABLE.sheet.z + BBW_TABLE.sheet.d / 2);
    expect(BBW_TABLE.hands.grey.z).toBeLessThan(BBW_TABLE.sheet.z - BBW_TABLE.sheet.d / 2);
    expect(BBW_TABLE.hands.grey.facing).toBeCloseTo(Math.PI);
    expect(inside(BBW_TABLE.table, BBW_TABLE.home)).toBe(true);
  });

  it("every area and box of the scenario is a clickable place whose centre lies inside its own shape", () => {
    const board = boardFor('football-war');
    const shapes = placeShapes(board);
    const ids = new Set(shapes.map((s) => s.id));
    for (const id of board.areas.keys()) expect(ids.has(id), id).toBe(true);
    for (const id of [...board.rears.keys(), ...board.damagedBoxes.keys()]) expect(ids.has(id), id).toBe(true);
    for (const s of shapes) expect(insidePolygon(s.points.map((p) => ({ x: p.x, y: p.z })), { x: s.centre.x, y: s.centre.z }), s.id).toBe(true);
  });
});

describe('bbw click probes (what a click on an unlit place asks)', () => {
  /** The legal events at the first moment of a smart-bot game where `type` is open. */
  function legalAt(type: string, seed = 7): BbwEvent[] {
    const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
    const rng = Rng.seeded(seed);
    for (let i = 0; i < 3000; i++) {
      const snap = actor.getSnapshot();
      const legal = bbwModule.legalEvents(snap) as BbwEvent[];
      if (legal.length === 0) break;
      if (legal.some((e) => e.type === type)) return legal;
      const side = legal[0]!.side;
      actor.send(bbwModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    }
    throw new Error(`no ${type}`);
  }

  it('6.1 a unit picked to move: a click on an area asks to move it there; an unlit unit asks to move it', () => {
    const legal = legalAt('move');
    const move = legal.find((e) => e.type === 'move')! as Extract<BbwEvent, { type: 'move' }>;
    expect(placeProbe(legal, 'nowhere', move.unit)).toMatchObject({ type: 'move', unit: move.unit, to: 'nowhere', side: move.side });
    expect(unitProbe(legal, 'other-unit', 'here')).toMatchObject({ type: legal[0]!.type === 'move' ? 'move' : legal[0]!.type });
  });

  it('6.21 with battles open: a click on an area asks to open a battle there', () => {
    const legal = legalAt('openBattle');
    expect(placeProbe(legal, 'somewhere', null)).toMatchObject({ type: 'openBattle', area: 'somewhere' });
  });

  it('6.21 hits: a click on an unlit unit asks to allocate the hit to it', () => {
    const legal = legalAt('allocate').filter((e) => e.type === 'allocate');
    expect(unitProbe(legal, 'u-x', 'a')).toMatchObject({ type: 'allocate', unit: 'u-x' });
  });
});
