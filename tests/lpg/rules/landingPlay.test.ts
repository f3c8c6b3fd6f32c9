// §17-§19 the landings in play (src/games/lpg/landingPlay.ts through legal.ts): prepared in a port,
// landed on the coast, held the turn after, the combat bonus of a beachhead; refusals name the section.
import { describe, expect, it } from 'vitest';
import { applyEvent, legalEventsOf, movableStacks, whyIllegal, type LpgEvent } from '../../../src/games/lpg/legal';
import { cloneState, initialState, type LpgState } from '../../../src/games/lpg/state';
import { battleOf, callableStacks } from '../../../src/games/lpg/combatPhase';
import { landingWorld, readyTurn } from '../../../src/games/lpg/landingPlay';
import { sideBonuses } from '../../../src/games/lpg/rules/combatResolution';
import { aboveTheForts, landingRefusal } from '../../../src/games/lpg/rules/landing';
import { ALL_HEXES, place } from '../../../src/games/lpg/rules/hex';
import { lpgView } from '../../../src/games/lpg/view';

const NEW_YORK = place('new-york').hex;

/** Plays on to `side`'s next Movement phase (ending phases, tracing supply without razing). */
function toMovement(s: LpgState, side: 'american' | 'british'): LpgState {
  let i = 0;
  do {
    const e = { command: 'endCommand', movement: 'endMovement', reinforcement: s.razing !== null ? 'traceSupply' : 'endReinforcement' }[s.phase as 'command'];
    s = applyEvent(s, { type: e, side: s.side } as LpgEvent);
  } while (++i < 20 && !(s.side === side && s.phase === 'movement'));
  expect([s.side, s.phase]).toEqual([side, 'movement']);
  return s;
}

const prepare: LpgEvent = { type: 'prepareLanding', side: 'british', commander: 'percy' };
const lands = (s: LpgState) => legalEventsOf(s).filter((e): e is Extract<LpgEvent, { type: 'land' }> => e.type === 'land');

describe('§19 landings in play', () => {
  it('§19 a stack in command in an unrazed British port prepares a landing instead of moving; it waits a turn a brigade', () => {
    let s = toMovement(initialState(5), 'british');
    expect(legalEventsOf(s)).toContainEqual(prepare);
    s = applyEvent(s, prepare);
    expect(s.landings).toEqual([{ commander: 'percy', port: 'new-york', begun: 1, hex: null, landedTurn: null, units: [] }]);
    expect(s.commanders.find((c) => c.id === 'percy')!.moved).toBe(true);
    // Percy's rack (three infantry and a gun) is one brigade: ready on turn 2.
    expect(readyTurn(s, s.landings[0]!)).toBe(2);
    expect(lands(s)).toEqual([]);
    expect(whyIllegal(s, { type: 'land', side: 'british', commander: 'percy', to: '1412' })).toMatch(/^§19: the preparation takes one turn a brigade/);
    s = toMovement(s, 'british');
    s.weather = 'clear';
    const shore = lands(s).map((e) => e.to);
    expect(shore).toContain('1412');
    expect(shore).not.toContain(NEW_YORK);
    expect(movableStacks(s, 'british').some((x) => x.id === 'percy')).toBe(true);
  });

  it('§19 each rack unit counts: a preparation of two brigades waits two turns, and the stack does not move meanwhile', () => {
    let s = toMovement(initialState(5), 'british');
    const extra = s.units.filter((x) => x.side === 'british' && x.commander !== null && x.commander !== 'percy' && x.type === 'regulars').slice(0, 3);
    expect(extra).toHaveLength(3);
    for (const u of extra) u.commander = 'percy';
    s = applyEvent(s, prepare);
    expect(readyTurn(s, s.landings[0]!)).toBe(3);
    s = toMovement(s, 'british');
    expect(movableStacks(s, 'british').some((x) => x.id === 'percy')).toBe(false);
    expect(whyIllegal(s, { type: 'move', side: 'british', stack: 'percy', to: '1811', forcedMarch: false })).toMatch(/^§19/);
    // Nor does it answer a call (a second move): Howe calling to a battle next door would call it but for the landing.
    s.commanders.find((c) => c.id === 'howe')!.hex = '1811';
    expect(callableStacks(s, 'british', '1811').some((x) => x.id === 'percy')).toBe(false);
    const free = cloneState(s);
    free.landings = [];
    expect(callableStacks(free, 'british', '1811').some((x) => x.id === 'percy')).toBe(true);
  });

  it('§19 a landing in Snow is refused with §19 (it waits for the weather to clear)', () => {
    let s = toMovement(applyEvent(toMovement(initialState(5), 'british'), prepare), 'british');
    s.weather = 'snow';
    expect(lands(s)).toEqual([]);
    expect(whyIllegal(s, { type: 'land', side: 'british', commander: 'percy', to: '1412' })).toMatch(/^§19: landings are impossible in Snow/);
    s.weather = 'rain';
    expect(lands(s).length).toBeGreaterThan(0);
  });

  it('§18 a British landing above the Hudson Forts is refused while the Americans hold two of them; allowed once they hold one', () => {
    let s = toMovement(applyEvent(toMovement(initialState(5), 'british'), prepare), 'british');
    s.weather = 'clear';
    const above = ALL_HEXES.filter((h) => aboveTheForts(h) && landingRefusal(h, { ...landingWorld(s), americanForts: new Set() }) === null);
    expect(above.length).toBeGreaterThan(0);
    const to = above[0]!;
    expect(lands(s).some((e) => aboveTheForts(e.to))).toBe(false);
    expect(whyIllegal(s, { type: 'land', side: 'british', commander: 'percy', to })).toMatch(/^§18: no British landing above the Hudson Forts/);
    s.holders['fort-lee'] = 'british';
    expect(whyIllegal(s, { type: 'land', side: 'british', commander: 'percy', to })).toMatch(/^§18/); // Washington and Montgomery still American
    s.holders['fort-washington'] = 'british';
    expect(lands(s).map((e) => e.to)).toContain(to);
  });

  it('§19 a razed port cannot prepare a landing, nor one the Americans hold; the Americans never land', () => {
    const s = toMovement(initialState(5), 'british');
    const razed = cloneState(s);
    razed.razed.push('new-york');
    razed.razedThrough['new-york'] = 12;
    expect(legalEventsOf(razed).some((e) => e.type === 'prepareLanding')).toBe(false);
    expect(whyIllegal(razed, prepare)).toMatch(/^§19: a landing is prepared in a port the British hold, not razed/);
    const lost = cloneState(s);
    lost.holders['new-york'] = 'american';
    expect(whyIllegal(lost, prepare)).toMatch(/^§19/);
    const am = toMovement(initialState(5), 'american');
    expect(legalEventsOf(am).some((e) => e.type === 'prepareLanding' || e.type === 'land')).toBe(false);
    expect(whyIllegal(am, { type: 'prepareLanding', side: 'american', commander: 'cadwalader' })).toMatch(/^§19: only the British land/);
  });

  it('§19 a preparation lapses when the port is razed (no landing from it)', () => {
    let s = toMovement(applyEvent(toMovement(initialState(5), 'british'), prepare), 'british');
    s.razed.push('new-york');
    s.razedThrough['new-york'] = 12;
    s = applyEvent(s, { type: 'endMovement', side: 'british' });
    expect(s.landings).toEqual([]);
  });

  it('§19 after the landing the units involved cannot move for one turn; then they may', () => {
    let s = toMovement(applyEvent(toMovement(initialState(5), 'british'), prepare), 'british');
    s.weather = 'clear';
    s = applyEvent(s, { type: 'land', side: 'british', commander: 'percy', to: '1412' });
    expect(s.commanders.find((c) => c.id === 'percy')!.hex).toBe('1412');
    expect(s.units.filter((u) => u.commander === 'percy').every((u) => u.moved)).toBe(true);
    expect(s.landings[0]).toMatchObject({ hex: '1412', landedTurn: 2 });
    s = toMovement(s, 'british');
    expect(s.turn).toBe(3);
    expect(movableStacks(s, 'british').some((x) => x.id === 'percy')).toBe(false);
    expect(whyIllegal(s, { type: 'move', side: 'british', stack: 'percy', to: '1413', forcedMarch: false })).toMatch(/^§19/);
    // The units that landed stay held under another commander, or left on the map.
    const regrouped = cloneState(s);
    const [one, two] = regrouped.units.filter((u) => u.commander === 'percy');
    regrouped.commanders.find((c) => c.id === 'howe')!.hex = '1412';
    one!.commander = 'howe';
    two!.commander = null;
    two!.hex = '1412';
    expect(movableStacks(regrouped, 'british').map((x) => x.id).filter((id) => id === 'howe' || id === 'hex:1412')).toEqual([]);
    regrouped.landings = [];
    expect(movableStacks(regrouped, 'british').map((x) => x.id).filter((id) => id === 'howe' || id === 'hex:1412')).toEqual(['howe', 'hex:1412']);
    s = toMovement(s, 'british');
    expect(s.turn).toBe(4);
    expect(s.landings).toEqual([]);
    expect(movableStacks(s, 'british').some((x) => x.id === 'percy')).toBe(true);
  });

  it('§19 the landing bonus reaches the battle: -1 to the seaborne invader and +1 to the defender in the casualties', () => {
    let s = toMovement(applyEvent(toMovement(initialState(5), 'british'), prepare), 'british');
    s.weather = 'clear';
    s = applyEvent(s, { type: 'land', side: 'british', commander: 'percy', to: '1412' });
    s = toMovement(s, 'american');
    // Mercer's stack (Elizabethtown) comes down on the beachhead.
    const mercer = s.commanders.find((c) => c.id === 'mercer')!;
    mercer.hex = '1412';
    s.weather = 'clear';
    const withLanding = s;
    const without = cloneState(s);
    without.landings = [];
    expect(battleOf(withLanding, '1412').landing).toBe(true);
    expect(sideBonuses(battleOf(withLanding, '1412'), 'british').landing).toBe(-1);
    expect(sideBonuses(battleOf(withLanding, '1412'), 'american').landing).toBe(1);
    expect(battleOf(without, '1412').landing).toBe(false);
    expect(sideBonuses(battleOf(without, '1412'), 'american').landing).toBeUndefined();
    const fight = (st: LpgState) => {
      st = applyEvent(st, { type: 'endMovement', side: 'american' });
      for (let i = 0; i < 6 && st.combat?.step === 'calls'; i++) st = applyEvent(st, { type: 'declineCall', side: st.combat.caller });
      expect(st.combat!.hex).toBe('1412');
      st = applyEvent(st, { type: 'chooseCombatCard', side: 'american', card: st.combat!.drawn.american[0]! });
      st = applyEvent(st, { type: 'chooseCombatCard', side: 'british', card: st.combat!.drawn.british[0]! });
      return st.lastBattle!;
    };
    const a = fight(withLanding);
    const b = fight(without);
    expect(a.cards).toEqual(b.cards);
    // The American +1 adds one British casualty; the British -1 takes one from the Americans' (never below 0).
    expect(a.casualties.british).toBe(b.casualties.british + 1);
    expect(a.casualties.american).toBe(Math.max(0, b.casualties.american - 1));
  });

  it('§19 the Americans see that a landing is prepared and where it lands, not which stack', () => {
    let s = toMovement(initialState(5), 'british');
    s = applyEvent(s, prepare);
    expect(lpgView(s, 'american').landings).toEqual({ preparing: [{ port: 'new-york', begun: 1 }], beachheads: [] });
    expect(lpgView(s, 'british').landings.preparing).toEqual([{ port: 'new-york', begun: 1, commander: 'percy', ready: 2 }]);
    expect(JSON.stringify(lpgView(s, 'american').landings)).not.toMatch(/percy/);
  });
});
