// A tiny two-side dice race that implements the whole GameModule interface, so the core
// (record, replay, save file, session) is tested against a real xstate v5 machine without
// depending on any published game. Rule T1: sides alternate; T2: roll a d6 and add it;
// T3: a side may pass instead, but not twice in a row; T4: the first to the target total wins.
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { rollD6 } from '../../src/core/dice';
import type { GameEvent, GameModule, MachineInput, Outcome } from '../../src/core/module';
import { cloneRng, createRng, pick, Rng, type RngState } from '../../src/core/rng';
import type { GameSession } from '../../src/core/session';
import { excerpt } from '../../src/core/excerpt';

export const TOY_SIDES = ['north', 'south'] as const;
export type ToySide = (typeof TOY_SIDES)[number];

export const toyOptionsSchema = z.object({ target: z.number().int().min(5).max(50).default(20) });
export type ToyOptions = z.infer<typeof toyOptionsSchema>;

export type ToyEvent = { type: 'roll'; side: string } | { type: 'pass'; side: string };

export interface ToyContext {
  rng: RngState;
  target: number;
  current: ToySide;
  totals: Record<ToySide, number>;
  passedLastTurn: Record<ToySide, boolean>;
  turns: number;
  lastRoll: number | null;
}

export type ToyEmitted = { type: 'dice.rolled'; side: ToySide; value: number } | { type: 'turn.passed'; side: ToySide };

const otherSide = (side: ToySide): ToySide => (side === 'north' ? 'south' : 'north');
const someoneWon = (context: ToyContext) => TOY_SIDES.some((side) => context.totals[side] >= context.target);

export const toyMachine = setup({
  types: {
    context: {} as ToyContext,
    events: {} as ToyEvent,
    input: {} as MachineInput<ToyOptions>,
    emitted: {} as ToyEmitted,
  },
  guards: {
    isSidesTurn: ({ context, event }) => event.side === context.current,
    mayPass: ({ context, event }) => event.side === context.current && !context.passedLastTurn[context.current],
    someoneReachedTarget: ({ context }) => someoneWon(context),
  },
  actions: {
    rollAndAdd: assign(({ context }) => {
      const rng = cloneRng(context.rng);
      const value = rollD6(rng);
      const side = context.current;
      return {
        rng,
        lastRoll: value,
        totals: { ...context.totals, [side]: context.totals[side] + value },
        passedLastTurn: { ...context.passedLastTurn, [side]: false },
      };
    }),
    emitRolled: emit(({ context }) => ({
      type: 'dice.rolled' as const,
      side: context.current,
      value: context.lastRoll ?? 0,
    })),
    recordPass: assign(({ context }) => ({
      passedLastTurn: { ...context.passedLastTurn, [context.current]: true },
    })),
    emitPassed: emit(({ context }) => ({ type: 'turn.passed' as const, side: context.current })),
    endTurn: assign(({ context }) => ({ current: otherSide(context.current), turns: context.turns + 1 })),
  },
}).createMachine({
  id: 'toy',
  context: ({ input }) => ({
    rng: createRng(input.seed),
    target: input.options.target,
    current: 'north',
    totals: { north: 0, south: 0 },
    passedLastTurn: { north: false, south: false },
    turns: 0,
    lastRoll: null,
  }),
  initial: 'playing',
  states: {
    playing: {
      meta: { rule: 'T1', title: 'Playing', summary: 'Sides alternate rolling or passing.' },
      always: { guard: 'someoneReachedTarget', target: 'finished' },
      on: {
        roll: { guard: 'isSidesTurn', actions: ['rollAndAdd', 'emitRolled', 'endTurn'] },
        pass: { guard: 'mayPass', actions: ['recordPass', 'emitPassed', 'endTurn'] },
      },
    },
    finished: {
      meta: { rule: 'T4', title: 'Finished', summary: 'The first side to the target total wins.' },
      type: 'final',
    },
  },
});

type ToySnapshot = SnapshotFrom<typeof toyMachine>;
type ToyView = { totals: Record<ToySide, number>; current: ToySide };

function legalEvents(snapshot: ToySnapshot): ToyEvent[] {
  if (snapshot.status !== 'active') return [];
  const side = snapshot.context.current;
  const events: ToyEvent[] = [{ type: 'roll', side }];
  if (!snapshot.context.passedLastTurn[side]) events.push({ type: 'pass', side });
  return events;
}

function explainIllegal(snapshot: ToySnapshot, event: ToyEvent): string | null {
  if (snapshot.status !== 'active') return 'The game is over (rule T4).';
  const { current } = snapshot.context;
  if (event.side !== current) return `It is ${current}'s turn, not ${event.side}'s (rule T1).`;
  if (event.type === 'pass' && snapshot.context.passedLastTurn[current]) {
    return `${current} passed last turn and may not pass twice in a row (rule T3).`;
  }
  const type: string = event.type;
  if (type !== 'roll' && type !== 'pass') return `There is no ${excerpt(type)} in this game.`;
  return null;
}

function result(snapshot: ToySnapshot): Outcome | null {
  const { totals, target } = snapshot.context;
  const winner = TOY_SIDES.find((side) => totals[side] >= target);
  return winner
    ? { winner, level: 'decisive', reason: `${winner} reached ${target} first.`, rule: 'T4' }
    : null;
}

export const toyGame: GameModule<ToyOptions, ToyEvent, typeof toyMachine, ToyView, ToyEmitted> = {
  id: 'toy',
  title: 'Toy Dice Race',
  rulesVersion: '1',
  sides: TOY_SIDES,
  sideNames: { north: 'North', south: 'South' },
  options: {
    schema: toyOptionsSchema,
    defaults: { target: 20 },
    fields: [{ key: 'target', label: 'Target total' }],
  },
  machine: toyMachine,
  beatTypes: ['dice.rolled', 'turn.passed'],
  legalEvents,
  explainIllegal,
  waitingOn: (snapshot) => (snapshot.status === 'active' ? [snapshot.context.current] : []),
  result,
  turn: (snapshot) => Math.floor(snapshot.context.turns / 2) + 1,
  randomness: (snapshot) => snapshot.context.rng.draws,
  invariants: (snapshot) => {
    const problems: string[] = [];
    for (const side of TOY_SIDES) {
      if (snapshot.context.totals[side] < 0) problems.push(`${side} has a negative total.`);
    }
    return problems;
  },
  view: (snapshot) => ({ totals: snapshot.context.totals, current: snapshot.context.current }),
  describe: (snapshot) =>
    snapshot.status === 'active'
      ? `${snapshot.context.current} rolls or passes (rule T1).`
      : `${result(snapshot)?.winner ?? 'nobody'} has won (rule T4).`,
  labelEvent: (_snapshot, event) => (event.type === 'roll' ? `${event.side} rolls a die` : `${event.side} passes`),
  bots: {
    random: ({ legal, rng }) => rng.pick(legal),
    smart: ({ legal, rng }) => legal.find((event) => event.type === 'roll') ?? pick(rng.state, legal),
  },
};

// Test helpers shared by the core tests: play with the seeded random bot, compare snapshots by JSON.

/** Plays up to `count` events with the random bot; stops early when the game ends. */
export function playRandom(session: GameSession<typeof toyGame>, count: number, botSeed = 7): void {
  const rng = Rng.seeded(botSeed);
  for (let i = 0; i < count; i++) {
    const legal = session.legal();
    if (legal.length === 0) return;
    const side = legal[0]!.side;
    const event = toyGame.bots.random({ snapshot: session.snapshot, side, legal: legal as ToyEvent[], rng });
    const sent = session.send(event);
    if (!sent.ok) throw new Error(sent.error);
  }
}

/** A JSON fingerprint of a snapshot's state value, context and status. */
export function stateJson(snapshot: { value: unknown; context: unknown; status: string }): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

export const roll = (side: string): GameEvent => ({ type: 'roll', side });
export const pass = (side: string): GameEvent => ({ type: 'pass', side });
