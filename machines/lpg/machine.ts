// The sequence of play of La Petite Guerre (§1) as an xstate v5 statechart: each game turn the
// weather, then an American player turn and a British one, each a Command phase (§3-§5) and a
// Movement phase (§6-§9). States are named as the text names them (meta.rule cites the section of
// ruleText.json); which comes next is read off the pure rules' phase and side by named guards; every
// action runs one pure rule (src/games/lpg/legal.ts) through the shared step wrapper.
//
// NOT YET IN THE CHART (the other engineer's rules, joined by the lead after the merge): the Combat
// phase (§10-§13: declarableCombats in legal.ts lists the hexes where one must be fought; the calls
// for reinforcements, combat cards, the Combat Resolution Chart, losses and commander casualties are
// rules/combatResolution.ts and rules/reinforcementCalls.ts) and the Reinforcement phase (§14-§16:
// rules/reinforcementPhase.ts); landings (§19) and victory by capture (§2, rules/victory.ts). Until
// then the Movement phase ends the player turn (legal.ts: endMovement -> nextPlayerTurn).
import { setup } from 'xstate';
import type { MachineInput } from '../../src/core/module';
import { makeStep } from '../../src/core/step';
import { type LpgBeat, beatsOf } from '../../src/games/lpg/beats';
import { applyEvent, isLegalCached, type LpgEvent } from '../../src/games/lpg/legal';
import { outcomeOf } from '../../src/games/lpg/outcome';
import { cloneState, initialState, type LpgOptions, type LpgState, type Phase } from '../../src/games/lpg/state';
import type { Side } from '../../src/games/lpg/types';

export type LpgContext = LpgState;

const step = makeStep<LpgContext, LpgEvent, LpgBeat>({ clone: cloneState, settle: () => {}, outcome: outcomeOf });

const meta = (rule: string, title: string, summary: string) => ({ rule, title, summary });

type At = { side: Side; phase: Exclude<Phase, 'over' | 'combat' | 'reinforcement'> };
const PLACES: { at: At; target: string }[] = [
  { at: { side: 'american', phase: 'command' }, target: '#lpg.gameTurn.americanPlayerTurn.commandPhase' },
  { at: { side: 'american', phase: 'movement' }, target: '#lpg.gameTurn.americanPlayerTurn.movementPhase' },
  { at: { side: 'british', phase: 'command' }, target: '#lpg.gameTurn.britishPlayerTurn.commandPhase' },
  { at: { side: 'british', phase: 'movement' }, target: '#lpg.gameTurn.britishPlayerTurn.movementPhase' },
];

/** The transitions out of a phase: the end of the game, or wherever the rules now stand (a new game turn through its weather). */
function route(here: At) {
  return [
    { guard: 'isOver' as const, target: '#lpg.gameOver' },
    ...PLACES.filter((p) => p.at.side !== here.side || p.at.phase !== here.phase).map((p) => ({
      guard: { type: 'at' as const, params: p.at },
      // After the British player turn the American Command phase is a new game turn: its weather first.
      target: here.side === 'british' && p.at.side === 'american' && p.at.phase === 'command' ? '#lpg.gameTurn.weather' : p.target,
    })),
  ];
}

function phase(here: At, rule: string, title: string, summary: string, events: LpgEvent['type'][]) {
  return {
    meta: meta(rule, title, summary),
    always: route(here),
    on: Object.fromEntries(events.map((t) => [t, { guard: 'isLegal' as const, actions: 'applyDecision' as const }])),
  };
}

const COMMAND: LpgEvent['type'][] = ['recce', 'rollCommand', 'detach', 'attach', 'placePhantom', 'removePhantom', 'draw', 'discard', 'endCommand'];
const MOVEMENT: LpgEvent['type'][] = ['move', 'endMovement'];

function playerTurn(side: Side, title: string) {
  return {
    meta: meta('1', title, 'A player turn: the Command phase, then the Movement phase (the Combat and Reinforcement phases are not joined yet).'),
    initial: 'commandPhase',
    states: {
      commandPhase: phase({ side, phase: 'command' }, '3', 'Command phase',
        'Commanders in command within their radius (CinC and division leaders on their own, others by a chain); reconnaissance instead of command (§4); leaderless stacks roll 1 in 6; draw one action card, hand limit 3 (§5).', COMMAND),
      movementPhase: phase({ side, phase: 'movement' }, '6', 'Movement phase',
        'Each stack in command moves once within its movement points (terrain and weather once, never below 1, roads at full speed, rivers a whole move); forced march +1 with attrition (§7); stacking (§9).', MOVEMENT),
    },
  };
}

export const lpgMachine = setup({
  types: {
    context: {} as LpgContext,
    events: {} as LpgEvent,
    input: {} as MachineInput<LpgOptions>,
    emitted: {} as LpgBeat,
  },
  guards: {
    isLegal: ({ context, event }) => isLegalCached(context, event),
    isOver: ({ context }) => context.phase === 'over',
    at: ({ context }, params: At) => context.side === params.side && context.phase === params.phase,
  },
  actions: {
    /** Any decision of §3-§9: the pure rule the event names (legal.ts applyEvent). */
    applyDecision: step<LpgEvent>((ctx, e, beats) => {
      const next = applyEvent(ctx, e);
      beats.push(...beatsOf(ctx, next, e));
      Object.assign(ctx, next);
    }),
  },
}).createMachine({
  id: 'lpg',
  context: ({ input }) => initialState(input.seed, input.options),
  initial: 'setUp',
  states: {
    setUp: {
      meta: meta('1', 'Set-up', 'The armies stand as after White Plains; the commanders on the map, their units on the command rack; the action decks shuffled.'),
      always: { target: 'gameTurn' },
    },
    gameTurn: {
      meta: meta('1', 'Game turn', 'One week: the weather, an American player turn, then a British one; four turns a month, October 1776 to March 1777.'),
      initial: 'weather',
      states: {
        weather: {
          meta: meta('6', 'Weather', 'One die on the month\'s weather table at the start of the game turn (rolled by the rule that opens the turn); the Delaware\'s ice follows.'),
          always: { target: 'americanPlayerTurn' },
        },
        americanPlayerTurn: playerTurn('american', 'The American player turn'),
        britishPlayerTurn: playerTurn('british', 'The British player turn'),
      },
    },
    gameOver: {
      type: 'final',
      meta: meta('2', 'Goal of the game', 'The campaign ends at the end of March 1777 (or when the British take Washington and Philadelphia: not joined yet).'),
    },
  },
});
