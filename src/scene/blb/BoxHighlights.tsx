// Glowing rings around boxes (one instanced mesh) and the MP cost of each move destination:
// the selected stack's box, where it may go, the boxes that can move, the combat and the Garde
// Civique alert. Colours differ in lightness as well as hue, and each kind has its own ring width.
// A route (6.0: the boxes a move passes) is drawn as a ribbon from box to box with a ring on each
// box it passes; a destination reached by several routes says so under its MP badge.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Text } from '@react-three/drei';
import { BufferAttribute, BufferGeometry, Color, InstancedMesh, Object3D, Shape, ShapeGeometry, Path } from 'three';
import { FONTS } from '../fonts';
import { BOX_PLACES, SHEET_Y, TILE, TILE_TOP, rectEdges, type XZ } from './layout';
import { addRibbon, type RibbonMesh } from './mapLines';

export type HighlightKind = 'movable' | 'selected' | 'target' | 'combat' | 'gc' | 'hover' | 'route';

export interface BoxHighlight {
  box: string;
  kind: HighlightKind;
  /** MP cost, shown on move destinations. */
  cost?: number;
  /** How many routes lead there (shown under the cost when more than one). */
  routes?: number;
}

/** A route to draw: the box it starts from and the boxes it passes, in order. */
export interface RouteLine {
  from: string;
  path: readonly string[];
}

export const HIGHLIGHT_STYLE: Record<HighlightKind, { color: string; width: number }> = {
  movable: { color: '#ffd34d', width: 0.12 },
  selected: { color: '#fff2a8', width: 0.3 },
  target: { color: '#39d98a', width: 0.24 },
  combat: { color: '#ff4b3a', width: 0.3 },
  gc: { color: '#ff9f1c', width: 0.26 },
  hover: { color: '#ffffff', width: 0.08 },
  route: { color: '#7cc8f2', width: 0.13 },
};

const ROUTE_COLOR = '#7cc8f2';

function ringGeometry(w: number, d: number, width: number): ShapeGeometry {
  const outer = new Shape();
  const ow = w / 2 + width;
  const od = d / 2 + width;
  outer.moveTo(-ow, -od);
  outer.lineTo(ow, -od);
  outer.lineTo(ow, od);
  outer.lineTo(-ow, od);
  outer.closePath();
  const hole = new Path();
  hole.moveTo(-w / 2, -d / 2);
  hole.lineTo(-w / 2, d / 2);
  hole.lineTo(w / 2, d / 2);
  hole.lineTo(w / 2, -d / 2);
  hole.closePath();
  outer.holes.push(hole);
  const g = new ShapeGeometry(outer);
  g.rotateX(-Math.PI / 2);
  return g;
}

function Rings({ items, kind }: { items: BoxHighlight[]; kind: HighlightKind }) {
  const ref = useRef<InstancedMesh>(null);
  const style = HIGHLIGHT_STYLE[kind];
  const geometry = useMemo(() => ringGeometry(TILE.w + 0.06, TILE.d + 0.06, style.width), [style.width]);
  const color = useMemo(() => new Color(style.color), [style.color]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const o = new Object3D();
    items.forEach((h, i) => {
      const t = BOX_PLACES[h.box]!.tile;
      o.position.set(t.x, SHEET_Y + 0.02 + (kind === 'selected' ? 0.004 : kind === 'route' ? 0.006 : 0), t.z);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [items, kind]);
  if (items.length === 0) return null;
  return (
    <instancedMesh ref={ref} args={[geometry, undefined, Math.max(1, items.length)]} renderOrder={2}>
      <meshBasicMaterial color={color} toneMapped={false} transparent opacity={kind === 'movable' ? 0.85 : 1} />
    </instancedMesh>
  );
}

function CostBadge({ box, cost, routes = 1 }: { box: string; cost: number; routes?: number }) {
  const t = BOX_PLACES[box]!.tile;
  const x = rectEdges.right(t) - 0.05;
  const z = rectEdges.top(t) + 0.05;
  return (
    <group position={[x, TILE_TOP + 0.9, z]}>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[0.62, 32]} />
        <meshBasicMaterial color="#0f3d26" toneMapped={false} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.002, 0]}>
        <circleGeometry args={[0.72, 32]} />
        <meshBasicMaterial color="#39d98a" toneMapped={false} />
      </mesh>
      <Text font={FONTS.bold} fontSize={0.62} color="#ffffff" anchorX="center" anchorY="middle" position={[0, 0.01, -0.06]} rotation={[-Math.PI / 2, 0, 0]}>
        {`${cost}`}
      </Text>
      <Text font={FONTS.bold} fontSize={0.22} color="#bff5d8" anchorX="center" anchorY="middle" position={[0, 0.01, 0.38]} rotation={[-Math.PI / 2, 0, 0]}>
        MP
      </Text>
      {routes > 1 ? (
        <Text font={FONTS.bold} fontSize={0.3} color={ROUTE_COLOR} outlineWidth={0.04} outlineColor="#0b1a2a" anchorX="center" anchorY="top" position={[0, 0.01, 0.8]} rotation={[-Math.PI / 2, 0, 0]}>
          {`${routes} routes`}
        </Text>
      ) : null}
    </group>
  );
}

/** Ribbon points of a route: the centre of each box's tile, from the start box on. */
export function routePoints(route: RouteLine): XZ[] {
  return [route.from, ...route.path].map((b) => BOX_PLACES[b]?.tile).filter((t): t is NonNullable<typeof t> => !!t).map((t) => ({ x: t.x, z: t.z }));
}

function RoutePath({ route }: { route: RouteLine }) {
  const geometry = useMemo(() => {
    const mesh: RibbonMesh = { positions: [], colors: [], indices: [] };
    addRibbon(mesh, routePoints(route), 0.34, TILE_TOP + 0.05, [1, 1, 1]);
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(mesh.positions), 3));
    g.setIndex(mesh.indices);
    return g;
  }, [route]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} renderOrder={3} name="route-path">
      <meshBasicMaterial color={ROUTE_COLOR} toneMapped={false} transparent opacity={0.85} depthWrite={false} />
    </mesh>
  );
}

export function BoxHighlights({ items, route = null }: { items: BoxHighlight[]; route?: RouteLine | null }) {
  const byKind = useMemo(() => {
    const out: Record<HighlightKind, BoxHighlight[]> = { movable: [], selected: [], target: [], combat: [], gc: [], hover: [], route: [] };
    for (const h of items) if (BOX_PLACES[h.box]) out[h.kind].push(h);
    return out;
  }, [items]);
  return (
    <group name="box-highlights">
      {(Object.keys(byKind) as HighlightKind[]).map((k) => (
        <Rings key={k} kind={k} items={byKind[k]} />
      ))}
      {route ? <RoutePath route={route} /> : null}
      {byKind.target.map((h) => (h.cost !== undefined ? <CostBadge key={h.box} box={h.box} cost={h.cost} routes={h.routes} /> : null))}
    </group>
  );
}
