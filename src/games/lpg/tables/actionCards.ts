// §5 action cards. AUTHORED (docs/authored-data.md, "La Petite Guerre: action cards"): the text
// names one ("Supreme engineering", §17) and says how they are played: one drawn in each Command
// phase, at most three in hand, played by either player at any time within reason (those that
// change a combat before the combat cards are shown), on one hex unless the card says otherwise.
// Each side draws from its own deck of 12 (reshuffled when empty), so a hand says nothing about
// the other side's.
import type { Side } from '../types';

/**
 * When a card may be played (the response windows of the machine; rules notes, "Action cards
 * played (§5)"): in a Command, Movement or Reinforcement phase; in each battle before the combat
 * cards are shown; or when a Reinforcement phase opens, before supply is traced.
 */
export type CardTiming = 'command' | 'movement' | 'beforeCombatCards' | 'beforeSupply' | 'reinforcement';

/** Whose phase the card is played in: the owner's, the enemy's, or either (a battle is both sides'). */
export type CardPhaseOf = 'own' | 'enemy' | 'either';

export interface ActionCardDef {
  id: string;
  name: string;
  side: Side;
  /** Copies in the side's deck. */
  copies: number;
  timing: CardTiming;
  phaseOf: CardPhaseOf;
  /** What it does, in the game's words. */
  text: string;
  /** The game turns (first, last) in which it may be played at all; any turn where absent. */
  turns?: { from: number; to: number };
}

export const HAND_LIMIT = 3;

/** The cards in each side's deck. */
export const DECK_SIZE = 12;

export const ACTION_CARDS: readonly ActionCardDef[] = [
  // American deck (12).
  { id: 'supreme-engineering', name: 'Supreme Engineering', side: 'american', copies: 2, timing: 'movement', phaseOf: 'own', text: 'One stack crosses a river without a bridge (the Hudson too) in one turn instead of two.' },
  { id: 'durham-boats', name: 'Durham Boats', side: 'american', copies: 1, timing: 'movement', phaseOf: 'own', text: 'Every American stack crosses the Delaware this turn as if bridged, ice floes included.' },
  { id: 'militia-turns-out', name: 'The Militia Turns Out', side: 'american', copies: 2, timing: 'reinforcement', phaseOf: 'own', text: 'Place a militia unit in a friendly village or town not next to an enemy unit.' },
  { id: 'local-guide', name: 'Local Guide', side: 'american', copies: 2, timing: 'movement', phaseOf: 'own', text: 'One stack ignores the terrain adjustment this turn.' },
  { id: 'spy', name: 'Spy', side: 'american', copies: 1, timing: 'command', phaseOf: 'own', text: 'Look at the units under one enemy commander or phantom marker.' },
  { id: 'fighting-retreat', name: 'Fighting Retreat', side: 'american', copies: 2, timing: 'beforeCombatCards', phaseOf: 'either', text: 'In this combat your casualties are one fewer if you lose.' },
  { id: 'bounty', name: '$10 Bounty', side: 'american', copies: 1, timing: 'beforeSupply', phaseOf: 'own', text: 'Gain 2 recruitment points; no unit dissolves from attrition this turn.' },
  { id: 'forage-denied', name: 'Forage Denied', side: 'american', copies: 1, timing: 'beforeSupply', phaseOf: 'enemy', text: 'One British-held village supplies nothing this turn.' },
  // British deck (12).
  { id: 'loyalist-guide', name: 'Loyalist Guide', side: 'british', copies: 2, timing: 'movement', phaseOf: 'own', text: 'One stack ignores the terrain adjustment this turn; an enemy stack it ends next to is revealed.' },
  { id: 'pardon-proclamation', name: "Howe's Pardon", side: 'british', copies: 1, timing: 'reinforcement', phaseOf: 'own', text: 'Loyalty Index -1; played only from the last week of November to the end of December (the proclamation of 30 November; after Trenton the oath-takers were branded traitors)', turns: { from: 8, to: 12 } },
  { id: 'grenadiers', name: 'Grenadiers', side: 'british', copies: 2, timing: 'beforeCombatCards', phaseOf: 'either', text: '+1 in this combat.' },
  { id: 'royal-navy', name: 'Royal Navy', side: 'british', copies: 2, timing: 'movement', phaseOf: 'own', text: 'One stack in a port moves to another port or coastal hex not enemy held; it may not move next turn.' },
  { id: 'dragoon-patrol', name: 'Dragoon Patrol', side: 'british', copies: 2, timing: 'command', phaseOf: 'own', text: 'Reveal every enemy unit within 2 hexes of one of your dragoon units.' },
  { id: 'forced-requisition', name: 'Forced Requisition', side: 'british', copies: 2, timing: 'reinforcement', phaseOf: 'own', text: 'Gain 2 supply points; Loyalty Index +1.' },
  { id: 'hessian-plunder', name: 'Plunder', side: 'british', copies: 1, timing: 'reinforcement', phaseOf: 'own', text: 'Gain 3 supply points; Loyalty Index +2.' },
];
