// La Petite Guerre's display model (src/scene/lpg/displayModel.ts): with the animation queue the
// map's counters stay where the view before an event put them until that event's map shot starts,
// then stand where the latest view puts them (a stack glides there); idle, the latest view itself;
// the other side's markers that did not move keep their counters (keys); a marker revealed where it
// stood is the same counter turned over; a move (stack.moved: from and to) moves one stack of its
// side in its shot, so two moves queued show one after the other.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { lpgMachine, lpgModule } from '../../../machines/lpg/index';
import { Rng } from '../../../src/core/rng';
import type { LpgView, MapMarker } from '../../../src/games/lpg/view';
import { AnimationQueue, type Beat } from '../../../src/scene/animation/queue';
import { LPG_BEAT_CATALOGUE } from '../../../src/scene/lpg/beatCatalogue';
import { createLpgDisplay, keepMarkerIds, lpgDisplayScene, lpgPoseAt } from '../../../src/scene/lpg/displayModel';
import type { Side } from '../../../src/games/lpg/types';
import { lpgMapItems, mapShownOf, type LpgMapShown } from '../../../src/scene/lpg/mapItems';
import type { CounterPose } from '../../../src/scene/counters/counterItem';

const places = (s: LpgMapShown) => lpgMapItems(s).map((i) => `${i.face}@${i.hex}`).sort();

type LpgSnapshot = SnapshotFrom<typeof lpgMachine>;

const american = (snap: LpgSnapshot) => lpgModule.view(snap, 'american') as LpgView;

/**
 * A smart-bot game of `seed` (its bots' rng seeded alike), up to `limit` events: after each event
 * `look` gets the snapshot before it, the side that sent it, its beats and the snapshot after it;
 * the first thing `look` returns ends the game (no such event throws `none`).
 */
function playUntil<T>(seed: number, limit: number, none: string, look: (step: { snap: LpgSnapshot; side: Side; beats: Beat[]; after: LpgSnapshot }) => T | undefined): T {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as unknown as Beat));
  actor.start();
  const rng = Rng.seeded(seed);
  for (let i = 0; i < limit; i++) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    const side = legal[0]!.side as Side;
    beats = [];
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    const found = look({ snap, side, beats, after: actor.getSnapshot() });
    if (found !== undefined) {
      actor.stop();
      return found;
    }
  }
  throw new Error(none);
}

/** The first smart-bot event (seen by the American) whose beats move a stack. */
function firstMove(seed: number): { before: LpgView; after: LpgView; beats: Beat[] } {
  return playUntil(seed, 200, 'no move', ({ snap, beats, after }) => (beats.some((b) => b.type === 'stack.moved') ? { before: american(snap), after: american(after), beats } : undefined));
}

/**
 * Two moves of the same side one after the other in a smart-bot game (seen by `viewer`): the views
 * before, between and after, and each event's beats; `same`: both from the same hex to the same hex
 * (else they differ in one or both), the `skip`-th such pair.
 */
function twoMoves(seed: number, viewer: (mover: Side) => Side, skip: number, same: boolean): { views: [LpgView, LpgView, LpgView]; beats: [Beat[], Beat[]]; mover: Side } {
  let last: { snap: LpgSnapshot; beats: Beat[]; side: Side } | null = null;
  let found = 0;
  return playUntil(seed, 2000, 'no two moves', ({ snap, side, beats, after }) => {
    const moved = beats.filter((b) => b.type === 'stack.moved');
    if (moved.length === 1 && beats.length === 1) {
      const b = moved[0]!;
      const a = last?.beats[0];
      const alike = a !== undefined && a.from === b.from && a.to === b.to;
      if (last && a && last.side === side && a.to !== b.from && alike === same && found++ >= skip) {
        const v = viewer(side);
        const views: [LpgView, LpgView, LpgView] = [lpgModule.view(last.snap, v) as LpgView, lpgModule.view(snap, v) as LpgView, lpgModule.view(after, v) as LpgView];
        return { views, beats: [last.beats, beats], mover: side };
      }
      last = { snap, beats, side };
    } else last = null;
    return undefined;
  });
}

/** A smart-bot game (seen by the American) from just before the event that begins its first battle to the event that shows its cards: the view before, the views after each event, their beats. */
function firstBattle(seed: number): { before: LpgView; steps: { view: LpgView; beats: Beat[] }[] } {
  let before: LpgView | null = null;
  const steps: { view: LpgView; beats: Beat[] }[] = [];
  return playUntil(seed, 3000, 'no battle', ({ snap, beats, after }) => {
    if (!before && beats.some((b) => b.type === 'battle.begun')) before = american(snap);
    if (before) steps.push({ view: american(after), beats });
    return before && beats.some((b) => b.type === 'combat.cardsRevealed') ? { before, steps } : undefined;
  });
}

/**
 * The display model of `start` on a driven animation queue, with `steps` (each event's beats and the
 * view after it) enqueued as the game screen does; `play` runs the queue, 50 ms a frame, until it is
 * idle, handing `onFrame` the shot playing after each update.
 */
function queued(start: LpgView, steps: { beats: Beat[]; view: LpgView }[]) {
  const queue = new AnimationQueue({ catalogue: LPG_BEAT_CATALOGUE, speed: 'normal' });
  const detach = queue.attachDriver();
  const model = createLpgDisplay(start);
  queue.subscribe((e) => model.display.onEvent(e));
  let now = 0;
  queue.update(now);
  for (const step of steps) {
    queue.enqueue(step.beats);
    model.setLatest(step.view, queue.isIdle());
  }
  const play = (onFrame: (cur: AnimationQueue['current']) => void) => {
    while (!queue.isIdle()) {
      now += 50;
      queue.update(now);
      onFrame(queue.current);
    }
  };
  return { model, detach, play };
}

describe('lpg display model', () => {
  for (const seen of ['mover', 'other side'] as const) {
    it(`§6 two moves of a side queued (seen by the ${seen}): during the first move's shot only the first stack has moved; the second moves in its own shot`, () => {
      let checked = 0;
      for (const skip of [0, 1, 2]) {
        const { views, beats } = twoMoves(7, (m) => (seen === 'mover' ? m : m === 'american' ? 'british' : 'american'), skip, false);
        const [v0, v1, v2] = views;
        expect(places(mapShownOf(v1))).not.toEqual(places(mapShownOf(v2)));
        const { model, detach, play } = queued(v0, [
          { beats: beats[0], view: v1 },
          { beats: beats[1], view: v2 },
        ]);
        expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(v0)));
        const shots: Beat[] = [];
        play((cur) => {
          if (!cur || cur.shot.beat.type !== 'stack.moved' || shots.includes(cur.shot.beat)) return;
          shots.push(cur.shot.beat);
          const f = model.display.frame;
          // The first shot: the view between the moves; the second: the view after both.
          expect(places(f.shown), `shot ${shots.length}`).toEqual(places(mapShownOf(shots.length === 1 ? v1 : v2)));
          expect(f.before).not.toBeNull();
          checked++;
        });
        expect(shots).toHaveLength(2);
        expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(v2)));
        detach();
      }
      expect(checked).toBe(6);
    });
  }

  for (const seen of ['mover', 'other side'] as const) {
    it(`§6 two stacks queued the same way (from one hex to one hex, seen by the ${seen}): one goes in each move's shot`, () => {
      const { views, beats, mover } = twoMoves(7, (m) => (seen === 'mover' ? m : m === 'american' ? 'british' : 'american'), 0, true);
      const [v0, v1, v2] = views;
      const from = beats[0][0]!.from as string;
      const to = beats[0][0]!.to as string;
      const count = (sh: LpgMapShown, hex: string) => lpgMapItems(sh).filter((i) => i.hex === hex && 'side' in i.thing && i.thing.side === mover).length;
      const { model, detach, play } = queued(v0, [
        { beats: beats[0], view: v1 },
        { beats: beats[1], view: v2 },
      ]);
      const seenCounts: [number, number][] = [];
      const shots: Beat[] = [];
      play((cur) => {
        if (!cur || cur.shot.beat.type !== 'stack.moved' || shots.includes(cur.shot.beat)) return;
        shots.push(cur.shot.beat);
        const sh = model.display.frame.shown;
        seenCounts.push([count(sh, from), count(sh, to)]);
      });
      // As many counters at each hex as the view between the moves shows, then as the view after both.
      expect(seenCounts).toEqual([
        [count(mapShownOf(v1), from), count(mapShownOf(v1), to)],
        [count(mapShownOf(v2), from), count(mapShownOf(v2), to)],
      ]);
      expect(count(mapShownOf(v1), to)).toBeGreaterThan(count(mapShownOf(v0), to));
      expect(count(mapShownOf(v2), to)).toBeGreaterThan(count(mapShownOf(v1), to));
      expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(v2)));
      detach();
    });
  }

  it("§12 a battle's result waits for the shot that shows the cards: the status shows the battle on, not who won, while the latest view is past it", () => {
    const { before, steps } = firstBattle(7);
    const last = steps[steps.length - 1]!.view;
    expect(last.lastBattle).not.toBeNull();
    const { model, detach, play } = queued(before, steps);
    const seen: string[] = [];
    let revealed = false;
    play((cur) => {
      if (!cur) return;
      const status = model.display.frame.shown.status;
      if (cur.shot.beat.type === 'combat.cardsRevealed') revealed = true;
      if (!revealed) {
        expect(status.lastBattle?.n ?? 0, cur.shot.beat.type).toBe(before.lastBattle?.n ?? 0);
        expect(status.loyalty, cur.shot.beat.type).toBe(before.loyalty);
        if (cur.shot.beat.type === 'battle.begun' || cur.shot.beat.type === 'combat.cardChosen') {
          expect(status.combat?.hex, cur.shot.beat.type).toBe(last.lastBattle!.hex);
          seen.push(cur.shot.beat.type);
        }
      } else {
        expect(status.lastBattle?.n).toBe(last.lastBattle!.n);
      }
    });
    expect(revealed).toBe(true);
    expect(seen).toContain('battle.begun');
    expect(model.display.frame.shown.status).toEqual(mapShownOf(last).status);
    detach();
  });

  it('§6 a move: the counters wait for the move shot, glide during it, and end where the latest view puts them', () => {
    const { before, after, beats } = firstMove(7);
    expect(places(mapShownOf(before))).not.toEqual(places(mapShownOf(after)));
    const { model, detach, play } = queued(before, [{ beats, view: after }]);
    // Not yet shown: the view before.
    expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(before)));
    let glided = false;
    play((cur) => {
      const f = model.display.frame;
      if (cur?.shot.beat.type === 'stack.moved' && f.before) {
        const { plan } = lpgDisplayScene(f);
        expect(plan).not.toBeNull();
        const moving = [...plan!.motions.values()].filter((m) => m.how === 'move');
        expect(moving.length).toBeGreaterThan(0);
        const pose = lpgPoseAt(moving[0]!, 0.5, true, {} as CounterPose);
        expect(pose.y).toBeGreaterThan(Math.min(moving[0]!.from.y, moving[0]!.to.y));
        glided = true;
      }
    });
    expect(glided).toBe(true);
    expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(after)));
    detach();
  });

  it("§4 the other side's markers keep their ids where they stayed; one revealed in place is the same counter", () => {
    const prev: MapMarker[] = [
      { id: 'marker-1', hex: '0101', is: null },
      { id: 'marker-2', hex: '0505', is: null },
      { id: 'marker-3', hex: '0909', is: null },
    ];
    // marker at 0101 moved to 0202 (sorting renumbers), 0505 revealed as Howe, 0909 stayed.
    const next: MapMarker[] = [
      { id: 'marker-1', hex: '0202', is: null },
      { id: 'marker-2', hex: '0505', is: 'howe' },
      { id: 'marker-3', hex: '0909', is: null },
    ];
    const kept = keepMarkerIds(prev, next);
    expect(kept.find((m) => m.hex === '0909')?.id).toBe('marker-3');
    expect(kept.find((m) => m.hex === '0505')).toEqual({ id: 'marker-2', hex: '0505', is: 'howe' });
    expect(kept.find((m) => m.hex === '0202')?.id).toBe('marker-1');
  });
});
