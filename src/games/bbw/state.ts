// The Brief Border Wars game state: plain, serializable data for a machine's context. It holds the
// units, the cards in every place, the turn, the card being played and the battle being fought, and
// `pending`: the one decision the sequence of play waits on (which side decides what), so a machine
// can sequence it. Rule functions never mutate a state they are given: they clone it first.
import { z } from 'zod';
import { cloneRng, type RngState } from '../../core/rng';
import { type Side } from './types';

const perSideFlag = z
  .object({ white: z.boolean().default(false), grey: z.boolean().default(false) })
  .strict()
  .default({});
const removedCount = z.number().int().min(0).max(6).default(0);

/** The conflicts this module plays (scenarios/index.ts holds their data and exclusive rules). */
export const SCENARIO_IDS = ['football-war'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const bbwOptionsSchema = z
  .object({
    /** 3.0: which of the system's games (conflicts) is played. */
    scenario: z.enum(SCENARIO_IDS).default('football-war'),
    /** 9.11 General organizational ability: Special Action cards taken out of each side's six. */
    specialsRemoved: z.object({ white: removedCount, grey: removedCount }).strict().default({}),
    /** 9.12 Formation agility: this side may make no Reaction Moves (6.32). */
    noReactionMoves: perSideFlag,
    /** 9.13 Intelligence Advantage: this side plays with its hand of Action cards face up. */
    openHand: perSideFlag,
    /** 9.14 Poorly Trained Staff: this side uses an Action card only for its larger value. */
    poorlyTrainedStaff: perSideFlag,
    /** 9.15 Skilled Guerrillas (both sides). */
    skilledGuerrillas: z.boolean().default(false),
  })
  .strict();
export type BbwOptions = z.infer<typeof bbwOptionsSchema>;
export type BbwOptionsInput = z.input<typeof bbwOptionsSchema>;
export const BBW_DEFAULT_OPTIONS: BbwOptions = bbwOptionsSchema.parse({});

/** A unit's changing state: where it is and which side of the counter is up. */
export interface UnitState {
  id: string;
  /** An area id, the side's Rear Area id or its Damaged Units box id. */
  loc: string;
  /** 2.4: flipped to the striped (ground) or blank (air) side. Never true in a Damaged Units box (6.21). */
  disrupted: boolean;
}

/** The Action card being played (6.1 / 6.2) and what it has used so far. */
export interface CardAction {
  side: Side;
  card: string;
  mode: 'move' | 'combat';
  /** Movement points or attacking units still available on the card. */
  left: number;
  /** 6.11 / 6.2: units that have already moved / attacked with this card. */
  used: string[];
}

/** 6.21 Pre-Combat Step: a battle being designated unit by unit (the one-at-a-time form of BattleChoice). */
export interface Designation {
  area: string;
  attackers: string[];
  defenders: string[];
  air: string[];
}

/** One battle (6.21) from the Pre-Combat Step to exploitation. */
/** Where a battle stands (6.21's steps); `pending` says who decides within it. */
export type BattleStage = 'defenderAir' | 'reaction' | 'airToAir' | 'airAllocate' | 'ground' | 'groundAllocate' | 'results' | 'exploit' | 'done';

export interface Battle {
  stage: BattleStage;
  area: string;
  attacker: Side;
  /** Designated attacking ground units. */
  attackers: string[];
  /** Designated defending ground units (with those a ground Reaction Move added). */
  defenders: string[];
  attackerAir: string[];
  defenderAir: string[];
  /** 6.24: every Defender ground unit in the Battle area when the battle was designated. */
  defendersInArea: string[];
  /** 6.22: dice rolled by each side's fighters (null before, or with no air-to-air). */
  airRolls: Record<Side, number[]> | null;
  /** 6.21: dice rolled by each side in the Ground Combat Resolution Step. */
  groundRolls: Record<Side, number[]> | null;
  /** 6.21: the defender's terrain dice in the ground roll (0 under 9.15). */
  terrainDice: number;
  /** Hits each side has inflicted and not yet allocated (the step in `pending`). */
  toAllocate: Record<Side, number>;
  /** Hits allocated to each unit in the current step (air-to-air, then ground). */
  hits: Record<string, number>;
  /** 6.21: whether each designated defender was disrupted when the hits were inflicted. */
  wasDisrupted: Record<string, boolean>;
  /** Defenders whose result (stay or retreat) the Defender still chooses, in order. */
  resultsLeft: string[];
  /** 6.24: attacking mechanized units that may still exploit. */
  exploiters: string[];
}

/** The decision the sequence of play waits on; `side` is the side that decides. */
export type Pending =
  | { kind: 'selection' } // 5.0: the draw (no choice)
  | { kind: 'play'; side: Side } // 6.0: play a card or Pass
  | { kind: 'move'; side: Side } // 6.1: move a unit or end the card
  | { kind: 'combat'; side: Side } // 6.2: designate a battle or end the card
  | { kind: 'designate'; side: Side } // 6.21 Pre-Combat: the Attacker names the units, one at a time
  | { kind: 'defenderAir'; side: Side } // 6.21 Pre-Combat: the Defender adds air units in the area
  | { kind: 'reaction'; side: Side } // 6.32: a Reaction Move or pass
  | { kind: 'allocateAir'; side: Side } // 6.22: the inflicting player allocates air-to-air hits
  | { kind: 'allocateGround'; side: Side } // 6.21: the inflicting player allocates ground hits
  | { kind: 'defenderResult'; side: Side; unit: string } // 6.21 / 6.23: stay or retreat
  | { kind: 'exploit'; side: Side } // 6.24
  | { kind: 'final' } // 7.0 (no choice)
  | { kind: 'over' }; // 8.0

export interface EventRecord {
  turn: number;
  card: string;
  roll: number;
  id: string;
}

export interface BbwState {
  options: BbwOptions;
  units: UnitState[];
  /** 3.0: the shuffled Action deck, top first (hidden). */
  deck: string[];
  /** 5.0: Action cards in each hand. */
  hands: Record<Side, string[]>;
  /** 3.0 / 6.3: Special Action cards each side still holds. */
  specials: Record<Side, string[]>;
  /** Played and discarded cards (Action, Random Event, Special), oldest first. */
  discard: string[];
  /** 9.11: Special Action cards taken out of the game. */
  removed: string[];
  turn: number;
  /** 8.0: the final Game-turn (a Random Event may make it one earlier). */
  lastTurn: number;
  /** 6.0: consecutive Passes (two end the Card Play and Resolution Phase). */
  passes: number;
  /** 5.0: Action cards each side received this turn (6.0: who plays first). */
  received: Record<Side, number>;
  /** Random Event effects lasting to the end of this Game-turn (scenario ids). */
  effects: string[];
  /** 5.0: every Random Event resolved. */
  events: EventRecord[];
  /** 9.11: VP given in compensation for removed Special Action cards. */
  compensation: Record<Side, number>;
  action: CardAction | null;
  /** A battle being designated unit by unit (pending `designate`). */
  designation: Designation | null;
  battle: Battle | null;
  /** The battle fought last (its dice and results, for narration and the table); null before any. */
  lastBattle: Battle | null;
  pending: Pending;
  rng: RngState;
}

/** Bad input to a rule function: the message cites the rule; the state given is left untouched. */
export class RuleError extends Error {
  constructor(rule: string, message: string) {
    super(`${rule}: ${message}`);
    this.name = 'RuleError';
  }

  /** A problem that may already begin with its rule ("6.11: ...", "FW4 fuel shortage ...: ..."); `rule` is used when it does not. */
  static from(rule: string, problem: string): RuleError {
    const m = /^((?:\d+(?:\.\d+)*|FW\d+)[^:]*): ([\s\S]*)$/.exec(problem);
    return m ? new RuleError(m[1]!, m[2]!) : new RuleError(rule, problem);
  }
}

const cloneSideArrays = (r: Record<Side, string[]>): Record<Side, string[]> => ({ white: [...r.white], grey: [...r.grey] });

function cloneBattle(b: Battle): Battle {
  return {
    ...b,
    attackers: [...b.attackers],
    defenders: [...b.defenders],
    attackerAir: [...b.attackerAir],
    defenderAir: [...b.defenderAir],
    defendersInArea: [...b.defendersInArea],
    airRolls: b.airRolls ? { white: [...b.airRolls.white], grey: [...b.airRolls.grey] } : null,
    groundRolls: b.groundRolls ? { white: [...b.groundRolls.white], grey: [...b.groundRolls.grey] } : null,
    toAllocate: { ...b.toAllocate },
    hits: { ...b.hits },
    wasDisrupted: { ...b.wasDisrupted },
    resultsLeft: [...b.resultsLeft],
    exploiters: [...b.exploiters],
  };
}

/** A deep copy (options are never mutated, so shared). */
export function cloneState(s: BbwState): BbwState {
  return {
    options: s.options,
    units: s.units.map((u) => ({ ...u })),
    deck: [...s.deck],
    hands: cloneSideArrays(s.hands),
    specials: cloneSideArrays(s.specials),
    discard: [...s.discard],
    removed: [...s.removed],
    turn: s.turn,
    lastTurn: s.lastTurn,
    passes: s.passes,
    received: { ...s.received },
    effects: [...s.effects],
    events: s.events.map((e) => ({ ...e })),
    compensation: { ...s.compensation },
    action: s.action ? { ...s.action, used: [...s.action.used] } : null,
    designation: s.designation
      ? { area: s.designation.area, attackers: [...s.designation.attackers], defenders: [...s.designation.defenders], air: [...s.designation.air] }
      : null,
    battle: s.battle ? cloneBattle(s.battle) : null,
    lastBattle: s.lastBattle ? cloneBattle(s.lastBattle) : null,
    pending: { ...s.pending },
    rng: cloneRng(s.rng),
  };
}

/** Where each unit id was last found in a state's unit list (the order is the conflict's, so it holds; checked on every use). */
const UNIT_INDEX = new Map<string, number>();

export function unitState(s: BbwState, id: string): UnitState {
  const i = UNIT_INDEX.get(id);
  if (i !== undefined && s.units[i]?.id === id) return s.units[i]!;
  const j = s.units.findIndex((x) => x.id === id);
  if (j < 0) throw new Error(`no unit "${id}"`);
  UNIT_INDEX.set(id, j);
  return s.units[j]!;
}
