// The game state of Brave Little Belgium: plain, serializable data kept in the machine's context.
// Where the sequence of play stands is the machine's state value; this holds everything else.
import { z } from 'zod';
import { createRng, cloneRng, shuffled, type RngState } from '../../core/rng';
import { rollD6 } from '../../core/dice';
import { DATA, BOX, FORT, GC, UNIT, GC_IDS, sideOfUnit } from './db';
import type { ArmyId, EventKind, Side } from './types';

export const blbOptionsSchema = z
  .object({
    /** 3.2 Alternative Garde Civique Set-Up: the Entente places them, one per box. */
    alternativeGardeCivique: z.boolean().default(false),
    /** 3.2 Free Set-Up: the Entente places the Belgian units. */
    freeSetUp: z.boolean().default(false),
    /** 3.2 German Handicap: the Atrocities Marker starts at half a die, rounded up. */
    germanHandicap: z.boolean().default(false),
  })
  .strict()
  .refine((o) => !(o.freeSetUp && o.alternativeGardeCivique), {
    message: '3.2: Free Set-Up cannot be combined with the Alternative Garde Civique Set-Up',
  });
export type BlbOptions = z.infer<typeof blbOptionsSchema>;
export const BLB_DEFAULT_OPTIONS: BlbOptions = { alternativeGardeCivique: false, freeSetUp: false, germanHandicap: false };

export interface UnitState {
  /** Box id, or null once eliminated (or, under Free Set-Up, not yet placed). */
  box: string | null;
  /** Steps left: 2 full, 1 reduced (for two-step units) or 1 (one-step units); 0 eliminated. */
  steps: number;
}
export interface GcState {
  /** Box id; null when "None" on the chart, removed, or eliminated. */
  box: string | null;
  revealed: boolean;
}
export interface FortState {
  steps: number;
  /** Game Turn in which it was last activated (8.2: once per turn); -1 never. */
  activatedTurn: number;
}

export interface ChitState {
  cup: string[];
  /** Pulled Chits box (2.1): activation and event chits pulled this turn. */
  pulled: string[];
  /** Event chits flipped face-down: used this turn (5.1). */
  used: string[];
  /** The three Turn End boxes (5.3). */
  turnEnd: string[];
  /** Chits still waiting on the Turn Track: chit id -> turn of arrival (3.0). */
  track: Record<string, number>;
}

export interface MoverState {
  /** MP spent so far this activation. */
  spent: number;
  /** The box the unit last entered its current box from (7.5: where a retreating attacker returns). */
  from: string | null;
  /** Movement ended (entered an enemy box, fell back from a Garde Civique). */
  stopped: boolean;
}

export type FortActivationMode = 'army' | 'armyAndForts' | 'fortsAlone';

export interface Activation {
  /** 'special' is the Special German Cavalry Phase (4.0). */
  kind: 'chit' | 'additional' | 'special';
  side: Side;
  armies: ArmyId[];
  chit: string | null;
  /** 8.2: how the Entente chose to use the chit when a fort could be activated; null until chosen. */
  mode: FortActivationMode | null;
  forts: string[];
  forcedMarch: boolean;
  sabotage: boolean;
  movers: Record<string, MoverState>;
  /** Boxes whose combat has been resolved (or declined) this activation. */
  resolved: string[];
}

export interface EventWindow {
  kind: 'preMovement' | 'preCombat';
  /** Sides still to answer, in order; the first acts. */
  pending: Side[];
}

export interface RollGroup {
  side: Side;
  /** Unit id, or 'fort'. */
  unit: string;
  cf: number;
  modifier: number;
  die: number;
  hit: boolean;
}

export interface Combat {
  box: string;
  attacker: Side;
  attackers: string[];
  defenders: string[];
  /** The fort takes part: as defender when the Germans attack, as attacker when activated (8.2). */
  fort: 'attacker' | 'defender' | null;
  /** Siege Combat (8.0): fought in a fort box whose fort is not destroyed. */
  siege: boolean;
  /** 8.2 Fort Alone: the Germans roll only if Big Bertha is played. */
  germansRoll: boolean;
  zeppelin: boolean;
  bigBertha: boolean;
  /** Modifiers per side, known after 7.2. */
  modifiers: Record<Side, number>;
  britishBonus: boolean;
  rolls: RollGroup[];
  /** Hits scored against each side (7.3), Big Bertha's automatic hit included. */
  hitsOn: Record<Side, number>;
  /** Hits each side still has to allocate (7.4). */
  toAllocate: Record<Side, number>;
  /** Steps each side actually lost. */
  stepsLost: Record<Side, number>;
  /** Units per side at the start of the combat (7.5 advance ratio); the fort counts as one. */
  startCount: Record<Side, number>;
  rolled: boolean;
  /** This combat was started by an Advance (7.5): no second advance. */
  fromAdvance: boolean;
  /** The loser of 7.5, once losses are applied; null before. */
  loser: Side | null;
  advanceOffered: boolean;
}

export interface RetreatOrder {
  unit: string;
  from: string;
  /** 'attacker' returns whence it attacked; 'defender' and 'displaced' follow direction rules. */
  mode: 'attacker' | 'defender' | 'displaced';
  /** Boxes this chain of retreats has come through; a displaced unit may not go back into them. */
  chain: string[];
  /** 8.1: Entente units in a fort box may stay to defend it. */
  mayStay: boolean;
  /** Already took the loss for entering an enemy-occupied box: only a free box will do now (7.5). */
  further?: boolean;
}

export interface Retreat {
  side: Side;
  queue: RetreatOrder[];
  /** Boxes that count as enemy-occupied for this retreat (7.5: the attacker's origin boxes). */
  enemyBoxes: string[];
  /** Displacement owed: box that is overstacked, and the units that may be displaced from it. */
  displace: { box: string; candidates: string[]; chain: string[] } | null;
}

export interface PendingGc {
  /** The box whose Garde Civique arose; the cavalry may fall back to `back`. */
  box: string;
  back: string;
  cavalry: string[];
}

export interface AdditionalActivation {
  announced: ArmyId[];
  rolled: boolean;
  rolls: { army: ArmyId; die: number; atrocity: boolean }[];
  remaining: ArmyId[];
}

export interface Outcome {
  winner: Side | 'draw';
  level: 'German Victory' | 'Draw' | 'Entente Victory';
  reason: string;
  rule: string;
}

export interface BlbState {
  options: BlbOptions;
  rng: RngState;
  /** 0 before the first Game Turn (set-up and the Special German Cavalry Phase). */
  turn: number;
  atrocities: number;
  units: Record<string, UnitState>;
  gc: Record<string, GcState>;
  forts: Record<string, FortState>;
  chits: ChitState;
  /** Side whose turn it is to draw (4.1: players alternate). */
  drawer: Side;
  lastChit: string | null;
  /** German armies activated this turn (4.2). */
  activatedArmies: ArmyId[];
  /** 3.2 set-up: face-down Garde Civique still to place (Alternative), Belgian units to place (Free). */
  setUp: { gcToPlace: string[]; unitsToPlace: string[] };
  activation: Activation | null;
  window: EventWindow | null;
  combat: Combat | null;
  retreat: Retreat | null;
  pendingGc: PendingGc | null;
  additional: AdditionalActivation | null;
  outcome: Outcome | null;
  /** Turn number when each German objective was first met; for the overlay. */
  history: { atrocityTurns: number[] };
}

/** The machine's context: Brave Little Belgium keeps the whole game state there (one name per idea: BelleContext in Belle Epoque). */
export type BlbContext = BlbState;

// Copies of the parts a rule may change, field by field as the types below list them (key order
// kept: a spread first, then each array or record copied in its place).
const copyRecord = <V>(r: Record<Side, V>): Record<Side, V> => ({ ...r });

function cloneCombat(c: Combat): Combat {
  return {
    ...c,
    attackers: [...c.attackers],
    defenders: [...c.defenders],
    modifiers: copyRecord(c.modifiers),
    rolls: c.rolls.map((r) => ({ ...r })),
    hitsOn: copyRecord(c.hitsOn),
    toAllocate: copyRecord(c.toAllocate),
    stepsLost: copyRecord(c.stepsLost),
    startCount: copyRecord(c.startCount),
  };
}

function cloneRetreat(r: Retreat): Retreat {
  return {
    ...r,
    queue: r.queue.map((o) => ({ ...o, chain: [...o.chain] })),
    enemyBoxes: [...r.enemyBoxes],
    displace: r.displace ? { ...r.displace, candidates: [...r.displace.candidates], chain: [...r.displace.chain] } : null,
  };
}

function cloneAdditional(a: AdditionalActivation): AdditionalActivation {
  return { ...a, announced: [...a.announced], rolls: a.rolls.map((r) => ({ ...r })), remaining: [...a.remaining] };
}

/** An activation's copy, key by key in the order newActivation writes them (the hottest part of a copy). */
function cloneActivation(a: Activation): Activation {
  const movers: Record<string, MoverState> = {};
  for (const id in a.movers) {
    const m = a.movers[id]!;
    movers[id] = { spent: m.spent, from: m.from, stopped: m.stopped };
  }
  return {
    kind: a.kind, side: a.side, armies: [...a.armies], chit: a.chit, mode: a.mode, forts: [...a.forts],
    forcedMarch: a.forcedMarch, sabotage: a.sabotage, movers, resolved: [...a.resolved],
  };
}

// Copy on write (issue 14): a rule's copy of the state (cloneState) shares the records of units,
// Garde Civique and forts, and the objects in them, with the snapshot it was copied from. A rule
// that changes one asks for its own object (ownUnit, ownGc, ownFort): the record is copied the first
// time this state writes to it, then the object. The snapshot's records and objects are never
// written (tests/blb/frozenContext.test.ts freezes them).
// The state whose records were last copied for writing, and those copies (one state at a time: a
// rule works on one copy; another state asking starts afresh, so at worst a record is copied twice).
// cloneState forgets them when it copies that state: the records are shared from then on.
// The chits, the armies activated this turn, the set-up lists and the history are shared the same
// way, and copied whole the first time a rule changes them (ownChits, ownActivatedArmies, ownSetUp,
// ownHistory): most rules never touch them.
let writer: BlbState | null = null;
type Shared = 'units' | 'gc' | 'forts' | 'chits' | 'activatedArmies' | 'setUp' | 'history';
const written: Record<Shared, object | null> = { units: null, gc: null, forts: null, chits: null, activatedArmies: null, setUp: null, history: null };
const COPY: { [K in Shared]: (v: BlbState[K]) => BlbState[K] } = {
  units: (r) => ({ ...r }),
  gc: (r) => ({ ...r }),
  forts: (r) => ({ ...r }),
  chits: (c) => ({ cup: [...c.cup], pulled: [...c.pulled], used: [...c.used], turnEnd: [...c.turnEnd], track: { ...c.track } }),
  activatedArmies: (a) => [...a],
  setUp: (u) => ({ gcToPlace: [...u.gcToPlace], unitsToPlace: [...u.unitsToPlace] }),
  history: (h) => ({ atrocityTurns: [...h.atrocityTurns] }),
};
function ownRecord<K extends Shared>(s: BlbState, key: K): BlbState[K] {
  if (writer !== s) {
    writer = s;
    written.units = written.gc = written.forts = written.chits = written.activatedArmies = written.setUp = written.history = null;
  }
  let r = s[key];
  if (written[key] !== r) {
    r = COPY[key](r);
    written[key] = r as object;
    s[key] = r;
  }
  return r;
}
/** The chits (cup, pulled, used, Turn End boxes, track) of a rule's copy of the state, its own, to change. */
export const ownChits = (s: BlbState): BlbState['chits'] => ownRecord(s, 'chits');
/** The German armies activated this turn in a rule's copy of the state, its own list, to change. */
export const ownActivatedArmies = (s: BlbState): ArmyId[] => ownRecord(s, 'activatedArmies');
/** The set-up lists of a rule's copy of the state, its own, to change. */
export const ownSetUp = (s: BlbState): BlbState['setUp'] => ownRecord(s, 'setUp');
/** The history of a rule's copy of the state, its own, to change. */
export const ownHistory = (s: BlbState): BlbState['history'] => ownRecord(s, 'history');
/** The unit's own object in a rule's copy of the state, to change. */
export function ownUnit(s: BlbState, id: string): UnitState {
  const units = ownRecord(s, 'units');
  const u = units[id]!;
  const own = { box: u.box, steps: u.steps };
  units[id] = own;
  return own;
}
/** The Garde Civique's own object in a rule's copy of the state, to change (or to set: `gc` given). */
export function ownGc(s: BlbState, id: string, gc?: GcState): GcState {
  const all = ownRecord(s, 'gc');
  const g = gc ?? all[id]!;
  const own = { box: g.box, revealed: g.revealed };
  all[id] = own;
  return own;
}
/** The fort's own object in a rule's copy of the state, to change. */
export function ownFort(s: BlbState, box: string): FortState {
  const forts = ownRecord(s, 'forts');
  const f = forts[box]!;
  const own = { steps: f.steps, activatedTurn: f.activatedTurn };
  forts[box] = own;
  return own;
}

export function cloneState(s: BlbState): BlbState {
  // The records of units, Garde Civique and forts, the chits, the armies activated, the set-up
  // lists and the history are shared (copy on write, above).
  if (writer === s) writer = null;
  const units = s.units;
  const gc = s.gc;
  const forts = s.forts;
  return {
    options: s.options,
    rng: cloneRng(s.rng),
    turn: s.turn,
    atrocities: s.atrocities,
    units,
    gc,
    forts,
    chits: s.chits,
    drawer: s.drawer,
    lastChit: s.lastChit,
    activatedArmies: s.activatedArmies,
    setUp: s.setUp,
    activation: s.activation ? cloneActivation(s.activation) : null,
    window: s.window ? { kind: s.window.kind, pending: [...s.window.pending] } : null,
    combat: s.combat ? cloneCombat(s.combat) : null,
    retreat: s.retreat ? cloneRetreat(s.retreat) : null,
    pendingGc: s.pendingGc ? { ...s.pendingGc, cavalry: [...s.pendingGc.cavalry] } : null,
    additional: s.additional ? cloneAdditional(s.additional) : null,
    outcome: s.outcome,
    history: s.history,
  };
}

// Occupancy queries run in every guard and generator: plain loops over fixed id lists, no allocation
// where a count will do.
const UNIT_LIST = DATA.units.map((u) => ({ id: u.id, side: sideOfUnit(u.id), nat: u.nationality }));
const GC_LIST = DATA.gardeCivique.map((g) => ({ id: g.id, cf: g.cf }));
/** Each side's unit ids, in the data's order (UNIT_LIST's, that side's only). */
const SIDE_UNIT_IDS: Record<Side, readonly string[]> = {
  german: UNIT_LIST.filter((u) => u.side === 'german').map((u) => u.id),
  entente: UNIT_LIST.filter((u) => u.side === 'entente').map((u) => u.id),
};

export const unitsIn = (s: BlbState, box: string): string[] => {
  const out: string[] = [];
  const units = s.units;
  for (const u of UNIT_LIST) if (units[u.id]!.box === box) out.push(u.id);
  return out;
};
export const gcIn = (s: BlbState, box: string): string[] => {
  const out: string[] = [];
  const gc = s.gc;
  for (const g of GC_LIST) if (gc[g.id]!.box === box) out.push(g.id);
  return out;
};
export const sideUnitsIn = (s: BlbState, box: string, side: Side): string[] => {
  const out: string[] = [];
  const units = s.units;
  for (const id of SIDE_UNIT_IDS[side]) if (units[id]!.box === box) out.push(id);
  return out;
};
export function countSideUnits(s: BlbState, box: string, side: Side): number {
  let n = 0;
  const units = s.units;
  for (const id of SIDE_UNIT_IDS[side]) if (units[id]!.box === box) n++;
  return n;
}
export function countGc(s: BlbState, box: string): number {
  let n = 0;
  const gc = s.gc;
  for (const g of GC_LIST) if (gc[g.id]!.box === box) n++;
  return n;
}

/** Counts per box, built once for a read-only pass over a state (generators, invariants).
 *  Typed arrays indexed by box number: this runs for every generated move list. */
export interface Occupancy {
  german: Uint8Array;
  entente: Uint8Array;
  gc: Uint8Array;
  /** Boxes holding British / French-or-Belgian (or Garde Civique) units (6.1). */
  british: Uint8Array;
  continental: Uint8Array;
}
const BOX_INDEX: Record<string, number> = Object.fromEntries(DATA.boxes.map((b, i) => [b.id, i]));
const NBOX = DATA.boxes.length;
export function occupancy(s: BlbState): Occupancy {
  const o: Occupancy = {
    german: new Uint8Array(NBOX), entente: new Uint8Array(NBOX), gc: new Uint8Array(NBOX),
    british: new Uint8Array(NBOX), continental: new Uint8Array(NBOX),
  };
  // The context's records read once (a snapshot's context has many keys: each read is a look-up).
  const units = s.units;
  const gcs = s.gc;
  for (const u of UNIT_LIST) {
    const box = units[u.id]!.box;
    if (box === null) continue;
    const i = BOX_INDEX[box]!;
    o[u.side][i]!++;
    if (u.nat === 'british') o.british[i] = 1;
    else if (u.nat !== 'german') o.continental[i] = 1;
  }
  for (const g of GC_LIST) {
    const box = gcs[g.id]!.box;
    if (box !== null) {
      const i = BOX_INDEX[box]!;
      o.gc[i]!++;
      o.continental[i] = 1;
    }
  }
  return o;
}
export const occCount = (o: Occupancy, key: keyof Occupancy, box: string): number => o[key][BOX_INDEX[box]!]!;
export const occStack = (o: Occupancy, box: string, side: Side): number => {
  const i = BOX_INDEX[box]!;
  return o[side][i]! + (side === 'entente' ? o.gc[i]! : 0);
};

/** Garde Civique that fight: face-down ones (strength unknown) and revealed ones with a factor. */
export const gcThatCanDefend = (s: BlbState, box: string): string[] =>
  gcIn(s, box).filter((g) => !s.gc[g]!.revealed || GC[g]!.cf !== null);

export const fortUndestroyed = (s: BlbState, box: string): boolean => !!FORT[box] && s.forts[box]!.steps > 0;

/** 6.1: eight per side in a city; a fort's friendly side loses its full-strength steps. */
export function stackingLimit(box: string, side: Side): number {
  const fort = FORT[box];
  if (fort && side === 'entente') return 8 - fort.steps;
  return 8;
}

/** Units that count against the stacking limit (Garde Civique are counters of the Entente side too). */
export function stackCount(s: BlbState, box: string, side: Side): number {
  return countSideUnits(s, box, side) + (side === 'entente' ? countGc(s, box) : 0);
}

/** 6.1: British units may not stack with French or Belgian units. */
export function mixesBritish(s: BlbState, box: string, incoming: string[]): boolean {
  let british = false;
  let other = false;
  let ententeIncoming = false;
  for (const id of incoming) {
    const nat = UNIT[id]!.nationality;
    if (nat !== 'german') ententeIncoming = true;
    if (nat === 'british') british = true;
    else if (nat !== 'german') other = true;
  }
  if (!ententeIncoming) return false;
  const units = s.units;
  for (const u of UNIT_LIST) {
    if (u.side !== 'entente' || units[u.id]!.box !== box) continue;
    if (u.nat === 'british') british = true;
    else other = true;
  }
  if (!other && countGc(s, box) > 0) other = true;
  return british && other;
}

export function enemyPresent(s: BlbState, box: string, side: Side): boolean {
  if (side === 'german') {
    if (countSideUnits(s, box, 'entente') > 0 || fortUndestroyed(s, box)) return true;
    const gc = s.gc;
    for (const g of GC_LIST) {
      const st = gc[g.id]!;
      if (st.box === box && (!st.revealed || g.cf !== null)) return true;
    }
    return false;
  }
  return countSideUnits(s, box, 'german') > 0;
}

/** enemyPresent with the counts of an occupancy(s) already made (one pass for many boxes). */
export function enemyPresentIn(s: BlbState, o: Occupancy, box: string, side: Side): boolean {
  const i = BOX_INDEX[box]!;
  if (side === 'german') {
    if (o.entente[i]! > 0 || fortUndestroyed(s, box)) return true;
    if (o.gc[i] === 0) return false;
    const gc = s.gc;
    for (const g of GC_LIST) {
      const st = gc[g.id]!;
      if (st.box === box && (!st.revealed || g.cf !== null)) return true;
    }
    return false;
  }
  return o.german[i]! > 0;
}

export function fullSteps(unit: string): number {
  return UNIT[unit]!.steps;
}
export function currentCf(s: BlbState, unit: string): number {
  const def = UNIT[unit];
  if (!def) return GC[unit]!.cf ?? 7;
  return s.units[unit]!.steps < def.steps && def.reducedCf ? def.reducedCf : def.cf;
}

/** The event chit of each event kind (the first listed, as a search of DATA.chits finds it). */
const EVENT_CHIT = new Map<string, string>();
for (const c of DATA.chits) if (c.kind === 'event' && !EVENT_CHIT.has(c.event!)) EVENT_CHIT.set(c.event!, c.id);

export function eventChitUsable(s: BlbState, ev: EventKind): string | null {
  const id = EVENT_CHIT.get(ev);
  if (id === undefined) return null;
  const chits = s.chits;
  return chits.pulled.includes(id) && !chits.used.includes(id) ? id : null;
}

/** 3.1: twelve face-down Garde Civique placed by two dice on the chart; a third in a box re-rolls. */
function placeGardeCiviqueByChart(s: BlbState): void {
  const order = shuffled(s.rng, GC_IDS);
  for (const id of order) {
    for (;;) {
      const r1 = rollD6(s.rng);
      const r2 = rollD6(s.rng);
      const box = DATA.gcChart[r1 - 1]![r2 - 1]!;
      if (box !== null && gcIn(s, box).length >= 2) continue;
      s.gc[id] = { box, revealed: false };
      break;
    }
  }
}

export function initialState(seed: number, options: BlbOptions): BlbState {
  const rng = createRng(seed);
  const units: Record<string, UnitState> = {};
  for (const u of DATA.units) units[u.id] = { box: u.setup, steps: u.steps };
  const gc: Record<string, GcState> = {};
  for (const g of DATA.gardeCivique) gc[g.id] = { box: null, revealed: false };
  const forts: Record<string, FortState> = {};
  for (const f of DATA.forts) forts[f.box] = { steps: f.steps, activatedTurn: -1 };
  const track: Record<string, number> = {};
  const cup: string[] = [];
  for (const c of DATA.chits) {
    if (c.arrives !== undefined) track[c.id] = c.arrives;
    else cup.push(c.id);
  }
  const s: BlbState = {
    options,
    rng,
    turn: 0,
    atrocities: 0,
    units,
    gc,
    forts,
    chits: { cup, pulled: [], used: [], turnEnd: [], track },
    drawer: 'german',
    lastChit: null,
    activatedArmies: [],
    setUp: { gcToPlace: [], unitsToPlace: [] },
    activation: null,
    window: null,
    combat: null,
    retreat: null,
    pendingGc: null,
    additional: null,
    outcome: null,
    history: { atrocityTurns: [] },
  };
  if (options.alternativeGardeCivique) {
    // Still randomized face-down (3.2): the Entente chooses boxes, not counters.
    s.setUp.gcToPlace = shuffled(s.rng, GC_IDS);
  } else {
    placeGardeCiviqueByChart(s);
  }
  if (options.freeSetUp) {
    const belgians = DATA.units.filter((u) => u.nationality === 'belgian').map((u) => u.id);
    for (const id of belgians) units[id]!.box = null;
    s.setUp.unitsToPlace = belgians;
  }
  if (options.germanHandicap) {
    s.atrocities = Math.ceil(rollD6(s.rng) / 2);
  }
  return s;
}

/** Boxes the Garde Civique Setup Chart names (3.2 Alternative: only these may take one). */
export const GC_CHART_BOXES: string[] = [...new Set(DATA.gcChart.flat().filter((b): b is string => b !== null))];

/** 3.2 Free Set-Up: within Belgium, not south of Namur, not Verviers, at most two per box. */
export function freeSetUpBoxes(s: BlbState): string[] {
  return DATA.boxes
    .filter((b) => b.country === 'belgium' && !b.southOfNamur && b.id !== 'verviers')
    .filter((b) => sideUnitsIn(s, b.id, 'entente').filter((u) => UNIT[u]!.nationality === 'belgian').length < 2)
    .filter((b) => stackCount(s, b.id, 'entente') < stackingLimit(b.id, 'entente'))
    .map((b) => b.id);
}

export const boxName = (id: string): string => BOX[id]?.name ?? id;
