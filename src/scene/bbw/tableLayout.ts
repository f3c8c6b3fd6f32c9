// The Football War's 3D table (pure data: no three): where everything lies on the table top, in
// world units (x east, z south, y up; the printed sheet centred on the origin, sheetLayout.ts). The
// sheet (SHEET_RECT, 41.2 x 24.8) lies in the middle; each side's hand is held at its own edge of
// the table (El Salvador, white, on the south edge nearest the home camera; Honduras, grey, on the
// north edge across the table), each side's Special Action cards beside its hand; the deck, the
// discard pile and the card in play to the west of the sheet; the dice tray to the east of the
// boxes. The cards' and battle's components read their spots here (a spot is its centre and the
// room it has; `facing` is the turn about y that makes a card read upright to that side's player).
import { MAP_RECT, SHEET_RECT } from './sheetLayout';

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

export type BbwSide = 'white' | 'grey';

/** A card's size on the table (world units; a counter is 1.4 across). */
export const CARD = { w: 3.2, d: 4.6 } as const;
/** The card in play is shown larger, to be read across a room. */
export const CARD_IN_PLAY = { w: 5.6, d: 8 } as const;

const sheetW = SHEET_RECT.w / 2;
const sheetD = SHEET_RECT.d / 2;
/** Room for a hand between the sheet's edge and the table's. */
const HAND_DEPTH = 7;
/** Room west of the sheet (deck, discard, card in play) and east of it (dice tray). */
const SIDE_WIDTH = 12;
const GAP = 1;

export const BBW_TABLE = {
  /** The table top (wood) the camera stays over. */
  table: { x: SHEET_RECT.x, z: SHEET_RECT.z, w: SHEET_RECT.w + 2 * (SIDE_WIDTH + GAP) + 2, d: SHEET_RECT.d + 2 * (HAND_DEPTH + GAP) + 2 },
  /** The printed sheet (map, Turn Record Track, boxes). */
  sheet: SHEET_RECT,
  /** The map alone. */
  map: MAP_RECT,
  /**
   * Home frames the printed sheet, with room north and south for the DOM status and prompt over the
   * canvas's head and foot (a wide table area is bound by the width, so the extra depth costs nothing there).
   */
  home: { x: SHEET_RECT.x, z: SHEET_RECT.z, w: SHEET_RECT.w + 4, d: SHEET_RECT.d + 9 },
  /** The home camera's angle from straight down (radians): steep, so the far areas' names read too. */
  homePolar: (18 * Math.PI) / 180,
  /** Each side's hand, fanned at its edge of the table (face up to its player, face down to the other). */
  hands: {
    white: { x: 0, z: sheetD + GAP + HAND_DEPTH / 2, w: 26, d: HAND_DEPTH, facing: 0 },
    grey: { x: 0, z: -(sheetD + GAP + HAND_DEPTH / 2), w: 26, d: HAND_DEPTH, facing: Math.PI },
  } satisfies Record<BbwSide, TableSpot>,
  /** Each side's 6 Special Action cards (6.3), beside its hand (to its player's right). */
  specials: {
    white: { x: 17, z: sheetD + GAP + HAND_DEPTH / 2, w: 7, d: HAND_DEPTH, facing: 0 },
    grey: { x: -17, z: -(sheetD + GAP + HAND_DEPTH / 2), w: 7, d: HAND_DEPTH, facing: Math.PI },
  } satisfies Record<BbwSide, TableSpot>,
  /** The face-down deck (west of the sheet, north). */
  deck: { x: -(sheetW + GAP + SIDE_WIDTH / 2), z: -8, w: CARD.w + 1, d: CARD.d + 1, facing: 0 } satisfies TableSpot,
  /** The discard pile (west of the sheet, south). */
  discard: { x: -(sheetW + GAP + SIDE_WIDTH / 2), z: 8, w: CARD.w + 1, d: CARD.d + 1, facing: 0 } satisfies TableSpot,
  /** The card in play, face up with the value used lit (west of the sheet, between deck and discard). */
  cardInPlay: { x: -(sheetW + GAP + SIDE_WIDTH / 2), z: 0, w: SIDE_WIDTH, d: CARD_IN_PLAY.d + 2, facing: 0 } satisfies TableSpot,
  /** The dice tray (east of the sheet's boxes). */
  diceTray: { x: sheetW + GAP + SIDE_WIDTH / 2, z: 0, w: SIDE_WIDTH, d: 14, facing: 0 } satisfies TableSpot,
} as const;

/** Whether two spots overlap (the layout's own check, tested). */
export function spotsOverlap(a: { x: number; z: number; w: number; d: number }, b: { x: number; z: number; w: number; d: number }): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.z - b.z) * 2 < a.d + b.d;
}
