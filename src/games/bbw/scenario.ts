// What a conflict (one of the system's games) gives the system: its data (map, units, set-up,
// Random Events Chart, victory grades) and the hooks by which its exclusive rules qualify the system
// rules. A second conflict is one more file in scenarios/ and one line in scenarios/index.ts.
import type { BbwState } from './state';
import type {
  AreaDef, Connection, DamagedBoxDef, RandomEventDef, RearAreaDef, Side, UnitDef, VictoryGrade,
} from './types';

export interface ScenarioData {
  id: string;
  title: string;
  /** Which nation plays which card colour; `white` is the designated player (3.0). */
  nations: Record<Side, string>;
  areas: AreaDef[];
  connections: Connection[];
  rearAreas: RearAreaDef[];
  damagedBoxes: DamagedBoxDef[];
  units: UnitDef[];
  /** 3.0: where each unit starts: an area, Rear Area or Damaged Units box id. */
  setup: Record<string, string>;
  /** 8.0: the final Game-turn. */
  turns: number;
  /** Exclusive movement rule: points a move between areas not joined by a road costs (null: all cost 1). */
  offRoadCost: number | null;
  /** Exclusive movement rule: air units fly to any area ('any') or move as ground units do ('adjacent'). */
  airReach: 'any' | 'adjacent';
  /** 5.0: the Random Events Chart (six lines, rolled on 1d6). */
  randomEvents: RandomEventDef[];
  /** 8.0: grades of victory by net VP (white minus grey), covering every integer. */
  grades: VictoryGrade[];
}

/** A VP adjustment (8.0 "additional sources or adjustments of VP"). */
export interface VpAdjustment {
  side: Side;
  vp: number;
  reason: string;
}

/** The exclusive rules' hooks. Each returns a reason (with its rule number) to forbid, or null. */
export interface ScenarioRules {
  /** 6.0: the side that plays first this turn, overriding the card count (null: the system's rule). */
  firstPlayer(s: BbwState): Side | null;
  /** 6.32: why `side` may not make a Reaction Move now (beyond 9.12), or null. */
  reactionBlocked(s: BbwState, side: Side): string | null;
  /** 6.1: why this unit may not move now (beyond 6.11), or null. */
  moveBlocked(s: BbwState, unitId: string): string | null;
  /** 6.24: why this unit may not exploit now, or null. */
  exploitBlocked(s: BbwState, unitId: string): string | null;
  /** 6.2: why this air unit may not fly (join a battle, move, react) now, or null. */
  airBlocked(s: BbwState, unitId: string): string | null;
  /** 5.0: applies a Random Events Chart result to `s` (already a copy: mutate it). */
  resolveEvent(s: BbwState, roll: number): void;
  /** 8.0: the conflict's VP adjustments at the end of the game. */
  vpAdjustments(s: BbwState): VpAdjustment[];
}

export interface Scenario {
  data: ScenarioData;
  rules: ScenarioRules;
}
