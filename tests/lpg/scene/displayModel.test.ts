// La Petite Guerre's display model (src/scene/lpg/displayModel.ts): with the animation queue the
// map's counters stay where the view before an event put them until that event's map shot starts,
// then stand where the latest view puts them (a stack glides there); idle, the latest view itself;
// the other side's markers that did not move keep their counters (keys); a marker revealed where it
// stood is the same counter turned over.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule } from '../../../machines/lpg/index';
import { Rng } from '../../../src/core/rng';
import type { LpgView, MapMarker } from '../../../src/games/lpg/view';
import { AnimationQueue, type Beat } from '../../../src/scene/animation/queue';
import { LPG_BEAT_CATALOGUE } from '../../../src/scene/lpg/beatCatalogue';
import { createLpgDisplay, keepMarkerIds, lpgDisplayScene, lpgPoseAt } from '../../../src/scene/lpg/displayModel';
import { lpgMapItems, mapShownOf, type LpgMapShown } from '../../../src/scene/lpg/mapItems';
import type { CounterPose } from '../../../src/scene/counters/counterItem';

const places = (s: LpgMapShown) => lpgMapItems(s).map((i) => `${i.face}@${i.hex}`).sort();

/** The first smart-bot event (seen by the American) whose beats move a stack. */
function firstMove(seed: number): { before: LpgView; after: LpgView; beats: Beat[] } {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as unknown as Beat));
  actor.start();
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 200; i++) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    const side = legal[0]!.side;
    const before = lpgModule.view(snap, 'american') as LpgView;
    beats = [];
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    if (beats.some((b) => b.type === 'stack.moved')) {
      const after = lpgModule.view(actor.getSnapshot(), 'american') as LpgView;
      actor.stop();
      return { before, after, beats };
    }
  }
  throw new Error('no move');
}

describe('lpg display model', () => {
  it('§6 a move: the counters wait for the move shot, glide during it, and end where the latest view puts them', () => {
    const { before, after, beats } = firstMove(7);
    expect(places(mapShownOf(before))).not.toEqual(places(mapShownOf(after)));
    const queue = new AnimationQueue({ catalogue: LPG_BEAT_CATALOGUE, speed: 'normal' });
    const detach = queue.attachDriver();
    const model = createLpgDisplay(before);
    queue.subscribe((e) => model.display.onEvent(e));
    let now = 0;
    queue.update(now);
    queue.enqueue(beats);
    model.setLatest(after, queue.isIdle());
    // Not yet shown: the view before.
    expect(places(model.display.frame.shown)).toEqual(places(mapShownOf(before)));
    let glided = false;
    while (!queue.isIdle()) {
      now += 50;
      queue.update(now);
      const f = model.display.frame;
      const cur = queue.current;
      if (cur?.shot.beat.type === 'stack.moved' && f.before) {
        const { plan } = lpgDisplayScene(f);
        expect(plan).not.toBeNull();
        const moving = [...plan!.motions.values()].filter((m) => m.how === 'move');
        expect(moving.length).toBeGreaterThan(0);
        const pose = lpgPoseAt(moving[0]!, 0.5, true, {} as CounterPose);
        expect(pose.y).toBeGreaterThan(Math.min(moving[0]!.from.y, moving[0]!.to.y));
        glided = true;
      }
    }
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
