// The smart bot's caches never serve stale data: at every decision of seeded smart games (both
// sides, every option set), the board and the goals the bot is served from its caches (board.ts:
// parts kept by the units and Garde Civique records and the activation; smart.ts: each side's goals
// kept by the units, Garde Civique and fort records and the turn; plan.ts: the Germans' routes to
// the Victory Line, by fort record and German boxes) equal those worked out afresh
// from the same state. A cache key that left out something its answer reads (an activation, a
// turn, a moved unit) serves a later state an earlier one's board or plan, and these comparisons
// fail. Outcomes checked are the rules' inputs to the bot: who stands where (2.0, 6.0), who is
// activated and may move (5.2, 8.2), and each unit's goal.
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import type { AnyGameModule } from '../../src/core/module';
import { playGame } from '../../src/core/simulate';
import { type Board, buildBoard, freshBoard } from '../../src/games/blb/bots/board';
import { ententeGoals, germanGoals, germanRouteBoxes, type Goal, routeBoxesOf } from '../../src/games/blb/bots/plan';
import { planGoals } from '../../src/games/blb/bots/smart';
import type { BlbState } from '../../src/games/blb/state';
import type { Side } from '../../src/games/blb/types';

const blb: AnyGameModule = blbModule;

/** The board as plain, ordered data (Maps and Sets in their order: the bots read them in it). */
function boardData(b: Board) {
  return {
    german: [...b.units.german],
    entente: [...b.units.entente],
    gc: [...b.gc],
    activated: [...b.activated],
    movable: [...b.movable],
  };
}

/** Goals as data: each unit's goal in key order (its distances compared by content). */
const goalsData = (goals: Record<string, Goal>) => Object.entries(goals).map(([u, g]) => [u, g.label, g.weight, g.siege, g.dist]);

/** Every smart decision's state of a game: its board and goals, from the caches and afresh. */
function check(seed: number, options: object): { decisions: number; bad: string[] } {
  const bad: string[] = [];
  let decisions = 0;
  playGame(blb, {
    seed,
    options,
    bots: { german: blb.bots.smart, entente: blb.bots.smart },
    onStep: ({ snapshot, legal, side }) => {
      if (legal.length < 2) return;
      decisions++;
      const s = (snapshot as unknown as { context: BlbState }).context;
      const cached = buildBoard(s);
      const fresh = freshBoard(s);
      // Compared only where the cache may serve an earlier state's answer: most states are new.
      if (JSON.stringify(boardData(cached)) !== JSON.stringify(boardData(fresh))) bad.push(`seed ${seed} event ${decisions}: board`);
      // The boxes on the Germans' routes to the Victory Line (the Entente's blocking slots).
      if (germanRouteBoxes(cached).join() !== routeBoxesOf(fresh).join()) bad.push(`seed ${seed} event ${decisions}: route boxes`);
      for (const who of ['german', 'entente'] as Side[]) {
        const served = goalsData(planGoals(s, cached, who));
        const anew = goalsData(who === 'german' ? germanGoals(freshBoard(s)) : ententeGoals(freshBoard(s)));
        try {
          expect(served).toEqual(anew);
        } catch {
          bad.push(`seed ${seed} event ${decisions} (${side} to act): ${who} goals`);
        }
      }
    },
  });
  return { decisions, bad };
}

describe('the smart bot caches', () => {
  it.each([
    [{}, [1, 2, 3]],
    [{ alternativeGardeCivique: true, germanHandicap: true }, [4, 5]],
    [{ freeSetUp: true }, [6, 7]],
  ])('serve the board and goals of the state at hand at every decision (options %j)', (options, seeds) => {
    let decisions = 0;
    const bad: string[] = [];
    for (const seed of seeds) {
      const r = check(seed, options);
      decisions += r.decisions;
      bad.push(...r.bad);
    }
    expect(decisions).toBeGreaterThan(100 * seeds.length);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('serve a state whose Garde Civique record alone changed its own plan (the garrison room, 6.1)', () => {
    // No game above puts Garde Civique in a standing fort, so the record is changed by hand: one
    // more face-down Garde Civique in Namur leaves one place fewer to reinforce it (6.1), the units
    // record staying the same object (the goals are kept by it).
    let found: { s: BlbState; s2: BlbState } | null = null;
    playGame(blb, {
      seed: 1,
      bots: { german: blb.bots.smart, entente: blb.bots.smart },
      onStep: ({ snapshot, legal }) => {
        if (found || legal.length < 2) return;
        const s = (snapshot as unknown as { context: BlbState }).context;
        if (s.forts['namur']!.steps <= 0) return;
        const spare = Object.keys(s.gc).find((g) => s.gc[g]!.box === null);
        if (!spare) return;
        const s2: BlbState = { ...s, gc: { ...s.gc, [spare]: { box: 'namur', revealed: false } } };
        const before = goalsData(ententeGoals(freshBoard(s)));
        if (JSON.stringify(before) === JSON.stringify(goalsData(ententeGoals(freshBoard(s2))))) return;
        found = { s, s2 };
      },
    });
    expect(found).not.toBeNull();
    const { s, s2 } = found!;
    expect(s2.units).toBe(s.units);
    // The earlier state's goals are asked for first, as a game would: then the changed state's.
    expect(goalsData(planGoals(s, buildBoard(s), 'entente'))).toEqual(goalsData(ententeGoals(freshBoard(s))));
    expect(goalsData(planGoals(s2, buildBoard(s2), 'entente'))).toEqual(goalsData(ententeGoals(freshBoard(s2))));
    expect(boardData(buildBoard(s2))).toEqual(boardData(freshBoard(s2)));
  });
});
