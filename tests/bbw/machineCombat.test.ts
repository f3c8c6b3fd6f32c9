// 6.21 and 6.22 result paths through the real machine: a battle set up at its hits, then events in
// (the inflicting player's `allocate`, the Defender's `result`) and outcomes out (where each unit
// ends, disrupted or not). The pure-rule tests in rules/combat.test.ts check the same paths one
// rule function at a time; these check that the statechart routes every path to the same ends.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bbwMachine, bbwModule, type BbwEvent } from '../../machines/bbw/index';
import { advance } from '../../src/games/bbw/rules/combat';
import { type BbwState, cloneState } from '../../src/games/bbw/state';
import { battle, disrupted, homeState, loc, midCard, place, rigged } from './helpers';

const PATH: Record<string, string> = {
  allocateAir: 'airToAir',
  allocateGround: 'groundCombat',
  defenderResult: 'results',
  exploit: 'exploitation',
  combat: 'chooseBattle',
};

/** An actor resumed at `s` (the battle's next decision), with the legal events and a sender that checks them. */
function resume(s: BbwState) {
  const kind = s.pending.kind;
  const state = PATH[kind];
  if (!state) throw new Error(`no machine state for ${kind}`);
  const actor = createActor(bbwMachine, {
    input: { seed: 1, options: s.options },
    snapshot: bbwMachine.resolveState({ value: { gameTurn: { cardPlay: { combat: state } } }, context: s }),
  });
  actor.start();
  const legal = () => bbwModule.legalEvents(actor.getSnapshot()) as BbwEvent[];
  const send = (e: Record<string, unknown>) => {
    const found = legal().find((l) => JSON.stringify({ ...l, side: undefined }) === JSON.stringify({ ...l, ...e, side: undefined }));
    if (!found) throw new Error(`not legal now: ${JSON.stringify(e)} (legal: ${JSON.stringify(legal())})`);
    actor.send(found as never);
  };
  const ctx = () => actor.getSnapshot().context as BbwState;
  return { actor, legal, send, ctx };
}

/**
 * El Salvador (es-1bn, CV 3) attacks Jicaro Galan (no terrain) held by the Honor Guard (CV 3, 2
 * disrupted) and the 1st Battalion (CV 2): `hits` on the defenders for white to allocate, `back` on
 * es-1bn for grey.
 */
function groundHits(hits: number, back = 0, guardDisrupted = false): BbwState {
  const s = midCard(homeState(), 'white', 'combat', 0);
  place(s, 'es-1bn', 'jicaro-galan');
  place(s, 'hn-guard', 'jicaro-galan', guardDisrupted);
  place(s, 'hn-1bn', 'jicaro-galan');
  battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn'], defenders: ['hn-guard', 'hn-1bn'], toAllocate: { white: hits, grey: back } });
  return advance(cloneState(s));
}

/** Allocates every white hit to the Honor Guard, through the machine. */
function allHitsOnGuard(s: BbwState) {
  const m = resume(s);
  while (m.ctx().pending.kind === 'allocateGround' && (m.ctx().pending as { side: string }).side === 'white') m.send({ type: 'allocate', unit: 'hn-guard' });
  return m;
}

describe('6.21 ground combat results through the machine', () => {
  it('6.21: the Attacker allocates its hits before the Defender does; each allocate event places one hit', () => {
    const m = resume(groundHits(2, 1));
    expect(m.ctx().pending).toEqual({ kind: 'allocateGround', side: 'white' });
    expect(m.legal().every((e) => e.side === 'white')).toBe(true);
    m.send({ type: 'allocate', unit: 'hn-1bn' });
    m.send({ type: 'allocate', unit: 'hn-guard' });
    // grey's one hit has one possible target (es-1bn) and is placed without a question
    expect(disrupted(m.ctx(), 'es-1bn')).toBe(true);
    expect(loc(m.ctx(), 'es-1bn')).toBe('jicaro-galan');
  });

  it('6.21: an undisrupted defender hit less than its CV: the Defender chooses to stay and be disrupted', () => {
    const m = allHitsOnGuard(groundHits(2));
    expect(m.ctx().pending).toEqual({ kind: 'defenderResult', side: 'grey', unit: 'hn-guard' });
    m.send({ type: 'result', to: null });
    expect(loc(m.ctx(), 'hn-guard')).toBe('jicaro-galan');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(true);
  });

  it('6.21: an undisrupted defender hit less than its CV: or to retreat (6.23) and stay undisrupted', () => {
    const m = allHitsOnGuard(groundHits(1));
    m.send({ type: 'result', to: 'tegucigalpa' });
    expect(loc(m.ctx(), 'hn-guard')).toBe('tegucigalpa');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(false);
  });

  it('6.21: an undisrupted defender hit its CV or more but less than twice: must be disrupted, may stay', () => {
    const m = allHitsOnGuard(groundHits(3));
    expect(m.ctx().pending).toMatchObject({ kind: 'defenderResult', unit: 'hn-guard' });
    m.send({ type: 'result', to: null });
    expect(loc(m.ctx(), 'hn-guard')).toBe('jicaro-galan');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(true);
  });

  it('6.21: an undisrupted defender hit its CV or more but less than twice: may retreat, disrupted', () => {
    const m = allHitsOnGuard(groundHits(5));
    m.send({ type: 'result', to: 'nacaome' });
    expect(loc(m.ctx(), 'hn-guard')).toBe('nacaome');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(true);
  });

  it('6.21: an undisrupted defender hit twice its CV or more is damaged and placed undisrupted in the Damaged Units box', () => {
    const m = allHitsOnGuard(groundHits(6));
    expect(loc(m.ctx(), 'hn-guard')).toBe('hn-damaged');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(false);
    expect(m.ctx().pending.kind).not.toBe('defenderResult');
  });

  it('6.21: a disrupted defender hit less than its (disrupted) CV must retreat and remains disrupted; staying is not offered', () => {
    const m = allHitsOnGuard(groundHits(1, 0, true));
    expect(m.ctx().pending).toMatchObject({ kind: 'defenderResult', unit: 'hn-guard' });
    expect(m.legal().some((e) => e.type === 'result' && e.to === null)).toBe(false);
    m.send({ type: 'result', to: 'san-lorenzo' });
    expect(loc(m.ctx(), 'hn-guard')).toBe('san-lorenzo');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(true);
  });

  it('6.21: a disrupted defender hit its (disrupted) CV or more is damaged, placed undisrupted', () => {
    const m = allHitsOnGuard(groundHits(2, 0, true));
    expect(loc(m.ctx(), 'hn-guard')).toBe('hn-damaged');
    expect(disrupted(m.ctx(), 'hn-guard')).toBe(false);
  });

  it('6.21: an attacking unit hit less than its CV is disrupted and does not retreat', () => {
    const m = resume(groundHits(1, 2));
    m.send({ type: 'allocate', unit: 'hn-1bn' }); // white's hit first; grey's 2 go on the lone attacker
    expect(loc(m.ctx(), 'es-1bn')).toBe('jicaro-galan');
    expect(disrupted(m.ctx(), 'es-1bn')).toBe(true);
  });

  it('6.21: an attacking unit hit its CV or more is damaged, placed undisrupted in the Damaged Units box', () => {
    const m = resume(groundHits(1, 3));
    m.send({ type: 'allocate', unit: 'hn-1bn' }); // white's hit first; grey's 3 go on the lone attacker
    expect(loc(m.ctx(), 'es-1bn')).toBe('es-damaged');
    expect(disrupted(m.ctx(), 'es-1bn')).toBe(false);
  });
});

describe('6.22 air-to-air through the machine', () => {
  /** At Jicaro Galan: the Mustangs (F, CV 2) for El Salvador against the Corsairs (F, CV 2) and the T-28s (CV 1). */
  function airBattle(rolls: number[]): BbwState {
    const s = midCard(homeState(), 'white', 'combat', 0);
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'hn-1bn', 'jicaro-galan');
    for (const [u, at] of [['fas-mustang', 'jicaro-galan'], ['fah-corsair-2', 'jicaro-galan'], ['fah-t28', 'jicaro-galan']] as const) place(s, u, at);
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-mustang'], defenderAir: ['fah-corsair-2', 'fah-t28'] });
    s.rng = rigged(rolls);
    return advance(cloneState(s));
  }

  it('6.22: fighters roll their CV, 5-6 hits; the inflicting player allocates: one hit on a CV 2 fighter disrupts it (Rear Area, face down)', () => {
    const s = airBattle([5, 1, 1, 1]); // Mustangs 5,1 (1 hit); Corsairs 1,1 (none)
    const m = resume(s);
    expect(m.ctx().pending).toEqual({ kind: 'allocateAir', side: 'white' });
    expect(m.legal().map((e) => (e.type === 'allocate' ? e.unit : e.type)).sort()).toEqual(['fah-corsair-2', 'fah-t28']);
    m.send({ type: 'allocate', unit: 'fah-corsair-2' });
    expect(loc(m.ctx(), 'fah-corsair-2')).toBe('hn-rear');
    expect(disrupted(m.ctx(), 'fah-corsair-2')).toBe(true);
    expect(loc(m.ctx(), 'fah-t28')).toBe('jicaro-galan');
  });

  it('6.22: hits equal to an air unit\'s CV damage it: placed face up in the Damaged Units box', () => {
    const m = resume(airBattle([6, 6, 1, 1]));
    m.send({ type: 'allocate', unit: 'fah-corsair-2' });
    m.send({ type: 'allocate', unit: 'fah-corsair-2' });
    expect(loc(m.ctx(), 'fah-corsair-2')).toBe('hn-damaged');
    expect(disrupted(m.ctx(), 'fah-corsair-2')).toBe(false);
  });

  it('6.22: the grey player allocates the hits its fighters score', () => {
    const m = resume(airBattle([1, 1, 6, 1])); // Mustangs miss; Corsairs 6,1 (1 hit on the lone Mustang)
    // a single possible target: the hit is placed without a question
    expect(loc(m.ctx(), 'fas-mustang')).toBe('es-rear');
    expect(disrupted(m.ctx(), 'fas-mustang')).toBe(true);
  });
});
