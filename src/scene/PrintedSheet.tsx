// A printed map sheet: a thin card lying on the table, the printed texture on its top face, card
// edges and a slightly darker underside. Shared by every table whose board is a printed sheet (a box
// map, an area map); Lambert, as the render budget wants for what does not move.
import type { Texture } from 'three';

const EDGE = '#d9ceb2';
const UNDERSIDE = '#cfc3a6';

export interface PrintedSheetProps {
  /** The sheet's centre on the table and its size (world units). */
  x: number;
  z: number;
  w: number;
  d: number;
  /** Its thickness: it lies from y = 0 to y = thickness. */
  thickness: number;
  /** The printed face (drawn once into a canvas texture). */
  map: Texture;
}

export function PrintedSheet({ x, z, w, d, thickness, map }: PrintedSheetProps) {
  return (
    <mesh position={[x, thickness / 2, z]} receiveShadow>
      <boxGeometry args={[w, thickness, d]} />
      {/* A box's faces in three's order: +x, -x, +y (the print), -y (the underside), +z, -z. */}
      <meshLambertMaterial attach="material-0" color={EDGE} />
      <meshLambertMaterial attach="material-1" color={EDGE} />
      <meshLambertMaterial attach="material-2" map={map} />
      <meshLambertMaterial attach="material-3" color={UNDERSIDE} />
      <meshLambertMaterial attach="material-4" color={EDGE} />
      <meshLambertMaterial attach="material-5" color={EDGE} />
    </mesh>
  );
}
