// The steps the Belle Epoque machine sequences, each a plain function over a copied context
// (src/games/belle-epoque/state.ts, BelleContext) that calls the rules and tells its beats; the
// machine (machines/belle-epoque/machine.ts) only sequences them and emits the beats.
import { activatableUnits, activateUnit, beginTurn, drawToken, endActivation, turnOver } from './bowl';
import { testActivation } from './reactivity';
import { moveActive, type MoveKind } from './movement';
import { applyFireLosses, fireActive, fireFallBackLimit, missReason, type FireResult } from './firing';
import { applyFallBack, fallBackPaths } from './fallback';
import {
  assaultStillOn, cancelAssault, carryPosition, declareAssault, mustCarry, positionToCarry, resolveAssault,
} from './assault';
import { evadeAllowed, evadeMove, reactionTest, salvoCandidates, salvoFire } from './reactions';
import { gameResult } from './victory';
import { type Discovery, startingState } from './discovery';
import { type BelleContext, type BelleOptionsInput, unitById } from '../state';
import type { BelleBeat } from '../beats';

export function initialContext(seed: number, options: BelleOptionsInput = {}): BelleContext {
  return { game: startingState(seed, options), commandRolls: { red: [], blue: [] }, fire: null, reaction: null, fallBack: null, carry: null, outcome: null };
}

/** The authored end of game (victory.ts) as the module's Outcome. */
export function checkOutcome(c: BelleContext): void {
  if (c.outcome) return;
  // gameResult's first answers without counting points: both armies on the table and the turn
  // not over, the battle goes on (this runs after every step).
  const g = c.game;
  if ((g.turn === 0 || !turnOver(g)) && g.units.some((u) => u.sector !== null && u.side === 'red') && g.units.some((u) => u.sector !== null && u.side === 'blue')) return;
  const r = gameResult(c.game);
  if (r.winner === null) return;
  c.outcome = { winner: r.winner, level: r.level ?? 'draw', reason: r.reason, rule: 'GAME TURN' };
}

const discoveredBeats = (found: Discovery[], beats: BelleBeat[]) => {
  if (found.length) beats.push({ type: 'sectors.discovered', sectors: found, rule: 'ENCOUNTER SCENARIO SUGGESTION' });
};

export function startTurn(c: BelleContext, beats: BelleBeat[]): void {
  // The tokens beside last turn's units go back in the bowl (the table takes them away then).
  const tokensBack = c.game.units.filter((u) => u.activated && u.sector !== null).map((u) => u.id);
  const t = beginTurn(c.game);
  c.game = t.state;
  c.commandRolls = t.commandRolls;
  beats.push({ type: 'turn.begun', turn: c.game.turn, tokensBack, rule: 'GAME TURN' });
  beats.push({ type: 'command.rolled', rolls: t.commandRolls, points: { ...c.game.commandPoints }, rule: 'COMMAND POINTS' });
}

export function drawNextToken(c: BelleContext, beats: BelleBeat[]): void {
  const d = drawToken(c.game);
  c.game = d.state;
  beats.push({ type: 'token.drawn', side: d.side, left: { ...c.game.bowl }, rule: 'ACTIVATION' });
}

export function activate(c: BelleContext, unit: string, beats: BelleBeat[]): void {
  c.game = activateUnit(c.game, unit);
  beats.push({ type: 'unit.activated', unit, rule: 'ACTIVATION' });
}

export function testActive(c: BelleContext, commandPoints: number, beats: BelleBeat[]): void {
  const t = testActivation(c.game, commandPoints);
  c.game = t.state;
  beats.push({ type: 'reactivity.tested', unit: c.game.activation!.unit, ...t.result, rule: 'REACTIVITY TESTS' });
}

export function moveUnit(c: BelleContext, kind: MoveKind, to: number, beats: BelleBeat[]): void {
  const unit = c.game.activation!.unit;
  const from = unitById(c.game, unit).sector;
  const m = moveActive(c.game, kind, to);
  c.game = m.state;
  beats.push({ type: 'unit.moved', unit, kind, from, path: m.option.path, rule: 'MOVEMENTS' });
  discoveredBeats(m.discovered, beats);
}

function pendFire(c: BelleContext, f: FireResult, beats: BelleBeat[], rule: string): void {
  const why = missReason(c.game, f.option.target);
  c.game = f.state;
  const firerSector = unitById(c.game, f.option.firer).sector!;
  beats.push({ type: 'unit.fired', firer: f.option.firer, target: f.option.target, toHit: f.option.toHit, missUpTo: f.option.missUpTo, missReason: why, rolls: f.rolls, hits: f.hits, rule });
  const limit = f.hits > 0 ? fireFallBackLimit(c.game, f.option.target, firerSector, f.hits) : 0;
  c.fire = { firer: f.option.firer, target: f.option.target, firerSector, hits: f.hits, limit };
}

export function fireAt(c: BelleContext, target: string, beats: BelleBeat[]): void {
  pendFire(c, fireActive(c.game, target), beats, 'FIRING');
}

/** The target's choices: for each number of even losses turned into fall back, every path. */
export function fireLossPaths(c: BelleContext): number[][] {
  const f = c.fire;
  if (!f || f.hits === 0) return [];
  const out: number[][] = [[]];
  for (let k = 1; k <= f.limit; k++) out.push(...fallBackPaths(c.game, f.target, [f.firerSector], k));
  return out;
}

export function takeFireLosses(c: BelleContext, path: number[], beats: BelleBeat[]): void {
  const f = c.fire!;
  const { stands: before, sector: at, activated } = unitById(c.game, f.target);
  const r = applyFireLosses(c.game, f.target, f.firerSector, f.hits, path);
  c.game = r.state;
  const lost = before - unitById(c.game, f.target).stands;
  // Losses per unit, the units destroyed, and where each stood (the table shows them go there).
  // ACTIVATION: a unit destroyed before it was activated takes its token out of the bowl.
  const tokensRemoved = r.eliminated && !activated ? [f.target] : [];
  beats.push({ type: 'losses.taken', losses: { [f.target]: lost }, eliminated: r.eliminated ? [f.target] : [], at: { [f.target]: at }, tokensRemoved, rule: 'FIRING' });
  if (!r.eliminated && path.length) beats.push({ type: 'unit.fellBack', unit: f.target, from: at, path, rule: 'FALL BACK MOVEMENTS' });
  c.fire = null;
}

export function declare(c: BelleContext, target: string, beats: BelleBeat[]): void {
  const attacker = c.game.activation!.unit;
  c.game = declareAssault(c.game, target);
  c.reaction = { attacker, defender: target, defenderFrom: unitById(c.game, target).sector!, evading: false };
  beats.push({ type: 'assault.declared', attacker, defender: target, rule: 'ASSAULT' });
}

/** Units of the defender's side that may still salvo (SALVO AND SUPPORT FIRING). */
export function salvoUnits(c: BelleContext): string[] {
  const r = c.reaction;
  if (!r || r.evading || !assaultStillOn(c.game)) return [];
  return salvoCandidates(c.game, r.attacker, r.defender).map((f) => f.firer);
}

export function mayEvade(c: BelleContext): boolean {
  const r = c.reaction;
  return !!r && !r.evading && assaultStillOn(c.game) && evadeAllowed(c.game, r.attacker, r.defender);
}

export function salvo(c: BelleContext, unit: string, commandPoints: number, beats: BelleBeat[]): void {
  const t = reactionTest(c.game, unit, commandPoints);
  c.game = t.state;
  beats.push({ type: 'reactivity.tested', unit, ...t.result, reaction: 'salvo', rule: 'SALVO AND SUPPORT FIRING' });
  if (t.result.success) pendFire(c, salvoFire(c.game, unit, c.reaction!.attacker), beats, 'SALVO AND SUPPORT FIRING');
}

export function tryEvade(c: BelleContext, commandPoints: number, beats: BelleBeat[]): void {
  const r = c.reaction!;
  const t = reactionTest(c.game, r.defender, commandPoints);
  c.game = t.state;
  beats.push({ type: 'reactivity.tested', unit: r.defender, ...t.result, reaction: 'evade', rule: 'EVADE MOVEMENTS' });
  r.evading = t.result.success;
}

export function evadeTo(c: BelleContext, to: number, beats: BelleBeat[]): void {
  const r = c.reaction!;
  const from = unitById(c.game, r.defender).sector;
  const m = evadeMove(c.game, r.attacker, r.defender, to);
  c.game = m.state;
  r.evading = false;
  beats.push({ type: 'unit.evaded', unit: r.defender, from, path: m.option.path, rule: 'EVADE MOVEMENTS' });
  discoveredBeats(m.discovered, beats);
}

/** Fights the assault, or closes it when it can no longer be fought; notes a fall back and a position to carry. */
export function fightOrCancel(c: BelleContext, beats: BelleBeat[]): void {
  const r = c.reaction!;
  c.reaction = null;
  if (!assaultStillOn(c.game)) {
    c.game = cancelAssault(c.game);
    beats.push({ type: 'assault.cancelled', attacker: r.attacker, defender: r.defender, rule: 'ASSAULT' });
    const def = unitById(c.game, r.defender);
    if (def.sector !== r.defenderFrom && positionToCarry(c.game, r.attacker, r.defenderFrom) !== null) {
      c.carry = { unit: r.attacker, sector: r.defenderFrom };
    }
    return;
  }
  const at = { [r.attacker]: unitById(c.game, r.attacker).sector, [r.defender]: unitById(c.game, r.defender).sector };
  const waiting = [r.attacker, r.defender].filter((id) => !unitById(c.game, id).activated);
  const res = resolveAssault(c.game);
  c.game = res.state;
  beats.push({
    type: 'assault.fought', attacker: res.attacker, defender: res.defender,
    attackerRolls: res.attackerRolls, defenderRolls: res.defenderRolls,
    attackerLevel: res.attackerLevel.level, defenderLevel: res.defenderLevel.level,
    attackerScore: res.attackerScore, defenderScore: res.defenderScore, winner: res.winner, rule: 'ASSAULT',
  });
  beats.push({ type: 'losses.taken', losses: res.standsLost, eliminated: res.eliminated, at, tokensRemoved: res.eliminated.filter((id) => waiting.includes(id)), rule: 'ASSAULT' });
  c.fallBack = res.fallBack;
  if (res.winner && res.loserSector !== null) c.carry = { unit: res.winner, sector: res.loserSector };
}

export const fallBackChoices = (c: BelleContext): number[][] =>
  c.fallBack ? fallBackPaths(c.game, c.fallBack.unit, c.fallBack.awayFrom, c.fallBack.steps) : [];

export function fallBack(c: BelleContext, path: number[], beats: BelleBeat[]): void {
  const p = c.fallBack!;
  const from = unitById(c.game, p.unit).sector;
  const m = applyFallBack(c.game, p, path);
  c.game = m.state;
  c.fallBack = null;
  beats.push({ type: 'unit.fellBack', unit: p.unit, from, path, rule: 'FALL BACK MOVEMENTS' });
  discoveredBeats(m.discovered, beats);
}

/** The winner may carry the vacated position only if it is still empty and adjacent. */
export const carryOpen = (c: BelleContext): boolean =>
  !!c.carry && positionToCarry(c.game, c.carry.unit, c.carry.sector) !== null;
export const carryForced = (c: BelleContext): boolean => carryOpen(c) && mustCarry(c.game, c.carry!.unit);

export function carry(c: BelleContext, take: boolean, beats: BelleBeat[]): void {
  const k = c.carry!;
  c.carry = null;
  if (!take) return;
  const from = unitById(c.game, k.unit).sector;
  c.game = carryPosition(c.game, k.unit, k.sector);
  beats.push({ type: 'position.carried', unit: k.unit, sector: k.sector, from, path: [k.sector], rule: 'ASSAULT' });
}

export function finishActivation(c: BelleContext, beats: BelleBeat[]): void {
  const unit = c.game.activation?.unit;
  c.game = endActivation(c.game);
  beats.push({ type: 'activation.ended', unit, rule: 'ACTIVATION' });
}

export { activatableUnits };
