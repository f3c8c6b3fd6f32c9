// What happened in La Petite Guerre, as the machine emits it, read off the state before and after
// each rule. Hidden things stay out: a drawn card is a count, a move names the stack as the mover
// sent it (the view decides what the opponent sees of it).
import { beatTypeList, type GameOverBeat } from '../../core/module';
import type { LpgEvent } from './legal';
import type { LpgState } from './state';
import type { Side, Weather } from './types';

export interface LpgOutcome {
  winner: string;
  level: string;
  reason: string;
  rule: string;
}

export type LpgBeat =
  | { type: 'card.drawn'; side: Side; rule: string }
  | { type: 'stack.moved'; side: Side; to: string; forcedMarch: boolean; rule: string }
  | { type: 'weather'; turn: number; weather: Weather; rule: string }
  | { type: 'turn.advanced'; turn: number; side: Side; rule: string }
  | GameOverBeat<LpgOutcome>;

export const LPG_BEAT_TYPES = beatTypeList<LpgBeat>({ 'card.drawn': true, 'stack.moved': true, weather: true, 'turn.advanced': true, 'game.over': true });

export function beatsOf(before: LpgState, after: LpgState, event: LpgEvent): LpgBeat[] {
  const out: LpgBeat[] = [];
  if (event.type === 'draw') out.push({ type: 'card.drawn', side: event.side, rule: '5' });
  if (event.type === 'move') out.push({ type: 'stack.moved', side: event.side, to: event.to, forcedMarch: event.forcedMarch, rule: event.forcedMarch ? '7' : '6' });
  if (after.turn !== before.turn) out.push({ type: 'weather', turn: after.turn, weather: after.weather, rule: '6' });
  if (after.phase !== 'over' && (after.turn !== before.turn || after.side !== before.side)) out.push({ type: 'turn.advanced', turn: after.turn, side: after.side, rule: '1' });
  return out;
}
