// Every label of Brave Little Belgium's table that never changes (pure: no React, no three, no
// canvas): box names and SIEGE on the tiles, fort captions, the Victory Line, the title and the
// tracks' captions. They are drawn once into canvas textures (mapSheet.ts for the sheet layer,
// tileLabels.ts for the tile layer) instead of one text mesh each: ~110 text meshes cost ~110
// draw calls a frame, which software WebGL cannot afford. Labels that change (the cup's count,
// move costs) stay live text meshes, except the cup's count: its title is drawn into a small
// canvas texture of its own (cupTitleLabel; tileLabels.labelTexture), so the opening table has no
// live text at all and troika's glyph warm-up (seconds on a weak machine) is not paid for it.
import { DATA, FORT } from '../../games/blb/db';
import { BOX_PLACES, TABLE, TILE, TILE_TOP, rectEdges, titleSpot, type Rect } from './layout';
import { victoryLinePath } from './mapLines';
import { INK, VICTORY_RED } from './palette';

/** The shipped fonts by role (see fonts.ts): Oswald 700, Oswald 500, EB Garamond 600. */
export type LabelFont = 'bold' | 'label' | 'title';

export interface PrintedLabel {
  id: string;
  text: string;
  /** 'sheet': printed on the paper; 'tile': on top of the raised box tiles. */
  layer: 'sheet' | 'tile';
  /** The anchor point, world units. */
  x: number;
  z: number;
  /** Em size, world units. */
  size: number;
  font: LabelFont;
  color: string;
  /** Horizontal anchor, and vertical anchor (the text's top, middle or bottom at `z`). */
  align: 'center' | 'left';
  baseline: 'top' | 'middle' | 'bottom';
  /** Extra space between letters, in em. */
  spacing: number;
  /** The room the label has, world units: wider text is squeezed to fit, never spills. */
  maxWidth: number;
  /** Direction of the text in the table plane, radians from +x towards +z (0: west to east). */
  angle: number;
  /** The text broken into lines (a long box name on two), top to bottom; absent: one line. */
  lines?: string[];
}

/** Light ink of the names on the tiles' dark name strips. */
export const LABEL_INK = '#fbf4e2';
/** A label's footprint across its text, in em: ascenders to descenders (the glyphs' ink). */
export const LINE_HEIGHT = 1.0;

/** Font size for a box name so it fits the tile's header. */
export function labelSize(name: string): number {
  return Math.min(0.5, 6.1 / Math.max(1, name.length));
}

/** Average advance of a character, in em, of each font (a generous estimate for upper case). */
const ADVANCE: Record<LabelFont, number> = { bold: 0.5, label: 0.46, title: 0.66 };

/** Estimated width of a label's text in world units (before any squeezing): its longest line. */
export function estimatedWidth(l: Pick<PrintedLabel, 'text' | 'size' | 'font' | 'spacing' | 'lines'>): number {
  const longest = Math.max(...(l.lines ?? [l.text]).map((t) => t.length));
  return longest * l.size * (ADVANCE[l.font] + l.spacing);
}

/** The smallest em a box name is printed at (world units): 11 px tall at 1280x720 in the home view. */
export const MIN_NAME_SIZE = 0.4;

/**
 * A box name in `room` on one line, or on two (broken at the hyphen or space nearest its middle)
 * where one line would print it smaller than MIN_NAME_SIZE; at most `maxSize`, and two lines no
 * deeper than `strip` together.
 */
export function nameLines(name: string, room: number, maxSize: number, strip: number): { lines: string[] | undefined; size: number } {
  const one = Math.min(maxSize, room / (name.length * ADVANCE.bold));
  if (one >= MIN_NAME_SIZE) return { lines: undefined, size: one };
  const breaks = [...name].flatMap((ch, i) => (ch === '-' || ch === ' ' ? [i] : []));
  if (breaks.length === 0) return { lines: undefined, size: one };
  const at = breaks.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  // A hyphen stays with the first line; a space goes.
  const lines = [name.slice(0, name[at] === '-' ? at + 1 : at), name.slice(at + 1)];
  const longest = Math.max(...lines.map((t) => t.length));
  const two = Math.min(maxSize, room / (longest * ADVANCE.bold), strip / (2 * LINE_HEIGHT));
  return two > one ? { lines, size: two } : { lines: undefined, size: one };
}

/** The axis-aligned footprint of a label on the table: its room (maxWidth) by its line height. */
export function labelBounds(l: PrintedLabel): Rect {
  const w = l.maxWidth;
  const h = l.size * LINE_HEIGHT * (l.lines?.length ?? 1);
  // Along the text: from the anchor (left) or around it (centre); across: by the baseline.
  const along0 = l.align === 'left' ? 0 : -w / 2;
  const across0 = l.baseline === 'top' ? 0 : l.baseline === 'middle' ? -h / 2 : -h;
  const c = Math.cos(l.angle);
  const s = Math.sin(l.angle);
  const corners = [
    [along0, across0],
    [along0 + w, across0],
    [along0, across0 + h],
    [along0 + w, across0 + h],
  ].map(([u, v]) => ({ x: l.x + u! * c - v! * s, z: l.z + u! * s + v! * c }));
  const xs = corners.map((p) => p.x);
  const zs = corners.map((p) => p.z);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minZ = Math.min(...zs);
  const maxZ = Math.max(...zs);
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, w: maxX - minX, d: maxZ - minZ };
}

type Spec = Omit<PrintedLabel, 'align' | 'baseline' | 'spacing' | 'angle' | 'color' | 'font'> &
  Partial<Pick<PrintedLabel, 'align' | 'baseline' | 'spacing' | 'angle' | 'color' | 'font'>>;

function label(spec: Spec): PrintedLabel {
  return { align: 'center', baseline: 'middle', spacing: 0.06, angle: 0, color: INK, font: 'bold', ...spec };
}

/** Box names and SIEGE (tile layer), and the fort captions under the fort tiles (sheet layer). */
function boxLabels(): PrintedLabel[] {
  const out: PrintedLabel[] = [];
  for (const box of DATA.boxes) {
    const p = BOX_PLACES[box.id]!;
    const capital = !!box.capital;
    const beyond = !!box.beyondVictoryLine;
    // The capital's star sits at the strip's west end, the Victory Line diamond at its east end.
    const x = p.label.x + (capital ? 0.22 : 0) - (beyond ? 0.12 : 0);
    const room = TILE.w - 0.3 - (capital ? 0.44 : 0) - (beyond ? 0.24 : 0);
    // Smaller where the star or diamond leaves less room, so the name is not squeezed; a long
    // name goes on two lines rather than below MIN_NAME_SIZE.
    const { lines, size } = nameLines(box.name, room, 0.5, TILE.labelStrip - 0.06);
    out.push(label({ id: `name:${box.id}`, text: box.name, layer: 'tile', x, z: p.label.z, size, maxWidth: room, color: LABEL_INK, spacing: 0, ...(lines ? { lines } : {}) }));
    const fort = FORT[box.id];
    if (fort && p.siege) {
      out.push(label({ id: `siege:${box.id}`, text: 'SIEGE', layer: 'tile', x: p.siege.x, z: p.label.z, size: 0.42, maxWidth: p.siege.w - 0.2, color: LABEL_INK, spacing: 0.08 }));
      out.push(
        label({
          id: `fort:${box.id}`,
          text: `${fort.steps === 4 ? 'MAJOR' : 'MINOR'} FORT · ${fort.steps} steps`,
          layer: 'sheet',
          x: p.tile.x + 0.4,
          z: rectEdges.bottom(p.tile) + 0.08,
          size: 0.3,
          font: 'label',
          color: '#2a2118',
          baseline: 'top',
          maxWidth: TILE.w + 0.6,
        }),
      );
    }
  }
  return out;
}

/** VICTORY LINE, printed along the line's first stretch. */
function victoryLabel(): PrintedLabel[] {
  const path = victoryLinePath();
  if (path.length < 2) return [];
  const a = path[0]!;
  const b = path[1]!;
  return [
    label({
      id: 'victory-line',
      text: 'VICTORY LINE',
      layer: 'sheet',
      // Beside the line, clear of the tiles next to it and ending before its first diamond.
      x: a.x + 0.2,
      z: a.z + 0.2,
      size: 0.42,
      color: VICTORY_RED,
      align: 'left',
      baseline: 'bottom',
      spacing: 0.1,
      maxWidth: 3.1,
      angle: Math.atan2(b.z - a.z, b.x - a.x),
    }),
  ];
}

/** The title cartouche and the captions of the tracks and boxes around the map. */
function trackLabels(): PrintedLabel[] {
  const t = TABLE;
  const out: PrintedLabel[] = [];
  const titleRoom = t.title.w - 0.8;
  out.push(label({ id: 'title-1', text: 'BRAVE LITTLE', layer: 'sheet', x: t.title.x, z: t.title.z - 0.72, size: 1.0, font: 'title', maxWidth: titleRoom }));
  out.push(label({ id: 'title-2', text: 'BELGIUM', layer: 'sheet', x: t.title.x, z: t.title.z + 0.3, size: 1.0, font: 'title', maxWidth: titleRoom }));
  out.push(
    label({ id: 'title-3', text: 'The German invasion · 4 – 27 August 1914', layer: 'sheet', x: t.title.x, z: t.title.z + 1.2, size: 0.4, font: 'title', spacing: 0.03, color: '#5a4630', maxWidth: titleRoom }),
  );
  const frameTitle = (id: string, frame: Rect, text: string) =>
    out.push(label({ id, text, layer: 'sheet', ...titleSpot(frame), size: 0.55, maxWidth: frame.w - 0.6 }));

  frameTitle('turn-track', t.turnTrack.frame, 'TURN TRACK');
  t.turnTrack.spaces.forEach((s, i) => {
    const room = s.rect.w - 0.2;
    out.push(label({ id: `${s.id}:label`, text: s.label, layer: 'sheet', x: s.rect.x, z: rectEdges.top(s.rect) + 0.42, size: i === 0 ? 0.42 : 0.6, color: i === 6 ? VICTORY_RED : INK, maxWidth: room }));
    if (s.sub)
      out.push(
        label({ id: `${s.id}:sub`, text: i === 6 ? `${s.sub} · victory` : s.sub, layer: 'sheet', x: s.rect.x, z: rectEdges.bottom(s.rect) - 0.3, size: 0.3, font: 'label', spacing: 0.02, maxWidth: room }),
      );
  });

  frameTitle('atrocities', t.atrocities.frame, 'ATROCITIES');
  for (const s of t.atrocities.spaces)
    out.push(label({ id: `${s.id}:label`, text: s.label, layer: 'sheet', x: rectEdges.left(s.rect) + 0.3, z: rectEdges.top(s.rect) + 0.3, size: 0.4, color: '#5a1a14', maxWidth: 0.45 }));

  // The cup's title carries its count (it changes): a live text mesh, not printed here.
  frameTitle('pulled-chits', t.pulledFrame, 'PULLED CHITS');
  frameTitle('turn-end', t.turnEndFrame, 'TURN END');
  for (const s of t.turnEnd)
    out.push(label({ id: `${s.id}:label`, text: s.label, layer: 'sheet', x: rectEdges.left(s.rect) + 0.28, z: rectEdges.top(s.rect) + 0.3, size: 0.36, color: '#f1e6cf', maxWidth: 0.4 }));
  return out;
}

/** Every static label of the table, in drawing order. */
export function printedLabels(): PrintedLabel[] {
  return [...boxLabels(), ...victoryLabel(), ...trackLabels()];
}

/**
 * The Chit Cup frame's title with the cup's count (as the other frames' titles: Oswald 700,
 * 0.55 em, ink). It changes, so it is not printed on the sheet but drawn into its own texture.
 */
export function cupTitleLabel(count: number): PrintedLabel {
  const frame = TABLE.cupFrame;
  const at = titleSpot(frame);
  return { id: 'cup-title', text: `CHIT CUP · ${count}`, layer: 'sheet', x: at.x, z: at.z, size: 0.55, font: 'bold', color: INK, align: 'center', baseline: 'middle', spacing: 0.06, maxWidth: frame.w - 0.3, angle: 0 };
}

/** The height a tile label floats at (just over the tile's top, under any counter). */
export const TILE_LABEL_Y = TILE_TOP + 0.006;

/** CSS font of a label for a canvas, `px` pixels to the em. */
export function canvasFont(font: LabelFont, px: number, families: { sans: string; serif: string }): string {
  if (font === 'title') return `600 ${px}px "${families.serif}", serif`;
  return `${font === 'bold' ? 700 : 500} ${px}px "${families.sans}", sans-serif`;
}
