// The lines of text beside La Petite Guerre's cards (counts, titles, the duel's words), flat on the
// table and read from the south, printed into one canvas texture per spot together with the spot's
// mat and its tinted planes (a slot, a winner's row): the whole spot's words cost one draw call, not
// one (two with the outline) per line as text meshes did (issue 14's budget). The canvas is redrawn,
// and uploaded again, only when what it shows changes (a count, a battle's step), never per frame.
// Drawn by labelSheet.ts in the shipped fonts (loadCanvasFonts: the callers suspend on the card atlas,
// made after them).
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import type { CardLabel } from './cardLayout';
import { drawLabelSheet, LABEL_PX, labelSheetKey, type LabelPlane, type LabelSpot } from './labelSheet';

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
