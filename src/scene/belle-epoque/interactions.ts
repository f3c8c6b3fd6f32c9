// What the Belle Epoque table lights and what a click on it sends (pure: no React, no three).
// It decides no rule: the lit places come from the legal events the table is given and from the
// view's preview of the active unit (both computed by the rules); a click maps to the legal
// events for that place, and when several fit (a sector reachable by a basic move and by a march,
// a target one may fire at or assault) the table asks which.
import { countHits } from '../../games/belle-epoque/rules/firing';
import { sectorLabel } from '../../games/belle-epoque/rules/hex';
import type { BelleView, DisplayUnit, SectorHighlight } from './viewTypes';

/** The legal events the table understands (BelleEvent's shapes, read loosely). */
export interface BelleEventLike {
  type: string;
  side: string;
  unit?: string;
  target?: string;
  to?: number;
  kind?: string;
  path?: number[];
  commandPoints?: number;
}

export interface TablePlay {
  highlights: SectorHighlight[];
  marks: Record<string, DisplayUnit['mark']>;
  /** Units a click activates (a token of their colour was drawn). */
  selectable: string[];
  /** The legal events a click on this sector (or the unit in it) stands for. */
  eventsAt(sector: number): BelleEventLike[];
  /** A one-line hint for the table's status line (what the lit places mean). */
  hint: string | null;
}

/** FIRING: the faces that hit, as the rules count them (countHits), e.g. "4 dice, hit on 2–4" (" · " joins a sector's offers). */
export function toHitLabel(f: { toHit: number; missUpTo: number; dice: number }): string {
  const faces = [1, 2, 3, 4, 5, 6].filter((r) => countHits([r], f.toHit, f.missUpTo) === 1);
  if (faces.length === 0) return `${f.dice} dice, no hit possible`;
  const low = faces[0]!;
  const high = faces.at(-1)!;
  return `${f.dice} dice, hit on ${low === high ? low : `${low}–${high}`}`;
}

const unitSector = (view: BelleView, id: string | undefined): number | null =>
  (id ? view.game.units.find((u) => u.id === id)?.sector : null) ?? null;

export function tablePlay(view: BelleView, legal: readonly BelleEventLike[]): TablePlay {
  const highlights = new Map<number, SectorHighlight>();
  const marks: Record<string, DisplayUnit['mark']> = {};
  const bySector = new Map<number, BelleEventLike[]>();
  const light = (sector: number | null, tone: SectorHighlight['tone'], label?: string) => {
    if (sector === null || sector === undefined) return;
    const old = highlights.get(sector);
    // A place lit twice keeps the stronger tone and both labels.
    highlights.set(sector, { sector, tone: old && RANK[old.tone] > RANK[tone] ? old.tone : tone, ...(old?.label || label ? { label: [old?.label, label].filter(Boolean).join(' · ') } : {}) });
  };
  const bind = (sector: number | null, e: BelleEventLike) => {
    if (sector === null) return;
    const list = bySector.get(sector) ?? [];
    list.push(e);
    bySector.set(sector, list);
  };

  const active = view.game.activation?.unit;
  if (active) marks[active] = 'active';
  if (view.reaction) marks[view.reaction.defender] = 'reacting';
  const preview = view.preview;
  const selectable: string[] = [];
  let hint: string | null = null;

  for (const e of legal) {
    switch (e.type) {
      case 'activate':
        if (e.unit) {
          selectable.push(e.unit);
          marks[e.unit] = 'selectable';
          bind(unitSector(view, e.unit), e);
        }
        hint = 'Click a lit unit to activate it';
        break;
      case 'move': {
        if (typeof e.to !== 'number') break;
        const cost = preview?.moves.find((m) => m.to === e.to && m.kind === e.kind)?.cost;
        const march = e.kind === 'march';
        // A sector a basic move reaches is lit as one (it keeps firing open); march-only ones green.
        if (!march || !legal.some((o) => o.type === 'move' && o.kind === 'basic' && o.to === e.to)) {
          light(e.to, march ? 'march' : 'move', `${march ? 'March ' : ''}${cost ?? '?'} UD`);
        }
        bind(e.to, e);
        hint = 'Click a lit sector to move there';
        break;
      }
      case 'fire': {
        const f = preview?.fire.find((x) => x.target === e.target);
        const at = unitSector(view, e.target);
        light(at, 'fire', f ? `Fire: ${toHitLabel(f)}` : 'Fire');
        if (e.target) marks[e.target] = 'target';
        bind(at, e);
        hint = 'Click a lit enemy to fire at it (the to-hit is shown on it) or assault it';
        break;
      }
      case 'assault': {
        const a = preview?.assault.find((x) => x.target === e.target);
        const at = unitSector(view, e.target);
        light(at, 'assault', a ? `Assault: ${Math.max(1, a.attackerLevel.level)}+ vs ${Math.max(1, a.defenderLevel.level)}+` : 'Assault');
        if (e.target) marks[e.target] = 'target';
        bind(at, e);
        hint = 'Click a lit enemy to fire at it or assault it';
        break;
      }
      case 'evadeTo':
        if (typeof e.to === 'number') {
          light(e.to, 'evade', 'Evade');
          bind(e.to, e);
        }
        hint = 'Click a lit sector to evade there';
        break;
      case 'fallBack':
      case 'takeFire': {
        const end = e.path?.at(-1);
        if (typeof end === 'number') {
          light(end, 'fallBack', `Fall back ${e.path!.length} UD`);
          bind(end, e);
          hint = e.type === 'takeFire' ? 'Click a lit sector to turn even losses into a fall back there, or take them as stands' : 'Click a lit sector to fall back there';
        }
        break;
      }
      case 'carry':
        if (view.carry) {
          light(view.carry.sector, 'carry', 'Carry');
          bind(view.carry.sector, e);
        }
        hint = 'Click the lit sector to carry the position';
        break;
    }
  }

  // Nothing to click yet (a bot's turn, or before the test): still show what the active unit could do.
  if (preview && highlights.size === 0) {
    const tag = preview.ifTestPasses ? ' (if it passes)' : '';
    for (const f of preview.fire) {
      light(unitSector(view, f.target), 'fire', `Fire: ${toHitLabel(f)}${tag}`);
      marks[f.target] = 'target';
    }
    for (const a of preview.assault) {
      light(unitSector(view, a.target), 'assault', `Assault: ${Math.max(1, a.attackerLevel.level)}+ vs ${Math.max(1, a.defenderLevel.level)}+${tag}`);
      marks[a.target] = 'target';
    }
    // Moves only as the basic reach before the test: a march depends on passing it.
    for (const m of preview.moves) if (!preview.ifTestPasses || m.kind === 'basic') light(m.to, m.kind === 'march' ? 'march' : 'move');
  }
  const activeAt = unitSector(view, active);
  if (activeAt !== null && !highlights.has(activeAt)) light(activeAt, 'active');

  return {
    highlights: [...highlights.values()],
    marks,
    selectable,
    eventsAt: (sector) => bySector.get(sector) ?? [],
    hint,
  };
}

const RANK: Record<SectorHighlight['tone'], number> = {
  hover: 0, select: 1, active: 2, move: 3, march: 3, evade: 4, fallBack: 4, carry: 4, fire: 5, assault: 6,
};

/** A short name for a sector in prompts ("g5"). */
export const sectorName = sectorLabel;

/**
 * The decision a click on an unlit place would have been, so the table can say why it is not
 * allowed (the module's explainIllegal answers with the rule): a unit to activate, an enemy to fire
 * at (or assault), a sector to move or evade to. Null when the click means nothing now.
 */
export function probeEventAt(view: BelleView, legal: readonly BelleEventLike[], sector: number): BelleEventLike | null {
  const side = legal[0]?.side;
  if (!side) return null;
  const has = (type: string) => legal.some((e) => e.type === type);
  const unit = view.game.units.find((u) => u.sector === sector);
  if (has('activate')) return unit ? { type: 'activate', side, unit: unit.id } : null;
  if (unit && unit.side !== side && has('fire')) return { type: 'fire', side, target: unit.id };
  if (unit && unit.side !== side && has('assault')) return { type: 'assault', side, target: unit.id };
  if (has('move')) return { type: 'move', side, kind: 'basic', to: sector };
  if (has('evadeTo')) return { type: 'evadeTo', side, to: sector };
  return null;
}
