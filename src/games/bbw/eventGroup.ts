// Where each Brief Border Wars decision sits in the action list: a move under its unit, then its
// destination; a designation under its role; other decisions by type (null).
import type { EventGroup } from '../../core/module';
import { placeName, unitName } from './describe';
import type { BbwEvent } from './legal';
import type { BbwState } from './state';

export function groupEvent(s: BbwState, e: BbwEvent): EventGroup | null {
  switch (e.type) {
    case 'move': return { group: `Move ${unitName(s, e.unit)}`, short: `to ${placeName(s, e.to)}` };
    case 'exploit': return { group: `Exploit with ${unitName(s, e.unit)}`, short: `to ${placeName(s, e.to)}` };
    case 'designate': return { group: `Designate ${e.step.role}`, short: unitName(s, e.step.unit) };
    default: return null;
  }
}
