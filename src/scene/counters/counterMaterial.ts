// One material for all counters: a standard (lit, shadowed) material whose top face samples the
// shared atlas at each instance's own cell (per-instance attribute aFace), whose sides take the
// instance's edge colour (aEdge), and which glows where an instance is highlighted (aHi).
// Geometry gets a per-vertex aTop (1 on the top face and upper bevel, 0 elsewhere).
import { BufferAttribute, type BufferGeometry, MeshStandardMaterial, type Texture } from 'three';

/** Marks the vertices of the top face (normals pointing up) with aTop = 1. */
export function markTopFace(geometry: BufferGeometry, minNormalY = 0.7): BufferGeometry {
  const normal = geometry.getAttribute('normal');
  const position = geometry.getAttribute('position');
  const top = new Float32Array(position.count);
  for (let i = 0; i < position.count; i++) top[i] = normal.getY(i) >= minNormalY && position.getY(i) > 0 ? 1 : 0;
  geometry.setAttribute('aTop', new BufferAttribute(top, 1));
  return geometry;
}

/**
 * `size`: the local width of the geometry's top face (the face texture spans it).
 * The atlas is an sRGB texture: WebGL2 decodes it when sampled, so colours stay right.
 */
export function createCounterMaterial(atlas: Texture, size: number): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ roughness: 0.62, metalness: 0 });
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uAtlas = { value: atlas };
    shader.uniforms.uFaceSize = { value: size };
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute vec4 aFace;
attribute vec3 aEdge;
attribute float aHi;
attribute float aTop;
uniform float uFaceSize;
varying vec2 vFaceUv;
varying float vTop;
varying vec3 vEdge;
varying float vHi;`,
      )
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
vTop = aTop;
vEdge = aEdge;
vHi = aHi;
vFaceUv = aFace.xy + clamp(vec2(0.5 + position.x / uFaceSize, 0.5 - position.z / uFaceSize), 0.0, 1.0) * aFace.zw;`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
uniform sampler2D uAtlas;
varying vec2 vFaceUv;
varying float vTop;
varying vec3 vEdge;
varying float vHi;`,
      )
      .replace(
        '#include <map_fragment>',
        `vec3 faceColour = texture2D(uAtlas, vFaceUv).rgb;
diffuseColor.rgb *= mix(vEdge, faceColour, vTop);`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
totalEmissiveRadiance += vHi * vec3(0.50, 0.38, 0.06);`,
      );
  };
  material.customProgramCacheKey = () => `sandtable-counter-${size}`;
  return material;
}
