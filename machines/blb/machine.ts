// The sequence of play of Brave Little Belgium as an xstate v5 statechart. States are the phases
// and steps the rules name (meta.rule cites them); guards and actions are named and call the pure
// rules in src/games/blb. The machine decides nothing itself.
import { setup } from 'xstate';
import type { MachineInput } from '../../src/core/module';
import { memoPerContext } from '../../src/core/legalMemo';
import { makeStep } from '../../src/core/step';
import { UNIT } from '../../src/games/blb/db';
import {
  applyAdvance, applyDisplace, applyLoss, applyStay, beginCombat, combatVanished, computeModifiers, determineRetreat,
  doRetreat, endCombat, lossesAllocated, pendingCombats, retreatsDone, advancePossible, settleRetreat, rollCombat,
} from '../../src/games/blb/rules/combat';
import { applyPass, applyPlayEvent, openWindow, windowClosed } from '../../src/games/blb/rules/eventChits';
import { choicesOf, isLegal, type BlbEvent } from '../../src/games/blb/legal';
import { applyGcChoice, applyMove } from '../../src/games/blb/rules/movement';
import { type BlbContext, type BlbOptions, cloneState, initialState, ownGc, ownSetUp, ownUnit } from '../../src/games/blb/state';
import type { BlbBeat } from '../../src/games/blb/beats';
import {
  activatableForts, additionalCandidates, applyActivateArmy, applyAnnounce, applyAtrocitiesCheck, applyChooseActivation,
  applyCleanUp, applyDrawChit, applyPlainActivation, beginFirstTurn, beginSpecialCavalry, checkVictory, chitPullOver,
  endActivation,
} from '../../src/games/blb/rules/turn';

type Ev<T extends BlbEvent['type']> = Extract<BlbEvent, { type: T }>;

/** Every rule runs on a copy; 9.0 victory is checked after each, and the beats are emitted (src/core/step.ts). */
const step = makeStep<BlbContext, BlbEvent, BlbBeat>({ clone: cloneState, settle: checkVictory, outcome: (s) => s.outcome });

const legal = ({ context, event }: { context: BlbContext; event: BlbEvent }) => isLegal(context, event);

/** The pending combats of a snapshot's context, worked out once for the guards that ask in turn. */
const combatsOf = memoPerContext(pendingCombats);

const meta = (rule: string, title: string, summary: string) => ({ rule, title, summary });
const GAME_OVER = { guard: 'gameIsOver', target: '#blb.gameOver' } as const;

/** One Army Activation (5.2): fort choice (8.2), events (5.1), Movement (6.0), then Combat (7.0-8.0). */
function activationStates() {
  return {
    initial: 'activationChoice',
    states: {
      activationChoice: {
        meta: meta('8.2', 'Activating Forts', 'An Entente chit may activate a besieged fort: with the army, alone, or not at all.'),
        always: [GAME_OVER, { guard: 'noFortToActivate', target: 'eventWindow', actions: 'beginPlainActivation' }],
        on: { chooseActivation: { guard: 'isLegal', target: 'eventWindow', actions: 'chooseActivation' } },
      },
      eventWindow: {
        meta: meta('5.1', 'Events before Movement', 'Before the Movement step an event chit from the Pulled Chits box may be played (Forced March, Sabotage).'),
        always: [GAME_OVER, { guard: 'windowIsClosed', target: 'movement' }],
        on: {
          playEvent: { guard: 'isLegal', actions: 'playEvent' },
          pass: { guard: 'isLegal', actions: 'passWindow' },
        },
      },
      movement: {
        meta: meta('6.0', 'Movement', 'Activated units move along Movement Lines: Easy 1 MP, Difficult 2 MP; entering the enemy stops them.'),
        initial: 'moving',
        onDone: 'combat',
        states: {
          moving: {
            meta: meta('6.0', 'Move units', 'Move activated units box to box within their Movement Factor, then end movement.'),
            always: [
              GAME_OVER,
              { guard: 'gardeCiviqueChoicePending', target: 'gardeCiviqueReveal' },
              { guard: 'noMoveLeft', target: 'done' },
            ],
            on: {
              move: { guard: 'isLegal', actions: 'moveUnits' },
              endMovement: { guard: 'isLegal', target: 'done' },
            },
          },
          gardeCiviqueReveal: {
            meta: meta('6.2', 'Garde Civique arises', 'A Garde Civique with a combat factor arose: German cavalry may stay and fight or fall back.'),
            on: { gcChoice: { guard: 'isLegal', target: 'moving', actions: 'gardeCiviqueChoice' } },
          },
          done: { type: 'final' as const, meta: meta('6.0', 'Movement ends', 'All movement is resolved before any combat.') },
        },
      },
      combat: {
        meta: meta('7.0', 'Combat', 'Every box holding both sides fights, one at a time, in the active player\'s order.'),
        initial: 'chooseCombat',
        onDone: 'done',
        states: {
          chooseCombat: {
            meta: meta('7.0', 'Choose the next combat', 'The active player picks which combat to resolve next.'),
            always: [
              GAME_OVER,
              { guard: 'noCombatLeft', target: 'done' },
              { guard: 'singleCompulsoryCombat', target: 'groupUnits', actions: 'beginOnlyCombat' },
            ],
            on: {
              chooseCombat: { guard: 'isLegal', target: 'groupUnits', actions: 'beginCombat' },
              declineCombat: { guard: 'isLegal', actions: 'declineCombat' },
            },
          },
          groupUnits: {
            meta: meta('7.1', 'Group Units', 'Units go to the Battle Board, grouped by combat factor.'),
            always: [
              { guard: 'combatVanished', target: 'chooseCombat', actions: 'endCombat' },
              { target: 'combatEvents', actions: 'openCombatWindow' },
            ],
          },
          combatEvents: {
            meta: meta('5.1', 'Events before combat', 'Before the combat is resolved, Zeppelin or Big Bertha may be played.'),
            always: [GAME_OVER, { guard: 'windowIsClosed', target: 'dieRollModifiers' }],
            on: {
              playEvent: { guard: 'isLegal', actions: 'playEvent' },
              pass: { guard: 'isLegal', actions: 'passWindow' },
            },
          },
          dieRollModifiers: {
            meta: meta('7.2', 'Calculate Die Roll Modifiers', 'Zeppelin gives the Germans +1; the British +1 when all three are together at full strength.'),
            always: { target: 'rollDice', actions: 'computeModifiers' },
          },
          rollDice: {
            meta: meta('7.3', 'Roll Dice', 'One die per unit (the fort one per step); a hit on a modified roll of the combat factor or more.'),
            on: { roll: { guard: 'isLegal', target: 'applyLosses', actions: 'rollCombatDice' } },
          },
          applyLosses: {
            meta: meta('7.4', 'Apply Losses', 'Each hit is a step-loss, allocated by the owner: flip a full unit or eliminate a reduced one.'),
            always: [GAME_OVER, { guard: 'lossesAreAllocated', target: 'retreatAndAdvance', actions: 'determineRetreat' }],
            on: { takeLoss: { guard: 'isLegal', actions: 'takeLoss' } },
          },
          retreatAndAdvance: {
            meta: meta('7.5', 'Retreat & Advance', 'The side with more hits retreats (ties: the attacker); a crushing win may advance.'),
            initial: 'retreat',
            onDone: [{ guard: 'combatInProgress', target: 'groupUnits' }, { target: 'chooseCombat' }],
            states: {
              retreat: {
                meta: meta('7.5', 'Retreat', 'Attackers return whence they came; defenders move away (Germans toward Germany, French and British toward France).'),
                always: [GAME_OVER, { guard: 'retreatsAreDone', target: 'advance' }],
                on: {
                  retreat: { guard: 'isLegal', actions: 'retreatUnit' },
                  stay: { guard: 'isLegal', actions: 'stayInFort' },
                  displace: { guard: 'isLegal', actions: 'displaceUnit' },
                },
              },
              advance: {
                meta: meta('7.5', 'Advance', 'Five times the units, defenders eliminated, no attacker losses: one box further, once.'),
                always: [{ guard: 'noAdvance', target: 'done', actions: 'endCombat' }],
                on: {
                  advance: { guard: 'isLegal', target: 'done', actions: 'advance' },
                  declineAdvance: { guard: 'isLegal', target: 'done', actions: 'endCombat' },
                },
              },
              done: { type: 'final' as const, meta: meta('7.5', 'Combat resolved', 'The combat marker leaves the box.') },
            },
          },
          done: { type: 'final' as const, meta: meta('7.0', 'All combats resolved', 'The activation is over.') },
        },
      },
      done: { type: 'final' as const, meta: meta('5.2', 'Activation complete', 'Movement and combat are resolved.') },
    },
  } as const;
}

export const blbMachine = setup({
  types: {
    context: {} as BlbContext,
    events: {} as BlbEvent,
    input: {} as MachineInput<BlbOptions>,
    emitted: {} as BlbBeat,
  },
  guards: {
    isLegal: legal,
    gameIsOver: ({ context }) => context.outcome !== null,
    alternativeGardeCivique: ({ context }) => context.setUp.gcToPlace.length > 0,
    freeSetUp: ({ context }) => context.setUp.unitsToPlace.length > 0,
    setUpComplete: ({ context }) => context.setUp.gcToPlace.length === 0 && context.setUp.unitsToPlace.length === 0,
    noFortToActivate: ({ context }) => activatableForts(context).length === 0,
    windowIsClosed: ({ context }) => windowClosed(context),
    gardeCiviqueChoicePending: ({ context }) => context.pendingGc !== null,
    // The moves listed (cached for this context: the legal list and the isLegal guard reuse them).
    // A single unit can end wherever its stack can (hasLegalMove), so none listed is none at all.
    noMoveLeft: ({ context }) => context.pendingGc === null && choicesOf(context, 'move').length === 0,
    noCombatLeft: ({ context }) => combatsOf(context).length === 0,
    singleCompulsoryCombat: ({ context }) => {
      const p = combatsOf(context);
      return p.length === 1 && !p[0]!.optional;
    },
    combatVanished: ({ context }) => combatVanished(context),
    lossesAreAllocated: ({ context }) => lossesAllocated(context),
    retreatsAreDone: ({ context }) => retreatsDone(context),
    noAdvance: ({ context }) => !advancePossible(context),
    combatInProgress: ({ context }) => context.combat !== null,
    chitPullIsOver: ({ context }) => chitPullOver(context),
    activationDrawn: ({ context }) => context.activation !== null,
    noArmyToAnnounce: ({ context }) => additionalCandidates(context).length === 0,
    noneAnnounced: ({ context, event }) => isLegal(context, event) && event.type === 'announce' && event.armies.length === 0,
    noAnnouncedArmyLeft: ({ context }) => !context.additional || context.additional.remaining.length === 0,
  },
  actions: {
    placeGardeCivique: step<Ev<'placeGc'>>((s, ev, beats) => {
      const gc = ownSetUp(s).gcToPlace.shift()!;
      ownGc(s, gc, { box: ev.box, revealed: false });
      beats.push({ type: 'gc.placed', box: ev.box, rule: '3.2' });
    }),
    placeBelgianUnit: step<Ev<'placeUnit'>>((s, ev, beats) => {
      ownSetUp(s).unitsToPlace = s.setUp.unitsToPlace.filter((u) => u !== ev.unit);
      ownUnit(s, ev.unit).box = ev.box;
      beats.push({ type: 'unit.placed', unit: ev.unit, box: ev.box, rule: '3.2' });
    }),
    beginSpecialCavalryPhase: step((s, _e, b) => beginSpecialCavalry(s, b)),
    beginFirstTurn: step((s, _e, b) => {
      endActivation(s, b);
      beginFirstTurn(s, b);
    }),
    drawChit: step<Ev<'drawChit'>>(applyDrawChit),
    beginPlainActivation: step((s, _e, b) => applyPlainActivation(s, b)),
    chooseActivation: step<Ev<'chooseActivation'>>(applyChooseActivation),
    playEvent: step<Ev<'playEvent'>>(applyPlayEvent),
    passWindow: step<Ev<'pass'>>(applyPass),
    moveUnits: step<Ev<'move'>>(applyMove),
    gardeCiviqueChoice: step<Ev<'gcChoice'>>(applyGcChoice),
    beginCombat: step<Ev<'chooseCombat'>>((s, ev, b) => beginCombat(s, ev.box, false, b)),
    beginOnlyCombat: step((s, _e, b) => beginCombat(s, pendingCombats(s)[0]!.box, false, b)),
    declineCombat: step<Ev<'declineCombat'>>((s, ev, b) => {
      s.activation!.resolved.push(ev.box);
      b.push({ type: 'combat.declined', box: ev.box, rule: '8.1' });
    }),
    openCombatWindow: step((s) => openWindow(s, 'preCombat')),
    computeModifiers: step((s, _e, b) => computeModifiers(s, b)),
    rollCombatDice: step((s, _e, b) => rollCombat(s, b)),
    takeLoss: step<Ev<'takeLoss'>>((s, ev, b) => applyLoss(s, ev.side, ev.unit, b)),
    determineRetreat: step((s, _e, b) => determineRetreat(s, b)),
    retreatUnit: step<Ev<'retreat'>>((s, ev, b) => {
      const order = s.retreat!.queue.find((o) => o.unit === ev.unit)!;
      doRetreat(s, order, ev.path, b);
      settleRetreat(s, b);
    }),
    stayInFort: step<Ev<'stay'>>((s, ev, b) => applyStay(s, ev.unit, b)),
    displaceUnit: step<Ev<'displace'>>((s, ev, b) => applyDisplace(s, ev.unit, b)),
    advance: step<Ev<'advance'>>((s, ev, b) => applyAdvance(s, ev.to, b)),
    endCombat: step((s, _e, b) => endCombat(s, b)),
    endActivation: step((s, _e, b) => endActivation(s, b)),
    announceArmies: step<Ev<'announce'>>(applyAnnounce),
    rollAtrocities: step((s, _e, b) => applyAtrocitiesCheck(s, b)),
    activateArmy: step<Ev<'activateArmy'>>(applyActivateArmy),
    cleanUp: step((s, _e, b) => applyCleanUp(s, b)),
  },
}).createMachine({
  id: 'blb',
  context: ({ input }) => initialState(input.seed, input.options),
  initial: 'setUp',
  states: {
    setUp: {
      meta: meta('3.0', 'Set-Up', 'Markers, chits and units are placed; the Garde Civique are set up face-down.'),
      initial: 'placement',
      onDone: 'specialGermanCavalryPhase',
      states: {
        placement: {
          meta: meta('3.1', 'Deployment of Forces', 'Historical deployment; variants let the Entente place Garde Civique or Belgians.'),
          always: [
            { guard: 'alternativeGardeCivique', target: 'alternativeGardeCivique' },
            { guard: 'freeSetUp', target: 'freeSetUp' },
            { target: 'done' },
          ],
        },
        alternativeGardeCivique: {
          meta: meta('3.2', 'Alternative Garde Civique Set-Up', 'The Entente places the face-down Garde Civique, one per box of the chart.'),
          always: { guard: 'setUpComplete', target: 'done' },
          on: { placeGc: { guard: 'isLegal', actions: 'placeGardeCivique' } },
        },
        freeSetUp: {
          meta: meta('3.2', 'Free Set-Up', 'The Entente places the Belgian units: in Belgium, not south of Namur nor in Verviers, two per box.'),
          always: { guard: 'setUpComplete', target: 'done' },
          on: { placeUnit: { guard: 'isLegal', actions: 'placeBelgianUnit' } },
        },
        done: { type: 'final', meta: meta('3.0', 'Set-up complete', 'The game begins.') },
      },
    },
    specialGermanCavalryPhase: {
      meta: meta('4.0', 'Special German Cavalry Phase', 'All German cavalry activate for Movement and then Combat before the first Game Turn.'),
      entry: 'beginSpecialCavalryPhase',
      always: GAME_OVER,
      onDone: { target: 'gameTurn', actions: 'beginFirstTurn' },
      ...activationStates(),
    },
    gameTurn: {
      meta: meta('4.0', 'Game Turn', 'Chit Pull Phase, Additional German Activation Phase, Clean Up Phase.'),
      initial: 'chitPullPhase',
      always: GAME_OVER,
      states: {
        chitPullPhase: {
          meta: meta('4.1', 'Chit Pull Phase', 'Players alternate drawing chits until the third Turn End chit.'),
          initial: 'drawChit',
          states: {
            drawChit: {
              meta: meta('4.1', 'Draw a chit', 'Blindly draw a chit from the Chit Cup.'),
              on: { drawChit: { guard: 'isLegal', target: 'chitDrawn', actions: 'drawChit' } },
            },
            chitDrawn: {
              meta: meta('5.0', 'Resolve the chit', 'Events go to the Pulled Chits box (5.1), activations activate (5.2), Turn End chits fill the Turn End boxes (5.3).'),
              always: [
                GAME_OVER,
                { guard: 'chitPullIsOver', target: '#blb.gameTurn.additionalGermanActivationPhase' },
                { guard: 'activationDrawn', target: 'armyActivation' },
                { target: 'drawChit' },
              ],
            },
            armyActivation: {
              meta: meta('5.2', 'Army Activation', 'The drawn army moves, then fights.'),
              onDone: { target: 'drawChit', actions: 'endActivation' },
              ...activationStates(),
            },
          },
        },
        additionalGermanActivationPhase: {
          meta: meta('4.2', 'Additional German Activation Phase', 'Armies not activated this turn may activate, at the risk of atrocities.'),
          initial: 'announce',
          onDone: 'cleanUpPhase',
          states: {
            announce: {
              meta: meta('4.2', 'Announce armies', 'The German Player announces which unactivated armies will activate.'),
              always: [GAME_OVER, { guard: 'noArmyToAnnounce', target: 'done' }],
              on: {
                announce: [
                  { guard: 'noneAnnounced', target: 'done', actions: 'announceArmies' },
                  { guard: 'isLegal', target: 'atrocitiesCheck', actions: 'announceArmies' },
                ],
              },
            },
            atrocitiesCheck: {
              meta: meta('4.2', 'Atrocities Check', 'One die per announced army: 4 or more is an Atrocity; the fifth ends the game.'),
              on: { rollAtrocities: { guard: 'isLegal', target: 'chooseArmy', actions: 'rollAtrocities' } },
            },
            chooseArmy: {
              meta: meta('4.2', 'Next additional activation', 'The German Player activates the announced armies one by one.'),
              always: [GAME_OVER, { guard: 'noAnnouncedArmyLeft', target: 'done' }],
              on: { activateArmy: { guard: 'isLegal', target: 'armyActivation', actions: 'activateArmy' } },
            },
            armyActivation: {
              meta: meta('4.2', 'Army Activation', 'The announced army moves, then fights.'),
              onDone: { target: 'chooseArmy', actions: 'endActivation' },
              ...activationStates(),
            },
            done: { type: 'final', meta: meta('4.2', 'Additional activations complete', 'On to Clean Up.') },
          },
        },
        cleanUpPhase: {
          meta: meta('4.3', 'Clean Up Phase', 'Advance the Game Turn marker; arriving chits and all drawn chits go back in the cup.'),
          always: [GAME_OVER, { target: 'chitPullPhase', actions: 'cleanUp' }],
        },
      },
    },
    gameOver: {
      type: 'final',
      meta: meta('9.0', 'Game End & Victory', 'German Victory, Draw or Entente Victory.'),
    },
  },
});

export { UNIT };
