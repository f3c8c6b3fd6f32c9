// Brave Little Belgium 3.1/3.2 hidden information: "Do not examine the counters"; the face-down
// Garde Civique "cannot be examined". Nobody (neither player) may learn which counter, and so which
// strength, lies face-down in a box: a view must be the same whichever face-down counters are where,
// and whatever the RNG holds (chits and dice to come). The same check runs for every game module
// (tests/support/viewPrivacy.ts).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blbModule, blbMachine } from '../../machines/blb/index';
import { Rng } from '../../src/core/rng';
import { botRngFor } from '../../src/core/simulate';
import { GC } from '../../src/games/blb/db';
import { BLB_DEFAULT_OPTIONS, type BlbState } from '../../src/games/blb/state';
import type { BlbBeat } from '../../src/games/blb/beats';
import { describeViewPrivacy, otherRng, renameDeep, shuffle } from '../support/viewPrivacy';
import { baseState, clearBoard, putGc } from './helpers';

/** The same game with the face-down Garde Civique's identities (so strengths) shuffled among them, and another RNG. */
function perturbBlb(s: BlbState, _side: string, rng: Rng): BlbState {
  const faceDown = Object.keys(s.gc).filter((id) => !s.gc[id]!.revealed);
  const to = shuffle(faceDown, rng);
  const out = renameDeep(s, new Map(faceDown.map((id, i) => [id, to[i]!])));
  out.rng = otherRng(rng);
  return out;
}

describeViewPrivacy<BlbState>({
  module: blbModule,
  perturb: perturbBlb,
  games: [
    { label: '3.1 historical set-up', seeds: [1, 2, 3, 4] },
    { label: '3.2 Alternative Garde Civique Set-Up', seeds: [4, 5, 6], options: { alternativeGardeCivique: true } },
    { label: '3.2 Free Set-Up with the German Handicap', seeds: [7, 8], options: { freeSetUp: true, germanHandicap: true } },
  ],
});

describe('3.1/3.2 face-down Garde Civique carry no information', () => {
  it('3.1 two face-down Garde Civique swapped between Vise and Huy: both sides see the same thing', () => {
    const a = clearBoard(baseState(1));
    putGc(a, 'gc-1', 'vise');
    putGc(a, 'gc-12', 'huy');
    const b = clearBoard(baseState(1));
    putGc(b, 'gc-1', 'huy');
    putGc(b, 'gc-12', 'vise');
    expect(GC['gc-1']!.cf).not.toBe(GC['gc-12']!.cf);
    for (const side of blbModule.sides) {
      const va = blbMachine.resolveState({ value: { gameTurn: { chitPullPhase: 'drawChit' } }, context: a });
      const vb = blbMachine.resolveState({ value: { gameTurn: { chitPullPhase: 'drawChit' } }, context: b });
      expect(JSON.stringify(blbModule.view(va, side))).toBe(JSON.stringify(blbModule.view(vb, side)));
    }
  });

  it('3.2 the Alternative set-up with seed 4: the face-down counters are listed by box, not by counter', () => {
    const s = baseState(4, { alternativeGardeCivique: true });
    const boxes = ['vise', 'verviers', 'tongeren', 'hasselt', 'sint-truiden', 'waremme', 'huy', 'tienen', 'diest', 'aarschot', 'louvain', 'brussels'];
    for (const box of boxes) s.gc[s.setUp.gcToPlace.shift()!] = { box, revealed: false };
    const snap = blbMachine.resolveState({ value: { gameTurn: { chitPullPhase: 'drawChit' } }, context: s });
    const v = blbModule.view(snap, 'german');
    expect(Object.keys(v.gc)).toEqual(boxes.map((_, i) => `hidden-${i + 1}`));
    expect(Object.values(v.gc).map((g) => g.box)).toEqual([...boxes].sort());
  });

  it('6.2 beats never name a face-down Garde Civique: ids appear only once the counter is face-up', () => {
    const named: string[] = [];
    for (const [seed, options] of [[1, {}], [2, {}], [4, { alternativeGardeCivique: true }]] as const) {
      const actor = createActor(blbMachine, { input: { seed, options: { ...BLB_DEFAULT_OPTIONS, ...options } } });
      let pending: BlbBeat[] = [];
      actor.on('*', (b) => void pending.push(b as BlbBeat));
      actor.start();
      const rng = botRngFor(seed);
      for (let n = 0; n < 1500; n++) {
        const snap = actor.getSnapshot();
        if (snap.status !== 'active' || blbModule.result(snap)) break;
        const legal = blbModule.legalEvents(snap);
        const side = legal[0]!.side;
        actor.send(blbModule.bots.random({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng }));
        const after = actor.getSnapshot().context;
        for (const beat of pending) {
          for (const id of JSON.stringify(beat).match(/gc-\d+/g) ?? []) {
            if (!after.gc[id]!.revealed) named.push(`seed ${seed}, event ${n}: ${beat.type} names face-down ${id}`);
          }
        }
        pending = [];
      }
      actor.stop();
    }
    expect(named.slice(0, 5)).toEqual([]);
  });
});
