// Plain words for La Petite Guerre: commanders, units, places and cards by their names (never by
// their ids), and teach mode's words for each decision: what to do on the table for it (LPG_HOW_TO,
// with "{places}" for the places lit) and the place it is chosen at (placeOfEvent). Shared by the
// log's narration (narrate.ts), the action list's groups (eventGroup.ts) and the teaching card.
import { COMMANDERS, UNITS } from './orderOfBattle';
import { PLACES } from './map';
import { ACTION_CARDS } from './tables/actionCards';
import { COMBAT_CARDS } from './tables/combat';
import { UNIT_SPECS } from './tables/units';
import { hexDistance, placeAt } from './rules/hex';
import { unitHex, type LpgState } from './state';
import type { LpgEvent, LpgEventType } from './legal';
import type { HexId, Month, Side, UnitType } from './types';

export const SIDE_NAME: Readonly<Record<Side, string>> = { american: 'American', british: 'British' };
/** "an American", "a British". */
export const aSide = (side: Side): string => (side === 'american' ? 'an American' : 'a British');

export const MONTH_NAME: Readonly<Record<Month, string>> = {
  oct: 'October 1776', nov: 'November 1776', dec: 'December 1776', jan: 'January 1777', feb: 'February 1777', mar: 'March 1777',
};

const COMMANDER_BY_ID = new Map(COMMANDERS.map((c) => [c.id, c]));
const UNIT_BY_ID = new Map(UNITS.map((u) => [u.id, u]));
const PLACE_BY_ID = new Map(PLACES.map((p) => [p.id, p]));
const ACTION_CARD_BY_ID = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const COMBAT_CARD_BY_ID = new Map(COMBAT_CARDS.map((c) => [c.id as string, c]));

/** A commander by name ("George Washington"); an unknown id stays as given. */
export const commanderName = (id: string): string => COMMANDER_BY_ID.get(id)?.name ?? id;

/** A unit type in words, lower case ("militia", "regular infantry", "baggage train"). */
export const unitTypeName = (type: UnitType): string => UNIT_SPECS[type]?.name.toLowerCase().replace(' (or levies)', '') ?? String(type);

/**
 * A unit by name: the order of battle's ("Regiment Rall"), or, for a unit raised in play
 * ("american-raised-5-1", state.ts; "american-turnout-4-1", a militia the §5 card turned out), its
 * side and type and the turn it came ("American militia raised on turn 5", the next one raised that
 * turn "..., the second"). `s` gives the raised
 * unit's type (a turned-out unit is militia); without it the type is not named.
 */
const ORDINAL: Record<number, string> = { 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', 6: 'sixth' };

export function unitName(id: string, s?: LpgState): string {
  const def = UNIT_BY_ID.get(id);
  if (def) return def.name;
  const raised = /^(american|british)-(raised|turnout)-(\d+)-(\d+)$/.exec(id);
  if (raised) {
    const side = raised[1] as Side;
    const type = raised[2] === 'turnout' ? 'militia' : s?.units.find((u) => u.id === id)?.type;
    // Two raised on one turn must not share a name (the action list tells its buttons apart by it).
    const k = Number(raised[4]);
    const nth = k > 1 ? `, the ${ORDINAL[k] ?? `${k}th`}` : '';
    return `${SIDE_NAME[side]} ${type ? unitTypeName(type) : 'unit'} raised on turn ${raised[3]}${nth}`;
  }
  return id;
}

/** A settlement by its place id ("trenton" -> "Trenton"). */
export const settlementName = (id: string): string => PLACE_BY_ID.get(id)?.name ?? id;

/** An action card by name ("Supreme Engineering"). */
export const actionCardName = (id: string): string => ACTION_CARD_BY_ID.get(id)?.name ?? id;

/** A combat card by name ("Charge!"). */
export const combatCardName = (id: string): string => COMBAT_CARD_BY_ID.get(id)?.name ?? id;

/** The nearest named place within 3 hexes of a hex (ties to the first in the map's list), or null. */
function nearestPlace(hex: HexId): string | null {
  let best: { name: string; d: number } | null = null;
  for (const p of PLACES) {
    const d = hexDistance(hex, p.hex);
    if (d <= 3 && (!best || d < best.d)) best = { name: p.name, d };
  }
  return best?.name ?? null;
}

/** A hex as the table labels it: its settlement's name ("Trenton"), else its number ("hex 1507"). */
export const hexLabel = (hex: HexId): string => placeAt(hex)?.name ?? `hex ${hex}`;

/** A hex for a reader: its settlement's name, else its number and the nearest place ("hex 1507 near Hackensack"). */
export function hexPlace(hex: HexId): string {
  const p = placeAt(hex);
  if (p) return p.name;
  const near = nearestPlace(hex);
  return near ? `hex ${hex} near ${near}` : `hex ${hex}`;
}

/**
 * What to do on the table for each decision; "{places}" stands for the places lit for it. Keyed by
 * every event type: a new decision needs its words here.
 */
export const LPG_HOW_TO: Readonly<Record<LpgEventType, string>> = {
  recce: 'Pick a commander in command on your rack ({places}) to reconnoitre instead of taking command: he and his units stay put this turn, and enemy markers within his radius less one are revealed',
  rollCommand: 'Roll for the leaderless units out of every commander\'s reach ({places}): on a 1 they are in command this turn',
  detach: 'Pick a unit on a commander\'s rack ({places}) to leave it on the map in his hex',
  attach: 'Pick a leaderless unit ({places}) to put it on the rack of a commander in its hex',
  placePhantom: 'Click a lit hex ({places}) to place a phantom marker there, over your leaderless units or as a decoy',
  removePhantom: 'Pick one of your phantom markers ({places}) to take it off the map',
  draw: 'Draw one action card from your deck (you may hold three)',
  discard: 'Pick an action card in your hand to discard it',
  endCommand: 'End the Command phase when your commanders and markers are set',
  move: 'Click a lit stack ({places}), then a lit hex to march it there (a forced march goes one hex further, at the cost of attrition)',
  endMovement: 'End the Movement phase when every stack you mean to move has moved',
  callReinforcements: 'Call for reinforcements to the battle ({places}): one die for each stack within 3 hexes, and those that answer march again toward it',
  declineCall: 'Make no call for reinforcements to the battle ({places})',
  chooseCombatCard: 'Pick one of your combat cards for this battle; it stays face down until both sides have chosen',
  retreat: 'Click a lit hex ({places}) to retreat there with everything you had in the battle',
  orderUnit: 'Pick a unit to order and the settlement it will appear at ({places}); its points are paid now',
  rest: 'Pick an understrength unit in a friendly settlement ({places}) to rest it back to full strength for one recruitment point',
  combine: 'Pick the understrength units to combine ({places}): one is taken off and two of its type come back to full strength',
  endReinforcement: 'End the Reinforcement phase and your player turn',
  prepareLanding: 'Pick a stack in a British port ({places}) to prepare a landing: it waits a turn for each brigade, then lands on a coastal hex',
  land: 'Click a lit coastal hex ({places}) to land the prepared stack there (not in Snow, nor above the Hudson forts while two are American)',
  raze: 'Pick a settlement your short-supplied stacks trace to ({places}) to raze it: double its supply this time, a razed marker for the rest of the year, and the Loyalty Index goes against you',
  traceSupply: 'Trace supply now and raze nothing more',
  playCard: 'Pick an action card in your hand, then where it acts ({places}): each card says when it may be played',
  passCard: 'Play no action card in this window',
};

/** A commander's hex now (null when lost or unknown). */
function commanderHex(s: LpgState, id: string): HexId | null {
  const c = s.commanders.find((k) => k.id === id && !k.lost);
  return c ? c.hex : null;
}

/** A unit's hex now (null when it is gone). */
export function unitHexOf(s: LpgState, id: string): HexId | null {
  const u = s.units.find((x) => x.id === id);
  if (!u) return null;
  try {
    return unitHex(s, u);
  } catch {
    return null;
  }
}

/** The place on the table an event is chosen at (as the table labels hexes), or null where it has none (a card, an end). */
export function placeOfEvent(s: LpgState, e: LpgEvent): string | null {
  const at = (hex: HexId | null) => (hex ? hexLabel(hex) : null);
  switch (e.type) {
    // Chosen on the command rack: the commander, by name (his slot there).
    case 'recce': return commanderName(e.commander);
    case 'rollCommand': return at(e.hex);
    case 'detach': {
      const under = s.units.find((u) => u.id === e.unit)?.commander;
      return under ? `${commanderName(under)}'s rack` : at(unitHexOf(s, e.unit));
    }
    case 'attach': return at(unitHexOf(s, e.unit));
    case 'placePhantom': return at(e.hex);
    case 'removePhantom': return at(s.phantoms.find((p) => p.id === e.phantom)?.hex ?? null);
    case 'move': return at(e.stack.startsWith('hex:') ? e.stack.slice(4) : commanderHex(s, e.stack));
    case 'callReinforcements':
    case 'declineCall': return at(s.combat?.hex ?? null);
    case 'retreat': return at(e.to);
    case 'orderUnit': return PLACE_BY_ID.get(e.place)?.name ?? null;
    case 'rest': return at(unitHexOf(s, e.unit));
    case 'combine': return at(unitHexOf(s, e.absorbed));
    case 'prepareLanding': return at(commanderHex(s, e.commander));
    case 'land': return at(e.to);
    case 'raze': return PLACE_BY_ID.get(e.place)?.name ?? null;
    case 'playCard': return e.to ? at(e.to) : e.hex ? at(e.hex) : e.place ? (PLACE_BY_ID.get(e.place)?.name ?? null) : e.stack ? at(e.stack.startsWith('hex:') ? e.stack.slice(4) : commanderHex(s, e.stack)) : null;
    default: return null;
  }
}
