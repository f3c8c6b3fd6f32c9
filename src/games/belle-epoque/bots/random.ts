// Bots choose among the legal events they are given, with the RNG they are given.
import type { BotInput } from '../../../core/module';
import type { BelleEvent } from '../legal';
import type { BelleContext } from '../state';

export type BelleBotInput = BotInput<{ context: BelleContext }, BelleEvent>;

/** Uniform over the legal events. */
export function randomBot({ legal, rng }: BelleBotInput): BelleEvent {
  return rng.pick(legal);
}
