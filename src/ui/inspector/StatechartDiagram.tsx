// The running game's statechart as an SVG: nested states as boxes (laid out by elkLayout.ts),
// transitions as labelled arrows, the active configuration lit, guard results coloured. Reads a
// ChartGraph and the active paths; decides nothing. Pan by drag, zoom by wheel or the buttons,
// states are focusable (Enter selects). Fit keeps the text readable (chartFit.ts): it closes the
// deepest inactive levels rather than shrink the chart below MIN_SCREEN_FONT; a double click opens
// a closed state.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { ChartEdge, ChartGraph, ChartNode } from '../../core/chartGraph';
import { errorText } from '../../core/moduleReads';
import { activeBox, chooseFit, clampView, collapsedAtDepth, MIN_READABLE_SCALE, viewAroundActive, type ChartView } from './chartFit';
import { boxContent, boxRows, layoutChart, METRICS, ruleTagWidth, type ChartLayout, type LayoutEdge, type LayoutNode } from './elkLayout';
import './inspector.css';

export type EdgeStatus = 'enabled' | 'pass' | 'fail';

export interface StatechartDiagramProps {
  graph: ChartGraph;
  active: ReadonlySet<string>; // from activeStatePaths(snapshot)
  selected?: string | null;
  onSelect?: (path: string) => void;
  /** edge id -> status: 'enabled' (its event can be sent now), 'pass' / 'fail' (its guard now) */
  edgeStatus?: ReadonlyMap<string, EdgeStatus>;
  /** Keep the active leaf in view as it changes (default true). */
  follow?: boolean;
  className?: string;
}

type View = ChartView;

const MIN_ZOOM = 0.08;
const MAX_ZOOM = 3;
const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
const STATUS_MARK: Record<EdgeStatus, string> = { enabled: '▶ ', pass: '✓ ', fail: '✗ ' };

const stageTransform = (v: View) => `translate(${v.x}px, ${v.y}px) scale(${v.k})`;

/** Rounded orthogonal polyline through `points`. */
function roundedPath(points: { x: number; y: number }[], radius = 8): string {
  if (points.length === 0) return '';
  let d = `M${points[0]!.x},${points[0]!.y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i - 1]!;
    const c = points[i]!;
    const n = points[i + 1]!;
    const r = Math.min(radius, Math.hypot(c.x - p.x, c.y - p.y) / 2, Math.hypot(n.x - c.x, n.y - c.y) / 2);
    const ax = c.x + (Math.sign(p.x - c.x) * r || 0);
    const ay = c.y + (Math.sign(p.y - c.y) * r || 0);
    const bx = c.x + (Math.sign(n.x - c.x) * r || 0);
    const by = c.y + (Math.sign(n.y - c.y) * r || 0);
    d += ` L${ax},${ay} Q${c.x},${c.y} ${bx},${by}`;
  }
  const last = points[points.length - 1]!;
  return `${d} L${last.x},${last.y}`;
}

/** The innermost active state among the drawn boxes (the active leaf, or its collapsed ancestor). */
const activeLeafBox = (layout: ChartLayout, active: ReadonlySet<string>): LayoutNode | undefined => activeBox(layout, active);

export function StatechartDiagram({ graph, active, selected = null, onSelect, edgeStatus, follow = true, className }: StatechartDiagramProps) {
  // Closed compound states: the inactive ones at `collapseDepth` or deeper (null: none; 1: every
  // inactive one, "Collapse inactive"; Fit picks the depth), less those opened by a double click.
  const [collapseDepth, setCollapseDepth] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const collapsed = useMemo(() => {
    const set = collapsedAtDepth(graph, active, collapseDepth);
    for (const p of opened) set.delete(p);
    return set;
  }, [collapseDepth, opened, graph, active]);
  const collapsedKey = [...collapsed].sort().join(',');
  /** Fit stays on (re-fitting as the game moves) until the viewer pans, zooms or asks for Active. */
  const fitting = useRef(false);
  const fitRequest = useRef(0);
  /** For tests and tools: 'pending' while Fit lays out, 'done' once its view is set, 'off' after a pan or zoom. */
  const [fitState, setFitState] = useState<'off' | 'pending' | 'done'>('off');
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<View | null>(null);
  const viewRef = useRef<View | null>(null);
  viewRef.current = view;
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const byPath = useMemo(() => new Map(graph.nodes.map((n) => [n.path, n])), [graph]);
  // Marker ids per diagram: two diagrams on a page (inspector, teaching) must not share them.
  const markerPrefix = `sc${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-arrow`;

  useEffect(() => {
    let live = true;
    setError(null);
    layoutChart(graph, { collapsed }).then(
      (l) => live && setLayout(l),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
    // collapsedKey stands for `collapsed` (a new Set each render otherwise).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph, collapsedKey]);

  const viewport = useCallback(() => {
    const el = wrapRef.current;
    return { w: el?.clientWidth || 1200, h: el?.clientHeight || 800 };
  }, []);

  /** A view that shows `box` whole, centred, at no more than `maxK`. */
  const viewFor = useCallback(
    (box: { x: number; y: number; width: number; height: number }, maxK: number, margin = 40): View => {
      const { w, h } = viewport();
      const k = clampZoom(Math.min(maxK, (w - 2 * margin) / Math.max(1, box.width), (h - 2 * margin) / Math.max(1, box.height)));
      return { k, x: w / 2 - (box.x + box.width / 2) * k, y: h / 2 - (box.y + box.height / 2) * k };
    },
    [viewport],
  );

  // Programmatic moves (fit, follow, focus) glide: a short tween on the stage's transform, written
  // straight to the element each frame (no React render per frame), then committed to state. A
  // timer commits the end even where frames do not come (a hidden tab).
  const stageRef = useRef<SVGGElement | null>(null);
  const tween = useRef<{ raf: number; timer: ReturnType<typeof setTimeout>; now: View; target: View } | null>(null);
  const stopTween = useCallback(() => {
    const t = tween.current;
    if (!t) return;
    cancelAnimationFrame(t.raf);
    clearTimeout(t.timer);
    tween.current = null;
    setView(t.now);
  }, []);
  const moveTo = useCallback(
    (next: View) => {
      if (tween.current) {
        cancelAnimationFrame(tween.current.raf);
        clearTimeout(tween.current.timer);
      }
      const from = tween.current?.now ?? viewRef.current;
      const el = stageRef.current;
      tween.current = null;
      if (!from || !el || typeof requestAnimationFrame !== 'function') return setView(next);
      const start = performance.now();
      const duration = 380;
      const finish = () => {
        if (!tween.current) return;
        tween.current.now = next;
        stopTween();
      };
      const step = (now: number) => {
        if (!tween.current) return;
        const t = Math.min(1, (now - start) / duration);
        const e = 1 - (1 - t) ** 3;
        const v = { x: from.x + (next.x - from.x) * e, y: from.y + (next.y - from.y) * e, k: from.k + (next.k - from.k) * e };
        tween.current.now = v;
        el.style.transform = stageTransform(v);
        if (t < 1) tween.current.raf = requestAnimationFrame(step);
        else finish();
      };
      tween.current = { raf: requestAnimationFrame(step), timer: setTimeout(finish, duration + 300), now: from, target: next };
    },
    [stopTween],
  );
  useEffect(
    () => () => {
      if (tween.current) {
        cancelAnimationFrame(tween.current.raf);
        clearTimeout(tween.current.timer);
      }
    },
    [],
  );

  /**
   * Fit: the least closed chart that shows whole with its text readable, or the readable minimum
   * around the active state (chartFit.ts). The layout comes from the same cache as the drawing.
   */
  const fitAll = useCallback(() => {
    fitting.current = true;
    const request = ++fitRequest.current;
    const { w, h } = viewport();
    setOpened(new Set());
    setFitState('pending');
    chooseFit(graph, active, { w, h }).then(
      (fit) => {
        if (request !== fitRequest.current || !fitting.current) return;
        setCollapseDepth(fit.depth);
        setLayout(fit.layout);
        moveTo(fit.view);
        setFitState('done');
      },
      (e: unknown) => setError(errorText(e)),
    );
  }, [graph, active, viewport, moveTo]);
  const stopFitting = useCallback(() => {
    fitting.current = false;
    fitRequest.current++;
    setFitState('off');
  }, []);
  // While Fit is on, a new active configuration (or a new size) fits again.
  const activeKey = [...active].sort().join(',');
  useEffect(() => {
    if (fitting.current) fitAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey, graph]);

  /** Keeps a programmatic view on the chart: no more than a margin of empty canvas past its edges. */
  const clampToChart = useCallback((v: View): View => (layout ? clampView(v, layout, viewport()) : v), [layout, viewport]);

  /** Show the innermost active container (so its steps and arrows read), at a legible scale. */
  const focusActive = useCallback(() => {
    if (!layout) return;
    const leaf = activeLeafBox(layout, active);
    if (!leaf) return fitAll();
    const parent = byPath.get(leaf.path)?.parent;
    const container = layout.nodes.find((n) => n.path === parent);
    const v = viewFor(container ?? leaf, 1.15);
    // Never so small that the text cannot be read: then around the leaf, at full size, instead.
    if (v.k < MIN_READABLE_SCALE) moveTo(viewAroundActive(layout, active, viewport(), 1, 24));
    else moveTo(clampToChart(v));
  }, [layout, active, byPath, viewFor, viewport, moveTo, fitAll, clampToChart]);

  // When the panel changes size (opened, resized), keep the point at its centre where it was (or,
  // while Fit is on, fit again once the size settles).
  const lastSize = useRef<{ w: number; h: number } | null>(null);
  const refit = useRef(fitAll);
  refit.current = fitAll;
  const refitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (refitTimer.current) clearTimeout(refitTimer.current);
  }, []);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    lastSize.current = { w: el.clientWidth, h: el.clientHeight };
    const observer = new ResizeObserver(() => {
      const before = lastSize.current;
      const now = { w: el.clientWidth, h: el.clientHeight };
      lastSize.current = now;
      if (!before || !now.w || !now.h || (before.w === now.w && before.h === now.h)) return;
      setView((v) => (v ? { k: v.k, x: v.x + (now.w - before.w) / 2, y: v.y + (now.h - before.h) / 2 } : v));
      if (fitting.current) {
        if (refitTimer.current) clearTimeout(refitTimer.current);
        refitTimer.current = setTimeout(() => fitting.current && refit.current(), 200);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [layout]);

  // The first view once laid out: the active part of the chart.
  const placed = useRef(false);
  useEffect(() => {
    if (layout && !placed.current) {
      placed.current = true;
      focusActive();
    }
  }, [layout, focusActive]);

  /** Pans (keeping the zoom) so that `box` is centred, unless it is already wholly in view. */
  const reveal = useCallback(
    (box: LayoutNode) => {
      const { w, h } = viewport();
      // Where a glide is going (Fit, Active), not where it is now.
      const current = tween.current?.target ?? viewRef.current;
      if (!current) return;
      const sx = box.x * current.k + current.x;
      const sy = box.y * current.k + current.y;
      const margin = 24;
      const inside = sx >= margin && sy >= margin && sx + box.width * current.k <= w - margin && sy + box.height * current.k <= h - margin;
      if (!inside) moveTo(clampToChart({ k: current.k, x: w / 2 - (box.x + box.width / 2) * current.k, y: h / 2 - (box.y + box.height / 2) * current.k }));
    },
    [viewport, moveTo, clampToChart],
  );

  // Follow the active leaf: when it leaves the viewport, bring it back to the centre.
  const leafPath = layout ? activeLeafBox(layout, active)?.path : undefined;
  useEffect(() => {
    if (!follow || !layout || !leafPath) return;
    const leaf = layout.nodes.find((n) => n.path === leafPath);
    if (leaf) reveal(leaf);
    // Only a change of the leaf (or of the layout) moves the view, never the user's own panning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leafPath, layout, follow]);

  const zoomAt = useCallback(
    (factor: number, cx?: number, cy?: number) => {
      stopFitting();
      setView((v) => {
        if (!v) return v;
        const { w, h } = viewport();
        const px = cx ?? w / 2;
        const py = cy ?? h / 2;
        const k = clampZoom(v.k * factor);
        return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k };
      });
    },
    [viewport, stopFitting],
  );

  // Wheel zoom around the pointer (a non-passive listener, so the page does not scroll).
  useEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      stopTween();
      const rect = el.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt, stopTween, layout]);

  // Pan by dragging; a press that hardly moves stays a click (so states can still be selected).
  const drag = useRef<{ id: number; x: number; y: number; vx: number; vy: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    const from = tween.current?.now ?? view;
    if (!from || e.button !== 0) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, vx: from.x, vy: from.y, moved: false };
    suppressClick.current = false;
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) {
      d.moved = true;
      stopFitting();
      stopTween();
      svgRef.current?.setPointerCapture?.(e.pointerId);
    }
    setView((v) => (v ? { ...v, x: d.vx + dx, y: d.vy + dy } : v));
  };
  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
    if (d.moved) svgRef.current?.releasePointerCapture?.(e.pointerId);
  };

  const select = (path: string) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onSelect?.(path);
  };
  const onStateKey = (path: string, e: ReactKeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect?.(path);
    }
  };

  // The drawing itself only changes with the layout, the lit states and the selection; panning
  // and zooming re-render just the stage's transform (handlers go through a ref for that).
  /** Opens one closed state (a double click on it). */
  const open = (path: string) => {
    stopFitting();
    setOpened((o) => new Set([...o, path]));
  };
  const handlers = useRef({ select, onStateKey, reveal, open });
  handlers.current = { select, onStateKey, reveal, open };
  const drawing = useMemo(() => {
    if (!layout) return null;
    const nodeIndex = new Map(layout.nodes.map((n) => [n.path, n]));
    return (
      <>
        {layout.nodes.map((n) => (
          <StateBox
            key={n.path}
            box={n}
            node={byPath.get(n.path)!}
            graph={graph}
            active={active.has(n.path)}
            selected={selected === n.path}
            edgeStatus={edgeStatus}
            onClick={() => handlers.current.select(n.path)}
            onDoubleClick={n.collapsed ? () => handlers.current.open(n.path) : undefined}
            onKeyDown={(e) => handlers.current.onStateKey(n.path, e)}
            onFocus={() => handlers.current.reveal(n)}
          />
        ))}
        {layout.nodes.map((n) => (
          <InitialMarker key={`init:${n.path}`} node={byPath.get(n.path)!} nodes={nodeIndex} />
        ))}
        <InitialMarker node={graph.nodes[0]!} nodes={nodeIndex} />
        {layout.edges.map((e) => (
          <EdgePath key={e.id} edge={e} status={edgeStatus?.get(e.edgeId)} live={active.has(e.source)} />
        ))}
        {layout.edges.map((e) => (
          <EdgeLabel key={`label:${e.id}`} edge={e} status={edgeStatus?.get(e.edgeId)} live={active.has(e.source)} chart={graph} />
        ))}
      </>
    );
  }, [layout, graph, byPath, active, selected, edgeStatus]);

  const classes = ['sc-diagram', className].filter(Boolean).join(' ');
  if (error) {
    return (
      <div className={classes} ref={wrapRef}>
        <p className="sc-message sc-message--error" role="alert">
          The statechart could not be drawn. {error}
        </p>
      </div>
    );
  }
  if (!layout) {
    return (
      <div className={classes} ref={wrapRef}>
        <p className="sc-message" role="status">
          Laying out the statechart…
        </p>
      </div>
    );
  }

  const v = view ?? { x: 0, y: 0, k: 1 };
  /** Closed states drawn (those inside a closed one are not). */
  const closedDrawn = layout.nodes.filter((n) => n.collapsed).length;
  return (
    <div className={classes} ref={wrapRef} onScroll={(e) => e.currentTarget.scrollTo(0, 0)}>
      <svg
        ref={svgRef}
        data-testid="statechart"
        data-zoom={v.k.toFixed(4)}
        data-closed={closedDrawn}
        data-fit={fitState}
        className="sc-svg"
        role="group"
        aria-label={`Statechart of ${graph.id}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Markers prefix={markerPrefix} />
        <MarkerPrefix.Provider value={markerPrefix}>
          <g
            ref={stageRef}
            className="sc-stage"
            style={{ transform: stageTransform(v) }}
          >
            {drawing}
          </g>
        </MarkerPrefix.Provider>
      </svg>
      <div className="sc-toolbar" role="toolbar" aria-label="Statechart view">
        <button type="button" onClick={() => zoomAt(1.25)} title="Zoom in" aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomAt(0.8)} title="Zoom out" aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={fitAll} title="Fit the chart with its text readable: inactive levels close where it would not fit" data-testid="chart-fit">
          Fit
        </button>
        <button
          type="button"
          onClick={() => {
            stopFitting();
            focusActive();
          }}
          title="Show the active state"
        >
          Active
        </button>
        <button
          type="button"
          aria-pressed={collapsed.size > 0}
          className={collapsed.size > 0 ? 'is-on' : undefined}
          onClick={() => {
            stopFitting();
            setOpened(new Set());
            setCollapseDepth(collapsed.size > 0 ? null : 1);
          }}
          title={collapsed.size > 0 ? 'Open every closed state' : 'Draw the compound states that are not active as single boxes (double-click one to open it)'}
          data-testid="chart-collapse"
        >
          {collapsed.size > 0 ? `Expand all (${closedDrawn} closed)` : 'Collapse inactive'}
        </button>
        <span className="sc-zoom" aria-live="off">
          {Math.round(v.k * 100)}%
        </span>
      </div>
      <Legend />
    </div>
  );
}

function StateBox(props: {
  box: LayoutNode;
  node: ChartNode;
  graph: ChartGraph;
  active: boolean;
  selected: boolean;
  edgeStatus?: ReadonlyMap<string, EdgeStatus>;
  onClick: () => void;
  onDoubleClick?: (() => void) | undefined;
  onKeyDown: (e: ReactKeyboardEvent) => void;
  onFocus: () => void;
}) {
  const { box, node, graph, active, selected, edgeStatus } = props;
  const m = METRICS;
  const content = boxContent(graph, node);
  const rows = boxRows(content);
  const kind = box.container ? 'container' : box.collapsed ? 'collapsed' : node.type === 'final' ? 'final' : 'leaf';
  const cls = ['sc-state', `sc-state--${kind}`, active && 'is-active', selected && 'is-selected'].filter(Boolean).join(' ');
  const tagW = content.rule ? ruleTagWidth(content.rule) : 0;
  const label = `${content.title}${content.rule ? `, rule ${content.rule}` : ''}${active ? ', active' : ''}`;
  return (
    <g
      className={cls}
      data-state-path={node.path}
      data-active={active ? 'true' : 'false'}
      tabIndex={0}
      role="button"
      aria-label={label}
      aria-pressed={selected}
      onClick={props.onClick}
      onDoubleClick={props.onDoubleClick}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      <title>
        {(node.meta?.summary ? `${content.title} (${content.rule ?? '—'}): ${node.meta.summary}` : content.title) +
          (kind === 'collapsed' ? ' (closed: double-click to open)' : '')}
      </title>
      {selected && (
        <rect className="sc-select-ring" x={box.x - 5} y={box.y - 5} width={box.width + 10} height={box.height + 10} rx={box.container ? 18 : 14} />
      )}
      <rect className="sc-box" x={box.x} y={box.y} width={box.width} height={box.height} rx={box.container ? 14 : 10} />
      {kind === 'final' && <rect className="sc-box-inner" x={box.x + 4} y={box.y + 4} width={box.width - 8} height={box.height - 8} rx={7} />}
      {kind === 'collapsed' && (
        <rect className="sc-box-inner sc-box-inner--stack" x={box.x + 4} y={box.y + 4} width={box.width - 8} height={box.height - 8} rx={7} />
      )}
      <text className="sc-title" x={box.x + m.padX} y={box.y + 21} fontSize={m.titleSize}>
        {content.title}
        {kind === 'collapsed' ? ' ▸' : ''}
      </text>
      {content.key && (
        <text className="sc-key" x={box.x + m.padX} y={box.y + 38} fontSize={m.keySize}>
          {content.key}
        </text>
      )}
      {content.rule && (
        <g className="sc-rule">
          <rect x={box.x + box.width - tagW - 8} y={box.y + 8} width={tagW} height={18} rx={9} />
          <text x={box.x + box.width - tagW / 2 - 8} y={box.y + 21} textAnchor="middle" fontSize={m.ruleSize}>
            {content.rule}
          </text>
        </g>
      )}
      {rows.map((row, i) => {
        const status = row.edgeId ? edgeStatus?.get(row.edgeId) : undefined;
        return (
          <text
            key={row.edgeId ?? `entry${i}`}
            className={['sc-row', row.edgeId ? 'sc-row--internal' : 'sc-row--entry', status && `is-${status}`].filter(Boolean).join(' ')}
            x={box.x + m.padX}
            y={box.y + m.headerHeight + i * m.rowHeight + m.rowHeight * 0.62}
            fontSize={m.rowSize}
          >
            {status ? STATUS_MARK[status] : ''}
            {row.text}
          </text>
        );
      })}
    </g>
  );
}

/** The initial-state dot and its short arrow into a container's initial child. */
function InitialMarker({ node, nodes }: { node: ChartNode; nodes: Map<string, LayoutNode> }) {
  const prefix = useContext(MarkerPrefix);
  if (!node.initial || (node.path !== '' && !nodes.get(node.path)?.container)) return null;
  const child = nodes.get(node.initial);
  if (!child) return null;
  // On the child's left, in the container's padding: edges mostly enter boxes from the top.
  const y = child.y + Math.min(16, child.height / 2);
  return (
    <g className="sc-initial" aria-hidden="true">
      <circle cx={child.x - 15} cy={y} r={4.5} />
      <path d={`M${child.x - 10.5},${y} L${child.x - 1.5},${y}`} markerEnd={`url(#${prefix}-initial)`} />
    </g>
  );
}

function edgeClass(edge: LayoutEdge, status: EdgeStatus | undefined, live: boolean): string {
  return ['sc-edge', `sc-edge--${edge.kind}`, live && 'is-live', status && `is-${status}`].filter(Boolean).join(' ');
}

const MarkerPrefix = createContext('sc-arrow');

function markerFor(prefix: string, edge: LayoutEdge, status: EdgeStatus | undefined): string {
  return `url(#${prefix}-${status ?? edge.kind})`;
}

function EdgePath({ edge, status, live }: { edge: LayoutEdge; status?: EdgeStatus; live: boolean }) {
  const prefix = useContext(MarkerPrefix);
  return (
    <path
      className={edgeClass(edge, status, live)}
      data-edge-id={edge.edgeId}
      data-edge-status={status ?? ''}
      d={roundedPath(edge.points)}
      markerEnd={markerFor(prefix, edge, status)}
    />
  );
}

function EdgeLabel({ edge, status, live, chart }: { edge: LayoutEdge; status?: EdgeStatus; live: boolean; chart: ChartGraph }) {
  if (!edge.label) return null;
  const l = edge.label;
  const source: ChartEdge | undefined = chart.edges.find((e) => e.id === edge.edgeId);
  return (
    <g className={`sc-label ${edgeClass(edge, status, live).replace(/sc-edge/g, 'sc-label')}`}>
      {source && source.actions.length > 0 && <title>{`${l.text} / ${source.actions.join(', ')}`}</title>}
      <rect x={l.x} y={l.y} width={l.width} height={l.height} rx={5} />
      <text x={l.x + l.width / 2} y={l.y + l.height / 2 + 4} textAnchor="middle" fontSize={METRICS.labelSize}>
        {status ? STATUS_MARK[status] : ''}
        {l.text}
      </text>
    </g>
  );
}

const MARKERS = ['event', 'always', 'done', 'after', 'enabled', 'pass', 'fail', 'initial'] as const;
function Markers({ prefix }: { prefix: string }) {
  return (
    <defs>
      {MARKERS.map((k) => (
        <marker key={k} id={`${prefix}-${k}`} className={`sc-marker sc-marker--${k}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="11" markerHeight="11" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      ))}
    </defs>
  );
}

/** The kinds of box and arrow the legend shows a swatch for. */
const LEGEND_SWATCHES = ['active', 'event', 'always', 'done'] as const;

function Legend() {
  return (
    <ul className="sc-legend" aria-label="Legend">
      {LEGEND_SWATCHES.map((kind) => (
        <li key={kind}>
          <span className={`sc-swatch sc-swatch--${kind}`} /> {kind}
        </li>
      ))}
      <li>▶ can be sent</li>
      <li>✓ guard passes</li>
      <li>✗ guard fails</li>
    </ul>
  );
}
