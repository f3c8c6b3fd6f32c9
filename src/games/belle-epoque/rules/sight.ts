// Line of fire and line of sight (FIRING, VISIBILITY): the line between sector centres is blocked
// by a sector holding troops or sight-blocking terrain, unless the viewer is uphill from both the
// target and the obstacle. Reads only plain state fields, so setup and discovery can use it too.
import { TERRAIN } from '../data';
import { sectorsBetween } from './hex';
import type { BelleState } from '../state';

/** 1 on a hill, 0 elsewhere (and on undiscovered ground). */
export function elevation(s: Pick<BelleState, 'sectors'>, sector: number): number {
  const t = s.sectors[sector]!.terrain;
  return t !== null && TERRAIN[t].hill ? 1 : 0;
}

export interface SightOptions {
  /** FIRING: troops in a sector block the line of fire; they do not hide the ground behind them. */
  troopsBlock: boolean;
  /** Undiscovered ground blocks a line of fire (nobody knows what is there); discovery rolls nearest first. */
  undiscoveredBlocks: boolean;
}

function blocker(s: Pick<BelleState, 'sectors' | 'units'>, sector: number, o: SightOptions): boolean {
  const t = s.sectors[sector]!.terrain;
  if (t === null) return o.undiscoveredBlocks;
  if (TERRAIN[t].blocksSight) return true;
  return o.troopsBlock && s.units.some((u) => u.sector === sector);
}

/**
 * Whether the straight line from `from` to `to` is clear. Where the line runs exactly along the
 * edge between two sectors it is blocked only if both of its readings are (docs/rules-notes.md).
 */
export function lineClear(s: Pick<BelleState, 'sectors' | 'units'>, from: number, to: number, o: SightOptions): boolean {
  const eye = elevation(s, from);
  const uphillOfTarget = eye > elevation(s, to);
  const readingClear = (between: number[]) =>
    between.every((b) => !blocker(s, b, o) || (uphillOfTarget && eye > elevation(s, b)));
  const { left, right } = sectorsBetween(from, to);
  return readingClear(left) || readingClear(right);
}
