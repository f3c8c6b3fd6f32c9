// What happened in Brief Border Wars, as the machine emits it: read off the state before and after
// each rule (the rules keep the dice in `lastBattle` / `battle` and the events in `events`), so the
// narration and the table never recompute a rule. Hidden things stay out: a beat names a drawn card
// only by its count (the view decides what a side may see).
import { beatTypeList, type GameOverBeat } from '../../core/module';
import type { BbwState } from './state';
import type { Side } from './types';
import type { BbwEvent } from './legal';
import type { RecoveryRoll } from './rules/final';
import { defenderBroken } from './rules/combat';

export interface BbwOutcome {
  winner: string;
  level: string;
  reason: string;
  rule: string;
  vp: Record<Side, number>;
}

export type BbwBeat =
  | { type: 'cards.drawn'; counts: Record<Side, number>; rule: string }
  | { type: 'randomEvent'; id: string; roll: number; rule: string }
  | { type: 'card.played'; side: Side; card: string | null; mode: 'move' | 'combat' | 'special' | 'pass'; rule: string }
  | { type: 'unit.moved'; unit: string; from: string; to: string; rule: string }
  | { type: 'dice.rolled'; step: 'air' | 'ground'; rolls: Record<Side, number[]>; rule: string }
  | { type: 'hit'; unit: string; rule: string }
  | { type: 'unit.changed'; unit: string; disrupted: boolean; loc: string; rule: string }
  | { type: 'recovery.rolled'; rolls: RecoveryRoll[]; rule: string }
  /** A battle is over, its results applied: who won it by 6.24's test (the Attacker when every Defender ground unit that was in the area is disrupted or damaged). */
  | { type: 'battle.ended'; area: string; attacker: Side; winner: Side; rule: string }
  | { type: 'turn.advanced'; turn: number; rule: string }
  | GameOverBeat<BbwOutcome>;

export const BBW_BEAT_TYPES = beatTypeList<BbwBeat>({
  'cards.drawn': true, randomEvent: true, 'card.played': true, 'unit.moved': true, 'dice.rolled': true, hit: true, 'unit.changed': true,
  'recovery.rolled': true, 'battle.ended': true, 'turn.advanced': true, 'game.over': true,
});

/**
 * The beats of one rule: `before` the state it was applied to, `after` the result; `recovery` the
 * Final Phase's recovery rolls (7.0: finalPhaseRolled gives them; the dice are not kept in the
 * state), shown after the air units fly home and before the units that recovered change.
 */
export function beatsOf(before: BbwState, after: BbwState, event?: BbwEvent, recovery?: readonly RecoveryRoll[]): BbwBeat[] {
  const out: BbwBeat[] = [];
  if (before.pending.kind === 'selection') {
    out.push({ type: 'cards.drawn', counts: { white: after.hands.white.length - before.hands.white.length, grey: after.hands.grey.length - before.hands.grey.length }, rule: '5.0' });
  }
  for (const e of after.events.slice(before.events.length)) out.push({ type: 'randomEvent', id: e.id, roll: e.roll, rule: '5.0' });
  if (event?.type === 'play') {
    const p = event.play;
    out.push({ type: 'card.played', side: event.side, card: p.kind === 'pass' ? null : p.card, mode: p.kind === 'action' ? p.mode : p.kind, rule: p.kind === 'special' ? '6.31' : '6.0' });
  }
  if (event?.type === 'react' && event.reaction.kind !== 'pass') {
    out.push({ type: 'card.played', side: event.side, card: event.reaction.card, mode: 'special', rule: '6.32' });
  }
  // dice: a battle's rolls appear once (in the live battle or, once it is over, in lastBattle)
  const b0 = before.battle;
  const b1 = after.battle ?? (before.battle !== null || event?.type === 'confirmBattle' ? after.lastBattle : null);
  if (b1?.airRolls && !b0?.airRolls) out.push({ type: 'dice.rolled', step: 'air', rolls: b1.airRolls, rule: '6.22' });
  if (b1?.groundRolls && !b0?.groundRolls) out.push({ type: 'dice.rolled', step: 'ground', rolls: b1.groundRolls, rule: '6.21' });
  if (event?.type === 'allocate') out.push({ type: 'hit', unit: event.unit, rule: before.pending.kind === 'allocateAir' ? '6.22' : '6.21' });
  const rule = before.pending.kind === 'final' ? '7.0' : event?.type === 'move' ? '6.1' : event?.type === 'exploit' ? '6.24' : event?.type === 'react' ? '6.32' : '6.21';
  const rolled = new Set(recovery?.map((r) => r.unit) ?? []);
  const changes: BbwBeat[] = [];
  for (let i = 0; i < after.units.length; i++) {
    const u0 = before.units[i]!;
    const u1 = after.units[i]!;
    const into = rolled.has(u1.id) ? changes : out;
    if (u0.loc !== u1.loc && u0.disrupted === u1.disrupted && (event?.type === 'move' || event?.type === 'exploit' || event?.type === 'react')) {
      into.push({ type: 'unit.moved', unit: u1.id, from: u0.loc, to: u1.loc, rule });
    } else if (u0.loc !== u1.loc || u0.disrupted !== u1.disrupted) {
      into.push({ type: 'unit.changed', unit: u1.id, disrupted: u1.disrupted, loc: u1.loc, rule });
    }
  }
  // The battle is over once its results are applied (its record moves to lastBattle).
  const ended = before.battle !== null && after.battle === null ? after.lastBattle : null;
  if (ended) {
    const defender: Side = ended.attacker === 'white' ? 'grey' : 'white';
    out.push({ type: 'battle.ended', area: ended.area, attacker: ended.attacker, winner: defenderBroken(after, ended) ? ended.attacker : defender, rule: '6.24' });
  }
  if (recovery && recovery.length > 0) out.push({ type: 'recovery.rolled', rolls: recovery.map((r) => ({ ...r })), rule: '7.0' });
  out.push(...changes);
  if (after.turn !== before.turn && after.pending.kind !== 'over') out.push({ type: 'turn.advanced', turn: after.turn, rule: '7.0' });
  return out;
}

