// 4.0-4.3 and 5.0-5.3: the turn's skeleton (chit pull, activations, the Additional German
// Activation with its Atrocities Check, Clean Up) and 9.0 Game End & Victory.
import { rollD6 } from '../../../core/dice';
import { nextInt } from '../../../core/rng';
import { ARMY, BOX, CHIT, DATA, FORT, GERMAN_ARMIES, LAST_TURN, UNIT, VICTORY_TURN, otherSide, sideOfUnit } from '../db';
import { openWindow } from './eventChits';
import { type Activation, type BlbState, type FortActivationMode, type Outcome, enemyPresent, sideUnitsIn, fortUndestroyed, ownActivatedArmies, ownChits, ownFort, ownHistory } from '../state';
import type { ArmyId, Side } from '../types';
import type { BlbBeat } from '../beats';

export type DrawChitEvent = { type: 'drawChit'; side: Side };

/** 4.1: players alternate drawing; the chit is resolved by its kind (5.0). */
export function applyDrawChit(s: BlbState, ev: DrawChitEvent, beats: BlbBeat[]): void {
  const chits = ownChits(s);
  const idx = nextInt(s.rng, chits.cup.length);
  const chit = chits.cup[idx]!;
  chits.cup.splice(idx, 1);
  s.lastChit = chit;
  s.drawer = otherSide(ev.side);
  const def = CHIT[chit]!;
  if (def.kind === 'turnEnd') chits.turnEnd.push(chit);
  else chits.pulled.push(chit);
  beats.push({ type: 'chit.drawn', chit, kind: def.kind, by: ev.side, rule: def.kind === 'event' ? '5.1' : def.kind === 'turnEnd' ? '5.3' : '5.2' });
  if (def.kind === 'activation') {
    s.activation = newActivation('chit', [def.army!], chit);
    if (def.side === 'german') ownActivatedArmies(s).push(def.army!);
  }
  if (def.kind === 'turnEnd' && s.chits.turnEnd.length === 3 && s.turn === LAST_TURN && !s.outcome) {
    // 9.0: objectives not met by the end of the last turn's Chit Pull Phase.
    if (!objectives(s).all) {
      s.outcome = { winner: 'entente', level: 'Entente Victory', reason: 'The Germans did not meet all three objectives by the end of the Chit Pull Phase of August 25-27.', rule: '9.0' };
    }
  }
}

export const chitPullOver = (s: BlbState): boolean => s.chits.turnEnd.length >= 3;

export function newActivation(kind: Activation['kind'], armies: ArmyId[], chit: string | null): Activation {
  const side: Side = kind === 'special' ? 'german' : ARMY[armies[0]!].side;
  return { kind, side, armies, chit, mode: null, forts: [], forcedMarch: false, sabotage: false, movers: {}, resolved: [] };
}

/** 8.2: forts an Entente chit may activate: under siege, not yet activated this turn, matching nationality. */
export function activatableForts(s: BlbState): string[] {
  const a = s.activation;
  if (!a || a.kind !== 'chit' || a.side !== 'entente') return [];
  const nat = ARMY[a.armies[0]!].nationality;
  return DATA.forts
    .filter((f) => fortUndestroyed(s, f.box) && sideUnitsIn(s, f.box, 'german').length > 0)
    .filter((f) => s.forts[f.box]!.activatedTurn !== s.turn)
    .filter((f) => f.nationality === nat || sideUnitsIn(s, f.box, 'entente').some((u) => UNIT[u]!.nationality === nat))
    .map((f) => f.box);
}

export type ChooseActivationEvent = { type: 'chooseActivation'; side: 'entente'; mode: FortActivationMode; forts: string[] };

export function activationChoices(s: BlbState): ChooseActivationEvent[] {
  const forts = activatableForts(s);
  const out: ChooseActivationEvent[] = [{ type: 'chooseActivation', side: 'entente', mode: 'army', forts: [] }];
  const n = forts.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const chosen = forts.filter((_, i) => mask & (1 << i));
    out.push({ type: 'chooseActivation', side: 'entente', mode: 'armyAndForts', forts: chosen });
    out.push({ type: 'chooseActivation', side: 'entente', mode: 'fortsAlone', forts: chosen });
  }
  return out;
}

export function applyChooseActivation(s: BlbState, ev: ChooseActivationEvent, beats: BlbBeat[]): void {
  const a = s.activation!;
  a.mode = ev.mode;
  a.forts = ev.mode === 'army' ? [] : [...ev.forts];
  for (const f of a.forts) ownFort(s, f).activatedTurn = s.turn;
  beats.push({ type: 'activation.chosen', mode: ev.mode, forts: a.forts, rule: '8.2' });
  openWindow(s, 'preMovement');
}

/** Activation with no fort to choose: the army activates normally. */
export function applyPlainActivation(s: BlbState, beats: BlbBeat[]): void {
  const a = s.activation!;
  a.mode = 'army';
  beats.push({ type: 'activation.began', side: a.side, armies: a.armies, kind: a.kind, rule: a.kind === 'special' ? '4.0' : '5.2' });
  openWindow(s, 'preMovement');
}

export function endActivation(s: BlbState, beats: BlbBeat[]): void {
  if (s.activation) beats.push({ type: 'activation.ended', armies: s.activation.armies, rule: '5.2' });
  s.activation = null;
  s.window = null;
  s.combat = null;
  s.retreat = null;
  s.pendingGc = null;
}

export function beginSpecialCavalry(s: BlbState, beats: BlbBeat[]): void {
  s.activation = newActivation('special', [], null);
  beats.push({ type: 'phase', phase: 'specialGermanCavalryPhase', rule: '4.0' });
}

/** Leaves set-up for the first Game Turn. */
export function beginFirstTurn(s: BlbState, beats: BlbBeat[]): void {
  s.turn = 1;
  beats.push({ type: 'turn.began', turn: 1, rule: '4.0' });
}

// ---- 4.2 Additional German Activation ----

/** German armies in play (chit arrived) not activated during this Chit Pull Phase. */
export function additionalCandidates(s: BlbState): ArmyId[] {
  return GERMAN_ARMIES.filter((army) => {
    const chit = DATA.chits.find((c) => c.kind === 'activation' && c.army === army)!;
    return s.chits.track[chit.id] === undefined && !s.activatedArmies.includes(army);
  });
}

export type AnnounceEvent = { type: 'announce'; side: 'german'; armies: ArmyId[] };

export function announceChoices(s: BlbState): AnnounceEvent[] {
  const cands = additionalCandidates(s);
  const out: AnnounceEvent[] = [];
  for (let mask = 0; mask < 1 << cands.length; mask++) {
    out.push({ type: 'announce', side: 'german', armies: cands.filter((_, i) => mask & (1 << i)) });
  }
  return out;
}

export function applyAnnounce(s: BlbState, ev: AnnounceEvent, beats: BlbBeat[]): void {
  s.additional = { announced: [...ev.armies], rolled: false, rolls: [], remaining: [...ev.armies] };
  beats.push({ type: 'additional.announced', armies: ev.armies, rule: '4.2' });
}

/** 4.2a: one die per announced army; 4 or more is an Atrocity; the fifth ends the game. */
export function applyAtrocitiesCheck(s: BlbState, beats: BlbBeat[]): void {
  const add = s.additional!;
  for (const army of add.announced) {
    const die = rollD6(s.rng);
    const atrocity = die >= 4;
    add.rolls.push({ army, die, atrocity });
    if (atrocity && s.atrocities < 5) {
      s.atrocities += 1;
      ownHistory(s).atrocityTurns.push(s.turn);
    }
  }
  add.rolled = true;
  beats.push({ type: 'dice.rolled', purpose: 'atrocities', rolls: add.rolls.map((r) => ({ ...r })), atrocities: s.atrocities, rule: '4.2' });
  if (s.atrocities >= 5 && !s.outcome) {
    s.outcome = { winner: 'entente', level: 'Entente Victory', reason: 'The German Player committed five atrocities.', rule: '4.2' };
  }
}

export type ActivateArmyEvent = { type: 'activateArmy'; side: 'german'; army: ArmyId };

export function applyActivateArmy(s: BlbState, ev: ActivateArmyEvent, beats: BlbBeat[]): void {
  const add = s.additional!;
  add.remaining = add.remaining.filter((a) => a !== ev.army);
  ownActivatedArmies(s).push(ev.army);
  s.activation = newActivation('additional', [ev.army], null);
  beats.push({ type: 'activation.began', side: 'german', armies: [ev.army], kind: 'additional', rule: '4.2' });
}

// ---- 4.3 Clean Up ----
export function applyCleanUp(s: BlbState, beats: BlbBeat[]): void {
  const next = s.turn + 1;
  // Drawn chits back in the cup; the next turn's arrivals join them.
  const chits = ownChits(s);
  chits.cup.push(...chits.pulled, ...chits.turnEnd);
  chits.pulled = [];
  chits.turnEnd = [];
  chits.used = [];
  const arriving = Object.entries(chits.track).filter(([, t]) => t === next).map(([c]) => c);
  for (const c of arriving) {
    delete chits.track[c];
    chits.cup.push(c);
  }
  chits.cup.sort();
  s.turn = next;
  s.activatedArmies = [];
  s.additional = null;
  s.lastChit = null;
  beats.push({ type: 'turn.began', turn: next, arriving, rule: '4.3' });
}

// ---- 9.0 Game End & Victory ----
export interface Objectives {
  liege: boolean;
  namur: boolean;
  victoryLine: boolean;
  all: boolean;
  /** The infantry unit holding a city beyond the Victory Line, if any. */
  holder: string | null;
}

export function objectives(s: BlbState): Objectives {
  const liege = s.forts['liege'] ? s.forts['liege'].steps === 0 : false;
  const namur = s.forts['namur'] ? s.forts['namur'].steps === 0 : false;
  let holder: string | null = null;
  for (const id in s.units) {
    const u = s.units[id]!;
    // "Occupy": a German infantry unit in a city beyond the line that holds no Entente unit.
    if (u.box && BOX[u.box]!.beyondVictoryLine && UNIT[id]!.type === 'infantry' && sideOfUnit(id) === 'german' && !enemyPresent(s, u.box, 'german')) {
      holder = id;
      break;
    }
  }
  return { liege, namur, victoryLine: holder !== null, all: liege && namur && holder !== null, holder };
}

/** 9.0: all three objectives at any time during Aug 19-21 win; during the last two turns, a draw. */
export function checkVictory(s: BlbState): void {
  if (s.outcome || s.turn < VICTORY_TURN) return;
  // Runs after every rule: while a major fort stands, not all three objectives are met, and the
  // walk over the units for a holder beyond the line (objectives) is not needed.
  const forts = s.forts;
  if (forts['liege']?.steps !== 0 || forts['namur']?.steps !== 0) return;
  if (!objectives(s).all) return;
  const o: Outcome =
    s.turn === VICTORY_TURN
      ? { winner: 'german', level: 'German Victory', reason: 'Liege and Namur destroyed and infantry beyond the Victory Line during August 19-21.', rule: '9.0' }
      : { winner: 'draw', level: 'Draw', reason: 'All three German objectives achieved after August 19-21.', rule: '9.0' };
  s.outcome = o;
}

export { FORT };
