// What happened in La Petite Guerre, as the machine emits it, read off the state before and after
// each rule. Hidden things stay out: a drawn card is a count, a move says its side, the hex the stack
// left and the hex it entered, never the stack's id (the view decides what the opponent sees of it).
import { beatTypeList, type GameOverBeat } from '../../core/module';
import type { LpgEvent } from './legal';
import { unitHex, type LpgState } from './state';
import type { HexId, Side, Weather } from './types';
import type { CombatCard } from './tables/combat';
import { cardBeats, type CardPlayedBeat } from './cardPlay';
import { landingRazingBeats, type LandingRazingBeat } from './landingBeats';
import { WINTER_PLUNDER_LOG } from './reinforcement';

export interface LpgOutcome {
  winner: string;
  level: string;
  reason: string;
  rule: string;
}

export type LpgBeat =
  | { type: 'card.drawn'; side: Side; rule: string }
  /**
   * §6 a stack moved: `from`, the stack's hex before the move, and `to` (a marker leaving one hex for
   * another is seen by both sides across a table); never the stack's id.
   */
  | { type: 'stack.moved'; side: Side; from: HexId; to: HexId; forcedMarch: boolean; rule: string }
  | { type: 'weather'; turn: number; weather: Weather; rule: string }
  | { type: 'turn.advanced'; turn: number; side: Side; rule: string }
  | { type: 'battle.begun'; hex: HexId; attacker: Side; rule: string }
  /** §11 a call: each stack's die against the number it needed (`rolls`, in the order called; the stacks stay unnamed). */
  | { type: 'reinforcements.called'; side: Side; hex: HexId; called: number; answered: number; rolls?: { need: number; roll: number; answered: boolean }[]; rule: string }
  /** §12 a card chosen, committed hidden: the side, never the card. */
  | { type: 'combat.cardChosen'; side: Side; rule: string }
  /** §12 both cards shown; `rolls`: each side's die for its card's "in 6" (absent in a report from before they were kept). */
  | { type: 'combat.cardsRevealed'; hex: HexId; american: CombatCard; british: CombatCard; winner: Side | null; rolls?: Record<Side, number>; rule: string }
  | { type: 'combat.casualties'; hex: HexId; side: Side; steps: number; removed: string[]; rule: string }
  /** §13 a commander lost; `roll`: the die that lost him (1 killed, 2 captured; none when captured with nowhere to retreat). */
  | { type: 'commander.lost'; commander: string; side: Side; fate: 'killed' | 'captured'; roll?: number; rule: string }
  | { type: 'loyalty.changed'; index: number; delta: number; rule: string }
  /** §12 the side that left the battle's hex, and where to (null: nowhere to go, units lost, commanders captured). */
  | { type: 'combat.retreat'; side: Side; from: HexId; to: HexId | null; rule: string }
  /** §16 a unit ordered: the side, never what or where (the timeline is hidden). */
  | { type: 'unit.ordered'; side: Side; rule: string }
  | { type: 'unit.arrived'; side: Side; unit: string; hex: HexId; rule: string }
  | { type: 'unit.dissolved'; side: Side; unit: string; rule: string }
  /** §5 an action card played: the card, where it acts, what it did (cardPlay.ts). */
  | CardPlayedBeat
  | LandingRazingBeat
  | GameOverBeat<LpgOutcome>;

export const LPG_BEAT_TYPES = beatTypeList<LpgBeat>({
  'card.drawn': true, 'stack.moved': true, weather: true, 'turn.advanced': true, 'game.over': true,
  'battle.begun': true, 'reinforcements.called': true, 'combat.cardChosen': true, 'combat.cardsRevealed': true, 'combat.casualties': true, 'commander.lost': true, 'loyalty.changed': true, 'combat.retreat': true,
  'unit.ordered': true, 'unit.arrived': true, 'unit.dissolved': true,
  'card.played': true,
  'landing.prepared': true, 'landing.made': true, 'settlement.razed': true,
});

/** §6 where a moving stack stood: its commander's hex, or the leaderless stack's ("hex:CCRR"). */
function stackHexBefore(before: LpgState, stack: string): HexId {
  if (stack.startsWith('hex:')) return stack.slice(4);
  const c = before.commanders.find((k) => k.id === stack);
  if (!c) throw new Error(`stack.moved: no stack ${stack}`);
  return c.hex;
}

export function beatsOf(before: LpgState, after: LpgState, event: LpgEvent): LpgBeat[] {
  const out: LpgBeat[] = [];
  if (event.type === 'draw') out.push({ type: 'card.drawn', side: event.side, rule: '5' });
  if (event.type === 'move') out.push({ type: 'stack.moved', side: event.side, from: stackHexBefore(before, event.stack), to: event.to, forcedMarch: event.forcedMarch, rule: event.forcedMarch ? '7' : '6' });
  if (event.type === 'callReinforcements' && after.combat) {
    const calls = after.combat.calls.slice(before.combat?.calls.length ?? 0);
    out.push({
      type: 'reinforcements.called', side: event.side, hex: after.combat.hex, called: calls.length, answered: calls.filter((c) => c.answered).length,
      rolls: calls.map((c) => ({ need: c.need, roll: c.roll, answered: c.answered })), rule: '11',
    });
  }
  if (event.type === 'chooseCombatCard') out.push({ type: 'combat.cardChosen', side: event.side, rule: '12' });
  const r = after.lastBattle;
  if (r && r.n !== before.lastBattle?.n) {
    out.push({ type: 'combat.cardsRevealed', hex: r.hex, american: r.cards.american, british: r.cards.british, winner: r.winner, ...(r.cardRolls ? { rolls: { ...r.cardRolls } } : {}), rule: '12' });
    for (const side of ['american', 'british'] as const) out.push({ type: 'combat.casualties', hex: r.hex, side, steps: r.casualties[side], removed: r.removed[side], rule: '13' });
    for (const c of r.commanderLosses) out.push({ type: 'commander.lost', commander: c.id, side: c.side, fate: c.fate, ...(c.roll !== undefined ? { roll: c.roll } : {}), rule: '13' });
    if (after.loyalty !== before.loyalty) out.push({ type: 'loyalty.changed', index: after.loyalty, delta: after.loyalty - before.loyalty, rule: '12' });
    if (r.retreat && r.retreat.to === null) out.push({ type: 'combat.retreat', side: r.retreat.side, from: r.hex, to: null, rule: '12' });
  }
  if (event.type === 'retreat' && before.combat) out.push({ type: 'combat.retreat', side: event.side, from: before.combat.hex, to: event.to, rule: '12' });
  if (event.type === 'orderUnit') out.push({ type: 'unit.ordered', side: event.side, rule: '16' });
  if (event.type === 'playCard') out.push(...cardBeats(before, after, event));
  // §14 the phase's supply and arrivals (once the §5 window before supply, if any, is closed).
  if (after.phase === 'reinforcement' && !after.cardWindow && (before.phase !== 'reinforcement' || before.cardWindow?.at === 'supply')) {
    const had = new Set(before.units.map((u) => u.id));
    const has = new Set(after.units.map((u) => u.id));
    const inBattle = new Set(r && r.n !== before.lastBattle?.n ? [...r.removed.american, ...r.removed.british] : []);
    // Units lost in the battle just resolved (casualties, or no retreat) are not dissolved by supply.
    const battleHex = r && r.n !== before.lastBattle?.n ? r.hex : null;
    for (const u of before.units) if (!has.has(u.id) && !inBattle.has(u.id) && u.side === after.side && unitHex(before, u) !== battleHex) out.push({ type: 'unit.dissolved', side: u.side, unit: u.id, rule: '15' });
    for (const u of after.units) if (!had.has(u.id)) out.push({ type: 'unit.arrived', side: u.side, unit: u.id, hex: u.hex!, rule: '16' });
    // §15 winter quarters and plunder (authored): the Index's rise, read from its log line.
    const plunder = after.log.slice(before.log.length).find((l) => l.startsWith(WINTER_PLUNDER_LOG));
    const moved = plunder ? /Loyalty (\d+) -> (\d+)/.exec(plunder) : null;
    if (moved && moved[1] !== moved[2]) out.push({ type: 'loyalty.changed', index: Number(moved[2]), delta: Number(moved[2]) - Number(moved[1]), rule: '15' });
  }
  out.push(...landingRazingBeats(before, after, event));
  if (after.combat && (!before.combat || after.battles.length !== before.battles.length)) out.push({ type: 'battle.begun', hex: after.combat.hex, attacker: after.side, rule: '10' });
  if (after.turn !== before.turn) out.push({ type: 'weather', turn: after.turn, weather: after.weather, rule: '6' });
  if (after.phase !== 'over' && (after.turn !== before.turn || after.side !== before.side)) out.push({ type: 'turn.advanced', turn: after.turn, side: after.side, rule: '1' });
  return out;
}
