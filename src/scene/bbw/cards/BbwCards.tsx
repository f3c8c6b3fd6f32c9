// Brief Border Wars' cards on the 3D table: one instanced mesh over one atlas (cardFaces.ts), so all
// the cards (deck, discard, hands, Special Action cards, the card in play with its value lit, the
// Random Event result, the deck's count, the halos of playable cards) cost one draw call. Where each
// lies comes from cardLayout.ts (pure); this component writes the instances and, while the shared
// animation queue plays a 'chit' (cards dealt), 'card' (a card played) or 'event' (a Random Event
// revealed) shot, re-lays them every frame at the shot's progress. With reduced motion the cards
// do not fly: they appear in place and the lit value and the event's result stay for the shot.
//
// Contract (the table wires it):
//   view       the view after the shots enqueued so far (the latest; a shot plays the way into it)
//   handSide   the side whose hand may be seen now (null: none, e.g. behind the privacy screen or
//              two bots); the other hand is backs counted from handCounts, never ids
//   playable   card ids that may be played now (raised on a halo); picked: the one picked (lifted)
//   onCardClick / onCardHover  a visible card's id (own hand, own Special Action cards, the card
//              in play, the discard's top); a hover also raises the card so its values can be read.
//              onCardHover is called as the pointer moves over a card, with the pointer event (a
//              table tooltip follows it: placeTooltip), and with (null, null) when it leaves
//   animation  the table's AnimationQueue (its driver runs elsewhere: useAnimationFrameQueue)
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import type { InstancedMesh, Texture } from 'three';
import { atlasQuadGeometry, atlasQuadMaterial, writeAtlasQuads } from '../../atlasQuads';
import type { Side } from '../../../games/bbw/types';
import type { BbwView } from '../../../games/bbw/view';
import type { AnimationQueue } from '../../animation/queue';
import { useReducedMotion } from '../../reducedMotion';
import { faceUv } from './cardFaces';
import { cardItems, type CardItem, type CardShot } from './cardLayout';

/** The shots this component plays (the beat catalogue's names: src/scene/bbw/beatCatalogue.ts). */
export const CARD_SHOTS: ReadonlySet<string> = new Set(['chit', 'card', 'event']);
const MAX_ITEMS = 128;

export interface BbwCardsProps {
  view: BbwView;
  /** The card atlas (cardAtlasTexture(board.scenario.data.randomEvents), after loadCanvasFonts). */
  atlas: Texture;
  handSide: Side | null;
  playable?: ReadonlySet<string>;
  picked?: string | null;
  onCardClick?: (card: string) => void;
  onCardHover?: (card: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  animation?: AnimationQueue | null;
}

const EMPTY: ReadonlySet<string> = new Set();

const cardMaterial = (atlas: Texture) => atlasQuadMaterial(atlas, 'sandtable-bbw-card');
const cardGeometry = () => atlasQuadGeometry(MAX_ITEMS);
const writeItems = (mesh: InstancedMesh, items: readonly CardItem[]) => writeAtlasQuads(mesh, items, faceUv, MAX_ITEMS);

export const BbwCards = memo(function BbwCards({ view, atlas, handSide, playable = EMPTY, picked = null, onCardClick, onCardHover, animation }: BbwCardsProps) {
  const mesh = useRef<InstancedMesh>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const reduced = useReducedMotion();
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(() => cardMaterial(atlas), [atlas]);
  const geometry = useMemo(cardGeometry, []);
  useEffect(() => () => (material.dispose(), geometry.dispose()), [material, geometry]);

  const input = useMemo(() => ({ view, handSide, playable, picked, hovered }), [view, handSide, playable, picked, hovered]);
  const items = useRef<CardItem[]>([]);
  const lastShot = useRef<number | null>(null);

  const shotNow = useCallback((): CardShot | null => {
    const f = animation?.current;
    if (!f || !CARD_SHOTS.has(f.shot.kind)) return null;
    return { kind: f.shot.kind, beat: f.shot.beat, progress: f.progress, motion: f.shot.tumble && !reduced };
  }, [animation, reduced]);

  const lay = useCallback(() => {
    if (!mesh.current) return;
    const shot = shotNow();
    items.current = cardItems(input, shot);
    writeItems(mesh.current, items.current);
    lastShot.current = shot ? animation!.current!.shot.id : null;
  }, [input, shotNow, animation]);

  useLayoutEffect(() => {
    lay();
    invalidate();
  }, [lay, invalidate]);

  // while a card shot plays, and once more when it ends
  useFrame(() => {
    const f = animation?.current;
    const playing = !!f && CARD_SHOTS.has(f.shot.kind);
    if (playing || lastShot.current !== null) lay();
  });

  const cardAt = (e: ThreeEvent<PointerEvent | MouseEvent>): string | null => (e.instanceId === undefined ? null : (items.current[e.instanceId]?.card ?? null));
  const hover = (card: string | null, e: ThreeEvent<PointerEvent> | null) => {
    setHovered((h) => (h === card ? h : card));
    onCardHover?.(card, e);
  };

  return (
    <instancedMesh
      ref={mesh}
      name="bbw-cards"
      args={[geometry, material, MAX_ITEMS]}
      frustumCulled={false}
      onPointerMove={(e) => {
        const c = cardAt(e);
        if (c !== hovered || c) hover(c, c ? e : null);
        if (c) e.stopPropagation();
      }}
      onPointerOut={() => hovered !== null && hover(null, null)}
      onClick={(e) => {
        const c = cardAt(e);
        if (!c) return;
        e.stopPropagation();
        onCardClick?.(c);
      }}
    />
  );
});
