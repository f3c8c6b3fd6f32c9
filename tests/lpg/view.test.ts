// La Petite Guerre hidden information (rules notes, "Fog of war, the command rack and phantoms"): the
// rack is open, but which marker on the map is which commander is not (unless revealed by §4
// reconnaissance, or fighting in the battle being fought: its strength is open); the other side's hand of action cards, the decks' order and the rng are hidden;
// a combat card chosen (§12) is hidden from the other side until both have chosen.
// Two states differing only in those things must give a side identical views.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../machines/lpg/index';
import type { Rng } from '../../src/core/rng';
import { cloneState, initialState, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';
import { applyEvent, legalEventsOf, unitsAt, type LpgEvent } from '../../src/games/lpg/legal';
import { UNIT_SPECS } from '../../src/games/lpg/tables/units';
import { otherSide, type Side } from '../../src/games/lpg/types';
import { describeViewPrivacy, otherRng, shuffle } from '../support/viewPrivacy';
import { randomBotsUntil, startLpg } from './randomBots';

/** The same game with the other side's unrevealed commanders' hexes exchanged, its hand swapped with its deck, decks reshuffled, another rng. */
function perturbLpg(s: LpgState, viewer: string, rng: Rng): LpgState | null {
  if (viewer !== 'american' && viewer !== 'british') return null;
  const me = viewer as Side;
  const other = otherSide(me);
  const out = cloneState(s);
  out.decks = { american: shuffle(out.decks.american, rng), british: shuffle(out.decks.british, rng) };
  // The legal events are shown to both players: the other side's hand stays as it is while the other side decides (its phase, or a §5 window open to it).
  if (s.side !== other && s.cardWindow?.side !== other) {
    const pool = shuffle([...out.hands[other], ...out.decks[other]], rng);
    out.hands[other] = pool.slice(0, s.hands[other].length);
    out.decks[other] = pool.slice(s.hands[other].length);
    // Rules notes: every stack in a battle is revealed (its strength is in view.combat), so the commanders fighting stay where they are.
    const hidden = out.commanders.filter((c) => c.side === other && !c.lost && !s.revealed[me].includes(c.id) && c.hex !== s.combat?.hex);
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
  // §5 what the other side's Spy, Dragoon Patrol or Loyalist Guide revealed to it: any of my markers (its own list, never in my view).
  const mine = [...out.commanders.filter((c) => c.side === me && !c.lost).map((c) => c.id), ...out.phantoms.filter((p) => p.side === me && p.hex !== null).map((p) => p.id)];
  out.revealed[other] = shuffle(mine, rng).slice(0, rng.int(mine.length + 1));
  out.rng = otherRng(rng);
  return out;
}

describeViewPrivacy<LpgState>({
  module: lpgModule,
  perturb: perturbLpg,
  games: [{ label: 'The campaign', seeds: [1, 2], options: { lastTurn: 4 } }],
  maxEvents: 300,
});

describe('§5 what a view shows of the action cards played', () => {
  it('§5 a Spy played is public (card and hex), what it revealed only to the side that played it; the hand stays a count', () => {
    const s = initialState(3);
    s.hands.american = ['spy', 'local-guide'];
    s.decks.american = s.decks.american.filter((c, i) => i !== s.decks.american.indexOf('spy') && i !== s.decks.american.indexOf('local-guide'));
    const howe = s.commanders.find((c) => c.id === 'howe')!;
    const play = legalEventsOf(s).find((e) => e.type === 'playCard' && e.card === 'spy' && e.hex === howe.hex)!;
    expect(play).toBeDefined();
    const t = applyEvent(s, play);
    expect(t.revealed.american).toContain('howe');
    // The American sees Howe's marker for what it is; the British see only that a Spy looked at that hex.
    expect(lpgView(t, 'american').markers.british.some((m) => m.is === 'howe')).toBe(true);
    const british = lpgView(t, 'british');
    expect(british.played.american).toEqual([{ card: 'spy', hex: howe.hex, to: null }]);
    expect(british.revealed).toEqual([]);
    expect(british.hands.american).toBeNull();
    expect(british.handCounts.american).toBe(1);
    // Two states differing only in what the Spy showed give the British the same view.
    const u = cloneState(t);
    u.revealed.american = [];
    expect(JSON.stringify(lpgView(u, 'british'))).toBe(JSON.stringify(british));
  });
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

describe('§12 the battle\'s strength in the view (open once battle is joined)', () => {
  /** Plays random bots from `seed` through the real machine until `stop` holds. */
  const playUntil = (seed: number, stop: (s: LpgState) => boolean) => randomBotsUntil(startLpg(seed), seed, stop);
  const SIDES = ['american', 'british'] as const;

  it('§12 both sides see each side\'s points, bonuses and total; nothing outside the battle changes them; the report keeps them, and the retreat shows them', () => {
    let battles = 0;
    for (const seed of [1, 2, 3, 4]) {
      const a = playUntil(seed, (s) => s.combat?.step === 'cards' && s.cardWindow === null);
      const s = a.getSnapshot().context;
      if (!s.combat) continue;
      battles++;
      const hex = s.combat.hex;
      const seen = lpgView(s, 'american').combat!.strength!;
      expect(lpgView(s, 'british').combat!.strength).toEqual(seen);
      expect(lpgView(s, 'spectator').combat!.strength).toEqual(seen);
      for (const side of SIDES) {
        const st = seen[side];
        expect(st.points).toBe(unitsAt(s, side, hex).reduce((n, u) => n + (u.understrength ? UNIT_SPECS[u.type].understrength : UNIT_SPECS[u.type].strength), 0));
        expect(st.total).toBe(st.points + st.bonuses.reduce((n, x) => n + x.value, 0));
        expect(new Set(st.bonuses.map((x) => x.label)).size).toBe(st.bonuses.length);
        for (const x of st.bonuses) expect(x.rule).toMatch(/^\d+$/);
      }
      // Commanders away from the battle (hidden or not) go anywhere else: the battle's strength is the same.
      const t = cloneState(s);
      const away = t.commanders.filter((c) => !c.lost && c.hex !== hex);
      const hexes = away.map((c) => c.hex).reverse();
      away.forEach((c, i) => (c.hex = hexes[i]!));
      expect(lpgView(t, 'american').combat!.strength).toEqual(seen);
      // Both cards chosen: the report carries the strength the battle was fought at.
      for (const side of SIDES) a.send({ type: 'chooseCombatCard', side, card: s.combat.drawn[side][0]! } as LpgEvent);
      const after = a.getSnapshot().context;
      expect(after.lastBattle!.hex).toBe(hex);
      expect(after.lastBattle!.strength).toEqual(seen);
      expect(lpgView(after, 'british').lastBattle!.strength).toEqual(seen);
      if (after.combat?.step === 'retreat') expect(lpgView(after, 'american').combat!.strength).toEqual(seen);
      else if (after.combat) expect(after.combat.hex).not.toBe(hex);
      a.stop();
    }
    expect(battles).toBeGreaterThan(1);
  });

  it('§12 no battle open, no strength', () => {
    const s = initialState(3);
    expect(lpgView(s, 'american').combat).toBeNull();
  });
});
