// The words of La Petite Guerre's card spots (the hands, the duel) printed on their mat (pure
// drawing over a 2D context; CardLabels.tsx makes the texture): the mat, its tinted planes (a slot, a
// winner's row), then each line in the shipped bold sans with its outline, as the text meshes drew
// them. What is printed is keyed by labelSheetKey: the sheet is redrawn only when that changes.
import type { Side } from '../../../games/lpg/types';
import type { SheetCtx } from '../../canvas2d';
import { FONT_FAMILY } from '../../fonts';
import type { CardLabel } from './cardLayout';

export const SIDE_COLOUR: Record<Side, { fill: string; outline: string }> = {
  american: { fill: '#a9c4ff', outline: '#0d1d40' },
  british: { fill: '#ff9c8f', outline: '#3d0a07' },
};
const TONE: Record<CardLabel['tone'], string> = { plain: '#f1e9d2', side: '#f1e9d2', dim: '#bfb49a', gold: '#ffd166' };
/** The mat under a spot (what SpotMat drew). */
export const MAT_COLOUR = '#2b231b';
/** Canvas pixels per world unit: a line of 0.36 units is 35 px high, sharp when the camera closes in. */
export const LABEL_PX = 96;

/** A tinted rectangle printed on the mat under the words (world units, its centre). */
export interface LabelPlane {
  key: string;
  x: number;
  z: number;
  w: number;
  d: number;
  colour: string;
  opacity: number;
}

/** The spot a sheet covers (world centre and extents). */
export interface LabelSpot {
  x: number;
  z: number;
  w: number;
  d: number;
}

/** Draws the mat, its planes, then the words (in the spot's canvas, `px` pixels a world unit). */
export function drawLabelSheet(ctx: SheetCtx, spot: LabelSpot, labels: readonly CardLabel[], planes: readonly LabelPlane[], px: number, mat = MAT_COLOUR): void {
  const x0 = spot.x - spot.w / 2;
  const z0 = spot.z - spot.d / 2;
  const u = (x: number) => (x - x0) * px;
  const v = (z: number) => (z - z0) * px;
  ctx.globalAlpha = 1;
  ctx.fillStyle = mat;
  ctx.fillRect(0, 0, spot.w * px, spot.d * px);
  for (const p of planes) {
    ctx.globalAlpha = p.opacity;
    ctx.fillStyle = p.colour;
    ctx.fillRect(u(p.x - p.w / 2), v(p.z - p.d / 2), p.w * px, p.d * px);
  }
  ctx.globalAlpha = 1;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const l of labels) {
    const side = l.tone === 'side' && l.side ? SIDE_COLOUR[l.side] : null;
    const size = l.size * px;
    ctx.font = `700 ${Math.round(size)}px "${FONT_FAMILY.sans}", sans-serif`;
    ctx.textAlign = l.anchor;
    // The outline as the text meshes had it (0.08 of the size round each glyph), then the fill.
    ctx.strokeStyle = side ? side.outline : '#15100c';
    ctx.lineWidth = size * 0.16;
    // A line at the sheet's edge is moved in so that its outline stays on the sheet (text meshes spilled over).
    const m = ctx.measureText(l.text);
    const pad = size * 0.1;
    let y = v(l.z);
    const top = y - (m.actualBoundingBoxAscent ?? 0) - pad;
    const bottom = y + (m.actualBoundingBoxDescent ?? 0) + pad;
    if (top < 0) y -= top;
    else if (bottom > spot.d * px) y -= bottom - spot.d * px;
    ctx.strokeText(l.text, u(l.x), y);
    ctx.fillStyle = side ? side.fill : TONE[l.tone];
    ctx.fillText(l.text, u(l.x), y);
  }
}

/** What a sheet shows, as one string: it is redrawn only when this changes. */
export const labelSheetKey = (labels: readonly CardLabel[], planes: readonly LabelPlane[]): string => JSON.stringify([labels, planes]);

