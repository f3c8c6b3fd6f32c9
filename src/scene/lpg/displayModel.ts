// La Petite Guerre's display model (like bbw's): with the game's animation queue, the map's counters
// follow its shots, never ahead of them, through the shared lagging display
// (src/scene/animation/laggingDisplay.ts): the shown state (mapItems.ts's LpgMapShown) starts as
// the view the queue last went idle on, and each beat that changes the map brings the part of the
// latest view it is about as its shot starts (a stack moved or retreated, a landing made: that
// side's markers and leaderless units; units arrived or dissolved, casualties: the units; a
// commander lost: the markers; an action card played (a reconnaissance or a spy's reveal): the other
// side's markers, turned face up; a settlement razed: the razed markers); every beat brings the
// status (turn, phase, weather, Loyalty, the battle), so the status line follows the shots too. The beats carry no stack
// ids (the view decides what each side may know), so a beat brings its side's part of the LATEST
// view: when several events' shots wait in the queue (bots do not wait at instant, where the queue
// is idle anyway), a later move of the same side may show with the first one's shot. With the
// queue idle the shown state is the latest view's. Pure: no React, no three.
import type { AnimationQueue, Beat, Shot } from '../animation/queue';
import { LaggingDisplay, type LaggingFrame, type LaggingRules } from '../animation/laggingDisplay';
import type { CounterAnimator, CounterPose } from '../counters/counterItem';
import type { Side } from '../../games/lpg/types';
import type { LpgView, MapMarker } from '../../games/lpg/view';
import { lpgMapItems, mapShownOf, type LpgMapShown, type MapItem } from './mapItems';

export type LpgDisplayFrame = LaggingFrame<LpgMapShown>;

const SIDES: readonly Side[] = ['american', 'british'];
const other = (s: Side): Side => (s === 'american' ? 'british' : 'american');

/**
 * The other side's markers of `next` with the ids of `prev` kept where a marker stayed (same hex,
 * same knowledge), so a counter that did not move keeps its key (and does not glide to another's spot).
 */
export function keepMarkerIds(prev: readonly MapMarker[], next: readonly MapMarker[]): MapMarker[] {
  const unused = new Map(prev.map((m) => [m.id, m]));
  const out: (MapMarker | null)[] = next.map((m) => {
    const same = [...unused.values()].find((p) => p.hex === m.hex && p.is === m.is);
    if (!same) return null;
    unused.delete(same.id);
    return { ...m, id: same.id };
  });
  // A marker revealed where it stood: the same counter, turned over.
  next.forEach((m, i) => {
    if (out[i]) return;
    const same = [...unused.values()].find((p) => p.hex === m.hex);
    if (!same) return;
    unused.delete(same.id);
    out[i] = { ...m, id: same.id };
  });
  const left = [...unused.keys()];
  let fresh = 0;
  return next.map((m, i) => out[i] ?? { ...m, id: left.shift() ?? `${m.id}~${++fresh}` });
}

function withSide(shown: LpgMapShown, latest: LpgMapShown, side: Side, what: { markers?: boolean; units?: boolean }): LpgMapShown {
  const markers = { ...shown.markers };
  if (what.markers) markers[side] = side === latest.side ? latest.markers[side] : keepMarkerIds(shown.markers[side] ?? [], latest.markers[side] ?? []);
  const mapUnits = what.units ? [...shown.mapUnits.filter((u) => u.side !== side), ...latest.mapUnits.filter((u) => u.side === side)] : shown.mapUnits;
  return { ...shown, markers, mapUnits, racks: latest.racks };
}

/** The map's rules for the lagging display; `latest` gives the latest view's shown state (the table's own, kept current). */
export function lpgDisplayRules(latest: () => LpgMapShown | null): LaggingRules<LpgView, LpgMapShown> {
  return {
    shownOf: mapShownOf,
    // Every beat moves the status on (the turn, the phase, the weather, the battle); the map beats move counters too.
    changes: () => true,
    apply(before, beat) {
      const now = latest();
      if (!now) return before;
      const shown = before.status === now.status ? before : { ...before, status: now.status };
      const side = SIDES.includes(beat.side as Side) ? (beat.side as Side) : null;
      switch (beat.type) {
        case 'stack.moved':
        case 'landing.made':
        case 'combat.retreat':
          return side ? withSide(shown, now, side, { markers: true, units: true }) : shown;
        case 'unit.arrived':
        case 'unit.dissolved':
        case 'combat.casualties':
          return side ? withSide(shown, now, side, { units: true }) : shown;
        case 'commander.lost':
          return side ? withSide(shown, now, side, { markers: true, units: true }) : shown;
        case 'card.played':
          // A reveal shows the other side's markers (the playing side's view); a card may move things too.
          return side ? withSide(withSide(shown, now, other(side), { markers: true, units: true }), now, side, { markers: true, units: true }) : shown;
        case 'landing.prepared':
          return { ...shown, landings: now.landings };
        case 'settlement.razed':
          return { ...shown, razed: now.razed, holders: now.holders };
        default:
          return shown;
      }
    },
  };
}

export const createLpgDisplay = (latest: LpgView) => {
  let now: LpgMapShown | null = mapShownOf(latest);
  const display = new LaggingDisplay(lpgDisplayRules(() => now), latest);
  return {
    display,
    setLatest(v: LpgView, idle: boolean) {
      now = mapShownOf(v);
      return display.setLatest(v, idle);
    },
  };
};

// --- the counters while a shot plays ------------------------------------------------------------

interface Pose {
  x: number;
  y: number;
  z: number;
}

export interface LpgMotion {
  from: Pose;
  to: Pose;
  lift: number;
  faceFrom: string;
  faceTo: string;
  /** 'move' (glides), 'in' (appears), 'out' (goes: a ghost of the item before). */
  how: 'move' | 'in' | 'out';
}

export interface LpgShotPlan {
  shot: Shot;
  motions: Map<string, LpgMotion>;
  /** Counters gone in this shot, drawn as ghosts while it plays. */
  ghosts: MapItem[];
}

const EPS = 1e-4;

/** How the counters go from `before` to `after` for one shot. */
export function planLpgShot(shot: Shot, before: readonly MapItem[], after: readonly MapItem[]): LpgShotPlan {
  const was = new Map(before.map((i) => [i.key, i]));
  const is = new Set(after.map((i) => i.key));
  const motions = new Map<string, LpgMotion>();
  for (const a of after) {
    const b = was.get(a.key);
    if (!b) {
      motions.set(a.key, { from: a, to: a, lift: 0, faceFrom: a.face, faceTo: a.face, how: 'in' });
      continue;
    }
    if (Math.abs(a.x - b.x) < EPS && Math.abs(a.z - b.z) < EPS && Math.abs(a.y - b.y) < EPS && a.face === b.face) continue;
    const dist = Math.hypot(a.x - b.x, a.z - b.z);
    let lift = Math.min(2.5, 0.3 + dist * 0.08);
    if (a.face !== b.face) lift = Math.max(lift, 0.9);
    motions.set(a.key, { from: b, to: a, lift, faceFrom: b.face, faceTo: a.face, how: 'move' });
  }
  const ghosts: MapItem[] = [];
  for (const b of before) {
    if (is.has(b.key)) continue;
    const key = `gone:${b.key}`;
    ghosts.push({ ...b, key, ghost: true });
    motions.set(key, { from: b, to: b, lift: 0, faceFrom: b.face, faceTo: b.face, how: 'out' });
  }
  return { shot, motions, ghosts };
}

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Where a counter is at `progress` (0..1) of its shot; `tumble` false (reduced motion): it slides, a face changes halfway. */
export function lpgPoseAt(m: LpgMotion, progress: number, tumble: boolean, out: CounterPose): CounterPose {
  const u = clamp01(progress);
  const k = easeInOut(u);
  out.visible = true;
  out.rotY = 0;
  out.rotX = 0;
  out.highlight = undefined;
  if (m.how === 'in' || m.how === 'out') {
    out.x = m.to.x;
    out.y = m.to.y;
    out.z = m.to.z;
    out.face = m.faceTo;
    out.scale = m.how === 'in' ? k : 1 - k;
    out.visible = out.scale > 0.01;
    return out;
  }
  out.scale = 1;
  out.x = lerp(m.from.x, m.to.x, k);
  out.z = lerp(m.from.z, m.to.z, k);
  out.y = lerp(m.from.y, m.to.y, k) + (tumble ? Math.sin(Math.PI * u) * m.lift : 0);
  if (m.faceFrom === m.faceTo) {
    out.face = m.faceTo;
  } else if (!tumble) {
    out.face = u < 0.5 ? m.faceFrom : m.faceTo;
  } else {
    // §4 a marker turned face up: it flips over about its east-west axis.
    const theta = Math.PI * easeInOut(clamp01((u - 0.2) / 0.6));
    out.rotX = theta < Math.PI / 2 ? theta : theta - Math.PI;
    out.face = theta < Math.PI / 2 ? m.faceFrom : m.faceTo;
    out.y = Math.max(out.y, lerp(m.from.y, m.to.y, k) + 0.65 * Math.sin(theta));
  }
  return out;
}

/** The counters for a frame (ghosts of the ones going included), and the plan of its shot (null with none playing). */
export function lpgDisplayScene(frame: LpgDisplayFrame): { items: MapItem[]; plan: LpgShotPlan | null } {
  const items = lpgMapItems(frame.shown);
  if (!frame.before || !frame.shot) return { items, plan: null };
  const plan = planLpgShot(frame.shot, lpgMapItems(frame.before), items);
  return { items: plan.ghosts.length ? [...items, ...plan.ghosts] : items, plan };
}

/** The animator the counter mesh asks every frame: while the plan's shot is on screen its counters follow the plan. */
export function createLpgAnimator(queue: Pick<AnimationQueue, 'current'> | null | undefined, plan: LpgShotPlan | null): CounterAnimator {
  return {
    active: () => plan !== null && queue?.current?.shot === plan.shot,
    poseOf(item, out) {
      const frame = queue?.current ?? null;
      if (!plan || !frame || frame.shot !== plan.shot) return false;
      const m = plan.motions.get(item.key);
      if (!m) return false;
      lpgPoseAt(m, frame.progress, frame.shot.tumble, out);
      return true;
    },
  };
}

export type { Beat };
