// Line of fire and line of sight (FIRING, VISIBILITY, "ENCOUNTER" discovery), one test for all
// three: the exact straight line between sector centres (rules/hex.ts, lineBetween) is blocked by a
// sector it crosses that holds troops or sight-blocking terrain, unless the viewer is uphill from
// both the target and the obstacle. Reads only plain state fields, so setup and discovery use it too.
import { TERRAIN } from '../data';
import { lineBetween } from './hex';
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
 * Whether the straight line from the centre of `from` to the centre of `to` is clear: the one test
 * for the line of fire, the line of sight and "Encounter" discovery (docs/rules-notes.md). It is
 * blocked by any sector whose inside it crosses and that blocks, and where it runs exactly along
 * the edge between two sectors, only if both block; a corner it passes through blocks nothing.
 * A viewer uphill from the target sees over obstacles it is also uphill from.
 */
export function lineClear(s: Pick<BelleState, 'sectors' | 'units'>, from: number, to: number, o: SightOptions): boolean {
  const eye = elevation(s, from);
  const uphillOfTarget = eye > elevation(s, to);
  const obstacle = (b: number) => blocker(s, b, o) && !(uphillOfTarget && eye > elevation(s, b));
  const { through, along } = lineBetween(from, to);
  return !through.some(obstacle) && !along.some((edge) => edge.length === 2 && edge.every(obstacle));
}
