// The Football War's 3D table (pure data: no three): where everything lies on the table top, in
// world units (x east, z south, y up; the printed sheet centred on the origin, sheetLayout.ts). The
// sheet (SHEET_RECT, 41.2 x 24.8) lies in the middle; each side's hand is held at its own edge of
// the table (El Salvador, white, on the south edge nearest the home camera; Honduras, grey, on the
// north edge across the table), each side's Special Action cards beside its hand; the deck, the
// card in play, the Random Event result and the discard pile east of the sheet (beside the boxes);
// the dice tray west of it. The card positions are the cards' own (cards/cardLayout.ts); this file
// gathers every spot in one place, and its test checks that none overlaps another or the sheet (a
// spot is its centre and the room it has; `facing` is the turn about y that makes a card read
// upright to that side's player).
import { CARD, CARD_SPOTS, CARD_TABLE, IN_PLAY_SCALE, RESULT_SCALE } from './cards/cardLayout';
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

/** Room for the DOM status and prompt over the canvas's head and foot at home (world units of depth). */
const HOME_ROOM = 9;
/** The dice tray in the west margin, level with the sheet, clear of both hands. */
const TRAY = { w: 7.6, d: 14 } as const;

/** The room a fanned hand of up to 8 cards takes (handFan: 2.2 apart, then closer). */
const HAND_ROOM = { w: 2.2 * 7 + CARD.w + 1, d: CARD.d + 1 };
/** The room a row of 6 Special Action cards takes (specialRow: 0.95 apart). */
const SPECIALS_ROOM = { w: 0.95 * 5 + CARD.w, d: CARD.d };
const cardSpot = (at: { x: number; z: number }, scale = 1, facing = 0): TableSpot => ({ x: at.x, z: at.z, w: CARD.w * scale, d: CARD.d * scale, facing });

export const BBW_TABLE = {
  /** The table top (wood) the camera stays over: where the cards lie, with a margin. */
  table: { x: (CARD_TABLE.x0 + CARD_TABLE.x1) / 2, z: (CARD_TABLE.z0 + CARD_TABLE.z1) / 2, w: CARD_TABLE.x1 - CARD_TABLE.x0 + 4, d: CARD_TABLE.z1 - CARD_TABLE.z0 + 4 },
  /** The printed sheet (map, Turn Record Track, boxes). */
  sheet: SHEET_RECT,
  /** The map alone. */
  map: MAP_RECT,
  /**
   * Home frames the printed sheet and the card column east of it, with room north and south for the
   * DOM status and prompt over the canvas's head and foot (a wide table area is bound by the width,
   * so the extra depth costs nothing there).
   */
  home: { x: SHEET_RECT.x + 2, z: SHEET_RECT.z, w: SHEET_RECT.w + 12, d: SHEET_RECT.d + HOME_ROOM },
  /** The home camera's angle from straight down (radians): steep, so the far areas' names read too. */
  homePolar: (18 * Math.PI) / 180,
  /** Each side's hand, fanned at its edge of the table (face up to its player, face down to the other): cards/cardLayout.ts. */
  hands: {
    white: { ...CARD_SPOTS.hand.white, ...HAND_ROOM, facing: 0 },
    grey: { ...CARD_SPOTS.hand.grey, ...HAND_ROOM, facing: Math.PI },
  } satisfies Record<BbwSide, TableSpot>,
  /** Each side's Special Action cards (6.3), beside its hand, to its player's right. */
  specials: {
    white: { ...CARD_SPOTS.specials.white, ...SPECIALS_ROOM, facing: 0 },
    grey: { ...CARD_SPOTS.specials.grey, ...SPECIALS_ROOM, facing: Math.PI },
  } satisfies Record<BbwSide, TableSpot>,
  /** The face-down deck (east of the sheet, north). */
  deck: cardSpot(CARD_SPOTS.deck),
  /** The discard pile (east of the sheet, south). */
  discard: cardSpot(CARD_SPOTS.discard),
  /** The card in play, face up and large with the value used lit (east of the sheet, middle). */
  cardInPlay: cardSpot(CARD_SPOTS.inPlay, IN_PLAY_SCALE),
  /** This turn's Random Event result, under the card in play. */
  eventResult: cardSpot(CARD_SPOTS.result, RESULT_SCALE),
  /** The dice tray (west of the sheet). */
  diceTray: { x: SHEET_RECT.x - SHEET_RECT.w / 2 - 4.1, z: SHEET_RECT.z, ...TRAY, facing: 0 } satisfies TableSpot,
} as const;

/** Whether two spots overlap (the layout's own check, tested). */
export function spotsOverlap(a: { x: number; z: number; w: number; d: number }, b: { x: number; z: number; w: number; d: number }): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.z - b.z) * 2 < a.d + b.d;
}
