// Pawn Race's events: one generator per event type, the legality check the machine's guard uses,
// and why an event is refused, with its rule (src/games/<id>/legal.ts in a real game).
import type { RaceContext } from './state';

export type RaceEvent = { type: 'advance'; side: string } | { type: 'rest'; side: string };

export const GENERATORS: { readonly [T in RaceEvent['type']]: (s: RaceContext) => RaceEvent[] } = {
  advance: (s) => [{ type: 'advance', side: s.current }],
  rest: (s) => (s.rested[s.current] ? [] : [{ type: 'rest', side: s.current }]),
};

export function isLegal(s: RaceContext, event: RaceEvent): boolean {
  return whyIllegal(s, event) === '';
}

/** Empty when legal. */
export function whyIllegal(s: RaceContext, event: RaceEvent): string {
  const extra = Object.keys(event).filter((k) => k !== 'type' && k !== 'side');
  if (extra.length > 0) return `R2/R3: "${event.type}" takes no ${extra.join(', ')}.`;
  if (event.side !== s.current) return `R1: it is ${s.current}'s move, not ${event.side}'s.`;
  if (event.type === 'rest' && s.rested[s.current]) return `R3: ${s.current} rested last time and may not rest twice in a row.`;
  return '';
}
