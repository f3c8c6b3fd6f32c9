// Teach mode's guided first turn for La Petite Guerre (authored teaching text, not rules): the
// phases of Game Turn 1 in the order the game reaches them, each a paragraph for a learner citing
// the sections as Sandtable numbers them ("§6", src/games/lpg/ruleText.json), in the readings the
// rules implement (docs/rules-notes.md, "La Petite Guerre"). `state` names a state of machine.ts;
// tests/lpg/guide.test.ts checks each exists, cites its state's section, and that a bot game's
// first turn goes through them in this order.
import type { GameGuide } from '../../src/core/module';

export const lpgGuide: GameGuide = {
  title: 'Turn 1 tour',
  steps: [
    {
      state: 'gameTurn.weather',
      text:
        'A game turn is one week, four to a month, October 1776 to March 1777, the American player turn first, ' +
        'then the British (§1). It opens with the weather, one die on the month\'s table for both player turns ' +
        '(§6). Rain adds 1 to the cost of a march that leaves the roads and snow 2; in either the attacker ' +
        'fights at -1 and artillery gives no bonus. Two freezes in a row ice the Delaware hard enough for men ' +
        'and horses, not guns.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.commandPhase',
      text:
        'Only units in command move or attack; the rest stay and only defend (§3). Washington (radius 5) and ' +
        'the division leaders are in command on their own; a brigade or battalion leader must stand within the ' +
        'radius of one in command, and no order passes an enemy-held hex. Leaderless units out of every commander\'s ' +
        'reach roll one die: in command on a 1. A commander may reconnoitre instead (§4): he stays put, and enemy ' +
        'markers within his radius less one are turned up for the turn. The racks are open; on the map ' +
        'commanders and the five phantom markers look alike. Draw an action card if you like (§5): hold three at most.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.movementPhase',
      text:
        'Each stack in command moves once, at its slowest unit: infantry 5, riflemen 6, guns 4, dragoons 8, ' +
        'trains 3 (§6). Woods and hills cost 1 more and swamp 2, each once a turn; roads and bridges go at full ' +
        'speed, and no move is cut below 1. A river without a bridge takes a turn to reach and the next to cross; ' +
        'entering an enemy hex ends the move. A forced march goes one further, but every unit flips for ' +
        'attrition (§7). Three infantry, one gun and one dragoon unit move freely; each unit more costs 1 (§9).',
    },
    {
      state: 'gameTurn.americanPlayerTurn.combatPhase',
      text:
        'Every hex where both sides stand must fight, one battle at a time (§10). The highest commander of each ' +
        'side may call stacks within 3 hexes, one die each; those that answer march again toward the battle ' +
        '(§11). Each side then draws combat cards by its highest commander\'s rank (Washington all six) and ' +
        'chooses one face down (§12); shown together, the chart gives the winner, the casualties plus the other ' +
        'side\'s bonuses, who retreats and the Loyalty Index. Militia fall first, then regulars, guns and dragoons ' +
        '(§13); a loser\'s commander is killed on a 1, captured on a 2. Losing Washington ends the game.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.reinforcementPhase',
      text:
        'A settlement where one side alone stands is that side\'s (§14). Supply is traced for every stack (§15): ' +
        'within a hex of a friendly settlement or of a road to one free of the enemy; a lone village feeds a ' +
        'brigade, a fort two, a town four, a port any number, a baggage train as a village. Unsupplied, a unit is ' +
        'marked, the next turn flips, the third dissolves. A die adds supply and recruitment points, kept from turn to turn ' +
        '(§16); units ordered earlier arrive. Order units, rest an understrength unit in a friendly settlement ' +
        '(§7), or combine three understrength units of a type into two (§8).',
    },
    {
      state: 'gameTurn.britishPlayerTurn',
      text:
        'The British player turn (§1) has the same four phases under the same weather. The British win at once ' +
        'by killing or capturing Washington, or if the Loyalty Index falls to 0 (§2); British troops alone in ' +
        'Philadelphia at the end of March 1777 are a lesser British victory; anything else is American. For the ' +
        'British, rivers count as roads in tracing supply (§15).',
    },
  ],
};
