// The beats of the landings (§19) and of razing (§15), read off the state before and after an event
// (beats.ts joins them). Hidden things stay out: a landing prepared names the port, never the stack.
// When a supply determination with razing closes, supply, points and arrivals follow it: their
// dissolutions and arrivals are told here (beats.ts tells them when the phase opens without one).
import type { LpgEvent } from './legal';
import type { LpgState } from './state';
import type { HexId, Side } from './types';

export type LandingRazingBeat =
  /** §19 a landing announced in a port (which stack is not said). */
  | { type: 'landing.prepared'; side: Side; port: string; rule: string }
  /** §19 a prepared stack lands on the coast. */
  | { type: 'landing.made'; side: Side; hex: HexId; rule: string }
  /** §15 a settlement razed: double supply now, a razed marker for the rest of the year. */
  | { type: 'settlement.razed'; side: Side; place: string; through: number; rule: string }
  | { type: 'loyalty.changed'; index: number; delta: number; rule: string }
  | { type: 'unit.arrived'; side: Side; unit: string; hex: HexId; rule: string }
  | { type: 'unit.dissolved'; side: Side; unit: string; rule: string };

export function landingRazingBeats(before: LpgState, after: LpgState, event: LpgEvent): LandingRazingBeat[] {
  const out: LandingRazingBeat[] = [];
  if (event.type === 'prepareLanding') {
    const l = after.landings.find((x) => x.commander === event.commander);
    if (l) out.push({ type: 'landing.prepared', side: event.side, port: l.port, rule: '19' });
  }
  if (event.type === 'land') out.push({ type: 'landing.made', side: event.side, hex: event.to, rule: '19' });
  if (event.type === 'raze') {
    out.push({ type: 'settlement.razed', side: event.side, place: event.place, through: after.razedThrough[event.place] ?? after.turn, rule: '15' });
    if (after.loyalty !== before.loyalty) out.push({ type: 'loyalty.changed', index: after.loyalty, delta: after.loyalty - before.loyalty, rule: '15' });
  }
  if ((event.type === 'raze' || event.type === 'traceSupply') && before.razing !== null && after.razing === null && after.phase === 'reinforcement') {
    const had = new Set(before.units.map((u) => u.id));
    const has = new Set(after.units.map((u) => u.id));
    for (const u of before.units) if (!has.has(u.id) && u.side === after.side) out.push({ type: 'unit.dissolved', side: u.side, unit: u.id, rule: '15' });
    for (const u of after.units) if (!had.has(u.id)) out.push({ type: 'unit.arrived', side: u.side, unit: u.id, hex: u.hex!, rule: '16' });
  }
  return out;
}
