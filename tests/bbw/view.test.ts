// Brief Border Wars hidden information (5.0, 9.13): each hand of Action cards is secret, the other
// side's Special Action cards are known only by count, the deck's order is hidden, and the RNG holds
// the dice to come. Two states differing only in those things must give a side identical views.
import { describe, expect, it } from 'vitest';
import { bbwModule } from '../../machines/bbw/index';
import { Rng } from '../../src/core/rng';
import { bbwView } from '../../src/games/bbw/view';
import { initialState } from '../../src/games/bbw/rules/setup';
import { selectCards } from '../../src/games/bbw/rules/cards';
import type { BbwState } from '../../src/games/bbw/state';
import { cloneState } from '../../src/games/bbw/state';
import { cardDef } from '../../src/games/bbw/data';
import { chooser } from '../../src/games/bbw/rules/choices';
import type { Side } from '../../src/games/bbw/types';
import { describeViewPrivacy, otherRng, shuffle } from '../support/viewPrivacy';

/**
 * The same game with the other side's hand exchanged with deck cards of its colour (unless 9.13
 * shows it), the deck reshuffled, another RNG. While the other side is the one deciding, its hand
 * shows in its own legal events (module.legalEvents lists the decider's choices; the table shows
 * them to that player only), so then only the deck and the RNG are perturbed.
 */
function perturbBbw(s: BbwState, side: string, rng: Rng): BbwState | null {
  const other: Side = side === 'white' ? 'grey' : 'white';
  const out = cloneState(s);
  out.deck = shuffle(out.deck, rng);
  if (!s.options.openHand[other] && chooser(s) !== other) {
    const colour = (id: string) => { const c = cardDef(id); return c.kind === 'event' ? null : c.colour; };
    const at = out.deck.map((id, i) => [id, i] as const).filter(([id]) => colour(id) === other).map(([, i]) => i);
    const pool = shuffle([...out.hands[other], ...at.map((i) => out.deck[i]!)], rng);
    out.hands[other] = pool.slice(0, s.hands[other].length);
    at.forEach((i, k) => { out.deck[i] = pool[s.hands[other].length + k]!; });
  }
  out.rng = otherRng(rng);
  return out;
}

describeViewPrivacy<BbwState>({
  module: bbwModule,
  perturb: perturbBbw,
  games: [
    { label: 'The Football War', seeds: [1, 2, 3] },
    { label: '9.13 grey hand face up', seeds: [4, 5], options: { openHand: { grey: true } } },
  ],
});

describe('5.0 / 9.13 what a view shows of the hands', () => {
  it('5.0: the other hand is a count only; 9.13 shows it face up', () => {
    const s = selectCards(initialState(3));
    const v = bbwView(s, 'white');
    expect(v.hands.white).toEqual([...s.hands.white].sort());
    expect(v.hands.grey).toBeNull();
    expect(v.handCounts.grey).toBe(s.hands.grey.length);
    expect(v.specials.grey).toBeNull();
    expect('deck' in v).toBe(false);
    expect('rng' in v).toBe(false);
    const open = selectCards(initialState(3, { openHand: { grey: true } }));
    expect(bbwView(open, 'white').hands.grey).toEqual([...open.hands.grey].sort());
  });
});
