// A printed map sheet: a thin card lying on the table, the printed texture on its top face, card
// edges and a slightly darker underside. Shared by every table whose board is a printed sheet (a box
// map, an area map) and by the printed cards beside it; Lambert, as the render budget wants for
// what does not move. One draw call: a single material whose top face shows the print and whose
// other faces show their vertex colour (edge, underside), not a material a face (six draw calls).
import { useEffect, useMemo } from 'react';
import { BoxGeometry, BufferAttribute, Color, MeshLambertMaterial, type Texture } from 'three';

const EDGE = '#d9ceb2';
const UNDERSIDE = '#cfc3a6';

/** A box's faces in three's order: +x, -x, +y (the print), -y (the underside), +z, -z; 4 vertices each. */
const TOP_FACE = 2;
const BOTTOM_FACE = 3;

/**
 * A slab w x thickness x d, centred, as one group: the top face keeps its texture coordinates, the
 * others get coordinates outside the texture (the material shows their vertex colour there).
 */
export function printedSlabGeometry(w: number, thickness: number, d: number): BoxGeometry {
  const g = new BoxGeometry(w, thickness, d);
  g.clearGroups();
  const uv = g.getAttribute('uv') as BufferAttribute;
  const colours = new Float32Array(uv.count * 3);
  const edge = new Color(EDGE);
  const under = new Color(UNDERSIDE);
  for (let i = 0; i < uv.count; i++) {
    const face = Math.floor(i / 4);
    const c = face === TOP_FACE ? new Color(1, 1, 1) : face === BOTTOM_FACE ? under : edge;
    colours.set([c.r, c.g, c.b], i * 3);
    if (face !== TOP_FACE) uv.setXY(i, -1, -1);
  }
  g.setAttribute('color', new BufferAttribute(colours, 3));
  return g;
}

/** The slab's material: the print where the coordinates fall in the texture, the vertex colour elsewhere. */
export function printedSlabMaterial(map: Texture): MeshLambertMaterial {
  const m = new MeshLambertMaterial({ map, vertexColors: true });
  m.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <map_fragment>',
      /* glsl */ `#ifdef USE_MAP
  vec4 printTexel = texture2D( map, max( vMapUv, vec2( 0.0 ) ) );
  diffuseColor *= vMapUv.x >= 0.0 ? printTexel : vec4( 1.0 );
#endif`,
    );
  };
  m.customProgramCacheKey = () => 'sandtable-printed-slab';
  return m;
}

/** A slab with its print, one draw call (geometry and material made here, disposed with it). */
export function PrintedSlab({ x, y, z, w, thickness, d, map, name }: { x: number; y: number; z: number; w: number; thickness: number; d: number; map: Texture; name?: string }) {
  const geometry = useMemo(() => printedSlabGeometry(w, thickness, d), [w, thickness, d]);
  const material = useMemo(() => printedSlabMaterial(map), [map]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return <mesh name={name} position={[x, y, z]} geometry={geometry} material={material} receiveShadow />;
}

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
  return <PrintedSlab x={x} y={thickness / 2} z={z} w={w} thickness={thickness} d={d} map={map} />;
}
