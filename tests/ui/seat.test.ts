// The table host's hot seat for games with private hands (src/ui/seat.tsx): who sits at the screen
// and when the privacy screen is up. Sides are plain ids: shared code names no game.
import { describe, expect, it } from 'vitest';
import { decidingSide, seatOf } from '../../src/ui/seat';

describe('hot seat (private hands)', () => {
  it('the viewer deciding first takes the seat at once: no screen', () => {
    expect(seatOf(null, 'a', 'a')).toEqual({ side: 'a', screen: null });
  });

  it('another human deciding first: the screen asks for that side, no one seated (no hand shown)', () => {
    expect(seatOf(null, 'b', 'a')).toEqual({ side: null, screen: 'b' });
  });

  it('the seated side stays while the other human decides, behind the screen; once seated, no screen', () => {
    expect(seatOf('a', 'b', 'a')).toEqual({ side: 'a', screen: 'b' });
    expect(seatOf('b', 'b', 'a')).toEqual({ side: 'b', screen: null });
  });

  it('no human deciding (a bot game, a bot to move): no screen, and no seat before a human has decided', () => {
    expect(seatOf(null, null, 'a')).toEqual({ side: null, screen: null });
    expect(seatOf('a', null, 'a')).toEqual({ side: 'a', screen: null });
  });

  it('the deciding side is the side of the legal events given (none: null)', () => {
    expect(decidingSide([{ type: 'x', side: 'b' }])).toBe('b');
    expect(decidingSide([])).toBeNull();
  });
});
