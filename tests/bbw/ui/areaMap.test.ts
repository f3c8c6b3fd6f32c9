// The flat area map's data and clicks: every area and box of The Football War has its place in the
// drawing data (footballWarMap.ts), each area's region holds its seat; and in random games every
// legal event is reachable on the board (boardPlay.ts: a card then a value, a unit then an area, a
// lit place, or a prompt button), each reached as itself, unchanged.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule, type BbwEvent } from '../../../machines/bbw/index';
import { Rng } from '../../../src/core/rng';
import { FOOTBALL_WAR } from '../../../src/games/bbw/scenarios/footballWar';
import { eventKey } from '../../../src/games/bbw/legal';
import { boardPlay, NO_SELECTION } from '../../../src/scene/bbw/boardPlay';
import { FOOTBALL_WAR_MAP } from '../../../src/scene/bbw/footballWarMap';
import { voronoiCells } from '../../../src/scene/bbw/mapGeometry';

function inside(pts: { x: number; y: number }[], p: { x: number; y: number }): boolean {
  let c = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!;
    const b = pts[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

/** Every event a person can reach by clicks on the board now. */
function reachable(legal: readonly BbwEvent[]): Set<string> {
  const out = new Set<string>();
  const take = (events: readonly BbwEvent[]) => events.forEach((e) => out.add(eventKey(e)));
  const top = boardPlay(legal, NO_SELECTION);
  take(top.buttons);
  for (const evs of top.places.values()) take(evs);
  for (const [unit, evs] of top.units) {
    if (evs.every((e) => e.type === 'move' || e.type === 'exploit')) {
      const next = boardPlay(legal, { card: null, unit });
      for (const e of next.places.values()) take(e);
    } else take(evs);
  }
  for (const card of top.cards) {
    const next = boardPlay(legal, { card, unit: null });
    take(next.buttons);
    for (const e of next.places.values()) take(e);
  }
  return out;
}

describe('the Football War area map', () => {
  it('2.3: every area and box has its place in the drawing data, and each region holds its seat', () => {
    const d = FOOTBALL_WAR.data;
    for (const a of d.areas) expect(FOOTBALL_WAR_MAP.seats[a.id], a.id).toBeDefined();
    for (const b of [...d.rearAreas, ...d.damagedBoxes]) expect(FOOTBALL_WAR_MAP.boxes[b.id], b.id).toBeDefined();
    const ids = Object.keys(FOOTBALL_WAR_MAP.seats);
    const cells = voronoiCells([...ids.map((id) => FOOTBALL_WAR_MAP.seats[id]!), ...FOOTBALL_WAR_MAP.sea], FOOTBALL_WAR_MAP.width, FOOTBALL_WAR_MAP.height);
    ids.forEach((id, i) => {
      expect(cells[i]!.points.length, id).toBeGreaterThanOrEqual(3);
      expect(inside(cells[i]!.points, FOOTBALL_WAR_MAP.seats[id]!), id).toBe(true);
    });
  });

  it('6.0-6.32: in random games every legal event is reachable by clicks on the board', () => {
    for (const seed of [1, 2, 3]) {
      const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
      const rng = Rng.seeded(seed);
      for (let n = 0; n < 2000; n++) {
        const snap = actor.getSnapshot();
        const legal = bbwModule.legalEvents(snap) as BbwEvent[];
        if (legal.length === 0) break;
        const reach = reachable(legal);
        for (const e of legal) expect(reach.has(eventKey(e)), `seed ${seed} event ${n}: ${JSON.stringify(e)}`).toBe(true);
        actor.send(bbwModule.bots.random({ snapshot: snap, legal, side: legal[0]!.side, rng } as never) as never);
      }
      actor.stop();
    }
  });
});
