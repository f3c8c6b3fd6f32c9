// Glowing rings around boxes (one instanced mesh) and the MP cost of each move destination:
// the selected stack's box, where it may go, the boxes that can move, the combat and the Garde
// Civique alert. Colours differ in lightness as well as hue, and each kind has its own ring width.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Text } from '@react-three/drei';
import { Color, InstancedMesh, Object3D, Shape, ShapeGeometry, Path } from 'three';
import { FONTS } from '../fonts';
import { BOX_PLACES, SHEET_Y, TILE, TILE_TOP, rectEdges } from './layout';

export type HighlightKind = 'movable' | 'selected' | 'target' | 'combat' | 'gc' | 'hover';

export interface BoxHighlight {
  box: string;
  kind: HighlightKind;
  /** MP cost, shown on move destinations. */
  cost?: number;
}

export const HIGHLIGHT_STYLE: Record<HighlightKind, { color: string; width: number }> = {
  movable: { color: '#ffd34d', width: 0.12 },
  selected: { color: '#fff2a8', width: 0.3 },
  target: { color: '#39d98a', width: 0.24 },
  combat: { color: '#ff4b3a', width: 0.3 },
  gc: { color: '#ff9f1c', width: 0.26 },
  hover: { color: '#ffffff', width: 0.08 },
};

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
      o.position.set(t.x, SHEET_Y + 0.02 + (kind === 'selected' ? 0.004 : 0), t.z);
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

function CostBadge({ box, cost }: { box: string; cost: number }) {
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
    </group>
  );
}

export function BoxHighlights({ items }: { items: BoxHighlight[] }) {
  const byKind = useMemo(() => {
    const out: Record<HighlightKind, BoxHighlight[]> = { movable: [], selected: [], target: [], combat: [], gc: [], hover: [] };
    for (const h of items) if (BOX_PLACES[h.box]) out[h.kind].push(h);
    return out;
  }, [items]);
  return (
    <group name="box-highlights">
      {(Object.keys(byKind) as HighlightKind[]).map((k) => (
        <Rings key={k} kind={k} items={byKind[k]} />
      ))}
      {byKind.target.map((h) => (h.cost !== undefined ? <CostBadge key={h.box} box={h.box} cost={h.cost} /> : null))}
    </group>
  );
}
