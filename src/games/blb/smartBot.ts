// Placeholder replaced below by the purposeful bot.
import type { BlbEvent } from './legal';
import { randomBot, type BlbBotInput } from './bots';
export function smartBot(input: BlbBotInput): BlbEvent {
  return randomBot(input);
}
