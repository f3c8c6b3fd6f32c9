// Belle Epoque's whole table for one view: the hex board with its terrain, the units as stands of
// figures, the bowl and the two command-point d20s on the left, the shared dice tray on the right,
// and the fire and assault effects. It decides no rule: what is lit and what a click sends come
// from the legal events and the view's preview (interactions.ts); what is drawn follows the
// animation queue (displayModel.ts), never ahead of it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { GameEvent } from '../../core/module';
import { CARDS } from '../../games/belle-epoque/data';
import { sectorLabel } from '../../games/belle-epoque/rules/hex';
import { unitShortName } from '../../games/belle-epoque/describe';
import type { Table3DProps } from '../table3d';
import type { AnimationQueue } from '../animation/queue';
import { useCameraRig } from '../CameraRig';
import { DiceTray } from '../dice/DiceTray';
import { useReducedMotion } from '../reducedMotion';
import { TableCanvas } from '../TableCanvas';
import { ViewButtons } from '../ViewButtons';
import { placeTooltip, TableTooltip, type TipContent } from '../tableTooltip';
import { QueueDriver, TableProbe } from '../tableProbes';
import type { CameraRigApi } from '../CameraRig';
import { Bowl } from './Bowl';
import { BelleCameraDirector } from './BelleCameraDirector';
import { CombatEffects } from './CombatEffects';
import { CommandDice } from './CommandDie';
import { BELLE_CLEARS_TRAY, belleTrayLayout, defaultUnitName } from './diceLayout';
import { BELLE_DIE_STYLES } from './dieStyles';
import { displayFrame, type DisplayFrame } from './displayModel';
import { HexBoard } from './HexBoard';
import { probeEventAt, tablePlay, type BelleEventLike } from './interactions';
import { DICE_TRAY, HOME, HOME_VIEW, TABLE, sectorCenter, groundTop, type ShownTerrain } from './layout';
import { SectorHighlights } from './SectorHighlights';
import { terrainDescription } from './terrainText';
import { Stands } from './Stands';
import { asBelleView, type BelleSectorView, type BelleView, type SectorHighlight } from './viewTypes';
import { isDrag } from '../pointerClick';
import '../scene.css';

/** How home frames the board (HOME_VIEW): its angle; the whole board reads at home, so no window. */
const BELLE_HOME_VIEW = { polar: HOME_VIEW.polar };

/** Beats whose shots move, thin or mark units while they play (the picture is redrawn as they go). */
const UNIT_SHOTS = new Set(['unit.moved', 'unit.fellBack', 'unit.evaded', 'position.carried', 'losses.taken', 'unit.activated', 'assault.declared', 'assault.fought']);

export function unitTitle(view: BelleView, id: string): string {
  const u = view.game.units.find((x) => x.id === id);
  if (!u) return id;
  // Named as the action list and narration name it ("Red British 3"), with the card's full title:
  // never the id.
  const side = u.side === 'red' ? 'Red' : 'Blue';
  const title = CARDS[u.card]?.title;
  return `${side} ${unitShortName(u)}${title ? ` (${title})` : ''}`;
}


/**
 * The picture at this frame: recomputed when the view changes and, while a shot that moves or
 * thins units plays, about 30 times over the shot (not every frame: it re-renders the stands).
 */
function useDisplay(view: BelleView, queue: AnimationQueue | null, marks: Record<string, 'none' | 'active' | 'selectable' | 'target' | 'reacting'>): DisplayFrame {
  const compute = useCallback((): DisplayFrame => {
    const f = queue?.current ?? null;
    return displayFrame(view, f ? { beat: f.shot.beat, progress: f.progress } : null, queue ? queue.queued.map((s) => s.beat) : [], marks);
  }, [view, queue, marks]);
  const [frame, setFrame] = useState<DisplayFrame>(compute);
  const key = useRef('');
  const keyNow = () => {
    const f = queue?.current;
    if (!f) return `idle:${queue?.queued.length ?? 0}`;
    const moving = UNIT_SHOTS.has(f.shot.beat.type);
    return `${f.shot.id}:${moving ? Math.round(f.progress * 30) : 0}:${queue!.queued.length}`;
  };
  useEffect(() => {
    key.current = keyNow();
    setFrame(compute());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compute]);
  useFrame(() => {
    const k = keyNow();
    if (k === key.current) return;
    key.current = k;
    setFrame(compute());
  });
  return frame;
}

interface SceneProps {
  view: BelleView;
  queue: AnimationQueue | null;
  highlights: SectorHighlight[];
  marks: Record<string, 'none' | 'active' | 'selectable' | 'target' | 'reacting'>;
  onSectorHover: (sector: number | null, e: ThreeEvent<PointerEvent> | null) => void;
  onSectorClick: (sector: number, e: ThreeEvent<MouseEvent>) => void;
  onUnitHover: (id: string | null, e: ThreeEvent<PointerEvent> | null) => void;
  onUnitClick: (id: string, e: ThreeEvent<MouseEvent>) => void;
  unitName: (id: string) => string;
  frameRef: { current: DisplayFrame | null };
}

function BelleScene(props: SceneProps) {
  const frame = useDisplay(props.view, props.queue, props.marks);
  props.frameRef.current = frame;
  const rig = useCameraRig();
  // Sectors whose reveal is still to play stay unknown; keyed by their list, so the board is not
  // given a new array on every frame of a move.
  const hiddenKey = [...frame.hiddenSectors].join(',');
  const sectors: BelleSectorView[] = useMemo(() => {
    const hidden = new Set(hiddenKey ? hiddenKey.split(',').map(Number) : []);
    return hidden.size === 0
      ? props.view.game.sectors
      : props.view.game.sectors.map((s, i) => (hidden.has(i) ? { terrain: 'unknown', discovered: false, fortified: false } : s));
  }, [props.view, hiddenKey]);
  const positionOf = useCallback((id: string): [number, number, number] | null => {
    const u = props.frameRef.current?.units.find((x) => x.id === id);
    return u ? u.position : null;
  }, [props.frameRef]);
  const placeOf = useCallback(
    (key: string): [number, number, number] | null => {
      if (/^\d+$/.test(key)) {
        const c = sectorCenter(Number(key));
        return [c.x, groundTop(sectors[Number(key)]?.terrain), c.z];
      }
      return positionOf(key);
    },
    [sectors, positionOf],
  );
  const focusSector = useCallback(
    (sector: number, e: ThreeEvent<MouseEvent>) => {
      e.stopPropagation();
      const c = sectorCenter(sector);
      rig?.focus(c.x, c.z, 26);
    },
    [rig],
  );
  // One layout function for the tray's life. Units are named short there ("Red 6": the id the
  // tooltips and the action list give in brackets), so the captions stay large enough to read
  // from across a room (a card title such as "British Infantry Division 1899" made them 5 px).
  const trayLayout = useMemo(() => belleTrayLayout(defaultUnitName), []);
  return (
    <group>
      <HexBoard sectors={sectors} onSectorHover={props.onSectorHover} onSectorClick={props.onSectorClick} onSectorDoubleClick={focusSector} />
      <SectorHighlights items={props.highlights} sectors={sectors} units={frame.units} />
      <Stands units={frame.units} onUnitHover={props.onUnitHover} onUnitClick={props.onUnitClick} />
      <Bowl bowl={frame.counters.bowl} drawn={frame.counters.drawn} queue={props.queue} />
      <CommandDice points={frame.counters.points} rolls={props.view.commandRolls} queue={props.queue} />
      <group name="dice-tray-slot" position={[DICE_TRAY.x, 0.03, DICE_TRAY.z]}>
        <DiceTray
          queue={props.queue}
          width={DICE_TRAY.w}
          depth={DICE_TRAY.d}
          layout={trayLayout}
          dieStyles={BELLE_DIE_STYLES}
          clearsOn={BELLE_CLEARS_TRAY}
        />
      </group>
      <CombatEffects queue={props.queue} positionOf={positionOf} />
      <QueueDriver queue={props.queue} />
      <BelleCameraDirector queue={props.queue} positionOf={positionOf} />
      <TableProbe placeOf={placeOf} />
    </group>
  );
}

type Hover = { kind: 'sector'; sector: number } | { kind: 'unit'; id: string };

export function BelleTable({ view: rawView, legal, send, labelEvent, explain, ruleOf, toolbar, insetRight = 0, animation = null }: Table3DProps<BelleView>) {
  const view = useMemo(() => asBelleView(rawView), [rawView]);
  const play = useMemo(() => tablePlay(view, legal as readonly BelleEventLike[]), [view, legal]);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (animation) animation.reducedMotion = reducedMotion;
  }, [animation, reducedMotion]);
  const [hover, setHover] = useState<Hover | null>(null);
  const [chooser, setChooser] = useState<{ sector: number; events: BelleEventLike[]; x: number; y: number } | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rigRef = useRef<CameraRigApi>(null);
  const frameRef = useRef<DisplayFrame | null>(null);
  const unitName = useCallback((id: string) => unitTitle(view, id), [view]);

  // Why a click on an unlit place did nothing (the rule that refuses it), until the next decision.
  const [whyNot, setWhyNot] = useState<string | null>(null);
  // A chooser lasts while its events are still legal.
  useEffect(() => {
    setChooser(null);
    setWhyNot(null);
  }, [legal]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setChooser(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const highlights = useMemo(() => {
    if (hover?.kind !== 'sector' || play.highlights.some((h) => h.sector === hover.sector)) return play.highlights;
    return [...play.highlights, { sector: hover.sector, tone: 'hover' as const }];
  }, [play.highlights, hover]);

  const label = (e: BelleEventLike) => labelEvent?.(e as GameEvent) ?? e.type;
  const clickSector = (sector: number, native: MouseEvent) => {
    const events = play.eventsAt(sector);
    if (!send || events.length === 0) {
      setChooser(null);
      const probe = send ? probeEventAt(view, legal as readonly BelleEventLike[], sector) : null;
      setWhyNot(probe ? (explain?.(probe as GameEvent) ?? null) : null);
      return;
    }
    setWhyNot(null);
    if (events.length === 1) {
      send(events[0] as GameEvent);
      setChooser(null);
      return;
    }
    const r = wrapRef.current?.getBoundingClientRect();
    setChooser({ sector, events, x: native.clientX - (r?.left ?? 0), y: native.clientY - (r?.top ?? 0) });
  };
  const moveTooltip = (e: { nativeEvent: PointerEvent } | null) => placeTooltip(tipRef.current, wrapRef.current, e, insetRight);
  const setHoverIfChanged = (next: Hover | null) => setHover((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));

  // Handlers with a stable identity (the board and stands are not re-rendered on hover), calling the latest closures.
  const latest = useRef({ clickSector, moveTooltip, setHoverIfChanged, view });
  latest.current = { clickSector, moveTooltip, setHoverIfChanged, view };
  const stable = useMemo(
    () => ({
      onSectorHover: (sector: number | null, e: ThreeEvent<PointerEvent> | null) => {
        latest.current.setHoverIfChanged(sector === null ? null : { kind: 'sector', sector });
        latest.current.moveTooltip(e);
      },
      onSectorClick: (sector: number, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        e.stopPropagation();
        latest.current.clickSector(sector, e.nativeEvent);
      },
      onUnitHover: (id: string | null, e: ThreeEvent<PointerEvent> | null) => {
        latest.current.setHoverIfChanged(id === null ? null : { kind: 'unit', id });
        latest.current.moveTooltip(e);
      },
      onUnitClick: (id: string, e: ThreeEvent<MouseEvent>) => {
        if (isDrag(e)) return;
        e.stopPropagation();
        const sector = latest.current.view.game.units.find((u) => u.id === id)?.sector;
        if (sector !== null && sector !== undefined) latest.current.clickSector(sector, e.nativeEvent);
      },
    }),
    [],
  );

  const tip = tipFor(hover, view, play, frameRef.current, label, ruleOf);

  return (
    <div className="table3d" ref={wrapRef} data-testid="table3d" data-game="belle-epoque" style={{ ['--inset-right' as string]: `${insetRight}px` }}>
      <TableCanvas
        className="table3d-canvas"
        table={TABLE}
        home={HOME_VIEW.rect}
        homeView={BELLE_HOME_VIEW}
        onWheelZoom={() => setHover(null)}
        rigRef={rigRef}
        insetRight={insetRight}
        onPointerMissed={() => setChooser(null)}
      >
        <BelleScene
          view={view}
          queue={animation}
          highlights={highlights}
          marks={play.marks}
          onSectorHover={stable.onSectorHover}
          onSectorClick={stable.onSectorClick}
          onUnitHover={stable.onUnitHover}
          onUnitClick={stable.onUnitClick}
          unitName={unitName}
          frameRef={frameRef}
        />
      </TableCanvas>

      <TableTooltip tip={tip} ref={tipRef} />

      {chooser ? (
        <div className="table3d-chooser" data-testid="table-chooser" style={{ left: chooser.x, top: chooser.y }} role="menu" aria-label={`Choices at ${sectorLabel(chooser.sector)}`}>
          {chooser.events.map((e, i) => (
            <button
              type="button"
              role="menuitem"
              key={i}
              onClick={() => {
                send?.(e as GameEvent);
                setChooser(null);
              }}
            >
              {label(e)}
            </button>
          ))}
          <button type="button" className="muted" onClick={() => setChooser(null)}>
            Cancel
          </button>
        </div>
      ) : null}

      <div className="table3d-toolbar">
        <ViewButtons rigRef={rigRef} whole={HOME} place="sector" />
        {toolbar}
      </div>

      {whyNot ? (
        <div className="table3d-hint table3d-why-not" data-testid="table-why-not" role="status">
          Not allowed: {whyNot}
        </div>
      ) : play.hint && send ? (
        <div className="table3d-hint" data-testid="table-hint">
          {play.hint}
        </div>
      ) : null}
    </div>
  );
}

type Tip = TipContent;

function tipFor(
  hover: Hover | null,
  view: BelleView,
  play: ReturnType<typeof tablePlay>,
  frame: DisplayFrame | null,
  label: (e: BelleEventLike) => string,
  ruleOf?: (e: GameEvent) => string | null,
): Tip | null {
  if (!hover) return null;
  // A lit place names the rule its decision comes from.
  const ruleAt = (sector: number): string | null => {
    const first = play.eventsAt(sector)[0];
    return first && ruleOf ? ruleOf(first as GameEvent) : null;
  };
  if (hover.kind === 'unit') {
    const u = view.game.units.find((x) => x.id === hover.id);
    if (!u) return null;
    const card = CARDS[u.card];
    const shown = frame?.units.find((x) => x.id === u.id);
    const lines = [
      `${shown?.stands ?? u.stands} stand${(shown?.stands ?? u.stands) === 1 ? '' : 's'}, ${u.order} order${u.sector !== null ? `, in ${sectorLabel(u.sector)}` : ''}`,
      card ? `${card.troopType === 'nativeWarriors' ? 'native warriors' : card.troopType}, ${card.reactivity}, fire class ${card.fireClass}, ${card.assaultClass}${card.bold ? ', bold' : ''}` : '',
      u.activated ? 'Activated this turn (its token beside it)' : 'Not yet activated this turn',
    ].filter(Boolean);
    if (u.sector !== null) {
      // A target says what firing at it (or assaulting it) would take, before the click.
      const h = play.highlights.find((x) => x.sector === u.sector);
      if (h?.label) lines.unshift(h.label);
      for (const e of play.eventsAt(u.sector)) lines.unshift(`Click: ${label(e)}`);
    }
    return { title: unitTitle(view, u.id), lines, rule: u.sector !== null ? ruleAt(u.sector) : null };
  }
  const s = view.game.sectors[hover.sector];
  if (!s) return null;
  const terrain = s.terrain ?? 'unknown';
  const lines = [terrainDescription(terrain as ShownTerrain)];
  if (s.fortified) lines.push('Fortifications (cover; infantry in them are missed on 1s and 2s)');
  const h = play.highlights.find((x) => x.sector === hover.sector);
  if (h?.label) lines.push(h.label);
  for (const e of play.eventsAt(hover.sector)) lines.unshift(`Click: ${label(e)}`);
  return { title: `Sector ${sectorLabel(hover.sector)}`, lines, rule: ruleAt(hover.sector) };
}

