// La Petite Guerre's 3D table (pure data: no three): where everything lies on the table top, in
// world units (x east, z south, y up). The printed map (sheetTexture.ts) lies in the middle, centred
// on the origin, a mile of the map 0.4 world units (a hex 2). The sheet is taller than wide and the
// screen wider than tall, so each side's things stand in a column beside it, the Americans west (their
// side of the Delaware), the British east (New York and the sea): each column holds, north to south,
// a shared display (west: the turn calendar, the weather and the Loyalty Index; east: the battle's
// card duel with the Combat Resolution Chart and the dice), the side's command rack, its points and
// reinforcement timeline, and its hand of action cards. Every part is drawn in its own spot; the
// test checks that no spot overlaps another or the sheet (a spot is its centre and the room it has;
// `facing` is the turn about y that makes a thing read upright, 0: read from the south, where the
// home camera stands).
import { CAMERA_LIMITS, type RectXZ } from '../cameraMath';
import type { Side } from '../../games/lpg/types';
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

export interface TableSpot {
  /** Centre. */
  x: number;
  z: number;
  /** Room on the table (x and z extents). */
  w: number;
  d: number;
  /** Turn about the vertical axis (radians) for things that face a player (0: read from the south). */
  facing: number;
}

const S = LPG_SHEET_RECT;
/** The gap between the sheet and a column, and between the spots of a column. */
const GAP = 1.2;
const STEP = 0.6;
/** A side column's width. */
const COLUMN_W = 18;
/** The spots of a column, north to south (depths; they fill the sheet's depth with STEP between). */
const DEPTHS = { top: 11, rack: 20.8, timeline: 5, hand: 8 } as const;
const TOP_Z = S.z - S.d / 2;

function column(sign: -1 | 1): Record<keyof typeof DEPTHS, TableSpot> {
  const x = S.x + sign * (S.w / 2 + GAP + COLUMN_W / 2);
  const out = {} as Record<keyof typeof DEPTHS, TableSpot>;
  let z = TOP_Z;
  for (const key of Object.keys(DEPTHS) as (keyof typeof DEPTHS)[]) {
    const d = DEPTHS[key];
    out[key] = { x, z: z + d / 2, w: COLUMN_W, d, facing: 0 };
    z += d + STEP;
  }
  return out;
}

const WEST = column(-1);
const EAST = column(1);
const TABLE_W = S.w + 2 * (GAP + COLUMN_W) + 3;
/**
 * Room at home for the DOM prompt over the canvas's foot (world units of depth); the status is a bar
 * above the canvas (lpgTable.css) and covers nothing, so the head needs only a hair.
 */
const HOME_ROOM = { head: 0.6, foot: 5.4 } as const;
/** The showcase's (its status box, title card and score over the head, the narration over the foot). */
const SHOWCASE_ROOM = { head: 7.5, foot: 4.5 } as const;
/** How much of the map the rack shot shows beside the rack (world units, from the sheet's edge). */
const RACK_SHOT_MAP = 13;

/**
 * The rack shot (LpgTable, seatedShot.ts: while the seated player's rack entries are lit in his §3
 * Command phase): his command rack, head to foot, with the near strip of the map beside it, more than
 * twice as large as home shows it (home is the whole table: the sheet is taller than wide and the
 * canvas wider than tall, so the map fills the canvas's height either way, and a home of the map
 * alone showed it no larger, about 10 px a world unit at 1280x720). No room is added at the foot for
 * the prompt: the rig keeps the frame out of the measured overlay bands (src/scene/safeArea.ts), and
 * the room it added (7.5 world units) left the rack's names about 10 px at 1280x720 (teach mode);
 * with the rig's steepest angle (rackShotPolar) they are 14 px there (tests/lpg/scene/rackShotReadable.test.ts).
 */
function rackShot(sign: -1 | 1, rack: TableSpot): RectXZ {
  const outer = rack.x + sign * (rack.w / 2 + 0.6);
  const inner = S.x + sign * (S.w / 2 - RACK_SHOT_MAP);
  const z0 = rack.z - rack.d / 2;
  const z1 = rack.z + rack.d / 2;
  return { x: (outer + inner) / 2, z: (z0 + z1) / 2, w: Math.abs(outer - inner), d: z1 - z0 };
}

export const LPG_TABLE = {
  /** The table top (wood) the camera stays over: the sheet and both columns, with a margin. */
  table: { x: S.x, z: S.z, w: TABLE_W + 4, d: S.d + 8 } satisfies RectXZ,
  /** The printed map. */
  sheet: S,
  /**
   * Home frames the sheet and both columns, with room for the DOM prompt at the foot. (A home of
   * the map alone was tried: the sheet is taller than wide and the canvas wider than tall, so the map
   * fills the canvas's height either way and came out no larger, 10 px a world unit at 1280x720.)
   */
  home: { x: S.x, z: S.z + (HOME_ROOM.foot - HOME_ROOM.head) / 2, w: TABLE_W, d: S.d + HOME_ROOM.head + HOME_ROOM.foot } satisfies RectXZ,
  /**
   * The showcase's home: the status box, the title card and the score lie over the canvas's head and
   * the narration over its foot, so the map's north edge (where Washington's army starts) needs room.
   */
  showcaseHome: { x: S.x, z: S.z + (SHOWCASE_ROOM.foot - SHOWCASE_ROOM.head) / 2, w: TABLE_W, d: S.d + SHOWCASE_ROOM.head + SHOWCASE_ROOM.foot } satisfies RectXZ,
  /** The home camera's angle from straight down (radians): steep, so the far villages' names read too. */
  homePolar: (14 * Math.PI) / 180,
  /** The rack shot's angle: the rig's steepest (CAMERA_LIMITS.minPolar), so the rack's far rows read as large as its near ones. */
  rackShotPolar: CAMERA_LIMITS.minPolar,
  /** §2 the turn calendar (Oct 1776 - Mar 1777, four turns a month) with each turn's weather, and the §17 Loyalty Index. */
  tracks: WEST.top,
  /** §10-§13 the battle's card duel: both sides' combat cards, the Combat Resolution Chart, the dice of the calls and losses. */
  duel: EAST.top,
  /** §3 each side's command rack: a slot per commander holding the units under him. */
  racks: { american: WEST.rack, british: EAST.rack } satisfies Record<Side, TableSpot>,
  /** §16 each side's supply and recruitment points and its reinforcement timeline (units ordered, waiting). */
  timelines: { american: WEST.timeline, british: EAST.timeline } satisfies Record<Side, TableSpot>,
  /** §5 each side's hand of action cards (limit 3), face up to its player only. */
  hands: { american: WEST.hand, british: EAST.hand } satisfies Record<Side, TableSpot>,
  /** What the camera frames while a side's rack entries are lit (its rack and the near map, room for the prompt). */
  rackShots: { american: rackShot(-1, WEST.rack), british: rackShot(1, EAST.rack) } satisfies Record<Side, RectXZ>,
} as const;

/** Every spot of the table, named (the layout test walks them). */
export function lpgTableSpots(): { name: string; spot: TableSpot }[] {
  const t = LPG_TABLE;
  return [
    { name: 'tracks', spot: t.tracks },
    { name: 'duel', spot: t.duel },
    ...(['american', 'british'] as const).flatMap((s) => [
      { name: `rack ${s}`, spot: t.racks[s] },
      { name: `timeline ${s}`, spot: t.timelines[s] },
      { name: `hand ${s}`, spot: t.hands[s] },
    ]),
  ];
}

/** Whether two spots overlap (the layout's own check, tested). */
export function spotsOverlap(a: { x: number; z: number; w: number; d: number }, b: { x: number; z: number; w: number; d: number }): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.z - b.z) * 2 < a.d + b.d;
}
