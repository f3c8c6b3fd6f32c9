// The stack viewer (as VASSAL's mouse-over stack viewer): hovering a stack shows its counters full
// size beside the pointer, bottom to top, one row per stack, copied from the shared counter atlas
// (the very faces drawn on the table). A DOM overlay for every game that uses the shared counters;
// it goes inside the table's tooltip (TableTooltip's children), so it moves with the pointer.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadCounterAtlas, type CounterAtlas } from './counters/atlasTexture';
import { ATLAS_INSET, cellOrigin, type CounterGlyphs, type FaceSpec } from './counters/counterFaces';
import './scene.css';

export interface StackFace {
  /** Unique in its row (the counter's key on the table). */
  key: string;
  /** The face's key in the atlas. */
  face: string;
  /** What it is, for screen readers and the face's title. */
  label: string;
}

export interface StackRow {
  /** "German stack in Liège"; absent for a lone row. */
  heading?: string;
  /** Bottom to top. */
  faces: StackFace[];
}

/** CSS pixels a face is shown at: full size, as the counter would be in the hand. */
export const STACK_FACE_PX = 72;

/** The game's counter atlas for DOM use (the same cached atlas the table draws with), or null until drawn. */
export function useCounterAtlas(id: string, makeSpecs: () => Map<string, FaceSpec>, glyphs: CounterGlyphs): CounterAtlas | null {
  const [atlas, setAtlas] = useState<CounterAtlas | null>(null);
  useEffect(() => {
    let live = true;
    loadCounterAtlas(id, makeSpecs, glyphs).then(
      (a) => live && setAtlas(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, makeSpecs, glyphs]);
  return atlas;
}

function Face({ atlas, face, label, size }: { atlas: CounterAtlas; face: string; label: string; size: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    const image = atlas.texture.image as CanvasImageSource | undefined;
    if (!canvas || !ctx || !image || atlas.layout.indexOf(face) < 0) return;
    const o = cellOrigin(atlas.layout, face);
    const cell = atlas.layout.cell - 2 * ATLAS_INSET;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, o.x + ATLAS_INSET, o.y + ATLAS_INSET, cell, cell, 0, 0, canvas.width, canvas.height);
  }, [atlas, face]);
  return (
    <canvas
      ref={ref}
      className="stack-viewer-face"
      width={Math.round(size * dpr)}
      height={Math.round(size * dpr)}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
      title={label}
      data-face={face}
    />
  );
}

/** The counters of the stacks under the pointer, full size (nothing until the atlas is drawn). */
export function StackViewer({ atlas, rows, size = STACK_FACE_PX, testId = 'stack-viewer' }: { atlas: CounterAtlas | null; rows: readonly StackRow[]; size?: number; testId?: string }) {
  if (!atlas || rows.every((r) => r.faces.length === 0)) return null;
  return (
    <div className="stack-viewer" data-testid={testId}>
      {rows
        .filter((r) => r.faces.length > 0)
        .map((r, i) => (
          <div className="stack-viewer-row" key={r.heading ?? i}>
            {r.heading ? <span className="stack-viewer-heading">{r.heading}</span> : null}
            <div className="stack-viewer-faces">
              {r.faces.map((f) => (
                <Face key={f.key} atlas={atlas} face={f.face} label={f.label} size={size} />
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}
