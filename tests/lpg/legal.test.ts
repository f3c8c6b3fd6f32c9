import { describe, expect, it } from 'vitest';
import { applyEvent, destinations, isLegal, legalEventsOf, movableStacks, whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { cloneState, initialState, unitHex, type LpgState } from '../../src/games/lpg/state';
import { checkInvariants } from '../../src/games/lpg/invariants';
import { randomGame } from './randomGame';
import { fuzzGameCount } from '../../src/core/fuzz';

const A = 'american' as const;
const B = 'british' as const;
const run = (s: LpgState, ...es: LpgEvent[]) => es.reduce(applyEvent, s);

describe('La Petite Guerre Command and Movement phases (pure rules)', () => {
  it('§1 the American player turn comes first, then the British; then the next game turn with its weather', () => {
    let s = initialState(3);
    expect(s.side).toBe(A);
    s = run(s, { type: 'endCommand', side: A }, { type: 'endMovement', side: A });
    expect([s.turn, s.side, s.phase]).toEqual([1, A, 'reinforcement']);
    s = run(s, { type: 'endReinforcement', side: A });
    expect([s.turn, s.side, s.phase]).toEqual([1, B, 'command']);
    s = run(s, { type: 'endCommand', side: B }, { type: 'endMovement', side: B }, { type: 'endReinforcement', side: B });
    expect([s.turn, s.month, s.week, s.side, s.phase]).toEqual([2, 'oct', 2, A, 'command']);
    expect(s.log.at(-1)).toMatch(/^Turn 2 \(oct, week 2\): weather (clear|rain)/);
  });

  it('§5 one action card a Command phase, at most three in hand (the fourth must be discarded)', () => {
    let s = initialState(3);
    s = run(s, { type: 'draw', side: A });
    expect(s.hands.american).toHaveLength(1);
    expect(isLegal(s, { type: 'draw', side: A })).toBe(false);
    expect(whyIllegal(s, { type: 'draw', side: A })).toMatch(/^§5/);
    s.hands.american.push('spy', 'bounty', 'spy');
    s.drawn = false;
    // Over the limit: only discards.
    expect(legalEventsOf(s).every((e) => e.type === 'discard')).toBe(true);
    expect(whyIllegal(s, { type: 'endCommand', side: A })).toMatch(/^§5/);
    s = run(s, { type: 'discard', side: A, card: 'spy' });
    expect(s.hands.american).toHaveLength(3);
    expect(isLegal(s, { type: 'endCommand', side: A })).toBe(true);
  });

  it('§3 the British may not act in the American turn', () => {
    const s = initialState(3);
    expect(whyIllegal(s, { type: 'endCommand', side: B })).toMatch(/^§1: it is the american player's turn/);
  });

  it('§4 a reconnoitring commander reveals enemy markers in range and is not in command (his stack does not move)', () => {
    let s = initialState(3);
    s.commanders.find((c) => c.id === 'washington')!.hex = '1907';
    s = run(s, { type: 'recce', side: A, commander: 'washington' });
    expect(s.revealed.american).toEqual(expect.arrayContaining(['howe', 'knyphausen']));
    s = run(s, { type: 'endCommand', side: A });
    expect(movableStacks(s, A).some((x) => x.id === 'washington')).toBe(false);
    const e: LpgEvent = { type: 'move', side: A, stack: 'washington', to: '1906', forcedMarch: false };
    expect(whyIllegal(s, e)).toMatch(/^§4/);
  });

  it('§3 a brigade leader out of every chain is not in command; a leaderless stack rolls 1 in 6', () => {
    let s = initialState(3);
    // Cadwalader at Philadelphia is far from every division leader.
    s = run(s, { type: 'endCommand', side: A });
    expect(movableStacks(s, A).some((x) => x.id === 'cadwalader')).toBe(false);
    expect(movableStacks(s, A).some((x) => x.id === 'washington')).toBe(true);
    const s2 = initialState(3);
    s2.units.find((u) => u.id === 'montgomery-garrison')!.hex = '0321';
    const rolls = legalEventsOf(s2).filter((e) => e.type === 'rollCommand');
    expect(rolls).toEqual([{ type: 'rollCommand', side: A, hex: '0321' }]);
    const after = run(s2, rolls[0]!);
    expect(after.commandRolls).toEqual(['0321']);
    expect(isLegal(after, rolls[0]!)).toBe(false);
  });

  it('§6 a stack moves once a turn, within its allowance, its units with it; §7 a forced march goes further and flips the units', () => {
    let s = run(initialState(3), { type: 'endCommand', side: A });
    const st = movableStacks(s, A).find((x) => x.id === 'lee')!;
    const normal = destinations(s, st, false);
    const forced = destinations(s, st, true);
    expect(forced.length).toBeGreaterThan(normal.length);
    const far = forced.find((h) => !normal.includes(h))!;
    expect(whyIllegal(s, { type: 'move', side: A, stack: 'lee', to: far, forcedMarch: false })).toMatch(/^§6/);
    s = run(s, { type: 'move', side: A, stack: 'lee', to: far, forcedMarch: true });
    const lees = s.units.filter((u) => u.commander === 'lee');
    expect(lees.every((u) => u.understrength && unitHex(s, u) === far)).toBe(true);
    expect(whyIllegal(s, { type: 'move', side: A, stack: 'lee', to: st.hex, forcedMarch: false })).toMatch(/^§6: units can only be moved once per turn/);
  });

  const games = Math.max(2, Math.ceil(fuzzGameCount(200) / 100));
  it(`fuzz: ${games} random legal games (pure rules) to their end (March, or a victory before) keep the invariants`, () => {
    for (let seed = 1; seed <= games; seed++) {
      const { state } = randomGame(seed);
      expect(state.phase).toBe('over');
      // §2 the calendar's end, or earlier by Washington's loss or the Loyalty Index at 0.
      if (state.turn < 24) expect(['washington', 'loyalty']).toContain(state.victory?.reason);
      expect(checkInvariants(state)).toEqual([]);
    }
  }, Math.max(120_000, games * 10_000));
});

describe('§2 the end of the campaign (rules notes, "Victory")', () => {
  it('British units alone in Philadelphia when the last turn ends win for the British; else the Americans', async () => {
    const { philadelphiaHolder, settleVictory } = await import('../../src/games/lpg/legal');
    const s = initialState(3, { lastTurn: 1 });
    expect(philadelphiaHolder(s)).not.toBe('british');
    const held = cloneState(s);
    expect(settleVictory(held, true)).toBe(true);
    expect(held.victory).toEqual({ winner: 'american', grade: 'decisive', reason: 'survived' });
    for (const u of s.units) if (u.commander === 'cadwalader') (u.commander = null), (u.hex = '0101');
    s.commanders.find((c) => c.id === 'cadwalader')!.hex = '0101';
    s.commanders.find((c) => c.id === 'howe')!.hex = '0321';
    expect(philadelphiaHolder(s)).toBe('british');
    expect(settleVictory(s, false)).toBe(false);
    expect(settleVictory(s, true)).toBe(true);
    expect(s.victory).toEqual({ winner: 'british', grade: 'marginal', reason: 'philadelphia' });
  });

  it('Washington captured, or the Loyalty Index at 0, ends the game at once (rules/victory.ts)', async () => {
    const { settleVictory } = await import('../../src/games/lpg/legal');
    const s = initialState(3);
    expect(settleVictory(s, false)).toBe(false);
    const w = s.commanders.find((c) => c.id === 'washington')!;
    (w.lost = true), (w.fate = 'captured');
    expect(settleVictory(s, false)).toBe(true);
    expect(s.victory).toEqual({ winner: 'british', grade: 'decisive', reason: 'washington' });
    const t = initialState(3);
    t.loyalty = 0;
    expect(settleVictory(t, false)).toBe(true);
    expect(t.victory?.reason).toBe('loyalty');
  });
});

describe('§3 regrouping on the rack, §9 leaving units behind', () => {
  it('a commander in command may leave a unit on the map and take a leaderless unit in his hex onto his rack', () => {
    let s = initialState(3);
    const lee = s.commanders.find((c) => c.id === 'lee')!;
    s = run(s, { type: 'detach', side: A, unit: 'haslet' });
    const h = s.units.find((u) => u.id === 'haslet')!;
    expect([h.commander, h.hex]).toEqual([null, lee.hex]);
    s = run(s, { type: 'attach', side: A, unit: 'haslet', commander: 'washington' });
    expect(s.units.find((u) => u.id === 'haslet')!.commander).toBe('washington');
    // Cadwalader (out of every chain) may not regroup.
    expect(whyIllegal(s, { type: 'detach', side: A, unit: 'associators-1' })).toMatch(/^§3/);
    // Left behind: Lee's stack moves without the detached unit.
    s = run(initialState(3), { type: 'detach', side: A, unit: 'haslet' }, { type: 'endCommand', side: A });
    const to = destinations(s, movableStacks(s, A).find((x) => x.id === 'lee')!, false)[0]!;
    s = run(s, { type: 'move', side: A, stack: 'lee', to, forcedMarch: false });
    expect(unitHex(s, s.units.find((u) => u.id === 'haslet')!)).toBe('2006');
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('§3 phantom markers', () => {
  it('a phantom covers leaderless units, moves with them, and a decoy entered alone is found out', () => {
    let s = initialState(3);
    s = run(s, { type: 'detach', side: A, unit: 'haslet' }, { type: 'detach', side: A, unit: 'smallwood' });
    s.commanders.find((c) => c.id === 'lee')!.hex = '2005';
    const ev = legalEventsOf(s).filter((e) => e.type === 'placePhantom');
    expect(ev.every((e) => e.type === 'placePhantom' && e.phantom === 'american-phantom-1')).toBe(true);
    s = run(s, { type: 'placePhantom', side: A, phantom: 'american-phantom-1', hex: '2006' });
    expect(s.units.filter((u) => u.phantom === 'american-phantom-1').map((u) => u.id).sort()).toEqual(['haslet', 'smallwood']);
    expect(checkInvariants(s)).toEqual([]);
    s = run(s, { type: 'endCommand', side: A });
    const st = movableStacks(s, A).find((x) => x.id === 'hex:2006')!;
    const to = destinations(s, st, false)[0]!;
    s = run(s, { type: 'move', side: A, stack: 'hex:2006', to, forcedMarch: false });
    expect(s.phantoms.find((p) => p.id === 'american-phantom-1')!.hex).toBe(to);
    expect(checkInvariants(s)).toEqual([]);
    // A British decoy next to Washington's stack: entering its hex ends the move and finds it out.
    let t = initialState(3);
    t.phantoms.find((p) => p.id === 'british-phantom-1')!.hex = '2106';
    t = run(t, { type: 'endCommand', side: A });
    t = run(t, { type: 'move', side: A, stack: 'washington', to: '2106', forcedMarch: false });
    expect(t.phantoms.find((p) => p.id === 'british-phantom-1')!.hex).toBeNull();
  });
});

describe('§10 where a combat must be fought', () => {
  it('declarableCombats lists the hexes both sides hold (for the Combat phase the lead joins)', async () => {
    const { declarableCombats } = await import('../../src/games/lpg/legal');
    const s = initialState(3);
    expect(declarableCombats(s)).toEqual([]);
    s.commanders.find((c) => c.id === 'howe')!.hex = '2006';
    expect(declarableCombats(s)).toEqual(['2006']);
  });
});
