// The sequence of play of Belle Epoque as an xstate v5 statechart: Command Points, then tokens
// drawn from the bowl until it is empty, each activating one unit: its reactivity test, its move,
// then a fire or an assault with the defender's reactions (salvo, support fire, evade), the losses,
// fall back and carrying the position. States cite the rules' section names (the text has no
// numbers); guards and actions are named and call the plain functions in src/games/belle-epoque.
// The machine decides nothing itself; every die comes from the RNG held in the game state.
import { setup } from 'xstate';
import type { MachineInput } from '../../src/core/module';
import { makeStep } from '../../src/core/step';
import { type BelleContext, type BelleOptions, cloneContext } from '../../src/games/belle-epoque/state';
import { type BelleEvent, activationSpent, isLegal } from '../../src/games/belle-epoque/legal';
import {
  activate, carry, carryForced, carryOpen, checkOutcome, declare,
  drawNextToken, evadeTo, fallBack, fallBackChoices, fightOrCancel, finishActivation, fireAt, fireLossPaths, initialContext,
  mayEvade, moveUnit, salvo, salvoUnits, startTurn, takeFireLosses, testActive, tryEvade,
} from '../../src/games/belle-epoque/rules/steps';
import type { BelleBeat } from '../../src/games/belle-epoque/beats';

type Ev<T extends BelleEvent['type']> = Extract<BelleEvent, { type: T }>;

/** Every step runs on a copy; the end of the game is checked after each, and the beats are emitted (src/core/step.ts). */
const step = makeStep<BelleContext, BelleEvent, BelleBeat>({ clone: cloneContext, settle: checkOutcome, outcome: (c) => c.outcome });

const meta = (rule: string, title: string, summary: string) => ({ rule, title, summary });
const GAME_OVER = { guard: 'gameIsOver', target: '#belle-epoque.gameOver' } as const;

export const belleMachine = setup({
  types: {
    context: {} as BelleContext,
    events: {} as BelleEvent,
    input: {} as MachineInput<BelleOptions>,
    emitted: {} as BelleBeat,
  },
  guards: {
    isLegal: ({ context, event }) => isLegal(context, event),
    gameIsOver: ({ context }) => context.outcome !== null,
    bowlIsEmpty: ({ context }) => context.game.bowl.red + context.game.bowl.blue === 0 && context.game.drawn === null,
    activationIsSpent: ({ context }) => activationSpent(context),
    noLossChoice: ({ context }) => fireLossPaths(context).length <= 1,
    noReactionLeft: ({ context }) => salvoUnits(context).length === 0 && !mayEvade(context),
    notEvading: ({ context }) => !context.reaction?.evading,
    noFallBackChoice: ({ context }) => fallBackChoices(context).length <= 1,
    noPositionToCarry: ({ context }) => !carryOpen(context),
    mustCarry: ({ context }) => carryForced(context),
  },
  actions: {
    deploy: step((c, _e, b) => b.push({ type: 'armies.deployed', discovered: c.game.sectors.filter((x) => x.discovered).length, rule: 'ENCOUNTER SCENARIO SUGGESTION' })),
    rollCommandPoints: step((c, _e, b) => startTurn(c, b)),
    drawToken: step((c, _e, b) => drawNextToken(c, b)),
    activateUnit: step<Ev<'activate'>>((c, ev, b) => activate(c, ev.unit, b)),
    testReactivity: step<Ev<'test'>>((c, ev, b) => testActive(c, ev.commandPoints, b)),
    moveUnit: step<Ev<'move'>>((c, ev, b) => moveUnit(c, ev.kind, ev.to, b)),
    fire: step<Ev<'fire'>>((c, ev, b) => fireAt(c, ev.target, b)),
    takeFireLosses: step<Ev<'takeFire'>>((c, ev, b) => takeFireLosses(c, ev.path, b)),
    takeOnlyFireLosses: step((c, _e, b) => {
      if (c.fire) takeFireLosses(c, [], b);
    }),
    declareAssault: step<Ev<'assault'>>((c, ev, b) => declare(c, ev.target, b)),
    salvo: step<Ev<'salvo'>>((c, ev, b) => salvo(c, ev.unit, ev.commandPoints, b)),
    tryEvade: step<Ev<'evade'>>((c, ev, b) => tryEvade(c, ev.commandPoints, b)),
    passReaction: step<Ev<'pass'>>((_c, ev, b) => b.push({ type: 'reaction.passed', side: ev.side, rule: 'SALVO AND SUPPORT FIRING' })),
    evadeTo: step<Ev<'evadeTo'>>((c, ev, b) => evadeTo(c, ev.to, b)),
    fightOrCancelAssault: step((c, _e, b) => fightOrCancel(c, b)),
    fallBack: step<Ev<'fallBack'>>((c, ev, b) => fallBack(c, ev.path, b)),
    fallBackOnlyPath: step((c, _e, b) => {
      const only = fallBackChoices(c)[0];
      if (c.fallBack && only) fallBack(c, only, b);
      c.fallBack = null;
    }),
    carryPosition: step((c, _e, b) => carry(c, true, b)),
    holdPosition: step((c, _e, b) => carry(c, false, b)),
    clearCarry: step((c) => {
      c.carry = null;
    }),
    endActivation: step((c, _e, b) => finishActivation(c, b)),
  },
}).createMachine({
  id: 'belle-epoque',
  context: ({ input }) => initialContext(input.seed, input.options),
  initial: 'deployment',
  states: {
    deployment: {
      meta: meta('ENCOUNTER SCENARIO SUGGESTION', 'Deployment', 'Units deploy along their own edge; every sector a unit can see is rolled for (open, hill or dense vegetation).'),
      always: { target: 'commandPoints', actions: 'deploy' },
    },
    commandPoints: {
      meta: meta('COMMAND POINTS', 'Command Points', 'Each side rolls one die per 8 stands (d4, d6 or d8 by its general) and fills the bowl with a token per unit.'),
      always: [GAME_OVER, { target: 'activation', actions: 'rollCommandPoints' }],
    },
    activation: {
      meta: meta('ACTIVATION', 'Activation', 'Tokens are drawn from the bowl one by one; each activates one unit of its colour.'),
      initial: 'drawToken',
      states: {
        drawToken: {
          meta: meta('ACTIVATION', 'Draw a token', 'A token is drawn blindly from the bowl; the turn ends when the bowl is empty.'),
          always: [GAME_OVER, { guard: 'bowlIsEmpty', target: '#belle-epoque.endOfTurn' }, { target: 'chooseUnit', actions: 'drawToken' }],
        },
        chooseUnit: {
          meta: meta('ACTIVATION', 'Choose the unit', 'The token\'s side picks one of its units not yet activated this turn.'),
          always: GAME_OVER,
          on: { activate: { guard: 'isLegal', target: 'reactivityTest', actions: 'activateUnit' } },
        },
        reactivityTest: {
          meta: meta('REACTIVITY TESTS', 'Reactivity test', 'Roll 1d6 at or under the Basic Score plus the Command Points added to march, fire or assault.'),
          on: { test: { guard: 'isLegal', target: 'orders', actions: 'testReactivity' } },
        },
        orders: {
          meta: meta('MOVEMENTS', 'Move, then fire or assault', 'The unit may move (a basic move, or a march after a passed test), then fire or assault.'),
          always: [GAME_OVER, { guard: 'activationIsSpent', target: 'activationDone' }],
          on: {
            move: { guard: 'isLegal', actions: 'moveUnit' },
            fire: { guard: 'isLegal', target: 'fireLosses', actions: 'fire' },
            assault: { guard: 'isLegal', target: 'reactions', actions: 'declareAssault' },
            endActivation: { guard: 'isLegal', target: 'activationDone' },
          },
        },
        fireLosses: {
          meta: meta('FIRING', 'Fire losses', 'Each hit kills a stand; the target\'s player may turn even losses into 1 UD fall backs.'),
          always: [GAME_OVER, { guard: 'noLossChoice', target: 'orders', actions: 'takeOnlyFireLosses' }],
          on: { takeFire: { guard: 'isLegal', target: 'orders', actions: 'takeFireLosses' } },
        },
        reactions: {
          meta: meta('SALVO AND SUPPORT FIRING', 'Reactions', 'Not-yet-activated units may salvo at the assaulting unit, or the defender evade a slower one, each spending a token.'),
          always: [GAME_OVER, { guard: 'noReactionLeft', target: 'assault' }],
          on: {
            salvo: { guard: 'isLegal', target: 'salvoLosses', actions: 'salvo' },
            evade: { guard: 'isLegal', target: 'evadeMove', actions: 'tryEvade' },
            pass: { guard: 'isLegal', target: 'assault', actions: 'passReaction' },
          },
        },
        salvoLosses: {
          meta: meta('SALVO AND SUPPORT FIRING', 'Salvo losses', 'The assaulting unit takes the salvo\'s hits; its player may turn even losses into fall backs.'),
          always: [GAME_OVER, { guard: 'noLossChoice', target: 'reactions', actions: 'takeOnlyFireLosses' }],
          on: { takeFire: { guard: 'isLegal', target: 'reactions', actions: 'takeFireLosses' } },
        },
        evadeMove: {
          meta: meta('EVADE MOVEMENTS', 'Evade', 'After a passed test the defender moves like a march, out of contact with its assailant.'),
          always: { guard: 'notEvading', target: 'reactions' },
          on: { evadeTo: { guard: 'isLegal', target: 'assault', actions: 'evadeTo' } },
        },
        assault: {
          meta: meta('ASSAULT', 'Assault', 'Each side rolls 1d6 per stand and adds its successful scores; the lower total loses the difference.'),
          always: { target: 'assaultFallBack', actions: 'fightOrCancelAssault' },
        },
        assaultFallBack: {
          meta: meta('FALL BACK MOVEMENTS', 'Fall back', 'Even losses become 1 UD moves backward, away from every opponent.'),
          always: [GAME_OVER, { guard: 'noFallBackChoice', target: 'carryPosition', actions: 'fallBackOnlyPath' }],
          on: { fallBack: { guard: 'isLegal', target: 'carryPosition', actions: 'fallBack' } },
        },
        carryPosition: {
          meta: meta('ASSAULT', 'Carry the position', 'When the loser recoiled, evaded or died, the winner may take its sector; a bold unit must.'),
          always: [
            GAME_OVER,
            { guard: 'noPositionToCarry', target: 'orders', actions: 'clearCarry' },
            { guard: 'mustCarry', target: 'orders', actions: 'carryPosition' },
          ],
          on: {
            carry: { guard: 'isLegal', target: 'orders', actions: 'carryPosition' },
            holdPosition: { guard: 'isLegal', target: 'orders', actions: 'holdPosition' },
          },
        },
        activationDone: {
          meta: meta('ACTIVATION', 'Activation over', 'The unit keeps its token beside it: it has been activated this turn.'),
          always: { target: 'drawToken', actions: 'endActivation' },
        },
      },
    },
    endOfTurn: {
      meta: meta('GAME TURN', 'End of the turn', 'The bowl is empty: broken armies and the turn limit are checked, then a new turn begins.'),
      always: [GAME_OVER, { target: 'commandPoints' }],
    },
    gameOver: {
      type: 'final',
      meta: meta('GAME TURN', 'Game over', 'An army is destroyed or broken, or the last turn ended and points decide.'),
    },
  },
});
