// La Petite Guerre's cards as faces of one atlas (drawn on a CPU canvas, uploaded as one sRGB
// texture): the fifteen action cards (§5: each side's own deck; the card's name, when it may be
// played, what it does, from src/games/lpg/tables/actionCards.ts), the six combat cards (§12: the
// same six for both sides, each with its "in 6"), the backs (an American and a British action card,
// a combat card), a soft halo (a playable card) and a lit frame (a card acting now). Period style:
// laid paper, a printer's double rule in the side's colour, the name in the serif.
// The face specs (what each face shows) are pure and tested; drawing them needs a browser canvas.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { ACTION_CARDS, type ActionCardDef, type CardTiming } from '../../../games/lpg/tables/actionCards';
import { COMBAT_CARDS, type CombatCard } from '../../../games/lpg/tables/combat';
import type { Side } from '../../../games/lpg/types';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import { FONT_FAMILY } from '../../fonts';

/** The atlas grid: 8 x 4 cells of a card's proportions (5 : 7). */
export const ATLAS_COLS = 8;
export const ATLAS_ROWS = 4;
export const CELL_W = 300;
export const CELL_H = 420;

export const HALO_FACE = 'halo';
export const LIT_FACE = 'lit';
export const COMBAT_BACK = 'back-combat';
export const backFace = (side: Side): string => `back-${side}`;
export const combatFace = (card: CombatCard | string): string => `combat-${card}`;

/** Every face key in atlas order (cell index = position). */
export const CARD_FACE_KEYS: readonly string[] = [
  ...ACTION_CARDS.map((c) => c.id),
  ...COMBAT_CARDS.map((c) => combatFace(c.id)),
  backFace('american'),
  backFace('british'),
  COMBAT_BACK,
  HALO_FACE,
  LIT_FACE,
];
const CELL_OF = new Map(CARD_FACE_KEYS.map((k, i) => [k, i]));

/** Whether the atlas has a face for this key. */
export const hasFace = (key: string): boolean => CELL_OF.has(key);

/** A face's cell rectangle in texture coordinates (u0, v0, du, dv; v up, the canvas is flipped on upload). */
export function faceUv(key: string): [number, number, number, number] {
  const i = CELL_OF.get(key);
  if (i === undefined) throw new Error(`no lpg card face "${key}"`);
  const col = i % ATLAS_COLS;
  const row = Math.floor(i / ATLAS_COLS);
  return [col / ATLAS_COLS, 1 - (row + 1) / ATLAS_ROWS, 1 / ATLAS_COLS, 1 / ATLAS_ROWS];
}

const ACTION = new Map(ACTION_CARDS.map((c) => [c.id, c]));
/** An action card's definition (null for an id the data does not know). */
export const actionCard = (id: string): ActionCardDef | null => ACTION.get(id) ?? null;

/** §5 when the card may be played, in short words for its face (rules notes, "Action cards played (§5)"). */
export function whenWords(def: Pick<ActionCardDef, 'timing' | 'phaseOf'>): string {
  const whose = def.phaseOf === 'enemy' ? "the enemy's" : 'your';
  const words: Record<CardTiming, string> = {
    command: `In ${whose} Command phase`,
    movement: `In ${whose} Movement phase`,
    reinforcement: `In ${whose} Reinforcement phase`,
    beforeSupply: `As ${whose} Reinforcement phase opens, before supply`,
    beforeCombatCards: 'In any battle, before the combat cards',
  };
  return words[def.timing];
}

/** The card's name in short (combat cards in the chart's headings and the duel's lines). */
export const COMBAT_SHORT: Readonly<Record<CombatCard, string>> = {
  charge: 'Charge!',
  refuseFlank: 'Refuse Flank',
  holdGround: 'Hold Ground',
  skirmish: 'Skirmish',
  feint: 'Feint',
  withdrawal: 'Withdrawal',
};

/** What one face shows: the inputs of its drawing. */
export type CardFaceSpec =
  | { kind: 'action'; side: Side; name: string; when: string; text: string; copies: number }
  | { kind: 'combat'; name: string; inSix: number }
  | { kind: 'back'; side: Side | 'combat' }
  | { kind: 'halo' }
  | { kind: 'lit' };

export function cardFaceSpec(key: string): CardFaceSpec {
  if (key === HALO_FACE) return { kind: 'halo' };
  if (key === LIT_FACE) return { kind: 'lit' };
  if (key === COMBAT_BACK) return { kind: 'back', side: 'combat' };
  if (key === backFace('american')) return { kind: 'back', side: 'american' };
  if (key === backFace('british')) return { kind: 'back', side: 'british' };
  if (key.startsWith('combat-')) {
    const c = COMBAT_CARDS.find((x) => combatFace(x.id) === key);
    if (!c) throw new Error(`no lpg card face "${key}"`);
    return { kind: 'combat', name: c.name, inSix: c.inSix };
  }
  const d = actionCard(key);
  if (!d) throw new Error(`no lpg card face "${key}"`);
  return { kind: 'action', side: d.side, name: d.name, when: whenWords(d), text: d.text, copies: d.copies };
}

const SIDE_WORD: Record<Side, string> = { american: 'American', british: 'British' };

/** The table tooltip's content for an action card (pure): its name, when, what it does; `playable`: the seated side may play it now. */
export function actionCardTip(card: string, playable = false): { title: string; lines: string[]; rule: string } {
  const d = actionCard(card);
  if (!d) return { title: card, lines: [], rule: '§5 Action cards' };
  const lines = [`${SIDE_WORD[d.side]} action card. ${whenWords(d)}.`, d.text];
  if (playable) lines.unshift('Click to play it');
  return { title: d.name, lines, rule: '§5 Action cards' };
}

/** The table tooltip's content for a combat card (pure). */
export function combatCardTip(card: string, choosable = false): { title: string; lines: string[]; rule: string } {
  const c = COMBAT_CARDS.find((x) => x.id === card);
  const lines = [`Its casualties land in full on a die of ${c?.inSix ?? '?'} or under ("${c?.inSix ?? '?'} in 6"); the Combat Resolution Chart says who wins.`];
  if (choosable) lines.unshift('Click to choose it (face down until both sides have chosen)');
  return { title: c?.name ?? card, lines, rule: '§12 Combat cards' };
}

// ---- drawing (browser) ----

const INK = '#24190f';
const PAPER = '#f1e4c4';
const SIDE_INK: Record<Side, string> = { american: '#1f3a73', british: '#9c1f1a' };
const SERIF = (px: number, w = 600) => `${w} ${px}px "${FONT_FAMILY.serif}", Georgia, serif`;
const SANS = (px: number, w = 700) => `${w} ${px}px "${FONT_FAMILY.sans}", sans-serif`;

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxW: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    const t = line ? `${line} ${w}` : w;
    if (ctx.measureText(t).width > maxW && line) {
      lines.push(line);
      line = w;
    } else line = t;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font (px, down to `min`) at which `text` wraps into at most `maxLines` lines of `maxW`. */
function fit(ctx: CanvasRenderingContext2D, text: string, font: (px: number) => string, start: number, min: number, maxW: number, maxLines: number): { px: number; lines: string[] } {
  for (let px = start; px > min; px -= 2) {
    ctx.font = font(px);
    const lines = wrap(ctx, text, maxW);
    if (lines.length <= maxLines && lines.every((l) => ctx.measureText(l).width <= maxW)) return { px, lines };
  }
  ctx.font = font(min);
  return { px: min, lines: wrap(ctx, text, maxW) };
}

/** Laid paper with a printer's double rule. */
function paper(ctx: CanvasRenderingContext2D, rule: string): void {
  roundRect(ctx, 3, 3, CELL_W - 6, CELL_H - 6, 16);
  ctx.fillStyle = PAPER;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(120,90,40,0.07)';
  ctx.lineWidth = 1;
  for (let y = 8; y < CELL_H; y += 6) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(CELL_W, y);
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = rule;
  ctx.lineWidth = 6;
  roundRect(ctx, 3, 3, CELL_W - 6, CELL_H - 6, 16);
  ctx.stroke();
  ctx.lineWidth = 2;
  ctx.strokeRect(16, 16, CELL_W - 32, CELL_H - 32);
}

function drawLines(ctx: CanvasRenderingContext2D, lines: readonly string[], x: number, y: number, lh: number): number {
  for (const l of lines) {
    ctx.fillText(l, x, y);
    y += lh;
  }
  return y;
}

/** Draws one face in a CELL_W x CELL_H cell at the origin. */
export function drawCardFace(ctx: CanvasRenderingContext2D, spec: CardFaceSpec): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const cx = CELL_W / 2;
  const inner = CELL_W - 52;
  switch (spec.kind) {
    case 'action': {
      const ink = SIDE_INK[spec.side];
      paper(ctx, ink);
      // The side's band.
      ctx.fillStyle = ink;
      ctx.fillRect(16, 16, CELL_W - 32, 40);
      ctx.fillStyle = '#f6ecd2';
      ctx.font = SANS(24);
      ctx.fillText(spec.side === 'american' ? 'AMERICAN' : 'BRITISH', cx, 37);
      // The name, as large as it fits in two lines.
      ctx.fillStyle = INK;
      const name = fit(ctx, spec.name, (px) => SERIF(px, 600), 48, 26, inner, 2);
      ctx.font = SERIF(name.px, 600);
      let y = drawLines(ctx, name.lines, cx, 94 + (name.lines.length === 1 ? 14 : 0), name.px * 1.02);
      y = Math.max(y, 150);
      // When: a box in the side's ink.
      ctx.font = SANS(21, 500);
      const when = wrap(ctx, spec.when, inner - 16);
      const boxH = when.length * 25 + 14;
      ctx.fillStyle = 'rgba(36,25,15,0.09)';
      ctx.fillRect(24, y, CELL_W - 48, boxH);
      ctx.fillStyle = ink;
      drawLines(ctx, when, cx, y + 7 + 12.5, 25);
      y += boxH + 12;
      // What it does.
      ctx.fillStyle = INK;
      const room = CELL_H - 30 - y;
      const text = fit(ctx, spec.text, (px) => SERIF(px, 500), 30, 17, inner, Math.max(1, Math.floor(room / 31)));
      ctx.font = SERIF(text.px, 500);
      const lh = text.px * 1.12;
      drawLines(ctx, text.lines, cx, y + Math.max(0, (room - text.lines.length * lh) / 2) + lh / 2, lh);
      break;
    }
    case 'combat': {
      paper(ctx, INK);
      ctx.fillStyle = INK;
      ctx.fillRect(16, 16, CELL_W - 32, 40);
      ctx.fillStyle = '#f6ecd2';
      ctx.font = SANS(24);
      ctx.fillText('COMBAT CARD', cx, 37);
      ctx.fillStyle = INK;
      const name = fit(ctx, spec.name, (px) => SERIF(px, 600), 62, 30, inner, 2);
      ctx.font = SERIF(name.px, 600);
      const lh = name.px * 1.0;
      drawLines(ctx, name.lines, cx, 150 - ((name.lines.length - 1) * lh) / 2, lh);
      // "N in 6": the number large, and six pips, N of them filled.
      ctx.font = SANS(96);
      ctx.fillStyle = '#7a1c14';
      ctx.fillText(String(spec.inSix), cx - 34, 290);
      ctx.font = SANS(40, 500);
      ctx.fillStyle = INK;
      ctx.fillText('in 6', cx + 52, 300);
      for (let i = 0; i < 6; i++) {
        const px = cx - 100 + i * 40;
        ctx.beginPath();
        ctx.arc(px, 370, 13, 0, Math.PI * 2);
        ctx.fillStyle = i < spec.inSix ? '#7a1c14' : 'rgba(36,25,15,0.12)';
        ctx.fill();
      }
      break;
    }
    case 'back': {
      const fill = spec.side === 'american' ? SIDE_INK.american : spec.side === 'british' ? SIDE_INK.british : '#2b2118';
      roundRect(ctx, 3, 3, CELL_W - 6, CELL_H - 6, 16);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.strokeStyle = '#e3cf98';
      ctx.lineWidth = 4;
      ctx.strokeRect(18, 18, CELL_W - 36, CELL_H - 36);
      ctx.lineWidth = 1.5;
      ctx.strokeRect(28, 28, CELL_W - 56, CELL_H - 56);
      // A lozenge with a star.
      ctx.beginPath();
      ctx.moveTo(cx, 90);
      ctx.lineTo(CELL_W - 60, CELL_H / 2);
      ctx.lineTo(cx, CELL_H - 90);
      ctx.lineTo(60, CELL_H / 2);
      ctx.closePath();
      ctx.stroke();
      ctx.fillStyle = '#e3cf98';
      ctx.beginPath();
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 34 : 14;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        ctx.lineTo(cx + r * Math.cos(a), CELL_H / 2 - 70 + r * Math.sin(a));
      }
      ctx.closePath();
      ctx.fill();
      ctx.font = SERIF(40, 600);
      ctx.fillText(spec.side === 'combat' ? 'COMBAT' : 'ACTION', cx, CELL_H / 2 + 10);
      ctx.font = SANS(22, 500);
      ctx.fillText(spec.side === 'combat' ? '§12' : spec.side === 'american' ? 'CONTINENTAL' : 'HIS MAJESTY', cx, CELL_H / 2 + 56);
      break;
    }
    case 'halo': {
      const g = ctx.createRadialGradient(cx, CELL_H / 2, 30, cx, CELL_H / 2, CELL_H / 2);
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
export function drawLpgCardAtlas(): HTMLCanvasElement {
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
    drawCardFace(ctx, cardFaceSpec(key));
    ctx.restore();
  });
  return c;
}

export function lpgCardAtlasTexture(): CanvasTexture {
  const t = new CanvasTexture(drawLpgCardAtlas());
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}
