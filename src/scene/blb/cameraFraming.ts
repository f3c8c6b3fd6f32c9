// Camera framing worked out from what must be seen (pure: no React; three only for its camera
// maths). The camera looks from the south at a fixed angle from straight down, like the rig's
// (src/scene/CameraRig.tsx); a framing is where it aims on the table and how far back it is, the
// closest one from which every group of points projects inside its own allowed part of the view.
// Groups have their own parts so that, in showcase, the Battle Board can sit between the title
// card and the counter card while the Dice Tray below it stays clear of the objectives panel.
import { MathUtils, PerspectiveCamera, Vector3 } from 'three';
import type { Rect } from './layout';

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** A part of the view in normalised device coordinates (x and y from -1 to 1, y up). */
export interface ViewArea {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface FramedGroup {
  points: readonly Point3[];
  /** Where on screen these points must project. */
  area: ViewArea;
}

export interface Lens {
  /** Vertical field of view, degrees. */
  fov: number;
  /** Width over height of the view. */
  aspect: number;
  /** The camera's angle from straight down, radians. */
  polar: number;
}

/** Where the camera aims (on the table, y = 0) and how far back it is. */
export interface Framing {
  x: number;
  z: number;
  distance: number;
}

/** The whole view less a thin margin. */
export const FULL_VIEW: ViewArea = { left: -0.94, right: 0.94, bottom: -0.92, top: 0.92 };

/** A camera placed as the rig places it for `framing`. */
export function cameraFor(framing: Framing, lens: Lens): PerspectiveCamera {
  const cam = new PerspectiveCamera(lens.fov, lens.aspect, 0.5, 800);
  cam.position.set(framing.x, Math.cos(lens.polar) * framing.distance, framing.z + Math.sin(lens.polar) * framing.distance);
  cam.up.set(0, 1, 0);
  cam.lookAt(framing.x, 0, framing.z);
  cam.updateMatrixWorld(true);
  return cam;
}

interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const scratch = new Vector3();

function projectedBounds(cam: PerspectiveCamera, points: readonly Point3[]): Bounds {
  const b: Bounds = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const p of points) {
    scratch.set(p.x, p.y, p.z).project(cam);
    b.minX = Math.min(b.minX, scratch.x);
    b.maxX = Math.max(b.maxX, scratch.x);
    b.minY = Math.min(b.minY, scratch.y);
    b.maxY = Math.max(b.maxY, scratch.y);
  }
  return b;
}

/** How far the view may slide (in NDC, per axis) with every group still inside its area: [low, high] each. */
function slack(cam: PerspectiveCamera, groups: readonly FramedGroup[]) {
  let xLow = -Infinity;
  let xHigh = Infinity;
  let yLow = -Infinity;
  let yHigh = Infinity;
  for (const g of groups) {
    const b = projectedBounds(cam, g.points);
    // Shifting the picture by s moves every point by s: it must stay within the area.
    xLow = Math.max(xLow, g.area.left - b.minX);
    xHigh = Math.min(xHigh, g.area.right - b.maxX);
    yLow = Math.max(yLow, g.area.bottom - b.minY);
    yHigh = Math.min(yHigh, g.area.top - b.maxY);
  }
  return { xLow, xHigh, yLow, yHigh };
}

/**
 * At `distance`, the aim that best centres every group in its area (a few rounds of sliding the
 * aim by the picture's slack), and whether everything then fits.
 */
function bestAim(groups: readonly FramedGroup[], lens: Lens, distance: number, start: { x: number; z: number }) {
  let aim = { ...start };
  let fits = false;
  for (let round = 0; round < 24; round++) {
    const cam = cameraFor({ ...aim, distance }, lens);
    const s = slack(cam, groups);
    // Slide the picture to the middle of what is allowed: the aim moves the other way.
    const wantX = (s.xLow + s.xHigh) / 2;
    const wantY = (s.yLow + s.yHigh) / 2;
    fits = s.xLow <= s.xHigh + 1e-9 && s.yLow <= s.yHigh + 1e-9;
    if (Math.abs(wantX) < 1e-5 && Math.abs(wantY) < 1e-5) break;
    // How much the picture moves per unit of aim (measured at the view's centre).
    const h = distance * 1e-3;
    const c0 = scratch.set(aim.x, 0, aim.z).project(cam).clone();
    const cx = scratch.set(aim.x + h, 0, aim.z).project(cam).x - c0.x;
    const cz = scratch.set(aim.x, 0, aim.z + h).project(cam).y - c0.y;
    // Aiming east moves the picture west: the aim moves against the wanted slide.
    aim = { x: aim.x - (wantX * h) / cx, z: aim.z - (wantY * h) / cz };
  }
  const cam = cameraFor({ ...aim, distance }, lens);
  const s = slack(cam, groups);
  fits = s.xLow <= 1e-6 && s.xHigh >= -1e-6 && s.yLow <= 1e-6 && s.yHigh >= -1e-6;
  return { aim, fits };
}

/** The closest framing from which every group projects inside its area (searched between 2 and 400 units back). */
export function frameGroups(groups: readonly FramedGroup[], lens: Lens): Framing {
  const all = groups.flatMap((g) => g.points);
  if (all.length === 0) return { x: 0, z: 0, distance: 40 };
  const xs = all.map((p) => p.x);
  const zs = all.map((p) => p.z);
  let aim = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
  let near = 2;
  let far = 400;
  const farFit = bestAim(groups, lens, far, aim);
  if (!farFit.fits) return { ...farFit.aim, distance: far };
  aim = farFit.aim;
  // Fitting only gets easier further back: halve the interval down to a centimetre.
  while (far - near > 0.01) {
    const mid = (near + far) / 2;
    const tried = bestAim(groups, lens, mid, aim);
    if (tried.fits) {
      far = mid;
      aim = tried.aim;
    } else {
      near = mid;
    }
  }
  return { ...aim, distance: far };
}

/** The corners of `rect` on the table, at heights 0 and `height` (what stands on it). */
export function rectCorners(rect: Rect, height = 0.5): Point3[] {
  const out: Point3[] = [];
  for (const y of [0, height]) {
    for (const dx of [-0.5, 0.5]) for (const dz of [-0.5, 0.5]) out.push({ x: rect.x + dx * rect.w, y, z: rect.z + dz * rect.d });
  }
  return out;
}

/**
 * The rectangle that the rig (CameraRig.frame, which fits a rectangle with a little margin and
 * aims a little south of its centre) turns into `framing` on a view of `lens.aspect`. On a
 * narrower view the rig backs off to keep its width, so what was framed stays in sight.
 */
export function rigRectFor(framing: Framing, lens: Lens): Rect {
  const vFov = lens.fov * MathUtils.DEG2RAD;
  const tanV = Math.tan(vFov / 2);
  const tanH = tanV * lens.aspect;
  // CameraRig.fitDistance: max(byWidth, byDepth) * 1.04.
  const base = framing.distance / 1.04;
  const w = base * 2 * tanH;
  const d = (base * tanV) / (0.5 * Math.cos(lens.polar) + 0.5 * Math.sin(lens.polar) * tanV);
  // CameraRig aims at rect.z + rect.d * 0.03.
  return { x: framing.x, z: framing.z - d * 0.03, w, d };
}

// --- the showcase overlay ---------------------------------------------------------------------

/** A rectangle of the screen in pixels of a 1920x1080 view (x right, y down). */
interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * What the showcase overlay covers (src/ui/showcase/showcase.css; em = 1.04vw, about 20px at
 * 1080p, gap 24px), measured in Chromium at 1920x1080 and taken a little generously: the title
 * card (24..580 wide, 30em at most; down to 171), the counter card (from 1597, down to 151), the
 * narration bar (441..1479, two lines from 954) and the objectives panel (from 1437, 711..938).
 */
export const SHOWCASE_COVERS: Record<'title' | 'counter' | 'narration' | 'objectives', ScreenBox> = {
  title: { left: 0, top: 0, right: 640, bottom: 190 },
  counter: { left: 1580, top: 0, right: 1920, bottom: 165 },
  narration: { left: 425, top: 940, right: 1495, bottom: 1080 },
  objectives: { left: 1420, top: 680, right: 1920, bottom: 955 },
};

const toNdc = (px: number, py: number) => ({ x: (px / 1920) * 2 - 1, y: 1 - (py / 1080) * 2 });

function areaOf(box: ScreenBox): ViewArea {
  const a = toNdc(box.left, box.bottom);
  const b = toNdc(box.right, box.top);
  return { left: a.x, right: b.x, bottom: a.y, top: b.y };
}

const C = SHOWCASE_COVERS;
const EDGE = 24;

/**
 * Showcase, in a combat, two ways to stay clear of the cards (the closer one is taken): the Battle
 * Board up between the title and counter cards, or under them and as wide as the view; the Dice
 * Tray under the cards, left of the objectives panel; both above the narration. (Screen boxes are
 * in 1920x1080 pixels: the overlay scales with the view's width.)
 */
export const SHOWCASE_BOARD_AREA: ViewArea = areaOf({ left: C.title.right, top: EDGE, right: C.counter.left, bottom: C.narration.top });
export const SHOWCASE_BOARD_LOW_AREA: ViewArea = areaOf({ left: EDGE, top: C.title.bottom, right: C.objectives.left, bottom: C.narration.top });
export const SHOWCASE_TRAY_AREA: ViewArea = areaOf({ left: EDGE, top: C.title.bottom, right: C.objectives.left, bottom: C.narration.top });
/** Showcase: one area clear of every card, for anything else framed (a retreat with the board). */
export const SHOWCASE_CLEAR_AREA: ViewArea = SHOWCASE_TRAY_AREA;
