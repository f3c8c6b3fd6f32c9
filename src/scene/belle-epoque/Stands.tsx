// Belle Epoque units as stands of miniatures: each unit's bases in formation (formation.ts), the
// figures on them, a flag at its rear left, behind it its number badge (the number its name uses,
// "Red British 3") beside a counter-like plate with its number of stands, its bowl token once
// activated, and a ring under it when it is marked. Everything is instanced, one mesh per kind of
// thing, so all the units on the table cost about ten draw calls:
//   base bodies (side colour), base tops (ground), foot soldiers, native warriors, horsemen,
//   flags, discs (count plates and tokens), labels (plate digits and number badges, one atlas:
//   standLabels.ts), rings; plus an invisible pick mesh.
// Figures are merged low-poly geometries with vertex colours; a per-vertex tint (aTint) says
// which parts take the instance's colour (coats, shields, hats, flags), so one mesh draws both
// sides. Units are rewritten whenever `units` changes (per frame while one moves): no allocation
// in that path beyond the small cached formations.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DynamicDrawUsage,
  Float32BufferAttribute,
  InstancedBufferAttribute,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  MeshStandardMaterial,
  RingGeometry,
  ShaderChunk,
  SphereGeometry,
  Vector3,
  type BufferGeometry,
  type Camera,
  type Material,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { disposeGeometries, setMotionGeometry } from '../motionDetail';
import type { Side, TroopType } from '../../games/belle-epoque/types';
import { BADGE, PLATE, SIDE_COLOUR } from './layout';
import type { DisplayUnit } from './viewTypes';
import { baseFor, figureKind, figureSlots, slotsExtent, standSlots, type FigureKind, type Slot } from './formation';
import { atlasQuadGeometry } from '../atlasQuads';
import { COUNT_FACE, labelAtlasTexture, labelCell, labelMaterial, setCellUv } from './standLabels';
import { isDrag } from '../pointerClick';
import type { LabelRect } from '../labelPlacement';

export interface StandsProps {
  units: readonly DisplayUnit[];
  onUnitHover?: (id: string | null, event: ThreeEvent<PointerEvent> | null) => void;
  onUnitClick?: (id: string, event: ThreeEvent<MouseEvent>) => void;
  onUnitDoubleClick?: (id: string, event: ThreeEvent<MouseEvent>) => void;
  /** Figures, flags and bases cast shadows (default true). */
  castShadow?: boolean;
}

/** Coat colours: the side must read at a glance, so brighter and purer than real uniforms. */
export const COAT_COLOUR: Record<Side, string> = { red: '#c8352a', blue: '#3566c4' };
/** The painted ground on the bases. */
export const BASE_GROUND = '#7b7a48';
export const MARK_STYLE: Record<Exclude<DisplayUnit['mark'], 'none'>, { color: string; radius: number; strength: number }> = {
  active: { color: '#fff0b0', radius: 1.96, strength: 1.15 },
  selectable: { color: '#ffd84a', radius: 1.88, strength: 0.7 },
  target: { color: '#ff3b2f', radius: 1.96, strength: 1.1 },
  reacting: { color: '#3fe6ff', radius: 1.92, strength: 1 },
};

/** Figures stand on the base's painted top. */
const FLOCK_H = 0.012;
/** How far a lost stand sinks by the end of its fade. */
const SINK = 0.3;
// Sized to be read from the home camera (the whole table in view). The token lies right of the
// count plate as the viewer sees it (the number badge is on the plate's left).
const TOKEN = { radius: 0.26, h: 0.12, right: 0.95 };
/** The invisible cylinder that catches the pointer for a whole unit. */
const PICK = { radius: 1.8, h: 0.9 };

// ---------------------------------------------------------------------------------------------
// Geometry: low-poly miniatures, each a merge of simple parts with colour and tint per vertex.

interface Part {
  geometry: BufferGeometry;
  colour: string;
  /** 0: keeps its own colour; 1: fully takes the instance's colour. */
  tint: number;
}

function part(geometry: BufferGeometry, colour: string, tint: number, at: [number, number, number], rot: [number, number, number] = [0, 0, 0], scale?: [number, number, number]): Part {
  if (scale) geometry.scale(...scale);
  if (rot[0]) geometry.rotateX(rot[0]);
  if (rot[1]) geometry.rotateY(rot[1]);
  if (rot[2]) geometry.rotateZ(rot[2]);
  geometry.translate(...at);
  return { geometry, colour, tint };
}

function merge(parts: Part[]): BufferGeometry {
  const c = new Color();
  const list = parts.map(({ geometry: g, colour, tint }) => {
    const n = g.getAttribute('position').count;
    c.set(colour);
    const colours = new Float32Array(n * 3);
    const tints = new Float32Array(n).fill(tint);
    for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
    g.setAttribute('color', new Float32BufferAttribute(colours, 3));
    g.setAttribute('aTint', new Float32BufferAttribute(tints, 1));
    return g;
  });
  const merged = mergeGeometries(list, false);
  for (const g of list) g.dispose();
  merged.computeBoundingSphere();
  return merged;
}

const SKIN = '#e2b48c';
const DARK_SKIN = '#5a3621';
const WOOD = '#5b3f28';
const TROUSERS = '#34322e';
/** Hats take a darkened side colour: from above, the tops of heads are what one sees. */
const HAT = '#8a8a8a';

/**
 * How round the round parts are: `FINE` for the rest frame, `COARSE` for frames in motion at the
 * render budget's low-detail tiers (motionDetail.ts: the same figures in well under half the vertices).
 */
interface Detail {
  /** Radial segments of a cylinder. */
  round: number;
  /** Width and height segments of a head (a sphere). */
  head: [number, number];
  /** Of the warrior's shield (a flattened sphere). */
  shield: [number, number];
  /**
   * Whether the thin parts are there (muskets, spears, packs, a horse's tail): in motion at the
   * low-detail tiers a figure is a few pixels tall and they are under a pixel wide, so they are
   * left out (on software WebGL a moving frame's figures cost about their triangle count).
   */
  thin: boolean;
}
const FINE: Detail = { round: 8, head: [8, 6], shield: [10, 8], thin: true };
const COARSE: Detail = { round: 4, head: [4, 2], shield: [6, 4], thin: false };

/** These parts only where the detail has thin parts. */
const thin = (d: Detail, make: () => Part[]): Part[] => (d.thin ? make() : []);

function footSoldierGeometry(d: Detail): BufferGeometry {
  return merge([
    part(new BoxGeometry(0.09, 0.13, 0.06), TROUSERS, 0, [0, 0.065, 0]),
    part(new CylinderGeometry(0.045, 0.06, 0.16, d.round), '#ffffff', 1, [0, 0.2, 0]),
    ...thin(d, () => [part(new BoxGeometry(0.08, 0.08, 0.04), '#c9b48a', 0, [0, 0.22, 0.055])]),
    part(new SphereGeometry(0.042, ...d.head), SKIN, 0, [0, 0.315, 0]),
    part(new CylinderGeometry(0.046, 0.05, 0.04, d.round), HAT, 1, [0, 0.35, 0]),
    ...thin(d, () => [part(new BoxGeometry(0.018, 0.34, 0.018), WOOD, 0, [0.062, 0.21, -0.02], [0, 0, -0.12])]),
  ]);
}

function warriorGeometry(d: Detail): BufferGeometry {
  return merge([
    part(new BoxGeometry(0.08, 0.13, 0.05), DARK_SKIN, 0, [0, 0.065, 0]),
    part(new CylinderGeometry(0.058, 0.062, 0.05, d.round), '#8a6a40', 0, [0, 0.145, 0]),
    part(new CylinderGeometry(0.042, 0.05, 0.13, d.round), DARK_SKIN, 0, [0, 0.23, 0]),
    part(new SphereGeometry(0.04, ...d.head), DARK_SKIN, 0, [0, 0.33, 0]),
    part(new CylinderGeometry(0.044, 0.044, 0.022, d.round), '#d8d0c0', 1, [0, 0.345, 0]),
    // The tall cowhide shield, carried in front on the left: takes the side's colour.
    part(new SphereGeometry(0.5, ...d.shield), '#ece2d0', 1, [-0.065, 0.21, -0.06], [0, 0.3, 0], [0.13, 0.25, 0.025]),
    ...thin(d, () => [part(new BoxGeometry(0.012, 0.44, 0.012), WOOD, 0, [0.065, 0.23, -0.02], [0.35, 0, 0])]),
  ]);
}

function horsemanGeometry(d: Detail): BufferGeometry {
  const horse = '#6b4326';
  const legs: Part[] = [
    [-0.045, -0.13],
    [0.045, -0.13],
    [-0.045, 0.13],
    [0.045, 0.13],
  ].map(([x, z]) => part(new BoxGeometry(0.035, 0.18, 0.035), '#4a2e1a', 0, [x!, 0.09, z!]));
  return merge([
    ...legs,
    part(new BoxGeometry(0.13, 0.13, 0.36), horse, 0, [0, 0.24, 0]),
    part(new BoxGeometry(0.075, 0.17, 0.08), horse, 0, [0, 0.33, -0.17], [-0.5, 0, 0]),
    part(new BoxGeometry(0.065, 0.07, 0.15), horse, 0, [0, 0.4, -0.25]),
    ...thin(d, () => [part(new BoxGeometry(0.03, 0.13, 0.03), '#2e1d10', 0, [0, 0.22, 0.2], [0.4, 0, 0])]),
    // The rider: legs astride, coat, head, hat, carbine.
    part(new BoxGeometry(0.16, 0.05, 0.07), TROUSERS, 0, [0, 0.31, 0.02]),
    part(new CylinderGeometry(0.04, 0.05, 0.14, d.round), '#ffffff', 1, [0, 0.39, 0.02]),
    part(new SphereGeometry(0.038, ...d.head), SKIN, 0, [0, 0.495, 0.02]),
    part(new CylinderGeometry(0.043, 0.046, 0.035, d.round), HAT, 1, [0, 0.53, 0.02]),
    ...thin(d, () => [part(new BoxGeometry(0.015, 0.22, 0.015), WOOD, 0, [0.06, 0.42, 0.03], [0, 0, -0.3])]),
  ]);
}

/** A pole with a finial and a square flag in the side's colour; the flag flies toward +x. */
function flagGeometry(d: Detail): BufferGeometry {
  return merge([
    part(new CylinderGeometry(0.016, 0.02, 1.0, Math.min(6, d.round)), WOOD, 0, [0, 0.5, 0]),
    part(new SphereGeometry(0.034, ...d.head), '#d4b24c', 0, [0, 1.02, 0]),
    part(new BoxGeometry(0.36, 0.23, 0.014), '#ffffff', 1, [0.198, 0.86, 0]),
  ]);
}

const FIGURE_GEOMETRY: Record<FigureKind, (d: Detail) => BufferGeometry> = { foot: footSoldierGeometry, warrior: warriorGeometry, horseman: horsemanGeometry };
const FIGURE_KINDS: FigureKind[] = ['foot', 'warrior', 'horseman'];
const FIGURE_SCALE: [number, number, number] = [1.35, 1.9, 1.35];

/** Lit material whose instance colour reaches only the tinted parts (aTint). */
function tintedMaterial(): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ vertexColors: true, roughness: 0.72, metalness: 0 });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float aTint;')
      .replace('#include <color_vertex>', ShaderChunk.color_vertex.replace('vColor.rgb *= instanceColor.rgb;', 'vColor.rgb *= mix(vec3(1.0), instanceColor.rgb, aTint);'));
  };
  material.customProgramCacheKey = () => 'sandtable-belle-tinted';
  return material;
}

// ---------------------------------------------------------------------------------------------
// The meshes and how many instances each may hold.

export interface StandMeshes {
  baseBody: InstancedMesh;
  baseTop: InstancedMesh;
  figures: Record<FigureKind, InstancedMesh>;
  flags: InstancedMesh;
  discs: InstancedMesh;
  /** Count plate digits and number badges, two quads a unit over one atlas (standLabels.ts). */
  labels: InstancedMesh;
  rings: InstancedMesh;
  pick: InstancedMesh;
  all: InstancedMesh[];
  materials: Material[];
}

export function capacityFor(units: number): number {
  let c = 16;
  while (c < units) c *= 2;
  return c;
}

function instanced(geometry: BufferGeometry, material: Material, count: number, coloured: boolean): InstancedMesh {
  const mesh = new InstancedMesh(geometry, material, count);
  mesh.instanceMatrix.setUsage(DynamicDrawUsage);
  // The instance colour buffer must exist before the first compile (it switches the shader on).
  if (coloured) {
    mesh.setColorAt(0, new Color('#ffffff'));
    mesh.instanceColor!.setUsage(DynamicDrawUsage);
  }
  mesh.frustumCulled = false;
  mesh.count = 0;
  return mesh;
}

/** Every mesh the stands are drawn with, for up to `capacity` units (exported for tests). */
export function buildStandMeshes(capacity: number, castShadow: boolean, onRedraw: () => void): StandMeshes {
  const stands = capacity * 6;
  const figures = stands * 4;
  const tinted = tintedMaterial();
  const plain = new MeshStandardMaterial({ roughness: 0.6, metalness: 0 });
  const ground = new MeshStandardMaterial({ color: BASE_GROUND, roughness: 0.95, metalness: 0 });
  const labelsMat = labelMaterial(labelAtlasTexture(onRedraw));
  const ringMat = new MeshBasicMaterial({ transparent: true, opacity: 0.9, depthWrite: false, toneMapped: false });
  const pickMat = new MeshBasicMaterial({ visible: false });

  const bodyGeom = new RoundedBoxGeometry(1, baseFor('infantry').h, 1, 2, 0.035).translate(0, baseFor('infantry').h / 2, 0);
  // In motion at the low-detail tiers the bevel is too small to see: a plain box (12 triangles, not 300).
  const bodyCoarse = new BoxGeometry(1, baseFor('infantry').h, 1).translate(0, baseFor('infantry').h / 2, 0);
  const topGeom = new BoxGeometry(1, FLOCK_H, 1).translate(0, baseFor('infantry').h + FLOCK_H / 2 - 0.004, 0);
  const baseBody = instanced(bodyGeom, plain, stands, true);
  const baseTop = instanced(topGeom, ground, stands, false);
  // Heroic scale: figures taller and stouter than the bases would have them, so a unit reads
  // from across the room when the camera frames the whole table.
  const figureMeshes = Object.fromEntries(FIGURE_KINDS.map((k) => [k, instanced(FIGURE_GEOMETRY[k](FINE).scale(...FIGURE_SCALE), tinted, figures, true)])) as Record<FigureKind, InstancedMesh>;
  const flags = instanced(flagGeometry(FINE).scale(1.5, 1.5, 1.5), tinted, capacity, true);
  const discs = instanced(new CylinderGeometry(0.5, 0.5, 1, 28).translate(0, 0.5, 0), plain, capacity * 2, true);
  // Coarser twins drawn in motion at the render budget's low-detail tiers (motionDetail.ts).
  setMotionGeometry(baseBody, bodyCoarse);
  for (const k of FIGURE_KINDS) setMotionGeometry(figureMeshes[k], FIGURE_GEOMETRY[k](COARSE).scale(...FIGURE_SCALE));
  setMotionGeometry(flags, flagGeometry(COARSE).scale(1.5, 1.5, 1.5));
  setMotionGeometry(discs, new CylinderGeometry(0.5, 0.5, 1, 12).translate(0, 0.5, 0));
  const labelGeom = atlasQuadGeometry(capacity * 2);
  (labelGeom.getAttribute('aFace') as InstancedBufferAttribute).setUsage(DynamicDrawUsage);
  const labels = instanced(labelGeom, labelsMat, capacity * 2, false);
  const rings = instanced(new RingGeometry(0.88, 1, 64, 1).rotateX(-Math.PI / 2), ringMat, capacity, true);
  const pick = instanced(new CylinderGeometry(1, 1, 1, 16).translate(0, 0.5, 0), pickMat, capacity, false);
  // After the lit sectors' rings (SectorHighlights, 3), which cross the labels of a unit on the
  // hex's edge; before the smoke and flashes of a volley (CombatEffects, 4 and 5).
  labels.renderOrder = 3.5;
  rings.renderOrder = 1;

  // Shadows where they show: the base's body, the figures and flags. The base's top lies on its
  // body and the discs (count plates, tokens) lie flat on it: their shadows would fall inside the
  // body's, for a shadow-pass draw call each.
  for (const m of [baseBody, flags, ...Object.values(figureMeshes)]) {
    m.castShadow = castShadow;
    m.receiveShadow = true;
  }
  baseTop.receiveShadow = true;
  discs.receiveShadow = true;
  return {
    baseBody,
    baseTop,
    figures: figureMeshes,
    flags,
    discs,
    labels,
    rings,
    pick,
    all: [baseBody, baseTop, ...Object.values(figureMeshes), flags, discs, labels, rings, pick],
    materials: [tinted, plain, ground, labelsMat, ringMat, pickMat],
  };
}

// ---------------------------------------------------------------------------------------------
// Writing the instances.

const TROOP_INDEX: Record<TroopType, number> = { infantry: 0, nativeWarriors: 1, cavalry: 2, mountedInfantry: 3 };
interface Formation {
  slots: Slot[];
  rear: number;
}
const formations = new Map<number, Formation>();
function formationOf(n: number, order: DisplayUnit['order'], troopType: TroopType): Formation {
  const key = TROOP_INDEX[troopType] * 1000 + (order === 'loose' ? 500 : 0) + n;
  let f = formations.get(key);
  if (!f) {
    const slots = standSlots(n, order, troopType);
    f = { slots, rear: slots.length ? slotsExtent(slots, baseFor(troopType)).maxZ : 0 };
    formations.set(key, f);
  }
  return f;
}

/** Rotation about y, translation and scale in one matrix (no allocation). */
function setTRS(m: Matrix4, rot: number, x: number, y: number, z: number, sx: number, sy: number, sz: number): Matrix4 {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return m.set(c * sx, 0, s * sz, x, 0, sy, 0, y, -s * sx, 0, c * sz, z, 0, 0, 0, 1);
}

export interface Scratch {
  unit: Matrix4;
  stand: Matrix4;
  local: Matrix4;
  world: Matrix4;
  point: Vector3;
  colour: Color;
  coat: Record<Side, Color>;
  main: Record<Side, Color>;
  plate: Color;
  marks: Record<string, Color>;
  /** Figures written so far, by kind. */
  figures: Record<FigureKind, number>;
}

export function makeScratch(): Scratch {
  const bySide = (f: (s: Side) => string) => ({ red: new Color(f('red')), blue: new Color(f('blue')) });
  return {
    unit: new Matrix4(),
    stand: new Matrix4(),
    local: new Matrix4(),
    world: new Matrix4(),
    point: new Vector3(),
    colour: new Color(),
    coat: bySide((s) => COAT_COLOUR[s]),
    main: bySide((s) => SIDE_COLOUR[s].main),
    plate: new Color(PLATE.colour),
    marks: Object.fromEntries(Object.entries(MARK_STYLE).map(([k, v]) => [k, new Color(v.color).multiplyScalar(v.strength)])),
    figures: { foot: 0, warrior: 0, horseman: 0 },
  };
}

/** Small steady differences between figures, as if each were painted by hand. */
const SHADE = [1, 0.93, 1.06, 0.97, 1.03];

function finish(mesh: InstancedMesh, count: number): void {
  mesh.count = count;
  mesh.visible = count > 0;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}

/** How far above the count plate's top its face and the badge are printed. */
const PRINT_ABOVE = 0.006;

/** The number of stands a unit's count plate shows (0: no plate): those that stay once a loss starts fading. */
function plateCount(u: DisplayUnit): number {
  const n = Math.max(0, Math.floor(u.stands));
  if (n === 0) return 0;
  const losing = Math.min(n, Math.max(0, Math.floor(u.losing || 0)));
  return (u.fade || 0) > 0 ? n - losing : n;
}

/** The badge's atlas cell, or null: it stays while any stand does (a unit being destroyed is still told apart). */
function badgeCell(u: DisplayUnit): number | null {
  return Math.floor(u.stands) > 0 && u.number !== null ? labelCell('number', u.side, Number(u.number)) : null;
}

const markUnit = new Matrix4();
const markPoint = new Vector3();
const markCorner = new Vector3();

/** A flat square of side `size` centred at (x, y, z), projected: the CSS-pixel box round its corners, or null if any corner is behind the camera. */
function squareOnCanvas(camera: Camera, width: number, height: number, x: number, y: number, z: number, size: number): LabelRect | null {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < 4; i++) {
    markCorner.set(x + (i & 1 ? size : -size) / 2, y, z + (i & 2 ? size : -size) / 2).project(camera);
    if (!(markCorner.z >= -1 && markCorner.z <= 1)) return null;
    const px = ((markCorner.x + 1) / 2) * width;
    const py = ((1 - markCorner.y) / 2) * height;
    if (px < left) left = px;
    if (px > right) right = px;
    if (py < top) top = py;
    if (py > bottom) bottom = py;
  }
  return { left, top, right, bottom };
}

/**
 * Where every unit's number badge and count plate lie on the canvas (CSS pixels of a canvas
 * `width` x `height` seen through `camera`), as writeUnits lays them (the quads are drawn where
 * they lie, whatever their depth test's lift): the floating labels keep off them (SectorLabels).
 * Appended to `out`; a square with a corner behind the camera is left out.
 */
export function standMarkRects(units: readonly DisplayUnit[], camera: Camera, width: number, height: number, out: LabelRect[] = []): LabelRect[] {
  for (const u of units) {
    const shown = plateCount(u);
    const badge = badgeCell(u);
    if (shown === 0 && badge === null) continue;
    const k = u.scale ?? 1;
    const [px, py, pz] = u.position;
    setTRS(markUnit, u.facing, px, py, pz, k, k, k);
    const { rear } = formationOf(Math.max(0, Math.floor(u.stands)), u.order, u.troopType);
    markPoint.set(0, 0, rear + PLATE.behind).applyMatrix4(markUnit);
    const printY = markPoint.y + PLATE.h + PRINT_ABOVE;
    if (shown > 0) {
      const r = squareOnCanvas(camera, width, height, markPoint.x + PLATE.x, printY, markPoint.z, COUNT_FACE);
      if (r) out.push(r);
    }
    if (badge !== null) {
      const r = squareOnCanvas(camera, width, height, markPoint.x + BADGE.x, printY, markPoint.z, BADGE.size);
      if (r) out.push(r);
    }
  }
  return out;
}

/** Writes every unit into the meshes; `pickIds` gets the unit id of each pick instance. */
export function writeUnits(units: readonly DisplayUnit[], m: StandMeshes, s: Scratch, pickIds: string[], capacity: number): void {
  const figureCap = m.figures.foot.instanceMatrix.count;
  const standCap = m.baseBody.instanceMatrix.count;
  const labelCap = m.labels.instanceMatrix.count;
  let nStand = 0;
  const nFig = s.figures;
  nFig.foot = nFig.warrior = nFig.horseman = 0;
  let nFlag = 0;
  let nDisc = 0;
  let nLabel = 0;
  let nRing = 0;
  let nPick = 0;
  const faces = m.labels.geometry.getAttribute('aFace') as InstancedBufferAttribute;
  pickIds.length = 0;

  for (const u of units) {
    if (nPick >= capacity) break;
    const [px, py, pz] = u.position;
    const k = u.scale ?? 1;
    setTRS(s.unit, u.facing, px, py, pz, k, k, k);
    const n = Math.max(0, Math.floor(u.stands));
    const losing = Math.min(n, Math.max(0, Math.floor(u.losing || 0)));
    const fade = Math.min(1, Math.max(0, u.fade || 0));
    const keep = n - losing;
    const { slots, rear } = formationOf(n, u.order, u.troopType);
    const base = baseFor(u.troopType);
    const kind = figureKind(u.troopType);
    const figs = figureSlots(u.troopType, u.order);
    const figMesh = m.figures[kind];
    const coat = s.coat[u.side];

    // The flag stands on the rearmost, then leftmost, stand that stays.
    let flagStand = -1;
    const pool = keep > 0 ? keep : n;
    for (let i = 0; i < pool; i++) {
      const a = slots[i]!;
      const b = flagStand >= 0 ? slots[flagStand]! : null;
      if (!b || a.z > b.z + 1e-6 || (Math.abs(a.z - b.z) <= 1e-6 && a.x < b.x)) flagStand = i;
    }

    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
      let k = 1;
      let drop = 0;
      if (i >= keep) {
        k = 1 - fade;
        drop = fade * SINK;
        if (k <= 0.02) continue;
      }
      if (nStand >= standCap) break;
      // Base: body in the side's colour, painted ground on top.
      setTRS(s.local, slot.rot, slot.x, -drop, slot.z, base.w * k, k, base.d * k);
      s.world.multiplyMatrices(s.unit, s.local);
      m.baseBody.setMatrixAt(nStand, s.world);
      m.baseBody.setColorAt(nStand, s.main[u.side]);
      setTRS(s.local, slot.rot, slot.x, -drop, slot.z, (base.w - 0.07) * k, k, (base.d - 0.07) * k);
      s.world.multiplyMatrices(s.unit, s.local);
      m.baseTop.setMatrixAt(nStand, s.world);
      nStand++;
      // Figures, in the stand's frame.
      setTRS(s.local, slot.rot, slot.x, -drop, slot.z, k, k, k);
      s.stand.multiplyMatrices(s.unit, s.local);
      const figY = base.h + FLOCK_H - 0.004;
      for (let f = 0; f < figs.length; f++) {
        if (nFig[kind] >= figureCap) break;
        const fig = figs[f]!;
        setTRS(s.local, fig.rot, fig.x, figY, fig.z, 1, 1, 1);
        s.world.multiplyMatrices(s.stand, s.local);
        figMesh.setMatrixAt(nFig[kind], s.world);
        figMesh.setColorAt(nFig[kind], s.colour.copy(coat).multiplyScalar(SHADE[(i * 3 + f) % SHADE.length]!));
        nFig[kind]++;
      }
      if (i === flagStand) {
        setTRS(s.local, 0, -base.w / 2 + 0.08, figY, base.d / 2 - 0.08, 1, 1, 1);
        s.world.multiplyMatrices(s.stand, s.local);
        m.flags.setMatrixAt(nFlag, s.world);
        m.flags.setColorAt(nFlag, s.main[u.side]);
        nFlag++;
      }
    }

    // Behind the unit, upright for the viewer whatever the unit's facing and read left to right:
    // its number badge (the number its name uses), then the count plate with its number of stands.
    const shown = plateCount(u);
    s.point.set(0, 0, rear + PLATE.behind).applyMatrix4(s.unit);
    const rowX = s.point.x;
    const rowY = s.point.y;
    const rowZ = s.point.z;
    const printY = rowY + PLATE.h + PRINT_ABOVE;
    if (shown > 0) {
      setTRS(s.local, 0, rowX + PLATE.x, rowY, rowZ, PLATE.radius * 2, PLATE.h, PLATE.radius * 2);
      m.discs.setMatrixAt(nDisc, s.local);
      m.discs.setColorAt(nDisc, s.plate);
      nDisc++;
      const cell = labelCell('count', u.side, Math.min(9, shown));
      if (cell !== null && nLabel < labelCap) {
        setTRS(s.local, 0, rowX + PLATE.x, printY, rowZ, COUNT_FACE, 1, COUNT_FACE);
        m.labels.setMatrixAt(nLabel, s.local);
        setCellUv(faces, nLabel++, cell);
      }
    }
    const badge = badgeCell(u);
    if (badge !== null && nLabel < labelCap) {
      setTRS(s.local, 0, rowX + BADGE.x, printY, rowZ, BADGE.size, 1, BADGE.size);
      m.labels.setMatrixAt(nLabel, s.local);
      setCellUv(faces, nLabel++, badge);
    }
    // "The unit keeps its token beside it" once activated.
    if (u.activated) {
      setTRS(s.local, 0, rowX + PLATE.x + TOKEN.right, rowY, rowZ, TOKEN.radius * 2, TOKEN.h, TOKEN.radius * 2);
      m.discs.setMatrixAt(nDisc, s.local);
      m.discs.setColorAt(nDisc, s.main[u.side]);
      nDisc++;
    }
    if (u.mark !== 'none') {
      const style = MARK_STYLE[u.mark];
      setTRS(s.local, 0, px, py + 0.025, pz, style.radius, 1, style.radius);
      m.rings.setMatrixAt(nRing, s.local);
      m.rings.setColorAt(nRing, s.marks[u.mark]!);
      nRing++;
    }
    setTRS(s.local, 0, px, py, pz, PICK.radius, PICK.h, PICK.radius);
    m.pick.setMatrixAt(nPick, s.local);
    pickIds.push(u.id);
    nPick++;
  }

  finish(m.baseBody, nStand);
  finish(m.baseTop, nStand);
  finish(m.figures.foot, nFig.foot);
  finish(m.figures.warrior, nFig.warrior);
  finish(m.figures.horseman, nFig.horseman);
  finish(m.flags, nFlag);
  finish(m.discs, nDisc);
  finish(m.labels, nLabel);
  finish(m.rings, nRing);
  finish(m.pick, nPick);
  m.pick.visible = true;
  faces.needsUpdate = true;
  // Raycasting tests the pick mesh's bounding sphere first: keep it current.
  m.pick.computeBoundingSphere();
}

/**
 * All Belle Epoque units on the table. Pointer events report the unit under the pointer (its
 * whole hex-sized footprint catches the pointer); drags (more than 6 pixels) are not clicks.
 */
export function Stands({ units, onUnitHover, onUnitClick, onUnitDoubleClick, castShadow = true }: StandsProps) {
  const invalidate = useThree((s) => s.invalidate);
  const capacity = capacityFor(units.length);
  const meshes = useMemo(() => buildStandMeshes(capacity, castShadow, invalidate), [capacity, castShadow, invalidate]);
  const scratch = useMemo(makeScratch, []);
  const pickIds = useRef<string[]>([]);

  useLayoutEffect(() => {
    writeUnits(units, meshes, scratch, pickIds.current, capacity);
    invalidate();
  }, [units, meshes, scratch, capacity, invalidate]);

  useLayoutEffect(
    () => () => {
      for (const mesh of meshes.all) {
        disposeGeometries(mesh);
        mesh.dispose();
      }
      for (const material of meshes.materials) material.dispose();
    },
    [meshes],
  );

  const idOf = (instanceId: number | undefined) => (instanceId === undefined ? undefined : pickIds.current[instanceId]);
  return (
    <group name="belle-stands">
      {meshes.all
        .filter((m) => m !== meshes.pick)
        .map((m) => (
          <primitive key={m.uuid} object={m} />
        ))}
      <primitive
        object={meshes.pick}
        onPointerMove={
          onUnitHover
            ? (e: ThreeEvent<PointerEvent>) => {
                const id = idOf(e.instanceId);
                if (id === undefined) return;
                e.stopPropagation();
                onUnitHover(id, e);
              }
            : undefined
        }
        onPointerOut={onUnitHover ? () => onUnitHover(null, null) : undefined}
        onClick={
          onUnitClick
            ? (e: ThreeEvent<MouseEvent>) => {
                const id = idOf(e.instanceId);
                if (id === undefined || isDrag(e)) return;
                e.stopPropagation();
                onUnitClick(id, e);
              }
            : undefined
        }
        onDoubleClick={
          onUnitDoubleClick
            ? (e: ThreeEvent<MouseEvent>) => {
                const id = idOf(e.instanceId);
                if (id === undefined) return;
                e.stopPropagation();
                onUnitDoubleClick(id, e);
              }
            : undefined
        }
      />
    </group>
  );
}
