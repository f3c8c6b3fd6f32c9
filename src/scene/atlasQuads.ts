// Flat quads (cards, tiles) drawn as one instanced mesh over one texture atlas: each instance
// carries its atlas cell in an `aFace` attribute (u, v, du, dv) read by the material's vertex
// shader, so a hand, a deck and a duel cost one draw call. Shared by the games' card layers; a game
// gives its own faceUv (where a face lies in its atlas) and a cache key for its program.
import { DoubleSide, InstancedBufferAttribute, type InstancedMesh, MeshBasicMaterial, Object3D, PlaneGeometry, type Texture } from 'three';

/** One quad laid flat on the table: centre, size, turn about y, its face in the atlas. */
export interface AtlasQuad {
  face: string;
  x: number;
  y: number;
  z: number;
  w: number;
  d: number;
  rotY: number;
}

/** The material: the atlas, each instance's cell picked in the vertex shader. */
export function atlasQuadMaterial(atlas: Texture, cacheKey: string): MeshBasicMaterial {
  const m = new MeshBasicMaterial({ map: atlas, transparent: true, alphaTest: 0.02, side: DoubleSide, toneMapped: false });
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader.replace('#include <common>', '#include <common>\nattribute vec4 aFace;').replace(
      '#include <uv_vertex>',
      '#include <uv_vertex>\nvMapUv = aFace.xy + uv * aFace.zw;',
    );
  };
  m.customProgramCacheKey = () => cacheKey;
  return m;
}

/** A unit quad lying flat, with room for `max` instances' atlas cells. */
export function atlasQuadGeometry(max: number): PlaneGeometry {
  const g = new PlaneGeometry(1, 1);
  g.rotateX(-Math.PI / 2);
  g.setAttribute('aFace', new InstancedBufferAttribute(new Float32Array(max * 4), 4));
  return g;
}

const dummy = new Object3D();

/** Lays the quads into the mesh (at most `max`), each with its atlas cell from `faceUv`. */
export function writeAtlasQuads(mesh: InstancedMesh, items: readonly AtlasQuad[], faceUv: (face: string) => readonly [number, number, number, number], max: number): void {
  const face = mesh.geometry.getAttribute('aFace') as InstancedBufferAttribute;
  const n = Math.min(max, items.length);
  for (let i = 0; i < n; i++) {
    const it = items[i]!;
    dummy.position.set(it.x, it.y, it.z);
    dummy.rotation.set(0, it.rotY, 0);
    dummy.scale.set(it.w, 1, it.d);
    dummy.updateMatrix();
    mesh.setMatrixAt(i, dummy.matrix);
    const [u, v, du, dv] = faceUv(it.face);
    face.setXYZW(i, u, v, du, dv);
  }
  mesh.count = n;
  mesh.instanceMatrix.needsUpdate = true;
  face.needsUpdate = true;
  mesh.computeBoundingSphere();
}
