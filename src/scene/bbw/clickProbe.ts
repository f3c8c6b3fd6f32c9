// What a click on an unlit unit or place would have asked (pure: no rules): the event that the
// decision open now would send for it, so the table can ask the module why it is refused
// (explainIllegal) and show the rule. Shared by the 3D table and the flat map's logic.
import type { BbwEventLike } from './boardPlay';

/** The event a click on unit `id` (standing at `loc`) would send for the decision open now, or null. */
export function unitProbe(legal: readonly BbwEventLike[], id: string, loc: string): BbwEventLike | null {
  const open = legal[0];
  if (!open) return null;
  if (open.type === 'allocate') return { ...open, unit: id };
  if (open.type === 'designate') return { ...open, step: { ...open.step, unit: id } } as BbwEventLike;
  if (open.type === 'move' || open.type === 'exploit') return { ...open, unit: id, to: loc } as BbwEventLike;
  return null;
}

/**
 * The event a click on place `id` would send: with a unit picked, moving it there; else opening a
 * battle there where battles may be opened now. Null: nothing to ask.
 */
export function placeProbe(legal: readonly BbwEventLike[], id: string, pickedUnit: string | null): BbwEventLike | null {
  if (pickedUnit) {
    const first = legal.find((e) => (e.type === 'move' || e.type === 'exploit') && e.unit === pickedUnit);
    return first ? ({ ...first, to: id } as BbwEventLike) : null;
  }
  const battle = legal.find((e) => e.type === 'openBattle');
  return battle ? ({ ...battle, area: id } as BbwEventLike) : null;
}
