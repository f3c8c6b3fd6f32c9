// Brave Little Belgium's glyphs for the shared counter faces (src/scene/counters/counterFaces.ts):
// the four national emblems on unit counters (palette.ts' NATION) and the pictures on its chits
// (blbFaces.ts). Each draws centred on the origin; the atlas translates there first.
import type { CounterGlyphs, GlyphPainter } from '../counters/counterFaces';

/** Emblems draw at radius `r` with their own colours (round joins). */
const emblem = (draw: (ctx: CanvasRenderingContext2D, r: number) => void): GlyphPainter => (ctx, r) => {
  ctx.lineJoin = 'round';
  draw(ctx, r);
};

/** Chit glyphs draw in the face's ink with a round 6-pixel pen, at a fixed size. */
const inked = (draw: (ctx: CanvasRenderingContext2D) => void): GlyphPainter => (ctx, _size, ink) => {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  draw(ctx);
};

export const BLB_EMBLEMS = {
  cross: emblem((ctx, r) => {
    // Cross pattee in black, white-edged.
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111111';
    const a = r * 0.8;
    const b = r * 0.22;
    for (let k = 0; k < 4; k++) {
      ctx.save();
      ctx.rotate((k * Math.PI) / 2);
      ctx.beginPath();
      ctx.moveTo(-b, 0);
      ctx.lineTo(-a * 0.55, -a);
      ctx.lineTo(a * 0.55, -a);
      ctx.lineTo(b, 0);
      ctx.closePath();
      ctx.fill();
      ctx.restore();
    }
  }),
  tricolour: emblem((ctx, r) => {
    const w = r * 0.62;
    const h = r * 1.5;
    ['#111111', '#f5d000', '#d62718'].forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.fillRect(-1.5 * w + i * w, -h / 2, w, h);
    });
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 2.5;
    ctx.strokeRect(-1.5 * w, -h / 2, 3 * w, h);
  }),
  cockade: emblem((ctx, r) => {
    ['#1f3f9a', '#ffffff', '#d62718'].forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.arc(0, 0, r * (1 - i * 0.33), 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.stroke();
  }),
  saltire: emblem((ctx, r) => {
    const s = r * 0.95;
    ctx.fillStyle = '#1f3f9a';
    ctx.fillRect(-s, -s * 0.7, 2 * s, 1.4 * s);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = r * 0.42;
    ctx.beginPath();
    ctx.moveTo(-s, -s * 0.7);
    ctx.lineTo(s, s * 0.7);
    ctx.moveTo(s, -s * 0.7);
    ctx.lineTo(-s, s * 0.7);
    ctx.stroke();
    ctx.strokeStyle = '#d62718';
    ctx.lineWidth = r * 0.18;
    ctx.stroke();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = r * 0.5;
    ctx.beginPath();
    ctx.moveTo(0, -s * 0.7);
    ctx.lineTo(0, s * 0.7);
    ctx.moveTo(-s, 0);
    ctx.lineTo(s, 0);
    ctx.stroke();
    ctx.strokeStyle = '#d62718';
    ctx.lineWidth = r * 0.28;
    ctx.stroke();
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 2.5;
    ctx.strokeRect(-s, -s * 0.7, 2 * s, 1.4 * s);
  }),
} satisfies CounterGlyphs;

export type BlbEmblem = keyof typeof BLB_EMBLEMS;

export const BLB_CHIT_GLYPHS = {
  star: inked((ctx) => {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? 30 : 12;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.fill();
  }),
  zeppelin: inked((ctx) => {
    ctx.beginPath();
    ctx.ellipse(0, -4, 46, 16, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(-10, 10, 20, 9);
    ctx.beginPath();
    ctx.moveTo(38, -4);
    ctx.lineTo(56, -20);
    ctx.lineTo(56, 12);
    ctx.closePath();
    ctx.fill();
  }),
  gun: inked((ctx) => {
    ctx.save();
    ctx.rotate(-0.55);
    ctx.fillRect(-10, -40, 20, 56);
    ctx.restore();
    ctx.beginPath();
    ctx.arc(-14, 22, 14, 0, Math.PI * 2);
    ctx.arc(18, 22, 14, 0, Math.PI * 2);
    ctx.fill();
  }),
  march: inked((ctx) => {
    for (const dx of [-24, 8]) {
      ctx.beginPath();
      ctx.moveTo(dx - 14, -22);
      ctx.lineTo(dx + 10, 0);
      ctx.lineTo(dx - 14, 22);
      ctx.stroke();
    }
  }),
  sabotage: inked((ctx) => {
    ctx.beginPath();
    ctx.moveTo(-46, 10);
    ctx.lineTo(-8, 10);
    ctx.lineTo(-2, -4);
    ctx.moveTo(8, 14);
    ctx.lineTo(14, 2);
    ctx.lineTo(46, 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-6, -24);
    ctx.lineTo(2, -8);
    ctx.lineTo(10, -26);
    ctx.stroke();
  }),
  clock: inked((ctx) => {
    ctx.beginPath();
    ctx.arc(0, 0, 28, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, -18);
    ctx.moveTo(0, 0);
    ctx.lineTo(14, 6);
    ctx.stroke();
  }),
} satisfies CounterGlyphs;

export type BlbChitGlyph = keyof typeof BLB_CHIT_GLYPHS;

/** Every glyph BLB's faces name: the registry its counter atlas is drawn with. */
export const BLB_GLYPHS: CounterGlyphs = { ...BLB_EMBLEMS, ...BLB_CHIT_GLYPHS };
