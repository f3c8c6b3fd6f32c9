// The 3D table every game is played on: the WebGL canvas (device pixel ratio capped at 2,
// antialiased, modest soft shadows), a wooden table top, a warm key light with a cool fill, the
// camera rig, and a <Suspense> inside the canvas around the game's own (font-loading) children,
// so a loading font never freezes the DOM overlay. Renders on demand: a child that animates
// calls invalidate() each frame (or the table is given frameloop="always").
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import { NeutralToneMapping, PCFShadowMap, PerspectiveCamera } from 'three';
import { CameraRig, useCameraRig, type CameraRigApi, type RectXZ } from './CameraRig';
import { woodTexture } from './tableTextures';
import { configureLocalText } from './fonts';
import { RenderProbe } from './RenderProbe';
import { ContextLossGuard, type ContextLossState } from './contextLoss';

export interface TableCanvasProps {
  /** The table top (wood) in world units; the camera target stays over it. */
  table: RectXZ;
  /** What the camera frames at first and on home(). */
  home: RectXZ;
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
    const p = Math.max(0, Math.min(right, width * 0.6));
    camera.aspect = (width + p) / height;
    if (p > 0) camera.setViewOffset(width + p, height, p, 0, width, height);
    else camera.clearViewOffset();
    camera.updateProjectionMatrix();
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
          if (e.delta <= 6) onClick?.(e.nativeEvent);
        }}
      >
        <boxGeometry args={[table.w, 1, table.d]} />
        <meshStandardMaterial map={texture} roughness={0.55} metalness={0.02} color="#d9c2a4" />
      </mesh>
      {/* A darker rim so the table has an edge. */}
      <mesh position={[table.x, -0.62, table.z]}>
        <boxGeometry args={[table.w + 1.6, 1, table.d + 1.6]} />
        <meshStandardMaterial color="#2a1a10" roughness={0.7} />
      </mesh>
    </group>
  );
}

function Lights({ table }: { table: RectXZ }) {
  const half = Math.max(table.w, table.d) * 0.62;
  return (
    <>
      <hemisphereLight args={['#fff4e2', '#3a2a1c', 1.05]} />
      <directionalLight
        position={[table.x - table.w * 0.35, 60, table.z + table.d * 0.45]}
        intensity={2.1}
        color="#ffe3bd"
        castShadow
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

export function TableCanvas({ table, home, rigRef, onPointerMissed, frameloop = 'demand', insetRight = 0, children, className }: TableCanvasProps) {
  configureLocalText();
  const { loss, setCanvas } = useContextLossRecovery();
  return (
    <>
    <Canvas
      key={loss.generation}
      data-context-generation={loss.generation}
      className={className}
      dpr={[1, 2]}
      shadows={{ type: PCFShadowMap }}
      frameloop={frameloop}
      gl={{ antialias: true, powerPreference: 'high-performance' }}
      // manual: the aspect is ViewInset's to set (it includes the covered strip).
      camera={{ fov: 38, near: 0.5, far: 800, position: [home.x, 60, home.z + 45], manual: true } as never}
      onCreated={({ gl }) => {
        gl.toneMapping = NeutralToneMapping;
        gl.toneMappingExposure = 1.0;
        setCanvas(gl.domElement);
      }}
      onPointerMissed={onPointerMissed}
    >
      <color attach="background" args={['#15100c']} />
      <fog attach="fog" args={['#15100c', 140, 320]} />
      <Lights table={table} />
      <ViewInset right={insetRight} />
      <CameraRig home={home} bounds={table} apiRef={rigRef} insetRight={insetRight}>
        <TableTop table={table} onClick={onPointerMissed} />
        <Suspense fallback={null}>
          {children}
          {/* Mounts with the children, so its first frame is the table's first. */}
          <RenderProbe />
        </Suspense>
      </CameraRig>
    </Canvas>
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
