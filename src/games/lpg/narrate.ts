// The log lines of La Petite Guerre: what one event's beats say happened, one sentence a line, in
// the game's words, with commanders, units and places by their names.
//
// The log is one for both players (src/app/eventLog.ts narrates no viewer), so a line says only what
// both sides may know (view.ts and the rules notes, "Fog of war"): a stack's move is "an American
// stack" going to its hex (the marker is seen to arrive, not which commander it is nor what is under
// it); a card drawn, a combat card chosen and a unit ordered are the side only; the calls for
// reinforcements are counts. What a battle shows (the cards, the winner, the units lost, the
// commanders killed or captured, the retreat) is public once the cards are shown, and the racks are
// open, so those are named. A unit dissolving unseen under a phantom marker is not told at all.
import type { LpgBeat } from './beats';
import { hexName, labelEvent } from './describe';
import type { LpgEvent, LpgEventType } from './legal';
import { calendar, type LpgState } from './state';
import { WEATHER_EFFECTS } from './tables/terrain';
import { PLACES } from './map';
import { SIDE_NAME, aSide, actionCardName, combatCardName, commanderName, hexPlace, MONTH_NAME, settlementName, unitName, unitTypeName } from './words';
import type { HexId, Side, UnitType, Weather } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const WEATHER_WORDS: Readonly<Record<Weather, string>> = {
  clear: 'clear',
  rain: 'rain',
  snow: 'snow',
  freeze: 'a hard freeze',
};

/** What the weather does this turn, in a few words (tables/terrain.ts). */
function weatherEffect(w: Weather): string {
  const e = WEATHER_EFFECTS[w];
  const parts: string[] = [];
  if (e.moveCost > 0) parts.push(`+${e.moveCost} movement off the roads`);
  if (e.attack < 0) parts.push(`${e.attack} to the attacker`);
  if (!e.artillery) parts.push('no artillery bonus');
  if (!e.landings) parts.push('no landings');
  if (w === 'freeze') parts.push('the Delaware may ice over');
  return parts.length ? `: ${parts.join(', ')}` : '';
}

/** The type of a unit arriving from the timeline at `hex`, where the side's timeline names only one type due there. */
function arrivingType(before: LpgState | undefined, side: Side, hex: HexId): UnitType | null {
  if (!before) return null;
  const due = before.timeline[side].filter((e) => e.ready <= before.turn && PLACES.find((p) => p.id === e.place)?.hex === hex);
  const types = new Set(due.map((e) => e.type));
  return types.size === 1 ? [...types][0]! : null;
}

/** A unit the other side cannot see: leaderless on the map under a phantom marker (view.ts mapUnits). */
function unseen(before: LpgState | undefined, id: string): boolean {
  if (!before) return true;
  const u = before.units.find((x) => x.id === id);
  return !u || (u.commander === null && u.phantom !== null);
}

/**
 * The log's label of a decision (the module's logLabel): the action list's label where the choice is
 * open to both sides (the racks, the discards, a retreat), and where it hides something only what
 * the other side sees: a move is a stack of the side going to its hex, a reconnaissance a commander,
 * a combat card one chosen face down, an order a unit ordered. Keyed by every event type: a new
 * decision must say whether its label is open.
 */
const LOG_LABEL: { readonly [T in LpgEventType]: 'open' | ((s: LpgState, e: Extract<LpgEvent, { type: T }>) => string) } = {
  recce: (_s, e) => `${cap(aSide(e.side))} commander reconnoitres instead of taking command`,
  rollCommand: (s, e) => (s.units.some((u) => u.side === e.side && u.commander === null && u.hex === e.hex && u.phantom !== null) ? `${SIDE_NAME[e.side]} leaderless units roll for command (1 in 6)` : labelEvent(s, e)),
  detach: 'open',
  attach: 'open',
  placePhantom: 'open',
  removePhantom: 'open',
  draw: 'open',
  discard: 'open',
  endCommand: 'open',
  move: (_s, e) => `${cap(aSide(e.side))} stack to ${hexName(e.to)}${e.forcedMarch ? ' by forced march' : ''}`,
  endMovement: 'open',
  callReinforcements: 'open',
  declineCall: 'open',
  chooseCombatCard: (_s, e) => `The ${SIDE_NAME[e.side]} side chooses a combat card, face down`,
  retreat: 'open',
  orderUnit: (_s, e) => `The ${SIDE_NAME[e.side]} side orders a unit`,
  rest: (s, e) => (unseen(s, e.unit) ? `${cap(aSide(e.side))} unit rests off its attrition (one recruitment point)` : labelEvent(s, e)),
  combine: (s, e) => ([e.absorbed, ...e.into].some((u) => unseen(s, u)) ? `Three ${SIDE_NAME[e.side]} understrength units combine into two` : labelEvent(s, e)),
  endReinforcement: 'open',
  // §19 the announcement is public (the port), the stack is not.
  prepareLanding: (s, e) => `${cap(aSide(e.side))} stack prepares a landing at ${hexPlace(s.commanders.find((c) => c.id === e.commander)?.hex ?? '')}`,
  land: (_s, e) => `${cap(aSide(e.side))} stack lands at ${hexPlace(e.to)}`,
  raze: 'open',
  traceSupply: 'open',
  // §5 a card played is public: which card and the hex it acts on, not the stack it carries.
  playCard: (s, e) => {
    const hex = e.hex ?? e.to ?? (e.stack ? (e.stack.startsWith('hex:') ? e.stack.slice(4) : s.commanders.find((c) => c.id === e.stack)?.hex) : undefined);
    const where = e.place ? ` at ${settlementName(e.place)}` : hex ? ` at ${hexPlace(hex)}` : '';
    return `The ${SIDE_NAME[e.side]} side plays ${actionCardName(e.card)}${where}`;
  },
  passCard: 'open',
};

export function logLabelEvent(s: LpgState, e: LpgEvent): string {
  const how = LOG_LABEL[e.type] as 'open' | ((s: LpgState, e: LpgEvent) => string) | undefined;
  // A decision without words here (none: the table is keyed by every type) says only its side.
  if (how === undefined) return `The ${SIDE_NAME[e.side] ?? e.side} side decides`;
  return how === 'open' ? labelEvent(s, e) : how(s, e);
}

export function narrateBeats(beats: readonly LpgBeat[], before?: LpgState): string[] {
  const out: string[] = [];
  for (const b of beats) {
    switch (b.type) {
      case 'weather': {
        const { month, week } = calendar(b.turn);
        out.push(`Turn ${b.turn}, ${MONTH_NAME[month]}, week ${week}: the weather is ${WEATHER_WORDS[b.weather]}${weatherEffect(b.weather)} (§6).`);
        break;
      }
      case 'turn.advanced':
        out.push(`The ${SIDE_NAME[b.side]} player turn begins (§1).`);
        break;
      case 'card.drawn':
        out.push(`The ${SIDE_NAME[b.side]} side draws an action card (§5).`);
        break;
      case 'stack.moved':
        out.push(b.forcedMarch
          ? `${cap(aSide(b.side))} stack makes a forced march${b.from ? ` from ${hexPlace(b.from)}` : ''} to ${hexPlace(b.to)}: its units suffer attrition (§7).`
          : `${cap(aSide(b.side))} stack marches${b.from ? ` from ${hexPlace(b.from)}` : ''} to ${hexPlace(b.to)} (§6).`);
        break;
      case 'battle.begun':
        out.push(`A battle at ${hexPlace(b.hex)}: the ${SIDE_NAME[b.attacker]} side attacks (§10).`);
        break;
      case 'reinforcements.called':
        out.push(`The ${SIDE_NAME[b.side]} side calls for reinforcements to the battle at ${hexPlace(b.hex)}: ${plural(b.called, 'stack')} called, ${b.answered} ${b.answered === 1 ? 'answers' : 'answer'} (§11).`);
        break;
      case 'combat.cardChosen':
        out.push(`The ${SIDE_NAME[b.side]} side chooses its combat card, face down (§12).`);
        break;
      case 'combat.cardsRevealed': {
        const result = b.winner ? `the ${SIDE_NAME[b.winner]} side wins the battle` : 'the battle is a draw';
        out.push(`At ${hexPlace(b.hex)} the combat cards are shown: American ${combatCardName(b.american)}, British ${combatCardName(b.british)}; ${result} (§12).`);
        break;
      }
      case 'combat.casualties': {
        if (b.steps === 0 && b.removed.length === 0) {
          out.push(`${SIDE_NAME[b.side]} casualties at ${hexPlace(b.hex)}: none (§13).`);
          break;
        }
        const lost = b.removed.length ? `; lost: ${b.removed.map((id) => unitName(id, before)).join(', ')}` : '';
        out.push(`${SIDE_NAME[b.side]} casualties at ${hexPlace(b.hex)}: ${plural(b.steps, 'step')}${lost} (§13).`);
        break;
      }
      case 'commander.lost':
        out.push(`${commanderName(b.commander)} is ${b.fate} (§13).`);
        break;
      case 'loyalty.changed':
        out.push(`The Loyalty Index ${b.delta > 0 ? 'rises' : 'falls'} by ${Math.abs(b.delta)} to ${b.index} (§12).`);
        break;
      case 'combat.retreat':
        out.push(b.to === null
          ? `The ${SIDE_NAME[b.side]} side at ${hexPlace(b.from)} has nowhere to retreat: its units are lost and its commanders captured (§12).`
          : `The ${SIDE_NAME[b.side]} side retreats from ${hexPlace(b.from)} to ${hexPlace(b.to)} (§12).`);
        break;
      case 'unit.ordered':
        out.push(`The ${SIDE_NAME[b.side]} side orders a new unit (§16).`);
        break;
      case 'unit.arrived': {
        const type = arrivingType(before, b.side, b.hex);
        out.push(`A new ${SIDE_NAME[b.side]} ${type ? `${unitTypeName(type)} unit` : 'unit'} appears at ${hexPlace(b.hex)} (§16).`);
        break;
      }
      case 'unit.dissolved':
        if (!unseen(before, b.unit)) out.push(`${unitName(b.unit, before)} dissolves for want of supply (§15).`);
        break;
      case 'card.played': {
        const where = b.hex ? ` at ${hexPlace(b.hex)}` : '';
        out.push(`The ${SIDE_NAME[b.side]} side plays ${actionCardName(b.card)}${where}${b.to ? `, to ${hexPlace(b.to)}` : ''} (§5).`);
        break;
      }
      case 'landing.prepared':
        out.push(`The ${SIDE_NAME[b.side]} side prepares a landing in ${settlementName(b.port)} (§19).`);
        break;
      case 'landing.made':
        out.push(`${cap(aSide(b.side))} force lands at ${hexPlace(b.hex)} (§19).`);
        break;
      case 'settlement.razed':
        out.push(`The ${SIDE_NAME[b.side]} side razes ${settlementName(b.place)}: double supply this time, then nothing for the rest of the year (§15).`);
        break;
      case 'game.over':
        out.push(`The game is over: a ${b.outcome.level} ${SIDE_NAME[b.outcome.winner as Side] ?? b.outcome.winner} victory (§${b.outcome.rule}). ${b.outcome.reason}`);
        break;
    }
  }
  return out;
}
