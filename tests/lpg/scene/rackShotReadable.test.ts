// The rack shot reads (issue: La Petite Guerre's teach mode at 1280x720 left the rack names about
// 10 px): the rig's camera at a side's rack shot, in the canvases measured in Chromium in play and
// teach mode (the toolbar's band at the head, the prompt's at the foot, the side panel's strip at
// the right; teach's teaching card is in that panel), shows the whole rack with its commanders'
// names (RACK_NAME_SIZE world units) at least 14 px high wherever they stand on it.
import { describe, expect, it } from 'vitest';
import { framePose, rectInView, rigLimits, tableCamera, toScreen, type ViewSize } from '../../../src/scene/cameraMath';
import { RACK_NAME_SIZE } from '../../../src/scene/lpg/rack/rackTexture';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';

// Measured (artifacts/lpgShot.ts) on the hot-seat table in its Command phase, teach and play alike:
// the canvas under the header and ribbon, the side panel over its right, the toolbar and the prompt.
const SCREENS: { name: string; view: ViewSize }[] = [
  { name: '1280x720', view: { width: 1280, height: 607, insetRight: 445, insetTop: 46, insetBottom: 177 } },
  { name: '1920x1080', view: { width: 1920, height: 919, insetRight: 620, insetTop: 51, insetBottom: 229 } },
];
const MIN_NAME_PX = 14;

describe('La Petite Guerre: the rack shot shows the rack whole, its names large enough to read', () => {
  for (const screen of SCREENS) {
    for (const side of ['american', 'british'] as const) {
      it(`${screen.name} ${side}: the whole rack on screen, every row's names at least ${MIN_NAME_PX} px`, () => {
        const rack = LPG_TABLE.racks[side];
        const camera = tableCamera(screen.view, framePose(LPG_TABLE.rackShots[side], LPG_TABLE.rackShotPolar, screen.view, rigLimits(LPG_TABLE.table)));
        expect(rectInView(camera, screen.view, rack)).toBe(true);
        let smallest = Infinity;
        for (let k = 0; k <= 20; k++) {
          const z = rack.z - rack.d / 2 + (k / 20) * (rack.d - RACK_NAME_SIZE);
          for (const x of [rack.x - rack.w / 2, rack.x + rack.w / 2]) {
            const a = toScreen(camera, screen.view, x, 0.05, z);
            const b = toScreen(camera, screen.view, x, 0.05, z + RACK_NAME_SIZE);
            smallest = Math.min(smallest, Math.hypot(b.x - a.x, b.y - a.y));
          }
        }
        // A figure for the README (not a timing): the smallest name on this screen.
        console.log(`${screen.name} ${side}: rack names ${smallest.toFixed(1)} px at the least`);
        expect(smallest, `${smallest.toFixed(1)} px`).toBeGreaterThanOrEqual(MIN_NAME_PX);
      });
    }
  }
});
