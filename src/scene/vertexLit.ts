// Vertex lighting for frames in motion (the render budget's cheaper tiers, RenderBudget.tsx).
//
// On a weak GPU (software WebGL stands in for one) a moving frame's cost is per-pixel shading. A
// lit material under vertex lighting computes the diffuse light of the table's lights (ambient,
// hemisphere, directional: what TableCanvas has) once per vertex instead of once per pixel, and
// each pixel only multiplies its colour by it: about what an unlit material costs. Flat surfaces
// (the table, a printed sheet, board tiles, the faces of boxes) come out exactly as the per-pixel
// Lambert light gives them; curved ones are smoothed between vertices, and a standard material
// loses its specular glint. Shadows are not drawn in those tiers. A table at rest is drawn with
// the per-pixel materials again (its rest frame).
//
// It is the same material with a define switched (VERTEX_LIT), so nothing in a table's scene code
// changes and every table inherits it: Lambert and standard materials are patched on first sight
// (a patch of their own, onBeforeCompile, runs first), and their programs are compiled once per
// variant.
import type { Material, Object3D, WebGLProgramParametersWithUniforms } from 'three';

const DEFINE = 'SANDTABLE_VERTEX_LIT';

const VERTEX_PARS = /* glsl */ `
#ifdef ${DEFINE}
uniform vec3 ambientLightColor;
#if NUM_DIR_LIGHTS > 0
struct DirectionalLight { vec3 direction; vec3 color; };
uniform DirectionalLight directionalLights[ NUM_DIR_LIGHTS ];
#endif
#if NUM_HEMI_LIGHTS > 0
struct HemisphereLight { vec3 direction; vec3 skyColor; vec3 groundColor; };
uniform HemisphereLight hemisphereLights[ NUM_HEMI_LIGHTS ];
#endif
varying vec3 vVertexLight;
#endif
`;

// After fog_vertex: transformedNormal (view space, instancing applied) is there, like the lights.
const VERTEX_MAIN = /* glsl */ `
#ifdef ${DEFINE}
{
  vec3 n = normalize( transformedNormal );
  vec3 irradiance = ambientLightColor;
  #if NUM_HEMI_LIGHTS > 0
  for ( int i = 0; i < NUM_HEMI_LIGHTS; i ++ ) {
    irradiance += mix( hemisphereLights[ i ].groundColor, hemisphereLights[ i ].skyColor, 0.5 * dot( n, hemisphereLights[ i ].direction ) + 0.5 );
  }
  #endif
  #if NUM_DIR_LIGHTS > 0
  for ( int i = 0; i < NUM_DIR_LIGHTS; i ++ ) {
    irradiance += saturate( dot( n, directionalLights[ i ].direction ) ) * directionalLights[ i ].color;
  }
  #endif
  vVertexLight = irradiance * RECIPROCAL_PI;
}
#endif
`;

const FRAGMENT_PARS = /* glsl */ `
#ifdef ${DEFINE}
varying vec3 vVertexLight;
#endif
`;

/** The diffuse colour lit by the vertex light (Lambert: diffuseColor; standard: its diffuse part). */
function fragmentLight(physical: boolean): string {
  const diffuse = physical ? 'material.diffuseContribution' : 'material.diffuseColor';
  return /* glsl */ `
#ifdef ${DEFINE}
reflectedLight.directDiffuse += vVertexLight * ${diffuse};
#else
#include <lights_fragment_begin>
#include <lights_fragment_maps>
#include <lights_fragment_end>
#endif
`;
}

interface Patched {
  on: boolean;
}

const patched = new WeakMap<Material, Patched>();

function patchable(m: Material): m is Material & { defines?: Record<string, unknown> } {
  const t = m as Material & { isMeshLambertMaterial?: boolean; isMeshStandardMaterial?: boolean };
  return !!(t.isMeshLambertMaterial || t.isMeshStandardMaterial);
}

function patch(m: Material): Patched | null {
  const seen = patched.get(m);
  if (seen) return seen;
  if (!patchable(m)) return null;
  const physical = !!(m as { isMeshStandardMaterial?: boolean }).isMeshStandardMaterial;
  const own = m.onBeforeCompile;
  const ownKey = m.customProgramCacheKey();
  m.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer) => {
    own.call(m, shader, renderer);
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', `#include <common>\n${VERTEX_PARS}`)
      .replace('#include <fog_vertex>', `#include <fog_vertex>\n${VERTEX_MAIN}`);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${FRAGMENT_PARS}`)
      .replace(/#include <lights_fragment_begin>\s*#include <lights_fragment_maps>\s*#include <lights_fragment_end>/, fragmentLight(physical));
  };
  // The define is in three's program key already; the suffix only while it is on, so the patched
  // material off shares the program it had before it was patched (identical code: every line the
  // patch adds is behind the define). A suffix kept on for good compiled every rest program twice.
  const p: Patched = { on: false };
  m.customProgramCacheKey = () => (p.on ? `${ownKey}|vertex-lit` : ownKey);
  patched.set(m, p);
  return p;
}

function setOn(m: Material, on: boolean): void {
  const p = patch(m);
  if (!p || p.on === on) return;
  p.on = on;
  const withDefines = m as Material & { defines?: Record<string, unknown> };
  const defines = { ...(withDefines.defines ?? {}) };
  if (on) defines[DEFINE] = '';
  else delete defines[DEFINE];
  withDefines.defines = defines;
  m.needsUpdate = true;
}

/**
 * Switches vertex lighting on or off for every lit material under `root` (materials first seen
 * are patched; a material already in that state is left alone, so calling it every frame costs a
 * walk of the scene).
 */
export function setVertexLit(root: Object3D, on: boolean): void {
  root.traverse((o) => setVertexLitOf(o, on));
}

/** The same for one object's own materials. */
export function setVertexLitOf(o: Object3D, on: boolean): void {
  const material = (o as Object3D & { material?: Material | Material[] }).material;
  if (!material) return;
  if (Array.isArray(material)) for (const m of material) setOn(m, on);
  else setOn(material, on);
}

/** Whether this material draws with vertex lighting now (tests). */
export function isVertexLit(m: Material): boolean {
  return patched.get(m)?.on ?? false;
}
