// Every beat the Brave Little Belgium machine emits (`emit(...)`): what just happened, for the
// table's animation and the logs. One typed union; the scene's beat catalogue must name each type.
import { beatTypeList, type GameOverBeat } from '../../core/module';
import type { Activation, Combat, FortActivationMode, Outcome, RollGroup } from './state';
import type { ArmyId, ChitDef, CombatFactor, EventKind, Side } from './types';

/** A Garde Civique counter turned face up: its id and combat factor (null: the "no factor" face, removed). */
export type RevealedGc = { id: string; cf: CombatFactor | null };

export type BlbBeat =
  // 3.2 set-up variants
  | { type: 'gc.placed'; box: string; rule: string }
  | { type: 'unit.placed'; unit: string; box: string; rule: string }
  // 4.0-5.3 the turn
  | { type: 'phase'; phase: 'specialGermanCavalryPhase'; rule: string }
  | { type: 'turn.began'; turn: number; arriving?: string[]; rule: string }
  | { type: 'chit.drawn'; chit: string; kind: ChitDef['kind']; by: Side; rule: string }
  | { type: 'activation.chosen'; mode: FortActivationMode; forts: string[]; rule: string }
  | { type: 'activation.began'; side: Side; armies: ArmyId[]; kind: Activation['kind']; rule: string }
  | { type: 'activation.ended'; armies: ArmyId[]; rule: string }
  | { type: 'additional.announced'; armies: ArmyId[]; rule: string }
  | { type: 'event.played'; side: Side; chit: string; event: EventKind | undefined; rule: string }
  // 6.0 movement, 6.2 Garde Civique
  | { type: 'units.moved'; side: Side; units: string[]; from: string; path: string[]; rule: string }
  | { type: 'gc.revealed'; box: string; gc: RevealedGc[]; arising?: boolean; rule: string }
  | { type: 'gc.choice'; choice: 'fight' | 'fallBack'; box: string; rule: string }
  // 7.0-8.2 combat
  | { type: 'combat.declined'; box: string; rule: string }
  | {
      type: 'combat.started';
      box: string;
      attacker: Side;
      attackers: string[];
      defenders: string[];
      fort: Combat['fort'];
      siege: boolean;
      rule: string;
    }
  | { type: 'combat.modifiers'; box: string; zeppelin: boolean; britishBonus: boolean; bigBertha: boolean; rule: string }
  | { type: 'dice.rolled'; purpose?: undefined; box: string; rolls: RollGroup[]; rule: string }
  | {
      type: 'dice.rolled';
      /** 4.2a Atrocities Check: one die per announced army. */
      purpose: 'atrocities';
      rolls: { army: ArmyId; die: number; atrocity: boolean }[];
      atrocities: number;
      rule: string;
    }
  | { type: 'fort.hit'; box: string; steps: number; cause: 'hit' | 'bigBertha'; rule: string }
  | { type: 'fort.destroyed'; box: string; rule: string }
  | { type: 'unit.reduced'; unit: string; rule: string }
  | { type: 'unit.eliminated'; unit: string; cause?: 'noRetreat'; rule: string }
  | { type: 'combat.result'; box: string; hitsOn: Record<Side, number>; loser: Side; winnerWiped: boolean; rule: string }
  | { type: 'unit.retreated'; unit: string; from: string; path: string[]; rule: string }
  | { type: 'unit.displaced'; unit: string; box: string; rule: string }
  | { type: 'unit.stays'; unit: string; box: string | null; rule: string }
  | { type: 'units.advanced'; units: string[]; from: string; to: string; rule: string }
  | { type: 'combat.ended'; box: string; rule: string }
  // 9.0 (emitted by the step wrapper, src/core/step.ts)
  | GameOverBeat<Outcome>;

/** Every beat type the machine may emit (a missing or extra name is a type error). */
export const BLB_BEAT_TYPES = beatTypeList<BlbBeat>({
  'gc.placed': true,
  'unit.placed': true,
  phase: true,
  'turn.began': true,
  'chit.drawn': true,
  'activation.chosen': true,
  'activation.began': true,
  'activation.ended': true,
  'additional.announced': true,
  'event.played': true,
  'units.moved': true,
  'gc.revealed': true,
  'gc.choice': true,
  'combat.declined': true,
  'combat.started': true,
  'combat.modifiers': true,
  'dice.rolled': true,
  'fort.hit': true,
  'fort.destroyed': true,
  'unit.reduced': true,
  'unit.eliminated': true,
  'combat.result': true,
  'unit.retreated': true,
  'unit.displaced': true,
  'unit.stays': true,
  'units.advanced': true,
  'combat.ended': true,
  'game.over': true,
});
