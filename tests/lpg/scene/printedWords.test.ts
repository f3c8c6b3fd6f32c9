// The words of the hands and the duel printed on their spots' sheets (src/scene/lpg/cards/labelSheet.ts)
// rather than drawn as a text mesh a line (issue 14's draw-call budget): every line the layouts give
// is printed once, on the mat, inside its sheet, over the slots and rows tinted under it; the lit
// chart is its print with the lit planes over it; a printed card or sheet is one slab of one group.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS } from '../../../src/games/lpg/tables/actionCards';
import type { Side } from '../../../src/games/lpg/types';
import type { LpgView } from '../../../src/games/lpg/view';
import { printedSlabGeometry } from '../../../src/scene/PrintedSheet';
import { drawChartLit } from '../../../src/scene/lpg/battle/chartTexture';
import { CHART, CHART_D, CHART_W, duelScene, type DuelInput } from '../../../src/scene/lpg/battle/duelLayout';
import { cardScene, SIDES, type CardSceneInput } from '../../../src/scene/lpg/cards/cardLayout';
import { drawLabelSheet, labelSheetKey, MAT_COLOUR } from '../../../src/scene/lpg/cards/labelSheet';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';

type Call = { op: string; args: unknown[]; fillStyle?: unknown; globalAlpha?: unknown };
/** A 2D context that records its drawing calls (measureText: 0.5 em a character, ascent 0.7 em). */
function recordingCtx(): { ctx: CanvasRenderingContext2D; calls: Call[] } {
  const calls: Call[] = [];
  const state: Record<string | symbol, unknown> = {};
  const em = () => Number(/(\d+)px/.exec(String(state.font ?? '10px'))?.[1] ?? 10);
  const ctx = new Proxy(state, {
    get(target, key) {
      if (key === 'measureText') return (t: string) => ({ width: t.length * em() * 0.5, actualBoundingBoxAscent: em() * 0.7, actualBoundingBoxDescent: em() * 0.2 });
      if (key in target) return target[key];
      return (...args: unknown[]) => calls.push({ op: String(key), args, fillStyle: target.fillStyle, globalAlpha: target.globalAlpha });
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const AM = ACTION_CARDS.filter((c) => c.side === 'american').map((c) => c.id);
const handView = {
  hands: { american: AM.slice(0, 3), british: null }, handCounts: { american: 3, british: 2 }, deckCounts: { american: 7, british: 9 },
  discards: { american: [AM[4]!], british: [] }, played: { american: [], british: [] }, combat: null, cardWindow: null,
} as unknown as CardSceneInput['view'];

describe('the card spots print their words', () => {
  it('§5 each hand spot prints its mat, then every line of its side once, each inside the sheet', () => {
    const labels = cardScene({ view: handView, playable: new Set(), picked: null, hovered: null }).labels;
    for (const side of SIDES) {
      const spot = LPG_TABLE.hands[side as Side];
      const mine = labels.filter((l) => l.key.endsWith(`:${side}`));
      expect(mine.length).toBeGreaterThanOrEqual(5);
      const { ctx, calls } = recordingCtx();
      drawLabelSheet(ctx, spot, mine, [], 96);
      expect(calls[0]).toMatchObject({ op: 'fillRect', args: [0, 0, spot.w * 96, spot.d * 96], fillStyle: MAT_COLOUR });
      const filled = calls.filter((c) => c.op === 'fillText');
      expect(filled.map((c) => c.args[0])).toEqual(mine.map((l) => l.text));
      // Each outlined: a stroke of the same text before its fill.
      expect(calls.filter((c) => c.op === 'strokeText').map((c) => c.args[0])).toEqual(mine.map((l) => l.text));
      for (const c of filled) {
        const [, x, y] = c.args as [string, number, number];
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(spot.w * 96);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(spot.d * 96);
      }
    }
  });

  it('a line at the sheet\'s edge is moved in so that it prints whole; one inside stays where the layout put it', () => {
    const spot = { x: 0, z: 0, w: 10, d: 4 };
    const { ctx, calls } = recordingCtx();
    drawLabelSheet(ctx, spot, [
      { key: 'edge', text: 'AT THE EDGE', x: -4, z: -2, size: 1, anchor: 'left', tone: 'side', side: 'british' },
      { key: 'in', text: 'inside', x: 0, z: 0, size: 0.5, anchor: 'center', tone: 'plain' },
    ], [], 100);
    const [edge, inside] = calls.filter((c) => c.op === 'fillText').map((c) => c.args as [string, number, number]);
    expect(edge![2] - 100 * 0.7).toBeGreaterThanOrEqual(0);
    expect(inside![1]).toBe(500);
    expect(inside![2]).toBe(200);
  });

  it('§12 the duel prints its slots and the winner\'s row under its words; the chart\'s lit planes are painted over the chart alone', () => {
    const report = {
      n: 1, hex: '0817', attacker: 'british', cards: { american: 'charge', british: 'refuseFlank' }, winner: 'american',
      casualties: { american: 1, british: 3 }, removed: { american: [], british: [] }, commanderLosses: [], loyalty: 1, retreat: null,
      cardRolls: { american: 6, british: 5 }, strength: null,
    } as unknown as NonNullable<LpgView['lastBattle']>;
    const input: DuelInput = { view: { combat: null, lastBattle: report, phasing: 'british', loyalty: 5 }, viewer: 'american', choosable: new Set(), hovered: null, shown: { revealedN: 1, toldN: 1, focus: { kind: 'auto' } } };
    const sc = duelScene(input);
    const sheet = sc.planes.filter((p) => !p.key.startsWith('chart'));
    const chart = sc.planes.filter((p) => p.key.startsWith('chart'));
    expect(sheet.map((p) => p.key)).toEqual(expect.arrayContaining(['slot:american', 'slot:british', 'won:american']));
    expect(chart.length).toBeGreaterThan(0);
    const { ctx, calls } = recordingCtx();
    drawLabelSheet(ctx, LPG_TABLE.duel, sc.labels, sheet, 96);
    const firstText = calls.findIndex((c) => c.op === 'strokeText');
    const rects = calls.filter((c) => c.op === 'fillRect');
    expect(rects).toHaveLength(1 + sheet.length);
    expect(calls.slice(0, firstText).filter((c) => c.op === 'fillRect')).toHaveLength(1 + sheet.length);
    expect(calls.filter((c) => c.op === 'fillText').map((c) => c.args[0])).toContain('AMERICANS WIN');

    // The chart: its print, then each lit plane at its place on the print (160 px a unit), inside it.
    const lit = recordingCtx();
    const origin = { x: LPG_TABLE.duel.x - LPG_TABLE.duel.w / 2 + CHART.x0, z: LPG_TABLE.duel.z - LPG_TABLE.duel.d / 2 + CHART.z0 };
    const print = {} as CanvasImageSource;
    drawChartLit(lit.ctx, print, chart, origin);
    expect(lit.calls[0]).toMatchObject({ op: 'drawImage', args: [print, 0, 0] });
    const painted = lit.calls.filter((c) => c.op === 'fillRect');
    expect(painted).toHaveLength(chart.length);
    for (const c of painted) {
      const [x, y, w, h] = c.args as number[];
      expect(x! + w! / 2).toBeGreaterThan(0);
      expect(x! + w! / 2).toBeLessThan(CHART_W * 160);
      expect(y! + h! / 2).toBeGreaterThan(0);
      expect(y! + h! / 2).toBeLessThan(CHART_D * 160);
    }
  });

  it('a sheet is redrawn only when what it prints changes: the same lines give the same key', () => {
    const a = cardScene({ view: handView, playable: new Set(), picked: null, hovered: null }).labels;
    const b = cardScene({ view: handView, playable: new Set([AM[0]!]), picked: AM[0]!, hovered: AM[1]! }).labels;
    expect(labelSheetKey(a, [])).toBe(labelSheetKey(b, []));
    const c = cardScene({ view: { ...handView, deckCounts: { american: 6, british: 9 } }, playable: new Set(), picked: null, hovered: null }).labels;
    expect(labelSheetKey(c, [])).not.toBe(labelSheetKey(a, []));
  });
});

describe('printed cards and sheets', () => {
  it('a printed slab is one group (one draw call): the top face carries the print, the other faces their colour', () => {
    const g = printedSlabGeometry(18, 0.03, 11);
    expect(g.groups).toHaveLength(0);
    const uv = g.getAttribute('uv');
    const colour = g.getAttribute('color');
    expect(colour.count).toBe(uv.count);
    for (let i = 0; i < uv.count; i++) {
      const top = Math.floor(i / 4) === 2;
      if (top) {
        expect(uv.getX(i)).toBeGreaterThanOrEqual(0);
        expect(uv.getY(i)).toBeGreaterThanOrEqual(0);
        expect([colour.getX(i), colour.getY(i), colour.getZ(i)]).toEqual([1, 1, 1]);
      } else {
        expect(uv.getX(i)).toBeLessThan(0);
        expect(colour.getX(i)).toBeLessThan(1);
      }
    }
  });
});
