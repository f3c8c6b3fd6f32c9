// Every beat the Belle Epoque machine emits (`emit(...)`): what just happened, for the table's
// animation and the logs. One typed union; the scene's beat catalogue must name each type.
import { beatTypeList, type GameOverBeat } from '../../core/module';
import type { Discovery } from './rules/discovery';
import type { MoveKind } from './rules/movement';
import type { ReactivityResult } from './state';
import type { Side } from './types';

/** A reactivity test's roll (REACTIVITY TESTS): the activation's own, or a salvo's or an evade's. */
export type ReactivityTestedBeat = {
  type: 'reactivity.tested';
  unit: string;
  /** Set for a reaction test (SALVO AND SUPPORT FIRING, EVADE MOVEMENTS); absent for an activation. */
  reaction?: 'salvo' | 'evade';
  basicScore: ReactivityResult['basicScore'];
  commandPoints: ReactivityResult['commandPoints'];
  roll: ReactivityResult['roll'];
  success: ReactivityResult['success'];
  rule: string;
};

export type BelleBeat =
  | { type: 'armies.deployed'; discovered: number; rule: string }
  | { type: 'sectors.discovered'; sectors: Discovery[]; rule: string }
  // GAME TURN, COMMAND POINTS, ACTIVATION
  | { type: 'turn.begun'; turn: number; tokensBack: string[]; rule: string }
  | { type: 'command.rolled'; rolls: Record<Side, number[]>; points: Record<Side, number>; rule: string }
  | { type: 'token.drawn'; side: Side; left: Record<Side, number>; rule: string }
  | { type: 'unit.activated'; unit: string; rule: string }
  | ReactivityTestedBeat
  | { type: 'activation.ended'; unit: string | undefined; rule: string }
  // MOVEMENTS, EVADE MOVEMENTS, FALL BACK MOVEMENTS
  | { type: 'unit.moved'; unit: string; kind: MoveKind; from: number | null; path: number[]; rule: string }
  | { type: 'unit.evaded'; unit: string; from: number | null; path: number[]; rule: string }
  | { type: 'unit.fellBack'; unit: string; from: number | null; path: number[]; rule: string }
  // FIRING, SALVO AND SUPPORT FIRING
  | {
      type: 'unit.fired';
      firer: string;
      target: string;
      toHit: number;
      /** Scores at or under this miss. */
      missUpTo: number;
      /** Why low scores miss ('' when none do). */
      missReason: string;
      rolls: number[];
      hits: number;
      rule: string;
    }
  | {
      type: 'losses.taken';
      /** Stands lost per unit. */
      losses: Record<string, number>;
      eliminated: string[];
      /** Where each unit stood when it took the losses. */
      at: Record<string, number | null>;
      /** Units destroyed before their activation: their tokens leave the bowl (ACTIVATION). */
      tokensRemoved: string[];
      rule: string;
    }
  | { type: 'reaction.passed'; side: string; rule: string }
  // ASSAULT
  | { type: 'assault.declared'; attacker: string; defender: string; rule: string }
  | { type: 'assault.cancelled'; attacker: string; defender: string; rule: string }
  | {
      type: 'assault.fought';
      attacker: string;
      defender: string;
      attackerRolls: number[];
      defenderRolls: number[];
      attackerLevel: number;
      defenderLevel: number;
      attackerScore: number;
      defenderScore: number;
      /** null on a tie. */
      winner: string | null;
      rule: string;
    }
  | { type: 'position.carried'; unit: string; sector: number; from: number | null; path: number[]; rule: string }
  // GAME TURN (emitted by the step wrapper, src/core/step.ts)
  | GameOverBeat;

/** Every beat type the machine may emit (a missing or extra name is a type error). */
export const BELLE_BEAT_TYPES = beatTypeList<BelleBeat>({
  'armies.deployed': true,
  'sectors.discovered': true,
  'turn.begun': true,
  'command.rolled': true,
  'token.drawn': true,
  'unit.activated': true,
  'reactivity.tested': true,
  'activation.ended': true,
  'unit.moved': true,
  'unit.evaded': true,
  'unit.fellBack': true,
  'unit.fired': true,
  'losses.taken': true,
  'reaction.passed': true,
  'assault.declared': true,
  'assault.cancelled': true,
  'assault.fought': true,
  'position.carried': true,
  'game.over': true,
});
