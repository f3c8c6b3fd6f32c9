// Counter faces: every printed face a game's counters, chits and markers can show, drawn from
// data into one canvas atlas so all counters share one texture (and one draw call). The layout
// part (which face lies in which cell, its UV rectangle) is pure and unit-tested; the drawing
// part needs a 2D canvas and runs in the browser only.
//
// The small pictures printed on faces (a unit's national emblem, a chit's glyph) are the game's:
// it gives them by name in a glyph registry (CounterGlyphs) with its faces; a face names the
// glyph it shows. Nothing here knows a game.
import { TEXTURE_CANVAS_2D } from '../canvas2d';

export type BandPattern = 'solid' | 'stripes' | 'dots' | 'checks';

/**
 * Draws one glyph centred on the origin (the caller translates there and restores after).
 * `size` is the radius it is drawn at (emblems: 21; chit glyphs: 30, which they may ignore);
 * `ink` the face's ink. A glyph sets every canvas state it relies on (fill, stroke, line width).
 */
export type GlyphPainter = (ctx: CanvasRenderingContext2D, size: number, ink: string) => void;

/** A game's glyphs by name (src/scene/<game>/counterGlyphs.ts). */
export type CounterGlyphs = Readonly<Record<string, GlyphPainter>>;

export interface Band {
  color: string;
  ink: string;
  pattern: BandPattern;
  text: string;
}

/** A combat unit: NATO-style symbol, army band, identification, combat factor. */
export interface UnitFace {
  kind: 'unit';
  body: string;
  ink: string;
  edge: string;
  /** The national emblem: a glyph name of the game's registry. */
  emblem: string;
  code: string;
  band: Band;
  symbol: 'infantry' | 'cavalry';
  /** Size marks over the symbol: 'XXX' corps, 'XX' division, 'X' brigade. */
  size: string;
  ident: string;
  /** Hits on this or more (7.3). */
  cf: number;
  /** The reduced (striped) side. */
  reduced: boolean;
}

/** A plain token: a big mark with a title and a line under it (hidden units, markers, backs). */
export interface TokenFace {
  kind: 'token';
  body: string;
  ink: string;
  edge: string;
  title: string;
  big: string;
  sub?: string;
  /** A ring around the big mark. */
  ring?: boolean;
  /** Diagonal hatching over the body (a pattern cue besides colour). */
  hatch?: boolean;
}

/** A chit: a glyph, a name and a line under it, on an optional band. */
export interface ChitFace {
  kind: 'chit';
  body: string;
  ink: string;
  edge: string;
  band?: Band;
  /** A glyph name of the game's registry; none drawn when absent. */
  glyph?: string;
  title: string;
  sub: string;
}

/** A fort marker: its steps along the four edges, the full value at the top (8.1). */
export interface FortFace {
  kind: 'fort';
  body: string;
  ink: string;
  edge: string;
  full: number;
  name: string;
}

/** The count badge on a tall stack. */
export interface BadgeFace {
  kind: 'badge';
  n: number;
}

export type FaceSpec = UnitFace | TokenFace | ChitFace | FortFace | BadgeFace;

/** The colour of a face's token edges (the sides of the thick counter). */
export function faceEdge(spec: FaceSpec | undefined): string {
  if (!spec) return '#555555';
  return spec.kind === 'badge' ? '#1b1b1b' : spec.edge;
}

// --- atlas layout (pure) -------------------------------------------------------------------

export interface AtlasLayout {
  keys: readonly string[];
  cell: number;
  cols: number;
  rows: number;
  width: number;
  height: number;
  /** Cell index of a face key (-1 when absent). */
  indexOf(key: string): number;
  /** The face's UV rectangle [u0, v0, du, dv] (texture flipped in Y, as canvas textures are). */
  uv(key: string): [number, number, number, number];
}

/** Texels kept clear at each cell edge when sampling, against mipmap bleeding. */
export const ATLAS_INSET = 3;

export function atlasLayout(keys: readonly string[], cell = 256): AtlasLayout {
  const unique = [...new Set(keys)];
  if (unique.length !== keys.length) throw new Error('atlasLayout: face keys must be unique.');
  const n = Math.max(1, unique.length);
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const width = cols * cell;
  const height = rows * cell;
  const index = new Map(unique.map((k, i) => [k, i]));
  return {
    keys: unique,
    cell,
    cols,
    rows,
    width,
    height,
    indexOf: (key) => index.get(key) ?? -1,
    uv: (key) => {
      const i = index.get(key);
      if (i === undefined) return [0, 0, 0, 0];
      const c = i % cols;
      const r = Math.floor(i / cols);
      const u0 = (c * cell + ATLAS_INSET) / width;
      const v0 = 1 - ((r + 1) * cell - ATLAS_INSET) / height;
      return [u0, v0, (cell - 2 * ATLAS_INSET) / width, (cell - 2 * ATLAS_INSET) / height];
    },
  };
}

/** Where a cell lies in the canvas (pixels, y down). */
export function cellOrigin(layout: AtlasLayout, key: string): { x: number; y: number } {
  const i = layout.indexOf(key);
  if (i < 0) throw new Error(`No face "${key}" in the atlas.`);
  return { x: (i % layout.cols) * layout.cell, y: Math.floor(i / layout.cols) * layout.cell };
}

// --- drawing (browser) ----------------------------------------------------------------------

export interface FaceFonts {
  sans: string;
  serif: string;
}

type Ctx = CanvasRenderingContext2D;

const warnedGlyphs = new Set<string>();

/** Paints a named glyph at (cx, cy), or warns once when the game's registry has no such glyph. */
function paintGlyph(ctx: Ctx, glyphs: CounterGlyphs, name: string | undefined, cx: number, cy: number, size: number, ink: string): void {
  if (!name) return;
  const paint = glyphs[name];
  if (!paint) {
    if (!warnedGlyphs.has(name)) {
      warnedGlyphs.add(name);
      console.warn(`Counter faces: no glyph "${name}" in the game's glyph registry.`);
    }
    return;
  }
  ctx.save();
  ctx.translate(cx, cy);
  paint(ctx, size, ink);
  ctx.restore();
}

/** Draws every face into one canvas laid out by `layout`, with the game's glyphs. */
export function drawAtlas(
  layout: AtlasLayout,
  specs: ReadonlyMap<string, FaceSpec>,
  fonts: FaceFonts,
  glyphs: CounterGlyphs,
  canvas?: HTMLCanvasElement,
): HTMLCanvasElement {
  const out = canvas ?? document.createElement('canvas');
  out.width = layout.width;
  out.height = layout.height;
  const ctx = out.getContext('2d', TEXTURE_CANVAS_2D);
  if (!ctx) throw new Error('No 2D canvas for the counter atlas.');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, out.width, out.height);
  for (const key of layout.keys) {
    const spec = specs.get(key);
    if (!spec) continue;
    const o = cellOrigin(layout, key);
    ctx.save();
    ctx.translate(o.x, o.y);
    ctx.scale(layout.cell / 256, layout.cell / 256);
    ctx.beginPath();
    ctx.rect(0, 0, 256, 256);
    ctx.clip();
    drawFace(ctx, spec, fonts, glyphs);
    ctx.restore();
  }
  return out;
}

/** Draws one face in a 256 x 256 box. */
export function drawFace(ctx: Ctx, spec: FaceSpec, fonts: FaceFonts, glyphs: CounterGlyphs): void {
  switch (spec.kind) {
    case 'unit':
      return drawUnit(ctx, spec, fonts, glyphs);
    case 'token':
      return drawToken(ctx, spec, fonts);
    case 'chit':
      return drawChit(ctx, spec, fonts, glyphs);
    case 'fort':
      return drawFort(ctx, spec, fonts);
    case 'badge':
      return drawBadge(ctx, spec, fonts);
  }
}

function font(weight: number, px: number, family: string): string {
  return `${weight} ${px}px "${family}", "DejaVu Sans Condensed", sans-serif`;
}

/** Writes `text` centred at (x, y), shrinking the font until it fits `maxW`. */
function fitText(ctx: Ctx, text: string, x: number, y: number, maxW: number, px: number, weight: number, family: string): void {
  let size = px;
  ctx.font = font(weight, size, family);
  while (size > 10 && ctx.measureText(text).width > maxW) {
    size -= 2;
    ctx.font = font(weight, size, family);
  }
  ctx.fillText(text, x, y);
}

function body(ctx: Ctx, color: string, edge: string): void {
  ctx.fillStyle = edge;
  ctx.fillRect(0, 0, 256, 256);
  ctx.fillStyle = color;
  ctx.fillRect(6, 6, 244, 244);
  // A faint paper grain and a die-cut line.
  ctx.strokeStyle = 'rgba(0,0,0,0.28)';
  ctx.lineWidth = 3;
  ctx.strokeRect(13, 13, 230, 230);
}

function pattern(ctx: Ctx, kind: BandPattern, x: number, y: number, w: number, h: number, ink: string): void {
  if (kind === 'solid') return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.globalAlpha = 0.28;
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  if (kind === 'stripes') {
    ctx.lineWidth = 5;
    for (let i = -h; i < w + h; i += 16) {
      ctx.beginPath();
      ctx.moveTo(x + i, y + h);
      ctx.lineTo(x + i + h, y);
      ctx.stroke();
    }
  } else if (kind === 'dots') {
    for (let yy = y + 7; yy < y + h; yy += 14) for (let xx = x + 7 + ((yy / 14) % 2) * 7; xx < x + w; xx += 14) {
      ctx.beginPath();
      ctx.arc(xx, yy, 3.2, 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (kind === 'checks') {
    for (let yy = y; yy < y + h; yy += 12) for (let xx = x + ((yy / 12) % 2) * 12; xx < x + w; xx += 24) ctx.fillRect(xx, yy, 12, 12);
  }
  ctx.restore();
}

function band(ctx: Ctx, b: Band, fonts: FaceFonts, y = 14, h = 46): void {
  ctx.fillStyle = b.color;
  ctx.fillRect(14, y, 228, h);
  pattern(ctx, b.pattern, 14, y, 228, h, b.ink);
  ctx.fillStyle = b.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, b.text, 128, y + h / 2 + 2, 212, 34, 700, fonts.sans);
}

function pips(ctx: Ctx, n: number, cx: number, top: number, ink: string): void {
  ctx.fillStyle = ink;
  for (let i = 0; i < n; i++) {
    ctx.beginPath();
    ctx.arc(cx, top + i * 22, 7.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawUnit(ctx: Ctx, f: UnitFace, fonts: FaceFonts, glyphs: CounterGlyphs): void {
  body(ctx, f.body, f.edge);
  band(ctx, f.band, fonts);
  // The reduced side's stripe: a broad pale band with hatching, across the symbol.
  if (f.reduced) {
    ctx.fillStyle = 'rgba(255,255,255,0.62)';
    ctx.fillRect(14, 74, 228, 86);
    ctx.save();
    ctx.beginPath();
    ctx.rect(14, 74, 228, 86);
    ctx.clip();
    ctx.strokeStyle = 'rgba(200,30,20,0.55)';
    ctx.lineWidth = 4;
    for (let i = -100; i < 260; i += 18) {
      ctx.beginPath();
      ctx.moveTo(i, 160);
      ctx.lineTo(i + 86, 74);
      ctx.stroke();
    }
    ctx.restore();
  }
  // Size marks and the NATO symbol.
  const bx = 78;
  const by = 92;
  const bw = 100;
  const bh = 62;
  ctx.fillStyle = f.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, 20, fonts.sans);
  ctx.fillText(f.size, 128, 80);
  ctx.fillStyle = '#fbf7ea';
  ctx.fillRect(bx, by, bw, bh);
  ctx.strokeStyle = '#111111';
  ctx.lineWidth = 5;
  ctx.strokeRect(bx, by, bw, bh);
  ctx.beginPath();
  if (f.symbol === 'infantry') {
    ctx.moveTo(bx, by);
    ctx.lineTo(bx + bw, by + bh);
    ctx.moveTo(bx + bw, by);
    ctx.lineTo(bx, by + bh);
  } else {
    ctx.moveTo(bx, by + bh);
    ctx.lineTo(bx + bw, by);
  }
  ctx.stroke();
  // Nationality: emblem shape and code, left of the symbol.
  paintGlyph(ctx, glyphs, f.emblem, 44, 112, 21, f.ink);
  ctx.fillStyle = f.ink;
  ctx.font = font(700, 19, fonts.sans);
  ctx.fillText(f.code, 44, 148);
  // Hit pips on the right: one per die face that hits (7 - cf).
  pips(ctx, Math.max(0, 7 - f.cf), 214, 99, f.ink);
  // Identification and combat factor.
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = f.ink;
  let size = 66;
  ctx.font = font(700, size, fonts.sans);
  while (size > 30 && ctx.measureText(f.ident).width > 150) {
    size -= 3;
    ctx.font = font(700, size, fonts.sans);
  }
  ctx.fillText(f.ident, 22, 232);
  // CF in a box (reduced: white box, red ink).
  ctx.fillStyle = f.reduced ? '#ffffff' : 'rgba(255,255,255,0.0)';
  ctx.fillRect(176, 172, 62, 66);
  ctx.strokeStyle = f.ink;
  ctx.lineWidth = 4;
  ctx.strokeRect(176, 172, 62, 66);
  ctx.fillStyle = f.reduced ? '#b3261e' : f.ink;
  ctx.textAlign = 'center';
  ctx.font = font(700, 64, fonts.sans);
  ctx.fillText(String(f.cf), 207, 230);
}

function drawToken(ctx: Ctx, f: TokenFace, fonts: FaceFonts): void {
  body(ctx, f.body, f.edge);
  if (f.hatch) pattern(ctx, 'stripes', 14, 14, 228, 228, f.ink);
  ctx.fillStyle = f.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, f.title, 128, 42, 214, 32, 700, fonts.sans);
  if (f.ring) {
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.arc(128, 134, 66, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = f.ink;
    ctx.lineWidth = 6;
    ctx.stroke();
    ctx.fillStyle = '#111111';
  } else {
    ctx.fillStyle = f.ink;
  }
  fitText(ctx, f.big, 128, 140, f.ring ? 110 : 210, f.big.length > 2 ? 70 : 112, 700, fonts.sans);
  if (f.sub) {
    ctx.fillStyle = f.ink;
    fitText(ctx, f.sub, 128, 226, 214, 28, 500, fonts.sans);
  }
}

function drawChit(ctx: Ctx, f: ChitFace, fonts: FaceFonts, glyphs: CounterGlyphs): void {
  body(ctx, f.body, f.edge);
  let top = 14;
  if (f.band) {
    band(ctx, f.band, fonts, 14, 48);
    top = 62;
  }
  paintGlyph(ctx, glyphs, f.glyph, 128, top + 46, 30, f.ink);
  ctx.fillStyle = f.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, f.title, 128, top + 112, 220, 48, 700, fonts.sans);
  fitText(ctx, f.sub, 128, 224, 220, 26, 500, fonts.sans);
}

function drawFort(ctx: Ctx, f: FortFace, fonts: FaceFonts): void {
  body(ctx, f.body, f.edge);
  // A bastioned trace in the middle.
  ctx.save();
  ctx.translate(128, 128);
  ctx.fillStyle = 'rgba(0,0,0,0.14)';
  ctx.strokeStyle = f.ink;
  ctx.lineWidth = 5;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 52 : 30;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = f.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, f.name, 0, 2, 64, 22, 700, fonts.sans);
  ctx.restore();
  // Steps along the edges: the full value at the top; each step lost turns the marker 90 degrees
  // counter-clockwise (seen from above), bringing the next edge to the top.
  for (let k = 0; k < 4; k++) {
    const value = f.full - k;
    ctx.save();
    ctx.translate(128, 128);
    ctx.rotate((k * Math.PI) / 2);
    ctx.translate(0, -92);
    ctx.fillStyle = f.ink;
    if (value >= 1) {
      const w = (value - 1) * 24;
      for (let i = 0; i < value; i++) {
        ctx.beginPath();
        ctx.arc(-w / 2 + i * 24 - 22, 0, 8.5, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.font = font(700, 40, fonts.sans);
      ctx.fillText(String(value), w / 2 - 2, 2);
    } else {
      ctx.globalAlpha = 0.35;
      ctx.fillRect(-40, -3, 80, 6);
    }
    ctx.restore();
  }
}

function drawBadge(ctx: Ctx, f: BadgeFace, fonts: FaceFonts): void {
  ctx.fillStyle = '#1b1b1b';
  ctx.fillRect(0, 0, 256, 256);
  ctx.fillStyle = '#fff8e6';
  ctx.beginPath();
  ctx.arc(128, 128, 112, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1b1b1b';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.arc(128, 128, 96, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#1b1b1b';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, 120, fonts.sans);
  ctx.fillText(String(f.n), 128, 136);
}
