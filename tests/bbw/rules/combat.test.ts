// 6.2 Combat: designation (6.2, 6.21 Pre-Combat Step), air-to-air (6.22), ground combat dice and
// hits (6.21), every result path of the three result paragraphs, retreats (6.23), exploitation (6.24).
import { describe, expect, it } from 'vitest';
import {
  addDefenderAir, advance, allocateHit, attackerPath, chooseResult, countHits, defenderPath, designateBattle, endExploitation,
  exploit, legalBattles, legalResults, react, retreatAreas, openBattle, designate, designationSteps, confirmBattle, cancelBattle,
} from '../../../src/games/bbw/rules/combat';
import { type BbwState, cloneState } from '../../../src/games/bbw/state';
import { battle, disrupted, homeState, loc, midCard, place, rigged } from '../helpers';

const run = (s: BbwState): BbwState => advance(cloneState(s));
/** The battle in progress, or the one just finished. */
const fought = (t: BbwState) => (t.battle ?? t.lastBattle)!;

/** El Salvador attacking at Jicaro Galan (no terrain): es-1bn (CV 3) and es-arm (mechanized, CV 2) against hn-1bn (CV 2). */
function jicaro(left = 8): BbwState {
  const s = midCard(homeState(), 'white', 'combat', left);
  place(s, 'es-1bn', 'jicaro-galan');
  place(s, 'es-arm', 'jicaro-galan');
  place(s, 'hn-1bn', 'jicaro-galan');
  return s;
}

describe('6.2 Combat: designation', () => {
  it('6.2: only undisrupted units may attack', () => {
    const s = jicaro();
    place(s, 'es-1bn', 'jicaro-galan', true);
    expect(() => designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] })).toThrow(/6\.2: only undisrupted/);
  });

  it('6.2: the card value is the total of ground and air units attacking in all Battle areas; each unit attacks once per card', () => {
    const s = jicaro(2);
    expect(() => designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn', 'es-arm'], defenders: ['hn-1bn'], air: ['fas-c47'] })).toThrow(/lets 2 more units/);
    s.action!.used = ['es-1bn'];
    expect(() => designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] })).toThrow(/already attacked/);
  });

  it('6.21: air units up to the number of designated attacking ground units, from the area or the Rear Area; those from the Rear Area fly in', () => {
    const s = jicaro();
    expect(() => designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: ['fas-c47', 'fas-mustang'] })).toThrow(/at most 1 air/);
    s.rng = rigged([1, 1, 1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: ['fas-c47'] });
    expect(loc(t, 'fas-c47')).toBe('jicaro-galan');
    expect(t.action!.used).toEqual(['es-1bn', 'fas-c47']);
    expect(t.action!.left).toBe(6);
  });

  it('6.21: the Attacker designates the ground units on both sides and may designate fewer than all', () => {
    const s = jicaro();
    place(s, 'hn-guard', 'jicaro-galan');
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-arm'], defenders: ['hn-1bn'], air: [] });
    expect(t.battle!.attackers).toEqual(['es-arm']);
    expect(t.battle!.defenders).toEqual(['hn-1bn']);
    expect(t.battle!.defendersInArea).toEqual(['hn-1bn', 'hn-guard']);
    expect(() => designateBattle(s, { area: 'jicaro-galan', attackers: ['es-arm'], defenders: ['hn-2bn'], air: [] })).toThrow(/not in jicaro-galan/);
  });

  it('6.2: every battle listed by legalBattles is accepted', () => {
    const s = jicaro(3);
    place(s, 'es-4bn', 'nacaome');
    place(s, 'hn-2bn', 'nacaome', true);
    const all = legalBattles(s);
    expect(new Set(all.map((b) => b.area))).toEqual(new Set(['jicaro-galan', 'nacaome']));
    for (const b of all) expect(() => designateBattle(s, b)).not.toThrow();
  });
});

describe('6.21 Pre-Combat Step: the Defender\'s air units and the Reaction Move (6.32)', () => {
  it('6.21: the Defender may add air units already in the Battle area, up to the number of designated defending ground units', () => {
    const s = jicaro();
    s.specials.grey = [];
    place(s, 'fah-t28', 'jicaro-galan');
    place(s, 'fah-c47', 'jicaro-galan');
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending).toEqual({ kind: 'defenderAir', side: 'grey' });
    expect(() => addDefenderAir(t, ['fah-t28', 'fah-c47'])).toThrow(/at most 1/);
    const u = addDefenderAir(t, ['fah-t28']);
    expect(fought(u).defenderAir).toEqual(['fah-t28']);
    expect(fought(u).groundRolls!.grey).toHaveLength(2 + 1); // its 1d6 joins the ground roll
  });

  it('6.32 Air: undisrupted air units from the Rear Area, up to the number of designated defending units; a Special Action card is spent', () => {
    const s = jicaro();
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending).toEqual({ kind: 'reaction', side: 'grey' });
    expect(() => react(t, { kind: 'air', card: 'sg1', units: ['fah-t28', 'fah-c47'] })).toThrow(/at most 1 air/);
    const u = react(t, { kind: 'air', card: 'sg1', units: ['fah-c47'] });
    expect(loc(u, 'fah-c47')).toBe('jicaro-galan');
    expect(u.specials.grey).not.toContain('sg1');
    expect(u.discard).toContain('sg1');
  });

  it('6.32 Ground: up to 2 undisrupted units join, from the Battle area or from 1-2 adjacent areas, not from an area with undisrupted enemy ground units', () => {
    const s = jicaro();
    place(s, 'hn-guard', 'jicaro-galan');
    place(s, 'hn-2bn', 'nacaome');
    place(s, 'hn-3bn', 'tegucigalpa');
    place(s, 'hn-west', 'san-lorenzo');
    place(s, 'es-4bn', 'san-lorenzo');
    place(s, 'hn-garrison', 'choluteca'); // not adjacent
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(() => react(t, { kind: 'ground', card: 'sg1', units: ['hn-guard', 'hn-2bn', 'hn-3bn'] })).toThrow(/at most 2/);
    expect(() => react(t, { kind: 'ground', card: 'sg1', units: ['hn-west'] })).toThrow(/6\.32/);
    expect(() => react(t, { kind: 'ground', card: 'sg1', units: ['hn-garrison'] })).toThrow(/6\.32/);
    const u = react(t, { kind: 'ground', card: 'sg1', units: ['hn-2bn', 'hn-3bn'] });
    expect(loc(u, 'hn-2bn')).toBe('jicaro-galan');
    expect(loc(u, 'hn-3bn')).toBe('jicaro-galan');
    const v = react(t, { kind: 'ground', card: 'sg1', units: ['hn-guard'] });
    expect(fought(v).defenders).toEqual(['hn-1bn', 'hn-guard']);
  });

  it('6.32 Ground: a disrupted unit may not join', () => {
    const s = jicaro();
    place(s, 'hn-2bn', 'nacaome', true);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(() => react(t, { kind: 'ground', card: 'sg1', units: ['hn-2bn'] })).toThrow(/6\.32/);
  });

  it('6.32: no Reaction Move without a Special Action card (no window opens)', () => {
    const s = jicaro();
    s.specials.grey = [];
    s.rng = rigged([1, 1, 1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending.kind).not.toBe('reaction');
  });

  it('9.12 Formation agility: a side barred from Reaction Moves gets no window', () => {
    const s = jicaro();
    s.options = { ...s.options, noReactionMoves: { white: false, grey: true } };
    s.rng = rigged([1, 1, 1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending.kind).not.toBe('reaction');
  });

  it('FW1 first-turn surprise: Honduras makes no Reaction Move on Turn 1', () => {
    const s = jicaro();
    s.turn = 1;
    s.rng = rigged([1, 1, 1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending.kind).not.toBe('reaction');
  });
});


describe('6.22 Air-to-air combat', () => {
  it('6.22 air-to-air: fighters hit on 5-6 and the inflicting player allocates', () => {
    const s = jicaro();
    place(s, 'fah-t28', 'jicaro-galan');
    place(s, 'fah-c47', 'jicaro-galan');
    place(s, 'fas-mustang', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-mustang'], defenderAir: ['fah-t28', 'fah-c47'] });
    s.rng = rigged([6, 5]);
    const t = run(s);
    expect(fought(t).airRolls).toEqual({ white: [6, 5], grey: [] }); // only fighters roll; the T-28 and C-47 are not "F"
    expect(t.pending).toEqual({ kind: 'allocateAir', side: 'white' });
    const u = allocateHit(allocateHit(t, 'fah-t28'), 'fah-t28');
    expect(loc(u, 'fah-t28')).toBe('hn-damaged');
    expect(loc(u, 'fah-c47')).toBe('jicaro-galan');
  });

  it('6.22: fighters roll dice equal to their total CV; an air unit hit less than its CV is disrupted and returns to its Rear Area face down', () => {
    const s = jicaro();
    place(s, 'fas-mustang', 'jicaro-galan');
    place(s, 'fah-corsair-1', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-mustang'], defenderAir: ['fah-corsair-1'] });
    s.rng = rigged([5, 2, 1, 1, 6]); // Mustangs (CV 2) roll 2 dice, 1 hit; Corsairs (CV 3) roll 3 dice, 1 hit
    const t = run(s);
    const b = t.battle ?? t.lastBattle!;
    expect(b.airRolls).toEqual({ white: [5, 2], grey: [1, 1, 6] });
    expect(loc(t, 'fah-corsair-1')).toBe('hn-rear');
    expect(disrupted(t, 'fah-corsair-1')).toBe(true);
    expect(loc(t, 'fas-mustang')).toBe('es-rear');
    expect(disrupted(t, 'fas-mustang')).toBe(true);
    // neither survived undisrupted: no air dice in the ground combat
    expect(b.groundRolls!.white).toHaveLength(3);
    expect(b.groundRolls!.grey).toHaveLength(2);
  });

  it('6.22: an air unit hit its CV or more is damaged and placed face up in the Damaged Units box', () => {
    const s = jicaro();
    place(s, 'fas-mustang', 'jicaro-galan');
    place(s, 'fah-corsair-2', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-mustang'], defenderAir: ['fah-corsair-2'] });
    s.rng = rigged([5, 6, 1, 1]);
    const t = run(s);
    expect(loc(t, 'fah-corsair-2')).toBe('hn-damaged');
    expect(disrupted(t, 'fah-corsair-2')).toBe(false);
    // the Mustang survived undisrupted: +1d6 for El Salvador
    expect(fought(t).groundRolls!.white).toHaveLength(3 + 1);
  });

  it('6.22: without fighters there is no air-to-air; every air unit adds 1d6 (regardless of CV) to its side', () => {
    const s = jicaro();
    place(s, 'fas-c47', 'jicaro-galan');
    place(s, 'fah-t28', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-c47'], defenderAir: ['fah-t28'] });
    const t = run(s);
    expect(fought(t).airRolls).toBeNull();
    expect(fought(t).groundRolls!.white).toHaveLength(3 + 1);
    expect(fought(t).groundRolls!.grey).toHaveLength(2 + 1);
  });

  it('6.22: fighters with no enemy air units present do not roll', () => {
    const s = jicaro();
    place(s, 'fas-mustang', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'airToAir', attackers: ['es-1bn'], defenders: ['hn-1bn'], attackerAir: ['fas-mustang'] });
    const t = run(s);
    expect(fought(t).airRolls).toBeNull();
    expect(fought(t).groundRolls!.white).toHaveLength(4);
  });
});

describe('6.21 Ground Combat Resolution Step: dice and hits', () => {
  it('6.21: a "5" or "6" scores a hit', () => {
    expect(countHits([1, 2, 3, 4, 5, 6, 6])).toBe(3);
  });

  it('6.21: each side rolls its total CV; the defender adds +2d6 per Urban and +1d6 per Mountain or Woods symbol', () => {
    const s = midCard(homeState(), 'white', 'combat', 8);
    s.specials.grey = [];
    place(s, 'es-1bn', 'tegucigalpa');
    place(s, 'es-8bn', 'tegucigalpa');
    place(s, 'hn-guard', 'tegucigalpa', true); // disrupted: CV 2
    const t = designateBattle(s, { area: 'tegucigalpa', attackers: ['es-1bn', 'es-8bn'], defenders: ['hn-guard'], air: [] });
    expect(fought(t).groundRolls!.white).toHaveLength(5);
    expect(fought(t).terrainDice).toBe(5); // 1 Mountain + 2 Urban
    expect(fought(t).groundRolls!.grey).toHaveLength(2 + 5);
    const hits = countHits(fought(t).groundRolls!.white) + countHits(fought(t).groundRolls!.grey);
    expect(hits).toBeGreaterThanOrEqual(0);
  });

  it('9.15 Skilled Guerrillas: Irregulars attacking only non-Irregulars take away the terrain dice', () => {
    const mk = (guerrillas: boolean, defenders: string[]) => {
      const s = midCard(homeState({ skilledGuerrillas: guerrillas }), 'white', 'combat', 8);
      s.specials.grey = [];
      place(s, 'es-orden', 'marcala');
      place(s, 'hn-2bn', 'marcala');
      place(s, 'hn-vol-centre', 'marcala');
      const t = designateBattle(s, { area: 'marcala', attackers: ['es-orden'], defenders, air: [] });
      return (t.battle ?? t.lastBattle)!;
    };
    expect(mk(false, ['hn-2bn']).terrainDice).toBe(2);
    expect(mk(true, ['hn-2bn']).terrainDice).toBe(0);
    expect(mk(true, ['hn-2bn']).groundRolls!.grey).toHaveLength(2);
    expect(mk(true, ['hn-2bn', 'hn-vol-centre']).terrainDice).toBe(2); // an Irregular defends: terrain counts
  });

  it('6.21: the Attacker allocates its hits before the Defender does', () => {
    const s = jicaro();
    place(s, 'hn-guard', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn', 'es-arm'], defenders: ['hn-1bn', 'hn-guard'], toAllocate: { white: 1, grey: 1 } });
    const t = run(s);
    expect(t.pending).toEqual({ kind: 'allocateGround', side: 'white' });
    expect(() => allocateHit(t, 'es-1bn')).toThrow(/6\.21/);
    const u = allocateHit(t, 'hn-guard');
    expect(u.pending).toEqual({ kind: 'allocateGround', side: 'grey' });
    expect(() => allocateHit(u, 'hn-1bn')).toThrow(/6\.21/);
  });
});

/** A defender at Jicaro Galan taking `hits` (attacker es-1bn takes none). */
function defenderHit(unit: string, hits: number, wasDisrupted: boolean): BbwState {
  const s = midCard(homeState(), 'white', 'combat', 0);
  place(s, 'es-1bn', 'jicaro-galan');
  place(s, unit, 'jicaro-galan', wasDisrupted);
  battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn'], defenders: [unit], toAllocate: { white: hits, grey: 0 } });
  return run(s);
}

describe('6.21 results: undisrupted defending units', () => {
  it('6.21: the result paths by hits and CV', () => {
    expect(defenderPath(0, false, 2)).toBe('none');
    expect(defenderPath(1, false, 2)).toBe('disrupt-or-retreat');
    expect(defenderPath(2, false, 2)).toBe('disrupt-may-retreat');
    expect(defenderPath(3, false, 2)).toBe('disrupt-may-retreat');
    expect(defenderPath(4, false, 2)).toBe('damaged');
    expect(defenderPath(1, true, 2)).toBe('must-retreat');
    expect(defenderPath(2, true, 2)).toBe('damaged');
    expect(attackerPath(2, 3)).toBe('disrupted');
    expect(attackerPath(3, 3)).toBe('damaged');
  });

  it('6.21: hit at least once but less than its CV: the Defender chooses to stay and be disrupted ...', () => {
    const t = defenderHit('hn-guard', 2, false); // CV 3
    expect(t.pending).toEqual({ kind: 'defenderResult', side: 'grey', unit: 'hn-guard' });
    expect(legalResults(t)).toEqual([null, 'nacaome', 'tegucigalpa', 'san-lorenzo']);
    const u = chooseResult(t, null);
    expect(loc(u, 'hn-guard')).toBe('jicaro-galan');
    expect(disrupted(u, 'hn-guard')).toBe(true);
  });

  it('6.21: ... or to retreat and stay undisrupted', () => {
    const u = chooseResult(defenderHit('hn-guard', 1, false), 'tegucigalpa');
    expect(loc(u, 'hn-guard')).toBe('tegucigalpa');
    expect(disrupted(u, 'hn-guard')).toBe(false);
  });

  it('6.21: hit its CV or more but less than twice its CV: must be disrupted, may retreat (disrupted)', () => {
    const t = defenderHit('hn-guard', 3, false);
    expect(disrupted(t, 'hn-guard')).toBe(true);
    expect(legalResults(t)).toContain(null);
    const stay = chooseResult(t, null);
    expect(loc(stay, 'hn-guard')).toBe('jicaro-galan');
    expect(disrupted(stay, 'hn-guard')).toBe(true);
    const go = chooseResult(defenderHit('hn-guard', 5, false), 'nacaome');
    expect(loc(go, 'hn-guard')).toBe('nacaome');
    expect(disrupted(go, 'hn-guard')).toBe(true);
  });

  it('6.21: hit twice its CV or more: damaged, placed undisrupted in the Damaged Units box', () => {
    const t = defenderHit('hn-guard', 6, false);
    expect(loc(t, 'hn-guard')).toBe('hn-damaged');
    expect(disrupted(t, 'hn-guard')).toBe(false);
  });
});

describe('6.21 results: disrupted defending units', () => {
  it('6.21: hit at least once but less than its CV: must retreat and remains disrupted', () => {
    const t = defenderHit('hn-guard', 1, true); // disrupted CV 2
    expect(legalResults(t)).not.toContain(null);
    expect(() => chooseResult(t, null)).toThrow(/must retreat/);
    const u = chooseResult(t, 'san-lorenzo');
    expect(loc(u, 'hn-guard')).toBe('san-lorenzo');
    expect(disrupted(u, 'hn-guard')).toBe(true);
  });

  it('6.21: hit its CV or more: damaged (placed undisrupted)', () => {
    const t = defenderHit('hn-guard', 2, true);
    expect(loc(t, 'hn-guard')).toBe('hn-damaged');
    expect(disrupted(t, 'hn-guard')).toBe(false);
  });

  it('6.23: a unit that must retreat and cannot is damaged instead', () => {
    const s = midCard(homeState(), 'white', 'combat', 0);
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'hn-guard', 'jicaro-galan', true);
    place(s, 'es-8bn', 'nacaome');
    place(s, 'es-gn', 'tegucigalpa');
    place(s, 'fas-c47', 'san-lorenzo'); // 6.23: undisrupted enemy units of any kind bar the way
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn'], defenders: ['hn-guard'], toAllocate: { white: 1, grey: 0 } });
    const t = run(s);
    expect(loc(t, 'hn-guard')).toBe('hn-damaged');
  });

  it('6.23: a unit with one way out retreats there without a question', () => {
    const s = midCard(homeState(), 'white', 'combat', 0);
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'hn-guard', 'jicaro-galan', true);
    place(s, 'es-8bn', 'nacaome');
    place(s, 'es-gn', 'tegucigalpa', true); // disrupted enemies do not bar a retreat
    place(s, 'es-cadets', 'san-lorenzo');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn'], defenders: ['hn-guard'], toAllocate: { white: 1, grey: 0 } });
    const t = run(s);
    expect(loc(t, 'hn-guard')).toBe('tegucigalpa');
    expect(disrupted(t, 'hn-guard')).toBe(true);
  });

  it('6.23: retreats go into adjacent areas that may be entered and hold no undisrupted enemy units', () => {
    const s = homeState();
    place(s, 'hn-south', 'choluteca');
    place(s, 'es-1bn', 'san-lorenzo');
    expect(retreatAreas(s, 'hn-south')).toEqual(['tegucigalpa']); // not Nicaragua, not San Lorenzo
  });
});

describe('6.21 results: attacking units', () => {
  const attackerHit = (hits: number) => {
    const s = midCard(homeState(), 'white', 'combat', 0);
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'hn-guard', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn'], defenders: ['hn-guard'], toAllocate: { white: 0, grey: hits } });
    return run(s);
  };

  it('6.21: an attacking unit hit less than its CV is disrupted and does not retreat', () => {
    const t = attackerHit(2);
    expect(loc(t, 'es-1bn')).toBe('jicaro-galan');
    expect(disrupted(t, 'es-1bn')).toBe(true);
  });

  it('6.21: an attacking unit hit its CV or more is damaged, placed undisrupted in the Damaged Units box', () => {
    const t = attackerHit(3);
    expect(loc(t, 'es-1bn')).toBe('es-damaged');
    expect(disrupted(t, 'es-1bn')).toBe(false);
  });

  it('6.21: an attacking unit with no hits is unchanged; the card ends when all its units are used', () => {
    const t = attackerHit(0);
    expect(disrupted(t, 'es-1bn')).toBe(false);
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(t.battle).toBeNull();
  });
});

describe('6.2 the card after a battle', () => {
  it('6.2: with units left on the card, the Attacker may designate another battle', () => {
    const s = midCard(homeState(), 'white', 'combat', 3);
    s.specials.grey = [];
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'hn-guard', 'jicaro-galan');
    s.rng = rigged([1, 1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-guard'], air: [] });
    expect(t.pending).toEqual({ kind: 'combat', side: 'white' });
    expect(t.action!.left).toBe(2);
  });
});

describe('6.24 Exploitation', () => {
  const broken = (turn: number, extra?: (s: BbwState) => void) => {
    const s = midCard(homeState(), 'white', 'combat', 0);
    s.turn = turn;
    place(s, 'es-1bn', 'jicaro-galan');
    place(s, 'es-arm', 'jicaro-galan');
    place(s, 'hn-1bn', 'jicaro-galan');
    extra?.(s);
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-1bn', 'es-arm'], defenders: ['hn-1bn'], defendersInArea: s.units.filter((u) => u.loc === 'jicaro-galan' && u.id.startsWith('hn-')).map((u) => u.id), toAllocate: { white: 4, grey: 0 } });
    return run(s);
  };

  it('6.24: when every Defender unit in the Battle area is disrupted or damaged, undisrupted mechanized attackers may move into one adjacent area', () => {
    const t = broken(2);
    expect(loc(t, 'hn-1bn')).toBe('hn-damaged');
    expect(t.pending).toEqual({ kind: 'exploit', side: 'white' });
    expect(t.battle!.exploiters).toEqual(['es-arm']); // es-1bn is not mechanized
    expect(() => exploit(t, { unit: 'es-1bn', to: 'nacaome' })).toThrow(/6\.24/);
    expect(() => exploit(t, { unit: 'es-arm', to: 'choluteca' })).toThrow(/6\.24/);
    const u = exploit(t, { unit: 'es-arm', to: 'tegucigalpa' });
    expect(loc(u, 'es-arm')).toBe('tegucigalpa');
    expect(u.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(loc(endExploitation(t), 'es-arm')).toBe('jicaro-galan');
  });

  it('6.24: an undisrupted Defender unit left in the Battle area (even one not designated) stops exploitation', () => {
    const t = broken(2, (s) => place(s, 'hn-south', 'jicaro-galan'));
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' });
  });

  it('6.24: a disrupted mechanized attacker does not exploit', () => {
    const s = midCard(homeState(), 'white', 'combat', 0);
    place(s, 'es-arm', 'jicaro-galan');
    place(s, 'hn-1bn', 'jicaro-galan');
    battle(s, { area: 'jicaro-galan', attacker: 'white', stage: 'groundAllocate', attackers: ['es-arm'], defenders: ['hn-1bn'], toAllocate: { white: 4, grey: 1 } });
    const t = run(s);
    expect(disrupted(t, 'es-arm')).toBe(true);
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' });
  });

  it('FW4 fuel shortage: Salvadoran mechanized units may not exploit from Turn 3', () => {
    expect(broken(3).pending).toEqual({ kind: 'play', side: 'grey' });
  });
});

describe('6.21 Pre-Combat Step, one unit at a time', () => {
  it('6.21: the Attacker picks an area where its undisrupted units meet enemy ground units, then names units on both sides', () => {
    const s = jicaro(2);
    expect(() => openBattle(s, 'nacaome')).toThrow(/6\.21/);
    let t = openBattle(s, 'jicaro-galan');
    expect(t.pending).toEqual({ kind: 'designate', side: 'white' });
    expect(designationSteps(t)).toEqual([
      { role: 'attacker', unit: 'es-1bn' },
      { role: 'attacker', unit: 'es-arm' },
      { role: 'defender', unit: 'hn-1bn' },
    ]); // no air before an attacking ground unit is named
    expect(() => confirmBattle(t)).toThrow(/at least one/);
    t = designate(t, { role: 'attacker', unit: 'es-1bn' });
    // one ground unit named: one air unit may join; the card (2) allows one more unit in all
    expect(designationSteps(t).map((x) => x.role)).toEqual(['attacker', 'defender', 'air', 'air', 'air']);
    t = designate(t, { role: 'air', unit: 'fas-c47' });
    expect(designationSteps(t)).toEqual([{ role: 'defender', unit: 'hn-1bn' }]); // the card is used up
    expect(() => designate(t, { role: 'attacker', unit: 'es-arm' })).toThrow(/6\.21/);
    t = designate(t, { role: 'defender', unit: 'hn-1bn' });
    const u = confirmBattle(t);
    expect(u.designation).toBeNull();
    expect(fought(u).attackers).toEqual(['es-1bn']);
    expect(loc(u, 'fas-c47')).toBe('jicaro-galan');
  });

  it('6.2 combat is voluntary: a designation may be dropped', () => {
    const t = cancelBattle(openBattle(jicaro(), 'jicaro-galan'));
    expect(t.pending).toEqual({ kind: 'combat', side: 'white' });
    expect(t.designation).toBeNull();
  });
});

describe('6.32 and 6.2, more', () => {
  it('6.32 Air: air units flown in by a Reaction Move may trigger air-to-air combat', () => {
    const s = jicaro();
    place(s, 'fas-mustang', 'jicaro-galan');
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: ['fas-mustang'] });
    expect(t.pending).toEqual({ kind: 'reaction', side: 'grey' });
    const u = react(t, { kind: 'air', card: 'sg2', units: ['fah-corsair-2'] });
    const b = fought(u);
    expect(b.airRolls).not.toBeNull();
    expect(b.airRolls!.white).toHaveLength(2); // Mustangs, CV 2
    expect(b.airRolls!.grey).toHaveLength(2); // Corsairs, CV 2
  });

  it('6.2: a unit attacks once per card but may attack again with another card in the same turn', () => {
    const s = jicaro(1);
    s.specials.grey = [];
    s.rng = rigged([1, 1, 1, 1, 1]);
    const t = designateBattle(s, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] });
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' }); // the card (1) is spent
    const again = midCard(cloneState(t), 'white', 'combat', 2, 'wc5');
    expect(() => designateBattle(again, { area: 'jicaro-galan', attackers: ['es-1bn'], defenders: ['hn-1bn'], air: [] })).not.toThrow();
  });
});
