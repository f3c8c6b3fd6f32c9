// What the map shows while the animation queue plays (pure: no React, no three).
//
// The rules have moved on the moment an event is sent; the map must not jump ahead of the
// queue. So the table draws a DISPLAYED view that lags the snapshot's view: it starts equal to
// the view the queue last went idle on, and each beat's effect is applied to it (applyBeat) as
// that beat's shot starts playing, the shot tweening the counters from where they were to where
// the beat puts them (planShot / poseAt). When the queue is idle the displayed view IS the
// latest view (the same object): whatever a beat does not say (or says differently), the idle
// view corrects, so the display can never drift from the game.
//
//   units.moved / units.advanced / unit.retreated   the stack slides box by box along its path
//   unit.reduced          the counter turns over (a half-turn) to its reduced face
//   unit.eliminated       it lifts and fades off
//   gc.revealed           face-down Garde Civique turn over (and those without a factor vanish)
//   chit.drawn            a chit lifts out of the cup, turns face up and lies in its box
//   event.played          the used event chit turns face-down
//   turn.began            the Turn marker steps on, the turn's chits go back into the cup
//   dice.rolled (atrocities)  the Atrocities marker steps along its track
//   fort.hit              the fort marker turns a quarter; fort.destroyed turns it over
//   combat.started/ended  the combat box is marked meanwhile (the battle board plays the rest)
//
// Everything here is keyed by counter keys (`unit:<id>`, `gc:<view id>`, `chit:<id>`, ...), as
// counterPlacement.ts names them.
import type { AnimationQueue, Beat, Shot } from '../animation/queue';
import { clamp01, easeInOut, easeOut, lerp } from '../animation/easing';
import { LaggingDisplay, type LaggingFrame, type LaggingRules } from '../animation/laggingDisplay';
import { createShotAnimator } from '../animation/shotAnimator';
import type { CounterAnimator, CounterItem, CounterPose } from '../counters/counterItem';
import { CHIT, FORT, GC, UNIT } from '../../games/blb/db';
import { gcFaceKey } from './blbFaces';
import { CUP, placeCounters, stackBase, type Placement } from './counterPlacement';
import { COUNTER, TABLE, TILE_TOP } from './layout';
import type { BlbView } from './viewTypes';

// --- the displayed view ----------------------------------------------------------------------

/** Beats that change what the map shows (others leave the displayed view as it is). */
const MAP_BEATS = new Set([
  'units.moved',
  'units.advanced',
  'unit.retreated',
  'unit.placed',
  'gc.placed',
  'gc.revealed',
  'unit.reduced',
  'unit.eliminated',
  'fort.hit',
  'fort.destroyed',
  'chit.drawn',
  'event.played',
  'turn.began',
  'dice.rolled',
  'combat.started',
  'combat.ended',
]);

export function changesMap(beat: Beat): boolean {
  if (!MAP_BEATS.has(beat.type)) return false;
  if (beat.type === 'dice.rolled') return beat.purpose === 'atrocities';
  return true;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const last = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

function withUnits(view: BlbView, ids: readonly string[], change: (u: { box: string | null; steps: number }, id: string) => { box: string | null; steps: number }): BlbView {
  const units = { ...view.units };
  let changed = false;
  for (const id of ids) {
    const u = units[id] ?? (UNIT[id] ? { box: null, steps: UNIT[id]!.steps } : undefined);
    if (!u) continue;
    units[id] = change(u, id);
    changed = true;
  }
  return changed ? { ...view, units } : view;
}

function moveUnits(view: BlbView, ids: readonly string[], to: string | undefined): BlbView {
  if (!to) return view;
  return withUnits(view, ids, (u) => ({ ...u, box: to }));
}

function withChits(view: BlbView, change: (c: BlbView['chits']) => Partial<BlbView['chits']>): BlbView {
  return { ...view, chits: { ...view.chits, ...change(view.chits) } };
}

/**
 * The face-down Garde Civique of `box` that a gc.revealed beat turns over, paired (in order) with
 * the revealed counters the beat names: [view key of the face-down counter, { id, cf }].
 */
export function revealPairs(view: BlbView, beat: Beat): [string, { id: string; cf: number | null }][] {
  const box = String(beat.box ?? '');
  const named = Array.isArray(beat.gc) ? (beat.gc as { id: string; cf: number | null }[]).filter((g) => g && typeof g.id === 'string') : [];
  const hidden = Object.keys(view.gc)
    .filter((k) => view.gc[k]!.box === box && !view.gc[k]!.revealed)
    .sort((a, b) => a.localeCompare(b));
  return named.slice(0, hidden.length).map((g, i) => [hidden[i]!, { id: g.id, cf: g.cf ?? null }]);
}

/** The view after one beat (a new object where something changed; `view` itself is never changed). */
export function applyBeat(view: BlbView, beat: Beat): BlbView {
  switch (beat.type) {
    case 'units.moved':
      return moveUnits(view, strings(beat.units), last(strings(beat.path)));
    case 'units.advanced':
      return moveUnits(view, strings(beat.units), typeof beat.to === 'string' ? beat.to : undefined);
    case 'unit.retreated':
      return moveUnits(view, strings([beat.unit]), last(strings(beat.path)));
    case 'unit.placed':
      return moveUnits(view, strings([beat.unit]), typeof beat.box === 'string' ? beat.box : undefined);
    case 'gc.placed': {
      if (typeof beat.box !== 'string') return view;
      let n = Object.keys(view.gc).length + 1;
      while (view.gc[`hidden-placed-${n}`]) n++;
      return { ...view, gc: { ...view.gc, [`hidden-placed-${n}`]: { box: beat.box, revealed: false, cf: '?' } } };
    }
    case 'gc.revealed': {
      const pairs = revealPairs(view, beat);
      if (pairs.length === 0) return view;
      const gc = { ...view.gc };
      for (const [hiddenKey, g] of pairs) {
        const box = gc[hiddenKey]!.box;
        delete gc[hiddenKey];
        // 6.2: a Garde Civique without a factor is removed as it is revealed.
        gc[g.id] = { box: g.cf === null ? null : box, revealed: true, cf: g.cf };
      }
      return { ...view, gc };
    }
    case 'unit.reduced': {
      const id = String(beat.unit ?? '');
      if (!view.units[id]) return view;
      return withUnits(view, [id], (u) => ({ ...u, steps: Math.max(1, u.steps - 1) }));
    }
    case 'unit.eliminated': {
      const id = String(beat.unit ?? '');
      if (view.units[id] || UNIT[id]) return withUnits(view, [id], () => ({ box: null, steps: 0 }));
      const g = view.gc[id];
      if (g) return { ...view, gc: { ...view.gc, [id]: { ...g, box: null } } };
      if (GC[id]) return { ...view, gc: { ...view.gc, [id]: { box: null, revealed: true, cf: GC[id]!.cf } } };
      return view;
    }
    case 'fort.hit':
    case 'fort.destroyed': {
      const box = String(beat.box ?? '');
      if (!FORT[box]) return view;
      const steps = beat.type === 'fort.destroyed' ? 0 : Number(beat.steps);
      if (!Number.isFinite(steps)) return view;
      return { ...view, forts: { ...view.forts, [box]: { ...(view.forts[box] ?? {}), steps } } };
    }
    case 'chit.drawn': {
      const chit = String(beat.chit ?? '');
      if (!CHIT[chit]) return view;
      const endsTurn = (beat.kind ?? CHIT[chit]!.kind) === 'turnEnd';
      return {
        ...withChits(view, (c) => ({
          cup: c.cup.filter((x) => x !== chit),
          pulled: endsTurn ? c.pulled : [...c.pulled.filter((x) => x !== chit), chit],
          turnEnd: endsTurn ? [...c.turnEnd.filter((x) => x !== chit), chit] : c.turnEnd,
        })),
        lastChit: chit,
      };
    }
    case 'event.played': {
      const chit = String(beat.chit ?? '');
      if (!CHIT[chit] || view.chits.used.includes(chit)) return view;
      return withChits(view, (c) => ({ used: [...c.used, chit] }));
    }
    case 'turn.began': {
      const turn = Number(beat.turn);
      if (!Number.isFinite(turn)) return view;
      // 4.0 leaving set-up moves only the marker; 4.3 Clean Up also puts the drawn chits and the
      // next turn's arrivals back into the cup.
      if (!Array.isArray(beat.arriving)) return { ...view, turn };
      const arriving = strings(beat.arriving);
      return {
        ...withChits(view, (c) => {
          const track = { ...c.track };
          for (const a of arriving) delete track[a];
          return { cup: [...c.cup, ...c.pulled, ...c.turnEnd, ...arriving].sort(), pulled: [], turnEnd: [], used: [], track };
        }),
        turn,
        lastChit: null,
      };
    }
    case 'dice.rolled': {
      if (beat.purpose !== 'atrocities' || typeof beat.atrocities !== 'number') return view;
      return { ...view, atrocities: beat.atrocities };
    }
    case 'combat.started': {
      if (typeof beat.box !== 'string') return view;
      return {
        ...view,
        combat: { box: beat.box, attacker: beat.attacker === 'entente' ? 'entente' : 'german', attackers: strings(beat.attackers), defenders: strings(beat.defenders) },
      };
    }
    case 'combat.ended':
      return view.combat ? { ...view, combat: null } : view;
    default:
      return view;
  }
}

/** What the map draws now: the displayed view (`shown`), lagging the latest view while shots play. */
export type DisplayFrame = LaggingFrame<BlbView>;

/** The map's part of the shared lagging display (src/scene/animation/laggingDisplay.ts): the view itself is the shown state. */
export const BLB_DISPLAY: LaggingRules<BlbView, BlbView> = { shownOf: (view) => view, apply: applyBeat, changes: changesMap };

/** The map's display model: the shared lagging display with the map's rules. */
export const createBlbDisplay = (latest: BlbView) => new LaggingDisplay(BLB_DISPLAY, latest);

// --- counters on the map while a shot plays ---------------------------------------------------

export interface Pose {
  x: number;
  y: number;
  z: number;
  rotY: number;
}

/** One counter's way through a shot, in the shot's progress (0..1). */
export interface Motion {
  from: Pose;
  to: Pose;
  /** Points passed on the way (box by box): the path is from, ...via, to. */
  via: { x: number; y: number; z: number }[];
  /** Height of the hop over each leg. */
  lift: number;
  /** Faces before and after: different faces turn the counter over (a half-turn). */
  faceFrom: string;
  faceTo: string;
  /** 'move' (slide/hop, maybe turning over), 'enter' (drops in), 'exit' (lifts and fades off). */
  kind: 'move' | 'enter' | 'exit';
  /** Before the exit: turn over in place first (a vanishing Garde Civique shows its face). */
  flipFirst?: boolean;
  /** The part of the shot it plays in. */
  t0: number;
  t1: number;
  /** Badges never turn over: their number just changes. */
  badge?: boolean;
  /** 0..1: how much it glows on its way (what the shot is about stands out on a wide table). */
  glow?: number;
}

/** Counters of the map that a shot moves: by key. Keys not listed stay where they are drawn. */
export interface ShotPlan {
  shot: Shot | null;
  motions: Map<string, Motion>;
  /** Keys drawn by other keys' motions meanwhile (a face-down Garde Civique turning over as its revealed self). */
  hidden: Set<string>;
}

const EPS = 1e-4;
const samePose = (a: CounterItem, b: CounterItem) =>
  Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS && Math.abs(a.z - b.z) < EPS && Math.abs((a.rotY ?? 0) - (b.rotY ?? 0)) < EPS;
const poseOf = (i: CounterItem): Pose => ({ x: i.x, y: i.y, z: i.z, rotY: i.rotY ?? 0 });
const inCup = (i: { x: number; z: number }) => Math.hypot(i.x - TABLE.chitCup.x, i.z - TABLE.chitCup.z) < CUP.radius + 0.2;
/** High enough to clear the cup's rim. */
const CUP_LIFT = CUP.height + 1.6;

/** Where the k-th counter of a stack passing through `box` stands on the way. */
function waypoint(box: string, side: 'german' | 'entente', k: number): { x: number; y: number; z: number } | null {
  const base = stackBase(box, side, false);
  if (!base) return null;
  return { x: base.x + k * COUNTER.shift, y: TILE_TOP + COUNTER.thickness / 2 + k * COUNTER.thickness, z: base.z - k * COUNTER.shift };
}

/** The boxes a move beat passes through before its last one. */
function movePath(beat: Beat): { units: string[]; via: string[] } | null {
  switch (beat.type) {
    case 'units.moved':
      return { units: strings(beat.units), via: strings(beat.path).slice(0, -1) };
    case 'unit.retreated':
      return { units: strings([beat.unit]), via: strings(beat.path).slice(0, -1) };
    case 'units.advanced':
      return { units: strings(beat.units), via: [] };
    default:
      return null;
  }
}

/**
 * How the counters go from where `before` puts them to where `after` does, for one shot: every
 * counter whose place or face differs moves (along the beat's path for moves), those only in
 * `before` leave, those only in `after` arrive. Chits shuffling inside the cup do not move.
 */
export function planShot(shot: Shot | null, beat: Beat, beforeView: BlbView, before: Placement, after: Placement): ShotPlan {
  const motions = new Map<string, Motion>();
  const hidden = new Set<string>();
  const was = new Map(before.items.map((i) => [i.key, i]));
  const now = new Map(after.items.map((i) => [i.key, i]));

  // A face-down Garde Civique turning over becomes a counter with another key.
  const sourceOf = new Map<string, CounterItem>();
  const vanishing = new Map<string, string>();
  if (beat.type === 'gc.revealed') {
    for (const [hiddenKey, g] of revealPairs(beforeView, beat)) {
      const from = was.get(`gc:${hiddenKey}`);
      if (!from) continue;
      if (now.has(`gc:${g.id}`)) {
        sourceOf.set(`gc:${g.id}`, from);
        hidden.add(from.key);
      } else {
        vanishing.set(from.key, gcFaceKey(g.cf));
      }
    }
  }

  const moving = movePath(beat);
  const movers = new Map((moving?.units ?? []).map((u, k) => [`unit:${u}`, k]));
  const cleanUp = beat.type === 'turn.began';

  for (const [key, a] of now) {
    const b = was.get(key) ?? sourceOf.get(key);
    const badge = a.shape === 'badge';
    if (!b) {
      motions.set(key, { from: poseOf(a), to: poseOf(a), via: [], lift: 0.8, faceFrom: a.face, faceTo: a.face, kind: 'enter', t0: 0.2, t1: 1, badge });
      continue;
    }
    if (samePose(a, b) && a.face === b.face) continue;
    if (inCup(a) && inCup(b) && a.face === b.face) continue;
    const dist = Math.hypot(a.x - b.x, a.z - b.z);
    let lift = Math.min(2, 0.25 + dist * 0.06);
    if (a.face !== b.face && !badge) lift = Math.max(lift, 0.7);
    if (inCup(a) !== inCup(b)) lift = CUP_LIFT;
    let via: Motion['via'] = [];
    const k = movers.get(key);
    if (moving && k !== undefined) {
      const side = UNIT[key.slice(5)]?.nationality === 'german' ? 'german' : 'entente';
      via = moving.via.map((box) => waypoint(box, side, k)).filter((p): p is NonNullable<typeof p> => p !== null);
      lift = 0.45;
    }
    if (beat.type === 'fort.hit') lift = 0.35;
    // The counters the beat is about glow on their way; those making room for them do not.
    const about = movers.has(key) || beat.type === 'chit.drawn' || beat.type === 'unit.reduced' || beat.type === 'gc.revealed' || beat.type === 'fort.hit' || beat.type === 'event.played';
    motions.set(key, { from: poseOf(b), to: poseOf(a), via, lift, faceFrom: b.face, faceTo: a.face, kind: 'move', t0: 0, t1: 1, badge, ...(about && !badge ? { glow: 0.8 } : {}) });
  }
  for (const [key, b] of was) {
    if (now.has(key) || hidden.has(key)) continue;
    const flipTo = vanishing.get(key);
    motions.set(key, {
      from: poseOf(b),
      to: poseOf(b),
      via: [],
      lift: 0.9,
      faceFrom: b.face,
      faceTo: flipTo ?? b.face,
      kind: 'exit',
      flipFirst: flipTo !== undefined,
      t0: 0,
      t1: 1,
      badge: b.shape === 'badge',
    });
  }

  // 4.2a: the Atrocities marker steps on once the dice have settled.
  if (beat.type === 'dice.rolled') {
    for (const m of motions.values()) {
      m.t0 = 0.8;
      m.t1 = 1;
      m.glow = 0.8;
    }
  }
  // Clean Up: the chits go back one after another, not all at once.
  if (cleanUp) {
    const chits = [...motions.entries()].filter(([key, m]) => key.startsWith('chit:') && m.kind === 'move').sort(([a], [b]) => a.localeCompare(b));
    const n = chits.length;
    chits.forEach(([, m], i) => {
      m.t0 = n > 1 ? (0.4 * i) / (n - 1) : 0;
      m.t1 = m.t0 + 0.6;
    });
  }
  return { shot, motions, hidden };
}

function angleLerp(a: number, b: number, t: number): number {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return a + d * t;
}

/** Writes into `out` the half-turn at `u` (0..1) from faceFrom to faceTo; returns the lift it needs. */
function flipInto(out: CounterPose, faceFrom: string, faceTo: string, u: number, tumble: boolean): number {
  if (faceFrom === faceTo) {
    out.rotX = 0;
    out.face = faceTo;
    return 0;
  }
  if (!tumble) {
    // Reduced motion: the face changes halfway, nothing turns.
    out.rotX = 0;
    out.face = u < 0.5 ? faceFrom : faceTo;
    return 0;
  }
  const theta = Math.PI * easeInOut(clamp01(u));
  // Past the upright the other face is the top one: draw it turning in from the far side.
  out.rotX = theta < Math.PI / 2 ? theta : theta - Math.PI;
  out.face = theta < Math.PI / 2 ? faceFrom : faceTo;
  // Lifted enough that the turning counter clears the table.
  return (COUNTER.size / 2) * Math.sin(theta) + 0.05 * Math.sin(Math.PI * u);
}

/**
 * Where a counter is at `progress` (0..1) of its shot. `tumble` false (reduced motion): no hops
 * and no turning over; things slide and fade.
 */
export function poseAt(m: Motion, progress: number, tumble: boolean, out: CounterPose): CounterPose {
  const u = clamp01((progress - m.t0) / Math.max(1e-6, m.t1 - m.t0));
  out.highlight = m.glow ? m.glow * Math.min(1, 5 * u, 5 * (1 - u)) : undefined;
  out.visible = true;
  out.scale = 1;
  out.rotX = 0;
  out.face = m.faceFrom;
  const hop = tumble ? 1 : 0;
  if (m.kind === 'enter') {
    const k = easeOut(u);
    out.x = m.to.x;
    out.z = m.to.z;
    out.y = m.to.y + (1 - k) * m.lift * hop;
    out.rotY = m.to.rotY;
    out.scale = k;
    out.face = m.faceTo;
    out.visible = k > 0.001;
    return out;
  }
  if (m.kind === 'exit') {
    out.x = m.from.x;
    out.z = m.from.z;
    out.rotY = m.from.rotY;
    let v = u;
    let y = m.from.y;
    if (m.flipFirst) {
      // Turn over in place (showing the face), then go.
      const f = clamp01(u / 0.55);
      const need = flipInto(out, m.faceFrom, m.faceTo, f, tumble);
      y += need * hop;
      v = clamp01((u - 0.6) / 0.4);
      if (f >= 1) out.face = m.faceTo;
    }
    out.y = y + easeOut(v) * m.lift * hop;
    out.scale = 1 - easeInOut(clamp01((v - 0.2) / 0.8));
    out.visible = out.scale > 0.001;
    return out;
  }
  // A move: along from -> via... -> to, one leg after another, hopping over each.
  const points = [m.from, ...m.via, m.to];
  const legs = points.length - 1;
  const s = u * legs;
  const i = Math.min(legs - 1, Math.floor(s));
  const w = s - i;
  const a = points[i]!;
  const b = points[i + 1]!;
  const k = easeInOut(w);
  out.x = lerp(a.x, b.x, k);
  out.z = lerp(a.z, b.z, k);
  out.y = lerp(a.y, b.y, k) + Math.sin(Math.PI * w) * m.lift * hop;
  out.rotY = angleLerp(m.from.rotY, m.to.rotY, easeInOut(u));
  if (m.badge) {
    out.face = u < 0.5 ? m.faceFrom : m.faceTo;
  } else {
    // Turns over in the middle of its way (a chit laid face up, a step lost in place).
    const f = legs > 1 || m.from.x !== m.to.x || m.from.z !== m.to.z ? clamp01((u - 0.2) / 0.6) : u;
    const need = flipInto(out, m.faceFrom, m.faceTo, f, tumble);
    out.y = Math.max(out.y, lerp(a.y, b.y, k) + need * hop);
  }
  return out;
}

/**
 * The placement for a frame and the plan of its shot: the counters where the frame's view puts
 * them, plus, while a shot plays, "ghosts" of the counters it takes off (eliminated units,
 * face-down Garde Civique turning over): drawn while their exit plays, hidden after it.
 */
export function displayScene(frame: DisplayFrame, place: (view: BlbView) => Placement = placeCounters): { placement: Placement; plan: ShotPlan | null } {
  const after = place(frame.shown);
  if (!frame.before || !frame.shot) return { placement: after, plan: null };
  const before = place(frame.before);
  const keys = new Set(after.items.map((i) => i.key));
  const ghosts = before.items.filter((i) => !keys.has(i.key)).map((i) => ({ ...i, ghost: true }));
  const placement = ghosts.length ? { ...after, items: [...after.items, ...ghosts] } : after;
  return { placement, plan: planShot(frame.shot, frame.shot.beat, frame.before, before, after) };
}

/** Board units (`onBoardUnitsChange` ids) as map counter keys. */
export function boardKeyOf(id: string): string {
  if (id.startsWith('fort:')) return id;
  return UNIT[id] ? `unit:${id}` : `gc:${id}`;
}

/**
 * The animator the counter mesh asks every frame: counters of the shot on screen follow its plan,
 * counters on the battle board are hidden (the board draws them), ghosts are hidden once their
 * exit has played. `plan` belongs with the items drawn with it (both come in one render).
 */
export function createMapAnimator(queue: Pick<AnimationQueue, 'current'> | null | undefined, plan: ShotPlan | null, onBoard: { current: ReadonlySet<string> }, hasGhosts: boolean): CounterAnimator {
  // The shared animator over the plan (its moves); hidden keys, board units and ghosts besides.
  const shot = createShotAnimator(queue, plan, poseAt);
  return {
    active: () => hasGhosts || onBoard.current.size > 0 || shot.active(),
    poseOf(item, out) {
      if (onBoard.current.has(item.key) || (plan?.hidden.has(item.key) && shot.active())) {
        out.visible = false;
        return true;
      }
      if (shot.poseOf(item, out)) return true;
      if (item.ghost) {
        out.visible = false;
        return true;
      }
      return false;
    },
  };
}
