// 7.0 Final Phase and 8.0 Game End and Victory.
import { rollD6 } from '../../../core/dice';
import { HIT_ON } from '../data';
import type { VpAdjustment } from '../scenario';
import { type BbwState, RuleError, cloneState } from '../state';
import { SIDES, type Side } from '../types';
import { boardOf, defOf, isArea, isDamagedBox, unitsAt } from './board';

/**
 * 7.0: on the final Game-turn the game ends (8.0). Otherwise all air units return to their Rear
 * Areas; every disrupted unit and every unit in a Damaged Units box rolls 1d6 and recovers on 5-6
 * (undisrupted / moved to the Rear Area); Random Event effects lasting the turn end; the Game Turn
 * marker advances.
 */
export function finalPhase(prev: BbwState): BbwState {
  return finalPhaseRolled(prev).state;
}

/** One unit's 7.0 recovery roll: where it stood, its die, and whether it recovered (5-6). */
export interface RecoveryRoll {
  unit: string;
  /** The Damaged Units box it rolled in, or the area/Rear Area of a disrupted unit (after air units flew home). */
  from: string;
  roll: number;
  recovered: boolean;
}

/** 7.0 as finalPhase, also giving each unit's recovery roll in the order rolled (the table shows the dice). */
export function finalPhaseRolled(prev: BbwState): { state: BbwState; rolls: RecoveryRoll[] } {
  const rolls: RecoveryRoll[] = [];
  if (prev.pending.kind !== 'final') throw new RuleError('7.0', 'it is not the Final Phase');
  const s = cloneState(prev);
  if (s.turn >= s.lastTurn) {
    s.pending = { kind: 'over' };
    return { state: s, rolls };
  }
  const b = boardOf(s);
  for (const u of s.units) {
    const d = defOf(s, u.id);
    if (d.kind === 'air' && isArea(s, u.loc)) u.loc = b.homeRear[d.side];
  }
  for (const u of s.units) {
    const d = defOf(s, u.id);
    if (isDamagedBox(s, u.loc)) {
      const roll = rollD6(s.rng);
      rolls.push({ unit: u.id, from: u.loc, roll, recovered: roll >= HIT_ON });
      if (roll >= HIT_ON) {
        u.loc = b.homeRear[d.side];
        u.disrupted = false;
      }
    } else if (u.disrupted) {
      const roll = rollD6(s.rng);
      rolls.push({ unit: u.id, from: u.loc, roll, recovered: roll >= HIT_ON });
      if (roll >= HIT_ON) u.disrupted = false;
    }
  }
  s.effects = [];
  s.turn += 1;
  s.passes = 0;
  s.received = { white: 0, grey: 0 };
  s.pending = { kind: 'selection' };
  return { state: s, rolls };
}

export interface AreaAward {
  area: string;
  vp: number;
  side: Side;
}

export interface VictoryResult {
  awards: AreaAward[];
  adjustments: VpAdjustment[];
  vp: Record<Side, number>;
  /** White's VP minus grey's: the grades read this. */
  net: number;
  winner: Side | 'draw';
  level: string;
}

/** 8.0: an area's VP go to the side that alone has an undisrupted ground unit in it. */
export function areaController(s: BbwState, area: string): Side | null {
  const has = (side: Side) => unitsAt(s, area, side, 'ground').some((u) => !u.disrupted);
  const w = has('white');
  const g = has('grey');
  if (w === g) return null;
  return w ? 'white' : 'grey';
}

/** 8.0: who holds each VP area now (null: neither side alone), by area id. */
export function vpHolders(s: BbwState): Record<string, Side | null> {
  const out: Record<string, Side | null> = {};
  for (const a of boardOf(s).scenario.data.areas) if (a.vp > 0) out[a.id] = areaController(s, a.id);
  return out;
}

/** 8.0: VP for areas, 9.11 compensation, the conflict's adjustments, and the grade of victory. */
export function victory(s: BbwState): VictoryResult {
  const b = boardOf(s);
  const awards: AreaAward[] = [];
  const holders = vpHolders(s);
  for (const a of b.scenario.data.areas) {
    const side = holders[a.id];
    if (side) awards.push({ area: a.id, vp: a.vp, side });
  }
  const adjustments: VpAdjustment[] = [];
  for (const side of SIDES) {
    if (s.compensation[side] > 0) adjustments.push({ side, vp: s.compensation[side], reason: '9.11: Special Action cards removed' });
  }
  adjustments.push(...b.scenario.rules.vpAdjustments(s));
  const vp = { white: 0, grey: 0 };
  for (const a of awards) vp[a.side] += a.vp;
  for (const a of adjustments) vp[a.side] += a.vp;
  const net = vp.white - vp.grey;
  const grade = b.scenario.data.grades.find((g) => net >= g.min && net <= g.max);
  if (!grade) throw new Error(`no grade of victory for net ${net}`);
  return { awards, adjustments, vp, net, winner: grade.winner, level: grade.level };
}
