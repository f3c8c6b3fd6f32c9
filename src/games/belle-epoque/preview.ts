// What the active unit may do, for the table to light: its moves with their cost, its fire
// targets with the to-hit number, its assault targets with both sides' levels. Before its
// reactivity test the same numbers are given as if the test passed (marked so), so a player sees
// what is at stake before adding Command Points. Read only by views; the rules never use it.
import type { BelleCtx } from './machineState';
import { activeUnitOptions } from './legal';
import type { BelleState } from './state';

export interface BellePreview {
  unit: string;
  moves: { kind: 'basic' | 'march'; to: number; cost: number; path: number[] }[];
  fire: { target: string; range: number; toHit: number; missUpTo: number; dice: number; uphill: boolean }[];
  assault: { target: string; attackerLevel: { level: number }; defenderLevel: { level: number } }[];
  ifTestPasses: boolean;
}

export function activePreview(c: BelleCtx): BellePreview | null {
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
