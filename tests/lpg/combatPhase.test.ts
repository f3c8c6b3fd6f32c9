// La Petite Guerre's Combat phase (§10-§13) through the real machine: every hex where both sides
// stand is fought before the player turn ends; the calls for reinforcements (§11) the phasing side
// first; the combat cards chosen hidden and shown together (§12); casualties, commanders lost (§13),
// the retreat, or no retreat (units lost, commanders captured); Washington's capture ends the game (§2).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { declarableCombats } from '../../src/games/lpg/combatPhase';
import { checkInvariants } from '../../src/games/lpg/invariants';
import { cloneState, initialState, unitHex, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';
import { isLand, neighbours } from '../../src/games/lpg/rules/hex';
import type { LpgBeat } from '../../src/games/lpg/beats';
import { randomBotsUntil } from './randomBots';

type Actor = ReturnType<typeof startActor>;
function startActor(seed: number) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } });
  const beats: LpgBeat[] = [];
  actor.on('*', (b) => beats.push(b as LpgBeat));
  actor.start();
  return Object.assign(actor, { beats });
}

/** Plays the random bot from `seed` until `stop` holds (or the game ends); returns the actor there. */
const playUntil = (seed: number, stop: (s: LpgState) => boolean, max = 20000): Actor => randomBotsUntil(startActor(seed), seed, stop, max);

const leaf = (a: Actor) => JSON.stringify(a.getSnapshot().value);
const sideEvents = (a: Actor) => new Set((lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).map((e) => e.side));

describe('§10 the Combat phase', () => {
  it('§10 every hex where both sides stand after the Movement phase is fought before the next player turn', () => {
    let seen = 0;
    for (const seed of [1, 2, 3]) {
      const a = playUntil(seed, (s) => s.phase === 'combat');
      if (a.getSnapshot().status === 'done') continue;
      const s = a.getSnapshot().context;
      seen++;
      expect(leaf(a)).toMatch(/combatPhase/);
      expect(declarableCombats(s)).toContain(s.combat!.hex);
      const side = s.side;
      const turn = s.turn;
      const b = playUntil(seed, (t) => t.phase !== 'combat' && (t.side !== side || t.turn !== turn) && t.battles.length === 0);
      const after = b.getSnapshot().context;
      if (after.phase === 'over') continue;
      expect(after.phase).toBe('command');
      expect(checkInvariants(after)).toEqual([]);
      const hexes = (sd: 'american' | 'british') => new Set([...after.units.filter((u) => u.side === sd).map((u) => unitHex(after, u)), ...after.commanders.filter((c) => c.side === sd && !c.lost).map((c) => c.hex)]);
      const am = hexes('american');
      expect([...hexes('british')].filter((h) => am.has(h))).toEqual([]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('§11 the calls for reinforcements: the phasing side first, then the other; §12 the cards after them', () => {
    const a = playUntil(1, (s) => s.phase === 'combat' && s.combat?.step === 'calls' && s.combat.caller === s.side);
    const s = a.getSnapshot().context;
    expect(leaf(a)).toMatch(/callForReinforcements/);
    expect([...sideEvents(a)]).toEqual([s.side]);
    expect(whyIllegal(s, { type: 'chooseCombatCard', side: s.side, card: 'charge' })).toMatch(/^§12/);
    a.send({ type: 'callReinforcements', side: s.side });
    expect(a.beats.some((b) => b.type === 'reinforcements.called' && b.side === s.side)).toBe(true);
    const t = a.getSnapshot().context;
    expect(t.combat!.step === 'cards' || t.combat!.caller !== s.side).toBe(true);
    if (t.combat!.step === 'calls') expect(whyIllegal(t, { type: 'declineCall', side: s.side })).toMatch(/^§11/);
  });

  it('§12 each side chooses one card of those drawn, committed hidden; both shown together, then the losses (§13)', () => {
    const a = playUntil(2, (s) => s.combat?.step === 'cards' && !s.cardWindow);
    const s = a.getSnapshot().context;
    const first = s.side;
    const other = first === 'american' ? 'british' : 'american';
    expect(leaf(a)).toMatch(/combatResolution/);
    expect(sideEvents(a)).toEqual(new Set([first, other]));
    const card = s.combat!.drawn[first][0]!;
    const notDrawn = (['charge', 'refuseFlank', 'holdGround', 'skirmish', 'feint', 'withdrawal'] as const).find((c) => !s.combat!.drawn[other].includes(c));
    if (notDrawn) expect(whyIllegal(s, { type: 'chooseCombatCard', side: other, card: notDrawn })).toMatch(/^§12: .* not among/);
    a.send({ type: 'chooseCombatCard', side: first, card });
    const t = a.getSnapshot().context;
    expect(t.combat!.chosen[first]).toBe(card);
    expect(a.beats.at(-1)).toEqual({ type: 'combat.cardChosen', side: first, rule: '12' });
    expect(whyIllegal(t, { type: 'chooseCombatCard', side: first, card })).toMatch(/^§12: one combat card a battle/);
    expect([...sideEvents(a)]).toEqual([other]);
    // The other side's view and the narration say a card is chosen, never which.
    const view = lpgView(t, other);
    expect(view.combat!.chosen[first]).toBe(true);
    expect(view.combat!.myCard).toBeNull();
    for (const alt of t.combat!.drawn[first]) {
      const u = cloneState(t);
      u.combat!.chosen[first] = alt;
      expect(JSON.stringify(lpgView(u, other))).toBe(JSON.stringify(view));
      expect(lpgModule.describe({ ...a.getSnapshot(), context: u } as never)).toBe(lpgModule.describe(a.getSnapshot()));
    }
    expect(lpgView(t, first).combat!.myCard).toBe(card);
    const theirs = t.combat!.drawn[other][0]!;
    const n = a.beats.length;
    a.send({ type: 'chooseCombatCard', side: other, card: theirs });
    const r = a.getSnapshot().context.lastBattle!;
    expect(r.hex).toBe(t.combat!.hex);
    expect(r.cards).toEqual({ [first]: card, [other]: theirs });
    const types = a.beats.slice(n).map((b) => b.type);
    expect(types.slice(0, 4)).toEqual(['combat.cardChosen', 'combat.cardsRevealed', 'combat.casualties', 'combat.casualties']);
    // §13 the casualties taken: the units removed are gone; each step flips or removes a unit (never more than the steps).
    const after = a.getSnapshot().context;
    for (const sd of ['american', 'british'] as const) {
      for (const id of r.removed[sd]) expect(after.units.some((u) => u.id === id)).toBe(false);
      const flipped = after.units.filter((u) => u.side === sd && u.understrength && !t.units.find((x) => x.id === u.id)!.understrength).length;
      const fightingRemoved = r.removed[sd].filter((id) => t.units.find((x) => x.id === id)!.type !== 'baggage').length;
      expect(flipped + fightingRemoved).toBeLessThanOrEqual(r.casualties[sd]);
      if (r.casualties[sd] > 0 && t.units.some((u) => u.side === sd && unitHex(t, u) === r.hex)) expect(flipped + r.removed[sd].length).toBeGreaterThan(0);
    }
  });

  it('§12 the side the chart sends back retreats to a hex its opponent does not hold', () => {
    let a = playUntil(3, (s) => s.combat?.step === 'retreat');
    for (let seed = 4; seed < 12 && a.getSnapshot().context.combat?.step !== 'retreat'; seed++) a = playUntil(seed, (s) => s.combat?.step === 'retreat');
    const s = a.getSnapshot().context;
    expect(leaf(a)).toMatch(/retreat/);
    const moves = lpgModule.legalEvents(a.getSnapshot()) as Extract<LpgEvent, { type: 'retreat' }>[];
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((e) => e.type === 'retreat' && e.side === s.combat!.retreating)).toBe(true);
    const foe = s.combat!.retreating === 'american' ? 'british' : 'american';
    expect(whyIllegal(s, { type: 'retreat', side: foe, to: moves[0]!.to })).toMatch(/^§12/);
    a.send(moves[0]!);
    const t = a.getSnapshot().context;
    expect(a.beats.some((b) => b.type === 'combat.retreat' && b.to === moves[0]!.to && b.from === s.combat!.hex)).toBe(true);
    expect(t.units.filter((u) => u.side === s.combat!.retreating).some((u) => unitHex(t, u) === s.combat!.hex)).toBe(false);
  });
});

describe('§12 no retreat, §13 commanders, §2 Washington captured', () => {
  /** Washington's army at its hex, Howe's with it, British units on every land hex around: a British attack in the Combat phase, the cards to choose. */
  function surrounded(): LpgState {
    const s = initialState(3);
    const w = s.commanders.find((c) => c.id === 'washington')!;
    s.commanders.find((c) => c.id === 'howe')!.hex = w.hex;
    const spare = s.units.filter((u) => u.side === 'british' && u.commander !== 'howe');
    const ring = neighbours(w.hex).filter(isLand);
    ring.forEach((h, i) => {
      const u = spare[i]!;
      (u.commander = null), (u.hex = h), (u.phantom = null);
    });
    for (const c of s.commanders) if (c.side === 'american' && c.id !== 'washington' && c.hex === w.hex) c.hex = ring[0]!;
    // No American stands in the ring, so the retreat has nowhere to go.
    for (const c of s.commanders) if (c.side === 'american' && ring.includes(c.hex)) c.hex = '0101';
    for (const u of s.units) if (u.side === 'american' && u.commander === null && ring.includes(u.hex!)) u.hex = '0101';
    s.side = 'british';
    s.phase = 'combat';
    s.combat = { hex: w.hex, step: 'cards', caller: 'american', drawn: { american: ['refuseFlank'], british: ['charge'] }, chosen: { american: null, british: null }, retreating: null, calls: [] };
    s.battles = [w.hex];
    return s;
  }

  it('§12 a beaten side with nowhere to retreat loses its units and its commanders are captured: Washington taken ends the game (§2)', () => {
    const s = surrounded();
    const hex = s.combat!.hex;
    const actor = createActor(lpgMachine, {
      snapshot: lpgMachine.resolveState({ value: { gameTurn: { britishPlayerTurn: { combatPhase: 'combatResolution' } } }, context: s }),
      input: { seed: 3, options: lpgModule.options.schema.parse({}) },
    });
    const beats: LpgBeat[] = [];
    actor.on('*', (b) => beats.push(b as LpgBeat));
    actor.start();
    actor.send({ type: 'chooseCombatCard', side: 'american', card: 'refuseFlank' });
    actor.send({ type: 'chooseCombatCard', side: 'british', card: 'charge' });
    const t = actor.getSnapshot().context;
    expect(t.lastBattle!.winner).toBe('british');
    expect(t.units.some((u) => u.side === 'american' && unitHex(t, u) === hex)).toBe(false);
    const w = t.commanders.find((c) => c.id === 'washington')!;
    expect(w.lost).toBe(true);
    expect(['killed', 'captured']).toContain(w.fate);
    expect(beats.some((b) => b.type === 'commander.lost' && b.commander === 'washington')).toBe(true);
    if (w.fate === 'captured') expect(beats.some((b) => b.type === 'combat.retreat' && b.to === null)).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(lpgModule.result(actor.getSnapshot())).toMatchObject({ winner: 'british', level: 'decisive', rule: '2' });
    expect(t.loyalty).toBe(initialState(3).loyalty - 1);
  });
});
