// §5 action cards played: one test per card, each asserting the rule's outcome on the game state
// (legal.ts applyEvent over cardPlay.ts, the effects in rules/actionCards.ts); rules notes,
// "Action cards played (§5)".
import { describe, expect, it } from 'vitest';
import { applyEvent, destinations, legalEventsOf, movableStacks, nextPlayerTurn, whyIllegal, type LpgEvent } from '../../../src/games/lpg/legal';
import { openSupplyWindowOrPhase, type PlayCardEvent } from '../../../src/games/lpg/cardPlay';
import { battleOf } from '../../../src/games/lpg/combatPhase';
import { checkInvariants } from '../../../src/games/lpg/invariants';
import { PLACES } from '../../../src/games/lpg/map';
import { hexDistance, isLand, neighbours, terrainOf } from '../../../src/games/lpg/rules/hex';
import { reachableHexes } from '../../../src/games/lpg/rules/movement';
import { resolveBattle, sideBonuses } from '../../../src/games/lpg/rules/combatResolution';
import { battleCardEffect, dragoonPatrolReveals, royalNavyDestinations } from '../../../src/games/lpg/rules/actionCards';
import { calendar, initialState, occupied, unitHex, type LpgState } from '../../../src/games/lpg/state';
import type { Side } from '../../../src/games/lpg/types';
import { campContact, give } from '../states';

const plays = (s: LpgState, card: string) => legalEventsOf(s).filter((e): e is PlayCardEvent => e.type === 'playCard' && e.card === card);
/** A state at the start of `side`'s `phase` (turn 1), its hand given `cards`. */
function at(side: Side, phase: 'command' | 'movement' | 'reinforcement', cards: string[] = [], seed = 5): LpgState {
  const s = initialState(seed);
  s.side = side;
  s.phase = phase;
  for (const c of cards) give(s, side, c);
  return s;
}
const ok = (s: LpgState) => expect(checkInvariants(s)).toEqual([]);

describe('§5 action cards: each card\'s effect', () => {
  it('§5 §17 Supreme Engineering: Putnam at Fort Washington crosses the Hudson (coast for the Americans) to Fort Lee in one move', () => {
    const s = at('american', 'movement', ['supreme-engineering']);
    const putnam = movableStacks(s, 'american').find((x) => x.id === 'putnam')!;
    expect(destinations(s, putnam, false)).not.toContain('1708');
    expect(whyIllegal(s, { type: 'move', side: 'american', stack: 'putnam', to: '1708', forcedMarch: false })).toMatch(/^§6/);
    const t = applyEvent(s, { type: 'playCard', side: 'american', card: 'supreme-engineering', stack: 'putnam' });
    ok(t);
    expect(t.hands.american).toEqual([]);
    expect(t.played.american).toEqual([{ card: 'supreme-engineering', hex: '1808', to: null }]);
    const move: LpgEvent = { type: 'move', side: 'american', stack: 'putnam', to: '1708', forcedMarch: false };
    expect(legalEventsOf(t)).toContainEqual(move);
    const u = applyEvent(t, move);
    expect(u.commanders.find((c) => c.id === 'putnam')!.hex).toBe('1708');
    expect(u.units.filter((x) => x.commander === 'putnam').every((x) => x.crossing === null)).toBe(true);
    // Only that stack: Washington's has no crossing of the Hudson.
    expect(t.cardEffects.engineered).toEqual(['putnam']);
    // The card goes to the discards at the end of the player turn, and its effect with it.
    nextPlayerTurn(u);
    expect(u.discards.american).toContain('supreme-engineering');
    expect(u.cardEffects.engineered).toEqual([]);
    ok(u);
  });

  it('§5 Durham Boats: with floating ice on the Delaware, Washington crosses at McKonkey\'s Ferry in one move', () => {
    const s = at('american', 'movement', ['durham-boats']);
    s.ice = 'floes';
    s.commanders.find((c) => c.id === 'washington')!.hex = '0816';
    const stack = () => movableStacks(s, 'american').find((x) => x.id === 'washington')!;
    expect(destinations(s, stack(), false)).not.toContain('0716');
    const [play] = plays(s, 'durham-boats');
    expect(play).toEqual({ type: 'playCard', side: 'american', card: 'durham-boats' });
    const t = applyEvent(s, play!);
    expect(t.cardEffects.durhamBoats).toBe(true);
    expect(destinations(t, movableStacks(t, 'american').find((x) => x.id === 'washington')!, false)).toContain('0716');
    ok(t);
  });

  it('§5 The Militia Turns Out: a militia unit appears at a village or town the Americans hold, never next to the British', () => {
    const s = at('american', 'reinforcement', ['militia-turns-out']);
    const options = plays(s, 'militia-turns-out');
    expect(options.length).toBeGreaterThan(0);
    const british = new Set([...s.units.filter((u) => u.side === 'british').map((u) => unitHex(s, u)), ...s.commanders.filter((c) => c.side === 'british').map((c) => c.hex)]);
    for (const e of options) {
      const p = PLACES.find((x) => x.id === e.place)!;
      expect(['village', 'town']).toContain(p.kind);
      expect(s.holders[p.id]).toBe('american');
      expect([p.hex, ...neighbours(p.hex)].some((h) => british.has(h))).toBe(false);
    }
    const e = options[0]!;
    const t = applyEvent(s, e);
    const added = t.units.filter((u) => !s.units.some((x) => x.id === u.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ side: 'american', type: 'militia', commander: null, hex: PLACES.find((x) => x.id === e.place)!.hex });
    ok(t);
  });

  it('§5 Local Guide: the stack pays no terrain adjustment this turn (the weather still counts)', () => {
    // A stack whose reach grows without the terrain adjustments: Washington's, somewhere in woods or hills.
    const s = at('american', 'movement', ['local-guide']);
    const w = s.commanders.find((c) => c.id === 'washington')!;
    const types = s.units.filter((u) => u.commander === 'washington').map((u) => u.type);
    const world = { side: 'american' as const, weather: s.weather, enemy: occupied(s, 'british'), delawareIce: s.ice };
    const start = ['0912', '1009', '1111', '1308', '1207', '1005', '0810', '1210'].find((h) => isLand(h) && !world.enemy.has(h) && reachableHexes(h, { types }, { ...world, ignoreTerrain: true }).size > reachableHexes(h, { types }, world).size);
    expect(start).toBeDefined();
    w.hex = start!;
    const before = destinations(s, movableStacks(s, 'american').find((x) => x.id === 'washington')!, false);
    const t = applyEvent(s, { type: 'playCard', side: 'american', card: 'local-guide', stack: 'washington' });
    const after = destinations(t, movableStacks(t, 'american').find((x) => x.id === 'washington')!, false);
    expect(after.length).toBeGreaterThan(before.length);
    for (const h of before) expect(after).toContain(h);
    expect(t.cardEffects.guided).toEqual(['washington']);
    ok(t);
  });

  it('§5 Spy: the American looks at the British markers in one hex (Howe\'s and Cornwallis\'s), for the turn', () => {
    const s = at('american', 'command', ['spy']);
    const howe = s.commanders.find((c) => c.id === 'howe')!.hex;
    const e = plays(s, 'spy').find((x) => x.hex === howe)!;
    const t = applyEvent(s, e);
    const there = t.commanders.filter((c) => c.side === 'british' && c.hex === howe).map((c) => c.id);
    expect(there).toContain('howe');
    for (const id of there) expect(t.revealed.american).toContain(id);
    // Nothing elsewhere, and nothing to the British.
    expect(t.revealed.american.every((id) => t.commanders.find((c) => c.id === id)?.hex === howe || t.phantoms.find((p) => p.id === id)?.hex === howe)).toBe(true);
    expect(t.revealed.british).toEqual([]);
    // A hex whose markers are all known is no longer a Spy's target.
    t.hands.american = ['spy'];
    expect(plays(t, 'spy').some((x) => x.hex === howe)).toBe(false);
  });

  it('§5 Fighting Retreat: the American casualties are one fewer when the American side loses the battle', () => {
    const s = battleState('american', ['fighting-retreat'], []);
    expect(s.cardWindow).toEqual({ at: 'battle', side: 'american', next: [] });
    const t = applyEvent(s, { type: 'playCard', side: 'american', card: 'fighting-retreat', hex: s.combat!.hex });
    expect(t.cardWindow).toBeNull();
    const b = battleOf(t, t.combat!.hex);
    expect(b.american.casualtyChangeIfLoses).toBe(-1);
    // The same battle, cards and dice with and without the card: one casualty fewer where the Americans lose.
    let compared = 0;
    for (const am of ['charge', 'refuseFlank', 'holdGround', 'skirmish', 'feint', 'withdrawal'] as const) {
      for (const br of ['charge', 'refuseFlank', 'holdGround', 'skirmish', 'feint', 'withdrawal'] as const) {
        const roll = () => 3;
        const withCard = resolveBattle(b, { american: am, british: br }, roll);
        const without = resolveBattle({ ...b, american: { ...b.american, casualtyChangeIfLoses: undefined } }, { american: am, british: br }, roll);
        if (withCard.winner !== 'british' || without.american.casualties === 0) continue;
        expect(withCard.american.casualties).toBe(without.american.casualties - 1);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('§5 $10 Bounty: +2 recruitment points, and no American unit dissolves in the supply it is played before', () => {
    const s = unsuppliedAmericans();
    const doomed = s.units.filter((u) => u.side === 'american' && u.type !== 'baggage').map((u) => u.id);
    for (const u of s.units) if (u.side === 'american') u.unsupplied = 2;
    give(s, 'american', 'bounty');
    openSupplyWindowOrPhase(s);
    expect(s.cardWindow).toEqual({ at: 'supply', side: 'american', next: [] });
    const recruits = s.points.american.recruits;
    const passed = applyEvent(s, { type: 'passCard', side: 'american' });
    expect(passed.units.filter((u) => doomed.includes(u.id))).toEqual([]);
    const t = applyEvent(s, { type: 'playCard', side: 'american', card: 'bounty' });
    expect(t.cardWindow).toBeNull();
    expect(t.points.american.recruits - recruits).toBeGreaterThanOrEqual(2);
    expect(t.points.american.recruits - passed.points.american.recruits).toBe(2);
    const left = t.units.filter((u) => doomed.includes(u.id));
    expect(left.map((u) => u.id).sort()).toEqual([...doomed].sort());
    expect(left.every((u) => u.understrength && u.unsupplied === 2)).toBe(true);
    ok(t);
  });

  it('§5 §15 Forage Denied: the British post at a village, supplied by it alone, is unsupplied this turn', () => {
    const { s, unit, village } = britishVillagePost();
    give(s, 'american', 'forage-denied');
    openSupplyWindowOrPhase(s);
    expect(s.cardWindow).toEqual({ at: 'supply', side: 'american', next: [] });
    const e = plays(s, 'forage-denied').find((x) => x.place === village)!;
    expect(e).toBeDefined();
    const passed = applyEvent(s, { type: 'passCard', side: 'american' });
    expect(passed.units.find((u) => u.id === unit)!.unsupplied).toBe(0);
    const t = applyEvent(s, e);
    expect(t.units.find((u) => u.id === unit)!.unsupplied).toBe(1);
    expect(t.phase).toBe('reinforcement');
    // Only British-held villages, and never in the American's own phase.
    for (const x of plays(s, 'forage-denied')) expect(PLACES.find((p) => p.id === x.place)!.kind).toBe('village');
    const own = at('american', 'reinforcement', ['forage-denied']);
    expect(plays(own, 'forage-denied')).toEqual([]);
    expect(whyIllegal(own, { type: 'playCard', side: 'american', card: 'forage-denied', place: village })).toMatch(/^§5: Forage Denied is played as a Reinforcement phase opens/);
  });

  it('§5 Loyalist Guide: the stack ignores the terrain adjustment and, where it ends, the American markers next to it are revealed', () => {
    const s = at('british', 'movement', ['loyalist-guide']);
    const t = applyEvent(s, { type: 'playCard', side: 'british', card: 'loyalist-guide', stack: 'howe' });
    expect(t.cardEffects.guided).toEqual(['howe']);
    // An American phantom next to one of Howe's destinations.
    const dests = destinations(t, movableStacks(t, 'british').find((x) => x.id === 'howe')!, false);
    const enemy = occupied(t, 'american');
    const to = dests.find((h) => !enemy.has(h) && neighbours(h).some((n) => isLand(n) && !enemy.has(n) && !occupied(t, 'british').has(n) && !dests.includes(n)))
      ?? dests.find((h) => !enemy.has(h))!;
    const next = neighbours(to).find((n) => isLand(n) && !enemy.has(n) && !occupied(t, 'british').has(n))!;
    t.phantoms.find((p) => p.id === 'american-phantom-1')!.hex = next;
    const move = legalEventsOf(t).find((e) => e.type === 'move' && e.stack === 'howe' && e.to === to && !e.forcedMarch)!;
    expect(move).toBeDefined();
    const u = applyEvent(t, move);
    expect(u.revealed.british).toContain('american-phantom-1');
    expect(u.revealed.american).toEqual([]);
  });

  it('§5 Howe\'s Pardon: the Loyalty Index falls by one', () => {
    const s = at('british', 'reinforcement', ['pardon-proclamation']);
    Object.assign(s, { turn: 8 }, calendar(8));
    const t = applyEvent(s, plays(s, 'pardon-proclamation')[0]!);
    expect(t.loyalty).toBe(s.loyalty - 1);
    ok(t);
  });

  it('§5 Howe\'s Pardon is played only in turns 8-12, the proclamation of 30 November to Trenton', () => {
    for (const [turn, playable] of [[7, false], [8, true], [12, true], [13, false]] as const) {
      const s = at('british', 'reinforcement', ['pardon-proclamation']);
      Object.assign(s, { turn }, calendar(turn));
      expect(plays(s, 'pardon-proclamation').length > 0).toBe(playable);
      if (!playable) expect(whyIllegal(s, { type: 'playCard', side: 'british', card: 'pardon-proclamation' })).toMatch(/^§5: Howe's Pardon is played only in turns 8-12/);
    }
  });

  it('§5 §2 Howe\'s Pardon bringing the Loyalty Index to 0 ends the game at once, a British victory', () => {
    const s = at('british', 'reinforcement', ['pardon-proclamation']);
    Object.assign(s, { turn: 8 }, calendar(8));
    s.loyalty = 1;
    const t = applyEvent(s, plays(s, 'pardon-proclamation')[0]!);
    expect(t.loyalty).toBe(0);
    expect(t.phase).toBe('over');
    expect(t.winner).toBe('british');
    expect(legalEventsOf(t)).toEqual([]);
  });

  it('§5 Grenadiers: +1 to the British side in this combat, a bonus of its own', () => {
    const s = battleState('british', [], ['grenadiers']);
    expect(s.cardWindow?.side).toBe('british');
    const before = sideBonuses(battleOf(s, s.combat!.hex), 'british');
    const t = applyEvent(s, { type: 'playCard', side: 'british', card: 'grenadiers', hex: s.combat!.hex });
    const after = sideBonuses(battleOf(t, t.combat!.hex), 'british');
    expect(after).toEqual({ ...before, 'card:grenadiers': 1 });
    expect(battleCardEffect('grenadiers')).toEqual({ cardBonuses: { grenadiers: 1 } });
  });

  it('§5 Royal Navy: a stack in New York sails to Perth Amboy; it may not move in the next turn\'s Movement phase, then may again', () => {
    const s = at('british', 'movement', ['royal-navy']);
    // Howe's army at New York (a port).
    s.commanders.find((c) => c.id === 'howe')!.hex = '1810';
    const e = plays(s, 'royal-navy').find((x) => x.stack === 'howe' && x.to === '1413')!;
    expect(e).toBeDefined();
    for (const x of plays(s, 'royal-navy')) expect(occupied(s, 'american').has(x.to!)).toBe(false);
    const t = applyEvent(s, e);
    expect(t.commanders.find((c) => c.id === 'howe')!).toMatchObject({ hex: '1413', moved: true });
    expect(movableStacks(t, 'british').some((x) => x.id === 'howe')).toBe(false);
    // The British turn ends; the American turn of turn 2; the British Movement phase of turn 2: held.
    nextPlayerTurn(t);
    expect(t.turn).toBe(2);
    nextPlayerTurn(t);
    expect(t.side).toBe('british');
    t.phase = 'movement';
    expect(movableStacks(t, 'british').some((x) => x.id === 'howe')).toBe(false);
    expect(whyIllegal(t, { type: 'move', side: 'british', stack: 'howe', to: '1412', forcedMarch: false })).toMatch(/^§5: a stack the Royal Navy carried/);
    // Turn 3: free again.
    nextPlayerTurn(t);
    nextPlayerTurn(t);
    t.phase = 'movement';
    expect(t.turn).toBe(3);
    expect(movableStacks(t, 'british').some((x) => x.id === 'howe')).toBe(true);
    // The pure rule: not from a hex that is no port; never into an enemy hex.
    expect(royalNavyDestinations('1412', { ports: ['1810', '1413'], enemy: new Set(), fortsBar: false }, ['1413'])).toEqual([]);
    expect(royalNavyDestinations('1810', { ports: ['1810', '1413'], enemy: new Set(['1413']), fortsBar: false }, [])).toEqual([]);
  });

  it('§5 Dragoon Patrol: every American marker within 2 hexes of the dragoons is revealed, none farther', () => {
    const s = at('british', 'command', ['dragoon-patrol']);
    const dragoons = s.units.find((u) => u.id === '17ld')!;
    const hex = unitHex(s, dragoons);
    const near = neighbours(neighbours(hex).find((n) => isLand(n))!).find((n) => isLand(n) && hexDistance(n, hex) === 2)!;
    s.phantoms.find((p) => p.id === 'american-phantom-1')!.hex = near;
    const far = ['0817', '0321', '2006'].find((h) => hexDistance(h, hex) > 2)!;
    s.phantoms.find((p) => p.id === 'american-phantom-2')!.hex = far;
    const e = plays(s, 'dragoon-patrol').find((x) => x.hex === hex)!;
    const t = applyEvent(s, e);
    expect(t.revealed.british).toContain('american-phantom-1');
    expect(t.revealed.british).not.toContain('american-phantom-2');
    expect(dragoonPatrolReveals(hex, [{ id: 'a', hex: near }, { id: 'b', hex: far }])).toEqual(['a']);
  });

  it('§5 Forced Requisition: +2 supply points, the Loyalty Index +1', () => {
    const s = at('british', 'reinforcement', ['forced-requisition']);
    const t = applyEvent(s, plays(s, 'forced-requisition')[0]!);
    expect(t.points.british.supply).toBe(s.points.british.supply + 2);
    expect(t.loyalty).toBe(s.loyalty + 1);
  });

  it('§5 Plunder: +3 supply points, the Loyalty Index +2', () => {
    const s = at('british', 'reinforcement', ['hessian-plunder']);
    const t = applyEvent(s, plays(s, 'hessian-plunder')[0]!);
    expect(t.points.british.supply).toBe(s.points.british.supply + 3);
    expect(t.loyalty).toBe(s.loyalty + 2);
  });
});

describe('§5 when a card may be played', () => {
  it('§5 a card is played only at its moment and only by its side; the refusal names §5', () => {
    const s = at('american', 'command', ['local-guide']);
    expect(plays(s, 'local-guide')).toEqual([]);
    expect(whyIllegal(s, { type: 'playCard', side: 'american', card: 'local-guide', stack: 'washington' })).toMatch(/^§5: Local Guide is played in its side's own Movement phase/);
    expect(whyIllegal(s, { type: 'playCard', side: 'british', card: 'grenadiers' })).toMatch(/^§5/);
    expect(whyIllegal(s, { type: 'playCard', side: 'american', card: 'spy', hex: '1810' })).toMatch(/^§5: no Spy in the american hand/);
    expect(whyIllegal(s, { type: 'passCard', side: 'american' })).toMatch(/^§5: no response window/);
  });

  it('§5 every legal play is accepted by the rules and keeps the invariants (each card at its moment, over several positions)', () => {
    for (const [side, phase] of [['american', 'command'], ['american', 'movement'], ['american', 'reinforcement'], ['british', 'command'], ['british', 'movement'], ['british', 'reinforcement']] as const) {
      const s = at(side, phase);
      s.hands[side] = [];
      const cards = [...new Set(s.decks[side])];
      for (const card of cards) {
        const t = structuredClone({ ...s, rng: null }) as unknown as LpgState;
        t.rng = s.rng;
        give(t, side, card);
        for (const e of plays(t, card)) {
          const u = applyEvent(t, e);
          expect(checkInvariants(u)).toEqual([]);
          expect(u.played[side].map((p) => p.card)).toEqual([card]);
        }
      }
    }
  });
});

/** A battle in `phasing`'s Combat phase with its window open: an American unit moved into the British camp (or the reverse). */
function battleState(phasing: Side, american: string[], british: string[]): LpgState {
  const s = campContact(phasing, american, british);
  const t = applyEvent(s, { type: 'endMovement', side: phasing });
  // Pass over the calls (if any) to the cards.
  let x = t;
  while (x.combat && x.combat.step === 'calls') x = applyEvent(x, { type: 'declineCall', side: x.combat.caller });
  expect(x.combat?.step).toBe('cards');
  return x;
}

/** The American player turn's Combat phase over, its units cut off from every settlement and train. */
function unsuppliedAmericans(): LpgState {
  const s = initialState(5);
  s.phase = 'combat';
  s.combat = null;
  for (const p of PLACES) s.holders[p.id] = 'british';
  s.units = s.units.filter((u) => !(u.side === 'american' && u.type === 'baggage'));
  // Leave no American in a settlement (troops alone in one would hold it again).
  const settled = new Set(PLACES.map((p) => p.hex));
  const away = ['1105', '1205', '1305'].find((h) => isLand(h) && !settled.has(h) && terrainOf(h) !== 'water') ?? '1105';
  for (const c of s.commanders) if (c.side === 'american') c.hex = away;
  for (const u of s.units) if (u.side === 'american' && u.commander === null) u.hex = away;
  return s;
}

/** The British player turn's Combat phase over; one British unit at a village that alone supplies it (every other place razed). */
function britishVillagePost(): { s: LpgState; unit: string; village: string } {
  const s = initialState(5);
  s.side = 'british';
  s.phase = 'combat';
  s.combat = null;
  // A village no other British stack shares (its capacity is one brigade), far from every commander.
  const v = PLACES.find((p) => p.kind === 'village' && s.commanders.every((c) => hexDistance(c.hex, p.hex) > 2) && !s.units.some((u) => u.hex !== null && hexDistance(u.hex, p.hex) <= 2))!;
  s.razed = PLACES.filter((p) => p.id !== v.id).map((p) => p.id);
  // The post is the only British unit (no other stack draws on the village first).
  const unit = s.units.find((u) => u.side === 'british' && u.type === 'regulars')!;
  s.units = s.units.filter((u) => u.side !== 'british' || u.id === unit.id);
  unit.commander = null;
  unit.hex = v.hex;
  s.holders[v.id] = 'british';
  return { s, unit: unit.id, village: v.id };
}
