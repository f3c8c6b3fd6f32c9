// Lays a ChartGraph out as a hierarchical statechart with elkjs: compound states contain their
// children, transitions are routed orthogonally with their labels placed by elk. elkjs is loaded by
// dynamic import, so it lands in a lazy chunk that only the inspector pulls in. Works in node too.
//
// Two kinds of transition are not arrows but rows inside their source box (see `boxContent`), which
// keeps the chart readable: those without a target (an event handled inside the state, e.g.
// `pass [isLegal]`), and jumps to a hub state that many states target (e.g. `always [gameIsOver]
// → gameOver` from every step), whose arrows would cross the whole chart. A collapsed compound
// state is drawn as one box; edges to or from its descendants are rerouted to it, and edges
// wholly inside it are dropped.
import { edgeLabel, type ChartEdge, type ChartGraph, type ChartNode } from '../../core/chartGraph';
import { errorText } from '../../core/moduleReads';

export interface LayoutNode {
  path: string;
  /** Absolute position of the box's top-left corner and its size, in diagram units. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Drawn as a container of its (visible) children. */
  container: boolean;
  /** A compound state drawn closed (its children hidden). */
  collapsed: boolean;
}

export interface LayoutEdge {
  /** Unique per drawn arrow: `${edge.id}>${target}`. */
  id: string;
  /** The ChartEdge it draws (several drawn arrows may share one when targets are rerouted). */
  edgeId: string;
  kind: ChartEdge['kind'];
  /** Drawn endpoints (after rerouting to collapsed states). */
  source: string;
  target: string;
  /** Absolute polyline, first point on the source box, last on the target box. */
  points: { x: number; y: number }[];
  label: { text: string; x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LayoutNode[];
  edges: LayoutEdge[];
}

export interface LayoutOptions {
  /** Compound state paths to draw closed. */
  collapsed?: ReadonlySet<string>;
  /** Main flow direction (default 'DOWN'). */
  direction?: 'DOWN' | 'RIGHT';
}

/**
 * Diagram metrics shared by the layout (box sizes) and the renderer (text positions and font
 * sizes: the renderer sets every font size from here, so Fit (chartFit.ts) knows the smallest).
 */
export const METRICS = {
  titleSize: 15,
  keySize: 12,
  ruleSize: 12,
  rowSize: 12,
  labelSize: 12,
  padX: 12,
  headerHeight: 46,
  rowHeight: 18,
  minWidth: 120,
  containerPad: 14,
} as const;

/** Width of a state's rule tag (its number in a pill at the top right). */
export function ruleTagWidth(rule: string): number {
  return Math.max(30, textWidth(rule, METRICS.ruleSize, 'mono') + 12);
}

/** Width kept at the start of every edge label for a status mark. */
export const LABEL_MARK_WIDTH = 14;

/**
 * Rough text width for layout (node has no font metrics), a little generous so text never spills:
 * proportional for titles (system-ui, often DejaVu Sans on Linux, a wide face), monospace for the
 * rows and edge labels (inspector.css sets them in var(--mono)).
 */
export function textWidth(text: string, fontSize: number, style: 'sans' | 'bold' | 'mono' = 'sans'): number {
  const chars = [...text];
  if (style === 'mono') return Math.ceil(chars.length * 0.62 * fontSize);
  let units = 0;
  for (const ch of chars) {
    if (/[ il.,:;'|!\[\]()]/.test(ch)) units += 0.34;
    else if (/[mwMW]/.test(ch)) units += 0.95;
    else if (/[A-Z]/.test(ch)) units += 0.72;
    else units += 0.62;
  }
  return Math.ceil(units * fontSize * (style === 'bold' ? 1.1 : 1));
}

export interface BoxContent {
  title: string;
  /** The state key, shown under the title when it differs from it. */
  key: string | null;
  rule: string | null;
  /** Transitions that stay in the state, listed inside the box. */
  internal: ChartEdge[];
  /** Transitions to a hub state (see `hubTargets`), listed inside the box as `… → target`. */
  jumps: ChartEdge[];
  /** Entry actions listed as `entry / name`. */
  entry: string[];
}

/** A state that this many different states jump to (the game's end) is a hub. */
export const HUB_SOURCES = 6;
const hubCache = new WeakMap<ChartGraph, Set<string>>();

/**
 * States targeted from HUB_SOURCES or more different states (e.g. a gameOver state, from every
 * step that checks `gameIsOver`). Arrows to them would cross the whole chart, so the jump is written
 * in the source box instead.
 */
export function hubTargets(graph: ChartGraph): Set<string> {
  const hit = hubCache.get(graph);
  if (hit) return hit;
  const sources = new Map<string, Set<string>>();
  for (const e of graph.edges) for (const t of e.targets) sources.set(t, (sources.get(t) ?? new Set()).add(e.source));
  const hubs = new Set([...sources].filter(([, s]) => s.size >= HUB_SOURCES).map(([t]) => t));
  hubCache.set(graph, hubs);
  return hubs;
}

/** What a state's box shows (its header and the rows under it). */
export function boxContent(graph: ChartGraph, node: ChartNode): BoxContent {
  const title = node.meta?.title ?? node.key;
  const hubs = hubTargets(graph);
  const own = graph.edges.filter((e) => e.source === node.path);
  return {
    title,
    key: title === node.key ? null : node.key,
    rule: node.meta?.rule ?? null,
    internal: own.filter((e) => e.targets.length === 0),
    jumps: own.filter((e) => e.targets.length > 0 && e.targets.every((t) => hubs.has(t))),
    entry: node.entry,
  };
}

const lastKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** Rows drawn under a box's header, in order (shared with the renderer). */
export function boxRows(content: BoxContent): { text: string; edgeId: string | null }[] {
  const withActions = (e: ChartEdge) => (e.actions.length ? `${edgeLabel(e)} / ${e.actions.join(', ')}` : edgeLabel(e));
  return [
    ...content.entry.map((a) => ({ text: `entry / ${a}`, edgeId: null })),
    ...content.internal.map((e) => ({ text: withActions(e), edgeId: e.id })),
    ...content.jumps.map((e) => ({ text: `${withActions(e)} → ${e.targets.map(lastKey).join(', ')}`, edgeId: e.id })),
  ];
}

function leafSize(content: BoxContent): { width: number; height: number } {
  const m = METRICS;
  const rows = boxRows(content);
  const header = Math.max(
    textWidth(content.title, m.titleSize, 'bold') + (content.rule ? ruleTagWidth(content.rule) : 0) + 14,
    content.key ? textWidth(content.key, m.keySize, 'mono') : 0,
  );
  const body = Math.max(0, ...rows.map((r) => textWidth(r.text, m.rowSize, 'mono') + (r.edgeId ? LABEL_MARK_WIDTH : 0)));
  return {
    width: Math.max(m.minWidth, header + 2 * m.padX, body + 2 * m.padX),
    height: m.headerHeight + (rows.length ? rows.length * m.rowHeight + 6 : 0),
  };
}

// Minimal shapes of elk's JSON graph, so this file does not need elkjs's types at compile time.
interface ElkLabel { text: string; width: number; height: number; x?: number; y?: number }
interface ElkNode {
  id: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  layoutOptions?: Record<string, string>;
  children?: ElkNode[];
  edges?: ElkEdge[];
  labels?: ElkLabel[];
}
interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: ElkLabel[];
  sections?: { startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: { x: number; y: number }[] }[];
}
interface Elk { layout(graph: ElkNode): Promise<ElkNode> }

let elkPromise: Promise<Elk> | null = null;
function loadElk(): Promise<Elk> {
  elkPromise ??= import('elkjs/lib/elk.bundled.js').then((mod) => {
    const ELK = ((mod as { default?: unknown }).default ?? mod) as new () => Elk;
    return new ELK();
  });
  // A failed load may be retried later (e.g. a chunk that did not arrive).
  elkPromise.catch(() => (elkPromise = null));
  return elkPromise;
}

// elk ids must not be empty: the root is never a node, every state path is prefixed.
const elkId = (path: string) => `s:${path}`;

/** Visible node for a path: itself, or its outermost collapsed ancestor. */
function visibleFor(graph: ChartGraph, collapsed: ReadonlySet<string>) {
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]));
  const memo = new Map<string, string>();
  return (path: string): string => {
    const hit = memo.get(path);
    if (hit !== undefined) return hit;
    let shown = path;
    for (let p = byPath.get(path)?.parent; p; p = byPath.get(p)?.parent) if (collapsed.has(p)) shown = p;
    memo.set(path, shown);
    return shown;
  };
}

function buildElkGraph(graph: ChartGraph, opts: LayoutOptions): { root: ElkNode; drawn: Map<string, { edge: ChartEdge; source: string; target: string }> } {
  const collapsed = opts.collapsed ?? new Set<string>();
  const m = METRICS;
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]));
  const shown = visibleFor(graph, collapsed);

  const makeNode = (node: ChartNode): ElkNode => {
    const content = boxContent(graph, node);
    const open = node.children.length > 0 && !collapsed.has(node.path);
    if (!open) return { id: elkId(node.path), ...leafSize(content) };
    const header = leafSize(content);
    return {
      id: elkId(node.path),
      layoutOptions: {
        'elk.padding': `[top=${header.height + 20},left=${m.containerPad + 8},bottom=${m.containerPad},right=${m.containerPad}]`,
        // The container must be wide enough for its own header text.
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${header.width},${header.height + 30})`,
      },
      children: node.children.map((c) => makeNode(byPath.get(c)!)),
    };
  };

  const root = graph.nodes[0]!;
  const drawn = new Map<string, { edge: ChartEdge; source: string; target: string }>();
  const edges: ElkEdge[] = [];
  const hubs = hubTargets(graph);
  for (const edge of graph.edges) {
    if (edge.source === '') continue; // root transitions have no box to start from
    if (edge.targets.length > 0 && edge.targets.every((t) => hubs.has(t))) continue; // written in the box
    for (const t of edge.targets) {
      const source = shown(edge.source);
      const target = shown(t || edge.source);
      if (target === '' || source === target) continue; // wholly inside a collapsed state
      const id = `${edge.id}>${target}`;
      if (drawn.has(id)) continue;
      drawn.set(id, { edge, source, target });
      const text = edgeLabel(edge);
      edges.push({
        id,
        sources: [elkId(source)],
        targets: [elkId(target)],
        // Room for a status mark (✓ ✗ ▶) before the text, so a lit label never outgrows its place.
        labels: [{ text, width: textWidth(text, m.labelSize, 'mono') + 10 + LABEL_MARK_WIDTH, height: m.labelSize + 7 }],
      });
    }
  }

  return {
    root: {
      id: 'root',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': opts.direction ?? 'DOWN',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.layered.spacing.nodeNodeBetweenLayers': '46',
        'elk.spacing.nodeNode': '30',
        'elk.spacing.edgeNode': '16',
        'elk.spacing.edgeEdge': '10',
        'elk.spacing.edgeLabel': '4',
        'elk.layered.spacing.edgeNodeBetweenLayers': '16',
        'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
        'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
        'elk.layered.crossingMinimization.semiInteractive': 'false',
        'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
        'elk.padding': '[top=20,left=20,bottom=20,right=20]',
        // Absolute coordinates for every shape and edge, whatever node they belong to.
        'elk.json.shapeCoords': 'ROOT',
        'elk.json.edgeCoords': 'ROOT',
      },
      children: root.children.map((c) => makeNode(byPath.get(c)!)),
      edges,
    },
    drawn,
  };
}

function readLayout(graph: ChartGraph, opts: LayoutOptions, laid: ElkNode, drawn: Map<string, { edge: ChartEdge; source: string; target: string }>): ChartLayout {
  const collapsed = opts.collapsed ?? new Set<string>();
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]));
  const nodes: LayoutNode[] = [];
  const walk = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      const path = c.id.slice(2);
      const node = byPath.get(path)!;
      const isCollapsed = node.children.length > 0 && collapsed.has(path);
      nodes.push({
        path,
        x: c.x ?? 0,
        y: c.y ?? 0,
        width: c.width ?? 0,
        height: c.height ?? 0,
        container: node.children.length > 0 && !isCollapsed,
        collapsed: isCollapsed,
      });
      walk(c);
    }
  };
  walk(laid);

  const edges: LayoutEdge[] = [];
  const collect = (n: ElkNode) => {
    for (const e of n.edges ?? []) {
      const info = drawn.get(e.id);
      const section = e.sections?.[0];
      if (!info || !section) continue;
      const label = e.labels?.[0];
      edges.push({
        id: e.id,
        edgeId: info.edge.id,
        kind: info.edge.kind,
        source: info.source,
        target: info.target,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y })),
        label: label ? { text: label.text, x: label.x ?? 0, y: label.y ?? 0, width: label.width, height: label.height } : null,
      });
    }
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
}

const cache = new WeakMap<ChartGraph, Map<string, Promise<ChartLayout>>>();

/** Lays out `graph` (cached per graph and options). Rejects with a clear message if elk fails. */
export function layoutChart(graph: ChartGraph, opts: LayoutOptions = {}): Promise<ChartLayout> {
  const key = `${opts.direction ?? 'DOWN'}|${[...(opts.collapsed ?? [])].sort().join(',')}`;
  let perGraph = cache.get(graph);
  if (!perGraph) cache.set(graph, (perGraph = new Map()));
  const hit = perGraph.get(key);
  if (hit) return hit;
  const promise = (async () => {
    const elk = await loadElk();
    const { root, drawn } = buildElkGraph(graph, opts);
    const laid = await elk.layout(root);
    return readLayout(graph, opts, laid, drawn);
  })().catch((error: unknown) => {
    perGraph!.delete(key);
    throw new Error(`The statechart layout (elkjs) failed: ${errorText(error)}`);
  });
  perGraph.set(key, promise);
  return promise;
}

/** Compound states that hold no active state: "collapse what is not active". */
export function inactiveCompounds(graph: ChartGraph, active: ReadonlySet<string>): Set<string> {
  return new Set(graph.nodes.filter((n) => n.path !== '' && n.children.length > 0 && !active.has(n.path)).map((n) => n.path));
}
