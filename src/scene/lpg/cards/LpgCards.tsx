// La Petite Guerre's action cards on the 3D table (§5): each side's hand at its spot
// (LPG_TABLE.hands), with its deck, its discards and the cards it has in play (cardLayout.ts). The
// viewer's own hand is face up, its playable cards lit (boardPlay's play.cards; the picked one,
// play.selection.card, lifted most); the other hand is backs counted from view.handCounts; a hand
// the view does not give shows no id at all. Driven by the animation queue: a card drawn glides
// from the deck into the hand (card.drawn), a card played rises large over its hand while it acts
// and settles in play or on the discard (card.played).
//
// Contract (the table wires it):
//   view, viewer   the latest view and the side seated (null: none; both hands backs)
//   play           the board's click targets for the seated side (null: nothing to click)
//   onCard(id)     a lit card of the hand clicked; onUnlitCard(id): an unlit one (the table asks why)
//   onTip          a card's tooltip as the pointer moves over it (null as it leaves)
//   animation      the table's AnimationQueue (its driver runs elsewhere)
//   atlas          optional: the card atlas (else made here: lpgCardAtlasTexture after the fonts)
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { Texture } from 'three';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import type { AnimationQueue } from '../../animation/queue';
import { loadCanvasFonts } from '../../fonts';
import { useReducedMotion } from '../../reducedMotion';
import type { TipContent } from '../../tableTooltip';
import { useAsset } from '../../useAsset';
import type { BoardPlay } from '../boardPlay';
import { LPG_TABLE } from '../tableLayout';
import { actionCardTip, lpgCardAtlasTexture } from './cardFaces';
import { CardLabels } from './CardLabels';
import { cardScene, SIDES, type CardLabel, type CardSceneInput } from './cardLayout';
import { CardQuads } from './CardQuads';

/** The shots this component plays (src/scene/lpg/beatCatalogue.ts: both are 'card' shots; read by beat type). */
export const HAND_BEATS: ReadonlySet<string> = new Set(['card.drawn', 'card.played']);

export interface LpgCardsProps {
  view: LpgView;
  viewer: Side | null;
  play: BoardPlay | null;
  onCard(id: string): void;
  onUnlitCard(id: string): void;
  onTip?(tip: TipContent | null, e?: ThreeEvent<PointerEvent>): void;
  animation?: AnimationQueue | null;
  atlas?: Texture;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The card atlas, made once the canvas fonts are loaded (suspends meanwhile). */
export function useLpgCardAtlas(): Texture {
  return useAsset('lpg-card-atlas', () => loadCanvasFonts().then(() => lpgCardAtlasTexture()));
}

function WithAtlas(props: LpgCardsProps) {
  const atlas = useLpgCardAtlas();
  return <Hands {...props} atlas={atlas} />;
}

const Hands = memo(function Hands({ view, viewer, play, onCard, onUnlitCard, onTip, animation, atlas }: LpgCardsProps & { atlas: Texture }) {
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState<string | null>(null);
  const own = viewer ? view.hands[viewer] : null;
  // The card that came with the last draw (the new id in the viewer's hand), for its flight.
  const lastHand = useRef<readonly string[] | null>(null);
  const arriving = useRef<string | null>(null);
  if (own !== lastHand.current) {
    const before = lastHand.current;
    if (own && before) {
      const left = [...before];
      const fresh = own.filter((c) => {
        const i = left.indexOf(c);
        if (i >= 0) left.splice(i, 1);
        return i < 0;
      });
      if (fresh.length > 0) arriving.current = fresh[fresh.length - 1]!;
    }
    lastHand.current = own;
  }
  const playable = play ? new Set(play.cards.keys()) : EMPTY;
  const playableKey = [...playable].join(',');
  const picked = play?.selection.card ?? null;
  const input: CardSceneInput = useMemo(() => ({ view, playable, picked, hovered, arriving: arriving.current }), [view, playableKey, picked, hovered]);
  const scene = useMemo(() => cardScene(input), [input]);
  const relay = useCallback(() => {
    const f = animation?.current;
    if (!f || !HAND_BEATS.has(f.shot.beat.type)) return null;
    return cardScene({ ...input, arriving: arriving.current }, { beat: f.shot.beat, progress: f.progress, motion: f.shot.tumble && !reduced }).items;
  }, [animation, input, reduced]);
  // Each hand spot's words (their keys end in the side), printed with its mat: one draw call a spot.
  const labelsBySide = useMemo(() => Object.fromEntries(SIDES.map((s) => [s, scene.labels.filter((l) => l.key.endsWith(`:${s}`))])) as Record<Side, CardLabel[]>, [scene.labels]);
  const ownKey = (key: string | null) => !!viewer && !!key && key.startsWith(`hand:${viewer}:`);
  return (
    <group name="lpg-cards">
      {SIDES.map((s) => (
        <CardLabels key={s} name={`lpg-hand-words-${s}`} spot={LPG_TABLE.hands[s]} labels={labelsBySide[s]} />
      ))}
      <CardQuads
        name="lpg-hand-cards"
        atlas={atlas}
        items={scene.items}
        relay={animation ? relay : undefined}
        onHover={(card, e, key) => {
          const mine = ownKey(key) ? card : null;
          setHovered((h) => (h === mine ? h : mine));
          onTip?.(card ? actionCardTip(card, ownKey(key) && playable.has(card)) : null, e ?? undefined);
        }}
        onClick={(card, key) => {
          if (!ownKey(key)) return;
          if (playable.has(card)) onCard(card);
          else onUnlitCard(card);
        }}
      />
    </group>
  );
});

export function LpgCards(props: LpgCardsProps) {
  return props.atlas ? <Hands {...props} atlas={props.atlas} /> : <WithAtlas {...props} />;
}
