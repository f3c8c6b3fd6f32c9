// Where Brief Border Wars' cards lie on the table (pure: no three, no React), in world units around
// the printed sheet (sheetLayout.ts SHEET_RECT, x -20.6..20.6, z -12.4..12.4; the table is that
// widened by 16 x 12: x -28.6..28.6, z -18.4..18.4):
//   - each side's hand fanned at its edge of the table (white, the designated player, at the south
//     edge nearest the home camera; grey at the north edge), beyond the sheet;
//   - each side's Special Action cards beside its hand, to its player's right (the west margin is the
//     dice tray's, tableLayout.ts);
//   - the east margin: the face-down deck and its count (north), the card in play, large, with the
//     value used lit (middle), this turn's Random Event result under it, and the discard pile (south).
// cardItems turns a view (and the shot now playing, if any) into the quads the instanced mesh draws:
// a hidden hand gives only backs, from a count, and no card id. The view is the one after the shot
// (the latest): a shot plays the way into it (the dealt cards not yet arrived stay out of the hands,
// the played card flies from its side's hand while its place in play or on the discard waits).
import type { BbwView } from '../../../games/bbw/view';
import type { AtlasQuad } from '../../atlasQuads';
import type { Side } from '../../../games/bbw/types';
import { SHEET_RECT } from '../sheetLayout';
import { BACK_FACE, EVENT_FACE, HALO_FACE, LIT_FACE, digitFace, faceOf, resultFace, specialFace } from './cardFaces';

/** One card's size on the table (world units; a counter is 1.4 across). */
export const CARD = { w: 2.4, d: 3.36 } as const;
/** The card in play is drawn this much larger, to be read across a room. */
export const IN_PLAY_SCALE = 2.6;
export const RESULT_SCALE = 1.25;

/** The table the cards lie on (the sheet widened by 16 x 12). */
export const CARD_TABLE = { x0: SHEET_RECT.x - SHEET_RECT.w / 2 - 8, x1: SHEET_RECT.x + SHEET_RECT.w / 2 + 8, z0: SHEET_RECT.z - SHEET_RECT.d / 2 - 6, z1: SHEET_RECT.z + SHEET_RECT.d / 2 + 6 };
const SHEET = { x0: SHEET_RECT.x - SHEET_RECT.w / 2, x1: SHEET_RECT.x + SHEET_RECT.w / 2, z0: SHEET_RECT.z - SHEET_RECT.d / 2, z1: SHEET_RECT.z + SHEET_RECT.d / 2 };
const EAST_X = (SHEET.x1 + CARD_TABLE.x1) / 2;
/** How far east (white) or west (grey) of the middle a side's Special Action cards lie: clear of a full hand's fan. */
const SPECIALS_X = 15.5;

/** Fixed spots (card centres, world x/z). */
export const CARD_SPOTS = {
  deck: { x: EAST_X, z: CARD_TABLE.z0 + 3.9 },
  deckCount: { x: EAST_X, z: CARD_TABLE.z0 + 7.4 },
  inPlay: { x: EAST_X, z: -2.2 },
  result: { x: EAST_X, z: 4.8 },
  discard: { x: EAST_X, z: CARD_TABLE.z1 - 3.9 },
  specials: { grey: { x: -SPECIALS_X, z: CARD_TABLE.z0 + 2.9 }, white: { x: SPECIALS_X, z: CARD_TABLE.z1 - 2.9 } },
  hand: { grey: { x: 0, z: CARD_TABLE.z0 + 2.9 }, white: { x: 0, z: CARD_TABLE.z1 - 2.9 } },
} as const;

/** Which way "towards the middle" is from a side's edge (z). */
const INWARD: Record<Side, number> = { white: -1, grey: 1 };
const HAND_STEP = 2.2;
const SPECIAL_STEP = 0.95;
const Y0 = 0.05;
const LAYER = 0.012;

/** A hand's n cards fanned at its side's edge: centre, yaw (radians) and a slight lift per card (left to right). */
export function handFan(side: Side, n: number): { x: number; z: number; y: number; rotY: number }[] {
  const c = CARD_SPOTS.hand[side];
  const step = n > 8 ? (HAND_STEP * 8) / n : HAND_STEP;
  return Array.from({ length: n }, (_, i) => {
    const t = i - (n - 1) / 2;
    // the fan bows towards the edge at its ends; the yaw spreads the cards like a held hand
    const z = c.z - INWARD[side] * 0.025 * t * t;
    const turn = n > 1 ? Math.min(0.045, 0.15 / ((n - 1) / 2)) : 0;
    return { x: c.x + t * step, z, y: Y0 + 0.05 + i * LAYER, rotY: -t * turn * (side === 'white' ? 1 : -1) };
  });
}

/** A side's Special Action cards, overlapping in a row. */
export function specialRow(side: Side, n: number): { x: number; z: number; y: number }[] {
  const c = CARD_SPOTS.specials[side];
  return Array.from({ length: n }, (_, i) => ({ x: c.x + (i - (n - 1) / 2) * SPECIAL_STEP, z: c.z, y: Y0 + i * LAYER }));
}

/** A quad the instanced mesh draws: the shared atlas layer's quad (face, centre, size, turn) and what it is. */
export interface CardItem extends AtlasQuad {
  key: string;
  /** The card id a click or hover reports (only cards the viewer may see); null for anything else. */
  card: string | null;
}

/** The shot playing now, as cardItems reads it. */
export interface CardShot {
  kind: string;
  beat: { type: string; [k: string]: unknown };
  /** 0..1 */
  progress: number;
  /** false with reduced motion: no flight, no flip; things appear in place. */
  motion: boolean;
}

export interface CardSceneInput {
  view: Pick<BbwView, 'hands' | 'handCounts' | 'specials' | 'specialCounts' | 'deckCount' | 'discard' | 'action' | 'events' | 'turn' | 'options'>;
  handSide: Side | null;
  playable: ReadonlySet<string>;
  picked: string | null;
  hovered: string | null;
}

const ease = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Whether a side's hand is drawn face up: the viewer's own (handSide), or one 9.13 plays face up. */
export function handFaceUp(view: CardSceneInput['view'], side: Side, handSide: Side | null): boolean {
  return view.hands[side] !== null && (side === handSide || view.options.openHand[side]);
}

function flight(from: { x: number; z: number }, to: { x: number; z: number }, t: number, arc = 2.5): { x: number; y: number; z: number } {
  const e = ease(t);
  return { x: lerp(from.x, to.x, e), z: lerp(from.z, to.z, e), y: Y0 + 0.4 + Math.sin(Math.PI * e) * arc };
}

/** Everything the cards show now: static places from the view, and the shot's flying cards. */
export function cardItems(input: CardSceneInput, shot: CardShot | null = null): CardItem[] {
  const { view, handSide, playable, picked, hovered } = input;
  const halos: CardItem[] = [];
  const cards: CardItem[] = [];
  const over: CardItem[] = [];
  const card = (key: string, face: string, p: { x: number; y: number; z: number }, scale = 1, rotY = 0, id: string | null = null): CardItem => ({
    key, face, x: p.x, y: p.y, z: p.z, w: CARD.w * scale, d: CARD.d * scale, rotY, card: id,
  });

  // the deal in progress: cards not yet arrived stay out of the hands
  let dealt: Record<Side, number> | null = null;
  if (shot?.kind === 'chit') {
    const counts = (shot.beat.counts as Record<Side, number> | undefined) ?? { white: 0, grey: 0 };
    const total = counts.white + counts.grey;
    const arrived = shot.motion ? Math.floor(shot.progress * total + 1e-9) : total;
    // dealt alternately from the top: white, grey, white, ...
    const order: Side[] = [];
    for (let i = 0, w = 0, g = 0; i < total; i++) {
      if ((i % 2 === 0 && w < counts.white) || g >= counts.grey) (order.push('white'), w++);
      else (order.push('grey'), g++);
    }
    dealt = { white: counts.white, grey: counts.grey };
    for (let i = 0; i < arrived; i++) dealt[order[i]!]--;
    // the one in the air
    if (shot.motion && arrived < total) {
      const side = order[arrived]!;
      const t = shot.progress * total - arrived;
      const fan = handFan(side, view.handCounts[side]);
      const to = fan[Math.max(0, view.handCounts[side] - dealt[side])] ?? CARD_SPOTS.hand[side];
      over.push(card(`deal:${arrived}`, BACK_FACE, flight(CARD_SPOTS.deck, to, t, 3), 1, 0));
    }
  }

  // the played card in flight (hidden from its static place meanwhile)
  let flying: string | null = null;
  if (shot?.kind === 'card' && typeof shot.beat.card === 'string') {
    const id = shot.beat.card;
    const side = shot.beat.side as Side;
    const special = shot.beat.mode === 'special';
    flying = id;
    const face = faceOf(id);
    const from = CARD_SPOTS.hand[side];
    const p = shot.motion ? shot.progress : 0.6;
    let pos: { x: number; y: number; z: number };
    let scale: number;
    if (p < 0.45) {
      pos = flight(from, CARD_SPOTS.inPlay, p / 0.45, 3);
      scale = lerp(1, IN_PLAY_SCALE, ease(p / 0.45));
    } else if (!special || p < 0.8) {
      pos = { ...CARD_SPOTS.inPlay, y: Y0 + 0.4 };
      scale = IN_PLAY_SCALE;
    } else {
      pos = flight(CARD_SPOTS.inPlay, CARD_SPOTS.discard, (p - 0.8) / 0.2, 1.5);
      scale = lerp(IN_PLAY_SCALE, 1, ease((p - 0.8) / 0.2));
    }
    over.push(card(`play:${id}`, face, pos, scale, 0, id));
    const mode = shot.beat.mode;
    if (p >= 0.45 && (mode === 'move' || mode === 'combat')) over.push(litFrame(mode, pos.y + 0.02));
  }

  // a Random Event revealed: the card flies face up to the middle, then its chart result takes its
  // place there, large, while the card steps aside (where the result stays for the rest of the turn)
  if (shot?.kind === 'event') {
    const roll = Number(shot.beat.roll);
    const p = shot.motion ? shot.progress : 0.6;
    const known = roll >= 1 && roll <= 6;
    if (p < 0.3) {
      over.push(card('event:card', EVENT_FACE, flight(CARD_SPOTS.deck, CARD_SPOTS.inPlay, p / 0.3, 3), lerp(1, IN_PLAY_SCALE, ease(p / 0.3))));
    } else if (p < 0.45 || !known) {
      over.push(card('event:card', EVENT_FACE, { ...CARD_SPOTS.inPlay, y: Y0 + 0.45 }, IN_PLAY_SCALE));
    } else {
      const t = shot.motion ? ease((p - 0.45) / 0.2) : 1;
      const aside = { x: CARD_SPOTS.result.x, z: CARD_SPOTS.result.z };
      over.push(card('event:card', EVENT_FACE, { x: lerp(CARD_SPOTS.inPlay.x, aside.x, t), z: lerp(CARD_SPOTS.inPlay.z, aside.z, t), y: Y0 + 0.3 }, lerp(IN_PLAY_SCALE, RESULT_SCALE, t)));
      over.push(card('event:result', resultFace(roll), { ...CARD_SPOTS.inPlay, y: Y0 + 0.5 }, IN_PLAY_SCALE));
    }
  }

  // the deck: a stack of backs and its count
  const deckShown = view.deckCount;
  const layers = Math.min(8, Math.ceil(deckShown / 6));
  for (let i = 0; i < layers; i++) cards.push(card(`deck:${i}`, BACK_FACE, { ...CARD_SPOTS.deck, y: Y0 + i * 0.03 }));
  const digits = String(deckShown).split('');
  digits.forEach((d, i) => {
    const dx = (i - (digits.length - 1) / 2) * 1.25;
    cards.push({ key: `count:${i}`, face: digitFace(Number(d)), x: CARD_SPOTS.deckCount.x + dx, y: Y0, z: CARD_SPOTS.deckCount.z, w: 1.2, d: 1.68, rotY: 0, card: null });
  });

  // the discard pile: its top card face up (the card in flight not yet there)
  // (6.0: the card in play is already on the discard in the rules' state; it shows in play until its action ends)
  const pile = view.discard.filter((c) => c !== view.action?.card && (c !== flying || shot?.kind !== 'card'));
  if (shot?.kind === 'event') {
    const i = pile.map((c) => faceOf(c)).lastIndexOf(EVENT_FACE);
    if (i >= 0) pile.splice(i, 1);
  }
  const pileLayers = Math.min(4, pile.length);
  for (let i = 0; i < pileLayers; i++) {
    const id = pile[pile.length - pileLayers + i]!;
    const top = i === pileLayers - 1;
    cards.push(card(`discard:${i}`, faceOf(id), { ...CARD_SPOTS.discard, y: Y0 + i * 0.03 }, 1, (i - pileLayers + 1) * 0.06, top ? id : null));
  }

  // the card in play (6.1 / 6.2), large, its value lit
  if (view.action && view.action.card !== flying) {
    const pos = { ...CARD_SPOTS.inPlay, y: Y0 + 0.1 };
    cards.push(card(`inPlay:${view.action.card}`, faceOf(view.action.card), pos, IN_PLAY_SCALE, 0, view.action.card));
    over.push(litFrame(view.action.mode, pos.y + 0.02));
  }

  // this turn's Random Event result stays shown under the card in play
  const ev = [...view.events].reverse().find((e) => e.turn === view.turn);
  if (ev && shot?.kind !== 'event') cards.push(card(`result:${ev.roll}`, resultFace(ev.roll), { ...CARD_SPOTS.result, y: Y0 }, RESULT_SCALE));

  for (const side of ['white', 'grey'] as const) {
    // Special Action cards: every one shows its (colour's) face; only the viewer's own carry ids
    const own = side === handSide ? view.specials[side] : null;
    const n = view.specialCounts[side];
    specialRow(side, n).forEach((p, i) => {
      const id = own?.[i] ?? null;
      const lifted = liftOf(id, playable, picked, hovered);
      if (id && playable.has(id)) halos.push(haloAt(p.x, p.z + INWARD[side] * lifted.slide, p.y - 0.01, id === picked));
      cards.push(card(`special:${side}:${i}`, specialFace(side), { x: p.x, y: p.y + lifted.up, z: p.z + INWARD[side] * lifted.slide }, 1, 0, id));
    });

    // the hand, fanned; a hidden one is only backs counted from handCounts
    const up = handFaceUp(view, side, handSide);
    const ids = up ? view.hands[side]! : null;
    const count = (ids ? ids.length : view.handCounts[side]) - (dealt?.[side] ?? 0);
    const shown = ids ? ids.filter((c) => c !== flying).slice(0, Math.max(0, count)) : null;
    const n2 = shown ? shown.length : Math.max(0, count);
    handFan(side, n2).forEach((p, i) => {
      const id = shown?.[i] ?? null;
      const lifted = liftOf(id, playable, picked, hovered);
      const z = p.z + INWARD[side] * lifted.slide;
      if (id && playable.has(id)) halos.push(haloAt(p.x, z, p.y - 0.01, id === picked));
      cards.push(card(`hand:${side}:${i}`, id ? faceOf(id) : BACK_FACE, { x: p.x, y: p.y + lifted.up, z }, lifted.scale, p.rotY, id));
    });
  }
  return [...halos, ...cards, ...over];
}

function liftOf(id: string | null, playable: ReadonlySet<string>, picked: string | null, hovered: string | null): { up: number; slide: number; scale: number } {
  if (!id) return { up: 0, slide: 0, scale: 1 };
  if (id === picked) return { up: 0.9, slide: 1.6, scale: 1.15 };
  if (id === hovered) return { up: 0.7, slide: 1.2, scale: 1.25 };
  if (playable.has(id)) return { up: 0.3, slide: 0.5, scale: 1 };
  return { up: 0, slide: 0, scale: 1 };
}

function haloAt(x: number, z: number, y: number, strong: boolean): CardItem {
  const s = strong ? 1.35 : 1.22;
  return { key: `halo:${x.toFixed(2)}:${z.toFixed(2)}`, face: HALO_FACE, x, y, z, w: CARD.w * s, d: CARD.d * s, rotY: 0, card: null };
}

/** The frame lighting the value used on the card in play: Movement is the top half, Combat the bottom. */
function litFrame(mode: 'move' | 'combat', y: number): CardItem {
  const d = (CARD.d * IN_PLAY_SCALE) / 2;
  const z = CARD_SPOTS.inPlay.z + (mode === 'move' ? -d / 2 : d / 2);
  return { key: 'lit', face: LIT_FACE, x: CARD_SPOTS.inPlay.x, y, z, w: CARD.w * IN_PLAY_SCALE + 0.3, d: d + 0.2, rotY: 0, card: null };
}
