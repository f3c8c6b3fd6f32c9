// Every counter, chit and marker on the table in one InstancedMesh (thick rounded tokens), and
// every stack-count badge in a second one: two draw calls however many counters lie on the
// table. Faces come from the shared atlas through per-instance UV rectangles. Pointer events
// report the item under the pointer (by instanceId).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import {
  BoxGeometry,
  CylinderGeometry,
  DynamicDrawUsage,
  InstancedBufferAttribute,
  InstancedMesh,
  Object3D,
  type BufferGeometry,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { CounterAtlas } from './atlasTexture';
import type { CounterAnimator, CounterItem, CounterPose } from './counterItem';

export type { CounterAnimator, CounterItem, CounterPose };
import { createCounterMaterial, markTopFace } from './counterMaterial';
import { setMotionGeometry } from '../motionDetail';

export interface CountersProps {
  atlas: CounterAtlas;
  items: readonly CounterItem[];
  onHover?: (item: CounterItem | null, event: ThreeEvent<PointerEvent> | null) => void;
  onClick?: (item: CounterItem, event: ThreeEvent<MouseEvent>) => void;
  onDoubleClick?: (item: CounterItem, event: ThreeEvent<MouseEvent>) => void;
  castShadow?: boolean;
  /**
   * Moves counters away from their items' places frame by frame (animations): asked every frame
   * while active. Give a new animator with the items it belongs to (both are used from one render).
   */
  animator?: CounterAnimator | null;
}

const SQUARE_SIZE = 1;
/** The square's modelled thickness; instances scale it to their own. */
const SQUARE_HEIGHT = 0.17;

export function squareGeometry(): BufferGeometry {
  // A unit cube with rounded edges; instances scale it to their size and thickness. The top face
  // is flat over most of the counter, the bevel carries the face's edge.
  const g = new RoundedBoxGeometry(SQUARE_SIZE, SQUARE_HEIGHT, SQUARE_SIZE, 2, 0.045);
  return markTopFace(g, 0.55);
}

function badgeGeometry(segments = 40): BufferGeometry {
  const g = new CylinderGeometry(0.5, 0.5, 1, segments, 1);
  return markTopFace(g, 0.9);
}

/**
 * The coarse twin drawn in motion at the render budget's low-detail tiers (motionDetail.ts): a
 * square without its bevel (12 triangles, not 300), a badge of 16 sides, not 40.
 */
function coarseGeometry(kind: 'square' | 'badge'): BufferGeometry {
  return kind === 'square' ? markTopFace(new BoxGeometry(SQUARE_SIZE, SQUARE_HEIGHT, SQUARE_SIZE), 0.55) : badgeGeometry(16);
}

function capacityFor(n: number): number {
  let c = 32;
  while (c < n) c *= 2;
  return c;
}

interface MeshProps extends Omit<CountersProps, 'items'> {
  items: readonly CounterItem[];
  kind: 'square' | 'badge';
}

/** Writes one instance: its matrix and its face (the item's, or a pose's). */
function writeInstance(
  mesh: InstancedMesh,
  face: InstancedBufferAttribute,
  hi: InstancedBufferAttribute,
  atlas: CounterAtlas,
  dummy: Object3D,
  item: CounterItem,
  index: number,
  baseHeight: number,
  pose: CounterPose | null,
): void {
  const size = item.size ?? 1;
  const height = item.height ?? 0.17;
  if (pose) {
    const k = pose.visible ? Math.max(pose.scale, 0) : 0;
    dummy.position.set(pose.x, pose.y, pose.z);
    dummy.rotation.set(pose.rotX, pose.rotY, 0, 'YXZ');
    dummy.scale.set(size * k, (height / baseHeight) * k, size * k);
  } else {
    dummy.position.set(item.x, item.y, item.z);
    dummy.rotation.set(0, item.rotY ?? 0, 0, 'YXZ');
    dummy.scale.set(size, height / baseHeight, size);
  }
  dummy.updateMatrix();
  mesh.setMatrixAt(index, dummy.matrix);
  const [u0, v0, du, dv] = atlas.layout.uv(pose?.face ?? item.face);
  face.setXYZW(index, u0, v0, du, dv);
  hi.setX(index, pose?.highlight ?? item.highlight ?? 0);
}

function CounterMesh({ atlas, items, kind, onHover, onClick, onDoubleClick, castShadow = true, animator = null }: MeshProps) {
  const invalidate = useThree((s) => s.invalidate);
  const baseHeight = kind === 'square' ? SQUARE_HEIGHT : 1;
  const capacity = capacityFor(items.length);
  const baseGeometry = useMemo(() => (kind === 'square' ? squareGeometry() : badgeGeometry()), [kind]);
  const geometry = useMemo(() => {
    const g = baseGeometry.clone();
    const face = new InstancedBufferAttribute(new Float32Array(capacity * 4), 4);
    const edge = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    const hi = new InstancedBufferAttribute(new Float32Array(capacity), 1);
    for (const a of [face, edge, hi]) a.setUsage(DynamicDrawUsage);
    g.setAttribute('aFace', face);
    g.setAttribute('aEdge', edge);
    g.setAttribute('aHi', hi);
    return g;
  }, [baseGeometry, capacity]);
  // The same instances (the instanced attributes shared), in fewer triangles.
  const coarse = useMemo(() => {
    const g = coarseGeometry(kind);
    for (const name of ['aFace', 'aEdge', 'aHi']) g.setAttribute(name, geometry.getAttribute(name));
    return g;
  }, [geometry, kind]);
  const material = useMemo(() => createCounterMaterial(atlas.texture, 1), [atlas]);
  const mesh = useMemo(() => {
    const m = new InstancedMesh(geometry, material, capacity);
    m.instanceMatrix.setUsage(DynamicDrawUsage);
    m.frustumCulled = false;
    m.castShadow = castShadow;
    m.receiveShadow = true;
    m.count = 0;
    setMotionGeometry(m, coarse);
    return m;
  }, [geometry, coarse, material, capacity, castShadow]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const animatorRef = useRef(animator);
  /** Instances the animator drew elsewhere last frame (restored when it lets go of them). */
  const moved = useRef(new Set<number>());

  useLayoutEffect(() => {
    const dummy = new Object3D();
    const face = geometry.getAttribute('aFace') as InstancedBufferAttribute;
    const edge = geometry.getAttribute('aEdge') as InstancedBufferAttribute;
    const hi = geometry.getAttribute('aHi') as InstancedBufferAttribute;
    items.forEach((item, i) => {
      writeInstance(mesh, face, hi, atlas, dummy, item, i, baseHeight, null);
      const c = atlas.edge(item.face);
      edge.setXYZ(i, c.r, c.g, c.b);
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    face.needsUpdate = true;
    edge.needsUpdate = true;
    hi.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
    // Every instance is where its item says now; the animator (committed with these items)
    // moves its counters again before the next frame is drawn.
    moved.current.clear();
    animatorRef.current = animator;
    invalidate();
  }, [items, mesh, geometry, atlas, invalidate, baseHeight, animator]);

  // The animator's poses, written into the instances before each frame is drawn (no React here).
  const scratch = useMemo(() => ({ dummy: new Object3D(), pose: { x: 0, y: 0, z: 0, rotX: 0, rotY: 0, scale: 1, face: '', visible: true } as CounterPose }), []);
  useFrame(() => {
    const anim = animatorRef.current;
    const was = moved.current;
    if ((!anim || !anim.active()) && was.size === 0) return;
    const list = itemsRef.current;
    const face = geometry.getAttribute('aFace') as InstancedBufferAttribute;
    const hi = geometry.getAttribute('aHi') as InstancedBufferAttribute;
    const now = new Set<number>();
    const active = !!anim && anim.active();
    let wrote = false;
    for (let i = 0; i < list.length; i++) {
      const item = list[i]!;
      scratch.pose.highlight = undefined;
      if (active && anim!.poseOf(item, scratch.pose)) {
        writeInstance(mesh, face, hi, atlas, scratch.dummy, item, i, baseHeight, scratch.pose);
        now.add(i);
        wrote = true;
      } else if (was.has(i)) {
        writeInstance(mesh, face, hi, atlas, scratch.dummy, item, i, baseHeight, null);
        wrote = true;
      }
    }
    moved.current = now;
    if (wrote) {
      mesh.instanceMatrix.needsUpdate = true;
      face.needsUpdate = true;
      hi.needsUpdate = true;
    }
  });

  useLayoutEffect(
    () => () => {
      geometry.dispose();
      coarse.dispose();
      mesh.dispose();
    },
    [geometry, coarse, mesh],
  );
  useLayoutEffect(() => () => material.dispose(), [material]);

  const pick = (id: number | undefined) => (id === undefined ? undefined : itemsRef.current[id]);
  return (
    <primitive
      object={mesh}
      onPointerMove={
        onHover
          ? (e: ThreeEvent<PointerEvent>) => {
              e.stopPropagation();
              onHover(pick(e.instanceId) ?? null, e);
            }
          : undefined
      }
      onPointerOut={onHover ? () => onHover(null, null) : undefined}
      onClick={
        onClick
          ? (e: ThreeEvent<MouseEvent>) => {
              const item = pick(e.instanceId);
              if (!item) return;
              e.stopPropagation();
              onClick(item, e);
            }
          : undefined
      }
      onDoubleClick={
        onDoubleClick
          ? (e: ThreeEvent<MouseEvent>) => {
              const item = pick(e.instanceId);
              if (!item) return;
              e.stopPropagation();
              onDoubleClick(item, e);
            }
          : undefined
      }
    />
  );
}

/** All counters (one draw call) and all badges (one more). */
export function Counters(props: CountersProps) {
  const squares = useMemo(() => props.items.filter((i) => i.shape !== 'badge'), [props.items]);
  const badges = useMemo(() => props.items.filter((i) => i.shape === 'badge'), [props.items]);
  return (
    <group name="counters">
      <CounterMesh {...props} kind="square" items={squares} />
      <CounterMesh {...props} kind="badge" items={badges} castShadow={false} />
    </group>
  );
}
