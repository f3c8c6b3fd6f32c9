// Where each Brave Little Belgium decision sits in the action list (the module's groupEvent): a
// move under the stack that moves (its units and the box it leaves), then its destination, with the
// way between as its text ("direct", "via Verviers"); a set-up placement under its unit; a retreat under its unit, then where it
// ends; a combat choice under its box. Other decisions are listed by type (null here).
import { BOX } from './db';
import { unitName } from './describe';
import type { BlbEvent } from './legal';
import type { BlbState } from './state';
import type { EventGroup } from '../../core/module';

const box = (id: string) => BOX[id]?.name ?? id;

export function groupEvent(s: BlbState, e: BlbEvent): EventGroup | null {
  switch (e.type) {
    case 'move': {
      const from = s.units[e.units[0]!]?.box ?? '';
      const to = e.path[e.path.length - 1] ?? from;
      return {
        group: `${e.units.map(unitName).join(' + ')} at ${box(from)}`,
        sub: `to ${box(to)}`,
        // The group names the box it leaves, the subgroup the box it ends in: the text is the way between.
        short: e.path.length > 1 ? `via ${e.path.slice(0, -1).map(box).join(' → ')}` : 'direct',
      };
    }
    case 'placeUnit':
      return { group: `Place ${unitName(e.unit)}`, short: `in ${box(e.box)}` };
    case 'placeGc':
      return { group: 'Place a face-down Garde Civique', short: `in ${box(e.box)}` };
    case 'retreat': {
      const to = e.path[e.path.length - 1] ?? '';
      return {
        group: `Retreat ${unitName(e.unit)}`,
        sub: `to ${box(to)}`,
        short: `${e.path.map(box).join(' → ')}${e.path.length > 1 ? ' (one loss)' : ''}`,
      };
    }
    case 'stay':
      return { group: `Retreat ${unitName(e.unit)}`, short: 'Stay to defend the fort' };
    case 'chooseCombat':
      return { group: `Combat in ${box(e.box)}`, short: 'Resolve it' };
    case 'declineCombat':
      return { group: `Combat in ${box(e.box)}`, short: 'Do not attack the besiegers' };
    default:
      return null;
  }
}
