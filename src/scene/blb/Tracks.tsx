// Everything printed around the map: the title, the Turn Track with its dates, the Atrocities
// Track, the Chit Cup (a bowl), the Pulled Chits box, the three Turn End boxes and the Garde
// Civique Setup Chart card. The frames and the static captions are printed on the sheet texture
// (printedLabels.ts); the cup's title with its count, which changes, is drawn into a small canvas
// texture of its own (no live text: troika's warm-up is not paid for one label). Counters are
// drawn by the counter mesh.
import { memo, useEffect, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { LatheGeometry, Vector2, type Texture } from 'three';
import { CUP } from './counterPlacement';
import { SHEET_Y, TABLE, type Rect } from './layout';
import { cupTitleLabel } from './printedLabels';
import { labelTexture } from './tileLabels';

const FLAT: [number, number, number] = [-Math.PI / 2, 0, 0];
const Y = SHEET_Y + 0.008;

/** The cup's title with its count, drawn into a canvas texture (again when the count changes). */
function CupTitle({ count }: { count: number }) {
  const label = useMemo(() => labelTexture(cupTitleLabel(count)), [count]);
  useEffect(() => () => label.texture.dispose(), [label]);
  return (
    <mesh name="cup-title" position={[label.x, Y, label.z]} rotation={FLAT} renderOrder={1}>
      <planeGeometry args={[label.w, label.d]} />
      <meshBasicMaterial map={label.texture} transparent depthWrite={false} polygonOffset polygonOffsetFactor={-2} polygonOffsetUnits={-2} />
    </mesh>
  );
}

function ChitCup({ rect, onHover }: { rect: Rect; onHover?: (place: string | null, e: ThreeEvent<PointerEvent> | null) => void }) {
  const geometry = useMemo(() => {
    const pts: Vector2[] = [];
    const R = CUP.radius;
    // Outside from the foot to the rim, then the inside back down to the floor.
    pts.push(new Vector2(0.01, 0), new Vector2(R * 0.55, 0), new Vector2(R * 0.62, 0.05));
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      pts.push(new Vector2(R * (0.62 + 0.38 * Math.sin((t * Math.PI) / 2)), 0.05 + t * CUP.height));
    }
    pts.push(new Vector2(R + 0.02, CUP.height + 0.08), new Vector2(R - 0.1, CUP.height + 0.06));
    for (let i = 10; i >= 0; i--) {
      const t = i / 10;
      pts.push(new Vector2((R - 0.12) * (0.55 + 0.45 * Math.sin((t * Math.PI) / 2)), CUP.floorY + t * (CUP.height - CUP.floorY)));
    }
    pts.push(new Vector2(0.01, CUP.floorY));
    return new LatheGeometry(pts, 48);
  }, []);
  return (
    <group position={[rect.x, SHEET_Y, rect.z]}>
      <mesh
        geometry={geometry}
        castShadow
        receiveShadow
        onPointerMove={onHover ? (e) => (e.stopPropagation(), onHover('chit-cup', e)) : undefined}
        onPointerOut={onHover ? () => onHover(null, null) : undefined}
      >
        <meshStandardMaterial color="#5b1a14" roughness={0.35} metalness={0.1} side={2} />
      </mesh>
    </group>
  );
}

export interface TracksProps {
  gcChart: Texture;
  cupCount: number;
  onPlaceHover?: (place: string | null, e: ThreeEvent<PointerEvent> | null) => void;
}

export const Tracks = memo(function Tracks({ gcChart, cupCount, onPlaceHover }: TracksProps) {
  const t = TABLE;
  const gc = t.gcChart.frame;
  return (
    <group name="tracks">
      {/* The cup's title with its count: the one caption here that changes. */}
      <CupTitle count={cupCount} />
      <ChitCup rect={t.chitCup} onHover={onPlaceHover} />

      {/* The Garde Civique Setup Chart card. */}
      <mesh position={[gc.x, SHEET_Y + 0.012, gc.z]} rotation={FLAT} receiveShadow>
        <planeGeometry args={[gc.w, gc.d]} />
        <meshLambertMaterial map={gcChart} polygonOffset polygonOffsetFactor={-1} />
      </mesh>
    </group>
  );
});
