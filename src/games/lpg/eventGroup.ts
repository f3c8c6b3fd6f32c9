// Where each La Petite Guerre decision sits in the action list (the module's groupEvent): a move
// under the stack that moves (its commander, or the leaderless units of a hex, and the hex it
// leaves), then its destination, the march or forced march as its text; a commander's Command-phase
// choices (reconnoitre, leave a unit on the map, take one onto his rack) under him; a phantom
// marker's placing under "Place a phantom marker" by hex; a combat card under the side choosing;
// a retreat under the battle it leaves; an order under the unit type, by settlement. Ends of phases
// and the rest are listed by type (null). The action list is the deciding side's own, so its own
// commanders are named.
import type { EventGroup } from '../../core/module';
import type { LpgEvent } from './legal';
import type { LpgState } from './state';
import { UNIT_SPECS } from './tables/units';
import { SIDE_NAME, actionCardName, combatCardName, commanderName, hexPlace, settlementName, unitHexOf, unitName, unitTypeName } from './words';

/** The stack that acts: "George Washington at White Plains", or "Leaderless units at hex 1507 near Hackensack". */
function stackGroup(s: LpgState, stack: string): string {
  if (stack.startsWith('hex:')) return `Leaderless units at ${hexPlace(stack.slice(4))}`;
  const c = s.commanders.find((k) => k.id === stack);
  return c ? `${commanderName(stack)} at ${hexPlace(c.hex)}` : commanderName(stack);
}

export function groupEvent(s: LpgState, e: LpgEvent): EventGroup | null {
  switch (e.type) {
    case 'move':
      return {
        group: stackGroup(s, e.stack),
        sub: `to ${hexPlace(e.to)}`,
        short: e.forcedMarch ? 'forced march (+1, attrition)' : 'march',
      };
    case 'recce':
      return { group: stackGroup(s, e.commander), short: 'Reconnoitre instead of taking command' };
    case 'detach': {
      const u = s.units.find((x) => x.id === e.unit);
      return u?.commander ? { group: stackGroup(s, u.commander), short: `Leave ${unitName(e.unit, s)} on the map` } : null;
    }
    case 'attach':
      return { group: stackGroup(s, e.commander), short: `Take ${unitName(e.unit, s)} onto his rack` };
    case 'rollCommand':
      return { group: stackGroup(s, `hex:${e.hex}`), short: 'Roll for command (1 in 6)' };
    case 'placePhantom':
      return { group: 'Place a phantom marker', short: `on ${hexPlace(e.hex)}` };
    case 'removePhantom': {
      const hex = s.phantoms.find((p) => p.id === e.phantom)?.hex;
      return { group: 'Take a phantom marker off', short: hex ? `from ${hexPlace(hex)}` : 'off the map' };
    }
    case 'discard':
      return { group: 'Discard an action card', short: actionCardName(e.card) };
    case 'callReinforcements':
    case 'declineCall':
      return s.combat ? { group: `The battle at ${hexPlace(s.combat.hex)}`, short: e.type === 'callReinforcements' ? 'Call for reinforcements' : 'Make no call' } : null;
    case 'chooseCombatCard':
      return { group: `${SIDE_NAME[e.side]} combat card`, short: combatCardName(e.card) };
    case 'retreat':
      return s.combat ? { group: `Retreat from ${hexPlace(s.combat.hex)}`, short: `to ${hexPlace(e.to)}` } : null;
    case 'orderUnit': {
      const spec = UNIT_SPECS[e.unitType];
      return {
        group: `Order ${e.unitType === 'baggage' ? 'a baggage train' : unitTypeName(e.unitType)}`,
        short: `at ${settlementName(e.place)} (${spec.supplyCost} supply, ${spec.recruitCost} recruits, ready turn ${s.turn + spec.buildTurns})`,
      };
    }
    case 'rest': {
      const hex = unitHexOf(s, e.unit);
      return { group: 'Rest an understrength unit', short: `${unitName(e.unit, s)}${hex ? ` at ${hexPlace(hex)}` : ''}` };
    }
    case 'combine': {
      const hex = unitHexOf(s, e.absorbed);
      return {
        group: `Combine at ${hex ? hexPlace(hex) : 'the hex'}`,
        short: `${unitName(e.absorbed, s)} into ${e.into.map((id) => unitName(id, s)).join(' and ')}`,
      };
    }
    default:
      return null;
  }
}
