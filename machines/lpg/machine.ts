// The sequence of play of La Petite Guerre (§1) as an xstate v5 statechart: each game turn the
// weather, then an American player turn and a British one, each a Command phase (§3-§5), a
// Movement phase (§6-§9), a Combat phase (§10-§13) and a Reinforcement phase (§14-§16). States are named as the text names them (meta.rule cites the section of
// ruleText.json); which comes next is read off the pure rules' phase and side by named guards; every
// action runs one pure rule (src/games/lpg/legal.ts) through the shared step wrapper.
//
// The Combat phase (§10-§13, src/games/lpg/combatPhase.ts): each battle's calls for reinforcements,
// combat cards chosen hidden and shown together, losses, retreat. Victory (§2, rules/victory.ts) is
// checked after each battle and at the end of each game turn.
// The Reinforcement phase (§14-§16, src/games/lpg/reinforcement.ts) closes each player turn; it opens
// with the supply determination (§15, the state supplyDetermination) where a stack short of supply
// could be helped by razing a settlement (`raze`, then `traceSupply`); with nothing to raze it passes by itself.
// Landings (§17-§19, src/games/lpg/landingPlay.ts): `prepareLanding` in a port and `land` are British
// decisions of the Movement phase.
// Action cards (§5, src/games/lpg/cardPlay.ts): the phasing side plays its cards among its own
// phases' decisions; the response windows (a battle's, before the combat cards are chosen; the one
// before supply as a Reinforcement phase opens, before the supply determination) are states of their
// own where the side asked plays a card or passes.
import { setup } from 'xstate';
import type { MachineInput } from '../../src/core/module';
import { makeStep } from '../../src/core/step';
import { type LpgBeat, beatsOf } from '../../src/games/lpg/beats';
import { applyLegalEvent, isLegalCached, type LpgEvent } from '../../src/games/lpg/legal';
import { outcomeOf } from '../../src/games/lpg/outcome';
import { initialState, type LpgOptions, type LpgState, type Phase } from '../../src/games/lpg/state';
import type { Side } from '../../src/games/lpg/types';

export type LpgContext = LpgState;

// The one action (applyDecision) changes nothing inside the copy it is given: applyLegalEvent works on
// a deep copy of its own and the action then puts that copy's fields in place. So the step wrapper's
// copy need only be a new object over the same fields (one deep copy an event, not two).
const step = makeStep<LpgContext, LpgEvent, LpgBeat>({ clone: (ctx) => ({ ...ctx }), settle: () => {}, outcome: outcomeOf });

const meta = (rule: string, title: string, summary: string) => ({ rule, title, summary });

type Step = NonNullable<LpgState['combat']>['step'];
/** Where the rules stand: `window` a §5 response window open; `supply` tells the Reinforcement phase's supply determination (§15, razing open) from the rest. */
type At = { side: Side; phase: Exclude<Phase, 'over'>; step?: Step; window?: 'battle' | 'supply'; supply?: boolean };
const STEP_STATE: Record<Step, string> = { calls: 'callForReinforcements', cards: 'combatResolution', retreat: 'retreat' };
const PLACES: { at: At; target: string }[] = (['american', 'british'] as const).flatMap((side) => [
  { at: { side, phase: 'command' as const }, target: `#lpg.gameTurn.${side}PlayerTurn.commandPhase` },
  { at: { side, phase: 'movement' as const }, target: `#lpg.gameTurn.${side}PlayerTurn.movementPhase` },
  ...(['calls', 'cards', 'retreat'] as const).map((step) => ({ at: { side, phase: 'combat' as const, step }, target: `#lpg.gameTurn.${side}PlayerTurn.combatPhase.${STEP_STATE[step]}` })),
  { at: { side, phase: 'reinforcement' as const, supply: true }, target: `#lpg.gameTurn.${side}PlayerTurn.supplyDetermination` },
  { at: { side, phase: 'reinforcement' as const, supply: false }, target: `#lpg.gameTurn.${side}PlayerTurn.reinforcementPhase` },
  // §5 the response windows.
  { at: { side, phase: 'combat' as const, step: 'cards' as const, window: 'battle' as const }, target: `#lpg.gameTurn.${side}PlayerTurn.combatPhase.actionCards` },
  { at: { side, phase: 'reinforcement' as const, window: 'supply' as const }, target: `#lpg.gameTurn.${side}PlayerTurn.actionCardsBeforeSupply` },
]);
const same = (a: At, b: At) => a.side === b.side && a.phase === b.phase && a.step === b.step && a.window === b.window && a.supply === b.supply;

/** The transitions out of a phase: the end of the game, or wherever the rules now stand (a new game turn through its weather). */
function route(here: At) {
  return [
    { guard: 'isOver' as const, target: '#lpg.gameOver' },
    ...PLACES.filter((p) => !same(p.at, here)).map((p) => ({
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

const COMMAND: LpgEvent['type'][] = ['recce', 'rollCommand', 'detach', 'attach', 'placePhantom', 'removePhantom', 'draw', 'discard', 'playCard', 'endCommand'];
const MOVEMENT: LpgEvent['type'][] = ['move', 'prepareLanding', 'land', 'playCard', 'endMovement'];
const WINDOW: LpgEvent['type'][] = ['playCard', 'passCard'];
const CALLS: LpgEvent['type'][] = ['callReinforcements', 'declineCall'];
const CARDS: LpgEvent['type'][] = ['chooseCombatCard'];
const RETREAT: LpgEvent['type'][] = ['retreat'];
const SUPPLY: LpgEvent['type'][] = ['raze', 'traceSupply'];
const REINFORCEMENT: LpgEvent['type'][] = ['orderUnit', 'rest', 'combine', 'playCard', 'endReinforcement'];

function playerTurn(side: Side, title: string) {
  return {
    meta: meta('1', title, 'A player turn: the Command phase, the Movement phase, the Combat phase, then the Reinforcement phase.'),
    initial: 'commandPhase',
    states: {
      commandPhase: phase({ side, phase: 'command' }, '3', 'Command phase',
        'Commanders in command within their radius (CinC and division leaders on their own, others by a chain); reconnaissance instead of command (§4); leaderless stacks roll 1 in 6; draw one action card, hand limit 3 (§5).', COMMAND),
      movementPhase: phase({ side, phase: 'movement' }, '6', 'Movement phase',
        'Each stack in command moves once within its movement points (terrain and weather once, never below 1, roads at full speed, rivers a whole move); forced march +1 with attrition (§7); stacking (§9). The British may instead prepare a landing in a port, or land a prepared stack on the coast (§19).', MOVEMENT),
      combatPhase: {
        meta: meta('10', 'Combat phase', 'Units of both sides in one hex must fight: one battle at a time, in hex order; each the calls for reinforcements, the combat cards, the losses and the retreat.'),
        initial: 'callForReinforcements',
        states: {
          callForReinforcements: phase({ side, phase: 'combat', step: 'calls' }, '11', 'Call for reinforcements',
            'The highest commander in the battle may call stacks within 3 hexes (his own and lesser commanders\' or leaderless): one die a stack; those that answer move a second time toward the battle. The phasing side first, then the other.', CALLS),
          actionCards: phase({ side, phase: 'combat', step: 'cards', window: 'battle' }, '5', 'Action cards before the combat cards',
            'A response window: the combat cards drawn, before any is chosen and shown, the phasing side and then the other may each play one card that changes this combat (Grenadiers +1, Fighting Retreat one casualty fewer if it loses) or pass.', WINDOW),
          combatResolution: phase({ side, phase: 'combat', step: 'cards' }, '12', 'Combat resolution',
            'Both sides draw combat cards by their highest commander\'s rank and choose one each, committed hidden; shown together, the Combat Resolution Chart gives the winner, the casualties (plus the other side\'s bonuses, in the loss order, §13), commanders killed or captured, the Loyalty Index.', CARDS),
          retreat: phase({ side, phase: 'combat', step: 'retreat' }, '12', 'Retreat',
            'The side the chart sends back leaves the hex for an adjacent land hex free of the enemy, not across a river without a bridge.', RETREAT),
        },
      },
      actionCardsBeforeSupply: phase({ side, phase: 'reinforcement', window: 'supply' }, '5', 'Action cards before supply',
        'A response window as the Reinforcement phase opens, before supply is traced: the American player may play $10 Bounty in his own phase (no unit dissolves), Forage Denied in the British one (a British-held village supplies nothing), or pass.', WINDOW),
      supplyDetermination: phase({ side, phase: 'reinforcement', supply: true }, '15', 'Supply determination',
        'At the start of the Reinforcement phase, where a stack would be unsupplied: raze a settlement it traces to for double its capacity this time (a razed marker for the rest of the year, the Loyalty Index 2 against the razer), or trace supply.', SUPPLY),
      reinforcementPhase: phase({ side, phase: 'reinforcement', supply: false }, '14', 'The Reinforcement phase',
        'Supply for every stack (§15: unsupplied marker, attrition on the second turn, dissolution on the third); the die for men and supply points; the units due on the timeline appear; then order units (§16), rest understrength units in settlements (§7), combine understrength units (§8).', REINFORCEMENT),
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
    at: ({ context }, params: At) =>
      context.side === params.side && context.phase === params.phase && (params.step === undefined || context.combat?.step === params.step)
      && (context.cardWindow?.at ?? undefined) === params.window
      && (params.supply === undefined || (context.razing !== null) === params.supply),
  },
  actions: {
    /**
     * Any decision of §3-§16 (§5 action cards included): the pure rule the event names. The guard
     * isLegal has just found the event legal in the context `ctx` copies, so it is not asked again
     * (legal.ts applyLegalEvent).
     */
    applyDecision: step<LpgEvent>((ctx, e, beats) => {
      const next = applyLegalEvent(ctx, e);
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
      meta: meta('2', 'Goal of the game', 'Washington killed or captured, or the Loyalty Index at 0, ends the game at once (British decisive); at the end of March 1777 British troops alone in Philadelphia are a British marginal victory, anything else an American one.'),
    },
  },
});
