// La Petite Guerre's tracks card on the 3D table at LPG_TABLE.tracks: the turn calendar, the turn's
// weather and the Delaware's ice, the Loyalty Index (tracksTexture.ts), with a wooden marker on the
// turn's cell and one on the index's box. Drawn from the view alone (all of it public).
import { useEffect, useMemo } from 'react';
import type { LpgView } from '../../../games/lpg/view';
import { PrintedSlab } from '../../PrintedSheet';
import { printTexture, SIDE_FILL, usePrintFonts } from '../rack/print';
import { trackMarkers, tracksLayout } from './trackLayout';
import { drawTracks, tracksFace } from './tracksTexture';

const CARD_Y = 0.03;

/** A printed card lying on the table (its texture on the top face; one draw call: PrintedSlab). */
export function PrintedCard({ x, z, w, d, texture, name }: { x: number; z: number; w: number; d: number; texture: import('three').Texture; name?: string }) {
  return <PrintedSlab name={name} x={x} y={CARD_Y / 2} z={z} w={w} thickness={CARD_Y} d={d} map={texture} />;
}

/** A wooden disc marker standing on a box of a track. */
function Marker({ x, z, r, colour, name }: { x: number; z: number; r: number; colour: string; name: string }) {
  return (
    <group name={name} position={[x, CARD_Y, z]}>
      <mesh position={[0, 0.09, 0]} castShadow>
        <cylinderGeometry args={[r, r, 0.18, 32]} />
        <meshLambertMaterial color={colour} />
      </mesh>
      <mesh position={[0, 0.181, 0]} rotation-x={-Math.PI / 2}>
        <ringGeometry args={[r * 0.62, r * 0.78, 32]} />
        <meshBasicMaterial color="#f6efdc" />
      </mesh>
    </group>
  );
}

export function LpgTracks({ view }: { view: LpgView }) {
  usePrintFonts();
  const layout = useMemo(() => tracksLayout(), []);
  const face = tracksFace(view);
  const key = JSON.stringify([face, view.loyalty]);
  const texture = useMemo(() => printTexture(drawTracks(layout, face, view.loyalty)), [layout, key]);
  useEffect(() => () => texture.dispose(), [texture]);
  const m = trackMarkers(view, layout);
  const s = layout.spot;
  return (
    <group name="lpg-tracks">
      <PrintedCard name="lpg-tracks-card" x={s.x} z={s.z} w={s.w} d={s.d} texture={texture} />
      {/* the turn's marker beside its number, the index's on its box's right so the number reads */}
      <Marker name="lpg-turn-marker" x={m.turn.x + m.turn.w / 2 - 0.32} z={m.turn.z} r={0.26} colour={view.phase === 'over' ? '#5a4a34' : SIDE_FILL[view.phasing]} />
      <Marker name="lpg-loyalty-marker" x={m.loyalty.x} z={m.loyalty.z + m.loyalty.d / 2 - 0.32} r={0.22} colour="#7a5a2a" />
    </group>
  );
}
