// Where everything of Belle Epoque lies on the table, in world units (pure: no React, no three).
// World axes: x east, z toward the viewer, y up; the table top is y = 0. The board's 13 x 9
// flat-topped hexes (src/games/belle-epoque/hex.ts, odd columns half a hex lower) are centred
// on the origin with row 1 (red's edge) far from the viewer and row 9 (blue's edge) near.
// One UD (the distance between two adjacent sector centres) is HEX.ud world units. The bowl and
// the two command-point d20s lie to the left of the board, the shared dice tray to the right.
import { COLS, ROWS, SECTOR_COUNT, offsetOf } from '../../games/belle-epoque/rules/hex';
import type { Side, Terrain } from '../../games/belle-epoque/types';

export interface XZ {
  x: number;
  z: number;
}
export interface Rect extends XZ {
  /** Full width (x) and depth (z). */
  w: number;
  d: number;
}

const UD = 4;
/** Hex geometry: `radius` centre to corner, `apothem` centre to the middle of a side (UD / 2). */
export const HEX = { ud: UD, radius: UD / Math.sqrt(3), apothem: UD / 2, colStep: (1.5 * UD) / Math.sqrt(3), rowStep: UD } as const;

/** The board plate's top (the terrain tiles stand on it). */
export const BOARD_TOP = 0.3;

/** Centre of a sector on the board plane. */
export function sectorCenter(sector: number): XZ {
  const { col, row } = offsetOf(sector);
  return {
    x: (col - (COLS - 1) / 2) * HEX.colStep,
    z: (row - (ROWS - 1) / 2) * HEX.rowStep + (col & 1 ? HEX.rowStep / 2 : 0) - HEX.rowStep / 4,
  };
}

/** The six corners of a sector's hex (flat-topped: corners at 0, 60, ... degrees). */
export function sectorCorners(sector: number, inset = 0): XZ[] {
  const c = sectorCenter(sector);
  const r = HEX.radius - inset;
  return Array.from({ length: 6 }, (_, i) => ({ x: c.x + r * Math.cos((Math.PI / 3) * i), z: c.z + r * Math.sin((Math.PI / 3) * i) }));
}

/** The sector under a point of the board plane, or null off the board. */
export function sectorAtPoint(p: XZ): number | null {
  let best: number | null = null;
  let bestD = Infinity;
  for (let s = 0; s < SECTOR_COUNT; s++) {
    const c = sectorCenter(s);
    const d = (c.x - p.x) ** 2 + (c.z - p.z) ** 2;
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return bestD <= HEX.radius * HEX.radius ? best : null;
}

/** What a sector shows: its terrain, or 'unknown' while undiscovered ("Encounter"). */
export type ShownTerrain = Terrain | 'unknown';

/**
 * Height of a sector tile's top above the table, where stands are set down. Hills are raised
 * (that they are higher ground matters to fire, sight and assault), cliffs stand higher still, the
 * river lies below the board, fords and swamps just under the ground's level.
 */
export const TERRAIN_TOP: Record<ShownTerrain, number> = {
  open: BOARD_TOP + 0.2,
  unknown: BOARD_TOP + 0.2,
  woods: BOARD_TOP + 0.2,
  dense: BOARD_TOP + 0.2,
  hill: BOARD_TOP + 1.1,
  cliffs: BOARD_TOP + 2.4,
  swamp: BOARD_TOP + 0.12,
  ford: BOARD_TOP + 0.1,
  river: BOARD_TOP + 0.02,
};

/** Where a unit stands in a sector (its stands sit on the ground at this height). */
export function groundTop(terrain: ShownTerrain | null | undefined): number {
  return TERRAIN_TOP[terrain ?? 'unknown'] ?? TERRAIN_TOP.unknown;
}

/** The board plate (a little larger than the hexes). */
export const BOARD: Rect = (() => {
  const w = (COLS - 1) * HEX.colStep + 2 * HEX.radius + 2.4;
  const d = ROWS * HEX.rowStep + HEX.rowStep / 2 + 2.4;
  return { x: 0, z: 0, w, d };
})();

/** Beside the board on the left: the bowl between the two sides' command-point d20s. */
export const BOWL = { x: -BOARD.w / 2 - 7.5, z: 0, radius: 3.2, height: 1.8 } as const;
/** Where a drawn token is set down, between the bowl and the board. */
export const DRAWN_TOKEN: XZ = { x: BOWL.x + 3.2, z: BOWL.z + 4.2 };
/** A side's command-point d20 (red's edge is far, blue's near). */
export const COMMAND_DIE: Record<Side, XZ & { size: number }> = {
  red: { x: BOWL.x, z: -BOARD.d / 2 + 5, size: 2.2 },
  blue: { x: BOWL.x, z: BOARD.d / 2 - 5, size: 2.2 },
};
/** The shared dice tray, right of the board (inner size; the felt at the table top). */
export const DICE_TRAY = { x: BOARD.w / 2 + 9.5, z: 0, w: 14, d: 11 } as const;

// --- text on the table -----------------------------------------------------------------------
// Sized to be read in the home view, across a room: at least 13 px tall at 1920x1080 and 11 px at
// 1280x720 with the side panel beside the table (tests/scene/readableHome.test.ts).

/** A caption's letters (em) as a share of its line's height (the shared label texture: dice/textures.ts). */
export const CAPTION_EM = 0.72;
/** Line heights of the captions beside the bowl and the command-point d20s, world units. */
export const CAPTION = { commandMain: 1.58, commandRolls: 1.56, bowl: 1.52, drawn: 1.4 } as const;
/** A drawn token is shown this many times larger, where it is set down. */
export const DRAWN_SCALE = 2;
/** A bowl token's radius. */
export const TOKEN_RADIUS = 0.4;

/** Where a side's command-point captions lie: the points (main) and, under it, the dice rolled. */
export function commandCaptionSpots(side: Side): { main: XZ; rolls: XZ } {
  const spot = COMMAND_DIE[side];
  const main = { x: spot.x + 0.2, z: spot.z + spot.size / 2 + 0.5 + CAPTION.commandMain / 2 };
  return { main, rolls: { x: main.x, z: main.z + CAPTION.commandMain / 2 + 0.2 + CAPTION.commandRolls / 2 } };
}
/** About how wide a caption of `text` is at line height `h` (the label texture's condensed font, padded). */
export function captionWidth(text: string, h: number): number {
  return h * (text.length * 0.5 * CAPTION_EM * 1.12 + 0.7);
}
/** Where the bowl's caption lies (its counts), over it. */
export const BOWL_CAPTION: XZ = { x: BOWL.x, z: BOWL.z - BOWL.radius - 1.35 - CAPTION.bowl / 2 };
/** Where the drawn token's caption lies, under it. */
export const DRAWN_CAPTION: XZ = { x: DRAWN_TOKEN.x, z: DRAWN_TOKEN.z + TOKEN_RADIUS * DRAWN_SCALE + 0.9 };

/**
 * Behind each unit, side by side as the viewer reads them: its number badge (the number its name
 * uses, "Red British 3": a square in the side's colour, the number in light figures), then its
 * count plate (a cream disc, the number of stands in the side's dark colour). `x` is each one's
 * centre from the unit's, along the table (world x, whatever the unit's facing); `behind` how far
 * behind its rear rank the pair lies. Both printed from one atlas (standLabels.ts).
 */
export const PLATE = { radius: 0.8, h: 0.06, behind: 0.86, colour: '#efe6cf', x: 0.79 } as const;
/** The count plate's digit (em: DIGIT.em of its size). */
export const DIGIT = { size: 1.42, em: 0.82 } as const;
/** The number badge: a square `size` across, its figures `em` of that tall, left of the plate (a gap of 0.08). */
export const BADGE = { size: 1.5, em: 0.86, x: PLATE.x - PLATE.radius - 0.08 - 1.5 / 2 } as const;

/** The table top, and what the camera frames at home. */
export const TABLE: Rect = (() => {
  const left = BOWL.x - 6;
  const right = DICE_TRAY.x + DICE_TRAY.w / 2 + 4;
  return { x: (left + right) / 2, z: 0, w: right - left, d: BOARD.d + 12 };
})();
/**
 * The home view (CameraRig): the board with the bowl and the command-point d20s beside it (what
 * every decision needs), from 16 degrees off straight down; the dice tray comes into view when the
 * camera frames a volley or an assault (BelleCameraDirector).
 */
export const HOME_VIEW: { rect: Rect; polar: number } = (() => {
  const reach = (at: XZ, text: string, h: number) => at.x - captionWidth(text, h) / 2;
  const left = Math.min(
    BOWL.x - BOWL.radius,
    ...(['red', 'blue'] as const).flatMap((side) => {
      const spots = commandCaptionSpots(side);
      return [reach(spots.main, 'Blue: 20 command points', CAPTION.commandMain), reach(spots.rolls, 'rolled 6 + 6 + 6 + 6', CAPTION.commandRolls)];
    }),
    reach(BOWL_CAPTION, 'Bowl: 12 red · 12 blue', CAPTION.bowl),
  ) - 0.3;
  const right = BOARD.x + BOARD.w / 2 + 0.4;
  return { rect: { x: (left + right) / 2, z: BOARD.z, w: right - left, d: BOARD.d + 0.4 }, polar: (16 * Math.PI) / 180 };
})();

/** The whole table: board, bowl, dice and tray (Whole table). */
export const HOME: Rect = (() => {
  // The d20s' labels reach past the bowl on the left.
  const left = BOWL.x - 10;
  const right = DICE_TRAY.x + DICE_TRAY.w / 2 + 1;
  return { x: (left + right) / 2, z: 0, w: right - left, d: BOARD.d + 2 };
})();

/** Facing of a side's units (radians about y; 0 faces -z): red faces the viewer (+z), blue away. */
export const SIDE_FACING: Record<Side, number> = { red: Math.PI, blue: 0 };

/** Colours of the two sides (bowl tokens, bases, flags, highlights). */
export const SIDE_COLOUR: Record<Side, { main: string; dark: string; light: string }> = {
  red: { main: '#b3261e', dark: '#6e1510', light: '#e8857c' },
  blue: { main: '#1f4e9c', dark: '#10295a', light: '#86a8e0' },
};
