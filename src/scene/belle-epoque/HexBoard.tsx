// The Belle Epoque board on the table: a printed plate (one canvas texture: paper, hex grid,
// column letters and row numbers, the two sides' edges), a terrain tile per sector, the sector
// labels (one mesh over a label atlas), a cardboard "?" token on each undiscovered sector, and the
// terrain's dressing (trees, reeds, rocks, earthworks...; terrainDressing.ts). Every kind of
// repeated thing is one mesh, its copies baked into one geometry (bakeInstances.ts), so the whole
// board is about 18 draw calls; when what the sectors show changes (a sector discovered) those
// meshes are baked again, nothing remounts.
// Pointer events come from one invisible instanced pick mesh (instance id = sector index).
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import {
  BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DodecahedronGeometry,
  Float32BufferAttribute,
  IcosahedronGeometry,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  NoColorSpace,
  Object3D,
  RepeatWrapping,
  SRGBColorSpace,
  type Material,
  type Texture,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { COLS, ROWS, SECTOR_COUNT, sectorLabel } from '../../games/belle-epoque/rules/hex';
import { FONT_FAMILY, loadCanvasFonts } from '../fonts';
import { makeCanvas, paperGrain, seeded } from '../tableTextures';
import { useAsset } from '../useAsset';
import { BOARD, BOARD_TOP, HEX, SIDE_COLOUR, sectorCenter, type ShownTerrain } from './layout';
import {
  CLIFF_TOP_RADIUS,
  HILL_TOP_RADIUS,
  MAX_PER_SECTOR,
  SECTOR_LABEL,
  SECTOR_LABEL_EM,
  ENCOUNTER_TOKEN_SHIFT,
  TILE_BASE_RADIUS,
  labelSpot,
  sectorDressing,
  sectorRandom,
  tileShape,
  type Dressing,
  type DressingKind,
} from './terrainDressing';
import type { BelleSectorView } from './viewTypes';
import { isDrag } from '../pointerClick';
import { disposeGeometries, setMotionGeometry } from '../motionDetail';
import { bakeInstances, type BakedCopy } from '../bakeInstances';

export interface HexBoardProps {
  sectors: BelleSectorView[];
  onSectorHover?: (sector: number | null, e: ThreeEvent<PointerEvent> | null) => void;
  onSectorClick?: (sector: number, e: ThreeEvent<MouseEvent>) => void;
  onSectorDoubleClick?: (sector: number, e: ThreeEvent<MouseEvent>) => void;
}

// ---------------------------------------------------------------------------------------------
// Colours

/** Tile top colours (multiplied over a light grain texture and the tile's vertex shading). */
const TERRAIN_COLOUR: Record<ShownTerrain, string> = {
  open: '#8fa85a',
  unknown: '#bdb39c',
  woods: '#6c8a44',
  dense: '#4a6431',
  swamp: '#66734b',
  hill: '#b5b171',
  cliffs: '#ffffff',
  ford: '#8fb8bd',
  river: '#4c7ea8',
};
/** Label ink: dark on light tiles, light on dark ones. */
const LIGHT_INK: ReadonlySet<ShownTerrain> = new Set<ShownTerrain>(['dense', 'river', 'swamp', 'woods']);
const DARK_INK = '#2a2216';
const PALE_INK = '#f3ead6';
const PAPER = '#ddd0ae';
const INK = '#5a4a32';

type RGB = [number, number, number];
const rgb = (hex: string): RGB => {
  const c = new Color(hex);
  return [c.r, c.g, c.b];
};

// ---------------------------------------------------------------------------------------------
// Geometry (unit models: base at y = 0, top at y = 1)

type V3 = [number, number, number];

/** Collects flat-shaded triangles with colours; uv is the top-down projection of the unit model. */
class MeshBuilder {
  private readonly pos: number[] = [];
  private readonly nor: number[] = [];
  private readonly col: number[] = [];
  private readonly uv: number[] = [];

  tri(a: V3, b: V3, c: V3, color: RGB, outward: V3): void {
    const u: V3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const v: V3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    let n: V3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    let [p, q] = [b, c];
    if (n[0] * outward[0] + n[1] * outward[1] + n[2] * outward[2] < 0) {
      [p, q] = [c, b];
      n = [-n[0], -n[1], -n[2]];
    }
    const len = Math.hypot(n[0], n[1], n[2]) || 1;
    for (const w of [a, p, q]) {
      this.pos.push(w[0], w[1], w[2]);
      this.nor.push(n[0] / len, n[1] / len, n[2] / len);
      this.col.push(color[0], color[1], color[2]);
      this.uv.push(w[0] * 0.5 + 0.5, 0.5 - w[2] * 0.5);
    }
  }

  quad(a: V3, b: V3, c: V3, d: V3, color: RGB, outward: V3): void {
    this.tri(a, b, c, color, outward);
    this.tri(a, c, d, color, outward);
  }

  build(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(this.pos, 3));
    g.setAttribute('normal', new Float32BufferAttribute(this.nor, 3));
    g.setAttribute('color', new Float32BufferAttribute(this.col, 3));
    g.setAttribute('uv', new Float32BufferAttribute(this.uv, 2));
    g.computeBoundingSphere();
    return g;
  }
}

interface Ring {
  y: number;
  /** Points (x, z) around the ring, counter-clockwise seen from above. */
  pts: [number, number][];
  /** Colour of the band from this ring up to the next. */
  color: RGB;
}

/** A solid of stacked rings (sides between them) with a flat top: tiles, hills, cliffs. */
function ringSolid(rings: Ring[], topColor: RGB): BufferGeometry {
  const m = new MeshBuilder();
  for (let k = 0; k + 1 < rings.length; k++) {
    const lo = rings[k]!;
    const hi = rings[k + 1]!;
    const n = lo.pts.length;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const a: V3 = [lo.pts[i]![0], lo.y, lo.pts[i]![1]];
      const b: V3 = [lo.pts[j]![0], lo.y, lo.pts[j]![1]];
      const c: V3 = [hi.pts[j]![0], hi.y, hi.pts[j]![1]];
      const d: V3 = [hi.pts[i]![0], hi.y, hi.pts[i]![1]];
      const out: V3 = [(a[0] + b[0]) / 2, 0, (a[2] + b[2]) / 2];
      m.quad(a, b, c, d, lo.color, out);
    }
  }
  const top = rings[rings.length - 1]!;
  const centre: V3 = [0, top.y, 0];
  for (let i = 0; i < top.pts.length; i++) {
    const j = (i + 1) % top.pts.length;
    m.tri(centre, [top.pts[i]![0], top.y, top.pts[i]![1]], [top.pts[j]![0], top.y, top.pts[j]![1]], topColor, [0, 1, 0]);
  }
  return m.build();
}

/** Hex corners (flat-topped: corners at 0, 60, ... degrees) of corner radius r. */
function hexPts(r: number): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => [r * Math.cos((Math.PI / 3) * i), r * Math.sin((Math.PI / 3) * i)] as [number, number]);
}

/** A hexagonal frustum of base corner radius 1 and top radius `top`, height 1. */
function hexFrustum(top: number, side: RGB): BufferGeometry {
  return ringSolid(
    [
      { y: 0, pts: hexPts(1), color: side },
      { y: 1, pts: hexPts(top), color: side },
    ],
    [1, 1, 1],
  );
}

/** A ragged rock column: ledges and strata, jittered once (deterministic), mossy flat top. */
function cliffGeometry(): BufferGeometry {
  const rand = sectorRandom(4242, 1);
  const topFraction = CLIFF_TOP_RADIUS / TILE_BASE_RADIUS;
  const levels: [number, number, string][] = [
    [0, 0.985, '#7d7870'],
    [0.2, 0.95, '#938d84'],
    [0.42, 0.975, '#6f6b65'],
    [0.63, 0.925, '#8a857c'],
    [0.84, 0.94, '#77736c'],
    [1, topFraction, '#77736c'],
  ];
  const rings: Ring[] = levels.map(([y, r, colour], k) => ({
    y,
    color: rgb(colour),
    pts: Array.from({ length: 12 }, (_, i) => {
      const a = (Math.PI / 6) * i;
      const hexR = i % 2 === 0 ? r : r * Math.cos(Math.PI / 6);
      // The base stays inside the hex; the top keeps at least its stated radius for the stands.
      const jitter = k === 0 ? 1 - rand() * 0.03 : k === levels.length - 1 ? 1 + rand() * 0.015 : 1 + (rand() - 0.5) * 0.05;
      return [hexR * jitter * Math.cos(a), hexR * jitter * Math.sin(a)] as [number, number];
    }),
  }));
  return ringSolid(rings, rgb('#9a9c86'));
}

/** Gives a geometry a constant vertex colour (so parts can be merged into one coloured model). */
function painted(g: BufferGeometry, colour: string): BufferGeometry {
  const ni = g.index ? g.toNonIndexed() : g;
  const [r, gr, b] = rgb(colour);
  const n = ni.getAttribute('position').count;
  const cols = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) cols.set([r, gr, b], i * 3);
  ni.setAttribute('color', new Float32BufferAttribute(cols, 3));
  if (!ni.getAttribute('uv')) ni.setAttribute('uv', new Float32BufferAttribute(new Float32Array(n * 2), 2));
  return ni;
}

function merged(parts: BufferGeometry[]): BufferGeometry {
  const g = mergeGeometries(parts.map((p) => {
    const q = p.index ? p.toNonIndexed() : p;
    q.deleteAttribute('uv');
    return q;
  }));
  if (!g) throw new Error('Could not merge the decoration geometry.');
  g.computeVertexNormals();
  return g;
}

/** Flat shading for a non-indexed geometry (rocks, bushes). */
function faceted(g: BufferGeometry): BufferGeometry {
  const ni = g.index ? g.toNonIndexed() : g;
  ni.computeVertexNormals();
  return ni;
}

const TRUNK = '#5b4128';
const NEEDLES = '#3f6a34';
const LEAVES = '#5f8a3a';

function pineGeometry(): BufferGeometry {
  const trunk = painted(new CylinderGeometry(0.06, 0.08, 0.26, 6).translate(0, 0.13, 0), TRUNK);
  const low = painted(new CylinderGeometry(0, 0.5, 0.56, 8).translate(0, 0.18 + 0.28, 0), NEEDLES);
  const high = painted(new CylinderGeometry(0, 0.36, 0.44, 8).translate(0, 0.56 + 0.22, 0), '#4a7a3c');
  return merged([trunk, low, high]);
}

/** `coarse`: the twin drawn in motion at the low-detail tiers (a 20-facet crown, not 80). */
function broadleafGeometry(coarse = false): BufferGeometry {
  const trunk = painted(new CylinderGeometry(0.06, 0.08, 0.46, coarse ? 4 : 6).translate(0, 0.23, 0), TRUNK);
  const crown = painted(faceted(new IcosahedronGeometry(0.5, coarse ? 0 : 1)).scale(1, 0.72, 1).translate(0, 0.64, 0), LEAVES);
  return merged([trunk, crown]);
}

function bushGeometry(): BufferGeometry {
  return merged([painted(faceted(new IcosahedronGeometry(0.5, 0)).translate(0, 0.42, 0), '#557d38')]);
}

function reedGeometry(): BufferGeometry {
  const rand = sectorRandom(777, 3);
  const parts: BufferGeometry[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (Math.PI * 2 * i) / 7 + rand() * 0.5;
    const r = 0.06 + rand() * 0.34;
    const h = 0.65 + rand() * 0.35;
    const blade = new CylinderGeometry(0, 0.035, h, 4).translate(0, h / 2, 0);
    blade.rotateZ((rand() - 0.5) * 0.25).rotateX((rand() - 0.5) * 0.25).translate(r * Math.cos(a), 0, r * Math.sin(a));
    parts.push(painted(blade, i % 2 ? '#8c9a4a' : '#6f8a3c'));
    if (i % 3 === 0) parts.push(painted(new CylinderGeometry(0.04, 0.04, 0.14, 5).translate(r * Math.cos(a), h * 0.78, r * Math.sin(a)), '#5a3a22'));
  }
  return merged(parts);
}

function rockGeometry(): BufferGeometry {
  return faceted(new DodecahedronGeometry(0.5, 0).translate(0, 0.45, 0));
}

/** A berm along x: a trapezoid in section, 1 long, 1 deep at the foot, 0.4 at the crest. */
function earthworkGeometry(): BufferGeometry {
  const m = new MeshBuilder();
  const earth = rgb('#8a6a45');
  const turf = rgb('#7d8448');
  const p = (x: number, y: number, z: number): V3 => [x, y, z];
  m.quad(p(-0.5, 0, 0.5), p(0.5, 0, 0.5), p(0.5, 1, 0.2), p(-0.5, 1, 0.2), earth, [0, 0.3, 1]);
  m.quad(p(-0.5, 0, -0.5), p(0.5, 0, -0.5), p(0.5, 1, -0.2), p(-0.5, 1, -0.2), earth, [0, 0.3, -1]);
  m.quad(p(-0.5, 1, -0.2), p(0.5, 1, -0.2), p(0.5, 1, 0.2), p(-0.5, 1, 0.2), turf, [0, 1, 0]);
  for (const x of [-0.5, 0.5]) m.quad(p(x, 0, -0.5), p(x, 0, 0.5), p(x, 1, 0.2), p(x, 1, -0.2), earth, [x, 0, 0]);
  return m.build();
}

function gabionGeometry(): BufferGeometry {
  return painted(new CylinderGeometry(0.5, 0.46, 1, 8).translate(0, 0.5, 0), '#a48a5c');
}

/** A flat disc of radius 0.5 at y = 0 (pools). */
function poolGeometry(): BufferGeometry {
  const m = new MeshBuilder();
  const n = 20;
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const b = (Math.PI * 2 * (i + 1)) / n;
    m.tri([0, 0, 0], [0.5 * Math.cos(a), 0, 0.5 * Math.sin(a)], [0.5 * Math.cos(b), 0, 0.5 * Math.sin(b)], [1, 1, 1], [0, 1, 0]);
  }
  return m.build();
}

/** An open hexagonal band (a contour line round a hill), corner radius 0.5, height 1. */
function contourGeometry(): BufferGeometry {
  const m = new MeshBuilder();
  const pts = hexPts(0.5);
  for (let i = 0; i < 6; i++) {
    const [ax, az] = pts[i]!;
    const [bx, bz] = pts[(i + 1) % 6]!;
    m.quad([ax, 0, az], [bx, 0, bz], [bx, 1, bz], [ax, 1, az], [1, 1, 1], [(ax + bx) / 2, 0, (az + bz) / 2]);
  }
  return m.build();
}

/** The encounter token: a disc of radius 1 and 0.08 thick whose top shows the whole texture. */
function tokenGeometry(segments = 40): BufferGeometry {
  const g = new CylinderGeometry(1, 1, 0.08, segments).translate(0, 0.04, 0).toNonIndexed();
  const pos = g.getAttribute('position');
  const nor = g.getAttribute('normal');
  const uv = g.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) {
    // Top face: the printed face, reading upright from the viewer's side (+z); the rest: the edge.
    if (nor.getY(i) > 0.5) uv.setXY(i, pos.getX(i) * 0.5 + 0.5, 0.5 - pos.getZ(i) * 0.5);
    else uv.setXY(i, 0.01, 0.01);
  }
  g.clearGroups();
  return g;
}

// ---------------------------------------------------------------------------------------------
// Textures (browser only; drawn once, after the fonts are loaded)

/** Pixels per world unit of the printed plate. */
const PLATE_PPU = Math.floor(3072 / Math.max(BOARD.w, BOARD.d));

function finish(c: HTMLCanvasElement, colour: boolean, repeat = false): CanvasTexture {
  const t = new CanvasTexture(c);
  t.colorSpace = colour ? SRGBColorSpace : NoColorSpace;
  t.anisotropy = 8;
  if (repeat) {
    t.wrapS = RepeatWrapping;
    t.wrapT = RepeatWrapping;
  }
  return t;
}

function hexPath(ctx: CanvasRenderingContext2D, cx: number, cz: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    if (i === 0) ctx.moveTo(cx + r * Math.cos(a), cz + r * Math.sin(a));
    else ctx.lineTo(cx + r * Math.cos(a), cz + r * Math.sin(a));
  }
  ctx.closePath();
}

/** The plate: paper, the hex grid, column letters and row numbers, red's and blue's edges. */
function plateTexture(): CanvasTexture {
  const ppu = PLATE_PPU;
  const W = Math.round(BOARD.w * ppu);
  const H = Math.round(BOARD.d * ppu);
  const [c, ctx] = makeCanvas(W, H);
  const sx = (x: number) => (x - BOARD.x + BOARD.w / 2) * ppu;
  const sz = (z: number) => (z - BOARD.z + BOARD.d / 2) * ppu;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  paperGrain(ctx, W, H, 1899, 0.0006);
  // The sides' edges: a band along red's (far) and blue's (near) edge of the board.
  const band = 0.32 * ppu;
  ctx.fillStyle = SIDE_COLOUR.red.main;
  ctx.fillRect(0, 0, W, band);
  ctx.fillStyle = SIDE_COLOUR.blue.main;
  ctx.fillRect(0, H - band, W, band);
  // The field under the tiles, slightly darker, then the grid.
  ctx.fillStyle = 'rgba(90, 70, 40, 0.12)';
  for (let s = 0; s < SECTOR_COUNT; s++) {
    const p = sectorCenter(s);
    hexPath(ctx, sx(p.x), sz(p.z), HEX.radius * ppu);
    ctx.fill();
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(2, 0.05 * ppu);
  ctx.lineJoin = 'round';
  for (let s = 0; s < SECTOR_COUNT; s++) {
    const p = sectorCenter(s);
    hexPath(ctx, sx(p.x), sz(p.z), HEX.radius * ppu);
    ctx.stroke();
  }
  // Column letters above and below, row numbers left and right (sectorLabel's a..m, 1..9).
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.round(0.62 * ppu)}px "${FONT_FAMILY.sans}", sans-serif`;
  const top = BOARD.z - BOARD.d / 2;
  const bottom = BOARD.z + BOARD.d / 2;
  for (let col = 0; col < COLS; col++) {
    const letter = String.fromCharCode(97 + col);
    const x = sectorCenter(col).x;
    ctx.fillText(letter, sx(x), sz(top + 0.32 + 0.45));
    ctx.fillText(letter, sx(x), sz(bottom - 0.32 - 0.45));
  }
  const left = BOARD.x - BOARD.w / 2;
  const right = BOARD.x + BOARD.w / 2;
  for (let row = 0; row < ROWS; row++) {
    const z = sectorCenter(row * COLS).z;
    ctx.fillText(`${row + 1}`, sx(left + 0.55), sz(z));
    ctx.fillText(`${row + 1}`, sx(right - 0.55), sz(z));
  }
  // The bands' captions.
  ctx.font = `700 ${Math.round(0.26 * ppu)}px "${FONT_FAMILY.sans}", sans-serif`;
  ctx.fillStyle = '#f6efe0';
  for (const x of [-BOARD.w / 4, BOARD.w / 4]) {
    ctx.fillText('RED', sx(x), band / 2);
    ctx.fillText('BLUE', sx(x), H - band / 2);
  }
  return finish(c, true);
}

const LABEL_CELL = { w: 172, h: 140 } as const;

/** Every sector's label, white on black (an alpha map), in a grid of cells by column and row. */
function labelAtlas(): CanvasTexture {
  const [c, ctx] = makeCanvas(COLS * LABEL_CELL.w, ROWS * LABEL_CELL.h);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.round(LABEL_CELL.h * SECTOR_LABEL_EM)}px "${FONT_FAMILY.sans}", sans-serif`;
  for (let s = 0; s < SECTOR_COUNT; s++) {
    const col = s % COLS;
    const row = Math.floor(s / COLS);
    ctx.fillText(sectorLabel(s), (col + 0.5) * LABEL_CELL.w, (row + 0.54) * LABEL_CELL.h);
  }
  return finish(c, false);
}

/** A light speckled grain for tile tops (multiplied by each tile's colour). */
function grainTexture(): CanvasTexture {
  const size = 256;
  const [c, ctx] = makeCanvas(size, size);
  const rnd = seeded(1905);
  ctx.fillStyle = '#ececec';
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 2600; i++) {
    const v = rnd() < 0.5 ? 200 + rnd() * 30 : 245 + rnd() * 10;
    ctx.fillStyle = `rgb(${v},${v},${v})`;
    const r = 1 + rnd() * 2.5;
    ctx.fillRect(rnd() * size, rnd() * size, r, r);
  }
  return finish(c, true, true);
}

/** Light ripples over water (multiplied by the river's or ford's colour). */
function rippleTexture(): CanvasTexture {
  const size = 256;
  const [c, ctx] = makeCanvas(size, size);
  const rnd = seeded(1906);
  ctx.fillStyle = '#d8d8d8';
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 60; i++) {
    const y = rnd() * size;
    const x = rnd() * size;
    const len = 20 + rnd() * 50;
    ctx.strokeStyle = rnd() < 0.6 ? `rgba(255,255,255,${0.4 + rnd() * 0.5})` : `rgba(120,120,120,${0.2 + rnd() * 0.3})`;
    ctx.lineWidth = 1 + rnd() * 1.5;
    ctx.beginPath();
    for (let t = 0; t <= len; t += 4) {
      const px = x + t;
      const py = y + Math.sin(t * 0.18) * 2.2;
      if (t === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.stroke();
  }
  return finish(c, true, true);
}

/** The encounter token's face: cardboard, a ring, a big "?" and ENCOUNTER. */
function tokenTexture(): CanvasTexture {
  const size = 512;
  const [c, ctx] = makeCanvas(size, size);
  const mid = size / 2;
  ctx.fillStyle = '#8a7654'; // the cardboard's edge (where the disc's side samples)
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#eadcb6';
  ctx.beginPath();
  ctx.arc(mid, mid, mid, 0, Math.PI * 2);
  ctx.fill();
  paperGrain(ctx, size, size, 1912, 0.002);
  ctx.strokeStyle = '#3b2f22';
  ctx.lineWidth = 18;
  ctx.beginPath();
  ctx.arc(mid, mid, mid - 26, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(mid, mid, mid - 48, 0, Math.PI * 2);
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#7a2a1c';
  ctx.font = `700 300px "${FONT_FAMILY.sans}", sans-serif`;
  ctx.fillText('?', mid, mid - 26);
  ctx.fillStyle = '#3b2f22';
  ctx.font = `700 54px "${FONT_FAMILY.sans}", sans-serif`;
  ctx.fillText('ENCOUNTER', mid, mid + 150);
  return finish(c, true);
}

interface BoardTextures {
  plate: Texture;
  labels: Texture;
  grain: Texture;
  ripple: Texture;
  token: Texture;
}

function boardTextures(): BoardTextures {
  return { plate: plateTexture(), labels: labelAtlas(), grain: grainTexture(), ripple: rippleTexture(), token: tokenTexture() };
}

// ---------------------------------------------------------------------------------------------
// The model: what each instanced mesh shows for the current sectors (plain data)

export interface Part {
  x: number;
  y: number;
  z: number;
  rot: number;
  sx: number;
  sy: number;
  sz: number;
  color?: Color;
}

type TileKind = 'land' | 'water' | 'hill' | 'cliff';

export interface BoardModel {
  tiles: Record<TileKind, Part[]>;
  tokens: Part[];
  pick: Part[];
  dressing: Record<DressingKind, Part[]>;
  labels: { sector: number; x: number; y: number; z: number; ink: RGB }[];
}

const DRESSING_KINDS = Object.keys(MAX_PER_SECTOR) as DressingKind[];

const dressingCache = new Map<string, Dressing[]>();
function cachedDressing(sector: number, terrain: ShownTerrain, fortified: boolean): Dressing[] {
  const key = `${sector}|${terrain}|${fortified ? 1 : 0}`;
  let d = dressingCache.get(key);
  if (!d) {
    d = sectorDressing(sector, terrain, fortified);
    dressingCache.set(key, d);
  }
  return d;
}

const tileKindOf = (t: ShownTerrain): TileKind => (t === 'river' || t === 'ford' ? 'water' : t === 'hill' ? 'hill' : t === 'cliffs' ? 'cliff' : 'land');

/** Tints of the dressing by kind and terrain (instance colour over the models' own colours). */
function dressingTint(kind: DressingKind, terrain: ShownTerrain, rand: () => number): Color {
  const v = 0.86 + rand() * 0.24;
  const dark = terrain === 'dense' && (kind === 'pine' || kind === 'tree' || kind === 'bush') ? 0.72 : 1;
  return new Color(v * dark, v * dark, v * dark);
}

/** What the board draws for these sectors: it reads only what `boardModelKey` keys. */
export function boardModel(sectors: readonly BelleSectorView[]): BoardModel {
  const tiles: Record<TileKind, Part[]> = { land: [], water: [], hill: [], cliff: [] };
  const tokens: Part[] = [];
  const pick: Part[] = [];
  const dressing = Object.fromEntries(DRESSING_KINDS.map((k) => [k, [] as Part[]])) as Record<DressingKind, Part[]>;
  const labels: BoardModel['labels'] = [];
  const n = Math.min(sectors.length, SECTOR_COUNT);
  for (let s = 0; s < n; s++) {
    const view = sectors[s]!;
    const terrain: ShownTerrain = view.terrain ?? 'unknown';
    const c = sectorCenter(s);
    const shape = tileShape(terrain);
    const rand = sectorRandom(s, 31);
    const shade = 0.94 + rand() * 0.1;
    const colour = new Color(TERRAIN_COLOUR[terrain] ?? TERRAIN_COLOUR.unknown).multiplyScalar(shade);
    const kind = tileKindOf(terrain);
    // Cliffs are one rock model turned by a sixth now and then, so they are not all alike.
    const rot = kind === 'cliff' ? (Math.PI / 3) * Math.floor(rand() * 6) : 0;
    tiles[kind].push({ x: c.x, y: shape.bottomY, z: c.z, rot, sx: shape.base, sy: shape.topY - shape.bottomY, sz: shape.base, color: colour });
    pick.push({ x: c.x, y: 0, z: c.z, rot: 0, sx: HEX.radius, sy: shape.topY + 0.02, sz: HEX.radius });
    if (!view.discovered) tokens.push({ x: c.x, y: shape.topY, z: c.z + ENCOUNTER_TOKEN_SHIFT, rot: (rand() - 0.5) * 0.5, sx: 1, sy: 1, sz: 1 });
    const l = labelSpot(terrain);
    labels.push({ sector: s, x: c.x + l.x, y: l.y + 0.006, z: c.z + l.z, ink: rgb(LIGHT_INK.has(terrain) ? PALE_INK : DARK_INK) });
    for (const d of cachedDressing(s, terrain, view.fortified)) {
      dressing[d.kind].push({ x: c.x + d.x, y: d.y, z: c.z + d.z, rot: d.rot, sx: d.sx, sy: d.sy, sz: d.sz, color: dressingTint(d.kind, terrain, rand) });
    }
  }
  return { tiles, tokens, pick, dressing, labels };
}

// ---------------------------------------------------------------------------------------------
// Components

interface BakedPartsProps {
  name: string;
  geometry: BufferGeometry;
  material: Material;
  capacity: number;
  parts: Part[];
  castShadow?: boolean;
  receiveShadow?: boolean;
  /** A coarser twin of `geometry`, drawn in motion at the render budget's low-detail tiers. */
  coarse?: BufferGeometry;
}

/**
 * What of the sectors the board shows (each one's terrain, discovery and earthworks): two lists
 * with the same key make the same board model.
 */
export function boardModelKey(sectors: readonly BelleSectorView[]): string {
  return sectors.map((v) => `${v.terrain ?? ''}/${v.discovered ? 1 : 0}/${v.fortified ? 1 : 0}`).join();
}

/** Where each part stands and its tint, as copies to bake (at most `capacity`). */
export function partCopies(parts: readonly Part[], capacity: number): BakedCopy[] {
  const o = new Object3D();
  return parts.slice(0, capacity).map((p) => {
    o.position.set(p.x, p.y, p.z);
    o.rotation.set(0, p.rot, 0);
    o.scale.set(p.sx, p.sy, p.sz);
    o.updateMatrix();
    return { matrix: o.matrix.clone(), color: p.color };
  });
}

/**
 * One mesh holding every part of a kind, baked into a single geometry (bakeInstances.ts: on a weak
 * GPU an instanced draw costs about one draw per instance); baked again, and its old geometries
 * disposed, only when the parts change (a sector discovered or fortified). Its coarse twin, where
 * the kind has one, is baked with it.
 */
function BakedParts({ name, geometry, material, capacity, parts, castShadow, receiveShadow, coarse }: BakedPartsProps) {
  const ref = useRef<Mesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const copies = partCopies(parts, capacity);
    const fine = bakeInstances(geometry, copies);
    mesh.geometry = fine;
    mesh.visible = copies.length > 0;
    if (coarse) setMotionGeometry(mesh, bakeInstances(coarse, copies));
    return () => disposeGeometries(mesh);
  }, [geometry, coarse, parts, capacity]);
  return <mesh ref={ref} name={name} material={material} castShadow={castShadow} receiveShadow={receiveShadow} />;
}

/** The invisible hex columns that take the pointer: instance id = sector index. */
function PickMesh({ parts, onSectorHover, onSectorClick, onSectorDoubleClick }: { parts: Part[] } & Omit<HexBoardProps, 'sectors'>) {
  const ref = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => hexFrustum(1, [1, 1, 1]), []);
  const material = useMemo(() => new MeshBasicMaterial({ visible: false }), []);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const o = new Object3D();
    parts.forEach((p, i) => {
      o.position.set(p.x, p.y, p.z);
      o.scale.set(p.sx, p.sy, p.sz);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
    });
    mesh.count = parts.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [parts]);
  const sectorOf = (e: { instanceId?: number }) => (e.instanceId === undefined || e.instanceId >= parts.length ? null : e.instanceId);
  return (
    <instancedMesh
      ref={ref}
      name="sector-pick"
      args={[geometry, material, SECTOR_COUNT]}
      onPointerMove={
        onSectorHover
          ? (e) => {
              e.stopPropagation();
              onSectorHover(sectorOf(e), e);
            }
          : undefined
      }
      onPointerOut={onSectorHover ? () => onSectorHover(null, null) : undefined}
      onClick={
        onSectorClick
          ? (e) => {
              const s = sectorOf(e);
              if (s === null || isDrag(e)) return;
              e.stopPropagation();
              onSectorClick(s, e);
            }
          : undefined
      }
      onDoubleClick={
        onSectorDoubleClick
          ? (e) => {
              const s = sectorOf(e);
              if (s === null || isDrag(e)) return;
              e.stopPropagation();
              onSectorDoubleClick(s, e);
            }
          : undefined
      }
    />
  );
}

/** Every sector's label: one mesh of flat quads over the label atlas, moved when terrain changes. */
function SectorLabels({ atlas, labels }: { atlas: Texture; labels: BoardModel['labels'] }) {
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    const uv = new Float32Array(SECTOR_COUNT * 4 * 2);
    const index: number[] = [];
    for (let s = 0; s < SECTOR_COUNT; s++) {
      const col = s % COLS;
      const row = Math.floor(s / COLS);
      const u0 = col / COLS;
      const u1 = (col + 1) / COLS;
      const v1 = 1 - row / ROWS;
      const v0 = 1 - (row + 1) / ROWS;
      uv.set([u0, v1, u1, v1, u1, v0, u0, v0], s * 8);
      const b = s * 4;
      index.push(b, b + 2, b + 1, b, b + 3, b + 2);
    }
    g.setAttribute('position', new Float32BufferAttribute(new Float32Array(SECTOR_COUNT * 4 * 3), 3));
    g.setAttribute('color', new Float32BufferAttribute(new Float32Array(SECTOR_COUNT * 4 * 3), 3));
    g.setAttribute('normal', new Float32BufferAttribute(new Float32Array(SECTOR_COUNT * 4 * 3).map((_, i) => (i % 3 === 1 ? 1 : 0)), 3));
    g.setAttribute('uv', new Float32BufferAttribute(uv, 2));
    g.setIndex(index);
    return g;
  }, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => {
    const pos = geometry.getAttribute('position') as Float32BufferAttribute;
    const col = geometry.getAttribute('color') as Float32BufferAttribute;
    (pos.array as Float32Array).fill(0);
    const hw = SECTOR_LABEL.w / 2;
    const hh = SECTOR_LABEL.h / 2;
    for (const l of labels) {
      // Corners: far-left, far-right, near-right, near-left (the text's top is away from the viewer).
      const b = l.sector * 4;
      pos.setXYZ(b, l.x - hw, l.y, l.z - hh);
      pos.setXYZ(b + 1, l.x + hw, l.y, l.z - hh);
      pos.setXYZ(b + 2, l.x + hw, l.y, l.z + hh);
      pos.setXYZ(b + 3, l.x - hw, l.y, l.z + hh);
      for (let k = 0; k < 4; k++) col.setXYZ(b + k, l.ink[0], l.ink[1], l.ink[2]);
    }
    pos.needsUpdate = true;
    col.needsUpdate = true;
    geometry.computeBoundingSphere();
  }, [geometry, labels]);
  return (
    <mesh geometry={geometry} name="sector-labels" renderOrder={1}>
      <meshBasicMaterial alphaMap={atlas} vertexColors transparent depthWrite={false} polygonOffset polygonOffsetFactor={-2} polygonOffsetUnits={-2} />
    </mesh>
  );
}

/** The board plate: a thin slab under the tiles with the printed sheet on top. */
function Plate({ texture }: { texture: Texture }) {
  return (
    <group name="board-plate">
      <mesh position={[BOARD.x, BOARD_TOP / 2, BOARD.z]} receiveShadow>
        <boxGeometry args={[BOARD.w, BOARD_TOP, BOARD.d]} />
        <meshLambertMaterial color="#4b3a26" />
      </mesh>
      <mesh position={[BOARD.x, BOARD_TOP + 0.002, BOARD.z]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[BOARD.w, BOARD.d]} />
        <meshLambertMaterial map={texture} />
      </mesh>
    </group>
  );
}

const GEOMETRY_OF: Record<DressingKind, () => BufferGeometry> = {
  pine: pineGeometry,
  tree: () => broadleafGeometry(),
  bush: bushGeometry,
  reed: reedGeometry,
  pool: poolGeometry,
  stone: rockGeometry,
  rock: rockGeometry,
  earthwork: earthworkGeometry,
  gabion: gabionGeometry,
  contour: contourGeometry,
};
/** Kinds whose shadows fall on the tiles (flat ones do not cast). */
const CASTS: ReadonlySet<DressingKind> = new Set<DressingKind>(['pine', 'tree', 'bush', 'rock', 'earthwork', 'gabion', 'reed']);

/** Shared geometries and materials of the board (made once per mount, disposed on unmount). */
function useBoardParts(textures: BoardTextures) {
  const parts = useMemo(() => {
    // The tiles, the plate, earthworks and contours (flat, large on screen) in Lambert; the dressing
    // that stands up (trees, bushes, reeds, rocks, gabions) keeps PBR: in Lambert its lit tops go dull.
    const land = new MeshLambertMaterial({ vertexColors: true, map: textures.grain });
    const water = new MeshStandardMaterial({ vertexColors: true, map: textures.ripple, roughness: 0.22, metalness: 0.08 });
    const rock = new MeshStandardMaterial({ vertexColors: true, roughness: 0.9, metalness: 0, flatShading: true });
    const materials: Record<DressingKind, Material> = {
      pine: new MeshStandardMaterial({ vertexColors: true, roughness: 0.85, flatShading: true }),
      tree: new MeshStandardMaterial({ vertexColors: true, roughness: 0.85, flatShading: true }),
      bush: new MeshStandardMaterial({ vertexColors: true, roughness: 0.9, flatShading: true }),
      reed: new MeshStandardMaterial({ vertexColors: true, roughness: 0.8 }),
      pool: new MeshStandardMaterial({ color: '#3d5a4c', map: textures.ripple, roughness: 0.12, metalness: 0.1, polygonOffset: true, polygonOffsetFactor: -1, polygonOffsetUnits: -1 }),
      stone: new MeshStandardMaterial({ color: '#9a958a', roughness: 0.7, flatShading: true }),
      rock: new MeshStandardMaterial({ color: '#8b867d', roughness: 0.92, flatShading: true }),
      earthwork: new MeshLambertMaterial({ vertexColors: true }),
      gabion: new MeshStandardMaterial({ vertexColors: true, roughness: 0.9, flatShading: true }),
      contour: new MeshLambertMaterial({ color: '#6d6236' }),
    };
    const tileGeometry: Record<TileKind, BufferGeometry> = {
      land: hexFrustum((TILE_BASE_RADIUS - 0.06) / TILE_BASE_RADIUS, rgb('#a0896a')),
      water: hexFrustum(1, rgb('#9fb2bf')),
      hill: hexFrustum(HILL_TOP_RADIUS / TILE_BASE_RADIUS, rgb('#d6c9a0')),
      cliff: cliffGeometry(),
    };
    const tileMaterial: Record<TileKind, Material> = { land, water, hill: land, cliff: rock };
    const dressingGeometry = Object.fromEntries(DRESSING_KINDS.map((k) => [k, GEOMETRY_OF[k]()])) as Record<DressingKind, BufferGeometry>;
    // Coarser twins drawn in motion at the render budget's low-detail tiers (motionDetail.ts).
    const coarseDressing: Partial<Record<DressingKind, BufferGeometry>> = { tree: broadleafGeometry(true) };
    const token = { geometry: tokenGeometry(), coarse: tokenGeometry(16), material: new MeshLambertMaterial({ map: textures.token }) };
    return { tileGeometry, tileMaterial, dressingGeometry, coarseDressing, materials, token, shared: [land, water, rock] };
  }, [textures]);
  useEffect(
    () => () => {
      for (const g of Object.values(parts.tileGeometry)) g.dispose();
      for (const g of Object.values(parts.dressingGeometry)) g.dispose();
      for (const g of Object.values(parts.coarseDressing)) g.dispose();
      parts.token.coarse.dispose();
      for (const m of Object.values(parts.materials)) m.dispose();
      for (const m of parts.shared) m.dispose();
      parts.token.geometry.dispose();
      parts.token.material.dispose();
    },
    [parts],
  );
  return parts;
}

export const HexBoard = memo(function HexBoard({ sectors, onSectorHover, onSectorClick, onSectorDoubleClick }: HexBoardProps) {
  const textures = useAsset('belle-board-textures', () => loadCanvasFonts().then(boardTextures));
  const parts = useBoardParts(textures);
  // A new view whose sectors show the same keeps the model, so nothing is baked again.
  const shownKey = boardModelKey(sectors);
  const model = useMemo(() => boardModel(sectors), [shownKey]);
  return (
    <group name="hex-board">
      <Plate texture={textures.plate} />
      {(Object.keys(model.tiles) as TileKind[]).map((k) => (
        <BakedParts
          key={k}
          name={`tiles-${k}`}
          geometry={parts.tileGeometry[k]}
          material={parts.tileMaterial[k]}
          capacity={SECTOR_COUNT}
          parts={model.tiles[k]}
          castShadow={k === 'hill' || k === 'cliff'}
          receiveShadow
        />
      ))}
      {DRESSING_KINDS.map((k) => (
        <BakedParts
          key={k}
          name={`dressing-${k}`}
          geometry={parts.dressingGeometry[k]}
          material={parts.materials[k]}
          capacity={SECTOR_COUNT * MAX_PER_SECTOR[k]}
          parts={model.dressing[k]}
          coarse={parts.coarseDressing[k]}
          castShadow={CASTS.has(k)}
          receiveShadow={!CASTS.has(k) || k === 'earthwork'}
        />
      ))}
      <BakedParts name="encounter-tokens" geometry={parts.token.geometry} coarse={parts.token.coarse} material={parts.token.material} capacity={SECTOR_COUNT} parts={model.tokens} castShadow receiveShadow />
      <SectorLabels atlas={textures.labels} labels={model.labels} />
      <PickMesh parts={model.pick} onSectorHover={onSectorHover} onSectorClick={onSectorClick} onSectorDoubleClick={onSectorDoubleClick} />
    </group>
  );
});

