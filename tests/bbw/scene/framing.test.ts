// The Football War's camera keeps what it frames inside the canvas's free rectangle (the DOM
// overlays' bands left out: the status box above, the prompt and its hint bar below; safeArea.ts):
// every battle area of the map, framed for its dice (CameraDirector), at 1920x1080 and 1280x720,
// has its outline and the dice tray on screen clear of the bands; and a player mid-decision keeps
// the camera unless the frame holds all his lit things.
import { describe, expect, it } from 'vitest';
import { BBW_DICE_TRAY, areaOutline, battleFrame } from '../../../src/scene/bbw/battle/battleLayout';
import { BATTLE_POLAR, cameraMoveFor, holdsAll, moveWhileDeciding } from '../../../src/scene/bbw/CameraDirector';
import { FOOTBALL_WAR_MAP } from '../../../src/scene/bbw/footballWarMap';
import { BBW_TABLE } from '../../../src/scene/bbw/tableLayout';
import { framePose, rigLimits, tableCamera, toScreen, visibleArea, type ViewSize } from '../../../src/scene/cameraMath';
import type { Beat } from '../../../src/scene/animation/queue';
import { SHEET_EXTENT, SHEET_SCALE, TURN_TRACK_TOP, coastBand, toWorld, turnTrackSpaces } from '../../../src/scene/bbw/sheetLayout';
import { FOOTBALL_WAR_DATA } from '../../../src/games/bbw/scenarios/footballWar';

// The canvas of the hot-seat table in a battle at each window size, as measured in Chromium (the
// browser test's 6.21 battle): its size under the app's header, the side panel's strip over its
// right, and the bands of the status box (the card and the battle) and of the prompt (its hint
// line and the hand), rounded up.
const SCREENS: { name: string; view: ViewSize }[] = [
  { name: '1920x1080', view: { width: 1920, height: 919, insetRight: 632, insetTop: 130, insetBottom: 172 } },
  { name: '1280x720', view: { width: 1280, height: 607, insetRight: 445, insetTop: 133, insetBottom: 172 } },
];
const AREAS = Object.keys(FOOTBALL_WAR_MAP.seats);

describe('The Football War: a battle frame keeps the battle clear of the overlays', () => {
  it('the map has its battle areas', () => {
    expect(AREAS.length).toBeGreaterThan(8);
  });
  for (const screen of SCREENS) {
    it(`${screen.name}: every battle area's outline and the dice tray project inside the free rectangle`, () => {
      const free = visibleArea(screen.view);
      expect(free.top).toBe(screen.view.insetTop);
      expect(free.bottom).toBe(screen.view.height - screen.view.insetBottom!);
      const outside: string[] = [];
      for (const area of AREAS) {
        const move = cameraMoveFor({ type: 'dice.rolled' } as unknown as Beat, area, false, false);
        expect(move && move !== 'home').toBeTruthy();
        const frame = (move as { frame: ReturnType<typeof battleFrame>; polar?: number }).frame;
        expect(frame).toEqual(battleFrame(area));
        const camera = tableCamera(screen.view, framePose(frame, BATTLE_POLAR, screen.view, rigLimits(BBW_TABLE.table)));
        const tray = [-0.5, 0.5].flatMap((dx) => [-0.5, 0.5].map((dz) => ({ x: BBW_DICE_TRAY.x + dx * BBW_DICE_TRAY.w, z: BBW_DICE_TRAY.z + dz * BBW_DICE_TRAY.d })));
        const outline = areaOutline(area);
        expect(outline.length).toBeGreaterThan(2);
        for (const [what, pts] of [['area', outline], ['tray', tray]] as const) {
          for (const p of pts) {
            // A counter's top stands about a unit above the sheet: both heights must be clear.
            for (const y of [0, 1]) {
              const s = toScreen(camera, screen.view, p.x, y, p.z);
              if (!s.front || s.x < free.left || s.x > free.right || s.y < free.top || s.y > free.bottom) {
                outside.push(`${area} ${what} (${p.x.toFixed(1)}, ${p.z.toFixed(1)}) at ${s.x.toFixed(0)},${s.y.toFixed(0)}`);
              }
            }
          }
        }
      }
      expect(outside).toEqual([]);
    });
  }
});

// The status box (its band: SCREENS' insetTop) and the sheet's Turn Record Track, printed above the
// map: in a battle's frame the track's top edge (its heading's top, TURN_TRACK_TOP) stands below the
// box with a clear gap, at every width of the track (issue: at 1280x720 the box's foot touched the
// track's top edge). The bands of a smart-bot game too (measured in Chromium with
// tools/bbw-table-shots.ts, seed 5: the status box's foot during the dice of a 6.21 battle, no prompt
// while the bots play), and the box grown after the battle (who won, the hands: 'grown') by less
// than the rig's BAND_SLACK, so the camera stays framed for the box as it was: it must not reach the
// track either.
const BOT_SCREENS: { name: string; view: ViewSize; grown: number }[] = [
  { name: '1920x1080 bots', view: { width: 1920, height: 919, insetRight: 632, insetTop: 128, insetBottom: 0 }, grown: 161 },
  { name: '1280x720 bots', view: { width: 1280, height: 607, insetRight: 445, insetTop: 128, insetBottom: 0 }, grown: 163 },
];
/** A gap a reader across a room sees between the box's foot and the track's top edge (CSS px). */
const MIN_TRACK_GAP_PX = 16;

describe('The Football War: a battle frame shows the Turn Record Track clear of the status box', () => {
  const spaces = turnTrackSpaces(FOOTBALL_WAR_DATA.turns);
  const trackZ = toWorld(0, TURN_TRACK_TOP).z;
  const trackXs = [toWorld(spaces[0]!.x, 0).x, toWorld(spaces.at(-1)!.x + spaces.at(-1)!.w, 0).x];
  it("the track's top edge is its heading's, above its spaces", () => {
    expect(TURN_TRACK_TOP).toBeLessThan(spaces[0]!.y);
  });
  for (const screen of [...SCREENS, ...BOT_SCREENS] as { name: string; view: ViewSize; grown?: number }[]) {
    it(`${screen.name}: every battle's frame puts the track's top edge at least ${MIN_TRACK_GAP_PX} px below the status box's foot`, () => {
      const close: string[] = [];
      for (const area of AREAS) {
        const move = cameraMoveFor({ type: 'dice.rolled' } as unknown as Beat, area, false, false);
        const frame = (move as { frame: ReturnType<typeof battleFrame> }).frame;
        const camera = tableCamera(screen.view, framePose(frame, BATTLE_POLAR, screen.view, rigLimits(BBW_TABLE.table)));
        for (const x of trackXs) {
          const s = toScreen(camera, screen.view, x, 0, trackZ);
          for (const foot of [screen.view.insetTop!, ...(screen.grown ? [screen.grown] : [])]) {
            const gap = s.y - foot;
            if (!s.front || gap < MIN_TRACK_GAP_PX) close.push(`${area}: track's top edge at x ${x.toFixed(1)} ${gap.toFixed(0)} px below the box's foot at ${foot}`);
          }
        }
      }
      expect(close).toEqual([]);
    });
  }
});

// The sheet's south coast (the Pacific and the Gulf of Fonseca along the map's southern edge, as the
// sheet paints the sea: sheetLayout.ts coastBand) stays in the picture in a battle's frame, across
// the frame's width from the tray to the area (issue: with the Turn Record Track taken into the
// frame, the frame's south edge was the tray's and the area's, so the camera, fitted to the frame's
// depth, set the tray's foot at the free rectangle's foot and cut the coast off below it).
describe("The Football War: a battle frame keeps the sheet's south coast in sight", () => {
  const origin = toWorld(0, 0);
  const mapX = (wx: number) => (wx - origin.x) / SHEET_SCALE;
  it('the coast band is the sea along the map\'s southern edge, down to the map\'s edge, inside the sheet', () => {
    const band = coastBand(0, FOOTBALL_WAR_MAP.width);
    expect(band.length).toBeGreaterThan(0);
    const ys = band.flat().map((p) => p.y);
    expect(Math.max(...ys)).toBe(FOOTBALL_WAR_MAP.height);
    expect(Math.max(...ys)).toBeLessThanOrEqual(SHEET_EXTENT.y1);
    // Cut to a strip: its regions lie inside it.
    const xs = coastBand(300, 900).flat().map((p) => p.x);
    expect(Math.min(...xs)).toBe(300);
    expect(Math.max(...xs)).toBe(900);
  });
  for (const screen of [...SCREENS, ...BOT_SCREENS]) {
    it(`${screen.name}: every battle's frame shows the coast band across its width inside the free rectangle`, () => {
      const free = visibleArea(screen.view);
      const outside: string[] = [];
      for (const area of AREAS) {
        const move = cameraMoveFor({ type: 'dice.rolled' } as unknown as Beat, area, false, false);
        const frame = (move as { frame: ReturnType<typeof battleFrame> }).frame;
        const camera = tableCamera(screen.view, framePose(frame, BATTLE_POLAR, screen.view, rigLimits(BBW_TABLE.table)));
        const band = coastBand(mapX(frame.x - frame.w / 2), mapX(frame.x + frame.w / 2));
        expect(band.length).toBeGreaterThan(0);
        const off = band.flat().flatMap((p) => {
          const w = toWorld(p.x, p.y);
          const s = toScreen(camera, screen.view, w.x, 0, w.z);
          return !s.front || s.x < free.left || s.x > free.right || s.y < free.top || s.y > free.bottom ? [`(${p.x.toFixed(0)}, ${p.y.toFixed(0)}) at ${s.x.toFixed(0)},${s.y.toFixed(0)}`] : [];
        });
        if (off.length) outside.push(`${area}: ${off.length} of the coast's points outside ${free.left},${free.top}-${free.right},${free.bottom}, e.g. ${off[0]}`);
      }
      expect(outside).toEqual([]);
    });
  }
});

describe('The Football War: a player mid-decision keeps the camera', () => {
  const rolled = { type: 'dice.rolled' } as unknown as Beat;
  const area = 'chalatenango';
  const frame = battleFrame(area);
  it('a battle whose lit units are in its frame is framed (the hit he allocates there), grown to take in those at its edge', () => {
    const lit = areaOutline(area).slice(0, 1).map((p) => ({ x: (p.x + frame.x) / 2, z: (p.z + frame.z) / 2 }));
    expect(holdsAll(frame, lit)).toBe(true);
    expect(moveWhileDeciding(cameraMoveFor(rolled, area, false, false), lit)).toEqual(cameraMoveFor(rolled, area, false, false));
    // A stack standing just south of the frame (a crowded area's counters overflow its outline).
    const edge = [...lit, { x: frame.x, z: frame.z + frame.d / 2 + 1 }];
    const move = moveWhileDeciding(cameraMoveFor(rolled, area, false, false), edge);
    expect(move && move !== 'home').toBeTruthy();
    const grown = (move as { frame: typeof frame }).frame;
    expect(holdsAll(grown, edge)).toBe(true);
    expect(grown.d).toBeGreaterThan(frame.d);
  });
  it('a roll elsewhere does not pull his lit units off the screen: no move', () => {
    const far = { x: frame.x + frame.w, z: frame.z };
    expect(moveWhileDeciding(cameraMoveFor(rolled, area, false, false), [far])).toBeNull();
  });
  it('nobody deciding, or going home: the move as it was', () => {
    expect(moveWhileDeciding(cameraMoveFor(rolled, area, false, false), [])).toEqual(cameraMoveFor(rolled, area, false, false));
    expect(moveWhileDeciding('home', [{ x: 1e3, z: 1e3 }])).toBe('home');
  });
});
