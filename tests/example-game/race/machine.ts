// Pawn Race's sequence of play as an xstate v5 statechart (machines/<id>/machine.ts in a real
// game): states named by the rules with meta.rule, guards and actions named in setup() and calling
// the pure rules through the shared step wrapper.
import { setup } from 'xstate';
import type { MachineInput } from '../../../src/core/module';
import { makeStep } from '../../../src/core/step';
import type { RaceBeat } from './beats';
import { isLegal, type RaceEvent } from './legal';
import { applyAdvance, applyRest, checkVictory } from './rules';
import { cloneState, initialState, type RaceContext, type RaceOptions } from './state';

const step = makeStep<RaceContext, RaceEvent, RaceBeat>({ clone: cloneState, settle: checkVictory, outcome: (s) => s.outcome });

export const raceMachine = setup({
  types: {
    context: {} as RaceContext,
    events: {} as RaceEvent,
    input: {} as MachineInput<RaceOptions>,
    emitted: {} as RaceBeat,
  },
  guards: {
    isLegal: ({ context, event }) => isLegal(context, event),
    gameIsOver: ({ context }) => context.outcome !== null,
  },
  actions: {
    advance: step((s, _e, beats) => applyAdvance(s, beats)),
    rest: step((s) => applyRest(s)),
  },
}).createMachine({
  id: 'race',
  context: ({ input }) => initialState(input.seed, input.options),
  initial: 'move',
  states: {
    move: {
      meta: { rule: 'R1', title: 'Move', summary: 'The side to move advances its pawn (R2) or rests (R3).' },
      always: { guard: 'gameIsOver', target: 'finished' },
      on: {
        advance: { guard: 'isLegal', actions: 'advance' },
        rest: { guard: 'isLegal', actions: 'rest' },
      },
    },
    finished: {
      meta: { rule: 'R4', title: 'Finished', summary: 'The first pawn on the goal wins.' },
      type: 'final',
    },
  },
});
