// Where a prompt card stands on the screen (pure: CSS pixels of the table's canvas in, a
// placement out). A card is about a region of the table (a box, a stack, a track) and must not
// hide it: it goes above the region, else under it, else beside it (east, then west), each kept
// on screen and clear of the side panel. Where none of those keeps clear of the region (a short
// table under a tall overlay, at 1280x720), the one covering the least of it wins. Kept-out
// boxes (the table's toolbar) count as region too.

export type CardMode = 'above' | 'below' | 'right' | 'left';
export type Point = readonly [number, number];

/** The region's edges on screen: the middle of its north, south, west and east sides. */
export interface RegionOnScreen {
  top: Point;
  bottom: Point;
  left: Point;
  right: Point;
}

export interface CardPlacement {
  mode: CardMode;
  /** The point the card is pinned to (the CSS of each mode hangs the card from it). */
  x: number;
  y: number;
  /** How far the notch sits from the card's middle, along its edge (it points at the region). */
  notch: number;
  /** The card's rectangle on screen, and how much of the region (and of kept-out boxes) it covers (px²). */
  rect: Box;
  covers: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Offsets of the CSS (interactions.css): above hangs 0.35rem over its point, the others 0.7rem off. */
export const CARD_OFFSET = { above: 5.6, other: 11.2 } as const;
export const CARD_GAP = 12;
export const CARD_MARGIN = 8;

/** The card's rectangle for a mode pinned at (x, y). */
export function cardRect(mode: CardMode, x: number, y: number, w: number, h: number): Box {
  switch (mode) {
    case 'above':
      return { left: x - w / 2, right: x + w / 2, bottom: y - CARD_OFFSET.above, top: y - CARD_OFFSET.above - h };
    case 'below':
      return { left: x - w / 2, right: x + w / 2, top: y + CARD_OFFSET.other, bottom: y + CARD_OFFSET.other + h };
    case 'right':
      return { left: x + CARD_OFFSET.other, right: x + CARD_OFFSET.other + w, top: y - h / 2, bottom: y + h / 2 };
    case 'left':
      return { left: x - CARD_OFFSET.other - w, right: x - CARD_OFFSET.other, top: y - h / 2, bottom: y + h / 2 };
  }
}

export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The screen box of a region (with `clearance` more over its north edge, for its labels). */
export function regionBox(r: RegionOnScreen, clearance = 0): Box {
  const pts = [r.top, r.bottom, r.left, r.right];
  return {
    left: Math.min(...pts.map((p) => p[0])),
    right: Math.max(...pts.map((p) => p[0])),
    top: Math.min(...pts.map((p) => p[1])) - clearance,
    bottom: Math.max(...pts.map((p) => p[1])),
  };
}

const clamp = (v: number, lo: number, hi: number) => (hi < lo ? lo : Math.min(Math.max(v, lo), hi));

/**
 * Places a card of `card` size about `region` on a canvas `view` wide and high, of which the
 * part right of `view.right` is covered by the side panel. `clearance`: room kept over the
 * region's north edge (target labels stand there).
 */
export function placeCard(
  region: RegionOnScreen,
  card: { w: number; h: number },
  view: { width: number; height: number; right?: number; keepOut?: readonly Box[] },
  clearance = 0,
): CardPlacement {
  const { w, h } = card;
  const right = view.right ?? view.width;
  const avoid = regionBox(region, clearance);
  const keepOut = view.keepOut ?? [];
  // The card kept on screen: its centre's range across, and its pinned point's range down.
  const xOf = (x: number) => clamp(x, CARD_MARGIN + w / 2, right - CARD_MARGIN - w / 2);
  // Beside the region, the card slides down below any kept-out box (the toolbar) it would meet.
  const yOfSide = (y: number, left: number) => {
    const across = keepOut.filter((k) => k.left < left + w && k.right > left);
    const floor = Math.max(CARD_MARGIN, ...across.map((k) => k.bottom + CARD_MARGIN));
    return clamp(y, floor + h / 2, view.height - CARD_MARGIN - h / 2);
  };
  const candidates: CardPlacement[] = [];
  const add = (mode: CardMode, x: number, y: number, notch: number) => {
    const rect = cardRect(mode, x, y, w, h);
    // Hiding the region or a kept-out box both count against a placement.
    const covers = overlapArea(rect, avoid) + keepOut.reduce((sum, k) => sum + overlapArea(rect, k), 0);
    candidates.push({ mode, x, y, notch, rect, covers });
  };
  {
    const [px, py] = region.top;
    const x = xOf(px);
    // Above: over the labels too; pushed down to stay on screen (then it may cover the region).
    const y = Math.max(py - clearance, CARD_OFFSET.above + h + CARD_MARGIN);
    add('above', x, y, px - x);
  }
  {
    const [px, py] = region.bottom;
    const x = xOf(px);
    const y = Math.min(py, view.height - CARD_MARGIN - h - CARD_OFFSET.other);
    add('below', x, y, px - x);
  }
  {
    const [px, py] = region.right;
    const x = Math.min(px, right - CARD_MARGIN - w - CARD_OFFSET.other);
    const y = yOfSide(py, x + CARD_OFFSET.other);
    add('right', x, y, py - y);
  }
  {
    const [px, py] = region.left;
    const x = Math.max(px, CARD_MARGIN + w + CARD_OFFSET.other);
    const y = yOfSide(py, x - CARD_OFFSET.other - w);
    add('left', x, y, py - y);
  }
  // The first in order of preference that covers nothing; else the one covering least.
  const clear = candidates.find((c) => c.covers === 0);
  if (clear) return clear;
  return candidates.reduce((best, c) => (c.covers < best.covers ? c : best));
}
