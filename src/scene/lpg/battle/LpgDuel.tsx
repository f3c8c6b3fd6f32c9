// La Petite Guerre's combat duel on the 3D table (§10-§13) at LPG_TABLE.duel: the battle's place and
// its two sides, each side's combat cards drawn by its highest commander's rank (open), the chosen
// cards face down in their slots (the viewer's own face up to him), both turned together when they
// are shown, the Combat Resolution Chart with the two cards' row, column and cell lit, who won with
// the casualties, the Loyalty change and the retreat, and the battle's dice in the shared tray (calls
// for reinforcements, the cards' "in 6", commanders lost). What to draw is duelLayout.ts (pure);
// this component follows the animation queue so a viewer sees each step at the show's pace:
//   battle.begun          the duel turns to the new battle
//   combat.cardChosen     a card slides face down into its side's slot
//   combat.cardsRevealed  both cards turn together, the dice of their "in 6" roll, then the chart
//                         lights and the result is told (and stays until the next battle)
// Without a queue (or when it is idle) it shows the view as it is.
//
// Contract (the table wires it):
//   view, viewer     the latest view and the seated side (null: none)
//   play             the board's click targets (play.combatCards: the cards the seated side may choose)
//   onCombatCard     a lit combat card clicked
//   animation        the table's AnimationQueue (its driver runs elsewhere)
//   onTip, atlas     optional: a card's tooltip as the pointer moves over it; the card atlas
//   onShown          optional: told which battle the duel shows and, once told, who won
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { Texture } from 'three';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import type { AnimationQueue } from '../../animation/queue';
import { DiceTray } from '../../dice/DiceTray';
import { loadCanvasFonts } from '../../fonts';
import { useReducedMotion } from '../../reducedMotion';
import type { TipContent } from '../../tableTooltip';
import { useAsset } from '../../useAsset';
import type { BoardPlay } from '../boardPlay';
import { LPG_TABLE } from '../tableLayout';
import { combatCardTip } from '../cards/cardFaces';
import { CardLabels } from '../cards/CardLabels';
import { CardQuads } from '../cards/CardQuads';
import { SpotMat, useLpgCardAtlas } from '../cards/LpgCards';
import { chartTexture } from './chartTexture';
import { LPG_CLEARS_TRAY, lpgTrayLayout } from './diceLayout';
import { CHART, CHART_D, CHART_W, DUEL_TRAY, duelScene, type DuelInput, type DuelShown } from './duelLayout';
import { LPG_DIE_STYLES } from './dieStyles';

/** The beats whose shots move the duel's cards. */
export const DUEL_BEATS: ReadonlySet<string> = new Set(['combat.cardChosen', 'combat.cardsRevealed']);

export interface LpgDuelProps {
  view: LpgView;
  viewer: Side | null;
  play: BoardPlay | null;
  onCombatCard(card: string): void;
  animation?: AnimationQueue | null;
  onTip?(tip: TipContent | null, e?: ThreeEvent<PointerEvent>): void;
  atlas?: Texture;
  /** Told what the duel shows as it changes: which battle, and who won once told (probes, tests). */
  onShown?(shown: { mode: 'open' | 'result' | null; hex: string | null; winner: Side | null | undefined }): void;
}

const EMPTY: ReadonlySet<string> = new Set();
const SPOT = LPG_TABLE.duel;

function Chart() {
  const map = useAsset('lpg-combat-chart', () => loadCanvasFonts().then(() => chartTexture()));
  const x = SPOT.x - SPOT.w / 2 + CHART.x0 + CHART_W / 2;
  const z = SPOT.z - SPOT.d / 2 + CHART.z0 + CHART_D / 2;
  return (
    <mesh position={[x, 0.03, z]} rotation={[-Math.PI / 2, 0, 0]} name="lpg-combat-chart">
      <planeGeometry args={[CHART_W, CHART_D]} />
      <meshBasicMaterial map={map} toneMapped={false} />
    </mesh>
  );
}

/**
 * What the queue has shown of the battles: followed from its shots' starts and ends. A reveal's
 * shot may start before React has drawn the view its beats came from, so "the last battle" is read
 * at render (LATEST) rather than when the shot starts.
 */
const LATEST = -1;
function useDuelShown(view: LpgView, animation: AnimationQueue | null | undefined): DuelShown {
  const n = view.lastBattle?.n ?? 0;
  const [tracked, setTracked] = useState<DuelShown>(() => ({ revealedN: n, toldN: n, focus: { kind: 'auto' } }));
  const latestN = useRef(n);
  latestN.current = n;
  useEffect(() => {
    if (!animation) return;
    return animation.subscribe((e) => {
      if (e.type === 'start' && e.shot.beat.type === 'battle.begun') {
        const hex = String(e.shot.beat.hex);
        setTracked((t) => ({ revealedN: t.revealedN === LATEST ? latestN.current : t.revealedN, toldN: t.toldN === LATEST ? latestN.current : t.toldN, focus: { kind: 'open', hex } }));
      } else if (e.type === 'start' && e.shot.beat.type === 'combat.cardsRevealed') setTracked((t) => ({ ...t, revealedN: LATEST, focus: { kind: 'result' } }));
      else if (e.type === 'end' && e.shot.beat.type === 'combat.cardsRevealed') setTracked((t) => ({ ...t, toldN: LATEST }));
      else if (e.type === 'idle' || e.type === 'reset') setTracked({ revealedN: latestN.current, toldN: latestN.current, focus: { kind: 'auto' } });
    });
  }, [animation]);
  // Nothing playing: the view as it is.
  if (!animation || animation.isIdle()) return { revealedN: n, toldN: n, focus: { kind: 'auto' } };
  return { revealedN: tracked.revealedN === LATEST ? n : tracked.revealedN, toldN: tracked.toldN === LATEST ? n : tracked.toldN, focus: tracked.focus };
}

function Duel({ view, viewer, play, onCombatCard, animation, onTip, atlas, onShown }: LpgDuelProps & { atlas: Texture }) {
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState<string | null>(null);
  const shown = useDuelShown(view, animation);
  const choosable = play ? new Set(play.combatCards.keys()) : EMPTY;
  const choosableKey = [...choosable].join(',');
  const input: DuelInput = useMemo(
    () => ({ view, viewer, choosable, hovered, shown }),
    [view, viewer, choosableKey, hovered, shown.revealedN, shown.toldN, JSON.stringify(shown.focus)],
  );
  // The reveal's steps the React-drawn parts follow (the chart lit at 45%, the result told at 60%):
  // a state change at each mark crossed, twice a battle; the cards follow every frame (relay).
  const [revealMark, setRevealMark] = useState<{ shot: number; at: number } | null>(null);
  useFrame(() => {
    const f = animation?.current;
    const mark = f && f.shot.beat.type === 'combat.cardsRevealed' ? (f.progress >= 0.6 ? 0.6 : f.progress >= 0.45 ? 0.45 : 0) : null;
    const id = f?.shot.id ?? -1;
    if ((mark === null) !== (revealMark === null) || (mark !== null && revealMark !== null && (mark !== revealMark.at || id !== revealMark.shot))) setRevealMark(mark === null ? null : { shot: id, at: mark });
  });
  const scene = useMemo(
    () => duelScene(input, revealMark ? { beat: { type: 'combat.cardsRevealed' }, progress: revealMark.at, motion: !reduced } : null),
    [input, revealMark, reduced],
  );
  const told = useRef(onShown);
  told.current = onShown;
  useEffect(() => {
    told.current?.({ mode: scene.mode, hex: scene.hex, winner: scene.winner });
  }, [scene.mode, scene.hex, scene.winner]);
  const relay = useCallback(() => {
    const f = animation?.current;
    if (!f || !DUEL_BEATS.has(f.shot.beat.type)) return null;
    return duelScene(input, { beat: f.shot.beat, progress: f.progress, motion: f.shot.tumble && !reduced }).items;
  }, [animation, input, reduced]);
  return (
    <group name="lpg-duel" userData={{ mode: scene.mode, hex: scene.hex, winner: scene.winner }}>
      <SpotMat spot={SPOT} />
      <Chart />
      {scene.planes.map((p) => (
        <mesh key={p.key} position={[p.x, p.key.startsWith('chart') ? 0.045 : 0.02, p.z]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[p.w, p.d]} />
          <meshBasicMaterial color={p.colour} transparent opacity={p.opacity} depthWrite={false} toneMapped={false} />
        </mesh>
      ))}
      <CardQuads
        name="lpg-duel-cards"
        atlas={atlas}
        items={scene.items}
        relay={animation ? relay : undefined}
        onHover={(card, e, key) => {
          const mine = key?.startsWith(`drawn:${viewer}:`) ? card : null;
          setHovered((h) => (h === mine ? h : mine));
          onTip?.(card ? combatCardTip(card, !!mine && choosable.has(card)) : null, e ?? undefined);
        }}
        onClick={(card, key) => {
          if (viewer && key.startsWith(`drawn:${viewer}:`) && choosable.has(card)) onCombatCard(card);
        }}
      />
      <CardLabels labels={scene.labels} />
      <group position={[DUEL_TRAY.x, 0.04, DUEL_TRAY.z]}>
        <DiceTray queue={animation} width={DUEL_TRAY.w} depth={DUEL_TRAY.d} layout={lpgTrayLayout} dieStyles={LPG_DIE_STYLES} clearsOn={LPG_CLEARS_TRAY} />
      </group>
    </group>
  );
}

function WithAtlas(props: LpgDuelProps) {
  const atlas = useLpgCardAtlas();
  return <Duel {...props} atlas={atlas} />;
}

export function LpgDuel(props: LpgDuelProps) {
  return props.atlas ? <Duel {...props} atlas={props.atlas} /> : <WithAtlas {...props} />;
}
