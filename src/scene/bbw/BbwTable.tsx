// Brief Border Wars' 3D table (DrawnGame.Table3D): the printed sheet with its counters, played by
// clicks through the same pure click logic as the flat map (boardPlay.ts): a card of the seated
// side's hand (the DOM strip of the prompt), then its value; a lit unit, then a lit area; lit areas
// for battles and retreats; lit units to designate and to take hits; the events with no place
// (Pass, End the card, Resolve the battle, reactions) are the prompt's buttons. Every click sends one
// of the legal events given, unchanged; a click on an unlit unit or area asks the module why not
// (explain) and shows the rule that refuses it. Hidden information: the table shows the view it is
// given; the hand shown is the viewer's (the table host seats one side at a time, src/ui/seat.tsx;
// viewer '' shows no hand). It decides no rule.
// The table's other parts lie where tableLayout.ts says: the cards (cards/BbwCards: the deck, the
// fanned hands, the discard pile, the Special Action cards, the card in play; the seated side's hand
// is clickable there as in the prompt's strip), the battle and its dice (battle/BbwBattleShots), and
// the camera following card plays and battles (CameraDirector). Given the game's animation queue,
// the table drives it: the counters follow its shots (displayModel.ts), never ahead of them.
import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { DoubleSide, Shape } from 'three';
import type { GameEvent } from '../../core/module';
import { cardDef } from '../../games/bbw/data';
import { boardFor, type Board } from '../../games/bbw/rules/board';
import type { Side } from '../../games/bbw/types';
import type { BbwView } from '../../games/bbw/view';
import type { CameraRigApi } from '../CameraRig';
import { useCameraRig } from '../CameraRig';
import { Counters, type CounterItem } from '../counters/Counters';
import { loadCounterAtlas, type CounterAtlas } from '../counters/atlasTexture';
import { loadCanvasFonts } from '../fonts';
import { PrintedSheet } from '../PrintedSheet';
import { StackViewer, useCounterAtlas, type StackRow } from '../StackViewer';
import { TableCanvas } from '../TableCanvas';
import { OVERLAY_BOTTOM, OVERLAY_TOP } from '../safeArea';
import { QueueDriver, TableProbe } from '../tableProbes';
import { placeTooltip, TableTooltip, type TipContent } from '../tableTooltip';
import type { Table3DProps } from '../table3d';
import { useAsset } from '../useAsset';
import { ViewButtons } from '../ViewButtons';
import { BbwBattleShots } from './battle/BbwBattleShots';
import { useBbwDisplayFrame } from './battle/useBbwDisplayFrame';
import { BbwCameraDirector } from './CameraDirector';
import { BbwCards } from './cards/BbwCards';
import { cardAtlasTexture, cardTip } from './cards/cardFaces';
import { bbwDisplayScene, createBbwAnimator } from './displayModel';
import { bbwCounterItems } from './BbwSheet';
import { BBW_GLYPHS, bbwFaces } from './bbwFaces';
import { boardPlay, NO_SELECTION, type BbwEventLike, type Selection } from './boardPlay';
import { CardFace, PromptChoices } from './CardFace';
import { placeProbe, unitProbe } from './clickProbe';
import { FOOTBALL_WAR_MAP } from './footballWarMap';
import { areaRegions, bbwFaceKey, toWorld } from './sheetLayout';
import { bbwSheetTexture } from './sheetTexture';
import { BBW_TABLE } from './tableLayout';
import { isDrag } from '../pointerClick';
import '../scene.css';
import './bbwTable.css';

/** The host's props (typed by the bbw view), and anything else for the scene (dev pages). */
export interface BbwTableProps extends Table3DProps<BbwView> {
  /** Anything else for the scene, in table coordinates. */
  children?: ReactNode;
}

const SHEET_TOP = 0.03;
const PLACE_Y = SHEET_TOP + 0.006;
const SIDES: readonly Side[] = ['white', 'grey'];
const HOME_VIEW = { polar: BBW_TABLE.homePolar };

/** Every clickable place of the sheet (areas and boxes) as a world polygon (x, z). */
export interface PlaceShape {
  id: string;
  points: { x: number; z: number }[];
  centre: { x: number; z: number };
}

export function placeShapes(board: Board): PlaceShape[] {
  const out: PlaceShape[] = [];
  for (const [id, pts] of areaRegions(FOOTBALL_WAR_MAP)) {
    if (!board.areas.has(id) || pts.length < 3) continue;
    const seat = FOOTBALL_WAR_MAP.seats[id]!;
    out.push({ id, points: pts.map((p) => toWorld(p.x, p.y)), centre: toWorld(seat.x, seat.y) });
  }
  for (const [id, b] of Object.entries(FOOTBALL_WAR_MAP.boxes)) {
    const corners = [
      { x: b.x, y: b.y },
      { x: b.x + b.w, y: b.y },
      { x: b.x + b.w, y: b.y + b.h },
      { x: b.x, y: b.y + b.h },
    ];
    out.push({ id, points: corners.map((p) => toWorld(p.x, p.y)), centre: toWorld(b.x + b.w / 2, b.y + 30) });
  }
  return out;
}

type Look = 'none' | 'lit' | 'battle' | 'hover' | 'litHover';
const FILL: Record<Exclude<Look, 'none'>, { color: string; opacity: number }> = {
  lit: { color: '#ffd23f', opacity: 0.3 },
  litHover: { color: '#ffe27a', opacity: 0.5 },
  battle: { color: '#e0402e', opacity: 0.3 },
  hover: { color: '#ffffff', opacity: 0.1 },
};
const LINE: Record<Exclude<Look, 'none'>, string> = { lit: '#ffcf1f', litHover: '#fff2a8', battle: '#ff4a2e', hover: '#d8ccb2' };

/** One place of the sheet: invisible (and not drawn) until lit, hovered or the battle's; always clickable. */
const PlaceMesh = memo(function PlaceMesh({ shape, look, onHover, onClick }: {
  shape: PlaceShape;
  look: Look;
  onHover: (id: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  onClick: (id: string, e: ThreeEvent<MouseEvent>) => void;
}) {
  const geometry = useMemo(() => {
    // The shape in the x/-z plane, laid flat by the mesh's turn of -90 degrees about x.
    const s = new Shape(shape.points.map((p) => ({ x: p.x, y: -p.z }) as never));
    return s;
  }, [shape]);
  const line = useMemo(() => new Float32Array(shape.points.flatMap((p) => [p.x, PLACE_Y + 0.004, p.z])), [shape]);
  return (
    <group>
      <mesh
        name={`place:${shape.id}`}
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, PLACE_Y, 0]}
        onPointerOver={(e) => {
          e.stopPropagation();
          onHover(shape.id, e);
        }}
        onPointerMove={(e) => onHover(shape.id, e)}
        onPointerOut={() => onHover(null, null)}
        onClick={(e) => {
          e.stopPropagation();
          onClick(shape.id, e);
        }}
      >
        <shapeGeometry args={[geometry]} />
        <meshBasicMaterial
          color={look === 'none' ? '#000000' : FILL[look].color}
          transparent
          opacity={look === 'none' ? 0 : FILL[look].opacity}
          // An unlit place is not drawn (no draw call: one per place cost some 40 a frame) but is
          // still hit by the pointer's ray (three's Mesh.raycast ignores the material's visibility).
          visible={look !== 'none'}
          depthWrite={false}
          side={DoubleSide}
        />
      </mesh>
      {look !== 'none' && look !== 'hover' ? (
        <lineLoop>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[line, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={LINE[look]} />
        </lineLoop>
      ) : null}
    </group>
  );
});

/** A frame round a counter, on the sheet under it (a yellow frame reads on white and grey counters alike, where a glow does not). */
export type UnitMark = 'lit' | 'picked' | 'attacking' | 'defending';
const MARK: Record<UnitMark, { color: string; grow: number }> = {
  lit: { color: '#ffd23f', grow: 1.32 },
  picked: { color: '#ff7a1a', grow: 1.45 },
  attacking: { color: '#e0402e', grow: 1.24 },
  defending: { color: '#3d7bf0', grow: 1.24 },
};

const UnitFrames = memo(function UnitFrames({ items, marks }: { items: readonly CounterItem[]; marks: ReadonlyMap<string, UnitMark> }) {
  return (
    <group name="bbw-unit-frames">
      {items.map((it) => {
        const m = marks.get(it.key);
        if (!m) return null;
        const size = (it.size ?? 1) * MARK[m].grow;
        return (
          <mesh key={it.key} position={[it.x, SHEET_TOP + 0.012, it.z]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1}>
            <planeGeometry args={[size, size]} />
            <meshBasicMaterial color={MARK[m].color} depthWrite={false} />
          </mesh>
        );
      })}
    </group>
  );
});

interface SceneProps {
  board: Board;
  view: BbwView;
  litUnits: ReadonlySet<string>;
  pickedUnit: string | null;
  litPlaces: ReadonlySet<string>;
  battleArea: string | null;
  /** The units in the battle now, by role. */
  roles: ReadonlyMap<string, 'attacking' | 'defending'>;
  hover: Hover | null;
  onUnitHover: (item: CounterItem | null, e: ThreeEvent<PointerEvent> | null) => void;
  onUnitClick: (item: CounterItem, e: ThreeEvent<MouseEvent>) => void;
  onPlaceHover: (id: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  onPlaceClick: (id: string, e: ThreeEvent<MouseEvent>) => void;
  animation: Table3DProps['animation'];
  /** The side whose hand is face up (the seated human), the cards that may be played and the one picked. */
  handSide: Side | null;
  playableCards: ReadonlySet<string>;
  pickedCard: string | null;
  onCardClick: (card: string) => void;
  onCardHover: (card: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  children?: ReactNode;
}

type Hover = { kind: 'unit'; id: string } | { kind: 'place'; id: string };

function BbwScene(props: SceneProps) {
  const { board, view } = props;
  const sheet = useAsset('bbw-sheet', () => loadCanvasFonts().then(() => bbwSheetTexture(board)));
  const atlas: CounterAtlas = useAsset('bbw-atlas', () => loadCounterAtlas('bbw', () => bbwFaces(board), BBW_GLYPHS));
  const cardAtlas = useAsset('bbw-card-atlas', () => loadCanvasFonts().then(() => cardAtlasTexture(board.scenario.data.randomEvents)));
  const rig = useCameraRig();
  const shapes = useMemo(() => placeShapes(board), [board]);
  // The counters as the animation queue has shown them so far (the latest view once it is idle).
  const frame = useBbwDisplayFrame(view, props.animation);
  const { items: base, plan } = useMemo(() => bbwDisplayScene(frame, board, view.holders), [frame, board, view.holders]);
  const animator = useMemo(() => createBbwAnimator(props.animation, plan), [props.animation, plan]);
  // The view the latest beats come from (the shots look their battle up in it).
  const latest = useRef(view);
  latest.current = view;
  const viewNow = useCallback(() => latest.current, []);
  const items = useMemo(
    () =>
      base.map((it) => {
        const h = it.key === props.pickedUnit ? 0.95 : props.litUnits.has(it.key) ? 0.5 : props.hover?.kind === 'unit' && props.hover.id === it.key ? 0.3 : 0;
        return h ? { ...it, highlight: h } : it;
      }),
    [base, props.pickedUnit, props.litUnits, props.hover],
  );
  // Where a unit, an area or a box is (for the probe's screenOf): a counter's centre, an area's seat, a box's heading.
  const where = useRef(new Map<string, readonly [number, number, number]>());
  where.current = new Map([
    ...shapes.map((s) => [s.id, [s.centre.x, PLACE_Y, s.centre.z] as const] as const),
    ...items.map((it) => [it.key, [it.x, it.y + (it.height ?? 0) / 2, it.z] as const] as const),
  ]);
  const placeOf = useCallback((key: string) => where.current.get(key) ?? null, []);
  // Where the lit units and places waiting for a click will be once the pictures have caught up
  // with the game (the latest view's layout: a unit still to be moved is lit where it is going),
  // for the camera director, which keeps them in view.
  const settled = useMemo(() => new Map(bbwCounterItems(board, view.units, view.turn, view.holders).map((it) => [it.key, it] as const)), [board, view.units, view.turn, view.holders]);
  const litRef = useRef({ units: props.litUnits, places: props.litPlaces, settled });
  litRef.current = { units: props.litUnits, places: props.litPlaces, settled };
  const litNow = useCallback(() => {
    const { units, places, settled: at } = litRef.current;
    const out: { x: number; z: number }[] = [];
    for (const k of units) {
      const it = at.get(k);
      if (it) out.push({ x: it.x, z: it.z });
    }
    for (const k of places) {
      const p = where.current.get(k);
      if (p) out.push({ x: p[0], z: p[2] });
    }
    return out;
  }, []);
  const marks = useMemo(() => {
    const m = new Map<string, UnitMark>();
    for (const [u, r] of props.roles) m.set(u, r);
    for (const u of props.litUnits) m.set(u, 'lit');
    if (props.pickedUnit) m.set(props.pickedUnit, 'picked');
    return m;
  }, [props.roles, props.litUnits, props.pickedUnit]);
  const hoverPlace = props.hover?.kind === 'place' ? props.hover.id : null;
  return (
    <group name="bbw-table">
      <PrintedSheet x={BBW_TABLE.sheet.x} z={BBW_TABLE.sheet.z} w={BBW_TABLE.sheet.w} d={BBW_TABLE.sheet.d} thickness={SHEET_TOP} map={sheet} />
      <group name="bbw-places">
        {shapes.map((s) => {
          const lit = props.litPlaces.has(s.id);
          const look: Look = lit ? (hoverPlace === s.id ? 'litHover' : 'lit') : props.battleArea === s.id ? 'battle' : hoverPlace === s.id ? 'hover' : 'none';
          return <PlaceMesh key={s.id} shape={s} look={look} onHover={props.onPlaceHover} onClick={props.onPlaceClick} />;
        })}
      </group>
      <UnitFrames items={items} marks={marks} />
      <Counters
        atlas={atlas}
        items={items}
        animator={animator}
        onHover={props.onUnitHover}
        onClick={props.onUnitClick}
        onDoubleClick={(item, e) => {
          e.stopPropagation();
          rig?.focus(item.x, item.z, 18);
        }}
      />
      <group name="bbw-cards">
        <BbwCards
          view={view}
          atlas={cardAtlas}
          handSide={props.handSide}
          playable={props.playableCards}
          picked={props.pickedCard}
          onCardClick={props.onCardClick}
          onCardHover={props.onCardHover}
          animation={props.animation}
        />
      </group>
      <group name="bbw-shots">
        <BbwBattleShots queue={props.animation} latestView={view} viewNow={viewNow} frame={frame} board={board} />
      </group>
      <BbwCameraDirector queue={props.animation} viewNow={viewNow} litNow={litNow} />
      {props.children}
      <QueueDriver queue={props.animation} />
      <TableProbe placeOf={placeOf} />
    </group>
  );
}

/** A card's values in words ("Movement 3 / Combat 1"). */
function cardWords(id: string): string {
  const c = cardDef(id);
  return c.kind === 'action' ? `Movement ${c.move} / Combat ${c.combat}` : c.kind === 'special' ? 'Special Action' : 'Random Event';
}

export function BbwTable({ view, viewer, legal, send, labelEvent, ruleOf, explain, toolbar, insetRight = 0, animation = null, children }: BbwTableProps) {
  const board = useMemo(() => boardFor(view.options.scenario), [view.options.scenario]);
  const handSide: Side | null = viewer === 'white' || viewer === 'grey' ? viewer : null;
  const deciding = legal[0]?.side ?? null;
  const live = !!send && deciding !== null && deciding === handSide;
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const play = useMemo(() => boardPlay(live ? (legal as readonly BbwEventLike[]) : [], sel), [legal, sel, live]);
  const legalKey = useMemo(() => legal.map((e) => JSON.stringify(e)).join('\n'), [legal]);
  const [whyNotState, setWhyNot] = useState<{ key: string; text: string } | null>(null);
  const whyNot = whyNotState?.key === legalKey ? whyNotState.text : null;
  const [chooserState, setChooser] = useState<{ key: string; events: BbwEventLike[] } | null>(null);
  const chooser = chooserState?.key === legalKey ? chooserState.events : null;
  const [hover, setHover] = useState<Hover | null>(null);
  const [cardHover, setCardHover] = useState<string | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rigRef = useRef<CameraRigApi>(null);
  const sideName = (s: Side) => (s === 'white' ? 'El Salvador' : 'Honduras');
  const label = (e: BbwEventLike) => labelEvent?.(e as GameEvent) ?? e.type;

  const fire = (e: BbwEventLike) => {
    setSel(NO_SELECTION);
    setWhyNot(null);
    setChooser(null);
    send?.(e as GameEvent);
  };
  const choose = (events: BbwEventLike[]) => {
    if (events.length === 1) fire(events[0]!);
    else setChooser({ key: legalKey, events });
  };
  const ask = (probe: BbwEventLike | null) => {
    if (!probe || !explain) return;
    let text: string | null = null;
    try {
      text = explain(probe as GameEvent);
    } catch {
      text = null;
    }
    setWhyNot(text ? { key: legalKey, text } : null);
  };
  const locOf = (id: string) => view.units.find((u) => u.id === id)?.loc ?? '';

  const onUnit = (id: string) => {
    if (!live) return;
    if (sel.unit === id) return setSel(NO_SELECTION);
    const events = play.units.get(id);
    if (!events) return ask(unitProbe(legal as readonly BbwEventLike[], id, locOf(id)));
    setWhyNot(null);
    if (events.every((e) => e.type === 'move' || e.type === 'exploit')) return setSel({ card: null, unit: id });
    choose(events);
  };
  const onPlace = (id: string) => {
    if (!live) return;
    const events = play.places.get(id);
    if (events) return choose(events);
    ask(placeProbe(legal as readonly BbwEventLike[], id, play.selection.unit));
  };
  const onCard = (id: string) => {
    if (!live) return;
    setWhyNot(null);
    setSel((s) => (s.card === id ? NO_SELECTION : { card: id, unit: null }));
  };

  const moveTooltip = (e: { nativeEvent: PointerEvent } | null) => placeTooltip(tipRef.current, wrapRef.current, e, insetRight);
  const latest = useRef({ onUnit, onPlace, moveTooltip });
  latest.current = { onUnit, onPlace, moveTooltip };
  const stable = useMemo(
    () => ({
      onUnitHover: (item: CounterItem | null, e: ThreeEvent<PointerEvent> | null) => {
        const next: Hover | null = item && !item.key.includes(':') && !item.key.startsWith('bbw-') ? { kind: 'unit', id: item.key } : null;
        setHover((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
        latest.current.moveTooltip(e);
      },
      onUnitClick: (item: CounterItem, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        e.stopPropagation();
        if (item.key.startsWith('vp:') || item.key.startsWith('bbw-')) return;
        latest.current.onUnit(item.key);
      },
      onPlaceHover: (id: string | null, e: ThreeEvent<PointerEvent> | null) => {
        const next: Hover | null = id ? { kind: 'place', id } : null;
        setHover((old) => (old?.kind === 'unit' && next ? old : JSON.stringify(old) === JSON.stringify(next) ? old : next));
        latest.current.moveTooltip(e);
      },
      onPlaceClick: (id: string, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        latest.current.onPlace(id);
      },
      onCardHover: (card: string | null, e: ThreeEvent<PointerEvent> | null) => {
        setCardHover(card);
        latest.current.moveTooltip(e);
      },
    }),
    [],
  );

  const battleArea = view.battle?.area ?? view.designation?.area ?? null;
  // 6.21: the units in the battle now, by role (as the flat map marks them A and D).
  const roles = useMemo(() => {
    const r = new Map<string, 'attacking' | 'defending'>();
    const b = view.battle ?? view.designation;
    if (!b) return r;
    for (const u of b.attackers) r.set(u, 'attacking');
    for (const u of b.defenders) r.set(u, 'defending');
    if ('air' in b) for (const u of b.air) r.set(u, 'attacking');
    if ('attackerAir' in b) {
      for (const u of b.attackerAir) r.set(u, 'attacking');
      for (const u of b.defenderAir) r.set(u, 'defending');
    }
    return r;
  }, [view.battle, view.designation]);
  const litUnits = useMemo(() => new Set(play.units.keys()), [play]);
  const litPlaces = useMemo(() => new Set(play.places.keys()), [play]);

  // The tooltip: what is under the pointer, what a click there does, and the stack viewer.
  const stackAtlas = useCounterAtlas('bbw', () => bbwFaces(board), BBW_GLYPHS);
  const placeName = (id: string) => board.areas.get(id)?.name ?? board.rears.get(id)?.name ?? board.damagedBoxes.get(id)?.name ?? id;
  const hoverLoc = hover ? (hover.kind === 'unit' ? locOf(hover.id) : hover.id) : null;
  const stackRows: StackRow[] = useMemo(() => {
    if (!hoverLoc) return [];
    const here = view.units.filter((u) => u.loc === hoverLoc);
    if (here.length === 0) return [];
    return [{ heading: placeName(hoverLoc), faces: here.map((u) => ({ key: u.id, face: bbwFaceKey(u.id, u.disrupted), label: board.units.get(u.id)?.name ?? u.id })) }];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hoverLoc, view.units, board]);
  const tip: TipContent | null = useMemo(() => {
    if (cardHover) return cardTip(cardHover, board.scenario.data.randomEvents, play.cards.has(cardHover));
    if (!hover) return null;
    const events = hover.kind === 'unit' ? play.units.get(hover.id) : play.places.get(hover.id);
    const lines: string[] = [];
    let title: string;
    if (hover.kind === 'unit') {
      const u = view.units.find((x) => x.id === hover.id);
      const d = board.units.get(hover.id);
      title = d ? `${d.name} (${d.side === 'white' ? 'El Salvador' : 'Honduras'})` : hover.id;
      if (d && u) lines.push(`${d.kind === 'air' ? (d.fighter ? 'Fighter (F)' : 'Air unit') : 'Ground unit'} · CV ${u.disrupted ? d.cvDisrupted : d.cv}${u.disrupted ? ' · disrupted' : ''} · in ${placeName(u.loc)}`);
      const role = roles.get(hover.id);
      if (role) lines.push(`In the battle: ${role}`);
    } else {
      title = placeName(hover.id);
      const a = board.areas.get(hover.id);
      if (a?.vp) lines.push(`${a.vp} VP${view.holders[hover.id] ? ` · held by ${sideName(view.holders[hover.id]!)}` : ''}`);
    }
    if (events?.length) {
      if (events.every((e) => e.type === 'move' || e.type === 'exploit') && hover.kind === 'unit') lines.unshift('Click to pick it, then a lit area');
      else lines.unshift(events.length === 1 ? `Click: ${label(events[0]!)}` : `Click to choose: ${events.length} choices`);
    }
    const rule = events?.[0] && ruleOf ? ruleOf(events[0] as GameEvent) : null;
    return { title, lines, rule };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hover, cardHover, play, view, board, ruleOf, roles]);

  const hand = handSide ? view.hands[handSide] : null;
  const specials = handSide ? view.specials[handSide] : null;
  const action = view.action;
  const others = SIDES.filter((s) => s !== handSide);
  const picked = play.selection.card;

  return (
    <div
      className="table3d bbw-table3d"
      ref={wrapRef}
      data-testid="table3d"
      data-hand-side={handSide ?? ''}
      // For tests and outside checks (read-only): what is lit now, the unit picked, the decisions open to the seated side.
      data-lit-units={[...litUnits].join(' ')}
      data-lit-places={[...litPlaces].join(' ')}
      data-picked-unit={play.selection.unit ?? ''}
      data-open={live ? [...new Set(legal.map((e) => e.type))].join(' ') : ''}
      style={{ ['--inset-right' as string]: `${insetRight}px` }}
    >
      <TableCanvas
        className="table3d-canvas"
        table={BBW_TABLE.table}
        home={BBW_TABLE.home}
        homeView={HOME_VIEW}
        onWheelZoom={() => setHover(null)}
        rigRef={rigRef}
        insetRight={insetRight}
        onPointerMissed={() => setSel(NO_SELECTION)}
      >
        <BbwScene
          board={board}
          view={view}
          litUnits={litUnits}
          pickedUnit={play.selection.unit}
          litPlaces={litPlaces}
          battleArea={battleArea}
          roles={roles}
          hover={hover}
          onUnitHover={stable.onUnitHover}
          onUnitClick={stable.onUnitClick}
          onPlaceHover={stable.onPlaceHover}
          onPlaceClick={stable.onPlaceClick}
          animation={animation}
          handSide={handSide}
          playableCards={play.cards}
          pickedCard={play.selection.card}
          onCardClick={(id) => (play.cards.has(id) ? onCard(id) : undefined)}
          onCardHover={stable.onCardHover}
        >
          {children}
        </BbwScene>
      </TableCanvas>

      <TableTooltip tip={tip} ref={tipRef}>
        <StackViewer atlas={stackAtlas} rows={cardHover ? [] : stackRows} />
      </TableTooltip>

      <div className="table3d-toolbar" {...OVERLAY_TOP}>
        <ViewButtons rigRef={rigRef} whole={BBW_TABLE.table} place="area" />
        {toolbar}
      </div>

      {/* The card in play (6.0), the deck and the other hand, top left: who plays what, read across a room. */}
      {/* During a battle it keeps to two short lines (the card, the battle): the camera frames the battle below it. */}
      <div className={`bbw3d-status${battleArea ? ' in-battle' : ''}`} data-testid="bbw-card-in-play" {...OVERLAY_TOP}>
        {action ? (
          <>
            <span className={`bbw3d-status-who bbw-side-${action.side}`}>
              {sideName(action.side)} plays <b>{action.mode === 'move' ? 'Movement' : 'Combat'}</b>
            </span>
            <CardFace id={action.card} lit={false} picked={false} values={action.mode} />
            <span className="bbw3d-left">
              <b>{action.left}</b> {action.mode === 'move' ? 'moves' : 'attacking units'} left
            </span>
          </>
        ) : (
          <span className="muted">Deck {view.deckCount} · {view.discard.length} played</span>
        )}
        {battleArea ? (
          <span className="bbw3d-battle" data-testid="bbw-battle">
            Battle in <b>{placeName(battleArea)}</b>: {[...roles].filter(([, r]) => r === 'attacking').length} attacking,{' '}
            {[...roles].filter(([, r]) => r === 'defending').length} defending
          </span>
        ) : null}
        {others.map((s) => (
          <span key={s} className="bbw3d-other" data-testid="bbw-other-hand" data-side={s}>
            <span className={`bbw-side-${s}`}>{sideName(s)}</span>{' '}
            {view.hands[s] && handSide ? `${view.hands[s]!.length} cards face up` : <span data-testid="bbw-facedown-count">{view.handCounts[s]} cards face down</span>}
            {' · '}
            {view.specialCounts[s]} Special Action
          </span>
        ))}
      </div>

      {/* The prompt: what to do, why a click was refused, the buttons for events with no place, the hand. */}
      {whyNot || play.hint || picked || play.buttons.length > 0 || chooser || handSide ? (
        <div className="bbw3d-prompt" data-testid="bbw-prompt" {...OVERLAY_BOTTOM}>
          <div className="bbw3d-prompt-line">
            {whyNot ? (
              <span className="bbw-why-not" role="status" data-testid="table-why-not">
                Not allowed: {whyNot}
              </span>
            ) : play.hint ? (
              <span className="bbw3d-hint" data-testid="bbw-hint">{play.hint}</span>
            ) : null}
            {picked ? <span className="bbw3d-picked" data-testid="bbw-picked-card">{cardWords(picked)}</span> : null}
            <PromptChoices events={chooser ?? play.buttons} picked={picked} label={label} onChoose={fire} onCancel={chooser ? () => setChooser(null) : null} />
          </div>
          {handSide ? (
            <div className="bbw3d-hand bbw-hand" data-testid="bbw-hand" data-side={handSide}>
              <span className={`bbw3d-hand-title bbw-side-${handSide}`}>{sideName(handSide)}'s hand</span>
              {(hand ?? []).map((id) => (
                <CardFace key={id} id={id} lit={play.cards.has(id)} picked={picked === id} onClick={live && play.cards.has(id) ? () => onCard(id) : undefined} />
              ))}
              {hand && hand.length === 0 ? <span className="muted">no Action cards</span> : null}
              {specials && specials.length > 0
                ? (() => {
                    const playable = specials.find((id) => play.cards.has(id)) ?? null;
                    const pickedSpecial = specials.find((id) => id === picked) ?? null;
                    return (
                      <button
                        type="button"
                        className={`bbw-card bbw-card-${handSide} bbw-card-specials${playable ? ' lit' : ''}${pickedSpecial ? ' picked' : ''}`}
                        data-testid="bbw-specials"
                        data-card={playable ?? specials[0]}
                        disabled={!(live && playable)}
                        aria-pressed={!!pickedSpecial}
                        onClick={() => playable && onCard(pickedSpecial ?? playable)}
                      >
                        <span className="bbw-card-special">Special Action</span>
                        <span className="bbw-card-count">×{specials.length}</span>
                      </button>
                    );
                  })()
                : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default BbwTable;
