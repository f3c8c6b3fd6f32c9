// "Fit" for the statechart diagram without an unreadable thumbnail: the chart is never drawn so
// small that its smallest text falls below MIN_SCREEN_FONT pixels on screen. When the whole chart
// would need a smaller scale, the deepest levels of compound states that hold no active state are
// drawn closed, level by level, until it fits at a readable scale; the active path always stays
// open. When even the most closed chart does not fit, it is shown at the smallest readable scale
// around the active state (the rest is a drag away). Pure functions over the layout (elkLayout.ts)
// and the viewport size: no React here.
import type { ChartGraph } from '../../core/chartGraph';
import { layoutChart, METRICS, type ChartLayout, type LayoutOptions } from './elkLayout';

/** The smallest text on screen, in CSS pixels, that Fit allows. */
export const MIN_SCREEN_FONT = 11;
/** The diagram's font sizes (in diagram units, drawn from METRICS): the smallest bounds the scale. */
export const CHART_FONT_SIZES = [METRICS.titleSize, METRICS.keySize, METRICS.ruleSize, METRICS.rowSize, METRICS.labelSize] as const;
export const MIN_CHART_FONT = Math.min(...CHART_FONT_SIZES);
/** The smallest scale at which every text of the chart is at least MIN_SCREEN_FONT on screen. */
export const MIN_READABLE_SCALE = MIN_SCREEN_FONT / MIN_CHART_FONT;
/** Fit never enlarges a small chart past this. */
export const MAX_FIT_SCALE = 1.5;
/** Empty room kept around a fitted chart, in screen pixels. */
export const FIT_MARGIN = 16;

/** A view of the chart: screen = chart * k + (x, y). */
export interface ChartView {
  x: number;
  y: number;
  k: number;
}

export interface Viewport {
  w: number;
  h: number;
}

/** 1 for top-level states, 2 for their children, ... (the root '' is 0). */
export const depthOf = (path: string) => (path === '' ? 0 : path.split('.').length);

/**
 * Compound states drawn closed at a collapse depth: those holding no active state, at `depth` or
 * deeper (1 closes every inactive compound; null closes none). Active states are never in it.
 */
export function collapsedAtDepth(graph: ChartGraph, active: ReadonlySet<string>, depth: number | null): Set<string> {
  if (depth === null) return new Set();
  return new Set(graph.nodes.filter((n) => n.path !== '' && n.children.length > 0 && !active.has(n.path) && depthOf(n.path) >= depth).map((n) => n.path));
}

/**
 * The collapse depths worth trying, from the most closed (1) to none (null), each giving a
 * different set of closed states for this active configuration.
 */
export function collapseDepths(graph: ChartGraph, active: ReadonlySet<string>): (number | null)[] {
  const deepest = Math.max(0, ...graph.nodes.filter((n) => n.children.length > 0).map((n) => depthOf(n.path)));
  const depths: (number | null)[] = [];
  let last = '';
  for (let d = 1; d <= deepest; d++) {
    const key = [...collapsedAtDepth(graph, active, d)].sort().join(',');
    if (key === '' || key === last) continue;
    last = key;
    depths.push(d);
  }
  depths.push(null);
  return depths;
}

/** The largest scale showing a `size` chart whole in `viewport` (no more than MAX_FIT_SCALE). */
export function wholeScale(size: { width: number; height: number }, viewport: Viewport, margin = FIT_MARGIN): number {
  return Math.min(MAX_FIT_SCALE, (viewport.w - 2 * margin) / Math.max(1, size.width), (viewport.h - 2 * margin) / Math.max(1, size.height));
}

/** Keeps a view on the chart: where the chart is larger than the viewport, no more than `margin` of empty canvas past its edges; where smaller, centred. */
export function clampView(v: ChartView, size: { width: number; height: number }, viewport: Viewport, margin = 40): ChartView {
  return clampToBox(v, { x: 0, y: 0, width: size.width, height: size.height }, viewport, margin);
}

type Rect = { x: number; y: number; width: number; height: number };

/** As clampView, for a box of the chart (at x, y): the box fills the viewport as far as it can, or is centred in it. */
export function clampToBox(v: ChartView, box: Rect, viewport: Viewport, margin = 40): ChartView {
  const along = (pos: number, start: number, extent: number, room: number) => {
    const s = start * v.k;
    const e = extent * v.k;
    if (e + 2 * margin <= room) return (room - e) / 2 - s;
    return Math.min(margin - s, Math.max(room - margin - e - s, pos));
  };
  return { k: v.k, x: along(v.x, box.x, box.width, viewport.w), y: along(v.y, box.y, box.height, viewport.h) };
}

/** True when `box` is wholly on screen in view `v` (within `margin`). */
function onScreen(v: ChartView, box: Rect, viewport: Viewport, margin = 8): boolean {
  const x = box.x * v.k + v.x;
  const y = box.y * v.k + v.y;
  return x >= margin && y >= margin && x + box.width * v.k <= viewport.w - margin && y + box.height * v.k <= viewport.h - margin;
}

/**
 * A view at scale k around the active state: the active leaf in the middle, then moved so that its
 * container (the innermost open active state) and the chart waste as little of the viewport as
 * they can, as long as the leaf stays on screen.
 */
export function viewAroundActive(layout: ChartLayout, active: ReadonlySet<string>, viewport: Viewport, k: number, margin = FIT_MARGIN): ChartView {
  const leaf = activeBox(layout, active);
  if (!leaf) return clampView({ k, x: (viewport.w - layout.width * k) / 2, y: margin }, layout, viewport, margin);
  let v: ChartView = { k, x: viewport.w / 2 - (leaf.x + leaf.width / 2) * k, y: viewport.h / 2 - (leaf.y + leaf.height / 2) * k };
  let container: ChartLayout['nodes'][number] | undefined;
  for (const n of layout.nodes) {
    if (n.container && n.path !== leaf.path && active.has(n.path) && (!container || n.path.length > container.path.length)) container = n;
  }
  for (const box of [container, layout]) {
    if (!box) continue;
    const next = clampToBox(v, 'path' in box ? box : { x: 0, y: 0, width: box.width, height: box.height }, viewport, margin);
    if (onScreen(next, leaf, viewport)) v = next;
  }
  return v;
}

/** The innermost drawn active box (the active leaf, or its closed ancestor). */
export function activeBox(layout: ChartLayout, active: ReadonlySet<string>) {
  let best: ChartLayout['nodes'][number] | undefined;
  for (const n of layout.nodes) if (active.has(n.path) && (!best || n.path.length > best.path.length)) best = n;
  return best;
}

/** The view Fit gives a laid-out chart: whole and centred when it fits readably, else at the readable minimum around the active state. */
export function fitView(layout: ChartLayout, active: ReadonlySet<string>, viewport: Viewport): { view: ChartView; whole: boolean } {
  const k = wholeScale(layout, viewport);
  if (k >= MIN_READABLE_SCALE) {
    return { view: { k, x: (viewport.w - layout.width * k) / 2, y: (viewport.h - layout.height * k) / 2 }, whole: true };
  }
  return { view: viewAroundActive(layout, active, viewport, MIN_READABLE_SCALE), whole: false };
}

export interface FitResult {
  /** The collapse depth chosen (null: nothing closed). */
  depth: number | null;
  collapsed: Set<string>;
  layout: ChartLayout;
  view: ChartView;
  /** True when the whole chart is in view. */
  whole: boolean;
}

export type LayoutFn = (graph: ChartGraph, opts: LayoutOptions) => Promise<ChartLayout>;

/**
 * Fit: the least closed chart that shows whole at a readable scale in `viewport`. Starts from the
 * most closed (every inactive compound closed): if even that does not fit, it is the answer, shown
 * at the readable minimum around the active state; otherwise levels open, deepest last, while the
 * chart still fits.
 */
export async function chooseFit(graph: ChartGraph, active: ReadonlySet<string>, viewport: Viewport, layout: LayoutFn = layoutChart): Promise<FitResult> {
  const depths = collapseDepths(graph, active);
  let best: FitResult | null = null;
  for (const depth of depths) {
    const collapsed = collapsedAtDepth(graph, active, depth);
    const laid = await layout(graph, { collapsed });
    const fit = fitView(laid, active, viewport);
    if (!best || fit.whole) best = { depth, collapsed, layout: laid, ...fit };
    if (!fit.whole) break;
  }
  return best!;
}
