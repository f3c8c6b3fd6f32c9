// What the tooltip says about a counter, a box or a place on the table (pure). Only what the
// view shows: a face-down Garde Civique stays "strength unknown".
import { ARMY, BOX, CHIT, FORT, UNIT } from '../../games/blb/db';
import type { BoxStacks } from './counterPlacement';
import type { BlbView } from './viewTypes';

export interface Tip {
  title: string;
  lines: string[];
}

const TYPE_NAME = { infantry: 'Infantry', cavalry: 'Cavalry', gardeCivique: 'Garde Civique' } as const;
const COUNTRY = { germany: 'Germany', belgium: 'Belgium', france: 'France', luxembourg: 'Luxembourg', netherlands: 'Netherlands' } as const;

function unitTip(id: string, view: BlbView): Tip {
  const def = UNIT[id];
  if (!def) return { title: id, lines: [] };
  const steps = view.units[id]?.steps ?? def.steps;
  const reduced = def.steps === 2 && steps < 2;
  const cf = reduced && def.reducedCf ? def.reducedCf : def.cf;
  const army = ARMY[def.army];
  const mover = view.activation?.movers?.[id];
  const lines = [
    `${army?.name ?? def.army} (${army?.leader ?? '?'})`,
    `${TYPE_NAME[def.type]} · ${def.steps === 2 ? (reduced ? 'reduced (1 of 2 steps)' : 'full strength (2 steps)') : 'one step'}`,
    `Combat factor ${cf}: hits on ${cf} or more${reduced ? ` (full side ${def.cf})` : ''}`,
  ];
  if (mover) lines.push(mover.stopped ? 'Has stopped moving this activation' : `Spent ${mover.spent} MP this activation`);
  return { title: `${def.ident} · ${def.name}`, lines };
}

function gcTip(viewId: string, view: BlbView): Tip {
  const g = view.gc[viewId];
  if (!g || !g.revealed || g.cf === '?') {
    return { title: 'Garde Civique (face-down)', lines: ['Strength unknown until a German unit enters (6.2).', 'Cannot move; defends only.'] };
  }
  return {
    title: 'Garde Civique',
    lines: [g.cf === null ? 'No combat factor: removed when revealed.' : `Combat factor ${g.cf}: hits on ${g.cf} or more`, 'Cannot move; defends only.'],
  };
}

function chitTip(id: string, view: BlbView): Tip {
  const def = CHIT[id];
  if (!def) return { title: id, lines: [] };
  if (view.chits.cup.includes(id)) return { title: 'A chit in the cup', lines: ['Drawn at random (4.1).'] };
  const lines: string[] = [];
  if (def.kind === 'activation' && def.army) lines.push(`Activates the ${ARMY[def.army]?.name ?? def.army} (5.2)`);
  if (def.kind === 'event') lines.push(`${def.side === 'german' ? 'German' : 'Entente'} event (5.1)`);
  if (def.kind === 'turnEnd') lines.push('Ends the turn when the third is drawn (5.3)');
  const track = view.chits.track[id];
  if (track !== undefined) lines.push(`Enters the cup on turn ${track} (3.0)`);
  if (view.chits.used.includes(id)) lines.push('Used this turn (face-down)');
  return { title: def.kind === 'activation' ? `${def.label} · activation chit` : def.label, lines };
}

export function counterTip(key: string, view: BlbView, stacks: Record<string, BoxStacks>, boxOf: Record<string, string>): Tip {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  switch (kind) {
    case 'unit':
      return unitTip(id, view);
    case 'gc':
      return gcTip(id, view);
    case 'chit':
      return chitTip(id, view);
    case 'fort':
      return boxTip(id, view, stacks);
    case 'marker':
      return id === 'turn'
        ? { title: 'Game Turn marker', lines: [view.turn > 0 ? `Game Turn ${view.turn}` : 'Before the first Game Turn'] }
        : { title: 'Atrocities marker', lines: [`${view.atrocities} of 5 (4.2, 9.0)`] };
    case 'badge': {
      const [box, side] = rest;
      const n = box && (side === 'german' || side === 'entente') ? (stacks[box]?.[side].length ?? 0) : 0;
      return { title: `${n} counters`, lines: [`${side === 'german' ? 'German' : 'Entente'} stack in ${BOX[box ?? '']?.name ?? box}`] };
    }
    default:
      return { title: key, lines: boxOf[key] ? [BOX[boxOf[key]!]?.name ?? ''] : [] };
  }
}

export function boxTip(box: string, view: BlbView, stacks: Record<string, BoxStacks>): Tip {
  const def = BOX[box];
  if (!def) return { title: box, lines: [] };
  const fort = FORT[box];
  const lines: string[] = [];
  const kind = fort ? `${fort.steps === 4 ? 'Major' : 'Minor'} Fort` : 'City';
  lines.push(`${kind} · ${COUNTRY[def.country]}${def.capital ? ' · capital' : ''}`);
  if (fort) {
    const steps = view.forts[box]?.steps ?? fort.steps;
    lines.push(steps > 0 ? `Fort: ${steps} of ${fort.steps} steps, hits on ${fort.cf}+ (8.1)` : 'Fort destroyed (8.1)');
  }
  if (def.beyondVictoryLine) lines.push('Beyond the Victory Line (9.0)');
  const s = stacks[box];
  if (s) {
    const names = (keys: string[]) =>
      keys.map((k) => (k.startsWith('unit:') ? (UNIT[k.slice(5)]?.ident ?? k) : view.gc[k.slice(3)]?.revealed ? 'GC' : 'GC?')).join(', ');
    if (s.german.length) lines.push(`German (${s.german.length}): ${names(s.german)}`);
    if (s.entente.length) lines.push(`Entente (${s.entente.length}): ${names(s.entente)}`);
  }
  if (view.combat?.box === box) lines.push('Combat here now');
  return { title: def.name, lines };
}

export function placeTip(place: string, view: BlbView): Tip {
  if (place === 'chit-cup') return { title: 'Chit Cup', lines: [`${view.chits.cup.length} chits; drawn at random (4.1)`] };
  return { title: place, lines: [] };
}
