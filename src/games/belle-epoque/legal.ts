// What the active unit may do now, for the machine's legal events and for lighting the table:
// moves with their cost, fire targets with the to-hit number, assault targets with both levels.
import { adjacent } from './hex';
import { type BelleState, liveUnits, unitById } from './state';
import { type MoveKind, type MoveOption, moveOptions } from './movement';
import { type FireOption, fireCheck } from './firing';
import { type SuccessLevel, assaultCheck, successLevel } from './assault';
import { otherSide } from './types';

export interface LegalMove extends MoveOption {
  kind: MoveKind;
}
export interface LegalAssault {
  target: string;
  attackerLevel: SuccessLevel;
  defenderLevel: SuccessLevel;
}

/** Moves of the active unit: a basic move always, a march after a successful test; none once it moved or acted. */
export function legalMoves(s: BelleState): LegalMove[] {
  const a = s.activation;
  if (!a || a.movement || a.fired || a.assaulted || a.assaultTarget) return [];
  const success = a.test?.success === true;
  const out: LegalMove[] = moveOptions(s, a.unit, { kind: 'basic', interpenetrate: success }).map((o) => ({ ...o, kind: 'basic' }));
  if (success) out.push(...moveOptions(s, a.unit, { kind: 'march', interpenetrate: true }).map((o) => ({ ...o, kind: 'march' as const })));
  return out;
}

/** Fire targets of the active unit (to-hit as moving if it has moved this activation). */
export function legalFireTargets(s: BelleState): FireOption[] {
  const a = s.activation;
  if (!a || !a.test?.success || a.movement === 'march' || a.fired || a.assaulted || a.assaultTarget) return [];
  const u = unitById(s, a.unit);
  if (u.enteredRough || u.sector === null) return [];
  return fireTargetsFrom(s, a.unit, a.moved > 0);
}

/** Fire targets of any unit, as if it fired now (stationary or moving): for previews. */
export function fireTargetsFrom(s: BelleState, unitId: string, moving: boolean): FireOption[] {
  const u = unitById(s, unitId);
  if (u.sector === null) return [];
  return liveUnits(s, otherSide(u.side))
    .map((t) => fireCheck(s, unitId, t.id, moving))
    .filter((f): f is FireOption => typeof f !== 'string');
}

/** Assault targets of the active unit, with the levels each side would fight at. */
export function legalAssaultTargets(s: BelleState): LegalAssault[] {
  const a = s.activation;
  if (!a) return [];
  const u = unitById(s, a.unit);
  if (u.sector === null) return [];
  return liveUnits(s, otherSide(u.side))
    .filter((t) => adjacent(t.sector!, u.sector!) && assaultCheck(s, t.id) === null)
    .map((t) => ({
      target: t.id,
      attackerLevel: successLevel(s, a.unit, 'attacker', t.id),
      defenderLevel: successLevel(s, t.id, 'defender', a.unit),
    }));
}

/** Everything the active unit may do now. */
export function activeUnitOptions(s: BelleState): { moves: LegalMove[]; fire: FireOption[]; assault: LegalAssault[] } {
  return { moves: legalMoves(s), fire: legalFireTargets(s), assault: legalAssaultTargets(s) };
}
