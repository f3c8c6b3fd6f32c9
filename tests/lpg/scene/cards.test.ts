// La Petite Guerre's action cards on the 3D table (src/scene/lpg/cards): every card has a face in
// the one atlas, printing its name, when it may be played and what it does; each side's hand lies in
// its spot (hands of 0 to 4 cards, no card over another, clear of the deck, discard and the cards in
// play); a hand the view does not give is backs with no id; the shots lay the drawn and played cards.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS } from '../../../src/games/lpg/tables/actionCards';
import { COMBAT_CARDS } from '../../../src/games/lpg/tables/combat';
import type { Side } from '../../../src/games/lpg/types';
import type { LpgView } from '../../../src/games/lpg/view';
import {
  ATLAS_COLS, ATLAS_ROWS, CARD_FACE_KEYS, HALO_FACE, LIT_FACE, actionCardTip, backFace, cardFaceSpec, combatFace, drawCardFace, faceUv, whenWords,
} from '../../../src/scene/lpg/cards/cardFaces';
import { LARGE_CARD, cardScene, spotBounds, type CardItem, type CardSceneInput } from '../../../src/scene/lpg/cards/cardLayout';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';
import { fakeCanvas } from '../../support/fakeCanvas';

function recordingCtx(): { ctx: CanvasRenderingContext2D; texts: string[] } {
  const texts: string[] = [];
  const ctx = fakeCanvas(() => ({ fillText: (text: string) => texts.push(text), createRadialGradient: () => ({ addColorStop: () => undefined }) }));
  return { ctx, texts };
}

const AM = ACTION_CARDS.filter((c) => c.side === 'american').map((c) => c.id);
const BR = ACTION_CARDS.filter((c) => c.side === 'british').map((c) => c.id);

function view(hand: Record<Side, string[] | null>, counts: Record<Side, number>, extra: Partial<CardSceneInput['view']> = {}): CardSceneInput['view'] {
  return {
    hands: hand, handCounts: counts, deckCounts: { american: 7, british: 9 }, discards: { american: [AM[0]!], british: [] },
    played: { american: [], british: [{ card: BR[2]!, hex: '0817', to: null }] }, combat: null, cardWindow: null, ...extra,
  } as CardSceneInput['view'];
}
const input = (v: CardSceneInput['view'], playable: string[] = [], picked: string | null = null): CardSceneInput => ({ view: v, playable: new Set(playable), picked, hovered: null });
const box = (it: Pick<CardItem, 'x' | 'z' | 'w' | 'd'>) => ({ x0: it.x - it.w / 2, x1: it.x + it.w / 2, z0: it.z - it.d / 2, z1: it.z + it.d / 2 });
const overlap = (a: CardItem, b: CardItem) => {
  const p = box(a);
  const q = box(b);
  return p.x0 < q.x1 - 1e-6 && q.x0 < p.x1 - 1e-6 && p.z0 < q.z1 - 1e-6 && q.z0 < p.z1 - 1e-6;
};

describe('§5 action card faces', () => {
  it('every action card, combat card and back has its own cell of the atlas', () => {
    expect(CARD_FACE_KEYS.length).toBeLessThanOrEqual(ATLAS_COLS * ATLAS_ROWS);
    expect(new Set(CARD_FACE_KEYS).size).toBe(CARD_FACE_KEYS.length);
    for (const c of ACTION_CARDS) expect(CARD_FACE_KEYS).toContain(c.id);
    for (const c of COMBAT_CARDS) expect(CARD_FACE_KEYS).toContain(combatFace(c.id));
    const uvs = CARD_FACE_KEYS.map((k) => faceUv(k).join(','));
    expect(new Set(uvs).size).toBe(uvs.length);
  });

  it('an action card\'s face prints its name, when it may be played and what it does (wrapped), its side on its band', () => {
    for (const c of ACTION_CARDS) {
      const { ctx, texts } = recordingCtx();
      drawCardFace(ctx, cardFaceSpec(c.id));
      const all = texts.join(' ');
      expect(all).toContain(c.side === 'american' ? 'AMERICAN' : 'BRITISH');
      for (const w of c.name.split(' ')) expect(all).toContain(w);
      for (const w of whenWords(c).split(' ')) expect(all).toContain(w);
      for (const w of c.text.split(' ')) expect(all).toContain(w);
    }
    expect(whenWords({ timing: 'beforeSupply', phaseOf: 'enemy' })).toBe("As the enemy's Reinforcement phase opens, before supply");
    expect(whenWords({ timing: 'beforeCombatCards', phaseOf: 'either' })).toBe('In any battle, before the combat cards');
  });

  it('a combat card\'s face prints its name and its "in 6"; the backs, halo and lit frame draw', () => {
    for (const c of COMBAT_CARDS) {
      const { ctx, texts } = recordingCtx();
      drawCardFace(ctx, cardFaceSpec(combatFace(c.id)));
      expect(texts.join(' ')).toContain(String(c.inSix));
      for (const w of c.name.split(' ')) expect(texts.join(' ')).toContain(w);
    }
    for (const k of [backFace('american'), backFace('british'), HALO_FACE, LIT_FACE]) expect(() => drawCardFace(recordingCtx().ctx, cardFaceSpec(k))).not.toThrow();
    expect(() => cardFaceSpec('no-such-card')).toThrow();
  });

  it('a card\'s tooltip names it, says when and what, and says a lit card may be played', () => {
    const t = actionCardTip('grenadiers', true);
    expect(t.title).toBe('Grenadiers');
    expect(t.lines[0]).toBe('Click to play it');
    expect(t.lines.join(' ')).toContain('+1 in this combat.');
    expect(actionCardTip('grenadiers').lines[0]).toContain('British action card');
  });
});

describe('§5 the hands on the table', () => {
  for (let n = 0; n <= 4; n++) {
    it(`hands of ${n}: every card within its side's hand spot, none over another, the deck, discard and cards in play clear`, () => {
      const v = view({ american: AM.slice(0, n), british: null }, { american: n, british: n });
      const { items } = cardScene(input(v, AM.slice(0, Math.min(n, 2)), n > 0 ? AM[0]! : null));
      for (const side of ['american', 'british'] as const) {
        const b = spotBounds(LPG_TABLE.hands[side]);
        const mine = items.filter((i) => i.key.includes(`:${side}:`));
        for (const it of mine) {
          const q = box(it);
          expect(q.x0).toBeGreaterThanOrEqual(b.x0);
          expect(q.x1).toBeLessThanOrEqual(b.x1);
          expect(q.z0).toBeGreaterThanOrEqual(b.z0);
          expect(q.z1).toBeLessThanOrEqual(b.z1);
        }
        // Cards (not halos, lit frames or the layers of one pile) never overlap.
        const solid = mine.filter((i) => i.face !== HALO_FACE && i.face !== LIT_FACE && !/^(deck|discard):/.test(i.key) || /^(deck|discard):[a-z]+:0$/.test(i.key));
        for (let i = 0; i < solid.length; i++) for (let j = i + 1; j < solid.length; j++) expect(overlap(solid[i]!, solid[j]!), `${solid[i]!.key} / ${solid[j]!.key}`).toBe(false);
        expect(mine.filter((i) => i.key.startsWith('hand:'))).toHaveLength(n);
      }
    });
  }

  it('the viewer\'s own hand face up with its ids, lit cards on a halo; a hand the view does not give is backs with no id', () => {
    const v = view({ american: [AM[1]!, AM[3]!], british: null }, { american: 2, british: 3 });
    const { items, labels } = cardScene(input(v, [AM[3]!]));
    const am = items.filter((i) => i.key.startsWith('hand:american'));
    expect(am.map((i) => i.card)).toEqual([AM[1], AM[3]]);
    expect(am.map((i) => i.face)).toEqual([AM[1], AM[3]]);
    expect(items.filter((i) => i.face === HALO_FACE)).toHaveLength(1);
    const br = items.filter((i) => i.key.startsWith('hand:british'));
    expect(br).toHaveLength(3);
    expect(br.every((i) => i.card === null && i.face === backFace('british'))).toBe(true);
    expect(labels.find((l) => l.key === 'count:british')!.text).toBe('3 in hand (hidden)');
    expect(labels.find((l) => l.key === 'deckCount:british')!.text).toBe('deck 9');
    // Discards and cards in play are open.
    expect(items.find((i) => i.key.startsWith('discard:american'))!.card).toBe(AM[0]);
    expect(items.find((i) => i.key.startsWith('play:british'))!.card).toBe(BR[2]);
  });

  it('a card played in the open battle\'s window is lit in play', () => {
    const v = view({ american: null, british: null }, { american: 1, british: 1 }, {
      played: { american: [], british: [{ card: 'grenadiers', hex: '0817', to: null }] },
      combat: { hex: '0817' } as LpgView['combat'],
    });
    const { items } = cardScene(input(v));
    expect(items.filter((i) => i.face === LIT_FACE)).toHaveLength(1);
  });

  it('card.drawn: the new card glides from the deck into its place, face down, and lands there', () => {
    const v = view({ american: [AM[1]!, AM[2]!], british: null }, { american: 2, british: 1 });
    const inp = { ...input(v), arriving: AM[2]! };
    const mid = cardScene(inp, { beat: { type: 'card.drawn', side: 'american' }, progress: 0.4, motion: true }).items;
    expect(mid.filter((i) => i.key.startsWith('hand:american')).map((i) => i.card)).toEqual([AM[1]]);
    const flying = mid.find((i) => i.key === 'draw:american')!;
    expect(flying.face).toBe(backFace('american'));
    expect(flying.card).toBeNull();
    expect(flying.y).toBeGreaterThan(0.5);
    const end = cardScene(inp, { beat: { type: 'card.drawn', side: 'american' }, progress: 1, motion: true }).items;
    expect(end.find((i) => i.key === 'draw:american')).toBeUndefined();
    // The other side's draw: a back, no id.
    const other = cardScene(inp, { beat: { type: 'card.drawn', side: 'british' }, progress: 0.5, motion: true }).items;
    expect(other.find((i) => i.key === 'draw:british')!.face).toBe(backFace('british'));
  });

  it('card.played: the card shows large over its hand while it acts, then lies in play', () => {
    const v = view({ american: null, british: null }, { american: 1, british: 2 }, {
      played: { american: [], british: [{ card: 'grenadiers', hex: '0817', to: null }] },
    });
    const shot = (progress: number) => cardScene(input(v), { beat: { type: 'card.played', side: 'british', card: 'grenadiers' }, progress, motion: true }).items;
    const big = shot(0.5).find((i) => i.key === 'played:british')!;
    expect(big.face).toBe('grenadiers');
    expect(big.w).toBeCloseTo(LARGE_CARD.w);
    const spot = spotBounds(LPG_TABLE.hands.british);
    expect(box(big).x0).toBeGreaterThanOrEqual(spot.x0);
    expect(box(big).z1).toBeLessThanOrEqual(spot.z1);
    // Not yet in the in-play row while it flies.
    expect(shot(0.5).some((i) => i.key.startsWith('play:british'))).toBe(false);
    expect(cardScene(input(v)).items.some((i) => i.key.startsWith('play:british') && i.card === 'grenadiers')).toBe(true);
  });
});
