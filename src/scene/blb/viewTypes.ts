// What Brave Little Belgium's table draws from: the game's view (src/games/blb/view.ts, what one
// side may know: face-down Garde Civique come as `hidden-N` with cf '?'), loosened only where the
// display model rewinds it through beats still to play: a battle rewound to its opening beat
// knows only what that beat tells, a fort only its steps.
import type { BlbView as GameView } from '../../games/blb/view';
import type { Combat, FortState } from '../../games/blb/state';

export type BlbView = Omit<GameView, 'combat' | 'forts'> & {
  combat: (Pick<Combat, 'box' | 'attacker' | 'attackers' | 'defenders'> & Partial<Combat>) | null;
  forts: Record<string, Pick<FortState, 'steps'> & Partial<FortState>>;
};

const EMPTY = {
  turn: 0,
  atrocities: 0,
  units: {},
  gc: {},
  forts: {},
  chits: { cup: [], pulled: [], used: [], turnEnd: [], track: {} },
};

/**
 * The view the table was given (the module's view, so a BlbView), read defensively: missing
 * parts become empty, never a crash (a half-built view in a dev page or a test).
 */
export function asBlbView(view: unknown): BlbView {
  if (!view || typeof view !== 'object') return EMPTY as unknown as BlbView;
  const v = view as Partial<BlbView>;
  return {
    ...EMPTY,
    ...v,
    units: v.units ?? {},
    gc: v.gc ?? {},
    forts: v.forts ?? {},
    chits: { ...EMPTY.chits, ...(v.chits ?? {}) },
  } as BlbView;
}
