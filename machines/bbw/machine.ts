// The sequence of play of Brief Border Wars as an xstate v5 statechart. States are the phases and
// steps the rules name (meta.rule cites them); which step comes next is the pure rules' `pending`
// decision, read by named guards; every action runs one pure rule through the shared step wrapper
// (src/core/step.ts). The machine decides nothing itself.
import { setup } from 'xstate';
import type { MachineInput } from '../../src/core/module';
import { makeStep } from '../../src/core/step';
import { type BbwBeat, beatsOf } from '../../src/games/bbw/beats';
import { type BbwEvent, choiceOf, isLegal } from '../../src/games/bbw/legal';
import { outcomeOf } from '../../src/games/bbw/outcome';
import { applyChoice } from '../../src/games/bbw/rules/choices';
import { selectCards } from '../../src/games/bbw/rules/cards';
import { finalPhaseRolled } from '../../src/games/bbw/rules/final';
import { initialState } from '../../src/games/bbw/rules/setup';
import { type BbwOptions, type BbwState, type Pending, cloneState } from '../../src/games/bbw/state';

export type BbwContext = BbwState;

/** Every rule runs on a copy; the end (8.0) is read from `pending` after each (src/core/step.ts). */
const step = makeStep<BbwContext, BbwEvent, BbwBeat>({ clone: cloneState, settle: () => {}, outcome: outcomeOf });

/** Replaces the copy's fields by those of a rule's result (the step wrapper assigns the copy). */
function adopt(target: BbwState, next: BbwState): void {
  Object.assign(target, next);
}

const meta = (rule: string, title: string, summary: string) => ({ rule, title, summary });
type Kind = Pending['kind'];

/** Where each pending decision is played in the chart. */
const PLACE: Record<Kind, string> = {
  selection: '#bbw.gameTurn.cardSelection',
  play: '#bbw.gameTurn.cardPlay.playCard',
  move: '#bbw.gameTurn.cardPlay.movement',
  combat: '#bbw.gameTurn.cardPlay.combat.chooseBattle',
  designate: '#bbw.gameTurn.cardPlay.combat.designation',
  defenderAir: '#bbw.gameTurn.cardPlay.combat.defenderAir',
  reaction: '#bbw.gameTurn.cardPlay.combat.reactionMove',
  allocateAir: '#bbw.gameTurn.cardPlay.combat.airToAir',
  allocateGround: '#bbw.gameTurn.cardPlay.combat.groundCombat',
  defenderResult: '#bbw.gameTurn.cardPlay.combat.results',
  exploit: '#bbw.gameTurn.cardPlay.combat.exploitation',
  final: '#bbw.gameTurn.finalPhase',
  over: '#bbw.gameOver',
};
const KINDS = Object.keys(PLACE) as Kind[];

/** The transitions out of a step: to wherever `pending` now points, unless it still points here. */
const route = (here: Kind) =>
  KINDS.filter((k) => k !== here).map((k) => ({ guard: { type: 'pendingIs' as const, params: { kind: k } }, target: PLACE[k] }));

/** A decision step: its events run the rule the event names (when legal), then the chart follows `pending`. */
function decision(kind: Kind, rule: string, title: string, summary: string, events: BbwEvent['type'][]) {
  return {
    meta: meta(rule, title, summary),
    always: route(kind),
    on: Object.fromEntries(events.map((t) => [t, { guard: 'isLegal' as const, actions: 'applyDecision' as const }])),
  };
}

export const bbwMachine = setup({
  types: {
    context: {} as BbwContext,
    events: {} as BbwEvent,
    input: {} as MachineInput<BbwOptions>,
    emitted: {} as BbwBeat,
  },
  guards: {
    isLegal: ({ context, event }) => isLegal(context, event),
    pendingIs: ({ context }, params: { kind: Kind }) => context.pending.kind === params.kind,
  },
  actions: {
    /** 5.0 Card Selection Phase: six cards drawn, Random Events resolved at once. */
    selectCards: step((ctx, _e, beats) => {
      const next = selectCards(ctx);
      beats.push(...beatsOf(ctx, next));
      adopt(ctx, next);
    }),
    /** Any decision of 6.0-6.32: the pure rule the event names (rules/choices.ts). */
    applyDecision: step<BbwEvent>((ctx, e, beats) => {
      const next = applyChoice(ctx, choiceOf(e));
      beats.push(...beatsOf(ctx, next, e));
      adopt(ctx, next);
    }),
    /** 7.0 Final Phase: air units home, recovery rolls, the turn advances (or 8.0 ends the game). */
    finalPhase: step((ctx, _e, beats) => {
      const { state: next, rolls } = finalPhaseRolled(ctx);
      beats.push(...beatsOf(ctx, next, undefined, rolls));
      adopt(ctx, next);
    }),
  },
}).createMachine({
  id: 'bbw',
  context: ({ input }) => initialState(input.seed, input.options),
  initial: 'setUp',
  states: {
    setUp: {
      meta: meta('3.0', 'Set-up', 'The designated player takes the white Special Action cards, the other the grey; the Action deck is shuffled; units are placed as the conflict says.'),
      always: { target: 'gameTurn' },
    },
    gameTurn: {
      meta: meta('4.0', 'Game Turn', 'Each Game-turn: Card Selection, Card Play and Resolution, Final Phase.'),
      initial: 'cardSelection',
      states: {
        cardSelection: {
          meta: meta('5.0', 'Card Selection Phase', 'Six cards are drawn: white to the designated player, grey to the other; a Random Event is resolved at once.'),
          always: [...route('selection').filter((t) => t.guard.params.kind !== 'selection'), { actions: 'selectCards', target: 'cardSelection', reenter: true }],
        },
        cardPlay: {
          meta: meta('6.0', 'Card Play and Resolution Phase', 'Alternate plays, the side holding more cards first: an Action card for Movement or Combat, a Special Action card, or Pass; two Passes in succession end the phase.'),
          initial: 'playCard',
          states: {
            playCard: decision('play', '6.0', 'Play a card', 'Play an Action card for its Movement or its Combat value (never both), a Special Action card (6.31), or Pass.', ['play']),
            specialActions: {
              meta: meta('6.31', 'Special Actions', 'A Special Action card instead of a drawn card: undisrupt all ground units in one area, all air units in the Rear Area, or bring the Damaged Units to the Rear Area.'),
              always: route('play'),
            },
            movement: decision('move', '6.1', 'Movement', 'Move up to N units, each once, to an adjacent area or from the Rear Area; units facing undisrupted enemy ground units may not leave.', ['move', 'endCard']),
            combat: {
              meta: meta('6.2', 'Combat', 'Up to N attacking units in all, ground and air, over all battle areas; each battle is designated, then resolved.'),
              initial: 'chooseBattle',
              states: {
                chooseBattle: decision('combat', '6.2', 'Choose a battle', 'Name a Battle area where undisrupted units can attack, or end the card.', ['openBattle', 'endCard']),
                designation: decision('designate', '6.21', 'Pre-Combat Step: designation', 'The Attacker names the attacking and defending ground units, and air units up to the number of attacking ground units, one at a time.', ['designate', 'confirmBattle', 'cancelBattle']),
                defenderAir: decision('defenderAir', '6.21', 'Defender air', 'The Defender adds air units already in the area, up to the number of defending ground units.', ['defenderAir']),
                reactionMove: decision('reaction', '6.32', 'Reaction Move', 'The Defender may play a Special Action card to move up to two units into the Battle area, or pass.', ['react']),
                airToAir: decision('allocateAir', '6.22', 'Air-to-Air Combat', 'Fighters roll their CV, 5-6 hits; the inflicting player allocates each hit.', ['allocate']),
                groundCombat: decision('allocateGround', '6.21', 'Ground Combat Resolution', 'Dice equal to total CV plus terrain and air dice; 5-6 hits; the Attacker allocates first.', ['allocate']),
                results: decision('defenderResult', '6.23', 'Results and Retreats', 'The Defender chooses disrupt or retreat for each hit unit as 6.21 allows; a unit that cannot retreat is damaged.', ['result']),
                exploitation: decision('exploit', '6.24', 'Exploitation', 'Undisrupted mechanized attackers may advance when every defender was disrupted or damaged.', ['exploit', 'endExploitation']),
              },
            },
          },
        },
        finalPhase: {
          meta: meta('7.0', 'Final Phase', 'Air units return home; every disrupted and damaged unit rolls to recover (5-6); the turn advances.'),
          always: [...route('final').filter((t) => t.guard.params.kind !== 'final'), { actions: 'finalPhase', target: 'finalPhase', reenter: true }],
        },
      },
    },
    gameOver: {
      type: 'final',
      meta: meta('8.0', 'Game end', 'After the last Game-turn each area\'s VP go to the side that alone holds it with an undisrupted ground unit; the grade of victory follows.'),
    },
  },
});
