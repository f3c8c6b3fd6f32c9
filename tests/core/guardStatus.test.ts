import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyMachineSnapshot } from 'xstate';
import { blbModule } from '../../machines/blb/index';
import { edgeStatusByKey, evaluateGuard, guardStatus, transitionKey } from '../../src/core/guardStatus';
import { leafPath } from '../../src/core/introspect';
import type { AnyGameModule } from '../../src/core/module';
import { newRecord } from '../../src/core/record';
import { replay } from '../../src/core/replay';
import { toyGame as toyModule } from './toyGame';

/** Plays seed 7 with a fixed policy (end movement at once, else the i-th legal event) until `leaf`. */
function blbPositionAt(leaf: string): AnyMachineSnapshot {
  const { actor } = replay(blbModule, newRecord(blbModule, 7));
  try {
    for (let i = 0; i < 2000; i++) {
      const s = actor.getSnapshot();
      if (leafPath(s) === leaf) return s;
      const legal = blbModule.legalEvents(s);
      if (legal.length === 0) break;
      actor.send(legal.find((e) => e.type === 'endMovement') ?? legal[i % legal.length]!);
    }
  } finally {
    actor.stop();
  }
  throw new Error(`never reached ${leaf}`);
}

const find = (report: ReturnType<typeof guardStatus>, source: string, event: string, index = 0) =>
  report.transitions.find((t) => t.key === transitionKey(source, event, index));

describe('guardStatus on Brave Little Belgium', () => {
  it('the starting position (Special German Cavalry, Move units): move and endMovement pass isLegal; eventless guards fail', () => {
    const { actor, snapshot } = replay(blbModule, newRecord(blbModule, 7));
    actor.stop();
    const report = guardStatus(blbModule, snapshot);
    const moving = 'specialGermanCavalryPhase.movement.moving';
    expect(report.active).toEqual(['specialGermanCavalryPhase', 'specialGermanCavalryPhase.movement', moving]);
    expect([...report.enabledEvents].sort()).toEqual(['endMovement', 'move']);

    const move = find(report, moving, 'move')!;
    expect(move).toMatchObject({ kind: 'event', guard: 'isLegal', guardResult: 'pass', accepted: true, actions: ['moveUnits'], targets: [] });
    expect(move.samples).toBe(blbModule.legalEvents(snapshot).filter((e) => e.type === 'move').length);
    expect(find(report, moving, 'endMovement')).toMatchObject({
      guardResult: 'pass',
      accepted: true,
      targets: ['specialGermanCavalryPhase.movement.done'],
    });

    // A settled state: every eventless guard out of it fails, or xstate would have taken it.
    const always = report.transitions.filter((t) => t.kind === 'always');
    expect(always.map((t) => `${t.source}:${t.guard}`)).toEqual([
      'specialGermanCavalryPhase:gameIsOver',
      `${moving}:gameIsOver`,
      `${moving}:gardeCiviqueChoicePending`,
      `${moving}:noMoveLeft`,
    ]);
    expect(always.every((t) => t.guardResult === 'fail' && !t.accepted)).toBe(true);

    // onDone transitions are listed (unguarded, not an event a player sends).
    const done = report.transitions.find((t) => t.kind === 'done' && t.source === 'specialGermanCavalryPhase')!;
    expect(done).toMatchObject({ guard: null, guardResult: null, accepted: false, targets: ['gameTurn'], actions: ['beginFirstTurn'] });

    const colours = edgeStatusByKey(report);
    expect(colours.get(move.key)).toBe('pass');
    expect(colours.get(transitionKey(moving, '', 2))).toBe('fail');
    expect(colours.has(done.key)).toBe(false);
  });

  it('4.2 Announce armies: both guarded announce transitions pass with some legal sample; noArmyToAnnounce fails', () => {
    const snapshot = blbPositionAt('gameTurn.additionalGermanActivationPhase.announce');
    const report = guardStatus(blbModule, snapshot);
    const source = 'gameTurn.additionalGermanActivationPhase.announce';
    expect(find(report, source, 'announce', 0)).toMatchObject({ guard: 'noneAnnounced', guardResult: 'pass', accepted: true, targets: ['gameTurn.additionalGermanActivationPhase.done'] });
    expect(find(report, source, 'announce', 1)).toMatchObject({ guard: 'isLegal', guardResult: 'pass', targets: ['gameTurn.additionalGermanActivationPhase.atrocitiesCheck'] });
    expect(find(report, source, '', 1)).toMatchObject({ guard: 'noArmyToAnnounce', guardResult: 'fail' });

    // The guard itself, one sample at a time: noneAnnounced passes only for the empty announcement.
    const legal = blbModule.legalEvents(snapshot).filter((e) => e.type === 'announce') as { type: string; armies: string[] }[];
    const none = legal.find((e) => e.armies.length === 0)!;
    const some = legal.find((e) => e.armies.length > 0)!;
    expect(none && some).toBeTruthy();
    expect(evaluateGuard(blbModule.machine, snapshot, 'noneAnnounced', [none], 'announce').result).toBe('pass');
    expect(evaluateGuard(blbModule.machine, snapshot, 'noneAnnounced', [some], 'announce').result).toBe('fail');
  });

  it('isLegal fails for an illegal sample (a move out of turn) and passes for a legal one', () => {
    const { actor, snapshot } = replay(blbModule, newRecord(blbModule, 7));
    actor.stop();
    const move = blbModule.legalEvents(snapshot).find((e) => e.type === 'move')!;
    expect(evaluateGuard(blbModule.machine, snapshot, 'isLegal', [move], 'move').result).toBe('pass');
    expect(evaluateGuard(blbModule.machine, snapshot, 'isLegal', [{ ...move, side: 'entente' }], 'move').result).toBe('fail');
    expect(evaluateGuard(blbModule.machine, snapshot, 'noSuchGuard', [move], 'move').result).toBe('unknown');
  });

  it('Draw a chit: only drawChit is enabled', () => {
    const snapshot = blbPositionAt('gameTurn.chitPullPhase.drawChit');
    const report = guardStatus(blbModule, snapshot);
    expect(report.enabledEvents).toEqual(['drawChit']);
    expect(find(report, 'gameTurn.chitPullPhase.drawChit', 'drawChit')).toMatchObject({ guardResult: 'pass', accepted: true, samples: 1 });
  });
});

describe('guardStatus: guards without a legal sample', () => {
  it('T3 toy game: pass twice in a row is refused, its guard fails on the bare event', () => {
    const { actor } = replay(toyModule as AnyGameModule, newRecord(toyModule as AnyGameModule, 1));
    actor.send({ type: 'pass', side: 'north' });
    actor.send({ type: 'pass', side: 'south' });
    const snapshot = actor.getSnapshot();
    actor.stop();
    const report = guardStatus(toyModule as AnyGameModule, snapshot);
    const pass = report.transitions.find((t) => t.event === 'pass')!;
    expect(pass).toMatchObject({ guard: 'mayPass', samples: 0, accepted: false, guardResult: 'fail' });
    const roll = report.transitions.find((t) => t.event === 'roll')!;
    expect(roll).toMatchObject({ guardResult: 'pass', accepted: true });
    expect(report.enabledEvents).toEqual(['roll']);
  });

  it("a guard that needs the event's payload says so when there is no legal sample", () => {
    const machine = setup({
      types: { events: {} as { type: 'pick'; side: string; payload: { n: number } } },
      guards: { bigEnough: ({ event }) => event.payload.n > 2 },
    }).createMachine({ id: 'm', initial: 'a', states: { a: { on: { pick: { guard: 'bigEnough', target: 'b' } } }, b: {} } });
    const module = { machine, legalEvents: () => [] } as unknown as AnyGameModule;
    const actor = createActor(machine).start();
    const report = guardStatus(module, actor.getSnapshot());
    actor.stop();
    const pick = report.transitions.find((t) => t.event === 'pick')!;
    expect(pick.guardResult).toBe('needs a payload');
    expect(pick.guardDetail).toMatch(/bare event/);
    expect(edgeStatusByKey(report).get(pick.key)).toBe('fail');
  });
});

describe('guardStatus and the chart', () => {
  it("every transition's key is an edge id of chartGraph, so the statuses colour the diagram", async () => {
    const { chartGraph } = await import('../../src/core/chartGraph');
    const ids = new Set(chartGraph(blbModule.machine).edges.map((e) => e.id));
    const report = guardStatus(blbModule, blbPositionAt('gameTurn.additionalGermanActivationPhase.announce'));
    expect(report.transitions.length).toBeGreaterThan(5);
    expect(report.transitions.filter((t) => !ids.has(t.key)).map((t) => t.key)).toEqual([]);
  });
});

describe('refusingGuards', () => {
  it('names the guard that refused an illegal event, and says when no state takes it', async () => {
    const { refusingGuards } = await import('../../src/core/guardStatus');
    const { actor, snapshot } = replay(blbModule, newRecord(blbModule, 7));
    actor.stop();
    const move = blbModule.legalEvents(snapshot).find((e) => e.type === 'move')!;
    expect(refusingGuards(blbModule, snapshot, { ...move, side: 'entente' })).toEqual({
      handled: true,
      guards: [{ source: 'specialGermanCavalryPhase.movement.moving', guard: 'isLegal', result: 'fail' }],
    });
    expect(refusingGuards(blbModule, snapshot, move).guards[0]!.result).toBe('pass');
    expect(refusingGuards(blbModule, snapshot, { type: 'drawChit', side: 'german' })).toEqual({ handled: false, guards: [] });
  });
});
