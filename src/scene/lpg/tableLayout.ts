// Where La Petite Guerre's printed map lies on the table (world units; issue 18 builds the table
// round it): the sheet centred on the origin, a mile of the map 0.4 world units (a hex 2).
import type { RectXZ } from '../cameraMath';
import { LPG_SHEET_EXTENT } from './sheetTexture';

/** World units a mile of the map. */
export const LPG_SHEET_SCALE = 0.4;

const e = LPG_SHEET_EXTENT;

/** The sheet on the table (x east, z south, as the map's x and y). */
export const LPG_SHEET_RECT: RectXZ = { x: 0, z: 0, w: (e.x1 - e.x0) * LPG_SHEET_SCALE, d: (e.y1 - e.y0) * LPG_SHEET_SCALE };

/** A point of the map (miles) on the table. */
export function mapToWorld(x: number, y: number): { x: number; z: number } {
  return { x: (x - (e.x0 + e.x1) / 2) * LPG_SHEET_SCALE, z: (y - (e.y0 + e.y1) / 2) * LPG_SHEET_SCALE };
}
