// The map's displayed view (src/scene/blb/displayModel.ts): it lags the snapshot while the
// animation queue plays, takes each beat's effect as its shot plays, tweens the counters from
// where they were to where the beat puts them, and equals the snapshot's view exactly whenever
// the queue is idle (at once at instant speed). Beats applied to the view before an event give
// the view after it, over whole bot games.
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../../machines/blb/index';
import { BotDriver } from '../../../src/app/botDriver';
import { GameSession } from '../../../src/core/session';
import { AnimationQueue, type AnimationSpeed, type Beat, type Shot } from '../../../src/scene/animation/queue';
import type { CounterItem, CounterPose } from '../../../src/scene/counters/counterItem';
import { placeCounters } from '../../../src/scene/blb/counterPlacement';
import {
  applyBeat,
  boardKeyOf,
  changesMap,
  createMapAnimator,
  createBlbDisplay,
  displayScene,
  planShot,
  poseAt,
  type DisplayFrame,
} from '../../../src/scene/blb/displayModel';
import { BOX_PLACES, TABLE, TILE_TOP } from '../../../src/scene/blb/layout';
import { asBlbView, type BlbView } from '../../../src/scene/blb/viewTypes';
import { BLB_BEAT_CATALOGUE } from '../../../src/scene/blb/beatCatalogue';

interface Step {
  before: BlbView;
  beats: Beat[];
  after: BlbView;
}

/** A bot game, event by event: the view before, the beats emitted, the view after. */
function playGame(seed: number, players: ('smart' | 'random')[] = ['smart', 'smart'], limit = 5000): Step[] {
  const session = new GameSession(blbModule, { seed });
  const driver = new BotDriver({ session, players, seed, speed: 'instant' });
  let beats: Beat[] = [];
  session.onEmitted((b) => beats.push(b as Beat));
  const view = () => asBlbView(blbModule.view(session.snapshot, 'german'));
  const steps: Step[] = [];
  let before = view();
  for (let i = 0; i < limit; i++) {
    beats = [];
    if (!driver.step()) break;
    const after = view();
    steps.push({ before, beats, after });
    before = after;
  }
  session.dispose();
  return steps;
}

/** What the map shows of a view, independent of how face-down Garde Civique are numbered. */
function shown(view: BlbView) {
  const hidden = Object.values(view.gc)
    .filter((g) => !g.revealed && g.box)
    .map((g) => g.box!)
    .sort();
  const revealed = Object.fromEntries(Object.entries(view.gc).filter(([, g]) => g.revealed).map(([id, g]) => [id, { box: g.box, cf: g.cf }]));
  return {
    units: view.units,
    hidden,
    revealed,
    forts: Object.fromEntries(Object.entries(view.forts).map(([box, f]) => [box, f.steps])),
    chits: view.chits,
    turn: view.turn,
    atrocities: view.atrocities,
  };
}

/** The counters as drawn: face and place (face-down Garde Civique keys and twists aside). */
function drawn(view: BlbView): string[] {
  return placeCounters(view)
    .items.map((i) => `${i.face}@${i.x.toFixed(3)},${i.y.toFixed(3)},${i.z.toFixed(3)}${i.key.startsWith('gc:') ? '' : `,${(i.rotY ?? 0).toFixed(3)}`}`)
    .sort();
}

const GAMES: [number, ('smart' | 'random')[]][] = [
  [3, ['smart', 'smart']],
  [11, ['smart', 'smart']],
  [5, ['random', 'random']],
];
const games = GAMES.map(([seed, players]) => ({ seed, steps: playGame(seed, players) }));

describe('display model: beats applied to the view', () => {
  it('the beats of every event, applied to the view before it, give the view after it (whole bot games)', () => {
    let checked = 0;
    const types = new Set<string>();
    for (const { seed, steps } of games) {
      steps.forEach(({ before, beats, after }, i) => {
        let v = before;
        for (const b of beats) {
          v = applyBeat(v, b);
          types.add(b.type);
        }
        expect(shown(v), `seed ${seed}, event ${i}: ${beats.map((b) => b.type).join(', ')}`).toEqual(shown(after));
        expect(drawn(v), `seed ${seed}, event ${i}`).toEqual(drawn(after));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(300);
    // The games covered the beats that move counters.
    for (const t of ['units.moved', 'chit.drawn', 'turn.began', 'combat.started', 'dice.rolled', 'unit.eliminated', 'gc.revealed', 'fort.hit', 'unit.retreated']) {
      expect(types, t).toContain(t);
    }
  });

  it('never changes the view it is given', () => {
    const { steps } = games[0]!;
    for (const { before, beats } of steps.slice(0, 200)) {
      const copy = structuredClone(before);
      let v = before;
      for (const b of beats) v = applyBeat(v, b);
      expect(before).toEqual(copy);
    }
  });

  it('beats that draw nothing on the map leave the view as it is (the same object)', () => {
    const v = games[0]!.steps[0]!.before;
    expect(applyBeat(v, { type: 'activation.ended', armies: [] })).toBe(v);
    expect(applyBeat(v, { type: 'combat.modifiers', box: 'liege' })).toBe(v);
    expect(changesMap({ type: 'dice.rolled', box: 'liege', rolls: [] })).toBe(false);
    expect(changesMap({ type: 'dice.rolled', purpose: 'atrocities', rolls: [], atrocities: 1 })).toBe(true);
  });
});

/** The first event of a game whose beats include `type`. */
function stepWith(type: string, pick: (b: Beat) => boolean = () => true): Step {
  for (const { steps } of games) {
    const s = steps.find((st) => st.beats.some((b) => b.type === type && pick(b)));
    if (s) return s;
  }
  throw new Error(`no ${type} in the games`);
}

/** A display model of `before` following a queue at `speed`, the queue driven by frames (a table) unless `driven` is false. */
function following(before: BlbView, speed: AnimationSpeed, driven = true): { queue: AnimationQueue; model: ReturnType<typeof createBlbDisplay> } {
  const queue = new AnimationQueue({ catalogue: BLB_BEAT_CATALOGUE, speed });
  if (driven) queue.attachDriver();
  const model = createBlbDisplay(before);
  queue.subscribe((e) => model.onEvent(e));
  return { queue, model };
}

/** Runs a manual clock until the queue is idle, calling `each` after every update. */
function runToIdle(queue: AnimationQueue, start: number, each?: (now: number) => void): number {
  let now = start;
  for (let guard = 0; guard < 100_000 && !queue.isIdle(); guard++) {
    now += 16;
    queue.update(now);
    each?.(now);
  }
  return now;
}

describe('display model: following the queue', () => {
  it('lags the snapshot while the shots play, takes each beat as its shot starts, and equals the snapshot once idle', () => {
    const step = stepWith('units.moved');
    const { queue, model } = following(step.before, 'normal');
    // The machine emits, then the session notifies: the new view comes with shots queued.
    queue.enqueue(step.beats);
    model.setLatest(step.after, queue.isIdle());
    expect(queue.isIdle()).toBe(false);
    // Nothing has played yet: the map has not moved.
    expect(model.frame.shown).toBe(step.before);
    const seen: DisplayFrame[] = [];
    runToIdle(queue, 0, () => {
      const f = model.frame;
      if (seen[seen.length - 1] !== f) seen.push(f);
      if (!queue.isIdle()) expect(f.shown).not.toBe(step.after);
    });
    const moving = seen.find((f) => f.shot?.beat.type === 'units.moved');
    expect(moving).toBeDefined();
    const beat = moving!.shot!.beat;
    // The moving units are where the beat puts them in the frame's view, and were elsewhere before.
    const unit = (beat.units as string[])[0]!;
    const to = (beat.path as string[])[(beat.path as string[]).length - 1];
    expect(moving!.shown.units[unit]!.box).toBe(to);
    expect(moving!.before!.units[unit]!.box).toBe(beat.from);
    // Idle: the very snapshot view.
    expect(model.frame.shown).toBe(step.after);
    expect(model.frame.before).toBeNull();
  });

  it('at instant speed nothing waits: the display is the snapshot at once', () => {
    const step = stepWith('chit.drawn');
    const { queue, model } = following(step.before, 'instant');
    queue.enqueue(step.beats);
    expect(queue.isIdle()).toBe(true);
    model.setLatest(step.after, queue.isIdle());
    expect(model.frame.shown).toBe(step.after);
    expect(model.frame.before).toBeNull();
  });

  it('a queue with no frame source (no 3D table) never holds the display back', () => {
    const step = stepWith('units.moved');
    const { queue, model } = following(step.before, 'slow', false);
    queue.enqueue(step.beats);
    model.setLatest(step.after, queue.isIdle());
    expect(model.frame.shown).toBe(step.after);
  });

  it('a whole bot game played through the queue ends on the last snapshot, the display equal to it at every idle', () => {
    const { steps } = games[1]!;
    const { queue, model } = following(steps[0]!.before, 'fast');
    let now = 0;
    for (const step of steps.slice(0, 400)) {
      queue.enqueue(step.beats);
      model.setLatest(step.after, queue.isIdle());
      // Read the frame now and then, as the table does.
      now = runToIdle(queue, now, (t) => {
        if (Math.floor(t / 16) % 3 === 0) void model.frame;
      });
      expect(model.frame.shown).toBe(step.after);
    }
  });

  it('clear() (undo, a new game) drops what was playing and shows the latest view', () => {
    const step = stepWith('units.moved');
    const { queue, model } = following(step.before, 'normal');
    queue.enqueue(step.beats);
    model.setLatest(step.after, false);
    queue.update(0);
    queue.update(100);
    void model.frame;
    queue.clear();
    expect(model.frame.shown).toBe(step.after);
  });
});

const shotOf = (beat: Beat, id = 1): Shot => ({ id, kind: 'move', beat, base: 1000, duration: 1000, tumble: true });
const pose = (): CounterPose => ({ x: 0, y: 0, z: 0, rotX: 0, rotY: 0, scale: 1, face: '', visible: true });
const itemOf = (view: BlbView, key: string): CounterItem | undefined => placeCounters(view).items.find((i) => i.key === key);
/** The shot plan of `beat` from the view `before` it to the view `after` it. */
const planOf = (beat: Beat, before: BlbView, after: BlbView) => planShot(shotOf(beat), beat, before, placeCounters(before), placeCounters(after));

/** The views just before `beat` (its step's earlier beats applied) and just after it. */
function around(step: Step, beat: Beat): { before: BlbView; after: BlbView } {
  let before = step.before;
  for (const b of step.beats) {
    if (b === beat) break;
    before = applyBeat(before, b);
  }
  return { before, after: applyBeat(before, beat) };
}

describe('display model: how counters move in a shot', () => {
  it('6.0 a moved stack slides box by box along its path, from its old place to its new one', () => {
    const step = stepWith('units.moved', (b) => (b.path as string[]).length >= 2);
    const beat = step.beats.find((b) => b.type === 'units.moved' && (b.path as string[]).length >= 2)!;
    const before = step.before;
    const after = applyBeat(before, beat);
    const plan = planOf(beat, before, after);
    const key = `unit:${(beat.units as string[])[0]}`;
    const m = plan.motions.get(key)!;
    expect(m.kind).toBe('move');
    expect(m.via.length).toBe((beat.path as string[]).length - 1);
    const a = itemOf(before, key)!;
    const b = itemOf(after, key)!;
    const p0 = poseAt(m, 0, true, pose());
    const p1 = poseAt(m, 1, true, pose());
    expect([p0.x, p0.y, p0.z]).toEqual([a.x, a.y, a.z]);
    expect(p1.x).toBeCloseTo(b.x, 6);
    expect(p1.y).toBeCloseTo(b.y, 6);
    expect(p1.z).toBeCloseTo(b.z, 6);
    // Halfway through the first leg it is between the first two boxes, lifted off the map.
    const legs = m.via.length + 1;
    const mid = poseAt(m, 0.5 / legs, true, pose());
    expect(mid.y).toBeGreaterThan(Math.min(a.y, m.via[0]!.y) + 0.2);
    // Passing the first box on the way.
    const firstBox = BOX_PLACES[(beat.path as string[])[0]!]!;
    const at = poseAt(m, 1 / legs, true, pose());
    expect(Math.abs(at.x - firstBox.tile.x)).toBeLessThan(2);
    expect(Math.abs(at.z - firstBox.tile.z)).toBeLessThan(1.5);
  });

  it('5.2 a drawn chit lifts out of the cup over the rim, turns face up on its way and lies in its box', () => {
    const step = stepWith('chit.drawn', (b) => b.kind !== 'turnEnd');
    const beat = step.beats.find((b) => b.type === 'chit.drawn')!;
    const after = applyBeat(step.before, beat);
    const plan = planOf(beat, step.before, after);
    const m = plan.motions.get(`chit:${beat.chit}`)!;
    expect(m.faceFrom).toBe('chit:back');
    expect(m.faceTo).toBe(`chit:${beat.chit}`);
    const start = poseAt(m, 0, true, pose());
    expect(Math.hypot(start.x - TABLE.chitCup.x, start.z - TABLE.chitCup.z)).toBeLessThan(2);
    // Above the cup's rim early on, face down; later face up.
    expect(poseAt(m, 0.25, true, pose()).y).toBeGreaterThan(1);
    expect(poseAt(m, 0.1, true, pose()).face).toBe('chit:back');
    const end = poseAt(m, 1, true, pose());
    expect(end.face).toBe(`chit:${beat.chit}`);
    expect(end.rotX).toBeCloseTo(0, 6);
    // Only the drawn chit moves (the heap in the cup is not stirred).
    expect([...plan.motions.keys()].filter((k) => k.startsWith('chit:'))).toEqual([`chit:${beat.chit}`]);
  });

  it('7.4 an eliminated unit stays drawn as a ghost while it lifts and fades off, and is hidden after', () => {
    const step = stepWith('unit.eliminated', (b) => String(b.unit).length > 0 && !String(b.unit).startsWith('gc'));
    const beat = step.beats.find((b) => b.type === 'unit.eliminated' && !String(b.unit).startsWith('gc'))!;
    // Play the event's beats up to the elimination.
    const { before, after } = around(step, beat);
    const shot = shotOf(beat);
    const frame: DisplayFrame = { shown: after, before, shot };
    const { placement, plan } = displayScene(frame);
    const key = `unit:${beat.unit}`;
    const ghost = placement.items.find((i) => i.key === key)!;
    expect(ghost.ghost).toBe(true);
    const m = plan!.motions.get(key)!;
    expect(m.kind).toBe('exit');
    expect(poseAt(m, 0, true, pose()).scale).toBe(1);
    const end = poseAt(m, 1, true, pose());
    expect(end.visible).toBe(false);
    // The map animator: the shot on screen moves it; once over, the ghost is hidden.
    const current = { current: { shot, progress: 0.5, elapsed: 500 } as { shot: Shot; progress: number; elapsed: number } | null };
    const animator = createMapAnimator(current, plan, { current: new Set() }, true);
    const out = pose();
    expect(animator.poseOf(ghost, out)).toBe(true);
    expect(out.visible).toBe(true);
    expect(out.y).toBeGreaterThan(ghost.y);
    current.current = null;
    expect(animator.poseOf(ghost, out)).toBe(true);
    expect(out.visible).toBe(false);
  });

  it('6.2 face-down Garde Civique turn over as their revealed selves', () => {
    const step = stepWith('gc.revealed');
    const beat = step.beats.find((b) => b.type === 'gc.revealed')!;
    const { before, after } = around(step, beat);
    const plan = planOf(beat, before, after);
    const named = beat.gc as { id: string; cf: number | null }[];
    for (const g of named) {
      const m = g.cf === null ? [...plan.motions.values()].find((x) => x.kind === 'exit' && x.faceTo === 'gc:none') : plan.motions.get(`gc:${g.id}`);
      expect(m, g.id).toBeDefined();
      expect(m!.faceFrom).toBe('gc:hidden');
      // Halfway it shows the revealed face (turning in); at the start the '?' face.
      expect(poseAt(m!, 0.05, true, pose()).face).toBe('gc:hidden');
      expect(poseAt(m!, m!.kind === 'exit' ? 0.5 : 0.9, true, pose()).face).toBe(m!.faceTo);
    }
    // The face-down counters they replace are not drawn meanwhile.
    expect(plan.hidden.size).toBe(named.filter((g) => g.cf !== null).length);
  });

  it('4.3 Clean Up: the Turn marker steps on and the drawn chits go back into the cup one after another', () => {
    const step = stepWith('turn.began', (b) => Array.isArray(b.arriving));
    const beat = step.beats.find((b) => b.type === 'turn.began')!;
    const { before, after } = around(step, beat);
    const plan = planOf(beat, before, after);
    const marker = plan.motions.get('marker:turn')!;
    expect(marker.to.x).toBeGreaterThan(marker.from.x);
    const chits = [...plan.motions.entries()].filter(([k]) => k.startsWith('chit:'));
    expect(chits.length).toBeGreaterThanOrEqual(before.chits.pulled.length + before.chits.turnEnd.length);
    const starts = new Set(chits.map(([, m]) => m.t0));
    expect(starts.size).toBeGreaterThan(1);
    for (const [, m] of chits) expect(m.t1).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('8.1 a fort hit turns the fort marker a quarter', () => {
    const step = stepWith('fort.hit', (b) => Number(b.steps) > 0);
    const beat = step.beats.find((b) => b.type === 'fort.hit' && Number(b.steps) > 0)!;
    const { before, after } = around(step, beat);
    const plan = planOf(beat, before, after);
    const m = plan.motions.get(`fort:${beat.box}`)!;
    expect(m.to.rotY - m.from.rotY).toBeCloseTo(Math.PI / 2, 6);
    expect(poseAt(m, 0.5, true, pose()).rotY).toBeCloseTo(m.from.rotY + Math.PI / 4, 6);
  });

  it('with reduced motion nothing hops or turns over: faces change halfway, counters slide', () => {
    const step = stepWith('chit.drawn');
    const beat = step.beats.find((b) => b.type === 'chit.drawn')!;
    const after = applyBeat(step.before, beat);
    const plan = planOf(beat, step.before, after);
    const m = plan.motions.get(`chit:${beat.chit}`)!;
    for (let p = 0; p <= 1; p += 0.1) expect(poseAt(m, p, false, pose()).rotX).toBe(0);
    expect(poseAt(m, 0.5, false, pose()).y).toBeLessThan(TILE_TOP + 0.5);
  });

  it('units on the battle board are left out of the map', () => {
    expect(boardKeyOf('fort:liege')).toBe('fort:liege');
    const unitId = Object.keys(games[0]!.steps[0]!.before.units)[0]!;
    expect(boardKeyOf(unitId)).toBe(`unit:${unitId}`);
    expect(boardKeyOf('gc-3')).toBe('gc:gc-3');
    const view = games[0]!.steps[0]!.before;
    const item = placeCounters(view).items.find((i) => i.key === `unit:${unitId}`)!;
    const animator = createMapAnimator(null, null, { current: new Set([`unit:${unitId}`]) }, false);
    expect(animator.active()).toBe(true);
    const out = pose();
    expect(animator.poseOf(item, out)).toBe(true);
    expect(out.visible).toBe(false);
    expect(createMapAnimator(null, null, { current: new Set() }, false).active()).toBe(false);
  });
});
