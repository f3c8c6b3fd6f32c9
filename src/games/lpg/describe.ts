// Plain words for La Petite Guerre: what happens now, and a label for each decision.
import { COMMANDERS } from './orderOfBattle';
import { COMBAT_CARDS } from './tables/combat';
import { placeAt } from './rules/hex';
import type { LpgEvent } from './legal';
import type { LpgState } from './state';
import type { HexId } from './types';
import { actionCardName, MONTH_NAME, settlementName, unitName, unitTypeName } from './words';

const SIDE_NAME = { american: 'American', british: 'British' } as const;
const commanderName = (id: string) => COMMANDERS.find((c) => c.id === id)?.name ?? id;
export const hexName = (h: HexId) => {
  const p = placeAt(h);
  return p ? `${p.name} (${h})` : `hex ${h}`;
};

export const LPG_EVENT_NAMES: Record<LpgEvent['type'], string> = {
  recce: 'Reconnoitre', rollCommand: 'Roll for command', detach: 'Leave a unit on the map', placePhantom: 'Place a phantom marker', removePhantom: 'Take a phantom marker off', attach: 'Put a unit on a rack', draw: 'Draw an action card', discard: 'Discard an action card',
  endCommand: 'End the Command phase', move: 'Move a stack', endMovement: 'End the Movement phase',
  callReinforcements: 'Call for reinforcements', declineCall: 'Make no call', chooseCombatCard: 'Choose a combat card', retreat: 'Retreat',
  orderUnit: 'Order a unit', rest: 'Rest a unit', combine: 'Combine understrength units', endReinforcement: 'End the Reinforcement phase',
};

const CARD_NAME: Record<string, string> = Object.fromEntries(COMBAT_CARDS.map((c) => [c.id, c.name]));

const PHASE_WORDS = {
  command: 'Command phase (§3)', movement: 'Movement phase (§6)', combat: 'Combat phase (§10)', reinforcement: 'Reinforcement phase (§14)',
} as const;

/** One plain sentence of what happens now, with its section: the turn, its week and weather, the phase, the battle's step. */
export function describeState(s: LpgState, _statePath: string): string {
  if (s.phase === 'over') return `The campaign is over: the ${s.winner ? SIDE_NAME[s.winner] : ''} side wins (§2).`;
  const when = `Turn ${s.turn} (${MONTH_NAME[s.month]}, week ${s.week}), ${s.weather}`;
  if (s.phase === 'combat' && s.combat) {
    const b = s.combat;
    const step = b.step === 'calls'
      ? `the ${SIDE_NAME[b.caller]} call for reinforcements (§11)`
      : b.step === 'cards' ? 'both sides choose a combat card face down (§12)' : `the ${SIDE_NAME[b.retreating!]} side retreats (§12)`;
    return `${when}: the ${SIDE_NAME[s.side]} Combat phase, the battle at ${hexName(b.hex)}: ${step}.`;
  }
  return `${when}: the ${SIDE_NAME[s.side]} ${PHASE_WORDS[s.phase]}.`;
}

export function labelEvent(_s: LpgState, e: LpgEvent): string {
  switch (e.type) {
    case 'recce': return `${commanderName(e.commander)} reconnoitres instead of taking command`;
    case 'rollCommand': return `Leaderless units at ${hexName(e.hex)} roll for command (1 in 6)`;
    case 'detach': return `${unitName(e.unit, _s)} leaves its commander's rack for the map`;
    case 'attach': return `${unitName(e.unit, _s)} goes onto ${commanderName(e.commander)}'s rack`;
    case 'placePhantom': return `A phantom marker onto ${hexName(e.hex)}`;
    case 'removePhantom': return 'Take a phantom marker off the map';
    case 'draw': return 'Draw an action card';
    case 'discard': return `Discard ${actionCardName(e.card)}`;
    case 'endCommand': return 'End the Command phase';
    case 'move': {
      const who = e.stack.startsWith('hex:') ? `Units at ${hexName(e.stack.slice(4))}` : commanderName(e.stack);
      return `${who} to ${hexName(e.to)}${e.forcedMarch ? ' by forced march' : ''}`;
    }
    case 'endMovement': return 'End the Movement phase';
    case 'callReinforcements': return 'The highest commander in the battle calls for reinforcements';
    case 'declineCall': return 'Make no call for reinforcements';
    case 'chooseCombatCard': return `Play the combat card ${CARD_NAME[e.card] ?? e.card}`;
    case 'retreat': return `Retreat to ${hexName(e.to)}`;
    case 'orderUnit': return `Order ${unitTypeName(e.unitType)} at ${settlementName(e.place)}`;
    case 'combine': return `${unitName(e.absorbed, _s)} combines into ${e.into.map((u) => unitName(u, _s)).join(' and ')} (both to full strength)`;
    case 'rest': return `${unitName(e.unit, _s)} rests off its attrition (one recruitment point)`;
    case 'endReinforcement': return 'End the Reinforcement phase';
  }
}
