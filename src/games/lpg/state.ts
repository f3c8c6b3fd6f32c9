// The La Petite Guerre game state: plain, serializable data for a machine's context. The whole game
// (§1-§19): the calendar (24 turns, four a month), the phase and the side to act, every unit (on the
// command rack under a commander, or on the map), the commanders on the map, the phantom markers,
// the action cards (hands, decks, discards), each side's six combat cards, supply and recruitment
// points, the Loyalty Index, razed settlements, who holds each settlement, the weather and the rng.
// Rule functions never mutate a state they are given: they clone it first.
import { z } from 'zod';
import { cloneRng, createRng, shuffled, type RngState } from '../../core/rng';
import { rollFrom } from './rules/dice';
import { rollWeather } from './rules/weather';
import type { Victory } from './rules/victory';
import type { BattleReport, CombatState } from './combatPhase';
import type { TimelineEntry } from './rules/reinforcementPhase';
import type { LandingState } from './landingPlay';
import { ACTION_CARDS, HAND_LIMIT } from './tables/actionCards';
import { COMBAT_CARDS, type CombatCard } from './tables/combat';
import { LOYALTY_START } from './tables/loyalty';
import { START_POINTS } from './tables/supply';
import { monthOfTurn, TURNS_PER_MONTH, type DelawareIce } from './tables/weather';
import { BRITISH_SETTLEMENTS_AT_START, COMMANDERS, PHANTOMS_PER_SIDE, UNITS } from './orderOfBattle';
import { PLACES } from './map';
import type { HexId, Month, Side, UnitType, Weather } from './types';

export const lpgOptionsSchema = z
  .object({
    /** §1: the last turn played (24 = the end of March 1777); a shorter game for tests and demos. */
    lastTurn: z.number().int().min(1).max(24).default(24),
  })
  .strict();
export type LpgOptions = z.infer<typeof lpgOptionsSchema>;
export type LpgOptionsInput = z.input<typeof lpgOptionsSchema>;
export const LPG_DEFAULT_OPTIONS: LpgOptions = lpgOptionsSchema.parse({});

/** §1 the phases of a player turn (weather is rolled at the start of the game turn, rules notes). */
export type Phase = 'command' | 'movement' | 'combat' | 'reinforcement' | 'over';

export interface UnitState {
  id: string;
  side: Side;
  type: UnitType;
  elite: boolean;
  /** §3 the commander it stands under on the command rack, or null: then it stands on the map at `hex`. */
  commander: string | null;
  /** Its hex when on the map (null exactly when `commander` is set: it is at its commander's hex). */
  hex: HexId | null;
  /** §3 a leaderless unit on the map under a phantom marker (that marker's id), or null (face up). */
  phantom: string | null;
  /** §7 / §15 the counter flipped: attrition (understrength). */
  understrength: boolean;
  /** §15 consecutive turns unsupplied (0 = supplied). */
  unsupplied: number;
  /** §6 the stack moved this player turn ("units can only be moved once per turn"). */
  moved: boolean;
  /** §6 a stack on a river bank spends its whole next move crossing: the hex it is crossing to. */
  crossing: HexId | null;
  /** §3 a leaderless stack put itself into command on a 1 this turn. */
  selfCommand: boolean;
}

export interface CommanderState {
  id: string;
  side: Side;
  hex: HexId;
  /** §13 killed or captured (off the map and the rack). */
  lost: boolean;
  /** §13 how he was lost (null while he serves). */
  fate: 'killed' | 'captured' | null;
  /** §4 reconnoitring this turn instead of taking command. */
  recce: boolean;
  /** §6 moved this player turn. */
  moved: boolean;
}

export interface PhantomState {
  id: string;
  side: Side;
  /** Where the marker stands, or null while off the map. */
  hex: HexId | null;
}

export interface LpgState {
  options: LpgOptions;
  /** §1 1..24: turn t is week ((t-1) % 4) + 1 of the month monthOfTurn(t). */
  turn: number;
  month: Month;
  week: number;
  phase: Phase;
  /** The phasing player (§1: the American first each turn). */
  side: Side;
  units: UnitState[];
  commanders: CommanderState[];
  phantoms: PhantomState[];
  /** §5 action cards: hands (card ids), draw decks (top first) and discards. */
  hands: Record<Side, string[]>;
  decks: Record<Side, string[]>;
  discards: Record<Side, string[]>;
  /** §3 hexes whose leaderless stack has rolled for command this player turn. */
  commandRolls: HexId[];
  /** §5 the phasing player has drawn this Command phase. */
  drawn: boolean;
  /** §12 each side's six combat cards. */
  combatCards: Record<Side, CombatCard[]>;
  /** §16 accumulated points. */
  points: Record<Side, { supply: number; recruits: number }>;
  /** §12 / §15 the Loyalty Index (tables/loyalty.ts). */
  loyalty: number;
  /** §15 razed settlements (place ids), for the rest of the year. */
  razed: string[];
  /** §15 the last game turn each razed settlement stays razed ("the rest of the year": rules notes). */
  razedThrough: Record<string, number>;
  /** §15 the supply determination open at the start of a Reinforcement phase (the settlements razed in it so far), or null. */
  razing: string[] | null;
  /** §19 the British landings in preparation in a port, or landed and not yet free to move (landingPlay.ts). */
  landings: LandingState[];
  /** §15 / §18 who holds each settlement (place id -> side). */
  holders: Record<string, Side>;
  /** §6 this game turn's weather, the last turn's, and the Delaware's ice. */
  weather: Weather;
  previousWeather: Weather | null;
  ice: DelawareIce;
  /** §4 enemy marker ids (commander or phantom ids) revealed to the side this turn. */
  revealed: Record<Side, string[]>;
  /** §10 hexes where the phasing player has declared a combat this turn, in order. */
  battles: HexId[];
  /** §16 units ordered and not yet arrived, each side's (hidden from the other side). */
  timeline: Record<Side, TimelineEntry[]>;
  /** §10-§12 the battle being fought in the Combat phase, or null. */
  combat: CombatState | null;
  /** §5 action cards played and still in effect (public: the card and the hex it acts on), discarded at the end of the player turn. */
  played: Record<Side, PlayedCard[]>;
  /** §5 what the cards in play do now (src/games/lpg/cardPlay.ts). */
  cardEffects: CardEffects;
  /** §5 a response window open now: the side that plays a card or passes (rules notes, "Action cards played (§5)"). */
  cardWindow: CardWindow | null;
  /** §12 what the last battle came to (public once the cards are shown), or null. */
  lastBattle: BattleReport | null;
  /** §2 the winner once the game is over. */
  winner: Side | null;
  /** §2 how the game was won (rules/victory.ts checkVictory), once it is over. */
  victory: Victory | null;
  rng: RngState;
  log: string[];
}

/** §5 a card played: which, and where it acts (public). */
export interface PlayedCard {
  card: string;
  /** The hex it acts on (the stack's, the place's, the battle's, the spied hex), or null for a card on no hex. */
  hex: HexId | null;
  /** Royal Navy: where the stack sailed to. */
  to: HexId | null;
}

/** §5 the effects of the cards in play (each expires as its card says; cardPlay.ts endOfPlayerTurnCards). */
export interface CardEffects {
  /** Local Guide, Loyalist Guide: stacks (movable stack ids) paying no terrain adjustment this player turn. */
  guided: string[];
  /** Loyalist Guide: stacks whose move reveals the enemy markers next to where it ends. */
  scouting: string[];
  /** Supreme Engineering: stacks stepping over rivers without a bridge this player turn. */
  engineered: string[];
  /** Durham Boats: the American stacks cross the Delaware as if bridged this player turn. */
  durhamBoats: boolean;
  /** Royal Navy: unit and commander ids that may not move in the Movement phase of `turn`. */
  navyHold: { ids: string[]; turn: number }[];
  /** Forage Denied: places supplying nothing in this player turn's supply. */
  forageDenied: string[];
  /** $10 Bounty: no unit of this side dissolves in this player turn's supply. */
  bounty: Side | null;
  /** Grenadiers, Fighting Retreat: the card each side played in battle `n` (lastBattle.n + 1 while it is fought). */
  battle: { n: number; cards: Record<Side, string | null> } | null;
}

/** §5 a response window: before the combat cards in a battle, or before supply as a Reinforcement phase opens. */
export interface CardWindow {
  at: 'battle' | 'supply';
  /** The side to play a card or pass now. */
  side: Side;
  /** The sides to answer after it, in order. */
  next: Side[];
}

export const noCardEffects = (): CardEffects => ({ guided: [], scouting: [], engineered: [], durhamBoats: false, navyHold: [], forageDenied: [], bounty: null, battle: null });

export function cloneState(s: LpgState): LpgState {
  // The log (strings only; half the state late in a game) is copied as a list.
  return { ...(copyPlain({ ...s, rng: null, log: null }) as Omit<LpgState, 'rng' | 'log'>), rng: cloneRng(s.rng), log: s.log.slice() };
}

/**
 * A deep copy of plain data (objects, arrays, strings, numbers, booleans, null; what the state is
 * made of: it is saved as JSON), as structuredClone makes it and several times faster; keys keep
 * their order. The game copies its state on every event, so this is on the engine's hot path.
 */
export function copyPlain<T>(v: T): T;
export function copyPlain(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyPlain(v[i]);
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) throw new Error(`cloneState: not plain data (${String((v as object).constructor?.name)})`);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = copyPlain((v as Record<string, unknown>)[k]);
  return out;
}

/** §1 the month and week of a turn. */
export function calendar(turn: number): { month: Month; week: number } {
  return { month: monthOfTurn(turn), week: ((turn - 1) % TURNS_PER_MONTH) + 1 };
}

/** §6 opens game turn `s.turn`: one die on the month's table (rules/weather.ts), the Delaware's ice from last turn's weather. */
export function openTurnWeather(s: LpgState, previous: Weather | null): void {
  const w = rollWeather(s.turn, previous, rollFrom(s.rng));
  s.previousWeather = previous;
  s.weather = w.weather;
  s.ice = w.delaware;
  s.log.push(`Turn ${s.turn} (${s.month}, week ${s.week}): weather ${w.weather} (roll ${w.roll}).`);
}

/** Where a unit is: its own hex on the map, or its commander's. */
export function unitHex(s: LpgState, u: UnitState): HexId {
  if (u.hex !== null) return u.hex;
  const c = s.commanders.find((k) => k.id === u.commander);
  if (!c) throw new Error(`unit ${u.id} under unknown commander ${String(u.commander)}`);
  return c.hex;
}

/**
 * Hexes where `side` has units, commanders or phantom markers (rules notes: a marker is an enemy
 * marker to the other side until it is found out, so a decoy stops a move and orders as units do).
 */
export function occupied(s: LpgState, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  for (const u of s.units) if (u.side === side) out.add(unitHex(s, u));
  for (const c of s.commanders) if (c.side === side && !c.lost) out.add(c.hex);
  for (const p of s.phantoms) if (p.side === side && p.hex !== null) out.add(p.hex);
  return out;
}

function deckFor(side: Side): string[] {
  const out: string[] = [];
  for (const c of ACTION_CARDS) if (c.side === side) for (let i = 0; i < c.copies; i++) out.push(c.id);
  return out;
}

/** §1 set-up: the order of battle (orderOfBattle.ts), decks shuffled, turn 1's weather rolled. */
export function initialState(seed: number, input?: unknown): LpgState {
  const options = lpgOptionsSchema.parse(input ?? {});
  const rng = createRng(seed);
  const holders: Record<string, Side> = {};
  for (const p of PLACES) holders[p.id] = BRITISH_SETTLEMENTS_AT_START.includes(p.id) ? 'british' : 'american';
  const s: LpgState = {
    options,
    turn: 1,
    ...calendar(1),
    phase: 'command',
    side: 'american',
    units: UNITS.map((u) => ({
      id: u.id, side: u.side, type: u.type, elite: u.elite, commander: u.commander, hex: u.commander ? null : u.hex,
      phantom: null, understrength: false, unsupplied: 0, moved: false, crossing: null, selfCommand: false,
    })),
    commanders: COMMANDERS.map((c) => ({ id: c.id, side: c.side, hex: c.hex, lost: false, fate: null, recce: false, moved: false })),
    phantoms: (['american', 'british'] as const).flatMap((side) =>
      Array.from({ length: PHANTOMS_PER_SIDE }, (_, i) => ({ id: `${side}-phantom-${i + 1}`, side, hex: null })),
    ),
    hands: { american: [], british: [] },
    decks: { american: shuffled(rng, deckFor('american')), british: shuffled(rng, deckFor('british')) },
    discards: { american: [], british: [] },
    commandRolls: [],
    drawn: false,
    combatCards: { american: COMBAT_CARDS.map((c) => c.id), british: COMBAT_CARDS.map((c) => c.id) },
    points: { american: { ...START_POINTS.american }, british: { ...START_POINTS.british } },
    loyalty: LOYALTY_START,
    razed: [],
    razedThrough: {},
    razing: null,
    landings: [],
    holders,
    weather: 'clear',
    previousWeather: null,
    ice: 'open',
    revealed: { american: [], british: [] },
    battles: [],
    timeline: { american: [], british: [] },
    combat: null,
    lastBattle: null,
    played: { american: [], british: [] },
    cardEffects: noCardEffects(),
    cardWindow: null,
    winner: null,
    victory: null,
    rng,
    log: [],
  };
  openTurnWeather(s, null);
  return s;
}

export { HAND_LIMIT };
