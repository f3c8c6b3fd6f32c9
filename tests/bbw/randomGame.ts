// A random player over the pure rules: for whatever decision is pending, pick one of the legal
// choices listed by the rules' own legal-choice functions and apply it. Used by property tests.
import { createRng, nextInt, type RngState } from '../../src/core/rng';
import { legalPlays, playCard, selectCards } from '../../src/games/bbw/rules/cards';
import { endCard, legalMoves, moveUnit } from '../../src/games/bbw/rules/movement';
import {
  addDefenderAir, allocateHit, battleAreas, cancelBattle, confirmBattle, designate, designationSteps, openBattle, allocationTargets, chooseResult, designateBattle, endExploitation, exploit,
  legalBattles, legalDefenderAir, legalExploits, legalReactions, legalResults, react,
} from '../../src/games/bbw/rules/combat';
import { finalPhase } from '../../src/games/bbw/rules/final';
import type { BbwState } from '../../src/games/bbw/state';

const pick = <T>(r: RngState, xs: T[]): T => {
  if (xs.length === 0) throw new Error('no legal choice');
  return xs[nextInt(r, xs.length)]!;
};

/** One decision (or automatic phase) taken at random; returns the new state. */
export function randomStep(s: BbwState, r: RngState): BbwState {
  switch (s.pending.kind) {
    case 'selection':
      return selectCards(s);
    case 'play': {
      const plays = legalPlays(s);
      // pass less often than it is offered, so games have some play in them
      const nonPass = plays.filter((p) => p.kind !== 'pass');
      return playCard(s, nonPass.length > 0 && nextInt(r, 4) > 0 ? pick(r, nonPass) : pick(r, plays));
    }
    case 'move': {
      const moves = legalMoves(s);
      if (moves.length === 0 || nextInt(r, 6) === 0) return endCard(s);
      return moveUnit(s, pick(r, moves));
    }
    case 'combat': {
      const battles = legalBattles(s);
      if (battles.length === 0 || nextInt(r, 6) === 0) return endCard(s);
      // half the time the one-shot designation, half the time unit by unit
      if (nextInt(r, 2) === 0) return designateBattle(s, pick(r, battles));
      return openBattle(s, pick(r, battleAreas(s)));
    }
    case 'designate': {
      const d = s.designation!;
      const ready = d.attackers.length > 0 && d.defenders.length > 0;
      const steps = designationSteps(s);
      if (nextInt(r, 20) === 0) return cancelBattle(s);
      if (ready && (steps.length === 0 || nextInt(r, 3) === 0)) return confirmBattle(s);
      return designate(s, pick(r, steps));
    }
    case 'defenderAir':
      return addDefenderAir(s, pick(r, legalDefenderAir(s)));
    case 'reaction':
      return react(s, pick(r, legalReactions(s)));
    case 'allocateAir':
    case 'allocateGround':
      return allocateHit(s, pick(r, allocationTargets(s)));
    case 'defenderResult':
      return chooseResult(s, pick(r, legalResults(s)));
    case 'exploit': {
      const ex = legalExploits(s);
      if (nextInt(r, 3) === 0) return endExploitation(s);
      return exploit(s, pick(r, ex));
    }
    case 'final':
      return finalPhase(s);
    case 'over':
      return s;
  }
}

/** Plays a whole game at random from `s`, calling `check` after every step. */
export function randomGame(s: BbwState, seed: number, check: (s: BbwState) => void = () => {}, maxSteps = 20_000): { state: BbwState; steps: number } {
  const r = createRng(seed);
  let steps = 0;
  while (s.pending.kind !== 'over') {
    s = randomStep(s, r);
    check(s);
    if (++steps > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
  }
  return { state: s, steps };
}
