// La Petite Guerre's campaign map as one printed sheet (a canvas texture drawn once), in the manner
// of a period engraved map: paper ground, the sea and bays washed blue with engraved ripple lines,
// woods as little trees, hills hachured, swamp tufts, the hex grid printed faint over all with each
// hex's number, rivers (the Hudson broad) along hex sides, roads as double lines through hex
// centres, bridges and ferries where they cross, the coast inked, settlements by kind (ports and
// towns as blocks with names in capitals, forts as bastioned stars, villages as rings with italic
// names), the regions' names spaced wide, and a title cartouche, compass and scale in the Atlantic.
// Only the printed paper: who holds a place, razed markers, armies and fog are the table's to show.
// Drawn in miles (mapGeometry.ts) on the CPU canvas (canvas2d.ts); a recording context stands in
// for the canvas in tests.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { PLACES, RIVERS } from '../../games/lpg/map';
import { HUDSON_FORTS } from '../../games/lpg/orderOfBattle';
import { ALL_HEXES, neighbours, terrainOf } from '../../games/lpg/rules/hex';
import type { HexId, Place, Terrain } from '../../games/lpg/types';
import { haloText as sharedHaloText, type SheetCtx } from '../canvas2d';
import { FONT_FAMILY } from '../fonts';
import { makeCanvas, paperGrain, seeded } from '../tableTextures';
import { BRIDGE_SPOTS, FERRY_SPOTS, HEX_RADIUS, MAP_BOUNDS, centre, corners, riverRuns, roadLines, sharedSide, type Pt } from './mapGeometry';

export const LPG_PAPER = '#eee3c4';
const INK = '#2b2318';
const SEA = '#b9d0d6';
const SEA_LINE = 'rgba(52, 92, 112, 0.35)';
const COAST = '#3e5f70';
const RIVER = '#3d76a8';
const ROAD = '#7a3320';
const GRID = 'rgba(90, 70, 40, 0.38)';
const LAND: Record<Exclude<Terrain, 'water'>, string> = { clear: '#efe4c3', woods: '#d5dcae', hills: '#e1cc9c', swamp: '#d3dcc6' };
const FORT_INK = '#8c2a1c';

/** The sheet's extent in miles: the map, a margin and the frame round it. */
const MARGIN = 2;
export const LPG_SHEET_EXTENT = { x0: MAP_BOUNDS.x0 + HEX_RADIUS * 0.5 - MARGIN, y0: MAP_BOUNDS.y0 + 2.5 - MARGIN, x1: MAP_BOUNDS.x1 - HEX_RADIUS * 0.5 + MARGIN, y1: MAP_BOUNDS.y1 - 2.5 + MARGIN };

/** Pixels per mile: the sheet under `max` pixels a side. */
export function lpgSheetPixelsPerMile(max = 4096): number {
  const e = LPG_SHEET_EXTENT;
  return Math.floor((max / Math.max(e.x1 - e.x0, e.y1 - e.y0)) * 100) / 100;
}

function font(weight: number, miles: number, family: 'sans' | 'serif', italic = false): string {
  return `${italic ? 'italic ' : ''}${weight} ${miles}px "${FONT_FAMILY[family]}", "DejaVu Serif", serif`;
}

function path(ctx: SheetCtx, pts: readonly Pt[], close = false): void {
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  if (close) ctx.closePath();
}

/** Text with a paper halo (the shared one, this sheet's paper and width by default). */
const haloText = (ctx: SheetCtx, text: string, x: number, y: number, halo = LPG_PAPER, width = 0.32): void => sharedHaloText(ctx, text, x, y, halo, width);

/** Text spaced wide (the regions' names): one letter at a time. */
function spacedText(ctx: SheetCtx, text: string, x: number, y: number, spacing: number, keepOnMap = true): void {
  const widths = [...text].map((ch) => ctx.measureText(ch).width);
  const total = widths.reduce((a, b) => a + b, 0) + spacing * (text.length - 1);
  // Kept on the map: a name near the edge moves in rather than being cut.
  const mid = keepOnMap ? Math.min(Math.max(x, MAP_CUT.x0 + total / 2 + 1), MAP_CUT.x1 - total / 2 - 1) : x;
  let at = mid - total / 2;
  ctx.textAlign = 'left';
  [...text].forEach((ch, i) => {
    ctx.fillText(ch, at, y);
    at += widths[i]! + spacing;
  });
  ctx.textAlign = 'center';
}

// --- terrain ---------------------------------------------------------------------------------------

function drawGround(ctx: SheetCtx): void {
  for (const h of ALL_HEXES) {
    const t = terrainOf(h);
    // A touch larger than the hex so neighbours of one kind meet without a seam.
    path(ctx, corners(h, HEX_RADIUS + 0.04), true);
    ctx.fillStyle = t === 'water' ? SEA : LAND[t];
    ctx.fill();
  }
}

/** Engraved ripples: short horizontal strokes in the water hexes, thicker near the coast. */
function drawSea(ctx: SheetCtx): void {
  const rnd = seeded(1776);
  ctx.strokeStyle = SEA_LINE;
  ctx.lineCap = 'round';
  for (const h of ALL_HEXES) {
    if (terrainOf(h) !== 'water') continue;
    const c = centre(h);
    const coastal = neighbours(h).some((n) => terrainOf(n) !== 'water');
    ctx.lineWidth = coastal ? 0.14 : 0.09;
    for (let i = 0; i < 5; i++) {
      const y = c.y - 1.9 + i * 0.95 + (rnd() - 0.5) * 0.2;
      const w = 1.2 + rnd() * 1.4;
      const x = c.x + (rnd() - 0.5) * 2.2;
      ctx.beginPath();
      ctx.moveTo(x - w / 2, y);
      ctx.quadraticCurveTo(x, y - 0.22, x + w / 2, y);
      ctx.stroke();
    }
  }
}

function tree(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.arc(x, y - s * 0.55, s * 0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x, y - s * 0.1);
  ctx.lineTo(x, y + s * 0.35);
  ctx.stroke();
}

/** Hills as hachured humps: an arc with short strokes falling from it. */
function hill(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.arc(x, y, s, Math.PI * 1.1, Math.PI * 1.9);
  ctx.stroke();
  for (let i = -2; i <= 2; i++) {
    const a = Math.PI * 1.5 + i * 0.17;
    const px = x + Math.cos(a) * s;
    const py = y + Math.sin(a) * s;
    ctx.beginPath();
    ctx.moveTo(px, py);
    ctx.lineTo(px + i * 0.08, py + s * 0.45);
    ctx.stroke();
  }
}

function tuft(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.beginPath();
  for (const dx of [-0.35, 0, 0.35]) {
    ctx.moveTo(x + dx * s, y);
    ctx.lineTo(x + dx * s * 1.8, y - s * (dx === 0 ? 0.8 : 0.55));
  }
  ctx.moveTo(x - s * 0.6, y);
  ctx.lineTo(x + s * 0.6, y);
  ctx.stroke();
}

/** Spots inside a hex for its symbols (seeded by the hex, so the sheet is the same every time). */
function spotsIn(h: HexId, n: number): Pt[] {
  const c = centre(h);
  const rnd = seeded(Number(h) * 7919);
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n + rnd() * 0.6;
    const r = 0.6 + rnd() * 1.15;
    out.push({ x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r * 0.9 });
  }
  return out;
}

function drawTerrainSymbols(ctx: SheetCtx): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const h of ALL_HEXES) {
    const t = terrainOf(h);
    if (t === 'woods') {
      ctx.fillStyle = '#93a86a';
      ctx.strokeStyle = 'rgba(52, 70, 32, 0.8)';
      ctx.lineWidth = 0.08;
      for (const p of spotsIn(h, 6)) tree(ctx, p.x, p.y, 0.62);
    } else if (t === 'hills') {
      ctx.strokeStyle = 'rgba(104, 72, 36, 0.75)';
      ctx.lineWidth = 0.1;
      for (const p of spotsIn(h, 4)) hill(ctx, p.x, p.y + 0.3, 0.7);
    } else if (t === 'swamp') {
      ctx.strokeStyle = 'rgba(46, 86, 70, 0.85)';
      ctx.lineWidth = 0.09;
      for (const p of spotsIn(h, 6)) tuft(ctx, p.x, p.y, 0.55);
    }
  }
}

/** The coast: every side between land and water, inked, with a second faint line offshore. */
function drawCoast(ctx: SheetCtx): void {
  ctx.lineCap = 'round';
  for (const h of ALL_HEXES) {
    if (terrainOf(h) === 'water') continue;
    for (const n of neighbours(h)) {
      if (terrainOf(n) !== 'water') continue;
      const [p, q] = sharedSide(h, n);
      const c = centre(n);
      // The offshore line: the side moved a little toward the water hex.
      const k = 0.14;
      ctx.strokeStyle = 'rgba(62, 95, 112, 0.45)';
      ctx.lineWidth = 0.08;
      path(ctx, [
        { x: p.x + (c.x - p.x) * k, y: p.y + (c.y - p.y) * k },
        { x: q.x + (c.x - q.x) * k, y: q.y + (c.y - q.y) * k },
      ]);
      ctx.stroke();
      ctx.strokeStyle = COAST;
      ctx.lineWidth = 0.2;
      path(ctx, [p, q]);
      ctx.stroke();
    }
  }
}

function drawGrid(ctx: SheetCtx): void {
  ctx.strokeStyle = GRID;
  ctx.lineWidth = 0.07;
  ctx.lineJoin = 'round';
  for (const h of ALL_HEXES) {
    path(ctx, corners(h), true);
    ctx.stroke();
  }
  // Each hex's number at its top edge, small, as printed hex maps have them.
  ctx.fillStyle = 'rgba(70, 55, 35, 0.6)';
  ctx.font = font(500, 0.62, 'sans');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const h of ALL_HEXES) {
    const c = centre(h);
    ctx.fillText(h, c.x, c.y - HEX_RADIUS * 0.84);
  }
}

function drawRivers(ctx: SheetCtx): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const r of RIVERS) {
    const width = r.id === 'hudson' ? 0.85 : r.id === 'delaware' ? 0.6 : 0.4;
    for (const run of riverRuns(r.id)) {
      // A dark bank under a lighter stream: the river reads on every ground.
      ctx.strokeStyle = '#24527a';
      ctx.lineWidth = width + 0.16;
      path(ctx, run);
      ctx.stroke();
      ctx.strokeStyle = RIVER;
      ctx.lineWidth = width;
      path(ctx, run);
      ctx.stroke();
    }
  }
}

function drawRoads(ctx: SheetCtx): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const lines = roadLines();
  // Double-lined roads: a dark stroke, then the paper between.
  ctx.strokeStyle = ROAD;
  ctx.lineWidth = 0.5;
  for (const l of lines) {
    path(ctx, l.points);
    ctx.stroke();
  }
  ctx.strokeStyle = '#f3e6c6';
  ctx.lineWidth = 0.22;
  for (const l of lines) {
    path(ctx, l.points);
    ctx.stroke();
  }
}

function drawCrossings(ctx: SheetCtx): void {
  // Bridges: two dark rails across the river, along the road.
  for (const b of BRIDGE_SPOTS) {
    ctx.save();
    ctx.translate(b.at.x, b.at.y);
    ctx.rotate(b.along);
    ctx.fillStyle = LPG_PAPER;
    ctx.fillRect(-0.55, -0.42, 1.1, 0.84);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.14;
    for (const y of [-0.42, 0.42]) {
      ctx.beginPath();
      ctx.moveTo(-0.55, y);
      ctx.lineTo(0.55, y);
      ctx.stroke();
    }
    ctx.restore();
  }
  // Ferries: a dotted line across the water and a small boat.
  for (const f of FERRY_SPOTS) {
    ctx.save();
    ctx.translate(f.at.x, f.at.y);
    ctx.rotate(f.along + Math.PI / 2);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.1;
    ctx.setLineDash([0.18, 0.18]);
    ctx.beginPath();
    ctx.moveTo(-1.1, 0);
    ctx.lineTo(1.1, 0);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.moveTo(-0.45, -0.18);
    ctx.lineTo(0.45, -0.18);
    ctx.lineTo(0.3, 0.18);
    ctx.lineTo(-0.3, 0.18);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
}

// --- settlements -------------------------------------------------------------------------------------

/** A town's or port's blocks of houses. */
function blocks(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.fillStyle = INK;
  const rects: [number, number, number, number][] = [
    [-0.9, -0.7, 0.8, 0.55],
    [0.05, -0.75, 0.85, 0.6],
    [-0.75, 0.05, 0.7, 0.65],
    [0.15, 0.0, 0.65, 0.6],
  ];
  for (const [dx, dy, w, h] of rects) ctx.fillRect(x + dx * s, y + dy * s, w * s, h * s);
}

/** A port's anchor beside its blocks. */
function anchor(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.14 * s;
  ctx.beginPath();
  ctx.moveTo(x, y - 0.7 * s);
  ctx.lineTo(x, y + 0.6 * s);
  ctx.moveTo(x - 0.35 * s, y - 0.4 * s);
  ctx.lineTo(x + 0.35 * s, y - 0.4 * s);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y + 0.05 * s, 0.55 * s, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y - 0.85 * s, 0.16 * s, 0, Math.PI * 2);
  ctx.stroke();
}

/** A bastioned fort: a five-pointed star trace. */
function fort(ctx: SheetCtx, x: number, y: number, s: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    const r = i % 2 === 0 ? s : s * 0.55;
    const px = x + Math.cos(a) * r;
    const py = y + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fillStyle = '#f4e7c8';
  ctx.fill();
  ctx.strokeStyle = FORT_INK;
  ctx.lineWidth = 0.16;
  ctx.stroke();
}

function village(ctx: SheetCtx, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y, 0.42, 0, Math.PI * 2);
  ctx.fillStyle = LPG_PAPER;
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.14;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, 0.16, 0, Math.PI * 2);
  ctx.fillStyle = INK;
  ctx.fill();
}

/** Each settlement's printed name, as the sheet shows it (tests read these). */
export function placeLabel(p: Place): string {
  // "Millstone (Somerset Court House)" -> "Millstone"; "Richmond (Staten Island)" -> "Richmond".
  const short = p.name.replace(/ \(.*\)$/, '');
  return p.kind === 'village' ? short : short.toUpperCase();
}

/** A name's size in miles: read from across a room when the whole map fills the screen's height. */
export const labelSize = (p: Place): number => (p.kind === 'port' || p.kind === 'town' ? 2.0 : 1.45);

export interface LabelBox {
  place: string;
  text: string;
  /** The box's left, top, right, bottom (miles). */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Where the text is anchored (its top) and how. */
  x: number;
  y: number;
  align: 'left' | 'center' | 'right';
}

type Box = { x0: number; y0: number; x1: number; y1: number };
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A settlement's symbol's box (miles). */
export function symbolBox(p: Place): Box {
  const c = centre(p.hex);
  return { x0: c.x - 0.9, y0: c.y - 0.9, x1: c.x + 0.9, y1: c.y + 0.9 };
}

/**
 * Where every settlement's name goes: ports and towns first, then villages; each takes the first of
 * below, above, right, left, and the four diagonals that overlaps no name placed before it, no
 * settlement's symbol and stays on the map (else the first on the map). `width(text, size)`
 * measures a name.
 */
export function layOutPlaceLabels(width: (text: string, size: number) => number): LabelBox[] {
  const symbols = PLACES.map(symbolBox);
  const order = [...PLACES].sort((a, b) => labelSize(b) - labelSize(a) || a.id.localeCompare(b.id));
  const placed: LabelBox[] = [];
  const onMap = (b: Box) => b.x0 >= MAP_CUT.x0 + 0.3 && b.x1 <= MAP_CUT.x1 - 0.3 && b.y0 >= MAP_CUT.y0 + 0.3 && b.y1 <= MAP_CUT.y1 - 0.3;
  for (const p of order) {
    const c = centre(p.hex);
    const text = placeLabel(p);
    const size = labelSize(p);
    const w = width(text, size);
    const h = size * 0.95;
    const gap = 1.0;
    const candidates: { x0: number; y0: number; align: LabelBox['align'] }[] = [
      { x0: c.x - w / 2, y0: c.y + gap, align: 'center' },
      { x0: c.x - w / 2, y0: c.y - gap - h, align: 'center' },
      { x0: c.x + gap + 0.2, y0: c.y - h / 2, align: 'left' },
      { x0: c.x - gap - 0.2 - w, y0: c.y - h / 2, align: 'right' },
      { x0: c.x + 0.4, y0: c.y + gap * 0.7, align: 'left' },
      { x0: c.x - 0.4 - w, y0: c.y + gap * 0.7, align: 'right' },
      { x0: c.x + 0.4, y0: c.y - gap * 0.7 - h, align: 'left' },
      { x0: c.x - 0.4 - w, y0: c.y - gap * 0.7 - h, align: 'right' },
    ];
    // Then the same farther out, where a crowded coast (the Hudson forts) leaves no room close by.
    const far = candidates.map((k) => ({ ...k, x0: c.x + (k.x0 + (k.align === 'center' ? w / 2 : k.align === 'right' ? w : 0) - c.x) * 2.1 - (k.align === 'center' ? w / 2 : k.align === 'right' ? w : 0), y0: c.y + (k.y0 + h / 2 - c.y) * 2.1 - h / 2 }));
    const boxes = [...candidates, ...far].map((k) => ({ ...k, x1: k.x0 + w, y1: k.y0 + h }));
    const free = boxes.find((b) => onMap(b) && !placed.some((q) => overlaps(b, q)) && !symbols.some((q) => overlaps(b, q)));
    const b = free ?? boxes.find(onMap) ?? boxes[0]!;
    const x = b.align === 'center' ? (b.x0 + b.x1) / 2 : b.align === 'left' ? b.x0 : b.x1;
    placed.push({ place: p.id, text, x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, x, y: b.y0, align: b.align });
  }
  return placed;
}

const placeFont = (p: Place): string => font(600, labelSize(p), 'serif', p.kind === 'village');

function drawPlaces(ctx: SheetCtx): void {
  const forts = new Set(HUDSON_FORTS);
  for (const p of PLACES) {
    const c = centre(p.hex);
    if (p.kind === 'port') {
      blocks(ctx, c.x - 0.35, c.y, 0.95);
      anchor(ctx, c.x + 1.05, c.y - 0.05, 0.75);
    } else if (p.kind === 'town') blocks(ctx, c.x, c.y, 1);
    else if (p.kind === 'fort') fort(ctx, c.x, c.y, forts.has(p.id) ? 0.95 : 0.8);
    else village(ctx, c.x, c.y);
  }
  const byId = new Map(PLACES.map((p) => [p.id, p]));
  const labels = layOutPlaceLabels((text, size) => {
    ctx.font = font(600, size, 'serif');
    return ctx.measureText(text).width;
  });
  ctx.textBaseline = 'top';
  for (const l of labels) {
    const p = byId.get(l.place)!;
    ctx.textAlign = l.align;
    ctx.fillStyle = p.kind === 'fort' ? FORT_INK : INK;
    ctx.font = placeFont(p);
    haloText(ctx, l.text, l.x, l.y, LPG_PAPER, labelSize(p) * 0.28);
  }
}

// --- regions, frame, cartouche ---------------------------------------------------------------------

/** The regions' names and where they are printed (hex centres; authored presentation). */
export const REGION_LABELS: readonly { text: string; hex: HexId; size: number; water?: boolean; upward?: boolean }[] = [
  { text: 'NEW  JERSEY', hex: '0811', size: 2.6 },
  // Up the western margin, as old maps letter a neighbouring province.
  { text: 'PENNSYLVANIA', hex: '0113', size: 2.0, upward: true },
  { text: 'NEW  YORK', hex: '2103', size: 1.9 },
  { text: 'THE  HIGHLANDS', hex: '0905', size: 1.6 },
  { text: 'THE  PINE  BARRENS', hex: '1221', size: 1.5 },
  { text: 'ATLANTIC  OCEAN', hex: '2019', size: 1.9, water: true },
  { text: 'Lower Bay', hex: '1914', size: 1.3, water: true },
  { text: 'Long Island\nSound', hex: '2208', size: 1.1, water: true },
];

function drawRegions(ctx: SheetCtx): void {
  ctx.textBaseline = 'middle';
  for (const r of REGION_LABELS) {
    const c = centre(r.hex);
    ctx.font = font(600, r.size, 'serif', r.water === true);
    ctx.fillStyle = r.water ? 'rgba(36, 70, 92, 0.75)' : 'rgba(70, 50, 28, 0.68)';
    if (r.upward) {
      ctx.save();
      ctx.translate(c.x, c.y);
      ctx.rotate(-Math.PI / 2);
      spacedText(ctx, r.text, 0, 0, r.size * 0.35, false);
      ctx.restore();
      continue;
    }
    const lines = r.text.split('\n');
    lines.forEach((line, i) => spacedText(ctx, line, c.x, c.y + (i - (lines.length - 1) / 2) * r.size * 1.1, r.size * (r.water ? 0.12 : 0.35)));
  }
}

function drawCartouche(ctx: SheetCtx): void {
  // In the Atlantic, below Sandy Hook: the title and the scale; the compass above it.
  const x0 = centre('1820').x - 1.6;
  const y0 = centre('1820').y - 1.5;
  const w = MAP_CUT.x1 - x0 - 1.2;
  const h = MAP_CUT.y1 - y0 - 1.2;
  ctx.fillStyle = '#f1e6c8';
  ctx.fillRect(x0, y0, w, h);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.3;
  ctx.strokeRect(x0, y0, w, h);
  ctx.lineWidth = 0.1;
  ctx.strokeRect(x0 + 0.5, y0 + 0.5, w - 1, h - 1);
  const cx = x0 + w / 2;
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = font(600, 2.2, 'serif');
  ctx.fillText('LA PETITE GUERRE', cx, y0 + 1.5);
  ctx.font = font(600, 1.25, 'serif', true);
  ctx.fillText('The Jerseys and the Delaware', cx, y0 + 4.6);
  ctx.fillText('October 1776 - March 1777', cx, y0 + 6.3);
  // The scale: 0-20 miles (four hexes).
  const sy = y0 + h - 3.2;
  const sx = cx - 10;
  ctx.lineWidth = 0.12;
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = i % 2 === 0 ? INK : '#f1e6c8';
    ctx.fillRect(sx + i * 5, sy, 5, 0.5);
    ctx.strokeRect(sx + i * 5, sy, 5, 0.5);
  }
  ctx.fillStyle = INK;
  ctx.font = font(600, 0.9, 'serif');
  ctx.textBaseline = 'bottom';
  for (const m of [0, 5, 10, 15, 20]) ctx.fillText(String(m), sx + m, sy - 0.15);
  ctx.textBaseline = 'top';
  ctx.fillText('English miles: a hex is 5', cx, sy + 0.8);
  // The compass rose, north up, in the open sea above the cartouche.
  const k = centre('2116');
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.12;
  ctx.beginPath();
  ctx.arc(k.x, k.y, 2.2, 0, Math.PI * 2);
  ctx.stroke();
  for (let i = 0; i < 4; i++) {
    const a = (Math.PI / 2) * i;
    const tip = i === 0 ? 3.2 : 2.6;
    ctx.beginPath();
    ctx.moveTo(k.x + Math.sin(a) * tip, k.y - Math.cos(a) * tip);
    ctx.lineTo(k.x + Math.cos(a) * 0.55, k.y + Math.sin(a) * 0.55);
    ctx.lineTo(k.x - Math.sin(a) * 0.2, k.y + Math.cos(a) * 0.2);
    ctx.lineTo(k.x - Math.cos(a) * 0.55, k.y - Math.sin(a) * 0.55);
    ctx.closePath();
    ctx.fillStyle = i === 0 ? INK : 'rgba(43, 35, 24, 0.55)';
    ctx.fill();
  }
  ctx.font = font(600, 1.3, 'serif');
  ctx.fillStyle = INK;
  ctx.textBaseline = 'bottom';
  haloText(ctx, 'N', k.x, k.y - 3.3, SEA, 0.3);
}

/** The printed map's straight edges (the hex rims are ragged: the map is cut at half hexes). */
export const MAP_CUT = {
  x0: MAP_BOUNDS.x0 + HEX_RADIUS * 0.5,
  y0: MAP_BOUNDS.y0 + 2.5,
  x1: MAP_BOUNDS.x1 - HEX_RADIUS * 0.5,
  y1: MAP_BOUNDS.y1 - 2.5,
};

function drawFrame(ctx: SheetCtx): void {
  const m = MAP_CUT;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.3;
  ctx.strokeRect(m.x0, m.y0, m.x1 - m.x0, m.y1 - m.y0);
  ctx.lineWidth = 0.1;
  ctx.strokeRect(m.x0 - 0.8, m.y0 - 0.8, m.x1 - m.x0 + 1.6, m.y1 - m.y0 + 1.6);
}

/** Fills the sheet's paper outside the hexes (the hex edge is ragged: half hexes at the rims). */
function drawPaper(ctx: SheetCtx): void {
  const e = LPG_SHEET_EXTENT;
  ctx.fillStyle = LPG_PAPER;
  ctx.fillRect(e.x0, e.y0, e.x1 - e.x0, e.y1 - e.y0);
}

/** The whole sheet, in miles (the caller scales to pixels). */
export function drawLpgSheet(ctx: SheetCtx): void {
  drawPaper(ctx);
  ctx.save();
  // The map inside its frame: everything is clipped to the hexes' bounds, so the rims are straight.
  const m = MAP_CUT;
  ctx.beginPath();
  ctx.rect(m.x0, m.y0, m.x1 - m.x0, m.y1 - m.y0);
  ctx.clip();
  drawGround(ctx);
  drawSea(ctx);
  drawTerrainSymbols(ctx);
  drawCoast(ctx);
  drawGrid(ctx);
  drawRegions(ctx);
  drawRivers(ctx);
  drawRoads(ctx);
  drawCrossings(ctx);
  drawPlaces(ctx);
  drawCartouche(ctx);
  ctx.restore();
  drawFrame(ctx);
}

/** The sheet drawn into a canvas (browser only). */
export function drawLpgSheetCanvas(max = 4096): HTMLCanvasElement {
  const ppm = lpgSheetPixelsPerMile(max);
  const e = LPG_SHEET_EXTENT;
  const W = Math.round((e.x1 - e.x0) * ppm);
  const H = Math.round((e.y1 - e.y0) * ppm);
  const [canvas, ctx] = makeCanvas(W, H);
  ctx.save();
  ctx.scale(ppm, ppm);
  ctx.translate(-e.x0, -e.y0);
  drawLpgSheet(ctx);
  ctx.restore();
  paperGrain(ctx, W, H, 1776, 0.0004);
  return canvas;
}

export function lpgSheetTexture(max = 4096): CanvasTexture {
  const t = new CanvasTexture(drawLpgSheetCanvas(max));
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 16;
  return t;
}
