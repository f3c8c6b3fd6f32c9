// What is printed beside Belle Epoque's stands, from one texture atlas so that every unit's marks
// cost one draw call (the instanced quads of ../atlasQuads.ts): the count plate's face (its number
// of stands in the side's dark colour on the plate's cream) and the number badge (the number its
// name uses, "Red British 3": light figures on a square in the side's colour). Each cell is drawn
// ready-coloured, one set per side. The quads are depth-tested as if lifted (LABEL_LIFT; drawn in
// the same place on screen), so the trees of a wood, a cliff or an earthwork's wall round the unit
// do not hide them. The cell arithmetic is pure (tests read which cell an instance shows); the
// drawing needs a document.
import { CanvasTexture, FrontSide, SRGBColorSpace, type MeshBasicMaterial } from 'three';
import { atlasQuadMaterial } from '../atlasQuads';
import { MATCH_UPS } from '../../games/belle-epoque/data';
import { SIDES, type Side } from '../../games/belle-epoque/types';
import { roundRect, TEXTURE_CANVAS_2D } from '../canvas2d';
import { FONT_FAMILY, loadCanvasFonts } from '../fonts';
import { BADGE, DIGIT, PLATE, SIDE_COLOUR } from './layout';

/** The highest number a unit of one side can have: the largest army of any match-up (units are numbered 1..n per side). */
export const MAX_UNIT_NUMBER = Math.max(
  ...Object.values(MATCH_UPS).flatMap((m) => SIDES.map((side) => m[side].units.reduce((n, spec) => n + spec.count, 0))),
);

export type LabelKind = 'count' | 'number';
export interface Label {
  kind: LabelKind;
  side: Side;
  value: number;
}

const SIDE_INDEX: Record<Side, number> = { red: 0, blue: 1 };
/** Count digits 0..9 per side, then badges 0..MAX_UNIT_NUMBER per side. */
const COUNT_CELLS = 10;
const NUMBER_CELLS = MAX_UNIT_NUMBER + 1;
export const LABEL_CELLS = SIDES.length * (COUNT_CELLS + NUMBER_CELLS);
export const LABEL_COLS = 8;
export const LABEL_ROWS = Math.ceil(LABEL_CELLS / LABEL_COLS);
/** Pixels of one (square) cell: the quads are seen from ~15 px (home) to ~150 px (zoomed in). */
export const LABEL_CELL_PX = 128;

/** The atlas cell that prints `value` of this kind for this side, or null where there is none. */
export function labelCell(kind: LabelKind, side: Side, value: number): number | null {
  if (!Number.isInteger(value) || value < 0) return null;
  if (kind === 'count') return value < COUNT_CELLS ? SIDE_INDEX[side] * COUNT_CELLS + value : null;
  return value < NUMBER_CELLS ? SIDES.length * COUNT_CELLS + SIDE_INDEX[side] * NUMBER_CELLS + value : null;
}

/** What a cell prints (the inverse of labelCell). */
export function labelOfCell(cell: number): Label | null {
  if (!Number.isInteger(cell) || cell < 0 || cell >= LABEL_CELLS) return null;
  if (cell < SIDES.length * COUNT_CELLS) return { kind: 'count', side: SIDES[Math.floor(cell / COUNT_CELLS)]!, value: cell % COUNT_CELLS };
  const c = cell - SIDES.length * COUNT_CELLS;
  return { kind: 'number', side: SIDES[Math.floor(c / NUMBER_CELLS)]!, value: c % NUMBER_CELLS };
}

/** A cell's place in the atlas as the quads read it: (u, v, du, dv), v up (the canvas is flipped on upload). */
export function cellUv(cell: number): [number, number, number, number] {
  const col = cell % LABEL_COLS;
  const row = Math.floor(cell / LABEL_COLS);
  return [col / LABEL_COLS, 1 - (row + 1) / LABEL_ROWS, 1 / LABEL_COLS, 1 / LABEL_ROWS];
}

/** Writes cellUv(cell) into an instance's aFace (without making an array: the per-frame path). */
export function setCellUv(face: { setXYZW(index: number, x: number, y: number, z: number, w: number): unknown }, index: number, cell: number): void {
  const col = cell % LABEL_COLS;
  const row = Math.floor(cell / LABEL_COLS);
  face.setXYZW(index, col / LABEL_COLS, 1 - (row + 1) / LABEL_ROWS, 1 / LABEL_COLS, 1 / LABEL_ROWS);
}

/** The cell whose uv rectangle starts at (u, v) (for tests reading an instance's aFace). */
export function cellAtUv(u: number, v: number): number {
  const col = Math.round(u * LABEL_COLS);
  const row = Math.round((1 - v) * LABEL_ROWS) - 1;
  return row * LABEL_COLS + col;
}

/** The count plate's printed face is a quad this wide (the plate's top); its digit keeps DIGIT's size. */
export const COUNT_FACE = PLATE.radius * 2;
/** The digit's em as a share of the count face. */
const COUNT_EM = (DIGIT.size * DIGIT.em) / COUNT_FACE;
/**
 * How much higher than they lie the labels are depth-tested, looking straight down: more than the
 * tallest tree (1.7) and a cliff tile's rise above the ground (2.2: in perspective its top leans
 * over the hex beside it). The rise shrinks with the square of the cosine of the line of sight's
 * angle from the vertical, so looking along the table (the rig allows 70 degrees: a rise of 0.37)
 * a unit's own figures (0.7 tall) still stand in front of its labels; at home (the lines of sight
 * 0-36 degrees from the vertical) it stays above 2.
 */
export const LABEL_LIFT = 3.2;

/** Badge colours: the side's colour, a cream rim (the count plate's), light figures. */
const BADGE_STYLE = { rim: PLATE.colour, figures: '#fffaf0', inset: 0.05, rimWidth: 0.075, corner: 0.16 } as const;

/** Text centred at (x, y), squeezed sideways (never shrunk in height) to fit `maxWidth`. */
function fitText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth: number): void {
  const w = ctx.measureText(text).width;
  if (w <= maxWidth || w === 0) {
    ctx.fillText(text, x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(maxWidth / w, 1);
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

/** Draws every cell of the atlas. */
export function drawLabelAtlas(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d', TEXTURE_CANVAS_2D);
  if (!ctx) return;
  const cell = LABEL_CELL_PX;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const font = (em: number) => `700 ${Math.round(cell * em)}px "${FONT_FAMILY.sans}", "Arial Narrow", sans-serif`;
  const at = (c: number) => ({ x: (c % LABEL_COLS) * cell, y: Math.floor(c / LABEL_COLS) * cell });
  for (const side of SIDES) {
    for (let d = 0; d < COUNT_CELLS; d++) {
      const p = at(labelCell('count', side, d)!);
      // The plate's top, a little inside its edge (the 3D plate's rim shows round it).
      ctx.beginPath();
      ctx.arc(p.x + cell / 2, p.y + cell / 2, cell * 0.475, 0, Math.PI * 2);
      ctx.fillStyle = PLATE.colour;
      ctx.fill();
      ctx.font = font(COUNT_EM);
      ctx.fillStyle = SIDE_COLOUR[side].dark;
      ctx.fillText(String(d), p.x + cell / 2, p.y + cell * 0.53);
    }
    for (let n = 0; n < NUMBER_CELLS; n++) {
      const p = at(labelCell('number', side, n)!);
      const inset = cell * BADGE_STYLE.inset;
      const rim = cell * BADGE_STYLE.rimWidth;
      const size = cell - 2 * inset;
      roundRect(ctx, p.x + inset, p.y + inset, size, size, cell * BADGE_STYLE.corner);
      ctx.fillStyle = BADGE_STYLE.rim;
      ctx.fill();
      roundRect(ctx, p.x + inset + rim, p.y + inset + rim, size - 2 * rim, size - 2 * rim, cell * (BADGE_STYLE.corner - BADGE_STYLE.rimWidth / 2));
      ctx.fillStyle = SIDE_COLOUR[side].main;
      ctx.fill();
      ctx.font = font(BADGE.em);
      ctx.fillStyle = BADGE_STYLE.figures;
      fitText(ctx, String(n), p.x + cell / 2, p.y + cell * 0.54, (size - 2 * rim) * 0.9);
    }
  }
}

let atlas: CanvasTexture | null = null;
/** The shared atlas texture (null without a document); drawn again once the table's font has loaded. */
export function labelAtlasTexture(onRedraw: () => void): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  if (!atlas) {
    const canvas = document.createElement('canvas');
    canvas.width = LABEL_COLS * LABEL_CELL_PX;
    canvas.height = LABEL_ROWS * LABEL_CELL_PX;
    drawLabelAtlas(canvas);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    atlas = texture;
    void loadCanvasFonts().then(() => {
      drawLabelAtlas(canvas);
      texture.needsUpdate = true;
      onRedraw();
    });
  }
  return atlas;
}

/**
 * The labels' material: the atlas quads' (each instance's cell from its aFace), not writing depth,
 * depth-tested as if LABEL_LIFT cos^2 higher: each vertex slides toward the eye along its line of
 * sight by LABEL_LIFT cos (that rise over the cosine), so it lands on the same pixel but wins
 * against the trees and walls round it.
 */
export function labelMaterial(texture: CanvasTexture | null): MeshBasicMaterial {
  const material = atlasQuadMaterial(texture!, 'sandtable-belle-labels');
  material.depthWrite = false;
  // Seen from above only: one side (three draws a transparent two-sided material in two passes).
  material.side = FrontSide;
  const atlasCompile = material.onBeforeCompile.bind(material);
  material.onBeforeCompile = (shader, renderer) => {
    atlasCompile(shader, renderer);
    shader.vertexShader = shader.vertexShader.replace(
      '#include <project_vertex>',
      [
        '#include <project_vertex>',
        'float sightUp = max(0.0, dot(normalize(-mvPosition.xyz), normalize((viewMatrix * vec4(0.0, 1.0, 0.0, 0.0)).xyz)));',
        `mvPosition.xyz *= max(0.05, 1.0 - ${LABEL_LIFT.toFixed(2)} * sightUp / length(mvPosition.xyz));`,
        'gl_Position = projectionMatrix * mvPosition;',
      ].join('\n'),
    );
  };
  return material;
}
