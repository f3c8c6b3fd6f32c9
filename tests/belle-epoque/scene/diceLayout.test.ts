// Belle Epoque's dice in the shared tray: the dice marked are exactly those the rules score (fire
// hits as firing.ts counts them, assault successes adding up to assault.ts' totals, a test passed
// or failed), on beats from real games through the machine and on the rules' own examples; every
// die lies inside the tray and settles before its shot ends.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleMachine, belleModule } from '../../../machines/belle-epoque/index';
import { Rng } from '../../../src/core/rng';
import type { BelleBeat } from '../../../src/games/belle-epoque/beats';
import { BELLE_CLEARS_TRAY, belleLayoutRoll, belleTrayLayout, missText, successText } from '../../../src/scene/belle-epoque/diceLayout';
import { DICE_TRAY } from '../../../src/scene/belle-epoque/layout';
import type { TrayLayout } from '../../../src/scene/dice/layout';

const W = DICE_TRAY.w;
const D = DICE_TRAY.d;
const options = { width: W, depth: D };

/** Plays random-bot games through the machine and keeps every beat. */
function beatsOfGames(seeds: number[]): BelleBeat[] {
  const beats: BelleBeat[] = [];
  for (const seed of seeds) {
    const actor = createActor(belleMachine, { input: { seed, options: belleModule.options.schema.parse({}) } });
    actor.on('*', (b) => beats.push(b as BelleBeat));
    actor.start();
    const rng = Rng.seeded(seed + 99);
    for (let i = 0; i < 3000; i++) {
      const snap = actor.getSnapshot();
      const legal = belleModule.legalEvents(snap);
      if (legal.length === 0) break;
      const side = legal[0]!.side;
      actor.send(belleModule.bots.random({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng }));
    }
    actor.stop();
  }
  return beats;
}

function expectInsideTray(layout: TrayLayout): void {
  const s = layout.dieSize;
  expect(s).toBeGreaterThan(0.3);
  for (const d of layout.dice) {
    // A die's half-diagonal (0.71 of its edge) from the centre stays on the felt, however it turns.
    expect(Math.abs(d.rest[0]) + s * 0.71).toBeLessThanOrEqual(W / 2);
    expect(Math.abs(d.rest[2]) + s * 0.71).toBeLessThanOrEqual(D / 2);
    expect(Math.abs(d.from[0]) + s * 0.71).toBeLessThanOrEqual(W / 2);
    expect(Math.abs(d.from[2]) + s * 0.71).toBeLessThanOrEqual(D / 2);
    expect(d.start).toBeGreaterThanOrEqual(0);
    expect(d.end).toBeLessThanOrEqual(1);
    expect(d.end).toBeGreaterThan(d.start);
  }
  for (const a of layout.dice) {
    for (const b of layout.dice) {
      if (a !== b) expect(Math.hypot(a.rest[0] - b.rest[0], a.rest[2] - b.rest[2])).toBeGreaterThan(s * 1.42);
    }
  }
  for (const l of layout.labels) {
    expect(Math.abs(l.x)).toBeLessThan(W / 2);
    expect(Math.abs(l.z) + l.height / 2).toBeLessThanOrEqual(D / 2);
    // Estimated width (0.5 of the height per letter) within the tray.
    expect(Math.abs(l.x) + (l.text.length * 0.5 * l.height) / 2).toBeLessThanOrEqual(W / 2 + 1e-9);
  }
}

const fired = (rolls: number[], toHit: number, missUpTo: number, hits: number) => ({
  type: 'unit.fired', firer: 'red-1', target: 'blue-2', toHit, missUpTo, rolls, hits, rule: 'FIRING',
});

describe('Belle Epoque dice tray layouts', () => {
  const beats = beatsOfGames([1, 2, 3, 4, 5, 6, 7, 8]);
  const fires = beats.filter((b) => b.type === 'unit.fired');
  const assaults = beats.filter((b) => b.type === 'assault.fought');
  const tests = beats.filter((b) => b.type === 'reactivity.tested');

  it('FIRING: real games fire, assault and test (the beats these checks read)', () => {
    expect(fires.length).toBeGreaterThan(10);
    expect(assaults.length).toBeGreaterThan(3);
    expect(tests.length).toBeGreaterThan(10);
    expect(fires.some((b) => (b.missUpTo as number) > 0)).toBe(true);
  });

  it('FIRING: the dice marked as hits are exactly as many as the rules counted, one die per roll, in the firer\'s colour', () => {
    for (const beat of fires) {
      const layout = belleLayoutRoll(beat, options)!;
      expect(layout.purpose).toBe('fire');
      const rolls = beat.rolls as number[];
      expect(layout.dice.map((d) => d.value)).toEqual(rolls);
      expect(layout.dice.filter((d) => d.mark === 'hit')).toHaveLength(beat.hits as number);
      // Each marked die is at or under the to-hit number, above the misses, and no 6.
      for (const d of layout.dice) {
        const hit = d.value <= (beat.toHit as number) && d.value > (beat.missUpTo as number) && d.value < 6;
        expect(d.mark === 'hit').toBe(hit);
      }
      const side = String(beat.firer).split('-')[0];
      expect(layout.dice.every((d) => d.style === side)).toBe(true);
      const result = layout.labels.find((l) => l.key === 'result')!.text;
      expect(result).toBe(beat.hits === 0 ? 'no hits' : `${beat.hits} hit${beat.hits === 1 ? '' : 's'}`);
      expectInsideTray(layout);
    }
  });

  it('FIRING: to-hit 4 against loose order in the open: a 1 misses, 2-4 hit, 5 and 6 miss', () => {
    const layout = belleLayoutRoll(fired([1, 2, 4, 5, 6, 3], 4, 1, 3), { ...options, unitName: (id) => (id === 'red-1' ? 'Red 1st Rifles' : 'Blue Impi') })!;
    expect(layout.dice.map((d) => d.mark)).toEqual([null, 'hit', 'hit', null, null, 'hit']);
    expect(layout.labels.map((l) => l.text)).toEqual(['Red 1st Rifles fires at Blue Impi', 'to-hit 4, 1s miss', '3 hits']);
    // With no low misses a 1 hits; fortified infantry: 1s and 2s miss.
    expect(belleLayoutRoll(fired([1, 2], 2, 0, 2), options)!.dice.map((d) => d.mark)).toEqual(['hit', 'hit']);
    expect(belleLayoutRoll(fired([1, 2, 3], 3, 2, 1), options)!.dice.map((d) => d.mark)).toEqual([null, null, 'hit']);
    expect(missText(0)).toBe('');
    expect(missText(2)).toBe('1s and 2s miss');
  });

  it('ASSAULT: marked dice are the successful scores and add up to each side\'s total; attacker left, defender right', () => {
    for (const beat of assaults) {
      const layout = belleLayoutRoll(beat, options)!;
      expect(layout.purpose).toBe('assault');
      const mine = (id: unknown) => layout.dice.filter((d) => d.owner === id);
      const attacker = mine(beat.attacker);
      const defender = mine(beat.defender);
      expect(attacker.map((d) => d.value)).toEqual(beat.attackerRolls);
      expect(defender.map((d) => d.value)).toEqual(beat.defenderRolls);
      const sum = (ds: typeof attacker) => ds.filter((d) => d.mark === 'hit').reduce((a, d) => a + d.value, 0);
      expect(sum(attacker)).toBe(beat.attackerScore);
      expect(sum(defender)).toBe(beat.defenderScore);
      expect(attacker.every((d) => d.rest[0] < 0)).toBe(true);
      expect(defender.every((d) => d.rest[0] > 0)).toBe(true);
      expect(layout.labels.find((l) => l.key === 'total:0')!.text).toBe(`total ${beat.attackerScore}`);
      expect(layout.labels.find((l) => l.key === 'total:1')!.text).toBe(`total ${beat.defenderScore}`);
      const verdict = layout.labels.find((l) => l.key === 'result')!.text;
      if (beat.winner === null) expect(verdict).toMatch(/tie/i);
      else expect(verdict).toContain('wins by');
      expectInsideTray(layout);
    }
  });

  it('ASSAULT: the rules\' example, bold choc troops (1-4) against close-order regulars (1-3)', () => {
    const layout = belleLayoutRoll(
      {
        type: 'assault.fought', attacker: 'red-1', defender: 'blue-1', attackerRolls: [1, 4, 5, 3], defenderRolls: [4, 2, 3],
        attackerLevel: 4, defenderLevel: 3, attackerScore: 8, defenderScore: 5, winner: 'red-1',
      },
      { ...options, unitName: (id) => (id === 'red-1' ? 'Zulu warriors' : 'British regulars') },
    )!;
    expect(layout.dice.map((d) => d.mark)).toEqual(['hit', 'hit', null, 'hit', null, 'hit', 'hit']);
    expect(layout.dice.map((d) => d.style)).toEqual(['red', 'red', 'red', 'red', 'blue', 'blue', 'blue']);
    const texts = layout.labels.map((l) => l.text);
    expect(texts).toContain('Zulu warriors assaults');
    expect(texts).toContain('British regulars defends');
    expect(texts).toContain('scores 1 to 4 count');
    expect(texts).toContain('Zulu warriors wins by 3');
    // MULTIPLE COMBATS: below 1 a 1 still counts.
    expect(successText(0)).toBe('only 1s count');
    expectInsideTray(layout);
  });

  it('ASSAULT: six stands against six still fit', () => {
    const layout = belleLayoutRoll(
      {
        type: 'assault.fought', attacker: 'blue-1', defender: 'red-4', attackerRolls: [1, 2, 3, 4, 5, 6], defenderRolls: [6, 5, 4, 3, 2, 1],
        attackerLevel: 2, defenderLevel: 5, attackerScore: 3, defenderScore: 15, winner: 'red-4',
      },
      options,
    )!;
    expect(layout.dice).toHaveLength(12);
    expectInsideTray(layout);
  });

  it('REACTIVITY TESTS: one die, passed at or under basic + CP, the reaction named', () => {
    for (const beat of tests) {
      const layout = belleLayoutRoll(beat, options)!;
      expect(layout.purpose).toBe('test');
      expect(layout.dice).toHaveLength(1);
      const passed = (beat.roll as number) <= (beat.basicScore as number) + (beat.commandPoints as number);
      expect(beat.success).toBe(passed);
      expect(layout.dice[0]!.mark).toBe(passed ? 'hit' : 'fail');
      expect(layout.labels.find((l) => l.key === 'result')!.text).toBe(passed ? 'Passed' : 'Failed');
      expectInsideTray(layout);
    }
    const salvo = belleLayoutRoll(
      { type: 'reactivity.tested', unit: 'blue-3', basicScore: 3, commandPoints: 1, roll: 5, success: false, reaction: 'salvo' },
      options,
    )!;
    expect(salvo.labels.map((l) => l.text)).toEqual(['Blue 3: salvo test', 'needs 4 or less (basic 3 + 1 CP)', 'Failed']);
    expect(salvo.dice[0]!.style).toBe('blue');
  });

  it('beats without dice lay nothing out; the bound layout names units; tokens drawn clear the tray', () => {
    for (const beat of beats) {
      if (!['unit.fired', 'assault.fought', 'reactivity.tested'].includes(beat.type)) expect(belleLayoutRoll(beat, options)).toBeNull();
    }
    const layout = belleTrayLayout((id) => `Unit ${id}`)(fired([3], 4, 0, 1), options)!;
    expect(layout.labels[0]!.text).toBe('Unit red-1 fires at Unit blue-2');
    const coloured = belleTrayLayout({ sideOf: () => 'blue' })(fired([3], 4, 0, 1), options)!;
    expect(coloured.dice[0]!.style).toBe('blue');
    expect(BELLE_CLEARS_TRAY.has('token.drawn')).toBe(true);
  });
});
