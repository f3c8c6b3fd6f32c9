// A read-only probe of the renderer for benchmarks and outside checks (tools/bench-render.ts):
// `window.__sandtableRender` says how many frames were drawn, when the first one was (ms since
// navigation start), the draw calls and triangles of the last frame, how many objects the scene
// draws (instances of instanced meshes counted one by one), and can ask for a frame
// (invalidate: a demand-rendered canvas draws only when asked). It changes nothing it reads.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { InstancedMesh, Mesh } from 'three';
import { renderQualityOf, type RenderQuality } from './RenderBudget';

export interface RenderProbeApi {
  readonly frames: number;
  /** performance.now() at the first frame drawn with this probe mounted (null before). */
  readonly firstFrameAt: number | null;
  /** Draw calls and triangles of the last frame (shadow passes included). */
  readonly renderInfo: { calls: number; triangles: number };
  /** Meshes in the scene, and the objects they draw (an instanced mesh draws `count`). */
  readonly objects: { meshes: number; instanced: number; instances: number };
  /** What the render budget draws at now (absent where the canvas has none). */
  readonly quality: RenderQuality | undefined;
  /**
   * The WebGL programs the renderer holds (each compiled and linked once: on software WebGL,
   * without KHR_parallel_shader_compile, on the main thread's time), by the material type that
   * made them: three's shader id (`depth` and `distance` are the shadow pass; a number is a
   * ShaderMaterial's), ` vertex-lit` for the render budget's variant for frames in motion; `keys`:
   * each program's cache key (what tells two programs of one type apart).
   */
  readonly programs: { count: number; byType: Record<string, number>; keys: string[] };
  /** Asks for one more frame. */
  invalidate(): void;
}

export const RENDER_PROBE_KEY = '__sandtableRender';

export function RenderProbe() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const frames = useRef(0);
  const first = useRef<number | null>(null);
  useFrame(() => {
    frames.current++;
    if (first.current === null) first.current = performance.now();
  });
  useEffect(() => {
    const w = window as unknown as Record<string, unknown>;
    const probe: RenderProbeApi = {
      get frames() {
        return frames.current;
      },
      get firstFrameAt() {
        return first.current;
      },
      get renderInfo() {
        return { calls: gl.info.render.calls, triangles: gl.info.render.triangles };
      },
      get quality() {
        return renderQualityOf(gl);
      },
      get programs() {
        const list = (gl.info.programs ?? []) as unknown as { cacheKey: string }[];
        const byType: Record<string, number> = {};
        for (const p of list) {
          const type = `${p.cacheKey.split(',')[0]}${p.cacheKey.includes('vertex-lit') ? ' vertex-lit' : ''}`;
          byType[type] = (byType[type] ?? 0) + 1;
        }
        return { count: list.length, byType, keys: list.map((p) => p.cacheKey) };
      },
      get objects() {
        let meshes = 0;
        let instanced = 0;
        let instances = 0;
        scene.traverseVisible((o) => {
          if (o instanceof InstancedMesh) {
            instanced++;
            instances += o.count;
          } else if (o instanceof Mesh) meshes++;
        });
        return { meshes, instanced, instances };
      },
      invalidate: () => invalidate(),
    };
    w[RENDER_PROBE_KEY] = probe;
    invalidate();
    return () => {
      if (w[RENDER_PROBE_KEY] === probe) delete w[RENDER_PROBE_KEY];
    };
  }, [gl, scene, invalidate]);
  return null;
}
