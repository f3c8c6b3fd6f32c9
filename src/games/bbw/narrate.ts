// The log lines of Brief Border Wars: one sentence per beat, in the game's words.
import type { BbwBeat } from './beats';
import { cardName, placeName, sideName, unitName } from './describe';
import type { Side } from './types';
import type { BbwState } from './state';

export function narrateBeats(beats: readonly BbwBeat[], before?: BbwState): string[] {
  const unit = (id: string) => (before ? unitName(before, id) : id);
  const place = (id: string) => (before ? placeName(before, id) : id);
  // The nations' names ("El Salvador"), not the sides' ids.
  const nation = (side: Side) => (before ? sideName(before, side) : side);
  const out: string[] = [];
  for (const b of beats) {
    switch (b.type) {
      case 'cards.drawn': out.push(`Cards drawn: ${b.counts.white} white, ${b.counts.grey} grey.`); break;
      case 'randomEvent': out.push(`Random Event (roll ${b.roll}): ${b.id}.`); break;
      case 'card.played': out.push(b.card === null ? `${nation(b.side)} passes.` : `${nation(b.side)} plays the ${cardName(b.card)}${b.mode === 'move' ? ' for Movement' : b.mode === 'combat' ? ' for Combat' : ''}.`); break;
      case 'unit.moved': out.push(`${unit(b.unit)} moves from ${place(b.from)} to ${place(b.to)}.`); break;
      case 'dice.rolled': out.push(`${b.step === 'air' ? 'Air-to-air' : 'Ground combat'} dice: white ${b.rolls.white.join(' ') || '-'}, grey ${b.rolls.grey.join(' ') || '-'}.`); break;
      case 'hit': out.push(`A hit on ${unit(b.unit)}.`); break;
      case 'unit.changed': out.push(`${unit(b.unit)} is now ${b.disrupted ? 'disrupted' : 'undisrupted'} in ${place(b.loc)}.`); break;
      case 'recovery.rolled': out.push(`Recovery rolls (5-6 recovers): ${b.rolls.map((r) => `${unit(r.unit)} ${r.roll}${r.recovered ? ' recovers' : ''}`).join(', ')}.`); break;
      case 'battle.ended': out.push(`${b.winner === b.attacker ? `${nation(b.winner)} wins the battle in` : `${nation(b.winner)} holds`} ${place(b.area)} (6.24).`); break;
      case 'turn.advanced': out.push(`Game-turn ${b.turn} begins.`); break;
      case 'game.over': out.push(`Game over: ${b.outcome.winner === 'white' || b.outcome.winner === 'grey' ? nation(b.outcome.winner) : b.outcome.winner} (${b.outcome.level}), ${b.outcome.reason}.`); break;
    }
  }
  return out;
}
