// The shared dice-tray helpers every game's tray layout uses (src/scene/dice/layout.ts): dice are
// thrown one after another over the first 30% of the shot and each lies still by 95%; a rolled
// value that is not a die face shows a 1.
import { describe, expect, it } from 'vitest';
import { asFace, capital, throwTimes } from '../../src/scene/dice/layout';

describe('dice tray helpers', () => {
  it('throws the dice in turn over the first 30% of the shot; each settles by 95%', () => {
    expect(throwTimes(0, 1)).toEqual({ start: 0, end: 0.65 });
    const times = Array.from({ length: 5 }, (_, i) => throwTimes(i, 5));
    [0, 0.075, 0.15, 0.225, 0.3].forEach((start, i) => expect(times[i]!.start).toBeCloseTo(start));
    for (const t of times) {
      expect(t.end).toBeGreaterThan(t.start);
      expect(t.end).toBeLessThanOrEqual(0.95);
    }
  });

  it('shows a rolled value as its face (anything else as a 1), and capitalises names', () => {
    expect([1, 2, 3, 4, 5, 6].map(asFace)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asFace(0)).toBe(1);
    expect(asFace(7)).toBe(1);
    expect(capital('red 3')).toBe('Red 3');
    expect(capital('')).toBe('');
  });
});
