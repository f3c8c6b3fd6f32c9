// Where La Petite Guerre's action cards lie on the table (pure: no three, no React), in each side's
// hand spot (tableLayout.ts LPG_TABLE.hands: 18 x 8 world units at the foot of its column):
//   - a top band: the side's name and its hand's count (left), the cards it has in play this player
//     turn (view.played, public: right);
//   - below: the deck (backs, its count under it), the hand (face up only where the view gives the
//     ids: the viewer's own; else backs counted from handCounts), the discard pile (open: its top
//     card face up, its count under it).
// cardItems turns a view (and the shot now playing, if any) into the quads the card mesh draws: a
// card drawn glides from the deck to its place in the hand (card.drawn); a card played rises from
// the hand, shown large over the hand spot while it acts, then settles in play or on the discard
// (card.played). The view is the one after the shot: a shot plays the way into it.
import type { LpgView } from '../../../games/lpg/view';
import type { AtlasQuad } from '../../atlasQuads';
import type { Side } from '../../../games/lpg/types';
import { LPG_TABLE, type TableSpot } from '../tableLayout';
import { HALO_FACE, LIT_FACE, actionCard, backFace, hasFace } from './cardFaces';

/** A hand card's size (world units; a hex is 2 across). */
export const HAND_CARD = { w: 2.9, d: 4.06 } as const;
/** Deck and discard cards. */
export const PILE_CARD = { w: 2.2, d: 3.08 } as const;
/** Cards in play (the top band). */
export const PLAY_CARD = { w: 1.75, d: 2.45 } as const;
/** The card played, shown large over its side's hand spot while it acts. */
export const LARGE_CARD = { w: 5.0, d: 7.0 } as const;
/** Most cards laid side by side without overlapping; more fan in the same width. */
export const HAND_ROOM = 4;
const HAND_STEP = 3.1;
const PLAY_STEP = 1.9;
const Y0 = 0.06;
const LAYER = 0.012;

/** Local places in a hand spot (from its centre; x east, z south). */
export const HAND_PLACES = {
  title: { x: -8.7, z: -3.2 },
  inPlay: { x0: 1.3, z: -2.55 },
  inPlayLabel: { x: 1.05, z: -2.55 },
  deck: { x: -7.65, z: 0.75 },
  deckCount: { x: -7.65, z: 3.05 },
  hand: { x: 0, z: 1.45 },
  discard: { x: 7.65, z: 0.75 },
  discardCount: { x: 7.65, z: 3.05 },
} as const;

/** A quad the card mesh draws: the shared atlas layer's quad (face, centre, size in world units, turn) and what it is. */
export interface CardItem extends AtlasQuad {
  key: string;
  /** The card id a click or hover reports (only cards the viewer may see); null for anything else. */
  card: string | null;
}

/** A line of text on the table (world units; flat, read from the south). */
export interface CardLabel {
  key: string;
  text: string;
  x: number;
  z: number;
  size: number;
  anchor: 'left' | 'center' | 'right';
  tone: 'plain' | 'side' | 'dim' | 'gold';
  side?: Side;
}

/** The shot playing now, as cardItems reads it. */
export interface CardShot {
  beat: { type: string; [k: string]: unknown };
  /** 0..1 */
  progress: number;
  /** false with reduced motion: no flight; things appear in place. */
  motion: boolean;
}

export interface CardSceneInput {
  view: Pick<LpgView, 'hands' | 'handCounts' | 'deckCounts' | 'discards' | 'played' | 'combat' | 'cardWindow'>;
  /** Lit cards of the seated side's hand (boardPlay's play.cards). */
  playable: ReadonlySet<string>;
  picked: string | null;
  hovered: string | null;
  /** Of the viewer's own hand: the card that arrived with the drawn shot now playing (null: not known, the last). */
  arriving?: string | null;
}

export const SIDES: readonly Side[] = ['american', 'british'];

/** A hand spot's world rectangle (x0, x1, z0, z1). */
export function spotBounds(spot: Pick<TableSpot, 'x' | 'z' | 'w' | 'd'>): { x0: number; x1: number; z0: number; z1: number } {
  return { x0: spot.x - spot.w / 2, x1: spot.x + spot.w / 2, z0: spot.z - spot.d / 2, z1: spot.z + spot.d / 2 };
}

/** The centres of a hand of n cards laid left to right (local x), never wider than HAND_ROOM cards. */
export function handXs(n: number): number[] {
  const step = n > HAND_ROOM ? (HAND_STEP * (HAND_ROOM - 1)) / (n - 1) : HAND_STEP;
  return Array.from({ length: n }, (_, i) => HAND_PLACES.hand.x + (i - (n - 1) / 2) * step);
}

/** The centres of n cards in play (local x), from the band's left. */
export function inPlayXs(n: number): number[] {
  const room = 9 - 0.15 - HAND_PLACES.inPlay.x0 - PLAY_CARD.w / 2;
  const step = n > 4 ? room / (n - 1) : PLAY_STEP;
  return Array.from({ length: n }, (_, i) => HAND_PLACES.inPlay.x0 + PLAY_CARD.w / 2 + i * step);
}

const ease = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const faceOf = (card: string, side: Side) => (hasFace(card) ? card : backFace(side));

/** Whether a played card acts in the battle now open (Grenadiers, Fighting Retreat: played in its window). */
export function actsInBattle(played: { card: string; hex: string | null }, combat: { hex: string } | null): boolean {
  return !!combat && played.hex === combat.hex && actionCard(played.card)?.timing === 'beforeCombatCards';
}

/** Everything the hands show now: static places from the view, and the shot's flying card. */
export function cardScene(input: CardSceneInput, shot: CardShot | null = null): { items: CardItem[]; labels: CardLabel[] } {
  const { view, playable, picked, hovered } = input;
  const halos: CardItem[] = [];
  const cards: CardItem[] = [];
  const over: CardItem[] = [];
  const labels: CardLabel[] = [];
  for (const side of SIDES) {
    const spot = LPG_TABLE.hands[side];
    const at = (lx: number, lz: number) => ({ x: spot.x + lx, z: spot.z + lz });
    const put = (key: string, face: string, p: { x: number; z: number }, size: { w: number; d: number }, y = Y0, id: string | null = null, rotY = 0): CardItem => ({ key, face, x: p.x, y, z: p.z, w: size.w, d: size.d, rotY, card: id });

    const drawing = shot?.beat.type === 'card.drawn' && shot.beat.side === side ? shot : null;
    const playing = shot?.beat.type === 'card.played' && shot.beat.side === side && typeof shot.beat.card === 'string' ? shot : null;
    const playedId = playing ? (playing.beat.card as string) : null;

    // The hand: ids where the view gives them, else a count of backs.
    const ids = view.hands[side];
    let shownIds: (string | null)[] = ids ? [...ids] : Array<null>(view.handCounts[side]).fill(null);
    let arrivingAt = -1;
    if (drawing) {
      arrivingAt = ids && input.arriving ? ids.indexOf(input.arriving) : shownIds.length - 1;
      if (arrivingAt < 0) arrivingAt = shownIds.length - 1;
    }
    const handLayout = handXs(shownIds.length);
    const handZ = HAND_PLACES.hand.z;
    shownIds.forEach((id, i) => {
      const p = at(handLayout[i]!, handZ);
      if (i === arrivingAt && drawing) {
        // In flight from the deck (face down; the owner's face shows as it lands).
        const t = drawing.motion ? drawing.progress : 1;
        if (t >= 1) return;
        const from = at(HAND_PLACES.deck.x, HAND_PLACES.deck.z);
        const e = ease(t);
        const face = id && t > 0.75 ? faceOf(id, side) : backFace(side);
        over.push(put(`draw:${side}`, face, { x: lerp(from.x, p.x, e), z: lerp(from.z, p.z, e) }, { w: lerp(PILE_CARD.w, HAND_CARD.w, e), d: lerp(PILE_CARD.d, HAND_CARD.d, e) }, Y0 + 0.3 + Math.sin(Math.PI * e) * 1.6, null));
        return;
      }
      const lit = id !== null && playable.has(id);
      const lift = id === null ? 0 : id === picked ? 0.55 : id === hovered ? 0.45 : lit ? 0.3 : 0;
      const pz = p.z - lift;
      if (lit) halos.push(put(`halo:${side}:${i}`, HALO_FACE, { x: p.x, z: pz }, { w: HAND_CARD.w * (id === picked ? 1.2 : 1.12), d: HAND_CARD.d * (id === picked ? 1.14 : 1.08) }, Y0 - 0.01));
      cards.push(put(`hand:${side}:${i}`, id ? faceOf(id, side) : backFace(side), { x: p.x, z: pz }, HAND_CARD, Y0 + 0.02 + i * LAYER + (lift > 0 ? 0.2 : 0), id));
    });
    shownIds = [];

    // The deck: backs, a layer for every three cards, and its count.
    const deck = view.deckCounts[side];
    const layers = deck === 0 ? 0 : Math.min(6, Math.ceil(deck / 3));
    for (let i = 0; i < layers; i++) cards.push(put(`deck:${side}:${i}`, backFace(side), at(HAND_PLACES.deck.x, HAND_PLACES.deck.z), PILE_CARD, Y0 + i * 0.025));
    labels.push({ key: `deckCount:${side}`, text: `deck ${deck}`, ...at(HAND_PLACES.deckCount.x, HAND_PLACES.deckCount.z), size: 0.62, anchor: 'center', tone: 'plain' });

    // The discard pile, open: its top card face up (the card being played not yet on it).
    const pile = view.discards[side].filter((c, i, all) => !(c === playedId && i === all.lastIndexOf(c)));
    const shownPile = pile.slice(-3);
    shownPile.forEach((c, i) => {
      const top = i === shownPile.length - 1;
      cards.push(put(`discard:${side}:${i}`, faceOf(c, side), at(HAND_PLACES.discard.x, HAND_PLACES.discard.z), PILE_CARD, Y0 + i * 0.025, top ? c : null, (i - shownPile.length + 1) * 0.05));
    });
    labels.push({ key: `discardCount:${side}`, text: `discards ${view.discards[side].length}`, ...at(HAND_PLACES.discardCount.x, HAND_PLACES.discardCount.z), size: 0.62, anchor: 'center', tone: 'plain' });

    // The cards in play (public), the one acting in the open battle lit.
    const inPlay = view.played[side].filter((p, i, all) => !(p.card === playedId && i === all.map((x) => x.card).lastIndexOf(p.card)));
    const xs = inPlayXs(inPlay.length);
    inPlay.forEach((p, i) => {
      const c = at(xs[i]!, HAND_PLACES.inPlay.z);
      if (actsInBattle(p, view.combat)) over.push(put(`lit:${side}:${i}`, LIT_FACE, c, { w: PLAY_CARD.w * 1.18, d: PLAY_CARD.d * 1.12 }, Y0 + 0.05));
      cards.push(put(`play:${side}:${i}`, faceOf(p.card, side), c, PLAY_CARD, Y0 + 0.02, p.card));
    });
    labels.push({ key: `inPlay:${side}`, text: inPlay.length || playing ? 'in play' : 'none in play', ...at(HAND_PLACES.inPlayLabel.x, HAND_PLACES.inPlayLabel.z), size: 0.5, anchor: 'right', tone: 'dim' });

    const count = view.handCounts[side];
    labels.push({ key: `title:${side}`, text: side === 'american' ? 'AMERICAN CARDS' : 'BRITISH CARDS', ...at(HAND_PLACES.title.x, HAND_PLACES.title.z - 0.35), size: 0.95, anchor: 'left', tone: 'side', side });
    labels.push({ key: `count:${side}`, text: `${count} in hand${ids ? '' : count ? ' (hidden)' : ''}`, ...at(HAND_PLACES.title.x, HAND_PLACES.title.z + 0.75), size: 0.62, anchor: 'left', tone: 'plain' });

    // The card played: up from the hand, large over the spot while it acts, then to its place.
    if (playing && playedId) {
      const t = playing.motion ? playing.progress : 0.5;
      const from = at(HAND_PLACES.hand.x, handZ);
      const mid = at(0, 0);
      const slot = view.played[side].findIndex((p) => p.card === playedId);
      const end = slot >= 0 ? at(inPlayXs(view.played[side].length)[slot]!, HAND_PLACES.inPlay.z) : at(HAND_PLACES.discard.x, HAND_PLACES.discard.z);
      const endSize = slot >= 0 ? PLAY_CARD : PILE_CARD;
      const face = faceOf(playedId, side);
      if (t < 0.25) {
        const e = ease(t / 0.25);
        over.push(put(`played:${side}`, face, { x: lerp(from.x, mid.x, e), z: lerp(from.z, mid.z, e) }, { w: lerp(HAND_CARD.w, LARGE_CARD.w, e), d: lerp(HAND_CARD.d, LARGE_CARD.d, e) }, 0.6 + e * 0.9, playedId));
      } else if (t < 0.8) {
        over.push(put(`lit:played:${side}`, LIT_FACE, mid, { w: LARGE_CARD.w * 1.1, d: LARGE_CARD.d * 1.07 }, 1.48));
        over.push(put(`played:${side}`, face, mid, LARGE_CARD, 1.5, playedId));
      } else {
        const e = ease((t - 0.8) / 0.2);
        over.push(put(`played:${side}`, face, { x: lerp(mid.x, end.x, e), z: lerp(mid.z, end.z, e) }, { w: lerp(LARGE_CARD.w, endSize.w, e), d: lerp(LARGE_CARD.d, endSize.d, e) }, lerp(1.5, Y0 + 0.1, e), playedId));
      }
    }
  }
  return { items: [...halos, ...cards, ...over], labels };
}
