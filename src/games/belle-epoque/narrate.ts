// What happened, in words, from the beats the machine emitted for one event
// (src/games/belle-epoque/beats.ts): the log's outcome lines and the exported record's readable log.
// Pure: the beats and the context the event was sent in (for the units' names) in, sentences out.
import type { BelleBeat } from './beats';
import { encounterTerrain } from './data';
import { unitName, unitNameFromId } from './describe';
import { sectorLabel } from './rules/hex';
import type { BelleContext } from './state';

const sideName = (s: string): string => (s === 'red' ? 'Red' : s === 'blue' ? 'Blue' : s);
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const TERRAIN_WORDS: Record<string, string> = { open: 'open ground', hill: 'hill', dense: 'dense vegetation' };
const route = (from: number | null, path: readonly number[]): string =>
  [...(from === null ? [] : [from]), ...path].map(sectorLabel).join(' → ');
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
const faces = (rolls: readonly number[]): string => rolls.join(' ');

/** One beat in words (null for one a reader does not need). `before` names the units. */
export function describeBeat(beat: BelleBeat, before?: BelleContext): string | null {
  const name = (id: string): string => (before ? unitName(before.game, id) : unitNameFromId(id));
  switch (beat.type) {
    case 'armies.deployed':
      return `The armies are deployed; ${plural(beat.discovered, 'sector')} discovered.`;
    case 'sectors.discovered': {
      const found = beat.sectors.map((d) => `${sectorLabel(d.sector)} ${TERRAIN_WORDS[encounterTerrain(d.roll)] ?? encounterTerrain(d.roll)} (rolled ${d.roll})`);
      return `Discovered: ${list(found)}.`;
    }
    case 'turn.begun':
      return `Turn ${beat.turn} begins${beat.tokensBack.length ? `: ${plural(beat.tokensBack.length, 'token')} back in the bowl` : ''}.`;
    case 'command.rolled':
      return `Command Points: ${(['red', 'blue'] as const).map((s) => `${sideName(s)} rolled ${faces(beat.rolls[s])} = ${beat.points[s]}`).join('; ')}.`;
    case 'token.drawn':
      return `A ${sideName(beat.side)} token is drawn (${beat.left.red} red and ${beat.left.blue} blue left).`;
    case 'unit.activated':
      return `${name(beat.unit)} activates.`;
    case 'reactivity.tested': {
      // The activation's own test is the active unit's (named by its Activate entry); a reaction names its unit.
      const what = beat.reaction === 'salvo' ? `Salvo test of ${name(beat.unit)}` : beat.reaction === 'evade' ? `Evade test of ${name(beat.unit)}` : 'Reactivity test';
      const target = beat.basicScore + beat.commandPoints;
      const cp = beat.commandPoints ? ` + ${plural(beat.commandPoints, 'Command Point')}` : '';
      return `${what}: rolled ${beat.roll}, needing ${target} or less (Basic Score ${beat.basicScore}${cp}): ${beat.success ? 'passed' : 'failed'}.`;
    }
    case 'activation.ended':
      return 'Activation over.';
    case 'unit.moved':
      return `${name(beat.unit)} ${beat.kind === 'march' ? 'marched' : 'moved'} ${route(beat.from, beat.path)}.`;
    case 'unit.evaded':
      return `${name(beat.unit)} evaded ${route(beat.from, beat.path)}.`;
    case 'unit.fellBack':
      return `${name(beat.unit)} fell back ${route(beat.from, beat.path)}.`;
    case 'unit.fired': {
      const hitOn = beat.missUpTo > 0 ? `${beat.missUpTo + 1}–${beat.toHit}` : beat.toHit === 1 ? '1' : `1–${beat.toHit}`;
      return `${name(beat.firer)} fired at ${name(beat.target)}: ${plural(beat.rolls.length, 'die', 'dice')} ${faces(beat.rolls)}, hit on ${hitOn}${beat.missReason && beat.missUpTo > 0 ? ` (${beat.missReason})` : ''}: ${plural(beat.hits, 'hit')}.`;
    }
    case 'losses.taken': {
      const lost = Object.entries(beat.losses)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${name(id)} ${plural(n, 'stand')}${beat.eliminated.includes(id) ? ' (eliminated)' : ''}`);
      const tokens = beat.tokensRemoved.length ? `; ${beat.tokensRemoved.length === 1 ? 'its token leaves' : 'their tokens leave'} the bowl` : '';
      return lost.length ? `Losses: ${list(lost)}${tokens}.` : `No stands lost${tokens}.`;
    }
    case 'reaction.passed':
      return `${sideName(beat.side)} makes no reaction.`;
    case 'assault.declared':
      return `${name(beat.attacker)} declares an assault on ${name(beat.defender)}.`;
    case 'assault.cancelled':
      return `The assault of ${name(beat.attacker)} on ${name(beat.defender)} is called off.`;
    case 'assault.fought': {
      const winner = beat.winner === null ? 'a tie' : `${name(beat.winner)} wins`;
      return (
        `Assault: ${name(beat.attacker)} rolled ${faces(beat.attackerRolls)} (success on ${beat.attackerLevel} or less): ${beat.attackerScore}; ` +
        `${name(beat.defender)} rolled ${faces(beat.defenderRolls)} (on ${beat.defenderLevel} or less): ${beat.defenderScore}; ${winner}.`
      );
    }
    case 'position.carried':
      return `${name(beat.unit)} carries the position at ${sectorLabel(beat.sector)}.`;
    case 'game.over':
      return `Game over: ${beat.outcome.winner === 'draw' ? 'a draw' : `${sideName(beat.outcome.winner)} wins`} (${beat.outcome.level}). ${sentence(beat.outcome.reason)}`;
  }
}

/** An event's beats in words, one sentence a line. */
export function narrateBeats(beats: readonly BelleBeat[], before?: BelleContext): string[] {
  const out: string[] = [];
  for (const beat of beats) {
    const line = describeBeat(beat, before);
    if (line) out.push(line);
  }
  return out;
}
