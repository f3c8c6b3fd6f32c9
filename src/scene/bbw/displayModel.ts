// What The Football War's sheet shows while the animation queue plays (pure: no React, no three).
//
// The rules have moved on the moment an event is sent; the counters must not run ahead of the
// queue. So the table draws a SHOWN state (BbwShown: the units, the Game-turn, the hit marks)
// that lags the latest view: it starts equal to the view the queue last went idle on, and each
// beat's effect is applied to it (applyBbwBeat) as that beat's shot starts, the shot tweening the
// counters from where they were to where the beat puts them (planBbwShot / bbwPoseAt). When the
// queue is idle the shown state is the latest view's (whatever the beats did not say, the idle
// view corrects: the display can never drift from the game).
//
//   unit.moved      the counter slides from area to area (6.1, 6.24, 6.32)
//   unit.changed    it turns over (disrupted / recovered) and goes where the beat says: back to
//                   the Rear Area, a retreat, the Damaged Units box (6.21, 6.22, 7.0)
//   hit             the unit is marked (it glows) until its result is shown or the next battle
//   turn.advanced   the Game-turn marker steps on (7.0)
//
// Counter keys are bbwCounterItems' (BbwSheet.tsx): a unit's id, `vp:<area>`, TURN_MARKER_FACE.
import type { AnimationQueue, Beat, Shot } from '../animation/queue';
import { clamp01, easeInOut, lerp } from '../animation/easing';
import { LaggingDisplay, type LaggingFrame, type LaggingRules } from '../animation/laggingDisplay';
import { createShotAnimator } from '../animation/shotAnimator';
import type { CounterAnimator, CounterItem, CounterPose } from '../counters/counterItem';
import type { Board } from '../../games/bbw/rules/board';
import type { BbwView } from '../../games/bbw/view';
import { bbwCounterItems } from './BbwSheet';
import { COUNTER_MAP, SHEET_SCALE, TURN_MARKER_FACE } from './sheetLayout';

/** The part of a view the sheet's counters show. */
export interface BbwShown {
  units: readonly { id: string; loc: string; disrupted: boolean }[];
  turn: number;
  /** Hits marked on units (6.21 / 6.22 'hit' beats whose result is not shown yet), by unit id. */
  marks: Readonly<Record<string, number>>;
}

const NO_MARKS: Readonly<Record<string, number>> = Object.freeze({});

/** What a view shows with nothing left to play. */
export function shownOf(view: Pick<BbwView, 'units' | 'turn'>): BbwShown {
  return { units: view.units, turn: view.turn, marks: NO_MARKS };
}

const MAP_BEATS = new Set(['unit.moved', 'unit.changed', 'hit', 'turn.advanced', 'dice.rolled', 'card.played', 'recovery.rolled']);

/** Whether a beat changes what the sheet shows. */
export function changesSheet(beat: Beat): boolean {
  return MAP_BEATS.has(beat.type);
}

function withUnit(shown: BbwShown, id: string, change: (u: BbwShown['units'][number]) => BbwShown['units'][number]): BbwShown {
  const i = shown.units.findIndex((u) => u.id === id);
  if (i < 0) return shown;
  const units = [...shown.units];
  units[i] = change(units[i]!);
  return { ...shown, units };
}

/** The shown state after one beat (a new object where something changed; `shown` is never changed). */
export function applyBbwBeat(shown: BbwShown, beat: Beat): BbwShown {
  switch (beat.type) {
    case 'unit.moved':
      if (typeof beat.unit !== 'string' || typeof beat.to !== 'string') return shown;
      return withUnit(shown, beat.unit, (u) => ({ ...u, loc: beat.to as string }));
    case 'unit.changed': {
      if (typeof beat.unit !== 'string' || typeof beat.loc !== 'string') return shown;
      const id = beat.unit;
      const next = withUnit(shown, id, (u) => ({ ...u, loc: beat.loc as string, disrupted: beat.disrupted === true }));
      if (!(id in next.marks)) return next;
      const { [id]: _gone, ...marks } = next.marks;
      return { ...next, marks };
    }
    case 'hit':
      if (typeof beat.unit !== 'string') return shown;
      return { ...shown, marks: { ...shown.marks, [beat.unit]: (shown.marks[beat.unit] ?? 0) + 1 } };
    case 'turn.advanced':
      return typeof beat.turn === 'number' ? { ...shown, turn: beat.turn, marks: NO_MARKS } : shown;
    // A new battle's first dice, or the next card: the last battle's marks are over.
    case 'card.played':
      return Object.keys(shown.marks).length ? { ...shown, marks: NO_MARKS } : shown;
    case 'dice.rolled':
      return beat.step === 'air' && Object.keys(shown.marks).length ? { ...shown, marks: NO_MARKS } : shown;
    default:
      return shown;
  }
}

/** The shown state after the shots played so far (each beat applied in order to `base`). */
export function displayBbw(base: BbwShown, played: readonly Beat[]): BbwShown {
  let s = base;
  for (const b of played) s = applyBbwBeat(s, b);
  return s;
}

/** What the sheet draws now: the shown state, lagging the latest view while shots play. */
export type BbwDisplayFrame = LaggingFrame<BbwShown>;

type BbwShownView = Pick<BbwView, 'units' | 'turn'>;

/** The sheet's part of the shared lagging display (src/scene/animation/laggingDisplay.ts). */
export const BBW_DISPLAY: LaggingRules<BbwShownView, BbwShown> = {
  shownOf,
  apply: applyBbwBeat,
  changes: changesSheet,
  sameView: (a, b) => a.units === b.units && a.turn === b.turn,
};

/** The sheet's display model: the shared lagging display with the sheet's rules. */
export const createBbwDisplay = (latest: BbwShownView) => new LaggingDisplay(BBW_DISPLAY, latest);

// --- the counters while a shot plays ------------------------------------------------------------

interface Pose {
  x: number;
  y: number;
  z: number;
}

/** One counter's way through a shot. */
export interface BbwMotion {
  from: Pose;
  to: Pose;
  lift: number;
  faceFrom: string;
  faceTo: string;
  /** 0..1: it glows on its way (what the shot is about). */
  glow: number;
}

export interface BbwShotPlan {
  shot: Shot;
  motions: Map<string, BbwMotion>;
}

/** Hit units glow this much while marked. */
export const HIT_MARK_GLOW = 1;

/** The counters (bbwCounterItems) as a shown state puts them, hit units marked (they glow). */
export function bbwShownItems(board: Board, shown: BbwShown, holders?: BbwView['holders']): CounterItem[] {
  const items = bbwCounterItems(board, shown.units, shown.turn, holders);
  if (Object.keys(shown.marks).length === 0) return items;
  return items.map((i) => (shown.marks[i.key] ? { ...i, highlight: HIT_MARK_GLOW } : i));
}

const EPS = 1e-4;

/** How the counters go from `before` to `after` for one shot: those whose place or face differs move. */
export function planBbwShot(shot: Shot, before: readonly CounterItem[], after: readonly CounterItem[]): BbwShotPlan {
  const was = new Map(before.map((i) => [i.key, i]));
  const motions = new Map<string, BbwMotion>();
  const about = typeof shot.beat.unit === 'string' ? shot.beat.unit : shot.beat.type === 'turn.advanced' ? TURN_MARKER_FACE : null;
  for (const a of after) {
    const b = was.get(a.key);
    if (!b) continue;
    if (Math.abs(a.x - b.x) < EPS && Math.abs(a.z - b.z) < EPS && Math.abs(a.y - b.y) < EPS && a.face === b.face) continue;
    const dist = Math.hypot(a.x - b.x, a.z - b.z);
    let lift = Math.min(2.5, 0.3 + dist * 0.08);
    if (a.face !== b.face) lift = Math.max(lift, 0.9);
    motions.set(a.key, { from: { x: b.x, y: b.y, z: b.z }, to: { x: a.x, y: a.y, z: a.z }, lift, faceFrom: b.face, faceTo: a.face, glow: a.key === about ? 1 : 0 });
  }
  return { shot, motions };
}

const HALF_COUNTER = (COUNTER_MAP * SHEET_SCALE) / 2;

/** Where a counter is at `progress` (0..1) of its shot; `tumble` false (reduced motion): it slides, the face changes halfway. */
export function bbwPoseAt(m: BbwMotion, progress: number, tumble: boolean, out: CounterPose): CounterPose {
  const u = clamp01(progress);
  const k = easeInOut(u);
  out.visible = true;
  out.scale = 1;
  out.rotY = 0;
  out.x = lerp(m.from.x, m.to.x, k);
  out.z = lerp(m.from.z, m.to.z, k);
  out.y = lerp(m.from.y, m.to.y, k) + (tumble ? Math.sin(Math.PI * u) * m.lift : 0);
  out.highlight = m.glow ? m.glow * Math.min(1, 5 * u, 5 * (1 - u) + 0.4) : undefined;
  if (m.faceFrom === m.faceTo) {
    out.rotX = 0;
    out.face = m.faceTo;
  } else if (!tumble) {
    out.rotX = 0;
    out.face = u < 0.5 ? m.faceFrom : m.faceTo;
  } else {
    const theta = Math.PI * easeInOut(clamp01((u - 0.2) / 0.6));
    out.rotX = theta < Math.PI / 2 ? theta : theta - Math.PI;
    out.face = theta < Math.PI / 2 ? m.faceFrom : m.faceTo;
    out.y = Math.max(out.y, lerp(m.from.y, m.to.y, k) + HALF_COUNTER * Math.sin(theta));
  }
  return out;
}

/** The counters for a frame, and the plan of its shot (null with none playing). */
export function bbwDisplayScene(frame: BbwDisplayFrame, board: Board, holders?: BbwView['holders']): { items: CounterItem[]; plan: BbwShotPlan | null } {
  const items = bbwShownItems(board, frame.shown, holders);
  if (!frame.before || !frame.shot) return { items, plan: null };
  return { items, plan: planBbwShot(frame.shot, bbwShownItems(board, frame.before, holders), items) };
}

/**
 * The animator the counter mesh asks every frame (Counters' `animator`): while the plan's shot is
 * on screen its counters follow the plan; everything else stands where its item says.
 */
export function createBbwAnimator(queue: Pick<AnimationQueue, 'current'> | null | undefined, plan: BbwShotPlan | null): CounterAnimator {
  return createShotAnimator(queue, plan, bbwPoseAt);
}
