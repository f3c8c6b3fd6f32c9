// The cards on the 3D table (src/scene/bbw/cards): every card has a face in the one atlas, an Action
// card's face prints its Movement and Combat values, a Random Event result its chart line; the hands
// lie fanned within the table at their sides' edges, clear of each other, the deck, the discard, the
// card in play and the sheet; a hidden hand is only backs, counted, with no card id; the shots lay
// the dealt and played cards where the rules put them.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import { Rng } from '../../../src/core/rng';
import { ACTION_CARDS, ALL_CARD_IDS, cardDef } from '../../../src/games/bbw/data';
import { boardFor } from '../../../src/games/bbw/rules/board';
import type { Side } from '../../../src/games/bbw/types';
import type { BbwView } from '../../../src/games/bbw/view';
import {
  ATLAS_COLS, ATLAS_ROWS, BACK_FACE, CARD_FACE_KEYS, cardFaceSpec, cardTip, cardTooltip, drawCardFace, faceOf, faceUv, resultFace,
} from '../../../src/scene/bbw/cards/cardFaces';
import { CARD, CARD_SPOTS, CARD_TABLE, IN_PLAY_SCALE, cardItems, handFan, specialRow, type CardItem } from '../../../src/scene/bbw/cards/cardLayout';
import { SHEET_RECT } from '../../../src/scene/bbw/sheetLayout';
import { CARD_SHOTS } from '../../../src/scene/bbw/cards/BbwCards';
import { BBW_BEAT_CATALOGUE } from '../../../src/scene/bbw/beatCatalogue';
import { fakeCanvas } from '../../support/fakeCanvas';

const events = boardFor('football-war').scenario.data.randomEvents;

function recordingCtx(): { ctx: CanvasRenderingContext2D; texts: string[] } {
  const texts: string[] = [];
  const ctx = fakeCanvas(() => ({ fillText: (text: string) => texts.push(text) }));
  return { ctx, texts };
}

/** A smart-bot game's view after `steps` events, for `side`. */
function viewAfter(seed: number, steps: number, side: string): BbwView {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed);
  for (let i = 0; i < steps; i++) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0) break;
    const s = legal[0]!.side;
    actor.send(bbwModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === s), side: s, rng } as never));
  }
  const v = bbwModule.view(actor.getSnapshot(), side) as BbwView;
  actor.stop();
  return v;
}

const corners = (it: CardItem) => {
  // an axis-aligned box that holds the (slightly turned) card
  const c = Math.abs(Math.cos(it.rotY));
  const s = Math.abs(Math.sin(it.rotY));
  const hw = (it.w * c + it.d * s) / 2;
  const hd = (it.w * s + it.d * c) / 2;
  return { x0: it.x - hw, x1: it.x + hw, z0: it.z - hd, z1: it.z + hd };
};
type Box = ReturnType<typeof corners>;
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;
const union = (bs: Box[]): Box => ({ x0: Math.min(...bs.map((b) => b.x0)), x1: Math.max(...bs.map((b) => b.x1)), z0: Math.min(...bs.map((b) => b.z0)), z1: Math.max(...bs.map((b) => b.z1)) });
const SHEET: Box = { x0: SHEET_RECT.x - SHEET_RECT.w / 2, x1: SHEET_RECT.x + SHEET_RECT.w / 2, z0: SHEET_RECT.z - SHEET_RECT.d / 2, z1: SHEET_RECT.z + SHEET_RECT.d / 2 };

describe('bbw cards: faces (one atlas)', () => {
  it('every card of the deck and the Special Action cards has a face, in a distinct atlas cell', () => {
    expect(CARD_FACE_KEYS.length).toBeLessThanOrEqual(ATLAS_COLS * ATLAS_ROWS);
    expect(new Set(CARD_FACE_KEYS).size).toBe(CARD_FACE_KEYS.length);
    for (const id of ALL_CARD_IDS) expect(CARD_FACE_KEYS).toContain(faceOf(id));
    const cells = new Set(CARD_FACE_KEYS.map((k) => faceUv(k).join(',')));
    expect(cells.size).toBe(CARD_FACE_KEYS.length);
    for (const k of CARD_FACE_KEYS) for (const v of faceUv(k)) expect(v).toBeGreaterThanOrEqual(0), expect(v).toBeLessThanOrEqual(1);
  });

  it('6.0: an Action card face prints its Movement and Combat values, in its colour (5.0)', () => {
    for (const c of ACTION_CARDS) {
      const spec = cardFaceSpec(c.id, events);
      expect(spec).toMatchObject({ kind: 'action', colour: c.colour, move: c.move, combat: c.combat });
      const { ctx, texts } = recordingCtx();
      drawCardFace(ctx, spec);
      expect(texts).toEqual(expect.arrayContaining(['MOVE', 'COMBAT', String(c.move), String(c.combat)]));
    }
  });

  it('6.31: a Special Action card prints its uses; 5.0: each Random Events Chart result prints its title', () => {
    const { ctx, texts } = recordingCtx();
    drawCardFace(ctx, cardFaceSpec(faceOf('sw1'), events));
    expect(texts.join(' ')).toMatch(/SPECIAL/);
    expect(texts.join(' ')).toMatch(/Reaction Move/);
    for (const e of events) {
      const r = recordingCtx();
      drawCardFace(r.ctx, cardFaceSpec(resultFace(e.roll), events));
      expect(r.texts.join(' ')).toContain(e.title);
      expect(r.texts).toContain(`die roll ${e.roll}`);
    }
  });

  it('the tooltip names the card, its values and its rule', () => {
    expect(cardTooltip('wm10')).toBe(
      'White Action card: Movement 8, Combat 1. 6.0: played for one value only: move up to 8 units (6.1) or attack with up to 1 unit (6.2).',
    );
    expect(cardDef('gc1')).toMatchObject({ move: 3, combat: 4 });
    expect(cardTooltip('gc1')).toMatch(/^Grey Action card: Movement 3, Combat 4\./);
    expect(cardTooltip('sg2')).toMatch(/^Grey Special Action card \(6\.3\).*6\.31.*6\.32/);
    expect(cardTooltip('re1', events)).toContain('1 OAS ceasefire');
  });

  it("the 3D table's tooltip content for a card: its kind as the title, values and rule below; a playable card says how to play it", () => {
    expect(cardTip('wm10')).toEqual({
      title: 'White Action card',
      lines: ['Movement 8, Combat 1. 6.0: played for one value only: move up to 8 units (6.1) or attack with up to 1 unit (6.2).'],
      rule: '6.0 Card Play',
    });
    expect(cardTip('gc1', [], true).lines[0]).toBe('Click to pick it, then Movement or Combat');
    expect(cardTip('sg2').title).toBe('Grey Special Action card (6.3)');
    expect(cardTip('re1', events)).toMatchObject({ title: 'Random Event card (5.0)', rule: '5.0 Random Events' });
    expect(cardTip('re1', events).lines[0]).toContain('1 OAS ceasefire');
  });
});

describe('bbw cards: layout on the table', () => {
  it('the hands fan within the table, beyond the sheet, at their own edges, for every hand size', () => {
    for (let n = 0; n <= 12; n++) {
      for (const side of ['white', 'grey'] as Side[]) {
        const fan = handFan(side, n);
        expect(fan).toHaveLength(n);
        for (const p of fan) {
          const b = corners({ key: '', face: '', card: null, x: p.x, y: p.y, z: p.z, w: CARD.w, d: CARD.d, rotY: p.rotY });
          expect(b.x0).toBeGreaterThanOrEqual(CARD_TABLE.x0);
          expect(b.x1).toBeLessThanOrEqual(CARD_TABLE.x1);
          expect(b.z0).toBeGreaterThanOrEqual(CARD_TABLE.z0);
          expect(b.z1).toBeLessThanOrEqual(CARD_TABLE.z1);
          if (side === 'white') expect(p.z).toBeGreaterThan(SHEET.z1);
          else expect(p.z).toBeLessThan(SHEET.z0);
        }
        // left to right, each card a little above the last
        for (let i = 1; i < n; i++) expect(fan[i]!.x).toBeGreaterThan(fan[i - 1]!.x), expect(fan[i]!.y).toBeGreaterThan(fan[i - 1]!.y);
      }
    }
  });

  it('the two hands, the Special Action rows, the deck, the discard and the card in play never overlap', () => {
    const box = (x: number, z: number, s = 1): Box => ({ x0: x - (CARD.w * s) / 2, x1: x + (CARD.w * s) / 2, z0: z - (CARD.d * s) / 2, z1: z + (CARD.d * s) / 2 });
    const fanBox = (side: Side) => union(handFan(side, 12).map((p) => corners({ key: '', face: '', card: null, ...p, w: CARD.w, d: CARD.d })));
    const rowBox = (side: Side) => union(specialRow(side, 6).map((p) => box(p.x, p.z)));
    const spots: Record<string, Box> = {
      whiteHand: fanBox('white'),
      greyHand: fanBox('grey'),
      whiteSpecials: rowBox('white'),
      greySpecials: rowBox('grey'),
      deck: box(CARD_SPOTS.deck.x, CARD_SPOTS.deck.z),
      inPlay: box(CARD_SPOTS.inPlay.x, CARD_SPOTS.inPlay.z, IN_PLAY_SCALE),
      result: box(CARD_SPOTS.result.x, CARD_SPOTS.result.z, 1.25),
      discard: box(CARD_SPOTS.discard.x, CARD_SPOTS.discard.z),
    };
    const names = Object.keys(spots);
    for (let i = 0; i < names.length; i++) {
      const a = spots[names[i]!]!;
      expect(a.x0 >= CARD_TABLE.x0 && a.x1 <= CARD_TABLE.x1 && a.z0 >= CARD_TABLE.z0 && a.z1 <= CARD_TABLE.z1, names[i]).toBe(true);
      for (let j = i + 1; j < names.length; j++) expect(overlaps(a, spots[names[j]!]!), `${names[i]} / ${names[j]}`).toBe(false);
    }
    // and nothing lies on the sheet
    for (const n of names) expect(overlaps(spots[n]!, SHEET), n).toBe(false);
  });
});

/** A view where white holds several cards and no card is in play. */
function handView(): BbwView {
  for (let s = 1; s < 100; s++) {
    const v = viewAfter(7, s, 'white');
    if (v.hands.white!.length >= 3 && !v.action) return v;
  }
  throw new Error('no such moment');
}

describe('bbw cards: what the view shows', () => {
  const none = new Set<string>();
  it("5.0: the other side's hand is backs, counted from the view, with no card id", () => {
    for (const steps of [3, 20, 40, 80]) {
      const view = viewAfter(7, steps, 'white');
      const items = cardItems({ view, handSide: 'white', playable: none, picked: null, hovered: null });
      const grey = items.filter((i) => i.key.startsWith('hand:grey:'));
      expect(grey).toHaveLength(view.handCounts.grey);
      for (const g of grey) expect(g).toMatchObject({ face: BACK_FACE, card: null });
      const white = items.filter((i) => i.key.startsWith('hand:white:'));
      expect(white.map((w) => w.card)).toEqual(view.hands.white);
      // nothing named but what white may see: its own hand and Special Action cards, the open piles
      const open = new Set([...view.hands.white!, ...view.specials.white!, ...view.discard, ...(view.action ? [view.action.card] : [])]);
      for (const i of items) if (i.card) expect(open.has(i.card), i.card).toBe(true);
      const greyHolds = viewAfter(7, steps, 'grey');
      for (const id of [...greyHolds.hands.grey!, ...greyHolds.specials.grey!]) expect(items.some((i) => i.card === id)).toBe(false);
      // the deck's count is printed beside it
      const digits = items.filter((i) => i.key.startsWith('count:')).map((i) => i.face.replace('digit-', '')).join('');
      expect(Number(digits)).toBe(view.deckCount);
    }
  });

  it('behind the privacy screen (handSide null) both hands are backs', () => {
    const view = viewAfter(7, 20, 'white');
    const items = cardItems({ view, handSide: null, playable: none, picked: null, hovered: null });
    for (const i of items.filter((x) => x.key.startsWith('hand:'))) expect(i).toMatchObject({ face: BACK_FACE, card: null });
    expect(items.filter((i) => i.key.startsWith('special:')).every((i) => i.card === null)).toBe(true);
  });

  it('the card in play lies large in the middle with its value lit; a playable card is raised, the picked one more', () => {
    let view: BbwView | null = null;
    for (let s = 5; s < 200 && !view; s++) {
      const v = viewAfter(7, s, 'white');
      if (v.action) view = v;
    }
    expect(view).not.toBeNull();
    const items = cardItems({ view: view!, handSide: 'white', playable: none, picked: null, hovered: null });
    const inPlay = items.find((i) => i.key.startsWith('inPlay:'))!;
    expect(inPlay).toMatchObject({ card: view!.action!.card, face: faceOf(view!.action!.card), x: CARD_SPOTS.inPlay.x, z: CARD_SPOTS.inPlay.z });
    expect(inPlay.w).toBeCloseTo(CARD.w * IN_PLAY_SCALE);
    const lit = items.find((i) => i.key === 'lit')!;
    // Movement is the card's top half (north, -z), Combat the bottom
    expect(Math.sign(lit.z - inPlay.z)).toBe(view!.action!.mode === 'move' ? -1 : 1);

    const hand = handView();
    const ids = hand.hands.white!;
    expect(ids.length).toBeGreaterThan(1);
    const rest = cardItems({ view: hand, handSide: 'white', playable: none, picked: null, hovered: null });
    const up = cardItems({ view: hand, handSide: 'white', playable: new Set(ids), picked: ids[0]!, hovered: null });
    const at = (xs: CardItem[], id: string) => xs.find((i) => i.card === id && i.key.startsWith('hand:'))!;
    expect(at(up, ids[1]!).y).toBeGreaterThan(at(rest, ids[1]!).y);
    expect(at(up, ids[0]!).y).toBeGreaterThan(at(up, ids[1]!).y);
    expect(up.filter((i) => i.face === 'halo').length).toBeGreaterThanOrEqual(ids.length);
    // a hovered card rises towards the middle, larger, and stays on the table
    const hov = cardItems({ view: hand, handSide: 'white', playable: none, picked: null, hovered: ids[1]! });
    const h = at(hov, ids[1]!);
    expect(h.z).toBeLessThan(at(rest, ids[1]!).z);
    expect(h.w).toBeGreaterThan(CARD.w);
    expect(corners(h).z1).toBeLessThanOrEqual(CARD_TABLE.z1);
  });
});

describe('bbw cards: shots', () => {
  const none = new Set<string>();
  it("the cards play the game's catalogue shots for the card beats", () => {
    for (const type of ['cards.drawn', 'card.played', 'randomEvent'] as const) {
      const entry = BBW_BEAT_CATALOGUE[type];
      expect(CARD_SHOTS.has(entry.shot), type).toBe(true);
    }
  });

  it("'chit' deals the cards one by one from the deck: none arrived at the start, all at the end", () => {
    const view = viewAfter(7, 1, 'white');
    const counts = { white: view.handCounts.white, grey: view.handCounts.grey };
    const at = (progress: number, motion = true) =>
      cardItems({ view, handSide: 'white', playable: none, picked: null, hovered: null }, { kind: 'chit', beat: { type: 'cards.drawn', counts }, progress, motion });
    const inHands = (xs: CardItem[]) => xs.filter((i) => i.key.startsWith('hand:')).length;
    expect(inHands(at(0))).toBe(0);
    const flying = at(0.01).find((i) => i.key.startsWith('deal:'))!;
    expect(flying.face).toBe(BACK_FACE);
    expect(Math.hypot(flying.x - CARD_SPOTS.deck.x, flying.z - CARD_SPOTS.deck.z)).toBeLessThan(1);
    expect(inHands(at(0.5))).toBeGreaterThan(0);
    expect(inHands(at(0.5))).toBeLessThan(counts.white + counts.grey);
    expect(inHands(at(1))).toBe(counts.white + counts.grey);
    // reduced motion: nothing flies, the hands are whole at once
    expect(inHands(at(0.1, false))).toBe(counts.white + counts.grey);
    expect(at(0.1, false).some((i) => i.key.startsWith('deal:'))).toBe(false);
  });

  it("'card' flies the played card from its side's hand to the middle, face up, then lights its value", () => {
    const view = handView();
    const card = view.hands.white![0]!;
    const shot = (progress: number) =>
      cardItems({ view, handSide: 'white', playable: none, picked: null, hovered: null }, { kind: 'card', beat: { type: 'card.played', side: 'white', card, mode: 'combat' }, progress, motion: true });
    const start = shot(0).find((i) => i.key === `play:${card}`)!;
    expect(Math.abs(start.z - CARD_SPOTS.hand.white.z)).toBeLessThan(0.5);
    const end = shot(1).find((i) => i.key === `play:${card}`)!;
    expect(end).toMatchObject({ x: CARD_SPOTS.inPlay.x, z: CARD_SPOTS.inPlay.z, face: faceOf(card) });
    expect(shot(0.2).some((i) => i.key === 'lit')).toBe(false);
    expect(shot(0.7).find((i) => i.key === 'lit')!.z).toBeGreaterThan(CARD_SPOTS.inPlay.z);
    // the card is not also drawn in the hand while it flies
    expect(shot(0.3).filter((i) => i.card === card)).toHaveLength(1);
  });

  it("'event' reveals the Random Event card and its chart result", () => {
    const view = viewAfter(7, 1, 'white');
    const items = cardItems({ view, handSide: 'white', playable: none, picked: null, hovered: null }, { kind: 'event', beat: { type: 'randomEvent', id: 'rain', roll: 3 }, progress: 0.35, motion: true });
    expect(items.find((i) => i.key === 'event:card')).toMatchObject({ x: CARD_SPOTS.inPlay.x, z: CARD_SPOTS.inPlay.z, face: 'event' });
    expect(items.some((i) => i.key === 'event:result')).toBe(false);
    const later = cardItems({ view, handSide: 'white', playable: none, picked: null, hovered: null }, { kind: 'event', beat: { type: 'randomEvent', id: 'rain', roll: 3 }, progress: 0.8, motion: true });
    // the result, large, in the middle where a viewer looks
    expect(later.find((i) => i.key === 'event:result')).toMatchObject({ face: resultFace(3), x: CARD_SPOTS.inPlay.x, z: CARD_SPOTS.inPlay.z });
    expect(later.find((i) => i.key === 'event:result')!.w).toBeCloseTo(CARD.w * IN_PLAY_SCALE);
  });
});
