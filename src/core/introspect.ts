// Reads an xstate v5 snapshot the same way for every game: the active leaf, its meta, and the
// event types it takes. legalEvents and the inspector use this instead of duplicating the chart.
import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';
import { RecentCache } from './legalMemo';

export interface StateMeta {
  rule: string;
  title: string;
  summary: string;
}

/**
 * The active state nodes, outermost first in document order (the root included), found by
 * walking `snapshot.machine.root` along `snapshot.value`: xstate's public API only.
 */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const cached = activeCache.get(snapshot);
  if (cached) return cached;
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode, value: StateValue | undefined): void => {
    out.push(node);
    if (value === undefined) return;
    if (typeof value === 'string') {
      const child = node.states[value];
      if (child) walk(child, undefined);
      return;
    }
    for (const key of Object.keys(value)) {
      const child = node.states[key];
      if (child) walk(child, value[key]);
    }
  };
  walk(snapshot.machine.root, snapshot.value);
  // Document order. A walk along one path (no parallel states: every game here) gives it already,
  // a parent before its child: sorted only when it does not (sorting allocates a work array).
  for (let i = 1; i < out.length; i++) {
    if (out[i - 1]!.order > out[i]!.order) {
      out.sort((a, b) => a.order - b.order);
      break;
    }
  }
  activeCache.set(snapshot, out);
  return out;
}
// Snapshots never change: each one's active nodes are found once (legalEvents asks often); the
// last few snapshots asked about are kept (src/core/legalMemo.ts).
const activeCache = new RecentCache<AnyMachineSnapshot, AnyStateNode[]>();

/** The active atomic (or final) state nodes; the games here have exactly one. */
export function activeLeaf(snapshot: AnyMachineSnapshot): AnyStateNode | undefined {
  return activeStateNodes(snapshot).filter((n) => n.type === 'atomic' || n.type === 'final').pop();
}

/** Dot-joined path of the active leaf without the machine id, e.g. "gameTurn.chitPullPhase.drawChit". */
export function leafPath(snapshot: AnyMachineSnapshot): string {
  return activeLeaf(snapshot)?.path.join('.') ?? '';
}

/** Dot-joined paths of every active state, outermost first. */
export function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return activeStateNodes(snapshot).map((n) => n.path.join('.')).filter((p) => p.length > 0);
}

/** Event types the active leaf takes (its own `on`), which is where a player's decision is asked. */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const leaf = activeLeaf(snapshot);
  if (!leaf) return [];
  let types = typesCache.get(leaf);
  if (!types) typesCache.set(leaf, (types = Object.keys(leaf.config.on ?? {})));
  // A copy: the caller may change the list it is given.
  return types.slice();
}
// A state node's event types never change (machines are made once).
const typesCache = new WeakMap<AnyStateNode, string[]>();

/** meta of the innermost active state that has a rule citation, and of every active state. */
export function activeMeta(snapshot: AnyMachineSnapshot): StateMeta[] {
  const out: StateMeta[] = [];
  for (const n of activeStateNodes(snapshot)) {
    const m = n.meta as StateMeta | undefined;
    if (m && typeof m.rule === 'string') out.push(m);
  }
  return out;
}

export function leafMeta(snapshot: AnyMachineSnapshot): StateMeta | undefined {
  const all = activeMeta(snapshot);
  return all[all.length - 1];
}
