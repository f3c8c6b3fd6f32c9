// 6.1 Movement: a card played for its Movement value moves up to that many units (each once per
// card) to an adjacent area, or from the Rear Area to an area it reaches (6.12); a ground unit in an
// area with undisrupted enemy ground units may not leave it (6.11); forbidden areas may not be
// entered (6.11). The conflict may price moves by roads and let aircraft fly anywhere.
import { type BbwState, RuleError, cloneState, unitState } from '../state';
import { boardOf, defOf, isArea, isRear, undisruptedEnemyGround } from './board';
import { handOver } from './cards';

export interface MoveChoice {
  unit: string;
  to: string;
}

/** Why this unit may not make this move with the card being played, or its cost in Movement points. */
export function moveCost(s: BbwState, unitId: string, to: string): number | string {
  const act = s.action;
  if (!act || act.mode !== 'move' || s.pending.kind !== 'move') return '6.1: no card is being played for its Movement value';
  const b = boardOf(s);
  const d = b.units.get(unitId);
  if (!d) return `no unit "${unitId}"`;
  if (d.side !== act.side) return `6.1: ${unitId} is not ${act.side}'s unit`;
  if (act.used.includes(unitId)) return `6.11: ${unitId} has already moved with this card`;
  const u = unitState(s, unitId);
  const from = u.loc;
  const fromArea = isArea(s, from);
  if (!fromArea && !isRear(s, from)) return `6.1: ${unitId} is in the Damaged Units box`;
  const dest = b.areas.get(to);
  if (!dest) return `6.1: units move to an area on the map ("${to}" is not one)`;
  if (dest.forbidden) return `6.11: ${dest.name} may not be entered`;
  if (to === from) return `6.1: ${unitId} is already in ${to}`;
  const blocked = b.scenario.rules.moveBlocked(s, unitId);
  if (blocked) return blocked;
  if (d.kind === 'air') {
    if (u.disrupted) return `2.4: a disrupted air unit cannot do anything`;
    const grounded = b.scenario.rules.airBlocked(s, unitId);
    if (grounded) return grounded;
    if (b.scenario.data.airReach === 'any') return 1;
  } else if (fromArea && undisruptedEnemyGround(s, from, d.side)) {
    return `6.11: ${unitId} is in an area with undisrupted enemy ground units and may not leave it`;
  }
  let cost: number;
  if (fromArea) {
    const road = b.adjacent.get(from)!.get(to);
    if (road === undefined) return `6.1: ${to} is not adjacent to ${from}`;
    cost = d.kind === 'ground' && !road && b.scenario.data.offRoadCost !== null ? b.scenario.data.offRoadCost : 1;
  } else {
    const rear = b.rears.get(from)!;
    if (!rear.reaches.includes(to)) return `6.12: ${to} cannot be reached from ${rear.name}`;
    cost = 1;
  }
  if (cost > act.left) return `6.1: the move costs ${cost} and the card has ${act.left} left`;
  return cost;
}

/** 6.1: moves one unit with the card being played. */
export function moveUnit(prev: BbwState, m: MoveChoice): BbwState {
  const cost = moveCost(prev, m.unit, m.to);
  if (typeof cost === 'string') throw RuleError.from('6.1', cost);
  const s = cloneState(prev);
  const act = s.action!;
  unitState(s, m.unit).loc = m.to;
  act.left -= cost;
  act.used.push(m.unit);
  if (act.left === 0) handOver(s, act.side);
  return s;
}

/** 6.1 / 6.2: the player ends the card being played (moving or attacking with fewer units). */
export function endCard(prev: BbwState): BbwState {
  if ((prev.pending.kind !== 'move' && prev.pending.kind !== 'combat') || !prev.action) throw new RuleError('6.0', 'no card is being played');
  const s = cloneState(prev);
  handOver(s, s.action!.side);
  return s;
}

/** 6.1: every move open with the card being played. */
export function legalMoves(s: BbwState): MoveChoice[] {
  if (s.pending.kind !== 'move' || !s.action) return [];
  const side = s.action.side;
  const b = boardOf(s);
  const out: MoveChoice[] = [];
  const anyArea = [...b.areas.keys()];
  for (const u of s.units) {
    const d = defOf(s, u.id);
    if (d.side !== side || s.action.used.includes(u.id)) continue;
    // where a move could go at all: anywhere for aircraft that fly anywhere, else the neighbours or the Rear Area's reach
    const rear = b.rears.get(u.loc);
    const candidates = d.kind === 'air' && b.scenario.data.airReach === 'any' ? anyArea : rear ? rear.reaches : [...(b.adjacent.get(u.loc)?.keys() ?? [])];
    for (const a of candidates) if (typeof moveCost(s, u.id, a) === 'number') out.push({ unit: u.id, to: a });
  }
  return out;
}
