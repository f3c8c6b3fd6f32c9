// Brave Little Belgium's beat catalogue (src/scene/blb/beatCatalogue.ts): it names every beat type
// the machine emits (a missing one is a type error, and this test checks the runtime list too),
// and its timings are the table's: a chit 900 ms, a move 350 ms per box travelled, modifiers only
// when one applies, a fort destroyed a little longer than a fort hit, dice 1400 ms.
import { describe, expect, it } from 'vitest';
import { BLB_BEAT_TYPES, type BlbBeat } from '../../../src/games/blb/beats';
import { missingFromCatalogue, type BeatCatalogue } from '../../../src/scene/animation/catalogue';
import { AnimationQueue, baseDuration, type Beat } from '../../../src/scene/animation/queue';
import { BLB_BEAT_CATALOGUE } from '../../../src/scene/blb/beatCatalogue';

const ms = (beat: Beat) => baseDuration(beat, BLB_BEAT_CATALOGUE);

describe("BLB's beat catalogue", () => {
  it('names every beat type the machine emits, and nothing else', () => {
    expect(missingFromCatalogue(BLB_BEAT_CATALOGUE, BLB_BEAT_TYPES)).toEqual([]);
    expect(Object.keys(BLB_BEAT_CATALOGUE).sort()).toEqual([...BLB_BEAT_TYPES].sort());
  });

  it('is typed against the beat union: a missing beat type does not compile', () => {
    const { 'dice.rolled': _dice, ...withoutDice } = BLB_BEAT_CATALOGUE;
    // @ts-expect-error 'dice.rolled' is missing
    const incomplete: BeatCatalogue<BlbBeat> = withoutDice;
    expect(Object.keys(incomplete)).not.toContain('dice.rolled');
    const complete: BeatCatalogue<BlbBeat> = BLB_BEAT_CATALOGUE;
    expect(complete).toBe(BLB_BEAT_CATALOGUE);
  });

  it("keeps the table's timings at normal speed", () => {
    expect(ms({ type: 'chit.drawn', chit: 'de1', kind: 'activation', by: 'german' })).toBe(900);
    expect(ms({ type: 'units.moved', side: 'german', units: ['g1'], from: 'a', path: ['b', 'c', 'd'] })).toBe(3 * 350);
    expect(ms({ type: 'unit.retreated', unit: 'b1', from: 'a', path: [] })).toBe(350);
    expect(ms({ type: 'unit.retreated', unit: 'b1', from: 'a', path: ['b', 'c'] })).toBe(700);
    expect(ms({ type: 'units.advanced', units: ['g1'], from: 'a', to: 'b' })).toBe(350);
    expect(ms({ type: 'unit.displaced', unit: 'b1', box: 'x' })).toBe(350);
    expect(ms({ type: 'dice.rolled', box: 'liege', rolls: [] })).toBe(1400);
    expect(ms({ type: 'unit.reduced', unit: 'b1' })).toBe(500);
    expect(ms({ type: 'combat.modifiers', zeppelin: false, britishBonus: false, bigBertha: false })).toBe(0);
    expect(ms({ type: 'combat.modifiers', zeppelin: true, britishBonus: false, bigBertha: false })).toBe(600);
    expect(ms({ type: 'combat.modifiers', zeppelin: false, britishBonus: false, bigBertha: true })).toBe(600);
    expect(ms({ type: 'fort.hit', box: 'liege' })).toBe(500);
    expect(ms({ type: 'fort.destroyed', box: 'liege' })).toBe(500 * 1.2);
    expect(ms({ type: 'gc.placed', box: 'x' })).toBe(250);
    expect(ms({ type: 'combat.started', box: 'x' })).toBe(900);
    expect(ms({ type: 'combat.result', box: 'x' })).toBe(700);
    expect(ms({ type: 'combat.ended', box: 'x' })).toBe(800);
    expect(ms({ type: 'turn.began', turn: 2 })).toBe(900);
    expect(ms({ type: 'activation.began' })).toBe(600);
    expect(ms({ type: 'additional.announced' })).toBe(500);
    expect(ms({ type: 'game.over' })).toBe(1500);
    for (const type of ['phase', 'activation.chosen', 'activation.ended', 'gc.choice', 'combat.declined', 'unit.stays']) expect(ms({ type }), type).toBe(0);
  });

  it('plays through the shared queue with its shot names', () => {
    const queue = new AnimationQueue({ catalogue: BLB_BEAT_CATALOGUE, speed: 'fast' });
    const kinds: string[] = [];
    queue.subscribe((e) => {
      if (e.type === 'enqueue') kinds.push(...e.shots.map((s) => s.kind));
    });
    queue.enqueue([{ type: 'chit.drawn' }, { type: 'dice.rolled', rolls: [] }, { type: 'fort.destroyed', box: 'x' }]);
    expect(kinds).toEqual(['chit', 'dice', 'fort']);
    expect(queue.durationOf({ type: 'dice.rolled' })).toBeCloseTo(1400 * 0.35);
  });
});
