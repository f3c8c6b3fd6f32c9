// La Petite Guerre's display model (like bbw's): with the game's animation queue, the map's counters
// follow its shots, never ahead of them, through the shared lagging display
// (src/scene/animation/laggingDisplay.ts): the shown state (mapItems.ts's LpgMapShown) starts as
// the view the queue last went idle on, and each beat that changes the map brings the part of the
// latest view it is about as its shot starts (a stack retreated, a landing made: that
// side's markers and leaderless units; units arrived or dissolved, casualties: the units; a
// commander lost: the markers; an action card played (a reconnaissance or a spy's reveal): the other
// side's markers, turned face up; a settlement razed: the razed markers); every beat brings the
// status (turn, phase, weather, Loyalty, the battle), so the status line follows the shots too. The beats carry no stack
// ids (the view decides what each side may know), so most beats bring their side's part of the
// LATEST view; a move (stack.moved) says the hex left and the hex entered, so its shot moves only
// what stood at `from` to `to` (moveOnShown): when several moves of a side wait in the queue, a later
// one does not show during the first's shot. With the queue idle the shown state is the latest
// view's. Pure: no React, no three.
import type { AnimationQueue, Beat, Shot } from '../animation/queue';
import { LaggingDisplay, type LaggingFrame, type LaggingRules } from '../animation/laggingDisplay';
import type { CounterAnimator, CounterPose } from '../counters/counterItem';
import { createShotAnimator } from '../animation/shotAnimator';
import { clamp01, easeInOut, lerp } from '../animation/easing';
import type { HexId, Side } from '../../games/lpg/types';
import type { LpgView, MapMarker } from '../../games/lpg/view';
import { lpgMapItems, mapShownOf, type LpgMapShown, type LpgStatus, type MapItem } from './mapItems';
import { commanderDef } from './lpgFaces';

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

const isCommander = (id: string) => commanderDef(id) !== null;

/**
 * §6 one stack.moved beat on the shown state: one stack of `side` that stood at `from` goes to `to`,
 * the rest of the map stays as shown (a later queued move of the same side waits for its own shot).
 * Read from the shown state and the latest view only (never the game's state): the stacks that went
 * from `from` to `to` are the side's counters shown at `from` that the latest view has at `to`. One of
 * them goes: the viewer's own commander (by id) if one went, else the side's leaderless units seen
 * there (by id: face-up units are seen by both; the viewer's own phantoms that went with them); of
 * the other side, where none of its face-up units went, one of its markers at `from` (the one the
 * latest view knows at `to` if it knows one), keeping its counter (id). Where several stacks went the
 * same way the beat cannot say which went first: the shots move them one by one, and idle the latest
 * view is shown.
 */
export function moveOnShown(shown: LpgMapShown, latest: LpgMapShown, side: Side, from: string, to: string): LpgMapShown {
  const latestUnit = new Map(latest.mapUnits.map((u) => [u.id, u]));
  const shownIds = new Set(shown.mapUnits.map((u) => u.id));
  const units = new Set(shown.mapUnits.filter((u) => u.side === side && u.hex === from && latestUnit.get(u.id)?.hex === to).map((u) => u.id));
  // Units that come out from under a phantom as they move (not all it covered moved): seen at `to` now.
  const out = latest.mapUnits.filter((l) => l.side === side && l.hex === to && !shownIds.has(l.id));
  const was = shown.markers[side] ?? [];
  let marks: MapMarker[] = was;
  let moveUnits = units.size > 0 || out.length > 0;
  if (side === latest.side) {
    const latestMarker = new Map((latest.markers[side] ?? []).map((m) => [m.id, m]));
    const going = was.filter((m) => m.hex === from && latestMarker.get(m.id)?.hex === to);
    const chief = going.find((m) => m.is !== null && isCommander(m.is));
    const moving = new Set(chief ? [chief] : going);
    if (chief) moveUnits = false;
    marks = was.map((m) => (moving.has(m) ? latestMarker.get(m.id)! : m));
  } else if (!moveUnits && was.some((m) => m.hex === from)) {
    const known = new Set((latest.markers[side] ?? []).filter((m) => m.hex === to && m.is !== null).map((m) => m.is));
    const at = was.filter((m) => m.hex === from);
    const pick = at.find((m) => m.is !== null && known.has(m.is)) ?? at.find((m) => m.is === null) ?? at[0]!;
    marks = was.map((m) => (m === pick ? { ...m, hex: to } : m));
  }
  const mapUnits = moveUnits ? [...shown.mapUnits.map((u) => (units.has(u.id) ? latestUnit.get(u.id)! : u)), ...out] : shown.mapUnits;
  return { ...shown, markers: { ...shown.markers, [side]: marks }, mapUnits, racks: latest.racks };
}

/** §10-§12 the beats of a battle before its cards are shown (the battle is on; its result is not yet known). */
const BATTLE_BEFORE_REVEAL = new Set(['battle.begun', 'reinforcements.called', 'combat.cardChosen', 'card.played']);

/**
 * The status a beat's shot shows: the latest's, except that a battle's result (and the Loyalty it
 * moved) waits for the shot that reveals the cards (combat.cardsRevealed; its Loyalty change with
 * loyalty.changed): while the latest view is past a battle the shots have not yet shown, the status
 * keeps the last result shown, and the battle's own beats show the battle as on (cards face down).
 */
export function statusAt(before: LpgStatus, now: LpgStatus, beat: Beat): LpgStatus {
  const ahead = (now.lastBattle?.n ?? 0) !== (before.lastBattle?.n ?? 0);
  if (!ahead || beat.type === 'combat.cardsRevealed' || beat.type === 'game.over') return now;
  const inBattle = BATTLE_BEFORE_REVEAL.has(beat.type) && typeof beat.hex === 'string' ? (beat.hex as HexId) : null;
  const combat: LpgStatus['combat'] = inBattle
    ? now.combat && now.combat.hex === inBattle
      ? now.combat
      : (before.combat && before.combat.hex === inBattle ? before.combat : {
          hex: inBattle, step: 'cards', caller: (beat.attacker as Side | undefined) ?? now.phasing, retreating: null, calls: [],
          drawn: { american: [], british: [] }, chosen: { american: false, british: false }, myCard: null, strength: null,
        })
    : before.combat;
  return { ...now, lastBattle: before.lastBattle, loyalty: beat.type === 'loyalty.changed' && typeof beat.index === 'number' ? beat.index : before.loyalty, combat };
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
      const status = statusAt(before.status, now.status, beat);
      const shown = before.status === status ? before : { ...before, status };
      const side = SIDES.includes(beat.side as Side) ? (beat.side as Side) : null;
      switch (beat.type) {
        case 'stack.moved':
          // §6 the beat says where the stack left from (beats recorded before it did: the side's part of the latest view).
          if (side && typeof beat.from === 'string' && typeof beat.to === 'string') return moveOnShown(shown, now, side, beat.from, beat.to);
          return side ? withSide(shown, now, side, { markers: true, units: true }) : shown;
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

/** The animator the counter mesh asks every frame: while the plan's shot is on screen its counters follow the plan (the shared shot animator over lpgPoseAt). */
export function createLpgAnimator(queue: Pick<AnimationQueue, 'current'> | null | undefined, plan: LpgShotPlan | null): CounterAnimator {
  return createShotAnimator(queue, plan, lpgPoseAt);
}

export type { Beat };
