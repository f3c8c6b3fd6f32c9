// The table camera's geometry (pure: three's maths only, no React): the camera as the canvas sets
// it up (its projection centred on the part of the canvas the side panel leaves visible, see
// TableCanvas's ViewInset), where the rig puts it to frame a rectangle, the home view (the whole
// home rectangle where that is readable, else a readable window of it round the action), and the
// wheel's zoom toward the pointer. CameraRig uses these; tests project through the same camera.
import { MathUtils, PerspectiveCamera, Plane, Ray, Vector2, Vector3 } from 'three';

export interface RectXZ {
  x: number;
  z: number;
  w: number;
  d: number;
}

/**
 * The canvas in CSS pixels, and how much of it the DOM laid over it covers: the side panel's strip
 * on the right (the projection is centred on what it leaves, see applyViewInset), and the bands
 * the overlays take at the top (status, toolbar) and at the foot (the prompt, the hint bar). What
 * they leave is the canvas's free rectangle (visibleArea): every framing keeps what it frames there.
 */
export interface ViewSize {
  width: number;
  height: number;
  insetRight: number;
  /** CSS pixels at the top covered by overlays (default 0). */
  insetTop?: number;
  /** CSS pixels at the foot covered by overlays (default 0). */
  insetBottom?: number;
}

/**
 * The top and foot bands the overlays cover, as far as they are counted: never more than 55% of
 * the height together (a short canvas with a tall prompt still shows a picture; past that the
 * bands shrink in proportion).
 */
export function coveredBands(view: ViewSize): { top: number; bottom: number } {
  const top = Math.max(0, view.insetTop ?? 0);
  const bottom = Math.max(0, view.insetBottom ?? 0);
  const most = view.height * 0.55;
  const k = top + bottom > most ? most / (top + bottom) : 1;
  return { top: top * k, bottom: bottom * k };
}

/** Where the camera stands and what it looks at (world units). */
export interface Pose {
  position: { x: number; y: number; z: number };
  target: { x: number; y: number; z: number };
}

/** The vertical field of view of every table's camera, degrees. */
export const TABLE_FOV = 38;

/** The rig's limits: polar angle from straight down, the default home angle, distances. */
export const CAMERA_LIMITS = {
  minPolar: 10 * MathUtils.DEG2RAD,
  maxPolar: 70 * MathUtils.DEG2RAD,
  homePolar: 27 * MathUtils.DEG2RAD,
  minDistance: 6,
  focusDistance: 24,
} as const;

/** How close and how far the rig lets the camera be from what it looks at. */
export interface DistanceLimits {
  min: number;
  max: number;
}

/** CSS pixels of the canvas the side panel covers (never more than 60% of it: the rig's rule). */
export function coveredRight(view: ViewSize): number {
  return Math.max(0, Math.min(view.insetRight, view.width * 0.6));
}

/** The visible part of the canvas (its free rectangle, the safe area), CSS pixels from its top-left corner. */
export function visibleArea(view: ViewSize): { left: number; right: number; top: number; bottom: number } {
  const bands = coveredBands(view);
  return { left: 0, right: Math.max(1, view.width - coveredRight(view)), top: bands.top, bottom: Math.max(bands.top + 1, view.height - bands.bottom) };
}

/**
 * Sets a camera's projection as the canvas does (TableCanvas's ViewInset): the picture's centre
 * is the visible part's centre, the covered strip on the right is drawn but not looked at.
 */
export function applyViewInset(camera: PerspectiveCamera, view: ViewSize): void {
  const p = coveredRight(view);
  camera.aspect = (view.width + p) / Math.max(1, view.height);
  if (p > 0) camera.setViewOffset(view.width + p, view.height, p, 0, view.width, view.height);
  else camera.clearViewOffset();
  camera.updateProjectionMatrix();
}

/** A camera set up as the table's (for a view of `view`), placed at `pose`. */
export function tableCamera(view: ViewSize, pose: Pose, fov = TABLE_FOV): PerspectiveCamera {
  const camera = new PerspectiveCamera(fov, 1, 0.5, 800);
  applyViewInset(camera, view);
  placeCamera(camera, pose);
  return camera;
}

export function placeCamera(camera: PerspectiveCamera, pose: Pose): void {
  camera.position.set(pose.position.x, pose.position.y, pose.position.z);
  camera.up.set(0, 1, 0);
  camera.lookAt(pose.target.x, pose.target.y, pose.target.z);
  camera.updateMatrixWorld(true);
}

/** The camera `distance` back from (x, 0, z), looking from the south at `polar` from straight down. */
export function poseLooking(x: number, z: number, distance: number, polar: number): Pose {
  return { position: { x, y: Math.cos(polar) * distance, z: z + Math.sin(polar) * distance }, target: { x, y: 0, z } };
}

export function poseDistance(pose: Pose): number {
  const p = pose.position;
  const t = pose.target;
  return Math.hypot(p.x - t.x, p.y - t.y, p.z - t.z);
}

/**
 * Distance at which a perspective camera at polar angle `polar` sees all of `rect` (with a little
 * margin); `heightShare`: the share of the picture's height it may take (the free rectangle's).
 */
export function fitDistance(rect: RectXZ, fovDeg: number, aspect: number, polar: number, heightShare = 1): number {
  const vFov = fovDeg * MathUtils.DEG2RAD;
  const hFov = 2 * Math.atan(Math.tan(vFov / 2) * aspect);
  // Depth is foreshortened by the tilt; width is not. The free band's half-height, in tangent units.
  const tv = Math.tan(vFov / 2) * Math.min(1, Math.max(0.05, heightShare));
  const byWidth = rect.w / 2 / Math.tan(hFov / 2);
  const byDepth = (rect.d * Math.cos(polar) * 0.5 + rect.d * 0.5 * Math.sin(polar) * tv) / tv;
  return Math.max(byWidth, byDepth) * 1.04;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Width over height of the part of the canvas one sees (the side panel's strip left out; the full height). */
export function visibleAspect(view: ViewSize): number {
  const a = visibleArea(view);
  return (a.right - a.left) / Math.max(1, view.height);
}

/**
 * How the rig frames `rect` from the south: fitted to the canvas's free rectangle (the overlays'
 * strip and bands left out). With no bands at the top or foot, aimed a little south of its centre
 * (the near edge needs less room than the far one); with bands, its far and near edges are set
 * centred in the free height (centredOn), so a prompt at the foot never covers its near edge.
 */
export function framePose(rect: RectXZ, polar: number, view: ViewSize, limits: DistanceLimits, fov = TABLE_FOV): Pose {
  const a = visibleArea(view);
  const share = (a.bottom - a.top) / Math.max(1, view.height);
  const dist = clamp(fitDistance(rect, fov, visibleAspect(view), polar, share), limits.min, limits.max);
  if (share >= 1) return poseLooking(rect.x, rect.z + rect.d * 0.03, dist, polar);
  return centredOn(rect, dist, polar, view, fov);
}

/** The camera `distance` back (at `polar`) aimed so `rect`'s far and near edges sit centred top to bottom in the free rectangle. */
export function centredOn(rect: RectXZ, distance: number, polar: number, view: ViewSize, fov = TABLE_FOV): Pose {
  const a = visibleArea(view);
  let z = rect.z;
  for (let i = 0; i < 4; i++) {
    const camera = tableCamera(view, poseLooking(rect.x, z, distance, polar), fov);
    const far = toScreen(camera, view, rect.x, 0, rect.z - rect.d / 2).y;
    const near = toScreen(camera, view, rect.x, 0, rect.z + rect.d / 2).y;
    const perUnit = (near - far) / Math.max(1e-6, rect.d);
    z += ((far + near) / 2 - (a.top + a.bottom) / 2) / Math.max(1e-6, perUnit);
  }
  return poseLooking(rect.x, z, distance, polar);
}

// --- looking at the table through the camera -------------------------------------------------

const plane = new Plane(new Vector3(0, 1, 0), 0);

/** The point of the table top (y = `y`) under canvas pixel (px, py), or null when the ray misses it. */
export function groundAt(camera: PerspectiveCamera, view: ViewSize, px: number, py: number, y = 0): Vector3 | null {
  const ndc = new Vector2((px / view.width) * 2 - 1, 1 - (py / view.height) * 2);
  const origin = new Vector3().setFromMatrixPosition(camera.matrixWorld);
  const dir = new Vector3(ndc.x, ndc.y, 0.5).unproject(camera).sub(origin).normalize();
  plane.constant = -y;
  const hit = new Ray(origin, dir).intersectPlane(plane, new Vector3());
  return hit;
}

/** Where a world point lands on the canvas, CSS pixels (and whether it is in front of the camera). */
export function toScreen(camera: PerspectiveCamera, view: ViewSize, x: number, y: number, z: number): { x: number; y: number; front: boolean } {
  const v = new Vector3(x, y, z).project(camera);
  return { x: ((v.x + 1) / 2) * view.width, y: ((1 - v.y) / 2) * view.height, front: v.z < 1 };
}

/** The on-screen box (CSS pixels) of a flat square of side `size` lying at (x, y, z). */
export function squareOnScreen(camera: PerspectiveCamera, view: ViewSize, x: number, y: number, z: number, size: number) {
  const h = size / 2;
  const pts = [
    toScreen(camera, view, x - h, y, z - h),
    toScreen(camera, view, x + h, y, z - h),
    toScreen(camera, view, x - h, y, z + h),
    toScreen(camera, view, x + h, y, z + h),
  ];
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/**
 * The smallest a world unit looks anywhere in the visible part (its far corners: the table is
 * tilted away), in CSS pixels: the lesser of a unit square's width and height there.
 */
export function smallestUnit(camera: PerspectiveCamera, view: ViewSize): number {
  const a = visibleArea(view);
  let least = Infinity;
  for (const px of [a.left, (a.left + a.right) / 2, a.right]) {
    const g = groundAt(camera, view, px, a.top);
    if (!g) return 0;
    const s = squareOnScreen(camera, view, g.x, 0, g.z, 1);
    least = Math.min(least, s.width, s.height);
  }
  return least;
}

/** The farthest the camera may stand (at `polar`) with a world unit no smaller than `minPx` anywhere in view. */
export function readingDistance(minPx: number, polar: number, view: ViewSize, limits: DistanceLimits, fov = TABLE_FOV): number {
  const at = (d: number) => smallestUnit(tableCamera(view, poseLooking(0, 0, d, polar), fov), view);
  if (at(limits.max) >= minPx) return limits.max;
  let near = limits.min;
  let far = limits.max;
  if (at(near) < minPx) return near;
  while (far - near > 0.005) {
    const mid = (near + far) / 2;
    if (at(mid) >= minPx) near = mid;
    else far = mid;
  }
  return near;
}

// --- the home view ---------------------------------------------------------------------------

/** What a table's home view shows (see homePose). */
export interface HomeView {
  /** What home frames: all of it where that is readable. */
  rect: RectXZ;
  /** The camera's angle from straight down at home, radians (default: the rig's). */
  polar?: number;
  /**
   * The smallest a world unit may look at home, as a share of the canvas's height (so a view
   * twice as tall shows the same part of the table, twice as large). Absent: no floor.
   */
  minUnitShare?: number;
  /**
   * Where the play is (the places a player may click now): when the whole rect cannot be shown
   * readably, the window shows as many of them as it can, centred on them where all fit.
   */
  focus?: RectXZ | readonly RectXZ[] | null;
}

/**
 * The closest the camera (at `polar`) frames all of `rect` in the visible part of the canvas, with
 * `margin` of it spare on every side: worked out by projecting the rectangle's corners (the near
 * edge looks wider than the far one), the aim set so the rectangle sits centred top to bottom.
 */
export function fitPose(rect: RectXZ, polar: number, view: ViewSize, limits: DistanceLimits, fov = TABLE_FOV, margin = 0.02): Pose {
  const a = visibleArea(view);
  const mx = (a.right - a.left) * margin;
  const my = (a.bottom - a.top) * margin;
  const corners = [-0.5, 0.5].flatMap((dx) => [-0.5, 0.5].map((dz) => ({ x: rect.x + dx * rect.w, z: rect.z + dz * rect.d })));
  const centred = (distance: number): Pose => centredOn(rect, distance, polar, view, fov);
  const fits = (pose: Pose) => {
    const camera = tableCamera(view, pose, fov);
    return corners.every((c) => {
      const p = toScreen(camera, view, c.x, 0, c.z);
      return p.front && p.x >= a.left + mx && p.x <= a.right - mx && p.y >= a.top + my && p.y <= a.bottom - my;
    });
  };
  let near = limits.min;
  let far = limits.max;
  if (fits(centred(near))) return centred(near);
  if (!fits(centred(far))) return centred(far);
  while (far - near > 0.01) {
    const mid = (near + far) / 2;
    if (fits(centred(mid))) far = mid;
    else near = mid;
  }
  return centred(far);
}

/**
 * The part of the table (y = 0) the visible canvas shows from `pose`, as offsets from its target:
 * across at the middle row (the far row sees wider, the near one narrower), along at the middle column.
 */
function footprint(view: ViewSize, pose: Pose, fov: number) {
  const camera = tableCamera(view, pose, fov);
  const a = visibleArea(view);
  const midX = (a.left + a.right) / 2;
  const midY = (a.top + a.bottom) / 2;
  const [left, right, far, near] = [
    [a.left, midY],
    [a.right, midY],
    [midX, a.top],
    [midX, a.bottom],
  ].map(([px, py]) => groundAt(camera, view, px!, py!));
  if (!left || !right || !far || !near) return null;
  return { left: left.x - pose.target.x, right: right.x - pose.target.x, far: far.z - pose.target.z, near: near.z - pose.target.z };
}

/**
 * The home view: the whole home rectangle where a world unit then looks at least
 * `minUnitShare` of the canvas's height everywhere in view; otherwise the camera comes as close
 * as that needs, centred on the focus (the play), the window kept inside the rectangle where it
 * fits. The rig glides there on home() and at first.
 */
export function homePose(home: HomeView, view: ViewSize, limits: DistanceLimits, fov = TABLE_FOV, defaultPolar = 27 * MathUtils.DEG2RAD): Pose {
  const polar = home.polar ?? defaultPolar;
  const whole = fitPose(home.rect, polar, view, limits, fov);
  if (!home.minUnitShare) return whole;
  const reading = readingDistance(home.minUnitShare * view.height, polar, view, limits, fov);
  if (poseDistance(whole) <= reading + 1e-6) return whole;
  const r = home.rect;
  const parts = focusParts(home.focus);
  const all = parts.length ? boundsOf(parts) : r;
  const fp = footprint(view, poseLooking(all.x, all.z, reading, polar), fov);
  if (!fp) return poseLooking(all.x, all.z, reading, polar);
  // Keep the window inside the rectangle on each axis where it fits (centred on it where not).
  const fitAxis = (aim: number, lo: number, hi: number, offLo: number, offHi: number) => {
    const min = lo - offLo;
    const max = hi - offHi;
    return min <= max ? clamp(aim, min, max) : (lo + hi) / 2 - (offLo + offHi) / 2;
  };
  const windowAt = (at: { x: number; z: number }) =>
    poseLooking(fitAxis(at.x, r.x - r.w / 2, r.x + r.w / 2, fp.left, fp.right), fitAxis(at.z, r.z - r.d / 2, r.z + r.d / 2, fp.far, fp.near), reading, polar);
  const centred = windowAt(all);
  if (parts.length <= 1) return centred;
  // Not all of the play fits: the window that shows the most of it (centred on one part or on
  // them all), the nearest to their middle among equals.
  let best = centred;
  let bestSeen = countInView(tableCamera(view, centred, fov), view, parts);
  if (bestSeen === parts.length) return centred;
  let bestOff = 0;
  for (const p of parts) {
    const pose = windowAt(p);
    const seen = countInView(tableCamera(view, pose, fov), view, parts);
    const off = Math.hypot(pose.target.x - centred.target.x, pose.target.z - centred.target.z);
    if (seen > bestSeen || (seen === bestSeen && off < bestOff)) {
      best = pose;
      bestSeen = seen;
      bestOff = off;
    }
  }
  return best;
}

/** The focus as a list of rectangles. */
export function focusParts(focus: HomeView['focus']): readonly RectXZ[] {
  if (!focus) return [];
  return 'x' in focus ? [focus as RectXZ] : (focus as readonly RectXZ[]);
}

/** The rectangle around some rectangles. */
export function boundsOf(rects: readonly RectXZ[]): RectXZ {
  const x0 = Math.min(...rects.map((q) => q.x - q.w / 2));
  const x1 = Math.max(...rects.map((q) => q.x + q.w / 2));
  const z0 = Math.min(...rects.map((q) => q.z - q.d / 2));
  const z1 = Math.max(...rects.map((q) => q.z + q.d / 2));
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, w: x1 - x0, d: z1 - z0 };
}

/** How many of `rects` are wholly in the visible part of the canvas. */
export function countInView(camera: PerspectiveCamera, view: ViewSize, rects: readonly RectXZ[]): number {
  return rects.filter((q) => rectInView(camera, view, q)).length;
}

/** Whether every corner of `rect` (on the table) is inside the visible part of the canvas from `camera`. */
export function rectInView(camera: PerspectiveCamera, view: ViewSize, rect: RectXZ, margin = 0): boolean {
  const a = visibleArea(view);
  for (const dx of [-0.5, 0.5]) {
    for (const dz of [-0.5, 0.5]) {
      const p = toScreen(camera, view, rect.x + dx * rect.w, 0, rect.z + dz * rect.d);
      if (!p.front || p.x < a.left + margin || p.x > a.right - margin || p.y < a.top + margin || p.y > a.bottom - margin) return false;
    }
  }
  return true;
}

// --- the wheel ---------------------------------------------------------------------------------

/** Distance change per wheel notch (100 pixels of deltaY): gentle, 9% a notch. */
export const WHEEL_STEP = 1.09;

/** The factor a wheel event scales the camera's distance by (>1 out, <1 in), capped per event. */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  // Lines (Firefox) and pages into pixels.
  const px = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  const notches = clamp(px / 100, -3, 3);
  return Math.pow(WHEEL_STEP, notches);
}

/**
 * Zooms about a point of the table: camera and target move toward (factor < 1) or away from it
 * by the same factor, so the view turns no way and the point stays at the same place on screen.
 * The factor is limited so the distance stays within `limits`.
 */
export function zoomAbout(pose: Pose, point: { x: number; y: number; z: number }, factor: number, limits: DistanceLimits): Pose {
  const d = poseDistance(pose);
  const f = clamp(d * factor, limits.min, limits.max) / Math.max(1e-9, d);
  const scale = (v: { x: number; y: number; z: number }) => ({ x: point.x + (v.x - point.x) * f, y: point.y + (v.y - point.y) * f, z: point.z + (v.z - point.z) * f });
  return { position: scale(pose.position), target: scale(pose.target) };
}

/**
 * The wheel's zoom toward the pointer at canvas pixel (px, py): about the table point under it
 * (or the target, when the pointer is above the horizon).
 */
export function zoomTowardPointer(pose: Pose, view: ViewSize, px: number, py: number, deltaY: number, deltaMode: number, limits: DistanceLimits, fov = TABLE_FOV): Pose {
  const camera = tableCamera(view, pose, fov);
  const under = groundAt(camera, view, px, py);
  const point = under && under.distanceTo(camera.position) < limits.max * 3 ? under : new Vector3(pose.target.x, pose.target.y, pose.target.z);
  return zoomAbout(pose, point, wheelFactor(deltaY, deltaMode), limits);
}

/** The distances the rig allows over a table of `bounds`. */
export function rigLimits(bounds: RectXZ): DistanceLimits {
  return { min: CAMERA_LIMITS.minDistance, max: Math.max(bounds.w, bounds.d) * 1.6 };
}

/** The home view's pose for a table (what the rig does on home()). */
export function rigHomePose(home: HomeView, bounds: RectXZ, view: ViewSize, fov = TABLE_FOV): Pose {
  return homePose(home, view, rigLimits(bounds), fov, CAMERA_LIMITS.homePolar);
}
