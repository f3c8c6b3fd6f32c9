// Brave Little Belgium's flat 2D board (no WebGL2, or the "2D" toggle): a schematic SVG map with
// boxes at their data positions, Movement Lines (Easy solid, Difficult dashed), each box's stacks
// (German, Entente, Garde Civique) as chips, fort steps, and the same lit targets and clicks as
// the 3D table: a stack that may move, then its destinations with their MP cost (moveTargets.ts;
// the route chooser where several routes lead there), and every other decision from
// tableTargets.ts (the cup, combats, step-losses, retreats, advances, event chits, forts, set-up,
// and the prompts: fort activation, fight or fall back, roll, pass, the Additional German
// Activation). Every click sends one of the legal events it was given, unchanged; a click on an
// unlit place asks the module why not (explainIllegal) and shows the rule that refuses it.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { GameEvent } from '../../core/module';
import { safeRuleOf } from '../../core/moduleReads';
import { ARMY, BOX, CHIT, DATA, FORT, LAST_TURN, UNIT, turnLabel } from '../../games/blb/db';
import type { BoxDef } from '../../games/blb/types';
import type { BlbView as GameBlbView } from '../../games/blb/view';
import { placeLabels } from '../../scene/labelPlacement';
import { placeCounters } from '../../scene/blb/counterPlacement';
import { boxesWithMoves, clickDestination, moveGroupsFrom, moveTargets, routeLabel, type MoveEventLike, type MoveRoute } from '../../scene/blb/moveTargets';
import { placesOf, ruleAtPlaces } from '../../scene/blb/placeRules';
import { boxTip } from '../../scene/blb/tooltips';
import { asBlbView, type BlbView } from '../../scene/blb/viewTypes';
import { confirmOnEnter, enterChoice } from '../../scene/blb/interactions/enterChoice';
import { probeEventAt } from '../../scene/blb/interactions/probe';
import { ChooserBody, PromptBody } from '../../scene/blb/interactions/PromptParts';
import { RouteChooser } from '../../scene/blb/interactions/RouteChooser';
import { tableTargets, type Choice, type InteractionSelection, type LegalEventLike, type TablePrompt, type TableTarget } from '../../scene/blb/interactions/tableTargets';
import { placeTooltip, TableTooltip, type TipContent } from '../../scene/tableTooltip';
import type { TableProps } from '../types';
import { MARK_PRIORITY, flatMarks, type Chip, type FlatMark } from './flatMarks';
import './blb.css';

// Map units to SVG units. x is stretched more than y so the map fills a wide screen; at these
// scales no two boxes overlap.
const SCALE_X = 100;
const SCALE_Y = 66;
const BOX_W = 116;
const BOX_H = 58;
const PAD = 40;
/** The lit labels' type (SVG units) and the room around their text. */
const LABEL = { font: 20, h: 28, padX: 9, charW: 11.2 } as const;
/** Where each stack chip stands in its box (x offset from the box centre). */
const CHIP_X: Record<Chip, number> = { german: -36, entente: 0, gc: 36 };
const CHIP_Y = BOX_H / 2 - 15;

const COUNTRY_FILL: Record<string, string> = {
  germany: '#2f3238',
  belgium: '#3a3424',
  france: '#232d45',
  luxembourg: '#2a3526',
  netherlands: '#3a2c22',
};

const px = (b: BoxDef) => b.pos.x * SCALE_X;
const py = (b: BoxDef) => -b.pos.y * SCALE_Y;
const boxName = (id: string | null | undefined): string => (id ? (BOX[id]?.name ?? id) : '');

const BOUNDS = (() => {
  const xs = DATA.boxes.map(px);
  const ys = DATA.boxes.map(py);
  const minX = Math.min(...xs) - BOX_W / 2 - PAD;
  const minY = Math.min(...ys) - BOX_H / 2 - PAD;
  const w = Math.max(...xs) + BOX_W / 2 + PAD - minX;
  const h = Math.max(...ys) + BOX_H / 2 + PAD - minY;
  return { minX, minY, w, h };
})();
const BOX_RECTS = DATA.boxes.map((b) => ({ left: px(b) - BOX_W / 2, top: py(b) - BOX_H / 2, right: px(b) + BOX_W / 2, bottom: py(b) + BOX_H / 2 }));

/** The turn in words: "Game Turn 2 of 8 · Aug 7-9", or before the first (set-up and the Special German Cavalry Phase, Aug 3). */
export function turnText(turn: number | undefined): string | null {
  if (turn === undefined || !Number.isFinite(turn)) return null;
  return turn > 0 ? `Game Turn ${turn} of ${LAST_TURN} · ${turnLabel(turn)}` : 'Before Game Turn 1 · Aug 3';
}

interface BoxContents {
  german: number;
  entente: number;
  gcHidden: number;
  gcRevealed: number;
}

function contents(view: BlbView): Record<string, BoxContents> {
  const out: Record<string, BoxContents> = {};
  const at = (box: string) => (out[box] ??= { german: 0, entente: 0, gcHidden: 0, gcRevealed: 0 });
  for (const [id, u] of Object.entries(view.units)) {
    if (!u.box || u.steps <= 0) continue;
    const c = at(u.box);
    if (UNIT[id]?.nationality === 'german') c.german++;
    else c.entente++;
  }
  for (const g of Object.values(view.gc)) {
    if (!g.box) continue;
    if (g.revealed) at(g.box).gcRevealed++;
    else at(g.box).gcHidden++;
  }
  return out;
}

/** A key for a list of events, so the board's own choices reset when the decision changes. */
const signature = (legal: readonly LegalEventLike[]) => legal.map((e) => JSON.stringify(e)).join('|');

const isActivationKey = (e: ReactKeyboardEvent) => e.key === 'Enter' || e.key === ' ';

interface BoardState {
  sig: string;
  /** The stack chosen to move (its box) and the group of its units. */
  move: { box: string; group: string | null } | null;
  /** The table's selections that are not events (retreating unit, forts, armies). */
  selection: InteractionSelection;
  /** The target whose choices are listed. */
  chooser: string | null;
  /** The destination whose routes are listed. */
  route: string | null;
}

const fresh = (sig: string): BoardState => ({ sig, move: null, selection: {}, chooser: null, route: null });


function PromptCard({ prompt, onChoose, enter }: { prompt: TablePrompt; onChoose: (c: Choice) => void; enter: Choice | null }) {
  return (
    <div className={`ti-card ti-prompt blb-flat-card side-${prompt.side}`} data-testid="table-prompt" data-prompt={prompt.id}>
      <PromptBody prompt={prompt} onChoose={onChoose} enter={enter} />
    </div>
  );
}

export function SchematicBoard(props: TableProps<GameBlbView>) {
  const { module, snapshot, send } = props;
  // Read defensively: a half-built view (a dev page, a test) never crashes the board.
  const view = useMemo(() => asBlbView(props.view), [props.view]);
  const legal = props.legal as readonly LegalEventLike[];
  const [fit, setFit] = useState(true);
  const byBox = useMemo(() => contents(view), [view]);
  const placement = useMemo(() => placeCounters(view), [view]);

  // The board's own choices last while the decision does.
  const sig = useMemo(() => signature(legal), [legal]);
  const [raw, setState] = useState<BoardState>(() => fresh(sig));
  const st = raw.sig === sig ? raw : fresh(sig);
  const update = useCallback((f: (s: BoardState) => BoardState) => setState((old) => f(old.sig === sig ? old : fresh(sig))), [sig]);
  const [pickRoutes, setPickRoutes] = useState(false);
  const [routeHover, setRouteHover] = useState<MoveRoute | null>(null);
  const [hoverBox, setHoverBox] = useState<string | null>(null);
  // Why a click on an unlit place did nothing (the rule that refuses it), until the next decision.
  const [whyNot, setWhyNot] = useState<{ sig: string; text: string } | null>(null);
  const shownWhyNot = whyNot?.sig === sig ? whyNot.text : null;

  // Moves (moveTargets.ts): the stacks that may move, the chosen one's groups and destinations.
  const unitBox = useCallback((id: string) => view.units[id]?.box ?? null, [view]);
  const movable = useMemo(() => (send ? boxesWithMoves(legal as readonly MoveEventLike[], unitBox) : new Set<string>()), [legal, unitBox, send]);
  const activeMove = st.move && movable.has(st.move.box) ? st.move : null;
  const groups = useMemo(() => (activeMove ? moveGroupsFrom(legal as readonly MoveEventLike[], activeMove.box, unitBox) : []), [activeMove, legal, unitBox]);
  const group = groups.find((g) => g.key === activeMove?.group) ?? groups[0] ?? null;
  const dests = useMemo(() => (group ? moveTargets(legal as readonly MoveEventLike[], group.units, unitBox) : []), [group, legal, unitBox]);
  const routeTarget = st.route ? (dests.find((t) => t.box === st.route && t.routes.length > 1) ?? null) : null;
  const multiRoute = dests.some((t) => t.routes.length > 1);

  // Every other decision (tableTargets.ts), as the 3D table has them.
  const { targets, prompts } = useMemo(
    () => (send ? tableTargets(legal, view, st.selection, placement) : { targets: [] as TableTarget[], prompts: [] as TablePrompt[] }),
    [send, legal, view, st.selection, placement],
  );
  const chooser = targets.find((t) => t.id === st.chooser) ?? null;
  const drawTarget = targets.find((t) => t.role === 'draw') ?? null;
  const eventTargets = targets.filter((t) => t.role === 'event');
  const endMovement = send ? legal.find((e) => e.type === 'endMovement') : undefined;

  // The route shown on the map: the hovered one in the chooser, else the cheapest to the box under the pointer.
  const shownRoute = useMemo(() => {
    if (!activeMove) return null;
    if (routeTarget) return (routeHover && routeTarget.routes.includes(routeHover) ? routeHover : routeTarget.routes[0]!).path;
    const t = hoverBox ? dests.find((d) => d.box === hoverBox) : undefined;
    return t ? t.path : null;
  }, [activeMove, routeTarget, routeHover, hoverBox, dests]);

  const marks = useMemo(
    () => flatMarks({ view, targets, movable, selected: activeMove?.box ?? null, dests, route: shownRoute }),
    [view, targets, movable, activeMove, dests, shownRoute],
  );
  const marksAt = useMemo(() => {
    const box = new Map<string, FlatMark[]>();
    const chip = new Map<string, FlatMark[]>();
    for (const m of marks) {
      const map = m.chip ? chip : box;
      const key = m.chip ? `${m.box}:${m.chip}` : m.box;
      map.set(key, [...(map.get(key) ?? []), m]);
    }
    return { box, chip };
  }, [marks]);

  // The labels of lit places, placed so that no two overlap (labelPlacement.ts).
  const labels = useMemo(() => {
    const wanted = marks.filter((m) => m.label && BOX[m.box]);
    const requests = wanted.map((m) => {
      const b = BOX[m.box]!;
      const w = m.label!.length * LABEL.charW + LABEL.padX * 2;
      const x = px(b) + (m.chip ? CHIP_X[m.chip] : 0);
      const y = m.chip ? py(b) + BOX_H / 2 + LABEL.h / 2 + 2 : py(b) - BOX_H / 2 - LABEL.h / 2 - 2;
      return { id: m.id, x, y, w, h: LABEL.h, priority: MARK_PRIORITY[m.role] };
    });
    const placed = placeLabels(requests, {
      gap: 3,
      bounds: { left: BOUNDS.minX, top: BOUNDS.minY, right: BOUNDS.minX + BOUNDS.w, bottom: BOUNDS.minY + BOUNDS.h },
      obstacles: BOX_RECTS,
    });
    return placed.map((p, i) => ({ ...p, mark: wanted[i]! }));
  }, [marks]);

  const choose = useCallback(
    (choice: Choice) => {
      if (choice.event) {
        update((s) => ({ ...s, chooser: null }));
        send?.(choice.event as GameEvent);
      } else if (choice.select) {
        const select = choice.select;
        update((s) => ({ ...s, selection: { ...s.selection, ...select }, chooser: null }));
      }
    },
    [send, update],
  );
  const clickTarget = (t: TableTarget) => {
    setWhyNot(null);
    if (t.choices.length === 1) choose(t.choices[0]!);
    else update((s) => ({ ...s, chooser: s.chooser === t.id ? null : t.id }));
  };
  const sendMove = (event: MoveEventLike) => {
    update((s) => ({ ...s, move: null, route: null }));
    setRouteHover(null);
    send?.(event as GameEvent);
  };

  /** Why a click here does nothing: the module's explainIllegal for what the click would have asked. */
  const explainAt = (box: string, chip?: Chip) => {
    const retreating = st.selection.unit ?? null;
    const probe = send ? probeEventAt(view, legal, { box, stack: chip }, { moving: group?.units ?? null, retreating }) : null;
    let text: string | null = null;
    if (probe) {
      try {
        text = module.explainIllegal(snapshot as never, probe as GameEvent);
      } catch {
        text = null;
      }
    }
    setWhyNot(text ? { sig, text } : null);
  };

  const clickPlace = (box: string, chip?: Chip, shift = false) => {
    if (!send) return;
    // A destination of the chosen stack: its cheapest route, or (Shift, "Pick the route") its routes.
    const dest = dests.find((d) => d.box === box);
    if (activeMove && dest) {
      setWhyNot(null);
      const click = clickDestination(dest, { pickRoute: shift || pickRoutes });
      if ('chooseRoute' in click) update((s) => ({ ...s, route: click.chooseRoute }));
      else sendMove(click.send);
      return;
    }
    const here = [...(chip ? (marksAt.chip.get(`${box}:${chip}`) ?? []) : []), ...(marksAt.box.get(box) ?? [])].find((m) => m.target);
    if (here?.target) return clickTarget(here.target);
    if (movable.has(box)) {
      setWhyNot(null);
      // A second click on the chosen stack's box keeps it; another box chooses that stack.
      if (activeMove?.box !== box) update((s) => ({ ...s, move: { box, group: null }, route: null }));
      return;
    }
    // Unlit: say which rule refuses it; a chosen stack stays chosen (its destinations stay lit).
    update((s) => ({ ...s, route: null, chooser: null }));
    explainAt(box, chip);
  };

  // Keys: Esc closes the chooser, then the routes, then the selection; Enter presses the main button.
  const enter = useMemo(() => enterChoice(prompts, chooser?.choices ?? null), [prompts, chooser]);
  const latest = useRef({ enter, choose, update });
  latest.current = { enter, choose, update };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        latest.current.update((s) => (s.chooser ? { ...s, chooser: null } : s.route ? { ...s, route: null } : { ...s, move: null }));
        return;
      }
      confirmOnEnter(e, latest.current.enter, latest.current.choose);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // The tooltip: the box and its stacks, what a click does there, and the rule it comes from.
  const tipRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const el = e.target as Element | null;
    const box = el?.closest?.('[data-box]')?.getAttribute('data-box') ?? null;
    if (box !== hoverBox) setHoverBox(box);
    placeTooltip(tipRef.current, mapRef.current, e, 0);
  };
  const tip: TipContent | null = (() => {
    if (!hoverBox || !BOX[hoverBox] || routeTarget) return null;
    const base = boxTip(hoverBox, view, placement.stacks);
    const lines = [...base.lines];
    const dest = dests.find((d) => d.box === hoverBox);
    if (dest) {
      lines.unshift(`Click to move here: ${dest.cost} MP, ${routeLabel(dest.path)}`);
      if (dest.routes.length > 1) lines.splice(1, 0, `Shift-click to pick one of its ${dest.routes.length} routes`);
    } else if (!activeMove && movable.has(hoverBox)) lines.unshift('Click to choose this stack and light where it may move');
    for (const m of [...(marksAt.box.get(hoverBox) ?? []), ...(['german', 'entente', 'gc'] as Chip[]).flatMap((c) => marksAt.chip.get(`${hoverBox}:${c}`) ?? [])]) {
      if (m.target) lines.unshift(`Click: ${m.target.choices.length === 1 ? m.target.choices[0]!.label : m.target.title}`);
    }
    const rule = ruleAtPlaces(placesOf({ kind: 'box', box: hoverBox }, {}), {
      legal,
      view,
      moveTargets: dests,
      movable,
      ruleOf: (e) => safeRuleOf(module, snapshot, e),
    });
    return { title: base.title, lines, rule };
  })();

  const combatBox = view.combat?.box ?? null;
  const gcBox = view.pendingGc?.box ?? null;
  const activeArmies = new Set(view.activation?.armies ?? []);
  const activeBoxes = new Set<string>();
  for (const [id, u] of Object.entries(view.units)) {
    const def = UNIT[id];
    if (u.box && def && activeArmies.has(def.army)) activeBoxes.add(u.box);
  }
  const turn = turnText(view.turn);
  const selectedName = boxName(activeMove?.box);
  const hint = movable.size > 0 && !activeMove ? 'Click a lit stack to move it' : null;

  const chipEl = (b: BoxDef, chip: Chip, count: number, revealed: boolean) => {
    const lit = marksAt.chip.get(`${b.id}:${chip}`) ?? [];
    const role = lit[0]?.role;
    const clickable = !!send;
    const name = chip === 'german' ? 'German' : chip === 'entente' ? 'Entente' : 'Garde Civique';
    return (
      <g
        key={chip}
        className={`stack-chip chip-${chip}${role ? ` lit role-${role}` : ''}${lit.some((m) => m.selected) ? ' selected' : ''}`}
        data-stack={`${b.id}:${chip}`}
        data-role={role}
        transform={`translate(${CHIP_X[chip]} 0)`}
        onClick={
          clickable
            ? (e: ReactMouseEvent) => {
                e.stopPropagation();
                clickPlace(b.id, chip, e.shiftKey);
              }
            : undefined
        }
        role={role ? 'button' : undefined}
        tabIndex={role ? 0 : undefined}
        aria-label={role ? `${name} stack in ${b.name}: ${lit[0]!.label ?? role}` : undefined}
        onKeyDown={
          role
            ? (e) => {
                if (!isActivationKey(e)) return;
                e.preventDefault();
                e.stopPropagation();
                clickPlace(b.id, chip);
              }
            : undefined
        }
      >
        {role ? <rect x={-21} y={-17} width={42} height={34} rx={7} className="chip-lit" /> : null}
        <rect x={-16} y={-12} width={32} height={24} rx={chip === 'gc' ? 11 : 4} className={`count ${chip}${revealed ? ' revealed' : ''}`} />
        <text className="count-text" textAnchor="middle" y={7}>
          {count}
        </text>
      </g>
    );
  };

  const routeLine = shownRoute && activeMove ? [activeMove.box, ...shownRoute].map((id) => BOX[id]).filter((b): b is BoxDef => !!b) : null;

  return (
    <section className="board blb-flat" aria-label="Brave Little Belgium map (schematic)" data-testid="blb-flat">
      <div className="board-toolbar">
        <span className="board-info">
          {turn ? <span data-testid="blb-flat-turn">{turn}</span> : null}
          <span>Atrocities {view.atrocities ?? 0}/5</span>
          {drawTarget ? (
            <button type="button" className="blb-flat-cup lit" data-testid="blb-flat-cup" onClick={() => clickTarget(drawTarget)} title="4.1: draw a chit from the cup">
              {drawTarget.label} · {view.chits.cup.length} in the cup
            </button>
          ) : (
            <span>Cup {view.chits.cup.length}</span>
          )}
          <span>Turn End {view.chits.turnEnd.length}/3</span>
          {view.chits.pulled.length > 0 ? (
            <span className="blb-flat-pulled">
              Pulled:{' '}
              {view.chits.pulled.map((c) => {
                const t = eventTargets.find((x) => x.place === `chit:${c}`);
                const name = `${CHIT[c]?.label ?? c}${view.chits.used.includes(c) ? ' (used)' : ''}`;
                return t ? (
                  <button type="button" key={c} className="blb-flat-chit lit" data-chit={c} onClick={() => clickTarget(t)}>
                    Play {CHIT[c]?.label ?? c}
                  </button>
                ) : (
                  <span key={c} className="blb-flat-chit" data-chit={c}>
                    {name}
                  </span>
                );
              })}
            </span>
          ) : null}
          {view.activation && view.activation.armies.length > 0 ? (
            <span className="board-active">Active: {view.activation.armies.map((a) => ARMY[a as keyof typeof ARMY]?.name ?? a).join(', ')}</span>
          ) : null}
        </span>
        <button type="button" onClick={() => setFit((f) => !f)} aria-pressed={!fit}>
          {fit ? 'Full size' : 'Fit'}
        </button>
      </div>

      <div className="blb-flat-strip">
        {chooser ? (
          <div className="ti-card ti-chooser blb-flat-card" data-testid="table-chooser" role="group" aria-label={chooser.title}>
            <ChooserBody title={chooser.title} choices={chooser.choices} onChoose={choose} enter={enter} onCancel={() => update((s) => ({ ...s, chooser: null }))} />
          </div>
        ) : routeTarget ? (
          <div className="ti-card ti-chooser blb-flat-card" data-testid="route-card">
            <RouteChooser target={routeTarget} onChoose={(r) => sendMove(r.event)} onHover={setRouteHover} onCancel={() => update((s) => ({ ...s, route: null }))} />
          </div>
        ) : null}
        {!chooser && !routeTarget
          ? prompts.map((p) => <PromptCard key={p.id} prompt={p} onChoose={choose} enter={enter} />)
          : null}
        {activeMove && group && !routeTarget ? (
          <div className="blb-flat-move" data-testid="move-selection">
            <span>
              Moving from <strong>{selectedName}</strong>
              <span className="blb-flat-move-count">
                : {dests.length} destination{dests.length === 1 ? '' : 's'}
              </span>
            </span>
            <span className="table3d-groups">
              {groups
                .filter((g) => g.units.length > 1 || groups.length <= 6)
                .map((g) => (
                  <button type="button" key={g.key} aria-pressed={g.key === group.key} onClick={() => update((s) => ({ ...s, move: { box: activeMove.box, group: g.key }, route: null }))}>
                    {g.label}
                  </button>
                ))}
            </span>
            {multiRoute ? (
              <button type="button" aria-pressed={pickRoutes} onClick={() => setPickRoutes((p) => !p)} title="6.0: clicking a box with several routes lets you pick the route (Shift-click does it too).">
                Pick the route
              </button>
            ) : null}
            <span className="muted blb-flat-move-hint">Click a green box · Esc cancels</span>
          </div>
        ) : null}
        {shownWhyNot ? (
          <div className="blb-flat-hint blb-flat-why-not" role="status" data-testid="table-why-not">
            Not allowed: {shownWhyNot}
          </div>
        ) : hint ? (
          <div className="blb-flat-hint muted" data-testid="table-hint">
            {hint}
          </div>
        ) : null}
        {endMovement && !activeMove ? (
          <button type="button" className="blb-flat-end" data-testid="blb-flat-end-movement" onClick={() => send?.(endMovement as GameEvent)}>
            End movement
          </button>
        ) : null}
      </div>

      <div className={`board-scroll${fit ? ' fit' : ''}`} ref={mapRef} onPointerMove={onPointerMove} onPointerLeave={() => setHoverBox(null)}>
        <svg
          className="board-svg"
          viewBox={`${BOUNDS.minX} ${BOUNDS.minY} ${BOUNDS.w} ${BOUNDS.h}`}
          width={fit ? '100%' : BOUNDS.w}
          height={fit ? '100%' : BOUNDS.h}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={`Schematic map: boxes, movement lines and units${marks.length ? `, ${marks.filter((m) => m.role !== 'route').length} places lit` : ''}`}
          onClick={() => update((s) => ({ ...s, move: null, chooser: null }))}
        >
          <g className="lines">
            {DATA.lines.map((line) => {
              const a = BOX[line.a];
              const b = BOX[line.b];
              if (!a || !b) return null;
              return (
                <line
                  key={`${line.a}-${line.b}`}
                  x1={px(a)}
                  y1={py(a)}
                  x2={px(b)}
                  y2={py(b)}
                  className={`map-line ${line.kind}`}
                  strokeDasharray={line.kind === 'difficult' ? '14 10' : undefined}
                />
              );
            })}
          </g>
          {routeLine ? <polyline className="route-line" data-testid="route-line" points={routeLine.map((b) => `${px(b)},${py(b)}`).join(' ')} /> : null}
          <g className="victory-line">
            {DATA.victoryLineCrossings.map(([ida, idb]) => {
              const a = BOX[ida];
              const b = BOX[idb];
              if (!a || !b) return null;
              const x = (px(a) + px(b)) / 2;
              const y = (py(a) + py(b)) / 2;
              return <rect key={`${ida}-${idb}`} x={x - 9} y={y - 9} width={18} height={18} transform={`rotate(45 ${x} ${y})`} className="victory-diamond" />;
            })}
          </g>
          <g className="boxes">
            {DATA.boxes.map((b) => {
              const c = byBox[b.id];
              const fort = FORT[b.id];
              const fortSteps = view.forts?.[b.id]?.steps ?? fort?.steps ?? 0;
              const lit = (marksAt.box.get(b.id) ?? []).filter((m) => m.role !== 'route');
              const onRoute = (marksAt.box.get(b.id) ?? []).some((m) => m.role === 'route');
              const role = lit.find((m) => m.role !== 'selected')?.role ?? lit[0]?.role;
              const classes = ['map-box', b.type, b.capital ? 'capital' : '', b.beyondVictoryLine ? 'beyond' : ''];
              if (b.id === combatBox) classes.push('combat');
              if (b.id === gcBox) classes.push('gc-alert');
              if (activeBoxes.has(b.id)) classes.push('activated');
              if (role) classes.push('lit', `role-${role}`);
              if (lit.some((m) => m.selected)) classes.push('selected');
              if (lit.some((m) => m.costly)) classes.push('costly');
              if (onRoute) classes.push('on-route');
              const label = lit.find((m) => m.label)?.label;
              const clickable = !!role && !!send;
              return (
                <g
                  key={b.id}
                  className={classes.filter(Boolean).join(' ')}
                  data-box={b.id}
                  data-role={role}
                  transform={`translate(${px(b)} ${py(b)})`}
                  onClick={
                    send
                      ? (e: ReactMouseEvent) => {
                          e.stopPropagation();
                          clickPlace(b.id, undefined, e.shiftKey);
                        }
                      : undefined
                  }
                  role={clickable ? 'button' : undefined}
                  tabIndex={clickable ? 0 : undefined}
                  aria-label={clickable ? `${b.name}${label ? `: ${label}` : ''}` : undefined}
                  onKeyDown={
                    clickable
                      ? (e) => {
                          if (!isActivationKey(e)) return;
                          e.preventDefault();
                          clickPlace(b.id);
                        }
                      : undefined
                  }
                >
                  {role || onRoute ? <rect x={-BOX_W / 2 - 7} y={-BOX_H / 2 - 7} width={BOX_W + 14} height={BOX_H + 14} rx={b.type === 'city' ? 14 : 6} className="box-lit" /> : null}
                  <rect x={-BOX_W / 2} y={-BOX_H / 2} width={BOX_W} height={BOX_H} rx={b.type === 'city' ? 10 : 2} fill={COUNTRY_FILL[b.country] ?? '#333'} className="box-rect" />
                  <text y={-BOX_H / 2 + 19} className="box-name" textAnchor="middle">
                    {b.name.length > 12 ? `${b.name.slice(0, 11)}…` : b.name}
                  </text>
                  {fort ? (
                    <g className="fort-steps" transform={`translate(${-((fort.steps * 12) / 2)} ${-BOX_H / 2 - 12})`}>
                      {Array.from({ length: fort.steps }, (_, i) => (
                        <rect key={i} x={i * 12} y={0} width={10} height={10} className={i < fortSteps ? 'step on' : 'step off'} />
                      ))}
                    </g>
                  ) : null}
                  <g transform={`translate(0 ${CHIP_Y})`}>
                    {c && c.german > 0 ? chipEl(b, 'german', c.german, false) : null}
                    {c && c.entente > 0 ? chipEl(b, 'entente', c.entente, false) : null}
                    {c && c.gcHidden + c.gcRevealed > 0 ? chipEl(b, 'gc', c.gcHidden + c.gcRevealed, c.gcRevealed > 0) : null}
                  </g>
                </g>
              );
            })}
          </g>
          <g className="lit-labels" aria-hidden="true">
            {/* A label moved off its place points back at it. */}
            {labels.map((l) => {
              const b = BOX[l.mark.box];
              if (!l.placed || l.shift < 0.5 || !b) return null;
              const ax = px(b) + (l.mark.chip ? CHIP_X[l.mark.chip] : 0);
              const ay = py(b) + (l.mark.chip ? CHIP_Y : 0);
              return <line key={`leader-${l.id}`} className={`lit-leader role-${l.mark.role}`} x1={ax} y1={ay} x2={l.x} y2={l.y} />;
            })}
            {labels.map((l) =>
              l.placed ? (
                <g
                  key={l.id}
                  className={`lit-label role-${l.mark.role}${l.mark.costly ? ' costly' : ''}${l.shift > 0.5 ? ' shifted' : ''}`}
                  data-testid="flat-label"
                  data-label-box={l.mark.box}
                  data-role={l.mark.role}
                  transform={`translate(${l.x.toFixed(1)} ${l.y.toFixed(1)})`}
                  onClick={(e: ReactMouseEvent) => {
                    e.stopPropagation();
                    clickPlace(l.mark.box, l.mark.chip, e.shiftKey);
                  }}
                >
                  <rect x={-l.w / 2} y={-l.h / 2} width={l.w} height={l.h} rx={8} />
                  <text y={7} textAnchor="middle">
                    {l.mark.label}
                  </text>
                </g>
              ) : null,
            )}
          </g>
        </svg>
        <TableTooltip tip={tip} ref={tipRef} />
      </div>
      <ul className="legend" aria-label="Legend">
        <li>
          <span className="swatch german" /> German units
        </li>
        <li>
          <span className="swatch entente" /> Entente units
        </li>
        <li>
          <span className="swatch gc" /> Garde Civique
        </li>
        <li>
          <span className="swatch line-easy" /> Easy line (1 MP)
        </li>
        <li>
          <span className="swatch line-difficult" /> Difficult line (2 MP)
        </li>
        <li>
          <span className="swatch fort" /> Fort steps
        </li>
        <li>
          <span className="swatch victory" /> Victory Line
        </li>
        {send ? (
          <li>
            <span className="swatch lit-move" /> Lit: click to choose
          </li>
        ) : null}
      </ul>
    </section>
  );
}
