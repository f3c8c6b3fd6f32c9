// The legal-choice lists (the future legalEvents) agree with the rule functions: every listed
// choice is accepted, in every decision met during random games; and the settled-state invariants.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalPlays, playCard } from '../../../src/games/bbw/rules/cards';
import { legalMoves, moveUnit } from '../../../src/games/bbw/rules/movement';
import {
  addDefenderAir, allocateHit, battleAreas, cancelBattle, confirmBattle, designate, designationSteps, openBattle, allocationTargets, chooseResult, designateBattle, exploit, legalBattles, legalDefenderAir,
  legalExploits, legalReactions, legalResults, react,
} from '../../../src/games/bbw/rules/combat';
import { boardOf, cvOf, defOf, isArea } from '../../../src/games/bbw/rules/board';
import { initialState } from '../../../src/games/bbw/rules/setup';
import type { BbwState } from '../../../src/games/bbw/state';
import { randomGame } from '../randomGame';
import { applyChoice, chooser, legalChoices } from '../../../src/games/bbw/rules/choices';
import { createRng, nextInt } from '../../../src/core/rng';

/** Applies every listed choice for the pending decision; returns how many were tried. */
function everyListedChoiceAccepted(s: BbwState): number {
  const all: Array<() => unknown> = [];
  switch (s.pending.kind) {
    case 'play': for (const c of legalPlays(s)) all.push(() => playCard(s, c)); break;
    case 'move': for (const c of legalMoves(s)) all.push(() => moveUnit(s, c)); break;
    case 'combat':
      for (const c of legalBattles(s).slice(0, 40)) all.push(() => designateBattle(s, c));
      for (const a of battleAreas(s)) all.push(() => openBattle(s, a));
      break;
    case 'designate':
      for (const c of designationSteps(s)) all.push(() => designate(s, c));
      all.push(() => cancelBattle(s));
      if (s.designation!.attackers.length > 0 && s.designation!.defenders.length > 0) all.push(() => confirmBattle(s));
      break;
    case 'defenderAir': for (const c of legalDefenderAir(s)) all.push(() => addDefenderAir(s, c)); break;
    case 'reaction': for (const c of legalReactions(s)) all.push(() => react(s, c)); break;
    case 'allocateAir': case 'allocateGround': for (const c of allocationTargets(s)) all.push(() => allocateHit(s, c)); break;
    case 'defenderResult': for (const c of legalResults(s)) all.push(() => chooseResult(s, c)); break;
    case 'exploit': for (const c of legalExploits(s)) all.push(() => exploit(s, c)); break;
    default: break;
  }
  for (const f of all) f();
  return all.length;
}

describe('legal choices (property)', () => {
  it('every choice the legal lists give is accepted by its rule function, at every decision of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        randomGame(initialState(seed, { skilledGuerrillas: seed % 2 === 0 }), seed + 7, (s) => {
          if (s.pending.kind === 'over' || s.pending.kind === 'selection' || s.pending.kind === 'final') return;
          // a decision with no choice would be a dead end (move/combat always have "end the card")
          const n = everyListedChoiceAccepted(s);
          if (n === 0 && s.pending.kind !== 'move' && s.pending.kind !== 'combat') throw new Error(`seed ${seed}: no choice for ${s.pending.kind}`);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('settled-state invariants: hand sizes, CV bounds, no air unit on the map when a turn begins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        randomGame(initialState(seed), seed + 3, (s) => {
          expect(s.hands.white.length + s.hands.grey.length).toBeLessThanOrEqual(6);
          expect(s.specials.white.length).toBeLessThanOrEqual(6);
          for (const u of s.units) {
            const cv = cvOf(s, u);
            const d = defOf(s, u.id);
            expect(cv).toBeGreaterThanOrEqual(0);
            expect(cv).toBeLessThanOrEqual(d.cv);
          }
          if (s.pending.kind === 'selection') {
            expect(s.hands).toEqual({ white: [], grey: [] });
            for (const u of s.units) if (defOf(s, u.id).kind === 'air') expect(isArea(s, u.loc), u.id).toBe(false);
          }
          if (s.pending.kind === 'play') expect(s.action).toBeNull();
          expect(s.turn).toBeLessThanOrEqual(boardOf(s).scenario.data.turns);
        });
      }),
      { numRuns: 6 },
    );
  });
});

describe('legalChoices / applyChoice (the one list of decisions)', () => {
  it('4.0: at every step of random games the list is complete enough to go on, each listed choice applies, and the chooser is the pending side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const r = createRng(seed);
        let s = initialState(seed);
        let steps = 0;
        while (s.pending.kind !== 'over') {
          const choices = legalChoices(s);
          if (choices.length === 0) throw new Error(`seed ${seed}: dead end at ${s.pending.kind}`);
          const who = chooser(s);
          if (s.pending.kind === 'selection' || s.pending.kind === 'final') expect(who).toBeNull();
          else expect(who).toBe((s.pending as { side: string }).side);
          if (steps % 7 === 0) for (const c of choices) applyChoice(s, c);
          // avoid endless open/cancel: cancel only rarely
          const pool = choices.filter((c) => c.type !== 'cancelBattle' || nextInt(r, 10) === 0);
          s = applyChoice(s, pool[nextInt(r, pool.length)]!);
          if (++steps > 20_000) throw new Error('no end');
        }
        expect(legalChoices(s)).toEqual([]);
      }),
      { numRuns: 5 },
    );
  });

  it('4.0: a choice that is not open now is refused with a RuleError naming a rule', () => {
    const s = initialState(1);
    expect(() => applyChoice(s, { type: 'endCard' })).toThrow(/^6\.0: /);
    expect(() => applyChoice(s, { type: 'allocate', unit: 'es-1bn' })).toThrow(/^6\.21: /);
    expect(() => applyChoice(s, { type: 'finalPhase' })).toThrow(/^7\.0: /);
  });
});
