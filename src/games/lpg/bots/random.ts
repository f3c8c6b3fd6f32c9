// The random player: uniform over the legal events, except that it ends a phase only one time in four
// when something else is open (a uniform end would leave most stacks where they stand).
import type { BotInput } from '../../../core/module';
import type { LpgEvent } from '../legal';
import type { LpgState } from '../state';

export type LpgBotInput = BotInput<{ context: LpgState }, LpgEvent>;

const idle = (e: LpgEvent): boolean => e.type === 'endCommand' || e.type === 'endMovement' || e.type === 'endReinforcement';

export function randomBot({ legal, rng }: LpgBotInput): LpgEvent {
  const busy = legal.filter((e) => !idle(e));
  return busy.length > 0 && rng.int(4) > 0 ? rng.pick(busy) : rng.pick(legal);
}
