// Pawn Race's bots (src/games/<id>/bots/ in a real game): they pick from the legal events given,
// with the RNG given.
import type { Bot } from '../../../src/core/module';
import type { RaceEvent } from './legal';

export const randomBot: Bot<unknown, RaceEvent> = ({ legal, rng }) => rng.pick(legal);
/** Resting never helps: always advance. */
export const smartBot: Bot<unknown, RaceEvent> = ({ legal }) => legal.find((e) => e.type === 'advance') ?? legal[0]!;
