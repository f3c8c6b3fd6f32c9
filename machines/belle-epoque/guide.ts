// Teach mode's guided first turn for Belle Epoque (authored teaching text, not rules): the
// phases of the opening and of Turn 1 in the order the game reaches them, each with a paragraph
// for a learner. The rules text has no numbers, so each paragraph cites its section headings in
// capitals, in brackets, as the machine's meta.rule does. `state` names a state of the machine
// (machine.ts); tests/belle-epoque/guide.test.ts checks every one exists and that a bot game's
// first turn goes through them all.
//
// Fire, assault, reactions, fall back and carrying the position are left out of the tour: the
// armies deploy on opposite edges of the board, and in a random-bot game they never come within
// reach of each other in Turn 1 (12 seeds in each scenario), so the tour could not be completed by
// seeing them. The "orders" paragraph introduces them instead, and each has its own teaching card
// (from the machine's meta) when the game first stops there.
import type { GameGuide } from '../../src/core/module';

export const belleGuide: GameGuide = {
  title: 'Turn 1 tour',
  steps: [
    {
      state: 'deployment',
      text:
        'The armies deploy along their own edges of the board, one unit per sector (MUSTERING). In the ' +
        '"Encounter" scenario the ground is unknown at first: one die is rolled for each sector a unit can ' +
        'see, 1 to 4 open, 5 a hill, 6 dense vegetation, and the rolling goes on after every move until all ' +
        'the sectors are discovered (ENCOUNTER SCENARIO SUGGESTION). In The Drift the map is known from the start.',
    },
    {
      state: 'commandPoints',
      text:
        'A Game Turn begins with the Command Points roll (GAME TURN). Each side rolls one die for every 8 ' +
        'stands, a d4 for a mediocre general, a d6 for an average one, a d8 for a superior one; the total is ' +
        'the Command Points for this turn only (COMMAND POINTS). Then each side puts one token of its colour ' +
        'per unit on the table into the bowl (ACTIVATION).',
    },
    {
      state: 'activation.drawToken',
      text:
        'Tokens are mixed and drawn from the bowl one after the other, so the initiative switches sides at ' +
        'random (GAME TURN). Each token activates one unit of its colour; the next token is drawn only when ' +
        'that unit is done. The turn ends when the bowl is empty (ACTIVATION).',
    },
    {
      state: 'activation.chooseUnit',
      text:
        'A token was drawn: its player picks one of his units that has not been activated this turn. Once ' +
        'played, the token goes beside the unit to show it has acted (ACTIVATION). A unit destroyed before ' +
        'its activation takes a token of its colour out of the bowl with it.',
    },
    {
      state: 'activation.reactivityTest',
      text:
        'The unit tests its reactivity before it acts (REACTIVITY TESTS). Its Basic Score comes from its ' +
        'reactivity and doctrine: poor 1 or 2, trained 2 or 3, elite 3 or 4, the higher score in close order ' +
        '(DOCTRINE). Add as many Command Points as you wish, then roll 1d6: at or under the total it may ' +
        'march, fire or assault; above it, it may only make a basic move of 1 UD.',
    },
    {
      state: 'activation.orders',
      text:
        'The unit completes its move before it fires or assaults (MOVEMENTS): a basic move of 1 UD, or after a ' +
        'passed test a march of 2 UD for infantry, 3 for mounted infantry and native warriors, 4 for cavalry, ' +
        'with no firing after it. It stops on entering cover, a hill or a sector next to the enemy, and a ' +
        'tested unit may pass through a friend next to it (INTERPENETRATION). In reach of the enemy it may ' +
        'fire, one die per stand against the "To Hit" number of its type and range (FIRING), or assault an ' +
        'adjacent unit (ASSAULT), which may meet a salvo or an evade (SALVO AND SUPPORT FIRING; EVADE ' +
        'MOVEMENTS) and end in fall backs (FALL BACK MOVEMENTS). The armies usually start too far apart for ' +
        'that in Turn 1.',
    },
    {
      state: 'activation.activationDone',
      text:
        'The activation is over: the unit keeps its token beside it and may not act again this turn, though it ' +
        'may still be assaulted and defend itself (ACTIVATION). A unit that fires a salvo or tries to evade ' +
        'when assaulted counts as activated too, and one of its tokens leaves the bowl (SALVO AND SUPPORT ' +
        'FIRING). The next token is drawn.',
    },
    {
      state: 'endOfTurn',
      text:
        'The bowl is empty, so the turn ends (ACTIVATION) and a new one begins with a fresh Command Points ' +
        'roll; unused points are lost (COMMAND POINTS). The text sets no victory, so Sandtable reads one (GAME ' +
        'TURN): a side with no unit left loses at once, an army down to a third or less of its stands at a ' +
        'turn\'s end is broken and loses, and after the last turn (8 by default) points for stands destroyed ' +
        'and ground held decide.',
    },
  ],
};
