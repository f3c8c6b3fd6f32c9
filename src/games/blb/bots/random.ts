// Bots choose among the legal events they are given, with the RNG they are given.
import type { BotInput } from '../../../core/module';
import type { BlbEvent } from '../legal';
import type { BlbState } from '../state';

export type BlbBotInput = BotInput<{ context: BlbState }, BlbEvent>;

/** Uniform over the legal events. */
export function randomBot({ legal, rng }: BlbBotInput): BlbEvent {
  return rng.pick(legal);
}
