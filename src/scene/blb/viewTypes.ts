// The parts of Brave Little Belgium's view (machines/blb view(snapshot, side)) the table reads.
// The view hides face-down Garde Civique identities: they come as `hidden-N` with cf '?'.
import type { ArmyId, Side } from '../../games/blb/types';

export interface BlbView {
  side?: string;
  turn: number;
  atrocities: number;
  units: Record<string, { box: string | null; steps: number }>;
  gc: Record<string, { box: string | null; revealed: boolean; cf: number | null | '?' }>;
  forts: Record<string, { steps: number; activatedTurn?: number }>;
  chits: { cup: string[]; pulled: string[]; used: string[]; turnEnd: string[]; track: Record<string, number> };
  drawer?: Side;
  lastChit?: string | null;
  activation?: { kind: string; side: Side; armies: ArmyId[]; forts?: string[]; mode?: string | null; movers?: Record<string, { spent: number; stopped: boolean }> } | null;
  combat?: { box: string; attacker: Side; attackers: string[]; defenders: string[] } | null;
  retreat?: { side: Side } | null;
  pendingGc?: { box: string } | null;
  outcome?: unknown;
}

const EMPTY: BlbView = {
  turn: 0,
  atrocities: 0,
  units: {},
  gc: {},
  forts: {},
  chits: { cup: [], pulled: [], used: [], turnEnd: [], track: {} },
};

/** Reads an unknown view defensively: missing parts become empty, never a crash. */
export function asBlbView(view: unknown): BlbView {
  if (!view || typeof view !== 'object') return EMPTY;
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
