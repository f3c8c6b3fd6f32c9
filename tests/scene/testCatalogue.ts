// A beat catalogue for the shared queue's tests (no game's): a few beat types with the timings
// the tests count on (a chit 900 ms, a move 350 ms per position along its path, dice 1400 ms, a
// loss 500 ms, a turn 900 ms, a note no time).
import { stepsAlong, type BeatCatalogue } from '../../src/scene/animation/catalogue';

export type TestBeat =
  | { type: 'chit.drawn'; chit?: string }
  | { type: 'units.moved'; path?: string[] }
  | { type: 'dice.rolled'; rolls?: unknown[] }
  | { type: 'unit.reduced'; unit?: string }
  | { type: 'turn.began' }
  | { type: 'activation.ended' };

export const TEST_CATALOGUE = {
  'chit.drawn': { shot: 'chit', ms: 900 },
  'units.moved': { shot: 'move', ms: (b) => 350 * stepsAlong(b.path) },
  'dice.rolled': { shot: 'dice', ms: 1400 },
  'unit.reduced': { shot: 'loss', ms: 500 },
  'turn.began': { shot: 'turn', ms: 900 },
  'activation.ended': { shot: 'note', ms: 0 },
} satisfies BeatCatalogue<TestBeat>;
