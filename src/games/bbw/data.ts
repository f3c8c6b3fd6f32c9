// Brief Border Wars system data: the 42-card Action deck and the 12 Special Action cards.
// AUTHORED (docs/authored-data.md, "Brief Border Wars: the cards"): the text gives the deck's size
// and shape (10.0: 40 Action cards whose primary values run 4-8 on a bell curve and secondary values
// 1-3, white and grey, plus 2 Random Event cards) but not the exact list.
import type { ActionCardDef, CardColour, CardDef, DeckCardDef, RandomEventCardDef, SpecialCardDef } from './types';

/**
 * One colour's ten cards of one primary value (the playing-card suit of The Little War, 10.0):
 * [primary, secondary] pairs. Primary on a bell curve 4:1, 5:2, 6:4, 7:2, 8:1; the secondary value
 * falls as the primary rises, so no card is much better than another (7 to 9 points in all).
 */
export const PRIMARY_CURVE: ReadonlyArray<readonly [number, number]> = [
  [4, 3],
  [5, 3], [5, 2],
  [6, 3], [6, 2], [6, 2], [6, 1],
  [7, 2], [7, 1],
  [8, 1],
];

function buildActionCards(): ActionCardDef[] {
  const out: ActionCardDef[] = [];
  for (const colour of ['white', 'grey'] as CardColour[]) {
    const c = colour === 'white' ? 'w' : 'g';
    PRIMARY_CURVE.forEach(([p, s], i) => {
      // Movement-primary cards (the Movement suit) ...
      out.push({ id: `${c}m${i + 1}`, kind: 'action', colour, move: p, combat: s });
    });
    PRIMARY_CURVE.forEach(([p, s], i) => {
      // ... and Combat-primary cards (the Combat suit).
      out.push({ id: `${c}c${i + 1}`, kind: 'action', colour, move: s, combat: p });
    });
  }
  return out;
}

/** 6.0: the 40 Action cards (20 white, 20 grey). */
export const ACTION_CARDS: readonly ActionCardDef[] = buildActionCards();
/** 6.0: the 2 Random Event cards (no colour: they go to no player, 5.0). */
export const RANDOM_EVENT_CARDS: readonly RandomEventCardDef[] = [
  { id: 're1', kind: 'event' },
  { id: 're2', kind: 'event' },
];
/** 3.0: the 42-card deck, in a fixed order before the seeded shuffle. */
export const DECK: readonly DeckCardDef[] = [...ACTION_CARDS, ...RANDOM_EVENT_CARDS];
/** 3.0: six white Special Action cards (designated player) and six grey (the other). */
export const SPECIAL_CARDS: readonly SpecialCardDef[] = [
  ...[1, 2, 3, 4, 5, 6].map((i): SpecialCardDef => ({ id: `sw${i}`, kind: 'special', colour: 'white' })),
  ...[1, 2, 3, 4, 5, 6].map((i): SpecialCardDef => ({ id: `sg${i}`, kind: 'special', colour: 'grey' })),
];

export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(
  [...DECK, ...SPECIAL_CARDS].map((c) => [c.id, c]),
);
export const ALL_CARD_IDS: readonly string[] = Object.keys(CARDS);

export function cardDef(id: string): CardDef {
  const c = CARDS[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/** 8.0: the game ends after this Game-turn unless an event shortens it. */
export const LAST_TURN = 7;
/** 5.0: cards drawn each Card Selection Phase. */
export const DRAW_SIZE = 6;
/** 6.21 / 6.22 / 7.0: a die scores (a hit, a recovery) on this or more. */
export const HIT_ON = 5;
/** 6.32: most ground units a ground Reaction Move adds. */
export const REACTION_GROUND_MAX = 2;
