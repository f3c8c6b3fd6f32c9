// §5 the response windows through the real machine: in each battle, once the combat cards are
// drawn and before any is chosen, the phasing side and then the other play a card or pass; as a
// Reinforcement phase opens, before supply, the American plays $10 Bounty or Forage Denied or passes
// (rules notes, "Action cards played (§5)").
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { battleOf } from '../../src/games/lpg/combatPhase';
import { checkInvariants } from '../../src/games/lpg/invariants';
import { initialState } from '../../src/games/lpg/state';
import type { LpgBeat } from '../../src/games/lpg/beats';
import type { Side } from '../../src/games/lpg/types';
import { playGame } from '../../src/core/simulate';
import type { LpgBotInput } from '../../src/games/lpg/bots/random';
import { campContact, give } from './states';

/** An actor in `phasing`'s Movement phase with an American unit standing in the British camp (a battle to come). */
function contact(phasing: Side, american: string[], british: string[]) {
  const s = campContact(phasing, american, british);
  const snapshot = lpgMachine.resolveState({ value: { gameTurn: { [`${phasing}PlayerTurn`]: 'movementPhase' } }, context: s });
  const actor = createActor(lpgMachine, { snapshot, input: { seed: 5, options: lpgModule.options.schema.parse({}) } });
  const beats: LpgBeat[] = [];
  actor.on('*', (b) => beats.push(b as LpgBeat));
  actor.start();
  return Object.assign(actor, { beats });
}
type Actor = ReturnType<typeof contact>;
const ctx = (a: Actor) => a.getSnapshot().context;
const legal = (a: Actor) => lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[];
const leaf = (a: Actor) => JSON.stringify(a.getSnapshot().value);

/** Ends the Movement phase and makes no call for reinforcements: on to the battle's window. */
function toTheWindow(a: Actor, phasing: Side): void {
  a.send({ type: 'endMovement', side: phasing });
  while (ctx(a).combat?.step === 'calls') a.send({ type: 'declineCall', side: ctx(a).combat!.caller });
}

describe('§5 the response windows', () => {
  it('§5 the non-phasing American plays Fighting Retreat in a British attack, before the combat cards are chosen', () => {
    const a = contact('british', ['fighting-retreat'], []);
    toTheWindow(a, 'british');
    expect(leaf(a)).toMatch(/combatPhase":"actionCards/);
    expect(Object.values(a.getSnapshot().getMeta() as Record<string, { rule: string }>).map((m) => m.rule)).toContain('5');
    const s = ctx(a);
    expect(s.combat!.step).toBe('cards');
    // The British hand is empty: the window asks the Americans alone.
    expect(s.cardWindow).toEqual({ at: 'battle', side: 'american', next: [] });
    expect(legal(a)).toEqual([
      { type: 'playCard', side: 'american', card: 'fighting-retreat', hex: s.combat!.hex },
      { type: 'passCard', side: 'american' },
    ]);
    // No combat card is chosen while the window is open.
    expect(whyIllegal(s, { type: 'chooseCombatCard', side: 'british', card: s.combat!.drawn.british[0]! })).toMatch(/^§5: the american side plays an action card or passes first/);
    a.send({ type: 'playCard', side: 'american', card: 'fighting-retreat', hex: s.combat!.hex });
    const t = ctx(a);
    expect(t.cardWindow).toBeNull();
    expect(leaf(a)).toMatch(/combatResolution/);
    expect(t.played.american).toEqual([{ card: 'fighting-retreat', hex: s.combat!.hex, to: null }]);
    expect(battleOf(t, t.combat!.hex).american.casualtyChangeIfLoses).toBe(-1);
    expect(a.beats.find((b) => b.type === 'card.played')).toMatchObject({ type: 'card.played', side: 'american', card: 'fighting-retreat', hex: s.combat!.hex, rule: '5' });
    expect(checkInvariants(t)).toEqual([]);
    a.stop();
  });

  it('§5 passing closes the window: the combat cards are chosen, nothing played', () => {
    const a = contact('british', ['fighting-retreat'], []);
    toTheWindow(a, 'british');
    a.send({ type: 'passCard', side: 'american' });
    const t = ctx(a);
    expect(t.cardWindow).toBeNull();
    expect(leaf(a)).toMatch(/combatResolution/);
    expect(t.hands.american).toEqual(['fighting-retreat']);
    expect(battleOf(t, t.combat!.hex).american.casualtyChangeIfLoses).toBeUndefined();
    expect(legal(a).every((e) => e.type === 'chooseCombatCard')).toBe(true);
    a.stop();
  });

  it('§5 both hands holding cards: the phasing side answers first, then the other; one card each', () => {
    const a = contact('british', ['fighting-retreat', 'spy'], ['grenadiers']);
    toTheWindow(a, 'british');
    const hex = ctx(a).combat!.hex;
    expect(ctx(a).cardWindow).toEqual({ at: 'battle', side: 'british', next: ['american'] });
    expect(whyIllegal(ctx(a), { type: 'playCard', side: 'american', card: 'fighting-retreat', hex })).toMatch(/^§5: the british side plays an action card or passes now/);
    a.send({ type: 'playCard', side: 'british', card: 'grenadiers', hex });
    expect(ctx(a).cardWindow).toEqual({ at: 'battle', side: 'american', next: [] });
    expect(leaf(a)).toMatch(/actionCards/);
    // Spy is no card for a battle: only Fighting Retreat or the pass.
    expect(legal(a).map((e) => e.type === 'playCard' ? e.card : e.type)).toEqual(['fighting-retreat', 'passCard']);
    a.send({ type: 'playCard', side: 'american', card: 'fighting-retreat', hex });
    const b = battleOf(ctx(a), hex);
    expect(b.british.cardBonuses).toEqual({ grenadiers: 1 });
    expect(b.american.casualtyChangeIfLoses).toBe(-1);
    expect(leaf(a)).toMatch(/combatResolution/);
    a.stop();
  });

  it('§5 a window opens on the hand\'s count, not its cards: an American holding only a Spy is asked too (and can only pass)', () => {
    const a = contact('british', ['spy'], []);
    toTheWindow(a, 'british');
    expect(ctx(a).cardWindow?.side).toBe('american');
    expect(legal(a)).toEqual([{ type: 'passCard', side: 'american' }]);
    a.send({ type: 'passCard', side: 'american' });
    expect(leaf(a)).toMatch(/combatResolution/);
    a.stop();
  });

  it('§5 with empty hands there is no window: the combat cards are chosen at once', () => {
    const a = contact('british', [], []);
    toTheWindow(a, 'british');
    expect(ctx(a).cardWindow).toBeNull();
    expect(leaf(a)).toMatch(/combatResolution/);
    a.stop();
  });

  it('§5 §14 the window before supply: the British Reinforcement phase opens with the American\'s Forage Denied or pass', () => {
    const s = initialState(5);
    s.side = 'british';
    s.phase = 'movement';
    give(s, 'american', 'forage-denied');
    const snapshot = lpgMachine.resolveState({ value: { gameTurn: { britishPlayerTurn: 'movementPhase' } }, context: s });
    const a = createActor(lpgMachine, { snapshot, input: { seed: 5, options: lpgModule.options.schema.parse({}) } });
    a.start();
    a.send({ type: 'endMovement', side: 'british' });
    expect(JSON.stringify(a.getSnapshot().value)).toMatch(/britishPlayerTurn":"actionCardsBeforeSupply/);
    const c = a.getSnapshot().context;
    expect(c.cardWindow).toEqual({ at: 'supply', side: 'american', next: [] });
    const plays = (lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).filter((e) => e.type === 'playCard');
    expect(plays.length).toBeGreaterThan(0);
    expect(whyIllegal(c, { type: 'endReinforcement', side: 'british' })).toMatch(/^§5/);
    a.send({ type: 'passCard', side: 'american' });
    expect(JSON.stringify(a.getSnapshot().value)).toMatch(/britishPlayerTurn":"reinforcementPhase/);
    expect(a.getSnapshot().context.cardWindow).toBeNull();
    expect(a.getSnapshot().context.log.some((l) => l.startsWith('§16 the british side rolls'))).toBe(true);
    a.stop();
  });
});

describe('§5 action cards in whole games', () => {
  it('fuzz: games whose bots play every card they may (else the random bot) keep the invariants at every decision, play (nearly) every kind of card, and end', () => {
    // The random bot seldom picks a card among a Movement phase's hundreds of moves; this one draws every turn, discards only over the hand limit and plays a card two times in three when it may.
    const eager = (input: LpgBotInput) => {
      const draw = input.legal.find((e) => e.type === 'draw');
      if (draw) return draw;
      const plays = input.legal.filter((e) => e.type === 'playCard');
      if (plays.length > 0 && input.rng.int(3) > 0) return input.rng.pick(plays);
      // Keep the cards for their moment: discard only when the hand limit forces it.
      const keep = input.legal.filter((e) => e.type !== 'discard');
      return lpgModule.bots.random({ ...input, legal: keep.length > 0 ? keep : input.legal } as never);
    };
    const kinds = new Set<string>();
    for (const seed of [1, 2]) {
      const res = playGame(lpgModule as never, { seed, options: { lastTurn: 12 }, bots: { american: eager, british: eager }, checkInvariants: true, keepEvents: true });
      expect(res.error ?? null).toBeNull();
      expect(res.result).not.toBeNull();
      for (const e of res.log as LpgEvent[]) if (e.type === 'playCard') kinds.add(e.card);
    }
    console.log(`[lpg cards] kinds played: ${[...kinds].sort().join(', ')}`);
    // Every card but the rarest (one copy, a narrow moment) is played at least once in the two games.
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  }, 120_000);
});

