// Where the labels of lit places stand so that no two overlap (pure: rectangles in, rectangles out,
// in any one unit: CSS pixels of a canvas, or SVG units of a flat map). Each label names a place
// (its anchor) and wants to stand centred on it; where that would overlap a label already placed,
// it tries spots around the anchor, nearest first (above, below, beside, the corners, then one
// step further out), kept inside the bounds. Labels are placed by priority (the decision that
// matters most first: a fire or an assault before a move), then in the order given. A label with
// no free spot is left out (`placed: false`): the place's tooltip still says it. Obstacles (the
// table's own buttons) are avoided where a spot clear of them exists.

export interface LabelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelRequest {
  id: string;
  /** The point the label is about (its centre wants to stand here). */
  x: number;
  y: number;
  /** The label's size. */
  w: number;
  h: number;
  /** Higher first; equal priorities keep the order given. */
  priority?: number;
}

export interface PlacedLabel {
  id: string;
  /** The label's centre (where placed), or its anchor (where left out). */
  x: number;
  y: number;
  w: number;
  h: number;
  placed: boolean;
  rect: LabelRect;
  /** How far the centre moved from the anchor (0: on it). */
  shift: number;
}

export interface PlaceOptions {
  /** Labels stay inside (a label whose anchor lies outside is left out). */
  bounds?: LabelRect;
  /** Boxes labels keep off where they can. */
  obstacles?: readonly LabelRect[];
  /** Room kept between two labels. */
  gap?: number;
  /** How many steps out from the anchor a label may go (1: only the spots touching it). */
  rings?: number;
}

export function rectOf(x: number, y: number, w: number, h: number): LabelRect {
  return { left: x - w / 2, top: y - h / 2, right: x + w / 2, bottom: y + h / 2 };
}

/** Whether two rectangles overlap (touching edges do not), with `gap` kept between them. */
export function overlaps(a: LabelRect, b: LabelRect, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

const inside = (r: LabelRect, b: LabelRect): boolean => r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom;

/** The spots a label tries, nearest first: on the anchor, then around it ring by ring. */
export function candidateOffsets(w: number, h: number, gap: number, rings: number): { dx: number; dy: number }[] {
  const out: { dx: number; dy: number }[] = [{ dx: 0, dy: 0 }];
  const sy = h + gap;
  const sx = w / 2 + gap;
  for (let k = 1; k <= rings; k++) {
    out.push(
      { dx: 0, dy: -k * sy },
      { dx: 0, dy: k * sy },
      { dx: k * sx, dy: 0 },
      { dx: -k * sx, dy: 0 },
      { dx: k * sx, dy: -k * sy },
      { dx: -k * sx, dy: -k * sy },
      { dx: k * sx, dy: k * sy },
      { dx: -k * sx, dy: k * sy },
      // Half steps: a wide label slid along its row, a tall one along its column.
      { dx: 0, dy: -(k - 0.5) * sy },
      { dx: 0, dy: (k - 0.5) * sy },
    );
  }
  return out;
}

/**
 * Places every label: each placed one is clear of every other placed one (by `gap`) and inside
 * `bounds`. The answer is in the order the requests were given.
 */
export function placeLabels(requests: readonly LabelRequest[], options: PlaceOptions = {}): PlacedLabel[] {
  const gap = options.gap ?? 2;
  const rings = options.rings ?? 3;
  const obstacles = options.obstacles ?? [];
  const order = requests.map((r, i) => ({ r, i })).sort((a, b) => (b.r.priority ?? 0) - (a.r.priority ?? 0) || a.i - b.i);
  const taken: LabelRect[] = [];
  const out: PlacedLabel[] = new Array(requests.length);
  for (const { r, i } of order) {
    const offsets = candidateOffsets(r.w, r.h, gap, rings);
    const fits = (rect: LabelRect) => (!options.bounds || inside(rect, options.bounds)) && !taken.some((t) => overlaps(rect, t, gap));
    const tryAll = (avoidObstacles: boolean) => {
      for (const o of offsets) {
        const rect = rectOf(r.x + o.dx, r.y + o.dy, r.w, r.h);
        if (!fits(rect)) continue;
        if (avoidObstacles && obstacles.some((ob) => overlaps(rect, ob))) continue;
        return { o, rect };
      }
      return null;
    };
    const found = Number.isFinite(r.x) && Number.isFinite(r.y) ? (obstacles.length ? (tryAll(true) ?? tryAll(false)) : tryAll(false)) : null;
    if (found) {
      taken.push(found.rect);
      out[i] = { id: r.id, x: r.x + found.o.dx, y: r.y + found.o.dy, w: r.w, h: r.h, placed: true, rect: found.rect, shift: Math.hypot(found.o.dx, found.o.dy) };
    } else {
      out[i] = { id: r.id, x: r.x, y: r.y, w: r.w, h: r.h, placed: false, rect: rectOf(r.x, r.y, r.w, r.h), shift: 0 };
    }
  }
  return out;
}
