// Bad input: events the rules do not allow now are refused by the machine, change nothing, and
// the module explains why with a rule number.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/core/rng';
import { GameSession } from '../../../src/core/session';
import { eventKey, type BlbEvent } from '../../../src/games/blb/legal';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, activate, actorAt, at, baseState, blbModule, clearBoard, contextJson, ctx, legal, newGame, pullChits, put,
  rigDice, send, setFort, type BlbActor,
} from '../helpers';

const RULE = /\b[2-9]\.\d\b/;

/** The event is refused: can() is false, sending it changes neither state nor context, and the reason cites a rule. */
function expectRefused(g: BlbActor, event: BlbEvent, rule: RegExp = RULE): string {
  const snap = g.getSnapshot();
  expect(snap.can(event), JSON.stringify(event)).toBe(false);
  const why = blbModule.explainIllegal(snap, event);
  expect(why, JSON.stringify(event)).toEqual(expect.any(String));
  expect(why!, JSON.stringify(event)).toMatch(rule);
  const before = contextJson(g);
  const value = JSON.stringify(snap.value);
  g.send(event);
  expect(contextJson(g)).toBe(before);
  expect(JSON.stringify(g.getSnapshot().value)).toBe(value);
  expect(g.getSnapshot().status).toBe('active');
  return why!;
}

function movingState(): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = 2;
  put(s, 'de1-ii', 'aachen');
  put(s, 'de2-g', 'eupen');
  put(s, 'be-14', 'vise');
  return activate(s, ['de1']);
}

describe('illegal events: wrong side', () => {
  it('4.1 drawing out of turn is refused', () => {
    const s = baseState(1);
    s.turn = 1;
    const g = actorAt(s, AT.drawChit);
    const why = expectRefused(g, { type: 'drawChit', side: 'entente' }, /4\.1/);
    expect(why).toMatch(/german/i);
  });

  it('5.2 the side not activated may not move or end movement', () => {
    const g = actorAt(movingState(), AT.moving);
    expectRefused(g, { type: 'move', side: 'entente', units: ['be-14'], path: ['tongeren'] }, /5\.2/);
    expectRefused(g, { type: 'endMovement', side: 'entente' });
  });

  it('7.4 only the owner allocates its losses', () => {
    const s = movingState();
    s.units['de1-ii']!.box = 'vise';
    put(s, 'be-1', 'vise');
    s.activation!.movers['de1-ii'] = { spent: 1, from: 'aachen', stopped: true };
    const g = actorAt(rigDice(s, [6, 1, 1]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    expect(at(g)).toBe(AT.applyLosses);
    expectRefused(g, { type: 'takeLoss', side: 'german', unit: 'be-1' }, /7\.4/);
    expectRefused(g, { type: 'takeLoss', side: 'entente', unit: 'de1-ii' }, /7\.4/);
    const why = expectRefused(g, { type: 'takeLoss', side: 'entente', unit: 'be-6' }, /7\.4/); // not in this combat
    expect(why).toMatch(/6th Infantry Division/);
  });
});

describe('illegal events: wrong type for the state', () => {
  it('an event of a step not reached is refused, naming the step and its rule', () => {
    const s = baseState(1);
    s.turn = 1;
    const g = actorAt(s, AT.drawChit);
    const why = expectRefused(g, { type: 'roll', side: 'german' }, /4\.1/);
    expect(why).toMatch(/roll/);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['vise'] });
    expectRefused(g, { type: 'announce', side: 'german', armies: [] });
    expectRefused(g, { type: 'placeGc', side: 'entente', box: 'vise' });
  });

  it('an unknown event type is refused', () => {
    const g = actorAt(movingState(), AT.moving);
    expectRefused(g, { type: 'castle', side: 'german' } as unknown as BlbEvent);
  });

  it('5.1 an event chit that is not in the Pulled Chits box cannot be played', () => {
    const s = movingState();
    pullChits(s, 'chit-forced-march-german');
    s.window = { kind: 'preMovement', pending: ['german'] };
    const g = actorAt(s, AT.eventWindow);
    expectRefused(g, { type: 'playEvent', side: 'german', chit: 'chit-zeppelin' }, /5\.1/);
    expectRefused(g, { type: 'playEvent', side: 'entente', chit: 'chit-sabotage' });
    expectRefused(g, { type: 'pass', side: 'entente' });
  });
});

describe('illegal events: moves the rules forbid', () => {
  it('6.0 beyond the Movement Factor, off the lines, or by units not activated', () => {
    const g = actorAt(movingState(), AT.moving);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['eupen', 'malmedy'] }, /6\.0/);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['liege'] }, /6\.0/);
    expectRefused(g, { type: 'move', side: 'german', units: ['de2-g'], path: ['verviers'] }, /5\.2/);
  });

  it('6.2 through an enemy-occupied box', () => {
    const g = actorAt(movingState(), AT.moving);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['vise', 'tongeren'] }, /6\.2/);
  });

  it('6.1 into an overstacked box', () => {
    const s = movingState();
    for (const u of ['de2-g', 'de2-vii', 'de2-x', 'de2-g-r', 'de2-vii-r', 'de2-x-r', 'de2-cav', 'de3-xi']) put(s, u, 'verviers');
    const g = actorAt(s, AT.moving);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii'], path: ['verviers'] }, /6\.1/);
  });

  it('malformed moves are refused', () => {
    const g = actorAt(movingState(), AT.moving);
    expectRefused(g, { type: 'move', side: 'german', units: [], path: ['vise'] }, /./);
    expectRefused(g, { type: 'move', side: 'german', units: ['de1-ii', 'de1-ii'], path: ['vise'] }, /./);
    expectRefused(g, { type: 'move', side: 'german', units: ['nobody'], path: ['vise'] }, /./);
  });

  it('7.0 choosing a combat where there is none', () => {
    const s = movingState();
    s.units['de1-ii']!.box = 'vise';
    put(s, 'de1-iii', 'tongeren');
    put(s, 'be-cav', 'tongeren');
    const g = actorAt(s, AT.chooseCombat);
    expectRefused(g, { type: 'chooseCombat', side: 'german', box: 'aachen' }, /7\.0/);
    expectRefused(g, { type: 'declineCombat', side: 'german', box: 'vise' }); // a city combat is compulsory
  });

  it('7.5 an illegal retreat path', () => {
    const s = movingState();
    s.units['de1-ii']!.box = 'gembloux';
    s.units['be-14']!.box = null;
    put(s, 'be-1', 'gembloux');
    s.activation!.movers['de1-ii'] = { spent: 1, from: 'huy', stopped: true };
    const g = actorAt(rigDice(s, [6, 1]), AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'roll', side: 'german' });
    expect(at(g)).toBe(AT.retreat);
    expectRefused(g, { type: 'retreat', side: 'entente', unit: 'be-1', path: ['huy'] }, /7\.5/); // the attacker's origin
    expectRefused(g, { type: 'retreat', side: 'entente', unit: 'be-1', path: ['liege'] }, /7\.5/); // not adjacent
    expectRefused(g, { type: 'stay', side: 'entente', unit: 'be-1' }); // not a fort
  });

  it('3.2 a Free Set-Up placement the rules forbid', () => {
    const g = newGame(4, { freeSetUp: true });
    expectRefused(g, { type: 'placeUnit', side: 'entente', unit: 'be-1', box: 'dinant' }, /3\.2/);
    expectRefused(g, { type: 'placeUnit', side: 'german', unit: 'be-1', box: 'brussels' } as unknown as BlbEvent, /3\.2/);
  });
});

describe('illegal events: after the game', () => {
  it('9.0 nothing is accepted once the game is over', () => {
    const s = clearBoard(baseState(1));
    s.turn = 6;
    setFort(s, 'liege', 0);
    setFort(s, 'namur', 0);
    put(s, 'de1-ii', 'aalst');
    s.chits.cup = ['chit-zeppelin'];
    const g = actorAt(s, AT.drawChit);
    send(g, { type: 'drawChit', side: 'german' });
    expect(ctx(g).outcome).not.toBeNull();
    const snap = g.getSnapshot();
    expect(snap.can({ type: 'drawChit', side: 'entente' })).toBe(false);
    expect(blbModule.explainIllegal(snap, { type: 'drawChit', side: 'entente' })).toMatch(/9\.0/);
    expect(legal(g)).toEqual([]);
  });
});

describe('illegal events: through a game session', () => {
  it('a refused event leaves the record and the state untouched and says why', () => {
    const session = new GameSession(blbModule, { seed: 8 });
    const before = JSON.stringify(session.snapshot.context);
    const r = session.send({ type: 'drawChit', side: 'german' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(RULE);
    expect(session.record.events).toEqual([]);
    expect(JSON.stringify(session.snapshot.context)).toBe(before);
    session.dispose();
  });
});

describe('illegal events: a property over random play', () => {
  it('every legal event is accepted; the same event from the other side, when not legal, is refused with a rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const g = newGame(seed);
        const rng = Rng.seeded(seed);
        for (let step = 0; step < 120 && g.getSnapshot().status === 'active'; step++) {
          const snap = g.getSnapshot();
          const events = legal(g);
          if (events.length === 0) break;
          const keys = new Set(events.map(eventKey));
          for (const e of events.slice(0, 12)) {
            expect(snap.can(e), JSON.stringify(e)).toBe(true);
            const flipped = { ...e, side: e.side === 'german' ? 'entente' : 'german' } as BlbEvent;
            if (!keys.has(eventKey(flipped))) {
              expect(snap.can(flipped), JSON.stringify(flipped)).toBe(false);
              expect(blbModule.explainIllegal(snap, flipped) ?? '', JSON.stringify(flipped)).toMatch(RULE);
            }
          }
          send(g, rng.pick(events));
        }
      }),
      { numRuns: 6, seed: 1914 },
    );
  });
});
