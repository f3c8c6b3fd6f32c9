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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
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
import { useLpgCardAtlas } from '../cards/LpgCards';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';
import { chartTexture, drawChartCanvas, drawChartLit } from './chartTexture';
import { LPG_CLEARS_TRAY, lpgTrayLayout } from './diceLayout';
import { CHART, CHART_D, CHART_W, DUEL_TRAY, duelScene, type DuelInput, type DuelPlane, type DuelShown } from './duelLayout';
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
const CHART_X = SPOT.x - SPOT.w / 2 + CHART.x0 + CHART_W / 2;
const CHART_Z = SPOT.z - SPOT.d / 2 + CHART.z0 + CHART_D / 2;

/**
 * The chart, printed once; its lit row, column and cell (the duel's `chart:` planes) are painted over
 * a copy of the print when they change, so the lit chart stays one draw call.
 */
function Chart({ planes }: { planes: readonly DuelPlane[] }) {
  const print = useAsset('lpg-combat-chart-print', () => loadCanvasFonts().then(() => drawChartCanvas()));
  const invalidate = useThree((s) => s.invalidate);
  const { canvas, texture } = useMemo(() => {
    const c = document.createElement('canvas');
    c.width = print.width;
    c.height = print.height;
    return { canvas: c, texture: chartTexture(c) };
  }, [print]);
  useEffect(() => () => texture.dispose(), [texture]);
  const key = JSON.stringify(planes);
  useLayoutEffect(() => {
    const ctx = canvas.getContext('2d', TEXTURE_CANVAS_2D);
    if (!ctx) return;
    drawChartLit(ctx, print, planes, { x: CHART_X - CHART_W / 2, z: CHART_Z - CHART_D / 2 });
    texture.needsUpdate = true;
    invalidate();
  }, [key, canvas, texture, print, invalidate]);
  return (
    <mesh position={[CHART_X, 0.03, CHART_Z]} rotation={[-Math.PI / 2, 0, 0]} name="lpg-combat-chart">
      <planeGeometry args={[CHART_W, CHART_D]} />
      <meshBasicMaterial map={texture} toneMapped={false} />
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
  const sheetPlanes = useMemo(() => scene.planes.filter((p) => !p.key.startsWith('chart')), [scene.planes]);
  const chartPlanes = useMemo(() => scene.planes.filter((p) => p.key.startsWith('chart')), [scene.planes]);
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
      {/* The mat, the slots and the winner's row with every word of the duel: one printed sheet. */}
      <CardLabels name="lpg-duel-words" spot={SPOT} labels={scene.labels} planes={sheetPlanes} />
      <Chart planes={chartPlanes} />
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
