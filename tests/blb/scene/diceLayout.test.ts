// Where the dice of a 'dice.rolled' beat lie in the tray: the attacker's on the left half, the
// defender's on the right, rows by combat factor (sixes first), the fort's dice last; all inside
// the tray; hits marked (gold), atrocities marked red ('fail'); every die thrown in turn and settled before the end.
import { describe, expect, it } from 'vitest';
import { COMBAT_BEATS, ATROCITY_BEATS } from '../../../src/scene/blb/dev/cannedBeats';
import { MAX_DIE } from '../../../src/scene/dice/layout';
import { BLB_CLEARS_TRAY, blbTrayLayout, layoutRoll } from '../../../src/scene/blb/diceLayout';

const W = 12;
const D = 5;
const combatDice = COMBAT_BEATS.find((b) => b.type === 'dice.rolled')!;

describe('dice tray layout', () => {
  it('7.3 combat dice: attacker left, defender right, rows 6/5/4 then the fort, inside the tray', () => {
    const layout = layoutRoll(combatDice, { width: W, depth: D, attacker: 'german' })!;
    expect(layout.purpose).toBe('combat');
    expect(layout.dice).toHaveLength(11);
    const s = layout.dieSize;
    for (const d of layout.dice) {
      expect(Math.abs(d.rest[0]) + s * 0.71).toBeLessThanOrEqual(W / 2);
      expect(Math.abs(d.rest[2]) + s * 0.71).toBeLessThanOrEqual(D / 2);
      expect(d.start).toBeGreaterThanOrEqual(0);
      expect(d.end).toBeLessThanOrEqual(1);
      expect(d.end).toBeGreaterThan(d.start);
    }
    const by = (owner: string) => layout.dice.filter((d) => d.owner === owner);
    expect(by('g1')[0]!.rest[0]).toBeLessThan(0);
    expect(by('b1')[0]!.rest[0]).toBeGreaterThan(0);
    // Defender rows: gc1 (6) above b1 (5) above b2 (4) above the fort's four dice.
    expect(by('gc1')[0]!.rest[2]).toBeLessThan(by('b1')[0]!.rest[2]);
    expect(by('b1')[0]!.rest[2]).toBeLessThan(by('b2')[0]!.rest[2]);
    expect(by('fort')).toHaveLength(4);
    expect(new Set(by('fort').map((d) => d.rest[2])).size).toBe(1);
    expect(by('fort')[0]!.rest[2]).toBeGreaterThan(by('b2')[0]!.rest[2]);
    expect(by('fort').every((d) => d.style === 'fort')).toBe(true);
    // Values and hits as rolled.
    expect(layout.dice.map((d) => d.value)).toEqual([4, 6, 1, 3, 6, 5, 2, 5, 3, 4, 6]);
    expect(layout.dice.filter((d) => d.mark === 'hit')).toHaveLength(7);
    // No two dice overlap.
    for (const a of layout.dice) {
      for (const b of layout.dice) {
        if (a !== b) expect(Math.hypot(a.rest[0] - b.rest[0], a.rest[2] - b.rest[2])).toBeGreaterThan(s * 1.42);
      }
    }
    expect(layout.labels.find((l) => l.key === 'result:german')!.text).toBe('3 hits');
    expect(layout.labels.find((l) => l.key === 'result:entente')!.text).toBe('4 hits');
  });

  it('4.2a atrocities: one die per army, 4+ marked, the running total', () => {
    const layout = layoutRoll(ATROCITY_BEATS[1]!, { width: W, depth: D, armyName: (a) => a.toUpperCase() })!;
    expect(layout.purpose).toBe('atrocities');
    expect(layout.dice.map((d) => [d.value, d.mark])).toEqual([[4, 'fail'], [2, null], [1, null]]);
    expect(layout.labels.map((l) => l.text)).toContain('DE1');
    expect(layout.labels.find((l) => l.role === 'result')!.text).toBe('1 atrocity · 2 of 5');
  });

  it('7.3 a one-on-one combat rolls big dice (read from across a room), still inside the tray and under the headers', () => {
    const beat = {
      type: 'dice.rolled',
      box: 'liege',
      rolls: [
        { side: 'german', unit: 'g1', cf: 5, modifier: 0, die: 6, hit: true },
        { side: 'entente', unit: 'b1', cf: 6, modifier: 0, die: 2, hit: false },
      ],
    };
    const full = layoutRoll(combatDice, { width: 14, depth: 6, attacker: 'german' })!;
    const one = layoutRoll(beat, { width: 14, depth: 6, attacker: 'german' })!;
    expect(one.dieSize).toBeGreaterThan(full.dieSize * 1.5);
    expect(one.dieSize).toBeLessThanOrEqual(MAX_DIE);
    const header = one.labels.find((l) => l.role === 'header')!;
    for (const d of one.dice) {
      expect(Math.abs(d.rest[0]) + one.dieSize * 0.71).toBeLessThanOrEqual(7);
      expect(Math.abs(d.rest[2]) + one.dieSize * 0.71).toBeLessThanOrEqual(3);
      // Clear of the header line (its letters, and the die's own half).
      expect(d.rest[2] - one.dieSize * 0.71).toBeGreaterThan(header.z + header.height / 2);
    }
    // The headers do not grow with the dice past 0.6 (they share their line with the result).
    expect(header.height).toBeLessThanOrEqual(0.6);
    expect(header.height).toBeLessThan(one.dieSize * 0.62);
  });

  it('a beat without dice has no layout', () => {
    expect(layoutRoll({ type: 'chit.drawn' }, { width: W, depth: D })).toBeNull();
    expect(layoutRoll({ type: 'dice.rolled', rolls: [] }, { width: W, depth: D })).toBeNull();
  });

  it("the tray's layout remembers who attacks from 'combat.started' (left half), and combat divides the tray", () => {
    const layout = blbTrayLayout({ sideName: (s) => s.toUpperCase() });
    const size = { width: W, depth: D };
    expect(layout({ type: 'combat.started', box: 'liege', attacker: 'entente' }, size)).toBeNull();
    const rolled = layout(combatDice, size)!;
    expect(rolled.divided).toBe(true);
    const head = rolled.labels.find((l) => l.key === 'head:entente')!;
    expect(head.text).toBe('ENTENTE attacks');
    expect(head.x).toBeLessThan(0);
    expect(BLB_CLEARS_TRAY.has('combat.ended')).toBe(true);
  });
});
