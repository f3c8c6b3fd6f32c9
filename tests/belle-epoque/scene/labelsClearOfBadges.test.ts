// The floating labels of lit sectors (SectorLabels: "March 3 UD · Fire: 4 dice, hit on 1–4") must
// not cover the units' number badges and count plates: a label over a badge hides which unit is
// which. At real positions of random-bot games in every match-up (and the dev table's fire moment,
// seed 5, Zulu War), with the camera as the app sets it up at 1920x1080 and 1280x720 (the home
// view, and the framing of the activated unit), the labels are laid out by the function the table
// uses (sectorLabelLayout.ts) and every badge and plate is read from the instanced quads the stands
// actually draw (Stands.tsx writeUnits), projected corner by corner. No placed label may overlap a
// badge or plate where a free spot existed for it (a spot of labelPlacement's, inside the canvas
// left of the side panel, clear of the labels placed before it and of every badge and plate);
// where there was none, the existing rule holds: the label still stands clear of the other labels.
import { describe, expect, it } from 'vitest';
import { Matrix4, Vector3, type Camera } from 'three';
import { belleModule } from '../../../machines/belle-epoque/index';
import { playedEvents } from '../../support/eventBeats';
import { Rng } from '../../../src/core/rng';
import { MATCH_UP_IDS } from '../../../src/games/belle-epoque/data';
import { SCREENS } from '../../support/readableScreens';
import { CAMERA_LIMITS, framePose, rigHomePose, rigLimits, tableCamera, type ViewSize } from '../../../src/scene/cameraMath';
import { candidateOffsets, overlaps, rectOf, type LabelRect, type PlacedLabel } from '../../../src/scene/labelPlacement';
import { framingFor } from '../../../src/scene/belle-epoque/BelleCameraDirector';
import { displayFrame } from '../../../src/scene/belle-epoque/displayModel';
import { tablePlay, type BelleEventLike } from '../../../src/scene/belle-epoque/interactions';
import { HOME_VIEW, TABLE } from '../../../src/scene/belle-epoque/layout';
import { sectorLabelItems } from '../../../src/scene/belle-epoque/SectorHighlights';
import { SECTOR_LABEL_GAP, SECTOR_LABEL_RINGS, TONE_PRIORITY, layoutSectorLabels, type SectorLabelItem } from '../../../src/scene/belle-epoque/sectorLabelLayout';
import { buildStandMeshes, capacityFor, makeScratch, writeUnits } from '../../../src/scene/belle-epoque/Stands';
import { belleDevState } from '../../../src/scene/belle-epoque/devState';
import { asBelleView, type BelleView, type DisplayUnit } from '../../../src/scene/belle-epoque/viewTypes';

interface Moment {
  name: string;
  view: BelleView;
  legal: BelleEventLike[];
}

/** Moments of a random-bot game where the deciding side's table shows labels: `take` of them, spread over the game. */
function moments(matchUp: string, seed: number, take: number): Moment[] {
  const all: Moment[] = [];
  for (const { index, event, before } of playedEvents(belleModule, seed, { matchUp }, 'random').events) {
    const legal = belleModule.legalEvents(before as Parameters<typeof belleModule.legalEvents>[0]).filter((e) => e.side === event.side) as BelleEventLike[];
    const view = asBelleView(belleModule.view(before as Parameters<typeof belleModule.view>[0], event.side));
    if (tablePlay(view, legal).highlights.some((h) => h.label)) all.push({ name: `${matchUp} seed ${seed} event ${index}`, view, legal });
  }
  const rng = Rng.seeded(seed * 131 + 3);
  const picked = new Set<number>();
  while (picked.size < Math.min(take, all.length)) picked.add(rng.int(all.length));
  return [...picked].sort((a, b) => a - b).map((i) => all[i]!);
}

/** The CSS font size of the labels at that window (sectorLabels.css: 14px at most 820 tall or 1400 wide). */
const fontPx = (window: { width: number; height: number }) => (window.height <= 820 || window.width <= 1400 ? 14 : 16);
/** A label's box as the CSS draws it, near enough: bold text, padding 0.5em across and 0.12em up and down, a 2 px border. */
const labelSize = (text: string, font: number) => ({ w: Math.ceil(text.length * font * 0.58 + font + 4), h: Math.ceil(font * (1.15 + 0.24) + 4) });

/** Every badge and count plate the stands draw: the label mesh's instances (flat unit quads), projected corner by corner. */
function drawnMarks(units: readonly DisplayUnit[], camera: Camera, view: ViewSize): LabelRect[] {
  const capacity = capacityFor(units.length);
  const meshes = buildStandMeshes(capacity, false, () => {});
  writeUnits(units, meshes, makeScratch(), [], capacity);
  const m = new Matrix4();
  const p = new Vector3();
  const out: LabelRect[] = [];
  for (let i = 0; i < meshes.labels.count; i++) {
    meshes.labels.getMatrixAt(i, m);
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [dx, dz] of [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]] as const) {
      p.set(dx, 0, dz).applyMatrix4(m).project(camera);
      xs.push(((p.x + 1) / 2) * view.width);
      ys.push(((1 - p.y) / 2) * view.height);
    }
    out.push({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) });
  }
  return out;
}

const grow = (r: LabelRect, by: number): LabelRect => ({ left: r.left - by, top: r.top - by, right: r.right + by, bottom: r.bottom + by });

interface Tally {
  labels: number;
  /** Labels whose own spot over their sector would have covered a badge or plate. */
  anchorOnMark: number;
  /** Placed labels on a badge or plate with no free spot (the existing rule: the nearest spot clear of the other labels). */
  noFreeSpot: number;
  failures: string[];
}

/** Lays out one moment's labels for one camera and checks every placed label against the drawn marks. */
function check(name: string, items: readonly SectorLabelItem[], units: readonly DisplayUnit[], camera: Camera, view: ViewSize, font: number, tally: Tally): void {
  const sizes = items.map((i) => labelSize(i.text, font));
  const { placed } = layoutSectorLabels(items, sizes, camera, { width: view.width, height: view.height, insetRight: view.insetRight, units });
  const marks = drawnMarks(units, camera, view);
  const bounds = { left: 0, top: 0, right: view.width - view.insetRight, bottom: view.height };
  const inside = (r: LabelRect) => r.left >= bounds.left && r.right <= bounds.right && r.top >= bounds.top && r.bottom <= bounds.bottom;
  // Half a pixel of slack both ways: the quads' matrices are stored in 32-bit floats.
  const covers = (r: LabelRect) => marks.some((b) => overlaps(r, grow(b, -0.25)));
  const touches = (r: LabelRect) => marks.some((b) => overlaps(r, grow(b, 0.25)));
  // The order labels get their spots: priority, then the order given.
  const order = items.map((item, i) => ({ i, pr: TONE_PRIORITY[item.tone] ?? 0 })).sort((a, b) => b.pr - a.pr || a.i - b.i);
  const before: PlacedLabel[] = [];
  for (const { i } of order) {
    const p = placed[i]!;
    tally.labels++;
    const item = items[i]!;
    const a = layoutAnchor(item, camera, view);
    const spots = candidateOffsets(p.w, p.h, SECTOR_LABEL_GAP, SECTOR_LABEL_RINGS).map((o) => rectOf(a.x + o.dx, a.y + o.dy, p.w, p.h));
    const clearOfLabels = (r: LabelRect) => inside(r) && !before.some((q) => overlaps(r, q.rect, SECTOR_LABEL_GAP + 0.01));
    if (!p.placed) {
      // The existing rule where every spot is on a badge: the label still takes one clear of the other labels.
      if (Number.isFinite(a.x) && spots.some(clearOfLabels)) tally.failures.push(`${name}: "${item.text}" left out though a spot clear of the other labels existed`);
      continue;
    }
    expect(inside(p.rect), `${name}: ${items[i]!.text} inside the canvas`).toBe(true);
    for (const q of before) expect(overlaps(p.rect, q.rect, SECTOR_LABEL_GAP - 0.01), `${name}: two labels overlap`).toBe(false);
    if (covers(p.rect)) {
      // Was there a free spot? Every spot labelPlacement tries round the label's anchor.
      const free = spots.find((r) => clearOfLabels(r) && !touches(r));
      if (free) tally.failures.push(`${name}: "${item.text}" covers a badge or count plate at (${Math.round(p.rect.left)}, ${Math.round(p.rect.top)}) though (${Math.round(free.left)}, ${Math.round(free.top)}) was free`);
      else tally.noFreeSpot++;
    }
    before.push(p);
  }
  for (const item of items) {
    const a = layoutAnchor(item, camera, view);
    const s = labelSize(item.text, font);
    if (Number.isFinite(a.x) && covers(rectOf(a.x, a.y, s.w, s.h))) tally.anchorOnMark++;
  }
}

/** Where a label wants to stand: its world point projected (as the table does). */
function layoutAnchor(item: SectorLabelItem, camera: Camera, view: ViewSize): { x: number; y: number } {
  const p = new Vector3(item.x, item.y, item.z).project(camera);
  return { x: ((p.x + 1) / 2) * view.width, y: ((1 - p.y) / 2) * view.height };
}

/** The cameras a decision is seen through: the home view, and the framing of the activated unit (unit.activated's shot). */
function cameras(view: BelleView, units: readonly DisplayUnit[], screen: ViewSize): { name: string; camera: Camera }[] {
  const out = [{ name: 'home', camera: tableCamera(screen, rigHomePose({ rect: HOME_VIEW.rect, polar: HOME_VIEW.polar }, TABLE, screen)) as Camera }];
  const active = view.game.activation?.unit;
  if (active) {
    const f = framingFor({ type: 'unit.activated', unit: active }, (id) => units.find((u) => u.id === id)?.position ?? null);
    if (f && f !== 'home') out.push({ name: 'activated', camera: tableCamera(screen, framePose(f, CAMERA_LIMITS.homePolar, screen, rigLimits(TABLE))) });
  }
  return out;
}

function run(list: readonly Moment[]): Tally {
  const tally: Tally = { labels: 0, anchorOnMark: 0, noFreeSpot: 0, failures: [] };
  for (const m of list) {
    const play = tablePlay(m.view, m.legal);
    const units = displayFrame(m.view, null, [], play.marks).units;
    const items = sectorLabelItems(play.highlights, m.view.game.sectors);
    for (const screen of SCREENS) {
      for (const { name, camera } of cameras(m.view, units, screen.view)) {
        check(`${m.name}, ${screen.name}, ${name}`, items, units, camera, screen.view, fontPx(screen.window), tally);
      }
    }
  }
  return tally;
}

describe('Belle Epoque: the lit sectors\' labels keep off the units\' number badges and count plates', () => {
  it('the dev table\'s fire moment (seed 5, Zulu War): no label on a badge or plate where a free spot existed', () => {
    const dev = belleDevState(5, { matchUp: 'zulu-war-1879' }, 'fire');
    expect(dev.found).toBe(true);
    const tally = run([{ name: 'dev fire', view: asBelleView(dev.view), legal: dev.legal as BelleEventLike[] }]);
    expect(tally.failures).toEqual([]);
    expect(tally.labels).toBeGreaterThan(0);
  });

  it.each(MATCH_UP_IDS.map((m, i) => [m, 40 + i] as const))('%s: random games, home and activation framings at 1920x1080 and 1280x720', (matchUp, seed) => {
    const tally = run(moments(matchUp, seed, 10));
    expect(tally.failures).toEqual([]);
    // The check has teeth: labels were laid out, and some stood on a badge where they wanted to be.
    expect(tally.labels).toBeGreaterThan(20);
    expect(tally.anchorOnMark).toBeGreaterThan(0);
  });
});
