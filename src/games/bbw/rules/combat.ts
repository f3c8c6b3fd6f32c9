// 6.2 Combat: a card played for its Combat value lets up to that many units (ground and air, over all
// Battle areas) attack. Each battle runs 6.21's steps: Pre-Combat (the Attacker designates the area,
// the ground units on both sides and its air units; the Defender adds air units in the area; the
// Defender's Reaction Move, 6.32), Air-to-Air (6.22), Ground Combat, the results of the hits,
// Retreats (6.23) and Exploitation (6.24). Dice rolls happen inside these functions, from the state's
// RNG; each decision waits in `pending` for the side the rules name.
import { rollDice } from '../../../core/dice';
import { HIT_ON, REACTION_GROUND_MAX } from '../data';
import { type BbwState, type Battle, RuleError, cloneState, unitState } from '../state';
import { type Side, otherSide } from '../types';
import {
  adjacent, areaDef, boardOf, cvOf, defOf, isArea, isDamagedBox, isRear, neighbours, undisruptedEnemy,
  undisruptedEnemyGround, unitsAt,
} from './board';
import { handOver } from './cards';

export const countHits = (rolls: number[]): number => rolls.filter((r) => r >= HIT_ON).length;

// ---------------------------------------------------------------------------------------------
// Pre-Combat Step: the Attacker's designation

export interface BattleChoice {
  area: string;
  /** Designated attacking ground units (undisrupted, in the area, not yet used on this card). */
  attackers: string[];
  /** Designated defending ground units (any enemy ground units in the area). */
  defenders: string[];
  /** Attacker air units from the area or the Rear Area, up to the number of attacking ground units. */
  air: string[];
}

const dup = (xs: string[]) => new Set(xs).size !== xs.length;

/** Why the Attacker may not designate this battle now, or null. */
export function battleProblem(s: BbwState, c: BattleChoice): string | null {
  const act = s.action;
  if (s.pending.kind !== 'combat' || !act || act.mode !== 'combat') return '6.2: no card is being played for its Combat value';
  const side = act.side;
  if (!isArea(s, c.area)) return `6.21: "${c.area}" is not an area`;
  if (c.attackers.length === 0) return '6.21: a battle needs at least one designated attacking ground unit';
  if (c.defenders.length === 0) return '6.21: a battle needs at least one designated defending ground unit';
  if (dup(c.attackers) || dup(c.defenders) || dup(c.air)) return '6.21: a unit is designated twice';
  for (const id of c.attackers) {
    const d = boardOf(s).units.get(id);
    if (!d || d.side !== side || d.kind !== 'ground') return `6.21: ${id} is not one of the Attacker's ground units`;
    const u = unitState(s, id);
    if (u.loc !== c.area) return `6.21: ${id} is not in ${c.area}`;
    if (u.disrupted) return `6.2: only undisrupted units may attack (${id} is disrupted)`;
    if (act.used.includes(id)) return `6.2: ${id} has already attacked with this card`;
  }
  for (const id of c.defenders) {
    const d = boardOf(s).units.get(id);
    if (!d || d.side === side || d.kind !== 'ground') return `6.21: ${id} is not one of the Defender's ground units`;
    if (unitState(s, id).loc !== c.area) return `6.21: ${id} is not in ${c.area}`;
  }
  if (c.air.length > c.attackers.length) return `6.21: at most ${c.attackers.length} air units (one per designated attacking ground unit)`;
  for (const id of c.air) {
    const d = boardOf(s).units.get(id);
    if (!d || d.side !== side || d.kind !== 'air') return `6.21: ${id} is not one of the Attacker's air units`;
    const u = unitState(s, id);
    if (u.disrupted) return `6.21: only undisrupted air units may attack (${id} is disrupted)`;
    if (u.loc !== c.area && !(isRear(s, u.loc) && boardOf(s).rears.get(u.loc)!.side === side)) return `6.21: ${id} is neither in ${c.area} nor in the Rear Area`;
    if (act.used.includes(id)) return `6.2: ${id} has already attacked with this card`;
    const grounded = boardOf(s).scenario.rules.airBlocked(s, id);
    if (grounded) return grounded;
  }
  const n = c.attackers.length + c.air.length;
  if (n > act.left) return `6.2: the card lets ${act.left} more units attack, not ${n}`;
  return null;
}

/** 6.21 Pre-Combat Step: the Attacker designates a battle; play runs on to the next decision. */
export function designateBattle(prev: BbwState, c: BattleChoice): BbwState {
  const problem = battleProblem(prev, c);
  if (problem) throw RuleError.from('6.21', problem);
  const s = cloneState(prev);
  const act = s.action!;
  act.used.push(...c.attackers, ...c.air);
  act.left -= c.attackers.length + c.air.length;
  for (const id of c.air) unitState(s, id).loc = c.area;
  const defender = otherSide(act.side);
  s.battle = {
    stage: 'defenderAir',
    area: c.area,
    attacker: act.side,
    attackers: [...c.attackers],
    defenders: [...c.defenders],
    attackerAir: [...c.air],
    defenderAir: [],
    defendersInArea: unitsAt(s, c.area, defender, 'ground').map((u) => u.id),
    airRolls: null,
    groundRolls: null,
    terrainDice: 0,
    toAllocate: { white: 0, grey: 0 },
    hits: {},
    wasDisrupted: {},
    resultsLeft: [],
    exploiters: [],
  };
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// Pre-Combat Step: the Defender's air units already in the area

/** 6.21: the Defender's air units in the Battle area that may join (undisrupted, not grounded). */
export function defenderAirCandidates(s: BbwState): string[] {
  const b = s.battle;
  if (!b) return [];
  const defender = otherSide(b.attacker);
  return unitsAt(s, b.area, defender, 'air')
    .filter((u) => !u.disrupted && !b.defenderAir.includes(u.id) && !boardOf(s).scenario.rules.airBlocked(s, u.id))
    .map((u) => u.id);
}

/** 6.21: the Defender adds air units already in the Battle area, up to the number of designated defending ground units. */
export function addDefenderAir(prev: BbwState, air: string[]): BbwState {
  const b = prev.battle;
  if (prev.pending.kind !== 'defenderAir' || !b) throw new RuleError('6.21', 'the Defender adds air units only in the Pre-Combat Step');
  if (dup(air)) throw new RuleError('6.21', 'an air unit is named twice');
  if (air.length > b.defenders.length) throw new RuleError('6.21', `at most ${b.defenders.length} air units (one per designated defending ground unit)`);
  const ok = defenderAirCandidates(prev);
  for (const id of air) if (!ok.includes(id)) throw new RuleError('6.21', `${id} is not an undisrupted Defender air unit in ${b.area}`);
  const s = cloneState(prev);
  s.battle!.defenderAir.push(...air);
  s.battle!.stage = 'reaction';
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// 6.32 Reaction Move

export type ReactionChoice =
  | { kind: 'pass' }
  | { kind: 'air'; card: string; units: string[] }
  | { kind: 'ground'; card: string; units: string[] };

/** Why the Defender may make no Reaction Move at all now, or null. */
export function reactionBarred(s: BbwState, side: Side): string | null {
  if (s.specials[side].length === 0) return '6.32: a Reaction Move needs a Special Action card';
  if (s.options.noReactionMoves[side]) return '9.12 Formation agility: this side makes no Reaction Moves';
  return boardOf(s).scenario.rules.reactionBlocked(s, side);
}

/** 6.32 Air: undisrupted air units in the Defender's Rear Area that may fly to the Battle area. */
export function reactionAirCandidates(s: BbwState): string[] {
  const b = s.battle!;
  const side = otherSide(b.attacker);
  return s.units
    .filter((u) => defOf(s, u.id).side === side && defOf(s, u.id).kind === 'air' && !u.disrupted && isRear(s, u.loc))
    .filter((u) => !boardOf(s).scenario.rules.airBlocked(s, u.id))
    .map((u) => u.id);
}

/** 6.32 Ground: undisrupted ground units that may join: undesignated ones in the Battle area, or from adjacent areas free of undisrupted enemy ground units. */
export function reactionGroundCandidates(s: BbwState): string[] {
  const b = s.battle!;
  const side = otherSide(b.attacker);
  return s.units
    .filter((u) => {
      const d = defOf(s, u.id);
      if (d.side !== side || d.kind !== 'ground' || u.disrupted || b.defenders.includes(u.id)) return false;
      if (u.loc === b.area) return true;
      return isArea(s, u.loc) && adjacent(s, u.loc, b.area) && !undisruptedEnemyGround(s, u.loc, side);
    })
    .map((u) => u.id);
}

export function reactionProblem(s: BbwState, c: ReactionChoice): string | null {
  const b = s.battle;
  if (s.pending.kind !== 'reaction' || !b) return '6.32: a Reaction Move is made only at the end of the Pre-Combat Step';
  if (c.kind === 'pass') return null;
  const side = otherSide(b.attacker);
  const barred = reactionBarred(s, side);
  if (barred) return barred;
  if (!s.specials[side].includes(c.card)) return `6.32: ${side} does not hold Special Action card ${c.card}`;
  if (c.units.length === 0) return '6.32: a Reaction Move moves at least one unit';
  if (dup(c.units)) return '6.32: a unit is named twice';
  if (c.kind === 'air') {
    if (c.units.length > b.defenders.length) return `6.32: at most ${b.defenders.length} air units (the number of designated defending units)`;
    const ok = reactionAirCandidates(s);
    for (const id of c.units) if (!ok.includes(id)) return `6.32: ${id} is not an undisrupted air unit in the Rear Area`;
    return null;
  }
  if (c.units.length > REACTION_GROUND_MAX) return `6.32: at most ${REACTION_GROUND_MAX} ground units join`;
  const ok = reactionGroundCandidates(s);
  for (const id of c.units) if (!ok.includes(id)) return `6.32: ${id} may not join (undisrupted, in the Battle area or an adjacent area free of undisrupted enemy ground units)`;
  return null;
}

/** 6.32: the Defender plays a Special Action card for a Reaction Move, or passes. */
export function react(prev: BbwState, c: ReactionChoice): BbwState {
  const problem = reactionProblem(prev, c);
  if (problem) throw RuleError.from('6.32', problem);
  const s = cloneState(prev);
  const b = s.battle!;
  if (c.kind !== 'pass') {
    const side = otherSide(b.attacker);
    s.specials[side] = s.specials[side].filter((x) => x !== c.card);
    s.discard.push(c.card);
    for (const id of c.units) {
      unitState(s, id).loc = b.area;
      if (c.kind === 'air') b.defenderAir.push(id);
      else {
        b.defenders.push(id);
        if (!b.defendersInArea.includes(id)) b.defendersInArea.push(id);
      }
    }
  }
  b.stage = 'airToAir';
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// Hit allocation (6.22 air-to-air, 6.21 ground): one hit at a time, by the inflicting player

/** The units the side now allocating may put hits on. */
export function allocationTargets(s: BbwState): string[] {
  const b = s.battle;
  if (!b || (s.pending.kind !== 'allocateAir' && s.pending.kind !== 'allocateGround')) return [];
  const by = s.pending.side;
  if (s.pending.kind === 'allocateAir') return by === b.attacker ? [...b.defenderAir] : [...b.attackerAir];
  return by === b.attacker ? [...b.defenders] : [...b.attackers];
}

/** 6.21 / 6.22: the inflicting player puts one hit on an involved enemy unit. */
export function allocateHit(prev: BbwState, unit: string): BbwState {
  const rule = prev.pending.kind === 'allocateAir' ? '6.22' : '6.21';
  if (!prev.battle || (prev.pending.kind !== 'allocateAir' && prev.pending.kind !== 'allocateGround')) throw new RuleError('6.21', 'no hits are being allocated');
  if (!allocationTargets(prev).includes(unit)) throw new RuleError(rule, `${unit} is not an involved enemy unit`);
  const s = cloneState(prev);
  const b = s.battle!;
  const by = (s.pending as { side: Side }).side;
  b.hits[unit] = (b.hits[unit] ?? 0) + 1;
  b.toAllocate[by] -= 1;
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// Results (6.21's three paragraphs) and Retreats (6.23)

/** What the Defender may choose for a defending unit awaiting its result: stay (and be disrupted), or retreat to an area. */
export interface ResultOptions {
  stay: boolean;
  retreats: string[];
}

/** 6.23: adjacent areas a unit may retreat into (not forbidden, no undisrupted enemy units). */
export function retreatAreas(s: BbwState, unitId: string): string[] {
  const u = unitState(s, unitId);
  const side = defOf(s, unitId).side;
  return neighbours(s, u.loc).filter((a) => !areaDef(s, a).forbidden && !undisruptedEnemy(s, a, side));
}

/**
 * 6.21: the hits on a defending unit sort it into one of the result paths.
 * - 'none': no hit.
 * - 'disrupt-or-retreat': undisrupted, 1 to CV-1 hits: stays disrupted, or retreats undisrupted.
 * - 'disrupt-may-retreat': undisrupted, CV to 2CV-1 hits: disrupted, and may retreat.
 * - 'must-retreat': disrupted, 1 to CV-1 hits: retreats and stays disrupted.
 * - 'damaged': undisrupted with 2CV or more, or disrupted with CV or more.
 */
export type DefenderPath = 'none' | 'disrupt-or-retreat' | 'disrupt-may-retreat' | 'must-retreat' | 'damaged';
export function defenderPath(hits: number, wasDisrupted: boolean, cv: number): DefenderPath {
  if (hits <= 0) return 'none';
  if (!wasDisrupted) {
    if (hits < cv) return 'disrupt-or-retreat';
    if (hits < 2 * cv) return 'disrupt-may-retreat';
    return 'damaged';
  }
  return hits < cv ? 'must-retreat' : 'damaged';
}

/** 6.21: an attacking unit: 1 to CV-1 hits disrupted, CV or more damaged; attackers never retreat. */
export type AttackerPath = 'none' | 'disrupted' | 'damaged';
export function attackerPath(hits: number, cv: number): AttackerPath {
  if (hits <= 0) return 'none';
  return hits < cv ? 'disrupted' : 'damaged';
}

/** 6.21: damaged units go to their Damaged Units box, undisrupted. */
function damage(s: BbwState, id: string): void {
  const u = unitState(s, id);
  u.loc = boardOf(s).homeDamaged[defOf(s, id).side];
  u.disrupted = false;
}

export function resultOptions(s: BbwState, unitId: string): ResultOptions {
  const b = s.battle!;
  const path = defenderPath(b.hits[unitId] ?? 0, b.wasDisrupted[unitId] ?? false, b.wasDisrupted[unitId] ? defOf(s, unitId).cvDisrupted : defOf(s, unitId).cv);
  const retreats = retreatAreas(s, unitId);
  return { stay: path === 'disrupt-or-retreat' || path === 'disrupt-may-retreat', retreats };
}

function applyResultChoice(s: BbwState, unitId: string, to: string | null): void {
  const b = s.battle!;
  const u = unitState(s, unitId);
  const cv = b.wasDisrupted[unitId] ? defOf(s, unitId).cvDisrupted : defOf(s, unitId).cv;
  const path = defenderPath(b.hits[unitId] ?? 0, b.wasDisrupted[unitId] ?? false, cv);
  if (to === null) {
    // disrupt-or-retreat: stays and is disrupted; disrupt-may-retreat: already disrupted, stays.
    u.disrupted = true;
  } else {
    u.loc = to;
    // disrupt-or-retreat: retreats and stays undisrupted; the others retreat disrupted.
    u.disrupted = path !== 'disrupt-or-retreat';
  }
  b.resultsLeft = b.resultsLeft.filter((x) => x !== unitId);
}

/** 6.21 / 6.23: the Defender chooses a defending unit's result: stay (null) or retreat into an adjacent area. */
export function chooseResult(prev: BbwState, to: string | null): BbwState {
  if (prev.pending.kind !== 'defenderResult' || !prev.battle) throw new RuleError('6.21', 'no defending unit awaits its result');
  const unit = prev.pending.unit;
  const opts = resultOptions(prev, unit);
  if (to === null && !opts.stay) throw new RuleError('6.21', `${unit} must retreat (a disrupted defending unit hit less than its CV)`);
  if (to !== null && !opts.retreats.includes(to)) throw new RuleError('6.23', `${unit} cannot retreat into ${to} (adjacent, enterable, no undisrupted enemy units)`);
  const s = cloneState(prev);
  applyResultChoice(s, unit, to);
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// 6.24 Exploitation

/** 6.24: every Defender ground unit that was in the Battle area is now disrupted or damaged. */
export function defenderBroken(s: BbwState, b: Battle): boolean {
  return b.defendersInArea.every((id) => {
    const u = unitState(s, id);
    return u.disrupted || isDamagedBox(s, u.loc);
  });
}

export function exploitAreas(s: BbwState, unitId: string): string[] {
  const u = unitState(s, unitId);
  return neighbours(s, u.loc).filter((a) => !areaDef(s, a).forbidden);
}

export interface ExploitChoice {
  unit: string;
  to: string;
}

/** 6.24: an undisrupted mechanized attacking unit moves into one adjacent area. */
export function exploit(prev: BbwState, c: ExploitChoice): BbwState {
  const b = prev.battle;
  if (prev.pending.kind !== 'exploit' || !b) throw new RuleError('6.24', 'no exploitation now');
  if (!b.exploiters.includes(c.unit)) throw new RuleError('6.24', `${c.unit} may not exploit (an undisrupted mechanized attacking unit of this battle)`);
  if (!exploitAreas(prev, c.unit).includes(c.to)) throw new RuleError('6.24', `${c.to} is not an adjacent area ${c.unit} may enter`);
  const s = cloneState(prev);
  unitState(s, c.unit).loc = c.to;
  s.battle!.exploiters = s.battle!.exploiters.filter((x) => x !== c.unit);
  return advance(s);
}

/** 6.24: the Attacker moves no more exploiting units. */
export function endExploitation(prev: BbwState): BbwState {
  if (prev.pending.kind !== 'exploit' || !prev.battle) throw new RuleError('6.24', 'no exploitation now');
  const s = cloneState(prev);
  s.battle!.exploiters = [];
  return advance(s);
}

// ---------------------------------------------------------------------------------------------
// The automatic steps between decisions

function fighters(s: BbwState, ids: string[]): string[] {
  return ids.filter((id) => defOf(s, id).fighter);
}

function applyAirResults(s: BbwState): void {
  const b = s.battle!;
  for (const id of [...b.attackerAir, ...b.defenderAir]) {
    const h = b.hits[id] ?? 0;
    if (h <= 0) continue;
    const cv = defOf(s, id).cv;
    if (h >= cv) damage(s, id); // 6.22: damaged, face up in the Damaged Units box
    else {
      // 6.22: disrupted and back to its Rear Area, face down
      const u = unitState(s, id);
      u.loc = boardOf(s).homeRear[defOf(s, id).side];
      u.disrupted = true;
    }
  }
  b.attackerAir = b.attackerAir.filter((id) => !(b.hits[id] ?? 0));
  b.defenderAir = b.defenderAir.filter((id) => !(b.hits[id] ?? 0));
  b.hits = {};
}

/** 6.21 Ground Combat Resolution Step: the dice each side rolls. */
export function groundDice(s: BbwState, b: Battle): { attacker: number; defender: number; terrain: number } {
  const cvSum = (ids: string[]) => ids.reduce((n, id) => n + cvOf(s, unitState(s, id)), 0);
  const t = areaDef(s, b.area).terrain;
  const irregulars = (ids: string[]) => ids.map((id) => defOf(s, id).irregular);
  const guerrillas = s.options.skilledGuerrillas && irregulars(b.attackers).every(Boolean) && irregulars(b.defenders).every((x) => !x);
  const terrain = guerrillas ? 0 : t.woods + t.mountain + 2 * t.urban;
  return {
    attacker: cvSum(b.attackers) + b.attackerAir.length,
    defender: cvSum(b.defenders) + terrain + b.defenderAir.length,
    terrain,
  };
}

function applyGroundResults(s: BbwState): void {
  const b = s.battle!;
  for (const id of b.attackers) {
    const path = attackerPath(b.hits[id] ?? 0, defOf(s, id).cv);
    if (path === 'damaged') damage(s, id);
    else if (path === 'disrupted') unitState(s, id).disrupted = true;
  }
  b.resultsLeft = [];
  for (const id of b.defenders) {
    const was = b.wasDisrupted[id] ?? false;
    const d = defOf(s, id);
    const path = defenderPath(b.hits[id] ?? 0, was, was ? d.cvDisrupted : d.cv);
    if (path === 'damaged') damage(s, id);
    else if (path === 'disrupt-may-retreat') {
      unitState(s, id).disrupted = true;
      b.resultsLeft.push(id);
    } else if (path === 'disrupt-or-retreat' || path === 'must-retreat') b.resultsLeft.push(id);
  }
}

/** Runs the battle's automatic steps until a decision is due (or the battle and the card are over). Mutates `s` (a copy). */
export function advance(s: BbwState): BbwState {
  const rules = boardOf(s).scenario.rules;
  for (;;) {
    const b = s.battle;
    if (!b) return s;
    const attacker = b.attacker;
    const defender = otherSide(attacker);
    switch (b.stage) {
      case 'defenderAir':
        if (defenderAirCandidates(s).length > 0) {
          s.pending = { kind: 'defenderAir', side: defender };
          return s;
        }
        b.stage = 'reaction';
        break;
      case 'reaction': {
        const possible = !reactionBarred(s, defender) && (reactionAirCandidates(s).length > 0 || reactionGroundCandidates(s).length > 0);
        if (possible) {
          s.pending = { kind: 'reaction', side: defender };
          return s;
        }
        b.stage = 'airToAir';
        break;
      }
      case 'airToAir': {
        // 6.22: each side's fighters fight if enemy air units are present; both roll at once.
        const rolls = { white: [] as number[], grey: [] as number[] };
        let any = false;
        for (const [side, own, enemy] of [[attacker, b.attackerAir, b.defenderAir], [defender, b.defenderAir, b.attackerAir]] as const) {
          const f = fighters(s, own);
          if (f.length > 0 && enemy.length > 0) {
            rolls[side] = rollDice(s.rng, f.reduce((n, id) => n + defOf(s, id).cv, 0));
            any = true;
          }
        }
        if (any) {
          b.airRolls = rolls;
          b.hits = {};
          b.toAllocate = { white: countHits(rolls.white), grey: countHits(rolls.grey) };
          b.stage = 'airAllocate';
        } else b.stage = 'ground';
        break;
      }
      case 'airAllocate':
      case 'groundAllocate': {
        // 6.21: the Attacker allocates the hits it scored before the Defender does.
        const air = b.stage === 'airAllocate';
        let waiting: Side | null = null;
        for (const by of [attacker, defender]) {
          if (b.toAllocate[by] <= 0) continue;
          const targets = air ? (by === attacker ? b.defenderAir : b.attackerAir) : (by === attacker ? b.defenders : b.attackers);
          if (targets.length === 0) b.toAllocate[by] = 0; // nothing to hit: the hits are lost
          else if (targets.length === 1) {
            b.hits[targets[0]!] = (b.hits[targets[0]!] ?? 0) + b.toAllocate[by];
            b.toAllocate[by] = 0;
          } else {
            waiting = by;
            break;
          }
        }
        if (waiting) {
          s.pending = { kind: air ? 'allocateAir' : 'allocateGround', side: waiting };
          return s;
        }
        if (air) {
          applyAirResults(s);
          b.stage = 'ground';
        } else {
          applyGroundResults(s);
          b.stage = 'results';
        }
        break;
      }
      case 'ground': {
        const dice = groundDice(s, b);
        const aRolls = rollDice(s.rng, dice.attacker);
        const dRolls = rollDice(s.rng, dice.defender);
        b.groundRolls = attacker === 'white' ? { white: aRolls, grey: dRolls } : { white: dRolls, grey: aRolls };
        b.terrainDice = dice.terrain;
        b.hits = {};
        b.wasDisrupted = Object.fromEntries(b.defenders.map((id) => [id, unitState(s, id).disrupted]));
        b.toAllocate = { white: 0, grey: 0 };
        b.toAllocate[attacker] = countHits(aRolls);
        b.toAllocate[defender] = countHits(dRolls);
        b.stage = 'groundAllocate';
        break;
      }
      case 'results': {
        const next = b.resultsLeft[0];
        if (next === undefined) {
          b.stage = 'exploit';
          b.exploiters = defenderBroken(s, b)
            ? b.attackers.filter((id) => {
                const u = unitState(s, id);
                return defOf(s, id).mechanized && !u.disrupted && u.loc === b.area && !rules.exploitBlocked(s, id) && exploitAreas(s, id).length > 0;
              })
            : [];
          break;
        }
        const opts = resultOptions(s, next);
        const choices = (opts.stay ? 1 : 0) + opts.retreats.length;
        if (choices === 0) {
          damage(s, next); // 6.23: a unit that must retreat and cannot is damaged instead
          b.resultsLeft.shift();
        } else if (choices === 1) {
          applyResultChoice(s, next, opts.stay ? null : opts.retreats[0]!);
        } else {
          s.pending = { kind: 'defenderResult', side: defender, unit: next };
          return s;
        }
        break;
      }
      case 'exploit':
        if (b.exploiters.length > 0) {
          s.pending = { kind: 'exploit', side: attacker };
          return s;
        }
        b.stage = 'done';
        break;
      case 'done': {
        const act = s.action!;
        s.lastBattle = b;
        if (act.left > 0) {
          s.battle = null;
          s.pending = { kind: 'combat', side: act.side };
        } else handOver(s, act.side);
        return s;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Legal choices

/** 6.2: the areas where the Attacker could fight now (its undisrupted unused ground units beside enemy ground units). */
export function battleAreas(s: BbwState): string[] {
  const act = s.action;
  if (s.pending.kind !== 'combat' || !act) return [];
  const side = act.side;
  const areas = new Set<string>();
  for (const u of s.units) {
    const d = defOf(s, u.id);
    if (d.side !== side || d.kind !== 'ground' || u.disrupted || act.used.includes(u.id) || !isArea(s, u.loc)) continue;
    if (unitsAt(s, u.loc, otherSide(side), 'ground').length > 0) areas.add(u.loc);
  }
  return [...areas];
}

function subsets<T>(xs: T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const rec = (i: number, cur: T[]) => {
    if (i === xs.length) {
      if (cur.length >= min && cur.length <= max) out.push([...cur]);
      return;
    }
    if (cur.length < max) rec(i + 1, [...cur, xs[i]!]);
    rec(i + 1, cur);
  };
  rec(0, []);
  return out;
}

/**
 * 6.2: battle designations open now. The full set of subsets is large, so this lists, for each
 * battle area, every choice of attackers (up to the card), with all defenders designated and each
 * count of air units (the first undisrupted ones available). Rule functions accept any legal choice.
 */
export function legalBattles(s: BbwState): BattleChoice[] {
  const act = s.action;
  if (s.pending.kind !== 'combat' || !act) return [];
  const out: BattleChoice[] = [];
  const side = act.side;
  for (const area of battleAreas(s)) {
    const att = unitsAt(s, area, side, 'ground').filter((u) => !u.disrupted && !act.used.includes(u.id)).map((u) => u.id);
    const def = unitsAt(s, area, otherSide(side), 'ground').map((u) => u.id);
    const air = s.units
      .filter((u) => defOf(s, u.id).side === side && defOf(s, u.id).kind === 'air' && !u.disrupted && !act.used.includes(u.id))
      .filter((u) => u.loc === area || isRear(s, u.loc))
      .filter((u) => !boardOf(s).scenario.rules.airBlocked(s, u.id))
      .map((u) => u.id);
    for (const attackers of subsets(att, 1, act.left)) {
      for (let n = 0; n <= Math.min(air.length, attackers.length, act.left - attackers.length); n++) {
        out.push({ area, attackers, defenders: def, air: air.slice(0, n) });
      }
    }
  }
  return out;
}

export function legalDefenderAir(s: BbwState): string[][] {
  if (s.pending.kind !== 'defenderAir' || !s.battle) return [];
  return subsets(defenderAirCandidates(s), 0, s.battle.defenders.length);
}

export function legalReactions(s: BbwState): ReactionChoice[] {
  if (s.pending.kind !== 'reaction' || !s.battle) return [];
  const out: ReactionChoice[] = [{ kind: 'pass' }];
  const side = otherSide(s.battle.attacker);
  const card = s.specials[side][0];
  if (!card || reactionBarred(s, side)) return out;
  for (const units of subsets(reactionAirCandidates(s), 1, s.battle.defenders.length)) out.push({ kind: 'air', card, units });
  for (const units of subsets(reactionGroundCandidates(s), 1, REACTION_GROUND_MAX)) out.push({ kind: 'ground', card, units });
  return out;
}

export function legalResults(s: BbwState): (string | null)[] {
  if (s.pending.kind !== 'defenderResult' || !s.battle) return [];
  const o = resultOptions(s, s.pending.unit);
  return [...(o.stay ? [null] : []), ...o.retreats];
}

export function legalExploits(s: BbwState): ExploitChoice[] {
  if (s.pending.kind !== 'exploit' || !s.battle) return [];
  return s.battle.exploiters.flatMap((unit) => exploitAreas(s, unit).map((to) => ({ unit, to })));
}

// ---------------------------------------------------------------------------------------------
// The Pre-Combat designation one unit at a time: the same choices as BattleChoice, listed
// completely (a full list of BattleChoices grows as the product of the subsets on each side).

export type DesignationRole = 'attacker' | 'defender' | 'air';
export interface DesignationStep {
  role: DesignationRole;
  unit: string;
}

/** 6.21: the Attacker picks the Battle area and starts designating. */
export function openBattle(prev: BbwState, area: string): BbwState {
  if (prev.pending.kind !== 'combat' || !prev.action) throw new RuleError('6.2', 'no card is being played for its Combat value');
  if (!battleAreas(prev).includes(area)) throw new RuleError('6.21', `no battle is possible in ${area} (undisrupted attacking ground units of this card beside enemy ground units)`);
  const s = cloneState(prev);
  s.designation = { area, attackers: [], defenders: [], air: [] };
  s.pending = { kind: 'designate', side: s.action!.side };
  return s;
}

/** 6.21: every unit that may be added to the designation now. */
export function designationSteps(s: BbwState): DesignationStep[] {
  const d = s.designation;
  const act = s.action;
  if (s.pending.kind !== 'designate' || !d || !act) return [];
  const side = act.side;
  const count = d.attackers.length + d.air.length;
  const out: DesignationStep[] = [];
  if (count < act.left) {
    for (const u of unitsAt(s, d.area, side, 'ground')) {
      if (!u.disrupted && !act.used.includes(u.id) && !d.attackers.includes(u.id)) out.push({ role: 'attacker', unit: u.id });
    }
  }
  for (const u of unitsAt(s, d.area, otherSide(side), 'ground')) if (!d.defenders.includes(u.id)) out.push({ role: 'defender', unit: u.id });
  if (count < act.left && d.air.length < d.attackers.length) {
    for (const u of s.units) {
      const def = defOf(s, u.id);
      if (def.side !== side || def.kind !== 'air' || u.disrupted || act.used.includes(u.id) || d.air.includes(u.id)) continue;
      if (u.loc !== d.area && !(isRear(s, u.loc) && boardOf(s).rears.get(u.loc)!.side === side)) continue;
      if (boardOf(s).scenario.rules.airBlocked(s, u.id)) continue;
      out.push({ role: 'air', unit: u.id });
    }
  }
  return out;
}

/** 6.21: adds one unit to the designation. */
export function designate(prev: BbwState, step: DesignationStep): BbwState {
  if (prev.pending.kind !== 'designate' || !prev.designation) throw new RuleError('6.21', 'no battle is being designated');
  if (!designationSteps(prev).some((x) => x.role === step.role && x.unit === step.unit)) {
    throw new RuleError('6.21', `${step.unit} may not be designated as ${step.role} (undisrupted and unused to attack, in the area; air from the area or the Rear Area, no more than the attacking ground units; within the card's value)`);
  }
  const s = cloneState(prev);
  const d = s.designation!;
  if (step.role === 'attacker') d.attackers.push(step.unit);
  else if (step.role === 'defender') d.defenders.push(step.unit);
  else d.air.push(step.unit);
  return s;
}

/** 6.21: the designation is complete (at least one unit on each side): the battle is fought. */
export function confirmBattle(prev: BbwState): BbwState {
  const d = prev.designation;
  if (prev.pending.kind !== 'designate' || !d) throw new RuleError('6.21', 'no battle is being designated');
  if (d.attackers.length === 0 || d.defenders.length === 0) throw new RuleError('6.21', 'designate at least one attacking and one defending ground unit');
  const s = cloneState(prev);
  s.designation = null;
  s.pending = { kind: 'combat', side: s.action!.side };
  return designateBattle(s, { area: d.area, attackers: d.attackers, defenders: d.defenders, air: d.air });
}

/** The Attacker drops the designation (combat is voluntary, 6.2) and may choose another area or end the card. */
export function cancelBattle(prev: BbwState): BbwState {
  if (prev.pending.kind !== 'designate' || !prev.designation) throw new RuleError('6.21', 'no battle is being designated');
  const s = cloneState(prev);
  s.designation = null;
  s.pending = { kind: 'combat', side: s.action!.side };
  return s;
}
