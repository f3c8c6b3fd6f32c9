// §5 action cards played: what each card does, as plain functions over plain data (the cards
// themselves are authored in tables/actionCards.ts; when and by whom they are played is the
// machine's response windows, src/games/lpg/cardPlay.ts; rules notes, "Action cards played (§5)").
// Nothing here changes what it is given: each function returns new data.
import { ACTION_CARDS, type ActionCardDef, type CardTiming } from '../tables/actionCards';
import { UNSUPPLIED_DISSOLVE_TURNS } from '../tables/supply';
import type { HexId, Place, Side } from '../types';
import { hexDistance, isLand, neighbours } from './hex';
import { aboveTheForts, landingShore } from './landing';
import type { MoveWorld } from './movement';
import { shiftLoyalty } from './victory';

const BY_ID = new Map(ACTION_CARDS.map((c) => [c.id, c]));

/** The card's definition (throws on an unknown id). */
export function actionCard(id: string): ActionCardDef {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no action card ${id}`);
  return c;
}

export const isActionCard = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);

/**
 * §5 whether `side` may play card `id` at a moment of `timing` in the player turn of `phasing`
 * (the card's own side only; its phase: the owner's, the enemy's, or either).
 */
export function playableAt(id: string, side: Side, timing: CardTiming, phasing: Side, turn?: number): boolean {
  const c = BY_ID.get(id);
  if (!c || c.side !== side || c.timing !== timing) return false;
  if (turn !== undefined && !inCardTurns(id, turn)) return false;
  return c.phaseOf === 'either' || (c.phaseOf === 'own') === (side === phasing);
}

/** §5 whether the card's own turns (authored: Howe's Pardon from turn 8 to 12) allow it in `turn`. */
export function inCardTurns(id: string, turn: number): boolean {
  const t = BY_ID.get(id)?.turns;
  return !t || (turn >= t.from && turn <= t.to);
}

/** What a stack's move is changed by, this player turn (src/games/lpg/cardPlay.ts keeps the lists). */
export interface StackCardEffects {
  /** Local Guide, Loyalist Guide: the terrain adjustments are not paid. */
  guided: boolean;
  /** Supreme Engineering: a river without a bridge (the Hudson too) is stepped over in the move. */
  engineered: boolean;
  /** Durham Boats: the Delaware is crossed as if bridged (floating ice included). */
  durhamBoats: boolean;
}

/** §6, §17 the movement world a stack moves in with its cards (movement.ts reads the flags). */
export function cardMoveWorld(world: MoveWorld, fx: StackCardEffects): MoveWorld {
  return { ...world, ignoreTerrain: world.ignoreTerrain || fx.guided, engineered: world.engineered || fx.engineered, durhamBoats: world.durhamBoats || fx.durhamBoats };
}

/** §5 Spy: the enemy markers (commander and phantom ids) at one hex, looked at. */
export function spyReveals(hex: HexId, enemyMarkers: readonly { id: string; hex: HexId }[]): string[] {
  return enemyMarkers.filter((m) => m.hex === hex).map((m) => m.id).sort();
}

export const DRAGOON_PATROL_RANGE = 2;

/** §5 Dragoon Patrol: the enemy markers within 2 hexes of the dragoons' hex. */
export function dragoonPatrolReveals(dragoonHex: HexId, enemyMarkers: readonly { id: string; hex: HexId }[]): string[] {
  return enemyMarkers.filter((m) => hexDistance(m.hex, dragoonHex) <= DRAGOON_PATROL_RANGE).map((m) => m.id).sort();
}

/** §5 Loyalist Guide: the enemy markers next to (or in) the hex the guided stack ends its move in. */
export function loyalistGuideReveals(endHex: HexId, enemyMarkers: readonly { id: string; hex: HexId }[]): string[] {
  const near = new Set([endHex, ...neighbours(endHex)]);
  return enemyMarkers.filter((m) => near.has(m.hex)).map((m) => m.id).sort();
}

export interface NavyWorld {
  /** The ports (place hexes). */
  ports: readonly HexId[];
  /** Hexes the enemy holds (units, commanders, markers). */
  enemy: ReadonlySet<HexId>;
  /** §18 the Americans hold two of the Hudson Forts: no sea-borne move above them. */
  fortsBar: boolean;
}

/**
 * §5 Royal Navy (with §18, §19): from a port, the hexes the stack may sail to: another port, or a
 * landing shore (coastal or on the Hudson, not swamp); never one the enemy holds, never above the
 * Hudson Forts while the Americans hold two of them.
 */
export function royalNavyDestinations(from: HexId, world: NavyWorld, allHexes: readonly HexId[]): HexId[] {
  if (!world.ports.includes(from)) return [];
  const out = new Set<HexId>();
  for (const h of [...world.ports, ...allHexes.filter(landingShore)]) {
    if (h === from || !isLand(h) || world.enemy.has(h)) continue;
    if (world.fortsBar && aboveTheForts(h)) continue;
    out.add(h);
  }
  return [...out].sort();
}

/** §5 The Militia Turns Out: a village or town the Americans hold, with no British troops in it or next to it. */
export function militiaPlaces(places: readonly Place[], held: (placeId: string) => boolean, enemyTroops: ReadonlySet<HexId>): string[] {
  return places
    .filter((p) => (p.kind === 'village' || p.kind === 'town') && held(p.id))
    .filter((p) => !enemyTroops.has(p.hex) && !neighbours(p.hex).some((n) => enemyTroops.has(n)))
    .map((p) => p.id)
    .sort();
}

/** §5 the points and Loyalty Index a card changes (Bounty, Howe's Pardon, Forced Requisition, Plunder), or null for another card. */
export function pointsAndLoyalty(id: string, points: { supply: number; recruits: number }, loyalty: number): { points: { supply: number; recruits: number }; loyalty: number } | null {
  switch (id) {
    case 'bounty': return { points: { ...points, recruits: points.recruits + 2 }, loyalty };
    case 'pardon-proclamation': return { points: { ...points }, loyalty: shiftLoyalty(loyalty, -1) };
    case 'forced-requisition': return { points: { ...points, supply: points.supply + 2 }, loyalty: shiftLoyalty(loyalty, 1) };
    case 'hessian-plunder': return { points: { ...points, supply: points.supply + 3 }, loyalty: shiftLoyalty(loyalty, 2) };
    default: return null;
  }
}

/** §5 a battle side's changes from the cards it played before the combat cards (combatResolution.ts BattleSide). */
export function battleCardEffect(card: string | null): { cardBonuses?: Record<string, number>; casualtyChangeIfLoses?: number } {
  if (card === 'grenadiers') return { cardBonuses: { grenadiers: 1 } };
  if (card === 'fighting-retreat') return { casualtyChangeIfLoses: -1 };
  return {};
}

/**
 * §5 $10 Bounty: a unit the supply check would dissolve (attrition on an understrength unit, or a
 * third unsupplied turn) stays, understrength, its unsupplied count held below dissolution.
 */
export function sparedByBounty<U extends { understrength: boolean; unsupplied: number }>(u: U): U {
  return { ...u, understrength: true, unsupplied: Math.min(u.unsupplied + 1, UNSUPPLIED_DISSOLVE_TURNS - 1) };
}
