// GAME TURN and ACTIVATION: command points, then a token per unit in the bowl, drawn at random one
// after the other; each lets its side activate one of its units. The turn ends when the bowl is empty.
import { nextInt } from '../../../core/rng';
import { rollCommandPoints } from './command';
import { type BelleState, RuleError, nextState, liveUnits, ownBowl, ownRng, ownUnit, ownUnitAt, unitById } from '../state';
import { SIDES, type Side } from '../types';

export interface TurnStart {
  state: BelleState;
  commandRolls: Record<Side, number[]>;
}

/** GAME TURN step 1 and the bowl filled: a new turn begins. */
export function beginTurn(prev: BelleState): TurnStart {
  if (prev.activation || prev.drawn || prev.bowl.red + prev.bowl.blue > 0) {
    throw new RuleError('GAME TURN', 'the turn ends only when the bowl is empty');
  }
  const s = nextState(prev);
  s.turn += 1;
  for (let i = 0; i < s.units.length; i++) {
    const was = s.units[i]!;
    if (was.activated === (was.sector === null) && !was.enteredRough && was.combats === 0) continue;
    const u = ownUnitAt(s, i);
    u.activated = u.sector === null;
    u.enteredRough = false;
    u.combats = 0;
  }
  const commandRolls = { red: rollCommandPoints(s, 'red'), blue: rollCommandPoints(s, 'blue') };
  const bowl = ownBowl(s);
  for (const side of SIDES) bowl[side] = liveUnits(s, side).length;
  return { state: s, commandRolls };
}

/** ACTIVATION: picks one token from the bowl at random (each token equally likely). */
export function drawToken(prev: BelleState): { state: BelleState; side: Side } {
  if (prev.activation) throw new RuleError('ACTIVATION', 'finish the current activation before drawing');
  if (prev.drawn) throw new RuleError('ACTIVATION', `the ${prev.drawn} token drawn still waits for its unit`);
  const total = prev.bowl.red + prev.bowl.blue;
  if (total === 0) throw new RuleError('ACTIVATION', 'the bowl is empty: the turn is over');
  const s = nextState(prev);
  const side: Side = nextInt(ownRng(s), total) < s.bowl.red ? 'red' : 'blue';
  ownBowl(s)[side] -= 1;
  s.drawn = side;
  return { state: s, side };
}

/** Units the drawn side may activate: its own units on the table not yet activated this turn. */
export function activatableUnits(s: BelleState, side: Side): string[] {
  return liveUnits(s, side).filter((u) => !u.activated).map((u) => u.id);
}

/** ACTIVATION: the drawn token's side names the unit it activates. */
export function activateUnit(prev: BelleState, unitId: string): BelleState {
  const u0 = unitById(prev, unitId);
  if (!prev.drawn) throw new RuleError('ACTIVATION', 'draw a token before activating a unit');
  if (u0.side !== prev.drawn) throw new RuleError('ACTIVATION', `a ${prev.drawn} token cannot activate ${unitId}`);
  if (u0.sector === null) throw new RuleError('ACTIVATION', `${unitId} has been eliminated`);
  if (u0.activated) throw new RuleError('ACTIVATION', `${unitId} has already been activated this turn`);
  const s = nextState(prev);
  const u = ownUnit(s, unitId);
  u.activated = true;
  u.moved = false;
  s.drawn = null;
  s.activation = { unit: unitId, test: null, movement: null, moved: 0, fired: false, assaultTarget: null, assaulted: false };
  return s;
}

/** The active unit is done (or was eliminated): the next token may be drawn. */
export function endActivation(prev: BelleState): BelleState {
  if (!prev.activation) throw new RuleError('ACTIVATION', 'no unit is being activated');
  const s = nextState(prev);
  s.activation = null;
  return s;
}

/** The turn ends when the bowl is empty and no unit is still acting. */
export const turnOver = (s: BelleState): boolean =>
  s.bowl.red + s.bowl.blue === 0 && s.drawn === null && s.activation === null;
