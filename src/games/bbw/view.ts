// What one side of Brief Border Wars may know. Each hand of Action cards is secret (5.0): the view
// gives the other side's hand only as a count, unless 9.13 plays that hand face up; the other side's
// Special Action cards as a count; the deck as a count (its order is hidden); the RNG not at all.
// Everything else (the map, the cards played, the dice) is open.
import { victory, vpHolders, type VictoryResult } from './rules/final';
import type { BbwState } from './state';
import type { Side } from './types';

export type BbwView = Omit<BbwState, 'deck' | 'hands' | 'specials' | 'rng'> & {
  side: Side | null;
  deckCount: number;
  /** The viewer's own hand (sorted), or the other hand where 9.13 shows it face up. */
  hands: Record<Side, string[] | null>;
  handCounts: Record<Side, number>;
  /** The viewer's Special Action cards (sorted); the other side's only as a count. */
  specials: Record<Side, string[] | null>;
  specialCounts: Record<Side, number>;
  /** 8.0 from open facts: who holds each VP area now (null: neither alone), by area id. */
  holders: Record<string, Side | null>;
  /** 8.0 if the game ended now: VP, adjustments, net and the grade it would give. */
  standing: VictoryResult;
};

const sorted = (xs: string[]): string[] => [...xs].sort();

export function bbwView(s: BbwState, side: string): BbwView {
  const me: Side | null = side === 'white' || side === 'grey' ? side : null;
  const sees = (owner: Side): boolean => owner === me || s.options.openHand[owner];
  const { deck, hands, specials, rng: _rng, ...open } = s;
  return {
    ...open,
    side: me,
    deckCount: deck.length,
    hands: { white: sees('white') ? sorted(hands.white) : null, grey: sees('grey') ? sorted(hands.grey) : null },
    handCounts: { white: hands.white.length, grey: hands.grey.length },
    specials: { white: me === 'white' ? sorted(specials.white) : null, grey: me === 'grey' ? sorted(specials.grey) : null },
    specialCounts: { white: specials.white.length, grey: specials.grey.length },
    holders: vpHolders(s),
    standing: victory(s),
  };
}

