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
        'Each game turn is one week, four to a month, from October 1776 to the end of March 1777 (§1). It opens ' +
        'with the weather: one die on the month\'s table, for both player turns (§6). October is mostly clear. ' +
        'Rain adds 1 to the movement cost of a march that leaves the roads, snow 2, and in either the side that ' +
        'attacks fights at -1 and artillery gives no bonus; two freezing turns in a row ice the Delaware hard ' +
        'enough for men and horses, not guns. The American player turn comes first, then the British.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.commandPhase',
      text:
        'The Command phase (§3): only units in command may move or attack; the rest stay where they are and can ' +
        'only defend. Washington (the Commander in Chief, radius 5) and the division leaders (radius 4 or 3) are ' +
        'in command on their own; a brigade or battalion leader must stand within the radius of a commander in ' +
        'command, a chain, and no order passes through a hex the enemy holds. Units on a commander\'s rack stand ' +
        'in his hex; leaderless units out of every commander\'s reach roll one die, in command on a 1. A commander ' +
        'may reconnoitre instead (§4): he and his units do not move this turn, but enemy markers within his radius ' +
        'less one are turned face up until the game turn ends. Your racks are open to the enemy; on the map every ' +
        'commander and phantom marker looks alike, and up to five phantoms can hide leaderless units or act as ' +
        'decoys. Draw one action card if you like (§5): you may hold three, and each card names when it is played.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.movementPhase',
      text:
        'The Movement phase (§6): each stack in command moves once, a commander with his rack or the leaderless ' +
        'units of a hex, at its slowest unit (infantry 5 hexes, riflemen 6, guns 4, dragoons 8, trains 3). Woods ' +
        'and hills cost 1 more and swamp 2, each only once a turn however many such hexes are entered; roads and ' +
        'bridges go at full speed, and a move is never cut below 1 hex. A river without a bridge takes two turns: ' +
        'one to reach the bank, the whole next move to cross. Entering an enemy hex ends the move. A forced march ' +
        '(§7) goes one hex further but every unit in the stack suffers attrition and flips to its understrength ' +
        'side. Three infantry move freely with one gun and one dragoon unit (§9); each unit more costs a hex of ' +
        'movement, while commanders and baggage trains are free.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.combatPhase',
      text:
        'The Combat phase (§10): every hex where both sides stand must fight, one battle at a time; a phantom ' +
        'decoy caught alone is simply removed. First the calls for reinforcements (§11): the attacker\'s highest ' +
        'commander in the battle, then the defender\'s, may call stacks of his own or lesser commanders, or ' +
        'leaderless ones, within 3 hexes, one die each, and those that answer march again toward the battle. Then each side draws as many ' +
        'combat cards as its highest commander\'s rank (Washington and Howe all six, a battalion leader one) and ' +
        'chooses one face down (§12); a side outnumbered more than 2 to 1 cannot charge. Shown together, the chart ' +
        'names the winner, the casualties (plus the other side\'s bonuses), who must leave the hex and the Loyalty ' +
        'Index. Losses fall on militia first, then regulars, guns and dragoons (§13), and each commander of the ' +
        'loser is killed on a 1 or captured on a 2. Washington lost ends the game.',
    },
    {
      state: 'gameTurn.americanPlayerTurn.reinforcementPhase',
      text:
        'The Reinforcement phase (§14): a settlement where one side alone stands is that side\'s. Supply is traced ' +
        'for every stack (§15): within one hex of a friendly settlement, or of a road leading to one free of the ' +
        'enemy; a lone village feeds one brigade, a fort two, a town four, a port any number, and a baggage train ' +
        'serves as a village. A stack unsupplied is marked, on a second turn in a row it flips, on a third it ' +
        'dissolves. Then one die gives supply and recruitment points, added to the month\'s timetable and kept ' +
        'from turn to turn (§16), and units due on your timeline appear at their settlement. Spend the points to ' +
        'order units, rest an understrength unit that did not move in a friendly settlement for one recruitment ' +
        'point (§7), or combine three understrength units of a type into two full ones (§8).',
    },
    {
      state: 'gameTurn.britishPlayerTurn',
      text:
        'The British player turn (§1) has the same four phases under the same weather: Command, Movement, Combat ' +
        'and Reinforcement. The British win at once by killing or capturing Washington, or if the Loyalty Index ' +
        'falls to 0 (§2); holding Philadelphia alone at the end of March 1777 is a lesser British victory, and ' +
        'anything else is an American one. For the British the rivers count as roads when tracing supply (§15). ' +
        'When this turn ends the next game turn begins with its weather.',
    },
  ],
};
