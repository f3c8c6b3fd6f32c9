// Belle Epoque's beat catalogue (src/scene/belle-epoque/beatCatalogue.ts): it names every beat
// type the machine emits (a missing one is a type error, and this test checks the runtime list
// too), and its timings are the table's: a move 350 ms per sector along its path, a volley
// 1700 ms, an assault 1900 ms, a test or the command dice 900 ms.
import { describe, expect, it } from 'vitest';
import { BELLE_BEAT_TYPES, type BelleBeat } from '../../../src/games/belle-epoque/beats';
import { missingFromCatalogue, type BeatCatalogue } from '../../../src/scene/animation/catalogue';
import { baseDuration, type Beat } from '../../../src/scene/animation/queue';
import { BELLE_BEAT_CATALOGUE } from '../../../src/scene/belle-epoque/beatCatalogue';

const ms = (beat: Beat) => baseDuration(beat, BELLE_BEAT_CATALOGUE);

describe("Belle Epoque's beat catalogue", () => {
  it('names every beat type the machine emits, and nothing else', () => {
    expect(missingFromCatalogue(BELLE_BEAT_CATALOGUE, BELLE_BEAT_TYPES)).toEqual([]);
    expect(Object.keys(BELLE_BEAT_CATALOGUE).sort()).toEqual([...BELLE_BEAT_TYPES].sort());
  });

  it('is typed against the beat union: a missing beat type does not compile', () => {
    const { 'unit.fired': _fired, ...withoutFire } = BELLE_BEAT_CATALOGUE;
    // @ts-expect-error 'unit.fired' is missing
    const incomplete: BeatCatalogue<BelleBeat> = withoutFire;
    expect(Object.keys(incomplete)).not.toContain('unit.fired');
  });

  it("keeps the table's timings at normal speed", () => {
    for (const type of ['unit.moved', 'unit.evaded', 'unit.fellBack', 'position.carried']) {
      expect(ms({ type, path: [1, 2, 3] }), type).toBe(3 * 350);
      expect(ms({ type, path: [] }), type).toBe(350);
    }
    expect(ms({ type: 'turn.begun' })).toBe(900);
    expect(ms({ type: 'command.rolled' })).toBe(900);
    expect(ms({ type: 'token.drawn', side: 'red' })).toBe(900);
    expect(ms({ type: 'unit.activated', unit: 'red-1' })).toBe(600);
    expect(ms({ type: 'reactivity.tested', unit: 'red-1' })).toBe(900);
    expect(ms({ type: 'sectors.discovered', sectors: [] })).toBe(500);
    expect(ms({ type: 'unit.fired' })).toBe(1700);
    expect(ms({ type: 'assault.declared' })).toBe(500);
    expect(ms({ type: 'assault.fought' })).toBe(1900);
    expect(ms({ type: 'losses.taken' })).toBe(500);
    expect(ms({ type: 'game.over' })).toBe(1500);
    for (const type of ['armies.deployed', 'activation.ended', 'reaction.passed', 'assault.cancelled']) expect(ms({ type }), type).toBe(0);
  });
});
