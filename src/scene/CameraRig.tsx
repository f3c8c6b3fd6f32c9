// The camera over the table: drag to pan along the table, right-drag to orbit, wheel to zoom
// toward the pointer (gently: 9% a notch), all within limits (polar angle 10-70 degrees, a distance
// range, the target kept over the table). focus() glides to a spot (double-click a box); home()
// goes to the home view (cameraMath.homePose: the whole home rectangle where it reads, else a
// readable window of it round the play, which it follows while the viewer leaves the camera
// alone); show() frames a rectangle for the viewer (Whole table). With prefers-reduced-motion the
// camera jumps instead of gliding. The geometry is in cameraMath.ts (pure, tested).
import { createContext, useContext, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { useThree } from '@react-three/fiber';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { useReducedMotion } from './reducedMotion';
import { freeBands, overlayBands, watchOverlays, type OverlayBands } from './safeArea';
import {
  CAMERA_LIMITS,
  TABLE_FOV,
  framePose,
  countInView,
  focusParts,
  homePose,
  rigLimits,
  tableCamera,
  visibleAspect,
  zoomTowardPointer,
  type HomeView,
  type Pose,
  type RectXZ,
  type ViewSize,
} from './cameraMath';

export type { RectXZ } from './cameraMath';
export { CAMERA_LIMITS, fitDistance, rigHomePose, rigLimits } from './cameraMath';

export interface CameraRigApi {
  /** Glide to look at (x, z) from `distance` (keeps the current angles). */
  focus(x: number, z: number, distance?: number): void;
  /** The viewer's Reset view: the home view, which then follows the play again. */
  home(): void;
  /** The table's own way home (after a fight it framed): the home view, not counted as the viewer's move. */
  frameHome(): void;
  /**
   * Frame `rect` from the south as the table's own choice (following the action), not the
   * viewer's: it does not count as the viewer taking the camera. Glides unless reduced motion.
   * `polar`: the camera's angle from straight down (default: CAMERA_LIMITS.homePolar).
   */
  frame(rect: RectXZ, polar?: number): void;
  /** Frame `rect` for the viewer (a button such as Whole table): counts as the viewer's move. */
  show(rect: RectXZ): void;
  /** Width over height of the part of the canvas one sees (the side panel's strip left out). */
  visibleAspect(): number;
  /** Milliseconds since the viewer last moved the camera (drag, wheel, double-click, Reset view); Infinity if never. */
  idleFor(): number;
}

const CameraRigContext = createContext<CameraRigApi | null>(null);

/** The rig's API for scene children (double-click focus). */
export function useCameraRig(): CameraRigApi | null {
  return useContext(CameraRigContext);
}

interface CameraRigProps {
  /** What home() frames (and how: see HomeView). */
  home: HomeView;
  /** The target never leaves this (the table top). */
  bounds: RectXZ;
  apiRef?: Ref<CameraRigApi>;
  /** CSS pixels covered on the right (see TableCanvas): framing uses the visible width. */
  insetRight?: number;
  /** The viewer turned the wheel (the table hides what the pointer was over: it has moved). */
  onWheelZoom?: () => void;
  children?: ReactNode;
}

/**
 * CSS pixels an overlay band may change by before the table frames its shot again: more than a
 * line of text (a showcase's narration going from one line to two must not nudge the camera), less
 * than a prompt coming back.
 */
const BAND_SLACK = 40;

type Chosen = { kind: 'home' } | { kind: 'rect'; rect: RectXZ; polar: number };

export function CameraRig({ home, bounds, apiRef, insetRight = 0, onWheelZoom, children }: CameraRigProps) {
  const controls = useRef<CameraControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const gl = useThree((s) => s.gl);
  const reduced = useReducedMotion();
  /** The viewer has moved the camera: resizes no longer re-frame the table, home no longer follows the play. */
  const touched = useRef(false);
  /** When the viewer last moved the camera (performance.now), or null. */
  const lastInput = useRef<number | null>(null);
  const markInput = () => {
    lastInput.current = performance.now();
  };
  const limits = useMemo(() => rigLimits(bounds), [bounds]);
  const homeRef = useRef(home);
  homeRef.current = home;
  const fov = camera instanceof PerspectiveCamera ? camera.fov : TABLE_FOV;
  // The bands the table's marked overlays take at the canvas's top and foot (safeArea.ts), as
  // shown now; an overlay not shown now (the prompt is gone while the dice play) counts as it was
  // last shown, since it comes back when the player is asked again. A shot is framed for these, and
  // framed again when they change by more than BAND_SLACK (see below).
  const bands = useRef<OverlayBands>({ top: 0, bottom: 0 });
  /** The bands the table's current shot was framed for. */
  const framedFor = useRef<OverlayBands>({ top: 0, bottom: 0 });
  // The canvas's rows nobody sees (clipped by the table's box, past the window) count always, the
  // overlays as shown or last shown (freeBands).
  const measureBands = (): OverlayBands => {
    const now = overlayBands(gl.domElement);
    const b = bands.current;
    bands.current = { top: now.top > 0 ? now.top : b.top, bottom: now.bottom > 0 ? now.bottom : b.bottom };
    return freeBands(gl.domElement, bands.current);
  };
  // The canvas with what its overlays cover: the side panel's strip, and the bands for a shot
  // (withBands). The home view is fitted to the canvas less the side panel only: its rectangle's
  // near edge holds what the prompt repeats (a hand's cards), and fitting the whole table above the
  // prompt would shrink the map at rest by a third; the shots the table frames (a battle, a move)
  // keep what they frame clear of the bands, so a lit thing there can always be clicked.
  const viewSize = (withBands = true): ViewSize => {
    const view = { width: Math.max(1, size.width), height: Math.max(1, size.height), insetRight };
    if (!withBands) return view;
    const b = measureBands();
    return { ...view, insetTop: b.top, insetBottom: b.bottom };
  };

  const goTo = (pose: Pose, smooth: boolean) => {
    const c = controls.current;
    if (!c) return;
    void c.setLookAt(pose.position.x, pose.position.y, pose.position.z, pose.target.x, pose.target.y, pose.target.z, smooth);
  };
  /** What the table itself framed last (home, or the action it follows): a resize frames it again. */
  const chosen = useRef<Chosen | null>(null);
  /** Where the camera was (position plus target) when the viewer pressed on the canvas. */
  const pressedAt = useRef<Vector3 | null>(null);
  const frameRect = (rect: RectXZ, smooth: boolean, polar: number = CAMERA_LIMITS.homePolar) => {
    chosen.current = { kind: 'rect', rect, polar };
    const view = viewSize();
    framedFor.current = { top: view.insetTop ?? 0, bottom: view.insetBottom ?? 0 };
    goTo(framePose(rect, polar, view, limits, fov), smooth);
  };
  const homeView = (smooth: boolean) => {
    chosen.current = { kind: 'home' };
    goTo(homePose(homeRef.current, viewSize(false), limits, fov, CAMERA_LIMITS.homePolar), smooth);
  };

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
      frameHome: () => homeView(!reduced),
      frame: (rect, polar) => frameRect(rect, !reduced, polar),
      show: (rect) => {
        touched.current = true;
        markInput();
        frameRect(rect, !reduced);
      },
      visibleAspect: () => visibleAspect(viewSize()),
      idleFor: () => (lastInput.current === null ? Number.POSITIVE_INFINITY : performance.now() - lastInput.current),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reduced, size.width, size.height, limits, insetRight, fov],
  );
  useImperativeHandle(apiRef, () => api, [api]);

  // Limits and input mapping.
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const A = CameraControlsImpl.ACTION;
    c.minPolarAngle = CAMERA_LIMITS.minPolar;
    c.maxPolarAngle = CAMERA_LIMITS.maxPolar;
    c.minDistance = limits.min;
    c.maxDistance = limits.max;
    c.mouseButtons.left = A.SCREEN_PAN;
    c.mouseButtons.right = A.ROTATE;
    c.mouseButtons.middle = A.DOLLY;
    // The wheel is ours (below): toward the pointer, gently, and it hides a stale tooltip.
    c.mouseButtons.wheel = A.NONE;
    c.touches.one = A.TOUCH_SCREEN_PAN;
    c.touches.two = A.TOUCH_DOLLY_TRUCK;
    c.touches.three = A.TOUCH_ROTATE;
    c.dollyToCursor = true;
    c.smoothTime = reduced ? 0 : 0.3;
    c.draggingSmoothTime = reduced ? 0 : 0.08;
    c.boundaryFriction = 0.2;
    const box = new Box3(new Vector3(bounds.x - bounds.w / 2, -1, bounds.z - bounds.d / 2), new Vector3(bounds.x + bounds.w / 2, 2, bounds.z + bounds.d / 2));
    c.setBoundary(box);
  }, [bounds, limits, reduced]);

  // Wheel zoom toward the pointer: the table point under it stays under it (cameraMath.zoomTowardPointer),
  // worked out from where the camera is going (so quick notches add up), at a gentle rate.
  const wheelRef = useRef(onWheelZoom);
  wheelRef.current = onWheelZoom;
  useEffect(() => {
    const el = gl.domElement;
    const onWheel = (e: WheelEvent) => {
      const c = controls.current;
      if (!c || e.deltaY === 0) return;
      e.preventDefault();
      touched.current = true;
      markInput();
      wheelRef.current?.();
      const r = el.getBoundingClientRect();
      const position = c.getPosition(new Vector3(), true);
      const target = c.getTarget(new Vector3(), true);
      const view: ViewSize = { width: Math.max(1, r.width), height: Math.max(1, r.height), insetRight };
      const next = zoomTowardPointer({ position, target }, view, e.clientX - r.left, e.clientY - r.top, e.deltaY, e.deltaMode, limits, fov);
      goTo(next, !reduced);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gl, insetRight, limits, fov, reduced]);

  // The first view, and again when the canvas changes shape, until the viewer takes the camera.
  const framed = useRef<string>('');
  useEffect(() => {
    const key = `${Math.round(size.width / 20)}x${Math.round(size.height / 20)}-${Math.round(insetRight / 20)}`;
    if (framed.current === key) return;
    framed.current = key;
    // The overlays lie otherwise on a canvas of another shape: measured afresh.
    bands.current = { top: 0, bottom: 0 };
    framedFor.current = { top: 0, bottom: 0 };
    if (!touched.current) {
      const last = chosen.current;
      if (last?.kind === 'rect') frameRect(last.rect, false, last.polar);
      else homeView(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height, insetRight]);

  // An overlay band changed (the prompt back with the hand in it, a status box with a battle in
  // it): the shot the table holds (the action it follows) is framed again for it, unless the
  // viewer has taken the camera; a change within BAND_SLACK leaves the camera still.
  useEffect(
    () =>
      watchOverlays(gl.domElement, () => {
        const b = measureBands();
        const last = chosen.current;
        if (touched.current || last?.kind !== 'rect') return;
        const f = framedFor.current;
        if (Math.abs(b.top - f.top) <= BAND_SLACK && Math.abs(b.bottom - f.bottom) <= BAND_SLACK) return;
        frameRect(last.rect, !reduced, last.polar);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gl, size.width, size.height, insetRight, reduced],
  );

  // At home and left alone, the window follows the play: when the home view would now show more of
  // it than the picture does (it has moved out of sight), glide there.
  const focusKey = focusParts(home.focus)
    .map((f) => `${f.x.toFixed(2)},${f.z.toFixed(2)},${f.w.toFixed(2)},${f.d.toFixed(2)}`)
    .join(';');
  useEffect(() => {
    const parts = focusParts(homeRef.current.focus);
    if (!parts.length || touched.current || chosen.current?.kind !== 'home' || !controls.current) return;
    const c = controls.current;
    const view = viewSize(false);
    const now = tableCamera(view, { position: c.getPosition(new Vector3(), true), target: c.getTarget(new Vector3(), true) }, fov);
    const next = tableCamera(view, homePose(homeRef.current, view, limits, fov, CAMERA_LIMITS.homePolar), fov);
    if (countInView(next, view, parts) > countInView(now, view, parts)) homeView(!reduced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  return (
    <CameraRigContext.Provider value={api}>
      <CameraControls
        ref={controls}
        makeDefault
        onControlStart={() => {
          // A press alone (a click on a stack) leaves the camera where the play put it: only a
          // drag that moves it takes the camera from the table (onControl).
          const c = controls.current;
          pressedAt.current = c ? c.getPosition(new Vector3(), true).add(c.getTarget(new Vector3(), true)) : null;
          markInput();
        }}
        onControl={() => {
          const c = controls.current;
          const at = pressedAt.current;
          if (!c || !at) return;
          const now = c.getPosition(new Vector3(), true).add(c.getTarget(new Vector3(), true));
          if (now.distanceTo(at) > 0.02) touched.current = true;
        }}
      />
      {children}
    </CameraRigContext.Provider>
  );
}
