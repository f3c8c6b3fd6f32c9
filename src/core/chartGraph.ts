// A game machine's statechart as plain data: every state node and every transition, with guard and
// action NAMES, for the inspector's diagram, the teaching view and "export machine as JSON".
// Pure: an xstate v5 machine in, plain objects out (no React). Reads xstate's public StateNode
// fields (states, transitions, always, entry, exit, meta, initial).
//
// Conventions:
// - The machine's root is included as the node with path '' (key = machine id, depth 0, parent
//   null); every other path is dot-joined without the machine id ('gameTurn.chitPullPhase').
//   The root is the canvas, not a drawn state: activeStatePaths never contains ''.
// - `initial` is the PATH of the initial child (not its key), so it can be looked up directly.
// - Edge `event` is the event type that fires it: '' for eventless (`always`) transitions,
//   xstate's 'xstate.after.<delay>.<id>' for delayed ones, 'xstate.done.state.<id>' for onDone.
//   Use `edgeLabel` for the text to show.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activePaths } from './introspect';

export interface ChartNode {
  path: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Path of the initial child state, or null for atomic/final/history/parallel nodes. */
  initial: string | null;
  meta: { rule?: string; title?: string; summary?: string } | null;
  entry: string[];
  exit: string[];
  /** Paths of the child states, in definition order. */
  children: string[];
  /** 0 for the root, 1 for top-level states, ... */
  depth: number;
}

export interface ChartEdge {
  /** Stable and unique: `${source}|${event or kind}|${index}`. */
  id: string;
  source: string;
  /** Target paths; empty for a targetless transition (actions only, the state stays). */
  targets: string[];
  event: string;
  guard: string | null;
  actions: string[];
  kind: 'event' | 'always' | 'after' | 'done';
}

export interface ChartGraph {
  /** The machine id (the game module's id). */
  id: string;
  /** Root first, then depth-first in definition order (parents before children). */
  nodes: ChartNode[];
  edges: ChartEdge[];
}

// The slice of xstate's StateNode and TransitionDefinition read here.
interface XStateNode {
  key: string;
  id: string;
  type: string;
  path: string[];
  states: Record<string, XStateNode>;
  meta?: unknown;
  entry: unknown[];
  exit: unknown[];
  initial?: { target?: XStateNode[] };
  transitions: Map<string, XTransition[]>;
  always?: XTransition[];
}
interface XTransition {
  eventType: string;
  guard?: unknown;
  actions?: unknown[];
  target?: XStateNode[] | undefined;
}

const pathOf = (node: { path: string[] }) => node.path.join('.');

/**
 * The name of a guard as written in the machine: 'isLegal', 'and(isX, not(isY))'; a guard with
 * params shows its type only; an inline function (which the rules say should not exist) is 'inline'.
 */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // xstate's higher-order guards are functions named and/or/not carrying their operands.
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(fn.guards) && (fn.name === 'and' || fn.name === 'or' || fn.name === 'not')) {
      return `${fn.name}(${fn.guards.map((g) => guardName(g) ?? 'inline').join(', ')})`;
    }
    if (fn.stateValue !== undefined) return `stateIn(${JSON.stringify(fn.stateValue)})`;
    return 'inline';
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'inline';
}

/** The name of an action: its setup() name, or a built-in's ('assign', 'emit', 'raise'), else 'inline'. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function')) {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
  }
  return 'inline';
}

/** What kind of transition an xstate event descriptor is ('' = always). */
export function edgeKind(eventType: string): ChartEdge['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  return 'event';
}

const cache = new WeakMap<AnyStateMachine, ChartGraph>();

/** Every state and transition of `machine` (memoised per machine object). */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const hit = cache.get(machine);
  if (hit) return hit;
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];

  const visit = (node: XStateNode, parent: string | null, depth: number) => {
    const path = pathOf(node);
    const children = Object.values(node.states ?? {});
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    const meta = node.meta && typeof node.meta === 'object' ? (node.meta as ChartNode['meta']) : null;
    nodes.push({
      path,
      key: node.key,
      parent,
      type: node.type as ChartNode['type'],
      initial: initialTarget ? pathOf(initialTarget) : null,
      meta: meta ? { ...meta } : null,
      entry: (node.entry ?? []).map(actionName),
      exit: (node.exit ?? []).map(actionName),
      children: children.map(pathOf),
      depth,
    });

    const addEdge = (t: XTransition, eventType: string, index: number) => {
      const kind = edgeKind(eventType);
      edges.push({
        id: `${path}|${eventType || 'always'}|${index}`,
        source: path,
        targets: (t.target ?? []).map(pathOf),
        event: eventType,
        guard: guardName(t.guard),
        actions: (t.actions ?? []).map(actionName),
        kind,
      });
    };
    for (const [eventType, list] of node.transitions ?? new Map()) list.forEach((t, i) => addEdge(t, eventType, i));
    (node.always ?? []).forEach((t, i) => addEdge(t, '', i));

    for (const child of children) visit(child, path, depth + 1);
  };
  visit(machine.root as unknown as XStateNode, null, 0);

  const graph: ChartGraph = { id: machine.id, nodes, edges };
  cache.set(machine, graph);
  return graph;
}

/** The text an edge is drawn with: 'drawChit [isLegal]', 'always [gameIsOver]', 'after 2s', 'done'. */
export function edgeLabel(edge: ChartEdge): string {
  let name: string;
  if (edge.kind === 'always') name = 'always';
  else if (edge.kind === 'done') name = edge.event.startsWith('xstate.done.state.') ? 'done' : edge.event.replace(/^xstate\./, '');
  else if (edge.kind === 'after') {
    const delay = edge.event.slice('xstate.after.'.length).split('.')[0] ?? '';
    name = /^\d+$/.test(delay) ? `after ${Number(delay) >= 1000 ? `${Number(delay) / 1000}s` : `${delay}ms`}` : `after ${delay}`;
  } else name = edge.event;
  return edge.guard ? `${name} [${edge.guard}]` : name;
}

/** Every active state path of a snapshot, ancestors included, dot-joined, without the machine id. */
export function activeStatePaths(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activePaths(snapshot));
}

interface StateJson {
  id: string;
  key: string;
  path: string;
  type: ChartNode['type'];
  initial?: string;
  meta?: ChartNode['meta'];
  entry?: string[];
  exit?: string[];
  transitions?: { event: string; kind: ChartEdge['kind']; guard?: string; actions?: string[]; targets: string[] }[];
  states?: Record<string, StateJson>;
}

/**
 * The machine's definition as plain JSON (for "export machine as JSON"): nested states with their
 * ids, types, initial child, meta, entry/exit action names and transitions (event, kind, guard and
 * action names, target ids as '#id'), plus the guard and action names the machine implements.
 */
export function machineDefinitionJson(machine: AnyStateMachine): {
  id: string;
  format: 'sandtable-statechart-1';
  guards: string[];
  actions: string[];
  root: StateJson;
} {
  const graph = chartGraph(machine);
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]));
  const edgesBySource = new Map<string, ChartEdge[]>();
  for (const e of graph.edges) edgesBySource.set(e.source, [...(edgesBySource.get(e.source) ?? []), e]);
  const idOf = (path: string) => (path ? `${graph.id}.${path}` : graph.id);

  const build = (node: ChartNode): StateJson => {
    const out: StateJson = { id: idOf(node.path), key: node.key, path: node.path, type: node.type };
    if (node.initial !== null) out.initial = byPath.get(node.initial)?.key ?? node.initial;
    if (node.meta) out.meta = { ...node.meta };
    if (node.entry.length) out.entry = [...node.entry];
    if (node.exit.length) out.exit = [...node.exit];
    const edges = edgesBySource.get(node.path) ?? [];
    if (edges.length) {
      out.transitions = edges.map((e) => ({
        event: e.event,
        kind: e.kind,
        ...(e.guard ? { guard: e.guard } : {}),
        ...(e.actions.length ? { actions: [...e.actions] } : {}),
        targets: e.targets.map((t) => `#${idOf(t)}`),
      }));
    }
    if (node.children.length) {
      out.states = {};
      for (const c of node.children) {
        const child = byPath.get(c);
        if (child) out.states[child.key] = build(child);
      }
    }
    return out;
  };

  const impl = (machine as unknown as { implementations?: { guards?: object; actions?: object } }).implementations ?? {};
  return {
    id: graph.id,
    format: 'sandtable-statechart-1',
    guards: Object.keys(impl.guards ?? {}).sort(),
    actions: Object.keys(impl.actions ?? {}).sort(),
    root: build(graph.nodes[0]!),
  };
}
