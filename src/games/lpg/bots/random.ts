// The random player: uniform over the legal events, except that it ends a phase only one time in four
// when something else is open (a uniform end would leave most stacks where they stand), and razes
// (§15) one time in four where it may.
import type { BotInput } from '../../../core/module';
import type { LpgEvent } from '../legal';
import type { LpgState } from '../state';

export type LpgBotInput = BotInput<{ context: LpgState }, LpgEvent>;

const idle = (e: LpgEvent): boolean => e.type === 'endCommand' || e.type === 'endMovement' || e.type === 'endReinforcement';

export function randomBot({ legal, rng }: LpgBotInput): LpgEvent {
  // §15 razing costs the Loyalty Index: one supply determination in four razes (one settlement a time).
  const razes = legal.filter((e) => e.type === 'raze');
  if (razes.length > 0) return rng.int(4) === 0 ? rng.pick(razes) : legal.find((e) => e.type === 'traceSupply')!;
  const busy = legal.filter((e) => !idle(e));
  return busy.length > 0 && rng.int(4) > 0 ? rng.pick(busy) : rng.pick(legal);
}
