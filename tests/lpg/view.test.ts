// La Petite Guerre hidden information (rules notes, "Fog of war, the command rack and phantoms"): the
// rack is open, but which marker on the map is which commander is not (unless revealed by §4
// reconnaissance); the other side's hand of action cards, the decks' order and the rng are hidden;
// a combat card chosen (§12) is hidden from the other side until both have chosen.
// Two states differing only in those things must give a side identical views.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../machines/lpg/index';
import type { Rng } from '../../src/core/rng';
import { cloneState, initialState, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';
import { otherSide, type Side } from '../../src/games/lpg/types';
import { describeViewPrivacy, otherRng, shuffle } from '../support/viewPrivacy';

/** The same game with the other side's unrevealed commanders' hexes exchanged, its hand swapped with its deck, decks reshuffled, another rng. */
function perturbLpg(s: LpgState, viewer: string, rng: Rng): LpgState | null {
  if (viewer !== 'american' && viewer !== 'british') return null;
  const me = viewer as Side;
  const other = otherSide(me);
  const out = cloneState(s);
  out.decks = { american: shuffle(out.decks.american, rng), british: shuffle(out.decks.british, rng) };
  if (s.side !== other) {
    const pool = shuffle([...out.hands[other], ...out.decks[other]], rng);
    out.hands[other] = pool.slice(0, s.hands[other].length);
    out.decks[other] = pool.slice(s.hands[other].length);
    const hidden = out.commanders.filter((c) => c.side === other && !c.lost && !s.revealed[me].includes(c.id));
    const hexes = shuffle(hidden.map((c) => c.hex), rng);
    hidden.forEach((c, i) => (c.hex = hexes[i]!));
  }
  // §12 the other side's combat card, chosen and not yet shown: any other of the cards it drew.
  const b = out.combat;
  const chosen = b?.step === 'cards' ? b.chosen[other] : null;
  if (b && chosen) {
    const alternatives = b.drawn[other].filter((c) => c !== chosen);
    if (alternatives.length > 0) b.chosen[other] = alternatives[rng.int(alternatives.length)]!;
  }
  // §16 the other side's timeline: what it ordered and where (the count stays).
  out.timeline[other] = out.timeline[other].map((e) => ({ ...e, type: (['militia', 'regulars', 'artillery'] as const)[rng.int(3)]!, ready: e.ready + rng.int(2) }));
  out.rng = otherRng(rng);
  return out;
}

describeViewPrivacy<LpgState>({
  module: lpgModule,
  perturb: perturbLpg,
  games: [{ label: 'The campaign', seeds: [1, 2], options: { lastTurn: 4 } }],
  maxEvents: 300,
});

describe('§3 what a view shows of the rack and the map', () => {
  it('the rack is open to both; the other side\'s markers carry no commander id until revealed', () => {
    const s = initialState(3);
    const v = lpgView(s, 'british');
    expect(v.racks.washington!.units.map((u) => u.id)).toContain('main-train');
    expect(v.markers.american.every((m) => m.is === null && /^marker-\d+$/.test(m.id))).toBe(true);
    expect(v.markers.british.map((m) => m.id)).toContain('howe');
    expect(v.hands.american).toBeNull();
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"decks"/);
    s.revealed.british.push('washington');
    expect(lpgView(s, 'british').markers.american.some((m) => m.is === 'washington')).toBe(true);
  });
});

describe('§19 what the Americans see of a landing', () => {
  it('§19 which stack prepares a landing (and so when it is ready) is hidden: two states differing only in that give the Americans identical views', () => {
    const base = initialState(3);
    base.side = 'british';
    base.phase = 'movement';
    const percy = cloneState(base);
    percy.landings.push({ commander: 'percy', port: 'new-york', begun: 1, hex: null, landedTurn: null, units: [] });
    const howe = cloneState(base);
    // Howe's marker and Percy's exchange hexes, and Howe (a bigger rack: a later ready turn) prepares instead.
    howe.commanders.find((c) => c.id === 'howe')!.hex = base.commanders.find((c) => c.id === 'percy')!.hex;
    howe.commanders.find((c) => c.id === 'percy')!.hex = base.commanders.find((c) => c.id === 'howe')!.hex;
    howe.landings.push({ commander: 'howe', port: 'new-york', begun: 1, hex: null, landedTurn: null, units: [] });
    expect(lpgView(howe, 'american')).toEqual(lpgView(percy, 'american'));
    expect(lpgView(percy, 'american').landings.preparing).toEqual([{ port: 'new-york', begun: 1 }]);
    expect(lpgView(howe, 'british')).not.toEqual(lpgView(percy, 'british'));
  });
});
