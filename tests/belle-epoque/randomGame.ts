// A random player that drives a whole Belle Epoque game through the pure rules API, in the order
// a machine would (turn, draw, activate, test, move, fire or assault with reactions, losses,
// fall back, carrying the position). Every choice comes from a test-side RNG.
import { createRng, type RngState } from '../../src/core/rng';
import { activatableUnits, activateUnit, beginTurn, drawToken, endActivation, turnOver } from '../../src/games/belle-epoque/rules/bowl';
import { testActivation } from '../../src/games/belle-epoque/rules/reactivity';
import { activeUnitOptions } from '../../src/games/belle-epoque/legal';
import { moveActive } from '../../src/games/belle-epoque/rules/movement';
import { applyFireLosses, fireActive, fireFallBackLimit } from '../../src/games/belle-epoque/rules/firing';
import { fallBackPaths, applyFallBack } from '../../src/games/belle-epoque/rules/fallback';
import {
  assaultStillOn, cancelAssault, carryPosition, declareAssault, mustCarry, positionToCarry, resolveAssault,
} from '../../src/games/belle-epoque/rules/assault';
import { evadeAllowed, evadeMove, evadeOptions, reactionTest, salvoCandidates, salvoFire } from '../../src/games/belle-epoque/rules/reactions';
import { gameResult, type BelleResult } from '../../src/games/belle-epoque/rules/victory';
import { belleInvariants } from '../../src/games/belle-epoque/invariants';
import { distance } from '../../src/games/belle-epoque/rules/hex';
import { type BelleOptionsInput, type BelleState, liveUnits, unitById } from '../../src/games/belle-epoque/state';
import { startingState } from '../../src/games/belle-epoque/rules/discovery';
import { randInt } from './helpers';

export interface PlayedGame {
  final: BelleState;
  result: BelleResult;
  steps: number;
  assaults: number;
  fires: number;
  evades: number;
  salvos: number;
  violations: string[];
}

const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)]!;

/** Fire losses: the target's player converts a random number of even losses into fall back. */
function takeFire(s: BelleState, r: RngState, target: string, firerSector: number, hits: number): BelleState {
  if (hits === 0) return s;
  const limit = unitById(s, target).sector === null ? 0 : fireFallBackLimit(s, target, firerSector, hits);
  const k = randInt(r, limit + 1);
  const paths = k > 0 ? fallBackPaths(s, target, [firerSector], k) : [[]];
  return applyFireLosses(s, target, firerSector, hits, pick(r, paths)).state;
}

export function playRandomGame(seed: number, options: BelleOptionsInput = {}, maxSteps = 20_000): PlayedGame {
  const r = createRng(seed * 7919 + 1);
  let s = startingState(seed, options);
  const out = { steps: 0, assaults: 0, fires: 0, evades: 0, salvos: 0, violations: [] as string[] };
  const check = (where: string) => {
    for (const v of belleInvariants(s)) out.violations.push(`${where}: ${v}`);
  };
  check('setup');
  while (gameResult(s).winner === null && out.steps < maxSteps) {
    if (turnOver(s)) {
      s = beginTurn(s).state;
      check(`turn ${s.turn} start`);
      continue;
    }
    out.steps++;
    const { state: drawn, side } = drawToken(s);
    s = activateUnit(drawn, pick(r, activatableUnits(drawn, side)));
    s = testActivation(s, randInt(r, Math.min(2, s.commandPoints[side]) + 1)).state;
    let opts = activeUnitOptions(s);
    if (opts.moves.length && randInt(r, 4) > 0) {
      // Mostly close with the enemy, so that fights happen; sometimes wander.
      const enemies = liveUnits(s, side === 'red' ? 'blue' : 'red').map((u) => u.sector!);
      const near = (to: number) => Math.min(...enemies.map((e) => distance(to, e)));
      const best = Math.min(...opts.moves.map((m) => near(m.to)));
      const m = randInt(r, 4) > 0 ? pick(r, opts.moves.filter((x) => near(x.to) === best)) : pick(r, opts.moves);
      s = moveActive(s, m.kind, m.to).state;
      opts = activeUnitOptions(s);
    }
    const actor = s.activation!.unit;
    const choice = opts.assault.length && randInt(r, 3) > 0 ? 1 : opts.fire.length && randInt(r, 4) > 0 ? 0 : randInt(r, 3);
    if (choice === 0 && opts.fire.length) {
      const f = pick(r, opts.fire);
      const fired = fireActive(s, f.target);
      out.fires++;
      s = takeFire(fired.state, r, f.target, unitById(fired.state, actor).sector!, fired.hits);
    } else if (choice === 1 && opts.assault.length) {
      const target = pick(r, opts.assault).target;
      s = declareAssault(s, target);
      out.assaults++;
      const defenderFrom = unitById(s, target).sector!;
      if (evadeAllowed(s, actor, target) && randInt(r, 2) === 0) {
        const t = reactionTest(s, target, 0);
        s = t.state;
        if (t.result.success && evadeOptions(s, actor, target).length) {
          s = evadeMove(s, actor, target, pick(r, evadeOptions(s, actor, target)).to).state;
          out.evades++;
        }
      } else {
        for (const c of salvoCandidates(s, actor, target)) {
          if (randInt(r, 2) === 0 || unitById(s, actor).sector === null) continue;
          if (unitById(s, c.firer).activated) continue;
          const t = reactionTest(s, c.firer, 0);
          s = t.state;
          if (!t.result.success) continue;
          const f = salvoFire(s, c.firer, actor);
          out.salvos++;
          s = takeFire(f.state, r, actor, unitById(f.state, c.firer).sector!, f.hits);
        }
      }
      if (assaultStillOn(s)) {
        const res = resolveAssault(s);
        s = res.state;
        if (res.fallBack) {
          s = applyFallBack(s, res.fallBack, pick(r, fallBackPaths(s, res.fallBack.unit, res.fallBack.awayFrom, res.fallBack.steps))).state;
        }
        const vacated = res.loserSector;
        if (res.winner && vacated !== null && positionToCarry(s, res.winner, vacated) !== null) {
          if (mustCarry(s, res.winner) || randInt(r, 2) === 0) s = carryPosition(s, res.winner, vacated);
        }
      } else {
        s = cancelAssault(s);
        if (unitById(s, target).sector !== defenderFrom && unitById(s, actor).sector !== null) {
          if (positionToCarry(s, actor, defenderFrom) !== null && (mustCarry(s, actor) || randInt(r, 2) === 0)) {
            s = carryPosition(s, actor, defenderFrom);
          }
        }
      }
    }
    s = endActivation(s);
    check(`turn ${s.turn} step ${out.steps}`);
  }
  return { final: s, result: gameResult(s), ...out };
}
