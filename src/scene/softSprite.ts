// Small canvas-drawn sprites (a soft glow, a ring, a token's face): drawn once into a square
// canvas, uploaded as an sRGB texture and shared by every mesh that asks for the same key. No
// network and no files: the table works offline. Null where there is no document (node tests).
import { CanvasTexture, SRGBColorSpace } from 'three';
import { TEXTURE_CANVAS_2D } from './canvas2d';

const sprites = new Map<string, CanvasTexture>();

/**
 * A square canvas texture of `size` pixels drawn by `draw`, made once per `key` (later calls
 * with the same key return the same texture, whatever `draw` they pass).
 */
export function canvasSprite(key: string, size: number, draw: (g: CanvasRenderingContext2D, size: number) => void): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const cached = sprites.get(key);
  if (cached) return cached;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  draw(c.getContext('2d', TEXTURE_CANVAS_2D)!, size);
  const texture = new CanvasTexture(c);
  texture.colorSpace = SRGBColorSpace;
  sprites.set(key, texture);
  return texture;
}

/** A colour stop of a radial gradient: offset 0..1 (centre to rim) and a CSS colour. */
export type GradientStop = readonly [offset: number, colour: string];

/** Where a radial gradient starts and ends, as fractions of the sprite's size. */
export interface RadialShape {
  /** Inner circle: centre x, y and radius (default the centre, radius 0). */
  from?: readonly [number, number, number];
  /** Outer circle (default the centre, radius 0.5: the sprite's edge). */
  to?: readonly [number, number, number];
}

/** Fills the whole canvas with a radial gradient (fractions of `size`). */
export function fillRadial(g: CanvasRenderingContext2D, size: number, stops: readonly GradientStop[], shape: RadialShape = {}): void {
  const [x0, y0, r0] = shape.from ?? [0.5, 0.5, 0];
  const [x1, y1, r1] = shape.to ?? [0.5, 0.5, 0.5];
  const grad = g.createRadialGradient(size * x0, size * y0, size * r0, size * x1, size * y1, size * r1);
  for (const [offset, colour] of stops) grad.addColorStop(offset, colour);
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
}

/** A round sprite filled with a radial gradient, made once per key. */
export function radialSprite(key: string, size: number, stops: readonly GradientStop[], shape?: RadialShape): CanvasTexture | null {
  return canvasSprite(key, size, (g, s) => fillRadial(g, s, stops, shape));
}
