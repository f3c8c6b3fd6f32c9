// The render budget at work in TableCanvas (the tiers and the governor: renderBudget.ts).
// - While the table draws frame after frame (a camera glide, an animation, a drag), it draws at
//   the governor's tier: the device pixel ratio, the key light's real-time shadows. Each such
//   frame's cost is measured from its start to the next animation frame (which the browser holds
//   back while the GPU is still busy), and the governor steps the tier down when frames are slow
//   and up when they are fast again.
// - When the table comes to rest (no frame asked for in REST_MS), one more frame is drawn at the
//   rest quality (shadows on, the screen's pixel ratio up to 1.5): what one looks at while thinking
//   is drawn as well as before. A single frame asked for at rest (a hover, a click) is drawn at
//   the rest quality too; only a second frame straight after it counts as motion.
// - MSAA is a creation attribute of the WebGL context: the context is made with it when the
//   starting tier has it (where it is not, the rest frame alone is drawn into a multisampled
//   render target and copied to the canvas, tone mapped there: edges at rest stay smooth) (the tier this machine settled on last time, kept in localStorage; the
//   lowest on software WebGL; else the top). A context made later (a lost context restored, the
//   next visit) follows the tier settled on.
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { HalfFloatType, Mesh, OrthographicCamera, PlaneGeometry, SRGBColorSpace, Scene, ShaderMaterial, Vector2, WebGLRenderTarget, type Camera, type DirectionalLight, type Object3D, type WebGLRenderer } from 'three';
import { QUALITY_TIERS, QualityGovernor, TOP_TIER, isSoftwareRenderer, startingTier, tierDpr } from './renderBudget';
import { setVertexLit, setVertexLitOf } from './vertexLit';
import { setLowDetailOf } from './motionDetail';

/** Lit materials per vertex, and coarse geometry, as a motion frame at this tier asks (one walk). */
function setMotionLook(scene: Scene, vertexLit: boolean, lowDetail: boolean): void {
  scene.traverse((o) => {
    setVertexLitOf(o, vertexLit);
    setLowDetailOf(o, lowDetail);
  });
}

const STORAGE_KEY = 'sandtable.renderTier';
/** Quiet this long after a frame: the table is at rest. */
const REST_MS = 250;
/** A frame that starts within this long of the previous one's end follows it: motion. */
const FOLLOWS_MS = 40;
/** The rest frame's largest pixel ratio. */
const REST_DPR = 1.5;

export interface RenderQuality {
  tier: string;
  dpr: number;
  shadows: boolean;
  msaa: boolean;
  /** Lit materials lit per vertex (vertexLit.ts). */
  vertexLit: boolean;
  /** Meshes with a coarse geometry draw it (motionDetail.ts). */
  lowDetail: boolean;
  /** Drawn at the rest quality (the table is still), else at the governor's tier. */
  resting: boolean;
  /** Tier changes so far. */
  changes: number;
}

const qualities = new WeakMap<WebGLRenderer, RenderQuality>();

/** What the render budget draws this renderer's frames at now (for RenderProbe), if it runs. */
export function renderQualityOf(gl: WebGLRenderer): RenderQuality | undefined {
  return qualities.get(gl);
}

const cheapTier = new WeakMap<WebGLRenderer, boolean>();
const listeners = new WeakMap<WebGLRenderer, Set<() => void>>();

function setCheap(gl: WebGLRenderer, cheap: boolean): void {
  if (cheapTier.get(gl) === cheap) return;
  cheapTier.set(gl, cheap);
  for (const l of listeners.get(gl) ?? []) l();
}

/**
 * Whether frames are cheap on this table now (the render budget keeps the top tier: frames keep up
 * at full quality). Something that would redraw the table frame after frame only for show (a
 * pulse) animates only while this holds, so an idle table on a weak device draws nothing. False
 * on a canvas without a render budget.
 */
export function useFramesCheap(): boolean {
  const gl = useThree((s) => s.gl);
  return useSyncExternalStore(
    (l) => {
      const set = listeners.get(gl) ?? new Set();
      listeners.set(gl, set);
      set.add(l);
      return () => set.delete(l);
    },
    () => cheapTier.get(gl) ?? false,
  );
}

let start: number | null = null;

/** The tier a new context starts at (read once a page: the last settled tier, or a guess). */
export function startTier(): number {
  if (start !== null) return start;
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  let software = false;
  if (stored === null) {
    try {
      const canvas = document.createElement('canvas');
      const ctx = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
      if (ctx) {
        const info = ctx.getExtension('WEBGL_debug_renderer_info');
        software = isSoftwareRenderer(String(ctx.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : ctx.RENDERER)));
        ctx.getExtension('WEBGL_lose_context')?.loseContext();
      }
    } catch {
      software = false;
    }
  }
  start = startingTier(stored, software);
  return start;
}

function remember(tier: number): void {
  start = tier;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, QUALITY_TIERS[tier]!.name);
  } catch {
    // A browser that keeps nothing starts from its guess next time.
  }
}

/** The pixel ratio the rest frame is drawn at on this screen, with the tier `tier`. */
export function restDpr(tier: number, screen: number): number {
  return Math.max(tierDpr(QUALITY_TIERS[tier]!, screen), Math.min(screen, REST_DPR));
}

/**
 * Sends the programs of what is visible now to compile (three's compile() walks hidden objects
 * too: programs for things that may never show). The lights are the scene's.
 */
function compileVisible(gl: WebGLRenderer, scene: Object3D, camera: Camera): void {
  const visible = { traverse: (f: (o: Object3D) => void) => scene.traverseVisible(f), traverseVisible: () => {} } as unknown as Object3D;
  gl.compile(visible, camera, scene as Scene);
}

/**
 * `onDpr` keeps the canvas's dpr prop in step (fiber sets the prop's ratio again whenever the
 * canvas is configured anew).
 */
export function RenderBudget({ keyLight, startAt, msaa, onDpr, shown = false }: { keyLight: RefObject<DirectionalLight | null>; startAt: number; msaa: boolean; onDpr: (dpr: number) => void; shown?: boolean }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const setDpr = useThree((s) => s.setDpr);
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const governor = useMemo(() => new QualityGovernor(startAt), [startAt]);
  const st = useRef({ frame: 0, resting: true, vertexLit: false, lowDetail: false, lastEnd: -Infinity, timer: 0 as ReturnType<typeof setTimeout> | 0 });

  const apply = useMemo(
    () => (resting: boolean) => {
      const tier = QUALITY_TIERS[governor.tier]!;
      const screen = globalThis.devicePixelRatio || 1;
      const { width, height } = get().size;
      const dpr = resting ? restDpr(governor.tier, screen) : tierDpr(tier, screen, width * height);
      const shadows = resting || tier.shadows;
      const vertexLit = !resting && tier.vertexLit;
      const lowDetail = !resting && tier.lowDetail;
      if (get().viewport.dpr !== dpr) {
        setDpr(dpr);
        onDpr(dpr);
      }
      // The key light always casts (the lights' state, and so every program's key, stays the same
      // in motion and at rest: a light switched off for motion made a second program of every
      // material, unlit and shadow-pass ones too); in motion without shadows the shadow map is not
      // drawn again, and nothing reads it (the vertex-lit materials skip the per-pixel light).
      if (keyLight.current && !keyLight.current.castShadow) keyLight.current.castShadow = true;
      if (gl.shadowMap.autoUpdate !== shadows) {
        gl.shadowMap.autoUpdate = shadows;
        gl.shadowMap.needsUpdate = shadows;
      }
      if (st.current.vertexLit !== vertexLit || st.current.lowDetail !== lowDetail) setMotionLook(scene, vertexLit, lowDetail);
      st.current.vertexLit = vertexLit;
      st.current.lowDetail = lowDetail;
      st.current.resting = resting;
      qualities.set(gl, { tier: tier.name, dpr, shadows, msaa, vertexLit, lowDetail, resting, changes: governor.changes });
    },
    [governor, get, setDpr, keyLight, gl, scene, msaa, onDpr],
  );

  // Once the table is shown (its first frame drawn, the loading card gone), the programs of the
  // frames in motion (vertex-lit) are compiled while nothing moves: three's compile() only sends
  // the shaders to compile and link and asks for no result, so the main thread does not wait (on
  // software WebGL, with no KHR_parallel_shader_compile, asking for a program's link status waits
  // for its compile: that wait was the pause when the table first moved). A frame asked for
  // meanwhile that needs a program waits for those sent before it.
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => {
      if (st.current.vertexLit || !st.current.resting || !QUALITY_TIERS[governor.tier]!.vertexLit) return;
      setVertexLit(scene, true);
      compileVisible(gl, scene, camera);
      setVertexLit(scene, false);
    }, 0);
    return () => clearTimeout(id);
  }, [shown, gl, scene, camera, governor]);

  useLayoutEffect(() => {
    apply(true);
    setCheap(gl, governor.tier === TOP_TIER);
  }, [apply, gl, governor]);
  useEffect(
    () => () => {
      const t = st.current.timer;
      if (t) clearTimeout(t);
      qualities.delete(gl);
      setCheap(gl, false);
    },
    [gl],
  );

  // The rest frame's multisampled target where the context has no MSAA (made when first needed).
  // It is drawn into as the canvas is (three's flag for an XR target: tone mapped, sRGB-encoded),
  // so its frame uses the very programs the frames in motion (drawn to the canvas) use: a linear
  // target compiled a second program of every material. The copy to the canvas is a plain copy.
  const resolve = useMemo(() => {
    const material = new ShaderMaterial({
      uniforms: { map: { value: null } },
      vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
      fragmentShader: 'uniform sampler2D map; varying vec2 vUv; void main() { gl_FragColor = texture2D(map, vUv); }',
      depthTest: false,
      depthWrite: false,
    });
    const quad = new Mesh(new PlaneGeometry(2, 2), material);
    quad.frustumCulled = false;
    const scene = new Scene();
    scene.add(quad);
    return { target: null as WebGLRenderTarget | null, material, quad, scene, camera: new OrthographicCamera(-1, 1, 1, -1, 0, 1), size: new Vector2() };
  }, []);
  useEffect(
    () => () => {
      resolve.target?.dispose();
      resolve.material.dispose();
      resolve.quad.geometry.dispose();
    },
    [resolve],
  );
  // Draws every frame (a positive priority: fiber leaves the drawing to it).
  useFrame(({ scene, camera }) => {
    // Materials and meshes that came since the switch (a highlight, a moving piece) follow it too.
    if (st.current.vertexLit || st.current.lowDetail) setMotionLook(scene, st.current.vertexLit, st.current.lowDetail);
    if (!st.current.resting || msaa) {
      gl.render(scene, camera);
      return;
    }
    const size = gl.getDrawingBufferSize(resolve.size);
    if (!resolve.target || resolve.target.width !== size.x || resolve.target.height !== size.y) {
      resolve.target?.dispose();
      const target = new WebGLRenderTarget(size.x, size.y, { samples: 4, type: HalfFloatType, colorSpace: SRGBColorSpace });
      (target as WebGLRenderTarget & { isXRRenderTarget: boolean }).isXRRenderTarget = true;
      resolve.target = target;
      resolve.material.uniforms.map!.value = target.texture;
    }
    // Both passes counted in the renderer's info (as one frame).
    const autoReset = gl.info.autoReset;
    gl.info.reset();
    gl.info.autoReset = false;
    gl.setRenderTarget(resolve.target);
    gl.render(scene, camera);
    gl.setRenderTarget(null);
    gl.render(resolve.scene, resolve.camera);
    gl.info.autoReset = autoReset;
  }, 1);

  useFrame(() => {
    const s = st.current;
    const t0 = performance.now();
    // A frame straight after the last one: the table is moving; draw at the governor's tier.
    let changed = false;
    if (s.resting && t0 - s.lastEnd < FOLLOWS_MS) {
      apply(false);
      changed = true;
    }
    const n = ++s.frame;
    const measured = !s.resting && !changed;
    const tierAt = governor.tier;
    requestAnimationFrame(() => {
      const end = performance.now();
      s.lastEnd = end;
      if (measured && tierAt === governor.tier && governor.sample(end - t0) !== null) {
        remember(governor.tier);
        setCheap(gl, governor.tier === TOP_TIER);
        if (!s.resting) apply(false);
      }
      if (s.timer) clearTimeout(s.timer);
      s.timer = setTimeout(() => {
        s.timer = 0;
        // Still no newer frame: at rest. Draw once more at the rest quality if it differs.
        if (s.frame !== n || s.resting) return;
        apply(true);
        invalidate();
      }, REST_MS);
    });
  });
  return null;
}

