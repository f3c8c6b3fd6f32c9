// What BLB's flat board lights (pure): the same lit targets as the 3D table, mapped onto the
// schematic map's boxes and stack chips. The table's own decisions come from tableTargets.ts (the
// cup, combats, losses, retreats, advances, event chits, forts, set-up) and moves from
// moveTargets.ts (stacks that may move, then the selected stack's destinations with their MP
// cost): nothing here restates a rule, it only says where on the flat map each target stands.
import { UNIT } from '../../games/blb/db';
import type { MoveTarget } from '../../scene/blb/moveTargets';
import type { TableTarget, TargetRole } from '../../scene/blb/interactions/tableTargets';
import type { BlbView } from '../../scene/blb/viewTypes';

/** A stack chip of a box: German units, Entente units, Garde Civique. */
export type Chip = 'german' | 'entente' | 'gc';

export type MarkRole = TargetRole | 'movable' | 'selected' | 'dest' | 'route';

/** One lit place on the flat map. */
export interface FlatMark {
  /** Unique per place and role. */
  id: string;
  box: string;
  /** On a stack chip (else the whole box). */
  chip?: Chip;
  role: MarkRole;
  /** The short label shown beside it (none: lit only). */
  label?: string;
  /** The table target a click answers (its choices), if any. */
  target?: TableTarget;
  /** The move destination a click sends to, if any. */
  dest?: MoveTarget;
  /** Drawn stronger (a selected unit's stack, a fort chosen). */
  selected?: boolean;
  /** Costs a step-loss (a retreat through the enemy). */
  costly?: boolean;
}

/** The box and chip a counter key (`unit:…`, `gc:…`) of tableTargets stands in, from the view. */
export function chipOf(key: string, view: BlbView): { box: string; chip: Chip } | null {
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'unit') {
    const box = view.units[id]?.box;
    if (!box) return null;
    return { box, chip: UNIT[id]?.nationality === 'german' ? 'german' : 'entente' };
  }
  if (kind === 'gc') {
    const box = view.gc[id]?.box;
    return box ? { box, chip: 'gc' } : null;
  }
  return null;
}

/** Which decision matters most where labels compete for room: a fight's before a move's. */
export const MARK_PRIORITY: Record<MarkRole, number> = {
  combat: 6, loss: 6, retreater: 5, retreatTo: 5, advance: 4, fort: 4, event: 4, draw: 4, place: 3, selected: 3, dest: 2, movable: 1, route: 0,
};

export interface FlatMarkInput {
  view: BlbView;
  /** tableTargets(legal, view, selection).targets */
  targets: readonly TableTarget[];
  /** Boxes with a stack that may move (lit while nothing is selected). */
  movable: ReadonlySet<string>;
  /** The selected stack's box, its destinations and the path of the route shown. */
  selected: string | null;
  dests: readonly MoveTarget[];
  route: readonly string[] | null;
}

/** Every lit place of the flat map. */
export function flatMarks({ view, targets, movable, selected, dests, route }: FlatMarkInput): FlatMark[] {
  const out: FlatMark[] = [];
  if (selected) {
    out.push({ id: `selected:${selected}`, box: selected, role: 'selected', label: 'Moving', selected: true });
    for (const d of dests) {
      out.push({ id: `dest:${d.box}`, box: d.box, role: 'dest', label: `${d.cost} MP${d.routes.length > 1 ? ` · ${d.routes.length} routes` : ''}`, dest: d });
    }
    for (const b of route?.slice(0, -1) ?? []) out.push({ id: `route:${b}`, box: b, role: 'route' });
  } else {
    for (const b of movable) out.push({ id: `movable:${b}`, box: b, role: 'movable' });
  }
  for (const t of targets) {
    if (t.role === 'draw' || t.role === 'event') continue; // The cup and the chits stand in the board's toolbar.
    const at = t.place.includes(':') ? chipOf(t.place, view) : { box: t.place };
    if (!at) continue;
    out.push({ id: `target:${t.id}`, ...at, role: t.role, label: t.label, target: t, selected: t.selected, costly: t.costly });
  }
  return out;
}
