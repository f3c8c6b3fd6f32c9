// @vitest-environment happy-dom
// The canvas's free rectangle as the rig measures it (src/scene/safeArea.ts freeBands): the bands
// the marked overlays cover, and at least the rows of the canvas nobody sees, clipped by the table's
// box or past the window (issue: La Petite Guerre's canvas ran 58 px past its box at 1280x720, and a
// shot framed before the prompt was measured had its foot there, below the window).
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAY_BOTTOM, OVERLAY_TOP, freeBands, overlayBands, unseenBands } from '../../src/scene/safeArea';

type Box = { top: number; bottom: number; left?: number; right?: number };
function place(el: HTMLElement, b: Box) {
  const left = b.left ?? 0;
  const right = b.right ?? 1280;
  const rect = { top: b.top, bottom: b.bottom, left, right, x: left, y: b.top, width: right - left, height: b.bottom - b.top, toJSON: () => ({}) };
  Object.defineProperty(el, 'getBoundingClientRect', { value: () => rect, configurable: true });
}
function setWindowHeight(h: number) {
  Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });
}
/**
 * A table: its box (clipping what overflows it), the canvas in it, a top overlay and a foot one
 * (null: not shown); page y in CSS px.
 */
function table(box: Box, canvas: Box, top: Box | null, foot: Box | null): HTMLElement {
  document.body.innerHTML = '';
  const wrap = document.createElement('div');
  wrap.className = 'table3d';
  wrap.style.overflow = 'hidden';
  wrap.style.overflowY = 'hidden';
  place(wrap, box);
  const c = document.createElement('canvas');
  place(c, canvas);
  wrap.append(c);
  for (const [b, mark] of [[top, OVERLAY_TOP], [foot, OVERLAY_BOTTOM]] as const) {
    if (!b) continue;
    const o = document.createElement('div');
    o.setAttribute('data-overlay', mark['data-overlay']);
    place(o, b);
    wrap.append(o);
  }
  document.body.append(wrap);
  return c;
}

afterEach(() => {
  document.body.innerHTML = '';
  setWindowHeight(768);
});

describe('the safe area: overlays and the rows of the canvas nobody sees', () => {
  // La Petite Guerre at 1280x720 as it was measured in Chromium: the table's box 113-720 under the
  // header, its canvas from under the status bar (171) running 58 px past the box (to 778), the
  // toolbar 180-217, the prompt 601-709.
  const box = { top: 113, bottom: 720 };
  const canvas = { top: 171, bottom: 778 };
  const toolbar = { top: 180, bottom: 217, left: 507, right: 812 };
  const prompt = { top: 601, bottom: 709, left: 11, right: 812 };
  it('overlays over a canvas wholly shown: their bands, as before', () => {
    setWindowHeight(720);
    expect(freeBands(table(box, { top: 171, bottom: 720 }, toolbar, prompt))).toEqual({ top: 46, bottom: 119 });
    expect(freeBands(table(box, { top: 171, bottom: 720 }, null, null))).toEqual({ top: 0, bottom: 0 });
  });
  it('a canvas running past its box: the rows past it count as covered, the prompt shown or not', () => {
    setWindowHeight(720);
    expect(freeBands(table(box, canvas, toolbar, prompt))).toEqual({ top: 46, bottom: 177 });
    expect(freeBands(table(box, canvas, toolbar, null))).toEqual({ top: 46, bottom: 58 });
  });
  it('the rig\'s overlays as last shown (the prompt gone while dice play) still count where larger than the unseen rows', () => {
    setWindowHeight(720);
    const c = table(box, canvas, toolbar, null);
    expect(overlayBands(c)).toEqual({ top: 46, bottom: 0 });
    expect(unseenBands(c)).toEqual({ top: 0, bottom: 58 });
    expect(freeBands(c, { top: 46, bottom: 177 })).toEqual({ top: 46, bottom: 177 });
  });
  it('a canvas running past the window (not clipped by a box): the rows below the window count as covered', () => {
    setWindowHeight(700);
    expect(freeBands(table({ top: 100, bottom: 800 }, { top: 100, bottom: 800 }, null, null))).toEqual({ top: 0, bottom: 100 });
  });
  it('rows above the box (a canvas pulled up under a bar) count at the head', () => {
    setWindowHeight(720);
    expect(freeBands(table({ top: 150, bottom: 720 }, { top: 113, bottom: 720 }, null, null))).toEqual({ top: 37, bottom: 0 });
  });
});
