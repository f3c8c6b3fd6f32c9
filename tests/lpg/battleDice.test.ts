// The dice of a battle carried by its beats (for the 3D table's dice tray): the calls for
// reinforcements (§11), each card's "in 6" (§12) and the commanders lost (§13). Random games through
// the pure rules, every beat checked against the state it came from; nothing hidden is added.
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../src/core/rng';
import { applyEvent, legalEventsOf, type LpgEvent } from '../../src/games/lpg/legal';
import { beatsOf, type LpgBeat } from '../../src/games/lpg/beats';
import { initialState, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';

function* steps(seed: number, max = 6000): Generator<{ before: LpgState; after: LpgState; event: LpgEvent; beats: LpgBeat[] }> {
  let s = initialState(seed);
  const rng = createRng(seed ^ 0xd1ce);
  for (let n = 0; n < max && s.phase !== 'over'; n++) {
    const legal = legalEventsOf(s);
    const ends: LpgEvent[] = legal.filter((e) => e.type === 'endCommand' || e.type === 'endMovement' || e.type === 'endReinforcement');
    const others = legal.filter((e) => !ends.includes(e));
    const pool = others.length > 0 && nextInt(rng, 4) > 0 ? others : legal;
    const event = pool[nextInt(rng, pool.length)]!;
    const after = applyEvent(s, event);
    yield { before: s, after, event, beats: beatsOf(s, after, event) };
    s = after;
  }
}

describe('§11-§13 the battle dice in the beats', () => {
  it('§11 a call carries each stack\'s die and the number it needed, as the battle keeps them; §12 the cards\' "in 6" dice; §13 the die that lost a commander', () => {
    let calls = 0;
    let battles = 0;
    for (const seed of [1, 2]) {
      for (const { before, after, beats } of steps(seed, 2500)) {
        for (const b of beats) {
          if (b.type === 'reinforcements.called') {
            const made = after.combat!.calls.slice(before.combat?.calls.length ?? 0);
            expect(b.rolls).toEqual(made.map((c) => ({ need: c.need, roll: c.roll, answered: c.answered })));
            for (const r of b.rolls!) {
              expect(r.roll).toBeGreaterThanOrEqual(1);
              expect(r.roll).toBeLessThanOrEqual(6);
            }
            expect(b.answered).toBe(b.rolls!.filter((r) => r.answered).length);
            calls++;
          }
          if (b.type === 'combat.cardsRevealed') {
            expect(b.rolls).toEqual(after.lastBattle!.cardRolls);
            for (const side of ['american', 'british'] as const) {
              const r = b.rolls![side];
              expect(r).toBeGreaterThanOrEqual(1);
              expect(r).toBeLessThanOrEqual(6);
            }
            battles++;
          }
          if (b.type === 'commander.lost' && b.roll !== undefined) {
            expect(b.roll).toBe(b.fate === 'killed' ? 1 : 2);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(0);
    expect(battles).toBeGreaterThan(0);
  });

  it('the card dice are open only once both cards are shown: no view of a battle still choosing carries them', () => {
    for (const { after } of steps(2, 1500)) {
      if (after.combat?.step !== 'cards') continue;
      for (const side of ['american', 'british'] as const) {
        const v = lpgView(after, side);
        // The view's last battle is the one before (its own cards and dice), never the open one's.
        if (v.lastBattle) expect(v.lastBattle.n).toBe(after.lastBattle!.n);
        expect(JSON.stringify(v.combat)).not.toContain('cardRolls');
      }
    }
  });
});
