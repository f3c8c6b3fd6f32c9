// Issue 12, item 1: the play view can be read from across a room. The home camera is projected as
// the app sets it up (three's PerspectiveCamera, the table's field of view, the side panel's inset
// as a view offset, the rig's home framing: src/scene/cameraMath.ts) at 1920x1080 and 1280x720,
// and every counter position and printed place name in view is measured on screen (geometry, not
// frame rate): counters at least 40 px (28 px at 1280x720), place names at least 13 px tall
// (11 px). The dice trays' captions are measured where the trays are seen: in the camera's framing
// of a fight. Text height is the projected em (the CSS font size the text would have).
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../support/readableScreens';
import { createActor } from 'xstate';
import { PerspectiveCamera } from 'three';
import { blbMachine, blbModule } from '../../machines/blb/index';
import { belleMachine, belleModule } from '../../machines/belle-epoque/index';
import { rigHomePose } from '../../src/scene/cameraMath';
import { CAMERA_LIMITS, countInView, framePose, rectInView, rigLimits, visibleAspect, squareOnScreen, tableCamera, toScreen, visibleArea, type ViewSize } from '../../src/scene/cameraMath';
import { BLB_HOME, blbHomeFocus } from '../../src/scene/blb/homeView';
import { BOX_PLACES, COUNTER, TABLE, TILE_TOP, pulledChitSpot, stackPosition, titleSpot } from '../../src/scene/blb/layout';
import { LINE_HEIGHT, printedLabels, TILE_LABEL_Y, type PrintedLabel } from '../../src/scene/blb/printedLabels';
import { asBlbView } from '../../src/scene/blb/viewTypes';
import { ARMY } from '../../src/games/blb/db';
import { COMBAT_POLAR, atrocitiesFrame, combatFraming } from '../../src/scene/blb/CameraDirector';
import { rigRectFor } from '../../src/scene/blb/cameraFraming';
import { layoutRoll } from '../../src/scene/blb/diceLayout';
import { ATROCITY_BEATS, COMBAT_BEATS } from '../../src/scene/blb/dev/cannedBeats';
import { TRAY_LABEL_EM, type TrayLayout } from '../../src/scene/dice/layout';
import {
  BADGE, BOWL_CAPTION, CAPTION, CAPTION_EM, DICE_TRAY, DIGIT, DRAWN_CAPTION, HOME_VIEW, PLATE, TABLE as BELLE_TABLE, commandCaptionSpots, groundTop, sectorCenter,
} from '../../src/scene/belle-epoque/layout';
import { SECTOR_LABEL, SECTOR_LABEL_EM, labelSpot } from '../../src/scene/belle-epoque/terrainDressing';
import { FORMATION_RADIUS } from '../../src/scene/belle-epoque/formation';
import { framingFor } from '../../src/scene/belle-epoque/BelleCameraDirector';
import { belleLayoutRoll, defaultUnitName } from '../../src/scene/belle-epoque/diceLayout';
import { asBelleView } from '../../src/scene/belle-epoque/viewTypes';
import { SECTOR_COUNT, sectorFromLabel } from '../../src/games/belle-epoque/rules/hex';

/** The projected em of a label lying flat at (x, y, z) with its lines along `angle`: its height on screen. */
function emOnScreen(camera: PerspectiveCamera, view: ViewSize, x: number, y: number, z: number, em: number, angle = 0): number {
  // Across the text: perpendicular to its direction in the table plane.
  const ax = -Math.sin(angle) * (em / 2);
  const az = Math.cos(angle) * (em / 2);
  const a = toScreen(camera, view, x - ax, y, z - az);
  const b = toScreen(camera, view, x + ax, y, z + az);
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Whether a point is on the part of the canvas one sees. */
function seen(camera: PerspectiveCamera, view: ViewSize, x: number, y: number, z: number, margin = 0): boolean {
  const a = visibleArea(view);
  const p = toScreen(camera, view, x, y, z);
  return p.front && p.x >= a.left + margin && p.x <= a.right - margin && p.y >= a.top + margin && p.y <= a.bottom - margin;
}

function blbOpening() {
  const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
  const snap = actor.getSnapshot();
  const view = asBlbView(blbModule.view(snap, 'german'));
  const legal = blbModule.legalEvents(snap);
  actor.stop();
  return { view, legal };
}

/** The centre line of each line of a printed label (multi-line labels stack their lines). */
function labelLines(l: PrintedLabel): { x: number; z: number }[] {
  const lines = l.lines ?? [l.text];
  const h = l.size * LINE_HEIGHT;
  const top = l.baseline === 'top' ? l.z : l.baseline === 'middle' ? l.z - (h * lines.length) / 2 : l.z - h * lines.length;
  return lines.map((_, i) => ({ x: l.x, z: top + h * (i + 0.5) }));
}

describe('Brave Little Belgium: the home view reads from across a room', () => {
  const { view, legal } = blbOpening();
  const focus = blbHomeFocus(view, legal);
  const names = printedLabels().filter((l) => l.id.startsWith('name:') || l.id.startsWith('siege:'));

  for (const screen of SCREENS) {
    describe(screen.name, () => {
      const pose = rigHomePose({ ...BLB_HOME, focus }, TABLE.table, screen.view);
      const camera = tableCamera(screen.view, pose);

      it('frames a window of the map round the play: centred on the lit stacks, most of them in view', () => {
        expect(focus.length).toBeGreaterThan(3);
        // As many of the lit places as a readable window can hold.
        expect(countInView(camera, screen.view, focus)).toBeGreaterThanOrEqual(Math.ceil(focus.length / 2));
        // The opening's lit stacks: the German cavalry along the border (6.0).
        const lit = [...new Set(legal.flatMap((e) => ('units' in e && Array.isArray(e.units) ? e.units : [])).map((u) => view.units[String(u)]?.box).filter((b): b is string => !!b))];
        expect(lit.length).toBeGreaterThan(3);
        const litInView = lit.filter((b) => seen(camera, screen.view, BOX_PLACES[b]!.tile.x, TILE_TOP, BOX_PLACES[b]!.tile.z));
        expect(litInView.length / lit.length).toBeGreaterThanOrEqual(0.5);
        // A good part of the map: a screenful of boxes, not a close-up.
        const inView = Object.values(BOX_PLACES).filter((p) => seen(camera, screen.view, p.tile.x, TILE_TOP, p.tile.z));
        expect(inView.length).toBeGreaterThanOrEqual(screen.name === '1920x1080' ? 12 : 10);
        // Where the whole map would read at this size, it would all be in view (no needless close-up).
        expect(rectInView(camera, screen.view, BLB_HOME.rect)).toBe(false);
      });

      it(`every counter position in view shows a face at least ${screen.counterPx} px`, () => {
        const spots: { id: string; x: number; y: number; z: number }[] = [];
        for (const p of Object.values(BOX_PLACES)) {
          for (const [slot, base] of Object.entries(p.slots)) {
            if (!base) continue;
            // The bottom counter of a stack and the fourth (the stack's top before a badge).
            for (const i of [0, 3]) {
              const s = stackPosition(base, i);
              spots.push({ id: `${p.id}:${slot}:${i}`, x: s.x, y: s.y + COUNTER.thickness / 2, z: s.z });
            }
          }
        }
        for (let i = 0; i < 14; i++) {
          const s = pulledChitSpot(i);
          spots.push({ id: `pulled:${i}`, x: s.x, y: 0.2, z: s.z });
        }
        for (const t of [...TABLE.turnTrack.spaces, ...TABLE.atrocities.spaces, ...TABLE.turnEnd]) spots.push({ id: t.id, x: t.rect.x, y: 0.2, z: t.rect.z });
        let measured = 0;
        const small: string[] = [];
        for (const s of spots) {
          const box = squareOnScreen(camera, screen.view, s.x, s.y, s.z, COUNTER.size);
          const a = visibleArea(screen.view);
          if (box.left < a.left || box.right > a.right || box.top < a.top || box.bottom > a.bottom) continue;
          measured++;
          const px = Math.min(box.width, box.height);
          if (px < screen.counterPx) small.push(`${s.id}: ${px.toFixed(1)} px`);
        }
        expect(measured).toBeGreaterThan(40);
        expect(small).toEqual([]);
      });

      it(`every place name in view is at least ${screen.textPx} px tall`, () => {
        let measured = 0;
        const small: string[] = [];
        for (const l of names) {
          for (const line of labelLines(l)) {
            if (!seen(camera, screen.view, line.x, TILE_LABEL_Y, line.z)) continue;
            measured++;
            const px = emOnScreen(camera, screen.view, line.x, TILE_LABEL_Y, line.z, l.size, l.angle);
            if (px < screen.textPx) small.push(`${l.id}: ${px.toFixed(1)} px`);
          }
        }
        // The frames' titles (printed, and the cup's live count) name places too.
        for (const frame of [TABLE.turnTrack.frame, TABLE.atrocities.frame, TABLE.pulledFrame, TABLE.turnEndFrame, TABLE.cupFrame]) {
          const at = titleSpot(frame);
          if (!seen(camera, screen.view, at.x, 0.05, at.z)) continue;
          measured++;
          const px = emOnScreen(camera, screen.view, at.x, 0.05, at.z, 0.55);
          if (px < screen.textPx) small.push(`title at ${at.x.toFixed(1)},${at.z.toFixed(1)}: ${px.toFixed(1)} px`);
        }
        expect(measured).toBeGreaterThan(15);
        expect(small).toEqual([]);
      });
    });
  }
});

/** Tray captions too small on screen from `camera` (the tray's centre at `tray`), and how many were measured. */
function smallCaptions(camera: PerspectiveCamera, view: ViewSize, tray: { x: number; z: number }, layout: TrayLayout, minPx: number) {
  const small: string[] = [];
  let measured = 0;
  for (const l of layout.labels) {
    const x = tray.x + l.x;
    const z = tray.z + l.z;
    expect(seen(camera, view, x, 0.05, z), `${l.key} in view`).toBe(true);
    measured++;
    const px = emOnScreen(camera, view, x, 0.05, z, l.height * TRAY_LABEL_EM);
    if (px < minPx) small.push(`${l.key} "${l.text}": ${px.toFixed(1)} px`);
  }
  return { small, measured };
}

describe('Brave Little Belgium: the dice tray reads where the camera shows it', () => {
  const combatDice = COMBAT_BEATS.find((b) => b.type === 'dice.rolled')!;
  const atrocityDice = ATROCITY_BEATS.find((b) => b.type === 'dice.rolled')!;
  for (const screen of SCREENS) {
    it(`${screen.name}: in a fight's framing (CameraDirector) every caption of a combat roll is at least ${screen.textPx} px`, () => {
      // As the director works it out (its lens: the part of the canvas one sees) and the rig frames it.
      const lens = { fov: 38, aspect: visibleAspect(screen.view), polar: COMBAT_POLAR };
      const rect = rigRectFor(combatFraming(lens, false), lens);
      const camera = tableCamera(screen.view, framePose(rect, COMBAT_POLAR, screen.view, rigLimits(TABLE.table)));
      const layout = layoutRoll(combatDice, { width: TABLE.diceTray.w, depth: TABLE.diceTray.d, attacker: 'german' })!;
      const { small, measured } = smallCaptions(camera, screen.view, TABLE.diceTray, layout, screen.textPx);
      expect(measured).toBeGreaterThan(4);
      expect(small).toEqual([]);
    });
    it(`${screen.name}: in the Atrocities Check's framing every caption is at least ${screen.textPx} px`, () => {
      const camera = tableCamera(screen.view, framePose(atrocitiesFrame(), CAMERA_LIMITS.homePolar, screen.view, rigLimits(TABLE.table)));
      // Armies named as the table names them (BlbBattle: "German 1st Army").
      const layout = layoutRoll(atrocityDice, { width: TABLE.diceTray.w, depth: TABLE.diceTray.d, armyName: (a) => (ARMY as Record<string, { name: string } | undefined>)[a]?.name ?? a })!;
      const { small, measured } = smallCaptions(camera, screen.view, TABLE.diceTray, layout, screen.textPx);
      expect(measured).toBeGreaterThan(2);
      expect(small).toEqual([]);
    });
  }
});

function belleOpening() {
  const actor = createActor(belleMachine, { input: { seed: 7, options: belleModule.options.schema.parse({}) } }).start();
  const view = asBelleView(belleModule.view(actor.getSnapshot(), 'red'));
  actor.stop();
  return view;
}

describe('Belle Epoque: the home view reads from across a room', () => {
  const view = belleOpening();
  const units = view.game.units.filter((u) => u.sector !== null);
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      const pose = rigHomePose({ rect: HOME_VIEW.rect, polar: HOME_VIEW.polar }, BELLE_TABLE, screen.view);
      const camera = tableCamera(screen.view, pose);
      const text = (x: number, y: number, z: number, em: number) => emOnScreen(camera, screen.view, x, y, z, em);

      it('shows the whole board with the bowl and the command-point dice', () => {
        expect(rectInView(camera, screen.view, HOME_VIEW.rect)).toBe(true);
      });

      it(`every unit's place is at least ${screen.counterPx} px, its count plate's digit at least ${screen.textPx} px`, () => {
        expect(units.length).toBeGreaterThan(10);
        const small: string[] = [];
        for (let s = 0; s < SECTOR_COUNT; s++) {
          // A unit stands in formation inside FORMATION_RADIUS of its sector's centre.
          const c = sectorCenter(s);
          const y = groundTop(view.game.sectors[s]?.terrain ?? 'unknown');
          const box = squareOnScreen(camera, screen.view, c.x, y, c.z, FORMATION_RADIUS * 2);
          if (Math.min(box.width, box.height) < screen.counterPx) small.push(`sector ${s}: ${Math.min(box.width, box.height).toFixed(1)} px`);
        }
        for (const u of units) {
          const c = sectorCenter(u.sector!);
          const y = groundTop(view.game.sectors[u.sector!]?.terrain ?? 'unknown') + PLATE.h;
          // The plate stands behind the unit, toward or away from the viewer by its facing: both measured.
          for (const dz of [-1, 1]) {
            const z = c.z + dz * (FORMATION_RADIUS + PLATE.behind);
            const px = text(c.x, y, z, DIGIT.size * DIGIT.em);
            if (px < screen.textPx) small.push(`${u.id} plate digit: ${px.toFixed(1)} px`);
          }
        }
        expect(small).toEqual([]);
      });

      it(`a unit's number badge (the number its name uses) is in view in every sector, its figures at least ${screen.textPx} px tall`, () => {
        const small: string[] = [];
        // Wherever a unit may stand (a unit moves over the whole board), on the lowest ground.
        for (let s = 0; s < SECTOR_COUNT; s++) {
          const c = sectorCenter(s);
          const y = groundTop('river') + PLATE.h;
          // Behind the unit like the plate, toward or away from the viewer by its facing: both measured.
          for (const dz of [-1, 1]) {
            const x = c.x + BADGE.x;
            const z = c.z + dz * (FORMATION_RADIUS + PLATE.behind);
            expect(seen(camera, screen.view, x, y, z), `sector ${s} badge in view`).toBe(true);
            const px = text(x, y, z, BADGE.size * BADGE.em);
            if (px < screen.textPx) small.push(`sector ${s} badge: ${px.toFixed(1)} px`);
          }
        }
        expect(small).toEqual([]);
      });

      it(`every sector's printed name is at least ${screen.textPx} px tall`, () => {
        const small: string[] = [];
        for (let s = 0; s < SECTOR_COUNT; s++) {
          const terrain = view.game.sectors[s]?.terrain ?? 'unknown';
          const c = sectorCenter(s);
          const l = labelSpot(terrain as never);
          const px = text(c.x + l.x, l.y, c.z + l.z, SECTOR_LABEL.h * SECTOR_LABEL_EM);
          if (px < screen.textPx) small.push(`sector ${s}: ${px.toFixed(1)} px`);
        }
        expect(small).toEqual([]);
      });

      it(`the bowl's and the command-point dice's captions are at least ${screen.textPx} px tall`, () => {
        const small: string[] = [];
        const caption = (id: string, at: { x: number; z: number }, height: number) => {
          expect(seen(camera, screen.view, at.x, 0.02, at.z), `${id} in view`).toBe(true);
          const px = text(at.x, 0.02, at.z, height * CAPTION_EM);
          if (px < screen.textPx) small.push(`${id}: ${px.toFixed(1)} px`);
        };
        for (const side of ['red', 'blue'] as const) {
          const spots = commandCaptionSpots(side);
          caption(`${side} points`, spots.main, CAPTION.commandMain);
          caption(`${side} rolls`, spots.rolls, CAPTION.commandRolls);
        }
        caption('bowl', BOWL_CAPTION, CAPTION.bowl);
        caption('drawn token', DRAWN_CAPTION, CAPTION.drawn);
        expect(small).toEqual([]);
      });
    });
  }
});

describe('Belle Epoque: the dice tray reads where the camera shows it', () => {
  // A fight across the board (left of it, far from the tray) and one beside the tray.
  const spots: Record<string, string> = { 'red-6': 'c3', 'blue-10': 'e6', 'red-12': 'k4', 'blue-11': 'l5' };
  const positionOf = (id: string): [number, number, number] | null => {
    const label = spots[id];
    if (!label) return null;
    const c = sectorCenter(sectorFromLabel(label));
    return [c.x, 0.5, c.z];
  };
  const fights = (a: string, b: string) => [
    { type: 'unit.fired', firer: a, target: b, toHit: 4, missUpTo: 1, rolls: [1, 4, 5, 3, 6, 2], hits: 2, rule: 'FIRING' },
    { type: 'assault.fought', attacker: a, defender: b, attackerRolls: [1, 4, 5, 3], defenderRolls: [4, 2, 3], attackerScore: 5, defenderScore: 4, winner: a, rule: 'ASSAULT' },
  ];
  const beats = [...fights('red-6', 'blue-10'), ...fights('red-12', 'blue-11')];
  for (const screen of SCREENS) {
    for (const beat of beats) {
      const who = 'firer' in beat ? `${beat.firer} on ${beat.target}` : `${beat.attacker} on ${beat.defender}`;
      it(`${screen.name}: ${beat.type} (${who}) framed by the director has every tray caption at least ${screen.textPx} px`, () => {
        // Play mode frames the volley (or the assault) with the tray (BelleCameraDirector), at 24 degrees.
        const rect = framingFor({ ...beat, type: beat.type === 'assault.fought' ? 'assault.declared' : beat.type }, positionOf);
        expect(rect && rect !== 'home').toBeTruthy();
        const camera = tableCamera(screen.view, framePose(rect as { x: number; z: number; w: number; d: number }, (24 * Math.PI) / 180, screen.view, rigLimits(BELLE_TABLE)));
        // Named as the table names them in the tray ("Red 6": BelleTable).
        const layout = belleLayoutRoll(beat, { width: DICE_TRAY.w, depth: DICE_TRAY.d, unitName: defaultUnitName })!;
        const { small, measured } = smallCaptions(camera, screen.view, DICE_TRAY, layout, screen.textPx);
        expect(measured).toBeGreaterThan(2);
        expect(small).toEqual([]);
      });
    }
  }
});
