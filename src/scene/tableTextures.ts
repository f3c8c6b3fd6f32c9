// Procedural textures for the table (browser only): a warm wood top and paper grain. Generated
// on a canvas with a seeded generator, so the table looks the same on every load and needs no
// image files.
import { Rng } from '../core/rng';
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { TEXTURE_CANVAS_2D } from './canvas2d';

/** A seeded generator for looks (the core RNG, its own stream): never the game's dice. */
export function seeded(seed: number): () => number {
  const rng = Rng.seeded(seed);
  return () => rng.float();
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d', TEXTURE_CANVAS_2D);
  if (!ctx) throw new Error('No 2D canvas available.');
  return [c, ctx];
}

/** Walnut planks running along x, with grain, seams and a soft sheen. */
export function woodTexture(size = 1024, planks = 5): CanvasTexture {
  const [c, ctx] = canvas(size, size);
  const rnd = seeded(1914);
  const plankH = size / planks;
  for (let p = 0; p < planks; p++) {
    const y0 = p * plankH;
    const tone = 0.85 + rnd() * 0.3;
    const base = [Math.round(112 * tone), Math.round(70 * tone), Math.round(40 * tone)];
    ctx.fillStyle = `rgb(${base[0]},${base[1]},${base[2]})`;
    ctx.fillRect(0, y0, size, plankH);
    // Grain: long wavy lines of slightly darker and lighter wood.
    for (let i = 0; i < 70; i++) {
      const y = y0 + rnd() * plankH;
      const amp = 1 + rnd() * 5;
      const freq = 0.004 + rnd() * 0.01;
      const phase = rnd() * 10;
      const dark = rnd() < 0.6;
      ctx.strokeStyle = dark ? `rgba(40,20,8,${0.08 + rnd() * 0.18})` : `rgba(255,220,170,${0.04 + rnd() * 0.08})`;
      ctx.lineWidth = 0.6 + rnd() * 2.2;
      ctx.beginPath();
      for (let x = 0; x <= size; x += 8) {
        const yy = y + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1 + phase) * amp * 0.3;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      ctx.stroke();
    }
    // A knot now and then.
    if (rnd() < 0.6) {
      const kx = rnd() * size;
      const ky = y0 + plankH * (0.3 + rnd() * 0.4);
      for (let r = 3; r < 26; r += 3) {
        ctx.strokeStyle = `rgba(45,22,8,${0.25 - r / 140})`;
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.ellipse(kx, ky, r * 2.4, r * 0.8, 0, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    // Seam.
    ctx.fillStyle = 'rgba(20,10,4,0.7)';
    ctx.fillRect(0, y0, size, 2);
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.anisotropy = 8;
  return t;
}

/** Speckles and fibres over an area already painted (for paper). */
export function paperGrain(ctx: CanvasRenderingContext2D, w: number, h: number, seed = 7, density = 0.0009): void {
  const rnd = seeded(seed);
  const n = Math.floor(w * h * density);
  for (let i = 0; i < n; i++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const dark = rnd() < 0.5;
    ctx.fillStyle = dark ? `rgba(80,60,30,${0.03 + rnd() * 0.06})` : `rgba(255,255,240,${0.04 + rnd() * 0.08})`;
    const r = 0.6 + rnd() * 1.8;
    ctx.fillRect(x, y, r, r);
  }
}

export { canvas as makeCanvas };
