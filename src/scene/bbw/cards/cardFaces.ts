// Brief Border Wars' cards as faces of one atlas (drawn on a CPU canvas, uploaded as one sRGB
// texture): the 40 Action cards (white and grey, 5.0; Movement above, Combat below, the numbers large
// enough to read across a room), the white and grey Special Action cards (6.31 / 6.32 uses), the
// Random Event card, the card back, the conflict's six Random Events Chart results, the digits of
// the deck's count, a soft halo (a playable card) and the frame that lights the value used.
// The face specs (what each face shows) are pure and tested; drawing them needs a browser canvas.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { ACTION_CARDS, cardDef } from '../../../games/bbw/data';
import type { RandomEventDef } from '../../../games/bbw/types';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import { FONT_FAMILY } from '../../fonts';

/** The atlas grid: 8 x 8 cells of a card's proportions (5 : 7). */
export const ATLAS_COLS = 8;
export const ATLAS_ROWS = 8;
export const CELL_W = 240;
export const CELL_H = 336;

export const BACK_FACE = 'back';
export const EVENT_FACE = 'event';
export const HALO_FACE = 'halo';
export const LIT_FACE = 'lit';
export const specialFace = (colour: 'white' | 'grey'): string => `special-${colour}`;
export const resultFace = (roll: number): string => `result-${roll}`;
export const digitFace = (d: number): string => `digit-${d}`;

/** Every face key in atlas order (cell index = position). */
export const CARD_FACE_KEYS: readonly string[] = [
  ...ACTION_CARDS.map((c) => c.id),
  specialFace('white'),
  specialFace('grey'),
  EVENT_FACE,
  BACK_FACE,
  ...[1, 2, 3, 4, 5, 6].map(resultFace),
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(digitFace),
  HALO_FACE,
  LIT_FACE,
];
const CELL_OF = new Map(CARD_FACE_KEYS.map((k, i) => [k, i]));

/** A face's cell rectangle in texture coordinates (u0, v0, du, dv; v up, the canvas is flipped on upload). */
export function faceUv(key: string): [number, number, number, number] {
  const i = CELL_OF.get(key);
  if (i === undefined) throw new Error(`no card face "${key}"`);
  const col = i % ATLAS_COLS;
  const row = Math.floor(i / ATLAS_COLS);
  return [col / ATLAS_COLS, 1 - (row + 1) / ATLAS_ROWS, 1 / ATLAS_COLS, 1 / ATLAS_ROWS];
}

/** The face a card shows face up (Special Action and Random Event cards look alike within their kind). */
export function faceOf(card: string): string {
  const d = cardDef(card);
  if (d.kind === 'action') return d.id;
  if (d.kind === 'special') return specialFace(d.colour);
  return EVENT_FACE;
}

/** 6.31 / 6.32: what a Special Action card does, as printed on it. */
export const SPECIAL_USES: readonly string[] = [
  'Undisrupt ALL ground units in ONE area',
  'or undisrupt ALL air units in the Rear Area',
  'or ALL units: Damaged Units box to Rear Area',
  'or, defending: a Reaction Move (6.32)',
];

/** What one face shows: the inputs of its drawing. */
export type CardFaceSpec =
  | { kind: 'action'; colour: 'white' | 'grey'; move: number; combat: number; primary: 'move' | 'combat' }
  | { kind: 'special'; colour: 'white' | 'grey'; title: string; lines: readonly string[] }
  | { kind: 'event'; title: string; lines: readonly string[] }
  | { kind: 'back' }
  | { kind: 'result'; roll: number; title: string; text: string }
  | { kind: 'digit'; digit: number }
  | { kind: 'halo' }
  | { kind: 'lit' };

export function cardFaceSpec(key: string, events: readonly RandomEventDef[]): CardFaceSpec {
  if (key === BACK_FACE) return { kind: 'back' };
  if (key === HALO_FACE) return { kind: 'halo' };
  if (key === LIT_FACE) return { kind: 'lit' };
  if (key === EVENT_FACE) return { kind: 'event', title: 'RANDOM EVENT', lines: ['Roll 1d6 on the', 'Random Events Chart (5.0)'] };
  let m = /^special-(white|grey)$/.exec(key);
  if (m) return { kind: 'special', colour: m[1] as 'white' | 'grey', title: 'SPECIAL', lines: SPECIAL_USES };
  m = /^result-(\d)$/.exec(key);
  if (m) {
    const roll = Number(m[1]);
    const ev = events.find((e) => e.roll === roll);
    return { kind: 'result', roll, title: ev?.title ?? `Roll ${roll}`, text: ev?.text ?? '' };
  }
  m = /^digit-(\d)$/.exec(key);
  if (m) return { kind: 'digit', digit: Number(m[1]) };
  const d = cardDef(key);
  if (d.kind !== 'action') throw new Error(`no card face "${key}"`);
  return { kind: 'action', colour: d.colour, move: d.move, combat: d.combat, primary: d.move >= d.combat ? 'move' : 'combat' };
}

/** The table's tooltip for a card (pure): its name, its values and its rule. */
export function cardTooltip(card: string, events: readonly RandomEventDef[] = []): string {
  const d = cardDef(card);
  const Colour = (c: string) => (c === 'white' ? 'White' : 'Grey');
  if (d.kind === 'action') {
    return `${Colour(d.colour)} Action card: Movement ${d.move}, Combat ${d.combat}. 6.0: played for one value only: move up to ${d.move} unit${d.move === 1 ? '' : 's'} (6.1) or attack with up to ${d.combat} unit${d.combat === 1 ? '' : 's'} (6.2).`;
  }
  if (d.kind === 'special') {
    return `${Colour(d.colour)} Special Action card (6.3): undisrupt all disrupted ground units in one area, or all disrupted air units in the Rear Area, or move all units from the Damaged Units box to the Rear Area (6.31); as the Defender, a Reaction Move (6.32).`;
  }
  const chart = events.map((e) => `${e.roll} ${e.title}`).join('; ');
  return `Random Event card (5.0): when drawn, roll 1d6 on the Random Events Chart${chart ? ` (${chart})` : ''}.`;
}

/**
 * The table tooltip's content for a card (pure): the card's kind as the title, its values and
 * rule below (cardTooltip's words); `playable`: the seated side may play it now.
 */
export function cardTip(card: string, events: readonly RandomEventDef[] = [], playable = false): { title: string; lines: string[]; rule: string | null } {
  const text = cardTooltip(card, events);
  const cut = text.indexOf(': ');
  const title = cut > 0 ? text.slice(0, cut) : text;
  const lines = cut > 0 ? [text.slice(cut + 2)] : [];
  if (playable) lines.unshift('Click to pick it, then Movement or Combat');
  const d = cardDef(card);
  return { title, lines, rule: d.kind === 'action' ? '6.0 Card Play' : d.kind === 'special' ? '6.3 Special Action cards' : '5.0 Random Events' };
}

// ---- drawing (browser) ----

const INK = '#1f1a14';
const PAPER: Record<'white' | 'grey', string> = { white: '#f7f3ea', grey: '#9b9d9f' };
const PAPER_EDGE: Record<'white' | 'grey', string> = { white: '#cfc6b2', grey: '#5e6163' };
const MOVE_INK = '#1d4f8c';
const COMBAT_INK = '#9c1f1a';
const BOLD = (px: number) => `700 ${px}px "${FONT_FAMILY.sans}", sans-serif`;
const MEDIUM = (px: number) => `500 ${px}px "${FONT_FAMILY.sans}", sans-serif`;

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function cardBody(ctx: CanvasRenderingContext2D, fill: string, edge: string): void {
  roundRect(ctx, 3, 3, CELL_W - 6, CELL_H - 6, 18);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 5;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** Marching soldiers (6.0): three walking figures. */
function moveIcon(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.strokeStyle = MOVE_INK;
  ctx.fillStyle = MOVE_INK;
  ctx.lineWidth = s * 0.09;
  ctx.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const fx = x + i * s * 0.34;
    ctx.beginPath();
    ctx.arc(fx, y - s * 0.38, s * 0.08, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(fx, y - s * 0.28);
    ctx.lineTo(fx - s * 0.02, y + s * 0.05);
    ctx.moveTo(fx - s * 0.02, y + s * 0.05);
    ctx.lineTo(fx - s * 0.13, y + s * 0.35);
    ctx.moveTo(fx - s * 0.02, y + s * 0.05);
    ctx.lineTo(fx + s * 0.12, y + s * 0.35);
    ctx.moveTo(fx - s * 0.12, y - s * 0.12);
    ctx.lineTo(fx + s * 0.1, y - s * 0.1);
    ctx.stroke();
  }
  ctx.restore();
}

/** A rifle (6.0): stock, body, barrel and magazine. */
function combatIcon(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = COMBAT_INK;
  ctx.translate(x, y);
  ctx.rotate(-0.12);
  ctx.fillRect(-s * 0.1, -s * 0.08, s * 0.55, s * 0.14); // body
  ctx.fillRect(s * 0.4, -s * 0.05, s * 0.5, s * 0.06); // barrel
  ctx.beginPath(); // stock
  ctx.moveTo(-s * 0.1, -s * 0.08);
  ctx.lineTo(-s * 0.45, -s * 0.02);
  ctx.lineTo(-s * 0.45, s * 0.16);
  ctx.lineTo(-s * 0.1, s * 0.06);
  ctx.fill();
  ctx.beginPath(); // curved magazine
  ctx.moveTo(s * 0.16, s * 0.06);
  ctx.quadraticCurveTo(s * 0.2, s * 0.3, s * 0.1, s * 0.38);
  ctx.lineTo(s * 0.2, s * 0.4);
  ctx.quadraticCurveTo(s * 0.32, s * 0.28, s * 0.28, s * 0.06);
  ctx.fill();
  ctx.fillRect(-s * 0.02, s * 0.06, s * 0.07, s * 0.16); // grip
  ctx.restore();
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxW: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const t = line ? `${line} ${w}` : w;
    if (ctx.measureText(t).width > maxW && line) {
      lines.push(line);
      line = w;
    } else line = t;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws one face in a CELL_W x CELL_H cell at the origin. */
export function drawCardFace(ctx: CanvasRenderingContext2D, spec: CardFaceSpec): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const cx = CELL_W / 2;
  switch (spec.kind) {
    case 'action': {
      cardBody(ctx, PAPER[spec.colour], PAPER_EDGE[spec.colour]);
      const half = CELL_H / 2;
      // the value halves, each tinted faintly in its ink
      for (const [i, value, ink, label] of [
        [0, spec.move, MOVE_INK, 'MOVE'],
        [1, spec.combat, COMBAT_INK, 'COMBAT'],
      ] as const) {
        const y0 = i * half;
        ctx.fillStyle = spec.colour === 'white' ? 'rgba(0,0,0,0.04)' : 'rgba(255,255,255,0.10)';
        if (i === 1) ctx.fillRect(10, y0 + 4, CELL_W - 20, half - 14);
        if (i === 0) moveIcon(ctx, 44, y0 + 60, 70);
        else combatIcon(ctx, 58, y0 + 58, 86);
        ctx.fillStyle = ink;
        ctx.font = BOLD(22);
        ctx.textAlign = 'left';
        ctx.fillText(label, 20, y0 + 130);
        ctx.textAlign = 'center';
        ctx.font = BOLD(value >= 4 ? 150 : 120);
        ctx.fillStyle = spec.colour === 'grey' ? INK : ink;
        ctx.fillText(String(value), 172, y0 + half / 2 + 6);
      }
      ctx.strokeStyle = PAPER_EDGE[spec.colour];
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(14, half);
      ctx.lineTo(CELL_W - 14, half);
      ctx.stroke();
      break;
    }
    case 'special': {
      cardBody(ctx, PAPER[spec.colour], PAPER_EDGE[spec.colour]);
      ctx.fillStyle = '#7a1d14';
      ctx.fillRect(12, 22, CELL_W - 24, 70);
      ctx.fillStyle = '#f6efe0';
      ctx.font = BOLD(52);
      ctx.fillText(spec.title, cx, 58);
      ctx.fillStyle = INK;
      ctx.font = BOLD(24);
      ctx.fillText('ACTION', cx, 114);
      ctx.font = MEDIUM(19);
      let y = 150;
      for (const l of spec.lines) {
        for (const w of wrap(ctx, l, CELL_W - 30)) {
          ctx.fillText(w, cx, y);
          y += 24;
        }
        y += 6;
      }
      ctx.font = BOLD(22);
      ctx.fillText('6.31', cx, CELL_H - 28);
      break;
    }
    case 'event': {
      cardBody(ctx, '#e9c46a', '#8a6a1c');
      ctx.fillStyle = INK;
      ctx.font = BOLD(46);
      ctx.fillText('RANDOM', cx, 90);
      ctx.fillText('EVENT', cx, 142);
      ctx.font = BOLD(110);
      ctx.fillText('?', cx, 230);
      ctx.font = MEDIUM(20);
      spec.lines.forEach((l, i) => ctx.fillText(l, cx, 292 + i * 22));
      break;
    }
    case 'back': {
      cardBody(ctx, '#27384f', '#111a26');
      ctx.strokeStyle = '#c9a860';
      ctx.lineWidth = 4;
      roundRect(ctx, 20, 20, CELL_W - 40, CELL_H - 40, 12);
      ctx.stroke();
      ctx.save();
      ctx.globalAlpha = 0.25;
      for (let i = -CELL_H; i < CELL_W; i += 18) {
        ctx.beginPath();
        ctx.moveTo(i + 24, 24);
        ctx.lineTo(i + 24 + CELL_H, 24 + CELL_H);
        ctx.stroke();
      }
      ctx.restore();
      ctx.fillStyle = '#27384f';
      ctx.fillRect(34, CELL_H / 2 - 48, CELL_W - 68, 96);
      ctx.fillStyle = '#e8d9a8';
      ctx.font = BOLD(30);
      ctx.fillText('BRIEF', cx, CELL_H / 2 - 24);
      ctx.fillText('BORDER WARS', cx, CELL_H / 2 + 20);
      break;
    }
    case 'result': {
      cardBody(ctx, '#fff4d6', '#8a6a1c');
      ctx.fillStyle = '#8a6a1c';
      ctx.fillRect(12, 14, CELL_W - 24, 74);
      ctx.fillStyle = '#fff4d6';
      ctx.font = BOLD(26);
      ctx.fillText('RANDOM EVENT', cx, 36);
      ctx.font = BOLD(30);
      ctx.fillText(`die roll ${spec.roll}`, cx, 68);
      ctx.fillStyle = INK;
      ctx.font = BOLD(30);
      let y = 116;
      for (const l of wrap(ctx, spec.title, CELL_W - 30)) {
        ctx.fillText(l, cx, y);
        y += 32;
      }
      ctx.font = MEDIUM(18);
      y += 4;
      for (const l of wrap(ctx, spec.text, CELL_W - 30)) {
        ctx.fillText(l, cx, y);
        y += 21;
      }
      break;
    }
    case 'digit': {
      ctx.fillStyle = '#1d1812';
      roundRect(ctx, 10, 40, CELL_W - 20, CELL_H - 80, 30);
      ctx.fill();
      ctx.fillStyle = '#f4e7c1';
      ctx.font = BOLD(230);
      ctx.fillText(String(spec.digit), cx, CELL_H / 2 + 8);
      break;
    }
    case 'halo': {
      const g = ctx.createRadialGradient(cx, CELL_H / 2, 20, cx, CELL_H / 2, CELL_H / 2);
      g.addColorStop(0, 'rgba(255,214,102,0.95)');
      g.addColorStop(0.75, 'rgba(255,200,70,0.6)');
      g.addColorStop(1, 'rgba(255,190,60,0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, CELL_W, CELL_H);
      break;
    }
    case 'lit': {
      ctx.strokeStyle = 'rgba(255,176,0,0.55)';
      ctx.lineWidth = 26;
      roundRect(ctx, 16, 16, CELL_W - 32, CELL_H - 32, 22);
      ctx.stroke();
      ctx.strokeStyle = '#ffb000';
      ctx.lineWidth = 12;
      ctx.stroke();
      break;
    }
  }
}

/** The whole atlas on a canvas (browser only; wait for loadCanvasFonts first). */
export function drawCardAtlasCanvas(events: readonly RandomEventDef[]): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = CELL_W * ATLAS_COLS;
  c.height = CELL_H * ATLAS_ROWS;
  const ctx = c.getContext('2d', TEXTURE_CANVAS_2D);
  if (!ctx) throw new Error('No 2D canvas available.');
  CARD_FACE_KEYS.forEach((key, i) => {
    ctx.save();
    ctx.translate((i % ATLAS_COLS) * CELL_W, Math.floor(i / ATLAS_COLS) * CELL_H);
    ctx.beginPath();
    ctx.rect(0, 0, CELL_W, CELL_H);
    ctx.clip();
    drawCardFace(ctx, cardFaceSpec(key, events));
    ctx.restore();
  });
  return c;
}

export function cardAtlasTexture(events: readonly RandomEventDef[]): CanvasTexture {
  const t = new CanvasTexture(drawCardAtlasCanvas(events));
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}
