// Plain words for Brief Border Wars: what happens now, and a label for each decision.
import { cardDef } from './data';
import type { BbwEvent } from './legal';
import { areaDef, boardOf, defOf, isArea } from './rules/board';
import type { BbwState } from './state';
import type { Side } from './types';

export const sideName = (s: BbwState, side: Side): string => boardOf(s).scenario.data.nations[side];
export const unitName = (s: BbwState, id: string): string => defOf(s, id).name;
export function placeName(s: BbwState, loc: string | null): string {
  if (loc === null) return 'stays';
  const b = boardOf(s);
  if (isArea(s, loc)) return areaDef(s, loc).name;
  return b.rears.get(loc)?.name ?? b.damagedBoxes.get(loc)?.name ?? loc;
}
export function cardName(id: string): string {
  const c = cardDef(id);
  if (c.kind === 'action') return `${c.colour} card ${c.move}/${c.combat}`;
  if (c.kind === 'special') return `${c.colour} Special Action card`;
  return 'Random Event card';
}

export const BBW_EVENT_NAMES: Record<BbwEvent['type'], string> = {
  play: 'Play a card', move: 'Move a unit', endCard: 'End the card', openBattle: 'Choose a Battle area', designate: 'Designate a unit',
  confirmBattle: 'Resolve the battle', cancelBattle: 'Cancel the battle', defenderAir: 'Add defending air units', react: 'Reaction Move',
  allocate: 'Allocate a hit', result: 'Disrupt or retreat', exploit: 'Exploit', endExploitation: 'End exploitation',
};

export const BBW_HOW_TO: Partial<Record<BbwEvent['type'], string>> = {
  play: 'Pick a card from your hand and say whether it is played for Movement or Combat, or Pass.',
  move: 'Pick a unit, then an adjacent area.',
  allocate: 'Pick the unit that takes the hit.',
};

export function labelEvent(s: BbwState, e: BbwEvent): string {
  switch (e.type) {
    case 'play': {
      const p = e.play;
      if (p.kind === 'pass') return 'Pass';
      if (p.kind === 'action') return `Play ${cardName(p.card)} for ${p.mode === 'move' ? 'Movement' : 'Combat'}`;
      if (p.use === 'rally-area') return `Special Action: undisrupt ground units in ${placeName(s, p.area)}`;
      return p.use === 'rally-air' ? 'Special Action: undisrupt air units in the Rear Area' : 'Special Action: Damaged Units to the Rear Area';
    }
    case 'move': return `Move ${unitName(s, e.unit)} to ${placeName(s, e.to)}`;
    case 'endCard': return 'End the card';
    case 'openBattle': return `Battle in ${placeName(s, e.area)}`;
    case 'designate': return `Designate ${unitName(s, e.step.unit)} (${e.step.role})`;
    case 'confirmBattle': return 'Resolve the battle';
    case 'cancelBattle': return 'Cancel the battle';
    case 'defenderAir': return e.units.length ? `Defend with ${e.units.map((u) => unitName(s, u)).join(', ')}` : 'No defending air units';
    case 'react': return e.reaction.kind === 'pass' ? 'No Reaction Move' : `Reaction Move: ${e.reaction.units.map((u) => unitName(s, u)).join(', ')}`;
    case 'allocate': return `Hit on ${unitName(s, e.unit)}`;
    case 'result': return e.to === null ? 'Stay (disrupted)' : `Retreat to ${placeName(s, e.to)}`;
    case 'exploit': return `Exploit: ${unitName(s, e.unit)} to ${placeName(s, e.to)}`;
    case 'endExploitation': return 'End exploitation';
  }
}

export function placeOfEvent(s: BbwState, e: BbwEvent): string | null {
  switch (e.type) {
    case 'move': case 'exploit': return e.to;
    case 'openBattle': return e.area;
    case 'result': return e.to;
    default: return null;
  }
}

export function describeState(s: BbwState, _path: string): string {
  const p = s.pending;
  const who = 'side' in p ? sideName(s, p.side) : '';
  switch (p.kind) {
    case 'selection': return `Turn ${s.turn}: the Card Selection Phase (5.0) draws six cards.`;
    case 'play': return `Turn ${s.turn}: ${who} plays a card or passes (6.0).`;
    case 'move': return `${who} moves units with the card (6.1), ${s.action?.left ?? 0} left.`;
    case 'combat': return `${who} chooses a Battle area (6.2), ${s.action?.left ?? 0} attacking units left.`;
    case 'designate': return `${who} designates the battle in ${placeName(s, s.designation?.area ?? null)} (6.21).`;
    case 'defenderAir': return `${who} may add defending air units (6.21).`;
    case 'reaction': return `${who} may make a Reaction Move (6.32).`;
    case 'allocateAir': return `${who} allocates air-to-air hits (6.22).`;
    case 'allocateGround': return `${who} allocates ground combat hits (6.21).`;
    case 'defenderResult': return `${who} chooses the result for ${unitName(s, p.unit)} (6.21, 6.23).`;
    case 'exploit': return `${who} may exploit with mechanized units (6.24).`;
    case 'final': return `Turn ${s.turn}: the Final Phase (7.0).`;
    case 'over': return 'The game is over (8.0).';
  }
}
