// The camera over the table: drag to pan along the table, right-drag to orbit, wheel to zoom,
// all within limits (polar angle 10-70 degrees, a distance range, the target kept over the
// table). focus() glides to a spot (double-click a box); home() frames the whole table. With
// prefers-reduced-motion the camera jumps instead of gliding.
import { createContext, useContext, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { useThree } from '@react-three/fiber';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { Box3, MathUtils, PerspectiveCamera, Vector3 } from 'three';
import { useReducedMotion } from './reducedMotion';

export interface RectXZ {
  x: number;
  z: number;
  w: number;
  d: number;
}

export interface CameraRigApi {
  /** Glide to look at (x, z) from `distance` (keeps the current angles). */
  focus(x: number, z: number, distance?: number): void;
  /** Frame the home rectangle from the south. */
  home(): void;
  /**
   * Frame `rect` from the south as the table's own choice (following the action), not the
   * viewer's: it does not count as the viewer taking the camera. Glides unless reduced motion.
   * `polar`: the camera's angle from straight down (default: the home view's).
   */
  frame(rect: RectXZ, polar?: number): void;
  /** Milliseconds since the viewer last moved the camera (drag, wheel, double-click, Reset view); Infinity if never. */
  idleFor(): number;
}

export const CAMERA_LIMITS = {
  minPolar: 10 * MathUtils.DEG2RAD,
  maxPolar: 70 * MathUtils.DEG2RAD,
  homePolar: 27 * MathUtils.DEG2RAD,
  minDistance: 6,
  focusDistance: 24,
} as const;

const CameraRigContext = createContext<CameraRigApi | null>(null);

/** The rig's API for scene children (double-click focus). */
export function useCameraRig(): CameraRigApi | null {
  return useContext(CameraRigContext);
}

/** Distance at which a perspective camera at polar angle `polar` sees all of `rect`. */
export function fitDistance(rect: RectXZ, fovDeg: number, aspect: number, polar: number = CAMERA_LIMITS.homePolar): number {
  const vFov = fovDeg * MathUtils.DEG2RAD;
  const hFov = 2 * Math.atan(Math.tan(vFov / 2) * aspect);
  // Depth is foreshortened by the tilt; width is not.
  const byWidth = rect.w / 2 / Math.tan(hFov / 2);
  const byDepth = (rect.d * Math.cos(polar) * 0.5 + rect.d * 0.5 * Math.sin(polar) * Math.tan(vFov / 2)) / Math.tan(vFov / 2);
  return Math.max(byWidth, byDepth) * 1.04;
}

interface CameraRigProps {
  /** What home() frames. */
  home: RectXZ;
  /** The target never leaves this (the table top). */
  bounds: RectXZ;
  apiRef?: Ref<CameraRigApi>;
  /** CSS pixels covered on the right (see TableCanvas): framing uses the visible width. */
  insetRight?: number;
  children?: ReactNode;
}

export function CameraRig({ home, bounds, apiRef, insetRight = 0, children }: CameraRigProps) {
  const controls = useRef<CameraControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const reduced = useReducedMotion();
  /** The viewer has moved the camera: resizes no longer re-frame the table. */
  const touched = useRef(false);
  /** When the viewer last moved the camera (performance.now), or null. */
  const lastInput = useRef<number | null>(null);
  const markInput = () => {
    lastInput.current = performance.now();
  };
  const maxDistance = useMemo(() => Math.max(bounds.w, bounds.d) * 1.6, [bounds]);

  /** What the table itself framed last (home, or the action it follows): a resize frames it again. */
  const chosen = useRef<{ rect: RectXZ; polar: number } | null>(null);
  const frameRect = (rect: RectXZ, smooth: boolean, polar: number = CAMERA_LIMITS.homePolar) => {
    const c = controls.current;
    if (!c) return;
    chosen.current = { rect, polar };
    const fov = camera instanceof PerspectiveCamera ? camera.fov : 40;
    const visible = Math.max(1, size.width - Math.min(insetRight, size.width * 0.6));
    const dist = Math.min(maxDistance, Math.max(CAMERA_LIMITS.minDistance, fitDistance(rect, fov, visible / Math.max(1, size.height), polar)));
    // Aim a little south of the centre: the near edge needs less room than the far one.
    const tz = rect.z + rect.d * 0.03;
    void c.setLookAt(rect.x, Math.cos(polar) * dist, tz + Math.sin(polar) * dist, rect.x, 0, tz, smooth);
  };
  const homeView = (smooth: boolean) => frameRect(home, smooth);

  const api = useMemo<CameraRigApi>(
    () => ({
      focus: (x, z, distance = CAMERA_LIMITS.focusDistance) => {
        const c = controls.current;
        if (!c) return;
        touched.current = true;
        markInput();
        void c.moveTo(x, 0, z, !reduced);
        void c.dollyTo(distance, !reduced);
      },
      home: () => {
        touched.current = false;
        markInput();
        homeView(!reduced);
      },
      frame: (rect, polar) => frameRect(rect, !reduced, polar),
      idleFor: () => (lastInput.current === null ? Number.POSITIVE_INFINITY : performance.now() - lastInput.current),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reduced, home, size.width, size.height, maxDistance, insetRight],
  );
  useImperativeHandle(apiRef, () => api, [api]);

  // Limits and input mapping.
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const A = CameraControlsImpl.ACTION;
    c.minPolarAngle = CAMERA_LIMITS.minPolar;
    c.maxPolarAngle = CAMERA_LIMITS.maxPolar;
    c.minDistance = CAMERA_LIMITS.minDistance;
    c.maxDistance = maxDistance;
    c.mouseButtons.left = A.SCREEN_PAN;
    c.mouseButtons.right = A.ROTATE;
    c.mouseButtons.middle = A.DOLLY;
    c.mouseButtons.wheel = A.DOLLY;
    c.touches.one = A.TOUCH_SCREEN_PAN;
    c.touches.two = A.TOUCH_DOLLY_TRUCK;
    c.touches.three = A.TOUCH_ROTATE;
    c.dollyToCursor = true;
    c.smoothTime = reduced ? 0 : 0.3;
    c.draggingSmoothTime = reduced ? 0 : 0.08;
    c.boundaryFriction = 0.2;
    const box = new Box3(new Vector3(bounds.x - bounds.w / 2, -1, bounds.z - bounds.d / 2), new Vector3(bounds.x + bounds.w / 2, 2, bounds.z + bounds.d / 2));
    c.setBoundary(box);
  }, [bounds, maxDistance, reduced]);

  // The first view, and again when the canvas changes shape, until the viewer takes the camera.
  const framed = useRef<string>('');
  useEffect(() => {
    const key = `${Math.round(size.width / 20)}x${Math.round(size.height / 20)}-${Math.round(insetRight / 20)}`;
    if (framed.current === key) return;
    framed.current = key;
    if (!touched.current) {
      const last = chosen.current;
      if (last) frameRect(last.rect, false, last.polar);
      else homeView(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height, insetRight]);

  return (
    <CameraRigContext.Provider value={api}>
      <CameraControls
        ref={controls}
        makeDefault
        onControlStart={() => {
          touched.current = true;
          markInput();
        }}
      />
      {children}
    </CameraRigContext.Provider>
  );
}
