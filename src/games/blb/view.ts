// What one side of Brave Little Belgium may know: face-down Garde Civique lose their identity
// (each becomes `hidden-N`, its strength '?'), those off the map are left out, the RNG is withheld.
//
// 3.1/3.2: "Do not examine the counters." A face-down counter is known by its box alone, so the
// view lists them by box: `hidden-1..N` in the order of their boxes' ids, after the face-up ones.
// No per-game order is needed to break ties: two face-down counters in one box give identical
// entries, Garde Civique never move, and every reveal (6.2, 7.0, 7.5) turns all the face-down
// counters of a box at once, so nothing ever tells one from the other.
import { GC } from './db';
import type { BlbState } from './state';

/** A Garde Civique as a side sees it: a revealed one by id with its factor, a face-down one as `hidden-N`. */
export interface GcView {
  box: string | null;
  revealed: boolean;
  cf: number | null | '?';
}

export type BlbView = Omit<BlbState, 'rng' | 'gc' | 'setUp'> & {
  side: string;
  gc: Record<string, GcView>;
  /** 3.2 set-up: how many face-down Garde Civique are still to place (not which), the Belgians to place. */
  setUp: { gcToPlace: number; unitsToPlace: string[] };
  /** What this view leaves out. */
  hidden: string[];
};

export function blbView(s: BlbState, side: string): BlbView {
  const gc: Record<string, GcView> = {};
  const faceDownBoxes: string[] = [];
  for (const id of Object.keys(s.gc).sort()) {
    const g = s.gc[id]!;
    if (g.revealed) gc[id] = { box: g.box, revealed: true, cf: GC[id]!.cf };
    else if (g.box !== null) faceDownBoxes.push(g.box);
  }
  // Boxes only: the counter ids (and so the strengths) never decide an order here.
  faceDownBoxes.sort();
  faceDownBoxes.forEach((box, i) => {
    gc[`hidden-${i + 1}`] = { box, revealed: false, cf: '?' };
  });
  const { rng: _rng, ...rest } = s;
  return {
    side,
    ...rest,
    gc,
    setUp: { gcToPlace: s.setUp.gcToPlace.length, unitsToPlace: s.setUp.unitsToPlace },
    hidden: ['rng', 'face-down Garde Civique identities and strengths', 'Garde Civique off the map'],
  };
}
