// Canvas-drawn textures for the dice and the small labels and plaques of the tray and the
// battle board: nothing is fetched (the app works with no network). The fonts ship in assets/
// (Oswald, OFL); labels are drawn at once with a fallback and redrawn when the font arrives.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import type { DieFace } from './orientation';
import { roundRect, TEXTURE_CANVAS_2D } from '../canvas2d';

/** How one style of die looks: a game gives its styles by name (src/scene/<game>/dieStyles.ts). */
export interface DieColours {
  face: string;
  /** Slightly darker rim toward the face's edge (a moulded die). */
  rim: string;
  pip: string;
  /** The single pip of the 1 (red on white dice as on many real ones). */
  one: string;
}

/** A game's die styles: the name a tray layout gives a die (DieSpec.style) and its colours. */
export type DieStyles = Readonly<Record<string, DieColours>>;

/** What a die wears when its style is not among the game's (never silent: the tray warns). */
export const UNKNOWN_DIE: DieColours = { face: '#eeeeee', rim: '#cccccc', pip: '#1d1d1f', one: '#1d1d1f' };

/** Pip centres on a 3x3 grid (column, row), each 0..2, for a face read upright. */
export const PIP_LAYOUT: Readonly<Record<DieFace, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
};

const hasDocument = () => typeof document !== 'undefined';

function canvas(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function finish(c: HTMLCanvasElement, anisotropy = 4): CanvasTexture {
  const texture = new CanvasTexture(c);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = anisotropy;
  texture.needsUpdate = true;
  return texture;
}

const dieFaceCache = new Map<string, CanvasTexture>();

/** One face of a die: a moulded face with engraved pips. Cached per colours and value. */
export function dieFaceTexture(colours: DieColours, value: DieFace): Texture | null {
  if (!hasDocument()) return null;
  const key = `${colours.face}/${colours.rim}/${colours.pip}/${colours.one}:${value}`;
  const cached = dieFaceCache.get(key);
  if (cached) return cached;
  const size = 256;
  const c = canvas(size, size);
  const g = c.getContext('2d', TEXTURE_CANVAS_2D)!;
  // The face, a little darker toward the rim so the rounded edge reads as moulded.
  const face = g.createRadialGradient(size / 2, size / 2, size * 0.2, size / 2, size / 2, size * 0.72);
  face.addColorStop(0, colours.face);
  face.addColorStop(1, colours.rim);
  g.fillStyle = face;
  g.fillRect(0, 0, size, size);
  // The rounded box spreads each face's UVs over its bevels too: keep pips in the flat middle.
  const inset = size * 0.25;
  const step = (size - 2 * inset) / 2;
  const radius = value === 1 ? size * 0.115 : size * 0.072;
  for (const [col, row] of PIP_LAYOUT[value]) {
    const x = inset + col * step;
    const y = inset + row * step;
    // Engraved: a dark pip with a light lip below and a shadow at the top.
    g.beginPath();
    g.arc(x, y + radius * 0.1, radius * 1.08, 0, Math.PI * 2);
    g.fillStyle = 'rgba(255,255,255,0.35)';
    g.fill();
    const pip = g.createRadialGradient(x - radius * 0.25, y - radius * 0.3, radius * 0.1, x, y, radius);
    const colour = value === 1 ? colours.one : colours.pip;
    pip.addColorStop(0, shade(colour, -0.35));
    pip.addColorStop(0.7, colour);
    pip.addColorStop(1, shade(colour, -0.2));
    g.beginPath();
    g.arc(x, y, radius, 0, Math.PI * 2);
    g.fillStyle = pip;
    g.fill();
  }
  const texture = finish(c, 8);
  dieFaceCache.set(key, texture);
  return texture;
}

/** A colour made lighter (amount > 0) or darker (amount < 0), for #rrggbb. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 255;
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

// --- labels and plaques -------------------------------------------------------------------

const FONT_FAMILY = 'Oswald, "DejaVu Sans Condensed", "Arial Narrow", sans-serif';
let fontRequested = false;
const fontWaiters = new Set<() => void>();
let fontReady = false;

/** Loads the shipped Oswald once; labels drawn before it arrives are redrawn. */
function requestFont(): void {
  if (fontRequested || !hasDocument() || typeof FontFace === 'undefined') return;
  fontRequested = true;
  const url = new URL('fonts/oswald-latin-500-normal.woff', document.baseURI).href;
  const face = new FontFace('Oswald', `url(${url})`, { weight: '500' });
  face
    .load()
    .then((loaded) => {
      document.fonts.add(loaded);
      fontReady = true;
      for (const redraw of [...fontWaiters]) redraw();
      fontWaiters.clear();
    })
    .catch(() => {
      // The fallback stays: still readable.
    });
}

export interface LabelStyle {
  /** Text colour. */
  color?: string;
  /** Plaque background; none for plain text. */
  background?: string;
  border?: string;
  /** Canvas pixels per line (the texture's height). */
  px?: number;
  weight?: number;
  /** Horizontal padding in canvas pixels. */
  pad?: number;
}

export interface LabelTexture {
  texture: Texture;
  /** Width over height, to size the plane it is drawn on. */
  aspect: number;
}

/**
 * The label textures made, the most recently asked for last. Bounded: captions change with the
 * game (command points rolled, tokens left), so over a long showcase an unbounded cache kept every
 * caption's canvas alive (issue 13: a showcase's DOM nodes grew game after game). The oldest go;
 * one still on a mesh is simply uploaded again by three if it is drawn after its disposal.
 */
const labelCache = new Map<string, LabelTexture>();
export const LABEL_CACHE_MAX = 48;

/** How many label textures are kept (for tests). */
export const labelCacheSize = (): number => labelCache.size;

/** A one-line text (optionally a plaque) as a texture. Cached by text and style (the latest LABEL_CACHE_MAX). */
export function labelTexture(text: string, style: LabelStyle = {}): LabelTexture | null {
  if (!hasDocument()) return null;
  const key = JSON.stringify([text, style]);
  const cached = labelCache.get(key);
  if (cached) {
    // Most recently used: to the end of the order.
    labelCache.delete(key);
    labelCache.set(key, cached);
    return cached;
  }
  requestFont();
  const px = style.px ?? 64;
  const pad = style.pad ?? (style.background ? px * 0.35 : px * 0.08);
  const font = `${style.weight ?? 500} ${Math.round(px * 0.72)}px ${FONT_FAMILY}`;
  const measure = canvas(8, 8).getContext('2d', TEXTURE_CANVAS_2D)!;
  measure.font = font;
  // Room for the real font, which may be a little wider than the fallback measured now.
  const width = Math.ceil(Math.max(px, measure.measureText(text).width * 1.12 + pad * 2));
  const c = canvas(width, px);
  const draw = () => {
    const g = c.getContext('2d', TEXTURE_CANVAS_2D)!;
    g.clearRect(0, 0, c.width, c.height);
    if (style.background) {
      roundRect(g, 2, 2, c.width - 4, c.height - 4, px * 0.18);
      g.fillStyle = style.background;
      g.fill();
      if (style.border) {
        g.lineWidth = Math.max(2, px * 0.05);
        g.strokeStyle = style.border;
        g.stroke();
      }
    }
    g.font = font;
    g.fillStyle = style.color ?? '#1d1d1f';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, c.width / 2, c.height / 2 + px * 0.03, c.width - pad);
  };
  draw();
  const texture = finish(c);
  if (!fontReady) {
    fontWaiters.add(() => {
      draw();
      texture.needsUpdate = true;
    });
  }
  const result = { texture, aspect: width / px };
  labelCache.set(key, result);
  while (labelCache.size > LABEL_CACHE_MAX) {
    const [oldest, entry] = labelCache.entries().next().value as [string, LabelTexture];
    labelCache.delete(oldest);
    entry.texture.dispose();
  }
  return result;
}

let feltTexture: CanvasTexture | null = null;

/** Green baize with a faint weave, tiled across the tray. */
export function feltTextureOnce(): Texture | null {
  if (!hasDocument()) return null;
  if (feltTexture) return feltTexture;
  const size = 128;
  const c = canvas(size, size);
  const g = c.getContext('2d', TEXTURE_CANVAS_2D)!;
  g.fillStyle = '#2f5d3a';
  g.fillRect(0, 0, size, size);
  // Deterministic speckle (no Math.random: the same felt every time).
  let seed = 1234567;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 2600; i++) {
    const x = rnd() * size;
    const y = rnd() * size;
    const light = rnd() > 0.5;
    g.fillStyle = light ? 'rgba(120,170,120,0.16)' : 'rgba(10,30,15,0.2)';
    g.fillRect(x, y, 1 + rnd() * 1.5, 1);
  }
  feltTexture = finish(c);
  feltTexture.wrapS = feltTexture.wrapT = RepeatWrapping;
  return feltTexture;
}
