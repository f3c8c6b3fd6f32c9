// The 2D canvases the tables draw their textures on (sheets, atlases, faces, labels) are kept in
// memory, not on the GPU: `willReadFrequently` makes the browser draw them on the CPU. On a weak
// GPU (software WebGL stands in for one) an accelerated 2D canvas sends every path and fill through
// the GPU process, which then has to read the picture back to upload it as a texture: drawing the
// textures of a table that way held its first frame back by 5-6 s (issue 14), on the CPU it takes
// a fraction of that. Canvases shown on the page (not textures) keep the default.
export const TEXTURE_CANVAS_2D: CanvasRenderingContext2DSettings = { willReadFrequently: true };

/** The 2D calls a printed sheet is drawn with (a recording context stands in for it in tests). */
export type SheetCtx = Pick<
  CanvasRenderingContext2D,
  | 'save' | 'restore' | 'translate' | 'scale' | 'rotate' | 'beginPath' | 'closePath' | 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'arc' | 'ellipse' | 'rect' | 'fill' | 'stroke' | 'clip'
  | 'fillRect' | 'strokeRect' | 'fillText' | 'strokeText' | 'measureText' | 'setLineDash'
  | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineJoin' | 'lineCap' | 'font' | 'textAlign' | 'textBaseline' | 'globalAlpha'
>;

/** Text with a halo in the paper's colour, so a printed name reads over borders, rivers and roads. */
export function haloText(ctx: SheetCtx, text: string, x: number, y: number, halo: string, width: number): void {
  ctx.lineJoin = 'round';
  ctx.strokeStyle = halo;
  ctx.lineWidth = width;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/** A rounded rectangle's path (corners drawn as quadratic curves), in the context's units. */
export function roundRect(ctx: SheetCtx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + r);
  ctx.lineTo(x + w, y + h - r);
  ctx.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  ctx.lineTo(x + r, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - r);
  ctx.lineTo(x, y + r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.closePath();
}
