// The printed look of La Petite Guerre's racks and tracks (the sheet's paper and ink, its fonts), and
// the canvas a printed part is drawn on: a box of the table (world units) drawn at PX pixels a unit,
// turned into a texture for a flat card lying on the table (src/scene/canvas2d.ts: on the CPU).
import { CanvasTexture, SRGBColorSpace } from 'three';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import { FONT_FAMILY, loadCanvasFonts } from '../../fonts';
import { useAsset } from '../../useAsset';
import { LPG_PAPER } from '../sheetTexture';
import type { Side } from '../../../games/lpg/types';
import type { Box } from './rackLayout';

export const PAPER = LPG_PAPER;
export const PAPER_DARK = '#ddcfa8';
export const INK = '#2b2318';
export const INK_SOFT = '#6b5a40';
export const RED_INK = '#8c2a1c';
/** Each side's colour (the flat map's, src/ui/lpg/HexMap2D.tsx). */
export const SIDE_FILL: Readonly<Record<Side, string>> = { american: '#2f5fae', british: '#b8322a' };
/** The understrength side of a counter: the side's colour faded. */
export const SIDE_FADED: Readonly<Record<Side, string>> = { american: '#9db3d8', british: '#dc9a94' };
/** Suspends until the fonts the printed parts are drawn in have loaded (a canvas drawn before would keep the fallback font). */
export function usePrintFonts(): void {
  useAsset('lpg-print-fonts', () => loadCanvasFonts());
}

/** Pixels a world unit on the printed parts' textures. */
export const PX = 64;

export const font = (weight: 500 | 600 | 700, units: number, family: 'sans' | 'serif' = 'sans'): string =>
  `${weight} ${Math.round(units * PX)}px "${FONT_FAMILY[family]}", "DejaVu Sans", sans-serif`;

/** A canvas covering `area` (world units), its context set so that one unit is PX pixels and (0, 0) the area's north-west corner. */
export function printCanvas(area: Box): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.w * PX);
  canvas.height = Math.round(area.d * PX);
  const ctx = canvas.getContext('2d', TEXTURE_CANVAS_2D)!;
  ctx.scale(PX, PX);
  return { canvas, ctx };
}

export function printTexture(canvas: HTMLCanvasElement): CanvasTexture {
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

/**
 * Text drawn at (x, y) in world units of the canvas, shrunk (the font's size scaled down) to fit
 * maxW. `units` is the font's size; weight and family as font().
 */
export function fitText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxW: number, units: number, weight: 500 | 600 | 700 = 600, family: 'sans' | 'serif' = 'sans'): void {
  // The context is scaled by PX: fonts are given in pixels of the unscaled canvas, so draw unscaled.
  ctx.save();
  ctx.scale(1 / PX, 1 / PX);
  let size = units;
  ctx.font = font(weight, size, family);
  const w = ctx.measureText(text).width / PX;
  if (w > maxW && w > 0) {
    size = (units * maxW) / w;
    ctx.font = font(weight, size, family);
  }
  ctx.fillText(text, x * PX, y * PX);
  ctx.restore();
}

/** A rounded rectangle path (world units): the shared one, for the rack's drawing. */
export { roundRect } from '../../canvas2d';
