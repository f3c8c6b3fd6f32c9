// One sentence of what happens now, and a label per event (src/games/<id>/describe.ts).
import type { RaceEvent } from './legal';
import type { RaceContext } from './state';

const NAME = { north: 'North', south: 'South' } as const;

export function describeState(s: RaceContext, statePath: string): string {
  if (s.outcome || statePath === 'finished') return `R4: ${s.outcome?.reason ?? 'the race is over.'}`;
  return `R1: ${NAME[s.current]} advances (R2) or rests (R3); pawns at ${s.pawns.north} and ${s.pawns.south} of ${s.goal}.`;
}

export function labelEvent(_s: RaceContext, event: RaceEvent): string {
  return event.type === 'advance' ? 'Roll and advance' : 'Rest';
}
