// Plain words for La Petite Guerre: what happens now, and a label for each decision.
import { COMMANDERS } from './orderOfBattle';
import { COMBAT_CARDS } from './tables/combat';
import { ACTION_CARDS } from './tables/actionCards';
import { placeAt } from './rules/hex';
import { PLACES } from './map';
import type { LpgEvent } from './legal';
import type { LpgState } from './state';
import type { HexId } from './types';
import { actionCardName, MONTH_NAME, settlementName, unitName, unitTypeName } from './words';

const SIDE_NAME = { american: 'American', british: 'British' } as const;
const commanderName = (id: string) => COMMANDERS.find((c) => c.id === id)?.name ?? id;
const placeName = (id: string) => PLACES.find((p) => p.id === id)?.name ?? id;
export const hexName = (h: HexId) => {
  const p = placeAt(h);
  return p ? `${p.name} (${h})` : `hex ${h}`;
};

export const LPG_EVENT_NAMES: Record<LpgEvent['type'], string> = {
  recce: 'Reconnoitre', rollCommand: 'Roll for command', detach: 'Leave a unit on the map', placePhantom: 'Place a phantom marker', removePhantom: 'Take a phantom marker off', attach: 'Put a unit on a rack', draw: 'Draw an action card', discard: 'Discard an action card',
  endCommand: 'End the Command phase', move: 'Move a stack', endMovement: 'End the Movement phase',
  callReinforcements: 'Call for reinforcements', declineCall: 'Make no call', chooseCombatCard: 'Choose a combat card', retreat: 'Retreat',
  orderUnit: 'Order a unit', rest: 'Rest a unit', combine: 'Combine understrength units', endReinforcement: 'End the Reinforcement phase',
  playCard: 'Play an action card', passCard: 'Play no action card',
  prepareLanding: 'Prepare a landing', land: 'Land', raze: 'Raze a settlement', traceSupply: 'Trace supply',
};

const CARD_NAME: Record<string, string> = Object.fromEntries(COMBAT_CARDS.map((c) => [c.id, c.name]));
const ACTION_NAME: Record<string, string> = Object.fromEntries(ACTION_CARDS.map((c) => [c.id, c.name]));

const PHASE_WORDS = {
  command: 'Command phase (§3)', movement: 'Movement phase (§6)', combat: 'Combat phase (§10)', reinforcement: 'Reinforcement phase (§14)',
} as const;

/** One plain sentence of what happens now, with its section: the turn, its week and weather, the phase, the battle's step, an action-card window (§5), the supply determination (§15). */
export function describeState(s: LpgState, _statePath: string): string {
  if (s.phase === 'over') return `The campaign is over: the ${s.winner ? SIDE_NAME[s.winner] : ''} side wins (§2).`;
  const when = `Turn ${s.turn} (${MONTH_NAME[s.month]}, week ${s.week}), ${s.weather}`;
  if (s.cardWindow) {
    return `${when}: the ${SIDE_NAME[s.side]} ${s.cardWindow.at === 'battle' ? 'Combat' : 'Reinforcement'} phase: the ${SIDE_NAME[s.cardWindow.side]} side may play an action card ${s.cardWindow.at === 'battle' ? 'before the combat cards are chosen' : 'before supply is traced'}, or pass (§5).`;
  }
  if (s.phase === 'combat' && s.combat) {
    const b = s.combat;
    const step = b.step === 'calls'
      ? `the ${SIDE_NAME[b.caller]} call for reinforcements (§11)`
      : b.step === 'cards' ? 'both sides choose a combat card face down (§12)' : `the ${SIDE_NAME[b.retreating!]} side retreats (§12)`;
    return `${when}: the ${SIDE_NAME[s.side]} Combat phase, the battle at ${hexName(b.hex)}: ${step}.`;
  }
  if (s.phase === 'reinforcement' && s.razing !== null) return `${when}: the ${SIDE_NAME[s.side]} Reinforcement phase: the supply determination: raze a settlement for double its capacity, or trace supply (§15).`;
  return `${when}: the ${SIDE_NAME[s.side]} ${PHASE_WORDS[s.phase]}.`;
}

export function labelEvent(_s: LpgState, e: LpgEvent): string {
  switch (e.type) {
    case 'recce': return `${commanderName(e.commander)} reconnoitres instead of taking command`;
    case 'rollCommand': return `Leaderless units at ${hexName(e.hex)} roll for command (1 in 6)`;
    case 'detach': return `${unitName(e.unit, _s)} leaves its commander's rack for the map`;
    case 'attach': return `${unitName(e.unit, _s)} goes onto ${commanderName(e.commander)}'s rack`;
    case 'placePhantom': return `A phantom marker onto ${hexName(e.hex)}`;
    case 'removePhantom': {
      // One label per marker (the action list keys its buttons by label): where it stands, as placing it said.
      const hex = _s.phantoms.find((p) => p.id === e.phantom)?.hex;
      return hex ? `Take the phantom marker at ${hexName(hex)} off the map` : `Take phantom marker ${e.phantom} off the map`;
    }
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
    case 'playCard': {
      const name = ACTION_NAME[e.card] ?? e.card;
      const stack = e.stack ? (e.stack.startsWith('hex:') ? `units at ${hexName(e.stack.slice(4))}` : commanderName(e.stack)) : null;
      const on = e.to ? `: ${stack} sails to ${hexName(e.to)}` : stack ? ` on ${stack}` : e.place ? ` at ${e.place}` : e.hex ? ` at ${hexName(e.hex)}` : '';
      return `Play ${name}${on}`;
    }
    case 'passCard': return 'Play no action card now';
    case 'prepareLanding': return `${commanderName(e.commander)} prepares a landing in his port (a turn a brigade)`;
    case 'land': return `${commanderName(e.commander)} lands at ${hexName(e.to)}`;
    case 'raze': return `Raze ${placeName(e.place)}: double its supply this phase, razed for the rest of the year, Loyalty Index against you`;
    case 'traceSupply': return 'Trace supply (raze nothing more)';
  }
}
