// What one side of Belle Epoque may know: undiscovered ground stays unknown, and the RNG (the
// bowl's next draws, the dice) is withheld. The active unit's options are public: its moves with
// their cost, its fire targets with the to-hit number, its assault targets with both sides'
// levels. Before its reactivity test the same numbers are given as if the test passed (marked
// so), so a player sees what is at stake before adding Command Points. The rules never read this.
import type { BelleContext } from './state';
import { activeUnitOptions } from './legal';
import type { BelleState, SectorState } from './state';

/** An undiscovered sector: its terrain is not known to anyone. */
export type UnknownSector = { terrain: 'unknown'; discovered: false; fortified: false };

export type BelleView = Omit<BelleContext, 'game'> & {
  side: string;
  game: Omit<BelleState, 'rng' | 'sectors'> & { sectors: (SectorState | UnknownSector)[] };
  /** What the active unit may do (both players see the unit's options), for the table. */
  preview: BellePreview | null;
  /** What this view leaves out. */
  hidden: string[];
};

export function belleView(c: BelleContext, side: string): BelleView {
  const { rng: _rng, ...game } = c.game;
  return {
    side,
    ...c,
    game: {
      ...game,
      sectors: game.sectors.map((x): SectorState | UnknownSector => (x.discovered ? x : { terrain: 'unknown', discovered: false, fortified: false })),
    },
    preview: activePreview(c),
    hidden: ['rng (the order tokens leave the bowl, the dice to come)', 'the terrain of undiscovered sectors'],
  };
}

export interface BellePreview {
  unit: string;
  moves: { kind: 'basic' | 'march'; to: number; cost: number; path: number[] }[];
  fire: { target: string; range: number; toHit: number; missUpTo: number; dice: number; uphill: boolean }[];
  assault: { target: string; attackerLevel: { level: number }; defenderLevel: { level: number } }[];
  ifTestPasses: boolean;
}

export function activePreview(c: BelleContext): BellePreview | null {
  const a = c.game.activation;
  if (!a || c.fire || c.reaction || c.fallBack || c.carry || c.outcome) return null;
  const untested = a.test === null;
  const s: BelleState = untested
    ? { ...c.game, activation: { ...a, test: { basicScore: 0, commandPoints: 0, roll: 0, success: true } } }
    : c.game;
  const o = activeUnitOptions(s);
  return {
    unit: a.unit,
    moves: o.moves.map((m) => ({ kind: m.kind, to: m.to, cost: m.cost, path: [...m.path] })),
    fire: o.fire.map((f) => ({ target: f.target, range: f.range, toHit: f.toHit, missUpTo: f.missUpTo, dice: f.dice, uphill: f.uphill })),
    assault: o.assault.map((t) => ({ target: t.target, attackerLevel: { level: t.attackerLevel.level }, defenderLevel: { level: t.defenderLevel.level } })),
    ifTestPasses: untested,
  };
}
