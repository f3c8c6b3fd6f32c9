// Where each Belle Epoque decision sits in the action list (the module's groupEvent): the active
// unit's orders (its moves, fire, assault and the end of its activation) under that unit; a
// reaction under the unit that reacts; a fall back under the unit that falls back. Texts stay the
// events' labels ("March to d7"). Other decisions are listed by type (null here).
import type { EventGroup } from '../../core/module';
import { unitName } from './describe';
import type { BelleEvent } from './legal';
import { sectorLabel } from './rules/hex';
import type { BelleContext } from './state';

export function groupEvent(c: BelleContext, e: BelleEvent): EventGroup | null {
  const s = c.game;
  const unitAt = (id: string) => {
    const sector = s.units.find((u) => u.id === id)?.sector;
    return sector === null || sector === undefined ? unitName(s, id) : `${unitName(s, id)} at ${sectorLabel(sector)}`;
  };
  const active = s.activation ? unitAt(s.activation.unit) : null;
  switch (e.type) {
    case 'move':
    case 'fire':
    case 'assault':
    case 'endActivation':
      return active ? { group: active } : null;
    case 'salvo':
      return { group: unitAt(e.unit), sub: 'Salvo' };
    case 'evade':
    case 'evadeTo':
      return c.reaction ? { group: unitAt(c.reaction.defender), sub: 'Evade' } : null;
    case 'fallBack':
      return c.fallBack ? { group: unitAt(c.fallBack.unit) } : null;
    default:
      return null;
  }
}
