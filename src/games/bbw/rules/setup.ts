// 3.0 Setting up the game: the designated player (white) gets the six white Special Action cards,
// the other (grey) the six grey; the 42-card deck is shuffled from the seed; units go where the
// conflict's set-up says; the Game Turn marker goes in space 1. 9.11 takes Special Action cards out
// and gives 1 VP per 2 removed (rounded up) to the side deprived.
import { createRng, shuffled } from '../../../core/rng';
import { DECK, SPECIAL_CARDS } from '../data';
import { type BbwOptions, type BbwOptionsInput, type BbwState, RuleError, bbwOptionsSchema } from '../state';
import { SIDES, type Side } from '../types';
import { boardFor } from './board';

export function initialState(seed: number, input: BbwOptionsInput | BbwOptions = {}): BbwState {
  const parsed = bbwOptionsSchema.safeParse(input);
  if (!parsed.success) throw new RuleError('9.1', `bad options: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const options = parsed.data;
  const board = boardFor(options.scenario);
  const data = board.scenario.data;
  const rng = createRng(seed);
  const deck = shuffled(rng, DECK.map((c) => c.id));

  const specials = { white: [] as string[], grey: [] as string[] };
  const removed: string[] = [];
  const compensation = { white: 0, grey: 0 };
  for (const side of SIDES) {
    const own = SPECIAL_CARDS.filter((c) => c.colour === side).map((c) => c.id);
    const n = options.specialsRemoved[side];
    specials[side] = own.slice(0, own.length - n);
    removed.push(...own.slice(own.length - n));
    compensation[side] = Math.ceil(n / 2);
  }

  const units = data.units.map((u) => {
    const loc = data.setup[u.id];
    if (!loc) throw new Error(`${data.id}: no set-up for ${u.id}`);
    if (!board.areas.has(loc) && !board.rears.has(loc) && !board.damagedBoxes.has(loc)) throw new Error(`${data.id}: ${u.id} set up in unknown place ${loc}`);
    return { id: u.id, loc, disrupted: false };
  });

  const none = (): Record<Side, string[]> => ({ white: [], grey: [] });
  return {
    options,
    units,
    deck,
    hands: none(),
    specials,
    discard: [],
    removed,
    turn: 1,
    lastTurn: data.turns,
    passes: 0,
    received: { white: 0, grey: 0 },
    effects: [],
    events: [],
    compensation,
    action: null,
    designation: null,
    battle: null,
    lastBattle: null,
    pending: { kind: 'selection' },
    rng,
  };
}
