// One counter drawn on its own (not in the instanced table mesh): the same rounded token, the
// same atlas face and edge colour, the same material. The battle board draws its counters with
// it, so a unit looks the same on the board as on the map.
import { useEffect, useMemo } from 'react';
import { BufferAttribute, type BufferGeometry, type MeshStandardMaterial, type Texture } from 'three';
import type { CounterAtlas } from './atlasTexture';
import { createCounterMaterial } from './counterMaterial';
import { squareGeometry } from './Counters';

/** The modelled thickness of squareGeometry (scaled to the token's own). */
const SQUARE_HEIGHT = 0.17;

let baseSquare: BufferGeometry | null = null;
const materials = new WeakMap<Texture, MeshStandardMaterial>();

function materialFor(atlas: CounterAtlas): MeshStandardMaterial {
  let m = materials.get(atlas.texture);
  if (!m) {
    m = createCounterMaterial(atlas.texture, 1);
    materials.set(atlas.texture, m);
  }
  return m;
}

export interface CounterTokenProps {
  atlas: CounterAtlas;
  /** Atlas face key for the top. */
  face: string;
  /** Width and thickness in world units (the token is centred on its origin). */
  size?: number;
  thickness?: number;
  /** 0..1 glow, as on the table. */
  highlight?: number;
}

export function CounterToken({ atlas, face, size = 1, thickness = SQUARE_HEIGHT, highlight = 0 }: CounterTokenProps) {
  const geometry = useMemo(() => {
    baseSquare ??= squareGeometry();
    const g = baseSquare.clone();
    const n = g.getAttribute('position').count;
    const [u0, v0, du, dv] = atlas.layout.uv(face);
    const c = atlas.edge(face);
    const faceData = new Float32Array(n * 4);
    const edgeData = new Float32Array(n * 3);
    const hiData = new Float32Array(n).fill(highlight);
    for (let i = 0; i < n; i++) {
      faceData.set([u0, v0, du, dv], i * 4);
      edgeData.set([c.r, c.g, c.b], i * 3);
    }
    g.setAttribute('aFace', new BufferAttribute(faceData, 4));
    g.setAttribute('aEdge', new BufferAttribute(edgeData, 3));
    g.setAttribute('aHi', new BufferAttribute(hiData, 1));
    return g;
  }, [atlas, face, highlight]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return <mesh geometry={geometry} material={materialFor(atlas)} scale={[size, thickness / SQUARE_HEIGHT, size]} castShadow receiveShadow />;
}
