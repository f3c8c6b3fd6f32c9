// 5.0 Card Selection Phase, 6.0 Card Play and Resolution Phase, 6.31 Special Action cards, 9.14.
import { describe, expect, it } from 'vitest';
import { legalPlays, playCard, selectCards } from '../../../src/games/bbw/rules/cards';
import { initialState } from '../../../src/games/bbw/rules/setup';
import type { BbwState } from '../../../src/games/bbw/state';
import { bbwInvariants as conservationProblems } from '../../../src/games/bbw/invariants';
import { disrupted, homeState, loc, place } from '../helpers';

/** Puts these cards on top of the deck, in order. */
function stack(s: BbwState, top: string[]): BbwState {
  s.deck = [...top, ...s.deck.filter((c) => !top.includes(c))];
  return s;
}

describe('5.0 Card Selection Phase', () => {
  it('5.0: six cards are drawn; the white ones go to the designated player (white), the grey ones to the other', () => {
    const s = selectCards(stack(homeState(), ['wm1', 'gm1', 'wc2', 'wc3', 'gc4', 'wm5']));
    expect(s.hands.white).toEqual(['wm1', 'wc2', 'wc3', 'wm5']);
    expect(s.hands.grey).toEqual(['gm1', 'gc4']);
    expect(s.deck).toHaveLength(36);
    expect(s.received).toEqual({ white: 4, grey: 2 });
    expect(conservationProblems(s)).toEqual([]);
  });

  it('5.0: a Random Event card drawn is resolved at once on the Random Events Chart (1d6), then discarded', () => {
    const s = selectCards(stack(homeState(), ['re1', 'gm1', 'wc2', 'wc3', 'gc4', 'wm5']));
    expect(s.events).toHaveLength(1);
    expect(s.events[0]!.card).toBe('re1');
    expect(s.events[0]!.roll).toBeGreaterThanOrEqual(1);
    expect(s.events[0]!.roll).toBeLessThanOrEqual(6);
    expect(s.discard).toContain('re1');
    expect(s.hands.white.length + s.hands.grey.length).toBe(5);
    expect(conservationProblems(s)).toEqual([]);
  });

  it('5.0: both Random Event cards in one draw are both resolved', () => {
    const s = selectCards(stack(homeState(), ['re1', 're2', 'wc2', 'wc3', 'gc4', 'wm5']));
    expect(s.events.map((e) => e.card)).toEqual(['re1', 're2']);
    expect(s.hands.white.length + s.hands.grey.length).toBe(4);
  });

  it('5.0: a player may receive no cards at all; they can still play a Special Action card or Pass', () => {
    const s = selectCards(stack(homeState(), ['wm1', 'wm2', 'wm3', 'wc1', 'wc2', 'wc3']));
    place(s, 'hn-3bn', 'nueva-ocotepeque', true);
    expect(s.hands.grey).toEqual([]);
    const g = playCard(s, { kind: 'pass' }); // white first; white passes; now grey
    expect(g.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(legalPlays(g).map((p) => p.kind).sort()).toEqual(['pass', 'special']);
  });

  it('7 draws of six use the whole 42-card deck (6 x 7 = 42)', () => {
    let s = initialState(11);
    for (let t = 0; t < 7; t++) {
      s = selectCards(s);
      s.discard.push(...s.hands.white, ...s.hands.grey);
      s.hands = { white: [], grey: [] };
      s.pending = { kind: 'selection' };
    }
    expect(s.deck).toEqual([]);
    expect(conservationProblems(s)).toEqual([]);
  });
});

describe('6.0 Card Play and Resolution Phase', () => {
  it('6.0: the player who received the most cards plays first', () => {
    const s = selectCards(stack(homeState(), ['gm1', 'gm2', 'gm3', 'gm4', 'wm1', 'wm2']));
    expect(s.pending).toEqual({ kind: 'play', side: 'grey' });
  });

  it('6.0: the designated player (white) wins ties', () => {
    const s = selectCards(stack(homeState(), ['gm1', 'gm2', 'gm3', 'wm4', 'wm1', 'wm2']));
    expect(s.pending).toEqual({ kind: 'play', side: 'white' });
  });

  it('FW1 first-turn surprise: on Turn 1 El Salvador (white) plays first whatever the cards', () => {
    const s = homeState();
    s.turn = 1;
    const t = selectCards(stack(s, ['gm1', 'gm2', 'gm3', 'gm4', 'gm5', 'wm2']));
    expect(t.pending).toEqual({ kind: 'play', side: 'white' });
  });

  it('6.0: an Action card is played for one, and only one, of its values, then discarded', () => {
    const s = selectCards(stack(homeState(), ['wm1', 'wc1', 'wc2', 'wm3', 'gc4', 'gm5']));
    const m = playCard(s, { kind: 'action', card: 'wm1', mode: 'move' });
    expect(m.action).toEqual({ side: 'white', card: 'wm1', mode: 'move', left: 4, used: [] });
    expect(m.pending).toEqual({ kind: 'move', side: 'white' });
    expect(m.discard).toContain('wm1');
    expect(m.hands.white).not.toContain('wm1');
    const c = playCard(s, { kind: 'action', card: 'wm1', mode: 'combat' });
    expect(c.action!.left).toBe(3); // wm1 is Movement 4, Combat 3
    expect(c.pending).toEqual({ kind: 'combat', side: 'white' });
    expect(() => playCard(s, { kind: 'action', card: 'gc4', mode: 'move' })).toThrow(/6\.0/);
    expect(() => playCard(s, { kind: 'action', card: 'wm1', mode: 'both' as never })).toThrow(/6\.0/);
  });

  it('6.0: players alternate; a card played resets the passes', () => {
    let s = selectCards(stack(homeState(), ['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    s = playCard(s, { kind: 'pass' });
    expect(s.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(s.passes).toBe(1);
    s = playCard(s, { kind: 'action', card: 'gm3', mode: 'move' });
    expect(s.passes).toBe(0);
  });

  it('6.0 Passing: two passes in succession end the phase; remaining Movement/Combat cards are discarded, Special Action cards kept', () => {
    let s = selectCards(stack(homeState(), ['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    s = playCard(s, { kind: 'pass' });
    s = playCard(s, { kind: 'pass' });
    expect(s.pending).toEqual({ kind: 'final' });
    expect(s.hands).toEqual({ white: [], grey: [] });
    expect(s.discard).toEqual(expect.arrayContaining(['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    expect(s.specials.white).toHaveLength(6);
    expect(s.specials.grey).toHaveLength(6);
    expect(conservationProblems(s)).toEqual([]);
  });

  it('6.0: no card may be played outside the Card Play and Resolution Phase', () => {
    expect(() => playCard(homeState(), { kind: 'pass' })).toThrow(/6\.0/);
  });

  it('9.14 Poorly Trained Staff: an Action card only for its larger value', () => {
    const s = selectCards(stack(homeState({ poorlyTrainedStaff: { white: true } }), ['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    expect(() => playCard(s, { kind: 'action', card: 'wm1', mode: 'combat' })).toThrow(/9\.14/);
    expect(playCard(s, { kind: 'action', card: 'wm1', mode: 'move' }).action!.left).toBe(4);
    expect(playCard(s, { kind: 'action', card: 'wc1', mode: 'combat' }).action!.left).toBe(4);
    expect(legalPlays(s).filter((p) => p.kind === 'action')).toEqual([
      { kind: 'action', card: 'wm1', mode: 'move' },
      { kind: 'action', card: 'wc1', mode: 'combat' },
      { kind: 'action', card: 'wc2', mode: 'combat' },
    ]);
    // the other side is unaffected
    const g = playCard(playCard(s, { kind: 'pass' }), { kind: 'action', card: 'gm3', mode: 'combat' });
    expect(g.action!.left).toBe(2); // gm3 is Movement 5, Combat 2
  });

  it('every play listed by legalPlays is accepted by playCard', () => {
    const s = selectCards(stack(homeState(), ['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    place(s, 'es-1bn', 'el-poy', true);
    for (const p of legalPlays(s)) expect(() => playCard(s, p)).not.toThrow();
  });
});

describe('6.31 Repairing and refitting units', () => {
  const ready = () => {
    const s = selectCards(stack(homeState(), ['wm1', 'wc1', 'wc2', 'gm3', 'gc4', 'gm5']));
    return s;
  };

  it('6.31: undisrupt ALL disrupted ground units in any ONE area; the card is discarded and play passes', () => {
    const s = ready();
    place(s, 'es-1bn', 'el-poy', true);
    place(s, 'es-8bn', 'el-poy', true);
    place(s, 'es-4bn', 'santa-rosa-de-lima', true);
    const t = playCard(s, { kind: 'special', card: 'sw1', use: 'rally-area', area: 'el-poy' });
    expect(disrupted(t, 'es-1bn')).toBe(false);
    expect(disrupted(t, 'es-8bn')).toBe(false);
    expect(disrupted(t, 'es-4bn')).toBe(true);
    expect(t.specials.white).not.toContain('sw1');
    expect(t.discard).toContain('sw1');
    expect(t.pending).toEqual({ kind: 'play', side: 'grey' });
    expect(() => playCard(s, { kind: 'special', card: 'sw1', use: 'rally-area', area: 'morazan' })).toThrow(/6\.31/);
    expect(() => playCard(s, { kind: 'special', card: 'sg1', use: 'rally-area', area: 'el-poy' })).toThrow(/6\.3/);
  });

  it('6.31: undisrupt ALL disrupted air units in the Rear Area', () => {
    const s = ready();
    place(s, 'fas-mustang', 'es-rear', true);
    place(s, 'fas-c47', 'es-rear', true);
    const t = playCard(s, { kind: 'special', card: 'sw2', use: 'rally-air' });
    expect(disrupted(t, 'fas-mustang')).toBe(false);
    expect(disrupted(t, 'fas-c47')).toBe(false);
    expect(() => playCard(ready(), { kind: 'special', card: 'sw2', use: 'rally-air' })).toThrow(/6\.31/);
  });

  it('6.31: move ALL units (ground and air) from the Damaged Units box into the Rear Area', () => {
    const s = ready();
    place(s, 'es-1bn', 'es-damaged');
    place(s, 'fas-corsair', 'es-damaged');
    place(s, 'hn-2bn', 'hn-damaged');
    const t = playCard(s, { kind: 'special', card: 'sw3', use: 'repair' });
    expect(loc(t, 'es-1bn')).toBe('es-rear');
    expect(loc(t, 'fas-corsair')).toBe('es-rear');
    expect(loc(t, 'hn-2bn')).toBe('hn-damaged');
    expect(() => playCard(ready(), { kind: 'special', card: 'sw3', use: 'repair' })).toThrow(/6\.31/);
  });
});
