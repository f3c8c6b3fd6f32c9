// The Football War's display model (src/scene/bbw/displayModel.ts): the counters follow the
// animation queue's shots, never ahead of them, and end where the latest view puts them.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import { Rng } from '../../../src/core/rng';
import { boardFor } from '../../../src/games/bbw/rules/board';
import type { BbwView } from '../../../src/games/bbw/view';
import { AnimationQueue, type Beat } from '../../../src/scene/animation/queue';
import { BBW_BEAT_CATALOGUE } from '../../../src/scene/bbw/beatCatalogue';
import { createBbwDisplay, applyBbwBeat, bbwDisplayScene, bbwPoseAt, bbwShownItems, displayBbw, shownOf } from '../../../src/scene/bbw/displayModel';
import type { CounterPose } from '../../../src/scene/counters/counterItem';
import { TURN_MARKER_FACE } from '../../../src/scene/bbw/sheetLayout';
import { finalPhaseChange, recoveryTags } from '../../../src/scene/bbw/battle/FinalPhaseTags';

interface Step {
  before: BbwView;
  after: BbwView;
  beats: Beat[];
}

/** A smart-bot game's events: the view before and after each and its beats. */
function play(seed: number, limit: number): Step[] {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as unknown as Beat));
  actor.start();
  const rng = Rng.seeded(seed);
  const view = () => bbwModule.view(actor.getSnapshot(), 'white') as BbwView;
  const out: Step[] = [];
  for (let i = 0; i < limit; i++) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    const before = view();
    beats = [];
    actor.send(bbwModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    out.push({ before, after: view(), beats });
  }
  actor.stop();
  return out;
}

const steps = play(7, 2000);
const board = boardFor('football-war');
const units = (v: { units: readonly { id: string; loc: string; disrupted: boolean }[] }) => v.units.map((u) => `${u.id}@${u.loc}${u.disrupted ? ':d' : ''}`);

describe('bbw display model', () => {
  it('plays a whole game: each event\'s beats take the shown state from the view before to the view after', () => {
    expect(steps.length).toBeGreaterThan(100);
    let changed = 0;
    for (const s of steps) {
      const end = displayBbw(shownOf(s.before), s.beats);
      expect(units(end)).toEqual(units(s.after));
      expect(end.turn).toBe(s.after.turn);
      if (units(s.before).join() !== units(s.after).join()) changed++;
    }
    // Moves, results and Final Phases all happened.
    expect(changed).toBeGreaterThan(20);
    const types = new Set(steps.flatMap((s) => s.beats.map((b) => b.type)));
    for (const t of ['unit.moved', 'unit.changed', 'hit', 'dice.rolled', 'recovery.rolled', 'turn.advanced']) expect(types).toContain(t);
  });

  it('never runs ahead of the queue: at each shot the counters stand where the shots so far put them', () => {
    // The first battle's events, replayed through a real queue driven by hand.
    const first = steps.findIndex((s) => s.beats.some((b) => b.type === 'dice.rolled'));
    expect(first).toBeGreaterThan(0);
    let last = first;
    while (steps[last]!.after.battle !== null) last++;
    const chunk = steps.slice(first, last + 1);
    const beats = chunk.flatMap((s) => s.beats);
    const before = chunk[0]!.before;
    const after = chunk[chunk.length - 1]!.after;
    expect(beats.some((b) => b.type === 'hit' || b.type === 'unit.changed')).toBe(true);

    const queue = new AnimationQueue({ catalogue: BBW_BEAT_CATALOGUE, speed: 'normal' });
    const detach = queue.attachDriver();
    const model = createBbwDisplay(before);
    queue.subscribe((e) => model.onEvent(e));
    let now = 0;
    queue.update(now);
    queue.enqueue(beats);
    model.setLatest(after, queue.isIdle());
    expect(units(model.frame.shown)).toEqual(units(before));
    let seen = 0;
    while (!queue.isIdle()) {
      const cur = queue.current;
      if (cur) {
        const upto = beats.indexOf(cur.shot.beat);
        expect(upto).toBeGreaterThanOrEqual(seen);
        seen = upto;
        const f = model.frame;
        // The shown state is the view before with the shots up to this one applied: never the latest.
        const expected = displayBbw(shownOf(before), beats.slice(0, upto + 1));
        expect(units(f.shown)).toEqual(units(expected));
        expect(f.shown.marks).toEqual(expected.marks);
        if (upto < beats.length - 1 && units(expected).join() !== units(after).join()) expect(units(f.shown)).not.toEqual(units(after));
      }
      now += 50;
      queue.update(now);
    }
    // Idle: the latest view itself.
    expect(units(model.frame.shown)).toEqual(units(after));
    expect(model.frame.shown.marks).toEqual({});
    detach();
  });

  it('marks hit units until their result is shown; a new Game-turn moves the turn marker', () => {
    const s0 = shownOf(steps[0]!.after);
    const id = s0.units[0]!.id;
    const hit = applyBbwBeat(s0, { type: 'hit', unit: id, rule: '6.21' });
    expect(hit.marks[id]).toBe(1);
    expect(bbwShownItems(board, hit).find((i) => i.key === id)?.highlight).toBe(1);
    const changed = applyBbwBeat(hit, { type: 'unit.changed', unit: id, disrupted: true, loc: s0.units[0]!.loc, rule: '6.21' });
    expect(changed.marks[id]).toBeUndefined();
    expect(changed.units[0]!.disrupted).toBe(true);
    const turned = applyBbwBeat(s0, { type: 'turn.advanced', turn: s0.turn + 1, rule: '7.0' });
    const a = bbwShownItems(board, s0).find((i) => i.key === TURN_MARKER_FACE)!;
    const b = bbwShownItems(board, turned).find((i) => i.key === TURN_MARKER_FACE)!;
    expect(b.x).toBeGreaterThan(a.x);
  });

  it('a shot tweens its counter from where it stood to where the beat puts it, turning it over when disrupted', () => {
    const step = steps.find((s) => s.beats.some((b) => b.type === 'unit.changed' && b.disrupted === true))!;
    const beat = step.beats.find((b) => b.type === 'unit.changed' && b.disrupted === true)!;
    const before = shownOf(step.before);
    const shot = { id: 1, kind: 'result', beat, base: 400, duration: 400, tumble: true };
    const { items, plan } = bbwDisplayScene({ shown: applyBbwBeat(before, beat), before, shot }, board);
    const m = plan!.motions.get(beat.unit as string)!;
    expect(m.faceFrom).not.toBe(m.faceTo);
    expect(m.faceTo.endsWith(':d')).toBe(true);
    const item = items.find((i) => i.key === beat.unit)!;
    const was = bbwShownItems(board, before).find((i) => i.key === beat.unit)!;
    const pose = {} as CounterPose;
    bbwPoseAt(m, 0, true, pose);
    expect([pose.x, pose.z, pose.face]).toEqual([was.x, was.z, was.face]);
    bbwPoseAt(m, 1, true, pose);
    expect(pose.x).toBeCloseTo(item.x);
    expect(pose.z).toBeCloseTo(item.z);
    expect(pose.face).toBe(item.face);
  });

  it('the Final Phase (7.0): air units fly home, units that rolled 5-6 recover, the turn marker steps on', () => {
    const texts: string[] = [];
    let turns = 0;
    let recoveries = 0;
    for (const st of steps) {
      if (!st.beats.some((b) => b.rule === '7.0')) continue;
      let shown = shownOf(st.before);
      for (const beat of st.beats) {
        const shot = { id: 1, kind: 'result', beat, base: 400, duration: 400, tumble: true };
        const change = finalPhaseChange({ shot, before: shown }, board);
        if (beat.type === 'unit.changed' && beat.rule === '7.0') {
          expect(change).not.toBeNull();
          texts.push(change!.text);
          if (change!.text === 'FLIES HOME') expect(board.units.get(beat.unit as string)!.kind).toBe('air');
        } else expect(change).toBeNull();
        if (beat.type === 'turn.advanced') turns++;
        // 7.0: every disrupted unit and every unit in a Damaged Units box shows its die; exactly those
        // that rolled 5-6 change afterwards (tagged RECOVERS).
        if (beat.type === 'recovery.rolled') {
          const tags = recoveryTags({ shot });
          const rollers = shown.units.filter((u) => u.disrupted || board.damagedBoxes.has(u.loc)).map((u) => u.id);
          expect(tags.map((t) => t.unit).sort()).toEqual(rollers.sort());
          const later = st.beats.slice(st.beats.indexOf(beat) + 1).filter((b) => b.type === 'unit.changed').map((b) => b.unit);
          for (const [k, t] of tags.entries()) {
            const roll = (beat.rolls as { roll: number }[])[k]!.roll;
            expect(t.recovered).toBe(roll >= 5);
            expect(t.text).toBe(`ROLLS ${roll}: ${roll >= 5 ? 'RECOVERS' : 'STAYS'}`);
            expect(later.includes(t.unit), t.unit).toBe(t.recovered);
          }
          recoveries += tags.length;
        } else expect(recoveryTags({ shot })).toEqual([]);
        shown = applyBbwBeat(shown, beat);
      }
      expect(units(shown)).toEqual(units(st.after));
    }
    expect(turns).toBeGreaterThan(2);
    expect(texts).toContain('FLIES HOME');
    expect(texts).toContain('RECOVERS 5-6');
    expect(recoveries).toBeGreaterThan(0);
  });
});
