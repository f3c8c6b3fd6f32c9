// Brave Little Belgium's whole table for one view: the map, the tracks, every counter, and the
// selection UX for movement. It reads the view and the legal events it is given and decides no
// rule: picking a stack of the moving side lights the destinations of its legal 'move' events
// (with their MP cost); clicking one sends that very event through `send` (the cheapest route
// there; where the legal events offer several routes, Shift-click or the "Pick the route" toggle
// opens the route chooser, and hovering shows the route on the map). Every other decision
// stays in the DOM action list. Given the game's animation queue, the table drives it: the map
// shows a displayed view that follows the queue's shots (displayModel.ts), and the Battle Board
// and Dice Tray (BlbBattle.tsx) play the combats and dice in their slots. `children` go into the
// scene as they are.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GameEvent } from '../../core/module';
import type { ThreeEvent } from '@react-three/fiber';
import { QueueDriver, TableProbe } from '../tableProbes';
import { BOX, UNIT } from '../../games/blb/db';
import type { AnimationQueue } from '../animation/queue';
import type { CameraRigApi } from '../CameraRig';
import { useCameraRig } from '../CameraRig';
import { Counters } from '../counters/Counters';
import type { CounterItem } from '../counters/counterItem';
import { loadCounterAtlas } from '../counters/atlasTexture';
import { loadCanvasFonts } from '../fonts';
import { TableCanvas } from '../TableCanvas';
import { ViewButtons } from '../ViewButtons';
import { placeTooltip, TableTooltip } from '../tableTooltip';
import { StackViewer, useCounterAtlas } from '../StackViewer';
import { keysRow, stackRowsAt } from './stackRows';
import { useAsset } from '../useAsset';
import { BlbBattleBoard, BlbDiceTray } from './BlbBattle';
import { CameraDirector } from './CameraDirector';
import { blbFaces } from './blbFaces';
import { BLB_GLYPHS } from './counterGlyphs';
import { BoxHighlights, type BoxHighlight, type RouteLine } from './BoxHighlights';
import { boardKeyOf, createMapAnimator, displayScene } from './displayModel';
import type { CounterAnimator } from '../counters/counterItem';
import { useReducedMotion } from '../reducedMotion';
import { useDisplayFrame } from './useDisplayFrame';
import type { placeCounters } from './counterPlacement';
import { gcChartTexture } from './gcChartTexture';
import { BLB_HOME, blbHomeFocus } from './homeView';
import { BOX_PLACES, SHEET_Y, TABLE, TILE_TOP } from './layout';
import { MapBoard } from './MapBoard';
import { sheetTexture } from './mapSheet';
import { printedLabels } from './printedLabels';
import { tileLabelAtlas } from './tileLabels';
import {
  boxesWithMoves, clickDestination, moveGroupsFrom, moveTargets, movesUnit, routeLabel, type MoveEventLike, type MoveGroup, type MoveRoute, type MoveTarget,
} from './moveTargets';
import { RouteChooser } from './interactions/RouteChooser';
import { probeEventAt } from './interactions/probe';
import { boxTip, counterTip, placeTip, type Tip } from './tooltips';
import { placesOf, ruleAtPlaces } from './placeRules';
import { Tracks } from './Tracks';
import { TableCard, TableInteractions } from './interactions/TableInteractions';
import { boxBlock, regionOf } from './interactions/tableTargets';
import { asBlbView, type BlbView } from './viewTypes';
import type { BlbView as GameBlbView } from '../../games/blb/view';
import type { Table3DProps } from '../table3d';
import { isDrag } from '../pointerClick';
import '../scene.css';

/**
 * The host's props (Table3DProps, typed by BLB's view), and slots for the dev pages: what to draw
 * at the battle board's and the dice tray's places, and anything else in table coordinates.
 * Given the animation queue, the table drives it: the map follows its shots (never ahead of
 * them), and the battle board and dice tray play its combats and dice.
 */
export interface BlbTableProps extends Table3DProps<GameBlbView> {
  /** Drawn at the battle board's place on the table (its local origin is the board's centre). */
  battleBoard?: ReactNode;
  /** Drawn at the dice tray's place. */
  diceTray?: ReactNode;
  /** Anything else for the scene, in table coordinates. */
  children?: ReactNode;
}

interface Selection {
  box: string;
  group: string | null;
}

type Hover = { kind: 'counter'; key: string } | { kind: 'box'; box: string } | { kind: 'place'; id: string } | { kind: 'target'; box: string };

interface SceneProps {
  view: BlbView;
  items: CounterItem[];
  highlights: BoxHighlight[];
  /** The route shown on the map (the chosen or hovered destination's). */
  route: RouteLine | null;
  onCounterHover: (item: CounterItem | null, e: ThreeEvent<PointerEvent> | null) => void;
  onCounterClick: (item: CounterItem, e: ThreeEvent<MouseEvent>) => void;
  onBoxHover: (box: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  onBoxClick: (box: string, e: ThreeEvent<MouseEvent>) => void;
  onPlaceHover: (place: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  battleBoard?: ReactNode;
  diceTray?: ReactNode;
  children?: ReactNode;
  /** The animation queue, the latest view (for the battle board), and what moves the counters. */
  animation?: AnimationQueue | null;
  latestView: BlbView;
  animator?: CounterAnimator | null;
  onBoardUnitsChange?: (ids: readonly string[]) => void;
}

/** Where a box's single-counter slot is (for the test probe's screenOf). */
function blbPlaceOf(box: string): [number, number, number] | null {
  const place = BOX_PLACES[box];
  return place ? [place.slots.single.x, TILE_TOP, place.slots.single.z] : null;
}

function BlbScene(props: SceneProps) {
  const atlas = useAsset('blb-atlas', () => loadCounterAtlas('blb', blbFaces, BLB_GLYPHS));
  const sheet = useAsset('blb-sheet', () => loadCanvasFonts().then(sheetTexture));
  const chart = useAsset('blb-gc-chart', () => loadCanvasFonts().then(gcChartTexture));
  const labels = useAsset('blb-tile-labels', () => loadCanvasFonts().then(() => tileLabelAtlas(printedLabels().filter((l) => l.layer === 'tile'))));
  const rig = useCameraRig();
  const focusBox = useCallback(
    (box: string, e: ThreeEvent<MouseEvent>) => {
      e.stopPropagation();
      const place = BOX_PLACES[box];
      if (!place || !rig) return;
      rig.focus(place.tile.x + (place.siege ? 1 : 0), place.tile.z + 0.3, 24);
    },
    [rig],
  );
  return (
    <group>
      <MapBoard sheet={sheet} labels={labels} onBoxHover={props.onBoxHover} onBoxClick={props.onBoxClick} onBoxDoubleClick={focusBox} />
      <Tracks gcChart={chart} cupCount={props.view.chits.cup.length} onPlaceHover={props.onPlaceHover} />
      <BoxHighlights items={props.highlights} route={props.route} />
      <Counters
        atlas={atlas}
        items={props.items}
        animator={props.animator}
        onHover={props.onCounterHover}
        onClick={props.onCounterClick}
        onDoubleClick={(item, e) => {
          e.stopPropagation();
          rig?.focus(item.x, item.z, 20);
        }}
      />
      <QueueDriver queue={props.animation} />
      <CameraDirector queue={props.animation} />
      <group name="battle-board-slot" position={[TABLE.battleBoard.x, SHEET_Y, TABLE.battleBoard.z]}>
        {props.battleBoard ?? <BlbBattleBoard queue={props.animation} atlas={atlas} view={props.latestView} onBoardUnitsChange={props.onBoardUnitsChange} />}
      </group>
      <group name="dice-tray-slot" position={[TABLE.diceTray.x, SHEET_Y, TABLE.diceTray.z]}>
        {props.diceTray ?? <BlbDiceTray queue={props.animation} />}
      </group>
      {props.children}
      <TableProbe placeOf={blbPlaceOf} />
    </group>
  );
}

function tipFor(hover: Hover | null, view: BlbView, placement: ReturnType<typeof placeCounters>, targets: MoveTarget[], labelEvent?: (e: MoveEventLike) => string): Tip | null {
  if (!hover) return null;
  switch (hover.kind) {
    case 'counter':
      return counterTip(hover.key, view, placement.stacks, placement.boxOf);
    case 'box': {
      const tip = boxTip(hover.box, view, placement.stacks);
      const target = targets.find((t) => t.box === hover.box);
      if (target) {
        const lines = [`Click to move here: ${target.cost} MP, ${routeLabel(target.path)}${labelEvent ? ` (${labelEvent(target.event)})` : ''}`];
        if (target.routes.length > 1) lines.push(`Shift-click to pick one of its ${target.routes.length} routes`);
        tip.lines.unshift(...lines);
      }
      return tip;
    }
    case 'place':
      return placeTip(hover.id, view);
    default:
      return null;
  }
}

export function BlbTable({ view: rawView, legal, send, labelEvent, ruleOf, explain, toolbar, battleBoard, diceTray, children, insetRight = 0, animation = null }: BlbTableProps) {
  const latestView = useMemo(() => asBlbView(rawView), [rawView]);
  // The map shows the displayed view: it follows the animation queue's shots, never ahead of them.
  const frame = useDisplayFrame(latestView, animation);
  const view = frame.shown;
  const { placement, plan } = useMemo(() => displayScene(frame), [frame]);
  const onBoard = useRef<ReadonlySet<string>>(new Set());
  const onBoardUnitsChange = useCallback((ids: readonly string[]) => {
    onBoard.current = new Set(ids.map(boardKeyOf));
  }, []);
  const animator = useMemo(
    () => createMapAnimator(animation, plan, onBoard, placement.items.some((i) => i.ghost)),
    [animation, plan, placement],
  );
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (animation) animation.reducedMotion = reducedMotion;
  }, [animation, reducedMotion]);
  const unitBox = useCallback((id: string) => latestView.units[id]?.box ?? null, [latestView]);
  const movable = useMemo(() => boxesWithMoves(legal, unitBox), [legal, unitBox]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rigRef = useRef<CameraRigApi>(null);
  // Home: a readable window of the map round the play (homeView.ts), following it while left alone.
  const homeFocus = useMemo(() => blbHomeFocus(latestView, legal), [latestView, legal]);
  const homeView = useMemo(() => ({ polar: BLB_HOME.polar, minUnitShare: BLB_HOME.minUnitShare, focus: homeFocus }), [homeFocus]);

  // A selection lasts while its box can still move.
  const activeSelection = selection && movable.has(selection.box) ? selection : null;
  const groups: MoveGroup[] = useMemo(
    () => (activeSelection ? moveGroupsFrom(legal, activeSelection.box, unitBox) : []),
    [activeSelection, legal, unitBox],
  );
  const group = groups.find((g) => g.key === activeSelection?.group) ?? groups[0] ?? null;
  const targets = useMemo(() => (group ? moveTargets(legal, group.units, unitBox) : []), [group, legal, unitBox]);

  // 6.0 routes: the destination whose route chooser is open (for this stack and group only), the
  // route the pointer is on in it, and whether a click on a box with several routes opens it.
  const pickKey = activeSelection && group ? `${activeSelection.box}|${group.key}` : '';
  const [routePick, setRoutePick] = useState<{ key: string; box: string } | null>(null);
  const [routeHover, setRouteHover] = useState<MoveRoute | null>(null);
  const [pickRoutes, setPickRoutes] = useState(false);
  // The last refused click's reason, for as long as the decision it was about lasts.
  const legalKey = useMemo(() => legal.map((e) => JSON.stringify(e)).join('\n'), [legal]);
  const [whyNotState, setWhyNot] = useState<{ key: string; text: string } | null>(null);
  const whyNot = whyNotState?.key === legalKey ? whyNotState.text : null;
  const routeTarget = routePick && routePick.key === pickKey ? (targets.find((t) => t.box === routePick.box && t.routes.length > 1) ?? null) : null;
  const multiRoute = targets.some((t) => t.routes.length > 1);
  const closeRoutes = useCallback(() => {
    setRoutePick(null);
    setRouteHover(null);
  }, []);

  useEffect(() => {
    if (selection && !activeSelection) setSelection(null);
  }, [selection, activeSelection]);

  const routeOpen = useRef(false);
  routeOpen.current = !!routeTarget;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (routeOpen.current) closeRoutes();
      else setSelection(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [closeRoutes]);

  // The route shown on the map: in the open chooser, the route hovered there (else the cheapest);
  // otherwise the cheapest route to the destination under the pointer.
  const hoverBox = hover?.kind === 'box' ? hover.box : hover?.kind === 'counter' ? placement.boxOf[hover.key] : undefined;
  const shownRoute: RouteLine | null = useMemo(() => {
    if (!activeSelection) return null;
    if (routeTarget) {
      const r = routeHover && routeTarget.routes.includes(routeHover) ? routeHover : routeTarget.routes[0]!;
      return { from: activeSelection.box, path: r.path };
    }
    const t = hoverBox ? targets.find((x) => x.box === hoverBox) : undefined;
    return t ? { from: activeSelection.box, path: t.path } : null;
  }, [activeSelection, routeTarget, routeHover, hoverBox, targets]);

  const highlights = useMemo<BoxHighlight[]>(() => {
    const out: BoxHighlight[] = [];
    if (view.combat?.box) out.push({ box: view.combat.box, kind: 'combat' });
    if (view.pendingGc?.box) out.push({ box: view.pendingGc.box, kind: 'gc' });
    if (activeSelection) {
      out.push({ box: activeSelection.box, kind: 'selected' });
      for (const t of targets) out.push({ box: t.box, kind: 'target', cost: t.cost, routes: t.routes.length });
      for (const b of shownRoute?.path.slice(0, -1) ?? []) out.push({ box: b, kind: 'route' });
    } else {
      for (const b of movable) out.push({ box: b, kind: 'movable' });
    }
    if (hover?.kind === 'box' && !targets.some((t) => t.box === hover.box)) out.push({ box: hover.box, kind: 'hover' });
    return out;
  }, [view, activeSelection, targets, movable, hover, shownRoute]);

  const items = useMemo(() => {
    const chosen = new Set((group?.units ?? []).map((u) => `unit:${u}`));
    const movers = new Set<string>();
    if (!activeSelection) {
      for (const [box, s] of Object.entries(placement.stacks)) {
        if (!movable.has(box)) continue;
        for (const k of [...s.german, ...s.entente]) if (k.startsWith('unit:') && legal.some((e) => movesUnit(e, k.slice(5)))) movers.add(k);
      }
    }
    return placement.items.map((it) => {
      const h = chosen.has(it.key) ? 0.9 : movers.has(it.key) ? 0.25 : hover?.kind === 'counter' && hover.key === it.key ? 0.35 : 0;
      return h ? { ...it, highlight: h } : it;
    });
  }, [placement, group, activeSelection, movable, legal, hover]);

  const moveTooltip = (e: { nativeEvent: PointerEvent } | null) => placeTooltip(tipRef.current, wrapRef.current, e, insetRight);
  const setHoverIfChanged = (next: Hover | null) =>
    setHover((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));

  const sendMove = (event: MoveEventLike) => {
    send?.(event);
    setSelection(null);
    setHover(null);
    closeRoutes();
  };

  /** A click on a destination: the cheapest route, or (Shift, or picking routes) the route chooser. */
  const trySendTo = (box: string, shift = false): boolean => {
    const target = targets.find((t) => t.box === box);
    if (!target || !send) return false;
    const click = clickDestination(target, { pickRoute: shift || pickRoutes });
    if ('chooseRoute' in click) {
      setRoutePick({ key: pickKey, box: click.chooseRoute });
      setRouteHover(null);
      setHover(null);
    } else {
      sendMove(click.send);
    }
    return true;
  };

  /**
   * Why a click on this unlit box does nothing: the rules' answer (module.explainIllegal) for what
   * the click would have asked (probe.ts): moving the stack in hand there, or a move from it.
   */
  const whyNotAt = (box: string): string | null => {
    if (!send || !explain) return null;
    const probe = probeEventAt(view, legal, { box }, { moving: group?.units ?? null, retreating: null });
    if (!probe) return null;
    try {
      return explain(probe as GameEvent);
    } catch {
      return null;
    }
  };
  const selectBox = (box: string, unit?: string) => {
    if (!movable.has(box)) {
      const why = whyNotAt(box);
      setWhyNot(why ? { key: legalKey, text: why } : null);
      // A refused destination keeps the stack in hand, so another box can be tried.
      if (!why || !activeSelection) setSelection(null);
      return;
    }
    setWhyNot(null);
    if (activeSelection?.box === box && unit) {
      // A second click on a counter of the chosen stack moves it alone (if it may).
      const single = moveGroupsFrom(legal, box, unitBox).find((g) => g.units.length === 1 && g.units[0] === unit);
      if (single) {
        setSelection({ box, group: single.key });
        return;
      }
    }
    setSelection({ box, group: null });
  };

  const onCounterClick = (item: CounterItem, e: ThreeEvent<MouseEvent>) => {
    if (isDrag(e)) return;
    const box = placement.boxOf[item.key];
    if (!box) return;
    if (trySendTo(box, e.nativeEvent.shiftKey)) return;
    selectBox(box, item.key.startsWith('unit:') ? item.key.slice(5) : undefined);
  };
  const onBoxClick = (box: string, e: ThreeEvent<MouseEvent>) => {
    if (isDrag(e)) return;
    if (trySendTo(box, e.nativeEvent.shiftKey)) return;
    selectBox(box);
  };

  // Handlers that keep their identity across renders (so the memoised map and tracks do not
  // re-render on every hover), always calling the latest closures.
  const latest = useRef({ onCounterClick, onBoxClick, moveTooltip, setHoverIfChanged });
  latest.current = { onCounterClick, onBoxClick, moveTooltip, setHoverIfChanged };
  const stable = useMemo(
    () => ({
      onCounterHover: (item: CounterItem | null, e: ThreeEvent<PointerEvent> | null) => {
        latest.current.setHoverIfChanged(item ? { kind: 'counter', key: item.key } : null);
        latest.current.moveTooltip(e);
      },
      onCounterClick: (item: CounterItem, e: ThreeEvent<MouseEvent>) => latest.current.onCounterClick(item, e),
      onBoxHover: (box: string | null, e: ThreeEvent<PointerEvent> | null) => {
        latest.current.setHoverIfChanged(box ? { kind: 'box', box } : null);
        latest.current.moveTooltip(e);
      },
      onBoxClick: (box: string, e: ThreeEvent<MouseEvent>) => latest.current.onBoxClick(box, e),
      onPlaceHover: (place: string | null, e: ThreeEvent<PointerEvent> | null) => {
        latest.current.setHoverIfChanged(place ? { kind: 'place', id: place } : null);
        latest.current.moveTooltip(e);
      },
    }),
    [],
  );

  // No tooltip while the route card is open (the pointer over the card still passes over the map).
  const baseTip = routeTarget ? null : tipFor(hover, view, placement, targets, labelEvent);
  // A lit place names the rule its decision comes from (placeRules.ts).
  const tip = baseTip ? { ...baseTip, rule: ruleAtPlaces(placesOf(hover, placement.boxOf), { legal, view, moveTargets: targets, movable, ruleOf }) } : null;
  // The route card stands beside the start box and every box its routes pass (never over them).
  const routeRegion = useMemo(
    () => (routeTarget && activeSelection ? regionOf([activeSelection.box, ...new Set(routeTarget.routes.flatMap((r) => r.path))].map(boxBlock)) : null),
    [routeTarget, activeSelection],
  );
  // Boxes whose face-down Garde Civique may stop a German move (6.2): the route chooser names them.
  const faceDownGc = useMemo(() => {
    const out = new Set<string>();
    if (group && group.units.some((u) => UNIT[u]?.nationality === 'german')) {
      for (const g of Object.values(latestView.gc)) if (g && !g.revealed && g.box) out.add(g.box);
    }
    return out;
  }, [group, latestView]);
  // The stack viewer draws the table's own faces from the shared counter atlas.
  const stackAtlas = useCounterAtlas('blb', blbFaces, BLB_GLYPHS);
  const stackRows = useMemo(() => (routeTarget ? [] : stackRowsAt(hover, placement, view)), [hover, placement, view, routeTarget]);
  const selectedName = activeSelection ? (BOX[activeSelection.box]?.name ?? activeSelection.box) : '';

  return (
    <div className="table3d" ref={wrapRef} data-testid="table3d" style={{ ['--inset-right' as string]: `${insetRight}px` }}>
      <TableCanvas
        className="table3d-canvas"
        table={TABLE.table}
        home={BLB_HOME.rect}
        homeView={homeView}
        onWheelZoom={() => setHover(null)}
        rigRef={rigRef}
        insetRight={insetRight}
        onPointerMissed={() => setSelection(null)}
      >
        <BlbScene
          view={view}
          items={items}
          highlights={highlights}
          route={shownRoute}
          onCounterHover={stable.onCounterHover}
          onCounterClick={stable.onCounterClick}
          onBoxHover={stable.onBoxHover}
          onBoxClick={stable.onBoxClick}
          onPlaceHover={stable.onPlaceHover}
          battleBoard={battleBoard}
          diceTray={diceTray}
          animation={animation}
          latestView={latestView}
          animator={animator}
          onBoardUnitsChange={onBoardUnitsChange}
        >
          {children}
          <TableInteractions view={view} legal={legal} send={send} />
          {routeTarget && routeRegion ? (
            <TableCard region={routeRegion} testId="route-card" className="ti-chooser">
              <RouteChooser target={routeTarget} warn={faceDownGc} onChoose={(r) => sendMove(r.event)} onHover={setRouteHover} onCancel={closeRoutes} />
            </TableCard>
          ) : null}
        </BlbScene>
      </TableCanvas>

      <TableTooltip tip={tip} ref={tipRef}>
        {/* The stack under the pointer, full size (as VASSAL's stack viewer). */}
        <StackViewer atlas={stackAtlas} rows={stackRows} />
      </TableTooltip>

      <div className="table3d-toolbar">
        <ViewButtons rigRef={rigRef} whole={TABLE.sheet} place="box" />
        {toolbar}
      </div>

      {activeSelection && group ? (
        <div className="table3d-selection" data-testid="move-selection">
          <span className="table3d-selection-title">
            Moving from <strong>{selectedName}</strong>: {targets.length} destination{targets.length === 1 ? '' : 's'}
          </span>
          {/* The chosen counters, large (the stack viewer for the stack in hand). */}
          <StackViewer atlas={stackAtlas} rows={[keysRow(group.units.map((u) => `unit:${u}`), placement, view)]} size={44} testId="selection-stack" />
          <span className="table3d-groups">
            {groups
              .filter((g) => g.units.length > 1 || groups.length <= 6)
              .map((g) => (
                <button type="button" key={g.key} aria-pressed={g.key === group.key} onClick={() => setSelection({ box: activeSelection.box, group: g.key })}>
                  {g.label}
                </button>
              ))}
          </span>
          {multiRoute ? (
            <button
              type="button"
              className="table3d-pick-routes"
              aria-pressed={pickRoutes}
              title="6.0: some boxes can be reached by several routes (marked under their MP). Pressed: clicking such a box lets you pick the route; otherwise a click takes the cheapest. Shift-click does the same either way."
              onClick={() => setPickRoutes((p) => !p)}
            >
              Pick the route
            </button>
          ) : null}
          <span className="muted">
            {routeTarget
              ? `Pick a route to ${BOX[routeTarget.box]?.name ?? routeTarget.box} in its card · Esc cancels`
              : `Click a green box to move${multiRoute ? (pickRoutes ? ', then its route' : ' (cheapest route; Shift-click to pick)') : ''} · click a counter to move it alone · Esc cancels`}
          </span>
        </div>
      ) : movable.size > 0 ? (
        <div className="table3d-hint">Click a lit stack to move it</div>
      ) : null}
      {whyNot ? (
        <div className="table3d-why-not" role="status" data-testid="table-why-not">
          Not allowed: {whyNot}
        </div>
      ) : null}
    </div>
  );
}
