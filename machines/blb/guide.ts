// Teach mode's guided first turn for Brave Little Belgium (authored teaching text, not rules):
// the phases of the opening and of one Game Turn in the order the game reaches them, each with
// a paragraph for a learner that cites the rules (4.0-9.0). `state` names a state of the machine
// (machine.ts); tests/ui/teach.test.tsx checks every one exists and that a bot game's first turn
// goes through them all.
import type { GameGuide } from '../../src/core/module';

export const blbGuide: GameGuide = {
  title: 'Turn 1 tour',
  steps: [
    {
      state: 'specialGermanCavalryPhase',
      text:
        'Before the first Game Turn the Special German Cavalry Phase (4.0) lets every German cavalry unit ' +
        'move and then fight, as the cavalry screens did in the days before the game begins. It is one ' +
        'Army Activation: Movement first, then Combat.',
    },
    {
      state: 'gameTurn.chitPullPhase.drawChit',
      text:
        'Each Game Turn starts with the Chit Pull Phase (4.1). Chits are drawn blindly from the Chit Cup, one ' +
        'at a time, each resolved before the next (5.0): an Event chit goes to the Pulled Chits box to be ' +
        'played later (5.1), an Activation chit activates its army (5.2), and a Turn End chit fills a Turn End ' +
        'box (5.3). The third Turn End chit ends the phase, so some armies may not get to act.',
    },
    {
      state: 'gameTurn.chitPullPhase.armyActivation',
      text:
        'An Activation chit was drawn: that army\'s units may act (5.2), Movement first and then Combat. When ' +
        'a French or Belgian chit is drawn, a besieged fort of that nationality may be activated too, or ' +
        'instead (8.2). Before Movement the owner of an Event chit in the Pulled Chits box may play it, such ' +
        'as Forced March or Sabotage (5.1).',
    },
    {
      state: 'gameTurn.chitPullPhase.armyActivation.movement',
      text:
        'Movement (6.0): activated units move box to box along Movement Lines, 1 MP for an Easy line and 2 MP ' +
        'for a Difficult one; infantry have 2 MP, cavalry 4, Garde Civique never move. A unit entering a box ' +
        'with enemy units stops there (6.2), and up to eight units of a side may stack in a city, fewer in a ' +
        'friendly fort (6.1). A German unit entering a face-down Garde Civique box turns it over: it may arise ' +
        'and fight (6.2).',
    },
    {
      state: 'gameTurn.chitPullPhase.armyActivation.combat',
      text:
        'Combat (7.0): every box holding units of both sides fights, one combat at a time in the active ' +
        'player\'s order. Units are grouped by combat factor (7.1), modifiers are found (7.2), each unit rolls ' +
        'one die and hits on its combat factor or more (7.3), each hit costs a step (7.4), and the side with ' +
        'more hits retreats, the attacker on a tie (7.5). Against a fort the siege rules apply (8.0-8.1).',
    },
    {
      state: 'gameTurn.additionalGermanActivationPhase',
      text:
        'After the Chit Pull Phase the German Player may activate armies whose chit was not drawn (4.2). They ' +
        'announce which, then roll one die per announced army: 4 or more is an Atrocity. The fifth Atrocity ends ' +
        'the game at once in an Entente Victory (9.0), so every extra activation is a gamble.',
    },
    {
      state: 'gameTurn.cleanUpPhase',
      text:
        'Clean Up (4.3) needs no decision: the Game Turn marker advances, an Activation chit waiting on the new ' +
        'turn\'s space goes into the Chit Cup, and all chits drawn this turn go back into the cup. The Germans ' +
        'must destroy Liege and Namur and hold a city beyond the Victory Line with infantry to win (9.0).',
    },
  ],
};
