// What one side of Brave Little Belgium may know: face-down Garde Civique lose their identity
// (each becomes `hidden-N`, its strength '?'), those off the map are left out, the RNG is withheld.
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
  let hidden = 0;
  for (const id of Object.keys(s.gc).sort()) {
    const g = s.gc[id]!;
    if (g.revealed) gc[id] = { ...g, cf: GC[id]!.cf };
    else if (g.box !== null) gc[`hidden-${++hidden}`] = { box: g.box, revealed: false, cf: '?' };
  }
  const { rng: _rng, ...rest } = s;
  return {
    side,
    ...rest,
    gc,
    setUp: { gcToPlace: s.setUp.gcToPlace.length, unitsToPlace: s.setUp.unitsToPlace },
    hidden: ['rng', 'face-down Garde Civique identities and strengths', 'Garde Civique off the map'],
  };
}
