// The table never runs ahead of its animation: the latest view rewound through the beats of one
// event must be the view before that event (units, stands, sectors), for every event of real games.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleMachine, belleModule } from '../../../machines/belle-epoque/index';
import { Rng } from '../../../src/core/rng';
import type { Beat } from '../../../src/scene/animation/queue';
import { displayFrame, pointAlong } from '../../../src/scene/belle-epoque/displayModel';
import { groundTop, sectorCenter } from '../../../src/scene/belle-epoque/layout';
import { asBelleView, type BelleView } from '../../../src/scene/belle-epoque/viewTypes';
import { belleDevState } from '../../../src/scene/belle-epoque/devState';

/** Every event of a bot game with the view before and after it and the beats it emitted. */
function* steps(seed: number, options: Record<string, unknown>, bot: 'random' | 'smart') {
  const actor = createActor(belleMachine, { input: { seed, options: belleModule.options.schema.parse(options) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as Beat));
  actor.start();
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 3000; i++) {
    const snap = actor.getSnapshot();
    const legal = belleModule.legalEvents(snap);
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    const before = asBelleView(belleModule.view(snap, 'red'));
    beats = [];
    actor.send(belleModule.bots[bot]({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng }));
    yield { before, after: asBelleView(belleModule.view(actor.getSnapshot(), 'red')), beats };
  }
  actor.stop();
}

const unitsOf = (v: BelleView) =>
  Object.fromEntries(v.game.units.filter((u) => u.sector !== null).map((u) => [u.id, { sector: u.sector, stands: u.stands, activated: u.activated }]));

describe('Belle Epoque table display model', () => {
  const games: [number, Record<string, unknown>, 'random' | 'smart'][] = [
    [3, {}, 'random'],
    [4, { scenario: 'drift' }, 'smart'],
    [5, { matchUp: 'zulu-war-1879' }, 'smart'],
  ];
  it.each(games)('rewinding the beats of each event gives back the view before it (seed %i)', (seed, options, bot) => {
    let checked = 0;
    let losses = 0;
    for (const { before, after, beats } of steps(seed, options, bot)) {
      const frame = displayFrame(after, null, beats);
      const shown = Object.fromEntries(frame.units.map((u) => [u.id, { sector: sectorOfPosition(u.position), stands: u.stands, activated: u.activated }]));
      expect(shown).toEqual(unitsOf(before));
      // Sectors discovered by this event stay hidden until their reveal plays.
      for (let s = 0; s < after.game.sectors.length; s++) {
        const wasHidden = !before.game.sectors[s]!.discovered;
        if (after.game.sectors[s]!.discovered) expect(frame.hiddenSectors.has(s)).toBe(wasHidden);
      }
      if (beats.some((b) => b.type === 'losses.taken')) losses++;
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    expect(losses).toBeGreaterThan(0);
  });

  it('with nothing to play, the table shows the latest view', () => {
    for (const { after } of steps(8, {}, 'smart')) {
      const frame = displayFrame(after, null, []);
      expect(Object.fromEntries(frame.units.map((u) => [u.id, { sector: sectorOfPosition(u.position), stands: u.stands, activated: u.activated }]))).toEqual(unitsOf(after));
      expect(frame.hiddenSectors.size).toBe(0);
    }
  });

  it('MOVEMENTS: a moving unit walks its path with the shot, and loses stands by fading them out', () => {
    const path = [20, 33];
    expect(pointAlong(7, path, 0)).toMatchObject({ ...sectorCenter(7), sector: 7 });
    expect(pointAlong(7, path, 1)).toMatchObject({ ...sectorCenter(33), sector: 33 });
    const mid = pointAlong(7, path, 0.5);
    expect(mid).toMatchObject({ ...sectorCenter(20), sector: 20 });

    const view = asBelleView(belleModule.view(createActor(belleMachine, { input: { seed: 1, options: belleModule.options.defaults } }).start().getSnapshot(), 'red'));
    const u = view.game.units.find((x) => x.sector !== null)!;
    const beat: Beat = { type: 'losses.taken', losses: { [u.id]: 1 }, eliminated: [], at: { [u.id]: u.sector } };
    // The view has already lost the stand; the table shows it fading.
    const thinned: BelleView = { ...view, game: { ...view.game, units: view.game.units.map((x) => (x.id === u.id ? { ...x, stands: x.stands - 1 } : x)) } };
    const shown = displayFrame(thinned, { beat, progress: 0.4 }, []).units.find((x) => x.id === u.id)!;
    expect(shown).toMatchObject({ stands: u.stands, losing: 1, fade: 0.4 });
    expect(shown.position[1]).toBe(groundTop(view.game.sectors[u.sector!]!.terrain));
  });
});

function sectorOfPosition(p: readonly [number, number, number]): number {
  let best = -1;
  let bestD = Infinity;
  for (let s = 0; s < 117; s++) {
    const c = sectorCenter(s);
    const d = (c.x - p[0]) ** 2 + (c.z - p[2]) ** 2;
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return best;
}

describe('Belle Epoque table bowl and command points', () => {
  it('ACTIVATION, COMMAND POINTS: taking back the beats of each event gives the bowl, drawn token and points before it (no new turn)', () => {
    let checked = 0;
    for (const seed of [11, 12]) {
      for (const { before, after, beats } of steps(seed, { matchUp: 'zulu-war-1879' }, 'smart')) {
        if (beats.some((b) => b.type === 'command.rolled')) continue;
        const c = displayFrame(after, null, beats).counters;
        expect(c).toEqual({ bowl: before.game.bowl, drawn: before.game.drawn, points: before.game.commandPoints });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('Belle Epoque table: assault', () => {
  it('ASSAULT: the attacker surges toward the defender while the assault is fought, and is back in its sector at the end', () => {
    const s = belleDevStateFor('assault');
    const view = asBelleView(s.view);
    const attacker = view.game.activation!.unit;
    const target = (s.legal.find((e) => e.type === 'assault') as { target: string }).target;
    const beat: Beat = { type: 'assault.fought', attacker, defender: target };
    const at = (p: number) => displayFrame(view, { beat, progress: p }, []).units;
    const a0 = at(0).find((u) => u.id === attacker)!.position;
    const mid = at(0.5).find((u) => u.id === attacker)!.position;
    const end = at(1).find((u) => u.id === attacker)!.position;
    const d = at(0).find((u) => u.id === target)!.position;
    const dist = (p: readonly number[], q: readonly number[]) => Math.hypot(p[0]! - q[0]!, p[2]! - q[2]!);
    expect(dist(mid, d)).toBeLessThan(dist(a0, d) * 0.7);
    expect(dist(end, a0)).toBeLessThan(1e-9);
  });
});

function belleDevStateFor(decision: string) {
  for (let seed = 1; seed < 30; seed++) {
    const s = belleDevState(seed, { matchUp: 'zulu-war-1879' }, decision);
    if (s.found) return s;
  }
  throw new Error(`no ${decision}`);
}
