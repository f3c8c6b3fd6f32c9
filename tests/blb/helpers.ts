// Scenario helpers for the Brave Little Belgium rule tests (tests/blb/rules).
//
// Two styles:
//  (a) pure: build a BlbState from initialState, clear the board, put units where the test needs
//      them, and call the pure rules (validateMove, applyMove, rollCombat, ...);
//  (b) machine: resolve the statechart at a named state with that context (xstate v5
//      `machine.resolveState` + `createActor(machine, { snapshot })`), send events and read back
//      the context, the state value and the module's legalEvents.
// Dice are forced by giving the state an RNG whose next d6 rolls are the wanted faces.
import { createActor, type Actor, type SnapshotFrom, type StateValue } from 'xstate';
import { blbModule, blbMachine } from '../../machines/blb/index';
import { cloneRng, createRng, nextInt, nextUint32, type RngState } from '../../src/core/rng';
import { rollD6 } from '../../src/core/dice';
import { DATA, GC, UNIT } from '../../src/games/blb/db';
import type { BlbEvent } from '../../src/games/blb/legal';
import { newActivation } from '../../src/games/blb/rules/turn';
import {
  BLB_DEFAULT_OPTIONS, cloneState, initialState, type Activation, type BlbOptions, type BlbState,
} from '../../src/games/blb/state';
import type { ArmyId, Side } from '../../src/games/blb/types';
import type { BlbBeat as Beat } from '../../src/games/blb/beats';

export type BlbActor = Actor<typeof blbMachine>;
export type BlbSnapshot = SnapshotFrom<typeof blbMachine>;

// ---------------------------------------------------------------------------------------------
// (a) Pure scenarios

/** A fresh game state (set-up done by the rules' own initialState). */
export function baseState(seed = 1, options: Partial<BlbOptions> = {}): BlbState {
  return initialState(seed, { ...BLB_DEFAULT_OPTIONS, ...options });
}

/** Takes every combat unit and Garde Civique off the map (steps 0, box null). Forts stay full. */
export function clearBoard(s: BlbState): BlbState {
  for (const id in s.units) s.units[id] = { box: null, steps: 0 };
  for (const id in s.gc) s.gc[id] = { box: null, revealed: false };
  return s;
}

/** Places a combat unit in a box, at full strength unless `steps` is given. */
export function put(s: BlbState, unit: string, box: string, steps?: number): BlbState {
  const def = UNIT[unit];
  if (!def) throw new Error(`no unit ${unit}`);
  s.units[unit] = { box, steps: steps ?? def.steps };
  return s;
}

/** Places several units in one box. */
export function putAll(s: BlbState, units: string[], box: string, steps?: number): BlbState {
  for (const u of units) put(s, u, box, steps);
  return s;
}

/** Places a Garde Civique counter (face-down unless `revealed`). */
export function putGc(s: BlbState, gc: string, box: string, revealed = false): BlbState {
  if (!GC[gc]) throw new Error(`no Garde Civique ${gc}`);
  s.gc[gc] = { box, revealed };
  return s;
}

/** Garde Civique ids with a combat factor, and with none ("no factor" face). */
export const GC_WITH_FACTOR = DATA.gardeCivique.filter((g) => g.cf !== null).map((g) => g.id);
export const GC_NO_FACTOR = DATA.gardeCivique.filter((g) => g.cf === null).map((g) => g.id);

/** Sets the fort's current steps. */
export function setFort(s: BlbState, box: string, steps: number, activatedTurn = -1): BlbState {
  s.forts[box] = { steps, activatedTurn };
  return s;
}

/** Marks event chits as pulled this turn (in the Pulled Chits box, not yet used). */
export function pullChits(s: BlbState, ...chits: string[]): BlbState {
  for (const c of chits) {
    s.chits.cup = s.chits.cup.filter((x) => x !== c);
    delete s.chits.track[c];
    if (!s.chits.pulled.includes(c)) s.chits.pulled.push(c);
  }
  return s;
}

/** Starts an activation directly (mode 'army' unless given): the state the Movement step sees. */
export function activate(
  s: BlbState,
  armies: ArmyId[] | 'special',
  extra: Partial<Activation> = {},
): BlbState {
  const a = armies === 'special' ? newActivation('special', [], null) : newActivation('chit', armies, `chit-${armies[0]}`);
  a.mode = 'army';
  Object.assign(a, extra);
  s.activation = a;
  return s;
}

/** Unit ids (of the given nationality/type/army) at full strength, in data order. */
export function unitsWhere(pred: (u: (typeof DATA.units)[number]) => boolean): string[] {
  return DATA.units.filter(pred).map((u) => u.id);
}

export const GERMAN_INFANTRY = unitsWhere((u) => u.nationality === 'german' && u.type === 'infantry');
export const GERMAN_CAVALRY = unitsWhere((u) => u.nationality === 'german' && u.type === 'cavalry');

export const boxOf = (s: BlbState, unit: string): string | null => s.units[unit]!.box;
export const stepsOf = (s: BlbState, unit: string): number => s.units[unit]!.steps;

/** Runs a pure rule on a copy and returns the copy and its beats. */
export function run(s: BlbState, fn: (d: BlbState, beats: Beat[]) => void): { s: BlbState; beats: Beat[] } {
  const d = cloneState(s);
  const beats: Beat[] = [];
  fn(d, beats);
  return { s: d, beats };
}

// ---------------------------------------------------------------------------------------------
// Dice

const rngCache = new Map<string, RngState>();

/**
 * An RNG state whose next d6 rolls (core/dice rollD6) are exactly `faces`. Walks one long stream
 * from a fixed seed, trying each position; about 6^n positions, so keep n small (<= 6).
 */
export function findRngFor(faces: number[]): RngState {
  const key = faces.join(',');
  const hit = rngCache.get(key);
  if (hit) return cloneRng(hit);
  if (faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) throw new Error(`bad faces ${key}`);
  const stream = createRng(20240804);
  const limit = 60 * 6 ** faces.length + 10_000;
  for (let i = 0; i < limit; i++) {
    const probe = cloneRng(stream);
    let ok = true;
    for (const f of faces) {
      if (rollD6(probe) !== f) {
        ok = false;
        break;
      }
    }
    if (ok) {
      const found = cloneRng(stream);
      found.draws = 0;
      rngCache.set(key, cloneRng(found));
      return found;
    }
    nextUint32(stream);
  }
  throw new Error(`no RNG position found for dice ${key}`);
}

/**
 * An RNG state whose next draws are `nextInt(n) === v` for each [n, v] (e.g. [16, 3] draws the
 * chit at index 3 of a cup of 16).
 */
export function findRngForInts(draws: [n: number, v: number][]): RngState {
  const key = 'ints:' + draws.map(([n, v]) => `${n}/${v}`).join(',');
  const hit = rngCache.get(key);
  if (hit) return cloneRng(hit);
  const stream = createRng(19140804);
  const space = draws.reduce((p, [n]) => p * n, 1);
  const limit = 60 * space + 10_000;
  for (let i = 0; i < limit; i++) {
    const probe = cloneRng(stream);
    if (draws.every(([n, v]) => nextInt(probe, n) === v)) {
      const found = cloneRng(stream);
      found.draws = 0;
      rngCache.set(key, cloneRng(found));
      return found;
    }
    nextUint32(stream);
  }
  throw new Error(`no RNG position found for ${key}`);
}

/** Rigs the next chit draw(s): each chit is drawn from the cup as it will be at that draw. */
export function rigChitDraws(s: BlbState, ...chits: string[]): BlbState {
  const cup = [...s.chits.cup];
  const draws: [number, number][] = [];
  for (const c of chits) {
    const i = cup.indexOf(c);
    if (i < 0) throw new Error(`${c} is not in the cup`);
    draws.push([cup.length, i]);
    cup.splice(i, 1);
  }
  s.rng = findRngForInts(draws);
  return s;
}

/** Gives the state an RNG whose next d6 rolls are `faces`. */
export function rigDice(s: BlbState, faces: number[]): BlbState {
  s.rng = findRngFor(faces);
  return s;
}

// ---------------------------------------------------------------------------------------------
// (b) Machine scenarios

/** Turns 'a.b.c' into { a: { b: 'c' } }; objects pass through. */
export function stateValue(path: string | StateValue): StateValue {
  if (typeof path !== 'string') return path;
  const parts = path.split('.');
  let v: StateValue = parts[parts.length - 1]!;
  for (let i = parts.length - 2; i >= 0; i--) v = { [parts[i]!]: v };
  return v;
}

/** Common places in the chart. */
export const AT = {
  specialMoving: 'specialGermanCavalryPhase.movement.moving',
  drawChit: 'gameTurn.chitPullPhase.drawChit',
  activationChoice: 'gameTurn.chitPullPhase.armyActivation.activationChoice',
  eventWindow: 'gameTurn.chitPullPhase.armyActivation.eventWindow',
  moving: 'gameTurn.chitPullPhase.armyActivation.movement.moving',
  gcReveal: 'gameTurn.chitPullPhase.armyActivation.movement.gardeCiviqueReveal',
  chooseCombat: 'gameTurn.chitPullPhase.armyActivation.combat.chooseCombat',
  combatEvents: 'gameTurn.chitPullPhase.armyActivation.combat.combatEvents',
  rollDice: 'gameTurn.chitPullPhase.armyActivation.combat.rollDice',
  applyLosses: 'gameTurn.chitPullPhase.armyActivation.combat.applyLosses',
  retreat: 'gameTurn.chitPullPhase.armyActivation.combat.retreatAndAdvance.retreat',
  advance: 'gameTurn.chitPullPhase.armyActivation.combat.retreatAndAdvance.advance',
  announce: 'gameTurn.additionalGermanActivationPhase.announce',
  atrocitiesCheck: 'gameTurn.additionalGermanActivationPhase.atrocitiesCheck',
  chooseArmy: 'gameTurn.additionalGermanActivationPhase.chooseArmy',
} as const;

/**
 * A started actor resolved at `value` with `state` as its context. xstate does not run the
 * restored state's eventless transitions until the next event, so resolve at a state that
 * waits for a decision (the AT entries above do).
 */
export function actorAt(state: BlbState, value: string | StateValue): BlbActor {
  const resolved = blbMachine.resolveState({ value: stateValue(value), context: cloneState(state) });
  const actor = createActor(blbMachine, { snapshot: resolved, input: { seed: 1, options: state.options } });
  return started(actor);
}

const beatLog = new WeakMap<BlbActor, Beat[]>();

function started(actor: BlbActor): BlbActor {
  const log: Beat[] = [];
  beatLog.set(actor, log);
  actor.on('*', (b) => {
    log.push(b as Beat);
  });
  actor.subscribe({ error: () => undefined });
  actor.start();
  return actor;
}

/** What the machine emitted since the actor was made (optionally only beats of one type). */
export function beats(actor: BlbActor): Beat[];
export function beats<T extends Beat['type']>(actor: BlbActor, type: T): Extract<Beat, { type: T }>[];
export function beats(actor: BlbActor, type?: string): Beat[] {
  const all = beatLog.get(actor) ?? [];
  return type ? all.filter((b) => b.type === type) : [...all];
}

/** The dice of the last combat roll, as [unit, die, modifier, hit]. */
export function lastCombatRolls(actor: BlbActor): [string, number, number, boolean][] {
  const rolled = beats(actor, 'dice.rolled').filter((b) => b.purpose === undefined);
  const last = rolled[rolled.length - 1];
  if (!last || last.purpose !== undefined) throw new Error('no combat dice rolled');
  return last.rolls.map((r) => [r.unit, r.die, r.modifier, r.hit]);
}

/** A new game's actor, as the app starts one. */
export function newGame(seed = 1, options: Partial<BlbOptions> = {}): BlbActor {
  return started(createActor(blbMachine, { input: { seed, options: { ...BLB_DEFAULT_OPTIONS, ...options } } }));
}

export const ctx = (actor: BlbActor): BlbState => actor.getSnapshot().context;
export const legal = (actor: BlbActor): BlbEvent[] => blbModule.legalEvents(actor.getSnapshot());
export const legalOf = <T extends BlbEvent['type']>(actor: BlbActor, type: T): Extract<BlbEvent, { type: T }>[] =>
  legal(actor).filter((e): e is Extract<BlbEvent, { type: T }> => e.type === type);

/** Dot path of the active leaf, e.g. 'gameTurn.chitPullPhase.drawChit'. */
export function at(actor: BlbActor): string {
  const flat = (v: StateValue): string =>
    typeof v === 'string' ? v : Object.entries(v).map(([k, inner]) => (inner && (typeof inner === 'string' || Object.keys(inner).length) ? `${k}.${flat(inner as StateValue)}` : k)).join(',');
  return flat(actor.getSnapshot().value);
}

/** Sends an event that must be accepted (throws with the module's explanation otherwise). */
export function send(actor: BlbActor, event: BlbEvent): BlbActor {
  const snap = actor.getSnapshot();
  if (!snap.can(event)) {
    throw new Error(`refused ${JSON.stringify(event)} at ${at(actor)}: ${blbModule.explainIllegal(snap, event)}`);
  }
  actor.send(event);
  const after = actor.getSnapshot();
  if (after.status === 'error') throw after.error;
  return actor;
}

export type Chooser = (legal: BlbEvent[], actor: BlbActor) => BlbEvent;

/** Picks the first legal event: deterministic and usually the least eventful choice. */
export const firstLegal: Chooser = (l) => l[0]!;

/** Prefers passing / ending movement / declining, else the first legal event. */
export const quietBot: Chooser = (l) =>
  l.find((e) => e.type === 'pass') ??
  l.find((e) => e.type === 'endMovement') ??
  l.find((e) => e.type === 'declineAdvance') ??
  l.find((e) => e.type === 'announce' && e.armies.length === 0) ??
  l[0]!;

/** Sends events chosen by `bot` until `pred` holds (checked before each send). Returns the steps taken. */
export function playUntil(actor: BlbActor, pred: (a: BlbActor) => boolean, bot: Chooser = quietBot, maxSteps = 2000): number {
  for (let i = 0; i < maxSteps; i++) {
    if (pred(actor)) return i;
    const l = legal(actor);
    if (l.length === 0) throw new Error(`no legal event at ${at(actor)} before the condition held`);
    send(actor, bot(l, actor));
  }
  throw new Error(`condition not reached in ${maxSteps} steps (at ${at(actor)})`);
}

/** A new actor at the same state as `actor`, its context changed by `mutate` (e.g. to rig dice). */
export function withContext(actor: BlbActor, mutate: (s: BlbState) => void): BlbActor {
  const snap = actor.getSnapshot();
  const s = cloneState(snap.context);
  mutate(s);
  actor.stop();
  return actorAt(s, snap.value);
}

/** A JSON copy of the context, for "nothing changed" comparisons. */
export const contextJson = (actor: BlbActor): string => JSON.stringify(actor.getSnapshot().context);

export const otherSideOf = (s: Side): Side => (s === 'german' ? 'entente' : 'german');
export { blbModule, blbMachine };

/** Turn 2, empty board, the given army activated: the usual start of a combat scenario. */
export function board(armies: Parameters<typeof activate>[1] = ['de1']): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = 2;
  return activate(s, armies);
}

/** Marks units as having entered their box from `from` this activation (7.5's retreat origin). */
export function cameFrom(s: BlbState, units: string[], from: string): BlbState {
  for (const u of units) s.activation!.movers[u] = { spent: 1, from, stopped: true };
  return s;
}

/** Resolves the prepared activation's combat with the given dice: end movement, then roll. */
export function fight(s: BlbState, faces: number[]) {
  const g = actorAt(rigDice(s, faces), AT.moving);
  send(g, { type: 'endMovement', side: s.activation!.side });
  if (at(g) !== AT.rollDice) throw new Error(`expected to be at ${AT.rollDice}, at ${at(g)}`);
  send(g, { type: 'roll', side: s.activation!.side });
  return g;
}
