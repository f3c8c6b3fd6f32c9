// What a click on an unlit place of the Brave Little Belgium map would have asked for (pure), so a
// table can say which rule refuses it: the module's explainIllegal answers for the event built
// here. It decides nothing: the event is only asked about, never sent, and the answer is the
// rules'. A move is built along the map's cheapest line path (6.0 costs: Easy 1, Difficult 2), so
// the refusal names what stops it (too few MP, an enemy box on the way, overstacking, a unit not
// activated). Null when the click means nothing now (no decision of that kind is open).
import { NEIGHBOURS, UNIT } from '../../../games/blb/db';
import type { BlbView } from '../viewTypes';
import type { LegalEventLike } from './tableTargets';

/** The cheapest path over the map's Movement Lines from `from` to `to` (boxes after `from`), ties by fewer boxes then name; null if none. */
export function mapPath(from: string, to: string): string[] | null {
  if (from === to || !NEIGHBOURS[from] || !NEIGHBOURS[to]) return null;
  const best = new Map<string, { cost: number; path: string[] }>([[from, { cost: 0, path: [] }]]);
  const open = [from];
  const done = new Set<string>();
  while (open.length) {
    open.sort((a, b) => {
      const x = best.get(a)!;
      const y = best.get(b)!;
      return x.cost - y.cost || x.path.length - y.path.length || a.localeCompare(b);
    });
    const box = open.shift()!;
    if (done.has(box)) continue;
    done.add(box);
    if (box === to) return best.get(box)!.path;
    const cur = best.get(box)!;
    for (const n of NEIGHBOURS[box] ?? []) {
      const cost = cur.cost + n.cost;
      const old = best.get(n.box);
      if (!old || cost < old.cost || (cost === old.cost && cur.path.length + 1 < old.path.length)) {
        best.set(n.box, { cost, path: [...cur.path, n.box] });
        open.push(n.box);
      }
    }
  }
  return null;
}

/** Where the click was: a box, and (on a stack) whose stack. */
export interface ProbePlace {
  box: string;
  /** The stack clicked: German units, Entente units, or Garde Civique. */
  stack?: 'german' | 'entente' | 'gc';
}

export interface ProbeContext {
  /** The units of the selected stack (a move's group), if one is selected. */
  moving?: readonly string[] | null;
  /** The unit whose retreat is being chosen (7.5). */
  retreating?: string | null;
}

/** Units (and revealed Garde Civique) of `side` in `box`, in data order. */
function unitsIn(view: BlbView, box: string, side: string, stack?: ProbePlace['stack']): string[] {
  const out: string[] = [];
  if (stack !== 'gc') {
    for (const [id, u] of Object.entries(view.units)) {
      if (u.box !== box || u.steps <= 0) continue;
      const nation = UNIT[id]?.nationality === 'german' ? 'german' : 'entente';
      if (nation === side) out.push(id);
    }
  }
  if (side === 'entente' && stack !== 'german') {
    for (const [id, g] of Object.entries(view.gc)) if (g.box === box && g.revealed) out.push(id);
  }
  return out;
}

/**
 * The decision a click on `place` would have been, built for the module's explainIllegal: a move
 * of the selected stack there (or of the stack clicked, if nothing may move from it), a step-loss
 * on a unit there, a retreat or an advance there, a combat there, a set-up placement there.
 */
export function probeEventAt(view: BlbView, legal: readonly LegalEventLike[], place: ProbePlace, ctx: ProbeContext = {}): LegalEventLike | null {
  const side = legal[0]?.side;
  if (!side || !place.box) return null;
  const first = (type: string) => legal.find((e) => e.type === type) as (LegalEventLike & Record<string, unknown>) | undefined;
  const move = first('move');
  if (move) {
    const moving = ctx.moving?.length ? [...ctx.moving] : null;
    if (moving) {
      const start = view.units[moving[0]!]?.box;
      const path = start ? mapPath(start, place.box) : null;
      return path ? ({ type: 'move', side: move.side, units: moving, path } as LegalEventLike) : null;
    }
    const own = unitsIn(view, place.box, move.side, place.stack).filter((id) => UNIT[id]);
    const next = NEIGHBOURS[place.box]?.[0]?.box;
    return own.length && next ? ({ type: 'move', side: move.side, units: own, path: [next] } as LegalEventLike) : null;
  }
  const loss = first('takeLoss');
  if (loss) {
    const unit = unitsIn(view, place.box, loss.side, place.stack)[0] ?? unitsIn(view, place.box, loss.side === 'german' ? 'entente' : 'german', place.stack)[0];
    return unit ? ({ type: 'takeLoss', side: loss.side, unit } as LegalEventLike) : null;
  }
  const retreat = first('retreat') ?? first('stay');
  if (retreat) {
    const unit = ctx.retreating ?? (retreat.unit as string | undefined);
    return unit ? ({ type: 'retreat', side: retreat.side, unit, path: [place.box] } as LegalEventLike) : null;
  }
  const advance = first('advance');
  if (advance) return { type: 'advance', side: advance.side, to: place.box } as LegalEventLike;
  const combat = first('chooseCombat');
  if (combat) return { type: 'chooseCombat', side: combat.side, box: place.box } as LegalEventLike;
  const gc = first('placeGc');
  if (gc) return { type: 'placeGc', side: gc.side, box: place.box } as LegalEventLike;
  const unit = first('placeUnit');
  if (unit) return { type: 'placeUnit', side: unit.side, unit: unit.unit, box: place.box } as LegalEventLike;
  return null;
}
