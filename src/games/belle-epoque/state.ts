// The Belle Epoque game state: plain, serializable data for a machine's context. Where the
// sequence of play stands is the machine's business; this holds the board, units, bowl and dice.
import { z } from 'zod';
import type { Outcome } from '../../core/module';
import { cloneRng, createRng, type RngState } from '../../core/rng';
import {
  CARDS, DEFAULT_TURN_LIMIT, DRIFT_LEGEND, DRIFT_MAP, MATCH_UPS, MATCH_UP_IDS, MAX_STANDS, TERRAIN, type TerrainTraits,
} from './data';
import { musteringProblems } from './rules/mustering';
import { COLS, ROWS, SECTOR_COUNT, sectorAt } from './rules/hex';
import { SIDES, type Order, type Side, type Terrain, type UnitCard } from './types';

const quality = z.enum(['mediocre', 'average', 'superior']);
const doctrine = z.enum(['card', 'loose', 'close']);

export const belleOptionsSchema = z
  .object({
    matchUp: z.enum(MATCH_UP_IDS).default('boer-war-1899'),
    /** "encounter" is the text's; "drift" is authored (fortifications, rough, impassable, river). */
    scenario: z.enum(['encounter', 'drift']).default('encounter'),
    /** COMMAND POINTS: d4 mediocre, d6 average, d8 superior. */
    generals: z
      .object({ red: quality.default('average'), blue: quality.default('average') })
      .strict()
      .default({}),
    /** DOCTRINE: formed infantry's order, fixed before play; "card" keeps the card's. */
    doctrine: z
      .object({ red: doctrine.default('card'), blue: doctrine.default('card') })
      .strict()
      .default({}),
    /** Authored end of game (docs/rules-notes.md). */
    turnLimit: z.number().int().min(1).max(30).default(DEFAULT_TURN_LIMIT),
  })
  .strict();
export type BelleOptions = z.infer<typeof belleOptionsSchema>;
export type BelleOptionsInput = z.input<typeof belleOptionsSchema>;
export const BELLE_DEFAULT_OPTIONS: BelleOptions = belleOptionsSchema.parse({});

export interface SectorState {
  /** null while undiscovered ("Encounter": rolled when a unit first sees it). */
  terrain: Terrain | null;
  discovered: boolean;
  /** Fortifications (authored scenario only). */
  fortified: boolean;
}

export interface UnitState {
  id: string;
  side: Side;
  card: string;
  stands: number;
  order: Order;
  /** Sector index, or null once eliminated. */
  sector: number | null;
  /** ACTIVATION: activated this turn (drawn, or spent on a salvo or evade). */
  activated: boolean;
  /** VISIBILITY: moved during its latest activation (or evade / fall back since). */
  moved: boolean;
  /** VISIBILITY: has moved or fired at some time since the beginning of the game. */
  movedOrFiredEver: boolean;
  /** MOVEMENTS: entered rough terrain this turn, so may neither fire nor assault this turn. */
  enteredRough: boolean;
  /** MULTIPLE COMBATS: assaults fought this turn, as attacker or defender. */
  combats: number;
}

export interface ReactivityResult {
  basicScore: number;
  commandPoints: number;
  roll: number;
  success: boolean;
}

/** The unit being activated now and what it has done. */
export interface ActivationState {
  unit: string;
  test: ReactivityResult | null;
  /** 'basic' (1 UD, fire only with a bracketed to-hit), 'march' (no fire), or null before moving. */
  movement: 'basic' | 'march' | null;
  /** UD moved during this activation. */
  moved: number;
  fired: boolean;
  /** The enemy unit this unit has declared an assault on (reactions come before the fight). */
  assaultTarget: string | null;
  /** Its assault has been fought (or avoided by an evade). */
  assaulted: boolean;
}

export interface BelleState {
  options: BelleOptions;
  sectors: SectorState[];
  units: UnitState[];
  /** ACTIVATION: tokens of each colour in the bowl. */
  bowl: Record<Side, number>;
  /** A token drawn whose unit its side has not yet chosen. */
  drawn: Side | null;
  /** COMMAND POINTS left this turn. */
  commandPoints: Record<Side, number>;
  turn: number;
  /** Stands each side mustered (for the authored victory conditions). */
  startStands: Record<Side, number>;
  activation: ActivationState | null;
  rng: RngState;
}

export const cardOf = (u: Pick<UnitState, 'card'>): UnitCard => {
  const c = CARDS[u.card];
  if (!c) throw new Error(`unknown unit card ${u.card}`);
  return c;
};
export const maxStands = (u: Pick<UnitState, 'card'>): number => MAX_STANDS[cardOf(u).muster];

export function unitById(s: BelleState, id: string): UnitState {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit "${id}"`);
  return u;
}
export const unitAt = (s: BelleState, sector: number): UnitState | undefined =>
  s.units.find((u) => u.sector === sector);
export const liveUnits = (s: BelleState, side?: Side): UnitState[] =>
  s.units.filter((u) => u.sector !== null && (side === undefined || u.side === side));
export const liveStands = (s: BelleState, side: Side): number =>
  liveUnits(s, side).reduce((n, u) => n + u.stands, 0);

/** Every terrain's traits, fortified or not, made once (groundOf runs in the engine's hot loops). */
type Ground = Readonly<TerrainTraits & { fortified: boolean }>;
/** By terrain, then [not fortified, fortified]: looked up without building a key. */
const GROUND = new Map<string, readonly [Ground, Ground]>();
for (const [terrain, traits] of Object.entries(TERRAIN)) {
  GROUND.set(terrain, [Object.freeze({ ...traits, fortified: false }), Object.freeze({ ...traits, fortified: true })]);
}

/** The traits of a sector's ground (shared and frozen); an undiscovered sector counts as open until rolled. */
export function groundOf(s: BelleState, sector: number): Readonly<TerrainTraits & { fortified: boolean }> {
  const sec = s.sectors[sector];
  if (!sec) throw new Error(`no sector ${sector}`);
  return GROUND.get(sec.terrain ?? 'open')![sec.fortified ? 1 : 0];
}
/** "At cover": cover terrain or fortifications. */
export const atCover = (s: BelleState, sector: number): boolean => {
  const g = groundOf(s, sector);
  return g.cover || g.fortified;
};

/** A unit's copy, field by field in the order initialState writes them (faster than a spread). */
const copyUnit = (u: UnitState): UnitState => ({
  id: u.id, side: u.side, card: u.card, stands: u.stands, order: u.order, sector: u.sector, activated: u.activated,
  moved: u.moved, movedOrFiredEver: u.movedOrFiredEver, enteredRough: u.enteredRough, combats: u.combats,
});

// Copy on write (issue 14): a rule's copy of the state (nextState) shares the units array and the
// unit objects, the bowl, the Command Points, the starting stands and the RNG with the state it was
// copied from. A rule that changes one asks for its own object (ownUnit, ownUnitAt, ownBowl,
// ownCommandPoints, ownRng): the first write of that state copies it (the units array, then each
// unit the first time that state writes to it); later writes of the same state reach the same
// object, as a change in place would. The state copied from is never written (a snapshot's context
// is frozen in tests/belle-epoque/frozenContext.test.ts). What was copied is kept for one state at
// a time (the last one written): another state asking starts afresh, and nextState forgets it when
// it copies that state, whose objects are shared from then on.
let writer: BelleState | null = null;
/** The writer's own units array, bowl, Command Points and RNG (each copied on its first write). */
let writerUnits: UnitState[] | null = null;
let writerBowl: Record<Side, number> | null = null;
let writerPoints: Record<Side, number> | null = null;
let writerRng: RngState | null = null;
/** The unit objects the writer owns (copied on their first write). */
const ownedUnits: UnitState[] = [];

function claim(s: BelleState): void {
  if (writer === s) return;
  writer = s;
  writerUnits = writerBowl = writerPoints = writerRng = null;
  ownedUnits.length = 0;
}

/** The bowl of a rule's copy of the state, its own, to change. */
export function ownBowl(s: BelleState): Record<Side, number> {
  claim(s);
  if (writerBowl !== s.bowl) s.bowl = writerBowl = { red: s.bowl.red, blue: s.bowl.blue };
  return s.bowl;
}

/** The Command Points of a rule's copy of the state, its own, to change. */
export function ownCommandPoints(s: BelleState): Record<Side, number> {
  claim(s);
  if (writerPoints !== s.commandPoints) s.commandPoints = writerPoints = { red: s.commandPoints.red, blue: s.commandPoints.blue };
  return s.commandPoints;
}

/** The RNG of a rule's copy of the state, its own, to draw from (a draw changes it). */
export function ownRng(s: BelleState): RngState {
  claim(s);
  if (writerRng !== s.rng) s.rng = writerRng = cloneRng(s.rng);
  return s.rng;
}

/** The unit at `index` of a rule's copy of the state, its own object, to change. */
export function ownUnitAt(s: BelleState, index: number): UnitState {
  claim(s);
  let units = s.units;
  if (writerUnits !== units) {
    units = s.units = units.slice();
    writerUnits = units;
  }
  const u = units[index];
  if (!u) throw new Error(`no unit at ${index}`);
  if (ownedUnits.includes(u)) return u;
  const own = copyUnit(u);
  units[index] = own;
  ownedUnits.push(own);
  return own;
}

/** The unit `id` of a rule's copy of the state, its own object, to change. */
export function ownUnit(s: BelleState, id: string): UnitState {
  const units = s.units;
  for (let i = 0; i < units.length; i++) if (units[i]!.id === id) return ownUnitAt(s, i);
  throw new Error(`no unit "${id}"`);
}

/**
 * A deep copy (hand-written: structuredClone was most of the time of a whole game). With
 * `shared` (a rule's copy, nextState) the sectors array, the units, the bowl, the Command Points,
 * the starting stands and the RNG are shared instead: the rules never change them in place;
 * discoverFrom copies the sectors array before it replaces one, and ownUnit, ownBowl,
 * ownCommandPoints and ownRng copy what is changed first (copy on write, above), so the state
 * copied from keeps all of it.
 */
export function cloneState(s: BelleState, shared = false): BelleState {
  const a = s.activation;
  if (shared) {
    if (writer === s) writer = null;
    // An object spread, not a literal: V8 may decide to allocate a literal's objects straight into
    // the old generation (allocation-site pretenuring), and an old state kept every young object it
    // points to alive through each minor garbage collection until the next full one.
    const c = { ...s };
    if (a) c.activation = { ...a, test: a.test ? { ...a.test } : null };
    return c;
  }
  return {
    options: s.options,
    sectors: shared ? s.sectors : s.sectors.map((x) => ({ terrain: x.terrain, discovered: x.discovered, fortified: x.fortified })),
    units: shared ? s.units : s.units.map(copyUnit),
    bowl: shared ? s.bowl : { red: s.bowl.red, blue: s.bowl.blue },
    drawn: s.drawn,
    commandPoints: shared ? s.commandPoints : { red: s.commandPoints.red, blue: s.commandPoints.blue },
    turn: s.turn,
    startStands: shared ? s.startStands : { red: s.startStands.red, blue: s.startStands.blue },
    activation: a ? { ...a, test: a.test ? { ...a.test } : null } : null,
    rng: shared ? s.rng : cloneRng(s.rng),
  };
}

/**
 * Removes stands from a unit. An eliminated unit leaves the board, and if it had not yet been
 * activated a token of its colour is discarded from the bowl (ACTIVATION).
 */
export function loseStands(s: BelleState, unitId: string, n: number): { eliminated: boolean; lost: number } {
  const u = ownUnit(s, unitId);
  const lost = Math.min(n, u.stands);
  u.stands -= lost;
  if (u.stands === 0 && u.sector !== null) {
    u.sector = null;
    if (!u.activated) {
      if (s.bowl[u.side] > 0) ownBowl(s)[u.side] -= 1;
      else if (s.drawn === u.side) s.drawn = null;
      u.activated = true;
    }
    return { eliminated: true, lost };
  }
  return { eliminated: false, lost };
}

/** Deployment columns for an edge: centre outward, so armies face each other. */
const CENTRE_OUT = [6, 5, 7, 4, 8, 3, 9, 2, 10, 1, 11, 0, 12];

function deploymentSectors(s: BelleState, side: Side, count: number): number[] {
  const rows = side === 'red' ? [0, 1, 2] : [ROWS - 1, ROWS - 2, ROWS - 3];
  const out: number[] = [];
  for (const row of rows) {
    for (const col of CENTRE_OUT) {
      if (out.length === count) return out;
      const sec = sectorAt(col, row);
      const t = s.sectors[sec]!.terrain;
      if (t !== null && TERRAIN[t].impassable) continue;
      out.push(sec);
    }
  }
  if (out.length < count) throw new Error(`no room to deploy ${count} ${side} units`);
  return out;
}

/**
 * The starting state. "Encounter": units along their own edge (red the top row, blue the bottom),
 * every sector undiscovered, then each sector a unit can see is rolled for. "Drift" (authored):
 * the terrain is known from the start.
 */
export function initialState(seed: number, input: BelleOptionsInput = {}): BelleState {
  const parsed = belleOptionsSchema.safeParse(input);
  if (!parsed.success) throw new Error(`bad Belle Epoque options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const options = parsed.data;
  const sectors: SectorState[] = [];
  for (let i = 0; i < SECTOR_COUNT; i++) sectors.push({ terrain: null, discovered: false, fortified: false });
  if (options.scenario === 'drift') {
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLS; col++) {
        const cell = DRIFT_LEGEND[DRIFT_MAP[row]![col]!]!;
        sectors[sectorAt(col, row)] = { terrain: cell.terrain, discovered: true, fortified: cell.fortified };
      }
    }
  }
  const s: BelleState = {
    options,
    sectors,
    units: [],
    bowl: { red: 0, blue: 0 },
    drawn: null,
    commandPoints: { red: 0, blue: 0 },
    turn: 0,
    startStands: { red: 0, blue: 0 },
    activation: null,
    rng: createRng(seed),
  };
  const matchUp = MATCH_UPS[options.matchUp]!;
  for (const side of SIDES) {
    const army = matchUp[side];
    const problems = musteringProblems(army);
    if (problems.length) throw new Error(`${matchUp.title}: ${problems.join('; ')}`);
    const specs = army.units.flatMap((spec) => Array.from({ length: spec.count }, (_, i) => ({ spec, i })));
    const places = deploymentSectors(s, side, specs.length);
    specs.forEach(({ spec }, k) => {
      const card = CARDS[spec.card]!;
      const choice = options.doctrine[side];
      const order: Order = card.troopType === 'infantry' && choice !== 'card' ? choice : card.doctrine;
      s.units.push({
        id: `${side}-${k + 1}`, side, card: spec.card, stands: spec.stands, order,
        sector: places[k]!, activated: false, moved: false, movedOrFiredEver: false, enteredRough: false, combats: 0,
      });
    });
    s.startStands[side] = liveStands(s, side);
  }
  return s;
}

// ---- The machine's context ----

/** A unit that lost an assault and must fall back (FALL BACK MOVEMENTS); its player picks the path. */
export interface PendingFallBack {
  unit: string;
  steps: number;
  /** Sectors of the opponents it must move away from. */
  awayFrom: number[];
  /** Sector it stood in before falling back (the position a winner may carry). */
  from: number;
}

/** Hits scored on a unit, waiting for its player to turn even losses into fall back (FALL BACK MOVEMENTS). */
export interface PendingFire {
  firer: string;
  target: string;
  firerSector: number;
  hits: number;
  /** Most losses that may become fall back UD. */
  limit: number;
}

/** A declared assault and its reactions (SALVO AND SUPPORT FIRING, EVADE MOVEMENTS). */
export interface ReactionWindow {
  attacker: string;
  defender: string;
  defenderFrom: number;
  /** The defender passed its evade test and now picks where to go. */
  evading: boolean;
}

/**
 * The machine's context: the game state plus the decisions the sequence of play is waiting on
 * (fire losses to convert, a reaction window, a fall back path, a position to carry).
 */
export interface BelleContext {
  game: BelleState;
  /** The command dice rolled at the start of this turn. */
  commandRolls: Record<Side, number[]>;
  fire: PendingFire | null;
  reaction: ReactionWindow | null;
  /** An assault's loser whose fall back path its player picks. */
  fallBack: PendingFallBack | null;
  /** A position the winner of an assault may carry. */
  carry: { unit: string; sector: number } | null;
  outcome: Outcome | null;
}

/**
 * A rule's copy of the state it is given (every rule returns a new state and leaves its argument
 * untouched): cloneState with the board's sectors and the units shared, copied on write by
 * discoverFrom and ownUnit.
 */
export const nextState = (s: BelleState): BelleState => cloneState(s, true);

/**
 * The machine's working copy of a context (src/core/step.ts). The game state itself is shared: a
 * step never changes it in place, it replaces `game` with what a rule returns, and every rule
 * works on a copy of its own (nextState) and leaves the state it is given untouched. The turn's
 * Command Point rolls are shared too: a new turn replaces them whole (startTurn), nothing changes
 * them in place.
 */
export function cloneContext(c: BelleContext): BelleContext {
  return {
    game: c.game,
    commandRolls: c.commandRolls,
    fire: c.fire ? { ...c.fire } : null,
    reaction: c.reaction ? { ...c.reaction } : null,
    fallBack: c.fallBack ? { ...c.fallBack, awayFrom: [...c.fallBack.awayFrom] } : null,
    carry: c.carry ? { ...c.carry } : null,
    outcome: c.outcome,
  };
}


/** Bad input to a rule function: the message says why; the state given is left untouched. */
export class RuleError extends Error {
  constructor(rule: string, message: string) {
    super(`${rule}: ${message}`);
    this.name = 'RuleError';
  }
}
