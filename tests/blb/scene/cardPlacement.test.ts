// Where the table's prompt cards stand (src/scene/blb/interactions/cardPlacement.ts): never
// over the region they are about when any side has room, on screen, clear of the side panel,
// and covering as little as possible when nothing fits (a short table at 1280x720).
import { describe, expect, it } from 'vitest';
import { cardRect, overlapArea, placeCard, regionBox, type Box, type RegionOnScreen } from '../../../src/scene/blb/interactions/cardPlacement';

/** A region on screen from its box. */
function region(left: number, top: number, right: number, bottom: number): RegionOnScreen {
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  return { top: [cx, top], bottom: [cx, bottom], left: [left, cy], right: [right, cy] };
}

const onScreen = (r: Box, view: { width: number; height: number; right?: number }) =>
  r.left >= 0 && r.top >= 0 && r.right <= (view.right ?? view.width) + 1e-9 && r.bottom <= view.height + 1e-9;

describe('placeCard', () => {
  const view = { width: 1280, height: 430, right: 830 };
  const card = { w: 300, h: 160 };

  it('stands above a region with room above it', () => {
    const p = placeCard(region(300, 250, 360, 300), card, view);
    expect(p.mode).toBe('above');
    expect(p.covers).toBe(0);
    expect(p.rect.bottom).toBeLessThanOrEqual(250);
    expect(onScreen(p.rect, view)).toBe(true);
  });

  it('goes under a region near the top, and keeps the labels\' clearance above', () => {
    const r = region(300, 60, 360, 110);
    const p = placeCard(r, card, view, 26);
    expect(p.mode).toBe('below');
    expect(p.rect.top).toBeGreaterThanOrEqual(110);
    expect(overlapArea(p.rect, regionBox(r, 26))).toBe(0);
  });

  it('goes beside a region when neither above nor under has room, and stays clear of the side panel', () => {
    const tall = { w: 300, h: 300 };
    const east = placeCard(region(200, 150, 260, 200), tall, view);
    expect(east.mode).toBe('right');
    expect(east.covers).toBe(0);
    expect(east.rect.right).toBeLessThanOrEqual(view.right);
    // Near the side panel: west instead.
    const west = placeCard(region(600, 150, 660, 200), tall, view);
    expect(west.mode).toBe('left');
    expect(west.covers).toBe(0);
    expect(onScreen(west.rect, view)).toBe(true);
  });

  it('never hides the region where any placement leaves it clear (a sweep over the screen)', () => {
    const sizes = [
      { w: 300, h: 160 },
      { w: 300, h: 320 },
      { w: 380, h: 200 },
    ];
    for (const size of sizes)
      for (let x = 20; x < 800; x += 60)
        for (let y = 20; y < 420; y += 40) {
          const r = region(x, y, x + 50, y + 40);
          const p = placeCard(r, size, view);
          const avoid = regionBox(r);
          // Some placement could have kept clear: check the four modes pinned anywhere on screen.
          let possible = false;
          for (const mode of ['above', 'below', 'right', 'left'] as const)
            for (let px = 0; px <= view.right && !possible; px += 20)
              for (let py = 0; py <= view.height && !possible; py += 20) {
                const rect = cardRect(mode, px, py, size.w, size.h);
                if (onScreen(rect, view) && overlapArea(rect, avoid) === 0) possible = true;
              }
          if (possible) expect(p.covers, `region at ${x},${y}, card ${size.w}x${size.h}`).toBe(0);
        }
  });

  it('when nothing fits, covers the least it can', () => {
    const huge = { w: 700, h: 400 };
    const r = region(380, 180, 440, 230);
    const p = placeCard(r, huge, view);
    const avoid = regionBox(r);
    expect(p.covers).toBeGreaterThan(0);
    for (const mode of ['above', 'below', 'right', 'left'] as const) {
      // Any other mode's best spot covers at least as much (spot checks along the screen).
      for (let px = 0; px <= view.right; px += 40) {
        const rect = cardRect(mode, px, 215, huge.w, huge.h);
        if (onScreen(rect, view)) expect(overlapArea(rect, avoid)).toBeGreaterThanOrEqual(p.covers - 1e-6);
      }
    }
  });

  it('slides clear of a kept-out box (the toolbar) beside the region', () => {
    const toolbar = { left: 630, top: 8, right: 822, bottom: 52 };
    const tall = { w: 300, h: 300 };
    const r = region(380, 120, 430, 160);
    const free = placeCard(r, tall, view);
    expect(free.mode).toBe('right');
    expect(overlapArea(free.rect, toolbar)).toBeGreaterThan(0);
    const p = placeCard(r, tall, { ...view, keepOut: [toolbar] });
    expect(p.mode).toBe('right');
    expect(p.covers).toBe(0);
    expect(overlapArea(p.rect, toolbar)).toBe(0);
    expect(p.rect.top).toBeGreaterThanOrEqual(toolbar.bottom);
  });

  it('the notch points back at the region when the card is pushed along', () => {
    const p = placeCard(region(10, 300, 40, 330), card, view);
    expect(p.mode).toBe('above');
    // Pushed east to stay on screen: the notch sits west of the card's middle, over the region.
    expect(p.notch).toBeLessThan(0);
    expect(p.x + p.notch).toBeCloseTo(25);
  });
});
