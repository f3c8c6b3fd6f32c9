// The 3D table every game is played on: the WebGL canvas under a render budget (RenderBudget.tsx:
// the pixel ratio, real-time shadows and MSAA follow the measured frame time, and a table at rest
// is drawn once more at full quality), a wooden table top (Lambert: nothing there needs PBR), a warm key light with a cool fill, the
// camera rig, and a <Suspense> inside the canvas around the game's own (font-loading) children,
// so a loading font never freezes the DOM overlay, and a loading card over the canvas until the
// first frame with the game's own children drawn (no bare wood while the board's textures are
// made). Renders on demand: a child that animates calls invalidate() each frame (or the table is
// given frameloop="always").
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { NeutralToneMapping, PCFShadowMap, PerspectiveCamera, type DirectionalLight } from 'three';
import { CameraRig, useCameraRig, type CameraRigApi, type RectXZ } from './CameraRig';
import { TABLE_FOV, applyViewInset, type HomeView } from './cameraMath';
import { woodTexture } from './tableTextures';
import { configureLocalText } from './fonts';
import { RenderProbe } from './RenderProbe';
import { RenderBudget, restDpr, startTier } from './RenderBudget';
import { QUALITY_TIERS } from './renderBudget';
import { ContextLossGuard, type ContextLossState } from './contextLoss';
import { isDrag } from './pointerClick';

export interface TableCanvasProps {
  /** The table top (wood) in world units; the camera target stays over it. */
  table: RectXZ;
  /** What the camera frames at first and on home(). */
  home: RectXZ;
  /**
   * How home frames it (cameraMath.HomeView): its polar angle, the smallest a world unit may look
   * (a share of the canvas's height: the whole rectangle where that reads, else a window of it), and
   * the focus (where the play is) that window is centred on and follows.
   */
  homeView?: Omit<HomeView, 'rect'>;
  /** The viewer turned the wheel: what the pointer was over has moved (hide its tooltip). */
  onWheelZoom?: () => void;
  /** Handle to focus or reset the camera from outside the canvas. */
  rigRef?: Ref<CameraRigApi>;
  /** A click that hit nothing interactive. */
  onPointerMissed?: (event: MouseEvent) => void;
  frameloop?: 'always' | 'demand';
  /**
   * CSS pixels of the canvas covered by overlay panels on the right: the picture's centre moves
   * left by half of it (a view offset), so the table is framed in the part one can see.
   */
  insetRight?: number;
  children?: ReactNode;
  className?: string;
}

/** Keeps the camera's projection centred on the visible part of the canvas. */
function ViewInset({ right }: { right: number }) {
  const camera = useThree((s) => s.camera);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera) || width <= 0 || height <= 0) return;
    applyViewInset(camera, { width, height, insetRight: right });
    invalidate();
  }, [camera, width, height, right, invalidate]);
  return null;
}

function TableTop({ table, onClick }: { table: RectXZ; onClick?: (event: MouseEvent) => void }) {
  const rig = useCameraRig();
  const texture = useMemo(() => {
    const t = woodTexture();
    t.repeat.set(table.w / 22, table.d / 22);
    return t;
  }, [table.w, table.d]);
  return (
    <group>
      <mesh
        position={[table.x, -0.5, table.z]}
        receiveShadow
        name="table-top"
        onDoubleClick={(e) => {
          e.stopPropagation();
          rig?.home();
        }}
        onClick={(e) => {
          // A click on the bare table (or the printed sheet) counts as a click on nothing.
          if (!isDrag(e)) onClick?.(e.nativeEvent);
        }}
      >
        <boxGeometry args={[table.w, 1, table.d]} />
        <meshLambertMaterial map={texture} color="#d9c2a4" />
      </mesh>
      {/* A darker rim so the table has an edge. */}
      <mesh position={[table.x, -0.62, table.z]}>
        <boxGeometry args={[table.w + 1.6, 1, table.d + 1.6]} />
        <meshLambertMaterial color="#2a1a10" />
      </mesh>
    </group>
  );
}

/** The key light casts the shadows; whether it does now is the render budget's to say. */
function Lights({ table, keyLight }: { table: RectXZ; keyLight: Ref<DirectionalLight> }) {
  const half = Math.max(table.w, table.d) * 0.62;
  return (
    <>
      <hemisphereLight args={['#fff4e2', '#3a2a1c', 1.05]} />
      <directionalLight
        ref={keyLight}
        position={[table.x - table.w * 0.35, 60, table.z + table.d * 0.45]}
        intensity={2.1}
        color="#ffe3bd"
        shadow-mapSize={[2048, 2048]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.03}
        shadow-camera-left={-half}
        shadow-camera-right={half}
        shadow-camera-top={half}
        shadow-camera-bottom={-half}
        shadow-camera-near={1}
        shadow-camera-far={200}
      >
        <object3D attach="target" position={[table.x, 0, table.z]} />
      </directionalLight>
      <directionalLight position={[table.x + table.w * 0.4, 40, table.z - table.d * 0.5]} intensity={0.45} color="#cfe0ff" />
    </>
  );
}

/**
 * A lost WebGL context (contextLoss.ts): says so over the table and gives the canvas a new key
 * (a fresh context) when the browser restores it or after a timeout.
 */
function useContextLossRecovery() {
  const [loss, setLoss] = useState<ContextLossState>({ lost: false, generation: 0, losses: 0 });
  const guard = useMemo(() => new ContextLossGuard(setLoss), []);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  useEffect(() => () => guard.dispose(), [guard]);
  useEffect(() => {
    if (!canvas) return;
    const onLost = (event: Event) => {
      // Without preventDefault the browser never offers the context back.
      event.preventDefault();
      guard.lost();
    };
    const onRestored = () => guard.restored();
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, [canvas, guard]);
  return { loss, setCanvas };
}

/**
 * Mounted after the game's children (inside their Suspense): says when the first frame with them
 * has been drawn (just after that frame's task: no second frame is asked for, which the render
 * budget would take for motion and compile the motion variants of every material for).
 */
function FirstFrame({ onDrawn }: { onDrawn: () => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const done = useRef(false);
  useFrame(() => {
    if (done.current) return;
    done.current = true;
    // This callback runs before the frame is drawn; the timeout after it is drawn.
    setTimeout(onDrawn, 0);
  });
  useEffect(() => invalidate(), [invalidate]);
  return null;
}

export function TableCanvas({ table, home, homeView, onWheelZoom, rigRef, onPointerMissed, frameloop = 'demand', insetRight = 0, children, className }: TableCanvasProps) {
  configureLocalText();
  const { loss, setCanvas } = useContextLossRecovery();
  // The board is drawn (its first frame): the loading card goes. A new context draws anew.
  const [drawn, setDrawn] = useState<number | null>(null);
  const homeSpec = useMemo<HomeView>(() => ({ ...homeView, rect: home }), [home, homeView]);
  // The render budget's starting tier for this context (and so whether it is made with MSAA).
  const startAt = useMemo(() => startTier(), [loss.generation]); // eslint-disable-line react-hooks/exhaustive-deps
  const msaa = QUALITY_TIERS[startAt]!.msaa;
  const [dpr, setDpr] = useState(() => restDpr(startAt, globalThis.devicePixelRatio || 1));
  const keyLight = useRef<DirectionalLight>(null);
  return (
    <>
    <Canvas
      key={loss.generation}
      data-context-generation={loss.generation}
      className={className}
      dpr={dpr}
      shadows={{ type: PCFShadowMap }}
      frameloop={frameloop}
      gl={{ antialias: msaa, powerPreference: 'high-performance' }}
      // manual: the aspect is ViewInset's to set (it includes the covered strip).
      camera={{ fov: TABLE_FOV, near: 0.5, far: 800, position: [home.x, 60, home.z + 45], manual: true } as never}
      onCreated={({ gl }) => {
        gl.toneMapping = NeutralToneMapping;
        gl.toneMappingExposure = 1.0;
        setCanvas(gl.domElement);
      }}
      onPointerMissed={onPointerMissed}
    >
      <color attach="background" args={['#15100c']} />
      <fog attach="fog" args={['#15100c', 140, 320]} />
      <Lights table={table} keyLight={keyLight} />
      <RenderBudget keyLight={keyLight} startAt={startAt} msaa={msaa} onDpr={setDpr} shown={drawn === loss.generation} />
      <ViewInset right={insetRight} />
      <CameraRig home={homeSpec} bounds={table} apiRef={rigRef} insetRight={insetRight} onWheelZoom={onWheelZoom}>
        <TableTop table={table} onClick={onPointerMissed} />
        <Suspense fallback={null}>
          {children}
          {/* Mounts with the children, so its first frame is the table's first. */}
          <RenderProbe />
          <FirstFrame onDrawn={() => setDrawn(loss.generation)} />
        </Suspense>
      </CameraRig>
    </Canvas>
    {drawn !== loss.generation && !loss.lost ? (
      <div className="table3d-loading-cover" data-testid="table-loading" role="status" aria-live="polite">
        <span className="table3d-loading-spinner" aria-hidden="true" />
        Setting up the table…
      </div>
    ) : null}
    {loss.lost ? (
      <div
        data-testid="table-restoring"
        role="status"
        style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(21, 16, 12, 0.85)', color: '#f3e6cf', font: '600 clamp(18px, 1.6vw, 40px) system-ui, sans-serif', zIndex: 5 }}
      >
        Restoring the table…
      </div>
    ) : null}
    </>
  );
}

export type { ThreeEvent };
