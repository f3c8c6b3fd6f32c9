// Where the lit sectors' floating labels stand on the Belle Epoque canvas (pure: a camera, the
// labels' sizes and the boxes to keep off in, placed labels out; SectorLabels.tsx draws them and
// tests call the same function). Each label wants to stand over its sector; labelPlacement.ts
// moves it aside where it would overlap another label, and keeps it off the units' number badges
// and count plates (Stands.tsx standMarkRects: a label over a badge hides which unit is which) and
// the table's own buttons wherever a spot clear of them exists. Where none does, the rule of
// labelPlacement stands: the label takes the nearest spot clear of the other labels.
import { Vector3, type Camera } from 'three';
import { placeLabels, type LabelRect, type PlacedLabel } from '../labelPlacement';
import { standMarkRects } from './Stands';
import type { DisplayUnit, SectorHighlight } from './viewTypes';

type Tone = SectorHighlight['tone'];

export interface SectorLabelItem {
  sector: number;
  text: string;
  tone: Tone;
  /** The world point the label stands over (the sector's centre, lifted over its figures). */
  x: number;
  y: number;
  z: number;
  /** The sector's ground height there (a label moved off its sector points back at it). */
  ground: number;
}

/** Which label gets its spot first: a fight's before a fall back's before a move's. */
export const TONE_PRIORITY: Record<Tone, number> = {
  assault: 5, fire: 5, evade: 4, fallBack: 4, carry: 4, select: 3, move: 2, march: 2, active: 1, hover: 0,
};

/** Room kept between two labels (CSS pixels), and how many steps out from its sector a label may go. */
export const SECTOR_LABEL_GAP = 3;
export const SECTOR_LABEL_RINGS = 3;

export interface SectorLabelScene {
  /** The canvas in CSS pixels, and the strip on its right the side panel covers. */
  width: number;
  height: number;
  insetRight?: number;
  /** The units as drawn now: their badges and count plates are kept clear. */
  units?: readonly DisplayUnit[];
  /** Other boxes to keep off (the table's buttons), CSS pixels of the canvas. */
  overlay?: readonly LabelRect[];
}

const scratch = new Vector3();

/** A world point on the canvas (CSS pixels), or NaNs where it is behind the camera. */
export function canvasPoint(camera: Camera, width: number, height: number, x: number, y: number, z: number): { x: number; y: number } {
  scratch.set(x, y, z).project(camera);
  if (scratch.z > 1 || scratch.z < -1) return { x: Number.NaN, y: Number.NaN };
  return { x: ((scratch.x + 1) / 2) * width, y: ((1 - scratch.y) / 2) * height };
}

/**
 * The labels placed (in the order of `items`): `sizes[i]` is label i's width and height in CSS
 * pixels. Also returns the boxes kept clear, for tests and probes.
 */
export function layoutSectorLabels(
  items: readonly SectorLabelItem[],
  sizes: readonly { w: number; h: number }[],
  camera: Camera,
  scene: SectorLabelScene,
): { placed: PlacedLabel[]; obstacles: LabelRect[] } {
  const { width, height } = scene;
  const requests = items.map((item, i) => {
    const p = canvasPoint(camera, width, height, item.x, item.y, item.z);
    return { id: String(i), x: p.x, y: p.y, w: sizes[i]?.w ?? 0, h: sizes[i]?.h ?? 0, priority: TONE_PRIORITY[item.tone] ?? 0 };
  });
  const obstacles = scene.overlay ? [...scene.overlay] : [];
  if (scene.units?.length && items.length) standMarkRects(scene.units, camera, width, height, obstacles);
  const placed = placeLabels(requests, {
    gap: SECTOR_LABEL_GAP,
    rings: SECTOR_LABEL_RINGS,
    bounds: { left: 0, top: 0, right: Math.max(0, width - (scene.insetRight ?? 0)), bottom: height },
    obstacles,
  });
  return { placed, obstacles };
}
