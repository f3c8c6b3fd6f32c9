// Teach mode's guided Turn 1 for Brief Border Wars (authored teaching text, not rules): the steps
// of one Game-turn in the order the game reaches them, each citing the rules. `state` names a state
// of machine.ts.
import type { GameGuide } from '../../src/core/module';

export const bbwGuide: GameGuide = {
  title: 'Turn 1 tour',
  steps: [
    { state: 'gameTurn.cardPlay.playCard', text: 'Six cards were drawn (5.0): the white ones to the designated player, the grey ones to the other, and a Random Event drawn was resolved at once. Now the players alternate (6.0), the side holding more cards first: an Action card is played for its Movement value or its Combat value, never both; a Special Action card may be played instead (6.31); or Pass. Two Passes in succession end the phase.' },
    { state: 'gameTurn.cardPlay.movement', text: 'Movement (6.1): up to as many units as the card\'s Movement value move, each once, to an adjacent area, or from the Rear Area to an area it reaches. A ground unit with undisrupted enemy ground units in its area may not leave.' },
    { state: 'gameTurn.cardPlay.combat.chooseBattle', text: 'Combat (6.2): the card\'s Combat value is the number of units that may attack, over all battles. Choose an area holding enemy units where your undisrupted units can attack.' },
    { state: 'gameTurn.cardPlay.combat.designation', text: 'Pre-Combat Step (6.21): name the attacking and defending ground units, and air units up to the number of attacking ground units. The Defender may then add air units already in the area and make a Reaction Move (6.32).' },
    { state: 'gameTurn.cardPlay.combat.groundCombat', text: 'Ground Combat Resolution (6.21): each side rolls dice equal to its total CV, the Defender adding dice for Woods, Mountain and Urban symbols; each 5 or 6 is a hit, allocated by the player who inflicted it.' },
    { state: 'gameTurn.finalPhase', text: 'Final Phase (7.0): air units return home, every disrupted and damaged unit rolls to recover on 5-6, and the next Game-turn begins. After the last turn the side alone holding each VP area with an undisrupted ground unit scores it (8.0).' },
  ],
};
