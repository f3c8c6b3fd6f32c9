// What Brave Little Belgium's stack viewer shows (pure): the stack under the pointer, full size,
// bottom to top (a counter: its side's stack in its box; a box: every stack in it, German then
// Entente, with the fort marker). Faces are the ones the table draws, so nothing hidden shows.
import { BOX } from '../../games/blb/db';
import type { StackRow } from '../StackViewer';
import type { Placement } from './counterPlacement';
import { counterTip } from './tooltips';
import type { BlbView } from './viewTypes';

export type StackHover = { kind: 'counter'; key: string } | { kind: 'box'; box: string } | { kind: string };

const SIDE = { german: 'German', entente: 'Entente' } as const;

/** The counters of `keys` (a stack chosen to move), one row, as the table shows them. */
export function keysRow(keys: readonly string[], placement: Placement, view: BlbView): StackRow {
  const faceOf = new Map(placement.items.map((i) => [i.key, i.face]));
  return {
    faces: keys
      .filter((k) => faceOf.has(k))
      .map((key) => ({ key, face: faceOf.get(key)!, label: counterTip(key, view, placement.stacks, placement.boxOf).title })),
  };
}

export function stackRowsAt(hover: StackHover | null, placement: Placement, view: BlbView): StackRow[] {
  if (!hover) return [];
  const faceOf = new Map(placement.items.map((i) => [i.key, i.face]));
  const face = (key: string) => ({ key, face: faceOf.get(key) ?? '', label: counterTip(key, view, placement.stacks, placement.boxOf).title });
  const row = (box: string, side: 'german' | 'entente', keys: readonly string[]): StackRow => ({
    heading: `${SIDE[side]} in ${BOX[box]?.name ?? box} (${keys.length}, bottom to top)`,
    faces: keys.map(face).filter((f) => f.face),
  });
  if (hover.kind === 'box' && 'box' in hover) {
    const s = placement.stacks[hover.box];
    const rows: StackRow[] = [];
    if (s?.german.length) rows.push(row(hover.box, 'german', s.german));
    if (s?.entente.length) rows.push(row(hover.box, 'entente', s.entente));
    if (faceOf.has(`fort:${hover.box}`)) rows.push({ heading: 'Fort', faces: [face(`fort:${hover.box}`)] });
    return rows;
  }
  if (hover.kind !== 'counter' || !('key' in hover)) return [];
  const key = hover.key;
  // A count badge stands for its stack.
  if (key.startsWith('badge:')) {
    const [, box, side] = key.split(':');
    const keys = box && (side === 'german' || side === 'entente') ? (placement.stacks[box]?.[side] ?? []) : [];
    return keys.length ? [row(box!, side as 'german' | 'entente', keys)] : [];
  }
  const box = placement.boxOf[key];
  const s = box ? placement.stacks[box] : undefined;
  if (box && s && (s.german.includes(key) || s.entente.includes(key))) {
    const side = s.german.includes(key) ? 'german' : 'entente';
    return [row(box, side, s[side])];
  }
  // A lone counter (a fort marker, a chit on a track or pulled, a marker): itself, large; never the
  // cup's chits (face-down, nothing to read).
  if (!faceOf.has(key) || faceOf.get(key) === 'chit:back') return [];
  return [{ faces: [face(key)] }];
}
