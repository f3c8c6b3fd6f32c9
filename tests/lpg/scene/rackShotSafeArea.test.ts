// @vitest-environment happy-dom
// The rack shot lies in what the viewer sees (issue: at 1280x720 La Petite Guerre's canvas ran 58 px
// past the table's box, below the window, and only the prompt's band kept a shot out of those rows):
// the seated player's Command phase frame (seatedShot.ts commandFrame: the rack alone, or grown to
// take in a lit hex) is framed as the rig frames it, for the bands the shared measuring gives
// (safeArea.ts freeBands, from the table's layout measured in Chromium), and every corner of it
// projects inside the rows the window shows, under the toolbar and above the prompt, left of the
// side panel: with the canvas laid out as it is (past its box: lpgTable.css starts it under the
// status bar at the box's full height) and one ending at the box's foot, with the prompt shown and
// before it is (the rig frames at once when the shot comes; a resize measures the bands afresh).
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_HEXES } from '../../../src/games/lpg/rules/hex';
import { framePose, rigLimits, tableCamera, toScreen, type ViewSize } from '../../../src/scene/cameraMath';
import { OVERLAY_BOTTOM, OVERLAY_TOP, freeBands } from '../../../src/scene/safeArea';
import { commandFrame } from '../../../src/scene/lpg/seatedShot';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';

type Rows = { top: number; bottom: number };
type Box = Rows & { left: number; right: number };
function place(el: HTMLElement, b: Box) {
  const rect = { ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, toJSON: () => ({}) };
  Object.defineProperty(el, 'getBoundingClientRect', { value: () => rect, configurable: true });
}

// The hot-seat table in its Command phase, measured in Chromium (page px): the window, the table's
// box under the header, its canvas from under the status bar to 58 and 73 px past the box ('was'),
// the toolbar, the prompt, and the side panel's strip over the canvas's right.
const SCREENS = [
  { name: '1280x720', width: 1280, window: 720, box: { top: 113, bottom: 720 }, canvasTop: 171, was: 778, toolbar: { top: 180, bottom: 217, left: 507, right: 812 }, prompt: { top: 601, bottom: 709, left: 11, right: 812 }, insetRight: 445 },
  { name: '1920x1080', width: 1920, window: 1080, box: { top: 161, bottom: 1080 }, canvasTop: 234, was: 1153, toolbar: { top: 244, bottom: 284, left: 937, right: 1276 }, prompt: { top: 924, bottom: 1068, left: 12, right: 1276 }, insetRight: 620 },
];

/** The table's DOM as laid out; returns its canvas. */
function layout(s: (typeof SCREENS)[number], canvasBottom: number, promptShown: boolean): HTMLCanvasElement {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerHeight', { value: s.window, configurable: true });
  const wrap = document.createElement('div');
  wrap.className = 'table3d';
  wrap.style.overflowY = 'hidden';
  place(wrap, { ...s.box, left: 0, right: s.width });
  const canvas = document.createElement('canvas');
  place(canvas, { top: s.canvasTop, bottom: canvasBottom, left: 0, right: s.width });
  wrap.append(canvas);
  const toolbar = document.createElement('div');
  toolbar.setAttribute('data-overlay', OVERLAY_TOP['data-overlay']);
  place(toolbar, s.toolbar);
  wrap.append(toolbar);
  if (promptShown) {
    const prompt = document.createElement('div');
    prompt.setAttribute('data-overlay', OVERLAY_BOTTOM['data-overlay']);
    place(prompt, s.prompt);
    wrap.append(prompt);
  }
  document.body.append(wrap);
  return canvas;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('La Petite Guerre: the rack shot is framed inside what the viewer sees', () => {
  for (const s of SCREENS) {
    for (const [how, canvasBottom] of [['the canvas past its box (as laid out)', s.was], ['a canvas ending at its box\'s foot', s.box.bottom]] as const) {
      for (const promptShown of [true, false]) {
        it(`${s.name}, ${how}, prompt ${promptShown ? 'shown' : 'not shown yet'}: every command frame's corners lie between the toolbar and ${promptShown ? 'the prompt, left of the side panel' : 'the box\'s foot'}`, () => {
          const canvas = layout(s, canvasBottom, promptShown);
          const bands = freeBands(canvas);
          const view: ViewSize = { width: s.width, height: canvasBottom - s.canvasTop, insetRight: s.insetRight, insetTop: bands.top, insetBottom: bands.bottom };
          // What the viewer sees of the canvas (page y) and left of the side panel.
          const seen = { top: s.toolbar.bottom, bottom: Math.min(promptShown ? s.prompt.top : s.box.bottom, s.box.bottom, s.window), right: s.width - s.insetRight };
          const outside: string[] = [];
          for (const side of ['american', 'british'] as const) {
            const frames = new Map<string, ReturnType<typeof commandFrame>['frame']>();
            for (const h of [null, ...ALL_HEXES]) {
              const { frame } = commandFrame(side, h ? [h] : []);
              frames.set(JSON.stringify(frame), frame);
            }
            for (const f of frames.values()) {
              const camera = tableCamera(view, framePose(f, LPG_TABLE.rackShotPolar, view, rigLimits(LPG_TABLE.table)));
              for (const dx of [-0.5, 0.5]) {
                for (const dz of [-0.5, 0.5]) {
                  const p = toScreen(camera, view, f.x + dx * f.w, 0, f.z + dz * f.d);
                  const y = p.y + s.canvasTop;
                  // Across: checked with the prompt shown (the shot as it stays). Before it is, the free
                  // rectangle is wider than tall and the rig's fit (cameraMath.fitDistance reads the width
                  // at the middle row) lets a grown frame's near corners overhang by a few px until the
                  // prompt comes and the rig frames again; the rows are what this checks there.
                  const across = promptShown && (p.x < 0 || p.x > seen.right);
                  if (!p.front || across || y < seen.top || y > seen.bottom) outside.push(`${side} frame at (${f.x.toFixed(1)}, ${f.z.toFixed(1)}) corner at ${p.x.toFixed(0)}, ${y.toFixed(0)}`);
                }
              }
            }
          }
          expect(outside.slice(0, 6)).toEqual([]);
        });
      }
    }
  }
});
