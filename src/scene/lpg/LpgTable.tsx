// La Petite Guerre's 3D table (DrawnGame.Table3D): the printed campaign map (sheetTexture.ts) on the
// table and on it, from the view only, each side's markers (the seated side's commanders by name,
// rank and radius; the other side's anonymous "?" until revealed, turned over with a flip; own
// phantoms hatched), leaderless units, settlement holders (the Hudson forts, places taken), razed
// markers, landings and beachheads (lpgFaces.ts, mapItems.ts), piled per hex; the hover shows a
// hex's pile in the shared stack viewer (with an own commander's rack units).
// Played by clicks through the flat map's pure click logic (boardPlay.ts) and the table's routing
// (lpgTableState.ts): lit hexes (yellow; orange where only a forced march reaches), lit stacks
// framed; a stack, then a lit hex; a click on an unlit hex or stack asks the module why not (explain)
// and shows the refusing rule. Beside the map (tableLayout.ts): the command racks (rack/LpgRacks: lit
// commanders and units clicked there), the calendar, weather and Loyalty track, the points and
// timelines (tracks/), the weather lying on the map (weather/), the picked or hovered commander's
// radius and chain (command/), and the showcase camera (CameraDirector). The DOM prompt holds the
// hint, the buttons for events with no place and the spare phantom marker. useLpgTablePlay gives
// the selection and the handlers (onItem, onStack, onPhantomBox, onUnlit, onCard, onUnlitCard,
// onCombatCard) the parts take.
// Given the game's animation queue, the counters follow its shots (displayModel.ts), never ahead of them.
// Hidden information: it draws the view it is given (never LpgState); the hand shown is the seated side's.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Text } from '@react-three/drei';
import { BufferAttribute, BufferGeometry, Color, DoubleSide, type InstancedMesh, Matrix4, PlaneGeometry } from 'three';
import type { GameEvent } from '../../core/module';
import { placeAt, ALL_HEXES } from '../../games/lpg/rules/hex';
import { ACTION_CARDS } from '../../games/lpg/tables/actionCards';
import type { HexId, Side } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';
import type { AnimationQueue } from '../animation/queue';
import { useLaggingDisplay } from '../animation/useLaggingDisplay';
import type { CameraRigApi } from '../CameraRig';
import { useCameraRig } from '../CameraRig';
import { useCameraFollow } from '../cameraFollow';
import { Counters, type CounterItem } from '../counters/Counters';
import { loadCounterAtlas, type CounterAtlas } from '../counters/atlasTexture';
import { FONTS, loadCanvasFonts } from '../fonts';
import { PrintedSheet } from '../PrintedSheet';
import { StackViewer, useCounterAtlas, type StackRow } from '../StackViewer';
import { TableCanvas } from '../TableCanvas';
import { QueueDriver, TableProbe } from '../tableProbes';
import { placeTooltip, TableTooltip, type TipContent } from '../tableTooltip';
import type { Table3DProps } from '../table3d';
import { useAsset } from '../useAsset';
import { ViewButtons } from '../ViewButtons';
import { boardPlaces, boardPlay, NO_SELECTION, type LpgEventLike, type Option, type Selection } from './boardPlay';
import { createLpgAnimator, lpgDisplayRules, lpgDisplayScene, lpgPoseAt, type LpgMotion } from './displayModel';
import { clickCard, clickCombatCard, clickHex, clickItem, clickPhantomBox, clickStack, clickUnlit, clickUnlitCard, type ClickContext, type ClickResult } from './lpgTableState';
import { commanderDef, commanderName, LPG_GLYPHS, LPG_SIDE_COLOURS, lpgFaces, RANK_NAME, SIDE_NAME, surname, UNIT_LETTER, unitFace } from './lpgFaces';
import { corners } from './mapGeometry';
import { hexAtWorld, hexWorld, LPG_SHEET_TOP, mapShownOf, type LpgMapShown, type MapItem } from './mapItems';
import { lpgSheetTexture } from './sheetTexture';
import { LPG_SHEET_SCALE, LPG_TABLE, mapToWorld } from './tableLayout';
import { isDrag } from '../pointerClick';
import { OVERLAY_BOTTOM, OVERLAY_TOP } from '../safeArea';
import '../scene.css';
import { LpgDuel } from './battle/LpgDuel';
import { drawnSpots } from './battle/duelLayout';
import { LpgCameraDirector } from './CameraDirector';
import { LpgCards } from './cards/LpgCards';
import { CommandRadius } from './command/CommandRadius';
import { LpgRacks, PHANTOM_BOX_ID, rackPlaceOf } from './rack/LpgRacks';
import { LpgTimeline } from './tracks/LpgTimeline';
import { LpgTracks } from './tracks/LpgTracks';
import { LpgWeather } from './weather/LpgWeather';
import { commandFrame, seatedCameraMove, seatedShot, type Away, type SeatedShot } from './seatedShot';
import { hexesFrame } from './cameraShots';
import './lpgTable.css';

export interface LpgTableProps extends Table3DProps<LpgView> {
  /** Anything else for the scene, in table coordinates (dev pages; the lead's racks and cards). */
  children?: ReactNode;
}

const SIDES: readonly Side[] = ['american', 'british'];
const HOME_VIEW = { polar: LPG_TABLE.homePolar };
const HOME_SHOT: SeatedShot = { kind: 'home' };
const CARD = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const MONTH_NAME: Record<string, string> = { oct: 'October 1776', nov: 'November 1776', dec: 'December 1776', jan: 'January 1777', feb: 'February 1777', mar: 'March 1777' };
const PHASE_NAME: Record<string, string> = { command: 'Command', movement: 'Movement', combat: 'Combat', reinforcement: 'Reinforcement', over: 'Game over' };
const WEATHER_ICON: Record<string, string> = { clear: '☀', rain: '☂', snow: '❄', freeze: '❄❄' };
export const hexName = (h: HexId) => placeAt(h)?.name ?? `hex ${h}`;
const itemName = (id: string) => (commanderDef(id) ? commanderName(id) : id);

// --- the selection and the handlers (shared with the racks, the hands and the duel) ---------------

export interface LpgTablePlay {
  /** The deciding side seated here may act now. */
  live: boolean;
  /** The seated side (null: a bot game, or no one seated). */
  me: Side | null;
  /** The click targets now (boardPlay.ts): lit hexes, stacks, rack items, cards, combat cards, buttons. */
  play: ReturnType<typeof boardPlay>;
  selection: Selection;
  /** Why the last click was refused (the rule), or null. */
  whyNot: string | null;
  /** A click that asks among a few options (a hex reached by a plain move and by a forced march). */
  chooser: { title: string; options: Option[] } | null;
  onHex: (hex: HexId) => void;
  /** A stack: on the map give its hex (a pile may ask which stack); from a rack, no hex (that stack picked, its events asked). */
  onStack: (id: string, hex?: HexId) => void;
  /** A commander or unit on a rack (its events asked; a movable stack picked). */
  onItem: (id: string) => void;
  /** An unlit rack entry: why not (the rule), where the rules can say. */
  onUnlit: (id: string) => void;
  /** The rack's spare phantom box: picks (or puts back) the spare marker; its hexes light. */
  onPhantomBox: () => void;
  /** A card of the hand: a lit one played or picked; an unlit one asks why not. */
  onCard: (id: string) => void;
  onUnlitCard: (id: string) => void;
  onCombatCard: (card: string) => void;
  /** Sends one of the legal events (a prompt button, a chooser's option). */
  fire: (e: LpgEventLike) => void;
  choose: (o: Option) => void;
  cancel: () => void;
  label: (e: LpgEventLike) => string;
  optionLabel: (o: Option) => string;
}

/** The table's click state: the selection, what is lit, and what each click does (lpgTableState.ts). */
export function useLpgTablePlay({ view, viewer, legal, send, labelEvent, explain }: Pick<Table3DProps<LpgView>, 'view' | 'viewer' | 'legal' | 'send' | 'labelEvent' | 'explain'>): LpgTablePlay {
  const me: Side | null = viewer === 'american' || viewer === 'british' ? viewer : null;
  const mine = useMemo(() => (me && send ? (legal as readonly LpgEventLike[]).filter((e) => e.side === me) : []), [legal, me, send]);
  const live = mine.length > 0;
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const where = useMemo(() => boardPlaces(view, me), [view, me]);
  const play = useMemo(() => boardPlay(mine, sel, where), [mine, sel, where]);
  const [whyNot, setWhyNot] = useState<string | null>(null);
  const [chooser, setChooser] = useState<{ title: string; options: Option[] } | null>(null);
  // A new decision drops the refusal and the open choice; the host may hand the same legal list
  // anew on any render of its own (a new array), so the list is compared by what it holds.
  const legalKey = useMemo(() => JSON.stringify(mine), [mine]);
  useEffect(() => {
    setWhyNot(null);
    setChooser(null);
  }, [legalKey]);
  const label = useCallback((e: LpgEventLike) => labelEvent?.(e as GameEvent) ?? e.type, [labelEvent]);
  const fire = (e: LpgEventLike) => {
    setSel(NO_SELECTION);
    setWhyNot(null);
    setChooser(null);
    send?.(e as GameEvent);
  };
  const act = (r: ClickResult) => {
    switch (r.kind) {
      case 'send':
        return fire(r.event);
      case 'select':
        setWhyNot(null);
        setChooser(null);
        return setSel(r.selection);
      case 'choose':
        setWhyNot(null);
        return setChooser({ title: r.title, options: r.options });
      case 'explain': {
        let text: string | null = null;
        try {
          text = explain?.(r.probe as GameEvent) ?? null;
        } catch {
          text = null;
        }
        setChooser(null);
        return setWhyNot(text ?? 'not now.');
      }
      case 'say':
        setChooser(null);
        return setWhyNot(r.text);
      case 'none':
        return;
    }
  };
  const c: ClickContext = { mine, play, where, hexName, itemName };
  const choose = (o: Option) => act(o.kind === 'event' ? { kind: 'send', event: o.event } : { kind: 'select', selection: { ...NO_SELECTION, stack: o.stack } });
  return {
    live,
    me,
    play,
    selection: play.selection,
    whyNot,
    chooser,
    onHex: (hex) => act(clickHex(c, hex)),
    onStack: (id, hex) => act(hex ? clickStack(c, id, hex) : clickItem(c, id)),
    onItem: (id) => act(clickItem(c, id)),
    onUnlit: (id) => act(clickUnlit(c, id)),
    onPhantomBox: () => act(clickPhantomBox(c)),
    onCard: (id) => act(clickCard(c, id)),
    onUnlitCard: (id) => act(clickUnlitCard(c, id)),
    onCombatCard: (card) => act(clickCombatCard(c, card)),
    fire,
    choose,
    cancel: () => {
      setChooser(null);
      setWhyNot(null);
      setSel(NO_SELECTION);
    },
    label,
    optionLabel: (o) => (o.kind === 'stack' ? `Move ${o.stack.startsWith('hex:') ? `the leaderless units at ${hexName(o.stack.slice(4))}` : commanderName(o.stack)}` : label(o.event)),
  };
}

// --- the map's highlights ------------------------------------------------------------------------

/** Flat triangles over hexes: a fill (inset) or a band along the edge (`ring`), world coordinates. */
function hexGeometry(hexes: readonly HexId[], y: number, ring: { outer: number; inner: number } | null, inset = 0.92): BufferGeometry {
  const pos: number[] = [];
  const R = LPG_SHEET_SCALE;
  for (const h of hexes) {
    const c = hexWorld(h);
    const toW = (p: { x: number; y: number }) => mapToWorld(p.x, p.y);
    if (ring) {
      const o = corners(h).map((p) => toW(p));
      const scaled = (k: number) => o.map((p) => ({ x: c.x + (p.x - c.x) * k, z: c.z + (p.z - c.z) * k }));
      const a = scaled(ring.outer);
      const b = scaled(ring.inner);
      for (let i = 0; i < 6; i++) {
        const j = (i + 1) % 6;
        pos.push(a[i]!.x, y, a[i]!.z, b[i]!.x, y, b[i]!.z, a[j]!.x, y, a[j]!.z);
        pos.push(a[j]!.x, y, a[j]!.z, b[i]!.x, y, b[i]!.z, b[j]!.x, y, b[j]!.z);
      }
    } else {
      const o = corners(h).map((p) => toW(p)).map((p) => ({ x: c.x + (p.x - c.x) * inset, z: c.z + (p.z - c.z) * inset }));
      for (let i = 0; i < 6; i++) {
        const j = (i + 1) % 6;
        pos.push(c.x, y, c.z, o[i]!.x, y, o[i]!.z, o[j]!.x, y, o[j]!.z);
      }
    }
  }
  void R;
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3));
  return g;
}

const HexLayer = memo(function HexLayer({ hexes, color, opacity, ring, y, name }: { hexes: readonly HexId[]; color: string; opacity: number; ring: { outer: number; inner: number } | null; y: number; name: string }) {
  const key = hexes.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geometry = useMemo(() => hexGeometry(hexes, y, ring), [key, y, ring?.outer, ring?.inner]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  if (hexes.length === 0) return null;
  return (
    <mesh name={name} geometry={geometry} renderOrder={2} raycast={() => null}>
      <meshBasicMaterial color={color} transparent opacity={opacity} depthWrite={false} side={DoubleSide} />
    </mesh>
  );
});

const RING = { outer: 0.97, inner: 0.8 };
const THIN = { outer: 0.97, inner: 0.88 };
const HL_Y = LPG_SHEET_TOP + 0.004;

/** A frame under a counter (lit stacks yellow, the picked one orange, the battle's red). */
type Mark = 'lit' | 'picked';
const MARK: Record<Mark, { color: string; grow: number }> = { lit: { color: '#ffd23f', grow: 1.28 }, picked: { color: '#ff7a1a', grow: 1.42 } };

/** The frames' quad (a unit square lying flat), shared: every frame is an instance of one mesh (one draw call). */
const FRAME_QUAD = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
const frameMatrix = new Matrix4();
const frameColour = new Color();

const CounterFrames = memo(function CounterFrames({ items, marks }: { items: readonly MapItem[]; marks: ReadonlyMap<string, Mark> }) {
  const framed = useMemo(() => items.filter((it) => marks.has(it.key)), [items, marks]);
  // Room for the frames in whole blocks of 32 (a larger block remakes the mesh, rarely).
  const room = Math.max(32, Math.ceil(framed.length / 32) * 32);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    framed.forEach((it, i) => {
      const mark = MARK[marks.get(it.key)!];
      const size = (it.size ?? 1) * mark.grow;
      frameMatrix.makeScale(size, 1, size).setPosition(it.x, it.y - (it.height ?? 0) / 2 + 0.004, it.z);
      m.setMatrixAt(i, frameMatrix);
      m.setColorAt(i, frameColour.set(mark.color));
    });
    m.count = framed.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    invalidate();
  }, [framed, marks, room, invalidate]);
  return (
    <group name="lpg-counter-frames">
      <instancedMesh key={room} ref={mesh} args={[FRAME_QUAD, undefined, room]} visible={framed.length > 0} frustumCulled={false} renderOrder={1} raycast={() => null}>
        <meshBasicMaterial depthWrite={false} />
      </instancedMesh>
    </group>
  );
});

/**
 * The armies' names, large, over the map: each Commander-in-Chief the view names (your own; the
 * other's once revealed) written north of his pile in his side's colour, so a viewer across a room
 * sees where Washington's (or Howe's) army is.
 */
const ArmyLabels = memo(function ArmyLabels({ items }: { items: readonly MapItem[] }) {
  const chiefs = items.filter((i) => !i.ghost && i.thing.kind === 'commander' && commanderDef(i.thing.id)?.rank === 'cinc');
  return (
    <group name="lpg-army-labels">
      {chiefs.map((i) => {
        const th = i.thing as Extract<MapItem['thing'], { kind: 'commander' }>;
        const top = Math.max(...items.filter((o) => o.hex === i.hex).map((o) => o.y + (o.height ?? 0) / 2));
        return (
          <Text
            key={i.key}
            font={FONTS.bold}
            fontSize={1.25}
            color="#ffffff"
            outlineWidth={0.16}
            outlineColor={LPG_SIDE_COLOURS[th.side].body}
            anchorX="center"
            anchorY="bottom"
            position={[i.x, top + 0.02, i.z - 0.95]}
            rotation={[-Math.PI / 2, 0, 0]}
            raycast={() => null}
          >
            {surname(th.id).toUpperCase()}
          </Text>
        );
      })}
    </group>
  );
});

/** The battle on the map in words, large, south of its hex: BATTLE while it is fought, then who won (this Combat phase). */
function BattleLabel({ label }: { label: { hex: HexId; text: string; colour: string } | null }) {
  if (!label) return null;
  const c = hexWorld(label.hex);
  return (
    <Text
      font={FONTS.bold}
      fontSize={1.1}
      color="#ffffff"
      outlineWidth={0.15}
      outlineColor={label.colour}
      anchorX="center"
      anchorY="top"
      position={[c.x, LPG_SHEET_TOP + 1.3, c.z + 1.05]}
      rotation={[-Math.PI / 2, 0, 0]}
      raycast={() => null}
    >
      {label.text}
    </Text>
  );
}

// --- the scene -----------------------------------------------------------------------------------

type Hover = { kind: 'counter'; key: string; hex: HexId } | { kind: 'hex'; hex: HexId };

interface SceneProps {
  frame: ReturnType<typeof useLpgDisplayFrame>;
  animation: AnimationQueue | null;
  litHexes: readonly HexId[];
  forcedHexes: readonly HexId[];
  pickedHex: HexId | null;
  battleHex: HexId | null;
  battleLabel: { hex: HexId; text: string; colour: string } | null;
  hoverHex: HexId | null;
  litStacks: ReadonlySet<string>;
  pickedStack: string | null;
  onItemsChange: (items: readonly MapItem[]) => void;
  onCounterHover: (item: MapItem | null, e: ThreeEvent<PointerEvent> | null) => void;
  onCounterClick: (item: MapItem, e: ThreeEvent<MouseEvent>) => void;
  onHexHover: (hex: HexId | null, e: ThreeEvent<PointerEvent> | null) => void;
  onHexClick: (hex: HexId, e: ThreeEvent<MouseEvent>) => void;
  /** Where a part beside the map is (the probe's keys "rack:<commander or unit id>", "rack:phantoms"). */
  partPlaceOf?: (key: string) => readonly [number, number, number] | null;
  children?: ReactNode;
}

/** The map's shown state as the animation queue has shown it so far (the latest view's once idle). */
function useLpgDisplayFrame(view: LpgView, queue: AnimationQueue | null) {
  const now = useRef<LpgMapShown | null>(null);
  now.current = mapShownOf(view);
  // One rules object for the table's life (useLaggingDisplay keeps the first); it reads the latest view through the ref.
  const rules = useMemo(() => lpgDisplayRules(() => now.current), []);
  return useLaggingDisplay(view, queue, rules);
}

function LpgScene(props: SceneProps) {
  const { frame } = props;
  const sheet = useAsset('lpg-sheet', () => loadCanvasFonts().then(() => lpgSheetTexture()));
  const atlas: CounterAtlas = useAsset('lpg-atlas', () => loadCounterAtlas('lpg', lpgFaces, LPG_GLYPHS));
  const rig = useCameraRig();
  const { items: base, plan } = useMemo(() => lpgDisplayScene(frame), [frame]);
  const shots = useMemo(() => createLpgAnimator(props.animation, plan), [props.animation, plan]);
  // §4 a marker turned face up where no shot turns it (a reconnaissance has no beat of its own): it
  // flips over on the table as soon as the view shows it (the latest view: never ahead of the queue).
  const flips = useRef(new Map<string, { motion: LpgMotion; start: number }>());
  const faces = useRef<Map<string, string> | null>(null);
  useLayoutEffect(() => {
    const was = faces.current;
    faces.current = new Map(base.map((i) => [i.key, i.face]));
    if (!was || props.animation?.speed === 'instant') return;
    for (const i of base) {
      const before = was.get(i.key);
      if (!before || before === i.face || !before.startsWith('lpg-unknown-') || plan?.motions.has(i.key)) continue;
      flips.current.set(i.key, { motion: { from: i, to: i, lift: 0.9, faceFrom: before, faceTo: i.face, how: 'move' }, start: performance.now() });
    }
  }, [base, plan, props.animation]);
  const invalidate = useThree((st) => st.invalidate);
  useFrame(() => {
    if (flips.current.size > 0) invalidate();
  });
  const animator = useMemo(
    () => ({
      active: () => shots.active() || flips.current.size > 0,
      poseOf(item: CounterItem, out: Parameters<typeof shots.poseOf>[1]) {
        if (shots.active() && shots.poseOf(item, out)) return true;
        const f = flips.current.get(item.key);
        if (!f) return false;
        const u = (performance.now() - f.start) / 900;
        if (u >= 1) {
          flips.current.delete(item.key);
          return false;
        }
        lpgPoseAt(f.motion, u, !props.animation?.reducedMotion, out);
        return true;
      },
    }),
    [shots, props.animation],
  );
  const { onItemsChange } = props;
  useEffect(() => onItemsChange(base), [base, onItemsChange]);
  const items = useMemo(
    () => base.map((it) => (it.stack && (it.stack === props.pickedStack ? true : props.litStacks.has(it.stack)) ? { ...it, highlight: it.stack === props.pickedStack ? 0.9 : 0.45 } : it)),
    [base, props.pickedStack, props.litStacks],
  );
  const marks = useMemo(() => {
    const m = new Map<string, Mark>();
    // One frame per pile: under its lowest counter of the stack.
    const seen = new Set<string>();
    for (const it of items) {
      if (!it.stack || seen.has(it.stack)) continue;
      if (it.stack === props.pickedStack) m.set(it.key, 'picked');
      else if (props.litStacks.has(it.stack)) m.set(it.key, 'lit');
      else continue;
      seen.add(it.stack);
    }
    return m;
  }, [items, props.pickedStack, props.litStacks]);
  // Where a counter or hex is (the probe's screenOf: counters by key, hexes as "hex:CCRR" and by id).
  const where = useRef(new Map<string, readonly [number, number, number]>());
  const partPlaceRef = useRef(props.partPlaceOf);
  partPlaceRef.current = props.partPlaceOf;
  where.current = new Map(items.map((it) => [it.key, [it.x, it.y + (it.height ?? 0) / 2, it.z] as const]));
  const placeOf = useCallback((key: string) => {
    const hit = where.current.get(key);
    if (hit) return hit;
    const part = partPlaceRef.current?.(key);
    if (part) return part;
    const h = key.startsWith('hex:') ? key.slice(4) : key;
    if (/^\d{4}$/.test(h)) {
      const c = hexWorld(h);
      return [c.x, LPG_SHEET_TOP, c.z] as const;
    }
    return null;
  }, []);
  const S = LPG_TABLE.sheet;
  const counterItems = items as readonly CounterItem[];
  return (
    <group name="lpg-table">
      <PrintedSheet x={S.x} z={S.z} w={S.w} d={S.d} thickness={LPG_SHEET_TOP} map={sheet} />
      {/* The map's hit plane: a click or hover finds its hex from the point. */}
      <mesh
        name="lpg-hexes"
        position={[S.x, LPG_SHEET_TOP + 0.001, S.z]}
        rotation={[-Math.PI / 2, 0, 0]}
        onPointerMove={(e) => props.onHexHover(hexAtWorld(e.point.x, e.point.z, ALL_HEXES), e)}
        onPointerOut={() => props.onHexHover(null, null)}
        onClick={(e) => {
          const h = hexAtWorld(e.point.x, e.point.z, ALL_HEXES);
          if (!h) return;
          e.stopPropagation();
          props.onHexClick(h, e);
        }}
      >
        <planeGeometry args={[S.w, S.d]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      <group name="lpg-highlights">
        <HexLayer name="lpg-lit-fill" hexes={props.litHexes} color="#ffd23f" opacity={0.22} ring={null} y={HL_Y} />
        <HexLayer name="lpg-lit-ring" hexes={props.litHexes} color="#ffcc00" opacity={0.95} ring={RING} y={HL_Y + 0.001} />
        <HexLayer name="lpg-forced-ring" hexes={props.forcedHexes} color="#ff7a1a" opacity={0.95} ring={RING} y={HL_Y + 0.002} />
        <HexLayer name="lpg-picked-ring" hexes={props.pickedHex ? [props.pickedHex] : []} color="#ffffff" opacity={0.95} ring={RING} y={HL_Y + 0.003} />
        <HexLayer name="lpg-battle-ring" hexes={props.battleHex ? [props.battleHex] : []} color="#e0241a" opacity={0.95} ring={RING} y={HL_Y + 0.004} />
        <HexLayer name="lpg-hover-ring" hexes={props.hoverHex ? [props.hoverHex] : []} color="#fffbe6" opacity={0.8} ring={THIN} y={HL_Y + 0.005} />
      </group>
      <CounterFrames items={items} marks={marks} />
      <ArmyLabels items={items} />
      <BattleLabel label={props.battleLabel} />
      <Counters
        atlas={atlas}
        items={counterItems}
        animator={animator}
        onHover={(item, e) => props.onCounterHover(item as MapItem | null, e)}
        onClick={(item, e) => props.onCounterClick(item as MapItem, e)}
        onDoubleClick={(item, e) => {
          e.stopPropagation();
          rig?.focus(item.x, item.z, 16);
        }}
      />
      {props.children}
      <QueueDriver queue={props.animation} />
      <TableProbe placeOf={placeOf} />
    </group>
  );
}

/**
 * Says on the table's element (data-camera) when a camera move the table asked for has ended: the
 * camera the same over three drawn frames (it asks for frames until then). Read-only, for tests and
 * outside checks that click a place once the camera stands.
 */
function CameraStill({ wrap }: { wrap: { current: HTMLDivElement | null } }) {
  const last = useRef<number[] | null>(null);
  const same = useRef(0);
  const invalidateNow = useThree((st) => st.invalidate);
  // A move asked for outside the canvas asks for no frame of itself: one is asked for here.
  useEffect(() => {
    const id = setInterval(() => {
      if (wrap.current?.dataset.camera === 'moving') invalidateNow();
    }, 250);
    return () => clearInterval(id);
  }, [wrap, invalidateNow]);
  useFrame(({ camera, invalidate }) => {
    const el = wrap.current;
    if (!el || el.dataset.camera !== 'moving') {
      last.current = null;
      same.current = 0;
      return;
    }
    const pose = [...camera.position.toArray(), ...camera.quaternion.toArray()];
    const was = last.current;
    same.current = was && pose.every((v, i) => Math.abs(v - was[i]!) < 1e-4) ? same.current + 1 : 0;
    last.current = pose;
    if (same.current >= 3) el.dataset.camera = 'still';
    else invalidate();
  });
  return null;
}

// --- the table -----------------------------------------------------------------------------------

export function LpgTable({ view, viewer, legal, send, labelEvent, ruleOf, explain, toolbar, insetRight = 0, animation = null, children }: LpgTableProps) {
  const t = useLpgTablePlay({ view, viewer, legal, send, labelEvent, explain });
  // The map and the status as the animation queue has shown them so far (the latest view's once idle).
  const frame = useLpgDisplayFrame(view, animation);
  const st = frame.shown.status;
  const { play, me, live } = t;
  // The view as the animation queue has shown it so far: the racks, tracks, weather and command
  // lines never run ahead of the counters.
  const shownView: LpgView = useMemo(() => {
    const { status, ...map } = frame.shown;
    return { ...view, ...map, ...status };
  }, [view, frame.shown]);
  const viewNowRef = useRef(view);
  viewNowRef.current = view;
  const viewNow = useCallback(() => viewNowRef.current, []);
  const shownRef = useRef(shownView);
  shownRef.current = shownView;
  const partPlaceOf = useCallback((key: string): readonly [number, number, number] | null => {
    const v = shownRef.current;
    if (key.startsWith('rack:')) return rackPlaceOf(v, key.slice(5), key === `rack:${PHANTOM_BOX_ID}` ? (v.side ?? undefined) : undefined);
    // "duel:<card>": the seated side's drawn combat card in the duel.
    const latestView = viewNowRef.current;
    if (key.startsWith('duel:') && latestView.side && latestView.combat) {
      const drawn = latestView.combat.drawn[latestView.side];
      const i = drawn.indexOf(key.slice(5));
      const at = i >= 0 ? drawnSpots(latestView.side, drawn.length)[i] : undefined;
      return at ? [at.x, 0.08, at.z] : null;
    }
    return null;
  }, []);
  // A part's own tooltip (a rack's commander or unit, a card) over the map's.
  const [partTip, setPartTip] = useState<TipContent | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [items, setItems] = useState<readonly MapItem[]>([]);
  const tipRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rigRef = useRef<CameraRigApi>(null);
  // The showcase follows everything (its status box and title card lie over the canvas's head).
  const follow = useCameraFollow();
  const sideName = (s: Side) => SIDE_NAME[s];
  // The seated player's own decisions bring the camera to them (seatedShot.ts): his rack while its
  // entries are lit in his Command phase, the battle and its duel while he decides in it; home after.
  const shot = seatedShot({
    me,
    live,
    phase: view.phase,
    rackLit: play.items.size,
    litHexes: [...play.hexes.keys()],
    battleHex: view.combat?.hex ?? null,
    picked: !!(play.selection.stack || play.selection.card || play.selection.phantom),
  });
  const shotKey = JSON.stringify(shot);
  const shotState = useRef<{ was: SeatedShot | null; away: Away }>({ was: null, away: null });
  const instant = animation?.speed === 'instant';
  // In the commit that changes the shot (a layout effect), so the camera is marked moving before
  // anyone can read the table's new decision.
  useLayoutEffect(() => {
    const now = JSON.parse(shotKey) as SeatedShot | null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (tries: number) => {
      const rig = rigRef.current;
      if (!rig) {
        // The canvas mounts its rig after the table's first render.
        if (tries < 100) timer = setTimeout(() => apply(tries + 1), 100);
        return;
      }
      // At instant speed the camera goes nowhere by itself (seatedShot.ts): only back home from the
      // rack where the speed changed while it was there; the shot is taken up when the speed changes back.
      const shown = instant ? now && HOME_SHOT : now;
      const { move, away } = seatedCameraMove(shotState.current.away, shotState.current.was, shown);
      shotState.current = { was: shown, away };
      if (!move) return;
      // Read-only, for tests and outside checks: the camera goes somewhere (CameraStill says when it stands).
      if (wrapRef.current) wrapRef.current.dataset.camera = 'moving';
      if (move === 'home') rig.frameHome();
      else rig.frame(move.frame, move.polar);
    };
    apply(0);
    return () => clearTimeout(timer);
  }, [shotKey, instant]);

  // The Command phase's lit hexes that the rack's frame cannot take in legibly (commandFrame): a
  // button in the prompt frames them (and then the rack again); a new shot resets it.
  const [seeHexes, setSeeHexes] = useState<{ key: string; on: boolean }>({ key: '', on: false });
  const offFrameHexes = shot?.kind === 'rack' && !instant && !commandFrame(shot.side, shot.hexes).holdsHexes ? shot.hexes : null;
  const showingHexes = seeHexes.key === shotKey && seeHexes.on;
  const toggleHexes = () => {
    const rig = rigRef.current;
    if (!rig || shot?.kind !== 'rack') return;
    const on = !showingHexes;
    setSeeHexes({ key: shotKey, on });
    if (wrapRef.current) wrapRef.current.dataset.camera = 'moving';
    rig.frame(on ? hexesFrame(shot.hexes) : commandFrame(shot.side, shot.hexes).frame, on ? LPG_TABLE.homePolar : LPG_TABLE.rackShotPolar);
  };

  // The lit hexes; orange where every way there is a forced march.
  const { litHexes, forcedHexes } = useMemo(() => {
    const lit: HexId[] = [];
    const forced: HexId[] = [];
    for (const [h, opts] of play.hexes) {
      const moves = opts.filter((o) => o.kind === 'event' && o.event.type === 'move');
      const forcedOnly = moves.length > 0 && moves.length === opts.length && moves.every((o) => o.kind === 'event' && (o.event as { forcedMarch?: boolean }).forcedMarch);
      (forcedOnly ? forced : lit).push(h);
    }
    return { litHexes: lit.sort(), forcedHexes: forced.sort() };
  }, [play]);
  const litStacks = useMemo(() => new Set([...play.stacks.keys(), ...[...play.items.keys()].filter((id) => !!commanderDef(id))]), [play]);
  const pickedHex = play.selection.stack ? (play.stacks.get(play.selection.stack) ?? null) : null;
  const battleHex = st.combat?.hex ?? null;
  const lastB = st.lastBattle;
  // The turn a battle's result was first seen in (one found at mount is old news: not written).
  const resultSeen = useRef<{ n: number; turn: number } | null>(lastB ? { n: lastB.n, turn: -1 } : null);
  if (lastB && resultSeen.current?.n !== lastB.n) resultSeen.current = { n: lastB.n, turn: st.turn };
  const freshResult = !!lastB && resultSeen.current?.turn === st.turn;
  const battleLabel = useMemo(() => {
    if (st.combat) return { hex: st.combat.hex, text: 'BATTLE', colour: '#a01810' };
    if (lastB && freshResult && st.phase === 'combat') return { hex: lastB.hex, text: lastB.winner ? `${SIDE_NAME[lastB.winner].toUpperCase()} WIN` : 'DRAWN', colour: lastB.winner ? LPG_SIDE_COLOURS[lastB.winner].body : '#4a3b28' };
    return null;
  }, [st.combat, lastB, st.phase, freshResult]);

  const moveTooltip = (e: { nativeEvent: PointerEvent } | null) => placeTooltip(tipRef.current, wrapRef.current, e, insetRight);
  const latest = useRef({ t, moveTooltip });
  latest.current = { t, moveTooltip };
  const stable = useMemo(
    () => ({
      onItemsChange: (list: readonly MapItem[]) => setItems(list),
      onCounterHover: (item: MapItem | null, e: ThreeEvent<PointerEvent> | null) => {
        const next: Hover | null = item && !item.ghost ? { kind: 'counter', key: item.key, hex: item.hex } : null;
        setHover((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
        latest.current.moveTooltip(e);
      },
      onCounterClick: (item: MapItem, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        e.stopPropagation();
        if (item.ghost) return;
        if (item.stack) latest.current.t.onStack(item.stack, item.hex);
        else latest.current.t.onHex(item.hex);
      },
      onHexHover: (hex: HexId | null, e: ThreeEvent<PointerEvent> | null) => {
        const next: Hover | null = hex ? { kind: 'hex', hex } : null;
        setHover((old) => (old?.kind === 'counter' && next ? old : JSON.stringify(old) === JSON.stringify(next) ? old : next));
        latest.current.moveTooltip(e);
      },
      onHexClick: (hex: HexId, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        latest.current.t.onHex(hex);
      },
      onRackStack: (id: string) => latest.current.t.onStack(id),
      onPartTip: (next: TipContent | null, e?: ThreeEvent<PointerEvent>) => {
        setPartTip(next);
        latest.current.moveTooltip(e ?? null);
      },
    }),
    [],
  );

  // The tooltip: what is under the pointer, what a click there does, the pile in the stack viewer.
  const stackAtlas = useCounterAtlas('lpg', lpgFaces, LPG_GLYPHS);
  const hoverHex = hover ? hover.hex : null;
  const stackRows: StackRow[] = useMemo(() => {
    if (!hoverHex) return [];
    const here = items.filter((i) => i.hex === hoverHex && !i.ghost);
    if (here.length === 0) return [];
    const rows: StackRow[] = [{ heading: hexName(hoverHex), faces: here.map((i) => ({ key: i.key, face: i.face, label: thingLabel(i) })) }];
    // The hovered own commander's units (his rack: shown for the seated side's stacks).
    const pointed = hover?.kind === 'counter' ? hover.key : null;
    for (const i of here) {
      if (i.thing.kind !== 'commander' || !i.thing.own || i.key !== pointed) continue;
      const rack = view.racks[i.thing.id];
      if (!rack || rack.units.length === 0) continue;
      rows.push({ heading: `Under ${commanderName(i.thing.id)}`, faces: rack.units.map((u) => ({ key: u.id, face: unitFace(rack.side, u.type, u.understrength), label: `${u.type}${u.understrength ? ' (understrength)' : ''}${u.unsupplied > 0 ? `, unsupplied ${u.unsupplied}` : ''}` })) });
    }
    return rows;
  }, [hoverHex, hover, items, view.racks]);
  const tip: TipContent | null = useMemo(() => {
    if (!hover) return null;
    const options = play.hexes.get(hover.hex);
    const lines: string[] = [];
    let title = hexName(hover.hex);
    const item = hover.kind === 'counter' ? items.find((i) => i.key === hover.key) : undefined;
    if (item) {
      title = `${thingLabel(item)} · ${hexName(hover.hex)}`;
      if (item.stack && play.stacks.has(item.stack) && !play.selection.stack) lines.push('Click to pick it, then a lit hex');
    }
    if (options?.length) {
      const evs = options.filter((o) => o.kind === 'event').map((o) => (o as { event: LpgEventLike }).event);
      if (evs.length === 1) lines.push(`Click: ${t.label(evs[0]!)}`);
      else if (evs.length > 1) lines.push(`Click to choose: ${evs.map((e) => t.label(e)).join(' / ')}`);
      else if (!item) lines.push(`Click to pick a stack here (${options.length})`);
    }
    const ev = options?.find((o) => o.kind === 'event');
    const rule = ev && ev.kind === 'event' && ruleOf ? ruleOf(ev.event as GameEvent) : null;
    return { title, lines, rule };
  }, [hover, items, play, t, ruleOf]);

  const picked = play.selection;
  // §3 the command radius and chain shown on demand: the picked commander's, else the hovered one's.
  const hoveredCommander = hover?.kind === 'counter' ? items.find((i) => i.key === hover.key && i.thing.kind === 'commander') : undefined;
  const radiusOf = picked.stack && commanderDef(picked.stack) ? picked.stack : hoveredCommander && hoveredCommander.thing.kind === 'commander' ? hoveredCommander.thing.id : null;
  const hand = me ? view.hands[me] : null;
  const sBattle = st.combat;
  const sLast = st.lastBattle;

  return (
    <div
      className="table3d lpg-table3d"
      ref={wrapRef}
      data-testid="table3d"
      data-hand-side={me ?? ''}
      // data-camera (set by the seated shots and CameraStill, not by React): "moving" from the moment the table sends the camera somewhere, "still" once it stands.
      data-camera="still"
      // For tests and outside checks (read-only): what is lit now, the stack picked, the decisions open to the seated side.
      data-lit-hexes={[...litHexes, ...forcedHexes].sort().join(' ')}
      data-forced-hexes={forcedHexes.join(' ')}
      data-lit-stacks={[...play.stacks.keys()].join(' ')}
      data-picked-stack={picked.stack ?? ''}
      data-open={live ? [...new Set(legal.filter((e) => e.side === me).map((e) => e.type))].join(' ') : ''}
      style={{ ['--inset-right' as string]: `${insetRight}px` }}
    >
      <TableCanvas
        className="table3d-canvas"
        table={LPG_TABLE.table}
        home={follow === 'all' ? LPG_TABLE.showcaseHome : LPG_TABLE.home}
        homeView={HOME_VIEW}
        onWheelZoom={() => setHover(null)}
        rigRef={rigRef}
        insetRight={insetRight}
        onPointerMissed={() => t.cancel()}
      >
        <LpgScene
          frame={frame}
          animation={animation}
          litHexes={litHexes}
          forcedHexes={forcedHexes}
          pickedHex={pickedHex}
          battleHex={battleHex}
          battleLabel={battleLabel}
          hoverHex={hover?.kind === 'hex' ? hover.hex : null}
          litStacks={litStacks}
          pickedStack={picked.stack}
          onItemsChange={stable.onItemsChange}
          onCounterHover={stable.onCounterHover}
          onCounterClick={stable.onCounterClick}
          onHexHover={stable.onHexHover}
          onHexClick={stable.onHexClick}
          partPlaceOf={partPlaceOf}
        >
          <LpgWeather view={shownView} sheetTop={LPG_SHEET_TOP} />
          <CommandRadius view={shownView} commander={radiusOf} chain={radiusOf !== null || (me !== null && st.phase === 'command' && st.phasing === me)} sheetTop={LPG_SHEET_TOP} />
          <LpgTracks view={shownView} />
          <LpgRacks view={shownView} viewer={me} play={live ? play : null} onItem={t.onItem} onStack={stable.onRackStack} onPhantomBox={t.onPhantomBox} onUnlit={t.onUnlit} onTip={stable.onPartTip} />
          {SIDES.map((s) => (
            <LpgTimeline key={s} view={shownView} side={s} />
          ))}
          <LpgCards view={view} viewer={me} play={live ? play : null} onCard={t.onCard} onUnlitCard={t.onUnlitCard} onTip={stable.onPartTip} animation={animation} />
          <LpgDuel view={view} viewer={me} play={live ? play : null} onCombatCard={t.onCombatCard} onTip={stable.onPartTip} animation={animation} />
          <LpgCameraDirector queue={animation} viewNow={viewNow} />
          <CameraStill wrap={wrapRef} />
          {children}
        </LpgScene>
      </TableCanvas>

      <TableTooltip tip={partTip ?? tip} ref={tipRef}>
        <StackViewer atlas={stackAtlas} rows={stackRows} />
      </TableTooltip>

      <div className="table3d-toolbar" {...OVERLAY_TOP}>
        <ViewButtons rigRef={rigRef} whole={LPG_TABLE.table} place="hex" />
        {toolbar}
      </div>

      {/* The status bar over the canvas (it covers nothing): the turn, the phase and the weather, the Loyalty Index; under them the battle (who won), else the other hand's count. */}
      <div className={`lpg3d-status${sBattle ? ' in-battle' : ''}`} {...OVERLAY_TOP} data-testid="lpg-status" data-turn={st.turn} data-phase={st.phase}>
        <div className="lpg3d-status-row">
          <span className="lpg3d-when">
            Turn <b>{st.turn}</b> · {MONTH_NAME[st.month] ?? st.month}, week {st.week}
          </span>
          <span className={`lpg3d-who${st.phase === 'over' ? '' : ` lpg3d-side-${st.phasing}`}`}>
            {st.phase === 'over' ? PHASE_NAME.over : `${sideName(st.phasing)} ${PHASE_NAME[st.phase] ?? st.phase}`}
          </span>
          <span className="lpg3d-weather" data-weather={st.weather}>
            <span aria-hidden>{WEATHER_ICON[st.weather] ?? ''}</span> {st.weather}
            {st.ice !== 'open' ? ` · Delaware ${st.ice === 'hard' ? 'frozen' : 'ice floes'}` : ''}
          </span>
          <span className="lpg3d-loyalty" data-testid="lpg3d-loyalty">Loyalty {st.loyalty}</span>
        </div>
        <div className="lpg3d-status-row">
          {/* A battle's retreat: its result says more than the step (the hint asks for the retreat). */}
          {sBattle && !(sLast && sBattle.step === 'retreat') ? (
            <span className="lpg3d-battle" data-testid="lpg3d-battle" data-step={sBattle.step}>
              Battle at <b>{hexName(sBattle.hex)}</b>:{' '}
              {sBattle.step === 'calls' ? `${sideName(sBattle.caller)} may call for reinforcements` : sBattle.step === 'cards' ? 'combat cards, chosen face down' : `${sideName(sBattle.retreating!)} retreats`}
              {/* §11 the calls in a count a side (each roll is in the log). */}
              {SIDES.filter((sd) => sBattle.calls.some((c) => c.side === sd))
                .map((sd) => {
                  const mine = sBattle.calls.filter((c) => c.side === sd);
                  return ` · ${sideName(sd)} calls: ${mine.filter((c) => c.answered).length} of ${mine.length} came`;
                })
                .join('')}
            </span>
          ) : null}
          {sLast && (!sBattle || sBattle.step === 'retreat') ? (
            <span className="lpg3d-battle lpg3d-last" data-testid="lpg3d-last-battle">
              {sBattle ? 'Battle' : 'Last battle'}, {hexName(sLast.hex)}: <b className={sLast.winner ? `lpg3d-side-${sLast.winner}` : undefined}>{sLast.winner ? `${sideName(sLast.winner)} won` : 'a draw'}</b> · losses {SIDES.map((s) => `${sideName(s)} ${sLast.casualties[s]}`).join(', ')}
              {sBattle?.retreating ? ` · ${sideName(sBattle.retreating)} retreats` : ''}
            </span>
          ) : null}
          {SIDES.filter((s) => s !== me).map((s) => (
            <span key={s} className="lpg3d-other" data-testid="lpg-other-hand" data-side={s}>
              <span className={`lpg3d-side-${s}`}>{sideName(s)}</span> <span data-testid="lpg-facedown-count">{st.handCounts[s]} action cards face down</span>
            </span>
          ))}
        </div>
      </div>

      {/* The prompt: what to do, why a click was refused, the buttons for events with no place, and the seated side's hand (the 3D hand lies beside the map at the foot of his column, small at home; the combat cards are chosen in the 3D duel, which the camera frames then). */}
      {live || t.whyNot || (me && hand) ? (
        <div className="lpg3d-prompt" data-testid="lpg-prompt" {...OVERLAY_BOTTOM}>
          <div className="lpg3d-prompt-line">
            {t.whyNot ? (
              <span className="lpg3d-why-not" role="status" data-testid="table-why-not">
                Not allowed: {t.whyNot}
              </span>
            ) : t.chooser ? (
              <span className="lpg3d-hint">{t.chooser.title}: choose one.</span>
            ) : play.hint ? (
              <span className="lpg3d-hint" data-testid="lpg-hint">{play.hint}</span>
            ) : null}
            {t.chooser
              ? t.chooser.options.map((o, i) => (
                  <button key={i} type="button" className="lpg3d-button" data-testid="lpg-choice" onClick={() => t.choose(o)}>
                    {t.optionLabel(o)}
                  </button>
                ))
              : play.buttons.map((e, i) => (
                  <button key={i} type="button" className="lpg3d-button" data-testid="lpg-button" data-type={e.type} onClick={() => t.fire(e)}>
                    {t.label(e)}
                  </button>
                ))}
            {!t.chooser && (play.phantomSpare || picked.phantom) ? (
              <button type="button" className={`lpg3d-button${picked.phantom ? ' picked' : ''}`} data-testid="lpg-phantom-spare" aria-pressed={picked.phantom} onClick={t.onPhantomBox}>
                {picked.phantom ? 'Placing a phantom marker…' : 'Place a phantom marker'}
              </button>
            ) : null}
            {offFrameHexes ? (
              <button type="button" className="lpg3d-button" data-testid="lpg-see-lit-hexes" aria-pressed={showingHexes} onClick={toggleHexes}>
                {showingHexes ? 'Back to the rack' : `Show the ${offFrameHexes.length === 1 ? 'lit hex' : `${offFrameHexes.length} lit hexes`} on the map`}
              </button>
            ) : null}
            {t.chooser || picked.stack || picked.card || picked.phantom ? (
              <button type="button" className="lpg3d-button lpg3d-cancel" data-testid="lpg-cancel" onClick={t.cancel}>
                Cancel
              </button>
            ) : null}
          </div>
          {me && hand ? (
            <div className="lpg3d-strip lpg3d-hand" data-testid="lpg-hand" data-side={me}>
              <span className={`lpg3d-strip-title lpg3d-side-${me}`}>{sideName(me)} action cards ({hand.length}/3)</span>
              {hand.length === 0 ? <span className="muted">none</span> : null}
              {hand.map((id, i) => {
                const lit = play.cards.has(id);
                const c = CARD.get(id);
                return (
                  <button
                    key={`${id}-${i}`}
                    type="button"
                    className={`lpg3d-chip lpg3d-card${lit ? ' lit' : ''}${picked.card === id ? ' picked' : ''}`}
                    data-testid="lpg-action-card"
                    data-card={id}
                    disabled={!live}
                    onClick={() => (lit ? t.onCard(id) : t.onUnlitCard(id))}
                    title={c?.text}
                  >
                    {c?.name ?? id}
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A counter in words (the stack viewer's and tooltip's). */
function thingLabel(i: MapItem): string {
  const th = i.thing;
  switch (th.kind) {
    case 'commander': {
      const d = commanderDef(th.id);
      return d ? `${d.name} (${RANK_NAME[d.rank]}, radius ${d.radius})` : th.id;
    }
    case 'phantom':
      return `${SIDE_NAME[th.side]} phantom marker`;
    case 'unknown':
      return `${SIDE_NAME[th.side]} marker (unknown)`;
    case 'unit':
      return `${SIDE_NAME[th.side]} ${th.type} (${UNIT_LETTER[th.type]})${th.understrength ? ', understrength' : ''}${th.unsupplied > 0 ? `, unsupplied ${th.unsupplied} turn${th.unsupplied > 1 ? 's' : ''}` : ''}, leaderless`;
    case 'unsupplied':
      return `Unsupplied marker: ${th.turns} turn${th.turns > 1 ? 's' : ''} without supply (§15)`;
    case 'holder':
      return `Held by the ${SIDE_NAME[th.side]}s`;
    case 'razed':
      return 'Razed';
    case 'landing':
      return 'Landing announced';
    case 'beachhead':
      return 'Beachhead';
  }
}

export default LpgTable;
