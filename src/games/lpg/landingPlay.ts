// §17-§19 the landings joined to the game (the pure rules are rules/landing.ts; rules notes, "Landings
// and razing in play"). Only the British land. In their Movement phase a stack in command standing in
// an unrazed port they hold, with no American marker in it, may prepare a landing instead of moving
// (`prepareLanding`: a commander and his rack; the announcement is public, which stack it is is not).
// The preparation takes one turn a brigade of the rack as it stands (rules/landing.ts
// landingPrepTurns): until then the stack does not move and answers no call. From the turn it is
// ready it may land (`land`) on any coastal hex that is not swamp, holds no American marker, is not
// above the Hudson Forts while the Americans hold two of them (§18), in any weather but Snow; or march
// off by land (the preparation lapses). A preparation lapses too when its commander leaves the port
// or is lost, or the port is razed or lost. The landed force does not move (nor answer a call) in the
// next game turn (§19 "cannot move for one turn"), and every battle in its beachhead until then gives
// the seaborne invader -1 and the defender +1 (rules/combat.ts combatBonuses, through
// combatPhase.ts battleOf). Pure functions over a copy the caller owns.
import { HUDSON_FORTS } from './orderOfBattle';
import { ALL_HEXES, place } from './rules/hex';
import { embarkationPort, landingHexes, landingPrepTurns, landingRefusal, mayMoveAfterLanding, portAt, type LandingWorld } from './rules/landing';
import { occupied, unitHex, type LpgState } from './state';
import type { HexId, Side, UnitType } from './types';
import type { LpgEvent } from './legal';

/** §19 a landing: in preparation in `port` (hex null), or landed at `hex` on `landedTurn` with `units`. */
export interface LandingState {
  /** The commander whose stack (he and his rack) lands. */
  commander: string;
  /** The port (place id) the landing is prepared in. */
  port: string;
  /** The game turn the preparation was announced. */
  begun: number;
  /** The beachhead once landed, else null. */
  hex: HexId | null;
  landedTurn: number | null;
  /** The units that landed (empty while in preparation: the rack as it stands is the force). */
  units: string[];
}

export type LandingEvent = Extract<LpgEvent, { type: 'prepareLanding' | 'land' }>;

/** A stack as legal.ts lists the movable ones (a commander's, or leaderless units'). */
interface MovableStack {
  id: string;
  hex: HexId;
  commander: string | null;
  units: { id: string; type: UnitType }[];
}

const rackTypes = (s: LpgState, commander: string) => s.units.filter((u) => u.commander === commander).map((u) => u.type);

/** §18, §19 what the landing rules are checked against now: American markers (as the British see the map), the weather, the forts the Americans hold. */
export function landingWorld(s: LpgState): LandingWorld {
  return { enemy: occupied(s, 'american'), weather: s.weather, americanForts: new Set(HUDSON_FORTS.filter((f) => s.holders[f] === 'american')) };
}

/** §19 the first game turn the preparation may land: begun + one turn a brigade of the rack now. */
export function readyTurn(s: LpgState, l: LandingState): number {
  return l.begun + landingPrepTurns(rackTypes(s, l.commander));
}

/** §19 the port (place id) at the commander's hex, if the British may prepare a landing there now. */
export function embarkationAt(s: LpgState, hex: HexId): string | null {
  const port = portAt(hex);
  if (!port) return null;
  const british = new Set(Object.keys(s.holders).filter((p) => s.holders[p] === 'british'));
  return embarkationPort(port, british, new Set(s.razed), occupied(s, 'american')) ? port : null;
}

/**
 * §19 whether the commander's stack may not move now: preparing and not yet ready, or landed last
 * turn or this one, or carrying on his rack a unit that landed then (it stays held under another).
 */
export function commanderHeldByLanding(s: LpgState, commander: string): boolean {
  const l = s.landings.find((x) => x.commander === commander);
  if (l && l.hex === null) return s.turn < readyTurn(s, l);
  if (l && !mayMoveAfterLanding(l.landedTurn!, s.turn)) return true;
  return s.landings.some((x) => x.hex !== null) && s.units.some((u) => u.commander === commander && unitHeldByLanding(s, u.id));
}

/** §19 whether a unit that landed may not move yet (it stays so if its commander is lost). */
export function unitHeldByLanding(s: LpgState, unit: string): boolean {
  return s.landings.some((l) => l.hex !== null && l.units.includes(unit) && !mayMoveAfterLanding(l.landedTurn!, s.turn));
}

/** §19 every landing event open now, from the British stacks legal.ts finds movable (in command, not moved, not held). */
export function landingEvents(s: LpgState, movable: readonly MovableStack[]): LandingEvent[] {
  if (s.phase !== 'movement' || s.side !== 'british') return [];
  const out: LandingEvent[] = [];
  let shore: HexId[] | null = null;
  for (const st of movable) {
    if (!st.commander || st.units.length === 0) continue;
    const l = s.landings.find((x) => x.commander === st.commander);
    if (!l) {
      if (embarkationAt(s, st.hex)) out.push({ type: 'prepareLanding', side: 'british', commander: st.commander });
    } else if (l.hex === null && embarkationAt(s, st.hex) === l.port) {
      shore ??= landingHexes(landingWorld(s), ALL_HEXES);
      for (const to of shore) if (to !== st.hex) out.push({ type: 'land', side: 'british', commander: st.commander, to });
    }
  }
  return out;
}

/** §17-§19 why a landing event is refused now (legal.ts asks only once it is not legal), naming the section. */
export function landingEventRefusal(s: LpgState, e: LandingEvent): string {
  if (e.side !== 'british') return '§19: only the British land ("The British can attempt a landing").';
  const c = s.commanders.find((k) => k.id === e.commander);
  if (!c || c.side !== 'british' || c.lost) return '§19: a landing is a British commander\'s stack (he and the units on his rack).';
  const l = s.landings.find((x) => x.commander === e.commander);
  if (e.type === 'prepareLanding') {
    if (l) return l.hex === null ? '§19: this stack is already preparing a landing.' : '§19: after the landing the units involved cannot move for one turn.';
    if (!embarkationAt(s, c.hex)) return '§19: a landing is prepared in a port the British hold, not razed and free of the enemy (the stack must stand in it).';
    if (c.moved) return '§6: units can only be moved once per turn (preparing a landing is the stack\'s move).';
    if (s.units.every((u) => u.commander !== c.id)) return '§19: a commander alone lands nothing: the units on his rack are the landing force.';
    return '§3: units without command cannot act, only defend (preparing a landing needs the stack in command).';
  }
  if (!l || l.hex !== null) return '§19: a landing is first announced and prepared in a port (prepareLanding).';
  if (s.turn < readyTurn(s, l)) return `§19: the preparation takes one turn a brigade: this landing is ready on turn ${readyTurn(s, l)}.`;
  const why = landingRefusal(e.to, landingWorld(s));
  if (why === 'snow') return '§19: landings are impossible in Snow; the landing waits until the weather clears.';
  if (why === 'above-forts') return '§18: no British landing above the Hudson Forts while the Americans hold two of them.';
  if (why === 'enemy-held') return '§19: no landing on an enemy controlled hex.';
  if (why === 'not-shore' || e.to === c.hex) return '§19: a landing goes to a coastal hex (the Hudson counts as coast) that is not swamp.';
  if (c.moved) return '§6: units can only be moved once per turn.';
  return '§3: units without command cannot act, only defend (landing needs the stack in command).';
}

/** §19 applies a landing event (already checked legal). */
export function applyLandingEvent(s: LpgState, e: LandingEvent): void {
  const c = s.commanders.find((k) => k.id === e.commander)!;
  const rack = s.units.filter((u) => u.commander === c.id);
  c.moved = true;
  for (const u of rack) u.moved = true;
  if (e.type === 'prepareLanding') {
    const port = embarkationAt(s, c.hex)!;
    s.landings.push({ commander: c.id, port, begun: s.turn, hex: null, landedTurn: null, units: [] });
    s.log.push(`§19 the British announce a landing prepared at ${place(port).name}.`);
    return;
  }
  const l = s.landings.find((x) => x.commander === c.id)!;
  c.hex = e.to;
  l.hex = e.to;
  l.landedTurn = s.turn;
  l.units = rack.map((u) => u.id).sort();
  s.log.push(`§19 a British landing at ${e.to}.`);
}

/**
 * §19 after every event: a preparation lapses when its commander is lost or has left the port, or the
 * port is razed or held by the Americans; a landed force's record goes once it may move again.
 */
export function tidyLandings(s: LpgState): void {
  s.landings = s.landings.filter((l) => {
    const c = s.commanders.find((k) => k.id === l.commander)!;
    if (l.hex !== null) return !mayMoveAfterLanding(l.landedTurn!, s.turn);
    return !c.lost && c.hex === place(l.port).hex && !s.razed.includes(l.port) && s.holders[l.port] === 'british';
  });
}

/** §19 whether a battle in `hex` is fought on a beachhead: a landed force still held there (its commander or its units in the hex). */
export function beachheadBattle(s: LpgState, hex: HexId): boolean {
  return s.landings.some((l) => {
    if (l.hex !== hex || mayMoveAfterLanding(l.landedTurn!, s.turn)) return false;
    const c = s.commanders.find((k) => k.id === l.commander)!;
    return (!c.lost && c.hex === hex) || s.units.some((u) => l.units.includes(u.id) && unitHex(s, u) === hex);
  });
}

/**
 * What a side sees of the landings (rules notes): the announcement is public (the port and the turn
 * it began), and so is a beachhead (its hex and turn); which stack prepares or landed, and so when a
 * preparation is ready, only the British know.
 */
export function landingsView(s: LpgState, viewer: Side | null): { preparing: { port: string; begun: number; commander?: string; ready?: number }[]; beachheads: { hex: HexId; turn: number; commander?: string }[] } {
  const own = viewer === 'british';
  const preparing = s.landings
    .filter((l) => l.hex === null)
    .map((l) => (own ? { port: l.port, begun: l.begun, commander: l.commander, ready: readyTurn(s, l) } : { port: l.port, begun: l.begun }))
    .sort((a, b) => a.port.localeCompare(b.port) || a.begun - b.begun || String(a.commander).localeCompare(String(b.commander)));
  const beachheads = s.landings
    .filter((l) => l.hex !== null)
    .map((l) => (own ? { hex: l.hex!, turn: l.landedTurn!, commander: l.commander } : { hex: l.hex!, turn: l.landedTurn! }))
    .sort((a, b) => a.hex.localeCompare(b.hex) || a.turn - b.turn || String(a.commander).localeCompare(String(b.commander)));
  return { preparing, beachheads };
}
