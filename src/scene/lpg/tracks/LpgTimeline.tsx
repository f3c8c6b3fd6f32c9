// A side's §16 points and reinforcement timeline on the 3D table at LPG_TABLE.timelines[side]: its
// supply and recruitment points (public), and the units it has ordered: to its own side each by the
// turn it appears and the settlement (trackLayout.ts timelineDrawing), to the other side only how
// many, face down. Drawn from the view alone.
import { useEffect, useMemo } from 'react';
import { monthOfTurn, TURNS_PER_MONTH } from '../../../games/lpg/tables/weather';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { SIDE_NAME } from '../../../games/lpg/words';
import { fitText, INK, INK_SOFT, PAPER, PAPER_DARK, printCanvas, printTexture, roundRect, usePrintFonts, SIDE_FADED, SIDE_FILL } from '../rack/print';
import { fitCounters, type Box } from '../rack/rackLayout';
import { drawCounter } from '../rack/rackTexture';
import { PrintedCard } from './LpgTracks';
import { timelineDrawing, type TimelineDrawing } from './trackLayout';

const MONTH_SHORT: Readonly<Record<string, string>> = { oct: 'Oct', nov: 'Nov', dec: 'Dec', jan: 'Jan', feb: 'Feb', mar: 'Mar' };

export function drawTimeline(d: TimelineDrawing, turn: number): HTMLCanvasElement {
  const spot = d.spot;
  const { canvas, ctx } = printCanvas({ x: spot.x, z: spot.z, w: spot.w, d: spot.d });
  const ox = spot.x - spot.w / 2;
  const oz = spot.z - spot.d / 2;
  const L = (b: Box): Box => ({ x: b.x - ox, z: b.z - oz, w: b.w, d: b.d });
  const colour = SIDE_FILL[d.side];
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, spot.w, spot.d);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.08;
  ctx.strokeRect(0.1, 0.1, spot.w - 0.2, spot.d - 0.2);
  ctx.textBaseline = 'middle';

  // The points.
  const p = L(d.pointsBox);
  ctx.fillStyle = colour;
  roundRect(ctx, p.x - p.w / 2, p.z - p.d / 2, p.w, p.d, 0.15);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  fitText(ctx, `${SIDE_NAME[d.side].toUpperCase()} POINTS`, p.x, p.z - p.d / 2 + 0.45, p.w - 0.3, 0.5, 700);
  const row = (label: string, n: number, y: number) => {
    ctx.textAlign = 'left';
    fitText(ctx, label, p.x - p.w / 2 + 0.3, y, 2.6, 0.62, 600);
    ctx.textAlign = 'right';
    fitText(ctx, String(n), p.x + p.w / 2 - 0.3, y, 2, 1.15, 700);
  };
  row('Supply', d.points.supply, p.z - 0.15);
  row('Men', d.points.recruits, p.z + 1.2);

  // The timeline.
  const l = L(d.lineBox);
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  fitText(ctx, 'REINFORCEMENTS ORDERED', l.x - l.w / 2, l.z - l.d / 2 + 0.3, l.w * 0.6, 0.55, 700);
  if (d.groups === null) {
    ctx.fillStyle = INK_SOFT;
    ctx.textAlign = 'right';
    fitText(ctx, 'when and where: hidden', l.x + l.w / 2, l.z - l.d / 2 + 0.3, l.w * 0.38, 0.42, 600);
    // Face-down counters, one for each unit ordered.
    const tray: Box = { x: l.x, z: l.z + 0.55, w: l.w, d: l.d - 1.4 };
    const n = d.count;
    ctx.fillStyle = INK;
    ctx.textAlign = 'left';
    if (n === 0) {
      ctx.fillStyle = INK_SOFT;
      fitText(ctx, 'none', tray.x - tray.w / 2, l.z, tray.w, 0.7, 600);
    } else {
      const { size, perRow } = fitCounters(n, tray.w - 3.5, tray.d);
      for (let i = 0; i < n; i++) {
        const x = tray.x - tray.w / 2 + (i % perRow) * (size + 0.12);
        const y = tray.z - tray.d / 2 + Math.floor(i / perRow) * (size + 0.12);
        roundRect(ctx, x, y, size, size, size * 0.1);
        ctx.fillStyle = SIDE_FADED[d.side];
        ctx.fill();
        ctx.strokeStyle = colour;
        ctx.lineWidth = 0.05;
        ctx.stroke();
      }
      ctx.fillStyle = INK;
      ctx.textAlign = 'right';
      fitText(ctx, `${n} unit${n === 1 ? '' : 's'}`, tray.x + tray.w / 2, l.z + 0.4, 3.3, 0.8, 700);
    }
    return canvas;
  }
  if (d.groups.length === 0) {
    ctx.fillStyle = INK_SOFT;
    fitText(ctx, 'none ordered', l.x - l.w / 2, l.z + 0.4, l.w, 0.7, 600);
  }
  for (const g of d.groups) {
    const b = L(g.box);
    ctx.fillStyle = g.ready <= turn ? '#e7d9a9' : PAPER_DARK;
    roundRect(ctx, b.x - b.w / 2, b.z - b.d / 2, b.w, b.d, 0.12);
    ctx.fill();
    ctx.strokeStyle = INK_SOFT;
    ctx.lineWidth = 0.04;
    ctx.stroke();
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    const week = ((g.ready - 1) % TURNS_PER_MONTH) + 1;
    fitText(ctx, g.ready <= turn ? `Turn ${g.ready}: due` : `Turn ${g.ready}`, b.x, b.z - b.d / 2 + 0.36, b.w - 0.15, 0.6, 700);
    ctx.fillStyle = INK_SOFT;
    fitText(ctx, g.placeName, b.x, b.z - b.d / 2 + 0.9, b.w - 0.15, 0.5, 600);
    ctx.fillStyle = INK_SOFT;
    fitText(ctx, `${MONTH_SHORT[monthOfTurn(g.ready)]}, week ${week}`, b.x, b.z - b.d / 2 + 1.38, b.w - 0.15, 0.4, 600);
    const tray: Box = { x: b.x, z: b.z + 0.8, w: b.w - 0.3, d: b.d - 1.85 };
    const { size, perRow } = fitCounters(g.types.length, tray.w, tray.d);
    const rows = Math.ceil(g.types.length / perRow);
    g.types.forEach((type, i) => {
      const inRow = Math.min(perRow, g.types.length - Math.floor(i / perRow) * perRow);
      const x0 = tray.x - (inRow * (size + 0.12) - 0.12) / 2;
      const cx = x0 + (i % perRow) * (size + 0.12) + size / 2;
      const cz = tray.z - (rows * (size + 0.12) - 0.12) / 2 + Math.floor(i / perRow) * (size + 0.12) + size / 2;
      drawCounter(ctx, d.side, { type, understrength: false }, { x: cx, z: cz, w: size, d: size });
    });
  }
  return canvas;
}

export function LpgTimeline({ view, side }: { view: LpgView; side: Side }) {
  usePrintFonts();
  const drawing = timelineDrawing(view, side);
  const key = JSON.stringify([drawing, view.turn]);
  const texture = useMemo(() => printTexture(drawTimeline(drawing, view.turn)), [key]);
  useEffect(() => () => texture.dispose(), [texture]);
  const s = drawing.spot;
  return <PrintedCard name={`lpg-timeline-${side}`} x={s.x} z={s.z} w={s.w} d={s.d} texture={texture} />;
}
