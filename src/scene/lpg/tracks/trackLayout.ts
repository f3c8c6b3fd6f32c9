// La Petite Guerre's tracks on the 3D table (pure data: no three, no React), from the view only:
// the tracks card at LPG_TABLE.tracks (§1-§2 the turn calendar, 24 turns from October 1776 to March
// 1777, four a month, with the turn's marker, the phasing side and phase; §6 the turn's weather and
// the Delaware's ice; §17 the Loyalty Index, 0 to 10, its marker and the authored bands of its
// effects, tables/loyalty.ts), and each side's points and reinforcement timeline card at
// LPG_TABLE.timelines[side] (§16: the supply and recruitment points, and the units ordered: to their
// own side by arrival turn and place, to the other side only how many). World units, x east, z south.
import { LOYALTY_BROKEN, LOYALTY_EFFECTS, LOYALTY_MAX, LOYALTY_MIN, type LoyaltyBand } from '../../../games/lpg/tables/loyalty';
import { LAST_TURN, MONTHS, TURNS_PER_MONTH } from '../../../games/lpg/tables/weather';
import type { Month, Side, UnitType } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { settlementName } from '../../../games/lpg/words';
import type { Box } from '../rack/rackLayout';
import { LPG_TABLE, type TableSpot } from '../tableLayout';

export interface TracksLayout {
  spot: TableSpot;
  /** The heading: the turn and date, the phasing side and phase. */
  heading: Box;
  /** The calendar: a head per month, a cell per turn (index 0 is turn 1). */
  months: { month: Month; head: Box }[];
  cells: Box[];
  /** The turn's weather, shown big, with the Delaware's ice. */
  weather: Box;
  /** The Loyalty Index: its label band, a box per value (index = value) and the bands of effects under them. */
  loyaltyLabel: Box;
  loyalty: Box[];
  bands: { band: LoyaltyBand; box: Box }[];
}

const M = 0.3;
const HEAD_D = 1.8;
const GAP = 0.25;
const CAL_W = 11.6;
const MONTH_HEAD_D = 0.7;
const CELL_D = 0.95;
const LOYALTY_LABEL_D = 0.75;
const LOYALTY_BOX_D = 1.35;
const BAND_D = 0.9;

export function tracksLayout(spot: TableSpot = LPG_TABLE.tracks): TracksLayout {
  const left = spot.x - spot.w / 2 + M;
  const top = spot.z - spot.d / 2 + M;
  const innerW = spot.w - 2 * M;
  const heading: Box = { x: spot.x, z: top + HEAD_D / 2, w: innerW, d: HEAD_D };
  const calTop = top + HEAD_D + GAP;
  const colW = CAL_W / MONTHS.length;
  const months = MONTHS.map((month, i) => ({ month, head: { x: left + i * colW + colW / 2, z: calTop + MONTH_HEAD_D / 2, w: colW - 0.08, d: MONTH_HEAD_D } }));
  const cells: Box[] = [];
  for (let t = 1; t <= LAST_TURN; t++) {
    const m = Math.floor((t - 1) / TURNS_PER_MONTH);
    const wk = (t - 1) % TURNS_PER_MONTH;
    cells.push({ x: left + m * colW + colW / 2, z: calTop + MONTH_HEAD_D + 0.06 + wk * CELL_D + CELL_D / 2, w: colW - 0.16, d: CELL_D - 0.1 });
  }
  const calD = MONTH_HEAD_D + 0.06 + TURNS_PER_MONTH * CELL_D;
  const weather: Box = { x: left + CAL_W + GAP + (innerW - CAL_W - GAP) / 2, z: calTop + calD / 2, w: innerW - CAL_W - GAP, d: calD };
  const loyTop = calTop + calD + GAP;
  const loyaltyLabel: Box = { x: spot.x, z: loyTop + LOYALTY_LABEL_D / 2, w: innerW, d: LOYALTY_LABEL_D };
  const n = LOYALTY_MAX - LOYALTY_MIN + 1;
  const bw = innerW / n;
  const boxTop = loyTop + LOYALTY_LABEL_D;
  const loyalty = Array.from({ length: n }, (_, i) => ({ x: left + i * bw + bw / 2, z: boxTop + LOYALTY_BOX_D / 2, w: bw - 0.1, d: LOYALTY_BOX_D }));
  const bands = LOYALTY_EFFECTS.map((band) => {
    const x0 = left + (band.from - LOYALTY_MIN) * bw;
    const x1 = left + (band.to - LOYALTY_MIN + 1) * bw;
    return { band, box: { x: (x0 + x1) / 2, z: boxTop + LOYALTY_BOX_D + 0.05 + BAND_D / 2, w: x1 - x0 - 0.1, d: BAND_D } };
  });
  return { spot, heading, months, cells, weather, loyaltyLabel, loyalty, bands };
}

/** Where the markers stand: the turn's cell, the Loyalty Index's box (clamped to the track). */
export function trackMarkers(view: Pick<LpgView, 'turn' | 'loyalty'>, layout: TracksLayout = tracksLayout()): { turn: Box; loyalty: Box } {
  const t = Math.min(LAST_TURN, Math.max(1, view.turn));
  const l = Math.min(LOYALTY_MAX, Math.max(LOYALTY_MIN, view.loyalty));
  return { turn: layout.cells[t - 1]!, loyalty: layout.loyalty[l - LOYALTY_MIN]! };
}

/** A band's effects in words ("American recruits -1, British supply +1"; "no effect"). */
export function bandWords(b: LoyaltyBand): string {
  const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const parts: string[] = [];
  if (b.americanRecruits !== 0) parts.push(`Am. recruits ${sign(b.americanRecruits)}`);
  if (b.britishSupply !== 0) parts.push(`Br. supply ${sign(b.britishSupply)}`);
  return parts.length > 0 ? parts.join(' · ') : 'no effect';
}

export { LOYALTY_BROKEN };

// ---- §16 points and the reinforcement timeline ----

export interface TimelineGroup {
  /** The game turn the units appear (in that turn's Reinforcement phase). */
  ready: number;
  place: string;
  placeName: string;
  types: UnitType[];
  box: Box;
}

export interface TimelineDrawing {
  side: Side;
  spot: TableSpot;
  /** Its points (public: view.points). */
  points: { supply: number; recruits: number };
  pointsBox: Box;
  lineBox: Box;
  /** The side's own view: its ordered units by arrival turn and place (null for the other side). */
  groups: TimelineGroup[] | null;
  /** How many units are ordered (all the other side may know). */
  count: number;
}

const POINTS_W = 5.2;
const GROUP_MAX_W = 4.6;

/**
 * A side's points and timeline card from the view. What the other side sees depends only on the
 * count the view gives (view.timelineCounts): never on the ordered units themselves.
 */
export function timelineDrawing(view: LpgView, side: Side, spot: TableSpot = LPG_TABLE.timelines[side]): TimelineDrawing {
  const left = spot.x - spot.w / 2 + M;
  const top = spot.z - spot.d / 2 + M;
  const innerW = spot.w - 2 * M;
  const innerD = spot.d - 2 * M;
  const pointsBox: Box = { x: left + POINTS_W / 2, z: top + innerD / 2, w: POINTS_W, d: innerD };
  const lineBox: Box = { x: left + POINTS_W + GAP + (innerW - POINTS_W - GAP) / 2, z: top + innerD / 2, w: innerW - POINTS_W - GAP, d: innerD };
  const own = view.side === side;
  const count = own ? view.timeline.length : (view.timelineCounts[side] ?? 0);
  let groups: TimelineGroup[] | null = null;
  if (own) {
    const by = new Map<string, { ready: number; place: string; types: UnitType[] }>();
    for (const e of view.timeline) {
      const k = `${String(e.ready).padStart(3, '0')}|${e.place}`;
      const g = by.get(k) ?? { ready: e.ready, place: e.place, types: [] };
      g.types.push(e.type);
      by.set(k, g);
    }
    const sorted = [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, g]) => g);
    const n = Math.max(1, sorted.length);
    const head = 0.7;
    // A group as wide as a place's name needs, at most; a long timeline shares the line.
    const gw = Math.min(GROUP_MAX_W, (lineBox.w - (n - 1) * 0.15) / n);
    groups = sorted.map((g, i) => ({
      ...g,
      types: [...g.types].sort(),
      placeName: settlementName(g.place),
      box: { x: lineBox.x - lineBox.w / 2 + i * (gw + 0.15) + gw / 2, z: lineBox.z + head / 2, w: gw, d: lineBox.d - head },
    }));
  }
  return { side, spot, points: { ...view.points[side] }, pointsBox, lineBox, groups, count };
}
