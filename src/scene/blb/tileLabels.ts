// The printed labels drawn into canvases (browser only for the drawing; the packing and the quad
// geometry are plain arithmetic): the sheet layer is drawn straight into the sheet texture
// (mapSheet.ts); the tile layer (names on the raised tiles) goes into an atlas, white on black,
// used as the alpha of one mesh of flat quads, one per label: one draw call for every name.
import { BufferGeometry, CanvasTexture, Color, Float32BufferAttribute, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import { FONT_FAMILY } from '../fonts';
import { makeCanvas } from '../tableTextures';
import { LINE_HEIGHT, TILE_LABEL_Y, canvasFont, labelBounds, type PrintedLabel } from './printedLabels';

/** Pixels per world unit of the tile-label atlas (a 0.5 em name gets 128 px: crisp up close). */
export const ATLAS_PPU = 256;
export const ATLAS_WIDTH = 4096;
/** Empty world units around each label's quad (room for mipmaps to blur into). */
const PAD = 0.06;

export interface AtlasCell {
  id: string;
  /** Pixels in the atlas, top-left origin. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Shelf packing of the labels' padded footprints into rows of the atlas, in order. */
export function packLabelAtlas(labels: readonly PrintedLabel[], ppu = ATLAS_PPU, width = ATLAS_WIDTH): { cells: AtlasCell[]; height: number } {
  const cells: AtlasCell[] = [];
  let x = 0;
  let y = 0;
  let rowH = 0;
  for (const l of labels) {
    const b = labelBounds(l);
    const w = Math.ceil((b.w + PAD * 2) * ppu);
    const h = Math.ceil((b.d + PAD * 2) * ppu);
    if (w > width) throw new Error(`Label ${l.id} is wider than the atlas.`);
    if (x + w > width) {
      y += rowH;
      x = 0;
      rowH = 0;
    }
    cells.push({ id: l.id, x, y, w, h });
    x += w;
    rowH = Math.max(rowH, h);
  }
  // A multiple of 16 rows (friendly to mipmapping).
  return { cells, height: Math.max(16, Math.ceil((y + rowH) / 16) * 16) };
}

/** Draws one label with its anchor at (px, py) of the canvas, `ppu` pixels per world unit. */
export function drawLabel(ctx: CanvasRenderingContext2D, l: PrintedLabel, px: number, py: number, ppu: number, color = l.color): void {
  ctx.save();
  ctx.translate(px, py);
  if (l.angle) ctx.rotate(l.angle);
  ctx.font = canvasFont(l.font, l.size * ppu, FONT_FAMILY);
  const spacing = l.spacing * l.size * ppu;
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${spacing}px`;
  ctx.fillStyle = color;
  ctx.textAlign = l.align;
  ctx.textBaseline = l.baseline;
  // Letter spacing also trails the last letter: shift a centred label back by half of it.
  const dx = l.align === 'center' ? spacing / 2 : 0;
  const lines = l.lines ?? [l.text];
  if (lines.length === 1) ctx.fillText(l.text, dx, 0, l.maxWidth * ppu);
  else {
    // Lines stacked about the anchor as the baseline says (labelBounds' footprint).
    ctx.textBaseline = 'middle';
    const step = l.size * LINE_HEIGHT * ppu;
    const first = l.baseline === 'top' ? step / 2 : l.baseline === 'middle' ? -((lines.length - 1) * step) / 2 : -(lines.length - 0.5) * step;
    lines.forEach((t, i) => ctx.fillText(t, dx, first + i * step, l.maxWidth * ppu));
  }
  ctx.restore();
}

/** Draws the labels of the sheet layer into a canvas that maps world (x, z) through sx, sz. */
export function drawSheetLabels(ctx: CanvasRenderingContext2D, labels: readonly PrintedLabel[], sx: (x: number) => number, sz: (z: number) => number, ppu: number): void {
  for (const l of labels) if (l.layer === 'sheet') drawLabel(ctx, l, sx(l.x), sz(l.z), ppu);
}

/** The atlas of the tile labels: white text on black, read as an alpha map. */
export function tileLabelAtlas(labels: readonly PrintedLabel[]): CanvasTexture {
  const { cells, height } = packLabelAtlas(labels);
  const [canvas, ctx] = makeCanvas(ATLAS_WIDTH, height);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, ATLAS_WIDTH, height);
  labels.forEach((l, i) => {
    const c = cells[i]!;
    const b = labelBounds(l);
    // The anchor's place inside the padded footprint.
    const px = c.x + (l.x - (b.x - b.w / 2) + PAD) * ATLAS_PPU;
    const py = c.y + (l.z - (b.z - b.d / 2) + PAD) * ATLAS_PPU;
    drawLabel(ctx, l, px, py, ATLAS_PPU, '#fff');
  });
  const t = new CanvasTexture(canvas);
  t.minFilter = LinearMipmapLinearFilter;
  t.generateMipmaps = true;
  t.anisotropy = 16;
  return t;
}

/**
 * One label alone in a canvas texture (transparent, in its colour) covering its padded footprint,
 * and that footprint (world units): for a label that changes now and then, drawn again each time.
 */
export function labelTexture(l: PrintedLabel, ppu = 128): { texture: CanvasTexture; x: number; z: number; w: number; d: number } {
  const b = labelBounds(l);
  const w = b.w + PAD * 2;
  const d = b.d + PAD * 2;
  const [canvas, ctx] = makeCanvas(Math.ceil(w * ppu), Math.ceil(d * ppu));
  drawLabel(ctx, l, (l.x - (b.x - b.w / 2) + PAD) * ppu, (l.z - (b.z - b.d / 2) + PAD) * ppu, ppu);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = 8;
  return { texture, x: b.x, z: b.z, w, d };
}

/** Flat quads, one per tile label (its padded footprint), with atlas UVs and the label's colour. */
export function tileLabelGeometry(labels: readonly PrintedLabel[]): BufferGeometry {
  const { cells, height } = packLabelAtlas(labels);
  const positions: number[] = [];
  const uvs: number[] = [];
  const colors: number[] = [];
  const normals: number[] = [];
  const index: number[] = [];
  labels.forEach((l, i) => {
    const c = cells[i]!;
    const b = labelBounds(l);
    const x0 = b.x - b.w / 2 - PAD;
    const x1 = b.x + b.w / 2 + PAD;
    const z0 = b.z - b.d / 2 - PAD;
    const z1 = b.z + b.d / 2 + PAD;
    // The canvas's first row is the texture's top (v = 1: textures are flipped on upload).
    const u0 = c.x / ATLAS_WIDTH;
    const u1 = (c.x + c.w) / ATLAS_WIDTH;
    const v0 = 1 - c.y / height;
    const v1 = 1 - (c.y + c.h) / height;
    const n = positions.length / 3;
    positions.push(x0, TILE_LABEL_Y, z0, x1, TILE_LABEL_Y, z0, x0, TILE_LABEL_Y, z1, x1, TILE_LABEL_Y, z1);
    uvs.push(u0, v0, u1, v0, u0, v1, u1, v1);
    const col = new Color(l.color);
    for (let k = 0; k < 4; k++) {
      colors.push(col.r, col.g, col.b);
      normals.push(0, 1, 0);
    }
    // Counter-clockwise seen from above (+y).
    index.push(n, n + 2, n + 1, n + 1, n + 2, n + 3);
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  g.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  g.setAttribute('color', new Float32BufferAttribute(colors, 3));
  g.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  g.setIndex(index);
  g.computeBoundingSphere();
  return g;
}
