// 7.0 Final Phase, 8.0 Game End and Victory, The Football War's Random Events and VP rules.
import { describe, expect, it } from 'vitest';
import { areaController, finalPhase, finalPhaseRolled, victory } from '../../../src/games/bbw/rules/final';
import { beatsOf } from '../../../src/games/bbw/beats';
import { narrateBeats } from '../../../src/games/bbw/narrate';
import { initialState } from '../../../src/games/bbw/rules/setup';
import { FOOTBALL_WAR_RULES } from '../../../src/games/bbw/scenarios/footballWar';
import { type BbwState, cloneState } from '../../../src/games/bbw/state';
import { bbwInvariants } from '../../../src/games/bbw/invariants';
import { disrupted, homeState, loc, place, rigged } from '../helpers';

const atFinal = (s: BbwState): BbwState => {
  s.pending = { kind: 'final' };
  return s;
};

describe('7.0 Final Phase', () => {
  it('7.0: all air units return to their Rear Areas', () => {
    const s = atFinal(homeState());
    place(s, 'fas-mustang', 'nacaome');
    place(s, 'fah-t28', 'el-poy');
    const t = finalPhase(s);
    expect(loc(t, 'fas-mustang')).toBe('es-rear');
    expect(loc(t, 'fah-t28')).toBe('hn-rear');
  });

  it('7.0/8.0: on the final Game-turn the game ends before air units go home; on any other turn none is left in an area (invariant)', () => {
    const last = atFinal(homeState());
    last.turn = last.lastTurn;
    place(last, 'fas-mustang', 'nacaome');
    const over = finalPhase(last);
    expect(over.pending.kind).toBe('over');
    expect(loc(over, 'fas-mustang')).toBe('nacaome');
    expect(bbwInvariants(over)).toEqual([]);
    const mid = atFinal(homeState());
    place(mid, 'fas-mustang', 'nacaome');
    const next = finalPhase(mid);
    expect(next.pending.kind).toBe('selection');
    expect(bbwInvariants(next)).toEqual([]);
    const broken = cloneState(next);
    place(broken, 'fas-mustang', 'nacaome');
    expect(bbwInvariants(broken)).toEqual(['fas-mustang: an air unit in nacaome at the end of a turn']);
  });

  it('7.0: each disrupted or damaged unit rolls 1d6: on 5-6 it is undisrupted, or moves from the Damaged Units box to the Rear Area', () => {
    const s = atFinal(homeState());
    // units roll in unit order: es-1bn (disrupted), es-8bn (damaged), es-gn (disrupted), es-arm (damaged)
    place(s, 'es-1bn', 'el-poy', true);
    place(s, 'es-8bn', 'es-damaged');
    place(s, 'es-gn', 'el-poy', true);
    place(s, 'es-arm', 'es-damaged');
    s.rng = rigged([5, 6, 4, 1]);
    const t = finalPhase(s);
    expect(disrupted(t, 'es-1bn')).toBe(false);
    expect(loc(t, 'es-8bn')).toBe('es-rear');
    expect(disrupted(t, 'es-gn')).toBe(true);
    expect(loc(t, 'es-arm')).toBe('es-damaged');
    expect(t.rng.draws - s.rng.draws).toBe(4); // undisrupted units on the map do not roll
  });

  it('7.0: the recovery rolls are reported per unit (the table and the log show each die), the state the same as finalPhase gives', () => {
    const s = atFinal(homeState());
    place(s, 'es-1bn', 'el-poy', true);
    place(s, 'es-8bn', 'es-damaged');
    place(s, 'es-gn', 'el-poy', true);
    place(s, 'es-arm', 'es-damaged');
    place(s, 'fas-mustang', 'nacaome');
    s.rng = rigged([5, 6, 4, 1]);
    const { state, rolls } = finalPhaseRolled(s);
    expect(rolls).toEqual([
      { unit: 'es-1bn', from: 'el-poy', roll: 5, recovered: true },
      { unit: 'es-8bn', from: 'es-damaged', roll: 6, recovered: true },
      { unit: 'es-gn', from: 'el-poy', roll: 4, recovered: false },
      { unit: 'es-arm', from: 'es-damaged', roll: 1, recovered: false },
    ]);
    s.rng = rigged([5, 6, 4, 1]);
    expect(finalPhase(s)).toEqual(state);
    // The beats: the air unit flies home, then the dice, then the two that recovered, then the turn.
    const beats = beatsOf(s, state, undefined, rolls);
    expect(beats.map((b) => (b.type === 'unit.changed' ? `${b.type}:${b.unit}` : b.type))).toEqual([
      'unit.changed:fas-mustang', 'recovery.rolled', 'unit.changed:es-1bn', 'unit.changed:es-8bn', 'turn.advanced',
    ]);
    expect(narrateBeats(beats, s).find((l) => l.startsWith('Recovery rolls'))).toMatch(/ 5 recovers, .* 6 recovers, .* 4, .* 1\.$/);
  });

  it('7.0: the Game Turn marker advances and the next Card Selection Phase follows; turn-long Random Event effects end', () => {
    const s = atFinal(homeState());
    s.effects = ['rain'];
    const t = finalPhase(s);
    expect(t.turn).toBe(3);
    expect(t.pending).toEqual({ kind: 'selection' });
    expect(t.effects).toEqual([]);
  });

  it('8.0: the game ends in the Final Phase of the 7th Game-turn (no recovery rolls)', () => {
    const s = atFinal(homeState());
    s.turn = 7;
    place(s, 'es-1bn', 'el-poy', true);
    const t = finalPhase(s);
    expect(t.pending).toEqual({ kind: 'over' });
    expect(t.turn).toBe(7);
    expect(disrupted(t, 'es-1bn')).toBe(true);
  });

  it('8.0 / FW6 OAS ceasefire (Random Event 1): the game ends one Game-turn early', () => {
    const s = homeState();
    const t = cloneState(s);
    FOOTBALL_WAR_RULES.resolveEvent(t, 1);
    expect(t.lastTurn).toBe(6);
    FOOTBALL_WAR_RULES.resolveEvent(t, 1); // only one turn, however often
    expect(t.lastTurn).toBe(6);
    t.turn = 6;
    expect(finalPhase(atFinal(t)).pending).toEqual({ kind: 'over' });
    const late = cloneState(s);
    late.turn = 7;
    FOOTBALL_WAR_RULES.resolveEvent(late, 1);
    expect(late.lastTurn).toBe(7);
  });
});

describe('8.0 Victory', () => {
  it('8.0: an area\'s VP go to the side that alone has an undisrupted ground unit in it', () => {
    const s = homeState();
    place(s, 'es-1bn', 'nueva-ocotepeque');
    expect(areaController(s, 'nueva-ocotepeque')).toBe('white');
    place(s, 'hn-3bn', 'nueva-ocotepeque');
    expect(areaController(s, 'nueva-ocotepeque')).toBeNull();
    place(s, 'hn-3bn', 'nueva-ocotepeque', true);
    expect(areaController(s, 'nueva-ocotepeque')).toBe('white');
    place(s, 'fah-t28', 'tegucigalpa');
    expect(areaController(s, 'tegucigalpa')).toBeNull(); // air units hold nothing
  });

  it('8.0: VP totals, the net and the grade of victory', () => {
    const s = homeState();
    place(s, 'es-1bn', 'nueva-ocotepeque'); // 2
    place(s, 'es-4bn', 'el-amatillo'); // 1
    place(s, 'hn-guard', 'tegucigalpa'); // 4
    place(s, 'hn-west', 'santa-rosa-de-copan'); // 3
    const v = victory(s);
    expect(v.vp).toEqual({ white: 3, grey: 7 });
    expect(v.net).toBe(-4);
    expect(v.winner).toBe('grey');
    expect(v.level).toBe('decisive');
    place(s, 'hn-guard', 'hn-rear');
    place(s, 'es-8bn', 'san-salvador'); // 3
    expect(victory(s).net).toBe(3);
    expect(victory(s).winner).toBe('draw');
  });

  it('9.11: the side deprived of Special Action cards scores 1 VP per 2 removed (rounded up)', () => {
    const v = victory(homeState({ specialsRemoved: { grey: 3 } }));
    expect(v.vp.grey).toBe(2);
    expect(v.adjustments).toEqual([{ side: 'grey', vp: 2, reason: '9.11: Special Action cards removed' }]);
  });

  it('FW7: Honduras scores 1 VP per 2 Salvadoran ground units in the Damaged Units box', () => {
    const s = homeState();
    for (const id of ['es-1bn', 'es-8bn', 'es-gn']) place(s, id, 'es-damaged');
    place(s, 'fas-c47', 'es-damaged'); // air units do not count
    expect(victory(s).vp.grey).toBe(1);
  });
});

describe('The Football War Random Events (5.0)', () => {
  it('2: fuel shortage and 3: rain last the turn', () => {
    const s = cloneState(homeState());
    FOOTBALL_WAR_RULES.resolveEvent(s, 2);
    FOOTBALL_WAR_RULES.resolveEvent(s, 3);
    expect(s.effects).toEqual(['fuel-shortage', 'rain']);
  });

  it('4: civilian volunteers: every Honduran Irregular in the Damaged Units box goes to the Rear Area', () => {
    const s = cloneState(homeState());
    place(s, 'hn-vol-west', 'hn-damaged');
    place(s, 'hn-vol-south', 'hn-damaged');
    place(s, 'hn-1bn', 'hn-damaged');
    FOOTBALL_WAR_RULES.resolveEvent(s, 4);
    expect(loc(s, 'hn-vol-west')).toBe('hn-rear');
    expect(loc(s, 'hn-vol-south')).toBe('hn-rear');
    expect(loc(s, 'hn-1bn')).toBe('hn-damaged');
  });

  it('5: take-off collision: one Salvadoran air unit in the Rear Area is damaged; none there, no effect', () => {
    const s = cloneState(homeState());
    FOOTBALL_WAR_RULES.resolveEvent(s, 5);
    expect(s.units.filter((u) => u.loc === 'es-damaged').map((u) => u.id)).toHaveLength(1);
    const none = cloneState(homeState());
    for (const id of ['fas-mustang', 'fas-corsair', 'fas-c47']) place(none, id, 'el-poy');
    FOOTBALL_WAR_RULES.resolveEvent(none, 5);
    expect(none.units.filter((u) => u.loc === 'es-damaged')).toHaveLength(0);
  });

  it('6: FAH strikes Ilopango: every Salvadoran air unit in the Rear Area is disrupted', () => {
    const s = cloneState(homeState());
    place(s, 'fas-c47', 'el-poy');
    FOOTBALL_WAR_RULES.resolveEvent(s, 6);
    expect(disrupted(s, 'fas-mustang')).toBe(true);
    expect(disrupted(s, 'fas-corsair')).toBe(true);
    expect(disrupted(s, 'fas-c47')).toBe(false);
  });

  it('FW5: the Honduran volunteers start in the Damaged Units box and arrive by a 7.0 recovery roll of 5-6', () => {
    const set = initialState(5);
    for (const id of ['hn-vol-west', 'hn-vol-centre', 'hn-vol-south']) expect(loc(set, id)).toBe('hn-damaged');
    const s = atFinal(homeState());
    place(s, 'hn-vol-west', 'hn-damaged'); // the only unit that rolls
    s.rng = rigged([5]);
    expect(loc(finalPhase(s), 'hn-vol-west')).toBe('hn-rear');
    s.rng = rigged([4]);
    expect(loc(finalPhase(s), 'hn-vol-west')).toBe('hn-damaged');
  });
});
