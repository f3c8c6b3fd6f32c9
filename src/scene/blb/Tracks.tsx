// Everything printed around the map: the title, the Turn Track with its dates, the Atrocities
// Track, the Chit Cup (a bowl), the Pulled Chits box, the three Turn End boxes and the Garde
// Civique Setup Chart card. The frames and the static captions are printed on the sheet texture
// (printedLabels.ts); only the cup's count is live text. Counters are drawn by the counter mesh.
import { memo, useMemo } from 'react';
import { Text } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { LatheGeometry, Vector2, type Texture } from 'three';
import { FONTS } from '../fonts';
import { CUP } from './counterPlacement';
import { SHEET_Y, TABLE, titleSpot, type Rect } from './layout';
import { INK } from './palette';

const FLAT: [number, number, number] = [-Math.PI / 2, 0, 0];
const Y = SHEET_Y + 0.008;

function Caption({ at, size, children, color = INK, font = FONTS.bold, anchorX = 'center', spacing = 0.06 }: {
  at: { x: number; z: number };
  size: number;
  children: string;
  color?: string;
  font?: string;
  anchorX?: 'center' | 'left' | 'right';
  spacing?: number;
}) {
  return (
    <Text font={font} fontSize={size} color={color} anchorX={anchorX} anchorY="middle" letterSpacing={spacing} position={[at.x, Y, at.z]} rotation={FLAT}>
      {children}
    </Text>
  );
}

/** A frame's title at its top strip. */
function FrameTitle({ frame, children }: { frame: Rect; children: string }) {
  return <Caption at={titleSpot(frame)} size={0.55}>{children}</Caption>;
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
      {/* The cup's title with its count: the one caption here that changes, so live text. */}
      <FrameTitle frame={t.cupFrame}>{`CHIT CUP · ${cupCount}`}</FrameTitle>
      <ChitCup rect={t.chitCup} onHover={onPlaceHover} />

      {/* The Garde Civique Setup Chart card. */}
      <mesh position={[gc.x, SHEET_Y + 0.012, gc.z]} rotation={FLAT} receiveShadow>
        <planeGeometry args={[gc.w, gc.d]} />
        <meshStandardMaterial map={gcChart} roughness={0.9} metalness={0} polygonOffset polygonOffsetFactor={-1} />
      </mesh>
    </group>
  );
});
