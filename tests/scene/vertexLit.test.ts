import { describe, expect, it } from 'vitest';
import { BoxGeometry, Mesh, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, Scene, ShaderLib } from 'three';
import { isVertexLit, setVertexLit } from '../../src/scene/vertexLit';

/** What three would compile for this material (its onBeforeCompile run on the library shader). */
function compiled(material: MeshLambertMaterial | MeshStandardMaterial, lib: 'lambert' | 'standard') {
  const shader = { vertexShader: ShaderLib[lib].vertexShader, fragmentShader: ShaderLib[lib].fragmentShader, uniforms: {} } as never as Parameters<MeshLambertMaterial['onBeforeCompile']>[0];
  material.onBeforeCompile(shader, undefined as never);
  return shader;
}

describe('vertex lighting for frames in motion', () => {
  it('switches the lit materials of a scene by a define, and back; unlit ones are left alone', () => {
    const scene = new Scene();
    const lambert = new MeshLambertMaterial();
    const standard = new MeshStandardMaterial();
    const basic = new MeshBasicMaterial();
    for (const m of [lambert, standard, basic]) scene.add(new Mesh(new BoxGeometry(), m));
    const v0 = lambert.version;
    setVertexLit(scene, true);
    expect(isVertexLit(lambert) && isVertexLit(standard)).toBe(true);
    expect(isVertexLit(basic)).toBe(false);
    expect(lambert.defines).toHaveProperty('SANDTABLE_VERTEX_LIT');
    expect(standard.defines).toHaveProperty('STANDARD');
    expect(lambert.version).toBeGreaterThan(v0);
    // Switching again to the same state changes nothing (it runs every frame in motion).
    const v1 = lambert.version;
    setVertexLit(scene, true);
    expect(lambert.version).toBe(v1);
    setVertexLit(scene, false);
    expect(isVertexLit(lambert)).toBe(false);
    expect(lambert.defines).not.toHaveProperty('SANDTABLE_VERTEX_LIT');
  });

  it('puts the light in the vertex shader and keeps the per-pixel light for the other variant', () => {
    const lambert = new MeshLambertMaterial();
    setVertexLit(new Mesh(new BoxGeometry(), lambert), true);
    const s = compiled(lambert, 'lambert');
    expect(s.vertexShader).toContain('vVertexLight = irradiance * RECIPROCAL_PI');
    expect(s.fragmentShader).toContain('reflectedLight.directDiffuse += vVertexLight * material.diffuseColor');
    expect(s.fragmentShader).toMatch(/#else\s*#include <lights_fragment_begin>/);
    const standard = new MeshStandardMaterial();
    setVertexLit(new Mesh(new BoxGeometry(), standard), true);
    expect(compiled(standard, 'standard').fragmentShader).toContain('vVertexLight * material.diffuseContribution');
  });

  it("runs a material's own patch first and keeps its programs apart from others'", () => {
    const own = new MeshStandardMaterial();
    own.onBeforeCompile = (shader) => {
      shader.vertexShader = shader.vertexShader.replace('#include <common>', '#include <common>\nattribute float aOwn;');
    };
    own.customProgramCacheKey = () => 'own-patch';
    setVertexLit(new Mesh(new BoxGeometry(), own), true);
    expect(compiled(own, 'standard').vertexShader).toContain('attribute float aOwn;');
    expect(own.customProgramCacheKey()).toContain('own-patch');
  });

  it('off again, a material keeps the program key it had before it was patched (no second copy of its rest program)', () => {
    const lambert = new MeshLambertMaterial();
    const before = lambert.customProgramCacheKey();
    const mesh = new Mesh(new BoxGeometry(), lambert);
    setVertexLit(mesh, true);
    expect(lambert.customProgramCacheKey()).not.toBe(before);
    setVertexLit(mesh, false);
    expect(lambert.customProgramCacheKey()).toBe(before);
  });
});
