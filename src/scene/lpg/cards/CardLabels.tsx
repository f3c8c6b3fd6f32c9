// The lines of text beside La Petite Guerre's cards (counts, titles, the duel's words), flat on the
// table and read from the south, printed into one canvas texture per spot together with the spot's
// mat and its tinted planes (a slot, a winner's row): the whole spot's words cost one draw call, not
// one (two with the outline) per line as text meshes did (issue 14's budget). The canvas is redrawn,
// and uploaded again, only when what it shows changes (a count, a battle's step), never per frame.
// Drawn in the shipped fonts (loadCanvasFonts: the callers suspend on the card atlas, made after them).
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Side } from '../../../games/lpg/types';
import { TEXTURE_CANVAS_2D, type SheetCtx } from '../../canvas2d';
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

export function CardLabels({ name, spot, labels, planes = [], y = 0.012, px = LABEL_PX }: { name?: string; spot: LabelSpot; labels: readonly CardLabel[]; planes?: readonly LabelPlane[]; y?: number; px?: number }) {
  const invalidate = useThree((s) => s.invalidate);
  const { canvas, texture } = useMemo(() => {
    const c = document.createElement('canvas');
    c.width = Math.round(spot.w * px);
    c.height = Math.round(spot.d * px);
    const t = new CanvasTexture(c);
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 8;
    return { canvas: c, texture: t };
  }, [spot.w, spot.d, px]);
  useEffect(() => () => texture.dispose(), [texture]);
  const key = labelSheetKey(labels, planes);
  useLayoutEffect(() => {
    const ctx = canvas.getContext('2d', TEXTURE_CANVAS_2D);
    if (!ctx) return;
    drawLabelSheet(ctx, spot, labels, planes, px);
    texture.needsUpdate = true;
    invalidate();
    // (labels and planes are read through their key)
  }, [key, canvas, texture, spot.x, spot.z, px, invalidate]);
  return (
    <mesh name={name} position={[spot.x, y, spot.z]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[spot.w, spot.d]} />
      <meshBasicMaterial map={texture} toneMapped={false} />
    </mesh>
  );
}
