// The shared step wrapper (src/core/step.ts) resolves as an xstate built-in action, like assign:
// these pin what the machines rely on against the xstate in use. Each rule works on a copy that
// becomes the context as it is (no second copy), earlier contexts stay as they were, steps in one
// transition see each other's work in order, beats are emitted in order after the step, with
// game.over once, and the snapshot around the context (state value, tags, persistence) is xstate's.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { makeStep } from '../../src/core/step';

interface Ctx {
  n: number;
  log: string[];
  outcome: { winner: string; rule: string } | null;
}
type Ev = { type: 'add'; by: number } | { type: 'twice' } | { type: 'plain' };
type B = { type: 'added'; n: number; rule: string } | { type: 'game.over'; outcome: { winner: string; rule: string }; rule: string };

const copies: Ctx[] = [];
const clone = (c: Ctx): Ctx => {
  const copy = { n: c.n, log: [...c.log], outcome: c.outcome };
  copies.push(copy);
  return copy;
};
const step = makeStep<Ctx, Ev, B>({
  clone,
  settle: (c) => {
    if (c.n >= 10 && !c.outcome) c.outcome = { winner: 'north', rule: 'T9' };
  },
  outcome: (c) => c.outcome,
});

const machine = setup({
  types: { context: {} as Ctx, events: {} as Ev, emitted: {} as B },
  guards: { over: ({ context }) => context.outcome !== null, big: ({ context }) => context.n >= 5 },
  actions: {
    enter: step((c) => {
      c.log.push('entered');
    }),
    add: step<Extract<Ev, { type: 'add' }>>((c, ev, beats) => {
      c.n += ev.by;
      c.log.push(`add ${ev.by}`);
      beats.push({ type: 'added', n: c.n, rule: 'T1' });
    }),
    double: step((c, _e, beats) => {
      c.n *= 2;
      c.log.push('double');
      beats.push({ type: 'added', n: c.n, rule: 'T2' });
    }),
    markBig: step((c) => {
      c.log.push('big');
    }),
    plainAssign: assign(({ context }) => ({ log: [...context.log, 'assign'] })),
  },
}).createMachine({
  id: 'toyStep',
  context: { n: 0, log: [], outcome: null },
  initial: 'small',
  states: {
    small: {
      tags: ['low'],
      entry: 'enter',
      always: [{ guard: 'over', target: 'over' }, { guard: 'big', target: 'large', actions: 'markBig' }],
      on: {
        add: { actions: 'add' },
        twice: { actions: ['double', 'double', 'plainAssign'] },
        plain: { actions: 'plainAssign' },
      },
    },
    large: {
      tags: ['high'],
      always: { guard: 'over', target: 'over' },
      on: { add: { actions: 'add' }, twice: { actions: ['double', 'double'] } },
    },
    over: { type: 'final' },
  },
});

describe('makeStep', () => {
  it("makes the rule's copy the context, leaves earlier contexts as they were, and chains steps in order", () => {
    const actor = createActor(machine).start();
    const beats: B[] = [];
    actor.on('*', (b) => beats.push(b as B));
    const first = actor.getSnapshot();
    expect(first.context).toEqual({ n: 0, log: ['entered'], outcome: null });
    expect(first.context).toBe(copies[copies.length - 1]);

    actor.send({ type: 'add', by: 1 });
    const second = actor.getSnapshot();
    expect(second.context).toBe(copies[copies.length - 1]);
    expect(second.context).toEqual({ n: 1, log: ['entered', 'add 1'], outcome: null });
    expect(first.context).toEqual({ n: 0, log: ['entered'], outcome: null });
    expect(second.value).toBe('small');
    expect(second.hasTag('low')).toBe(true);

    // Two steps then xstate's own assign in one transition: each sees the one before.
    actor.send({ type: 'twice' });
    const third = actor.getSnapshot();
    expect(third.context.n).toBe(4);
    expect(third.context.log).toEqual(['entered', 'add 1', 'double', 'double', 'assign']);
    expect(second.context.n).toBe(1);
    expect(beats).toEqual([
      { type: 'added', n: 1, rule: 'T1' },
      { type: 'added', n: 2, rule: 'T2' },
      { type: 'added', n: 4, rule: 'T2' },
    ]);

    // An eventless transition's step runs with the state change around it.
    actor.send({ type: 'add', by: 1 });
    const fourth = actor.getSnapshot();
    expect(fourth.value).toBe('large');
    expect(fourth.hasTag('high')).toBe(true);
    expect(fourth.hasTag('low')).toBe(false);
    expect(fourth.context.log.slice(-2)).toEqual(['add 1', 'big']);
    expect(fourth.context).toBe(copies[copies.length - 1]);
  });

  it('emits game.over once, after the beats of the step that ended the game, and the machine finishes', () => {
    const actor = createActor(machine).start();
    const beats: B[] = [];
    actor.on('*', (b) => beats.push(b as B));
    actor.send({ type: 'add', by: 6 });
    actor.send({ type: 'twice' });
    expect(beats.map((b) => b.type)).toEqual(['added', 'added', 'game.over', 'added']);
    expect(beats[2]).toEqual({ type: 'game.over', outcome: { winner: 'north', rule: 'T9' }, rule: 'T9' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ n: 24, outcome: { winner: 'north', rule: 'T9' } });
  });

  it('persists and restores like any snapshot', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'add', by: 2 });
    actor.send({ type: 'plain' });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, { snapshot: persisted }).start();
    expect(restored.getSnapshot().value).toBe('small');
    expect(restored.getSnapshot().context).toEqual({ n: 2, log: ['entered', 'add 2', 'assign'], outcome: null });
    restored.send({ type: 'add', by: 3 });
    expect(restored.getSnapshot().value).toBe('large');
    expect(restored.getSnapshot().context.n).toBe(5);
  });
});

describe('makeStep beats', () => {
  it("are emitted without an executable action of their own (no context held in xstate's microstep action lists)", () => {
    const executed: string[] = [];
    const actor = createActor(machine, {
      inspect: (ev) => {
        if (ev.type === '@xstate.action') executed.push((ev as { action: { type: string } }).action.type);
      },
    }).start();
    const beats: B[] = [];
    actor.on('*', (b) => beats.push(b as B));
    actor.send({ type: 'add', by: 1 });
    actor.send({ type: 'twice' });
    expect(beats.map((b) => b.type)).toEqual(['added', 'added', 'added']);
    expect(executed).toEqual([]);
  });
});
