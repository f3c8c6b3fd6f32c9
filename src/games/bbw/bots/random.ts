// The random player: uniform over the legal events, except that it Passes or ends a card only one
// time in four when something else is open (a uniform Pass would end most turns at once).
import type { BotInput } from '../../../core/module';
import type { BbwEvent } from '../legal';
import type { BbwState } from '../state';

export type BbwBotInput = BotInput<{ context: BbwState }, BbwEvent>;

const idle = (e: BbwEvent): boolean =>
  (e.type === 'play' && e.play.kind === 'pass') || e.type === 'endCard' || e.type === 'cancelBattle' || e.type === 'endExploitation';

export function randomBot({ legal, rng }: BbwBotInput): BbwEvent {
  const busy = legal.filter((e) => !idle(e));
  return busy.length > 0 && rng.int(4) > 0 ? rng.pick(busy) : rng.pick(legal);
}
