// §15 razing in play (src/games/lpg/reinforcement.ts through legal.ts and the machine): the supply
// determination opens where a stack short of supply traces to a settlement of limited capacity;
// razing doubles its capacity for that determination, leaves a razed marker for the rest of the year
// and moves the Loyalty Index against the razer; refusals name the section.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../../machines/lpg/index';
import { applyEvent, legalEventsOf, whyIllegal, type LpgEvent } from '../../../src/games/lpg/legal';
import { initialState, type LpgState } from '../../../src/games/lpg/state';
import { checkInvariants } from '../../../src/games/lpg/invariants';
import { lpgView } from '../../../src/games/lpg/view';
import { PLACES } from '../../../src/games/lpg/map';
import { place } from '../../../src/games/lpg/rules/hex';
import { LOYALTY_START } from '../../../src/games/lpg/tables/loyalty';

const MORRISTOWN = place('morristown');

/**
 * The American Movement phase of turn `turn` with only Mercer's stack of six militia (two brigades)
 * at Morristown, a village (one brigade), the only settlement the Americans hold: short of supply.
 */
function shortOfSupply(turn = 1, side: 'american' | 'british' = 'american'): LpgState {
  const s = initialState(5);
  s.turn = turn;
  Object.assign(s, { month: turn <= 4 ? 'oct' : turn <= 8 ? 'nov' : turn <= 12 ? 'dec' : 'jan', week: ((turn - 1) % 4) + 1 });
  s.phase = 'movement';
  s.side = side;
  for (const p of PLACES) s.holders[p.id] = side === 'american' ? 'british' : 'american';
  s.holders.morristown = side;
  const own = s.units.filter((u) => u.side === side && u.type !== 'baggage' && u.type !== 'artillery' && u.type !== 'dragoons').slice(0, 6);
  const leader = side === 'american' ? 'mercer' : 'grant';
  s.units = [...s.units.filter((u) => u.side !== side), ...own.map((u) => ({ ...u, commander: leader, hex: null, phantom: null, understrength: false, unsupplied: 0 }))];
  // Every commander of the side there too (a commander alone holds a settlement: rules notes).
  for (const c of s.commanders) if (c.side === side) c.hex = MORRISTOWN.hex;
  // The enemy far away (nothing of it within reach of Morristown's hex).
  for (const c of s.commanders) if (c.side !== side) c.hex = side === 'american' ? '2007' : '0321';
  for (const u of s.units) if (u.side !== side && u.hex !== null) u.hex = side === 'american' ? '2007' : '0321';
  return s;
}

const rack = (s: LpgState, leader = 'mercer') => s.units.filter((u) => u.commander === leader);

describe('§15 razing in the supply determination', () => {
  it('§15 a stack short of supply opens the supply determination: raze the settlement it traces to, or trace supply', () => {
    let s = shortOfSupply();
    s = applyEvent(s, { type: 'endMovement', side: 'american' });
    expect([s.phase, s.razing]).toEqual(['reinforcement', []]);
    expect(legalEventsOf(s)).toEqual([{ type: 'raze', side: 'american', place: 'morristown' }, { type: 'traceSupply', side: 'american' }]);
    expect(whyIllegal(s, { type: 'endReinforcement', side: 'american' })).toMatch(/^§15: supply is determined at the start of the phase/);
    expect(whyIllegal(s, { type: 'raze', side: 'american', place: 'newark' })).toMatch(/^§15/);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('§15 razing doubles the capacity for that determination (the two brigades are supplied) and moves the Loyalty Index -2 for the American', () => {
    const opened = applyEvent(shortOfSupply(), { type: 'endMovement', side: 'american' });
    const traced = applyEvent(opened, { type: 'traceSupply', side: 'american' });
    expect(rack(traced).every((u) => u.unsupplied === 1)).toBe(true);
    expect(traced.loyalty).toBe(LOYALTY_START);
    const razed = applyEvent(opened, { type: 'raze', side: 'american', place: 'morristown' });
    expect(razed.razing).toBeNull(); // nothing more to raze: supply traced at once
    expect(rack(razed).every((u) => u.unsupplied === 0)).toBe(true);
    expect(razed.loyalty).toBe(LOYALTY_START - 2);
    expect(razed.razed).toEqual(['morristown']);
    expect(razed.razedThrough).toEqual({ morristown: 12 });
    expect(lpgView(razed, 'british').razed).toEqual(['morristown']);
    expect(checkInvariants(razed)).toEqual([]);
    // The British razing moves the index against them (+2), the same harm to their cause.
    const br = applyEvent(applyEvent(shortOfSupply(1, 'british'), { type: 'endMovement', side: 'british' }), { type: 'raze', side: 'british', place: 'morristown' });
    expect(br.loyalty).toBe(LOYALTY_START + 2);
    expect(rack(br, 'grant').every((u) => u.unsupplied === 0)).toBe(true);
  });

  it('§15 a razed settlement supplies nothing for the rest of the year: no raze offered, the stack unsupplied', () => {
    let s = applyEvent(applyEvent(shortOfSupply(), { type: 'endMovement', side: 'american' }), { type: 'raze', side: 'american', place: 'morristown' });
    s.side = 'american';
    s.phase = 'movement';
    s = applyEvent(s, { type: 'endMovement', side: 'american' });
    expect(s.razing).toBeNull();
    expect(rack(s).every((u) => u.unsupplied === 1)).toBe(true);
    expect(whyIllegal(s, { type: 'raze', side: 'american', place: 'morristown' })).toMatch(/^§15: razing comes in the supply determination/);
  });

  it('§15 "the rest of the year": razed in 1776 the marker comes off when January opens (turn 13); razed in 1777 it stays to the end', () => {
    let s = applyEvent(applyEvent(shortOfSupply(12), { type: 'endMovement', side: 'american' }), { type: 'raze', side: 'american', place: 'morristown' });
    expect(s.razedThrough.morristown).toBe(12);
    s = applyEvent(s, { type: 'endReinforcement', side: 'american' });
    s = applyEvent(applyEvent(s, { type: 'endCommand', side: 'british' }), { type: 'endMovement', side: 'british' });
    if (s.razing !== null) s = applyEvent(s, { type: 'traceSupply', side: 'british' });
    s = applyEvent(s, { type: 'endReinforcement', side: 'british' });
    expect(s.turn).toBe(13);
    expect(s.razed).toEqual([]);
    expect(s.razedThrough).toEqual({});
    const jan = applyEvent(applyEvent(shortOfSupply(13), { type: 'endMovement', side: 'american' }), { type: 'raze', side: 'american', place: 'morristown' });
    expect(jan.razedThrough.morristown).toBe(24);
  });

  it('§15 razing the Loyalty Index to 0 ends the game at once (§2, a British decisive victory)', () => {
    const s = shortOfSupply();
    s.loyalty = 2;
    const end = applyEvent(applyEvent(s, { type: 'endMovement', side: 'american' }), { type: 'raze', side: 'american', place: 'morristown' });
    expect([end.phase, end.winner, end.victory?.reason]).toEqual(['over', 'british', 'loyalty']);
  });

  it('§15 whether razing is offered follows the enemy markers as the side sees them (a decoy looks like a commander); the supply traced follows the real troops', () => {
    const decoy = shortOfSupply();
    decoy.holders['basking-ridge'] = 'american'; // joined to Morristown by road: limitless together
    decoy.phantoms.find((p) => p.id === 'british-phantom-1')!.hex = place('basking-ridge').hex;
    const real = shortOfSupply();
    real.holders['basking-ridge'] = 'american';
    real.commanders.find((c) => c.id === 'grant')!.hex = place('basking-ridge').hex;
    const [a, b] = [decoy, real].map((x) => applyEvent(x, { type: 'endMovement', side: 'american' }));
    expect(legalEventsOf(a!)).toEqual(legalEventsOf(b!));
    expect(legalEventsOf(a!)).toContainEqual({ type: 'raze', side: 'american', place: 'morristown' });
    // Tracing without razing: behind the decoy Basking Ridge still supplies; behind Grant it does not.
    expect(rack(applyEvent(a!, { type: 'traceSupply', side: 'american' })).every((u) => u.unsupplied === 0)).toBe(true);
    expect(rack(applyEvent(b!, { type: 'traceSupply', side: 'american' })).every((u) => u.unsupplied === 1)).toBe(true);
  });

  it('§15 through the machine: the supply determination is its own state (meta.rule 15), then the Reinforcement phase', () => {
    const input = { seed: 5, options: lpgModule.options.schema.parse({}) };
    const a = createActor(lpgMachine, { snapshot: lpgMachine.resolveState({ value: { gameTurn: { americanPlayerTurn: 'movementPhase' } }, context: shortOfSupply() }), input });
    a.start();
    a.send({ type: 'endMovement', side: 'american' });
    expect(JSON.stringify(a.getSnapshot().value)).toBe('{"gameTurn":{"americanPlayerTurn":"supplyDetermination"}}');
    expect(lpgModule.describe(a.getSnapshot())).toMatch(/supply determination/);
    const beats: string[] = [];
    a.on('*', (b: { type: string }) => void beats.push(b.type));
    a.send({ type: 'orderUnit', side: 'american', unitType: 'militia', place: 'morristown' } as LpgEvent);
    expect(JSON.stringify(a.getSnapshot().value)).toBe('{"gameTurn":{"americanPlayerTurn":"supplyDetermination"}}');
    a.send({ type: 'raze', side: 'american', place: 'morristown' });
    expect(JSON.stringify(a.getSnapshot().value)).toBe('{"gameTurn":{"americanPlayerTurn":"reinforcementPhase"}}');
    expect(beats).toEqual(expect.arrayContaining(['settlement.razed', 'loyalty.changed']));
    a.stop();
  });
});
