// The Football War's printed sheet lying on the table (sheetTexture.ts: one texture, Lambert, a thin
// card) and its counters on it (the shared instanced counter mesh over this game's faces), placed
// from a view by placeBbwCounters, who holds each VP area (a marker in the side's colour over its VP
// box, 8.0) and the Game-turn marker on the Turn Record Track: in rows at each area's seat and in the boxes, none hiding
// another. Only shows: the clicks of issue 16 (card -> value -> unit -> area, battles) are not here.
import { memo, useMemo } from 'react';
import type { Texture } from 'three';
import type { Board } from '../../games/bbw/rules/board';
import type { CounterAtlas } from '../counters/atlasTexture';
import { Counters, type CounterItem } from '../counters/Counters';
import { PrintedSheet } from '../PrintedSheet';
import { SHEET_RECT, SHEET_SCALE, SYMBOL_STEP, TURN_MARKER_FACE, placeBbwCounters, toWorld, turnMarkerSpot, vpMarkerFace, vpSpots } from './sheetLayout';

const SHEET_Y = 0.03;
const THICKNESS = 0.16;

export interface BbwSheetProps {
  sheet: Texture;
  atlas: CounterAtlas;
  board: Board;
  units: readonly { id: string; loc: string; disrupted: boolean }[];
  /** The Game-turn: its marker stands on that space of the Turn Record Track. */
  turn: number;
  /** Who holds each VP area now (8.0, the caller's rule query), by area id: a marker in that side's colour over its VP box. */
  holders?: Readonly<Record<string, 'white' | 'grey' | null>>;
}

/** The counters as the shared mesh draws them (world units). */
export function bbwCounterItems(board: Board, units: BbwSheetProps['units'], turn: number, holders: BbwSheetProps['holders'] = {}): CounterItem[] {
  const items: CounterItem[] = placeBbwCounters(units, board).map((c) => {
    const w = toWorld(c.mx, c.my);
    return { key: c.unit, face: c.face, x: w.x, y: SHEET_Y + THICKNESS / 2 + c.level * THICKNESS, z: w.z, size: c.size * SHEET_SCALE, height: THICKNESS, shape: 'counter' };
  });
  for (const [area, spot] of vpSpots(board)) {
    const side = holders[area];
    if (!side) continue;
    const w = toWorld(spot.x, spot.y);
    items.push({ key: `vp:${area}`, face: vpMarkerFace(side, spot.vp), x: w.x, y: SHEET_Y + 0.03, z: w.z, size: (SYMBOL_STEP + 6) * SHEET_SCALE, height: 0.06, shape: 'chit' });
  }
  const m = turnMarkerSpot(turn, board.scenario.data.turns);
  const w = toWorld(m.x, m.y);
  items.push({ key: TURN_MARKER_FACE, face: TURN_MARKER_FACE, x: w.x, y: SHEET_Y + THICKNESS / 2, z: w.z, size: 96 * SHEET_SCALE, height: THICKNESS, shape: 'counter' });
  return items;
}

export const BbwSheet = memo(function BbwSheet({ sheet, atlas, board, units, turn, holders }: BbwSheetProps) {
  const items = useMemo(() => bbwCounterItems(board, units, turn, holders), [board, units, turn, holders]);
  return (
    <group name="bbw-sheet">
      <PrintedSheet x={SHEET_RECT.x} z={SHEET_RECT.z} w={SHEET_RECT.w} d={SHEET_RECT.d} thickness={SHEET_Y} map={sheet} />
      <Counters atlas={atlas} items={items} />
    </group>
  );
});
